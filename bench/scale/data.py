"""The users of `python -m bench scale`: real texts, real vectors, written in bulk.

Texts are sampled from LoCoMo (English) and MemoryBank (Chinese) under the data folder
given on the command line; their vectors come from the real embedder once and are cached
in a file outside the repository (`--cache`). Each simulated user gets M of them, in an
order of its own, as conversations of CONVERSATION_MESSAGES messages two minutes apart,
written straight into the store (message and conversation records) and the history index
(rows with their vectors): what turns would have left, without running a million turns.
"""

from __future__ import annotations

import hashlib
import random
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path

import numpy as np
from langgraph.store.base import PutOp

from bench.recall.datasets import load_locomo, load_memorybank
from strata_layered.graph.backend import Backend
from strata_layered.graph.models import load_embeddings
from strata_layered.memory import namespaces as ns
from strata_layered.memory.history.index import index_for
from strata_layered.memory.history.postgres_rows import PostgresRows
from strata_layered.memory.history.rows import NewRow
from strata_layered.memory.history.scope import vector_label
from strata_layered.memory.store.messages import seq_key
from strata_layered.memory.store.records import ConversationRecord, MessageRecord, dump

CONVERSATION_MESSAGES = 100
START = datetime(2024, 1, 1, 8, 0, tzinfo=UTC)
MESSAGE_GAP = timedelta(minutes=2)
CONVERSATION_GAP = timedelta(days=3)
STORE_BATCH = 100
"""Puts per store batch (SQLite builds one statement per batch: 2,000 overflowed it)."""


@dataclass(frozen=True)
class Pool:
    """Real texts and their vectors (row i of `vectors` is the vector of `texts[i]`)."""

    texts: list[str]
    vectors: np.ndarray
    model: str


def load_pool(data: Path, size: int, cache: Path, model: str) -> Pool:
    """`size` texts from the datasets (half English, half Chinese), vectors cached."""
    english = [line.text for e in load_locomo(data / "locomo" / "locomo10.json",
                                              categories={1, 2, 3, 4, 5}, select=None)
               for line in e.lines]
    chinese = [line.text for e in load_memorybank(data / "memorybank-siliconfriend",
                                                  select=None) for line in e.lines]
    rng = random.Random(28)
    texts = (rng.sample(english, min(len(english), size - size // 2))
             + rng.sample(chinese, min(len(chinese), size // 2)))
    digest = hashlib.sha256("\n".join([model, *texts]).encode()).hexdigest()[:16]
    path = cache / f"scale-{digest}.npy"
    if path.exists():
        vectors = np.load(path)
    else:
        print(f"embedding {len(texts)} texts once (cached in {path})", file=sys.stderr)
        started = time.perf_counter()
        vectors = np.asarray(load_embeddings(model).embed_documents(texts), np.float32)
        cache.mkdir(parents=True, exist_ok=True)
        np.save(path, vectors)
        print(f"  {time.perf_counter() - started:.0f} s", file=sys.stderr)
    return Pool(texts, vectors, model)


def user_id(n: int) -> str:
    """The id of simulated user n."""
    return f"u{n:05d}"


def _history(pool: Pool, n: int, messages: int) -> list[tuple[str, int, MessageRecord, int]]:
    """(conversation, seq, record, pool index) of user n's messages."""
    rng = random.Random(n)
    picks = [rng.randrange(len(pool.texts)) for _ in range(messages)]
    out = []
    for i, pick in enumerate(picks):
        c, seq = divmod(i, CONVERSATION_MESSAGES)
        conversation = f"c{c:03d}"
        at = START + c * CONVERSATION_GAP + seq * MESSAGE_GAP
        record = MessageRecord(id=f"{user_id(n)}-{i}", seq=seq + 1, conversation=conversation,
                               role="user" if i % 2 == 0 else "assistant",
                               content=pool.texts[pick], created_at=at)
        out.append((conversation, seq + 1, record, pick))
    return out


async def add_users(backend: Backend, pool: Pool, users: Sequence[int], messages: int,
                    agent: str = "default") -> None:
    """Write each user's conversations, messages and history rows in bulk."""
    label = vector_label(pool.model)
    rows = index_for(backend.store).rows
    ops: list[PutOp] = []
    started, every = time.perf_counter(), max(1, len(users) // 20)
    for done, n in enumerate(users, start=1):
        user = user_id(n)
        history = _history(pool, n, messages)
        conversations: dict[str, ConversationRecord] = {}
        for conversation, seq, record, _ in history:
            ops.append(PutOp(ns.messages(user, agent, conversation), seq_key(seq), dump(record),
                             index=False))
            conv = conversations.setdefault(conversation, ConversationRecord(
                id=conversation, created_at=record.created_at))
            conv.message_count, conv.last_seq, conv.last_message_at = seq, seq, record.created_at
        ops += [PutOp(ns.conversations(user, agent), c.id, dump(c), index=False)
                for c in conversations.values()]
        new: list[NewRow] = [
            (conversation, seq, record.id, record.role, record.created_at.isoformat(),
             record.content, label, pool.vectors[pick].tobytes())
            for conversation, seq, record, pick in history]
        if isinstance(rows, PostgresRows):
            rows.copy_new(user, agent, new)  # COPY: whole new conversations
        else:
            rows.insert(user, agent, new)
        while len(ops) >= STORE_BATCH:
            await backend.store.abatch(ops[:STORE_BATCH])
            ops = ops[STORE_BATCH:]
        if done % every == 0 or done == len(users):
            print(f"  {done}/{len(users)} users written "
                  f"({time.perf_counter() - started:.0f} s)", file=sys.stderr, flush=True)
    if ops:
        await backend.store.abatch(ops)
