"""[beyond] A short answer to the partner's question takes its object from the question.

"你喜欢园艺活动吗？" → "我喜欢！" says 喜欢园艺活动; "Do you believe in love at first sight?" →
"I totally believe in it." says "believes in love at first sight". Without the question the
answer is a bare verb (喜欢, 想学, 有考虑过) or a dangling "it": kept as said it is no fact.
memory/gate/answers.py completes the answer clause with the object the partner asked about;
the span selector keeps the completed clause (memory/gate/span_reading.py).
Motivated by the dev split (2026-12-03): MADial zh children answering the companion's
yes/no questions (超级喜欢！ / 没呢，但我想学！ / 我喜欢！上上个月…), MemoryBank zh
(有考虑过，不过…) and LoCoMo ("I totally believe in it").
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.row import Row

SOURCE = ("[beyond] dev split (2026-12-03): madial_zh 8:3, 126:5, 158:5, MemoryBank zh 焦彦 "
          "2023-04-27, LoCoMo conv-49 D21 — answers whose fact is the question's object")

ASKED_OBJECT = Row(
    "asked_object",
    re.compile(
        r"(?:^|[。！!？?，,～~]\s*)[^。！!？?，,]*?你(?:最|还|平时|也|以前)?"
        r"(?P<zh_verb>有没有考虑过|有没有想过|有没有试过|想要|想过|考虑过|试过|喜欢|爱)"
        r"(?P<zh>[^。！!？?，,]{2,20}?)(?:吗|呢|嘛)?\s*[？?]\s*$"
        r"|\b(?:do|did|have|would) you (?:ever |also |still )?"
        r"(?P<en_verb>believe in|like|love|enjoy)\s+(?P<en>[^?.!,]{2,60}?)\s*\?\s*$", re.I),
    "what the partner's closing question asks the user about (its object), for a short answer",
    SOURCE,
    ("你喜欢园艺活动吗？", "那真是太棒了！你试过自己做蛋糕吗？",
     "Do you believe in love at first sight?"),
    ("你今天过得怎么样？", "我喜欢园艺活动。", "Do you know what time it is?"),
    contexts=("我喜欢！上上个月，我还学了怎么种花呢，超级好玩的！", "没呢，但我想学！",
              "I totally believe in it. It was like time stopped."),
    before="说的没错，花园里的花朵确实很迷人。你喜欢园艺活动吗？",
)

BARE_ANSWER = Row(
    "bare_answer",
    re.compile(
        r"^(?:但是?|不过|可是)?(?:我)?(?:也|还|真的|超级|特别|非常|很|当然|一直)*"
        r"(?:喜欢|爱|想学|想试试|想要|有考虑过|考虑过|有想过|想过|试过)(?:的|啊|呀|哦|呢)?[！!。.~～]*$"
        r"|^(?:yes,?\s*|yeah,?\s*)?i (?:totally |really |absolutely |do |definitely |still )*"
        r"(?:love|like|enjoy|believe in)\s+(?:it|that|them)[.!]*$", re.I),
    "the user's clause is a bare verb of liking, wanting or having considered (or one on "
    "'it'): the object is what the partner asked about",
    SOURCE,
    ("超级喜欢！", "但我想学！", "有考虑过", "I totally believe in it."),
    ("我喜欢画画", "想学游泳", "I love my new bike", "I believe you"),
    contexts=("超级喜欢！我可以和朋友们一起玩，而且感觉特别自由！",),
    before="你喜欢下课后跑来跑去吗？",
)

ROWS: tuple[Row, ...] = (ASKED_OBJECT, BARE_ANSWER)
