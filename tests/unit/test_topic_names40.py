"""Names that are no subject, and one kind of subject split into topics (names40).

Last round's imports left (issue 25): 家里出 (出 wants its object: 家里出了点事), "offer",
"practices", "reflections" (an abstract noun alone), "I really want to eat" (a clause: the
message's start stood in), "Leo" for "Leo and I went hiking" (the companion, not the subject),
and topics `pets` / `pet` / `dogs` kept apart (no shared word). My own sentences, through
`subject_name` / `topic_name` and the real graph (`SaidGraph`). Rows:
memory/rules/topic_name_kinds.py; the kinds: memory/topics/kinds.py, merging.py.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from strata_layered.memory import namespaces as ns
from strata_layered.memory.store.records import TopicRecord, load
from strata_layered.memory.topics.kinds import subject_kind
from strata_layered.memory.topics.merging import one_kind
from strata_layered.memory.topics.naming import names_no_subject, subject_name, topic_name
from tests.support.said_graph import SaidGraph

T0 = datetime(2026, 3, 1, 9, tzinfo=UTC)
SPLIT_DAYS = [0.0] * 7 + [40.0, 40.0]
PETS_EN = ["My dogs love the beach.", "I walk my dogs twice a day in the park.",
           "Work has been crazy, my boss keeps adding deadlines.",
           "The project launch is next Friday at work.",
           "Our cat is sick, she won't eat her food.", "The cat goes to the vet tomorrow morning.",
           "I love my pets, they keep me sane.",
           "I started learning guitar this month.", "Guitar chords are hard on my fingers."]
PETS_ZH = ["我家的狗狗特别喜欢去海边。", "我每天带狗狗去公园散步两次。",
           "最近工作特别忙，老板一直加任务。", "下周五项目要上线了。",
           "我的猫生病了，不吃东西。", "明天要带猫去看兽医。", "养宠物真的很治愈。",
           "这个月我开始学吉他。", "吉他和弦按得手指好疼。"]


async def _topics(turns: list[str], days: list[float] | None = None) -> list[TopicRecord]:
    store = await SaidGraph(T0).said(turns, days=days)
    hits = await store.asearch(ns.topics("probe", "default"), limit=50)
    return [t for h in hits if (t := load(TopicRecord, h.value))]


@pytest.mark.parametrize(("text", "name"), [
    # Who only comes along is no subject; what they did is.
    ("Leo and I went hiking last weekend.", "hiking"),
    ("Me and my brother watched the game.", "game"),
    ("My mom and I cooked dinner.", "dinner"),
    ("我和小明去爬山了。", "爬山"),
    ("张伟和我一起去钓鱼了", "钓鱼"),
    # A verb keeps its vague object (出事, 吃东西), never ends the name alone (家里出).
    ("家里出了些事情，我得回老家一趟。", "家里出事"),
    ("家里出了点事，这几天心情很乱。", "家里出事"),
    ("我好想吃东西啊。", "吃东西"),
    # What the user wants to do names the activity; a word that describes is no name.
    ("I really want to eat something sweet right now.", "eating"),
    ("I'd like to watch something funny.", "watching"),
    # Non-examples: a companion who is the subject, a named object, a compound abstract noun.
    ("Leo and I broke up.", "Leo"),
    ("我和男朋友分手了。", "男朋友分手"),
    ("I want to eat pizza tonight.", "eat pizza"),
    ("I got a job offer from a startup in Berlin!", "job offer"),
    ("My yoga practices keep me grounded.", "yoga practices"),
])
def test_a_name_is_what_was_done_never_who_came_along_or_a_verb_without_its_object(
        text: str, name: str) -> None:
    assert subject_name(text) == name


@pytest.mark.parametrize(("text", "stand_in"), [
    ("He made me an offer I could not refuse.", "offer"),
    ("I've been doing some reflections on my life lately.", "reflections"),
    ("I have some thoughts on that.", "thoughts"),
    ("These practices help me stay calm.", "practices"),
])
def test_an_abstract_noun_alone_stands_in_until_a_subject_is_named(text: str,
                                                                  stand_in: str) -> None:
    assert subject_name(text) == ""  # no subject of its own
    assert topic_name(text) == stand_in  # not a clause ("He made me an offer I")
    assert names_no_subject(stand_in)  # the next message naming a subject replaces it
    assert not names_no_subject("job offer")


@pytest.mark.parametrize(("one", "other", "same"), [
    ("dogs", "pets", True), ("cat", "pets", True), ("my cat", "dog", True),
    ("狗狗海边", "猫生病", True), ("宠物", "养狗", True), ("gym", "morning workout", True),
    ("失眠", "睡眠质量", True),
    # Non-examples: a different kind, a head that is no pet, a person named Cat, a stand-in.
    ("dogs", "gym", False), ("热狗", "猫", False), ("熊猫", "狗", False),
    ("dog training", "pets", False), ("Cat", "pets", False), ("self-introduction", "pets", False),
])
def test_names_of_one_kind_are_one_subject(one: str, other: str, same: bool) -> None:
    assert one_kind(one, other) is same


def test_a_kind_is_read_from_the_names_head() -> None:
    assert subject_kind("dogs") == subject_kind("猫生病") == "pets"
    assert subject_kind("dog training") == ""


@pytest.mark.parametrize(("turns", "kind", "elsewhere"), [
    (PETS_EN, "pets", "guitar"), (PETS_ZH, "宠物", "吉他")])
async def test_topics_of_one_kind_are_one_topic_once_they_close(turns: list[str], kind: str,
                                                                elsewhere: str) -> None:
    topics = await _topics(turns, SPLIT_DAYS)
    pets = [t for t in topics if subject_kind(t.name) == "pets"]
    assert [t.name for t in pets] == [kind]
    assert pets[0].message_count == 5 and pets[0].merged_from
    assert any(elsewhere in t.name for t in topics)  # the later subject stays its own
    assert not any(subject_kind(t.name) == "pets" for t in topics if "工作" in t.name
                   or "deadline" in t.name)


@pytest.mark.parametrize(("turns", "never", "named"), [
    (["Leo and I went hiking last weekend.", "The trail up to the lake was steep."],
     "Leo", ("hiking", "trail", "lake")),
    (["家里出了些事情，我得回老家一趟。", "我妈妈住院了，要做个小手术。"], "家里出", ("家里出事",)),
    (["I really want to eat something.", "Maybe something sweet, like cake."],
     "I really want to eat", ("eating", "cake")),
])
async def test_the_graph_names_the_subject(turns: list[str], never: str,
                                           named: tuple[str, ...]) -> None:
    topics = await _topics(turns)
    assert topics and not any(t.name == never for t in topics)
    assert any(t.name in named for t in topics), [t.name for t in topics]
