"""LangGraph's own records of a user under `langgraph dev`: threads, their runs, crons.

Runs through LangGraph's routes leave records the store does not hold: a thread (its
checkpoints, its `values`), each run (with its input) and crons (with their payload), kept
by the server in its own files (`.langgraph_api`) or database. Forgetting a user removes
them too, through the server's in-process client (the one LangGraph gives code running
inside it), picking them by the owner metadata the auth handlers set on each.
"""

from __future__ import annotations

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
    return {"langgraph_threads": len(threads), "langgraph_crons": len(crons)}
