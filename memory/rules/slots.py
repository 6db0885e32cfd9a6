"""[beyond] The personal-fact slots as rows: what says a slot, and what its value is.

memory/facts/slots.py reads these (seed 004 §2.3 supersession, §3.4 the global profile): each slot
has a row that says a statement speaks to it (`slot_<key>`) and, for the profile, a row
that takes its value out (`value_<key>`: 名字: 周立, not the sentence that said it). The
family words are memory/rules/people.py's table, not a list of their own. What the user is
called (name, form of address) is memory/rules/user_names.py.
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.diets import DIET_OF_PERSON_EN, DIET_OF_PERSON_ZH, NO_MEAT_EN
from strata_layered.memory.rules.jobs import JOB_EN, JOB_ZH, MEASURE_ZH, NOT_JOBS_EN
from strata_layered.memory.rules.naming_zh import LATIN_NAME_IN_ZH
from strata_layered.memory.rules.people import PEOPLE_EN, PEOPLE_ZH, words_of
from strata_layered.memory.rules.places_zh import NOT_A_STREET, PLACE_ZH
from strata_layered.memory.rules.profile_lists import STATES_LIVED_IN_EN
from strata_layered.memory.rules.row import Row


def _rx(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern, re.I)


SHIFT_ZH = r"(?:夜班|白班|早班|晚班|中班|倒班|三班倒|轮班)"
SHIFT_EN = r"(?:(?:night|day|early|late|morning|evening) shifts?)"
# a grandchild too (leftzh44b: a grandmother raising 孙子豆豆 showed no 家庭 line)
FAMILY_ZH = words_of("wife", "husband", "spouse", "child", "son", "daughter", "grandchild",
                     en=False)
FAMILY_EN = words_of("wife", "husband", "spouse", "child", "son", "daughter", "grandchild",
                     zh=False)


def slot_row(key: str, pattern: str, examples: tuple[str, ...], non_examples: tuple[str, ...],
             source: str = "seed 004 §2.3 / §3.4 slots, [beyond] their words") -> Row:
    """The row that says a statement speaks to the slot `key`."""
    return Row(f"slot_{key}", _rx(pattern), f"slot: the statement speaks to the {key} slot",
               source, examples, non_examples)


def value_row(key: str, pattern: str, examples: tuple[str, ...], non_examples: tuple[str, ...],
              contexts: tuple[str, ...] = (), before: str = "") -> Row:
    """The row that takes the slot `key`'s value out of a statement (the profile shows it)."""
    return Row(f"value_{key}", _rx(pattern), f"slot value: the {key} the profile shows",
               "seed 004 §3.4 global profile, [beyond] its values", examples, non_examples,
               contexts, before)


# A place name is its run of capitalised words ("New York City"), the first in any case
# ("paris"): "moved to Portland last week", "lives in Austin with her" end at the first word
# in lower case; "from Chicago to Denver" is the place moved to.
# The user moved (the note's opening, "I", "just"…), not a meeting ("meeting moved to Tuesdays").
# "I live with my parents in Leeds" showed no city (fix34): who the user lives with comes first.
MOVED_TO = (r"(?:(?:live|living|lives) (?:with (?:my|our|their|a|two|three) [\w' ]{1,30}? )?in"
            r"|(?:^|\b(?:i|we|just|recently|finally|i've|we've"
            rf"|have|has|had|then|and|also|actually|(?:{PEOPLE_EN})s?) )moved"
            # "Actually I moved back to London" left city: Berlin (fix34)
            # "I'm from Ohio" is where one comes from, the hometown's (left41b: a list's "from
            # ohio" archived "moved to Denver")
            r" (?:(?:back|over|out|away) )?(?:from [^,.]{1,30}? )?to|based in)")
# A new home in a city ("moved into a new apartment in New York"): the city after "in".
HOME_IN = (r"\bmoved (?:in)?to (?:a|an|the|my|our|their) (?:[a-z]+ )?"
           r"(?:apartment|place|house|flat|home|condo)\b in (?=(?-i:[A-Z]))")
_LIVE_IN_ZH = r"(?:住|坐标)"  # 我住杭州, 坐标帝都: a place said with no 在 (places_zh.py)
SLOT_CITY = slot_row("city", rf"(住在|{_LIVE_IN_ZH}(?={PLACE_ZH}{NOT_A_STREET})|搬到|搬去|搬回"
                     rf"|定居|{MOVED_TO}|{HOME_IN})",
                     ("我住在杭州", "I live in Reykjavik", "moved from Chicago to Denver",
                   "I live with my parents in Leeds", "moved back to London", "我搬回杭州了",
                   "moved into a new apartment in New York", "我住杭州", "坐标帝都"),
                     ("我在杭州出差", "I love Reykjavik", "meeting moved to Tuesdays", "我住院了",
                      "我住宿舍", "我住北京路附近"))
VALUE_CITY = value_row("city", rf"{_LIVE_IN_ZH}(?P<z>{PLACE_ZH}){NOT_A_STREET}"
                       r"(?![\u4e00-\u9fff]*(?:酒店|宾馆|医院))"
                       r"|(?:住在|搬到了?|搬去了?|搬回(?:到|了)?|定居在?)"
                       rf"(?:(?P<v>[\u4e00-\u9fff]{{2,8}}?)|\s*(?P<l>{LATIN_NAME_IN_ZH})\s*)"
                       # 搬到杭州的新家: 杭州; a move said as a time (搬到杭州以后我就…
                       # showed 杭州以后, fix34)
                       r"(?:了|啦|市|的|以后|之后|以来|那年|那时|时(?=[，,])|[，。,]|$)"
                       rf"|{MOVED_TO} (?:the )?(?!(?:a|an|my|our|this|that|some|here"
                       rf"|{STATES_LIVED_IN_EN})\b)"
                       r"(?P<n>[A-Z][\w.'-]*(?: (?-i:[A-Z])[\w.'-]*)*)(?=[\s,.!]|$)"
                       rf"|{HOME_IN}(?P<h>[A-Z][\w.'-]*(?: (?-i:[A-Z])[\w.'-]*)*)(?=[\s,.!]|$)",
                       ("我住在杭州", "搬到杭州的新家了", "I live in Paris now", "我住在 Vancouver",
                     "搬到杭州以后不加班了",
                     "moved to a new house in Austin",
                     "moved to Portland in the week of May 2",
                     "moved from Chicago to Denver two months ago", "我住杭州"),
                       ("我住在", "I live alone", "I live in a small town", "我住院了",
                        "我住南京东路", "single, living in Hope"))
SLOT_OCCUPATION = slot_row(
    "occupation",
    r"(我是一名|^是一名|(?:(?:我|^|现在|目前|(?:^|我)(?:和|跟)我?的?[\u4e00-\u9fff]{1,3}都)是"
    r"|当(?!地|时|然))(?:个)?[A-Za-z]{0,4}"
    r"(?:(?![被让叫跟和给说对问找])[\u4e00-\u9fff]){0,4}?"
    r"(?:工程师|护士|老师|医生|设计师|程序员|律师|会计)|我的工作是|职业是|是做[\u4e00-\u9fff]{2,4}的"
    # where the user works (在字节跳动上班, "works at Google") is the workplace slot (fix33)
    r"|work as|works as"
    rf"|my job|i'?m an? (?!(?:{NOT_JOBS_EN})\b)[a-z]+(?:er|or|ist|ian)\b"
    # "now I'm a nurse" mid-sentence is noted "now they're a nurse" (fix34)
    rf"|\bnow they'?re an? (?:[a-z]+ )?{JOB_EN}\b"
    # a note of a list ("has two kids, is a nurse": left40) says it after a comma
    rf"|(?:^|(?<=, ))is an? (?:[a-z]+ )?{JOB_EN}\b"
    # "I've been a teacher for ten years" showed no job (fix34)
    rf"|(?:^has|\bi'?ve|\bi have) been an? (?:[a-z]+ )?{JOB_EN}\b)",
    ("我是一名护士", "I work as a glacier guide", "是大学老师，教高等数学", "现在是UI设计师",
     "I've been a teacher for ten years", "switched careers and now they're a nurse",
     "去一家游戏公司当UI设计师", "是做销售的", "我和我老公都是老师", "has two kids, is a nurse"),
    ("我在考虑换工作", "I like my work", "我是被老师叫去的", "当时的老师很凶", "I'm a vegetarian",
     "他们都是老师",
     "is an optimist", "is a beginner at chess"))
# A job left (辞职了, "quit my job") speaks to the occupation slot with no value: the job
# said before is superseded and the profile stops showing it; a wish to leave (想辞职) is none.
JOB_LEFT = Row(
    "job_left", _rx(r"(?<![想要算备划])(?:辞职|离职|辞掉工作|退休)了(?![吗么呢])"
                    # left42: 辞掉咖啡店的工作了 (the job named) ended nothing
                    r"|(?<![想要算备划])(?:辞掉|辞了|辞去)了?[\u4e00-\u9fffA-Za-z]{1,10}?的"
                    r"(?:工作|兼职|差事)(?!了?[吗么呢])"
                    r"|不(?:再)?当(?!回事)[\u4e00-\u9fff]{1,6}?了(?![吗么呢])"
                    r"|\b(?:quit|left|lost) (?:my|their|the) (?:[\w-]+ )?job\b"
                    r"|\b(?:got|was|been) laid off\b"
                    r"|\bhanded in (?:my|their) notice\b|\bresigned\b(?! to\b)"
                    r"|^(?:is |just |has )?retired\b|\bi(?:'m| am| just| have|'ve)? retired\b"),
    "slot: a job left speaks to the occupation slot (no value): the old job is superseded",
    "[beyond] issue 24 probe24: 我在一家银行上班 then 不对，我上个月已经辞职了… kept 职业: "
    "在一家银行上班 in the profile",
    ("2026年11月已经辞职了，现在自己开了个咖啡店", "quit their job in May", "I just retired",
     "现在不当老师了", "辞掉咖啡店的工作了",
     "quit their PM job",
     "handed in their notice at the school on December 3", "resigned on Monday"),
    ("想辞职了", "要不要辞职", "我不做饭了", "打算辞掉咖啡店的工作", "辞掉咖啡店的工作了吗",
     "is thinking of quitting their job", "a retired teacher",
     "你退休了吗", "is resigned to the fact"),
)
VALUE_OCCUPATION = value_row(
    "occupation",
    rf"(?<!不)(?<!不再)(?:是|当){MEASURE_ZH}?"  # 是一只程序员
    rf"(?P<v>[A-Za-z]{{0,4}}[\u4e00-\u9fff]{{0,4}}?{JOB_ZH})"
    r"|是做(?P<w>[\u4e00-\u9fff]{2,4}?)的"
    rf"|(?:i'?m|is|now they'?re|works as|work as|i'?ve been|i have been|^has been) an?"
    # not across "in" ("is a nurse in Denver" read Denver as a job: -er; whose37)
    rf" (?P<m>(?:(?!(?:in|at|for|from|with|on|of)\b)[a-z]+ ){{0,2}}{JOB_EN})\b",
    ("我是一名护士", "I work as a glacier guide", "当UI设计师", "是做设计的", "我是一只程序员",
     "has been a teacher for ten years",
     "works as a primary school teacher"),
    ("我喜欢护士", "I work a lot", "现在不当老师了"))
SLOT_SCHEDULE = slot_row("work_schedule",
                         SHIFT_ZH + "|" + SHIFT_EN + r"|work(?:s|ing)? (?:nights|days)",
                         ("我上夜班", "I work night shifts"), ("我今晚加班", "I work hard"))
VALUE_SCHEDULE = value_row("work_schedule", f"(?P<v>{SHIFT_ZH})|(?P<n>{SHIFT_EN})",
                           ("我改成白班了", "on the night shift"), ("我上班", "a shift key"),
                           # the same shift restated is no change of it (a duplicate)
                           contexts=("我一直上夜班",), before="我上夜班")
SLOT_DIET = slot_row("diet", r"(素食|吃素|忌口|vegetarian|vegan|pescatarian|gluten-free|"
                     + re.sub(r"\(\?P<\w>", "(?:", NO_MEAT_EN) + ")",
                     ("我吃素", "I'm vegan", "doesn't eat meat anymore", "I'm gluten-free"),
                     ("我吃肉", "I eat everything", "I don't eat much"))
VALUE_DIET = value_row("diet", DIET_OF_PERSON_ZH + "|" + DIET_OF_PERSON_EN + "|" + NO_MEAT_EN,
                    ("我吃素", "I went vegan last year", "a vegan diet", "I stopped eating meat",
                     "We are vegetarians", "我是 vegan", "im vegan mostly, sometimes cheese"),
                    ("我吃肉", "Anna got me a vegan stir-fry", "素食餐厅很好吃", "I eat meat",
                     "我不吃素了", "菜单上是 vegan 的", "我是 vegan 吗"))
SLOT_BUDGET = slot_row("budget", r"(预算|budget)", ("装修预算二十万", "My budget is tight"),
                    ("我想装修", "I spent a lot"))
VALUE_BUDGET = value_row(
    "budget", r"(?P<v>[\u4e00-\u9fff]{2})?预算[^，。\d一二两三四五六七八九十]{0,6}"
    r"(?P<n>[\d.]+\s*(?:万|千|元|块|k|K|w|W)?|[一二两三四五六七八九十百千]+(?:万|千)?)"
    r"|(?P<m>\$?[\d,.]+k?) budget"
    r"|(?P<k>没有太多|没有多少|不多|不够|有限|紧张|limited|tight|small)",
    ("装修预算二十万", "a $500 budget"), ("预算", "a budget plan"))
# A budget is a slot per thing budgeted: 装修预算 and 旅游预算 are two slots.
BUDGET_OF = Row(
    "budget_of", _rx(r"((?:(?![和的了有没太多够是])[\u4e00-\u9fff]){2})预算|\b([a-z]+) budget\b"),
    "slot: what a budget is for (装修预算 and 旅游预算 are two slots)",
    "[beyond] seed 004 §2.3 slots, one per thing budgeted",
    ("装修预算二十万", "my travel budget is small"), ("预算二十万", "budget travel"))
_SINGLE = (r"(?:\b(?:i'm|im|i am|am|is|are|was|been|being|stay(?:ed|ing)?|remain(?:ed)?) (?:still "
           r"|happily |now )?|(?:我|^(?=现在|目前|还是|一直))(?:现在|目前|还是|一直)? ?)"
           r"(?P<single>single)\b(?![-\w])")  # 我现在 single; not "every single star"
SLOT_RELATIONSHIP = slot_row("relationship_status", rf"(单身|结婚|已婚|离婚|married|divorced"
                          rf"|{_SINGLE})", ("我还是单身", "I got married", "I'm still single",
                                            "我现在 single"),
                          ("我一个人住", "I live alone", "every single star", "single-handedly",
                           "Single malt is my favourite"))
VALUE_RELATIONSHIP = value_row("relationship_status", rf"(?P<v>单身|结婚了|已婚|离婚了?|(?:got "
                            rf"|is |am )?married|divorced|engaged)|{_SINGLE}",
                            ("我结婚了", "I'm single"), ("我想结婚", "every single star"))
SLOT_REPLY_LENGTH = slot_row(
    "reply_length",
    r"(?:回复|回答|说话)[^，。]{0,6}(?:短|长|简洁|简单|详细|啰嗦)|(?:短|长|简洁|详细)[^，。]{0,4}(?:回复|回答)"
    r"|\b(?:short|shorter|brief|concise|long|longer|detailed|lengthy)\b[^.]{0,20}"
    r"\b(?:answers?|repl(?:y|ies)|responses?)\b|\b(?:answers?|repl(?:y|ies)|responses?)\b"
    r"[^.]{0,20}\b(?:short|shorter|brief|concise|long|longer|detailed)\b",
    ("回复简短一点", "Keep your answers short"), ("我喜欢短发", "I wrote a long letter"))
_HOUSEHOLD = ("wife", "husband", "spouse", "child", "son", "daughter", "parents", "grandchild")
# left44: boys or girls the user has, counted, are their children ("got two boys, Jake 14 and
# Sam 11"; "the boys", "my boys" may be friends)
_BOYS_HAD = (r"(?:(?<=have )|(?<=has )|(?<=had )|(?<=got ))(?:(?:two|three|four|[2-9]) "
             r"(?:little |young |teenage )?(?:boys|girls)|a (?:little )?(?:boy|girl) and a "
             r"(?:little )?(?:boy|girl))\b"
             # left44b: boys in one's class, team or group are pupils, not one's children
             r"(?![^,.;!?]{0,20}\b(?:in|on|at|from) (?:my|our|the|this|their) (?:\w+ )?"
             r"(?:class(?:es)?|team|group|squad|troop|cabin|club|section|ward|unit|school|course"
             r"|form|year)\b)")
SLOT_FAMILY = slot_row("family", rf"({words_of(*_HOUSEHOLD, en=False)}"
                    rf"|\b(?:{words_of(*_HOUSEHOLD, zh=False)})s?\b|{_BOYS_HAD})",
                    ("我有一个女儿", "My husband is a chef", "got two boys, Jake 14 and Sam 11",
                     "has a boy and a girl"),
                    ("我一个人住", "I live alone", "out with the boys", "two boys were fighting",
                     "I have two boys in my class this year who never listen"),
                    "[beyond] the family words of memory/rules/people.py")
# The user's own family only: 我女儿 / 有一个女儿 / my daughter / have two kids, or a note
# that opens with the relative (女儿今年五岁了, the 我 left out); the daughter in a film's
# story (一个父亲为了女儿…) is nobody's in the user's life.
VALUE_FAMILY = value_row(
    "family", r"(?P<v>(?:^|(?<=[，,。；;\s])|(?<=我)|(?<=我的)|(?<=我家)|(?<=我和)|(?<=^和)"
    r"|(?<=有)|(?<=有个)|(?<=生了)"  # 我有个儿子: 儿子, not 个儿子 (fix36)
    # 有一个儿子一个女儿 showed only the son (fix35): a count after the relative before it
    r"|(?<=[子儿女爸妈哥弟姐妹婆公])(?=[一两三]个)|(?<=[子儿女爸妈哥弟姐妹婆公]和)"
    # 我们家三口人，我、老公和儿子: a list of the household (fix35)
    r"|(?<=我、)|(?<=[子儿女爸妈婆公]、))"
    rf"(?:一个|两个|三个)?(?:[\d一二三四五六七八九十两]{{1,2}}岁(?:的)?)?(?:{FAMILY_ZH}))"
    # "for when they have kids", "hope to have kids": a family wished for, not the user's.
    # a note names the user's own "their" ("moved with their husband and their two kids",
    # fix35: said with them, not someone's kids babysat), a baby said with what it is
    r"|(?:^|(?<=my )|(?<=our )|(?<=with their )|(?<=and their )"
    r"|(?<=(?<!when they )(?<!when i )(?<!when we )"
    r"(?<!to )have )|(?<=had )|(?<=has ))"
    # probe40b: "i have 2 kids zoe 12 and eli 9" showed no family line (a count typed in digits)
    rf"(?P<n>(?:a |an |two |three |four |five |[2-9] )?(?:twin |little |young |grown-up |teenage )?"
    rf"(?:{FAMILY_EN})s?(?: girl| boy)?)\b|(?P<b>{_BOYS_HAD})",
    ("我有一个女儿", "I have two kids", "got two boys, Jake 14 and Sam 11", "有一个5岁的儿子",
     "我有一个儿子一个女儿", "我、老公和儿子",
     "moved to Denver with their husband", "我有个儿子", "I have twin daughters, Mia and Zoe",
     "has 2 kids zoe 12 and eli 9"),
    ("一个父亲为了女儿", "the kids next door", "babysat their kids",
     "is creating a library for when they have kids",
     "hope to have kids one day", "two boys were fighting"))
SLOT_ALLERGIES = slot_row("allergies", r"(过敏|allergic|allergy)",
                       ("我对花生过敏", "I'm allergic to nuts"), ("我喜欢花生", "I like nuts"))
# What the user is allergic to: after 对 (我对猫毛过敏, not 我对猫毛), the allergy itself
# when it is a condition (过敏性鼻炎, not 有), a list in English ("peanuts and shellfish").
VALUE_ALLERGIES = value_row("allergies",
                         r"(?P<w>过敏性[\u4e00-\u9fff]{1,2}炎|过敏性哮喘)"
                         r"|(?:对|^)(?P<v>(?:(?!我|对|就)[\u4e00-\u9fff]){1,8}?)过敏(?!性)"
                         r"|allergic to (?P<n>[a-z ]{2,40}?)(?:[,.!]|$| since| so| and (?:i|my)\b)"
                         # "I have a peanut allergy" (fix35)
                         r"|\b(?:an?|my|their) (?!(?:bad|severe|mild|food|seasonal|serious"
                         r"|slight|new)\b)(?P<a>[a-z]+) allergy\b",
                         ("我对花生过敏", "I'm allergic to cats.", "我对猫毛过敏",
                          "有过敏性鼻炎好多年了", "is allergic to peanuts and shellfish",
                          "has a peanut allergy"),
                         ("过敏", "allergic reactions", "一喝就过敏"))
# How old the user is now (今年28岁, "I'm 34"): not an age they were (我三岁的时候, "when I was
# 10"), not a count of something else ("I'm 5 minutes away").
# 我室友24岁: a person's age said bare after them (left41b: a list about a flatmate); the slot's
# value is the user's only when the text is (memory/facts/slots.py `theirs`)
_AGE = (rf"(?:^|我|今年|已经|今天|满|\d日|(?:{PEOPLE_ZH})|叫[\u4e00-\u9fff]{{1,3}}[\s，,]+)"
        r"(?P<v>[\d一二三四五六七八九十]{1,3})岁(?![的时那起开之以半])"
        # leftzh43: 我33了 / 今年33, the number said bare as one's age
        r"|^(?:我?今年)(?:都|已经|也)?(?P<a>[1-9]\d)(?:了|啦)?[。！!~～]*$"
        r"|^我?(?:都|已经|也)?(?P<b>1[6-9]|[2-9]\d)(?:了|啦)[。！!~～]*$"  # 33了: the note's
        r"|(?:^is|, is|\bi'?m|\bi am) (?P<n>\d{1,2}|(?:thir|four|fif|six|seven|eigh|nine)teen"
        r"|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:-(?:one|two|three|four"
        r"|five|six|seven|eight|nine))?)(?:,|\.|!| years? old\b|$| and\b| now\b| today\b)")
# [beyond] probe42: a baby's age in months (女儿5个月啦) is kept as a relative's age; no value
_MONTHS_OLD = (rf"|(?:{PEOPLE_ZH}|宝宝)(?:刚|已经|快|才)?满?[\d一二三四五六七八九十两]{{1,2}}"
               r"个多?月(?:大)?(?:了|啦|呀|$)")
SLOT_AGE = slot_row("age", re.sub(r"\(\?P<\w>", "(?:", _AGE) + _MONTHS_OLD,
                 ("今年28岁", "I'm 34 and I live alone", "is 34, lives alone", "I'm 29 now",
                     "is Hannah, is thirty-one, lives in Leeds", "我今天30岁了", "儿子刚满5岁",
                     "我室友24岁", "女儿5个月啦", "宝宝刚满8个月"),
                 ("我三岁的时候", "I'm 5 minutes away", "儿子5岁的时候", "I'm twenty minutes away",
                  "女儿5个月没回家了", "我怀孕5个月了"))
VALUE_AGE = value_row("age", _AGE, ("今年28岁", "I'm 34 years old", "我33了", "今年33",
                                    "我叫小敏 33岁"),
                      ("28岁的时候", "I'm 34th", "我33号到", "今年20号", "我33", "他33了", "12了"))

# "used to be vegetarian", 以前住在北京: a state the user has left fills no slot of theirs and
# supersedes nothing (unless the note goes on to say what is so now).
PAST_ONLY = Row(
    "past_only", _rx(r"^(?:used to|was once|once was)\b(?!.*\bnow\b)"
                     r"|^(?:以前|原来|过去|曾经)(?!.*(?:现在|如今|后来|目前))"),
    "no slot: a note that opens with a past state and says nothing of now",
    "[beyond] issue 24 probe24: 'I used to be vegetarian but I started eating fish again' "
    "showed diet: vegetarian in the profile",
    ("used to be vegetarian", "以前住在北京", "曾经是一名护士"),
    ("is vegetarian", "以前住在北京，现在住在上海", "got used to the cold",
     "used to live in Rome, now lives in Paris"),
)

ROWS: tuple[Row, ...] = (
    SLOT_CITY, VALUE_CITY, SLOT_OCCUPATION,
    VALUE_OCCUPATION, SLOT_SCHEDULE, VALUE_SCHEDULE, SLOT_DIET, VALUE_DIET, SLOT_BUDGET,
    VALUE_BUDGET, BUDGET_OF, SLOT_RELATIONSHIP, VALUE_RELATIONSHIP, SLOT_REPLY_LENGTH,
    SLOT_FAMILY, VALUE_FAMILY, SLOT_ALLERGIES, VALUE_ALLERGIES,
    PAST_ONLY, JOB_LEFT,
    SLOT_AGE, VALUE_AGE,
)
