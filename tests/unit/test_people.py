"""The one table of the people in a user's life: every row's examples and non-examples."""

from __future__ import annotations

import pytest

from strata_layered.memory.facts.people import PEOPLE, USER, Relation, subject_of
from strata_layered.memory.gate.facts import read_message

ROWS = [pytest.param(r, id=r.key) for r in PEOPLE]


@pytest.mark.parametrize("row", ROWS)
def test_every_row_has_two_examples_and_two_non_examples(row: Relation) -> None:
    assert len(row.examples) >= 2 and len(row.non_examples) >= 2
    assert row.zh or row.en


@pytest.mark.parametrize("row", ROWS)
def test_a_rows_examples_are_about_that_person(row: Relation) -> None:
    for example in row.examples:
        assert subject_of(example) == row.key, example


@pytest.mark.parametrize("row", ROWS)
def test_a_rows_non_examples_are_the_users_own(row: Relation) -> None:
    for text in row.non_examples:
        assert subject_of(text) == USER, text


def test_a_note_keeps_whose_fact_it_is() -> None:
    # The note drops "my" ("sister lives in Boston now"); its subject stays the sister's.
    assert subject_of("sister lives in Boston now") == "sister"
    assert subject_of("奶奶住在上海") == "paternal_grandmother"
    assert subject_of("lives in Paris") == USER
    assert subject_of("User's mom works as a nurse") == "mother"
    assert subject_of("Anna works as a nurse") == "Anna"


def test_a_fact_read_from_a_message_says_whose_it_is() -> None:
    (fact,) = read_message("我奶奶住在上海").facts
    assert fact.about == "paternal_grandmother"
    (fact,) = read_message("I live in Paris.").facts
    assert fact.about == USER
    # 他 is the one person the message names: the friend.
    facts = read_message("今天是我朋友的生日，我知道他喜欢旅游").facts
    assert [f.about for f in facts][-1] == "friend"
