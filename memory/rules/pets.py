"""[beyond] Pets said in English without their names (seed 004 §3.4 profile, its values).

The pets value row (memory/rules/slots.py) wants a name in English; these are read before it
by memory/slots.py as one of the pets slot's other sayings.
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.people import NOT_NAMES
from strata_layered.memory.rules.row import Row

SOURCE = "[beyond] issue 24 probe: {why}"

# "I have a dog and two cats": pets kept, said without their names (the pets value row
# wants a name in English; 我家有一只狗和两只猫 showed 宠物: 狗 猫, the English none).
_SPECIES_EN = (r"(?:cats?|dogs?|pupp(?:y|ies)|kittens?|rabbits?|bunn(?:y|ies)|hamsters?"
               r"|parrots?|guinea pigs?|tortoises?|turtles?)")
_COUNT_EN = r"(?:a|an|one|two|three|four|five|\d)"
_NOT_PET_NOUN = (r"(?!\s+(?:allerg|food|toy|bed|sitter|person|people|video|caf|lover|hair"
                 r"|litter|tree|walker|park|show|groomer|treat|door|named|called)"
                 r"|,\s*(?-i:[A-Z])|'s name)")  # a name said: the pets value row reads both
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
    ("has a dog and two cats", "I adopted a rescue dog", "We have two cats", "owns a hamster"),
    ("has a cat allergy", "I have a dog walker", "saw a dog", "has two cat videos saved",
     "has a cat named Pixel", "have three dogs and a puppy named Pixie"),
)

# "我家有只猫叫团团" then "团团上周走丢了": the name opening the later turn is the pet's, which
# the earlier turn named (memory/people.py `with_pet_named` reads it as 我的猫团团 / "My dog
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
_NAME_EN = rf"(?-i:(?!(?:{NOT_NAMES}|I|The|A|An)\b)[A-Z][a-z]+)"
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

ROWS: tuple[Row, ...] = (PETS_HAD_EN, PET_NAME_GIVEN, PET_COUNT, PET_NAME_AFTER)
