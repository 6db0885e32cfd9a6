"""The key that names LangGraph threads of the mounted API: a server-side secret only.

LangGraph's own routes let a caller create a thread with an id of their choosing, so the
mounted API's thread ids must be impossible to compute from outside. They were keyed with
`auth_secret or auth_public_key or local_user` — a public key (or a user name) anyone can
read — so a caller could compute another user's thread id, claim it, read or delete its
state, or plant a summary in a conversation not yet begun. The key is now 32 random bytes
the server generates once and keeps in its own store (the `.langgraph_api` files under
`langgraph dev`, the database on PostgreSQL), outside every user's prefix.

Upgrade: when the key is first made, every conversation whose record points at the thread
id the old key gave is moved to the new id (latest checkpoint and its pending writes
copied, the old thread deleted, the record repointed), so existing data stays reachable and
the old, computable ids stop holding anything.
"""

from __future__ import annotations

import asyncio
import hashlib
import hmac
import secrets
import uuid
from datetime import UTC, datetime
from typing import Any

from langchain_core.runnables import RunnableConfig
from langgraph.store.base import BaseStore

from strata_layered.memory import namespaces as ns
from strata_layered.memory.store.records import ConversationRecord, dump
from strata_layered.server.settings import ServerSettings

MOUNTED_THREADS = uuid.UUID("8b3e51c2-6f0a-4d7e-b1a9-2c5d7e9f0a13")
KEY_ITEM = "thread-key"
PAGE = 1000


def mounted_thread_id(key: bytes, user: str, agent: str, conversation: str) -> str:
    """The thread of a conversation, keyed by `key`."""
    label = "\x1f".join((user, agent, conversation)).encode()
    digest = hmac.new(key, label, hashlib.sha256).hexdigest()
    return str(uuid.uuid5(MOUNTED_THREADS, digest))


def legacy_key(settings: ServerSettings) -> bytes:
    """What ids were keyed with before the server kept a key of its own."""
    return (settings.auth_secret or settings.auth_public_key or settings.local_user).encode()


class ThreadKeys:
    """Loads (or makes, once, migrating old threads) the key of this server's store."""

    def __init__(self, settings: ServerSettings) -> None:
        self._legacy = legacy_key(settings)
        self._key: bytes | None = None
        self._lock = asyncio.Lock()

    async def key(self, store: BaseStore, checkpointer: Any) -> bytes:
        """The key; made and kept in `store` (old threads moved) on the first call ever."""
        if self._key is not None:
            return self._key
        async with self._lock:
            if self._key is None:
                self._key = await self._load_or_make(store, checkpointer)
        return self._key

    async def _load_or_make(self, store: BaseStore, checkpointer: Any) -> bytes:
        found = await store.aget(ns.server_keys(), KEY_ITEM)
        if found is not None:
            return bytes.fromhex(found.value["hex"])
        key = secrets.token_bytes(32)
        # Moved before the key is kept: a crash in between makes a new key next time and
        # moves again from the old ids, which still hold everything.
        await move_legacy_threads(store, checkpointer, self._legacy, key)
        await store.aput(ns.server_keys(), KEY_ITEM,
                         {"hex": key.hex(), "created_at": datetime.now(UTC).isoformat()},
                         index=False)
        return key


async def _conversation_spaces(store: BaseStore) -> list[tuple[str, ...]]:
    found: list[tuple[str, ...]] = []
    while True:
        page = await store.alist_namespaces(prefix=(ns.ROOT,), suffix=("conversations",),
                                            limit=PAGE, offset=len(found))
        found.extend(page)
        if len(page) < PAGE:
            return [n for n in found if len(n) == 4]


async def _copy_thread(checkpointer: Any, old: str, new: str) -> bool:
    latest = await checkpointer.aget_tuple({"configurable": {"thread_id": old}})
    if latest is None:
        return False
    config: RunnableConfig = {"configurable": {"thread_id": new, "checkpoint_ns": ""}}
    saved = await checkpointer.aput(config, latest.checkpoint, latest.metadata,
                                    latest.checkpoint["channel_versions"])
    by_task: dict[str, list[tuple[str, Any]]] = {}
    for task_id, channel, value in latest.pending_writes or ():
        by_task.setdefault(task_id, []).append((channel, value))
    for task_id, writes in by_task.items():
        await checkpointer.aput_writes(saved, writes, task_id)
    await checkpointer.adelete_thread(old)
    return True


async def move_legacy_threads(store: BaseStore, checkpointer: Any, old_key: bytes,
                              new_key: bytes) -> int:
    """Repoint every conversation on an id of `old_key` to its id of `new_key`."""
    moved = 0
    for space in await _conversation_spaces(store):
        user, agent = ns.decode_label(space[1]), ns.decode_label(space[2])
        offset = 0
        while True:
            page = await store.asearch(space, limit=PAGE, offset=offset)
            offset += len(page)
            for item in page:
                record = ConversationRecord.model_validate(item.value)
                old = mounted_thread_id(old_key, user, agent, record.id)
                if record.thread_id != old:
                    continue  # a LangGraph thread of its own, or the CLI's: not ours to move
                record.thread_id = mounted_thread_id(new_key, user, agent, record.id)
                if checkpointer is not None:
                    await _copy_thread(checkpointer, old, record.thread_id)
                await store.aput(space, item.key, dump(record))
                moved += 1
            if len(page) < PAGE:
                break
    return moved
