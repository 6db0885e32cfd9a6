"""The history index and the backend on disk: files that survive reopening, the CLI preview."""

from __future__ import annotations

import gc
import json
from datetime import UTC, datetime
from pathlib import Path

import pytest

from strata_layered.cli import main
from strata_layered.graph.backend import YOUNG_GC_THRESHOLD, open_backend
from strata_layered.memory.context.context_builder import section_items
from strata_layered.memory.history.index import HistoryIndex
from strata_layered.memory.history.rows import SqliteRows
from strata_layered.memory.history.scope import HistoryEntry
from strata_layered.memory.text.bm25 import tokenize

T0 = datetime(2023, 5, 8, 13, 56, tzinfo=UTC)


def _entry(seq: int, content: str, *, conversation: str = "c") -> HistoryEntry:
    return HistoryEntry(conversation=conversation, seq=seq, message_id=f"m{seq}", role="user",
                        created_at=T0, content=content)


def test_messages_are_embedded_as_their_author_says_them_and_redone_on_a_new_form(
    tmp_path: pytest.TempPathFactory,
) -> None:
    path = tmp_path / "history.sqlite"  # type: ignore[operator]
    index = HistoryIndex(SqliteRows(path))
    user_line = _entry(1, "I painted a sunrise")
    reply = HistoryEntry(conversation="c", seq=2, message_id="m2", role="assistant",
                         created_at=T0, content="Lovely!")
    index.add("Melanie", "Caroline", [user_line, reply])
    assert index.pending_texts("Melanie", "Caroline", "m", 10) == [
        ("m2", "Caroline: Lovely!"), ("m1", "Melanie: I painted a sunrise")]
    index.set_vectors("Melanie", "Caroline", [("m1", [1.0, 0.0]), ("m2", [0.0, 1.0])], "m")
    assert index.pending("Melanie", "Caroline", "m", 10) == []
    # A vector stored under the old label (plain text, model name only) is made again.
    index.rows._conn.execute("UPDATE history SET model = 'm' WHERE message_id = 'm1'")  # type: ignore[attr-defined]
    index.close()
    again = HistoryIndex(SqliteRows(path))
    assert [e.message_id for e in again.pending("Melanie", "Caroline", "m", 10)] == ["m1"]
    assert [e.seq for e, _ in again.dense("Melanie", "Caroline", [0.0, 1.0], model="m",
                                          limit=5)] == [2]


def test_index_file_survives_reopening(tmp_path: pytest.TempPathFactory) -> None:
    path = tmp_path / "history.sqlite"  # type: ignore[operator]
    first = HistoryIndex(SqliteRows(path))
    first.add("u", "a", [_entry(1, "green tea in the morning")], [[0.0, 1.0]], model="m")
    first.close()
    again = HistoryIndex(SqliteRows(path))
    assert [e.content for e, _ in again.lexical("u", "a", tokenize("tea"), limit=3)] == [
        "green tea in the morning"]
    assert len(again.dense("u", "a", [0.0, 1.0], model="m", limit=3)) == 1


def test_context_json_queries_answer_each_line_within_budget(
    tmp_path: pytest.TempPathFactory, capsys: pytest.CaptureFixture[str]
) -> None:
    data = str(tmp_path / "d")  # type: ignore[operator]
    for conversation, text in (("old", "我家养了一只橘猫，叫咪咪"), ("new", "今天天气真好")):
        assert main(["--data", data, "say", "--conversation", conversation, text]) == 0
    queries = tmp_path / "q.jsonl"  # type: ignore[operator]
    queries.write_text('{"query": "我的猫叫什么名字？"}\n'
                       '{"query": "What did I say about cats?", "now": "2031-01-01T00:00:00Z"}\n'
                       '{"query": "我的猫叫什么名字？", "now": "2100-01-01T00:00:00Z"}\n',
                       encoding="utf-8")
    capsys.readouterr()
    assert main(["--data", data, "context", "--conversation", "new", "--json", "--queries",
                 str(queries), "--budget", "600"]) == 0
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert len(lines) == 3
    for context in lines:
        assert context["budget"] == 600 and context["total_tokens"] <= 600
        for section in context["sections"]:
            for item in section["items"]:
                assert set(item) >= {"text", "score", "tokens", "source"}
    recalled = section_items(lines[0], "recalled_history")
    cat = next(i for i in recalled if "咪咪" in i["text"])
    assert cat["source"]["conversation"] == "old" and cat["source"]["message_id"]
    # A line's "now" is the clock it is answered at: the same message, decades old, weighs less.
    later = next(i for i in section_items(lines[2], "recalled_history") if "咪咪" in i["text"])
    assert later["score"] < cat["score"]


async def test_an_open_backend_collects_young_objects_less_often_and_restores_it(
    tmp_path: Path,
) -> None:
    before = gc.get_threshold()
    async with open_backend(tmp_path, kind="sqlite") as backend:
        assert gc.get_threshold()[0] == max(before[0], YOUNG_GC_THRESHOLD)
        assert backend.data_dir == tmp_path
    assert gc.get_threshold() == before


def test_a_second_process_sees_new_rows_vectors_and_deletes(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite"
    writer, reader = HistoryIndex(SqliteRows(path)), HistoryIndex(SqliteRows(path))
    writer.add("u", "a", [_entry(1, "green tea in the morning")])
    assert reader.size("u", "a") == 1  # loaded whole
    writer.add("u", "a", [_entry(2, "oolong after lunch"), _entry(3, "no coffee at night")])
    assert [e.content for e, _ in reader.lexical("u", "a", tokenize("oolong"), limit=3)] == [
        "oolong after lunch"]  # only what is new was read
    writer.set_vectors("u", "a", [("m3", [0.0, 1.0])], "m")
    assert [e.seq for e, _ in reader.dense("u", "a", [0.0, 1.0], model="m", limit=3)] == [3]
    writer.forget_messages("u", "a", ["m2"])
    assert reader.size("u", "a") == 2 and not reader.lexical("u", "a", tokenize("oolong"),
                                                              limit=3)
    writer.close()
    reader.close()


def test_an_index_file_from_before_revisions_opens_and_finds_its_next_revision_by_seek(
    tmp_path: Path,
) -> None:
    import sqlite3

    path = tmp_path / "history.sqlite"
    old = sqlite3.connect(path)  # the table as it was before rows carried a revision
    old.executescript(
        "CREATE TABLE history (id INTEGER PRIMARY KEY, user TEXT NOT NULL, agent TEXT NOT NULL,"
        " conversation TEXT NOT NULL, seq INTEGER NOT NULL, message_id TEXT NOT NULL,"
        " role TEXT NOT NULL, created_at TEXT NOT NULL, content TEXT NOT NULL, model TEXT,"
        " vector BLOB, UNIQUE (user, agent, conversation, seq));"
        "CREATE INDEX history_scope ON history (user, agent, id);")
    old.execute("INSERT INTO history (user, agent, conversation, seq, message_id, role,"
                " created_at, content) VALUES ('u', 'a', 'c', 1, 'm1', 'user', ?, 'old line')",
                (T0.isoformat(),))
    old.commit()
    old.close()
    rows = SqliteRows(path)
    index = HistoryIndex(rows)
    index.add("u", "a", [_entry(2, "new line")])
    assert [e.content for e in index.on_dates("u", "a", [T0.date()])] == ["old line", "new line"]
    # Each insert asks for the highest revision: a seek, not a scan of every message.
    plan = rows._conn.execute(  # noqa: SLF001 - the plan is the point
        "EXPLAIN QUERY PLAN SELECT COALESCE(MAX(rev), 0) + 1 FROM history").fetchall()
    assert "history_next_rev" in str(plan)
    rows.close()
