"""Whether the memories kept of a turn hold a fact: what the audit's "not remembered" means.

An entry of "What was not remembered" must mean the fact is in no kept memory (issue 24,
forget36). A kept memory holds a clause as said, or with its subject said apart from the rest
(老师会教我们怎么调颜色 in 老师是一名退休的画家，会教我们怎么调颜色).
"""

from __future__ import annotations

from collections.abc import Sequence

from strata_layered.memory.facts.fact_values import CLAUSE_BREAK
from strata_layered.memory.text.text import has_cjk, normalize_memory_content


def holds_all(held: Sequence[str], text: str) -> bool:
    """Whether the kept memories (normalised) hold every clause of the text."""
    return all(holds(held, c) for c in CLAUSE_BREAK.split(text) if c.strip())


def holds(held: Sequence[str], clause: str) -> bool:
    """Whether a kept memory (normalised) says the clause, its subject said apart or not.

    Apart: the clause's opening words (its subject, at most as long as the rest) said earlier
    in the same memory than the rest of the clause (同桌喜欢取笑同学 in 同桌艾迪今天也在那里，
    喜欢取笑同学; "sister lives in boston" in "my sister anna lives in boston").
    """
    said = normalize_memory_content(clause)
    if not said:
        return True
    cjk = has_cjk(said)
    cuts = range(1, len(said)) if cjk else [i for i, ch in enumerate(said) if ch == " "]
    for memory in held:
        if said in memory:
            return True
        for cut in cuts:
            head, tail = said[:cut].strip(), said[cut:].strip()
            if not head or len(head) > len(tail) or (not cjk and len(tail.split()) < 2):
                continue
            at = memory.find(head)
            if at >= 0 and memory.find(tail, at + len(head)) >= 0:
                return True
    return False
