""""Forget everything you know about me", said in chat, deletes every memory of that user.

It used to be read as chatter: every memory stayed (memory/rules/forget_all.py).
"""

from __future__ import annotations

from datetime import UTC, datetime

from langgraph.checkpoint.memory import InMemorySaver

from strata_layered.graph.builder import build_graph
from strata_layered.graph.context import Context
from strata_layered.memory.long_term.memories import list_memories
from strata_layered.memory.long_term.profile import get_profile
from tests.support.said_graph import SaidGraph

SAID = SaidGraph(datetime(2026, 3, 2, 9, 0, tzinfo=UTC))
FACTS = ["I live in Reykjavik and I work as a glacier guide.", "我喜欢喝乌龙茶，对花生过敏。"]


async def test_forget_everything_deletes_every_memory_and_the_profile() -> None:
    for request in ("Forget everything you know about me.", "忘掉关于我的一切吧",
                    "Sorry, please delete all my memories!"):
        store = await SAID.said([*FACTS, request])
        assert await list_memories(store, "probe", "default") == [], request
        profile = await get_profile(store, "probe", "default", now=SAID.start)
        assert profile is None or not profile.text, request


async def test_only_that_users_memories_go() -> None:
    store = await SAID.said(FACTS, user="other")
    graph = build_graph(checkpointer=InMemorySaver(), store=store)
    for text in (FACTS[0], "Forget everything you know about me."):
        await graph.ainvoke({"user_text": text}, {"configurable": {"thread_id": "p"}},
                            context=Context(user_id="probe", model="offline"))
    assert await list_memories(store, "probe", "default") == []
    assert len(await list_memories(store, "other", "default")) >= 3


async def test_forgetting_something_else_or_another_persons_things_deletes_nothing() -> None:
    for said in ("I want to forget everything about my ex.", "我想忘掉所有的烦恼",
                 "Forget everything about me and my sister? No way."):
        kept = await SAID.contents([FACTS[0], said])
        assert {"lives in Reykjavik", "works as a glacier guide"} <= set(kept), said


async def test_a_complaint_that_everything_was_forgotten_deletes_nothing() -> None:
    # 你把关于我的事都忘了！ says it happened ("you forgot everything about me"): it deleted
    # every memory; a request says 吧 after 忘了 / 删了, or opens with 请 / 麻烦
    for said in ("你把关于我的事都忘了！", "你忘了关于我的一切", "你把我的记忆全都删了"):
        kept = await SAID.contents([FACTS[1], said])
        assert {"喜欢喝乌龙茶", "对花生过敏"} <= set(kept), (said, kept)
    for asked in ("把关于我的一切都忘了吧", "请把我的资料都删了"):
        assert await SAID.contents([FACTS[1], asked]) == [], asked
