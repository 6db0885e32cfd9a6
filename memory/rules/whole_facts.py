"""Rows that keep a fact whole and the user's own (issue 24) [beyond the seeds].

Each row is a pattern with what it decides, where it comes from, and at least two
examples it must match and two non-examples it must not; tests/unit/test_rule_table.py
runs every row. memory/gate/facts.py and memory/gate/whole_facts.py read a message clause
by clause with them:

- `marker_tail`: ", please remember that" closing a fact makes it explicit and is no part
  of it (the fact before it is kept, not dropped with the marker).
- `dislike` / `diet`: "I don't like spicy food" and 不太能吃辣 are preferences.
- `friend_goal`: "be more like a friend" is a relationship goal.
- `predicate_start`: a Chinese clause with no subject of its own after a fact is that
  fact's person's too (我住在杭州，是一名护士 → two facts; 我姐姐住在杭州，不吃香菜 → the
  sister's city and diet, not a dropped clause).
- `list_item`: a bare item after a liking is one more item of its list
  (我喜欢唱歌跳舞，健身，旅游 → 喜欢唱歌跳舞、健身、旅游).
- `past_state`: "I used to…" before a clause of "now…": the old state, not kept.
- `former_role`: unless it is a role the user had (我以前是护士，现在退休了): then the
  note keeps it with the new state.
- `change_of_mind`: "想去北京工作了" has no 我 but is the speaker's decision (seed 000's
  SHOULD_REMEMBER wants a 我; the extraction lets this row stand for it).
- `one_of`: "one" stands for the plural said before it; the note takes it ("has a cat named
  Pixel"). What a 它 / "it" stands for is memory/rules/antecedents.py.
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.row import Row

ISSUE = "[beyond] issue 24 repro"

MARKER_TAIL = Row(
    "marker_tail",
    re.compile(r"[,，;；]\s*(?:and )?(?:please |请|你要)?(?:remember|keep in mind"
               r"|don't forget|记住|记一下|记好)(?: this| that| it|这个|这一点|这点|哦|了)?"
               r"[\s.!。！~～]*$", re.I),
    "explicit; the clause before it is the fact", ISSUE,
    ("I live in Reykjavik and I work as a glacier guide, please remember that",
     "I'm allergic to cats, remember this!"),
    ("I can't remember that", "Please remember to water the plants"),
)
DISLIKE = Row(
    "dislike",
    re.compile(r"\b(?:i|we)(?: really| just| honestly| totally| absolutely)? (?:don't|do not"
               r"|can't|cannot|never) (?:like|stand|eat|handle|tolerate|enjoy)\b", re.I),
    "signal: preference", ISSUE,
    ("I don't like spicy food at all.", "I can't handle dairy, it makes me sick"),
    ("My sister doesn't like cats", "Why don't you like it?"),
)
DIET = Row(
    "diet",
    re.compile(r"不(?:太|大|怎么)能吃|吃不(?:了|惯)|一吃(?:就)?[^，。]{0,4}(?:疼|难受|过敏|拉肚子|不舒服|胖)"),
    "signal: preference", ISSUE,
    ("我不太能吃辣，一吃就胃疼。", "我吃不惯太甜的东西"),
    ("我很能吃辣", "你吃饭了吗"),
)
FRIEND_GOAL = Row(
    "friend_goal",
    re.compile(r"\byou\b[^.!?]{0,30}\b(?:like|as) (?:a|my) (?:friend|buddy|companion|confidant"
               r"|mate|pal)\b"
               r"|\b(?:be|act|talk to me|treat me) (?:more )?(?:like|as) (?:a|my) (?:friend|buddy"
               r"|companion)\b", re.I),
    "signal: relationship goal", ISSUE + "; probe24d: 'like a mate, not a therapist'",
    ("I'd like you to be more like a friend than an assistant",
     "Can you talk to me as a friend, not a teacher?",
     "I'd rather you spoke to me like a mate, not a therapist"),
    ("He treats me like a friend", "My dog is like a friend to me",
     "My mate Dave is a plumber, you'd like him"),
)
PREDICATE_START = Row(
    "predicate_start",
    re.compile(r"^(?:也|还|又|就|现在|目前)?(?:是一名|是一个|是个|是名|在[^，。]{1,10}(?:工作|上班|上学|读书)"
               r"|住在|居住在|养了|有一(?:只|个|套|辆)|当了?"
               r"|(?:不|很|最|特别)?喜欢|爱(?:吃|喝|看|听)|不(?:吃|喝|碰)|吃不了|不能吃"
               r"|对[^，。]{1,8}过敏)"),
    "the clause is the person's of the fact before it: the user's, or a relative's", ISSUE,
    ("是一名护士", "在一家医院上班", "不吃香菜", "喜欢猫", "对花生过敏"),
    ("他是医生", "这是我的猫", "他不吃辣", "不知道该怎么办", "吃了一碗面"),
    contexts=("我住在杭州，是一名护士", "我住在杭州，是一名护士，不吃香菜",
              "我姐姐住在杭州，不吃香菜"),
)
LIST_ITEM = Row(
    "list_item",
    re.compile(r"^(?:和|还有|以及|跟)?(?![我你他她它这那很真挺好太])[\u4e00-\u9fff]{1,4}$"
               r"(?<![了吗呢吧啊呀哦的么])"),
    "one more item of the list before it", ISSUE,
    ("健身", "和摄影"),
    ("我很开心", "挺好的"),
    contexts=("今天晚饭有我的最爱，烤鸡！你喜欢吃烤鸡吗？",),
)
LIKING = Row(
    "liking",
    re.compile(r"喜欢|爱好|爱|热爱|兴趣"),
    "the clause is a liking: a bare item after it is one more item of its list", ISSUE,
    ("我喜欢唱歌跳舞", "我的爱好是摄影"),
    ("我住在杭州", "我是一名护士"),
    contexts=("今天晚饭有我的最爱，烤鸡！你喜欢吃烤鸡吗？",),
)
PAST_STATE = Row(
    "past_state",
    re.compile(r"\b(?:i|we) used to\b|^(?:我)?(?:以前|原来|过去)", re.I),
    "the old state, when the next clause says now", ISSUE,
    ("I used to hate cats", "我以前很怕狗"),
    ("I'm used to spicy food", "我现在很喜欢狗"),
    contexts=(
        "I'm having some trouble sleeping and I was wondering if you could help me figure"
        " out what's going on. I've been making an effort to wind down earlier, and I use"
        "d to struggle to get to bed before 11:30 PM, but now I've been doing better. Any"
        "way, I've been having some insomnia issues and I'm not sure why.",
    ),
)
# [beyond] lead38: 我以前是护士，现在退休了 kept only 现在退休了 — a former role is the user's
# history, not a state the new one makes untrue; the note keeps it with the new state.
FORMER_ROLE = Row(
    "former_role",
    re.compile(r"^(?:我)?(?:以前|原来|过去)(?:是|当过|做过|在)|\b(?:i|we) used to (?:be|work)\b",
               re.I),
    "the old state is a role the user had: kept with the new state, not dropped", ISSUE,
    ("我以前是护士", "I used to be a teacher"),
    ("我以前很怕狗", "I used to hate cats"),
    contexts=("我以前是会计，现在自己开店",),
)
NOW = Row(
    "now",
    re.compile(r"^(?:but |and )?now\b|^(?:但是?|可是|不过)?现在", re.I),
    "the clause says the new state: the past state before it is not kept; in zh, said "
    "without a subject, it is the old state's person's (我原来想当医生，现在是护士)", ISSUE,
    ("but now I have one named Pixel", "但现在很喜欢狗"),
    ("I know now", "我以前很怕狗"),
    contexts=("我原来想当医生，现在是护士",
        "I'm having some trouble sleeping and I was wondering if you could help me figure"
        " out what's going on. I've been making an effort to wind down earlier, and I use"
        "d to struggle to get to bed before 11:30 PM, but now I've been doing better. Any"
        "way, I've been having some insomnia issues and I'm not sure why.",
    ),
)
# 我以前很喜欢吃火锅，现在不太吃了: the new state's verb said bare takes the old state's object
# (现在不太吃火锅了); kept alone, "现在不太吃了" said nothing of what (probe30).
BARE_VERB_NOW = Row(
    "bare_verb_now",
    re.compile(r"(?:不太|不怎么|不再|不常|不|很少|少|没怎么|没再|也不)(?P<v>[吃喝玩看听抽打追弹跑])"
               r"(?=了?$)"),
    "phrasing: the new state's verb said without its object takes the old state's",
    "[beyond] issue 24 probe30: 我以前很喜欢吃火锅，现在不太吃了 kept 现在不太吃了，胃受不了",
    ("现在不太吃了", "现在很少喝了", "现在不玩了"),
    ("现在不太吃辣了", "现在很少喝咖啡", "不吃了吗", "现在不太想吃"),
    contexts=("我以前很喜欢吃火锅，现在不太吃了，胃受不了",),
)
# "Priya loves sushi but I'm not a big fan": a bare "not a fan" is of what the clause before
# it liked (…not a big fan of sushi); kept alone it said nothing of what (probe30).
BARE_FAN = Row(
    "bare_fan",
    re.compile(r"\b(?:i'?m|i am) not (?:a |really a |much of a |that much of a )?(?:big |huge )?fan"
               r"(?=[.!~]*$)", re.I),
    "phrasing: a bare 'not a fan' takes what the clause before it liked",
    "[beyond] issue 24 probe30: 'Priya loves sushi but I'm not a big fan' kept 'is not a big fan'",
    ("I'm not a big fan", "I am not really a fan.", "i'm not much of a fan"),
    ("I'm not a big fan of sushi", "I'm a big fan", "not a fan of cold weather"),
    contexts=("Priya loves sushi but I'm not a big fan",),
)
LIKED_OBJECT = Row(
    "liked_object",
    re.compile(r"\b(?:loves?|likes?|enjoys?|adores?|is into|are into|is obsessed with)"
               r" (?!(?:you|it|him|her|them|me|us|to|that|this)\b)"
               r"(?P<o>[a-z][a-z'-]*(?: [a-z][a-z'-]*){0,2})[.!~]*$", re.I),
    "what a clause says someone likes, for the bare 'not a fan' after it",
    "[beyond] issue 24 probe30",
    ("Priya loves sushi", "my brother likes jazz"),
    ("I love you so much!!", "Priya loves to", "she loves it when I cook"),
    contexts=("Priya loves sushi but I'm not a big fan",),
)
ONE_OF = Row(
    "one_of",
    # Bare: no noun of its own after it ("have two kids" counts kids, not the plural before).
    re.compile(r"\b(?:have|got|adopted|own|bought) (?P<n>one|two|three)\b"
               r"(?=\s*(?:$|[,.!?;~]|(?:named|called|last|this|now|too|already|at|in|since|from"
               r"|as|and|but|of them)\b))", re.I),
    "the number stands for the plural said before it", ISSUE,
    ("now I have one named Pixel", "I adopted two last year"),
    ("I have a cat", "one of my friends", "we have two kids under five"),
    contexts=("I used to hate cats but now I have one named Pixel",),
)
PLURAL = Row(
    "plural",
    re.compile(r"\b(?P<w>[a-z]{3,}?)(?:e?s)\b(?!.*\b[a-z]{3,}s\b)", re.I),
    "the last plural said before a bare \"one\": what the number stands for", ISSUE,
    ("I used to hate cats", "dogs scare me"),
    ("I hate it", "a cat"),
    contexts=("I used to hate cats but now I have one named Pixel",),
)
CHANGE_OF_MIND = Row(
    "change_of_mind",
    # 想了想还是回去上班吧: a mind settled after thinking it over (probe42), read first
    re.compile(r"^(?:我)?(?:想了想|想了一下|想来想去|考虑了一下|仔细想了想|琢磨了一下|纠结了很久)"
               r"[，,\s]*(?:还是决定|还是|决定)(?:先)?(?P<what>[^，。！？,.!?\s]{2,12}?)(?:吧|了)?"
               r"(?=[，。！!~～,.\s]|$)"
               r"|^(?:又|还是|现在|其实)?(?:不)?(?:想|要|打算|决定)[^，。！？,.!?]{1,12}了[。！!~～]*$"),
    "a decision said without 我 is the speaker's own (a reversal of what they said)", ISSUE,
    ("想去北京工作了", "决定不辞职了", "想了想还是回去上班吧", "想来想去还是不去云南了"),
    ("这周末打算在家躺平", "工作是挺累的", "想了想", "他想了想还是走了"),
)
# 其实改主意了，五一去西安: the clause after a mind changed is the speaker's new decision, said
# without 我 (probe31: kept nothing, and the plan it replaces stayed).
MIND_CHANGED = Row(
    "mind_changed",
    re.compile(r"^(?:其实|不过|后来|但是?|可是)?(?:我)?(?:又|还是)?(?:改主意|变卦)了?[，,。！!]\s*"
               r"(?:(?!你|他|她|它)[^，,。！!？?]){2,}"),
    "the clause after a mind changed (改主意了，…) is the speaker's own new decision",
    "[beyond] issue 24 probe31: 我五一要去成都玩 then 其实改主意了，五一去西安 kept nothing",
    ("其实改主意了，五一去西安", "我改主意了，下个月再搬家"),
    ("改主意了", "你改主意了吗？", "改主意了，他说不去了"),
)
# 我最喜欢拍摄风景，因为每个地方都有自己独特的氛围和画面，让我感到很有启发性: why a liking
# is liked is no part of the fact (the labels keep 最喜欢拍风景 in 12 of 13 dev and train
# rows); after a feeling or a worry the reason *is* the fact (我今天非常兴奋，因为我注册了一个
# 摄影课程) and stays.
REASON = Row(
    "reason_of_liking",
    re.compile(r"^(?:而且|也|都|就|正)?(?:是)?(?:因为|由于)"),
    "after a liking in its sentence: the reason, not kept (nor the rest of the sentence)",
    "[beyond] issue 24 facts24 (dev and train rows: 最喜欢玫瑰花，因为…; 喜欢向日葵，因为…)",
    ("因为每个地方都有自己独特的氛围和画面", "因为它们是粉色的，好漂亮"),
    ("因此我搬家了", "我因为工作搬到了上海"),
    contexts=("我最喜欢拍摄风景，因为每个地方都有自己独特的氛围和画面，让我感到很有启发性。",
              "我喜欢向日葵，因为它们好大好亮堂！"),
)

ROWS: tuple[Row, ...] = (MARKER_TAIL, DISLIKE, DIET, FRIEND_GOAL, PREDICATE_START, LIST_ITEM,
                         FORMER_ROLE,
                         LIKING, NOW, PLURAL,
                         PAST_STATE, BARE_VERB_NOW, BARE_FAN, LIKED_OBJECT,
                         ONE_OF, CHANGE_OF_MIND, MIND_CHANGED,
                         REASON)
