"""Messages that say nothing a topic could be about, so never open one [beyond seed 004].

Seed 004 §3.2 opens a topic when no existing one is close; a "thanks!" or a masked bank
password is close to nothing, so it opened topics (issue 25: one named 银行卡密码[已隐密码]1).
A content-free message stays in the conversation's current topic, or gets none. The
rows reuse the gate's own patterns (memory/gate/): seed 003's acknowledgement regexes and
the clause-level chatter of memory/language/clauses.py; nothing is copied here.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from strata_layered.memory.language.clauses import clause_kind, split_clauses
from strata_layered.memory.rules.check_ins import CHECK_IN
from strata_layered.memory.rules.fast_reject import MOMENT_EN
from strata_layered.memory.rules.openers import BEEN_A_WHILE
from strata_layered.memory.rules.seed003 import ACKNOWLEDGEMENT, ACKNOWLEDGEMENT_EN
from strata_layered.memory.sensitive import redact
from strata_layered.memory.text.text import has_cjk

MASK = re.compile(r"\[(?:已隐去|hidden):[^\]]*\]")
PUNCTUATION = re.compile(r"[\s，,。.！!？?、；;：:~～…\"'“”()（）-]+")
WORD_EN = re.compile(r"[A-Za-z0-9']+")
# What is left beside a masked secret is its label ("银行卡密码", "my bank pin is"): no subject.
LABEL_CHARS_ZH = 8
LABEL_WORDS_EN = 4
ONE_WORD_CHARS_ZH = 2


@dataclass(frozen=True)
class ChatterRow:
    """One rule: what it decides, where it comes from, and what it must and must not match."""

    name: str
    source: str
    matches: Callable[[str], bool]
    examples: tuple[str, ...]
    non_examples: tuple[str, ...]


def _acknowledgement(text: str) -> bool:
    bare = text.strip()
    return bool(ACKNOWLEDGEMENT.search(bare) or ACKNOWLEDGEMENT_EN.search(bare))


def _all_chatter(text: str) -> bool:
    clauses = split_clauses(text)
    return bool(clauses) and all(clause_kind(c) == "chatter" for c in clauses)


CLAUSE_SPLIT = re.compile(r"[，,。.！!？?~～;；]+")


def _check_in(text: str) -> bool:
    clauses = [c.strip() for c in CLAUSE_SPLIT.split(MASK.sub("", text)) if c.strip()]
    # "been a while since we chatted": how long since the last chat (openers.py BEEN_A_WHILE)
    return bool(clauses) and all(CHECK_IN.match(c) or not BEEN_A_WHILE.sub("", c).strip()
                                 for c in clauses)


def _one_word(text: str) -> bool:
    bare = PUNCTUATION.sub("", MASK.sub("", text))
    if not bare:
        return True
    if has_cjk(bare):
        return len(bare) <= ONE_WORD_CHARS_ZH
    return len(WORD_EN.findall(text)) <= 1


def _masked_secret(text: str) -> bool:
    masked = redact(text)
    if not MASK.search(masked):
        return False
    rest = MASK.sub(" ", masked)
    if has_cjk(rest):
        return len(PUNCTUATION.sub("", rest)) <= LABEL_CHARS_ZH
    return len(WORD_EN.findall(rest)) <= LABEL_WORDS_EN


ROWS: tuple[ChatterRow, ...] = (
    ChatterRow("acknowledgement", "seed 003 acknowledgement regex (memory/rules/seed003.py)",
               _acknowledgement, ("好的", "谢谢！", "嗯", "thanks!", "ok", "hi", "good night"),
               ("好的，我下周去杭州出差", "thanks, I moved to Berlin")),
    ChatterRow("check_in", "[beyond] every clause greets, asks how the other is, or says the "
               "user came to chat (a session's opener in MemoryBank / LoCoMo): no subject",
               _check_in, ("你好，今天我又来和你聊天了。你最近怎么样？",
                           "你好，今天我又来和你聊天啦！",
                           "Hey Mel! Good to see you! How have you been?",
                           "Hi Gina! Long time no talk!",
                           "Hi Jo! We haven't talked in a while!",
                           "Hey Melanie! Just wanted to say hi!",
                           "Hey Mel! Long time no talk. Lots has been going on since then!",
                           "Hey Mel, what's up? Been a busy week since we talked.",
                           "Hey John, been a while since we chatted. How's it going?",
                           "Hey Melanie! Long time no talk! A lot's been going on in my life! "
                           "Take a look at this.",
                           "你好，朋友。今天我又来和你聊天了", "嗨，我的AI伴侣，你好吗？",
                           "今天又来找你聊天啦！", "我又来啦，你最近好吗？", "又见面啦",
                           "我想跟你聊聊。", "有件事想和你说", "你好啊，近来过得怎么样？"),
               ("你好，今天我又来和你聊天了。最近工作压力有些大",
                "Hey Mel! I lost my job yesterday",
                "How have you been sleeping since the surgery?",
                "We haven't talked about the budget yet",
                "A lot has been going on at work with the layoffs",
                "Just wanted to say I got the job!",
                "It's been a busy week of moving boxes",
                "你好，朋友。今天想跟你聊聊我的健身计划", "朋友们都说我变了，你怎么样",
                "今天又来找你聊聊我的工作", "我又来北京了", "我想跟你聊聊换工作的事",
                "有件事想和你说，我怀孕了")),
    ChatterRow("chatter", "[beyond] clause-level chatter of memory/rules/clause_kinds.py: "
               "every clause a greeting, thanks, agreement or praise",
               _all_chatter, ("你好呀，朋友！", "谢谢你，辛苦了",
                              "Thank you so much, that's helpful!", "Hello my friend!"),
               ("你好，我想装修厨房", "Hi, I just adopted a puppy")),
    ChatterRow("reply_only", "[beyond] only answers the assistant: every clause judges its "
               "advice, agrees or thanks (RESPONSE_CLAUSE), so the subject stays where it was",
               lambda text: not subject_part(text),
               ("这些建议很有用，谢谢你。", "这听起来确实是一个好主意，我会试试看。",
                "That's a great goal!", "Wow, that sounds great!"),
               ("这些建议很有用，其实最近我还在学攀岩",
                "That's a great goal! I started a dance studio",
                "好的建议还有哪些，比如装修方面的")),
    ChatterRow("one_word", "[beyond] a one-word reply (≤ 2 Chinese characters or one word) "
               "names no subject", _one_word, ("对", "是吗", "Sure.", "Really?", "猫"),
               ("那地板呢？", "Which flooring then?")),
    ChatterRow("moment", "[beyond] the message is wholly of the moment (row moment_en of "
               "memory/rules/fast_reject.py): no subject to open a topic on (probe32: 'I just "
               "had lunch.' opened a topic named lunch)",
               lambda text: bool(MOMENT_EN.search(text.strip())),
               ("I just had lunch.", "I'm waiting for the bus.", "I'm a bit hungry."),
               ("I just had a baby!", "I'm at Google now.", "I'm cooking dinner for my parents' "
                "anniversary tonight.")),
    ChatterRow("masked_secret", "[beyond] only a secret and its label: memory/sensitive masks "
               "the secret, the label alone is no subject", _masked_secret,
               ("银行卡密码 123456", "my password is hunter2!"),
               ("我的银行卡密码是 123456，帮我想想怎么记账和做预算", "银行卡密码")),
)


# What answers the assistant before the user says anything new ("这些建议很有用，我会试试看。
# 其实最近我还在学攀岩"): its clauses name no subject, so the subject is what follows them.
RESPONSE_CLAUSE = re.compile(
    r"^(?:嗯|恩|哦|好的?|是的?|是啊|对(?:啊|的)?|哈哈+|没关系|没问题|行|当然)?(?:，)?"
    r"(?:(?:这些|这个|那个|你的)?(?:建议|主意|方法|推荐)(?:都|也)?(?:非常|很|挺|真的)?"
    r"(?:有用|不错|好|有道理|实用|实际|有帮助)"
    r"|(?:这些|这个|那|这)?(?:也)?(?:都)?(?:是)?(?:确实)?(?:一个|一些)?(?:非常|很|挺|真的|都)?"
    r"(?:好|不错|有用|有道理|实际|实用|重要|有意思|有趣|有启发)的?(?:建议|主意|方法|办法|想法|推荐|道理)?"
    r"|(?:这|那)?(?:些|个)?(?:建议|方法|主意|办法)?(?:都|也)?听起来(?:确实|也|都)?(?:是)?(?:一个)?(?:很|非常|挺)?"
    r"(?:好|不错|有道理|有意思|有趣|复杂|难|麻烦)"
    r"(?:的?主意|的?建议|的?方法)?(?:啊|呢)?"
    r"|你说得(?:非常|很|真|太)?(?:好|对|有道理)了?|好主意|我知道了|我明白了|我同意|我也同感"
    # probe33: what 李雪 answered the advice with (我很感激, 肯定会有的)
    r"|我?(?:真的|很|非常|特别|十分)*(?:感激|感谢你|谢谢你)(?:的(?:建议|帮助|鼓励|陪伴))?"
    r"|(?:肯定|一定|当然)?会(?:有)?的"
    r"|我会(?:去)?(?:试试|试试看|试一试|注意的|好好实践|去看看|尝试的)(?:的)?"
    r"|我(?:已经)?记下来了|(?:谢谢|感谢)你?(?:的)?(?:建议|推荐|提醒)?"
    r"|(?:wow|cool|yeah|yes|thanks|thank you|awesome|great|nice|totally|sure|haha)(?:,? \w+)?"
    r"|that'?s (?:a )?(?:great|good|awesome|nice|cool|amazing) (?:idea|goal|point|plan|news)"
    r"|(?:that )?sounds (?:great|good|awesome|fun|amazing)|(?:i )?(?:totally |100% )?agree"
    r"|glad to hear (?:that|it)|good to know|makes sense)?$", re.I)


def subject_part(text: str) -> str:
    """The message without the opening clauses that only answer the assistant or check in.

    Empty when nothing else is said; the whole message when it opens with its subject.
    """
    parts = re.split(r"([，,。.！!？?~～;；]+)", text.strip())
    at = 0
    while at < len(parts):
        clause = parts[at].strip()
        if clause and not (RESPONSE_CLAUSE.match(clause) or CHECK_IN.match(clause)):
            break
        at += 2
    return "".join(parts[at:]).strip()


def answers_assistant(text: str) -> bool:
    """Whether the message opens by answering the assistant (这些建议很有用… / Great idea!).

    A person saying so is still on the subject they were just given advice on.
    """
    first = re.split(r"[，,。.！!？?~～;；]+", text.strip(), maxsplit=1)[0].strip()
    return bool(first) and bool(RESPONSE_CLAUSE.match(first))


def content_free(text: str) -> str | None:
    """The name of the first row that finds the message content-free, or None."""
    return next((row.name for row in ROWS if row.matches(text)), None)


NOTHING_TO_RECALL = frozenset({"acknowledgement", "chatter", "check_in", "reply_only"})
"""[beyond] The rows whose messages no question can need, so recall skips them
(graph/retrieval/history.py). Not one_word: a short message is often the user's answer to the
assistant ("搬到哪个城市了？" "杭州", "Where to?" "Boston."), which names no topic but answers a
later question (review33); not moment: "I just had lunch." answers "Did I eat?"."""


def says_nothing_to_recall(text: str) -> bool:
    """Whether a NOTHING_TO_RECALL row finds the message content-free."""
    return any(row.matches(text) for row in ROWS if row.name in NOTHING_TO_RECALL)
