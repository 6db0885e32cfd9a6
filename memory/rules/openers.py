"""[beyond] Words that announce news before it (说起来, 哎, guess what, since we talked).

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

# "Since we chatted last, I've been blogging…": when the news dates from, said of the chat.
SINCE_TALKED = Row(
    "since_talked",
    re.compile(r"^since (?:we|i) (?:last )?(?:spoke|talked|chatted|caught up)(?: last)?"
               r"(?=\s*(?:[,.!:]|$))"
               r"|^since (?:the|our) last (?:chat|talk|time we (?:spoke|talked|chatted))"
               r"(?=\s*(?:[,.!:]|$))", re.I),
    "'since we talked' opening a clause says nothing: dropped (since_lead took only 'Since'"
    " and left 'chatted last, has been blogging…')",
    "[beyond] issue 24 probe24e (LoCoMo conv-41 kept 'chatted last, …', 'spoke last' and"
    " 'Since the last chat, …')",
    ("Since we chatted last, I've been blogging", "since we talked, I got a dog",
     "Since the last chat, I've been thinking"),
    ("Since we moved to Denver", "Since I talked to my boss, I feel better",
     "since the last storm"),
    contexts=("Since we spoke last, I adopted a kitten named Miso.",),
)

ROWS: tuple[Row, ...] = (NEWS_LEAD, SINCE_TALKED)
