"""The reply to a request to forget stays out of the rolling summary, as the request does.

"Forget that I live in Reykjavik" answered "Done, I won't remember that you live in
Reykjavik." left that line in the summary of the turn and of every later one (the request
was withheld, its reply was not; nodes/refresh_summary.py `not_withheld`).
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from langgraph.checkpoint.memory import InMemorySaver
from langgraph.store.memory import InMemoryStore

from strata_layered.graph.builder import build_graph
from strata_layered.graph.context import Context
from strata_layered.graph.models import store_index_config

T0 = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)
TURNS = [("I live in Reykjavik and I work as a glacier guide.", "Nice, sounds lovely."),
         ("Forget that I live in Reykjavik", "Done, I won't remember that you live in Reykjavik."),
         ("What should I cook tonight?", "How about pasta?"),
         ("And dessert?", "Ice cream.")]


async def test_the_reply_to_a_request_to_forget_is_never_summarised() -> None:
    graph = build_graph(checkpointer=InMemorySaver(),
                        store=InMemoryStore(index=store_index_config()))
    for i, (said, reply) in enumerate(TURNS):
        out = await graph.ainvoke(
            {"user_text": said, "supplied_reply": reply,
             "now": (T0 + timedelta(minutes=i)).isoformat()},
            {"configurable": {"thread_id": "t"}}, context=Context(user_id="u", model="offline"))
        assert not out.get("errors"), out.get("errors")
        summary = str(out.get("summary") or "")
        if i >= 1:
            assert "Reykjavik" not in summary, (i, summary)
    assert "How about pasta?" in summary  # the turns after it are summarised as ever
