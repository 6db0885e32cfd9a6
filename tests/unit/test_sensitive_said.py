"""Round 8 (sec40): secrets said aloud or in parts, and a code asked for by the assistant."""

from __future__ import annotations

import json

import pytest

from strata_layered.memory.sensitive import (
    asked_secret,
    expected_secret,
    find_secrets,
    mask_secrets,
    mask_turn,
    secrets_after,
)
from strata_layered.memory.sensitive.expecting import ASK_ROWS
from strata_layered.memory.store.conversations import get_conversation
from tests.support.supplied_turns import SuppliedTurns


def masked_values(text: str) -> list[str]:
    return [text[s.start : s.end] for s in find_secrets(text)]


@pytest.mark.parametrize("row", ASK_ROWS, ids=lambda row: row.name)
def test_every_row_that_reads_the_assistant_asking_for_a_secret(row) -> None:  # noqa: ANN001
    for text in row.examples:
        assert row.pattern.search(text) and asked_secret(text), text
    for text in row.non_examples:
        assert asked_secret(text) is None, text


def test_the_kind_asked_for_is_the_kind_masked() -> None:
    assert asked_secret("What's the code on the lockbox?") == "code"
    assert asked_secret("验证码是多少？") == "code"
    assert asked_secret("门禁密码多少来着？") == "password"
    assert asked_secret("Could you tell me your card number?") == "bank_card"
    assert asked_secret("Could you tell me about your card?") is None


def test_an_answer_to_the_question_is_masked_and_a_refusal_is_not() -> None:
    assert secrets_after([], "8841", "What's the code on the lockbox?")[0].kind == "code"
    assert mask_turn("幺三五七", asked_secret("门禁密码多少来着？")).text == "[已隐去:密码]"
    for said in ("no idea, I'll check later", "还没收到，等一下", "好的等一下", "还没收到"):
        assert mask_turn(said, "code").text == said
    assert mask_turn("XKCD-QWER", "code").text == "[hidden:code]"  # a code of letters too
    assert secrets_after([], "1530", "What time works for you?") == []


def test_the_rest_of_a_card_number_is_masked_in_the_next_message() -> None:
    assert expected_secret("my card number is 4539 1488 0343") == "bank_card"
    assert expected_secret("my card number is 4539 1488 0343 6467") is None  # whole already
    masked = mask_turn("6467, expires 09/27", "bank_card")
    assert masked.text == "[hidden:bank_card], expires 09/27"
    assert mask_turn("7894，帮我记一下", "bank_card").text == "[已隐去:银行卡号]，帮我记一下"
    # An order number is no card: no flag, and nothing in the next message.
    assert secrets_after(["my order number is 1129 4437"], "2290, it shipped today") == []
    # A count after a card announced is no part of it.
    assert mask_turn("2 more things, sorry", "bank_card").text == "2 more things, sorry"


@pytest.mark.parametrize(("said", "value"), [
    ("验证码幺洞拐两", "幺洞拐两"), ("门锁密码幺洞拐两五八", "幺洞拐两五八"),
    ("电话幺三八洞洞幺三八洞洞洞", "幺三八洞洞幺三八洞洞洞"),
])
def test_digits_said_the_radio_way_are_digits(said: str, value: str) -> None:
    assert value in masked_values(said)


@pytest.mark.parametrize("said", [
    "山洞里有两个人", "拐弯后走两三步", "我家两口人", "黑洞吞了两颗星", "二两五的白酒",
])
def test_cave_turn_and_two_stay_words(said: str) -> None:
    assert mask_secrets(said).text == said


@pytest.mark.parametrize(("said", "value"), [
    ("ship it to unit 12, 40 Harbour Road please", "unit 12, 40 Harbour Road"),
    ("I'm in apt 5C at 150 West 85th Street", "apt 5C at 150 West 85th Street"),
    ("Flat 3 of 12 Baker Street", "Flat 3 of 12 Baker Street"),
])
def test_a_flat_said_before_its_street_is_the_address(said: str, value: str) -> None:
    assert value in masked_values(said)


@pytest.mark.parametrize("said", [
    "I'm in unit 3 of the online course", "we looked at an apt on Maple Ave, too expensive",
])
def test_a_unit_that_is_no_flat_stays(said: str) -> None:
    assert masked_values(said) == []


def test_a_community_unit_is_not_taken_into_the_address() -> None:
    assert masked_values("the community unit at 5 Main Street") == ["5 Main Street"]


async def test_a_code_answering_the_assistants_question_is_never_stored() -> None:
    turns = SuppliedTurns("mia", "c3")
    await turns.run(("can you keep the lockbox code for the cleaner?",
                     "Sure. What's the code on the lockbox?"),
                    ("884172", "Got it."), ("884173", "OK"))
    logged = await turns.logged()
    # Asked for, masked; the flag lasted one message (the next bare number is just a number).
    assert logged[1:] == ["[hidden:code]", "884173"]
    conversation = await get_conversation(turns.store, "mia", "default", "c3")
    assert conversation is not None and conversation.secret_expected is None
    everything = json.dumps([i.value for i in turns.store.search(("mia",), limit=1000)])
    assert "884172" not in everything
    assert "884172" not in str(await turns.graph.aget_state(turns.config))
