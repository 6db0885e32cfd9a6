"""[beyond] What speaks to a slot of the user's without filling it (seed 004 §2.3 / §3.4).

memory/facts/slots.py reads these as a `Slot`'s `unless`: a sentence that says the slot this way is
not the user's state now, so it neither fills the profile nor supersedes what was said —
a move still ahead, a workplace's move, a move within the place (the city is the same), a
job wished for or hoped of someone, a name refused. The text's other clauses still count
(a plan's other sentences): "我是护士，以后想当医生" is a nurse.
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.people import PEOPLE_EN, PEOPLE_ZH
from strata_layered.memory.rules.row import Row

PROBE = "[beyond] issue 24 probe31: {why}"

# A move still ahead (下个月要搬到杭州, 准备明年搬到上海) is a plan: the user lives where they
# did until it happens.
MOVE_PLANNED = Row(
    "move_planned",
    re.compile(r"(?:要|打算|准备|计划|想|将|决定)[^，。,.]{0,8}?(?:搬到|搬去|搬家)"
               r"|\b(?:going to|will|plan(?:ning)? to|want to|hope to|'ll) (?:move|relocate)\b",
               re.I),
    "no city slot: a move said as a plan (要 / 打算 / 准备 … 搬到) is still ahead",
    "[beyond] issue 24 probe24c: 我住在成都 then 下个月我要从成都搬到杭州 archived 住在成都 "
    "and showed 城市: 杭州 a month early",
    ("2026年12月要从成都搬到杭州", "我们准备2027年搬到上海", "we're going to move to Denver"),
    ("已经搬到杭州了", "moved to Portland last week", "我要去杭州出差"),
)

# "公司上个月搬到上海了", "the company just moved to Austin": a workplace moved, not the user
# (搬到上海了 said alone is the user's move: move_done_zh).
PLACE_MOVED = Row(
    "place_moved",
    re.compile(r"(?:公司|单位|工厂|办公室|总部|门店|店里|学校|部门|团队)[^，。,.！!；;]{0,8}?"
               r"(?:搬到|搬去|迁到|迁去|搬回)"
               r"|(?i:\b(?:company|office|firm|headquarters|hq|school|store|shop|factory|team|"
               r"startup|business)\b[^,.!;]{0,20}?\b(?:moved|relocated)\b)"),
    "no city slot: a workplace moved (公司搬到上海了) is no city of the user's",
    "[beyond] review30: 我住在杭州 then 公司上个月搬到上海了 showed 城市: 上海",
    ("公司上个月搬到上海了", "我们公司搬到上海了", "the company just moved to Austin",
     "Our office moved to Denver"),
    ("上个月搬到上海了", "我搬到公司附近了", "I moved to Austin for the company",
     "我妈搬到上海了"),
)

# 搬到公司附近了, 搬进新家了, "moved to a new apartment": the user moved, within the place
# they live; the city said before stands ("…in Denver" names a city: no such move).
MOVE_WITHIN = Row(
    "move_within",
    # 搬到杭州的新家: a home in another city (a home's 的 only after whose it is)
    re.compile(r"搬(?:到|去|进|回)?了?(?:[^，。,.！!；;]{0,8}?(?:附近|旁边|对面|隔壁|楼上|楼下|周边|边上)"
               r"|(?:[^，。,.！!；;的]{0,6}?|(?:自己|我们|咱们|咱家|我家|公司|学校|单位|厂里)的)"
               r"(?:新家|新房子?|宿舍|出租屋))"
               r"|(?i:\bmoved (?:in)?to (?:a|an|the|my|our|their) (?:[a-z]+ )?"
               r"(?:apartment|place|house|flat|home|room|dorm|condo|neighbou?rhood|building)\b)"
               # "…in Denver" names a city; "…in February 2026" (a date anchored) does not
               r"(?! in (?!(?i:january|february|march|april|may|june|july|august|september"
               r"|october|november|december)\b)(?-i:[A-Z]))"
               r"|(?i:\bmoved (?:closer to|near|next door|in with|out of)\b)"),
    "no city slot: a move within the place the user lives (搬到公司附近了, a new apartment)",
    PROBE.format(why="我住在北京 then 我搬到公司附近了 showed 城市: 公司附近; 'moved to a new "
                 "apartment' superseded the city"),
    ("我搬到公司附近了", "上个月搬进新家了", "搬进了学校的宿舍", "I moved to a new apartment",
     "moved to a new apartment in February 2026", "moved closer to work"),
    ("我搬到上海了", "moved to a new apartment in Denver", "moved to Portland last week",
     "我在公司附近吃饭", "搬到杭州的新家了"),
)

# 我想当老师, 梦想是当律师, 希望女儿以后当老师, "hopes their daughter becomes a teacher": a job
# wished for, or hoped of someone, is no job the user has.
JOB_WISHED = Row(
    "job_wished",
    re.compile(r"(?:想|希望|梦想|理想|愿望|打算|准备|计划|将来|长大后?|盼着|要是能)"
               r"[^，。,.！!；;？?]{0,10}?(?:当|做|成为|在[^，。,.！!；;]{1,10}?(?:上班|工作))"
               r"|(?i:\b(?:want|wants|wanted|hope|hopes|hoping|wish|wishes|dream|dreams|dreaming"
               r"|plan|plans|planning|would like|'d like|aspire|aspires|intend|intends)\b"
               r"[^,.!?;]{0,40}?\b(?:be|become|becomes|became|becoming|being|work as)\b)"),
    "no occupation slot: a job wished for, or hoped of someone, is no job of the user's",
    PROBE.format(why="我想当老师 / 'I hope my daughter became a teacher' showed 职业 / "
                 "occupation in the profile and would supersede the job the user has"),
    ("我想当老师", "梦想是当律师", "希望女儿以后当老师", "hopes their daughter became a teacher",
     "wants to become a nurse"),
    ("我是一名老师", "我想吃火锅", "became a teacher last year", "works as a nurse",
     "我在医院当护士"),
)

# 不喜欢别人叫我芳芳, "I hate it when people call me Fang": a name refused is a boundary, never
# the form of address (the profile showed 称呼: 芳芳, the name the user asked not to hear).
ADDRESS_REFUSED = Row(
    "address_refused",
    # 不如 / 不妨 / 不介意 / 要不 (叫我小芳吧) invite the name, they do not refuse it
    re.compile(r"(?:(?<!要)不(?!如|妨|介意|在乎|在意|然)|别(?!人)|讨厌|烦|受不了)"
               r"[^，。,.！!？?]{0,6}?(?:叫我|称呼我|喊我)"
               r"|(?i:\b(?:don'?t|do not|never|stop|hate|hates|dislike|dislikes|can'?t stand"
               r"|not)\b(?! mind\b)[^.!?]{0,25}?\bcall(?:s|ing)? me\b)"),
    "no address slot: a name the user refuses to be called is a boundary, not the address",
    PROBE.format(why="不喜欢别人叫我芳芳 showed 称呼: 芳芳 in the profile"),
    ("不喜欢别人叫我芳芳", "我讨厌别人叫我小芳", "I hate it when people call me Fang",
     "Please don't ever call me buddy"),
    ("叫我小芳就行", "call me Fang", "我喜欢别人叫我小芳", "you can call me Sam",
     "不如叫我小芳吧", "我不介意你叫我小芳", "要不叫我小芳吧", "I don't mind if you call me Sam"),
)

# 我有高血压，但没有糖尿病, "I have asthma but I don't have diabetes": a value said denied,
# the denial ending its clause just before it; a slot of many values took it with the others.
VALUE_DENIED = Row(
    "value_denied",
    re.compile(r"(?:没有?|不|无|从未|并未|从来没有?)(?:再)?(?:有|得|患|养|对)?过?$"
               r"|(?:\b(?:no|not|never|without)|n't (?:have|get))\s+(?:\w+\s+)?$", re.I),
    "no value: the clause before a value of a many-valued slot denies it (没有 / don't have)",
    "[beyond] review31: 我有高血压，但没有糖尿病 showed 健康: 高血压 糖尿病",
    ("但没有", "不对", "I don't have ", "never had "),
    ("我有", "我不久前查出了", "I have ", "was diagnosed with "),
    contexts=("我有高血压，但没有糖尿病",),
)

# 现在改成白班了，之前一直上夜班, "I work days now, I used to work nights": a change said with its
# old state, in either order; a single-valued slot took the value said last (the old one).
VALUE_PAST = Row(
    "value_past",
    re.compile(r"^\s*(?:我|他|她)?(?:以前|之前|原来|过去|曾经|从前|早先)"
               r"|(?<!got )(?<!get )(?<!'m )(?<!am )\bused to\b|\b(?:previously|formerly)\b",
               re.I),
    "not the value now: the clause before a single slot's value says a past state (以前 / used to)",
    "[beyond] lead35: 现在改成白班了，之前一直上夜班 showed 职业: 护士，夜班",
    ("之前一直上", "以前住在", "I used to work ", "previously lived in "),
    ("现在改成", "我住在", "now I live in ", "I'm used to working "),
    contexts=("现在改成白班了，之前一直上夜班",),
)

# A move planned or a workplace's goes on past a comma (咱下个月要搬家了，从成都搬到杭州;
# 公司搬家了，搬到上海): they hold back the whole sentence. The others only their clause
# (不要叫我王老师，叫我小芳就行 asks for 小芳; 我是老师，希望能做一个好老师 is a teacher).
# "I'm trying to get pregnant" showed health: pregnant (fix35): a state hoped for is no
# state of the user's health now.
HEALTH_WISHED = Row(
    "health_wished",
    re.compile(r"(?i:\b(?:trying|try|tried|hoping|hope|want|wants|wanting|planning|plan|wish)"
               r" (?:to )?(?:get|getting|become|be) pregnant\b)"
               r"|备孕|想(?:要)?怀孕|(?:希望|盼着)(?:能)?怀(?:上|孕)"),
    "no health value: a pregnancy hoped or tried for is no state of the user's now",
    PROBE.format(why="fix35: 'I'm trying to get pregnant' showed health: pregnant"),
    ("I'm trying to get pregnant", "we've been trying to get pregnant for a year", "我们在备孕",
     "我想怀孕"),
    ("I'm pregnant", "我怀孕了", "I'm three months pregnant"),
)

# 我家的猫叫团团，今年三岁 showed 年龄: 三 (fix35; main too): an age said of a pet, in the
# sentence that names it, is the pet's, held back whole from the user's age.
PET_AGE = Row(
    "pet_age",
    re.compile(r"(?:猫咪?|狗狗?|小猫|小狗|兔子|仓鼠|鹦鹉|乌龟)[^。！!？?]{0,12}?"
               r"(?:今年|已经|快|才)?[\d一二三四五六七八九十两]{1,3}(?:岁|个月大)"),
    "no age of the user's: an age said in the sentence naming a pet is the pet's",
    PROBE.format(why="fix35: 我家的猫叫团团，今年三岁 showed 年龄: 三"),
    ("我家的猫叫团团，今年三岁", "我的猫今年三岁了", "我养了一只猫，今年三岁",
     "家里的狗狗已经十岁了"),
    ("我今年三十岁", "我28岁，喜欢猫", "我家有两只猫"),
)

# 我有个弟弟在深圳做程序员 showed 职业: 程序员, 单位: 深圳; "I have a friend who works at Google"
# workplace: Google (fix35b, a first week): the user's 有 introduces someone, whose job and
# place the rest of the clause says.
SOMEONE_HAD = Row(
    "someone_had",
    re.compile(rf"有(?:一)?个(?:{PEOPLE_ZH})(?=在|是|做|当|住)"),
    "no state of the user's: someone introduced with the user's 有, whose job or place the "
    "clause says (有个弟弟在深圳做程序员)",
    "[beyond] issue 24 fix35b: 我有个弟弟在深圳做程序员 showed 职业: 程序员",
    ("我有个弟弟在深圳做程序员", "有个姐姐是律师"),
    ("我有个弟弟", "我在深圳做程序员"),
)
SOMEONE_WHO = Row(
    "someone_who",
    re.compile(rf"\b(?:have|has|had) (?:an?|one|two) (?:[a-z]+ )?(?:{PEOPLE_EN})s? (?:who|that)\b",
               re.I),
    "no state of the user's: someone the user has, whose job or place the sentence says ('a "
    "friend who works at Google'; the who clause is a clause of its own, so the sentence)",
    "[beyond] issue 24 fix35b: 'I have a friend who works at Google' showed workplace: Google",
    ("I have a friend who works at Google", "has a brother who lives in Paris"),
    ("I have a friend at work", "I work at Google"),
)
# 我是全职妈妈，老公在外企上班 showed 单位: 外企 (fix36): a clause a relative opens is theirs,
# whatever the memory's subject; the user's other clauses still fill the slot.
SOMEONE_OPENS = Row(
    "someone_opens",
    re.compile(rf"(?:^|[，,；;]\s*)(?:我的?|我家的?)?(?:{PEOPLE_ZH})(?!和我|跟我|与我|一起|们)"
               rf"|(?:^|[,;]\s*|\b(?:and|but|while|whereas) )(?:my|our) (?:{PEOPLE_EN})s?\b"
               r"(?! and (?:i|me)\b)", re.I),
    "no state of the user's: a clause opened by someone of the table (老公在外企上班, 'my wife "
    "works at Google') holds their job, workplace, city, diet or age, not the user's",
    "[beyond] issue 24 fix36: 我是全职妈妈，老公在外企上班 showed 单位: 外企; 我在家带孩子，"
    "我妈在医院上班 单位: 医院",
    ("是全职妈妈，老公在外企上班", "在家带孩子，妈在医院上班",
     "I'm a teacher and my wife works at Google", "I'm 30, my husband is 32"),
    ("我和老公住在上海", "老公和我都在外企上班", "My husband and I live in Paris",
     "I work with my brother at Google", "我在外企上班"),
)

# 我怕狗 showed 宠物: 狗 once a fear was kept, 我对猫毛过敏 宠物: 猫 (fix36): an animal the user
# fears or is allergic to is no pet of theirs (the clause only: 对猫过敏，但还是养了一只猫 has one).
ANIMAL_AVOIDED = Row(
    "animal_avoided",
    re.compile(r"(?:害怕|怕|恐惧)(?!我)(?:[\u4e00-\u9fff]{0,2})(?:猫|狗|兔子|仓鼠|鹦鹉)"
               r"|对(?:猫|狗|兔子|仓鼠|鹦鹉)(?:毛)?过敏"
               r"|\b(?:afraid|scared|terrified|frightened|fear|phobia|allergic) (?:of|to) (?:big "
               r"|large )?(?:cats?|dogs?|puppies|rabbits?|hamsters?|parrots?)\b", re.I),
    "no pets value: an animal the user fears or is allergic to (我怕狗, 对猫毛过敏, 'scared of "
    "dogs') is no pet of theirs",
    "[beyond] issue 24 fix36: 我怕狗 showed 宠物: 狗, 我对猫毛过敏 宠物: 猫",
    ("我怕狗", "我从小就害怕大狗", "我对猫毛过敏", "I'm scared of dogs", "afraid of big dogs",
     "I'm allergic to cats"),
    ("我养了一只狗", "我的狗怕打雷", "my dog is scared of thunder", "我的猫对鸡肉过敏"),
)

# "Turns out Lily is also allergic to cats" showed allergies: cat for her father (probe37): an
# allergy said of someone named, or of a relative anywhere in the clause, is theirs.
SOMEONE_ALLERGIC = Row(
    "someone_allergic",
    re.compile(r"(?:^|[\s,;:])(?!I\b)[A-Z][a-z]+(?:'s)? (?:is|was|gets|got|has been)"
               r" (?:also |very |really |severely |super |pretty |badly )?allergic\b"
               rf"|(?i:\b(?:my|our|his|her) (?:(?:little|older|younger|baby) )?(?:{PEOPLE_EN})s?"
               r" (?:is|are|was|were|gets|got|has been)(?: also| very| really| severely)?"
               r" allergic\b)"
               rf"|(?:{PEOPLE_ZH})(?:也|还|竟然|居然)?对[^，。！？,.!?]{{1,10}}过敏"),
    "no allergy of the user's: an allergy said of someone named or of a relative ('Lily is "
    "also allergic to cats', 'turns out my son is allergic to eggs', 发现女儿对猫过敏)",
    "[beyond] issue 24 probe37: 'Turns out Lily is also allergic to cats, we found out at my "
    "sister's place' showed allergies: cat in her father's profile",
    ("Turns out Lily is also allergic to cats", "turns out my son is allergic to eggs",
     "发现女儿对猫过敏", "Anna is severely allergic to peanuts"),
    ("I'm allergic to cats", "I am also allergic to dust", "我对花生过敏",
     "Turns out I'm allergic to cats", "My son and I love cats", "Turns out I am allergic to cats"),
)

# "I'm switching to the day shift starting in February" archived "works nights at a warehouse"
# and showed occupation: day shift two months early (probe37): a shift still ahead is a plan.
SHIFT_AHEAD = Row(
    "shift_ahead",
    re.compile(r"(?:要|将|打算|准备|计划)[^，。]{0,6}(?:改成|换成|改上|转到?|调到|调成)"
               r"(?:夜班|白班|早班|晚班|中班)"
               r"|\b(?:switching|moving|changing|going|transferring)(?: over| back)? (?:to|onto)"
               r" (?:the )?(?:day|night|early|late|morning|evening) shifts?\b[^.;]{0,12}?"
               r"\b(?:starting|from|next|after|in (?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov"
               r"|dec)[a-z]*)\b"
               r"|\b(?:will|'ll|going to|plan to) (?:be )?(?:switch(?:ing)?|mov(?:e|ing)|be on)"
               r" (?:to |onto )?(?:the )?(?:day|night|early|late|morning|evening) shifts?\b", re.I),
    "no shift of the user's now: a change of shift said as still ahead (要改成白班, 'switching "
    "to the day shift starting in February') is a plan: the shift held until then stands",
    "[beyond] issue 24 probe37: 'I'm switching to the day shift starting in February so I can be "
    "home with Lily at night' archived the night job and showed occupation: day shift",
    ("is switching to the day shift starting in February", "我下个月要改成白班",
     "I'll be on the night shift from January", "moving to the early shift next month"),
    ("I switched to the day shift last month", "我改成白班了", "我上夜班",
     "switching to the day shift was the best decision", "I work the night shift"),
)

# 听说前任结婚了, "Just found out my ex got married" showed 婚恋: 结婚 / relationship: got married
# (lives38; 我前任结婚了 said bare was the ex's already): a partner, a wedding or a break-up said of
# someone of the table or named is theirs, wherever the clause names them.
SOMEONE_PARTNERED = Row(
    "someone_partnered",
    # (?<!和男): 我和男朋友订婚了 is the user's, not a 朋友's (review38, lead38)
    re.compile(rf"(?<![和跟与同])(?<![和跟与同][男女])(?:{PEOPLE_ZH})(?!和我|跟我|与我|们)"
               r"[^，。！？,.!?]{0,6}?"
               r"(?:结婚|订婚|离婚|再婚|领证|脱单|(?:有|交|找)了?(?:新的?|个)?(?:男朋友|女朋友|对象))"
               # [beyond] review38: a note says the user's "my boyfriend and I" as "they and
               # their boyfriend": the couple is the user's
               rf"|(?i:(?<!they and )\b(?:my|our|his|her|their) (?:{PEOPLE_EN})s?\b"
               r"(?! and (?:i|me)\b))"
               r"[^.;!?]{0,20}?"
               r"\b(?i:(?:got|is|'s|are|was|has been|just got) (?:now )?(?:married|engaged|divorced"
               r"|remarried)|remarried|(?:has|got|'s got) an? (?:new )?(?:girlfriend|boyfriend"
               r"|partner|wife|husband)|is (?:now )?dating)\b"
               r"|(?:^|(?<!\b[Tt]hey and)(?<!\bI and)[\s,;:])(?!I\b)[A-Z][a-z]+ (?:just )?"
               r"(?:got|is) (?:married|engaged)\b"),
    "no relationship of the user's: a wedding, an engagement or a new partner said of someone of "
    "the table or named (听说前任结婚了, 'found out my ex got married') is theirs",
    "[beyond] issue 24 lives38: 听说前任结婚了 showed 婚恋: 结婚, 'Just found out my ex got "
    "married' relationship: got married",
    ("听说前任结婚了", "Just found out my ex got married", "刷朋友圈看到前男友有女朋友了",
     "Apparently my ex-wife is engaged now", "Turns out my ex has a new girlfriend",
     "Anna got married last week"),
    ("我结婚了", "我和老公结婚三年了", "My husband and I got married in May", "I got engaged",
     "我有男朋友了", "I'm single", "they and their boyfriend got engaged last week",
     "they and Mark got married in May", "我和男朋友订婚了", "和女朋友领证了"),
)

SENTENCE_WIDE: tuple[Row, ...] = (MOVE_PLANNED, PLACE_MOVED, PET_AGE, SOMEONE_WHO)

ROWS: tuple[Row, ...] = (MOVE_PLANNED, PLACE_MOVED, MOVE_WITHIN, JOB_WISHED, ADDRESS_REFUSED,
                         VALUE_DENIED, VALUE_PAST, HEALTH_WISHED, PET_AGE, SOMEONE_HAD,
                         SOMEONE_WHO, SOMEONE_OPENS, ANIMAL_AVOIDED, SOMEONE_ALLERGIC, SHIFT_AHEAD,
                         SOMEONE_PARTNERED)
