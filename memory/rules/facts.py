"""[beyond] The signal families of a fact about the user or someone in their life.

memory/gate/families.py reads these after seed 003's four keyword signals, clause by clause:
identity, likes, plans, events, people, routines, situations, possessions, a change of mind, and
what is too vague to keep. Most were drawn from the dev split's misses (bench/data/labelled_turns
.jsonl); `python -m bench facts --rules` gives what each carries on both splits.
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.diets import DIET_SAID_OF_PERSON
from strata_layered.memory.rules.jobs import JOBS_OTHER_ZH, MEASURE_ZH
from strata_layered.memory.rules.marriages import DIED_ZH
from strata_layered.memory.rules.naming_zh import NAMING_JIAO
from strata_layered.memory.rules.people import (
    CLOSE_ZH,
    HAD_ZH,
    PEOPLE_EN,
    PEOPLE_ZH,
    PETS_EN,
    PETS_ZH,
)
from strata_layered.memory.rules.row import Row
from strata_layered.memory.rules.subjectless_en import SENT_EN

# [beyond] facts that constrain answers across topics (seed 004 §3.5) are important facts.
CONSTRAINT_SIGNAL = Row(
    "constraint_signal",
    re.compile(
        r"(预算|过敏|养了|养着|有(一|两|三)?只(猫|狗)|租房|老人|孩子|住在|我是一名|"
        r"budget|allergic|i have an? (cat|dog)|my (cat|dog)|i rent|live in|"
        r"i'm an? [a-z]+(er|or|ist|ian)\b)|" + DIET_SAID_OF_PERSON,
        re.I),
    "memory signal: important fact (a constraint across topics, seed 004 §3.5)",
    "seed 004 §3.5 constraints, [beyond] as a signal",
    ("我对花生过敏", "I'm vegetarian"),
    ("我喜欢猫", "I like jazz", "I love vegan food"),
)

IDENTITY = Row(
    "identity",
    re.compile(
        rf"(我(?:现在|目前)?是(?!说){MEASURE_ZH}?[^，。,.!！？?]{{0,8}}(?:人|生|师|员|士|者|家|手|工|长"
        rf"|{JOBS_OTHER_ZH})|我{NAMING_JIAO}"
        r"|我(?:今年)?\d{1,2}岁|我住在|我(?:一直|现在|目前)?(?:在|去)[^，。]{0,12}(?:工作|上班|上学|读书|做|当)"
        rf"|我(?:有|养了)(?:个|一个|一只|两只|只)?(?:{HAD_ZH})"
        rf"|过敏|{CLOSE_ZH}|搬(?:去|到|回)|学的是|专业是)"
        r"|\b(?:i'?m \d{1,2}\b|single (?:mom|dad|parent)|i'?ve been an? "
        r"|i'?m (?:studying|training|learning|majoring)|i work (?:as|at|for|in|night)"
        r"|we'?re moving|marathon)",
        re.I),
    "memory signal: important fact (who the user is: job, age, home, family)",
    "[beyond] from the dev split's misses (bench/data/labelled_turns.jsonl)",
    ("我是一名护士", "I work as a nurse", "我现在是UI设计师", "我去一家游戏公司当设计师",
     "我是产品经理", "我是一只程序员"),
    ("我喜欢猫", "I love jazz", "我是说经理没来"),
    contexts=("我叫小王", "我叫周立"),
)

HABIT = Row(
    "habit",
    re.compile(
        r"(一般都|通常|平时|总是|经常|每天|每周|爱吃|爱喝|爱看|爱听|超爱|最爱|不吃|不喝|不碰|吃不了"
        r"|不能吃|夜猫子)|\bi (?:usually|always|normally|often|never|don't (?:eat|drink))\b",
        re.I),
    "memory signal: routine (a habit of the user)",
    "[beyond] from the dev split's misses (bench/data/labelled_turns.jsonl)",
    ("我平时不吃辣", "I usually wake up at six"),
    ("我今天吃了辣", "I woke up at six"),
    contexts=("记住，我不吃辣",),
)

# What makes a clause a fact about the user, by family (checked after the seed's signals).
LIKES = Row(
    "likes",
    re.compile(
        r"喜欢|爱(?:吃|喝|看|听|玩|上|好|读|画|唱|跳|跑|逛|拍|旅)|最爱|热爱|酷爱|感兴趣|有兴趣|着迷|迷上|在乎|"
        r"偏爱|钟爱|讨厌|受不了|偏好|爱好|兴趣|更想|更希望|倾向|粉丝|是[^，。]{0,6}迷"
        r"|\b(?:i|we)(?: really| also| absolutely| just| do| still| totally| truly| especially"
        r"| quite"
        r"| kinda| sort of| definitely| always| very much)* (?:love|like|enjoy|adore|prefer|hate"
        r"|dislike|can't stand|despise|loved|liked|enjoyed|adored|hated)\b|\bfavou?rites?\b"
        r"|\b(?:huge|big|massive|die-hard) fan\b|\bi'?m (?:a )?fan of\b|\b(?:i'?m|i am|i've been"
        r"|i have been|i got|i'?ve always been)(?: really| very| so| quite| also| super| always)*"
        r" (?:into|interested in|obsessed with|fascinated by|hooked on|crazy about"
        r"|a sucker for)\b|\b(?:i|we)(?: \w+)? (?:prefer|would rather|'d rather)\b"
        r"|^(?:really |totally |absolutely )?(?:love|enjoy|adore) (?!you)\w"
        r"|\b(?:is|are|was) (?:really |very |so )?(?:important|special|precious"
        r"|meaningful|dear) to me\b|\b(?:matters|means (?:a lot|so much|everything)) to me\b"
        r"|我觉得[^，。]{1,12}(?:很|特别|非常|超级|真|最|好)(?:漂亮|好看|美|好吃|好听|好玩|有趣|可爱|棒|值得|香)",
        re.I),
    "memory signal: preference (a liking of the user's own)",
    "[beyond] from the dev split's misses (bench/data/labelled_turns.jsonl)",
    ("我喜欢猫", "I really love jazz"),
    ("他住在上海", "She likes cats"),
)

ONGOING = Row(
    "ongoing",
    re.compile(
        r"最近(?:我)?(?:在|正在|开始|一直|又|还|也|常|经常|迷上|对|[^，。]{0,3}(?:听了|看了|去了|读了|买了|学了))|正在|一直在|在(?:学|练|准备|考虑|思考|研究|写|"
        r"读|备考|筹备|减肥|健身|找)|打算|计划|准备(?:去|参加|考|学|开始|换|搬)|很想去|特别想去|一直想|梦想|目标|以后想|"
        r"将来想|想成为|想学|想当|想换|想考|要去|快到了|即将"
        r"|\bi (?:was|am) (?:thinking|considering) (?:of|about)\b"
        r"|\bi(?:'?ve| have) been (?:\w+ )?(?:learning|practi[cs]ing|training|working|trying"
        r"|using|taking"
        r"|reading|writing|studying|thinking|considering|planning|going|doing|making|playing"
        r"|experimenting|getting|saving|volunteering|looking|focusing|collecting|building"
        r"|teaching|running|painting|cooking|exploring|dealing|struggling|having|feeling|meaning)"
        r"|\b(?:i'?m|we'?re|we are) (?:currently |now |still |also |actually |really |slowly "
        r"|finally )?(?:learning"
        r"|studying|training|planning|thinking (?:of|about)|considering|working|trying|preparing"
        r"|saving|looking to|hoping|going to|getting|starting|taking|writing|building|reading"
        r"|doing|volunteering|running|teaching|expecting|pregnant|moving|retiring|launching"
        r"|organi[sz]ing|creating|developing|designing|renovating|raising|caring)\b"
        r"|\bi(?: (?:plan|intend|hope|aim|want|wanna|would love|would like|need)|'d (?:love|like))"
        r" to (?:learn|start|try"
        r"|become|be|get|go|visit|travel|buy|open|write|finish|run|move|build|explore|improve|make"
        r"|create|launch|take|join|volunteer|adopt|see|do|find)\b"
        # "I'd love to see it!", "I'd like to get some advice on that": a reply, no plan
        r"(?! (?:(?:it|that|this|them|those|these|you|yours|one)(?: out| again| too| sometime"
        r"| someday| with you)*\s*(?:[.!?,;~]|$)|some (?:advice|help|tips|ideas)\b))"
        r"|\bmy (?:goal|dream|plan|aim)s?\b"
        r"|\bgonna (?!keep\b|be (?:ok|okay|fine|alright|great)\b)"
        r"|\bnext (?:month|year|week|summer|spring|fall|winter|weekend)\b"
        # "I'm looking forward to volunteering at…": a plan (not "to hearing from you").
        r"|\bi'?m (?:really |so )?looking forward to "
        r"(?!hearing|seeing you|talking|chatting)\w+ing\b"
        r"|(?:都|已经)想好了",
        re.I),
    "memory signal: a plan or something ongoing",
    "[beyond] from the dev split's misses (bench/data/labelled_turns.jsonl)",
    ("我正在学吉他", "I'm planning to move to Berlin", "We're expecting our first baby",
     "I'd love to visit Japan someday", "I want to make it very special",
     "I'd like to learn more about paper conservation"),
    ("我昨天吃了面", "I ate noodles", "We're having pizza tonight", "I'd love to help you",
     "Wow, I'd love to see it!", "I'd like to get some advice on that",
     "I'd love to try it out sometime!"),
)

EVENT = Row(
    "event",
    re.compile(
        r"学会|报名|注册了|参加了|参加过|拿到|得到了|获得|赢了|第一次|毕业|结婚|订婚|分手|怀孕|生了|出生|"
        r"搬(?:家|到|去|走)|去了(?:一趟|趟)?(?:[^，。]{0,6}(?:旅|玩|看|参观|爬|登))|去过|演唱会|"
        r"音乐会|话剧|比赛|考上|被(?:录取|选上)|《|做过|(?:去|了一次|了一趟)(?:旅游|旅行)|(?:旅游|旅行)(?:了|过|回来)|种了|养了|领养|收到|错过|受伤|生病|住院|骨折|"
        r"做了一[^，。]{0,8}(?:菜|饭|蛋糕)|学了怎么|尝试(?:做|学)了|攀登|爬了|画了|写了一|拍了一|"
        r"去了(?:一座|一个|一趟|一次)?[^，。]{0,8}(?:城|市|省|国|岛|山|湖|海|镇|村|景区|博物馆|公园|寺|展)"
        r"|\b(?:i|we)(?:'ve| have|'d| had)? (?:just |recently |finally |also |actually |even "
        r"|once |first |already |successfully |proudly )*(?:started|finished|joined|adopted|bought"
        r"|moved|graduated|won|passed|completed|attended|visited|traveled|travelled|learned|learnt"
        rf"|injured|broke|celebrated|married|signed up(?! (?:for|to) {SENT_EN})|came in|lost|quit"
        r"|retired|volunteered|climbed|hiked"
        r"|performed|published|built|created|painted|wrote|received|ran (?:a|\d+|my|the|in)"
        r"|shared|posted|hosted|organi[sz]ed|led"
        r"|took a (?:trip|class"
        r"|course)|went (?:on a|to|mountain|hiking|camping|skiing|fishing|surfing)|got (?:a new"
        r"|married|engaged|promoted|accepted|into|my|an? [a-z]+ (?:dog|cat|puppy|job))"
        r"|made (?:it|a|my)|watched a|saw a|had (?:a|my) (?:first|baby|surgery))\b"
        r"|\blast (?:year|summer|week|month|weekend|spring|fall|autumn|winter)\b|\b\w+ ago\b",
        re.I),
    "memory signal: an event of the user's life",
    "[beyond] from the dev split's misses (bench/data/labelled_turns.jsonl); shared / hosted /"
    " organized / led: train rows (5 of 6 labelled store)",
    ("我去年结婚了", "I just adopted a puppy", "My wife and I hosted a small get-together",
     "We've adopted a dog named Max", "I have finally finished my thesis"),
    ("我喜欢猫", "I like jazz", "I have a question about dogs", "I signed up for the newsletter"),
)

# Someone in the user's life, named as theirs: the words are memory/facts/people.py's one table.
PEOPLE = Row(
    "people",
    re.compile(
        rf"(?:我的?|我们(?:家)?(?:的)?|我家(?:的)?)(?:新来的|新)?(?:{PEOPLE_ZH}|{PETS_ZH})|^(?:{PEOPLE_ZH})"
        rf"|\b(?:my|our) (?:{PEOPLE_EN}|{PETS_EN})s?\b"
        # [beyond] probe24d: "Mum finished her first round of chemo": Mum / Dad as a name
        r"|^(?:mum|mom|dad)\b(?! and i\b)",
        re.I),
    "memory signal: people (someone in the user's life, named as theirs)",
    "[beyond] people of memory/facts/people.py's table",
    ("我妈妈是老师", "My sister lives in Boston", "我们家的狗叫旺财", "Mum is a nurse",
     "Dad lives in Spain now", "我新室友叫小林"),
    ("我喜欢猫", "I like jazz", "the mum at the school gate is nice", "Mum and I went out"),
)

ROUTINE = Row(
    "routine",
    re.compile(
        r"每天|每周|每个(?:周末|月|星期)|经常|平时|总是|一直|常常|通常|每次|从小|一般都"
        r"|\b(?:usually|always|often|normally|regularly|typically|frequently|rarely|never|every"
        r" (?:day|week|morning|night|weekend|year|sunday|saturday)|\d+ times a|used to|tend to"
        r"|on weekends|most (?:days|mornings|weekends))\b",
        re.I),
    "memory signal: routine (with the user or someone as subject)",
    "[beyond] from the dev split's misses (bench/data/labelled_turns.jsonl)",
    ("我每天跑步", "I usually cook on weekends"),
    ("我昨天跑步了", "I cooked yesterday"),
    contexts=("I used to hate cats", "Really? I used to paint many pictures for her."),
)

# An ongoing activity said with its rhythm is a habit (bench/data/README.md: habits and
# routines are preferences; a project or course under way is a fact). Type only [beyond].
HABIT_RHYTHM = Row(
    "habit_rhythm",
    re.compile(
        r"\b(?:(?:daily|nightly|weekly)(?=\s*(?:[,.;!?]|$|and\b))|regularly|routine|ritual"
        r"|every (?:day|morning|evening|night"
        r"|week|weekend|(?:mon|tues|wednes|thurs|fri|satur|sun)day)|each (?:day|morning|week)"
        r"|(?:\d+|two|three|four|five) times a (?:day|week|month)|(?:once|twice) a (?:day|week)"
        r"|most (?:days|nights|mornings|evenings|weekends)|on (?:weekends|(?:mon|tues|wednes"
        r"|thurs|fri|satur|sun)days|(?:mon|tues|wednes|thurs|fri|satur|sun)day (?:mornings"
        r"|evenings|nights)))\b",
        re.I),
    "type: an ongoing activity said with its rhythm is a habit (偏好), not a fact",
    "[beyond] issue 24 type accuracy: train + dev en habits typed important_fact",
    ("I've been practicing guitar for 30 minutes daily",
     "I've been doing some solo cycling on Friday evenings"),
    ("I've been learning Spanish", "I'm trying to increase my daily step count"),
    contexts=("I've been trying to cook at home most nights.",),
)

SITUATION = Row(
    "situation",
    re.compile(
        r"上(?:夜|白|早|晚|中)班|夜班|白班|倒班|轮班|值班|三班倒|"
        r"压力(?:很|太|特别|比较|有些|有点|挺|非常)?大|迷茫|内向|外向|性格|孤独|失眠|瓶颈|融入不了|插不上话|困难|"
        r"不太理我|疏远|吵架|离婚|取笑|欺负|忽视|近视|过敏|生病|手术|住院|休养"
        r"|\b(?:night|day|early|late) shifts?\b|\bwork(?:ing)? (?:nights|days|shifts)\b"
        r"|\b(?:struggl\w+|insomnia|anxiety|depress\w*|introvert\w*|extrovert\w*|allerg\w+|diabet\w+"
        r"|injur\w+|chronic|pain|surgery|therapy|transition\w*|divorc\w+|pregnan\w+|make fun of"
        r"|bull(?:y|ied)|teas\w+)\b",
        re.I),
    "memory signal: situation (health, work shifts, relationships, struggles)",
    "[beyond] from the dev split's misses (bench/data/labelled_turns.jsonl)",
    ("我上夜班", "I have insomnia"),
    ("我喜欢猫", "I like jazz"),
)

PEOPLE_PREDICATE = Row(
    "people_predicate",
    re.compile(
        rf"会(?!儿)|是|有(?!点|些)|喜欢|爱|总|经常|一直|要|搬|病|{DIED_ZH}|离|婚|养|工作|住|当|取笑|欺负|教|手术|住院"
        # a name: 我的猫叫团子 (not 叫我 / 叫你…, a call to someone)
        r"|叫(?:做)?(?!我|你|他|她|它)[\u4e00-\u9fffA-Za-z]"
        # in school, a year or more (leftzh44: 我儿子小宝在上幼儿园 kept nothing)
        r"|(?<![送接去])[上读念]了?(?:幼儿园|托班|小学|初中|高中|大学|研究生|[小初高大][一二三四五六])"
        r"|\b(?:is|are|was|has|have|loves|likes|works|lives|always|often|got|passed|moved|born|died"
        r"|makes|plays|teaches|helped|gave|signed|adopted|diagnosed|chemo|chemotherapy|surgery"
        r"|recovering|recovered)\b",
        re.I),
    "someone in the user's life is said to be or do something lasting",
    "[beyond] people facts need a predicate",
    ("我妈妈是老师", "My dad works at a bank", "我的猫叫团子", "Mum finished her first round of "
     "chemo", "我儿子小宝在上幼儿园", "我女儿今年读初二", "我老伴去年走了", "我爸走了三年了"),
    ("妈妈！", "my mom and I", "妈妈叫我", "猫有点奇怪", "my dad and his car", "去幼儿园接孩子",
     "老伴刚走了一会儿", "去年走了很多地方"),
    contexts=("My sister lives in Boston", "I think my sister is a doctor", "我们家的狗叫旺财"),
)

POSSESSION = Row(
    "possession",
    re.compile(
        r"我(?:家)?(?:有|养了|买了)(?:一|两|三|几|个)[^，。]{0,3}(?:套|个|只|条|件|本|台|辆|把|位|群|盆|幅|部)"
        r"|\b(?:i|we) (?:have|own|got|bought) (?:a|an|two|three|four|\d+|my own|our own|this"
        r"|these|some|twins)\b|\b(?:i|we)'?ve got (?:a|an|two|three|\d+)\b",
        re.I),
    "memory signal: important fact (something the user has)",
    "[beyond] from the dev split's misses (bench/data/labelled_turns.jsonl)",
    ("我有一只猫", "I have two kids", "We have a dog and two cats"),
    ("我想要一只猫", "I want a cat", "We have to leave soon"),
)

LIVES_EN = Row(
    "lives_en",
    re.compile(
        r"\bI'?m (?:in|from|based in|living in|originally from) (?:the )?[A-Z]"),
    "memory signal: important fact (where the user lives or is from)",
    "[beyond] English home and origin",
    ("I'm from Brazil", "I'm based in Berlin"),
    ("I'm in a hurry", "I'm from the future team"),
)

# Too vague to keep: "learning a new skill", "学一些新东西" (issue 16: vague openers).
# An unnamed "东西" is no fact either: "我有一件非常特别的闪亮东西" keeps back what it is.
VAGUE = Row(
    "vague",
    re.compile(
        r"\b(?:a|some|any) new skills?\b|\bsomething (?:new|simple)\b|\bnew things\b"
        r"|\ba place (?:i'?ve|i have) (?:always )?(?:wanted|dreamed)|新的?(?:技能|东西)"
        r"|新的?知识|(?:一件|一样|一个|一些)[^，。]{0,8}(?:东西|地方)$", re.I),
    "too vague to keep: a clause of nothing but it carries no fact (issue 16)",
    "[beyond] issue 16: vague openers",
    ("I want to learn a new skill", "我想学一些新东西"),
    ("I want to learn Spanish", "我想学日语"),
)

ROWS: tuple[Row, ...] = (CONSTRAINT_SIGNAL, IDENTITY, HABIT, LIKES, ONGOING, EVENT, PEOPLE, ROUTINE,
                         HABIT_RHYTHM, SITUATION, PEOPLE_PREDICATE, POSSESSION, LIVES_EN, VAGUE)
