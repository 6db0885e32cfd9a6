"""The Python client: `Memory` / `AsyncMemory` over a data folder, PostgreSQL or a server."""

from strata_layered.client.memory import AsyncMemory, Memory
from strata_layered.client.types import (
    AddResult,
    ContextResult,
    Export,
    ForgetResult,
    InvalidInput,
    MemoryRecord,
    NotFound,
    Revision,
    SearchHit,
    StrataError,
    Unauthorized,
)

__all__ = [
    "AddResult", "AsyncMemory", "ContextResult", "Export", "ForgetResult", "InvalidInput",
    "Memory", "MemoryRecord", "NotFound", "Revision", "SearchHit", "StrataError",
    "Unauthorized",
]
