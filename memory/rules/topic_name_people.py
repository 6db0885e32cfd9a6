"""[beyond] Who the user is, or one person, as a topic's name (issue 25: topics a person can read).

topics38: a user saw a topic opened by 我叫林晓，最近失眠 named 自我介绍 for ten messages on sleep,
"I'm Italian" and "Monday here" read as a self-introduction, a topic named 姓周 (the user's
surname) holding fourteen messages of other subjects, and work and exam messages under a topic
named 男朋友Kevin. An introduction or a person alone names a topic only while the topic is about
them: these rows say what is one; memory/topics/chinese_name.py and naming.py apply them.
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.dates import MONTH_EN, WEEKDAY_EN
from strata_layered.memory.rules.naming_zh import LATIN_NAME_IN_ZH
from strata_layered.memory.rules.not_names import NOT_NAMES
from strata_layered.memory.rules.people import PEOPLE_ZH
from strata_layered.memory.rules.row import Row

_NAME_ZH = rf"(?:[\u4e00-\u9fff·]{{1,6}}|{LATIN_NAME_IN_ZH})"

NAME_SELF_ZH = Row(
    "name_self_zh",
    re.compile(rf"^我(?:叫(?![了过着醒起去到住个])|的名字(?:是|叫)|名字叫){_NAME_ZH}$"
               r"|^我是[\u4e00-\u9fff]{2,3}$"),
    "a Chinese clause that only says the user's name (我叫林晓, 我叫Coco, 我是陆琳) names no "
    "subject: it is the topic's introduction (自我介绍), a name only while nothing else is said",
    "[beyond] issue 25, topics38: 我叫林晓，最近失眠 named its topic 自我介绍 for ten messages on "
    "sleep; 我叫Coco named one 叫Coco",
    ("我叫林晓", "我叫Coco", "我的名字是周立", "我是陆琳"),
    ("我叫了外卖", "我叫醒了他", "我喜欢林晓的歌"),
    contexts=("我叫林晓，最近失眠。", "我叫Coco。"),
)

NAME_SURNAME_ZH = Row(
    "name_surname_zh",
    re.compile(r"^(?:我|本人)姓[\u4e00-\u9fff]{1,2}(?:名[\u4e00-\u9fff]{1,2})?$"),
    "a clause that says the user's surname (我姓周, 本人姓王名磊) is their introduction, no "
    "subject: a topic is never named after the user's surname",
    "[beyond] issue 25, topics38: a user's topic named 姓周 held fourteen messages of other "
    "subjects",
    ("我姓周", "本人姓王名磊", "我姓欧阳"),
    ("我姓周的朋友来了", "周末我想做红烧肉", "姓名很重要"),
    contexts=("我姓周，最近工作压力很大。", "我姓周。"),
)

_HEDGE_ZH = r"(?:我觉得|我想|我看|要不|要不然|那|那么|其实|嗯|好吧|以后|平时)?"
NAME_ADDRESS_ZH = Row(
    "name_address_zh",
    re.compile(rf"^{_HEDGE_ZH}(?:你|您|大家|朋友们?|同事们?|家里人|别人|他们)?(?:都|也|就|以后)*"
               rf"(?:可以|能)?(?:叫|喊|称呼)我(?![去来做帮给把别不妈爸姐哥弟妹的])"
               rf"{_NAME_ZH}(?:就行|就好|就可以|好了|吧|啦|呀|哈)*$"),
    "a clause that says what to call the user, hedged or not (你可以叫我小周, "
    "我觉得你可以叫我小琳吧, 大家都叫我小胖) is a form of address, an introduction: never "
    "the name of a subject",
    "[beyond] issue 25, topics38 and names39: a user's topic opened by 我觉得你可以叫我小琳吧 was "
    "named 小琳 over messages on painting",
    ("你可以叫我小周", "你也可以叫我志强", "叫我Kevin就行", "我觉得你可以叫我小琳吧",
     "那你就叫我小琳好了", "大家都叫我小胖"),
    ("叫我去开会", "叫我妈来", "大家都叫我别担心", "你可以叫我的外卖"),
    contexts=("我觉得你可以叫我小琳吧", "那你就叫我小琳好了。最近我在学画画。"),
)

_NOT_ADDRESS_EN = (r"when|back|if|later|tomorrow|tonight|after|before|anytime|whenever|sometime"
                   r"|crazy|old-fashioned|a|an|the|maybe|again|at|on|in|please|now|soon|once"
                   r"|up|out|over|sometimes|right|first|next|that|this|it|so|names?")
NAME_ADDRESS_EN = Row(
    "name_address_en",
    re.compile(rf"(?i:(?<!n't )(?<!not )(?<!never )\bcalls? me|\bi go by)\s+"
               rf"(?!(?i:{_NOT_ADDRESS_EN})\b)[A-Za-z]+\b(?!['’-])"),
    "what to call the user, hedged or in lower case (I guess you can call me Lin, lol; everyone "
    "calls me lin; I go by Sam) is a form of address, an introduction: no subject of a topic",
    "[beyond] issue 25, names39: 'lol, I guess you can just call me lin' named its topic 'lin'",
    ("I guess you can call me Lin, lol", "lol, you can just call me lin", "everyone calls me lin",
     "I go by Sam these days"),
    ("call me when you're free", "Can you call me back tomorrow?", "call me crazy, but I love it",
     "Never call me sweetie", "don't call me that"),
    contexts=("lol, I guess you can just call me lin", "Everyone calls me Lin, so you can too."),
)

NAME_PERSON_OPENS_EN = Row(
    "name_person_opens_en",
    re.compile(rf"(?:^|(?<=[.!?;])\s+)(?!(?:{NOT_NAMES}|Mom|Dad|Today|Tomorrow|Everybody|Nobody"
               rf"|Someone|Somebody|Anyone|Anything|Work|Life|Nothing|Everything|Who|What|Where"
               rf"|Let)\b)(?P<name>[A-Z][a-z]+)(?=['’]s\s+[a-z]+(?<!\sbeen)(?<!\sgot)(?<!\sgonna)"
               rf"(?<!\sgoing)\b|\s+and\s+(?:I|me|my)\b)"),
    "a capitalised word that opens a sentence and then owns something (Ruth's birthday) or is "
    "the user's company (Leo and I) is a person: a name keeps their capital (\"Ruth's "
    "birthday\", not \"ruth's birthday\")",
    "[beyond] issue 25, names39: a user's topics were named \"leo\" and \"ruth's birthday\"",
    ("Leo and I went hiking at the lake", "Ruth's birthday is next week", "Great. Leo and me too"),
    ("Life's good lately", "Today's plan is simple", "Work's been crazy", "Mom's cooking is best",
     "My dog and I went out"),
    contexts=("Leo and I went hiking at the lake. Leo loved it.",),
)

NAME_ASKED_ZH = Row(
    "name_asked_zh",
    re.compile(r"^(?:你|我)?(?:想)?(?:能|可以|能不能)?(?:告诉我|说说|问问)?你(?:的)?"
               r"(?:名字|叫什么名字|叫什么)(?:是什么|叫什么)?[吗呢呀]?$"),
    "a clause asking the partner's name (你能告诉我你的名字吗, 你叫什么名字) is getting "
    "acquainted, an introduction as the user's own name is: no subject of its topic",
    "[beyond] issue 25, topics38: MemoryBank 张志强 (development), whose introduction topic held "
    "only greetings, was renamed 告诉名字 from 你能告诉我你的名字吗",
    ("你能告诉我你的名字吗", "你叫什么名字", "你的名字是什么", "你可以告诉我你的名字吗"),
    ("你的名字真好听", "我给猫取了名字", "你叫什么外卖"),
    contexts=("我想多了解一下你，你能告诉我你的名字吗？", "你叫什么名字？"),
)

_NOT_SELF = (rf"{NOT_NAMES}|British|English|Scottish|Irish|Welsh|American|Canadian|Australian"
             r"|Chinese|Japanese|Korean|French|German|Dutch|Spanish|Italian|Indian|Mexican"
             r"|Brazilian|Portuguese|Greek|Russian|Polish|Swedish|Turkish|Filipino|Vietnamese"
             r"|Catholic|Christian|Muslim|Jewish|Buddhist|Hindu|Asian|European|African|Latina?"
             r"|Vegan|Vegetarian|Single|Married|Fine|Good|Okay|Ok|Sorry|Back|Done|Ready|Sure|Not"
             r"|So|Tired|Exhausted|Bored|Busy|Sick|Hungry|Stressed|Happy|Sad|Home|Free|Off"
             r"|Morning|Afternoon|Evening|Night|Noon|Midnight|Weekend|Spring|Summer|Autumn|Fall"
             r"|Winter|Christmas|Easter|Thanksgiving|Halloween")
NAME_NOT_SELF = Row(
    "name_not_self",
    re.compile(rf"(?-i:\b(?:{_NOT_SELF}))$|(?i:^(?:{_NOT_SELF}|{WEEKDAY_EN}|{MONTH_EN}) here$)"),
    "a capitalised word after \"I'm\" or before \"here\" that is no one's name (a nationality, "
    "a faith, a state, a time of day or year: I'm Italian, Monday here) is no self-introduction",
    "[beyond] issue 25, topics38: a user's \"I'm Italian\", \"Monday here\" and \"I'm tired\" "
    "were filed as their self-introduction",
    ("I'm Italian", "Monday here", "I'm Tired", "Morning here", "I am Catholic"),
    ("I'm Priya", "Pri here", "this is Sam", "I'm Marco"),
    contexts=("I'm Italian.", "Monday here.", "Morning here."),
)

NAME_PERSON_ZH = Row(
    "name_person_zh",
    re.compile(rf"^(?:我的?)?(?:(?P<who>{PEOPLE_ZH})(?P<named>{LATIN_NAME_IN_ZH})?"
               rf"|(?P<alone>{LATIN_NAME_IN_ZH}))$"),
    "a Chinese topic named by one person alone (男朋友Kevin, 妈妈, Kevin) keeps that name only "
    "while at least half its points say them; otherwise it is renamed by what its points keep "
    "saying",
    "[beyond] issue 25, topics38: Coco's work and exam messages were filed under a topic named "
    "男朋友Kevin",
    ("男朋友Kevin", "妈妈", "Kevin", "我的同事Anna"),
    ("男朋友吵架", "妈妈生日礼物", "工作压力", "Kevin的生日"),
    contexts=("关于男朋友Kevin：我男朋友Kevin最近工作很忙；我自己工作也很忙；老板让我周末也来公司加班；"
              "下个月有一个资格考试；工作和考试两头忙；考试让我压力好大",),
)

ROWS_PEOPLE = (NAME_SELF_ZH, NAME_SURNAME_ZH, NAME_ADDRESS_ZH, NAME_ADDRESS_EN, NAME_ASKED_ZH,
               NAME_NOT_SELF, NAME_PERSON_ZH, NAME_PERSON_OPENS_EN)
