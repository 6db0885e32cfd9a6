"""[beyond] Pets said in English without their names (seed 004 §3.4 profile, its values).

The pets value row (memory/rules/slots.py) wants a name in English; these are read before it
by memory/facts/slots.py as one of the pets slot's other sayings.
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.not_names import NOT_NAMES, TITLE_EN
from strata_layered.memory.rules.row import Row
from strata_layered.memory.rules.slots import slot_row, value_row

SOURCE = "[beyond] issue 24 probe: {why}"


def _rx(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern, re.I)


# "I have a dog and two cats": pets kept, said without their names (the pets value row
# wants a name in English; 我家有一只狗和两只猫 showed 宠物: 狗 猫, the English none).
_SPECIES_EN = (r"(?:cats?|dogs?|pupp(?:y|ies)|kittens?|rabbits?|bunn(?:y|ies)|hamsters?"
               r"|parrots?|guinea pigs?|tortoises?|turtles?)")
_COUNT_EN = r"(?:a|an|one|two|three|four|five|\d)"
# a name said after a comma: the pets value row reads both
_NOT_PET_NOUN = (r"(?!\s+(?:allerg|food|toy|bed|sitter|person|people|video|caf|lover|hair"
                 r"|litter|tree|walker|park|show|groomer|treat|door|named|called)"
                 r"|,\s*(?-i:[A-Z])|'s name)")
PETS_HAD_EN = Row(
    "pets_had_en",
    # a name said later in the sentence ("three dogs and a puppy named Pixie"): the pets
    # value row reads the names
    re.compile(rf"\b(?:have|has|have got|has got|got|adopted|own|owns)"
               r"(?![^.!?]*\b(?:named|called)\b)\s+"
               rf"{_COUNT_EN}\s+"
               rf"(?:[a-z]+\s+)?(?P<m>{_SPECIES_EN})\b{_NOT_PET_NOUN}"
               rf"(?:,?\s+(?:and|plus)\s+{_COUNT_EN}\s+(?:[a-z]+\s+)?(?P<o>{_SPECIES_EN})\b"
               rf"{_NOT_PET_NOUN})?", re.I),
    "slot value: pets the user has, said without their names (has a dog and two cats)",
    SOURCE.format(why="round 32: 'I have a dog and two cats' showed no pets, 我家有一只狗和两只猫 "
                  "宠物: 狗 猫"),
    ("has a dog and two cats", "I adopted a rescue dog", "We have two cats", "owns a hamster",
     ),
    ("has a cat allergy", "I have a dog walker", "saw a dog", "has two cat videos saved",
     "has a cat named Pixel", "have three dogs and a puppy named Pixie"),
)

# "我家有只猫叫团团" then "团团上周走丢了": the name opening the later turn is the pet's, which
# the earlier turn named (memory/facts/people.py `with_named` reads it as 我的猫团团 / "My dog
# Max"); the later turn alone was nobody's fact (the rules kept nothing: no 我, no "my").
PET_NAME_GIVEN = Row(
    "pet_name_given",
    re.compile(r"(?P<kind>猫咪|小猫|小狗|猫|狗|兔子|仓鼠|鹦鹉|乌龟)(?:的名字)?(?:叫做|名叫|叫)"
               r"(?P<name>[\u4e00-\u9fff]{1,3}?)(?:(?:和|跟)(?P<too>[\u4e00-\u9fff]{1,3}?))?"
               r"(?=[，,。！!~～]|$)"
               rf"|\b(?P<en>{_SPECIES_EN})(?:['’]s name is| is called| is named| named| called"
               r"| are called| are named|,) (?-i:(?P<named>[A-Z][a-z]+))"
               r"(?: and (?-i:(?P<also>[A-Z][a-z]+)))?\b"
               rf"|\b(?:my|our) (?P<own>{_SPECIES_EN})"
               r" (?-i:(?P<first>(?!(?:I|The)\b)[A-Z][a-z]+))\b", re.I),
    "a pet's name given (我家有只猫叫团团, 'My dog is called Max'): a later turn opening with "
    "the name is about that pet",
    SOURCE.format(why="fix33: 团团上周走丢了 / 'Max got sick last week' after the pet was named "
                  "kept nothing, or read as the user's own state"),
    ("我家有只猫叫团团", "我的狗名叫旺财", "My dog is called Max", "I have a cat named Pixel",
     "our puppy's name is Biscuit", "I have two cats, Mochi and Biscuit", "两只猫叫咪咪和团团",
     "My cat Luna is 3"),
    ("我叫小林", "我朋友叫小美", "My friend is called Max", "a dog called by its owner",
     "我的猫叫得很大声呢好烦"),
    contexts=("团团上周走丢了", "Max got sick last week"),
    before="我家有只猫叫团团。My dog is called Max.",
)

# 现在有三只猫 after 我家有只猫叫团团 is a new count of cats; 团团三岁了 or "dog Max got sick in
# the week of February 23" is no count (a pet's age, a date), and overwrote the naming.
PET_COUNT = Row(
    "pet_count",
    re.compile(rf"(?:\d+|[一二两三四五六七八九十几]+)\s*(?:只|条|个)?\s*(?:小|大)?(?:猫|狗|兔|仓鼠)"
               rf"|\b(?:{_COUNT_EN}|six|seven|eight|nine|ten)\s+(?:[a-z]+\s+)?{_SPECIES_EN}\b",
               re.I),
    "consolidation: a number of a pet memory is a new count only when it counts the pets",
    SOURCE.format(why="fix33: 'dog Max got sick in the week of February 23' overwrote 'dog is "
                  "called Max' (a date read as a new count of dogs)"),
    ("现在有三只猫", "家里只剩芝麻一只猫了", "we have two dogs now", "I have 3 cats"),
    ("团团三岁了", "dog Max got sick in the week of February 23", "Max is three now",
     "猫团团2026年2月走丢了"),
    contexts=("现在有三只猫了",),
    before="我家有只猫叫团团",
)

# "My cat Luna is 3" showed no pets, and "Luna hates the vet" after it kept nothing: the name
# said right after the species (the note "cat Luna is 3", or "my cat Luna") is the pet's.
_NAME_EN = rf"(?-i:{TITLE_EN}?(?!(?:{NOT_NAMES}|I|The|A|An)\b)[A-Z][a-z]+)"
PET_NAME_AFTER = Row(
    "pet_name_after",
    # a note opens on its species in lower case ("cat Luna is 3"); a message opening on a
    # capital is a name ("Cat Stevens is my favorite singer" showed pets: Cat Stevens; review33)
    re.compile(r"(?:^(?-i:(?=[a-z]))|\b(?:my|our|their) )(?:(?:old|new|little|rescue|senior) )?"
               r"(?P<m>cat|dog|puppy|kitten|rabbit|parrot|hamster"
               rf"|tortoise|turtle) (?P<k>{_NAME_EN})\b", re.I),
    "slot value: a pet named right after its species ('my cat Luna', a note 'cat Luna is 3')",
    SOURCE.format(why="fix33 probe: 'My cat Luna is 3' showed no pets; 'Luna hates the vet' "
                  "after it kept nothing; probe33: 'My dog Max turned five' (LoCoMo conv-47, "
                  "train: 'my dog Max', 'our puppy Ned')"),
    ("My cat Luna is 3", "cat Luna is 3", "our dog Biscuit loves the beach",
     "My dog Max turned five", "my old cat Mochi sleeps a lot"),
    ("my cat I adopted", "a cat Luna would love", "my cat The vet said", "my dog is old",
     "Cat Stevens is my favorite singer", "Dog Man is my son's favorite book series"),
)

# 叫 followed by a verb's complement is a cry, not a naming (叫得很凶, 叫了一晚上, 叫个不停):
# 我的狗叫得很凶 showed 宠物: 狗 得很凶. The pets slot reads the text with the cry masked.
PET_CRIES = Row(
    "pet_cries",
    re.compile(r"叫(?:得|声|了|着|起来|个不停|唤|醒|出|一晚上|一整晚|半天)"),
    "no pet's name: 叫 followed by a verb's complement is a cry (叫得很凶), masked before the "
    "pets slot reads the text",
    SOURCE.format(why="fix34: 我的狗叫得很凶 showed 宠物: 狗 得很凶"),
    ("我的狗叫得很凶", "猫叫了一晚上", "小狗一直叫个不停", "我家猫半夜叫起来"),
    ("我的狗叫旺财", "我的猫名叫团子", "狗叫豆豆", "小猫叫咪咪"),
)

# A capital after a comma that a subject follows opens a clause ("I adopted a dog, Honestly
# it's been a lot of work" showed pets: dog Honestly): a sentence adverb, no pet's name. Nor is
# one a word that is no verb follows ("a dog, Seriously cute", "a cat, Super fluffy", fix35):
# a name is followed by its verb (-s, -ed, is, has…), "and", a mark, or nothing.
OPENS_CLAUSE = (r"\s+(?:it|i|we|he|she|they|that|this|there|you|my|our)(?:['’][a-z]+)?\b"
                r"(?!\s*[,.!?]|$)")
_NAME_FOLLOWS = (r"\s+(?:[a-z]+(?:s|ed)|and|or|is|was|has|had|who|just|still|now|also|will"
                 r"|can|does|did|got|ran|ate|sat|slept|came|went|gets|made|took|bit|keeps|loves"
                 r"|never|always|really|too)\b|\s*(?:[,.!?;:)]|$)")
SENTENCE_ADVERBS = (r"Honestly|Seriously|Sadly|Luckily|Thankfully|Unfortunately|Fortunately"
                    r"|Actually|Basically|Literally|Totally|Absolutely|Definitely|Obviously"
                    r"|Super|Really|So|Very|Such|Best|Cutest|Hopefully|Apparently|Anyway")
"""A capital after a comma that opens a remark on what was said, whatever follows it."""
NAME_OPENS_CLAUSE = Row(
    "name_opens_clause",
    re.compile(rf"(?<=,)\s*(?:(?-i:[A-Z])[a-z]+\b(?={OPENS_CLAUSE})"
               rf"|(?-i:[A-Z])[a-z]+\b(?=\s+(?-i:[a-z]))(?!{_NAME_FOLLOWS})"
               rf"|(?-i:(?:{SENTENCE_ADVERBS}))\b)", re.I),
    "no pet's name: a capital after a comma that opens a clause (a subject after it), that a "
    "word of no verb follows (an adjective: 'Seriously cute'), or a sentence adverb (masked "
    "before the pets slot reads the text)",
    SOURCE.format(why="fix34: 'I adopted a dog, Honestly it's been a lot of work' showed "
                  "pets: dog Honestly; fix35: 'I adopted a dog, Seriously cute.' pets: dog "
                  "Seriously"),
    ("a dog, Honestly it's been a lot of work", "two cats, Sadly they fight",
     "a puppy, Luckily we have a yard", "adopted a dog, Seriously cute",
     "adopted a cat, Super fluffy", "got a puppy, Best decision ever", "a dog, Sadly."),
    ("two cats, Mochi and Biscuit", "a dog, Max, and he is great", "a dog, Rex.",
     "my cat, Luna", "a dog, Max loves the beach", "a cat, Molly just turned two",
     "a dog, Biscuit"),
)

# "So Max, my dog, loves the beach" showed no pets (fix35): a name said beside the pet it
# names, set off by commas (an appositive: the note "Max, their dog, loves the beach").
PET_APPOSITIVE = Row(
    "pet_appositive",
    # the species is read first (a lookahead), so the value is "dog Max" as everywhere
    re.compile(r"(?=(?-i:[A-Z])[a-z]+,\s+(?:my|our|their)\s+(?:(?:old|new|little|rescue|senior"
               rf"|sweet) )?(?P<m>{_SPECIES_EN}),)"
               r"(?-i:(?P<k>(?!(?:I|The|A|An|So|And|But|Oh|Well|Yes|Yeah)\b)[A-Z][a-z]+))", re.I),
    "slot value: a pet named beside its species, set off by commas ('Max, my dog, loves…')",
    SOURCE.format(why="fix35: 'So Max, my dog, loves the beach' dropped Max"),
    ("So Max, my dog, loves the beach", "Max, their dog, loves the beach",
     "Luna, our old cat, sleeps all day"),
    ("Max, my friend, loves the beach", "Yes, my dog, he loves it", "Max, my dog loves you"),
)

# "My dog barks all night" showed no pets (fix35): a pet of the user's named by its kind only
# (the note opens on it: "dog barks all night"), read after the rows that find its name.
PET_OWNED_EN = Row(
    "pet_owned_en",
    re.compile(r"(?:^(?-i:(?=[a-z]))|\b(?:my|our) )(?:(?:old|new|little|rescue|senior) )?"
               rf"(?P<m>{_SPECIES_EN})(?=\s+(?-i:[a-z]))(?!\s+(?:is|are|was) (?:called|named)\b)"
               rf"{_NOT_PET_NOUN}", re.I),
    "slot value: a pet of the user's named by its kind ('My dog barks all night': pets: dog)",
    SOURCE.format(why="fix35: 'My dog barks all night' gave no pets"),
    ("dog barks all night", "My dog barks all night", "cat sleeps on my bed",
     "our puppy chews everything"),
    ("dog food is expensive", "dog is called Max", "dog Max turned five", "a dog barked",
     "cats, dogs and birds", "his dog barks"),
)

# A pet the user cannot or does not keep, or only wants ("I can't have a dog in my flat"
# showed pets: dog; 我想养一只猫): the pets slot's `unless`, as a pet gone (PET_NONE).
PET_NOT_HAD = Row(
    "pet_not_had",
    re.compile(r"(?:\b(?:can'?t|cannot|can not|couldn'?t|(?:am|are|is)n'?t allowed to"
               r"|(?:am|are|is) not allowed to|not allowed to|won'?t be able to|never"
               r"|don'?t|do not|doesn'?t|does not)"
               r" (?:have|keep|get|own|adopt)"
               r"|\b(?:want|wants|wanted|wish|hope|hoping|would love|'d love|would like|'d like"
               r"|thinking (?:about|of)|planning|plan|dream of|dreaming of) (?:to )?"
               r"(?:get|getting|have|having|adopt|adopting|own|owning))"
               rf" (?:a |an |any |another |one |more )?(?:(?!my|our|his|her|their)[a-z]+ )?"
               rf"(?:{_SPECIES_EN}|pets?)\b"
               r"|\bno pets allowed\b|\bpets? (?:are|is)n'?t allowed\b"
               r"|(?<!不)(?:想|打算|准备|希望|计划)[^，。,.！!？?]{0,8}?养", re.I),
    "no pets value: a pet the user cannot keep, has not, or only wants (the pets slot's unless)",
    SOURCE.format(why="fix34: 'I can't have a dog in my flat' showed pets: dog"),
    ("I can't have a dog in my flat", "we're not allowed to have cats here",
     "I'd love to adopt a puppy", "I don't have a dog", "我想养一只猫", "打算养只狗"),
    ("I have a dog", "I can't get my dog to sit", "My dog can't have chocolate",
     "我养了一只猫", "I adopted a dog", "I'd love to have a garden"),
)

# What the user keeps (养了一只柯基: a breed, a fish, whatever 只 / 条 counts) is a pet, and
# its names follow it ("two cats, Mochi and Biscuit").
_KEPT_ZH = r"养(?:了|着)?(?:一|两|三|四|几)?(?:只|条)"
PET_KEPT = re.compile(_KEPT_ZH)
"""A pet kept, said beside one gone or not kept (家里不养狗，养了两只猫)."""
_SPECIES = "猫|狗|兔子|仓鼠|鹦鹉"
SLOT_PETS = slot_row("pets", rf"(猫|狗|宠物|{_KEPT_ZH}|\bcats?\b|\bdogs?\b|\bpets?\b|puppy|kitten)",
                  ("我养了一只猫", "My dog is old", "现在养了一只柯基"),
                  ("我喜欢画画", "a hot day"))
VALUE_PETS = value_row("pets", rf"(?:一只|两只|只)?(?P<v>{_SPECIES})"
                    r"(?:[^，。]{0,4}(?:叫|名叫|叫做)"
                    r"(?P<n>[\u4e00-\u9fff]{1,4}))?"
                    rf"|{_KEPT_ZH}(?P<w>(?!{_SPECIES})[\u4e00-\u9fff]{{1,3}}?)(?=[，。,！!]|$|叫|名叫)"
                    r"(?:(?:叫做|名叫|叫)(?P<x>[\u4e00-\u9fff]{1,3}?)(?=[，。,！!]|$))?"
                    r"|(?P<m>cat|dog|puppy|kitten|rabbit|parrot)s?(?: named| called|,"
                    r"| (?:are|is) (?:called|named)|'s name is)"
                    rf" (?P<k>{TITLE_EN}?(?!(?-i:{NOT_NAMES})\b)(?-i:[A-Z])\w+"
                    rf"(?: and {TITLE_EN}?(?-i:[A-Z])\w+)?)",
                    ("我的猫叫团子", "a cat named Pixel", "现在养了一只柯基", "养了一只橘猫叫馒头",
                     "two cats, Mochi and Biscuit", "cats are called Biscuit and Marmite",
                     "a cat called Mr Whiskers"),
                    ("我有宠物", "a cat", "cats, dogs and birds", "my cat is called fat by my mum",
                     "hurt any of my dogs, Just by thinking of it"))
# A pet that died or was given away, or one the user does not (want to) keep, is no pet of
# theirs: 我家的狗去世了 showed 宠物: 狗, 我现在不想再养猫了 宠物: 猫.
PET_NONE = Row(
    "pet_none", _rx(r"(?:去世|走了|死了|没了|不在了|送人了|送走了)"
                    r"|(?:不想|不打算|不会|没法|不能|没|(?<![养要])不)(?:再)?养|养不了"
                    r"|\b(?:died|passed away|put down|rehomed|don'?t have (?:a |any )?pets?)\b"),
    "no pets value: the pet died, was given away, or is not kept",
    "[beyond] issue 24 probe24c: 我家的狗昨天去世了 gave 宠物: 狗, 我现在不想再养猫了 宠物: 猫",
    ("我家的狗2026年11月22日去世了", "现在不想再养猫了", "our cat died last spring",
     "对猫毛过敏，家里不养猫"),
    ("我养了一只猫", "现在养了一只柯基", "my dog is old", "要不养只猫吧"),
)
# Words that hold 猫 / 狗 / cat / dog and name no animal of the user's: 我是夜猫子 showed
# 宠物: 猫, 我是单身狗 宠物: 狗. The pets slot reads the text with them masked.
NOT_A_PET = Row(
    "not_a_pet", _rx(r"夜猫子|熊猫|猫头鹰|猫眼|猫腻|猫步|单身狗|加班狗|舔狗|热狗|狗血|狗仔|走狗"
                     r"|\bhot ?dogs?\b|raining cats and dogs|\btop dog\b|\bdog[- ]tired\b"),
    "no pet: a word with a pet's name in it that names no animal (a night owl, single, a hot "
    "dog), masked before the pets slot reads the text",
    "[beyond] issue 24 probe32: 我是夜猫子 showed 宠物: 猫, 我是单身狗 宠物: 狗",
    ("我是夜猫子", "我是单身狗", "午饭吃了个热狗", "I grabbed a hot dog", "I'm dog-tired"),
    ("我养了一只猫", "我家的狗叫豆豆", "my dog is old", "小猫咪好可爱"),
)

# "I have a golden retriever named Sunny" showed no pets (fix34): a dog or a cat said by its
# breed, as 养了一只金毛 is read in Chinese.
_BREEDS_EN = (r"(?:(?:golden|black|chocolate|yellow|french|english|german|border|cocker"
              r"|springer|jack russell|siberian|persian|british shorthair) )?"
              r"(?:retriever|labrador|poodle|corgi|husky|beagle|terrier|spaniel|shepherd|bulldog"
              r"|dachshund|chihuahua|pug|collie|schnauzer|greyhound|whippet|labradoodle"
              r"|goldendoodle|shih tzu|pomeranian|tabby|siamese|ragdoll|maine coon|bengal|sphynx)")
PET_BREED_EN = Row(
    "pet_breed_en",
    # a note opens on the breed ("golden retriever Bailey is 10", from "Our golden retriever
    # Bailey…"), the name said after it bare too (fix35)
    re.compile(r"(?:^(?-i:(?=[a-z]))(?!(?:a|an|the|two) )|\b(?:have|has|got|adopted|own|owns"
               r"|my|our)\s+(?:(?:a|an|two) )?)(?:(?:new|little|old|rescue) )*"
               rf"(?P<m>{_BREEDS_EN})s?\b(?:(?:,? (?:named|called))? "
               r"(?-i:(?P<k>(?!(?:I|The|A|An)\b)[A-Z][a-z]+)))?", re.I),
    "slot value: a pet said by its breed ('a golden retriever named Sunny')",
    SOURCE.format(why="fix34: 'I have a golden retriever named Sunny' showed no pets"),
    ("I have a golden retriever named Sunny", "my corgi loves the beach",
     "we adopted a rescue greyhound", "golden retriever Bailey is 10 years old"),
    ("I love golden retrievers", "a golden retriever ran past", "my neighbour's beagle"),
)

# 我们家养了两只猫，一只叫咪咪，一只叫花花 showed 宠物: 猫 (fix34): each pet's name said after
# a count of them.
PET_NAMES_EACH = Row(
    "pet_names_each",
    # one name said of two (两只猫，一只叫橘子: 宠物: 猫 橘子, fix35)
    re.compile(r"(?P<v>猫|狗|兔子|仓鼠|鹦鹉)[^。！!？?，,]{0,4}[，,]\s*(?:一只|一条|大的|小的|老大)"
               r"(?:叫|名叫|叫做)(?P<n>[\u4e00-\u9fff]{1,4}?)(?:[，,、]\s*(?:另)?(?:一只|一条|小的|老二)"
               r"(?:叫|名叫|叫做)(?P<k>[\u4e00-\u9fff]{1,4}?))?(?=[，。！!~～]|$)"),
    "slot value: each pet's name said after a count of them (两只猫，一只叫咪咪，一只叫花花)",
    SOURCE.format(why="fix34: 我们家养了两只猫，一只叫咪咪，一只叫花花 showed 宠物: 猫"),
    ("我们家养了两只猫，一只叫咪咪，一只叫花花", "有两只狗，大的叫豆豆，小的叫米粒",
     "我家有两只猫，一只叫橘子"),
    ("我们家养了两只猫", "两只猫，一只很胖，一只很瘦", "我的猫叫团子"),
)

NOT_PET_WORDS = (NOT_A_PET, PET_CRIES, NAME_OPENS_CLAUSE)
"""What the pets slot masks before it reads a text: words that name no pet of the user's."""

ROWS: tuple[Row, ...] = (PETS_HAD_EN, PET_NAME_GIVEN, PET_COUNT, PET_NAME_AFTER, PET_CRIES,
                         NAME_OPENS_CLAUSE, PET_APPOSITIVE, PET_OWNED_EN, PET_NOT_HAD,
                         PET_BREED_EN, PET_NAMES_EACH, PET_NONE, NOT_A_PET, SLOT_PETS, VALUE_PETS)
