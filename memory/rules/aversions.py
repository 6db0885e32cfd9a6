"""[beyond] A liking or an aversion that turned: a change that supersedes the old one it names.

"Actually I've gotten used to spicy food now" after "I can't stand spicy food", 其实我现在习惯
吃辣了 after 我受不了辣, 最近慢慢喜欢上咖啡了 after 我不喜欢喝咖啡: the note loses "actually" /
其实, and the vectors of the two run apart (0.89), so memory/supersession/consolidation.py reads
these: the old memory said against the thing this one names is superseded. And the other way round:
"I don't run anymore" after "I love running" (`no_longer_does`).
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.row import Row

_THING_EN = r"(?P<en>(?!(?:it|that|this|them)\b)[a-z][\w' -]{1,30}?)(?=[,.;!]|$| now\b| these)"

# "Actually I've gotten used to spicy food now" after "I can't stand spicy food": the aversion
# is over (the note loses "actually", so change_cue no longer reads it in consolidation).
GOT_USED_TO = Row(
    "got_used_to",
    re.compile(r"(?<![你他她])(?:现在|如今|已经|慢慢|渐渐|终于)(?:也|都)?(?:已经|慢慢)?习惯(?:了)?"
               r"(?P<zh>[\u4e00-\u9fff]{1,8}?)了(?![吗么呢])"
               r"|\b(?:gotten|got|grown|become|getting) (?:used|accustomed) to "
               r"(?P<en>(?!(?:it|that|this|them)\b)[a-z][\w' -]{1,30}?)(?=[,.;!]|$| now\b| these)"
               r"|\b(?:i'm|i am|is) used to (?P<now>[a-z][\w' -]{1,30}?) now\b",
               re.I),
    "a change: an aversion the user got over (现在习惯吃辣了, 'gotten used to spicy food'); "
    "consolidation supersedes the aversion to the thing it names",
    "[beyond] issue 24 fix33: 'Actually I've gotten used to spicy food now' left 'can't stand "
    "spicy food' active, 其实我现在习惯吃辣了 left 受不了辣",
    ("其实我现在习惯吃辣了", "has gotten used to spicy food now", "I'm used to the cold now",
     "我已经慢慢习惯一个人住了"),
    ("我习惯早睡", "I'm used to it", "你现在习惯了吗", "I'm not used to spicy food",
     "got used to it"),
    contexts=("Actually I've gotten used to spicy food now.",),
    before="can't stand spicy food",
)

# "These days I've really come around to sushi" after "I don't like sushi", 不过最近慢慢喜欢上
# 咖啡了 after 我不喜欢喝咖啡: both stayed active (round fix33's own probe).
CAME_TO_LIKE = Row(
    "came_to_like",
    re.compile(r"(?<![你他她])(?:现在|如今|已经|慢慢|渐渐|终于|最近|开始)(?:也|都)?(?:已经|慢慢|渐渐|开始)?"
               r"(?:喜欢上|爱上)(?:了)?(?P<zh>[\u4e00-\u9fff]{1,8}?)了(?![吗么呢])"
               r"|\b(?:(?:come|came|coming) (?:around|round) to|warmed up to"
               r"|(?:grown|grew|started|starting|begun|began|learned|learnt)"
               r" to (?:like|love|enjoy))"
               rf" {_THING_EN}", re.I),
    "a change: a thing the user came to like (慢慢喜欢上咖啡了, 'come around to sushi'); "
    "consolidation supersedes the dislike of the thing it names",
    "[beyond] issue 24 fix33 probe: 'These days I've really come around to sushi' left "
    "'doesn't like sushi' active, 最近慢慢喜欢上咖啡了 left 不喜欢喝咖啡",
    ("最近慢慢喜欢上咖啡了", "has really come around to sushi these days",
     "I've grown to love running", "warmed up to jazz"),
    ("我喜欢上班", "你喜欢上他了吗", "I came to the party", "I started to run",
     "he grew to like it"),
    contexts=("不过最近慢慢喜欢上咖啡了",),
    before="不喜欢喝咖啡",
)

# "Actually I don't run anymore, my knee hurts" after "I love running": both stayed active
# (change reads "not any more", the note says "doesn't run anymore"; 0.86 apart).
NO_LONGER_DOES = Row(
    "no_longer_does",
    re.compile(r"\b(?:doesn't|don't|does not|do not|never) "
               r"(?!(?:know|care|think|understand|remember|mind|get it)\b)"
               r"(?P<en>[a-z]+(?: [a-z]+)?) "
               r"(?:anymore|any more)\b|\bno longer (?P<verb>[a-z]+(?: [a-z]+)?)"
               r"(?=[,.;!]|$| now\b| these| since\b)", re.I),
    "a change: what the user does no longer ('doesn't run anymore'); consolidation supersedes "
    "the liking or habit of the thing it names",
    "[beyond] issue 24 fix33 probe: 'Actually I don't run anymore, my knee hurts' left 'loves "
    "running' active",
    ("doesn't run anymore", "I don't drink coffee anymore", "no longer plays tennis"),
    ("I don't know anymore", "doesn't run", "no longer than a week"),
    contexts=("Actually I don't run anymore, my knee hurts.",),
    before="loves running",
)

# "I can eat gluten now" after "I can't eat gluten" kept nothing: what the user can do again
# (now_able_zh's English twin: 其实我现在能吃一点辣了 is read).
NOW_ABLE_EN = Row(
    "now_able_en",
    re.compile(r"(?:^|\bi )(?:can|am able to|'m able to|is able to) (?:finally |actually )?"
               r"(?P<en>[a-z]+(?: [a-z]+)?) (?:now|again)\b(?![^.!?]*\?)", re.I),
    "a change: what the user can do now or again ('I can eat gluten now'): a change signal",
    "[beyond] issue 24 fix33 probe: 'I can eat gluten now' after 'I can't eat gluten' kept nothing",
    ("I can eat gluten now", "I can finally drive again", "can eat gluten now"),
    ("Can I eat gluten now?", "I can't eat gluten now", "I can do it now?", "you can go now"),
    contexts=("Actually I can eat gluten now.",),
    before="can't eat gluten",
)

ROWS: tuple[Row, ...] = (GOT_USED_TO, CAME_TO_LIKE, NO_LONGER_DOES, NOW_ABLE_EN)
