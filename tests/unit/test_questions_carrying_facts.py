"""A question that rests on a fact said inside it keeps the fact (issue 24, no24).

"What should I cook for my wife, she's vegetarian?" kept nothing: the aside after the comma
read as part of the question. A comma before a new she / he subject is a clause break, and
a statement after a question's comma is a statement (row aside_statement).
"""

from __future__ import annotations

import pytest

from strata_layered.memory.gate.rules import judge_turn
from strata_layered.memory.writing.spans import kept_memories


async def _kept(said: str) -> list[str]:
    judgement = await judge_turn(said, "I see.", [])
    return [m.content for m in kept_memories(said, judgement)]


@pytest.mark.parametrize(("said", "want"), [
    ("What should I cook for my wife, she's vegetarian?", "Their wife is vegetarian"),
    ("Any ideas for a weekend trip, we have two kids under five?", "has two kids under five"),
    ("We have a dog and two cats.", "has a dog and two cats"),
    ("How do I tell my boss I'm pregnant?", "is pregnant"),  # row en_told_break
])
async def test_the_fact_a_question_rests_on_is_kept(said: str, want: str) -> None:
    assert want in await _kept(said)


@pytest.mark.parametrize("said", [
    "Is that normal, she's right?",  # a tag, not an aside
    "Can you help me, I'm not sure what to do?",
    "Do you think she's vegetarian?",  # the question's own clause
    "How do I know if I'm pregnant?",  # nobody told: the question's own clause
    "Should I tell my boss I'm sick so I can skip work tomorrow?",  # maybe no fact
    "Is it bad to tell my landlord I'm married so he stops asking?",
])
async def test_a_question_of_its_own_keeps_nothing(said: str) -> None:
    assert await _kept(said) == []
