"""Strata: layered long-term memory for chat agents, as a LangGraph graph.

The repository keeps its layers as top-level folders (`graph/`, `nodes/`, `memory/`, `cli/`,
`server/`); this package links them in, so everything imports as `strata_layered.<layer>` and
the wheel installs one import name.

`from strata_layered import Memory` (or `AsyncMemory`) is the client an app uses beside its
own LLM (strata_layered/client/); it is imported on first use, so `import strata_layered`
(and the `strata` command) stays cheap.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from strata_layered.client import AsyncMemory, Memory

__all__ = ["AsyncMemory", "Memory"]


def __getattr__(name: str) -> Any:
    if name in __all__:
        from strata_layered import client

        return getattr(client, name)
    raise AttributeError(f"module 'strata_layered' has no attribute {name!r}")
