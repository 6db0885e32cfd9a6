"""Dropping a conversation's older checkpoints once a fact was taken back (graph/thread_history.py).

Every checkpoint before the one that had to be scrubbed still says what was taken back:
`prune_history` keeps a thread's latest only (the CLI and `strata serve` after a turn, a
change through graph/changes.py), `prune_before` drops those before the step a turn's last node
runs in (nodes/refresh_summary.py: `langgraph dev`, a notebook's bare `graph.ainvoke`).
"""

from __future__ import annotations

import asyncio
from typing import Any

from langgraph.checkpoint.base import BaseCheckpointSaver
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.config import get_config
from langgraph.constants import CONFIG_KEY_CHECKPOINTER

DURABILITY = "__pregel_durability"
"""A run's configurable key: when its checkpoints are written (private, graph/builder.py)."""
CHECKPOINT_MAP = "checkpoint_map"
"""A task's configurable key: the checkpoint its step started from, by namespace (private)."""


async def prune_history(checkpointer: BaseCheckpointSaver, thread_id: str) -> bool:
    """Keep the thread's latest checkpoint only. False when the checkpointer cannot say how.

    PostgreSQL's saver prunes itself; SQLite's and the in-memory one (notebooks, the
    `langgraph dev` server) are pruned here, as their tables and dicts are laid out.
    """
    from langgraph.checkpoint.sqlite.aio import AsyncSqliteSaver

    if isinstance(checkpointer, AsyncSqliteSaver):
        await _prune_sqlite(checkpointer, thread_id)
        return True
    if isinstance(checkpointer, InMemorySaver):
        _prune_memory(checkpointer, thread_id)
        return True
    if type(checkpointer).aprune is not BaseCheckpointSaver.aprune:
        await checkpointer.aprune([thread_id], strategy="keep_latest")
        return True
    return False


async def prune_before(checkpointer: BaseCheckpointSaver, thread_id: str,
                       checkpoint_id: str) -> bool:
    """Drop the thread's checkpoints older than the one a running turn is at.

    The turn's last node calls it once a fact was taken back (nodes/refresh_summary.py):
    what the turn wrote before, and every earlier turn, said it; the turn's own checkpoint,
    written when it ends, is then the thread's only one whoever ran it (`langgraph dev`,
    a bare `graph.ainvoke` in a notebook), with no caller left to prune after. Checkpoint
    ids are time-ordered (uuid6). False when the checkpointer cannot say how.
    """
    from langgraph.checkpoint.sqlite.aio import AsyncSqliteSaver

    if isinstance(checkpointer, AsyncSqliteSaver):
        async with checkpointer.lock, checkpointer.conn.cursor() as cursor:
            for table in ("checkpoints", "writes"):
                await cursor.execute(f"DELETE FROM {table} WHERE thread_id = ?"  # noqa: S608
                                     " AND checkpoint_id < ?", (thread_id, checkpoint_id))
            await checkpointer.conn.commit()
        return True
    if isinstance(checkpointer, InMemorySaver):
        _prune_memory_before(checkpointer, thread_id, checkpoint_id)
        return True
    return False


def _prune_memory_before(saver: InMemorySaver, thread_id: str, checkpoint_id: str) -> None:
    """Older checkpoints, their writes, and the values only they held.

    While the running turn's checkpoint is not stored yet (durability "exit") it may still
    point at the latest value of each channel: a value is dropped once a newer one is stored.
    """
    for ns, checkpoints in list(saver.storage.get(thread_id, {}).items()):
        at_hand = checkpoint_id in checkpoints
        for old in [c for c in checkpoints if c < checkpoint_id]:
            del checkpoints[old]
            saver.writes.pop((thread_id, ns, old), None)
        kept = {(channel, version) for saved in checkpoints.values() for channel, version
                in saver.serde.loads_typed(saved[0])["channel_versions"].items()}
        mine = [k for k in saver.blobs if k[0] == thread_id and k[1] == ns]
        newest: dict[str, Any] = {}
        for _, _, channel, version in mine:
            newest[channel] = max(newest.get(channel, version), version)
        for key in mine:
            if (key[2], key[3]) not in kept and (at_hand or key[3] < newest[key[2]]):
                del saver.blobs[key]


_PRUNE_SQLITE = (
    "DELETE FROM checkpoints WHERE thread_id = ? AND checkpoint_id < (SELECT MAX(c.checkpoint_id)"
    " FROM checkpoints c WHERE c.thread_id = checkpoints.thread_id"
    " AND c.checkpoint_ns = checkpoints.checkpoint_ns)",
    "DELETE FROM writes WHERE thread_id = ? AND NOT EXISTS (SELECT 1 FROM checkpoints c"
    " WHERE c.thread_id = writes.thread_id AND c.checkpoint_ns = writes.checkpoint_ns"
    " AND c.checkpoint_id = writes.checkpoint_id)",
)


async def _prune_sqlite(saver: Any, thread_id: str) -> None:
    async with saver.lock, saver.conn.cursor() as cursor:
        for statement in _PRUNE_SQLITE:
            await cursor.execute(statement, (thread_id,))
        await saver.conn.commit()


def _prune_memory(saver: InMemorySaver, thread_id: str) -> None:
    for ns, checkpoints in list(saver.storage.get(thread_id, {}).items()):
        if not checkpoints:
            continue
        latest = max(checkpoints)
        for old in [c for c in checkpoints if c != latest]:
            del checkpoints[old]
            saver.writes.pop((thread_id, ns, old), None)
        kept = saver.serde.loads_typed(checkpoints[latest][0])["channel_versions"]
        for key in [k for k in saver.blobs if k[0] == thread_id and k[1] == ns
                    and kept.get(k[2]) != k[3]]:
            del saver.blobs[key]


def run_checkpoint_id() -> str | None:
    """The id of the checkpoint a node's step started from (None outside a run)."""
    try:
        found = get_config().get("configurable", {}).get(CHECKPOINT_MAP, {}).get("")
    except RuntimeError:
        return None
    return str(found) if found else None


async def written(checkpointer: BaseCheckpointSaver, thread_id: str, checkpoint_id: str,
                  *, within: float = 10.0) -> bool:
    """Wait until a checkpoint the run is writing is stored; False if it never comes.

    With durability "async" (the LangGraph server's) a run writes each step's checkpoint
    behind the steps, in order: once the one a step started from is stored, none before it
    can still arrive, so what is pruned stays pruned. "exit" writes nothing until the end.
    """
    try:
        durability = get_config().get("configurable", {}).get(DURABILITY, "async")
    except RuntimeError:
        durability = "exit"
    if durability != "async":
        return True
    config: Any = {"configurable": {"thread_id": thread_id, "checkpoint_ns": "",
                                    "checkpoint_id": checkpoint_id}}
    for _ in range(int(within / 0.02)):
        if await checkpointer.aget_tuple(config) is not None:
            return True
        await asyncio.sleep(0.02)
    return False


def run_checkpointer() -> BaseCheckpointSaver | None:
    """The checkpointer of the run a node is in (None outside a run, or without one)."""
    try:
        found = get_config().get("configurable", {}).get(CONFIG_KEY_CHECKPOINTER)
    except RuntimeError:
        return None
    return found if isinstance(found, BaseCheckpointSaver) else None
