"""[beyond] The people (and pets) in a user's life: the one table every rule reads, and its rows.

Whose fact a memory is travels with it (issue 24): "My sister lives in Boston" fills none
of the user's slots, never supersedes the user's city, and the profile never shows it as
theirs. Each `Relation` is one relation, named in Chinese and English, with sentences whose
subject it is (`examples`) and sentences that name it while the user stays the subject
(`non_examples`); tests/unit/test_people.py runs every relation. `one` says a user has one
of them (a mother, a husband), so a newer statement about them replaces the older one;
friends, classmates and cousins are many, so theirs never do.

The rows below read whose a clause or note is (memory/facts/people.py `subject_of`), whom a
他 / 她 stands for (memory/facts/phrasing.py), and whose a constraint is
(memory/supersession/consolidation.py). The gate's "people" signal, the family slot and every other
list of relatives are built from this one table: there is no other list of the people in a user's
life.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from strata_layered.memory.rules.dates import RELATIVE_TIME
from strata_layered.memory.rules.not_names import (
    NAME_THEN_MINE,
    NOT_A_NAME,
    PASTIME_NOT_A_NAME,
)
from strata_layered.memory.rules.row import Row


@dataclass(frozen=True)
class Relation:
    """One kind of person in the user's life, as a row of the table."""

    key: str
    zh: tuple[str, ...]
    en: tuple[str, ...]
    examples: tuple[str, ...]
    """Sentences about this person: their subject is `key`."""
    non_examples: tuple[str, ...]
    """Sentences that name this person while the user is the subject."""
    one: bool = False
    """A user has one: a newer statement of the same slot replaces the older one."""
    pet: bool = False
    sex: str = ""
    """"f" / "m" when only a 她 / she / her (or a 他 / he / him) can stand for them."""


PEOPLE: tuple[Relation, ...] = (
    Relation("mother", ("妈妈", "母亲", "老妈", "妈"), ("mom", "mum", "mother"),
             ("My mom works as a nurse", "我妈妈住在成都"),
             ("I called my mom today", "我和妈妈住在一起"), one=True, sex="f"),
    Relation("father", ("爸爸", "父亲", "老爸", "爸"), ("dad", "father"),
             ("My dad is a retired teacher", "我爸爸是医生"),
             ("I miss my dad", "我给爸爸买了一块表"), one=True, sex="m"),
    Relation("parents", ("父母", "爸妈"), ("parents",),
             ("My parents live in Ohio", "我父母住在乡下"),
             ("I visit my parents every Sunday", "我每周给父母打电话"), one=True),
    Relation("wife", ("老婆", "妻子", "媳妇"), ("wife", "wifey", "missus"),
             ("My wife is a lawyer", "我老婆在银行上班"),
             ("I cook for my wife", "我和老婆去了云南"), one=True, sex="f"),
    Relation("husband", ("老公", "丈夫"), ("husband", "hubby"),
             ("My husband works as a chef", "我老公是程序员"),
             ("I met my husband in college", "我跟老公吵架了"), one=True, sex="m"),
    Relation("partner", ("对象", "伴侣", "未婚夫", "未婚妻"), ("partner", "fiancé", "fiancee",
                                                           "fiance", "other half",
                                                           "significant other"),
             ("My partner lives in Berlin", "我对象是老师"),
             ("I moved in with my partner", "我在等对象下班"), one=True),
    # probe37: 我老伴姓李，比我大两岁，腰不太好 kept nothing and the family line had no 老伴 (a
    # husband or wife of many years, said by older users: no one word of the table said it)
    Relation("spouse", ("老伴儿", "老伴"), ("spouse",),
             ("My spouse is a retired nurse", "我老伴是退休工人", "老伴腰不太好"),
             ("I met my spouse at work", "我和老伴住在成都", "我每天陪老伴散步"), one=True),
    Relation("boyfriend", ("男朋友", "男友", "男票", "男盆友"), ("boyfriend", "bf"),
             ("My boyfriend is a musician", "我男朋友住在深圳"),
             ("I broke up with my boyfriend", "我想给男朋友做饭"), one=True, sex="m"),
    Relation("girlfriend", ("女朋友", "女友", "女票", "女盆友"), ("girlfriend", "gf"),
             ("My girlfriend loves sushi", "我女朋友是护士"),
             ("I proposed to my girlfriend", "我陪女朋友逛街"), one=True, sex="f"),
    Relation("ex", ("前男友", "前女友", "前妻", "前夫", "前任", "前对象"), ("ex", "ex-wife",
             "ex-husband", "ex-boyfriend", "ex-girlfriend", "ex-partner"),  # many (whose37)
             ("My ex works at Google", "我前男友在腾讯上班，住在深圳", "My ex-wife is a lawyer"),
             ("I ran into my ex yesterday", "我和前男友分手两年了")),
    Relation("son", ("儿子",), ("son",),
             ("My son is in third grade", "我儿子喜欢踢足球"),
             ("I drive my son to school", "我给儿子报了游泳课"), sex="m"),
    Relation("daughter", ("女儿",), ("daughter",),
             ("My daughter plays the violin", "我女儿在上大学"),
             ("I taught my daughter to swim", "我每天接女儿放学"), sex="f"),
    Relation("child", ("孩子", "宝宝", "小孩", "双胞胎"), ("kid", "kids", "child",
                                                               "children", "baby", "twins"),
             ("My kids love dinosaurs", "我孩子对花生过敏"),
             ("I pick up my kids at five", "我要照顾孩子")),
    Relation("brother", ("哥哥", "弟弟", "哥", "弟"), ("brother",),
             ("My brother lives in Tokyo", "我哥哥是警察"),
             ("I text my brother every day", "我跟弟弟一起打游戏"), sex="m"),
    Relation("sister", ("姐姐", "妹妹", "姐", "妹"), ("sister",),
             ("My sister lives in Boston now", "我妹妹在读研究生"),
             ("I visited my sister last week", "我给姐姐买了礼物"), sex="f"),
    # probe39: 我孙子今年七岁 filled the user's 年龄: 七 (no grandchild in the table)
    Relation("grandchild", ("外孙女", "孙女", "外孙", "孙子"),
             ("grandson", "granddaughter", "grandchild", "grandchildren", "grandkid"),
             ("My grandson is seven", "我孙子今年七岁", "我外孙女在上海上幼儿园"),
             ("I babysit my granddaughter on Fridays", "我每周末接孙子放学")),
    Relation("paternal_grandmother", ("奶奶",),
             ("grandma", "grandmother", "granny", "nan", "nana", "gran"),
             ("My grandma lives in Leeds", "我奶奶住在上海", "My nan is in a care home"),
             ("I call my grandma on Sundays", "我很想念奶奶"), one=True, sex="f"),
    Relation("maternal_grandmother", ("外婆", "姥姥"), (),
             ("我外婆住在苏州", "姥姥会做面条"), ("我周末去看外婆", "我从小跟着姥姥长大"),
             one=True, sex="f"),
    Relation("paternal_grandfather", ("爷爷",), ("grandpa", "grandfather", "grandad", "granddad"),
             ("My grandpa was a sailor", "我爷爷住在农村", "My grandad passed away last week"),
             ("I went fishing with my grandpa", "我每年回去看爷爷"), one=True, sex="m"),
    Relation("maternal_grandfather", ("外公", "姥爷"), (),
             ("我外公是木匠", "姥爷喜欢下象棋"), ("我陪外公散步", "我给姥爷打了电话"), one=True,
             sex="m"),
    # fix35: 我婆婆下个月来跟我们一起住 kept nothing (no in-law in the table)
    Relation("mother_in_law", ("婆婆", "岳母", "丈母娘"), ("mother-in-law", "mother in law"),
             ("My mother-in-law lives with us", "我婆婆下个月来跟我们一起住"),
             ("I called my mother-in-law", "我和婆婆去逛街了"), one=True, sex="f"),
    Relation("father_in_law", ("公公", "岳父", "老丈人"), ("father-in-law", "father in law"),
             ("My father-in-law is a retired pilot", "我公公是退休教师"),
             ("I visited my father-in-law", "我给岳父买了茶叶"), one=True, sex="m"),
    Relation("child_in_law", ("儿媳妇", "儿媳", "女婿"), ("daughter-in-law", "son-in-law"),
             ("我儿媳在银行上班", "My son-in-law is a doctor"),
             ("我和儿媳去逛街了", "I called my son-in-law")),
    Relation("aunt", ("姑姑", "阿姨", "舅妈", "婶婶", "姨妈"), ("aunt",),
             ("My aunt runs a bakery", "我姑姑在美国工作"),
             ("I stayed with my aunt", "我去阿姨家吃饭"), sex="f"),
    Relation("uncle", ("舅舅", "叔叔", "伯伯", "姑父"), ("uncle",),
             ("My uncle is a pilot", "我舅舅开了一家店"),
             ("I helped my uncle move", "我跟舅舅学下棋"), sex="m"),
    Relation("cousin", ("表哥", "表姐", "表弟", "表妹", "堂哥", "堂姐", "堂弟", "堂妹"),
             ("cousin", "niece", "nephew"),
             ("My cousin works at Google", "我表姐住在广州"),
             ("I went hiking with my cousin", "我给表弟补课")),
    Relation("family", ("家人", "家里人"), ("family", "siblings", "grandparents", "loved ones"),
             ("My family is really supportive", "我家人都很支持我"),
             ("I love my family", "我想多陪陪家人")),
    Relation("friend", ("好朋友", "闺蜜", "朋友", "哥们"), ("best friend", "friends", "friend",
                                                     "buddy", "buddies", "best buds", "pal",
                                                     "bestie"),
             ("My friend is a yoga teacher", "我朋友在杭州工作"),
             ("I had dinner with my friend", "我和朋友去爬山了")),
    Relation("classmate", ("同桌", "同学们", "同学"), ("classmate", "deskmate"),
             ("My deskmate always makes fun of me", "我同桌喜欢画画"),
             ("I study with my classmate", "我想和同学搞好关系")),
    Relation("colleague", ("同事", "老板", "领导", "上司"), ("colleague", "coworker", "boss",
                                                           "manager", "team", "teammate",
                                                           "workmate"),
             ("My boss is very strict", "我同事住在隔壁小区"),
             ("I argued with my boss", "我请同事吃了饭")),
    Relation("teacher", ("老师",), ("teacher",),
             ("My teacher is from Canada", "我的老师很严格"),
             ("I asked my teacher for help", "我想感谢老师")),
    Relation("roommate", ("室友",), ("roommate", "flatmate"),
             ("My roommate works nights", "我室友是学医的"),
             ("I share a kitchen with my roommate", "我跟室友合租")),
    # left43: "my sponsor switched her meetings to monday" was the user's (no sponsor here)
    Relation("sponsor", (), ("sponsor", "mentor"),
             ("My sponsor switched her meetings to monday", "My mentor works at Google"),
             ("I called my sponsor last night", "I meet my mentor on Fridays")),
    Relation("neighbour", ("邻居",), ("neighbor", "neighbour"),
             ("My neighbor has a huge dog", "我邻居是退休教师"),
             ("I helped my neighbour with groceries", "我认识了新邻居")),
    Relation("pet", ("宠物", "猫咪", "小猫", "小狗", "猫", "狗"),
             ("cat", "dog", "pet", "puppy", "kitten"),
             ("My cat is ten years old", "我的猫叫团子"),
             ("I adopted a cat", "我想养一只狗"), pet=True),
)
BY_KEY = {relation.key: relation for relation in PEOPLE}


def _alternation(words: list[str]) -> str:
    # Longest first, ties by text: the same pattern in every process (set order would not).
    return "|".join(sorted({re.escape(w) for w in words}, key=lambda w: (-len(w), w)))


PEOPLE_ZH = _alternation([w for r in PEOPLE if not r.pet for w in r.zh])
"""Every person's Chinese names, longest first (好朋友 before 朋友), for other patterns."""
PEOPLE_EN = _alternation([w for r in PEOPLE if not r.pet for w in r.en])
PETS_ZH = _alternation([w for r in PEOPLE if r.pet for w in r.zh])
PETS_EN = _alternation([w for r in PEOPLE if r.pet for w in r.en])
CLOSE_ZH = _alternation([w for k in ("mother", "father", "parents", "wife", "husband", "partner",
                                     "spouse", "boyfriend", "girlfriend")
                         for w in BY_KEY[k].zh if len(w) >= 2])
"""Parents and partners, by their two-character names: named alone they make a clause about
the user's life ("我有女朋友了")."""
HAD_ZH = _alternation([w for k in ("brother", "sister", "son", "daughter", "child", "pet")
                       for w in BY_KEY[k].zh if len(w) >= 2] + ["猫", "狗"])
"""Who a user says they have (我有个弟弟, 我养了一只猫): siblings, children, pets."""
BY_WORD = {w.lower(): r.key for r in PEOPLE for w in (*r.zh, *r.en)}
BY_WORD |= {w + "s": r.key for r in PEOPLE for w in r.en if not w.endswith("s")}


def words_of(*keys: str, zh: bool = True, en: bool = True, shortest: int = 1) -> str:
    """The names of the relations `keys` as one alternation, longest first."""
    return _alternation([w for k in keys for w in ((*BY_KEY[k].zh,) if zh else ())
                         + ((*BY_KEY[k].en,) if en else ()) if len(w) >= shortest])


FAMILY_KEYS = ("wife", "husband", "partner", "parents", "child", "son", "daughter")
"""The family a user lives with: the family slot (memory/facts/slots.py) and its constraints."""

# Who a sentence or a note is about: its opening words. "我的?X" / "my X" / a note that
# starts with X ("sister lives in Boston", "奶奶住在上海"); a model's "用户的X" / "the user's
# X" too. "X和我" / "X and I" are the user with someone: the user's own fact.
_WHEN = (r"(?:\d{4}年(?:\d{1,2}月)?(?:\d{1,2}日)?|\d{1,2}月(?:\d{1,2}日)?(?:那一周|那个周末)?"
         rf"|{RELATIVE_TIME.pattern.pattern}"
         r"|最近|前几天|刚才|刚刚|那天|前阵子|前段时间|今年|这个月|本月|这周末?|本周|周末"
         r"|this (?:week|weekend|month|year)|recently|lately|earlier today"
         r"|(?:in|on) (?:the (?:week|weekend) of )?(?:january|february|march|april|may|june"
         r"|july|august|september|october|november|december|monday|tuesday|wednesday"
         r"|thursday|friday|saturday|sunday)(?: \d{1,2}(?:st|nd|rd|th)?)?(?:,? \d{4})?"
         r"|in \d{4})[，,]?\s*")
"""A time said first ("上个月我姐姐…", "Last month my sister…", the note's "2026年2月姐姐…"):
whose fact it is comes after it."""
TIME_FIRST = Row(
    "time_first",
    re.compile(rf"^{_WHEN}", re.I),
    "whose fact: a time said first is passed over to find the subject after it",
    "[beyond] issue 24 whose fact: 上个月我姐姐搬去了深圳 / 'Last month my sister moved to "
    "Boston' archived the user's city as the user's own move",
    ("上个月我姐姐搬去了深圳", "2026年2月姐姐搬去了深圳", "Last month my sister moved to Boston",
     "In February 2026, my sister moved to Boston"),
    ("我姐姐上个月搬去了深圳", "My sister moved last month", "Lastly, thanks",
     "In my family, I am the only vegetarian", "In case my wife calls, I am a teacher"),
)

KIN_SAID_EN = r"(?:(?:new|old|older|younger|little|big|elder|eldest|youngest|twin|baby) )?"
"""Words said before a person of the table ("my younger brother", "my new manager"): probe39's
"My younger brother Tom lives in Leeds" was read as the user's own move (city: Leeds)."""

_OPENER = (rf"^(?:{_WHEN})?"
           r"(?:(?:我(?:知道|觉得|发现|听说|认为)|i (?:know|think|heard|found out)(?: that)?)\s*)?"
           r"(?:(?:用户|the user|user)(?:的|'s)?\s*)?")
PERSON_SUBJECT = Row(
    "person_subject",
    re.compile(
        _OPENER + rf"(?:我的?|我家的?)?(?:最好的|最要好的|新来的|新)?(?P<zh>{PEOPLE_ZH}|{PETS_ZH})"
        r"(?!和我|跟我|与我|一起|们)"
        rf"|{_OPENER}(?:(?:my|our|their|his|her) )?{KIN_SAID_EN}"
        rf"(?P<en>{PEOPLE_EN}|{PETS_EN})s?\b"
        r"(?! and i\b)(?!'s (?:house|place|home)\b)",
        re.I),
    "whose fact: a person of the table opens the sentence or note (theirs, not the user's)",
    "[beyond] issue 24 whose fact (My sister lives in Boston / 我奶奶住在上海)",
    ("My sister lives in Boston now", "奶奶住在上海", "I think my dad is a teacher",
     "My younger brother Tom lives in Leeds",
     "我最好的朋友搬到了上海", "上个月我姐姐搬去了深圳", "2026年2月姐姐搬去了深圳",
     "Last month my sister moved to Boston", "In February 2026, my sister moved to Boston",
     "我新室友叫小林"),
    ("I live in Boston", "我和妈妈住在一起", "我新买的手机很好用", "My mom and I went hiking",
     "上个月我搬去了深圳", "Last month I moved to Boston", "Yesterday my mom and I went hiking",
     "My new phone is great"),
)
PRONOUN_SUBJECT = Row(
    "pronoun_subject",
    re.compile(r"^(?:他|她)(?![们的])|^(?:he|she)\b|^they(?=(?:'re|’re| are) an? )", re.I),
    "whose fact: 他 / 她 / he / she opens it (someone the message may not name), or a "
    "singular they ('they're a nurse', probe24d: said of 'my friend Sam')",
    "[beyond] issue 24 whose fact; pronouns keep their antecedent",
    ("他喜欢旅游", "She works nights", "they're a nurse at Leeds General"),
    ("他们喜欢旅游", "The shelter works nights", "they're nurses", "they are great"),
)
# A name opening an English statement ("Anna works as a nurse"): someone else.
NAMED_SUBJECT = Row(
    "named_subject",
    re.compile(r"^(?!I\b|User\b|The\b|My\b)(?P<name>[A-Z][a-z]+)"
               r"(?: (?:(?:is|was|has|had|does|did)(?:n['’]t)?|can['’]t|cannot|won['’]t|lives"
               r"|lived|works|worked|loves|likes|moved|studies|plays|got)|['’]s \w+ing)\b"),
    "whose fact: a name opens an English statement (Anna's, not the user's), its verb a "
    "lasting one or an auxiliary ('Priya doesn't eat gluten', 'Priya's planning to move')",
    "[beyond] issue 24 whose fact; probe39: 'Priya doesn't eat gluten, so when I cook for both "
    "of us…' (a roommate's) filled the user's diet line",
    ("Anna works as a nurse", "Tom moved to Lisbon", "Priya doesn't eat gluten",
     "Priya's planning to move to Berlin"),
    ("I work as a nurse", "My cat moved to Lisbon with me", "I don't eat gluten",
     "My mom's making dinner"),
)
# Any mention of a person of the table, with who: "我的?X" in Chinese, "my X" in English.
PERSON_MENTION = Row(
    "person_mention",
    re.compile(rf"我(?:的|有(?:一)?[个位])?(?P<zh>{PEOPLE_ZH})"
               rf"|\b(?:my|i have an?|i've got an?) {KIN_SAID_EN}(?P<en>{PEOPLE_EN})\b", re.I),
    "the person a later 他 / 她 / he / she stands for (memory/facts/phrasing.py)",
    "[beyond] issue 24 pronouns keep their antecedent; probe24: 我有个朋友叫小美 / \"I have a "
    "friend named Mia\" left the next turn's 她 / she without one; probe24d: \"my new manager "
    "is called Priya\" left the next turn's she",
    ("今天是我朋友的生日", "my sister called", "我有个朋友叫小美", "I have a friend named Mia",
     "my new manager is called Priya", "my little brother called"),
    ("今天是我的生日", "the sister called", "my new phone called"),
    contexts=("他好像没事，但我还是有点担心，因为我的同桌艾迪今天也在那里，他喜欢取笑同学。",),
)
ROWS: tuple[Row, ...] = (PERSON_SUBJECT, PRONOUN_SUBJECT, NAMED_SUBJECT, PERSON_MENTION,
                         NOT_A_NAME, PASTIME_NOT_A_NAME, NAME_THEN_MINE, TIME_FIRST)
