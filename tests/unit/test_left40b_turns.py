"""What round left40 / sec40 saw and left (left40b), through the real graph.

Each case failed on main 2385576 but the guards (a sentence that must stay as it was).
"""

from __future__ import annotations

from datetime import UTC, datetime

from strata_layered.memory.sensitive.expecting import expected_secret, secrets_after
from strata_layered.memory.sensitive.masking import mask_secrets
from tests.support.said_graph import SaidGraph

_said = SaidGraph(datetime(2026, 12, 5, 9, 0, tzinfo=UTC))
_QUITTING = "I think I'm quitting nursing"


async def test_a_take_back_inside_a_message_retires_the_turn_before() -> None:
    # "is quitting nursing" stayed active: the take-back said between a denial and its reason
    assert await _said.contents([
        _QUITTING, "Actually I'm not quitting, ignore that, it was just a bad shift"]) == []
    # the turn before only: an older memory stays, and nothing of the take-back is kept
    assert await _said.contents([
        "I like jazz", _QUITTING,
        "Actually I'm not quitting, ignore that, it was just a bad shift"]) == ["likes jazz"]
    assert await _said.contents([
        "我喜欢爵士", "我打算辞职了", "我不辞职了，刚才说的不算，就是随口说说"]) == ["喜欢爵士"]
    # guard: "that" said after a fact of this message is this message, not the turn before
    assert await _said.contents([_QUITTING, "I'm broke, forget that"]) == ["is quitting nursing"]


async def test_what_was_just_said_no_longer_counts() -> None:
    # 刚才说的不算 / 当我没说 left 打算辞职了 active
    assert await _said.contents(["我喜欢爵士", "我打算辞职了", "刚才说的不算"]) == ["喜欢爵士"]
    assert await _said.contents(["我打算辞职了", "就当我没说吧"]) == []
    # a take-back that opens a correction parts from it
    assert await _said.contents(["我在杭州工作", "刚才说的不算，我其实在上海工作"]) == [
        "其实在上海工作"]
    # guard: someone else's word
    assert await _said.contents(["我打算辞职了", "老板说的不算"]) == ["打算辞职了"]


async def test_a_retired_teacher_is_one_word() -> None:
    assert "职业: 退休老师" in await _said.profile(["我退休前是老师"])
    # guards: the other parts of a value stay items apart
    assert "宠物: 猫 团子" in await _said.profile(["我养了一只猫叫团子"])
    assert "occupation: nurse" in await _said.profile(["I was a nurse until I retired"])


async def test_a_birth_decade_is_the_age_line() -> None:
    assert "年龄: 90后" in await _said.profile(["我是90后"])
    assert "年龄: 00后" in await _said.profile(["本人00后，在读大学"])
    assert "年龄" not in await _said.profile(["我儿子是00后"])


async def test_signing_up_for_a_newsletter_is_a_passing_act_with_its_i() -> None:
    assert await _said.contents(["I signed up for the newsletter"]) == []
    assert await _said.contents(["I signed up for a pottery class"]) == [
        "signed up for a pottery class"]


def test_a_library_card_number_is_no_secret() -> None:
    # it was masked as a bank card, and announced the next message as a card's rest
    for text in ("my library card number is 12345678", "会员卡号是12345678"):
        assert mask_secrets(text).secrets == [], text
        assert expected_secret(text) is None, text
    assert mask_secrets("my card number is 12345678").kinds == ["bank_card"]
    assert mask_secrets("My credit card number is 4539 1488 0343 6467").kinds == ["bank_card"]


def test_the_rest_of_a_card_said_later_in_the_message_is_masked() -> None:
    first = ["my card number is 4539 1488 0343"]
    for text, rest in (("ok and the rest is 6467", "6467"), ("剩下的是6467", "6467"),
                       ("and the last four digits are 6467 thanks", "6467")):
        found = secrets_after(first, text)
        assert [(s.kind, text[s.start:s.end]) for s in found] == [("bank_card", rest)], text
    assert secrets_after(first, "the rest of the day 2019 was fine") == []
    assert secrets_after(["my library card number is 1234 5678"], "6467") == []
