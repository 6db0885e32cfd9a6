"""[beyond] Words that announce news before it (说起来, 哎, guess what): no part of the fact.

memory/clauses.py `strip_lead` drops them with the other openers of clause_breaks.py;
they were kept at the head of notes ("说起来，妹妹在北京工作", "Guess what, brother got a
job as a lawyer").
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.row import Row

NEWS_LEAD = Row(
    "news_lead",
    re.compile(
        r"^(?:说起来|说到这个|说到这儿|哎呀|哎哟|哎|诶嘿|跟你说|猜猜怎么着|你猜怎么着"
        r"|guess what|fun fact|news flash|big news|good news|great news|funny thing is"
        r"|you won't believe (?:it|this))(?:[\s，,！!~～。:：]+|$)", re.I),
    "words that announce news open the clause and say nothing of it: dropped",
    "[beyond] issue 24 whose fact probe (lead, round 29): '说起来，我妹妹在北京工作' kept "
    "'说起来，妹妹在北京工作'; 'Guess what, my brother got a job as a lawyer!' kept 'Guess "
    "what, brother got…'",
    ("说起来，我妹妹在北京工作", "哎，我爸最近搬去广州了", "Guess what, my brother got a job!",
     "Big news: I'm pregnant"),
    ("我说起来就停不下来", "哎呦喂这么巧", "I can guess what you mean", "The news was big"),
    contexts=("说起来，我妹妹在北京工作。", "Guess what, my brother got a job as a lawyer!"),
)

ROWS: tuple[Row, ...] = (NEWS_LEAD,)
