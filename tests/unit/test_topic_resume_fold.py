"""A conversation's first subject that nearly resumed an old topic (segmenting `resume_fold`).

Through memory/topics/routing.py with a deterministic embedder: the old topic's centroid is
near what all the user's messages share, so the opener reaches it by plain cosine and not
once centered; it opens a topic tentative of the old one, and the turn after it decides.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from langgraph.store.memory import InMemoryStore

from strata_layered.memory.topics.calibration import CALIBRATION_TEXTS
from strata_layered.memory.topics.lifetime import get_topic
from strata_layered.memory.topics.routing import RouteResult, route_message

USER, AGENT = "gina", "default"
T0 = datetime(2026, 3, 1, 9, tzinfo=UTC)
OLD = ("I'm opening a dance studio downtown", "The studio lease starts in June",
       "We signed the contract for the studio floor")
OPENER = "Things have been bumpy but I'm determined to keep going"
VECTORS = {
    OLD[0]: [1.0, 1.0, 1.0, 1.6], OLD[1]: [1.0, 1.0, 1.2, 1.5], OLD[2]: [1.2, 1.0, 1.0, 1.5],
    OPENER: [1.5, 1.0, 1.0, 1.3],
    # the next turn is about the studio again / about what the opener said
    "Renting the place for the classes costs more than I planned": [1.0, 1.0, 1.0, 1.8],
    "Some days I wonder whether I should have kept my old routine": [1.6, 1.0, 1.0, 1.2],
}


async def embed(text: str) -> list[float]:
    # The embedder's prior (calibration.py) points nowhere in particular.
    return [1.0, 1.0, 1.0, 1.0] if text in CALIBRATION_TEXTS else VECTORS[text]


async def say(store: InMemoryStore, text: str, current: str | None, day: int,
              minute: int) -> RouteResult:
    return await route_message(store, USER, AGENT, text, current_topic=current, embed=embed,
                               now=T0 + timedelta(days=day, minutes=minute))


async def _old_topic_then_opener(store: InMemoryStore) -> tuple[str, RouteResult]:
    current = None
    for minute, text in enumerate(OLD):
        current = (await say(store, text, current, 0, minute)).topic.id
    opener = await say(store, OPENER, None, 2, 0)  # a new conversation's first subject
    assert current is not None and opener.topic is not None
    return current, opener


async def test_the_next_turn_folds_an_opener_back_into_the_old_topic_it_nearly_resumed(
) -> None:
    store = InMemoryStore()
    old, opener = await _old_topic_then_opener(store)
    assert opener.created and opener.unsure and opener.topic.tentative_of == old
    nxt = await say(store, "Renting the place for the classes costs more than I planned",
                    opener.topic.id, 2, 1)
    assert nxt.folded == (opener.topic.id, old) and nxt.topic.id == old
    assert await get_topic(store, USER, AGENT, opener.topic.id) is None


async def test_a_next_turn_on_the_opener_s_own_subject_confirms_its_topic() -> None:
    store = InMemoryStore()
    _, opener = await _old_topic_then_opener(store)
    nxt = await say(store, "Some days I wonder whether I should have kept my old routine",
                    opener.topic.id, 2, 1)
    assert nxt.folded is None and nxt.topic.id == opener.topic.id
    assert (await get_topic(store, USER, AGENT, opener.topic.id)).tentative_of is None
