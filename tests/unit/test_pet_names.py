"""A pet's name is a name: a capitalised word opening the next sentence is not one.

"I don't want to hurt any of my dogs, Just thinking of it hurts." showed the profile line
`pets: dog Just` (LoCoMo conv-44's import, the must-show of issue 24).
"""

from __future__ import annotations

from datetime import UTC, datetime

from tests.support.said_graph import SaidGraph

SAID = SaidGraph(datetime(2026, 3, 2, 9, 0, tzinfo=UTC))


async def test_a_word_opening_a_sentence_is_no_pets_name() -> None:
    profile = await SAID.profile(["I have three dogs and a puppy named Pixie.",
                                  "I'd never want to hurt any of my dogs, Just thinking of it "
                                  "breaks my heart."])
    assert "Pixie" in profile and "Just" not in profile
