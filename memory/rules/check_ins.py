"""[beyond] A clause that only greets, asks how the other is, or says the user came to chat.

A session's opener in MemoryBank and LoCoMo (你好，朋友。/ 近来过得怎么样 / "Hey Mel! Long time
no talk!"): no subject for a topic (memory/topics/chatter.py, `check_in`) and no fact
(memory/language/clauses.py reads it as chatter: 最近过得怎么样，我换工作了 had noted the check-in).
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.row import Row

CHECK_IN = Row(
    "check_in",
    re.compile(
        r"^(?:(?:你好|您好|嗨|哈喽|早上好|下午好|晚上好)(?:啊|呀|呀)?(?:AI伴侣|朋友)?"
        # Calling the assistant by name, a clause of its own after the greeting (你好，朋友。…).
        # (我的朋友，他… is about a friend: only the assistant is 我的 here.)
        r"|(?:我的|亲爱的)?AI(?:伴侣|朋友)|(?:亲爱的)?朋友"
        # The user came (back) to chat, 我 said or dropped as Chinese drops it (又来找你聊天啦).
        r"|(?:今天)?我?又?来(?:(?:和|跟|找|陪)你聊(?:天|聊)?)?(?:了|啦)?|(?:我们)?又见面(?:了|啦)"
        r"|(?:今天)?我?又?(?:想|要|来)?(?:和|跟)你(?:聊聊|说说话?|聊天)(?:吧|了|啦)?"
        r"|(?:我)?有件事(?:想|要)?(?:和|跟)你(?:说|讲|聊聊)"
        r"|(?:你(?:最近|近来|今天|这几天|这些天)?|最近|近来|这几天|这些天)(?:感觉)?"
        r"(?:怎么样|好吗|过得(?:怎么样|好吗|还好吗|如何))"
        r"|(?:hey|hi|hello)(?: there)?(?: \w+)?"
        r"|(?:it'?s )?(?:good|great|nice) to (?:see|hear from|talk to|chat with) you"
        r"(?: too| again)?"
        r"|how (?:are|have) you (?:been|doing)(?: lately)?|how'?s it going|what'?s up"
        r"|long time no (?:see|talk|chat)|(?:i )?just wanted to (?:say hi|check in)(?: with you)?"
        r"|(?:i )?hope (?:you'?re|you are) doing (?:good|well|ok|okay)"
        r"|(?:so much|a lot|lots)(?:'s| has)? (?:been going on|happened)"
        r"(?: (?:in my life|lately|recently|since (?:then|we (?:last )?(?:talked|spoke|chatted))))?"
        r"|(?:it'?s )?been a (?:busy|crazy|hectic|long) (?:week|month|few weeks|few days)"
        r"(?: since we (?:last )?(?:talked|spoke|chatted))?|(?:take a look at|check out) this"
        r"|(?:we )?ha(?:ve)?n'?t (?:talked|chatted|spoken|corresponded|caught up)"
        r"(?: to each other)?"
        r"(?: (?:in|for) (?:a (?:long )?while|ages|a long time|a few days|some time))?)$",
        re.I),
    "clause kind: chatter, and no topic's subject (a greeting, how are you, I came to chat)",
    "[beyond] issue 25 (openers of MemoryBank / LoCoMo sessions opened topics); probe34: "
    "你好啊，近来过得怎么样 named a topic 过得, 最近过得怎么样，我换工作了 noted the check-in",
    ("你好啊", "近来过得怎么样", "我又来和你聊天了", "How have you been", "long time no see"),
    ("最近过得不太好", "How have you been sleeping since the surgery", "我想和你聊聊我的工作",
     "hey, I adopted a puppy"),
)

ROWS: tuple[Row, ...] = (CHECK_IN,)
