"""What a request to forget deletes, and what it must not (review of round no24).

"I can't forget that." deleted the turn before; 忘掉我刚才说的 deleted nothing unless the
safety rule also fired; 别记我今天说的工作 deleted every fact of the message that said it; a
boundary naming "it" left every text with "it" out of the prompt.
"""

from __future__ import annotations

import pytest

from strata_layered.memory.context.boundaries import unmentionable
from strata_layered.memory.gate.answers import restated
from tests.unit.test_probe24c_turns import _contents


@pytest.mark.parametrize(("turns", "kept"), [
    (["My dog Biscuit died this morning.", "I can't forget that."], ["Biscuit died"]),
    (["My husband and I are getting divorced.", "I just want to forget that."], ["divorced"]),
    (["My daughter's name is Mia and she is six.", "You don't remember that??"], ["Mia"]),
    (["我在杭州工作，平时喜欢爬山。", "别记我今天说的工作"], ["平时喜欢爬山"]),
    (["我女儿这个月开始学钢琴了。", "我住在杭州。", "不要记住我说的这个"], ["钢琴", "住在杭州"]),
])
async def test_what_is_not_asked_to_be_forgotten_stays(turns: list[str], kept: list[str]) -> None:
    contents = await _contents(turns)
    assert all(any(k in c for c in contents) for k in kept), contents


@pytest.mark.parametrize("request_", ["忘掉我刚才说的。", "Please forget what I just said.",
                                      "scratch that"])
async def test_a_plain_request_forgets_the_turn_before(request_: str) -> None:
    first = "我住在文三路附近。" if "忘" in request_ else "I live near Elm Street."
    assert await _contents([first, request_]) == []


def test_a_boundary_names_no_pronoun_and_reads_traditional_characters() -> None:
    assert unmentionable(["I had a rough week. Please never mention it again."]) == []
    assert unmentionable(["别再提这个了"]) == []
    assert unmentionable(["以後別再提我前任了"]) == ["前任"]


@pytest.mark.parametrize(("asked", "said"), [
    ("Have you tried sushi?", "Nope, never again after last time."),  # done once, not never
    ("Do you like my sister?", "No."),  # the partner's sister is not the user's
])
def test_a_no_is_not_restated_as_what_was_not_said(asked: str, said: str) -> None:
    answer = restated(said, asked)
    assert answer is None or answer.text == "", answer
