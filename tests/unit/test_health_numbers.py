"""Round 7: a US Medicare number (MBI) and an NHS number are ID numbers only beside their word."""

from __future__ import annotations

import pytest

from strata_layered.memory.sensitive import find_secrets


def found(text: str) -> list[tuple[str, str]]:
    return [(s.kind, text[s.start : s.end]) for s in find_secrets(text)]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("my Medicare number is 1EG4-TE5-MK72, in case the clinic asks", "1EG4-TE5-MK72"),
        ("Medicare MBI: 1EG4TE5MK72", "1EG4TE5MK72"),
        ("my NHS number is 485 777 3457", "485 777 3457"),
        ("NHS no. 943-476-5919", "943-476-5919"),
    ],
)
def test_health_numbers_beside_their_word_are_id_numbers(text: str, value: str) -> None:
    assert found(text) == [("id_number", value)]


@pytest.mark.parametrize(
    "text",
    [
        "part 1EG4-TE5-MK72 is back in stock",  # the shape without Medicare
        "Medicare code 1SG4-TE5-MK72",  # S is never an MBI letter
        "Medicare Part B costs 174 a month now",
        "the NHS number helpline is open 8 to 6",
    ],
)
def test_health_number_lookalikes_stay(text: str) -> None:
    assert find_secrets(text) == []


def test_ten_digits_that_fail_the_nhs_check_are_still_the_phone_they_look_like() -> None:
    assert found("my NHS number is 485 777 3456") == [("phone", "485 777 3456")]  # check 7
    assert found("my NHS clinic's number is 415 555 0134") == [("phone", "415 555 0134")]
