"""The start of a message that stands in for a topic's name while none names a subject."""

from __future__ import annotations

from strata_layered.memory.text.text import collapse_whitespace, has_cjk
from strata_layered.memory.topics.name_rows import CAPTION

CLAUSE_ENDS_ZH = "，。！？；,.!?;"


def message_start(text: str, chars: int) -> str:
    """A message's start standing in for a name: whole words, or up to a Chinese clause's end.

    A name cut mid-word reads as a typo ("I really want to eat thi" → "I really want to eat").
    """
    start = collapse_whitespace(CAPTION.sub(" ", text)) or text.strip()
    if len(start) <= chars:
        return start
    cut = start[:chars]
    if has_cjk(cut):
        ends = [i for i, c in enumerate(cut) if c in CLAUSE_ENDS_ZH]
        return cut[:ends[-1]] if ends and ends[-1] >= 2 else cut
    if start[chars].isalnum() and cut[-1].isalnum() and " " in cut:
        cut = cut.rsplit(" ", 1)[0]
    return cut.rstrip(" ,;:-—–")
