"""The threads long-input work runs on, off the event loop, and how it reports progress."""

from __future__ import annotations

import asyncio
import functools
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any, TypeVar

T = TypeVar("T")

# Ingestion runs off the event loop on two long-lived threads rather than the default pool:
# fewer threads mean fewer malloc arenas (measured: ~100 MB less for a 5 MB log).
_WORKERS = ThreadPoolExecutor(max_workers=2, thread_name_prefix="strata-ingest")

Progress = Callable[[str, int, int], None]
"""(stage, done, total): stages `chunking`, `embedding`, `summarising`."""

async def off_loop(fn: Callable[..., T], *args: Any, **kwargs: Any) -> T:
    """Run blocking ingestion work on the ingestion threads."""
    loop = asyncio.get_running_loop()
    return await loop.run_in_executor(_WORKERS, functools.partial(fn, *args, **kwargs))
