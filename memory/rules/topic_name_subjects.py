"""[beyond] A subject said first, a pet's one-character noun, a Chinese abstract noun alone.

issue 25, names40b (names40's leftovers): 我家的狗很调皮 was named 调皮 (狗 is one character,
dropped with the runs of one, so the topic was of no kind); "Work has been crazy, my boss keeps
adding deadlines" was named "adding deadlines" (the phrase of most words, not the subject the
user said first and then described); a Chinese abstract noun alone (感悟, 想法) named a topic
as a subject, where the English ones ("offer", "thoughts") only stand in. memory/topics/
chinese_name.py, phrases.py and naming.py apply them.
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.row import Row

NAME_KIND_NOUN_ZH = Row(
    "name_kind_noun_zh",
    re.compile(r"(?:^|的)[狗猫鱼鸟]$"),
    "a pet's one-character noun (狗, 猫, 鱼, 鸟) that opens its clause or is someone's "
    "(我家的狗, 我的猫) is the clause's subject, kept in the name though runs of one character "
    "are dropped: 我家的狗很调皮 → 狗调皮 (调皮 only says how it is); searched on the clause "
    "up to the noun",
    "[beyond] issue 25, names40b: names40 left 我家的狗很调皮 named 调皮, a topic of no kind",
    ("我家的狗", "我的猫", "狗", "家里养的鸟"),
    ("我吃了鱼", "热狗", "熊猫", "狗狗", "猫咪"),
    contexts=("我家的狗很调皮。", "我的猫最近很懒。"),
)

NAME_DESCRIBED_SUBJECT_EN = Row(
    "name_described_subject_en",
    re.compile(r"^\s*(?:(?:[Mm]y|[Oo]ur|[Tt]he|[Tt]his|[Tt]hat)\s+)?[A-Za-z][a-z]+"
               r"(?:\s+[a-z]+){0,2}(?:\s+(?:(?:has|have|had)\s+been|is|are|was|were"
               r"|keeps?\s+being|gets?|got|feels?|felt)|['’]s(?:\s+been)?)\s+"
               r"(?:(?:so|really|very|pretty|super|quite|totally|absolutely|just|extra"
               r"|a\s+bit|a\s+little|kind\s+of|kinda)\s+)*"
               r"[a-z]+(?:\s+(?:lately|recently|today|again|these\s+days|this\s+(?:week|month"
               r"|year)))?\s*[.,;!…]*\s*$"),
    "a clause that only says how its subject is (\"Work has been crazy\", \"My job is so "
    "stressful\") says its subject first: the message is named by it, not by a longer phrase "
    "the clauses after it say of it (\"my boss keeps adding deadlines\")",
    "[beyond] issue 25, names40b: names40 left \"Work has been crazy, my boss keeps adding "
    "deadlines\" named \"adding deadlines\"",
    ("Work has been crazy", "My job is so stressful lately", "The new puppy is a bit shy",
     "School's been rough"),
    ("I took a pottery class", "My sister is a nurse", "My name is Leo",
     "Work has been crazy, my boss keeps adding deadlines"),
    contexts=("Work has been crazy, my boss keeps adding deadlines.",),
)

NAME_ABSTRACT_ZH = Row(
    "name_abstract_zh",
    re.compile(r"^有?(?:感悟|想法|心得|体会|感想|看法|感触|思考|反思|念头|消息|新闻|建议|意见|决定"
               r"|变化|打算)$"),
    "a Chinese abstract noun alone (感悟, 想法, 心得, 体会) names no subject, as \"thoughts\" "
    "or \"reflections\" alone do not: it says what it is only with what it is of (旅行心得); "
    "a topic named by it alone is named for want of a subject, and the next subject replaces it",
    "[beyond] issue 25, names40b: names40 made English abstract nouns alone stand-ins and "
    "left 感悟 a name",
    ("感悟", "有想法", "心得", "体会"),
    ("旅行心得", "读书感悟", "想法子", "变化球"),
    contexts=("最近有很多感悟。", "我有一个想法，想开一家咖啡店。"),
)

ROWS_SUBJECTS = (NAME_KIND_NOUN_ZH, NAME_DESCRIBED_SUBJECT_EN, NAME_ABSTRACT_ZH)
