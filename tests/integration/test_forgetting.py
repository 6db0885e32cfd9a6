"""Forgotten means no byte left: every file of the data folder is searched after a forget."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest

from strata_layered.cli import main
from strata_layered.graph import changes
from strata_layered.graph.backend import open_backend
from strata_layered.graph.builder import build_graph
from strata_layered.graph.context import Context
from strata_layered.graph.ingest import ingest, keep_whole, new_document
from strata_layered.graph.turns import TurnDone, stream_turn
from strata_layered.memory.long_term.memories import list_memories
from tests.support.at_rest import CHANNEL_VERSION, files_holding
from tests.support.openai_server import OpenAIServer, Reply

ALICE = ["我叫林晓，我是一名夜班护士，住在杭州西湖区",
         "记住：我不喜欢被催促，以后回复尽量短一点",
         "I keep a diary about my sister Mara's recovery",
         "我家有两只猫，一只叫团子，一只叫年糕"]
ALICE_DOCUMENT = "第一条 甲方林晓承租乙方位于杭州的公寓一套，月租金四千二百元。\n\n" * 40
BOB = ["我是一名程序员，住在成都", "I prefer green tea to coffee every morning"]


async def say(graph, user: str, conversation: str, text: str) -> dict:  # type: ignore[no-untyped-def]
    ctx = Context(user_id=user, conversation_id=conversation, model="offline")
    config = {"configurable": {"thread_id": f"{user}-{conversation}"}}
    async for part in stream_turn(graph, {"user_text": text}, config, ctx):
        if isinstance(part, TurnDone):
            return part.values
    raise AssertionError("the turn did not finish")


async def test_forgetting_a_user_leaves_none_of_their_words_in_any_file(tmp_path: Path) -> None:
    data = tmp_path / "data"
    async with open_backend(data, kind="sqlite") as backend:
        graph = build_graph(checkpointer=backend.checkpointer, store=backend.store)
        for i, text in enumerate(ALICE):
            await say(graph, "alice", f"a{i % 2}", text)
        for text in BOB:
            await say(graph, "bob", "b", text)
        now = datetime.now(UTC)
        record = new_document(conversation="a0", text=ALICE_DOCUMENT, title="租约",
                              source="file", now=now)
        await keep_whole(backend.store, "alice", "default", record, ALICE_DOCUMENT)
        await ingest(backend.store, Context(user_id="alice", model="offline"), "alice",
                     "default", record, ALICE_DOCUMENT)
        assert await list_memories(backend.store, "alice", "default")
        before = {text: files_holding(data, text) for text in ALICE}
        assert all(before.values()), before  # the words were on disk to begin with
        assert list((data / "indexes").rglob("*.faiss"))

        await changes.forget_user(graph, "alice")

        for text in [*ALICE, "月租金四千二百元"]:
            assert files_holding(data, text) == [], text
        assert not list((data / "indexes").rglob("*.faiss"))
        assert await list_memories(backend.store, "alice", "default") == []
        for text in BOB:  # the other user is untouched
            assert files_holding(data, text), text
        assert await list_memories(backend.store, "bob", "default")
        assert (await say(graph, "bob", "b", "我今天也喝了绿茶"))["reply"]
    names = {p.name for p in data.rglob("*") if p.is_file()}
    assert {"store.sqlite", "checkpoints.sqlite", "history.sqlite"} <= names


KEY = "sk-proj-AbCdEfGhIjKlMnOpQrStUv123456"
SECRETS = [("我的银行卡密码是 Hunter2024!", "Hunter2024!"),
           (f"my api key is {KEY}", KEY),
           ("记住我的手机号 13912345678，有事打给我", "13912345678")]


async def test_secrets_are_masked_at_rest_but_the_reply_model_saw_them(
    tmp_path: Path, model_server: OpenAIServer
) -> None:
    data = tmp_path / "data"
    model_server.script = [Reply(content=f"好的。Noted, your key is {KEY}")]
    async with open_backend(data, kind="sqlite") as backend:
        graph = build_graph(checkpointer=backend.checkpointer, store=backend.store)
        ctx = Context(user_id="alice", conversation_id="s", model="openai:loopback",
                      memory_model="offline")
        for text, secret in SECRETS:
            config = {"configurable": {"thread_id": "alice-s"}}
            out = await graph.ainvoke({"user_text": text}, config, context=ctx)
            sent = model_server.requests[-1]["messages"][-1]["content"]
            assert secret in sent  # this turn's model call saw what the user typed
            stored = out["messages"][-2].content
            assert secret not in stored and ("[已隐去" in stored or "[hidden" in stored)
            assert "sk-proj" not in out["reply"]  # the echo is masked in what is kept
        record = new_document(conversation="s", text="x", title="env", source="file",
                              now=datetime.now(UTC))
        await keep_whole(backend.store, "alice", "default", record, "token=" + SECRETS[1][1])
        await backend.settle()
        for _, secret in SECRETS:
            assert files_holding(data, secret) == [], secret


def test_the_search_cuts_out_the_savers_channel_versions_and_nothing_else(tmp_path: Path) -> None:
    from langgraph.checkpoint.sqlite import SqliteSaver
    from langgraph.checkpoint.sqlite.aio import AsyncSqliteSaver

    versions = [saver.get_next_version(None, None) for saver in  # type: ignore[arg-type]
                (SqliteSaver.__new__(SqliteSaver), AsyncSqliteSaver.__new__(AsyncSqliteSaver))]
    versions += [SqliteSaver.get_next_version(None, v, None) for v in versions]  # type: ignore[arg-type]
    versions += [f"{7:032}.{h:016}" for h in (0.5, 1e-05, 3.25e-07, 0.0012345678901234567)]
    assert all(CHANNEL_VERSION.fullmatch(v.encode()) for v in versions), versions
    chance = "0" * 31 + "2.0.31886512041270713"  # a version whose random part holds the code
    (tmp_path / "checkpoints.sqlite").write_bytes(b"\xa9__start__\xd9@" + chance.encode() + b"\xa9")
    assert files_holding(tmp_path, "88651204") == []
    (tmp_path / "store.sqlite").write_bytes("取件码 88651204".encode() + b"\x00" + b"12388651204")
    assert files_holding(tmp_path, "88651204") == ["store.sqlite"]
    # A user's own 32-digit run with a decimal is no channel version: what it holds is searched.
    (tmp_path / "store.sqlite").write_bytes(b"0" * 21 + b"13912345678.5 " + b"9" * 32 + b".25")
    assert files_holding(tmp_path, "13912345678") == ["store.sqlite"]
    assert files_holding(tmp_path, "9" * 32 + ".25") == ["store.sqlite"]


NAMED = [("c1", "我老公大伟在银行上班"), ("c1", "大伟周末喜欢钓鱼"),
         ("c2", "My friend Priya's wedding is in May."), ("c2", "我老公大伟下个月去上海出差"),
         ("c2", "忘掉我老公的名字"), ("c1", "Forget Priya.")]


def test_a_forgotten_name_is_in_no_file_and_no_view(tmp_path: Path,
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    """Said beside the relative over two conversations, then forgotten (issue 24, forget37)."""
    data = tmp_path / "data"

    def strata(*args: str) -> str:
        capsys.readouterr()
        assert main(["--data", str(data), "--user", "lin", *args]) == 0
        return capsys.readouterr().out

    for conversation, text in NAMED[:4]:
        strata("say", "--conversation", conversation, text)
    assert files_holding(data, "大伟") and files_holding(data, "Priya")  # on disk to begin with
    for conversation, text in NAMED[4:]:
        strata("say", "--conversation", conversation, text)
    views = [strata("memories", "list"), strata("topics"),
             strata("context", "--conversation", "c1", "我老公在哪上班？"),
             strata("context", "--conversation", "c2", "When is my friend's wedding?")]
    for name in ("大伟", "Priya"):
        assert files_holding(data, name) == [], name
        assert not any(name in view for view in views), name
    assert "老公在银行上班" in views[0] and "friend's wedding is in May" in views[0]
