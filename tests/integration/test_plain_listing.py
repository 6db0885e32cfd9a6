"""`memories list / show` read the store file with the standard library: same output as the store.

The fast path (cli/plain_store.py) must print exactly what reading through the LangGraph
store and the Pydantic records prints, on memories made by real turns — corrected ones
with their history, edited, disabled, English and Chinese — for every filter.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from strata_layered.cli import main as strata
from strata_layered.cli.manage import memory_values
from strata_layered.cli.memory_view import SOURCE_FIELDS, memory_json, memory_lines
from strata_layered.cli.plain_store import _KINDS, read_memories
from strata_layered.cli.reader import open_reader
from strata_layered.graph.folder import STORE_FILE
from strata_layered.memory import namespaces as ns
from strata_layered.memory.gate.labels import MEMORY_TYPES
from strata_layered.memory.long_term.memories import list_memories
from strata_layered.memory.store.records import MemoryItem, MemorySource, dump

TRANSCRIPT = [
    ("我是一名护士，经常上夜班", "辛苦了。"),
    ("Please remember that I'm allergic to peanuts", "Noted."),
    ("我不喜欢被催促，以后回复尽量短一点", "好的。"),
    ("I live in Lisbon and I have a dog named Bolt", "Nice!"),
    ("其实我现在已经不上夜班了，改成白班了", "那作息规律多了。"),
    ("记住我喜欢喝美式咖啡，不加糖", "记住啦。"),
]


@pytest.fixture(scope="module")
def data(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("plain") / "d"
    lines = [json.dumps({"role": role, "content": text}, ensure_ascii=False)
             for turn in TRANSCRIPT for role, text in zip(("user", "assistant"), turn)]
    transcript = folder.parent / "t.jsonl"
    transcript.write_text("\n".join(lines), encoding="utf-8")
    me = ["--data", str(folder), "--user", "zhou"]
    assert strata([*me, "import", str(transcript), "--quiet"]) == 0
    listed = asyncio.run(_slow(_args(folder)))
    assert len(listed) >= 5 and any(m["status"] == "archived" for m in listed)
    english = next(m for m in listed if "Lisbon" in m["content"] or "Bolt" in m["content"])
    assert strata([*me, "memories", "edit", english["id"][:8], "lives in Lisbon"]) == 0
    coffee = next(m for m in listed if "咖啡" in m["content"])
    assert strata([*me, "memories", "disable", coffee["id"]]) == 0
    return folder


def _args(folder: Path, user: str = "zhou") -> argparse.Namespace:
    return argparse.Namespace(data=folder, user=user, agent="default")


async def _slow(args: argparse.Namespace, **filters: Any) -> list[dict[str, Any]]:
    """Through the LangGraph store and the records, as every other command reads."""
    async with open_reader(args) as r:
        return [dump(m) for m in await list_memories(r.store, r.user, r.agent, **filters)]


FILTERS = [{}, {"status": "active"}, {"status": "archived"}, {"status": "disabled"},
           *({"memory_type": t} for t in MEMORY_TYPES)]


@pytest.mark.parametrize("filters", FILTERS, ids=lambda f: ",".join(f.values()) or "all")
def test_the_plain_read_prints_what_the_store_read_prints(data: Path,
                                                          filters: dict[str, str]) -> None:
    args = _args(data)
    plain = read_memories(data / STORE_FILE, "zhou", "default", **filters)
    assert plain is not None  # today's records take the fast path
    fast = asyncio.run(memory_values(args, **filters))
    slow = asyncio.run(_slow(args, **filters))
    assert [memory_json(m) for m in fast] == [memory_json(m) for m in slow]
    assert memory_lines(fast) == memory_lines(slow)


def test_the_listing_holds_what_the_turns_made(data: Path) -> None:
    shown = [memory_json(m) for m in asyncio.run(memory_values(_args(data)))]
    by_status = {m["status"] for m in shown}
    assert {"active", "archived", "disabled"} <= by_status
    edited = next(m for m in shown if m["content"] == "lives in Lisbon")
    assert edited["history"] and edited["type_label"] in ("important fact", "preference")
    assert all(m["created_at"].endswith("+00:00") for m in shown)
    assert asyncio.run(memory_values(_args(data, user="someone-else"))) == []


def test_a_value_not_in_todays_shape_is_read_through_the_records(data: Path,
                                                                 tmp_path: Path) -> None:
    copy = tmp_path / "d"
    copy.mkdir()
    (copy / STORE_FILE).write_bytes((data / STORE_FILE).read_bytes())
    conn = sqlite3.connect(copy / STORE_FILE)
    prefix = ".".join(ns.memories("zhou", "default"))
    key, raw = conn.execute("SELECT key, value FROM store WHERE prefix = ? LIMIT 1",
                            (prefix,)).fetchone()
    value = json.loads(raw)
    value["importance"] = str(value["importance"])  # the records coerce it; plain JSON does not
    del value["history"]  # and fill in a default
    conn.execute("UPDATE store SET value = ? WHERE prefix = ? AND key = ?",
                 (json.dumps(value), prefix, key))
    conn.commit()
    conn.close()
    assert read_memories(copy / STORE_FILE, "zhou", "default") is None
    fast = asyncio.run(memory_values(_args(copy)))
    assert [memory_json(m) for m in fast] == [memory_json(m) for m in
                                              asyncio.run(_slow(_args(copy)))]
    assert any(m["id"] == key and m["history"] == [] for m in fast)


def test_the_plain_shape_follows_the_records() -> None:
    assert SOURCE_FIELDS == tuple(MemorySource.model_fields)
    assert set(_KINDS) <= set(MemoryItem.model_fields)
    assert read_memories(Path("/nonexistent/store.sqlite"), "zhou", "default") == []
