"""Messages that say nothing a topic could be about, so never open one [beyond seed 004].

Seed 004 §3.2 opens a topic when no existing one is close; a "thanks!" or a masked bank
password is close to nothing, so it opened topics (issue 25: one named 银行卡密码[已隐密码]1).
A content-free message stays in the conversation's current topic, or gets none. The
rows reuse the gate's own patterns (memory/gate/): seed 003's acknowledgement regexes and
the clause-level chatter of memory/clauses.py; nothing is copied here.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from strata_layered.memory.clauses import clause_kind, split_clauses
from strata_layered.memory.rules.seed003 import ACKNOWLEDGEMENT, ACKNOWLEDGEMENT_EN
from strata_layered.memory.sensitive import redact
from strata_layered.memory.text import has_cjk

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
    ChatterRow("chatter", "[beyond] clause-level chatter of memory/rules/clause_kinds.py: "
               "every clause a greeting, thanks, agreement or praise",
               _all_chatter, ("你好呀，朋友！", "谢谢你，辛苦了",
                              "Thank you so much, that's helpful!", "Hello my friend!"),
               ("你好，我想装修厨房", "Hi, I just adopted a puppy")),
    ChatterRow("one_word", "[beyond] a one-word reply (≤ 2 Chinese characters or one word) "
               "names no subject", _one_word, ("对", "是吗", "Sure.", "Really?", "猫"),
               ("那地板呢？", "Which flooring then?")),
    ChatterRow("masked_secret", "[beyond] only a secret and its label: memory/sensitive masks "
               "the secret, the label alone is no subject", _masked_secret,
               ("银行卡密码 123456", "my password is hunter2!"),
               ("我的银行卡密码是 123456，帮我想想怎么记账和做预算", "银行卡密码")),
)


def content_free(text: str) -> str | None:
    """The name of the first row that finds the message content-free, or None."""
    return next((row.name for row in ROWS if row.matches(text)), None)
