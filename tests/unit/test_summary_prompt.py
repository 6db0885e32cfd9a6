"""The v1 rolling summary enters the prompt with each message once and none the window quotes.

Seed 000's summary re-joins the last 8 messages every turn (the stored summary stays the
seed's: tests/unit/test_summary_and_extraction.py); what the prompt takes of it is
memory/context/summary.py `summary_for_prompt`.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from langgraph.checkpoint.memory import InMemorySaver
from langgraph.store.memory import InMemoryStore

from strata_layered.graph.builder import build_graph
from strata_layered.graph.context import Context
from strata_layered.graph.models import store_index_config
from strata_layered.graph.retrieval.preview import preview_context
from strata_layered.memory.context.summary import (
    build_conversation_summary,
    summary_for_prompt,
    summary_lines,
)

T0 = datetime(2026, 12, 4, 9, 0, tzinfo=UTC)


def _rolled(turns: int) -> tuple[str, list[str]]:
    summary: str | None = None
    said: list[tuple[str, str]] = []
    for i in range(turns):
        user, reply = f"I said thing number {i} today", f"Noted number {i}"
        summary = build_conversation_summary(previous_summary=summary, recent_messages=said,
                                             user_text=user, assistant_text=reply)
        said += [("user", user), ("assistant", reply)]
    return summary or "", [text for _, text in said]


def test_the_stored_summary_repeats_but_the_prompt_takes_each_line_once() -> None:
    summary, said = _rolled(14)
    assert summary.count("I said thing number 9 today") > 1  # the seed's own rule
    prompt = summary_for_prompt(summary, said[-8:])
    texts = [text for _, text in summary_lines(prompt)]
    assert len(texts) == len(set(texts)), prompt
    assert "I said thing number 9 today" in texts
    assert not any(text in said[-8:] for text in texts), prompt  # the window quotes those


def test_lines_keep_the_order_they_were_said_in() -> None:
    summary, said = _rolled(14)
    texts = [text for _, text in summary_lines(summary_for_prompt(summary, said[-8:]))]
    numbers = [int(text.split("number ")[1].split()[0]) for text in texts]
    assert numbers == sorted(numbers), texts


def test_a_summary_the_window_holds_whole_adds_nothing() -> None:
    summary, said = _rolled(5)
    assert summary_for_prompt(summary, said) == ""
    assert summary_for_prompt(summary, said[:2]) != ""  # not when the window is shorter


def test_a_head_cut_mid_message_goes_only_when_its_line_is_told_whole() -> None:
    whole = "用户：我下个月去成都出差 Agent：好的"
    assert summary_for_prompt("月去成都出差 " + whole, []) == whole
    assert summary_for_prompt("月去重庆出差 " + whole, []) == "…月去重庆出差 " + whole


def test_a_masked_secret_is_matched_against_the_window_as_the_summary_holds_it() -> None:
    summary = build_conversation_summary(previous_summary=None, recent_messages=[],
                                         user_text="my password is hunter2-Blue!",
                                         assistant_text="")
    assert "hunter2" not in summary
    assert summary_for_prompt(summary, ["my password is hunter2-Blue!"]) == ""


async def test_a_short_conversation_puts_no_summary_beside_its_own_messages() -> None:
    store = InMemoryStore(index=store_index_config())
    graph = build_graph(checkpointer=InMemorySaver(), store=store)
    ctx = Context(user_id="u", model="offline")
    config = {"configurable": {"thread_id": "t"}}
    turns = ["Hi! I'm Priya, I just moved to Toronto for grad school.",
             "I love rock climbing and I go to the bouldering gym twice a week.",
             "My boyfriend Tom is still in Mumbai, we do long distance.",
             "I'm lactose intolerant so no milk-based recipes."]
    for i, text in enumerate(turns):
        at = (T0 + timedelta(minutes=i)).isoformat()
        out = await graph.ainvoke({"user_text": text, "now": at}, config, context=ctx)
        assert not out.get("errors"), out.get("errors")
    assert (await graph.aget_state(config)).values.get("summary")  # the seed's summary is kept
    built = await preview_context(graph, store, ctx, config, "what should I cook tonight?",
                                  now=(T0 + timedelta(hours=1)).isoformat())
    said = {s["name"]: [i["text"] for i in s["items"]] for s in built["sections"]}
    assert said["summary"] == [], said["summary"]
    assert len(said["recent_messages"]) == len(turns), said["recent_messages"]


def test_a_kept_line_keeps_its_mask_as_the_summary_has_it() -> None:
    summary = build_conversation_summary(previous_summary=None, recent_messages=[],
                                         user_text="我的密码是 Hunter2Blue!", assistant_text="")
    assert summary_for_prompt(summary, []) == summary
