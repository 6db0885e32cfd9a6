"""Replaying routing rows through `route_message` as the graph calls it [beyond the seeds].

The routing set's files, when each message is sent (conversations days apart, messages
two minutes apart), the store's embeddings behind a cache so a sweep embeds each text once,
and the replay that gives each message its topic on a fresh store: shared by
`python -m bench topics`, `topics-learn`, `topics-calibrate` and `topic-names`.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from langchain_core.embeddings import Embeddings
from langgraph.store.base import IndexConfig
from langgraph.store.memory import InMemoryStore

from bench.topics.routing_set import RoutingRow
from strata_layered.memory.topics.routing import RouteResult, route_message
from strata_layered.memory.topics.segmenting import RoutingSettings

DEFAULT_ROUTING_SET = "tests/data/routing_set.jsonl"
DEFAULT_REAL_SET = "bench/data/routing_real.jsonl"
REAL_USER = "bench-real-user"
USER, AGENT = "bench-user", "bench-agent"
START = datetime(2025, 3, 3, 9, 0, tzinfo=UTC)
MESSAGE_GAP = timedelta(minutes=2)


def turn_times(rows: list[RoutingRow], days_between: float = 2.0) -> list[datetime]:
    """When each message is sent: conversations days apart, messages two minutes apart."""
    order = {c: i for i, c in enumerate(dict.fromkeys(r.conversation for r in rows))}
    return [START + order[r.conversation] * timedelta(days=days_between) + r.seq * MESSAGE_GAP
            for r in rows]


class CachedEmbeddings(Embeddings):
    """The store's embeddings behind an unbounded cache: a sweep embeds each text once.

    The model's own cache is an LRU of CACHE_SIZE texts; a routing set larger than that
    would be embedded again at every threshold without this one.
    """

    def __init__(self, inner: Embeddings) -> None:
        self.inner = inner
        self.vectors: dict[str, list[float]] = {}
        self.lookups = 0

    def _vector(self, text: str) -> list[float]:
        self.lookups += 1
        if text not in self.vectors:
            self.vectors[text] = self.inner.embed_query(text)
        return self.vectors[text]

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        """Vectors of stored texts (the router embeds topics on the query side too)."""
        return [self._vector(t) for t in texts]

    def embed_query(self, text: str) -> list[float]:
        """Vector of a search query."""
        return self._vector(text)


async def replay_router(
    rows: list[RoutingRow], threshold: float, index: IndexConfig, days_between: float = 2.0,
    user: str = USER, router: str = "rules", settings: RoutingSettings | None = None,
    results: list[RouteResult] | None = None,
) -> list[str]:
    """Topic id `route_message` gives each message, on a fresh store, as the graph calls it.

    The conversation's last topic is the current one, as the graph passes the thread's;
    no model is asked. A tentative topic folded back relabels its messages, as the node
    does, and so does a topic merged into another when it closed. A content-free message
    the router files in no topic is its own one-message topic here (no topic finds it)
    unless a later message of its conversation opens the conversation's first topic: that
    topic takes the opening chatter in, as the node does. `results`, when given, receives
    each message's RouteResult (`python -m bench topics-trace`).
    """
    store = InMemoryStore(index=index)  # type: ignore[arg-type]
    routed: list[str] = []
    current: dict[str, str] = {}
    for row, now in zip(rows, turn_times(rows, days_between), strict=True):
        result = await route_message(store, user, AGENT, row.text, threshold=threshold,
                                     now=now, current_topic=current.get(row.conversation),
                                     router=router, settings=settings)
        if results is not None:
            results.append(result)
        if result.folded is not None:  # corrected after the fact, as the node relabels
            routed = [result.folded[1] if t == result.folded[0] else t for t in routed]
        for closed, kept in result.merged:  # merged when it closed (topics/merging.py)
            routed = [kept if t == closed else t for t in routed]
        if result.topic is None:
            routed.append(f"none:{len(routed)}")
            continue
        if row.conversation not in current:  # the node's adopt_opening
            routed = [result.topic.id if t.startswith("none:") and rows[i].conversation
                      == row.conversation else t for i, t in enumerate(routed)]
        current[row.conversation] = result.topic.id
        routed.append(result.topic.id)
    return routed
