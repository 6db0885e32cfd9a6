"""What the span selector left out of the rules' memories of a turn: the audit's entries.

"What was not remembered" lists a rules' fact the selector's memories do not hold
(`span_dropped`, docs/learned-gate.md). An entry must mean the fact is in no kept memory; it
listed facts that were kept (issue 24, forget36): a clause kept with its subject said apart
(老师会教我们如何更好地构图 in 老师是一名资深摄影师，会教我们如何更好地构图), and a memory of
several clauses whole when one of them was left out ("got a perfect score on their math test
today. is really super happy": the score was kept). Each clause is held or not on its own,
and an entry names only the clauses no kept memory holds.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from strata_layered.memory.facts.fact_values import CLAUSE_BREAK
from strata_layered.memory.facts.held import holds
from strata_layered.memory.store.write_reasons import reason_text
from strata_layered.memory.text.text import has_cjk, normalize_memory_content
from strata_layered.memory.writing.extraction import ExtractedMemory


def dropped_by_spans(kept: Sequence[ExtractedMemory], ruled: Sequence[ExtractedMemory]
                     ) -> list[tuple[ExtractedMemory, str]]:
    """The rules' memories of a turn, as the clauses no span memory holds, with why.

    The selector may leave out what the rules kept (a passing remark the rules read as a
    fact), never silently: each one is an audit entry of the turn. A rules' memory whose
    every clause a kept memory holds is no entry; one with some held is an entry of the rest.
    """
    held = [normalize_memory_content(m.content) for m in kept]
    out = []
    for memory in ruled:
        said = _BREAKS.split(memory.content)  # clause, break, clause, …: as said
        clauses = [(said[i].strip(), said[i + 1] if i + 1 < len(said) else "")
                   for i in range(0, len(said), 2) if said[i].strip()]
        lost = [(c, end) for c, end in clauses if not holds(held, c)]
        if not lost:
            continue
        if len(lost) < len(clauses):
            text = "".join(c + end for c, end in lost).strip()
            memory = replace(memory, content=text.rstrip("，,；;。 ") if has_cjk(text)
                             else text.rstrip(",;. "))
        out.append((memory, reason_text("span_dropped", memory.content)))
    return out


_BREAKS = re.compile(f"({CLAUSE_BREAK.pattern})")
