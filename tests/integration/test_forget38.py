"""What a forget leaves behind: its own request and reply, and words that are no name (forget38)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from strata_layered.cli import main
from strata_layered.graph.backend import open_backend
from strata_layered.graph.builder import build_graph
from strata_layered.graph.context import Context
from strata_layered.graph.turns import TurnDone, stream_turn
from tests.support.at_rest import files_holding
from tests.support.openai_server import OpenAIServer, Reply


def _cli(data: Path, capsys: pytest.CaptureFixture[str]) -> Callable[..., tuple[str, str]]:
    """`strata --data DATA --user lin …` in this process: what it printed, out and err."""

    def strata(*args: str) -> tuple[str, str]:
        capsys.readouterr()
        assert main(["--data", str(data), "--user", "lin", *args]) == 0
        out = capsys.readouterr()
        return out.out, out.err

    return strata


def test_the_forget_turn_shows_and_keeps_no_forgotten_name(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """忘掉大伟 / "Forget Priya.": the stand-in reply quotes no note, the notes say it was done."""
    data = tmp_path / "data"
    strata = _cli(data, capsys)
    strata("say", "--conversation", "c1", "我老公大伟在银行上班")
    strata("say", "--conversation", "c1", "大伟周末喜欢钓鱼")
    strata("say", "--conversation", "c2", "My friend Priya's wedding is in May.")
    shown_zh, noted_zh = strata("say", "--conversation", "c1", "忘掉大伟")
    shown_en, noted_en = strata("say", "--conversation", "c2", "Forget everything about Priya.")
    assert "大伟" not in shown_zh + noted_zh and "Priya" not in shown_en + noted_en
    assert "忘掉这个名字" in noted_zh and "forgot that name" in noted_en
    for name in ("大伟", "Priya"):
        assert files_holding(data, name) == [], name
    listed, _ = strata("memories", "list")
    assert "老公在银行上班" in listed and "wedding" not in listed


async def test_a_model_reply_naming_the_forgotten_name_is_kept_telling_what_was_done(
        tmp_path: Path, model_server: OpenAIServer) -> None:
    """The model's "我已经忘掉大伟了" rests as "这个名字"; the request as 忘掉这个名字."""
    data = tmp_path / "data"
    model_server.script = [Reply(content="好的，记住了：大伟在银行上班。"),
                           Reply(content="好的，大伟这个名字我以后不会再提了。"),
                           Reply(content="Noted, Priya's wedding is in May."),
                           Reply(content="Done: I've removed everything about Priya.")]
    said = [("c1", "我老公大伟在银行上班"), ("c1", "忘掉大伟"),
            ("c2", "My friend Priya's wedding is in May."),
            ("c2", "Forget everything about Priya.")]
    async with open_backend(data, kind="sqlite") as backend:
        graph = build_graph(checkpointer=backend.checkpointer, store=backend.store)
        replies = []
        for conversation, text in said:
            ctx = Context(user_id="lin", conversation_id=conversation, model="openai:loopback",
                          memory_model="offline")
            config = {"configurable": {"thread_id": f"lin-{conversation}"}}
            async for part in stream_turn(graph, {"user_text": text}, config, ctx):
                if isinstance(part, TurnDone):
                    replies.append(part.values)
        await backend.settle()
        zh, en = replies[1], replies[3]
        assert zh["reply"] == "好的，这个名字我以后不会再提了。"
        assert en["reply"] == "Done: I've removed everything about that person."
        window = [m.content for m in zh["messages"]]
        assert window[-2:] == ["忘掉这个名字", zh["reply"]]
        assert [m.content for m in en["messages"]][-2] == "Forget everything about that person."
    for name in ("大伟", "Priya"):
        assert files_holding(data, name) == [], name


def test_a_forgotten_name_leaves_the_documents_the_user_attached(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A document's record, original, chunks, summaries and vectors: the name in none of them."""
    data = tmp_path / "data"
    notes = tmp_path / "wedding.md"
    notes.write_text("# 婚礼筹备笔记\n\n" + "".join(
        f"第{i}条：请大伟负责接待宾客，Priya will bring the flowers，预算{i * 300}元。\n\n"
        for i in range(1, 40)), encoding="utf-8")
    strata = _cli(data, capsys)
    strata("say", "--conversation", "c1", "我老公大伟在银行上班")
    strata("say", "--conversation", "c1", "My friend Priya's wedding is in May.")
    strata("attach", "--conversation", "c1", "--quiet", str(notes))
    assert files_holding(data, "大伟") and files_holding(data, "Priya")  # on disk to begin with
    vectors = {p: p.read_bytes() for p in (data / "indexes").rglob("*.faiss")}
    _, noted_zh = strata("say", "--conversation", "c1", "忘掉我老公的名字")
    _, noted_en = strata("say", "--conversation", "c1", "Forget Priya.")
    assert "含 1 份文档" in noted_zh and "1 document(s)" in noted_en
    for name in ("大伟", "Priya"):
        assert files_holding(data, name) == [], name
    listed, _ = strata("documents", "list", "--conversation", "c1")
    document = listed.split()[0]
    shown, _ = strata("documents", "show", document, "--text")
    assert "请老公负责接待宾客" in shown and "friend will bring the flowers" in shown
    # its vectors were made anew from the text without the name
    assert all(path.read_bytes() != before for path, before in vectors.items())
