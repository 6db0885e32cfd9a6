"""[beyond] More signals of lasting facts, and clauses that are no fact, from the dev split.

Each family names something a person would keep that the first signals missed: a past
experience (曾经…, "a trip I took to…"), what helps the user cope ("painting helps me
forget my troubles"), a belief, belonging to a team, a wish for every year, an ongoing
period of loneliness; and what is no fact (a vague opener, a reaction to the reply, the
chat itself, leaving). They were drawn from the labelled set's dev split only
(bench/data/labelled_turns.jsonl); the held-out split was not read. memory/gate/families.py
reads them.
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.row import Row

EXPERIENCE = Row(
    "experience",
    re.compile(
        r"我(?:以前|之前)?曾经|(?:以前|之前)(?:我)?(?:也)?(?:试过|做过|去过|学过|养过)|演讲|答辩"
        r"|\b(?:a|the|my|our) (?:\w+ )?trip (?:i|we) (?:took|made|had)\b|\bmy (?:last|recent|first)"
        r" (?:\w+ )?trip\b|\bi'?ve had (?:some|a lot of|plenty of|years of|no)? ?experience\b"
        r"|\bi (?:just |recently )?did (?:the|a|my first) [^.,]{0,40}\b(?:walk|run|race|marathon"
        r"|charity|event|hike|trek|course|class)\b"
        # A named book or film just finished: "I just finished reading "The Nightingale"".
        r"|\bi (?:just |recently )?finished (?:reading|watching) "
        r"(?:the (?:book|film|movie|series) )?[\"“A-Z]",
        re.I),
    "memory signal: event (a past experience)",
    "[beyond] from the dev split's misses (bench/data/labelled_turns.jsonl)",
    ("我以前曾经学过钢琴", "My last trip to Japan was amazing"),
    ("我喜欢猫", "I like jazz"),
)

COPING = Row(
    "coping",
    re.compile(
        r"(?:能|会|可以)?(?:让|帮)我(?:放松|平静|忘记烦恼|忘掉烦恼|解压|减压|开心起来)"
        r"|\b(?:helps?|help) me (?:relax|forget|unwind|calm down|cope|de-?stress|feel better|escape"
        r"|focus|clear my (?:head|mind))\b",
        re.I),
    "memory signal: preference (what helps the user cope)",
    "[beyond] from the dev split's misses (bench/data/labelled_turns.jsonl)",
    ("画画能让我放松", "Painting helps me relax"),
    ("画画很难", "Painting is hard"),
)

# Not self-encouragement ("我相信自己会坚持下来"): a resolve, not a value. What is believed is
# said in the clause: "我相信，…" alone opens a prediction, it holds no belief.
BELIEF = Row(
    "belief",
    re.compile(
        r"\bi (?:\w+ )?(?:believe in(?! (?:you|yourself)\b)|value"
        r"|care (?:a lot |deeply )?about)\b"
        r"|我(?:很|一直|特别)?(?:相信(?!自己|我)|看重|重视)[^，。,.!！?？]{2}", re.I),
    "memory signal: preference (a belief or value)",
    "[beyond] from the dev split's misses (bench/data/labelled_turns.jsonl)",
    ("我很看重家人", "I believe in hard work"),
    ("我相信自己会坚持下来", "I believe in you"),
)

MEMBERSHIP = Row(
    "membership",
    re.compile(
        r"\b(?:i'?m|i am|being) (?:\w+ )*?(?:a )?(?:part|member) of (?:this|the|a|our|my)\b"
        r"|我是[^，。]{0,10}(?:队|社|团|协会|俱乐部)的?(?:一员|成员|队员|会员)"
        r"|\bi (?:participate|take part|compete|play) in (?:the|a|our|my) (?:[\w'-]+ ){0,4}?"
        r"(?:tournament|league|club|team|choir|band|orchestra)\b", re.I),
    "memory signal: important fact (belonging to a team or club)",
    "[beyond] from the dev split's misses (bench/data/labelled_turns.jsonl)",
    ("我是学校篮球队的一员", "I'm a member of the local choir"),
    ("我喜欢篮球", "I watched the team play"),
    contexts=(
        "Hey Maria! Guess what? I'm now part of the fire-fighting brigade. I'm super exci"
        "ted to be involved and help out my community!",
        "Hey John! That's great to hear! Being part of a coding community can definitely "
        "be rewarding. Can you share more about your experiences with the online group? H"
        "ave you made any interesting connections?",
    ),
)

# Work named as a field or an employer ("as I am working in the field"); not "working at home".
WORKING_IN = Row(
    "working_in",
    re.compile(
        r"\bi(?:'m| am) (?:currently |now )?working (?:as an? |at [A-Z]"
        r"|in (?:the |this )?(?:field|industry|area)\b)", re.I),
    "memory signal: important fact (work named as a field or employer)",
    "[beyond] from the dev split's misses (bench/data/labelled_turns.jsonl)",
    ("I'm working in the field", "I am working as a nurse"),
    ("I'm working on it", "I work from home"),
    contexts=(
        "Can you give me an overview of the recent advancements in this field of deep lea"
        "rning for medical image analysis? Skip the basics as I am working in the field.",
    ),
)

# A lasting pull towards something: "I've really been drawn to films like …", "I'm
# inspired by chatting to people".
DRAWN_TO = Row(
    "drawn_to",
    re.compile(
        r"\bi(?:'ve| have)? (?:really |always )?(?:been |am |'m )?drawn to\b"
        r"|\bi(?:'m| am| get) (?:really |always |most |often )?inspired by\b", re.I),
    "memory signal: preference (a lasting pull towards something)",
    "[beyond] from the dev split's misses (bench/data/labelled_turns.jsonl)",
    ("I've always been drawn to old films", "I'm inspired by chatting to people"),
    ("I drew a cat", "The film was inspired by a book"),
)

# Help the user gives someone over time: "I've been helping my younger siblings with …".
HELPING = Row(
    "helping",
    re.compile(
        r"\bi'?ve been helping (?:out )?my (?:\w+ )?(?:siblings?|brothers?|sisters?"
        r"|mom|dad|parents|kids|children|grand\w+|neighbou?rs?|friends?)\b", re.I),
    "memory signal: important fact (help the user gives over time)",
    "[beyond] from the dev split's misses (bench/data/labelled_turns.jsonl)",
    ("I've been helping my younger siblings with homework", "I've been helping out my neighbours"),
    ("I helped my sister once", "Can you help my mom?"),
)

RECURRING_WISH = Row(
    "recurring_wish",
    re.compile(
        r"希望(?:以后)?每(?:年|天|周|个月|次)都"),
    "memory signal: preference (a wish for every year)",
    "[beyond] from the dev split's misses (bench/data/labelled_turns.jsonl)",
    ("希望每年都能去旅行", "希望以后每天都开心"),
    ("希望明天不下雨", "我希望你开心"),
)

LONELY = Row(
    "lonely",
    re.compile(
        r"\b(?:feel|feeling|felt|am|i'?m|been) (?:\w+ )?lonely\b|\bloneliness\b",
        re.I),
    "memory signal: situation (an ongoing loneliness)",
    "[beyond] from the dev split's misses (bench/data/labelled_turns.jsonl)",
    ("I've been feeling lonely lately", "loneliness is hard for me"),
    ("I live alone", "I'm fine"),
)

# "我在学习函数的概念时" sets up what follows, and says what the user is learning.
LEARNING_WHILE = Row(
    "learning_while",
    re.compile(
        r"^我(?:一直|正|最近)?在(?:学|练|准备|备考|研究)[^，。]{1,20}(?:时|的时候)$"),
    "a clause that sets up what follows, and says what the user is learning",
    "[beyond] from the dev split's misses (bench/data/labelled_turns.jsonl)",
    ("我在学习函数的概念时", "我最近在练吉他的时候"),
    ("我在学习函数", "我学了函数以后"),
)

# A vague opener ("我有一个烦恼", "I have a problem") says there is something, not what.
VAGUE_OPENER = Row(
    "vague_opener",
    re.compile(
        r"^(?:我)?(?:最近|今天)?(?:我)?(?:有|遇到了?)(?:一个|个|些|一些|点)?"
        r"(?:烦恼|问题|困惑|心事|难题|想法|困难|麻烦)$"
        r"|^(?:目前|现在|暂时)(?:还)?没(?:有)?$"
        r"|^i (?:have|had|'ve got) (?:a|an|one|some) (?:problem|question|issue"
        r"|worry|dilemma)$", re.I),
    "no fact: says there is something (a problem), not what",
    "[beyond] issue 16: vague openers",
    ("我有一个烦恼", "I have a problem"),
    ("我有一个妹妹", "I have a problem with my back"),
)

# A reaction to what the assistant said ("这听起来很困难", "that seems hard"): no fact.
REACTION = Row(
    "reaction",
    re.compile(
        r"^(?:that|this|it) (?:sounds|seems|looks) (?:really |a bit |so |very )?"
        r"(?:hard|difficult|tough|complicated|expensive)"
        # someone else's favourite thing: "It's Mom's favorite bowl"
        r"|^(?:it|that|this)(?:'s| is| was) (?:\w+'s|his|her|their) favou?rite\b",
        re.I),
    "no fact: a reaction to the assistant's reply (in Chinese: memory/rules/reactions.py "
    "sounds_zh)",
    "[beyond] from the dev split's misses (bench/data/labelled_turns.jsonl)",
    ("That sounds really hard", "It's Mom's favorite bowl"),
    ("Math is hard for me", "我觉得数学很难"),
)

# Said of the chat itself or of hearsay ("这是我们的第一次聊天", "我听说过《神秘博士》").
ABOUT_THE_CHAT = Row(
    "about_the_chat",
    re.compile(
        r"^(?:这|今天)是我们(?:的)?第一次(?:聊天|见面|对话|交流)"
        r"|^(?:我)?(?:只是)?(?:听说过|听过|听说)"
        r"|^(?:this is|it's) (?:our|the) first (?:chat|conversation|time we)"
        # Self-encouragement is a resolve, not a fact: 我相信我可以克服….
        r"|^(?:我)?相信(?:自己|我)(?:会|能|可以|一定)", re.I),
    "no fact: said of the chat itself, hearsay, or self-encouragement",
    "[beyond] from the dev split's misses (bench/data/labelled_turns.jsonl)",
    ("这是我们第一次聊天", "我听说过《神秘博士》"),
    ("我第一次去北京", "我看过《神秘博士》"),
)

# A routine word alone makes a habit (偏好), but not in a long-held wish ("I've always wanted
# to learn Spanish"), a past state ("I used to paint") or a lasting struggle or fear ("I can
# never remember…", "I'm always scared of…"): those are facts of the user's life (the label
# guide's ongoing situations and goals). Type only, where no other family decides [beyond].
NOT_A_HABIT = Row(
    "not_a_habit",
    re.compile(
        r"\b(?:always|never) (?:wanted|dreamed|dreamt|wished)\b"
        # "used to" as a past state, not "(is / got / getting) used to" a thing.
        r"|(?<!\bis )(?<!\bam )(?<!'m )(?<!\bget )(?<!\bgot )(?<!getting )(?<!\bwas )"
        r"(?<!\bare )\bused to\b(?! (?:love|like|enjoy|adore))"
        r"|\b(?:always|never|often)\b[^.,;!?]{0,20}\b(?:feel|feels|felt|scared|afraid|worried"
        r"|nervous|anxious|struggle|struggling|can'?t|cannot)\b|\bnever remember\b",
        re.I),
    "type: a wish, a past state or a struggle said with 'always' / 'never' is a fact, no habit",
    "[beyond] issue 24 type accuracy: train + dev en facts typed preference",
    ("I've always wanted to learn Spanish", "I'm always scared of exams"),
    ("I always drink tea in the morning", "I used to love hiking", "I'm used to a big city",
     "I got used to the cold", "I am getting used to the night shift",
     "I always remember to stretch"),
    contexts=("I used to paint many pictures for my grandma.",),
)

# A liking said as it goes on or in hindsight ("I've been loving my new grill", "I'm hooked",
# "I've always been interested in other cultures", "been there and loved it") is a
# preference even where the clause also reads as ongoing or an event. Type only [beyond].
LIKING_SAID = Row(
    "liking_said",
    re.compile(
        r"\b(?:been|am|i'?m|is|are) (?:really |so |just |also )?(?:loving|enjoying)\b"
        r"|\b(?:hooked|obsessed with|fascinated by)\b"
        r"|\b(?:always|long) been (?:really |so |very )?(?:interested in|into|drawn to)\b"
        r"|\b(?:loved|enjoyed|adored) (?:it|them|that|every)\b",
        re.I),
    "type: a liking said as it goes on or in hindsight is a preference",
    "[beyond] issue 24 type accuracy: train + dev en preferences typed important_fact",
    ("I went to Lisbon last year and loved it", "I've been loving my new grill"),
    ("I've been learning Spanish", "I loved my grandmother"),
    contexts=("We spent a week in Lisbon last year and loved it.",),
)

# "记住我的车牌号是川A12345", "my blood type is O negative": a thing of the user's said with
# its value is a fact, no habit (it was typed 偏好 for want of another family; probe30). A
# favourite (我最喜欢的…, "my favorite…") is a liking, read before this.
MINE_IS = Row(
    "mine_is",
    re.compile(r"(?:^|记住|记一下)我的(?!最爱|最喜欢|爱好|习惯)[\u4e00-\u9fff]{1,6}?(?:是|叫)"
               r"|(?:^|remember )my (?!favou?rite|hobby|habit)[a-z]+(?: [a-z]+)? (?:is|are)\b"
               r"(?! (?:so|very|really|too|kinda|kind of|a bit)\b)", re.I),
    "type: a thing of the user's said with its value (我的车牌号是…, 'my blood type is…') is a "
    "fact, no habit",
    "[beyond] issue 24 probe30: 记住我的车牌号是川A12345 was kept as a preference",
    ("记住我的车牌号是川A12345", "我的血型是O型", "my blood type is O negative"),
    ("我的爱好是画画", "my favorite color is green", "我最喜欢的颜色是绿色",
     "my back is so sore"),
)

# 一般 before what is done is the habitual "usually" (我一般十二点以后才睡); at a clause's end,
# doubled or before 的 it is "so-so" / "ordinary" (感觉一般, 一般般, 一般的人).
USUALLY_ZH = Row(
    "usually_zh",
    re.compile(r"一般(?!般|的|来说|[吧啊呀呢哦，,。！!？?~～\s]|$)"),
    "memory signal: routine (一般 = usually, before what the subject does)",
    "[beyond] issue 24 probe32: 我一般十二点以后才睡 / 我周末一般在家打游戏 kept nothing",
    ("我一般十二点以后才睡", "我周末一般在家打游戏", "我妈一般六点起床"),
    ("这部电影很一般", "感觉一般般", "他就是个一般的人", "还行吧，一般", "一般来说没问题"),
)

ROWS: tuple[Row, ...] = (EXPERIENCE, COPING, BELIEF, MEMBERSHIP, WORKING_IN, DRAWN_TO, HELPING,
                         RECURRING_WISH, LONELY, LEARNING_WHILE, VAGUE_OPENER, REACTION,
                         ABOUT_THE_CHAT, NOT_A_HABIT, MINE_IS,
                         LIKING_SAID, USUALLY_ZH)
