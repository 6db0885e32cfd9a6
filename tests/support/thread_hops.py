"""Count the hand-offs to worker threads (`asyncio.to_thread`) a piece of code makes."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest


def count_thread_hops(monkeypatch: pytest.MonkeyPatch) -> list[tuple[Any, tuple[Any, ...]]]:
    """From now on every `asyncio.to_thread(fn, *args)` is recorded as (fn, args), then run."""
    hops: list[tuple[Any, tuple[Any, ...]]] = []
    to_thread = asyncio.to_thread

    async def counted(fn: Any, *args: Any) -> Any:
        hops.append((fn, args))
        return await to_thread(fn, *args)

    monkeypatch.setattr(asyncio, "to_thread", counted)
    return hops
