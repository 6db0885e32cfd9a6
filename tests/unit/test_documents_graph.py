"""Long inputs through the graph.

Kept whole, never checkpointed or sent raw, answered from chunks and their neighbours
within the budget.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from langchain_core.callbacks import BaseCallbackHandler
from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage
from langchain_core.outputs import ChatGeneration, ChatResult
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.store.memory import InMemoryStore

from strata_layered.graph import document_summary, ingest
from strata_layered.graph.builder import build_graph
from strata_layered.graph.context import Context
from strata_layered.graph.models import store_index_config
from strata_layered.graph.retrieval import documents as retrieval_documents
from strata_layered.memory.documents import vector_index
from strata_layered.memory.documents.store import list_documents, list_summaries, read_original
from strata_layered.memory.forgetting import privacy
from strata_layered.memory.store.conversations import get_conversation
from strata_layered.memory.store.messages import page_history
from tests.support.contracts import lease
from tests.support.hash_embedder import HashPassages

USER = "ada"
CONTRACT = lease(120, needle_clause=88)


class Prompts(BaseCallbackHandler):
    """Every prompt sent to a chat model during a run."""

    def __init__(self) -> None:
        self.sent: list[str] = []

    def on_chat_model_start(self, serialized: Any, messages: list[list[BaseMessage]],
                            **kwargs: Any) -> None:
        self.sent.extend("\n".join(str(m.content) for m in batch) for batch in messages)


@pytest.fixture(autouse=True)
def fast_embedder(monkeypatch: pytest.MonkeyPatch) -> None:
    """Chunks are embedded by n-gram hashing here: the plumbing is under test, not E5."""
    monkeypatch.setattr(ingest, "load_passage_embedder", lambda spec="": HashPassages())
    monkeypatch.setattr(retrieval_documents, "load_passage_embedder",
                        lambda spec="": HashPassages())


def setup() -> tuple[Any, InMemorySaver, InMemoryStore]:
    store = InMemoryStore(index=store_index_config())
    saver = InMemorySaver()
    return build_graph(checkpointer=saver, store=store), saver, store


async def checkpointed(saver: InMemorySaver, thread: str) -> str:
    """Every checkpoint and pending write of the thread, as text."""
    parts = []
    async for saved in saver.alist({"configurable": {"thread_id": thread}}):
        parts.append(json.dumps(saved.checkpoint["channel_values"], ensure_ascii=False,
                                default=str))
        parts.append(json.dumps(saved.pending_writes, ensure_ascii=False, default=str))
    return "\n".join(parts)


async def test_a_long_message_is_kept_whole_and_only_a_stand_in_goes_on() -> None:
    app, saver, store = setup()
    ctx = Context(user_id=USER, model="offline")
    config = {"configurable": {"thread_id": "t1"}}
    prompts = Prompts()
    out = await app.ainvoke({"user_text": CONTRACT.text}, {**config, "callbacks": [prompts]},
                            context=ctx)
    assert out["errors"] == [] and out["reply"]
    stand_in = str(out["messages"][0].content)
    assert stand_in.startswith("[文档 房屋租赁合同: 121 段, 摘要 合同，共 120 条")
    # Stored whole: the original comes back byte for byte.
    (doc,) = await list_documents(store, USER, "default", "t1")
    assert doc.status == "ready" and doc.source == "message" and doc.chunks == 121
    assert await read_original(store, USER, "default", doc) == CONTRACT.text.strip()
    assert vector_index.home_for(store).load(USER, doc.id).ntotal == 121
    levels = {n.level for n in await list_summaries(store, USER, "default", doc.id)}
    assert 1 <= max(levels) <= 3
    # The log, the checkpoints and the prompt only ever saw the stand-in.
    conv = await get_conversation(store, USER, "default", "t1")
    page, _ = await page_history(store, USER, "default", conv, before=None, limit=10)
    assert [m.content for m in page if m.role == "user"] == [stand_in]
    assert CONTRACT.text[:5000] not in await checkpointed(saver, "t1")
    (prompt,) = prompts.sent
    assert stand_in in prompt and CONTRACT.text[:5000] not in prompt
    assert "[房屋租赁合同 · 摘要]" in prompt and "[房屋租赁合同 #" not in prompt  # no question yet
    assert len(prompt) < len(CONTRACT.text) / 3


async def test_a_question_is_answered_from_the_cited_paragraph_and_its_neighbours() -> None:
    app, saver, store = setup()
    ctx = Context(user_id=USER, model="offline")
    config = {"configurable": {"thread_id": "t1"}}
    await app.ainvoke({"user_text": CONTRACT.text}, config, context=ctx)
    prompts = Prompts()
    # Every step checkpointed, so the built context can be read back from the history.
    await app.ainvoke({"user_text": CONTRACT.question}, {**config, "callbacks": [prompts]},
                      context=ctx, durability="async")
    assert CONTRACT.needle in prompts.sent[-1]
    context = None
    async for snapshot in app.aget_state_history(config):
        if snapshot.values.get("context"):
            context = snapshot.values["context"]
            break
    assert context is not None and context["total_tokens"] <= context["budget"]
    (docs,) = [s for s in context["sections"] if s["name"] == "documents"]
    why = {i["source"].get("chunk"): i["source"].get("why") for i in docs["items"]}
    assert why[88] == "reference 第八十八条第三款"
    assert why[87] == why[89] == "neighbour of 88"
    assert docs["items"][0]["source"]["kind"] == "document_summary"
    chunks = [i["source"]["chunk"] for i in docs["items"][1:]]
    assert chunks == sorted(chunks)  # in the document's own order


async def test_a_message_appended_by_the_caller_is_replaced_by_its_stand_in() -> None:
    app, saver, _ = setup()
    config = {"configurable": {"thread_id": "studio"}}
    out = await app.ainvoke({"messages": [HumanMessage(content=CONTRACT.text, id="m1")]},
                            config, context=Context(user_id=USER, model="offline"))
    first = out["messages"][0]
    assert first.id == "m1" and str(first.content).startswith("[文档")
    state = await app.aget_state(config)
    assert all(CONTRACT.text[:3000] not in str(m.content) for m in state.values["messages"])


async def test_short_messages_take_the_usual_path() -> None:
    app, _, store = setup()
    out = await app.ainvoke({"user_text": "第八十八条是什么？"},
                            {"configurable": {"thread_id": "t"}},
                            context=Context(user_id=USER, model="offline"))
    assert out["messages"][0].content == "第八十八条是什么？"
    assert await list_documents(store, USER, "default") == []


async def test_the_threshold_follows_the_model_and_can_be_set() -> None:
    small = Context(model="offline")
    assert small.long_input_tokens() == int(small.prompt_budget() * 0.25)
    big = Context(model="openai:gpt-4o-mini")
    assert big.long_input_tokens() > 10 * small.long_input_tokens()
    assert Context(long_input_limit=500).long_input_tokens() == 500
    assert ingest.is_long_input("字" * 2000, small)
    assert not ingest.is_long_input("字" * 2000, big)


async def test_a_failed_ingestion_keeps_the_original_and_the_turn(monkeypatch) -> None:
    class Broken(HashPassages):
        def embed_passages(self, texts: list[str]) -> Any:
            raise RuntimeError("embedding service down")

    monkeypatch.setattr(ingest, "load_passage_embedder", lambda spec="": Broken())
    app, _, store = setup()
    out = await app.ainvoke({"user_text": CONTRACT.text}, {"configurable": {"thread_id": "t"}},
                            context=Context(user_id=USER, model="offline"))
    assert out["reply"] and any("embedding service down" in e for e in out["errors"])
    (doc,) = await list_documents(store, USER, "default", "t")
    assert doc.status == "failed"
    assert await read_original(store, USER, "default", doc) == CONTRACT.text.strip()
    assert "处理失败" in str(out["messages"][0].content)


async def test_forgetting_a_conversation_removes_its_documents_and_index() -> None:
    app, saver, store = setup()
    ctx = Context(user_id=USER, model="offline")
    await app.ainvoke({"user_text": CONTRACT.text}, {"configurable": {"thread_id": "t1"}},
                      context=ctx)
    (doc,) = await list_documents(store, USER, "default", "t1")
    await privacy.forget_conversation(store, saver, USER, "default", "t1")
    assert await list_documents(store, USER, "default") == []
    assert vector_index.home_for(store).load(USER, doc.id) is None
    leftovers = await store.asearch(("strata",), limit=1000)
    assert not [i for i in leftovers if doc.id in json.dumps(i.value, default=str)]


class ScriptedSummaries(BaseChatModel):
    """Summarises by echoing the level it was asked for; fails on one map step."""

    calls: list[str] = []

    @property
    def _llm_type(self) -> str:
        return "scripted-summaries"

    def _generate(self, messages: list[BaseMessage], stop: Any = None, run_manager: Any = None,
                  **kwargs: Any) -> ChatResult:
        prompt = str(messages[-1].content)
        self.calls.append(prompt)
        if "第十一条" in prompt and "<outline>" not in prompt:
            raise RuntimeError("flaky step")
        text = "最终摘要：一份房屋租赁合同。" if "<outline>" in prompt else "分组摘要。"
        return ChatResult(generations=[ChatGeneration(message=AIMessage(content=text))])


async def test_with_a_model_the_summary_is_the_models_and_a_failed_step_is_extracted(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    model = ScriptedSummaries()
    monkeypatch.setattr(document_summary, "memory_model", lambda ctx, **_: model)
    monkeypatch.setattr(document_summary, "MODEL_GROUP_CHARS", 3000)
    _, _, store = setup()
    ctx = Context(user_id=USER, model="offline")
    record = ingest.new_document(conversation="c", text=CONTRACT.text, title="lease",
                                       source="file", now=ingest.datetime.now())
    await ingest.keep_whole(store, USER, "default", record, CONTRACT.text)
    seen: list[tuple[str, int, int]] = []
    record = await ingest.ingest(store, ctx, USER, "default", record, CONTRACT.text,
                                       progress=lambda s, d, t: seen.append((s, d, t)))
    assert record.summary_method == "model" and record.summary.endswith("一份房屋租赁合同。")
    nodes = await list_summaries(store, USER, "default", record.id)
    texts = [n.text for n in nodes if n.level == 1]
    assert "分组摘要。" in texts and any(t != "分组摘要。" for t in texts)  # one extracted
    assert {s for s, _, _ in seen} == {"chunking", "embedding", "summarising"}
    assert ("summarising", len(model.calls), len(model.calls)) in seen


async def test_a_lost_index_is_rebuilt_from_the_stored_chunks(caplog) -> None:
    app, _, store = setup()
    ctx = Context(user_id=USER, model="offline")
    config = {"configurable": {"thread_id": "t1"}}
    await app.ainvoke({"user_text": CONTRACT.text}, config, context=ctx)
    (doc,) = await list_documents(store, USER, "default", "t1")
    home = vector_index.home_for(store)
    assert home.delete(USER, doc.id)  # what a restart of an in-memory server does
    prompts = Prompts()
    await app.ainvoke({"user_text": CONTRACT.paraphrase}, {**config, "callbacks": [prompts]},
                      context=ctx)
    assert home.load(USER, doc.id).ntotal == doc.chunks
    assert "rebuilding the index" in caplog.text
    assert "[房屋租赁合同 #" in prompts.sent[-1]  # chunks are back in the prompt
