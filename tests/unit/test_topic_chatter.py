"""Greetings, thanks, acknowledgements, one-word replies and masked secrets open no topic."""

from __future__ import annotations

from datetime import timedelta
from pathlib import Path

import pytest
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.store.memory import InMemoryStore

from strata_layered.cli import main
from strata_layered.graph.builder import build_graph
from strata_layered.memory.topics.chatter import ROWS, content_free, subject_part
from strata_layered.memory.topics.lifetime import list_topics
from tests.unit.test_topics import AGENT, T0, USER, say, store


@pytest.mark.parametrize("row", ROWS, ids=lambda r: r.name)
def test_every_chatter_row_matches_its_examples_and_not_its_non_examples(row) -> None:
    assert [e for e in row.examples if not row.matches(e)] == []
    assert [e for e in row.non_examples if content_free(e)] == []


def test_calling_the_assistant_by_name_is_no_part_of_the_subject() -> None:
    # MemoryBank users open every day with 你好，朋友。/ 你好，AI伴侣，… : routed with the
    # name, the day's openers were near each other whatever they were about.
    assert subject_part("你好，AI伴侣，我今天有点烦恼，有些难过。") == "我今天有点烦恼，有些难过。"
    assert subject_part("你好，朋友。今天我想聊聊旅行计划。") == "今天我想聊聊旅行计划。"
    assert subject_part("下午好，亲爱的AI伴侣。我最近在学吉他") == "我最近在学吉他"
    assert subject_part("朋友们都说我变了") == "朋友们都说我变了"
    assert subject_part("我的朋友，他最近换了工作") == "我的朋友，他最近换了工作"


async def topics_of(s: InMemoryStore) -> list[str]:
    return [t.name for t in await list_topics(s, USER, AGENT)]


async def topic_after(app, text: str, at) -> str | None:
    """The topic the turn was filed in, read from the thread's checkpointed state."""
    assert (await say(app, "c", text, at))["reply"], text
    state = await app.aget_state({"configurable": {"thread_id": f"{USER}-c"}})
    return state.values["topic_id"]


@pytest.mark.parametrize(("chatter", "subject", "after"), [
    (["你好！", "谢谢！", "银行卡密码 123456", "嗯"], "我们准备装修新房，装修预算二十万",
     ["好的", "谢谢你，辛苦了", "对", "我的支付密码是 889911"]),
    (["Hello my friend!", "thanks!", "my password is hunter2!", "ok", "I just had lunch."],
     "I'm planning to renovate my kitchen with a budget of twenty thousand",
     ["Sure.", "Thank you so much, that's helpful!", "Really?", "my bank pin is 4821",
      "I'm waiting for the bus."]),
], ids=["zh", "en"])
async def test_chatter_opens_no_topic_and_stays_in_the_current_one(
    chatter: list[str], subject: str, after: list[str]
) -> None:
    s = store()
    app = build_graph(checkpointer=InMemorySaver(), store=s)
    at = T0
    for text in chatter:  # no current topic: the message gets none, and the turn still answers
        at += timedelta(minutes=1)
        assert await topic_after(app, text, at) is None, text
    assert await topics_of(s) == []
    at += timedelta(minutes=1)
    topic = await topic_after(app, subject, at)
    (before,) = await list_topics(s, USER, AGENT)
    for text in after:
        at += timedelta(minutes=1)
        assert await topic_after(app, text, at) == topic, text
    (kept,) = await list_topics(s, USER, AGENT)
    assert (kept.name, kept.content) == (before.name, before.content)
    assert kept.message_count == before.message_count + len(after)
    assert "密码" not in kept.summary and "password" not in kept.summary.lower()


def test_a_user_with_only_chatter_lists_no_topics(tmp_path: Path,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    data = ["--data", str(tmp_path / "data"), "--user", "u"]
    for text in ("你好", "thanks!", "银行卡密码 123456"):
        assert main([*data, "say", "--conversation", "c", text]) == 0
    capsys.readouterr()
    assert main([*data, "topics"]) == 0
    out = capsys.readouterr().out
    assert "密码" not in out and "thanks" not in out and "你好" not in out
    assert main([*data, "context", "--conversation", "c", "--json", "你好"]) == 0
