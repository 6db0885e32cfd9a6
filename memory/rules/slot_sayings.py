"""[beyond] More ways a user says a profile slot, and the birthday slot (issue 24, probe24f).

memory/facts/slots.py reads these beside the rows of memory/rules/slots.py: each row here both says
the slot and holds its value in named groups (a `Slot`'s `more`), so a way of saying a job
(我做平面设计, "I do graphic design") is a row of its own, not one more alternative in the
occupation pattern.
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.dates import DAY_OF_MONTH_EN as _DAY_EN
from strata_layered.memory.rules.dates import MONTH_EN as _MONTH_EN
from strata_layered.memory.rules.not_names import MOODS_EN, NOT_NAMES
from strata_layered.memory.rules.row import Row

SOURCE = "[beyond] issue 24 probe24f: {why}"
PROBE30 = "[beyond] issue 24 probe30: {why}"

# A job said as what the user does: 在一家医院做护士, 现在做平面设计. The job is one of the
# jobs said this way, or a field of work; 在家做饭, 做手工, 做了个梦, 做设计稿 are none.
DOING_JOBS_ZH = (r"护士|医生|老师|教师|律师|会计|厨师|司机|记者|编辑|翻译|客服|前台|保安|店长|主管"
               r"|[\u4e00-\u9fff]{0,3}(?:经理|师|员)")
FIELDS_ZH = (r"[\u4e00-\u9fff]{0,2}(?:设计|销售|运营|市场|财务|行政|人事|开发|研发|咨询|金融|投资"
           r"|外贸|电商|自媒体|新媒体|产品|物流|审计|医药|教培|房产中介)")
JOB_DOING_ZH = Row(
    "job_doing_zh",
    # 现在不当老师了 is a job left (job_left), not 在…当老师 (fix34)
    re.compile(r"(?:^|我|现在|目前|如今|在(?:(?![不没别])[^，。,.；;！!]){1,12}?)是?(?:当|做|搞)(?!了)"
               rf"(?P<v>{DOING_JOBS_ZH}|{FIELDS_ZH})(?=了?(?:[，。,.！!；;~～]|$)|的|工作)"),
    "slot: a job said as what the user does (做护士, 做平面设计) is the occupation and its value",
    SOURCE.format(why="我在一家医院做护士 / 我已經換工作了，現在做平面設計 showed no 职业; "
                  "probe32: 我是做设计的 kept nothing"),
    ("我在一家医院做护士", "已經換工作了，現在做平面設計", "我做运营的", "目前在一家外企做财务",
     "我现在做运营了", "我是做设计的"),
    ("我在家做饭", "我是做饭的那个", "周末在家做手工", "今天做设计稿做到很晚", "我做了一个梦",
     "现在不当老师了"),
)
# "I do graphic design for a small agency", "does marketing at a startup": a field of work the
# user does, not a hobby ("I do design for fun") nor a question ("Do graphic designers…?").
FIELDS_EN = (r"(?:(?:graphic|web|interior|ux|ui|product|fashion|game|industrial) )?design"
              r"|(?:digital )?marketing|sales|accounting|bookkeeping|consulting|copywriting|payroll"
              r"|(?:software|web|app) development|data (?:analysis|science|entry)|hr|it support"
              r"|recruiting|logistics|procurement|tax returns|social media management")
JOB_DOING_EN = Row(
    "job_doing_en",
    re.compile(r"(?:^|\bi )(?:(?:also|now|currently|mainly|still) )?(?:do|does) (?:freelance )?"
               rf"(?P<n>{FIELDS_EN})\b"
               # the field is what is done, not a noun's modifier ("sales calls", "design work")
               r"(?=\s*(?:$|[,.!;]|(?:for|at|in|with|and|now|full-time|part-time|as)\b))"
               r"(?![^.!]*\b(?:for fun|as a hobby|on the side|in (?:my|their) (?:spare|free) time))"
               r"(?![^.!]*\?)", re.I),
    "slot: a field of work the user does (I do graphic design) is the occupation and its value",
    SOURCE.format(why="'I do graphic design for a small agency' showed no occupation"),
    ("I do graphic design for a small agency", "does marketing at a startup",
     "I also do freelance web development"),
    ("I do design for fun", "Do graphic designers earn much?", "I do yoga every morning",
     "she said I do sales wrong?", "does sales calls for their dad's shop on weekends",
     "does marketing for their church on the side"),
)
# "I work in marketing", "I'm in sales": the field the user works in (not "work in London").
JOB_FIELD_EN = Row(
    "job_field_en",
    re.compile(r"(?:(?:\bi |^|, )(?:(?:also|now|currently|still) )?works?|\bi'?m|\bi am|^is)"
               r"(?: now| currently)? in "
               r"(?P<n>(?:digital )?marketing|sales|finance|accounting|hr|human resources|it|tech"
               r"|operations"
               r"|retail|hospitality|healthcare|education|insurance|real estate|publishing"
               r"|advertising|pr|public relations|construction|logistics|banking|consulting"
               r"|journalism|software|recruitment)\b(?![^.!]*\?)", re.I),
    "slot: the field the user works in (I work in marketing, I'm in sales) is the occupation",
    SOURCE.format(why="'I work in marketing' was kept with no occupation in the profile"),
    ("I work in marketing", "works in real estate now", "I'm in sales", "I also work in tech",
     "I'm now in operations", "changed jobs, works in operations now"),
    ("I work in London", "I'm in the garden", "do you work in sales?", "I work in a cafe"),
)
# "is now a UX researcher at a bank", "I'm currently a nurse": a job said with now between.
_NOT_JOB = r"(?!(?:bit|lot|little|few|year|week|day|month|member|fan|big|huge|better)\b)"
JOB_NOW_EN = Row(
    "job_now_en",
    re.compile(rf"\b(?:i'?m|i am|is) (?:now|currently|actually) an? {_NOT_JOB}"
               r"(?P<m>(?:[a-z]+ ){0,2}(?:(?:nurse|doctor|teacher|engineer|developer|designer"
               r"|lawyer|accountant|chef|driver|writer|manager|consultant|scientist|researcher"
               # any other -er / -ist / -ian is a job only with where it is done after it:
               # "is now a vegetarian", "a grandmother of two", "a Christian" are none
               r"|analyst)\b|[a-z]+(?:er|or|ist|ian)(?= (?:at|for|in|with) )))", re.I),
    "slot: a job said with now / currently before it is the occupation and its value",
    SOURCE.format(why="'I got a new job! I'm now a UX researcher at a bank' showed no occupation"),
    ("got a new job, is now a UX researcher at a bank", "I'm currently a nurse",
     "I am now a senior data analyst", "is currently a cashier at a supermarket"),
    ("I'm now a bit tired", "I'm a teacher", "I'm now a lot better", "I'm now a vegetarian",
     "is now a grandmother of two", "I'm actually a Christian, so no work on Sundays"),
)

# A birthday with its date (生日是3月14号, "my birthday is June 13th"): a birthday said without
# one (生日那天得到很多花, "happy birthday") fills and supersedes nothing.
_NUM_ZH = r"(?:\d{1,2}|[一二三四五六七八九十]{1,3})"
_MONTH_ZH = rf"(?:{_NUM_ZH}|[正冬腊])月"
_DAY_ZH = rf"(?:{_NUM_ZH}|初[一二三四五六七八九十]|廿[一二三四五六七八九]?)"  # 农历二月初五
BIRTHDAY = Row(
    "birthday",
    re.compile(rf"(?:生日|生辰)[：:]?\s*(?:其实|实际上|应该)?(?:是|在|为)?(?:\d{{4}}年)?"
               rf"(?:(?P<v>(?:农历|阴历|阳历|公历)?{_MONTH_ZH}{_DAY_ZH}[日号]?)"
               # 我生日是 March 3rd: the date said in English in a Chinese sentence (lead37)
               rf"|\s*(?P<e>{_MONTH_EN} {_DAY_EN}|{_DAY_EN}(?: of)? {_MONTH_EN})\b)"
               rf"|(?P<w>{_MONTH_ZH}{_DAY_ZH}[日号])(?:出生|生的|生日)"
               # "Tom's birthday is May 5th", "their mom's birthday…": someone else's
               r"|(?<!'s )(?<!their )(?<!his )(?<!her )"
               rf"\b(?:birthday|bday|b-day)(?: is| falls|'s)?(?: actually)?(?: on)?(?: the)? "
               rf"(?P<n>{_MONTH_EN} {_DAY_EN}|{_DAY_EN}(?: of)? {_MONTH_EN}"
               r"|\d{1,2}/\d{1,2}(?![/\d]))\b"  # "my bday is 4/12": as typed (lead39)
               rf"|born on(?: the)? (?P<m>{_MONTH_EN} {_DAY_EN}|{_DAY_EN}(?: of)? {_MONTH_EN})\b",
               re.I),
    "slot: the birthday, said with its date (month and day), and its value",
    SOURCE.format(why="我生日是3月14号 and 'My birthday is on June 3rd' had no profile slot, and "
                  "a correction (其实是4月14号 / 'is June 13th, not the 3rd') left both active"),
    ("我生日是3月14号", "生日其实是四月十四号", "my birthday is June 13th",
     "birthday is on the 3rd of June", "I was born on March 2nd", "生日：腊月二十三",
     "my bday is june 3rd", "我的生日其实是农历二月初五", "我生日是 March 3rd",
     "my birthday is 4/12"),
    ("我生日那天得到很多花", "Happy birthday!", "my birthday is next week", "生日快乐",
     "Remind me that Tom's birthday is on May 5th",  # someone else's, said in a user's note
     "planned a party because their mom's birthday is June 3rd",
     "my birthday is 4/12/2026 plans"),
)

# A pet's name said after a comma (领养了一只小狗，叫豆豆; "adopted a rescue dog, his name is
# Biscuit"): read before the pets value row, which took the species alone or nothing.
PET_NAMED = Row(
    "pet_named",
    re.compile(r"(?P<v>小?(?:猫|狗)|兔子|仓鼠|鹦鹉|柯基|金毛|柴犬|泰迪|布偶猫?)[^。！!？?，,]{0,6}[，,]\s*"
               r"(?:它|他|她)?(?:叫|名叫|叫做|名字叫|取名叫?)(?!得|声|了|起来|个不停)"
               r"(?P<n>[\u4e00-\u9fff]{1,4}?)(?=[，。！!~～]|$|呢|哦|啊)"
               r"|\b(?P<m>cat|dog|puppy|kitten|rabbit|parrot|hamster)\b[^.!?]{0,50}?, "
               r"(?:his|her|its|their) names? (?:is|are) (?P<k>(?-i:[A-Z])[\w'-]+)", re.I),
    "slot value: a pet and its name said after a comma (小狗，叫豆豆; dog…, his name is Biscuit)",
    SOURCE.format(why="上週末領養了一隻小狗，叫豆豆 showed 宠物: 小狗, 'We adopted a rescue dog "
                  "last weekend, his name is Biscuit' no pets"),
    ("领养了一只小狗，叫豆豆", "adopted a rescue dog on the weekend of May 6, his name is Biscuit",
     "我家的猫，它叫团子"),
    ("小狗，叫得很响", "my dog, his name tag fell off", "我的猫叫团子"),
)

# An age reached (I just turned 33, 刚过完三十岁生日, 满三十岁了): the age the user is now.
_AGE_WORD = (r"\d{1,2}|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:-(?:one|two"
             r"|three|four|five|six|seven|eight|nine))?|(?:thir|four|fif|six|seven|eigh|nine)teen")
AGE_REACHED = Row(
    "age_reached",
    re.compile(rf"(?:^|\b(?:i|i've|i have|just|finally|officially) )turned (?P<n>{_AGE_WORD})\b"
               r"(?! o'clock|:|%| degrees| minutes| hours| pages)"
               r"|(?:刚|刚刚|已经|终于)?(?:满|过完?了?)(?P<v>[\d一二三四五六七八九十]{1,3})岁",
               re.I),
    "slot: an age reached (turned 33, 满三十岁) is the user's age now, and its value",
    SOURCE.format(why="'I turned 33 yesterday' after 'I'm thirty-two' kept nothing, the profile "
                  "stayed 32"),
    ("I turned 33 yesterday", "I just turned thirty-one", "刚过完三十岁生日", "上个月满40岁了",
     "turned 33 on November 30"),
    ("the light turned green", "I turned 5 pages", "三岁的时候", "the weather turned cold"),
)

# An age said without 岁 / "years old" (我今年32了, "I'm a 32-year-old nurse").
AGE_BARE = Row(
    "age_bare",
    re.compile(r"(?:^|我|俺)今年(?P<v>\d{1,2}|[二三四五六七八九]?十[一二三四五六七八九]?)了"
               r"|(?:^|我|俺|\s)今年(?P<w>\d{2})(?=\s|[，,。！!]|$)"  # 我叫小雨 今年25 (lead39)
               r"|(?:^is|\bi'?m|\bi am) an? (?P<n>\d{1,2})-year-old\b"
               r"|(?:^is|\bi'?m|\bi am) (?-i:[A-Z][a-z]+), (?P<m>\d{1,2})(?=[,.!]|$)", re.I),
    "slot: an age said without 岁 (今年32了), as a 32-year-old or after a name (Sam, 41), and "
    "its value",
    SOURCE.format(why="我今年32了 kept nothing; 'I'm a 32-year-old nurse' gave no age"),
    ("我今年32了", "俺今年三十五了", "I'm a 32-year-old nurse", "is Sam, 41, works as a chef",
     "我今年25，在成都上班"),
    ("今年2026了", "my 5-year-old son", "今年过得好快了", "今年3，4月份去", "今年25号发工资"),
)

# "We got engaged", 我们订婚了: engaged is a relationship status (slot_relationship had none).
ENGAGED = Row(
    "engaged",
    # lead38: "My boyfriend and I got engaged" is noted "they and their boyfriend got engaged",
    # 我和男朋友订婚了 "和男朋友订婚了": the user and their partner, engaged.
    re.compile(r"(?:\b(?:i|we)(?:'m|'re| am| are| just| recently| finally)? |^(?:just |recently "
               r"|finally )?|^they and (?:their |my )?[A-Za-z]+ (?:just |finally |recently )?)"
               r"(?:got |are |am |is )?(?P<n>engaged)\b(?! in\b| with\b| to the)"
               r"|(?:我|我们|^)(?:和(?:男朋友|女朋友|男友|女友|对象))?(?:已经|刚|终于)?(?P<v>订婚)了",
               re.I),
    "slot: engaged (I got engaged, 我们订婚了) is the relationship status, and its value",
    SOURCE.format(why="'I got engaged last weekend' gave no relationship status"),
    ("I got engaged last weekend", "got engaged on the weekend of May 6", "我们订婚了",
     "they and their boyfriend got engaged on December 6", "我和男朋友订婚了"),
    ("the line is engaged", "I was engaged in a debate", "they got engaged", "想订婚",
     "我妹妹和男朋友订婚了", "their sister and her boyfriend got engaged"),
)

# "I have a girlfriend now", 我交女朋友了: a partner had is a relationship status too.
PARTNER_NOW = Row(
    "partner_now",
    # a partner at work or for a project ("We have a new partner at the firm") is no status
    re.compile(r"(?:^|\b(?:i|we)(?: |(?=')))(?:now )?(?P<n>(?:has|have|got) an? (?:new )?"
               r"(?:girlfriend|boyfriend|partner(?! (?:at|for|in|on|from|to|with)\b))"
               r"|(?:am|'m|are|'re|is) (?:now )?"
               r"(?:in a relationship|dating (?:someone|somebody)))\b(?! of\b|['’]s)"
               r"|(?:^|我)(?:现在|最近|终于|也)*(?P<v>(?:有|交)了?(?:女朋友|男朋友|对象)了|(?:在)?谈恋爱了"
               r"|脱单了)", re.I),
    "slot: a partner had (I have a girlfriend now, 我交女朋友了) is the relationship status",
    SOURCE.format(why="'I'm single' then 'I have a girlfriend now, her name is Amy' kept "
                  "relationship: single"),
    ("has a girlfriend now, her name is Amy", "I'm in a relationship", "我交女朋友了",
     "现在有男朋友了", "脱单了", "我最近在谈恋爱了"),
    ("my sister has a boyfriend", "I have a girlfriend's birthday to plan", "你有女朋友吗",
     "想交女朋友", "We have a new partner at the firm", "I have a partner for the project now"),
)

# 我们分手了 / "we broke up": single again (the status the profile shows), as 脱单了 is a partner.
BROKE_UP = Row(
    "broke_up",
    re.compile(r"(?:^|我们|我(?:和|跟)[^，。,.！!？?]{1,6})(?:已经|上个月|上周|昨天|最近|刚"
               r"|\d{4}年|\d{1,2}月|\d{1,2}[日号])*"
               r"(?P<v>分手)了(?![吗么呢])"
               r"|(?:^|\b(?:we|i)\b )(?:just |finally |recently |have |'ve )?(?P<n>broke up"
               r"|split up)\b(?! with (?!(?:my|him|her)\b))", re.I),
    "slot: a partner left (我们分手了, 'we broke up') is the relationship status: single",
    SOURCE.format(why="round 32: 我女朋友叫小雨 then 我们分手了 kept nothing (a short message), "
                  "婚恋 showed nothing"),
    ("我们分手了", "我和小雨上个月分手了", "我们2026年2月分手了", "We broke up last month",
     "I just split up with my boyfriend"),
    ("我们要不要分手", "他们分手了吗", "我朋友分手了", "the band split up"),
)

# "Hi! I'm Maya", "is Sam, 41, works as a chef": a name said as who the user is, in capitals
# and alone (not "I'm British", "I'm Tom's dad", "Is Maya coming?").
_NOT_NAMES = (rf"{NOT_NAMES}|British|English|Scottish|Irish|Welsh|American|Canadian|Australian"
              r"|Chinese|Japanese|Korean|French|German|Dutch|Spanish|Italian|Indian|Mexican"
              r"|Brazilian|Catholic|Christian|Muslim|Jewish|Buddhist|Hindu|Asian|European|African"
              r"|Black|White|Gay|Single|Fine|Good|Okay|Ok|Sorry|Back|Done|Ready|Sure|Not|So"
              rf"|Really|Very|Always|Never|Now|Actually|Currently|{MOODS_EN}")
NAME_SAID_EN = Row(
    "name_said_en",
    re.compile(r"(?:(?:^|[,.!]\s+|\band\s+|\b(?:hi|hey|hello|hiya)[,!.]?\s+)(?:i'?m|i am|is)"
               # "this is Jerry, my cat": someone shown, unless the turn opens with it
               r"|(?:^|\b(?:hi|hey|hello|hiya)[,!.]?\s+)this is) "
               rf"(?!(?:{_NOT_NAMES})\b)(?P<n>(?-i:[A-Z][a-z]+))(?=[,.!]|$|\s+and\b)"
               r"(?![^.!]*\?)", re.I),
    "slot: a name said as who the user is (Hi! I'm Maya, is Sam, 41) is the name, and its value",
    SOURCE.format(why="'Hi! I'm Maya, I'm thirty-two…' / 'Hey, I'm Sam, 41…' gave no name"),
    ("Hi! I'm Maya, I'm thirty-two", "is Sam, 41, works as a chef in Bristol", "I'm Maya.",
     "turned 33 on November 30 and is Maya"),
    ("I'm British, I live in Leeds", "I'm Tom's dad", "Is Maya coming?", "I'm Sorry.",
     "I'm tired", "and this is Jerry, my cat", "is Tired, 28"),
)

# 我家有只橘猫叫胖虎, 家里养了只狗: a pet kept, said without 一 (facts.py `possession` wants
# a number before 只): a memory signal, read beside it.
PET_KEPT_ZH = Row(
    "pet_kept_zh",
    re.compile(r"(?:(?:我|我们|^)(?:家|家里)?(?:有|养了|养着)|(?:^|我)?家里(?:有|养了|养着)一?)只"
               r"(?!是|不过|要|能|有|好|会)"),
    "memory signal: a pet the user keeps, said without a number (我家有只橘猫)",
    SOURCE.format(why="我家有只橘猫叫胖虎 kept nothing"),
    ("我家有只橘猫叫胖虎", "家里养了只狗", "我养了只仓鼠"),
    ("我有只是想问问", "只有我家有", "我家有点远"),
)

# A measure said high or low (我血压有点高, 血糖偏高, "my cholesterol is a bit high"): a health
# condition as people say it before a diagnosis, and what the assistant must mind (less salt).
HEALTH_MEASURE = Row(
    "health_measure",
    re.compile(r"(?P<v>(?:血压|血糖|血脂|胆固醇|尿酸|转氨酶)(?:一直|有点|有些|偏|比较|很|特别|太)*"
               r"(?:高|低))(?![兴手级档端峰铁])"
               r"|(?P<n>(?:blood pressure|cholesterol|blood sugar|uric acid)(?: levels?)? (?:is|are"
               r"|has been|runs?|was)(?: always| still)?(?: a (?:bit|little)| slightly| quite"
               r"| really| too| pretty| kind of)? (?:high|low))\b", re.I),
    "slot: a measure said high or low (血压有点高, 'my cholesterol is a bit high') is a health "
    "condition and its value",
    PROBE30.format(why="我血压有点高，医生让我少吃盐 kept nothing; 'my cholesterol is a bit high' "
                  "filled no 健康 / health"),
    ("我血压有点高", "血糖偏高", "my cholesterol is a bit high", "My blood pressure runs high"),
    ("血压计坏了", "今天量了血压", "high cholesterol foods", "the blood pressure cuff is tight",
     "血压高峰期"),
)

# An occasion's date said (our anniversary is on June 12, "my due date is August 9th"): a fact to
# keep, as 结婚纪念日是6月12号 is (an event in Chinese); a birthday has its own row (probe30).
DATED_OCCASION_EN = Row(
    "dated_occasion_en",
    re.compile(r"\b(?:(?:wedding )?anniversary|due date|wedding(?: day)?|graduation)"
               r"(?: is| falls| will be|'s)(?: actually)?(?: on)?(?: the)? "
               rf"(?:{_MONTH_EN} {_DAY_EN}|{_DAY_EN}(?: of)? {_MONTH_EN})\b", re.I),
    "memory signal: an occasion of the user's life said with its date (month and day)",
    PROBE30.format(why="'Our anniversary is on June 12' kept nothing, while 我们的结婚纪念日是"
                   "6月12号 was kept"),
    ("Our anniversary is on June 12", "my due date is August 9th",
     "our wedding anniversary falls on the 3rd of May"),
    ("Happy anniversary!", "What should I get her for our anniversary?",
     "the anniversary edition is out", "our anniversary is next week"),
)

ROWS: tuple[Row, ...] = (PET_KEPT_ZH, NAME_SAID_EN, ENGAGED, JOB_DOING_ZH, JOB_DOING_EN,
                         JOB_FIELD_EN, JOB_NOW_EN, BIRTHDAY, PET_NAMED, AGE_REACHED, AGE_BARE,
                         PARTNER_NOW, HEALTH_MEASURE, DATED_OCCASION_EN, BROKE_UP)
