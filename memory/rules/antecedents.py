"""What a 它 / "it" / "they" of a note stands for (issue 24 item 3) [beyond the seeds].

A note is read long after its turn: a 它 kept as said points at nothing. memory/gate/
whole_facts.py `with_antecedent` replaces it with the thing named before it (in the same
message, the user's message before, or the partner's question the user answers); when
nothing was named, the fact is withheld with the audit's `dangling`. English notes opening
on a pronoun are read by memory/writing/whole_notes.py with the same sources.

- `pronoun`: a 它 / 它们 in a zh note (one said in a request in an English one).
- `antecedent`: what a message liked (我最近爱上了乌龙茶).
- `object_named`: what a message named as the object of a having or doing (品尝了X, 买了X,
  养了X, 看了《X》).
- `own_pet`: a pet of the user's (我们家的猫).
- `this_thing`: a thing pointed at (这块表).
- `object_pronoun` / `object_named_en`: an English note's bare object it ("plays it every
  day") and what a message got or bought ("I got a new guitar").
- `asked_kind`: the kind asked about ("What's your favorite book?": their favorite book).
- `asked_favorite`: what the partner's question asks is still the user's favourite
  ("Are Harry Potter and GoT still your favorites?").
- `subject_named`: a thing said as the subject of a quality (企鹅真可爱).
- `object_person`: a 他 / 她 / him / her inside a note of the user's (去北京看他): the person named
  before it (memory/facts/person_pronouns.py).
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.people import PEOPLE, PEOPLE_EN, PETS_ZH, words_of
from strata_layered.memory.rules.row import Row

ISSUE = "[beyond] issue 24 repro"
PRON34 = "[beyond] issue 24 pron34 (MemoryBank 周立, dev: 它的味道很浓郁 kept as said)"

ZH_IT = r"(?<!其)(?:它们|它)"
"""A Chinese 它 / 它们 (其它 is "other", no pronoun): the one spelling every reader uses."""

PRONOUN = Row(
    "pronoun",
    re.compile(ZH_IT +
               r"|(?:^|\b(?:please|you|maybe|could|can|should|might|do) )(?:consider|recommend"
               r"|suggest|try|buy|get|order) (?:it|them|that one)\b", re.I),
    "a zh note's 它 / 它们, or an English request about it: needs what it stands for said "
    "before, or is not kept; an English one is asked of the partner (probe24e: 'I'd try them "
    "out' took 'a blast')", ISSUE + "; " + PRON34,
    ("以后推荐吃的可以考虑它", "Please consider it when you recommend snacks",
     "you could suggest it to me", "它的味道很浓郁", "我看到它就想起小时候"),
    ("我喜欢喝乌龙茶", "其它的都不重要", "So I figured I'd try them out with my family",
     "I want to buy it soon"),
)
# A request about 它 ("以后推荐吃的可以考虑它") says nothing without what 它 is: withheld. A
# statement's 它 (它不像平常那样吃东西了) with nothing named before it is kept as said: the fact
# is the user's, and its source message is linked to it (the bench's dev and train zh recall
# fell 0.008 / 0.010 when every such note was withheld, pron34).
ASKED_ABOUT_IT = Row(
    "asked_about_it",
    re.compile(r"(?:考虑|推荐|选|买|试试|点|吃|喝|用)(?:一下)?(?:它们|它)"),
    "a request about 它 with nothing said before to stand for it is withheld (dangling); any "
    "other 它 left unnamed stays as said",
    ISSUE,
    ("以后推荐吃的可以考虑它", "下次可以推荐它"),
    ("它不像平常那样吃东西了", "它的味道很浓郁"),
    contexts=("以后推荐吃的可以考虑它",),
)
# What the turn before liked, for a 它 / "it" to stand for.
ANTECEDENT = Row(
    "antecedent",
    re.compile(r"(?:喜欢|爱吃|爱喝|爱上了?|迷上了?|最爱|想吃|想买)(?:吃|喝|上|做|看|听|玩|养|种)?"
               # a question asks what (你最喜欢哪部剧？) and names none; 吗 is no part of it
               r"(?![哪谁啥]|什么)(?P<zh>[\u4e00-\u9fff\w]{1,12}?)(?=[吗呢]|[^\u4e00-\u9fff\w]|$)"
               r"|\b(?:love|like|enjoy|adore|tried|had|discovered)\s+"
               r"(?P<en>(?!(?:this|that|these|those|it|them)\b)[\w' -]{2,30}?)"
               r"(?=[,.!?]|$)", re.I),
    "what the turn before liked: what a 它 / \"it\" of this turn stands for; a this / that is"
    " no thing named (probe24e: 'something like this for my kids soon' replaced a 'them')",
    ISSUE,
    ("我最近爱上了乌龙茶", "I love green tea.", "我最喜欢做红烧鱼"),
    ("今天好累", "I went home.", "something like this for my kids soon.", "I love that.",
     "你最喜欢哪部剧？"),
    contexts=("以后推荐喝的可以考虑它",),
    before="我最近爱上了乌龙茶",
)
# 今天我去了一家咖啡店，品尝了他们的特色咖啡。 then 我觉得它的味道很浓郁: the 它 is the
# coffee. The object is said whole up to the clause's end (买了一本书送给妈妈 names none
# this row can be sure of); its measure word and whose it is (一只, 他们的, 新的) are no part.
OBJECT_NAMED = Row(
    "object_named",
    re.compile(r"(?:(?:品尝|尝|买|养|领养|收养|看|读|吃|喝|种|收到|入手|试)了"
               r"|(?:是|有)(?=[一两几][只个家杯本部件双台辆盆条份碗瓶支块张款套]))"  # 是一块怀表
               r"(?:[一两几]?[只个家杯本部件双台辆盆条份碗瓶支块张款套])?"
               r"(?:他们的|她们的|他的|她的|我的|自己的|新的)?"
               r"(?![一很些点])(?!好多|不少|什么)"
               r"(?P<obj>《[^》]{1,20}》|[\u4e00-\u9fff]{1,8})(?=[，,。.！!？?~～…\s]|$)"),
    "what a message named as the object of a having or doing: what a 它 after it stands for",
    PRON34,
    ("今天我去了一家咖啡店，品尝了他们的特色咖啡。", "今天我买了一只新的杯子。",
     "我养了一只小猫", "我昨天看了《流浪地球》。", "是一块镀金的怀表！"),
    ("我看了一下", "我买了很多东西", "今天好累", "我去了一家咖啡店", "是我的"),
    contexts=("它的颜色很漂亮，我很喜欢。", "我很喜欢它的颜色。"),
    before="今天我买了一只新的杯子。",
)
# "Are Harry Potter and GoT still your favorites?" then "Yes, they are still my favorites":
# the they is the books asked about, not "my companions" of the user's message before
# (LoCoMo conv-43, development).
ASKED_FAVORITE = Row(
    "asked_favorite",
    re.compile(r"\b(?:are|is)\s+(?P<thing>(?-i:[A-Z])[\w'.-]*(?:\s+(?:and\s+)?(?-i:[A-Z])[\w'.-]*)*)"
               r"\s+(?:still\s+)?(?:one of\s+)?your\s+(?:all-time\s+)?favou?rites?\b", re.I),
    "what the partner's question asks is the user's favourite: what the they / it of the "
    "user's answer stands for",
    "[beyond] issue 24 pron34 (LoCoMo conv-43, development: 'they are still my favorites' "
    "took 'companions')",
    ("Are Harry Potter and GoT still your favorites?", "Is Dune still your favorite book?"),
    ("What are your favorites?", "Is it still your favorite?", "Are you still a fan?"),
    contexts=("Yes, they are still my favorites - I love how they take me to other places.",),
    before="Fantasy books always fuel my creativity. Are Harry Potter and GoT still your "
           "favorites?",
)

# 我们家的猫最近有点奇怪 then 它不像平常那样吃东西了: the 它 is the family's cat.
OWN_PET = Row(
    "own_pet",
    re.compile(rf"(?:我|我们)(?:家|的|家里)*(?:养)?的(?P<pet>{PETS_ZH}|兔子|仓鼠|鹦鹉|乌龟)"),
    "a pet of the user's named as such (我们家的猫): what a 它 after it stands for",
    "[beyond] issue 24 pron34 (MADial zh, dev: 它不像平常那样吃东西了 after 我们家的猫…)",
    ("我们家的猫最近有点奇怪", "我的狗每天都要散步", "我家养的兔子很乖"),
    ("我们家很大", "我的朋友很好", "别人家的猫"),
    contexts=("它不像平常那样吃东西了，我担心它是不是生病了。", "我每天早上都要喂它。"),
    before="我们家的猫最近有点奇怪，它总是躲在角落里不出来。",
)

# 这块表是你前年冬天祖父送给你的吧？ then 我每次看到它都觉得好开心: the 它 is the watch the
# partner's question points at.
THIS_THING = Row(
    "this_thing",
    re.compile(r"(?:这|那)(?:[块只个本部件双台辆盆条份碗瓶支张款套杯家])"
               r"(?P<obj>[\u4e00-\u9fff]{1,4}?)(?=是|真|很|[，,。？?！!]|$)"),
    "a thing pointed at (这块表): what a 它 after it stands for",
    "[beyond] issue 24 pron34 (MADial zh, train: 我每次看到它都觉得好开心 after 这块表…吧？)",
    ("这块表是你前年冬天祖父送给你的吧？", "那本书真好看"),
    ("这是我的", "那个时候我还小", "这样也好"),
    contexts=("对呀，我每次看到它都觉得好开心。",),
    before="那真是太帅了！这块表是你前年冬天祖父送给你的吧？",
)

# "I got a new guitar last week." then "I play it every day": kept as "plays it every day" it
# said nothing of what.
OBJECT_PRONOUN = Row(
    "object_pronoun",
    re.compile(r"^(?:i\s+|we\s+)?(?:(?:has|have|had)\s+)?"
               r"(?:(?:also|still|usually|often|always|just|really)\s+)?"
               r"(?:plays?|use|uses|wears?|drives?|rides?|takes?|walks?|reads?|watch|watches"
               r"|feeds?|brings?|carry|carries|tried|tries|try)\s+(?:it|them)\b", re.I),
    "an English note whose verb's object is a bare it / them: needs what it stands for",
    "[beyond] issue 24 pron34 (own sentences: 'I got a new X' then 'I play it every day')",
    ("plays it every day", "I take it to the park every morning", "wears them to work",
     "has read it five times", "tried it, but it hurt my back"),
    ("plays guitar every day", "It takes an hour", "takes its time", "uses a planner"),
    contexts=("It sounds amazing and I play it every day.",),
    before="I got a new guitar last week.",
)
OBJECT_NAMED_EN = Row(
    "object_named_en",
    re.compile(r"\b(?:got|bought|adopted|received|ordered|picked up|found)\s+(?:a|an|my|our)\s+"
               r"(?P<en_obj>(?:(?:new|little|used|second-hand)\s+)?[a-z]{3,}"
               r"(?:\s+(?!(?:last|yesterday|today|this|for|from|at|in|on|and|but)\b)[a-z]{3,})?)"
               r"(?=\s+(?:last|yesterday|today|this|for|from|at|in|on)\b|\s*[,.!?]|\s*$)", re.I),
    "what an English message named as got / bought / adopted: what an it after it stands for",
    "[beyond] issue 24 pron34 (the brief's 'I got a new X')",
    ("I got a new guitar last week.", "We adopted a puppy last month.",
     "I bought a new watch yesterday."),
    ("I got a lot of work to do", "I bought it yesterday.", "We found out last week."),
    contexts=("I wear it every day.",),
    before="I bought a new watch yesterday.",
)

# "What's your favorite book?" then "It's Dune. I've read it five times.": the it is the
# user's favourite book.
ASKED_KIND = Row(
    "asked_kind",
    re.compile(r"\bwhat(?:'s|’s| is)\s+your\s+(?:all-time\s+)?favou?rite\s+"
               r"(?P<kind>[a-z]{3,}(?:\s+[a-z]{3,})?)\s*\?", re.I),
    "the kind of thing the partner asks is the user's favourite: what an it of the answer "
    "stands for (their favorite book)",
    "[beyond] issue 24 pron34 (the brief's \"What's your favorite X?\")",
    ("What's your favorite book?", "So what is your favorite board game?"),
    ("What's your favorite?", "What is your name?", "My favorite book is Dune."),
    contexts=("It's Dune. I've read it five times.",),
    before="What's your favorite book?",
)

# 企鹅真可爱 then 它们是我最喜欢的动物 kept 它们 unnamed (fix35): a thing named as the subject of
# what is said of it (a degree word and a quality after it) is what a 它 after it stands for,
# as an object is; the user, the partner, a time or the weather is no thing.
SUBJECT_NAMED = Row(
    "subject_named",
    re.compile(r"(?:^|(?<=[。！!？?，,~～\s]))"
               r"(?P<subj>(?:(?:这|那)[家个只种些本部条])?"
               r"(?!(?:我|你|他|她|它|咱|大家|今天|昨天|明天|最近|现在|天气|时间|感觉|心情"
               r"|生活|日子|这|那|真|好|太))[\u4e00-\u9fff]{1,6}?)"
               r"(?:真的?|好|太|特别|非常|超级?|挺|很|也太)(?:[\u4e00-\u9fff]{1,3})"
               r"(?:了|啊|呀|哦|呢|啦)?(?=[。！!~～，,]|$)"),
    "a thing named as the subject of what is said of it (企鹅真可爱): what a 它 after it "
    "stands for",
    "[beyond] issue 24 fix35 (own sentences: 企鹅真可爱。它们走路的样子…)",
    ("企鹅真可爱", "这家店的咖啡很好喝！", "熊猫太萌了"),
    ("我真开心", "今天好累", "你太好了", "天气真好"),
    contexts=("它们是我最喜欢的动物",),
    before="企鹅真可爱",
)

# "Penguins are so cute. They're my favorite animal." kept nothing (fix35): the English twin,
# a thing said as the subject of a quality with a degree word (so, really…).
SUBJECT_NAMED_EN = Row(
    "subject_named_en",
    re.compile(r"(?:^|(?<=[.!?]\s))(?P<subj>(?:(?:the|this|that|these|those) )?"
               r"(?!(?:I|It|They|He|She|We|You|This|That|There|Everything|Life|Today)\b)"
               r"(?-i:[A-Za-z])[a-z]+) (?:is|are|looks?|seems?) (?:so|really|super|very|too"
               r"|just|incredibly|such) [a-z]+", re.I),
    "a thing said as the subject of a quality (Penguins are so cute): what an it / they after "
    "it stands for",
    "[beyond] issue 24 fix35 (own sentences: 'Penguins are so cute. They're my favorite…')",
    ("Penguins are so cute.", "Okay. This coffee is really good"),
    ("It is so good", "I am so tired", "They are so kind"),
    contexts=("Penguins are so cute. They're my favorite animal.",),
)

# "我男朋友叫阿杰" … "我下个月去北京看他" kept 看他; "My boyfriend Tom is in Mumbai." … "I'm
# visiting him in December" kept "visiting him" (lead36): a 他 / 她 / him / her after the verb of
# a note of the user's is the one person the message, or the user's messages before it, name.
# 其他 / 吉他 / 他人 / 他们 are no person; "her" before a noun is whose (her birthday), not who.
OBJECT_PERSON = Row(
    "object_person",
    re.compile(r"(?<=[\u4e00-\u9fff])(?<![其吉])(?:他|她)(?![们人乡])"
               r"|\bhim\b|\bher\b(?=\s*(?:[,.!?;)]|$|(?:in|on|at|for|every|this|next|last"
               r"|tomorrow|today|tonight|soon|again|when|after|before|because|and|but|so|more"
               r"|too|back|out|up|over|with|about|to|from|a lot)\b))", re.I),
    "a 他 / 她 / him / her inside a note of the user's: the one person named before it",
    "[beyond] issue 24 lead36 (own sentences: 我下个月去北京看他 after 我男朋友叫阿杰)",
    ("我下个月去北京看他", "每周给她打电话", "I'm visiting him in December",
     "I call her every Sunday"),
    ("我喜欢弹吉他", "其他的都还好", "他们下周来", "I love her cooking", "I miss home"),
    contexts=("我下个月去北京看他。",),
    before="我男朋友叫阿杰，在北京工作。",
)

# 这部电影的情节非常紧凑 after 最近在看…《肖申克的救赎》: the work pointed at is the one titled.
WORK_POINTED = Row(
    "work_pointed",
    re.compile(r"^(?P<this>(?:这|那)(?:部|本|首|集|张)(?:电影|片子|片|书|小说|剧|电视剧|歌|专辑"
               r"|动画片?|纪录片|动漫)?)(?=的|[很真太也挺特]|是|讲|[，,]|$)"),
    "a work pointed at by 这部 / 这本 / 这首 (这部电影的情节…): the title said before it "
    "(《…》 in the message or the one before) stands in its place",
    "[beyond] issue 24 probe36 (MemoryBank zh 张志强: 我觉得这部电影的情节非常紧凑 after "
    "最近我在看一部很棒的电影，叫做《肖申克的救赎》 was kept saying nothing of which film)",
    ("这部电影的情节非常紧凑", "这本书很好看"),
    ("这部分很难", "这是我的书", "那本书在哪"),
    contexts=("我觉得这部电影的情节非常紧凑，人物关系也很复杂。",),
    before="最近我在看一部很棒的电影，叫做《肖申克的救赎》，你有听说过吗？",
)
TITLE = re.compile(r"《[^《》]{1,30}》")
"""A title as written (《肖申克的救赎》)."""

# "我男朋友叫阿杰。" "今天认识了一个新同事小王，我挺喜欢他的。" kept 喜欢男朋友的; "My boyfriend
# Tom…" "I told my dad about him." kept "told their dad about their dad" (review36): a message
# or note that names someone else (not the user's: 我朋友 / my friend is who a 他 may be; not
# what someone is: 他是老师, "he's a teacher") leaves its 他 / him as said.
_PEOPLE_ZH2 = words_of(*(r.key for r in PEOPLE if not r.pet), en=False, shortest=2)
SOMEONE_ELSE = Row(
    "someone_else",
    re.compile(rf"(?<![他她我是当做名男女好])(?<![他她我]的)(?:{_PEOPLE_ZH2})"
               r"|一(?:个|位)(?:人|男生|女生|男的|女的|帅哥|美女|男孩|女孩|小伙子?|姑娘)"
               r"|(?<!\bmy )(?<!\bhis )(?<!\bher )(?<!\bis a )(?<!'s a )(?<!\bas a )"
               rf"(?<!\bis an )(?<!'s an )(?<!\bas an )\b(?:{PEOPLE_EN})s?\b"
               r"|\b(?:a|an|this|that|some) (?:\w+ )?(?:guy|girl|man|woman|lady|person|boy|dude)\b"
               r"|\bsome(?:one|body)\b", re.I),
    "a 他 / him of a message or note that names someone else is not who was named before it",
    "[beyond] issue 24 review36 (own sentences: 今天认识了一个新同事小王，我挺喜欢他的)",
    ("今天认识了一个新同事小王，我挺喜欢他的", "told their dad about him",
     "I met a guy at the gym and gave him my number", "我们班来了一位新老师"),
    ("我下个月去北京看他", "他妈妈在医院上班", "I'm planning to visit him in December",
     "his mom called me", "我喜欢弹吉他", "他是老师", "He's a teacher",
     "My sister lives in Denver and I call her every Sunday", "我和我男朋友去看他"),
    contexts=("今天认识了一个新同事小王，我挺喜欢他的。",),
    before="我男朋友叫阿杰。",
)

ROWS: tuple[Row, ...] = (PRONOUN, ASKED_ABOUT_IT, ANTECEDENT, OBJECT_NAMED, OWN_PET, THIS_THING,
                         ASKED_FAVORITE, OBJECT_PRONOUN, OBJECT_NAMED_EN, ASKED_KIND,
                         SUBJECT_NAMED, SUBJECT_NAMED_EN, OBJECT_PERSON, WORK_POINTED,
                         SOMEONE_ELSE)
