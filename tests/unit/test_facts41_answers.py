"""An answer that stands for the partner's question, and a fact read as an order (facts41).

"Yes, I have thought about it, but…" after "Have you ever thought about opening your own
restaurant?" was kept as "has thought about it" (a note of nothing); 我试过 after
你有试着加入他们吗？ as 试过. The answer takes the question's object, as a liking's did
(memory/rules/answers.py rows asked_object, bare_answer). "…but I always feel nervous" beside
a clause said with I was noted "wants you to always feels nervous": the note "always feels…"
read as the order "Always …" (memory/facts/wishes.py).
"""

from __future__ import annotations

from datetime import UTC, datetime

from strata_layered.memory.gate.answers import answered, asked_object
from strata_layered.memory.gate.judgement import Judgement
from strata_layered.memory.writing.spans import kept_memories
from tests.support.said_graph import SaidGraph

_said = SaidGraph(datetime(2026, 12, 5, 9, 0, tzinfo=UTC))


async def test_having_thought_about_it_says_what_was_asked() -> None:
    kept = await _said.contents(
        ["I cook dinner for my friends every weekend.",
         "Yes, I have thought about it, but I still need more experience."],
        replies=["Your friends are lucky! Have you ever thought about opening your own restaurant?",
                 "That makes sense."])
    assert any("thought about opening their own restaurant" in k for k in kept), kept
    assert not any(k.endswith("thought about it") for k in kept), kept


async def test_a_tried_answer_in_chinese_says_what_was_tried() -> None:
    kept = await _said.contents(
        ["新学期班里来了新同学，大家都围着他们玩。", "我试过，但是他们聊的话题我都插不上话。"],
        replies=["新情况有时候会让人觉得孤立，你有试着加入他们吗？", "那一定不好受。"])
    assert any("试过加入他们" in k for k in kept), kept


def test_the_asked_object_is_said_as_the_user_says_it() -> None:
    asked = "Have you ever considered publishing your works?"
    assert asked_object(asked) == "publishing my works"
    assert answered("I have thought about it", asked) == (
        "I have thought about publishing my works")
    assert answered("I've tried", "Have you tried yoga for your stress?") == (
        "I've tried yoga for my stress")
    # not an answer on its own, or not a question of these verbs: as said
    assert answered("I have thought about moving", asked) is None
    assert answered("I've tried it", "That sounds stressful.") is None
    assert asked_object("I have thought about opening a restaurant?") is None


async def test_a_feeling_said_with_i_beside_a_fact_is_no_order() -> None:
    kept = await _said.contents(
        ["I'm preparing for an important speech at work, but I always feel nervous."])
    assert kept and not any("wants you to" in k for k in kept), kept
    assert any("always feels nervous" in k for k in kept), kept
    # an order said beside a fact of the user's is still a wish
    assert await _said.contents(["Please answer in bullet points, I skim a lot."]) == [
        "wants you to answer in bullet points, skims a lot"]


def test_when_no_note_the_selector_chose_is_whole_the_rules_notes_stand() -> None:
    # the selector kept only "they're just not interested…" (a they that stands for nothing
    # said: not written); the turn kept nothing though the gate kept it
    judged = Judgement(should_extract=True, confidence=0.7, category="important_fact",
                       reason="kept", source="learned")
    made = kept_memories("I've tried, but they're just not interested in anything I say.",
                         judged, asked="That's tough. Have you tried talking to them about it?")
    assert [m.content for m in made] == [
        "has tried talking to them about it, they're just not interested in anything they say"]
