"""A forgotten memory quoted by an offline stand-in reply leaves that reply too (note 15).

Stand-in replies ("我记得与此相关的：…") are never in the history index, so a forget that
retracts the messages saying a memory through the index never found them: the memory's
words stayed in the log, in clear, in another conversation.
"""

from __future__ import annotations

from datetime import UTC, datetime

from langgraph.store.memory import InMemoryStore

from strata_layered.memory.forgetting.retraction import retract
from strata_layered.memory.store.conversations import (
    ensure_conversation,
    get_agent,
    update_latest_reply,
)
from strata_layered.memory.store.messages import append_message, get_messages

NOW = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)
STANDIN = ("【离线模式】未配置语言模型，这不是真正的回复；你的消息已保存。\n"
           "我记得与此相关的：[偏好] 喜欢在周末去爬山；[重要事实] 经常上夜班；"
           "[重要事实] 是一名护士")


async def test_a_standin_reply_loses_the_forgotten_memory_it_quoted() -> None:
    store = InMemoryStore()
    conv = await ensure_conversation(store, "lin", "default", "c2", thread_id="t2", now=NOW)
    said = await append_message(store, "lin", "default", conv, message_id="m1", role="user",
                                content="我喜欢在周末去爬山", now=NOW)
    conv = await ensure_conversation(store, "lin", "default", "c2", thread_id="t2", now=NOW)
    reply = await append_message(store, "lin", "default", conv, message_id="m2",
                                 role="assistant", content=STANDIN, now=NOW, offline=True)
    await retract(store, "lin", "default", ["是一名护士", "经常上夜班"], [])
    user, standin = await get_messages(store, "lin", "default", "c2", [said.seq, reply.seq])
    assert "护士" not in standin.content and "夜班" not in standin.content, standin.content
    assert "喜欢在周末去爬山" in standin.content  # what was not forgotten stays
    assert user.content == "我喜欢在周末去爬山"


async def test_the_agents_latest_reply_loses_it_too() -> None:
    store = InMemoryStore()
    conv = await ensure_conversation(store, "lin", "default", "c2", thread_id="t2", now=NOW)
    await update_latest_reply(store, "lin", "default", STANDIN, now=NOW)
    await retract(store, "lin", "default", ["是一名护士", "经常上夜班"], [])
    agent = await get_agent(store, "lin", "default")
    assert agent is not None and agent.latest_reply and conv.id == "c2"
    assert "护士" not in agent.latest_reply and "爬山" in agent.latest_reply
