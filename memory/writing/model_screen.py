"""Seed 003's screen of a model's candidate memories: what the user said, at most two a turn.

The model path (graph/memory_model.py) keeps a candidate only when it is not empty, not a
secret, in the user's language, grounded in the user's words rather than the assistant's
(MIN_GROUNDING), and among the first two (seed 000's cap). The rule path's memories are made
from the user's own clauses (memory/writing/extraction.py) and need no screen.
"""

from __future__ import annotations

import re

from strata_layered.memory.text.grounding import MIN_GROUNDING, grounding
from strata_layered.memory.text.text import has_cjk
from strata_layered.memory.writing.extraction import (
    MAX_CONTENT_CHARS,
    MAX_NEW_MEMORIES_PER_TURN,
    ExtractedMemory,
)


def screen_model_memories(
    items: list[ExtractedMemory], user_text: str, assistant_text: str
) -> tuple[list[ExtractedMemory], list[tuple[ExtractedMemory, str]]]:
    """Keep what the user said, in the user's language; refuse what the assistant made up."""
    from strata_layered.memory.sensitive import is_sensitive

    kept: list[ExtractedMemory] = []
    rejected: list[tuple[ExtractedMemory, str]] = []
    for item in items:
        content = item.content.strip()
        if not content:
            rejected.append((item, "empty"))
        elif is_sensitive(content):
            rejected.append((item, "unsafe"))
        elif has_cjk(user_text) != has_cjk(content) and not _mixed(user_text):
            rejected.append((item, "not in the user's language"))
        elif (g := grounding(content, user_text)) < MIN_GROUNDING and grounding(
            content, assistant_text
        ) > g:
            rejected.append((item, "assistant_generated: not in the user's words"))
        elif len(kept) >= MAX_NEW_MEMORIES_PER_TURN:
            rejected.append((item, "more than 2 new memories in one turn"))
        else:
            item.content = content[:MAX_CONTENT_CHARS]
            kept.append(item)
    return kept, rejected


def _mixed(text: str) -> bool:
    """Chinese text with a fair share of Latin words: either language is the user's."""
    return len(re.findall(r"[A-Za-z]{3,}", text)) >= 3
