"""`python -m bench turn-outputs`: what a fixed script of turns produces, to compare two trees.

A change made for speed must not change what a turn does. This runs the same conversation
as `python -m bench turn` (generated turns, replies supplied for the first `--prefill`,
then `--turns` offline turns, the clock fixed) and writes, per measured turn, everything a
caller or the model sees: the prompt the reply model was given (every message), the reply,
the gate's judgement, the memory writes, the topic, the summary and the errors; then every
record the store holds for the user. Random ids (uuid4) are renamed in order of first
appearance, so two runs of the same code give the same file and two trees can be diffed:

    python -m bench turn-outputs --out /tmp/before.json   # on the old tree
    python -m bench turn-outputs --out /tmp/after.json    # on the new tree
    cmp /tmp/before.json /tmp/after.json
"""

from __future__ import annotations

import itertools
import json
import random
import re
import sys
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import datetime, timedelta
from pathlib import Path
from types import SimpleNamespace
from typing import Any
from uuid import UUID

from langchain_core.callbacks import BaseCallbackHandler
from tqdm import tqdm

from bench.turn.backends import bench_backend
from bench.turn.run import Bench
from bench.turn.turns import generate_turns
from strata_layered.graph.backends.sqlite_store import ThreadedSqliteStore
from strata_layered.graph.builder import build_graph
from strata_layered.graph.context import Context
from strata_layered.graph.indexing import drain
from strata_layered.memory.store import records as record_module

UUID_TEXT = re.compile(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}")
TIME_KEY = re.compile(r"(\d{8}T\d{12})-[0-9a-f]{8}\b")
"""A key made of a time and a random suffix (audit entries): the suffix is dropped."""
COUNTED_FROM = datetime(2030, 1, 1)
"""Where the store's counted write stamps start (`counted_store_clock`)."""
SHOWN = ("reply", "reply_incomplete", "gate", "memory_writes", "memory_fallbacks", "errors",
         "notice", "summary", "summary_v2", "topic_id", "topic_is_new", "topic_unsure",
         "message_count", "log_seq")
"""The state fields a turn's result is compared by (the window is in the prompt)."""


class Prompts(BaseCallbackHandler):
    """The messages each chat-model call was given."""

    run_inline = True

    def __init__(self) -> None:
        self.seen: list[list[dict[str, str]]] = []

    def on_chat_model_start(self, serialized: Any, messages: Any, *, run_id: UUID,
                            **kwargs: Any) -> None:
        """Keep the call's messages, as type and text."""
        for batch in messages:
            self.seen.append([{"type": m.type, "content": str(m.content)} for m in batch])


class Renamer:
    """uuid4 texts → id-1, id-2, … in order of first appearance; random key suffixes dropped.

    Once `frozen`, an id not seen before becomes `id-new`: records are listed by key, and
    a uuid key's place in that order is random.
    """

    def __init__(self) -> None:
        self.names: dict[str, str] = {}
        self.frozen = False

    def __call__(self, value: Any) -> Any:
        """The value with its ids renamed, throughout."""
        if isinstance(value, str):
            return TIME_KEY.sub(r"\1-x", UUID_TEXT.sub(self._name, value))
        if isinstance(value, dict):
            return {self(k): self(v) for k, v in value.items()}
        if isinstance(value, list | tuple):
            return [self(v) for v in value]
        return value

    def _name(self, match: re.Match[str]) -> str:
        if self.frozen:
            return self.names.get(match.group(), "id-new")
        return self.names.setdefault(match.group(), f"id-{len(self.names) + 1}")


def seeded_keys(seed: int) -> None:
    """Make `new_key` (uuid4 of every message, topic, audit entry) reproducible.

    Ranking ties are broken by id, so with random ids two runs of the same code can quote
    a different one of two equally scored messages.
    """
    rng = random.Random(seed)
    record_module.uuid = SimpleNamespace(  # type: ignore[assignment]
        UUID=uuid.UUID, uuid5=uuid.uuid5,
        uuid4=lambda: uuid.UUID(int=rng.getrandbits(128), version=4))


@contextmanager
def counted_store_clock() -> Iterator[None]:
    """Stamp the store's writes by a counter, one second per write batch, not by the clock.

    SqliteStore stamps each put with SQLite's CURRENT_TIMESTAMP (one-second resolution) and
    lists newest first by that stamp; rows written in the same second tie, and which of
    them a listing cut at 50 keeps (the gate's newest active memories) then follows how
    fast the turns ran: past ~50 memories, two runs of the same tree differed (three runs
    after a 1,000-turn prefill, three files). Counted, the same writes give the same order.
    The store class is restored on the way out.
    """
    tick = itertools.count(1)
    parent = ThreadedSqliteStore._prepare_batch_PUT_queries

    def counted(self: ThreadedSqliteStore, put_ops: Any) -> Any:
        queries, embedding_request = parent(self, put_ops)
        stamp = (COUNTED_FROM + timedelta(seconds=next(tick))).strftime("'%Y-%m-%d %H:%M:%S'")
        return [(query.replace("CURRENT_TIMESTAMP", stamp), params)
                for query, params in queries], embedding_request

    ThreadedSqliteStore._prepare_batch_PUT_queries = counted  # type: ignore[method-assign]
    try:
        yield
    finally:
        ThreadedSqliteStore._prepare_batch_PUT_queries = parent  # type: ignore[method-assign]


async def script_outputs(prefill: int, turns: int) -> dict[str, Any]:
    """Run the fixed script on a fresh SQLite backend; what each turn produced."""
    seeded_keys(prefill)
    rename = Renamer()
    with counted_store_clock():
        return await _script_outputs(prefill, turns, rename)


async def _script_outputs(prefill: int, turns: int, rename: Renamer) -> dict[str, Any]:
    """`script_outputs` under the counted store clock."""
    async with bench_backend("sqlite") as backend:
        graph = build_graph(checkpointer=backend.checkpointer, store=backend.store)
        ctx = Context(user_id="outputs", agent_id="default", conversation_id="bench",
                      model="offline")
        bench = Bench(graph, ctx)
        for _ in tqdm(range(prefill), desc="prefill", unit="turn", file=sys.stderr):
            # Waiting for each turn's vectors: which of two equal messages ranks first
            # follows the order their vectors were set in, a race when they pile up.
            text, reply = next(bench.history)
            await bench.turn({"user_text": text, "supplied_reply": reply})
            await drain()
        texts = generate_turns(2024, random.Random(prefill))
        prompts, shown = Prompts(), []
        for _ in tqdm(range(turns), desc="turns", unit="turn", file=sys.stderr):
            prompts.seen.clear()
            out = await bench.turn({"user_text": next(texts)[0]}, callbacks=[prompts])
            await drain()
            shown.append(rename({"prompts": prompts.seen,
                                 **{k: out.get(k) for k in SHOWN if k in out}}))
        rename.frozen = True
        records = [rename({"namespace": list(item.namespace), "key": item.key,
                           "value": item.value})
                   for item in await _all_items(backend.store, ctx.user_id)]
    records.sort(key=lambda r: json.dumps(r, sort_keys=True, ensure_ascii=False, default=str))
    return {"prefill": prefill, "turns": shown, "records": records}


async def _all_items(store: Any, user: str) -> list[Any]:
    """Every item under the user's namespaces."""
    found = []
    for space in await store.alist_namespaces(prefix=("strata",), limit=10_000):
        if user not in space:
            continue
        offset = 0
        while page := await store.asearch(space, limit=500, offset=offset):
            found += [i for i in page if tuple(i.namespace) == tuple(space)]
            offset += len(page)
    return found


async def cmd_bench_turn_outputs(args: Any) -> int:
    """Write the script's outputs to --out/turn-outputs.json (or the file named)."""
    out = Path(args.out)
    path = out if out.suffix == ".json" else out / "turn-outputs.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    result = await script_outputs(args.prefill, args.turns)
    path.write_text(json.dumps(result, ensure_ascii=False, indent=1, sort_keys=True,
                               default=str) + "\n", encoding="utf-8")
    print(f"{len(result['turns'])} turns, {len(result['records'])} records → {path}")
    return 0
