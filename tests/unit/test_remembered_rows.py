"""A memoised reading by rows answers as the reading does (memory/rules/row.py `remembered`).

What fired is recorded on every call, and rows turned off stay off; so for a row's own kept
readings of a text (`Row._read`) and the clauses of a message read once
(memory/language/clauses.py).
"""

from __future__ import annotations

import re
from dataclasses import replace

from pytest import MonkeyPatch

from strata_layered.memory.facts.forget_requests import asked_not_to_remember
from strata_layered.memory.language.clauses import split_clauses
from strata_layered.memory.rules import row as rows
from strata_layered.memory.rules.row import Row, disabled, firing, remembered

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


CAT = Row(name="kept_cat", pattern=re.compile(r"\bcats?\b"), decides="a test row",
          source="[beyond] tests/unit/test_remembered_rows.py",
          examples=("a cat", "two cats"), non_examples=("catalog", "scatter"))


def test_a_row_reading_a_text_again_records_it_and_stays_off_when_off() -> None:
    for _ in range(3):  # the same text: the first reading is kept, the next ones looked up
        with firing() as fired:
            assert CAT.search("I have a cat")
            assert [m[0] for m in CAT.finditer("a cat and two cats")] == ["cat", "cats"]
        assert fired == ["kept_cat"]
    with disabled({"kept_cat"}), firing() as fired:
        assert CAT.search("I have a cat") is None
        assert list(CAT.finditer("a cat and two cats")) == []
        assert CAT.match("cat food") is None
    assert fired == []
    assert CAT.match("cat food") and not CAT.match("a cat")


def test_a_row_made_again_with_the_same_name_reads_with_its_own_pattern() -> None:
    dog = replace(CAT, pattern=re.compile(r"\bdogs?\b"))
    assert CAT.search("a cat") and not dog.search("a cat")
    assert dog.search("a dog") and not CAT.search("a dog")


def test_kept_readings_are_let_go_and_the_row_reads_anew(monkeypatch: MonkeyPatch) -> None:
    monkeypatch.setattr(rows, "READ_KEPT", 4)
    said = [f"{n} cats" for n in range(10)] + [f"{n} dogs" for n in range(10)]
    for _ in range(2):
        assert [bool(CAT.search(t)) for t in said] == [True] * 10 + [False] * 10
        assert len(rows._READ) <= 4


def test_a_message_split_again_gives_a_list_of_its_own_and_records_its_rows() -> None:
    text = "Sorry, forget that I live in Hangzhou, I moved to Shanghai"
    with firing() as first:
        clauses = split_clauses(text)
    clauses.append(clauses[0])  # a caller may change its list
    with firing() as again:
        assert split_clauses(text) == clauses[:-1]
    assert first and again == first
