"""[beyond] A person of the user's family named in one turn, spoken of by name in the next.

"我们有两个孩子，大的叫乐乐，小的叫安安" then "其实乐乐今年7岁": the later turn has no 我 and
no "my", so it was nobody's fact and kept nothing. memory/facts/people.py `with_named` reads a name
opening a clause of the later turn as the relative the earlier turn named (我的孩子乐乐), as
row pet_name_given (memory/rules/pets.py) does for pets.
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.not_names import NOT_NAMES
from strata_layered.memory.rules.people import (
    PEOPLE,
    PEOPLE_ZH,
    PETS_ZH,
    words_of,
)
from strata_layered.memory.rules.phrasing import COMMON_SURNAMES
from strata_layered.memory.rules.row import Row

_FAMILY = ("husband", "wife", "partner", "spouse", "boyfriend", "girlfriend", "son", "daughter",
           "child", "brother", "sister", "roommate")
"""Family, and a flatmate, who shares the home as family does: 'Priya works as a nurse' after
'My flatmate is called Priya' kept nothing (left40; probe39: Priya's facts by name). A friend
named stays unread (lead35: 'Mark got promoted' after 'my friend Mark')."""
_ZH = words_of(*_FAMILY, en=False, shortest=2)
FAMILY_ZH = frozenset(_ZH.split("|"))
"""The Chinese words of the family (and flatmate) a name given to opens a later turn."""
_EN = words_of(*_FAMILY, zh=False)
_NAME_ZH = r"(?![我你他她它])[\u4e00-\u9fff]{1,3}?(?=[，,。！!~～；;]|和|$)"
_AGED_NAME = (r"(?!(?:and|the|are|is|were|was|ages?|aged|who|both|now|of|in|at|under|over)\b)"
              r"[A-Za-z][a-z]+")
_AGE = r"(?:age |aged )?\d{1,2}"
_ANYONE_EN = words_of(*(r.key for r in PEOPLE), zh=False)
_NAME_EN = rf"(?-i:(?!(?:I|The|{NOT_NAMES})\b)(?i:(?!(?:{_ANYONE_EN})\b))[A-Z][a-z]+)"

PERSON_NAME_GIVEN = Row(
    "person_name_given",
    re.compile(
        rf"(?P<zh>{_ZH})(?:的名字)?(?:叫做|名叫|叫)(?P<name>{_NAME_ZH})"
        rf"|(?:大的|小的|老大|老二|老三)(?:叫做|名叫|叫)(?P<child>{_NAME_ZH})"
        rf"|\b(?:my|our) (?P<own>{_EN}),? (?P<first>{_NAME_EN})\b(?!,? and\b)"
        rf"|\b(?P<en>{_EN})(?:['’]s name is| is called| is named| named| called|,) (?P<named>"
        rf"{_NAME_EN})(?: and (?P<also>{_NAME_EN}))?\b"
        # "2 kids zoe 12 and eli 9" (probe40): children named each with an age, as typed
        rf"|\b(?P<en_aged>kids|children|sons|daughters|boys|girls|twins),? "
        rf"(?P<aged>{_AGED_NAME}),? {_AGE}(?:,? and (?P<aged_also>{_AGED_NAME}),? {_AGE})?\b",
        re.I),
    "a relative's name given (大的叫乐乐, 'my husband Mark', 'two kids, Lily and Sam'): a later "
    "turn opening with the name is about that relative",
    "[beyond] issue 24 lead35: 其实乐乐今年7岁 / 'Actually Lily is 7' after the children were "
    "named kept nothing",
    ("我老公叫大伟", "我们有两个孩子，大的叫乐乐", "My husband Mark is a chef",
     "we have two kids, Lily and Sam", "my sister's name is Ana", "My flatmate is called Priya",
     "i have 2 kids zoe 12 and eli 9", "two daughters, Ava 7 and Mia 4"),
    ("我叫小雨", "我老公叫我别担心", "My husband and I moved", "my friend Tom is here",
     "My son, Dad says, is tall", "my kids are 12 and 9", "two kids under 10"),
    contexts=("乐乐今年7岁", "Lily is 7"),
    before="我们有两个孩子，大的叫乐乐。We have two kids, Lily and Sam.",
)


NAME_USED_ELSEWHERE = Row(
    "name_used_elsewhere",
    re.compile(r"^(?: (?-i:[A-Z][a-z]+)\b| (?:you|I|we|he|she|they)\b"
               r"| (?:is|was) (?:where|when|something|somewhere)\b"
               r"|(?P<twice>[\u4e00-\u9fff])(?P=twice))"),
    "what follows a name the earlier turn gave, opening a clause, says the word is not that "
    "person: a surname ('Mark Twain'), a question it opens ('Will you', 'May I'), a place or a "
    "thing it is ('Paris is where I want to live'), a doubled word it begins (欢欢喜喜, "
    "乐乐呵呵): with_named leaves the clause as it was",
    "[beyond] review35: after 'My husband Mark is a chef' / 'My brother is called Will', "
    "'Mark Twain is my favourite author' was kept as the husband's and 'Will you remember that "
    "I hate onions?' as 'brother, hates onions'; 欢欢喜喜过大年 as the daughter 欢欢's",
    (" Twain is my favourite author.", " you remember that I hate onions?", " I ask you something?",
     " is where I want to live someday.",
     "喜喜过大年是我最喜欢的", "呵呵的过了一天"),
    (" got promoted last week.", " is 7 and Sam is 4.", "'s bowl is empty", "今年7岁",
     "最近在学做川菜", " and I went hiking"),
    contexts=("Mark Twain is my favourite author.", "Will you remember that I hate onions?",
              "Paris is where I want to live someday.", "欢欢喜喜过大年是我最喜欢的"),
    before="My husband Mark is a chef. My brother is called Will. My daughter is named Paris. "
           "我女儿名叫欢欢。",
)


def kind_of(found: re.Match[str]) -> str:
    """The relative's word a PERSON_NAME_GIVEN match names (孩子 for 大的叫乐乐; "kid" for kids)."""
    word = found["zh"] or found["own"] or found["en"] or found["en_aged"] or "孩子"
    word = word.lower()
    if word in ("kids", "children", "twins"):
        return "kid"
    return word[:-1] if word.endswith("s") and word[:-1] in _EN.split("|") else word


def names_of(found: re.Match[str]) -> list[str]:
    """Each name a PERSON_NAME_GIVEN match gives."""
    return [n for n in (found["name"], found["child"], found["first"], found["named"],
                        found["also"], found["aged"], found["aged_also"]) if n]


# 我有个弟弟，在北京上班: the clause after one that brings someone in, with no subject of its
# own, goes on about them (a Chinese topic chain), not about the user.
INTRODUCED_ZH = Row(
    "introduced_zh",
    re.compile(rf"^(?:我|我们)(?:家)?(?:还)?(?:有|养了|养着|养)(?:一|两|三|几)?(?:个|位|只|条)"
               rf"[\u4e00-\u9fff]{{0,2}}?(?P<who>{PEOPLE_ZH}|{PETS_ZH}|猫|狗)"
               r"(?:(?:叫|名叫|叫做)[\u4e00-\u9fff]{1,4})?$"
               rf"|^(?:我|我们)(?:的|家)?的?(?P<named>{PEOPLE_ZH}|{PETS_ZH}|猫|狗)(?:叫|名叫|叫做)"
               r"[\u4e00-\u9fff]{1,4}$"),
    "whose fact: a clause that brings someone in (我有个弟弟, 我的猫叫咪咪); the next clause of "
    "its sentence with no subject of its own is theirs and joins their fact",
    "[beyond] issue 24 whose fact (probe32: 我有个弟弟，在北京上班 kept 在北京上班 as the "
    "user's; 我的猫叫咪咪，三岁了 showed 年龄: 三 in the user's profile)",
    ("我有个弟弟", "我养了一只狗", "我的猫叫咪咪", "我有一个好朋友", "我家有只猫",
     "我养了一只橘猫叫馒头", "我有一个大学同学"),
    ("我有个问题", "我有个想法", "我弟弟在北京上班", "我养了很久的花", "我叫小林"),
    contexts=("我有个弟弟，在北京上班", "我有个姐姐，住在杭州"),
)

# "My sister Anna lives in Boston" / 老公叫大伟，是个厨师 / "my friend is called Jess": the
# words that give a person's name, any person of the table (a friend's too): what "forget my
# sister's name" takes out of the note, the rest of it kept (memory/facts/relative_slots.py).
_ANYONE_ZH = rf"{PEOPLE_ZH}|{PETS_ZH}"
NAME_OF_PERSON = Row(
    "name_of_person",
    re.compile(
        rf"(?P<zh>{_ANYONE_ZH})(?P<gone_zh>(?:的名字)?(?:叫做|名叫|叫)(?P<name_zh>{_NAME_ZH})"
        r"(?:[，,](?=.))?)"
        rf"|\b(?P<en>{_ANYONE_EN})(?P<gone_en>(?:['’]s name is| is called| is named| named"
        rf"| called|,)? (?P<name_en>{_NAME_EN})\b(?: and {_NAME_EN}\b)?(?:,(?= ))?)"
        r"(?!,? and (?-i:[A-Z]))",  # "and he is a chef" goes on about them (review36)
        re.I),
    "whose name a note gives: a person of the table and the words naming them; a request to "
    "forget that person's name takes those words out and keeps the rest of the note",
    "[beyond] issue 24 forget36: after 老公叫大伟，是个厨师, 请忘掉我老公的名字 deleted the chef "
    "too; 'forget my friend's name' after 'My friend Jess is a nurse' forgot nothing",
    ("老公叫大伟，是个厨师", "我朋友叫小美", "sister Anna lives in Boston",
     "My friend Jess is a nurse in Leeds", "my friend is called Jess", "我的猫叫团子",
     "husband is called Dave and he is a chef"),
    ("老公叫我别担心", "My husband and I moved", "my sister lives in Boston",
     "朋友说我很好", "My friend, Dad says, is tall"),
)


# 我老公大伟在银行上班 / 我闺蜜小雨下个月结婚: a Chinese name said right beside its relative,
# with no 叫, opens what is said of them. A name here is one a reader sees as a name (小雨,
# 阿强, 乐乐, a common surname and one or two characters), followed by what opens a
# statement: 老公周末在家, 老公马上要走, 女儿天天在哭 name nobody.
_NOT_GIVEN_ZH = ("周末", "马上", "大概", "大家", "大学", "小时", "小心", "小区", "小孩", "白天",
                 "夏天",
                 "曾经", "于是", "向来", "万一", "钱包", "高中", "天天", "常常", "刚刚", "偏偏",
                 "渐渐", "慢慢", "好好", "早早", "往往", "时时", "年年", "每每", "方便", "平时")
"""Words that open a statement after a relative as a name would (周末, 马上): no one's name."""
_CHAR_ZH = r"(?:(?![了的过着是在和跟也都很不没就要会说去来到把被给让我你他她])[\u4e00-\u9fff])"
_GIVEN_ZH = (rf"(?![小大阿]?(?:{'|'.join(_NOT_GIVEN_ZH)}))"
             rf"(?:[小阿]{_CHAR_ZH}|(?P<twice>{_CHAR_ZH})(?P=twice)|[{COMMON_SURNAMES}大]"
             rf"{_CHAR_ZH}{{1,2}}?)")
NAME_BESIDE_ZH = Row(
    "name_beside_zh",
    re.compile(
        rf"(?P<zh>{_ANYONE_ZH})(?P<gone_zh>(?P<name_zh>{_GIVEN_ZH}))"
        r"(?=在|是|下个?|上个?|今年|明年|去年|今天|明天|昨天|最近|刚|也|还|说|要|会|想|和|跟"
        r"|住|做|当|喜欢|很|的|从|每|经常|一直|已经|特别|非常|有|没|不|给|总|又|就|结婚|生|考"
        r"|[，,。！!~～\d]|$)"),
    "whose name a note gives: a Chinese name said beside its relative (我老公大伟在银行上班): "
    "a request to forget that person's name takes it out and keeps the rest; the gate reads "
    "the clause as said without it (老公在银行上班)",
    "[beyond] issue 24 forget37: after 我老公大伟在银行上班 the name outlived 忘掉我老公的名字 "
    "in the topic, the rolling summary and the log, and the fact was never kept",
    ("我老公大伟在银行上班", "我闺蜜小雨下个月结婚", "我女儿乐乐今年五岁", "我同事王伟明是个程序员",
     "我朋友阿强最近在学吉他"),
    ("我老公在银行上班", "我老公周末在家", "我老公马上要出差", "我女儿天天在哭", "我老公大概在加班",
     "我朋友小时候住北京", "我老公付了钱给他", "我老公叫大伟"),
)

# 我老伴姓李 / 我老公姓王，是东北人 / "My wife's maiden name is Novak": someone's surname is a
# fact of theirs (no predicate of PEOPLE_PREDICATE read 姓: probe37), never the user's 姓.
SURNAME_OF = Row(
    "surname_of_person",
    re.compile(
        rf"(?:^|(?<![跟随和同])我的?)(?:{PEOPLE_ZH})(?:的)?(?:娘家)?姓(?:是)?(?![名氏])"
        rf"[\u4e00-\u9fff]|\b(?:{_ANYONE_EN})['’]s (?:maiden |last |family )?name (?:is|was) "
        r"(?-i:[A-Z])",
        re.I),
    "memory signal: important fact (a relative's surname is theirs: the note says whose)",
    "[beyond] issue 24 people38 (probe37: 我老伴姓李，比我大两岁，腰不太好 kept nothing)",
    ("我老伴姓李", "我老公姓王，是东北人", "老伴姓李", "我朋友姓欧阳",
     "My wife's maiden name is Novak", "my mom's last name is Ortiz"),
    ("我姓张", "我跟我妈姓", "我跟我妈姓李", "我老公的姓名", "My name is Sam", "my wife is a nurse",
     "My wife's name is a secret"),
)

ROWS: tuple[Row, ...] = (PERSON_NAME_GIVEN, NAME_USED_ELSEWHERE, INTRODUCED_ZH,
                         NAME_OF_PERSON, NAME_BESIDE_ZH, SURNAME_OF)


def without_beside(text: str) -> str:
    """The text without a name said beside its relative (我老公在银行上班), else as said."""
    return NAME_BESIDE_ZH.sub(lambda found: found["zh"], text)
