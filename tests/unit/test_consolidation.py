"""How a new memory meets the kept ones (seeds 000, 004): duplicates, changes, constraints.

The pure rules of memory/supersession/consolidation.py first, then upsert_memory on a store indexed
with the real local embeddings, since the thresholds are calibrated for them.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from langgraph.store.base import BaseStore
from langgraph.store.memory import InMemoryStore

from strata_layered.graph.models import store_index_config
from strata_layered.memory.facts.constraint_reading import constraint_topics
from strata_layered.memory.facts.slots import slot_of
from strata_layered.memory.long_term.memories import (
    WriteResult,
    list_memories,
    search_memories,
    upsert_memory,
)
from strata_layered.memory.store.records import MemoryItem, MemorySource
from strata_layered.memory.supersession.consolidation import (
    TIME_BOUND_CONFIDENCE,
    TIME_BOUND_TTL,
    initial_state,
    is_time_bound,
    polarity,
    relate,
)
from strata_layered.memory.writing.extraction import ExtractedMemory

USER = "lin"
AGENT = "default"
NOW = datetime(2025, 3, 1, 9, 0, tzinfo=UTC)

# --- pure rules -----------------------------------------------------------------------


@pytest.mark.parametrize(("text", "positive"), [
    ("我喜欢猫", True),
    ("我不喜欢被催促", False),
    ("我不是不喜欢猫", True),
    ("我不再吃素了", False),
    ("I don't like cats", False),
    ("I'm no longer vegetarian", False),
    ("I like cats", True),
    # Words that hold a negation character without negating anything.
    ("我非常喜欢猫", True),
    ("我不喜欢别人催我", False),
], ids=["like", "dislike", "double-negation", "no-more", "dont", "no-longer", "like-en",
        "very-like", "dislike-others-rushing"])
def test_polarity(text: str, positive: bool) -> None:
    assert polarity(text) is positive


@pytest.mark.parametrize(("text", "slot"), [
    ("我住在北京", "city"),
    ("我搬到上海了", "city"),
    ("I moved to Paris", "city"),
    ("我在腾讯上班", "workplace"),  # an employer is no job (fix33)
    ("我是一名护士", "occupation"),
    ("I'm vegetarian", "diet"),
    ("我吃素", "diet"),
    ("我结婚了", "relationship_status"),
    ("我叫周立", "name"),
    ("叫我小美", "address"),
    ("Call me Sam", "address"),
    ("别叫我宝贝", None),
    ("我喜欢喝乌龙茶", None),
], ids=["live-in", "moved-to", "moved-to-en", "work-at", "nurse", "vegetarian-en", "vegetarian",
        "married", "name", "address", "address-en", "not-an-address", "no-slot"])
def test_slot_of(text: str, slot: str | None) -> None:
    assert slot_of(text) == slot


def test_budgets_share_a_slot_only_when_they_budget_the_same_thing() -> None:
    assert slot_of("装修预算二十万") is not None
    assert slot_of("装修预算二十万") == slot_of("装修预算提高到三十万")
    assert slot_of("装修预算二十万") != slot_of("旅游预算五千")


@pytest.mark.parametrize(("text", "slot"), [
    ("我朋友住在杭州", None), ("我女朋友是素食主义者", "girlfriend:diet"),
    ("我妈妈在医院上班", "mother:workplace"), ("我奶奶住在上海", "paternal_grandmother:city"),
    ("My sister lives in Boston now", None)],
    ids=["friends-city", "girlfriends-diet", "mothers-job", "grandmas-city", "sisters-city"])
def test_someone_elses_fact_fills_no_slot_of_the_user(text: str, slot: str | None) -> None:
    # Theirs, not the user's: someone the user has one of has slots of their own (a newer
    # statement about them replaces the older); friends and siblings are many and have none.
    assert slot_of(text) == slot


def test_constraint_topics() -> None:
    assert {"宠物", "装修", "家具"} <= set(constraint_topics("我家有一只猫"))
    # Seed 004 §3.5 names 租房 among its constraints: it reaches furnishing and moving.
    assert {"装修", "家具", "搬家"} <= set(constraint_topics("我现在租房住"))
    # …and 家里有老人; a dog is a pet like the seed's cat.
    assert {"装修", "旅行", "家居"} <= set(constraint_topics("家里有老人"))
    assert {"宠物", "清洁"} <= set(constraint_topics("我养了一只狗"))
    assert {"装修", "预算"} <= set(constraint_topics("装修预算二十万"))
    assert "饮食" in constraint_topics("我对花粉过敏")
    assert "饮食" in constraint_topics("I'm vegetarian")
    both = constraint_topics("我家有一只猫和一只狗")
    assert len(both) == len(set(both))
    assert constraint_topics("我喜欢喝乌龙茶") == []


@pytest.mark.parametrize("text", [
    "Anna got me a vegan stir-fry",  # a dish, not the user's diet
    "loves vegan food",
    "我们去了一家素食餐厅",
    "is looking after their mother's cat this week",  # the mother's cat, not the user's
    "我在照顾妈妈的猫",
    "sister is vegan",  # someone else's diet
    "Anna's dog is huge",
])
def test_what_is_no_constraint_of_the_users(text: str) -> None:
    assert constraint_topics(text) == []


@pytest.mark.parametrize("text", [
    "is vegan", "went vegetarian last year", "我吃素", "their cat is sick",
    "daughter is allergic to peanuts",  # the household's: the user cooks for her
    "told her their cat is sick",
])
def test_the_users_household_constraints_stay(text: str) -> None:
    assert constraint_topics(text)


@pytest.mark.parametrize(("text", "bound"), [
    ("今天突然想吃辣", True),
    ("心情不好，不想说话", True),
    ("I suddenly want noodles tonight", True),
    ("我今天也一直想吃辣", False),  # a word of persistence outweighs 今天
    ("我喜欢吃辣", False),
], ids=["today-suddenly", "bad-mood", "tonight-en", "today-but-always", "stable"])
def test_is_time_bound(text: str, bound: bool) -> None:
    assert is_time_bound(text) is bound


def test_initial_state() -> None:
    status, confidence, expires = initial_state("今天突然想吃辣", confidence=0.9, explicit=True,
                                                now=NOW)
    assert (status, confidence, expires) == ("active", TIME_BOUND_CONFIDENCE, NOW + TIME_BOUND_TTL)
    assert TIME_BOUND_CONFIDENCE <= 0.4
    assert initial_state("我喜欢猫", confidence=0.9, explicit=True, now=NOW) == (
        "active", 0.9, None)
    assert initial_state("喜欢晚上写代码", confidence=0.6, explicit=False, now=NOW) == (
        "candidate", 0.6, None)
    assert initial_state("一直喜欢晚上写代码", confidence=0.6, explicit=False, now=NOW) == (
        "active", 0.6, None)
    assert initial_state("喜欢晚上写代码", confidence=0.8, explicit=False, now=NOW)[0] == "active"


def test_relate() -> None:
    pref = "preference"
    assert relate("我很喜欢喝乌龙茶", pref, "我喜欢喝乌龙茶", pref, 0.997).kind == "duplicate"
    assert relate("我很喜欢喝乌龙茶", "boundary", "我喜欢喝乌龙茶", pref, 0.997).kind == (
        "unrelated")
    assert relate("我喜欢被催促", pref, "我不喜欢被催促", pref, 0.978).kind == "supersedes"
    assert relate("我搬到上海了", "important_fact", "我住在北京", "important_fact", 0.896).kind == (
        "supersedes")
    assert relate("I switched to oat milk", pref, "I drink whole milk", pref, 0.94).kind == (
        "supersedes")
    assert relate("我喜欢猫", pref, "我喜欢喝乌龙茶", pref, None).kind == "unrelated"
    # A reversal said with other particles is still the same words reversed (REVERSAL_FILLER).
    goal = "relationship_goal"
    assert relate("想去北京工作了", goal, "不想去北京工作", goal, 0.5).kind == "supersedes"
    assert relate("I eat meat now", pref, "I don't eat meat anymore", pref, 0.5).kind == (
        "supersedes")
    # Words of change (CHANGE): a move is a newer value than a wish, not its restatement.
    fact = "important_fact"
    assert relate("I moved to Berlin", fact, "I want to live in Berlin", goal, 0.94).kind == (
        "supersedes")
    assert relate("我现在是素食者了", pref, "我喜欢吃牛排", fact, 0.94).kind == "supersedes"
    assert relate("装修预算提高到三十万", "important_fact", "装修预算二十万", "important_fact",
                  0.952, new_scope="constraint", old_scope="constraint").kind == "overwrite"


def test_another_budget_does_not_overwrite_a_constraint() -> None:
    relation = relate("旅游预算五千", "important_fact", "装修预算二十万", "important_fact", 0.914,
                      new_scope="constraint", old_scope="constraint")
    assert relation.kind == "unrelated"


# --- upsert_memory with the real embeddings --------------------------------------------


class Memories:
    """One user's memories, written one statement at a time, a minute apart."""

    def __init__(self, store: BaseStore) -> None:
        self.store = store
        self.now = NOW

    async def say(
        self, content: str, *, memory_type: str = "preference", conversation: str = "c1",
        confidence: float = 0.9, explicit: bool = True, scope: str = "global",
        applies_to: list[str] | None = None,
    ) -> WriteResult:
        self.now += timedelta(minutes=1)
        candidate = ExtractedMemory(
            memory_type=memory_type, content=content, importance=4, confidence=confidence,
            scope=scope, applies_to=applies_to or [], explicit=explicit,
        )
        source = MemorySource(conversation=conversation, excerpt=content)
        return await upsert_memory(self.store, USER, AGENT, candidate, source=source,
                                   now=self.now)

    async def listed(self, status: str | None = None) -> list[MemoryItem]:
        return await list_memories(self.store, USER, AGENT, status=status)

    async def contents(self, status: str | None = "active") -> list[str]:
        return sorted(m.content for m in await self.listed(status))


@pytest.fixture
def memories() -> Memories:
    return Memories(InMemoryStore(index=store_index_config()))  # type: ignore[arg-type]


@pytest.mark.parametrize(("first", "again"), [
    ("我喜欢喝乌龙茶", "我很喜欢喝乌龙茶"),
    ("我喜欢猫", "我非常喜欢猫"),
    ("我不喜欢被催促", "我不喜欢别人催我"),
], ids=["oolong", "very-fond-of-cats", "rushing-by-others"])
async def test_paraphrase_is_one_memory_mentioned_twice(
    first: str, again: str, memories: Memories
) -> None:
    stored = await memories.say(first)
    repeated = await memories.say(again)

    assert (stored.action, repeated.action) == ("stored", "updated")
    [memory] = await memories.listed()
    assert (memory.id, memory.content, memory.mentions) == (stored.memory.id, first, 2)
    assert memory.confidence > 0.9
    assert memory.updated_at == memories.now


async def test_exact_repeat_touches_instead_of_inserting(memories: Memories) -> None:
    await memories.say("我喜欢喝乌龙茶。")
    result = await memories.say("我喜欢喝乌龙茶")

    assert (result.action, result.reason) == ("updated", "完全重复")  # in the user's language
    assert [(m.content, m.mentions) for m in await memories.listed()] == [("我喜欢喝乌龙茶。", 2)]


async def test_moving_city_supersedes_and_keeps_the_old_one_archived(
    memories: Memories
) -> None:
    beijing = await memories.say("我住在北京", memory_type="important_fact")
    shanghai = await memories.say("我搬到上海了", memory_type="important_fact")

    assert shanghai.action == "stored"
    assert beijing.memory.id in shanghai.reason
    assert await memories.contents() == ["我搬到上海了"]
    [archived] = await memories.listed("archived")
    assert (archived.id, archived.content) == (beijing.memory.id, "我住在北京")
    assert archived.superseded_by == shanghai.memory.id
    [new] = await memories.listed("active")
    assert new.history == [{"supersedes": beijing.memory.id, "content": "我住在北京"}]
    # Search recalls the current city only.
    found = await search_memories(memories.store, USER, AGENT, "我住在哪里", now=memories.now)
    assert [m.content for m, _ in found] == ["我搬到上海了"]


async def test_no_longer_vegetarian_supersedes(memories: Memories) -> None:
    old = await memories.say("I'm vegetarian", memory_type="important_fact")
    new = await memories.say("I'm no longer vegetarian", memory_type="important_fact")

    assert await memories.contents() == ["I'm no longer vegetarian"]
    [archived] = await memories.listed("archived")
    assert (archived.id, archived.superseded_by) == (old.memory.id, new.memory.id)


async def test_the_opposite_preference_is_no_duplicate(memories: Memories) -> None:
    old = await memories.say("我不喜欢被催促", memory_type="boundary")
    new = await memories.say("我喜欢被催促", memory_type="boundary")

    assert new.action == "stored"
    assert new.memory.id != old.memory.id
    assert await memories.contents() == ["我喜欢被催促"]
    assert [(m.content, m.mentions) for m in await memories.listed("archived")] == [
        ("我不喜欢被催促", 1)]


async def budget(memories: Memories, text: str, topic: str = "装修") -> WriteResult:
    return await memories.say(text, memory_type="important_fact", scope="constraint",
                              applies_to=[topic, "预算"])


async def test_constraint_is_overwritten_in_place(memories: Memories) -> None:
    first = await budget(memories, "装修预算二十万")
    raised = await budget(memories, "装修预算提高到三十万")

    assert (raised.action, raised.memory.id) == ("updated", first.memory.id)
    [constraint] = await memories.listed()
    assert (constraint.content, constraint.scope) == ("装修预算提高到三十万", "constraint")
    assert [h["content"] for h in constraint.history] == ["装修预算二十万"]
    assert await memories.listed("archived") == []


async def test_constraint_set_back_to_its_first_value(memories: Memories) -> None:
    await budget(memories, "装修预算二十万")
    await budget(memories, "装修预算提高到三十万")
    await budget(memories, "装修预算二十万")

    [constraint] = await memories.listed()
    assert constraint.content == "装修预算二十万"
    assert [h["content"] for h in constraint.history] == ["装修预算二十万", "装修预算提高到三十万"]


async def test_a_budget_for_something_else_keeps_the_first(memories: Memories) -> None:
    await budget(memories, "装修预算二十万")
    await budget(memories, "旅游预算五千", topic="旅行")

    assert await memories.contents() == ["旅游预算五千", "装修预算二十万"]


@pytest.mark.parametrize(("mine", "theirs"), [
    ("我住在北京", "我朋友住在杭州"),
    ("我吃素", "我女朋友是素食主义者"),
], ids=["friends-city", "girlfriends-diet"])
async def test_someone_elses_fact_does_not_supersede_the_users(
    mine: str, theirs: str, memories: Memories
) -> None:
    await memories.say(mine, memory_type="important_fact")
    await memories.say(theirs, memory_type="important_fact")

    assert await memories.contents() == sorted([mine, theirs])


async def test_inferred_memory_waits_for_a_third_conversation(memories: Memories) -> None:
    inferred = {"confidence": 0.6, "explicit": False}
    first = await memories.say("喜欢晚上写代码", conversation="c1", **inferred)

    assert first.memory.status == "candidate"
    recalled = await search_memories(memories.store, USER, AGENT, "晚上写代码", now=memories.now)
    assert recalled == []  # a candidate is not recalled into prompts yet

    await memories.say("喜欢晚上写代码", conversation="c1", **inferred)  # same conversation
    await memories.say("喜欢晚上写代码", conversation="c2", **inferred)
    [waiting] = await memories.listed()
    assert (waiting.status, waiting.mentions, waiting.conversations) == (
        "candidate", 3, ["c1", "c2"])

    await memories.say("喜欢晚上写代码", conversation="c3", **inferred)

    [promoted] = await memories.listed()
    assert promoted.status == "active"
    assert promoted.history[-1]["why"] == "3 conversations"
    recalled = await search_memories(memories.store, USER, AGENT, "晚上写代码", now=memories.now)
    assert [m.content for m, _ in recalled] == ["喜欢晚上写代码"]


@pytest.mark.parametrize(("first", "persistent"), [
    ("喜欢晚上写代码", "我一直喜欢晚上写代码"),
    ("Likes coding late at night", "I always like coding late at night"),
], ids=["yizhi", "always"])
async def test_a_word_of_persistence_promotes_a_candidate(
    first: str, persistent: str, memories: Memories
) -> None:
    await memories.say(first, confidence=0.6, explicit=False)
    assert [m.status for m in await memories.listed()] == ["candidate"]

    result = await memories.say(persistent, confidence=0.6, explicit=False)

    assert result.action == "updated"
    [memory] = await memories.listed()
    assert (memory.content, memory.status, memory.mentions) == (first, "active", 2)
    assert memory.history[-1]["why"] == "persistence"


async def test_passing_craving_fades_out(memories: Memories) -> None:
    result = await memories.say("今天突然想吃辣", confidence=0.9)

    memory = result.memory
    assert memory.confidence <= 0.4
    assert memory.expires_at is not None
    assert memories.now < memory.expires_at <= memories.now + timedelta(days=7)
    before = await search_memories(memories.store, USER, AGENT, "想吃辣",
                                   now=memory.expires_at - timedelta(hours=1))
    after = await search_memories(memories.store, USER, AGENT, "想吃辣",
                                  now=memory.expires_at + timedelta(hours=1))
    assert [m.content for m, _ in before] == ["今天突然想吃辣"]
    assert after == []


async def test_secret_is_refused_whatever_the_caller(memories: Memories) -> None:
    result = await memories.say("我的银行卡密码是 778899")

    assert result.action == "rejected"
    assert await memories.listed() == []


# --- corrections and reversals (issue 16): the old memory archived, one value per slot ----


async def say_all(memories: Memories, *lines: tuple[str, str]) -> list[WriteResult]:
    """Write notes as the extract node does: with the active memories as `existing`."""
    results = []
    for content, memory_type in lines:
        memories.now += timedelta(minutes=1)
        existing = await memories.listed("active")
        candidate = ExtractedMemory(memory_type=memory_type, content=content, importance=3,
                                    confidence=0.75, explicit=False)
        results.append(await upsert_memory(
            memories.store, USER, AGENT, candidate, source=MemorySource(conversation="c1"),
            now=memories.now, existing=existing))
    return results


@pytest.mark.parametrize(("old", "new", "kept"), [
    ("经常上夜班", "现在已经不上夜班了，改成白班了",
     ["是一名护士", "现在已经不上夜班了，改成白班了"]),
    ("prefers short answers", "long detailed answers are fine now",
     ["is a nurse", "long detailed answers are fine now"]),
    ("住在北京", "搬到上海了", ["是一名护士", "搬到上海了"]),
], ids=["night-to-day-shift", "reply-length", "city"])
async def test_a_correction_archives_the_old_value_of_its_slot_whatever_the_similarity(
    old: str, new: str, kept: list[str], memories: Memories
) -> None:
    job = kept[0]
    kind = "conversation_style" if "answers" in old else "important_fact"
    first, _, corrected = await say_all(memories, (old, kind), (job, "important_fact"),
                                        (new, kind))
    assert corrected.action == "stored" and first.memory.id in corrected.reason
    assert await memories.contents() == sorted(kept)  # the job of another slot stays
    [archived] = await memories.listed("archived")
    assert (archived.content, archived.superseded_by) == (old, corrected.memory.id)
    assert corrected.memory.history == [{"supersedes": first.memory.id, "content": old}]


async def test_the_same_value_of_a_slot_is_a_restatement_not_a_change(
    memories: Memories
) -> None:
    first, again = await say_all(memories, ("名字叫周立", "important_fact"),
                                 ("我叫周立", "important_fact"))
    assert (again.action, again.memory.id) == ("updated", first.memory.id)
    assert await memories.contents() == ["名字叫周立"]


def test_actually_as_a_discourse_marker_is_no_correction() -> None:
    relation = relate("Actually, I love music, movies and travel", "preference",
                      "loves hiking", "preference", 0.93)
    assert relation.kind == "unrelated"
    assert relate("其实我现在也很喜欢做饭", "preference", "喜欢做红烧鱼", "preference",
                  0.93).kind == "unrelated"


async def constraint(memories: Memories, text: str) -> WriteResult:
    """A constraint the way extraction writes one (memory/writing/extraction.py `_memory`)."""
    return await memories.say(text, memory_type="important_fact", scope="constraint",
                              applies_to=constraint_topics(text))


@pytest.mark.parametrize(("first", "second"), [
    ("is allergic to kimchi", "is allergic to mango"),
    ("我对花生过敏", "我对芒果过敏"),
    ("has a cat named Max", "has a cat named Luna"),
], ids=["two-allergies", "两种过敏", "two-cats"])
async def test_a_second_thing_of_a_kind_a_person_holds_several_of_is_kept_beside_the_first(
    first: str, second: str, memories: Memories
) -> None:
    # issue 28 (turn28g): "is allergic to mango" touched "is allergic to kimchi" as the same
    # constraint restated, and the new allergy was never stored.
    kept = await constraint(memories, first)
    added = await constraint(memories, second)
    assert added.action == "stored" and added.memory.id != kept.memory.id
    assert await memories.contents() == sorted([first, second])


async def test_the_same_allergy_said_again_is_one_memory(memories: Memories) -> None:
    kept = await constraint(memories, "is allergic to peanuts")
    again = await constraint(memories, "I'm really allergic to peanuts")
    assert (again.action, again.memory.id) == ("updated", kept.memory.id)


@pytest.mark.parametrize(("first", "second"), [
    ("prefers hot chocolate in the morning", "prefers hot chocolate in the evening"),
    ("习惯晚上跑步", "习惯半夜跑步"),
], ids=["morning-evening", "晚上-半夜"])
async def test_another_time_of_day_is_no_restatement(
    first: str, second: str, memories: Memories
) -> None:
    await say_all(memories, (first, "preference"), (second, "preference"))
    assert await memories.contents() == sorted([first, second])


@pytest.mark.parametrize(("first", "second"), [
    ("has two cats", "has three cats"),
    ("has 2 cats", "has three cats"),
], ids=["two-three", "2-three"])
async def test_a_count_said_in_words_overwrites_the_count_before(
    first: str, second: str, memories: Memories
) -> None:
    # issue 24 (en24b): "has three cats" was read as "has two cats" said again (cosine
    # 0.957), and the new count was lost.
    kept = await constraint(memories, first)
    changed = await constraint(memories, second)
    assert changed.action == "updated" and changed.memory.id == kept.memory.id
    assert await memories.contents() == [second]


async def test_a_count_said_in_digits_and_in_words_is_one_count(memories: Memories) -> None:
    kept = await constraint(memories, "has 3 cats")
    again = await constraint(memories, "has three cats")
    assert again.memory.id == kept.memory.id


def test_the_thing_a_single_valued_constraint_holds_is_overwritten() -> None:
    assert relate("我在城东租房住", "important_fact", "我在城西租房住", "important_fact", 0.97,
                  new_scope="constraint", old_scope="constraint").kind == "overwrite"


async def test_another_name_is_no_restatement(memories: Memories) -> None:
    first = "sister lives in Berlin and works as a data analyst"
    second = "sister lives in Lisbon and works as a data analyst"
    await say_all(memories, (first, "important_fact"), (second, "important_fact"))
    assert await memories.contents() == sorted([first, second])


async def test_one_allergy_told_with_other_clauses_around_it_is_one_memory(
    memories: Memories
) -> None:
    # What a constraint is about is read in the clause that says it: the clauses around it
    # (不去植物园了 / 春天出门都得戴口罩) name no other allergy.
    kept = await constraint(memories, "花粉过敏，不去植物园了")
    again = await constraint(memories, "对花粉过敏，春天出门都得戴口罩")
    assert again.action == "updated" and again.memory.id == kept.memory.id


@pytest.mark.parametrize(("first", "second", "now"), [
    ("mom lives in Berlin and works as a data analyst", "mom lives in Lisbon now",
     "mom lives in Lisbon and works as a data analyst"),
    ("lives in Berlin and works as a nurse", "lives in Lisbon",
     "lives in Lisbon and works as a nurse"),
    ("lives in Berlin", "lives in Lisbon", "lives in Lisbon"),  # one fact: superseded as is
], ids=["mom-city-and-job", "own-city-and-job", "city-alone"])
async def test_a_superseded_value_keeps_the_other_clauses_of_its_memory(
    first: str, second: str, now: str, memories: Memories
) -> None:
    # issue 24 (en24b's leftover): "mom lives in Lisbon now" archived "mom lives in Berlin
    # and works as a data analyst" whole, and her job with it.
    await say_all(memories, (first, "important_fact"), (second, "important_fact"))
    assert await memories.contents() == [now]
    assert await memories.contents("archived") == [first]


def test_the_carried_over_memory_needs_the_old_value_said_once_and_a_second_clause() -> None:
    from strata_layered.memory.facts.fact_values import carried_over

    assert carried_over("city", "妈妈搬到上海了", "妈妈住在北京，是一名护士") == \
        "妈妈住在上海，是一名护士"
    assert carried_over("city", "lives in Lisbon", "lives in Berlin") is None
    assert carried_over("city", "lives in Lisbon", "likes Berlin and lives in Berlin") is None
    assert carried_over(None, "lives in Lisbon", "lives in Berlin and works as a nurse") is None
