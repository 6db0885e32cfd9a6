"""The memory model's fallbacks to the rules, counted where the store keeps its counters.

Apart from graph/memory_model.py so `strata where` and `GET /api/health` read the counts
without importing the model steps (and with them the rule tables and langchain).
"""

from __future__ import annotations

from typing import Any, get_args

from strata_layered.graph.endpoints import FaultKind, fault_kind
from strata_layered.memory.store.coordination import coordination_for, counter_key

FALLBACKS = "model-fallbacks"
"""Counter prefix of the fallbacks kept where the store keeps its counters (every process)."""
FALLBACK_KINDS: tuple[str, ...] = (*get_args(FaultKind), "circuit_open")


def fallback_kind(error: BaseException) -> str:
    """What made the rules decide: the memory call's fault kind, or the request's own."""
    kind = getattr(error, "kind", None)
    return str(kind) if kind in FALLBACK_KINDS else fault_kind(error)


async def fallback_counts(store: Any) -> dict[str, int]:
    """Fallbacks to the rules kept in the store's counters, by kind (zeros left out)."""
    keys = {counter_key(FALLBACKS, kind): kind for kind in FALLBACK_KINDS}
    found = await coordination_for(store).values(keys)
    return {keys[key]: n for key, n in found.items() if n}
