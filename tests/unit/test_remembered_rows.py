"""A memoised reading by rows answers as the reading does (memory/rules/row.py `remembered`).

What fired is recorded on every call, and rows turned off stay off.
"""

from __future__ import annotations

from strata_layered.memory.forget_requests import asked_not_to_remember
from strata_layered.memory.rules.row import disabled, firing, remembered

ASKED = "Please don't remember this, I cried at work today"


def test_a_hit_records_the_rows_that_fired_again() -> None:
    for _ in range(3):  # the first call computes, the next ones are answered from memory
        with firing() as fired:
            assert asked_not_to_remember(ASKED)
        assert "dont_remember" in fired


def test_a_hit_inside_an_outer_scope_reaches_it() -> None:
    asked_not_to_remember(ASKED)
    with firing() as outer:
        with firing():
            asked_not_to_remember(ASKED)
    assert "dont_remember" in outer


def test_rows_turned_off_are_off_for_the_memo_too() -> None:
    assert asked_not_to_remember(ASKED)
    with disabled({"dont_remember"}):
        with firing() as fired:
            assert not asked_not_to_remember(ASKED)
        assert "dont_remember" not in fired
    assert asked_not_to_remember(ASKED)


def test_a_text_that_fires_nothing_records_nothing() -> None:
    with firing() as fired:
        assert not asked_not_to_remember("I live in Lisbon")
        assert not asked_not_to_remember("I live in Lisbon")
    assert fired == []


def test_the_reading_runs_once_per_text_and_set_of_rows_off() -> None:
    calls: list[str] = []

    @remembered(maxsize=16)
    def read(text: str) -> bool:
        calls.append(text)
        return bool(text)

    assert read("a") and read("a") and not read("")
    with disabled({"dont_remember"}):
        read("a")
    assert calls == ["a", "", "a"]
