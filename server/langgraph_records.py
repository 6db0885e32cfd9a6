"""LangGraph's own records of a user under `langgraph dev`: threads, their runs, crons.

Runs through LangGraph's routes leave records the store does not hold: a thread (its
checkpoints, its `values`), each run (with its input) and crons (with their payload), kept
by the server in its own files (`.langgraph_api`) or database. Forgetting a user removes
them too, through the server's in-process client (the one LangGraph gives code running
inside it), picking them by the owner metadata the auth handlers set on each.
"""

from __future__ import annotations

import asyncio
from typing import Any

from langgraph_sdk import get_client

OWNER = "owner"
PAGE = 100


async def forget_langgraph_records(user: str, client: Any = None) -> dict[str, int]:
    """Delete the user's LangGraph threads (with their runs and checkpoints) and crons."""
    client = client or get_client()  # no url: the server's own app, in process
    owned = {OWNER: user}
    threads: set[str] = set()
    crons: set[str] = set()
    while fresh := {t["thread_id"] for t in await client.threads.search(
            metadata=owned, limit=PAGE)} - threads:
        for thread_id in fresh:
            await client.threads.delete(thread_id)
        threads |= fresh
    while fresh := {c["cron_id"] for c in await client.crons.search(
            metadata=owned, limit=PAGE)} - crons:
        for cron_id in fresh:
            await client.crons.delete(cron_id)
        crons |= fresh
    if threads:
        await asyncio.to_thread(flush_dev_checkpoints)
    return {"langgraph_threads": len(threads), "langgraph_crons": len(crons)}


def flush_dev_checkpoints() -> None:
    """Write `langgraph dev`'s checkpoint files now, from the checkpointer that holds the data.

    The in-memory runtime keeps checkpoints in three dicts flushed every 10 s to
    `.langgraph_api/.langgraph_checkpoint.{1,2,3}.pckl`, registered for flushing by file
    name. Each checkpointer it makes for a run loads those files into dicts of its own,
    registers them under the same names and then uses the shared ones instead, so the flush
    loop can go on writing the stale copies: a deleted thread's checkpoints came back to
    the files (test_langgraph_trust's forgetting test, now and then). The shared dicts are
    written now and registered again, so what was deleted stays gone from the files.
    No-op outside the in-memory runtime (a server on PostgreSQL, or our own CLI).
    """
    try:
        from langgraph_runtime_inmem import _persistence, checkpoint
    except ImportError:
        return
    saver = getattr(checkpoint, "MEMORY", None)
    if saver is None or _persistence.DISABLE_FILE_PERSISTENCE:
        return
    for data in (saver.storage, saver.writes, saver.blobs):
        if callable(getattr(data, "sync", None)) and getattr(data, "filename", None):
            data.sync()
            _persistence.register_persistent_dict(data)
