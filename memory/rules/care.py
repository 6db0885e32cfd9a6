"""[beyond] A user's care: an appointment, what a doctor said, sleep going badly (issue 24).

probe36 typed two weeks of a health worry: "ultrasound booked for the 22nd", 约了周四上午去医院做
胃镜, 复查约在22号, 医生说是慢性胃炎, 医生让我少吃辣 kept nothing, so the worry said before them
(担心是胃溃疡) stayed the newest word on it. An appointment is an event of the user's to come;
what a doctor found or asked of them is a fact about their health.
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.dates import DAY_OF_MONTH_EN as _DAY
from strata_layered.memory.rules.dates import MONTH_EN as _MONTH
from strata_layered.memory.rules.dates import WEEKDAY_EN
from strata_layered.memory.rules.medicines import (
    HEALTH_READING,
    MEDICINE_ADDED,
    MEDICINE_CHANGED,
    MEDICINE_TAKEN,
)
from strata_layered.memory.rules.row import Row

APPOINTMENT = Row(
    "appointment",
    re.compile(r"(?:^|(?<=[我，,]))(?:已经)?(?:约了|预约了?|约在|挂了[^，。！？]{0,6}号|排了)"
               r"(?=[^，。！？!?]{0,12}(?:医院|医生|检查|复查|手术|胃镜|肠镜|体检|牙|面试|号|日|周|星期"
               r"|上午|下午|点))"
               r"|(?:复查|检查|手术|体检|面试|胃镜|肠镜|产检)(?:的?时间)?(?:约在|定在|安排在|约到)"
               r"|\b(?:appointment|check-?up|scan|surgery|ultrasound|mri|x-ray|exam|interview"
               r"|consultation|follow-?up)\b[^.!?]{0,30}\b(?:is )?(?:booked|scheduled|set)"
               r" (?:for|on)\b"
               r"|\b(?:booked|scheduled|got) (?:a|an|my) (?:doctor'?s |dentist |hospital )?"
               r"(?:appointment|check-?up|scan|surgery|ultrasound|mri|x-ray|consultation)\b", re.I),
    "memory signal: event (an appointment the user made, with its time or place)",
    "[beyond] issue 24 lead36 (probe36's two weeks: 约了周四上午去医院做胃镜, 'ultrasound booked "
    "for the 22nd' kept nothing)",
    ("约了周四上午去医院做胃镜", "复查约在22号", "My ultrasound is booked for the 22nd",
     "I booked a dentist appointment"),
    ("我约了朋友吃饭吗", "约会真开心", "The restaurant is booked", "I booked a table",
     "约了几个朋友去唱歌"),
)

DOCTOR_SAID = Row(
    "doctor_said",
    # probe38: any medical professional's order ("The surgeon said no walking Biscuit…")
    re.compile(r"(?:医生|大夫|护士|康复师|理疗师|治疗师|药剂师)(?:说|讲|诊断|确诊|建议|让我|叫我|要我"
               r"|嘱咐|交代)"
               r"|(?:确诊|诊断)(?:为|是|出)"
               r"|\b(?:the |my )?(?:doctor|doc|gp|dentist|physician|specialist|surgeon|nurse"
               r"|physio|physiotherapist|physical therapist|cardiologist|oncologist"
               r"|dermatologist|orthopedist|pharmacist|midwife)\s+(?:said|says"
               r"|told me|thinks|diagnosed|recommended|wants me|put me on|prescribed)\b"
               r"|\bdiagnosed with\b", re.I),
    "memory signal: important fact (what a doctor found in the user or asked of them)",
    "[beyond] issue 24 lead36 (probe36's two weeks: 医生说是慢性胃炎, 医生让我少吃辣 kept nothing)",
    ("医生说是慢性胃炎", "医生让我少吃辣", "The doctor said it's just a mild sprain",
     "I was diagnosed with asthma", "The surgeon said no walking Biscuit for six weeks",
     "护士交代我伤口别沾水", "my physio told me to rest the knee", "康复师让我每天练半小时"),
    ("我想当医生", "医生很忙", "my doctor is nice", "I saw the doctor", "the nurse was kind",
     "护士很忙", "my wife is a surgeon"),
)

# "The surgeon said no walking Biscuit for six weeks" (probe38): what a medical professional
# told the user not to do, or to do less or more of, restricts answers as an allergy does.
_CARER_ZH = "医生|大夫|护士|康复师|理疗师|治疗师"
_CARER_EN = (r"doctor|doc|gp|dentist|physician|specialist|surgeon|nurse|physio|physiotherapist"
             r"|physical therapist|cardiologist|dermatologist|orthopedist|midwife")
MEDICAL_ORDER = Row(
    "constraint_medical_order",
    re.compile(rf"(?:{_CARER_ZH})(?:说|让我|叫我|要我|嘱咐|交代|建议)(?:我)?[^。！!？?]{{0,12}}?"
               r"(?:别|不要|不能|不许|禁止|少|多|避免|暂时不)"
               rf"|\b(?:{_CARER_EN})\s+(?:said|says|told (?:me|them)|wants me|advised me"
               r"|recommended)"
               r"\s+(?:(?:that )?(?:i|we) (?:should(?:n't| not)?|can(?:'t|not)|must(?:n't)?"
               r"|need to)\b"
               r"|to (?:avoid|stop|cut|rest|keep|stay)\b|not to\b|no\s+\w+)", re.I),
    "a constraint reaching 饮食、运动、健康、旅行: what a medical professional ordered the user",
    "[beyond] issue 24 probe38: 'The surgeon said no walking Biscuit for six weeks after the "
    "surgery' kept nothing (doctor_said read doctor only)",
    ("The surgeon said no walking Biscuit for six weeks", "医生让我少吃辣",
     "护士交代我伤口一周别沾水", "my physio told me to rest the knee",
     "The doctor said I shouldn't lift anything heavy"),
    ("The doctor said it's just a mild sprain", "医生说是慢性胃炎", "my wife is a surgeon",
     "the nurse said hi", "康复师很专业"),
)
MEDICAL_TOPICS = ("饮食", "运动", "健康", "旅行")

# 最近睡得很差 kept nothing (plans37) while 我最近睡得很差 and 这阵子老失眠 were kept: sleep going
# badly over a period is a recurring health state ("has been stressed lately and sleeping poorly" is
# kept by bench/data/README.md's judgement calls); one bad night (昨晚没睡好) is a passing one.
SLEEP_TROUBLE = Row(
    "sleep_trouble",
    re.compile(r"(?<![你他她])(?:最近|这阵子|这段时间|这几周|近来|一直|经常|老是?|总是)(?:都|也|还)?"
               r"(?:睡(?:得|的)?(?:很|特别|非常|挺|不太|不怎么)?(?:差|不好|不着|不踏实|不安稳)|失眠"
               r"|入睡困难|(?:半夜|夜里)(?:老|总|经常)?(?:醒|睡不着))"
               r"(?![^，。！？!?]*[吗么呢][？?]?$)"
               r"|\b(?:i )?(?:haven'?t|have not) been sleeping (?:well|much|properly|great)\b"
               r"|\bi'?ve been (?:having )?(?:trouble|problems|a hard time) (?:sleeping|falling "
               r"asleep)\b|\bi (?:can'?t|cannot) sleep (?:lately|these days)\b", re.I),
    "memory signal: important fact (the user's sleep going badly over a period: a health "
    "state, not one night)",
    "[beyond] issue 24 plans37 (own sentences: 最近睡得很差, 'I haven't been sleeping well "
    "lately'; bench/data/README.md: 'has been stressed lately and sleeping poorly' is kept)",
    ("最近睡得很差", "这阵子老失眠", "I haven't been sleeping well lately", "最近总是半夜醒",
     "I've been having trouble sleeping"),
    ("昨晚没睡好", "I slept badly last night", "你最近睡得好吗", "今晚睡不着",
     "I can't sleep tonight"),
)

_WEEKDAY = rf"(?:this |next )?{WEEKDAY_EN}"
# probe37: "The custody hearing is on January 14th at 9am at the county courthouse" kept nothing,
# and "The hearing got moved to January 21st" was then kept with no hearing to move.
DATED_PROCEEDING = Row(
    "dated_proceeding",
    re.compile(r"\b(?<!free )(?:(?:custody|court|divorce|immigration|visa|bail|parole|sentencing)"
               r" )?(?:hearing|trial|court date|mediation|deposition|arraignment"
               r"|(?:visa|citizenship|green card) interview)(?: is| was| will be|'s)"
               r"(?: now)?(?: set| scheduled| booked)?(?: for| on)?(?: the)?"
               rf" (?:{_MONTH} {_DAY}|{_DAY}(?: of)? {_MONTH}|{_WEEKDAY})\b"
               r"|(?:开庭|听证会?|庭审|调解|面签)(?:的?时间)?(?:定在|是|在|约在|安排在)"
               r"(?=[^，。！？]{0,4}(?:\d|[一二三四五六七八九十]|下?周|星期|明天|后天))", re.I),
    "memory signal: event (a hearing, a trial or an official interview of the user's, with "
    "its date: a day they must keep)",
    "[beyond] issue 24 probe37: 'The custody hearing is on January 14th at 9am' kept nothing",
    ("The custody hearing is on January 14th at 9am at the county courthouse",
     "my court date is March 3rd", "Our mediation is set for next Tuesday", "开庭时间定在1月14号",
     "the visa interview is on the 5th of May"),
    ("The hearing went well", "The free trial is on March 3rd", "I watched a trial on TV",
     "我去法院旁听了一次庭审", "the hearing aid is on the table"),
)

# probe42: 下周三要带朵朵去打疫苗 / 下周三要去打疫苗 kept nothing (no 我, no appointment word):
# a care visit on a day, the speaker's own or a child's they take, is a day to keep.
_DAY_FIRST_ZH = (r"(?:\d{4}年)?(?:\d{1,2}月)?(?:\d{1,2}|[一二三四五六七八九十]{1,3})[日号]"
                 r"|明天|后天|大后天|下个?(?:周|星期|礼拜)[一二三四五六日天]?|下个?月|(?:这|本)?(?:周|星期)[一二三四五六日天]")
CARE_VISIT_ZH = Row(
    "care_visit_zh",
    # probe43: 你帮我记着下礼拜三下午两点带老伴儿去医大一院神经内科复查 — asked to be kept, an
    # hour said in words, no 要, and the hospital and department named
    re.compile(rf"^\s*(?:你?(?:帮我|给我)记着|记住|记一下)?(?:{_DAY_FIRST_ZH})(?:上午|下午|早上|晚上)?"
               r"(?:[\d一二两三四五六七八九十]{1,3}点半?)?(?:要|得|准备|还要)?"
               r"(?:带[\u4e00-\u9fff]{1,4}?)?去(?:[\u4e00-\u9fff]{1,10}?(?:医院|院|科|诊所|中心)|社区|卫生院)?"
               r"(?:打疫苗|打[\u4e00-\u9fff]{0,3}疫苗|体检|复查|产检|看医生|看病|看牙|拔牙|做手术|做检查|做B超|抽血)"),
    "memory signal: event (a care visit on a day, the user's or a child's they take: 下周三要带朵朵"
    "去打疫苗); said without 我, the speaker's own plan (memory/writing/extraction.py "
    "`_unsaid_self`)",
    "[beyond] issue 24 probe42: a new mother's 下周三要带朵朵去打疫苗 五联 你到时候提醒我一下 kept "
    "nothing",
    ("下周三要带朵朵去打疫苗", "12月16日要去打疫苗", "明天要带我妈去医院复查", "下个月要去产检",
     "你帮我记着下礼拜三下午两点带老伴儿去医大一院神经内科复查"),
    ("他下周三要去打疫苗", "下周三要去打球", "打疫苗疼不疼", "下周三去医院看望朋友",
     "下周三去科技馆参观"),
)

ROWS: tuple[Row, ...] = (APPOINTMENT, DOCTOR_SAID, SLEEP_TROUBLE, DATED_PROCEEDING, CARE_VISIT_ZH)

CARE_FACTS: tuple[Row, ...] = (DOCTOR_SAID, SLEEP_TROUBLE, MEDICINE_TAKEN, MEDICINE_CHANGED,
                                MEDICINE_ADDED)
OWN_CARE: tuple[Row, ...] = (APPOINTMENT, DOCTOR_SAID, CARE_VISIT_ZH, DATED_PROCEEDING,
                             HEALTH_READING)
"""The rows of the speaker's own care said without 我 (memory/writing/extraction.py `_unsaid_self`);
a reading of the body too (空腹血糖7.8: leftzh43)."""
"""The rows of a fact of the user's health (memory/gate/families.py's fact family)."""
