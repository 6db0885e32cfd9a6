"""[beyond] What a clause asks of the assistant: a boundary or a style said to it.

A clause said to the assistant ("you", an order, 别…, 回答简短点, the language to answer in) is
the user's wish of the assistant, not a fact of their life (memory/gate/learned.py,
memory/rule_decisions.py).
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.clause_asks import ASKS_OF_AGENT, ORDER_ZH, REPLY_STYLE_ZH
from strata_layered.memory.rules.languages import SLOT_LANGUAGE
from strata_layered.memory.rules.phrasing import EN_ADDRESSED
from strata_layered.memory.rules.requests import (
    SITUATION_ASKED,
    STYLE_ASKED_EN,
    STYLE_COMPARED_EN,
)

ASKED_OF_ASSISTANT = frozenset({"boundary", "conversation_style"})
"""The gate's categories for what is asked of the assistant (memory/gate/learned.py)."""


def said_to_assistant(text: str) -> bool:
    """Whether a clause is said to the assistant: "you", an order, 别…, 你能不能…, 回答简短点.

    And the language to be answered in (跟我说话用英文吧: vetoed by the learned model, probe32).
    """
    return any(row.search(text) for row in (EN_ADDRESSED, ASKS_OF_AGENT, REPLY_STYLE_ZH,
                                            ORDER_ZH, STYLE_ASKED_EN, STYLE_COMPARED_EN,
                                            SLOT_LANGUAGE,
                                            SITUATION_ASKED))


def asked_of_assistant(category: str, facts: list[str]) -> bool:
    """Whether the gate's keep is a boundary or a style said to the assistant.

    Read in each fact and in its pieces: an ask may follow what it is about ("had a panic
    attack in the lab today 😞 please keep this between them, don't bring it up unless they
    do" was vetoed by the learned model: probe43).
    """
    return category in ASKED_OF_ASSISTANT and any(
        said_to_assistant(f) or any(said_to_assistant(piece.strip()) for piece in _PIECES.split(f))
        for f in facts[:2])


_PIECES = re.compile(r"[,，;；。.!！?？\n]+|[\U0001F300-\U0001FAFF\u2600-\u27BF]+")
"""Where a note's pieces part: punctuation, and an emoji closing what was said."""
