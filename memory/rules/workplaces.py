"""[beyond] Where the user works: the workplace slot (单位 / workplace) and its value.

An employer is not a job (issue 24 fix33): 我在字节跳动上班 showed 职业: 在字节跳动上班, "I work
at Google" no line at all. The workplace is a slot of its own, shown as 单位: 字节跳动 /
workplace: Google; the occupation keeps the job itself (我在腾讯做产品经理 shows both), and a
new workplace (跳槽到腾讯了, "started a new job at Stripe") supersedes the old one, not the job.
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.job_changes import JOBS_TAKEN_EN, STARTS_AS_EN, to_start_zh
from strata_layered.memory.rules.jobs import JOB_EN, JOB_ZH, MEASURE_ZH
from strata_layered.memory.rules.places_zh import CITIES_ZH, COUNTRIES_ZH, PROVINCES_ZH
from strata_layered.memory.rules.row import Row
from strata_layered.memory.rules.slot_sayings import DOING_JOBS_ZH

SOURCE = ("[beyond] issue 24 fix33: 我在字节跳动上班 showed 职业: 在字节跳动上班; an employer is "
          "not a job")


def _rx(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern, re.I)


# 在X上班 / 在X工作 (not 在家, 在当前…, nor a wish: 在考虑换工作), 在X做 / 当 a job.
# 在 before a verb of 于 (热衷于, 忙于) is the progressive, no place: 我在热衷于做卡片手工 showed
# 单位: 热衷于 (probe34, dev 郝明).
_PLACE_ZH = (r"(?<!现)在(?!当前|现在的?|这家|这个|目前的?|家(?:里)?(?:上班|工作)|考虑|想|找"
             r"|[\u4e00-\u9fff]{1,3}于)"
             r"(?:一家)?(?P<v>(?:(?!考虑|想|换|找|做|当)[^，。,.！!？?]){2,12}?)")
# 在X做 / 当 names a workplace only with a job after it (我在腾讯做产品经理), not an activity:
# 我在健身房做运动 showed 单位: 健身房, 我在医院做了个体检 单位: 医院 (review33).
_AS_JOB_ZH = (rf"(?:做|当)(?!了)"
              rf"(?={MEASURE_ZH}?[A-Za-z]{{0,4}}[\u4e00-\u9fff]{{0,4}}?{JOB_ZH})")
# A day or a holiday is no employer: "I worked at Christmas" showed workplace: Christmas and.
_NOT_PLACE_EN = (r"(?!(?:Christmas|Easter|Thanksgiving|Halloween|Monday|Tuesday|Wednesday"
                 r"|Thursday|Friday|Saturday|Sunday|New Year)\b)")
_COMPANY_EN = (rf"{_NOT_PLACE_EN}"
               # "Bank of America", not "Google and" of "at Google and live in Seattle"
               r"(?-i:(?P<n>[A-Z][\w&.'-]*(?:(?: (?:of|and|&))? [A-Z][\w&.'-]*)*))")
SLOT_WORKPLACE = Row(
    "slot_workplace",
    _rx(rf"{_PLACE_ZH.replace('(?P<v>', '(?:')}(?:上班|工作|打工|{_AS_JOB_ZH})"
        rf"|\bwork(?:s|ed|ing)? (?:at|for) {_NOT_PLACE_EN}(?-i:[A-Z])"),
    "slot: the statement speaks to the workplace slot (where the user works)", SOURCE,
    ("我在字节跳动上班", "在一家外企工作", "我在腾讯做产品经理", "I work at Google",
     "works for Deloitte as an analyst", "我在咖啡店打工"),
    ("我在家上班", "我在考虑换工作", "我在做饭", "I work at home", "I work at night",
     "I work hard", "我周末在健身房做运动", "我在医院做了个体检", "我在厨房做蛋糕",
     "I worked at Christmas", "最近我也在热衷于做卡片手工和烹饪"),
)
VALUE_WORKPLACE = Row(
    "value_workplace",
    _rx(rf"{_PLACE_ZH}(?:上班|工作|打工|{_AS_JOB_ZH})"
        rf"|\bwork(?:s|ed|ing)? (?:at|for) {_COMPANY_EN}"),
    "slot value: the workplace the profile shows (字节跳动, Google)", SOURCE,
    ("我在字节跳动上班", "我在腾讯做产品经理", "I work at Google", "works at Bank of America"),
    ("我在家上班", "I work at night", "我上班", "我在网上做了一个性格测试",
     "I worked at Christmas and missed dinner"),
)
# 跳槽到腾讯了, 入职了阿里, "started a new job at Stripe": the new workplace and its value.
WORKPLACE_TO = Row(
    "workplace_to",
    _rx(r"(?<![想要算备划不没别])(?:跳槽(?:到|去)了?|入职(?:了)?|换(?:到|去)了?(?=一家|[\u4e00-\u9fff]{0,6}?"
        r"(?:公司|银行|医院|学校|律所|工厂|集团)))(?!了)(?:一家)?(?P<w>(?:(?!了)[\u4e00-\u9fffA-Za-z])"
        r"{2,10})"
        # 换到腾讯上班了 (fix34): a move to where the user works, said with 上班 / 工作
        r"|(?<![想要算备划不没别])(?:换|调|转)(?:到|去)了?(?:一家)?"
        r"(?P<x>(?:(?!了)[\u4e00-\u9fffA-Za-z]){2,10}?)(?:上班|工作)(?!了?(?:吗|么|呢))"
        r"|(?<!want to )(?<!hope to )\b(?:started|starting|got|landed|accepted|began|joined)"
        rf" (?:a |my |the )?(?:new )?(?:job|position|role) (?:at|with) {_COMPANY_EN}"),
    "slot value: a workplace changed to (跳槽到腾讯了, 'started a new job at Stripe')", SOURCE,
    ("我上个月跳槽到腾讯了", "入职了阿里", "上个月换到了一家银行", "我换到腾讯上班了",
     "调到上海分公司工作了", "跳槽到了一家私立医院",
     "just started a new job at Stripe", "landed a role at Google"),
    ("我想跳槽到腾讯", "不想跳槽", "started a new job search", "跳槽了吗", "换到下一页",
     "我想换到一家银行", "我想换到腾讯上班", "换到腾讯上班了吗"),
)

# "I just moved to Seattle for a new job at Amazon", "I just started at Google", "got a job
# with the city council" (fix35b, a first week): a job had at a place, said without "work" or a
# verb WORKPLACE_TO reads (or with an employer in lower case); a job sought is not held.
_ORG_EN = (r"the (?P<o>(?:[a-z]+ ){0,2}(?:council|hospital|school|bank|library|university|college"
           r"|firm|company|agency|department|museum|newspaper|clinic|bakery|restaurant|cafe))\b")
_SOUGHT_EN = "".join(f"(?<!{w} {a})" for a in ("", "a ", "an ", "the ", "a new ") for w in (
    "applied for", "apply for", "applying for", "looking for", "look for", "interview for",
    "interviewing for", "searching for", "hunting for", "want", "wants", "need", "needs",
    "hope for", "wish for", "find", "get", "land", "dream"))
JOB_HAD_AT_EN = Row(
    "job_had_at_en",
    _rx(rf"\b{_SOUGHT_EN}(?:an? |my |the )?(?:new |first |full-time |part-time )?"
        rf"(?:job|position|role|internship) (?:at|with) (?:{_COMPANY_EN}|{_ORG_EN})"
        rf"|\b(?:i|i've|i have|have|has|just|recently) (?:just )?started (?:at|with) "
        rf"{_COMPANY_EN.replace('(?P<n>', '(?P<s>')}"
        # "my first day at Stripe" ended the old workplace (job_joined_en) and named none (left41b)
        rf"|(?:\b(?:my|their) |^)first (?:day|week) (?:of work )?(?:at|with) (?:the )?"
        rf"{_COMPANY_EN.replace('(?P<n>', '(?P<f>')}"),
    "slot value: the workplace of a job had, said without 'work' ('moved here for a new job "
    "at Amazon', 'started at Google', 'got a job with the city council', 'my first day at "
    "Stripe')",
    "[beyond] issue 24 fix35b: 'I just moved to Seattle for a new job at Amazon' showed the "
    "city and no workplace",
    ("I just moved to Seattle for a new job at Amazon", "I just started at Google",
     "I got a job with the city council", "my new job at Pixar is great",
     "my first day at Stripe", "December 5 was their first day at Stripe"),
    ("I applied for a job at Google", "my sister's first day at Stripe", "my first day at school",
     "my first day at Christmas", "I'm looking for a job at Amazon", "I want a job at Apple",
     "I started at 9", "we started with the basics", "the job at hand",
     "I hope to get a job at Google"),
)

# The place of a new job to start (2027年1月去一家新能源车企做产品经理, "starts as a data analyst at
# the hospital"): the workplace moved to, as the job is the occupation (job_changes.py).
WORKPLACE_TO_START = Row(
    "workplace_to_start",
    _rx(to_start_zh(r"(?P<w>[\u4e00-\u9fffA-Za-z]{1,10}?(?:公司|企|医院|学校|银行|集团))",
                    rf"(?:{DOING_JOBS_ZH})")
        + rf"|{STARTS_AS_EN} (?:a new job |work )?as an? (?:[a-z]+ ){{0,2}}(?:{JOBS_TAKEN_EN})"
        rf" (?:at|with) (?:{_COMPANY_EN.replace('(?P<n>', '(?P<c>')}"
        rf"|{_ORG_EN.replace('(?P<o>', '(?P<g>')})"),
    "slot value: the place of a new job to start (去一家车企做产品经理, 'starts as an analyst at "
    "the hospital')",
    "[beyond] issue 24 probe36: 单位: 广告公司 stayed after the new job at 新能源车企",
    ("2027年1月去一家新能源车企做产品经理", "下个月去一家医院当护士",
     "starts as a data analyst at the hospital in January 2027", "I start as a designer at Pixar"),
    ("我想去一家医院当护士", "我妈下个月去一家医院当护士",
     "my sister starts as a nurse at the clinic", "I start as a nurse"),
)

# The job itself, now that 在…上班 names the workplace (occupation's other sayings): 我是产品经理
# showed no 职业 (the occupation row lists eight jobs after 是), and 是产品经理，在字节跳动上班
# showed the job only as 在字节跳动上班; "works at Google as a data scientist" showed none.
JOB_IS_ZH = Row(
    "job_is_zh",
    _rx(rf"(?:^|我|现在|目前|如今)是{MEASURE_ZH}?"
        r"(?P<v>[A-Za-z]{0,4}(?:[\u4e00-\u9fff]{0,4}?(?:经理|工程师|设计师|分析师|医生|护士|老师|教师"
        r"|律师|会计|主管|编辑|翻译|记者|警察|司机|厨师|销售)|[\u4e00-\u9fff]{2,4}(?<![会党队])员"
        r"|(?:大|研究)?学生))(?=了?(?:[，。,.！!；;~～]|$))"),
    "slot value: the job said after 是 (是产品经理, 我是公务员) is the occupation", SOURCE,
    ("我是产品经理", "是产品经理，在字节跳动上班", "我是公务员", "现在是大学生"),
    ("我是会员", "我是一个好人", "我是新来的", "这是产品经理的事", "我是产品经理的助理吗"),
)
JOB_AT_EN = Row(
    "job_at_en",
    _rx(r"\bwork(?:s|ed|ing)? (?:at|for) [\w&.' -]{2,40}? as an? "
        rf"(?P<m>(?:[a-z]+ ){{0,2}}?(?:{JOB_EN}|analyst))\b"),
    "slot value: the job said with the workplace ('works at Google as a data scientist')",
    SOURCE,
    ("I work at Google as a data scientist", "works for Deloitte as an analyst"),
    ("I work at Google", "I work at home as a rule", "works at a cafe as a favour"),
)

# "I'm a nurse at St Mary's Hospital" showed the job only (round fix33's probe).
PLACE_OF_JOB_EN = Row(
    "place_of_job_en",
    _rx(rf"\b(?:i'?m|i am|is|works? as) an? (?:[a-z]+ ){{0,2}}?(?:{JOB_EN}|analyst) (?:at|for) "
        rf"{_COMPANY_EN}"),
    "slot value: the workplace said with the job ('a nurse at St Mary's Hospital')", SOURCE,
    ("I'm a nurse at St Mary's Hospital", "is a software engineer at Google"),
    ("I'm a nurse at heart", "is a teacher at the local school", "I'm a regular at Joe's"),
)

# 我今年28岁，在北京工作 showed 单位: 北京 (fix34): a city, a province or a country the user
# works in is no employer (the workplace slot's `unless`); 在北京的腾讯上班 still names one.
_PLACES_ZH = rf"{PROVINCES_ZH}|{CITIES_ZH}|{COUNTRIES_ZH}|国外|海外|外地|本地|老家"
PLACE_NOT_EMPLOYER = Row(
    "place_not_employer",
    re.compile(rf"在(?:{_PLACES_ZH})(?:市|省)?(?:工作|上班|做|当)"),
    "no workplace: a city or a country the user works in (在北京工作) names no employer",
    "[beyond] issue 24 fix34: 我今年28岁，在北京工作 showed 单位: 北京",
    ("我今年28岁，在北京工作", "在上海上班", "我在国外工作", "我在深圳做程序员", "我在魔都工作"),
    ("我在腾讯工作", "在北京的腾讯上班", "我在字节跳动上班"),
)

# left42 (left41b left): "I'm from Google's ads team" showed hometown: Google. "From" a name
# said with the team, office or errand one is there for is the employer one comes on behalf of,
# not where one comes from ("I'm from Ohio, here for the weekend" still is).
EMPLOYER_FROM_EN = Row(
    "employer_from_en",
    _rx(rf"\bfrom {_COMPANY_EN}(?=['’]s (?:\w+ )?(?:team|office|offices|HQ|headquarters|department"
        r"|division|labs?|recruiting|HR)\b|,? (?:on|in|with) (?:the|their|our) (?:\w+ ){0,2}"
        r"(?:team|department|office|group)\b|,? here (?:for|about|to do) (?:the|an?|our|your|my)"
        r" (?:\w+ )?(?:interview|meeting|call|demo|pitch|partnership|contract|audit|inspection)\b"
        r"| (?:recruiting|HR|sales|engineering|marketing|support|legal|IT)\b)"),
    "slot value: an employer said with 'from' and the team or errand (\"I'm from Google's ads "
    "team\"): the workplace, and no hometown (the hometown slot's unless)",
    "[beyond] issue 24 left42: \"I'm from Google's ads team\" showed hometown: Google",
    ("I'm from Google's ads team", "I'm from Google, on the search team",
     "I'm from Acme, here for the interview", "is from Google recruiting"),
    ("I'm from Ohio", "I'm from Ohio, here for the weekend", "I'm from Ohio's capital",
     "a call from Ohio State"),
)

ROWS: tuple[Row, ...] = (PLACE_NOT_EMPLOYER, SLOT_WORKPLACE, VALUE_WORKPLACE, WORKPLACE_TO,
                         JOB_HAD_AT_EN, JOB_IS_ZH, JOB_AT_EN, PLACE_OF_JOB_EN, EMPLOYER_FROM_EN)
