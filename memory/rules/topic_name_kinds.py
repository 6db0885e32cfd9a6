"""[beyond] Who only comes along, what needs its object, and which subjects are one kind.

issue 25, names40: a user's imports left topics named "Leo" (of "Leo and I went hiking": the
companion, not the subject), 家里出 (出 wants its object: 家里出了点事), "offer", "practices",
"reflections" (an abstract noun alone says no subject), "I really want to eat" (a clause, the
message's start standing in), and `pets` / `pet` / `dogs` archived apart (no shared word).
memory/topics/kinds.py applies the kinds; memory/topics/phrases.py, chinese_name.py and
naming.py the rest.
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.people import PEOPLE_EN
from strata_layered.memory.rules.phrasing import COMMON_SURNAMES
from strata_layered.memory.rules.row import Row

_NOT_A_COMPANION = r"Work|Life|School|Everything|Nothing|Everyone|Nobody|God|This|That|It"
_COMPANION = (rf"(?:(?:my|our|My|Our)\s+(?:(?:little|big|older|younger|best)\s+)?"
              rf"(?:{PEOPLE_EN})|(?!(?:{_NOT_A_COMPANION})\b)[A-Z][a-z]+)")

NAME_COMPANION_EN = Row(
    "name_companion_en",
    re.compile(rf"(?<![\w'’]){_COMPANION}\s+(?:and|&)\s+(?:I|me)\b(?!['’])"
               rf"|(?<![\w'’])(?:[Mm]e|I)\s+(?:and|&)\s+{_COMPANION}\b(?!['’])"),
    "a person joined to the user (\"Leo and I\", \"me and my brother\") only comes along: the "
    "subject is what they did (\"Leo and I went hiking\" → hiking); when nothing else is "
    "named the person stays the subject (\"Leo and I broke up\" → Leo)",
    "[beyond] issue 25, names40: a user's topic about a hike was named \"Leo\" from \"Leo and "
    "I went hiking\"",
    ("Leo and I went hiking last weekend", "Me and my brother watched the game",
     "My mom and I cooked dinner", "Anna & me are planning a trip"),
    ("I went to the beach with Leo", "Work and I don't get along", "Salt and pepper",
     "Leo's and mine", "I and the team lead"),
    contexts=("Leo and I went hiking last weekend.", "My mom and I cooked dinner."),
)

# What the two are to each other is about the person: "Leo and I are getting married in June"
# was named June, "Me and my dad have never been close" close, "My sister and I aren't talking
# anymore" anymore once the companion was dropped (review40).
NAME_TOGETHER_EN = Row(
    "name_together_en",
    re.compile(r"\b(?:(?:getting |got |get )?(?:married|engaged|divorced|separated)|marry"
               r"|dating|broke up|break(?:ing)? up|split up|close|talking|speaking|together"
               r"|friends|fight(?:ing)?|fought|argu(?:e|ed|ing)|get along|got along"
               r"|fell out|falling out|make up|made up)\b", re.I),
    "a companion joined to the user (name_companion_en) stays the subject when what is said is "
    "what the two are to each other (married, close, talking, fighting, broke up)",
    "[beyond] review40: 'Leo and I are getting married in June' was named June once the "
    "companion was dropped",
    ("Leo and I are getting married in June", "Me and my dad have never been close",
     "My sister and I aren't talking anymore", "Leo and I broke up"),
    ("Leo and I went hiking last weekend", "My mom and I cooked dinner"),
    contexts=("Leo and I are getting married in June.",
              "Me and my dad have never been close."),
)

NAME_COMPANION_ZH = Row(
    "name_companion_zh",
    re.compile(rf"(?:和|跟|同|与)(?:他们|她们|他|她|[小老阿][\u4e00-\u9fff]"
               rf"|[{COMMON_SURNAMES}][\u4e00-\u9fff]{{1,2}}?|[A-Z][a-z]+)(?:一起|(?=去|出去))"
               rf"|(?:他们|她们|他|她|[小老阿][\u4e00-\u9fff]|[{COMMON_SURNAMES}][\u4e00-\u9fff]"
               rf"{{1,2}}?|[A-Z][a-z]+)(?:和|跟)我(?:一起|(?=去|出去))"),
    "someone the user went with, by name or pronoun (和小明去, 跟他一起, Leo和我一起), is no "
    "subject: the name is what they did (我和小明去爬山了 → 爬山)",
    "[beyond] issue 25, names40: as \"Leo and I went hiking\" was named \"Leo\", 我和小明去爬山了 "
    "was named 小明爬山 (name_company_zh reads only kin words)",
    ("我和小明去爬山了", "周末跟他一起看了电影", "我和张伟去吃火锅", "Leo和我一起去了海边"),
    ("我和小明吵架了", "我跟他说了这件事", "我和男朋友分手了", "我去爬山了"),
    contexts=("我和小明去爬山了。",),
)

NAME_VAGUE_OBJECT_ZH = Row(
    "name_vague_object_zh",
    re.compile(r"(?P<verb>出|做|办|吃|买)了?(?:一)?(?:点儿?|些|件|个|很多|好多|不少)?"
               r"(?P<object>事情|事儿|事(?![业实故务物件])|东西)"),
    "a verb that needs its object keeps it when the object is vague (事情, 东西): 家里出了些事情 "
    "→ 家里出事, 我好想吃东西 → 吃东西; the vague noun alone still names nothing (这件事情)",
    "[beyond] issue 25, names40: a user's topic was named 家里出 (of 家里出了些事情); "
    "names39 left it for a tagger",
    ("家里出了些事情", "家里出了点事", "我好想吃东西", "今天买了好多东西"),
    ("这件事情很重要", "我想了很多事情", "出去走走", "我想做点事业"),
    contexts=("家里出了些事情，我得回老家一趟。", "我好想吃东西啊。"),
)

NAME_DESCRIBED = Row(
    "name_described",
    re.compile(r"(?<![\w'’-])(?:something|anything|nothing|everything|so|too|very|stay|remain)$",
               re.I),
    "the word after something / anything / so / too / very / stay describes (\"something "
    "sweet\", \"so bad\", \"stay calm\"): no name; the message is named by what it does or "
    "wants (eating), or what stands in for want of a subject",
    "[beyond] issue 25, names40: \"I really want to eat something sweet\" was named \"sweet\", "
    "\"I'd like to watch something funny\" \"funny\", \"These practices help me stay calm\" "
    "\"calm\" once practices alone was no name",
    ("something", "so", "Anything", "stay"),
    ("sometimes", "soup", "tool", "stayed"),
    contexts=("I really want to eat something sweet.", "I'd like to watch something funny.",
              "These practices help me stay calm."),
)

NAME_ABSTRACT = Row(
    "name_abstract",
    re.compile(r"^(?:offers?|practices?|reflections?|thoughts?|plans?|decisions?|choices?"
               r"|changes?|lessons?|insights?|advice|news|updates?|problems?|issues?|questions?"
               r"|topics?|concerns?|opinions?|views?|perspectives?|habits?|goals?|dreams?"
               r"|hopes?|worries|fears?|results?|reasons?|options?|suggestions?|tips?|feedback"
               r"|details?|efforts?|plenty)$", re.I),
    "an abstract noun alone (offer, practices, reflections, thoughts) names no subject: it "
    "says what it is only with what it is of (\"job offer\", \"yoga practices\"); a topic "
    "named by it alone is named for want of a subject, and the next subject replaces it",
    "[beyond] issue 25, names40: imports named topics \"offer\", \"practices\", "
    "\"reflections\"",
    ("offer", "reflections", "practices", "Thoughts"),
    ("job offer", "yoga practices", "offering", "planet"),
    contexts=("He made me an offer I could not refuse.", "These practices help me stay calm."),
)

NAME_WANTED_EN = Row(
    "name_wanted_en",
    re.compile(r"\b(?:(?:want|wanted|need|needed|dying|going|'d\s+like|would\s+like|'d\s+love"
               r"|would\s+love)\s+to|wanna|gonna)\s+(?P<verb>(?!(?:do|get|make|have|take|go|be"
               r"|try|see|say|keep|let|put|know|think|stay)\b)[a-z]{3,})"
               r"(?=\s+(?:something|anything|some|this|that|it)\b|\s*[.!?,…]|\s*$)", re.I),
    "a verb the user wants to do, with no object or a vague one (\"I really want to eat "
    "something\"), names the activity (eating) when the message names nothing else; the "
    "message's start (\"I really want to eat\") is a clause, no name",
    "[beyond] issue 25, names40: a user's topic was named \"I really want to eat\"",
    ("I really want to eat something", "I'm dying to dance!", "I'd like to read something"),
    ("I want to eat pizza", "I really want a dog", "I want pizza.", "I need to do something"),
    contexts=("I really want to eat something.", "I'd like to watch something funny."),
)

def _kind(en: str, zh_end: str, zh_start: str) -> re.Pattern[str]:
    """A name of the kind: its English head (last word), its Chinese end, or what it opens on."""
    return re.compile(rf"(?:^|\s)(?:{en})$|(?:{zh_end})$|^(?:我家|家里|我的|养)?(?:{zh_start})")


KIND_PETS = Row(
    "kind_pets",
    # a food or a saying is no pet: hot dog, corn dog, top dog; 猫眼 (a peephole, the ticket
    # app), 狗血 (melodrama) (review40)
    _kind(r"pets?|(?<!\bhot\s)(?<!\btop\s)(?<!\bcorn\s)(?:dogs?|cats?)|puppy|puppies"
          r"|pupp?ers?|kittens?|kitty|kitties|hamsters?|rabbits?|bunny|bunnies|parrots?",
          r"宠物|狗狗|小狗|猫咪|小猫|(?<!热)狗|(?<!熊)猫|仓鼠|兔子|鹦鹉",
          r"宠物|狗(?!熊|血)|猫(?!头鹰|眼)|仓鼠|兔子|鹦鹉|鸟(?!巢)|鱼$"),
    "topic kind: a name whose head is a pet (pets, dog, cats; 宠物, 狗, 猫生病, 鸟会说话; 鱼 "
    "only alone or kept, 养鱼: 钓鱼 and 鱼香肉丝 are none) is one subject with any other of "
    "the kind: topics so named merge when one closes, named pets / 宠物",
    "[beyond] issue 25, names40: topics `pets`, `pet` and `dogs` archived apart",
    ("pets", "dogs", "my cat", "宠物", "猫生病", "养狗", "鸟会说话", "养鱼"),
    ("dog training", "cat café trip", "热狗", "熊猫", "猫头鹰", "catalog", "钓鱼", "鱼香肉丝",
     "鸟巢", "hot dogs", "top dog", "猫眼上电影票", "狗血剧情"),
    contexts=("My dogs are the best pets, they keep me company.",),
)

KIND_EXERCISE = Row(
    "kind_exercise",
    # exercises of a subject or a skill are no workout: math, grammar, breathing (review40)
    _kind(r"gym|workouts?|(?<!\bmath\s)(?<!\bmaths\s)(?<!\bgrammar\s)(?<!\bwriting\s)"
          r"(?<!\breading\s)(?<!\bbreathing\s)(?<!\blistening\s)exercises?"
          r"|exercising|fitness|working\s+out",
          r"健身|锻炼|健身房", r"锻炼身体"),
    "topic kind: a name whose head is exercise (gym, workout, fitness; 健身, 锻炼) is one subject "
    "with any other of the kind, named exercise / 健身",
    "[beyond] issue 25, names40: one habit split over time as one subject is (pets / dogs)",
    ("gym", "morning workout", "fitness", "健身", "去健身房"),
    ("gym bag", "workout playlist", "健身教练", "math exercise book", "math exercises",
     "breathing exercises"),
    contexts=("I went to the gym after work.",),
)

KIND_SLEEP = Row(
    "kind_sleep",
    _kind(r"sleep|sleeping|insomnia|naps?",
          r"失眠|睡眠|睡觉", r"失眠|睡眠"),
    "topic kind: a name whose head is sleep (sleep, insomnia; 失眠, 睡眠) is one subject with any "
    "other of the kind, named sleep / 睡眠",
    "[beyond] issue 25, names40: one habit split over time as one subject is (pets / dogs)",
    ("sleep", "insomnia", "失眠", "睡眠质量"),
    ("sleep mask shopping", "sleepover party", "睡觉前读书"),
    contexts=("I can't sleep at night, insomnia again.",),
)

KINDS = ((KIND_PETS, "pets", "宠物"), (KIND_EXERCISE, "exercise", "健身"),
         (KIND_SLEEP, "sleep", "睡眠"))
"""Each kind's row and its name in English and Chinese."""

ROWS_KINDS = (NAME_COMPANION_EN, NAME_TOGETHER_EN, NAME_COMPANION_ZH, NAME_VAGUE_OBJECT_ZH,
              NAME_DESCRIBED, NAME_ABSTRACT, NAME_WANTED_EN, KIND_PETS, KIND_EXERCISE, KIND_SLEEP)
