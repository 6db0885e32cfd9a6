"""A configured model settles an unsure routing after the reply, and its "new topic" stands.

Issue 25: the model was asked before the reply (a slow endpoint delayed the first token)
and its "none of these" was ignored. The real graph runs against the loopback server.
"""

from __future__ import annotations

from typing import Any

from langgraph.checkpoint.memory import InMemorySaver
from langgraph.store.memory import InMemoryStore

from strata_layered.graph.builder import build_graph
from strata_layered.graph.context import Context
from strata_layered.graph.models import store_index_config
from strata_layered.graph.prompts import memory as prompts_memory
from strata_layered.memory.store.messages import get_messages
from strata_layered.memory.topics.lifetime import list_topics
from tests.support.openai_server import OpenAIServer, Reply

USER, AGENT, CONVERSATION = "mei", "default", "c-topics"
CONTEXT = Context(user_id=USER, agent_id=AGENT, conversation_id=CONVERSATION,
                  model="openai:loopback-model", model_timeout=3.0, memory_timeout=3.0)
NOTHING_TO_KEEP = {"shouldExtract": False, "confidence": 0.9, "category": "none",
                   "stability": "temporary", "importance": 1, "reason": "闲聊。",
                   "candidateFacts": [], "memories": []}


def step_of(body: dict[str, Any]) -> str:
    text = "\n".join(str(m.get("content")) for m in body.get("messages") or [])
    if prompts_memory.TOPIC_CHOICE_SYSTEM.splitlines()[0] in text:
        return "topic"
    if prompts_memory.MEMORY_SYSTEM.splitlines()[0] in text:
        return "memory"
    return "reply"


def answer(body: dict[str, Any]) -> Reply:
    step = step_of(body)
    if step == "topic":
        return Reply(tool_calls=[("TopicChoice", {"topic_id": None})])  # none of these
    if step == "memory":
        return Reply(tool_calls=[("MemoryDecision", NOTHING_TO_KEEP)])
    return Reply(content="好的。")


async def test_the_models_new_topic_answer_is_honoured_after_the_reply(
    model_server: OpenAIServer,
) -> None:
    model_server.responder = answer
    store = InMemoryStore(index=store_index_config())  # type: ignore[arg-type]
    app = build_graph(checkpointer=InMemorySaver(), store=store)
    config = {"configurable": {"thread_id": "t-topics"}}
    await app.ainvoke({"user_text": "我们准备装修新房，预算二十万，想要现代简约风"}, config,
                      context=CONTEXT)
    first = (await app.aget_state(config)).values
    assert "topic" not in [step_of(b) for b in model_server.requests]  # the rules were sure
    # Kept in the renovation topic on continuity alone, near the floor: unsure.
    await app.ainvoke({"user_text": "周末带孩子去动物园玩了"}, config, context=CONTEXT)
    second = (await app.aget_state(config)).values

    steps = [step_of(b) for b in model_server.requests]
    assert "topic" in steps
    assert steps.index("topic") > len(steps) - 1 - steps[::-1].index("reply")  # after the reply
    assert second["topic_id"] != first["topic_id"]
    topics = await list_topics(store, USER, AGENT)
    assert {t.id for t in topics} == {first["topic_id"], second["topic_id"]}
    assert {t.id: t.message_count for t in topics}[first["topic_id"]] == 1
    logged = await get_messages(store, USER, AGENT, CONVERSATION, [1, 2, 3, 4])
    assert [m.topic for m in logged if m.role == "user"] == [first["topic_id"],
                                                             second["topic_id"]]
