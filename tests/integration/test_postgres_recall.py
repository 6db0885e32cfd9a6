"""Recall served by PostgreSQL ranks as the in-memory index over SQLite does, loading nothing."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime, timedelta
from pathlib import Path

import numpy as np
import pytest

from strata_layered.graph.context import Context
from strata_layered.graph.models import load_embeddings
from strata_layered.graph.retrieval.history import _search
from strata_layered.memory.history.index import HistoryIndex
from strata_layered.memory.history.postgres_index import PostgresIndex
from strata_layered.memory.history.postgres_rows import PostgresRows
from strata_layered.memory.history.rows import SqliteRows
from strata_layered.memory.history.scope import HistoryEntry, embedding_text
from strata_layered.memory.text.bm25 import tokenize
from tests.support.postgres_pools import vector_pool

T0 = datetime(2024, 4, 2, 20, 15, tzinfo=UTC)
HISTORY = [  # (day, user line, reply): three evenings a week apart, Chinese and English
    (0, "我叫林晓，我是一名夜班护士，住在杭州西湖区", "夜班辛苦了，记得好好休息。"),
    (0, "我家有两只猫，一只叫团子，一只叫年糕", "团子和年糕，名字真可爱！"),
    (0, "团子最近不爱吃东西，我有点担心", "可以先观察两天，不行就带它去看兽医。"),
    (0, "I keep a diary about my sister Mara's recovery", "That sounds like a caring habit."),
    (7, "Mara finally walked to the lake without her crutches!", "What a milestone for her."),
    (7, "我周末去灵隐寺爬了北高峰，腿到现在还酸", "北高峰台阶很多，注意拉伸。"),
    (7, "We painted a sunrise together on Sunday morning", "Painting together is lovely."),
    (7, "医院下个月要考核，我在复习急救流程", "心肺复苏的按压深度是五到六厘米。"),
    (14, "年糕把我的毛线团拖到了床底下", "猫咪真是调皮。"),
    (14, "I switched from coffee to green tea during night shifts", "Green tea is gentler."),
    (14, "考核通过了！急救那部分拿了满分", "恭喜你，复习没有白费。"),
    (14, "Mara wants to run a 5k race in the autumn", "Training with her could be fun."),
]
QUESTIONS = ["团子怎么了？", "What did Mara do at the lake?", "我的考核结果怎么样？",
             "周末爬山去了哪里", "What do I drink on night shifts?", "猫的名字",
             "When did we paint the sunrise?", "急救 按压深度"]


def _entries() -> list[HistoryEntry]:
    out = []
    for n, (day, line, reply) in enumerate(HISTORY):
        at = T0 + timedelta(days=day, minutes=3 * n)
        conversation = f"evening-{day}"
        seq = 2 * n + 1
        out += [HistoryEntry(conversation=conversation, seq=seq, message_id=f"m{seq}",
                             role="user", created_at=at, content=line),
                HistoryEntry(conversation=conversation, seq=seq + 1, message_id=f"m{seq + 1}",
                             role="assistant", created_at=at + timedelta(minutes=1),
                             content=reply)]
    return out


def _fill(index: HistoryIndex, user: str, entries: list[HistoryEntry],
          vectors: list[list[float]], model: str) -> None:
    index.add(user, "default", entries[:-4])  # words now, vectors later, as turns do
    index.set_vectors(user, "default", [(e.message_id, v) for e, v in
                                        zip(entries[:-4], vectors[:-4], strict=True)], model)
    index.add(user, "default", entries[-4:], vectors[-4:], model=model)


def test_postgres_recall_ranks_as_sqlite_and_loads_nothing(
    postgres_url: str, tmp_path: Path
) -> None:
    ctx = Context(user_id="linxiao", agent_id="default")
    entries = _entries()
    embeddings = load_embeddings(ctx.embedding_model)
    vectors = embeddings.embed_documents(
        [embedding_text(e, {"user": "linxiao", "assistant": "default"}) for e in entries])
    sqlite = HistoryIndex(SqliteRows(tmp_path / "history.sqlite"))
    with vector_pool(postgres_url) as pool:
        served = PostgresIndex(PostgresRows(pool))
        for index in (sqlite, served):
            _fill(index, "linxiao", entries, vectors, ctx.embedding_model)
            # Another user says the same things: none of it may come back to linxiao.
            _fill(index, "other", [replace(e, message_id="x" + e.message_id) for e in entries],
                  vectors, ctx.embedding_model)
        now = T0 + timedelta(days=20)
        for question in QUESTIONS:
            vector = embeddings.embed_query(question)
            want = _search(sqlite, ctx, question, vector, now, set(), 10)
            got = _search(served, ctx, question, vector, now, set(), 10)
            assert [r.entry.message_id for r in got] == [r.entry.message_id for r in want], \
                question
            assert [r.relevance for r in got] == pytest.approx([r.relevance for r in want],
                                                               abs=1e-4)
            assert not any(r.entry.message_id.startswith("x") for r in got)
        # Each part alone gives the same scores too.
        terms = tokenize("团子 不爱吃东西")
        assert [(e.message_id, pytest.approx(s)) for e, s in served.lexical(
            "linxiao", "default", terms, limit=5)] == [(e.message_id, s) for e, s in
                                                      sqlite.lexical("linxiao", "default",
                                                                     terms, limit=5)]
        query = embeddings.embed_query("猫的名字")
        assert [(e.message_id, pytest.approx(s, abs=1e-5)) for e, s in served.dense(
            "linxiao", "default", query, model=ctx.embedding_model, limit=5)] == [
            (e.message_id, s) for e, s in sqlite.dense(
                "linxiao", "default", query, model=ctx.embedding_model, limit=5)]
        assert served.pending("linxiao", "default", ctx.embedding_model, 5) == []
        assert served.usage().scopes == 0 and served.usage().served_by == "database"
        # Forgetting a message takes it out of the database's recall at once.
        served.forget_messages("linxiao", "default", ["m5"])
        assert "m5" not in [e.message_id for e, _ in served.lexical(
            "linxiao", "default", terms, limit=5)]
    sqlite.close()


def test_a_table_from_before_gets_its_search_columns_on_open(postgres_url: str) -> None:
    entries = _entries()[:6]
    with vector_pool(postgres_url) as pool:
        with pool.connection() as conn:  # the table as the in-memory search left it
            conn.execute(
                "CREATE TABLE strata_history (id BIGSERIAL PRIMARY KEY, user_id TEXT NOT NULL, "
                "agent TEXT NOT NULL, conversation TEXT NOT NULL, seq INTEGER NOT NULL, "
                "message_id TEXT NOT NULL, role TEXT NOT NULL, created_at TEXT NOT NULL, "
                "content TEXT NOT NULL, model TEXT, vector BYTEA, "
                "xid XID8 NOT NULL DEFAULT pg_current_xact_id(), "
                "UNIQUE (user_id, agent, conversation, seq))")
            for n, e in enumerate(entries):
                conn.execute(
                    "INSERT INTO strata_history (user_id, agent, conversation, seq, message_id, "
                    "role, created_at, content, model, vector) VALUES "
                    "('linxiao', 'default', %s, %s, %s, %s, %s, %s, 'm|speaker-v1', %s)",
                    (e.conversation, e.seq, e.message_id, e.role, e.created_at.isoformat(),
                     e.content, np.eye(6, dtype=np.float32)[n].tobytes()))
        served = PostgresIndex(PostgresRows(pool))
        assert {e.message_id for e, _ in served.lexical(
            "linxiao", "default", tokenize("团子"), limit=5)} == {"m3", "m4", "m5"}
        assert [e.message_id for e, _ in served.dense(
            "linxiao", "default", np.eye(6)[2].tolist(), model="m", limit=1)] == ["m3"]
        assert served.sessions("linxiao", "default", entries[:2]) == [("evening-0", 1)] * 2
        with pool.connection() as conn:  # the raw copy is gone: pgvector holds the vector
            assert conn.execute("SELECT count(*) FROM strata_history WHERE vector IS NOT NULL "
                                "OR doc_len IS NULL").fetchone() == (0,)


def test_a_bulk_copy_stores_what_inserts_store(postgres_url: str) -> None:
    entries = _entries()
    rows = [(e.conversation, e.seq, e.message_id, e.role, e.created_at.isoformat(), e.content,
             "m|speaker-v1", np.full(4, n, np.float32).tobytes()) for n, e in enumerate(entries)]
    snapshot = ("SELECT h.conversation, h.seq, h.terms::text, h.doc_len, h.embedding::text, "
                "s.seq FROM strata_history h JOIN strata_history s ON s.id = h.session "
                "ORDER BY h.conversation, h.seq")
    with vector_pool(postgres_url) as pool:
        table = PostgresRows(pool)
        table.insert("linxiao", "default", rows)
        with pool.connection() as conn:
            inserted = conn.execute(snapshot).fetchall()
        table.delete("linxiao", None, None)
        table.copy_new("linxiao", "default", rows)
        with pool.connection() as conn:
            assert conn.execute(snapshot).fetchall() == inserted
        # A conversation stored already, or rows out of order: refused, nothing written.
        with pytest.raises(ValueError, match="stored already"):
            table.copy_new("linxiao", "default", rows[:1])
        with pytest.raises(ValueError, match="out of order"):
            table.copy_new("other", "default", [rows[1], rows[0]])
        with pool.connection() as conn:
            assert conn.execute("SELECT count(*) FROM strata_history").fetchone() == (
                len(rows),)


def test_candidates_in_one_pipeline_are_the_searches_one_by_one(postgres_url: str) -> None:
    entries = _entries()
    vectors = [np.eye(len(entries), dtype=np.float32)[n].tolist() for n in range(len(entries))]
    with vector_pool(postgres_url) as pool:
        served = PostgresIndex(PostgresRows(pool))
        for e, v in zip(entries, vectors, strict=True):  # one row at a time, as turns write
            served.add("linxiao", "default", [e])
            served.set_vectors("linxiao", "default", [(e.message_id, v)], "m")
        terms, query = tokenize("团子 年糕"), vectors[4]
        day = {(T0 + timedelta(days=7)).date()}
        both = served.candidates("linxiao", "default", terms, query, model="m", limit=5,
                                 dates=day)
        # BM25 sums its terms in SQL: the order of a float sum may differ by plan (the
        # last digit moved once), so scores are equal to 12 places, entries exactly.
        alone = served.lexical("linxiao", "default", terms, limit=5)
        assert [e for e, _ in both.lexical] == [e for e, _ in alone]
        assert [s for _, s in both.lexical] == pytest.approx([s for _, s in alone], rel=1e-12)
        assert both.dense == served.dense("linxiao", "default", query, model="m", limit=5)
        assert both.dense[0][0].message_id == "m5"
        assert both.dated == served.on_dates("linxiao", "default", day)
        assert {e.message_id for e in both.dated} == {f"m{n}" for n in range(9, 17)}
        # A query vector of another size fails the dense statement, and with it the
        # pipeline: the searches are asked again one by one, the words still found.
        other = served.candidates("linxiao", "default", terms, [1.0, 0.0], model="m", limit=5)
        assert [e for e, _ in other.lexical] == [e for e, _ in alone]
        assert [s for _, s in other.lexical] == pytest.approx([s for _, s in alone], rel=1e-12)
        assert other.dense == [] and other.dated == []
        # No terms: the dense scan alone.
        assert served.candidates("linxiao", "default", [], query, model="m",
                                 limit=5).lexical == []
        with pool.connection() as conn:  # every single-row write committed on its own
            assert conn.execute("SELECT count(*), count(embedding) FROM strata_history"
                                ).fetchone() == (len(entries), len(entries))
