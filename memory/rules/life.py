"""[beyond] A zh user's life said in passing: a plan or wish, a worry, the household, a milestone.

memory/gate/families.py reads these with the other families: a plan or wish names an
undertaking that outlasts the day (学, 考, 养, 搬家, 换工作, 留学…) or a time ahead beyond the
week (明年, 下个月, 暑假, 元旦…); a worry is lasting when it is for someone's health or of
losing them, or about the user's work or future; the household said as one (我们家有三口人)
is the user's own fact; a day's outing that leaves a lasting mark (a new dish learned, new
friends, a work chosen for a show, a placing) is kept whatever day it was. A plan for the
next hours (一会儿去洗澡, 今晚想吃火锅) is no plan, a worry with nothing it is about (我很担心)
stays a mood, and an outing alone (今天去公园玩了) keeps nothing.
Motivated by issue 24's zh classes (bench learned out-of-source, train + dev: wishes and
plans 22, a day's outing 15, worries 14 of the 85 zh turns to keep that were missed); the
rows say what Chinese says in general, checked on the train and dev splits, never fitted to
one row.
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.people import PEOPLE_ZH, PETS_ZH
from strata_layered.memory.rules.row import Row

SOURCE = ("[beyond] issue 24 zh24: out-of-source zh misses, train + dev ({rows})")

# An undertaking that outlasts the day: what a plan or wish with it is about.
_UNDERTAKING = (
    r"(?:学(?!学|一下|习一下)|考(?:研|博|证|驾照|公务员|大学|雅思|托福|编制|[^，。！？!?]{0,4}证)"
    r"|报(?:名|考|个|一个|了|[^，。！？!?班课]{1,6}?(?:班|课))|养(?:一|只|个|条|猫|狗|宠物)|买(?:房|车|一套|套)|搬(?:家|到|去)"
    r"|换(?:工作|个工作|城市|行)|转行|跳槽|辞职|留学|出国|读研|读博|考上|创业|结婚|要(?:孩子|二胎)"
    r"|生(?:孩子|宝宝|二胎)|开(?:一家|家|个|一个)(?:店|餐馆|餐厅|咖啡馆|公司|工作室)"
    r"|去(?:[^，。！？!?]{1,8}?(?:旅行|旅游|留学|读书|工作|定居|探险)|旅行|旅游|留学|定居|探险))")

# Said for the next hours, a plan is an errand: 一会儿去洗澡, 今晚想吃火锅.
NEAR_TIME = r"(?:一会儿?|待会儿?|等会儿?|等一下|马上|今晚|今天晚上|现在就)"

PLAN_INTENT = Row(
    "plan_intent",
    re.compile(
        rf"(?<!本来)(?<!原来)(?<!本来还)(?<!原来还)(?:打算|计划|准备|决定|想要|很想|好想|真想|一直想"
        rf"|特别想|非常想|梦想|想)(?:着)?(?!{NEAR_TIME})(?:(?!问|知道|了解|看看)[^，。！？!?]){{0,6}}?"
        rf"{_UNDERTAKING}"),
    "memory signal: a plan or wish of the user's with a lasting undertaking in it (学, 考, "
    "养, 搬家, 换工作, 留学…): a plan (important fact)",
    SOURCE.format(rows="memorybank_zh 周立 2023-04-28:3, madial_zh 80:3, 136:3; probes: "
                  "我准备下个月考驾照 / 我想要学钢琴 / 我想养一只猫 kept nothing"),
    ("我准备下个月考驾照", "我想要学钢琴", "我想养一只猫", "我决定辞职去读研",
     "明年我想去日本旅行", "我想报书法班"),
    ("我今晚想吃火锅", "我想睡觉了", "我打算一会儿去洗澡", "我本来还想去旅游的",
     "我想知道怎么考驾照", "我想报警"),
    contexts=("我准备下个月考驾照。",),
)

PLAN_AHEAD = Row(
    "plan_ahead",
    re.compile(
        r"(?:明年|今年(?:夏天|冬天|暑假|寒假|年底|下半年)?|下个?月|下半年|下学期|暑假|寒假|年底"
        r"|毕业(?:以)?后|国庆|春节|元旦|过年)[^，。！？!?]{0,8}?(?:我们|我)?(?:都|也|还)?"
        r"(?:要|想|打算|准备|计划|(?<![晚聚舞开大例])会|去)(?!了|过)[\u4e00-\u9fff]"),
    "memory signal: a plan said with a time ahead beyond the week (明年, 下个月, 暑假, 元旦…)",
    SOURCE.format(rows="madial_zh 0:1, 12:1"),
    ("元旦晚会我要表演魔术", "今年我们班要一起过圣诞节", "我们全家下个月去三亚"),
    ("明天我要去上班", "今晚我想吃火锅", "去年我去了三亚", "下个月去了吗", "元旦晚会上好热闹"),
)

# A day's outing with a lasting mark in it: kept though said of today (今天学了一道新的菜).
MILESTONE = Row(
    "milestone",
    re.compile(
        r"学(?:会了|了)(?:一道|一首|一支|一个|一种|一些|几道|几首)?新的?[^，。！？!?]{0,2}"
        r"(?:菜|歌|曲子|舞|技能|乐器|语言|运动|招)"
        r"|认识了(?:一些|一个|几个|好多|很多|不少)?新(?:朋友|同学|同事)"
        r"|(?:被|给)(?:选入|选中|选上|评为|录用)|入选|获奖|得(?:了|到了)(?:[^，。！？!?]{0,3})"
        r"(?:第[一二三四五六七八九十\d]+名|最后一名|冠军|亚军|季军|[一二三\d]等奖|奖状|奖杯)"),
    "memory signal: an event with a lasting mark (a new skill, new friends, an achievement, a "
    "placing), kept though said of today",
    SOURCE.format(rows="memorybank_zh 张曼婷 2023-04-29:0, 郝明 2023-05-01:0, 郑思雨 "
                  "2023-04-30:0, madial_zh 32:1, 40:1"),
    ("今天我学了一道新的菜", "今天认识了一些新朋友", "我的作品被选入了展览",
     "我在运动会上得了最后一名"),
    ("今天我去公园玩了", "今天老师夸我字写得好", "我学了一会儿英语", "我得了感冒"),
    contexts=("你好，朋友。今天我参加了一个社群组织的聚会，认识了一些新朋友，很开心。",),
)

# A plan for the next hours is an errand, not a plan to keep: 我打算一会儿去洗澡.
ERRAND = Row(
    "errand",
    re.compile(
        rf"(?:打算|准备|计划|要|想)(?:先)?{NEAR_TIME}|{NEAR_TIME}(?:我)?(?:就|先|还)?"
        r"(?:打算|准备|计划|要|想)"),
    "no plan: a plan or wish for the next hours (一会儿, 待会, 马上, 今晚) is an errand; the "
    "plan families (facts.py ONGOING, plan_intent) keep nothing of it",
    "[beyond] issue 24 zh24: probes 我打算一会儿去洗澡 / 待会我要去超市 kept as plans",
    ("我打算一会儿去洗澡", "待会我要去超市", "今晚我打算早点睡"),
    ("我打算明年去留学", "我一会儿就好了", "我计划下个月搬家"),
)

# The same in English: "I'm going to bed now", "I'm about to head out", "off to the gym
# tonight" is an errand, not a plan ("I'm going to learn Spanish" stays one).
ERRAND_EN = Row(
    "errand_en",
    re.compile(
        r"\b(?:i'?m|i am|we'?re|just) (?:going|gonna|about|off|heading|headed)(?: to)?\b"
        r"(?=[^.!?]*\b(?:now|right now|tonight|in a (?:bit|minute|few|sec)|soon|for the night)\b)"
        r"|\b(?:going|off|heading|headed) to (?:bed|sleep)\b", re.I),
    "no plan: an English plan for the next hours (now, tonight, in a bit) is an errand; the "
    "plan families keep nothing of it",
    "[beyond] issue 24 probe24: \"I'm going to bed now, good night!\" kept as a plan",
    ("I'm going to bed now, good night!", "I'm about to head out for dinner now",
     "we're heading to the beach tonight"),
    ("I'm going to learn Spanish", "I'm planning to move to Berlin next year",
     "I'm about to graduate from college"),
)

# Chinese drops the subject: a fact clause that opens with the plan ("打算去探险", answering
# the partner's question) is the speaker's, as a change of mind is (whole_facts.py).
SUBJECTLESS_PLAN = Row(
    "subjectless_plan",
    re.compile(
        rf"^(?:也|还|一直|正|都|其实|确实)?(?:打算|准备|计划|决定|想要|梦想)(?!{NEAR_TIME})"
        rf"(?:(?!问|知道|了解|看看)[^，。！？!?]){{0,6}}?{_UNDERTAKING}"),
    "seed 000's condition, [beyond]: a plan with a lasting undertaking (as plan_intent), said "
    "without 我 and opening its clause, is the speaker's own (memory/writing/extraction.py keeps "
    "it "
    "as 我… would be)",
    SOURCE.format(rows="memorybank_zh 周立 2023-04-28:3 (打算去探险, answering 你是想去探险…"
                  "还是去滑雪呢？: the gate kept it, seed 000's 我 withheld it)"),
    ("打算去探险", "准备考研", "也计划明年搬家"),
    ("这周末打算在家躺平", "他打算去探险", "准备去吃饭了", "打算周末去爬山"),
    contexts=("打算去探险，尤其是想去看看那里的冰川和瀑布。",),
)

# A why-question takes its statement as given: 为什么奶奶会生病呢？ says 奶奶生病了 is so. Only
# of someone in the user's life and a change that lasts (moving away, illness, a divorce).
WHY_GIVEN = Row(
    "why_given",
    re.compile(
        rf"^为什么(?P<fact>(?:我的?|我们家的?|我家的?)?(?:最好的|最要好的)?(?:{PEOPLE_ZH}|{PETS_ZH})(?:们)?"
        r"[^，。！？!?]{0,4}?(?:要|会|就|突然|又)?(?:搬|生病|病了|去世|离婚|住院|做手术|出国|转学"
        r"|离开)[^，。！？!?]*?)(?:呢|啊|呀|了)?[？?!！。]*$"),
    "a why-question about someone in the user's life takes a lasting change as given: the "
    "statement it asks about is a fact (the question itself is not kept)",
    SOURCE.format(rows="madial_zh 30:1, 74:1, 76:1 (为什么我的好朋友要搬到另一个城市呢？)"),
    ("为什么我的好朋友要搬到另一个城市呢？", "为什么奶奶会生病呢？", "为什么爸爸妈妈要离婚？"),
    ("为什么叶子是绿色的？", "为什么我的朋友们从来不听我的意见呢？", "为什么你要搬家？",
     "他为什么要搬家？"),
)

# A wish that did not come true (本来还想…, 原来超级期待…): said with 本来 / 原来, it is no plan.
UNREALISED = Row(
    "unrealised",
    re.compile(
        r"(?:本来|原来|原本)(?:我)?(?:还|也|都|是)?(?:超级|挺|很|特别|一直)?"
        r"(?:想|打算|期待|准备|计划|要)"),
    "no fact: a plan or wish said with 本来 / 原来 is one that did not come true",
    SOURCE.format(rows="madial_zh 84:5 (我本来还想带朋友下次一起去的，现在失望透顶！ kept as a "
                  "plan); 84:1, 36:3"),
    ("我本来还想带朋友下次一起去的", "我原来超级期待去那个新开的甜品店的", "本来打算周末去爬山"),
    ("我本来就喜欢猫", "原来你也喜欢猫", "我打算去爬山"),
)

# A pet or someone gone missing is an event of the user's life, whatever day it is told.
GONE_MISSING = Row(
    "gone_missing",
    re.compile(
        rf"(?:{PETS_ZH}|{PEOPLE_ZH})(?:狗|猫)?(?:[\u4e00-\u9fff]{{1,3}}?)?"  # 猫团团: its name
        r"(?:又|突然|竟然|昨天|今天|上周|上个?月|前几天|前天)?"
        r"(?:不见了|走丢了|跑丢了|丢了|失踪了)"),
    "memory signal: an event (a pet or someone in the user's life gone missing), kept though "
    "said of today",
    SOURCE.format(rows="madial_zh 28:1 (我今天好伤心，我们家的狗狗不见了); the label guide keeps "
                  "'a pet going missing'"),
    ("我们家的狗狗不见了", "我的猫走丢了", "小狗昨天跑丢了", "我的猫团团上周走丢了"),
    ("我的钥匙不见了", "狗狗跑出去玩了", "我的猫找到了"),
)

# What the user does right now is no plan: 我准备去吃饭了, 现在我要去享受我的生日了, 我得走了.
# The closing 了 after 要 / 准备 …去 says it is about to happen only with a word of now
# (现在, 马上, 先) or for an action of the day (吃饭, 睡觉, 忙); 我要去深圳上班了,
# 我要去上大学了 and 我准备去医院做手术了 are a life's change still, as a lasting
# undertaking (我要去北京工作了) is.
_DAY_ACTION = (r"(?:吃|睡|洗澡|洗漱|做饭|做作业|写作业|准备(?:晚饭|午饭|早饭|饭)|忙|上班|上课"
               r"|休息|买菜)")
ABOUT_TO = Row(
    "about_to",
    re.compile(
        rf"^(?:好了|好的|那|嗯)?(?:我)?(?:(?P<now>现在|这就|马上)(?:我)?)?(?:(?P<soon>就|先)|也)?"
        rf"(?:(?:要|得|该|准备)(?!(?:去|回)?(?:{_UNDERTAKING}|练))(?:去|回)"
        rf"(?(now)[\u4e00-\u9fff]{{1,8}}|(?(soon)[\u4e00-\u9fff]{{1,8}}"
        rf"|{_DAY_ACTION}[\u4e00-\u9fff]{{0,3}}))"
        rf"|(?:要|得|该|必须)(?:走|离开|下线|休息))了[。！!~～]*$"),
    "no fact, no span: an action the user is about to take (现在要去…了, 要去吃饭了, 得走了), "
    "said on leaving; the plan families keep nothing of it (was row `leaving`, a list of verbs)",
    "[beyond] from the dev split's misses (row `leaving`); issue 24 zh24b: probe "
    "我准备去吃饭了 kept as a plan; dev memorybank_zh "
    "曹志强 2023-05-04:4, 2023-05-01:2 (现在我要去享受我的生日了 / 现在我必须离开了 kept); "
    "review24: 我要去深圳上班了, 我要去上大学了 were dropped as leaving",
    ("我准备去吃饭了", "现在我要去享受我的生日了", "现在我必须离开了", "我得走了",
     "现在我要去准备晚饭了", "我得去忙了", "我要去睡觉了"),
    ("我要去北京工作了", "我准备去学游泳了", "我现在要去练习我的吉他了", "我准备去吃饭",
     "明天我要去爬山", "我要走了吗", "我要去深圳上班了", "我要去上大学了",
     "我准备去医院做手术了"),
)

# The excuse of one leaving (有些事情需要处理, 我还有点事) says nothing of the user's life.
BUSY_EXCUSE = Row(
    "busy_excuse",
    re.compile(
        r"^(?:我)?(?:现在|等下|待会儿?)?(?:还|突然)?有(?:些|点|一些|点儿|一点)?(?:急|别的)?事"
        r"(?:情)?(?:需要|要|得)?(?:处理|忙|做|办|去办)?(?:一下)?了?[。！!～~]*$"),
    "no fact, no span: something to see to, the reason of one leaving the chat",
    "[beyond] issue 24 zh24b: dev memorybank_zh 曹志强 2023-05-01:2 (现在我必须离开了，"
    "有些事情需要处理 kept 有些事情需要处理)",
    ("有些事情需要处理", "我还有点事", "我突然有急事要办"),
    ("我有些事情想不通", "有些事情需要妈妈帮忙", "我有一只猫"),
)

# A plan called off (买房的事先不考虑了, 去日本旅游的计划取消了): a fact that outlasts the day,
# and the plan it names is superseded (memory/supersession/consolidation.py relate).
PLAN_DROPPED = Row(
    "plan_dropped",
    re.compile(
        rf"^(?:那个|这个)?(?P<what>{_UNDERTAKING}[^，。！？!?]{{0,6}}?)(?:的事(?:情|儿)?|这事(?:儿)?"
        r"|的计划|的打算|的想法)?(?:就|先|暂时|还是|也)?(?:不考虑了|取消了|算了|泡汤了|黄了|搁置了"
        r"|放弃了|不[去搞办]了)(?![吗么])"),
    "memory signal: a plan of a lasting undertaking called off; it supersedes the plan that "
    "named the undertaking",
    "[beyond] issue 24 probe24c: 买房的事先不考虑了，钱不够 kept nothing after 我打算明年三月在"
    "杭州买房, which stayed active",
    ("买房的事先不考虑了", "去日本旅游的计划取消了", "考研这事算了", "搬家的事暂时搁置了"),
    ("买房的事我还在考虑", "我打算明年买房", "去日本旅游的计划取消了吗", "不考虑了"),
    contexts=("买房的事先不考虑了，钱不够。",),
    before="打算2027年3月在杭州买房",
)

# A test passed or a licence got (把驾照考下来了, N2考过了, 考上了研究生): a mark that lasts,
# kept though said of today, as a placing is (milestone).
EXAM_PASSED = Row(
    "exam_passed",
    re.compile(
        r"(?:驾照|[\u4e00-\u9fff]{1,4}证|考试|科目[一二三四]|[A-Z]{1,4}\d?)(?:终于|也|都)?"
        r"(?:考下来了|考过了|考到了|拿到了|拿下了|通过了)"
        r"|(?:考到|拿到|拿下)了?(?:驾照|[\u4e00-\u9fff]{1,4}证)|考上了[\u4e00-\u9fff]{1,6}"),
    "memory signal: a test passed or a licence got, kept though said of today",
    "[beyond] issue 24 probe24c: 老子今天终于把驾照考下来了！！ kept nothing (我… too)",
    ("今天终于把驾照考下来了", "N2考过了", "考上了研究生", "拿到了教师资格证"),
    ("今天去考驾照了", "驾照还没考下来", "我想考教师资格证"),
)

# A decision to do something no more (不想再养猫了, 不打算再换工作了): a lasting choice of the
# user's, as a plan is; not to talk of something more (不想再说了) is no such choice.
NO_MORE = Row(
    "no_more",
    re.compile(r"不(?:想|打算|准备|会|要)再(?!说|聊|提|问|理|讲|谈|想)[\u4e00-\u9fff]{1,6}了"),
    "memory signal: a decision to do something no more, a change of the user's (important fact)",
    "[beyond] issue 24 probe24c: 我不想再养新的猫了，至少今年不想 kept nothing after the cat died",
    ("我不想再养新的猫了", "不打算再换工作了", "我不会再熬夜了"),
    ("不想再说了", "我不想再聊这个了", "我想再养一只猫"),
)

# "I handed in my notice at the school today": a change of job, home or partner said of today
# is no passing state of the day (the English twin of MILESTONE's lasting mark).
LIFE_CHANGE_EN = Row(
    "life_change_en",
    re.compile(
        r"\b(?:quit|left|lost) (?:my|their|the) job\b|\bhanded in (?:my|their) notice\b"
        r"|\b(?:resigned|got (?:promoted|fired|engaged|married|divorced|the job|a new job)"
        r"|(?:was|been|got) laid off|broke up|split up|started (?:my|their|a|the) (?:new )?job"
        r"|moved (?:in|out)|got the keys)\b|(?:^|\bi |\bjust )started (?:work |working )?at"
        r" (?:the|a|an|my)\b[^,.!?]{1,40}?\b(?:today|yesterday|this week|last week|on monday)\b",
        re.I),
    "memory signal: a change of the user's job, home or partner, kept though said of today",
    "[beyond] issue 24 probe24d: 'I handed in my notice at the school today', 'I quit my job "
    "today' were passing states (temporary_emotion)",
    ("I quit my job today", "I handed in my notice at the school today",
     "Tom and I broke up last night", "started at the museum today",
     "I got the keys to my new flat today", "I started working at a bakery last week"),
    ("I'm thinking of quitting my job", "I started a book today",
     "the film started at the cinema", "I moved the sofa today",
     "Started at the cinema, then dinner"),
)

# "Biscuit died this morning": someone the user names by name died (a pet, a friend): a loss
# in the user's life, though no I or my is said (a name, not a thing: "The plant died").
NAMED_PASSING = Row(
    "named_passing",
    re.compile(r"^(?!(?:I|The|It|This|That|My|Our|He|She|They)\b)[A-Z][a-z]+(?: [A-Z][a-z]+)?"
               r" (?:died|passed away|passed|was put down|was put to sleep)\b"),
    "memory signal: someone the user names died (an event of the user's life)",
    "[beyond] issue 24 probe24d: 'Biscuit died this morning. He was fourteen.' kept nothing",
    ("Biscuit died this morning", "Luna passed away last night", "Grandpa Joe died in May"),
    ("The plant died", "It died on me", "My phone died", "Biscuit dies in the film? no"),
)

ROWS: tuple[Row, ...] = (
    LIFE_CHANGE_EN, NAMED_PASSING,
    ABOUT_TO, BUSY_EXCUSE, PLAN_INTENT, PLAN_AHEAD, MILESTONE, ERRAND, ERRAND_EN,
    SUBJECTLESS_PLAN, WHY_GIVEN, UNREALISED, GONE_MISSING, PLAN_DROPPED, EXAM_PASSED,
    NO_MORE,
)
