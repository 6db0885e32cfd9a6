"""A conversation's checkpoints after a take-back: the latest scrubbed, the older ones gone.

Each turn leaves a checkpoint holding the window and the rolling summaries as they were
then (LangGraph's thread history, Studio's time travel). When the user takes a fact back
(a delete or an edit, graph/changes.py; a request to forget said in chat,
nodes/gate_candidate.py), scrubbing the latest checkpoint is not enough: every older one
still says it, readable in the checkpoint file and through the server's history route. So
a thread whose latest checkpoint had to be scrubbed keeps that one only (`prune_history`).

A request said in chat runs inside a turn, with no compiled graph to update other
threads through; `scrub_thread` writes their scrubbed checkpoint with the run's own
checkpointer instead.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable, Iterable
from datetime import UTC, datetime
from functools import partial
from typing import Any

from langchain_core.messages import AnyMessage
from langgraph.checkpoint.base import BaseCheckpointSaver, CheckpointTuple, copy_checkpoint
from langgraph.checkpoint.base.id import uuid6
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.config import get_config
from langgraph.constants import CONFIG_KEY_CHECKPOINTER
from langgraph.store.base import BaseStore

from strata_layered.memory.conversations import list_conversations
from strata_layered.memory.records import TakeBackRecord
from strata_layered.memory.retraction import says
from strata_layered.memory.take_back import Scrub, forget_said, says_own, scrubbed
from strata_layered.memory.take_back_notes import covers, note_take_back, wait_for

SUMMARIES = ("summary", "summary_v2")
"""The state's rolling summaries (graph/state.py)."""
INTERRUPT = "__interrupt__"
"""The channel of an interrupt's pending write (LangGraph's, private since 1.0)."""
DURABILITY = "__pregel_durability"
"""A run's configurable key: when its checkpoints are written (private, graph/builder.py)."""
CHECKPOINT_MAP = "checkpoint_map"
"""A task's configurable key: the checkpoint its step started from, by namespace (private)."""
TURN_FIELDS: dict[str, Any] = {"reply": "", "gate": None, "memory_writes": [],
                               "memory_changes": None, "notice": None}
"""The last turn's fields left in its checkpoint (graph/state.py), with their empty value."""

Drop = Callable[[AnyMessage], bool]
"""Whether a window's message says what was taken back."""


def saying(ids: Iterable[str], phrases: list[str]) -> Drop:
    """A window's message to drop: one retracted from the log (`ids`), or one saying them."""
    ids = set(ids)
    return lambda m: bool(m.id) and (m.id in ids or says(str(m.content), phrases))


def scrubbed_values(values: dict[str, Any], summary: Callable[[str], str],
                    drop: Drop | None, phrases: list[str] | Callable[[str], bool]
                    ) -> dict[str, Any]:
    """What a thread's state must become: summaries scrubbed, messages that say it left out.

    Only the keys that change; `drop` None keeps the window whole (a disable). The last
    turn's own fields (its reply, the gate's verdict, what it wrote) are emptied when they
    say one of the phrases (or, given a test instead, when it finds them: hashed phrases,
    memory/take_back_hashes.py): the next turn resets them anyway.
    """
    said_in: Callable[[str], bool] = phrases if callable(phrases) else partial(
        lambda text, found: says(text, found), found=phrases)
    update: dict[str, Any] = {}
    for key in SUMMARIES:
        text = values.get(key)
        if isinstance(text, str) and text and (kept := summary(text)) != text:
            update[key] = kept
    window = list(values.get("messages") or [])
    if drop is not None and (kept_window := [m for m in window if not drop(m)]) != window:
        update["messages"] = kept_window
    for key, empty in TURN_FIELDS.items():
        if (value := values.get(key)) and said_in(json.dumps(value, ensure_ascii=False,
                                                             default=str)):
            update[key] = empty
    carried = list(values.get("carried") or [])
    if (kept_carried := [t for t in carried if not said_in(str(t))]) != carried:
        update["carried"] = kept_carried
    return update


async def scrub_thread(checkpointer: BaseCheckpointSaver, thread_id: str,
                       summary: Callable[[str], str], drop: Drop | None,
                       phrases: list[str] | Callable[[str], bool]) -> bool:
    """Write the thread's latest checkpoint again without what was taken back, then prune.

    A thread waiting on an interrupt (pending writes: a confirmation asked) is left as it
    is: a checkpoint written over it would lose the question (it applies the take-back's
    note when answered: graph/late_take_backs.py). Returns whether it changed.
    """
    config: Any = {"configurable": {"thread_id": thread_id, "checkpoint_ns": ""}}
    saved = await checkpointer.aget_tuple(config)
    if saved is None or saved.pending_writes:
        return False
    update = scrubbed_values(saved.checkpoint["channel_values"], summary, drop, phrases)
    if not update:
        return False
    checkpoint = copy_checkpoint(saved.checkpoint)
    step = int((saved.metadata or {}).get("step", -1)) + 1
    checkpoint["id"] = str(uuid6(clock_seq=step))
    checkpoint["ts"] = datetime.now(UTC).isoformat()
    versions: dict[str, str | int | float] = {}
    for key, value in update.items():
        checkpoint["channel_values"][key] = value
        versions[key] = checkpointer.get_next_version(
            checkpoint["channel_versions"].get(key), None)  # type: ignore[arg-type]
        checkpoint["channel_versions"][key] = versions[key]
    checkpoint["updated_channels"] = sorted(update)
    await checkpointer.aput(saved.config, checkpoint,
                            {"source": "update", "step": step, "parents": {}}, versions)
    await prune_history(checkpointer, thread_id)
    return True


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


async def scrub_other_threads(store: BaseStore, user: str, agent: str, thread_id: str | None,
                              scrubs: list[Scrub], *, named: str | None = None,
                              everything: bool = False) -> int:
    """A request to forget said in one conversation reaches the user's others' checkpoints.

    Their windows lose the messages that say it and their rolling summaries the sentences
    (as a delete through the API does, graph/changes.py). Returns how many changed. The
    note comes first (memory/take_back_notes.py): a turn running elsewhere applies it when
    it ends, a conversation paused on a question when it is answered.
    """
    checkpointer = run_checkpointer()
    if checkpointer is None or not (scrubs or named or everything):
        return 0
    note = await note_take_back(store, user, agent, origin=thread_id, scrubs=scrubs,
                                everything=everything)
    phrases = [p for said, _ in scrubs for p in said]
    changed = 0
    for conv in await list_conversations(store, user, agent):
        if not conv.thread_id or conv.thread_id == thread_id:
            continue
        if saved := await paused(checkpointer, conv.thread_id):
            await wait_on_question(store, user, agent, note, saved, scrubs, named=named)
        elif scrubs:
            changed += await scrub_thread(checkpointer, conv.thread_id,
                                          partial(scrubbed, scrubs=scrubs),
                                          saying((), phrases), phrases)
    return changed


async def paused(checkpointer: BaseCheckpointSaver, thread_id: str) -> CheckpointTuple | None:
    """The thread's checkpoint when it waits on an interrupt (a question): it has writes."""
    config: Any = {"configurable": {"thread_id": thread_id, "checkpoint_ns": ""}}
    saved = await checkpointer.aget_tuple(config)
    return saved if saved is not None and saved.pending_writes else None


async def wait_on_question(store: BaseStore, user: str, agent: str, note: TakeBackRecord,
                           saved: CheckpointTuple, scrubs: list[Scrub], *,
                           named: str | None = None) -> None:
    """A thread paused on a question waits on the note; what needs the words is decided now.

    Whether its question is about what was taken back, and which of its messages said a
    fact a request named (they leave recall now, its window and summaries on resume). A
    thread with nothing of it (another question, a window and summaries that never said
    it) does not wait: a question never answered would keep the note's hashes for good.
    """
    facts = [str(f) for _, channel, value in saved.pending_writes or [] if channel == INTERRUPT
             for asked in value for f in (getattr(asked, "value", None) or {}).get("facts", [])]
    window = list(saved.checkpoint["channel_values"].get("messages") or [])
    said = [(str(m.id), str(m.content)) for m in window if named and m.type == "human"
            and m.id and says_own(str(m.content), named)]
    if said:
        await forget_said(store, user, agent, [text for _, text in said])
    covered = covers(facts, scrubs, named=named, everything=note.everything)
    phrases = [p for found, _ in scrubs for p in found]
    if not (covered or said or scrubbed_values(saved.checkpoint["channel_values"],
                                               partial(scrubbed, scrubs=scrubs),
                                               saying((), phrases), phrases)):
        return  # nothing of it there: a question left unanswered keeps no note alive
    await wait_for(store, user, agent, note, str(saved.config["configurable"]["thread_id"]),
                   covered=covered, named=said)
