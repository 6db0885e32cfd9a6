"""Forgetting (seed 002): a whole user, or one conversation, everywhere it is stored."""

from __future__ import annotations

from langgraph.checkpoint.base import BaseCheckpointSaver
from langgraph.store.base import BaseStore

from strata_layered.memory import namespaces as ns
from strata_layered.memory.documents.store import clear_namespace, forget_documents
from strata_layered.memory.documents.vector_index import home_for
from strata_layered.memory.forgetting.derived import forget_derived
from strata_layered.memory.history.index import index_for
from strata_layered.memory.store.conversations import (
    get_conversation,
    list_agents,
    list_conversations,
)
from strata_layered.memory.store.coordination import coordination_for, counter_key

PAGE = 1000


async def namespaces_under(store: BaseStore, prefix: tuple[str, ...]) -> list[tuple[str, ...]]:
    """Every namespace below `prefix`, page by page."""
    found: list[tuple[str, ...]] = []
    offset = 0
    while True:
        page = await store.alist_namespaces(prefix=prefix, limit=PAGE, offset=offset)
        found.extend(page)
        if len(page) < PAGE:
            return found
        offset += PAGE


async def forget_user(
    store: BaseStore, checkpointer: BaseCheckpointSaver | None, user: str
) -> dict[str, int]:
    """Delete every item of the user and every checkpoint thread of their conversations."""
    threads = 0
    if checkpointer is not None:
        for agent in await list_agents(store, user):
            for conv in await list_conversations(store, user, agent.name):
                if conv.thread_id:
                    await checkpointer.adelete_thread(conv.thread_id)
                    threads += 1
    items = 0
    for namespace in await namespaces_under(store, ns.user_prefix(user)):
        items += await clear_namespace(store, namespace)
    items += index_for(store).forget(user)  # the searchable copy of the message log
    await coordination_for(store).forget(counter_key(user) + "/")
    items += home_for(store).delete_user(user)  # the documents' vector index files
    return {"items": items, "threads": threads}


async def forget_conversation(
    store: BaseStore,
    checkpointer: BaseCheckpointSaver | None,
    user: str,
    agent: str,
    conversation: str,
) -> dict[str, int]:
    """Delete one conversation: its messages, import keys, record and checkpoints.

    What it gave the other layers goes too (memory/forgetting/derived.py): memories stated only in
    it, topics made only of its messages, its audit entries; shared memories and topics
    lose its words. The caller rebuilds the profile from the memories that remain.
    """
    record = await get_conversation(store, user, agent, conversation)
    if record is None:
        raise LookupError(f"no conversation {conversation!r} for user {user!r}, agent {agent!r}")
    threads = 0
    if checkpointer is not None and record.thread_id:
        await checkpointer.adelete_thread(record.thread_id)
        threads = 1
        # a question it was asking is gone with it: no note is kept for it any longer
        for wait in await store.asearch(ns.take_back_waits(user, agent), limit=1000):
            if wait.value.get("thread") == record.thread_id:
                await store.adelete(wait.namespace, wait.key)
    derived = await forget_derived(store, user, agent, conversation)
    items = derived.items
    items += await clear_namespace(store, ns.messages(user, agent, conversation))
    items += await clear_namespace(store, ns.imports(user, agent, conversation))
    await store.adelete(ns.conversations(user, agent), conversation)
    items += index_for(store).forget(user, agent, conversation)
    await coordination_for(store).forget(
        counter_key(user, agent, "conversation", conversation) + "/")
    items += await forget_documents(store, user, agent, conversation)
    return {"items": items + 1, "threads": threads}
