"""Text that instructs the memory system or the model is not a fact about the user [beyond].

A role tag (`SYSTEM:`, `<|im_start|>`, `[INST]`), an order to ignore the instructions, to
store or reveal something, or fake tool output: such a sentence is never the user's
memory. The rest of the message is judged on its own, so a preference said next to it
is still kept; a message that is nothing but instructions is rejected and audited.
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.injection import OVERRIDE, ROLE_TAG, TOOL_OUTPUT
from strata_layered.memory.rules.standing_orders import ORDER_ROWS

# Sentences: CJK stops, ! and ?, and a full stop before a space (3.5 stays one number).
_SENTENCES = re.compile(r"(?:[^\n。！？!?.]|\.(?!\s|$))+(?:[。！？!?]+|\.(?=\s|$)|\n|$)|\n")


def standing_order(sentence: str) -> str | None:
    """The reason a sentence is a standing order to the assistant, if a row catches it."""
    for row in ORDER_ROWS:
        if row.search(sentence):
            return row.decides
    return None


def instruction_reason(sentence: str) -> str | None:
    """Why a sentence is an instruction to the memory system or the model, if it is one."""
    if ROLE_TAG.search(sentence):
        return "role tag"
    if TOOL_OUTPUT.search(sentence):
        return "fake tool output"
    if OVERRIDE.search(sentence):
        return "an order to the model or the memory"
    return standing_order(sentence)


def split_instructions(text: str) -> tuple[str, list[str]]:
    """The text without its instruction sentences, and why each was taken out.

    A sentence that opens with a role tag takes the rest of its line with it.
    """
    kept: list[str] = []
    reasons: list[str] = []
    for line in text.splitlines(keepends=True):
        if ROLE_TAG.search(line) or TOOL_OUTPUT.search(line):
            reasons.append(instruction_reason(line) or "role tag")
            continue
        for match in _SENTENCES.finditer(line):
            sentence = match.group()
            reason = instruction_reason(sentence)
            if reason:
                reasons.append(reason)
            else:
                kept.append(sentence)
    return "".join(kept).strip(), reasons
