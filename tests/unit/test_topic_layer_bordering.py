"""The bordering domains' topics come from one listing: the same topics, in the same order.

`_bordering_topics` used to list the active topics of each bordering domain on its own
(one scan of every topic per domain); now it lists the active topics once and splits them
by domain. Checked against that per-domain reading on a SQLite store whose rows share
their write second (the store's order among equal timestamps is what both rely on).
"""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime, timedelta
from pathlib import Path

from strata_layered.graph.backend import open_backend
from strata_layered.graph.context import Context
from strata_layered.graph.retrieval.topic_layer import _bordering_topics
from strata_layered.memory import namespaces as ns
from strata_layered.memory.store.records import TopicRecord, dump, load

START = datetime(2025, 3, 3, 8, 0, tzinfo=UTC)
DOMAINS = ["健身", "饮食", "工作", "旅行", None]


async def _per_domain(store: object, ctx: Context, weights: dict[str, float]
                      ) -> list[TopicRecord]:
    """What the layer read before: one filtered listing per bordering domain."""
    found = await asyncio.gather(*(
        store.asearch(ns.topics(ctx.user_id, ctx.agent_id),  # type: ignore[attr-defined]
                      filter={"status": "active", "domain": domain}, limit=10_000)
        for domain in sorted(weights)))
    return [t for hits in found for hit in hits if (t := load(TopicRecord, hit.value))]


def test_one_listing_gives_the_per_domain_topics_in_their_order(tmp_path: Path) -> None:
    async def run() -> None:
        async with open_backend(tmp_path, kind="sqlite") as backend:
            store, ctx = backend.store, Context(user_id="u", agent_id="a")
            for n in range(30):  # several topics per domain, archived ones, one of no domain
                at = START + timedelta(minutes=n % 7)
                topic = TopicRecord(id=f"t{n}", name=f"topic {n}", summary=f"s{n}",
                                    domain=DOMAINS[n % len(DOMAINS)],
                                    status="archived" if n % 6 == 5 else "active",
                                    created_at=at, last_active=at)
                await store.aput(ns.topics("u", "a"), topic.id, dump(topic), index=False)
            other = TopicRecord(id="x", name="x", domain="健身", created_at=START,
                                last_active=START)  # another user's topic is never read
            await store.aput(ns.topics("v", "a"), "x", dump(other), index=False)
            for weights in ({"健身": 0.5}, {"饮食": 0.4, "健身": 0.4, "工作": 0.2},
                            {"旅行": 1.0, "学习": 0.3}, {"学习": 0.3}):
                got = await _bordering_topics(store, ctx, weights)
                assert got == await _per_domain(store, ctx, weights)
                assert all(t.status == "active" and t.domain in weights for t in got)
                assert "x" not in {t.id for t in got}
            assert [t.domain for t in await _bordering_topics(
                store, ctx, {"饮食": 0.4, "健身": 0.4})][:1] == ["健身"]  # domains in name order

    asyncio.run(run())


def test_a_topic_rewritten_archived_or_deleted_is_read_as_it_now_stands(tmp_path: Path) -> None:
    """Topics are kept parsed by their stored text: a rewrite is a new text, read anew."""
    async def run() -> None:
        async with open_backend(tmp_path, kind="sqlite") as backend:
            store, ctx = backend.store, Context(user_id="u", agent_id="a")

            async def put(topic_id: str, summary: str, status: str = "active") -> None:
                topic = TopicRecord(id=topic_id, name=topic_id, summary=summary, domain="饮食",
                                    status=status, created_at=START, last_active=START)
                await store.aput(ns.topics("u", "a"), topic_id, dump(topic), index=False)

            async def summaries() -> list[str]:
                return [t.summary for t in await _bordering_topics(store, ctx, {"饮食": 0.5})]

            await put("t1", "喜欢火锅")
            await put("t2", "在减肥")
            assert sorted(await summaries()) == ["喜欢火锅", "在减肥"]
            await put("t1", "喜欢火锅，不吃香菜")  # a new turn adds a point
            assert sorted(await summaries()) == ["喜欢火锅，不吃香菜", "在减肥"]
            await put("t2", "在减肥", status="archived")
            assert await summaries() == ["喜欢火锅，不吃香菜"]
            await store.adelete(ns.topics("u", "a"), "t1")  # forgotten
            assert await summaries() == []
            await put("t1", "喜欢火锅")  # the same text as before comes back as it was
            assert await summaries() == ["喜欢火锅"]

    asyncio.run(run())
