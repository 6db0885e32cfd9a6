"""[beyond] A job changed to (换成运营, 转行做运营了, "switched to operations", "became a teacher").

memory/facts/slots.py reads these beside the occupation rows: the new job is the occupation and
its value, so it supersedes the job said before, as a job said plainly does. A user's probe
(issue 24): 其实我不是产品经理了，上周刚换成运营 and "I quit my PM job and became a teacher" left
职业: 产品经理 / occupation: product manager in the profile.
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.jobs import MEASURE_ZH
from strata_layered.memory.rules.retimes import JOB_STARTED
from strata_layered.memory.rules.row import Row
from strata_layered.memory.rules.slot_sayings import DOING_JOBS_ZH, FIELDS_EN, FIELDS_ZH

SOURCE = "[beyond] issue 24 probe: a job changed to kept the old job in the profile"

JOB_CHANGED_ZH = Row(
    "job_changed_zh",
    # 想转行做运营 / 不想… / 打算… / 差点… / 没… is no job changed to, nor a thing moved with 把
    # (我把钱转到投资了, 把首页换成新的设计了): the clause says no 把 before the change
    re.compile(r"(?:^|(?<=[，。,.！!；;\s]))(?:(?!把)[^，。,.！!；;])*?(?<![想要算备划虑点没不别望能会该])"
               r"(?:转行|改行|换成|换到|转到|调到|改成|转成|转岗到?|跳槽到?|改(?=做|当))(?:去)?(?:了)?(?:做|当)?"
               rf"(?P<v>{DOING_JOBS_ZH}|{FIELDS_ZH})(?=了?(?:[，。,.！!；;~～]|$)|的|工作|岗|部)"),
    "slot: a job changed to (换成运营, 转行做运营了) is the occupation and its value",
    SOURCE,
    ("上周刚换成运营", "我转行做运营了", "调到销售岗了", "转岗到市场部了",
     "改做运营了"),
    ("我改成白班了", "我把手机换成苹果了", "会议改成周三了", "转到下一页", "我想转行做运营",
     "我不想转行做运营", "打算转行做运营", "差点转行做运营", "我把钱转到投资了",
     "我们把首页换成新的设计了"),
)

JOBS_TAKEN_EN = (r"nurse|doctor|teacher|engineer|developer|designer|lawyer|accountant|chef|driver"
            r"|writer|manager|consultant|scientist|researcher|analyst|programmer|pharmacist"
            r"|dentist|architect|librarian|electrician|plumber|paramedic|therapist|translator")
JOB_CHANGED_EN = Row(
    "job_changed_en",
    # "I never became a doctor", "almost switched to sales": no job changed to
    re.compile(r"(?<!never )(?<!almost )(?<!nearly )(?<!not )(?<!n't )"
               r"\b(?:switched|moved|changed|transferred|transitioned|pivoted)(?: careers| jobs"
               r"| roles| over)? (?:to|into) (?P<n>" + FIELDS_EN + r"|operations|finance|teaching"
               r"|nursing|product management|project management)\b"
               r"|(?<!never )(?<!almost )(?<!nearly )"
               r"\bbecame an? (?P<m>(?:[a-z]+ ){0,2}(?:" + JOBS_TAKEN_EN + r"))\b", re.I),
    "slot: a job changed to (switched to operations, became a teacher) is the occupation",
    SOURCE,
    ("switched to operations last week", "quit their PM job and became a teacher",
     "I moved into marketing", "became a senior data analyst"),
    ("switched to decaf", "moved to Denver", "became a mother", "became friends with Tom",
     "I never became a doctor", "I almost became a doctor", "nearly switched to sales"),
)

# A job corrected (其实我不是药剂师，是临床药师; "I'm not a nurse, I'm a midwife"): the job said
# after the "not" is the occupation, as a job changed to is (probe30: the profile kept 药剂师).
JOB_NOT_BUT_ZH = Row(
    "job_not_but_zh",
    re.compile(rf"不是(?:做|当)?{MEASURE_ZH}?(?:[\u4e00-\u9fff]{{1,6}}?)(?:了)?[，,]\s*(?:我)?(?:现在|其实|而)?"
               rf"(?:是|做|当){MEASURE_ZH}?"
               rf"(?P<v>(?:{DOING_JOBS_ZH}))(?=了?(?:[，。,.！!；;~～]|$)|的)"),
    "slot: a job said after its correction (不是药剂师，是临床药师) is the occupation and its "
    "value",
    "[beyond] issue 24 probe30: 其实我不是药剂师，是临床药师 kept nothing, 职业 stayed 药剂师",
    ("其实我不是药剂师，是临床药师", "我不是老师，是辅导员", "我不是护士了，现在是老师",
     "不是程序员，我是产品经理"),
    ("我不是药剂师", "不是我的错，是他的", "他不是老师，是学生家长", "不是周三，是周四"),
)
JOB_NOT_BUT_EN = Row(
    "job_not_but_en",
    re.compile(r"\b(?:i'?m|i am) not an? (?:[a-z]+ ){0,2}?(?:" + JOBS_TAKEN_EN + r")(?: anymore)?,?"
               r" (?:i'?m|i am|but an?|i work as) (?:actually )?an? (?P<m>(?:[a-z]+ ){0,2}(?:"
               + JOBS_TAKEN_EN + r"))\b"
               r"|(?:^|\bi |[,;] )(?:just |recently )?(?:got |was |have been |'ve been )?"
               r"promoted to"
               r" (?:an? |be an? )?(?P<n>(?:[a-z]+ ){0,2}(?:"
               + JOBS_TAKEN_EN + r"|lead|director|supervisor|partner))\b", re.I),
    "slot: a job said after its correction (I'm not a nurse, I'm a midwife) or promoted to is "
    "the occupation",
    "[beyond] issue 24 probe30: 'Actually I'm not a software engineer anymore, I got promoted to "
    "engineering manager' left occupation: software engineer",
    ("I'm not a nurse, I'm a paramedic", "I got promoted to engineering manager last month",
     "I was promoted to senior analyst", "I'm not a teacher anymore, I'm a librarian"),
    ("I'm not a morning person, I'm a night owl", "my sister got promoted to manager",
     "I'm not a doctor but I play one on TV", "promoted to the next level"),
)

# A new job taken, to start on a date ("starts as a data analyst at the hospital in January",
# 2027年1月去一家新能源车企做产品经理): the job the user moves to is the occupation, the place
# the workplace (workplaces.py WORKPLACE_TO_START) — probe36: the profile kept no job after the
# offer, and 单位: 广告公司 after 陈晨 left it. A wish (我想去…) or someone's move (我妈下个月去…)
# is not one.
def to_start_zh(place: str, job: str) -> str:
    """去(一家) <place> 做 / 当 <job>, said after a date or an offer (the caller's groups)."""
    return (r"(?:^|(?<=[，。,.！!；;\s]))(?:拿到offer了?[，,]?\s*)?(?:我)?(?:\d{4}年)?"
            r"(?:\d{1,2}月)?"
            r"(?:(?:下个?月|下周|明年|年后)(?:初|底)?)?(?:就)?(?:要)?去(?:一家|一个)?"
            rf"{place}(?:做|当)(?:一名|一个)?{job}(?=了?(?:[，。,.！!；;~～]|$))")


_PLACE_TO_START_ZH = r"[\u4e00-\u9fffA-Za-z]{1,10}?(?:公司|企|医院|学校|银行|集团)"
JOB_TO_START_ZH = Row(
    "job_to_start_zh",
    re.compile(to_start_zh(_PLACE_TO_START_ZH, rf"(?P<v>{DOING_JOBS_ZH})")),
    "slot: a new job to start on a date (2027年1月去一家车企做产品经理) is the occupation",
    "[beyond] issue 24 probe36: a new job never reached the profile",
    ("拿到offer了，2027年1月去一家新能源车企做产品经理", "下个月去一家医院当护士",
     "明年去一家银行做柜员"),
    ("我想去一家医院当护士", "我妈下个月去一家医院当护士", "去一家咖啡店做作业", "去公司做报告"),
)
# "starting in march as a product manager": the time may come between (left41b)
STARTS_AS_EN = (r"(?:^|\bi(?:'ll| will|'m| am|'m going to| am going to)? |[,;] )"
                r"(?:starts?|starting)(?: (?:in|on|next|this) [a-z]+(?: \d{1,2})?)?")
JOB_TO_START_EN = Row(
    "job_to_start_en",
    re.compile(STARTS_AS_EN + r" (?:a new job |work )?as an? (?P<m>(?:[a-z]+ ){0,2}(?:"
               + JOBS_TAKEN_EN + r"))\b", re.I),
    "slot: a new job to start ('I start as a data analyst at the hospital') is the occupation",
    "[beyond] issue 24 probe36: a new job never reached the profile",
    ("got the job, starts as a data analyst at the hospital in January 2027",
     "I start as a nurse next month", "I'm starting as a junior developer on Monday",
     "got the offer, starting in march as a product manager at a fintech"),
    ("my sister starts as a nurse next month", "the movie starts as a comedy",
     "starts as a small team", "my sister is starting in march as a nurse"),
)

# The news said before its detail (拿到offer了，2027年1月去一家车企做产品经理; "I got the job! I
# start as a data analyst…"): read by memory/gate/fact_clauses.py, the detail completes it — the
# job taken fills a slot, so the short follow-up rule no longer joined them (a bare 拿到offer了).
JOB_GOT_LEAD = Row(
    "job_got_lead",
    re.compile(r"^(?:我)?(?:终于)?(?:拿到(?:了)?offer了?|被录用了|被录取了|面试过了|升职了)"
               r"$|^(?:i )?(?:finally )?got (?:the|an?|that) (?:job|offer|position)$", re.I),
    "links: a job got said alone, before the clause that tells it, is one fact with it",
    "[beyond] issue 24 fix36b: 拿到offer了 / 'got the job' kept alone once the job filled a slot",
    ("拿到offer了", "我拿到offer了", "I got the job", "got the offer", "被录用了", "我升职了"),
    ("拿到offer了吗", "got the job done", "I got a job interview", "我升职了吗"),
)

# 上周刚升了高级经理, 我升职了，现在是部门主管 kept nothing and left the old job in the profile;
# "I got promoted to senior analyst" was read (job_not_but_en): the Chinese twin (lead37).
_RANKS_ZH = r"[\u4e00-\u9fff]{0,4}?(?:经理|主管|总监|组长|主任|店长|主编|合伙人|负责人)"
_RANKS_EN = r"(?:[a-z]+ ){0,2}(?:manager|director|lead|supervisor|partner|vp|head of [a-z]+)"
PROMOTED_ZH = Row(
    "promoted_zh",
    re.compile(r"(?<![想要望能会该没])(?:升职|晋升|升|被?提拔)(?:了)?(?:[，,]\s*(?:现在|目前)?(?:是|做|当))?"
               rf"(?:成|为|到|做|当)?(?:了)?\s*(?:(?P<v>{_RANKS_ZH})|(?P<e>(?i:{_RANKS_EN})))"
               r"(?=了?\s*(?:[，。,.！!；;~～]|$))"),
    "slot: a rank the user was promoted to (升了高级经理) is the occupation and its value",
    "[beyond] issue 24 lead37: 其实我不是市场经理了，上周刚升了高级经理 kept nothing",
    ("上周刚升了高级经理", "我升职了，现在是部门主管", "被提拔为技术总监了",
     "刚升了 senior manager"),
    ("我想升职做经理", "温度升到了", "我没升职成经理", "房价又升了，经理说"),
)

# A job joined, said with its time and what is done there (做药品注册，下周一就入职; "starting at
# a new firm on monday, doing compliance"): the joining is a change of job, and what is done beside
# it is the job, whatever field it names (probe40: 林然's new job kept nothing, the profile kept
# 药剂师). What is done to join (入职体检, 办手续) is no job; a joining wished is none.
_JOINING_ZH = (r"(?<![想要算备划虑不没别])(?:就|要|将|会){0,2}(?:正式)?(?:入职|报到)(?:了|啦)?"
               r"(?=[，。,.！!~～\s]|$)")
_TO_JOIN = r"(?!完|了|好|体检|检查|手续|背调|准备|交接|入职)"
_WHEN_JOINING = r"(?:(?!想|打算|计划|考虑|不|没|别)[^，。,.！!；;？?吗]){0,10}?"
JOB_JOINED_ZH = Row(
    "job_joined_zh",
    # the first day at a workplace (第一天去新公司上班), as its note keeps it (the day a date)
    re.compile(rf"(?:^|(?<=[，。,.！!；;\s]))(?:我)?{_WHEN_JOINING}{_JOINING_ZH}"
               r"|(?<![想要别])第一天(?:去|在|到)(?!学校|幼儿园)[\u4e00-\u9fffA-Za-z]{2,10}?(?:上班|工作|报到)"),
    "memory signal: a job joined, said with its time (下周一就入职, 12月7日入职) — a change of job",
    "[beyond] issue 24 probe40: 做药品注册 下周一就入职 kept nothing",
    ("做药品注册，下周一就入职", "下周一就入职", "我12月7日入职", "下个月正式报到",
     "第一天去新公司上班（12月5日），在深圳南山"),
    ("我想下周入职", "入职体检做完了", "入职三年了", "下周一就入职吗", "不打算入职",
     "第一天去学校上课", "我想第一天去公司上班就请假"),
)
JOB_JOINING_ZH = Row(
    "job_joining_zh",
    re.compile(rf"(?:^|(?<=[，。,.！!；;\s]))(?:我)?(?:要|会|去|是)?(?:做|当){MEASURE_ZH}?"
               rf"{_TO_JOIN}(?P<v>[\u4e00-\u9fffA-Za-z]{{2,8}}?)(?:的)?[，,]\s*(?:我)?"
               rf"{_WHEN_JOINING}{_JOINING_ZH}"
               rf"|{_JOINING_ZH}[，,]\s*(?:我)?(?:要|会|去|是)?(?:做|当){MEASURE_ZH}?{_TO_JOIN}"
               r"(?P<w>[\u4e00-\u9fffA-Za-z]{2,8}?)(?=了?(?:[，。,.！!；;~～]|$))"),
    "slot: what is done at a job joined (做药品注册，下周一就入职) is the occupation and its value",
    "[beyond] issue 24 probe40: 做药品注册 下周一就入职 kept nothing, 职业 stayed 药剂师",
    ("做药品注册，下周一就入职", "做药品注册，12月7日就入职", "下个月入职，当产品经理",
     "我要做合规，明天就入职了"),
    ("先做体检，下周一就入职", "做完饭，下周一就入职", "做药品注册，我想下周一入职",
     "做药品注册", "下周一就入职", "做好准备，下周一就入职"),
)
_FIRM_EN = (r"(?:a |the |my )?new (?:firm|company|job|employer|practice|agency|office|startup"
            r"|hospital|clinic|bank|lab|team)")
# review41: started with a new bank / clinic is a customer's or a patient's, not a job
_JOIN_EN = (r"(?:just |finally )?(?:start(?:s|ing|ed)? (?:at |with (?!(?:a |the |my )?new "
            r"(?:bank|practice|clinic|hospital|agency)\b))"
            r"|join(?:s|ing|ed)? (?:at |with )?)")
JOB_JOINED_EN = Row(
    "job_joined_en",
    re.compile(rf"(?:^|\bi(?:'m| am|'ll| will)? |[,;] ){_JOIN_EN}{_FIRM_EN}\b"
               r"|\b(?:my|their) first (?:day|week) (?:of work )?(?:at|with) (?:the |my |their )?"
               r"(?:new )?(?:(?-i:[A-Z])[\w&'-]*|firm|company|job|office|hospital|clinic|bank"
               r"|startup|agency|lab)\b", re.I),
    "memory signal: a new job joined or to join ('starting at a new firm on monday') — a change "
    "of job",
    "[beyond] issue 24 probe40: 'starting at a new firm on monday, doing compliance' kept nothing",
    ("starting at a new firm on monday, doing compliance", "I start at a new company next week",
     "just joined a new startup", "December 5 was their first day at Stripe"),
    ("starting at a new gym on monday", "my sister starts at a new firm", "I started a new book",
     "starting a new firm would be fun", "my first day at school was scary",
     "my sister's first day at Stripe",
     "I just started with a new bank, the old one charged too much"),
)
JOB_JOINING_EN = Row(
    "job_joining_en",
    re.compile(rf"(?:^|\bi(?:'m| am|'ll| will)? |[,;] ){_JOIN_EN}{_FIRM_EN}\b[^,;.!?]*[,;] "
               r"(?:and )?"
               r"(?:i'?ll be |i'?m |i am |will be )?(?:doing|working in|in) "
               r"(?P<m>[a-z]+(?: [a-z]+)?)(?=[,;.!?]|$)", re.I),
    "slot: what is done at a new job joined ('starting at a new firm, doing compliance') is the "
    "occupation",
    "[beyond] issue 24 probe40: 'starting at a new firm on monday, doing compliance' kept "
    "occupation: nurse",
    ("starting at a new firm on monday, doing compliance", "I start at a new company next week, "
     "doing tax law"),
    ("starting at a new gym on monday, doing yoga", "starting at a new firm on monday",
     "my sister starts at a new firm, doing compliance"),
)

# A workplace changed to (跳槽到腾讯了) is the workplace slot's (memory/rules/workplaces.py).
ROWS: tuple[Row, ...] = (JOB_NOT_BUT_ZH, JOB_NOT_BUT_EN, JOB_CHANGED_ZH, JOB_CHANGED_EN,
                         JOB_TO_START_ZH, JOB_TO_START_EN, PROMOTED_ZH, JOB_JOINING_ZH,
                         JOB_JOINING_EN)
JOINED: tuple[Row, ...] = (JOB_JOINED_ZH, JOB_JOINED_EN, JOB_STARTED, JOB_TO_START_ZH,
                          JOB_TO_START_EN)
"""A job joined, started or to start (its signal, not its value): memory/gate/families.py reads
it as a change, memory/writing/extraction.py as the speaker's own said without a subject
(下周一就入职,
拿到offer了，2027年1月去一家车企做产品经理: left41b, a job to come is one joined)."""
