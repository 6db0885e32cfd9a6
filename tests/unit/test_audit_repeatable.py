"""A turn's audit does not depend on what the process read before.

The audit's `rules` are the rows that fired deciding a memory. Readers memoised with a plain
cache (memory/facts/people.py `subject_of`, `with_named`, before this file) recorded their rows only
the first time a process read a text: the same turn said again by another user, or after a
restart, showed fewer rules ("person_subject" gone from "我妹妹住在杭州"). Every memoised
reader of rows now keeps what fired with its answer (memory/rules/row.py `remembered`).
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from strata_layered.memory.facts.people import subject_of, with_named
from strata_layered.memory.rules.row import firing
from tests.support.said_graph import SaidGraph, audit_of
from tests.unit.test_perf41_spelled_once import EN, ZH

_said = SaidGraph(datetime(2026, 12, 5, 9, 0, tzinfo=UTC))
TURNS = {
    "en": EN + ["My sister lives in Boston now.", "Priya doesn't eat gluten",
                "Lily's mom is a nurse", "My dog is called Max", "Max got sick"],
    "zh": ZH + ["我妹妹住在杭州", "我家有只猫叫团团", "团团上周走丢了", "我女儿的老公是警察"],
}


@pytest.mark.parametrize("lang", ["en", "zh"])
async def test_the_same_turns_said_twice_in_one_process_give_the_same_audit(lang: str) -> None:
    first = await audit_of(_said, TURNS[lang], f"first-{lang}")
    assert any(r["rules"] for r in first)
    assert await audit_of(_said, TURNS[lang], f"again-{lang}") == first


@pytest.mark.parametrize(("read", "fired"), [
    (lambda: subject_of("我妹妹住在杭州"), ["person_subject"]),
    (lambda: subject_of("Lily's mom is a nurse"), ["named_possessive"]),
    (lambda: with_named("Max got sick", "My dog is called Max"), ["pet_name_given"]),
])
def test_a_memoised_reader_records_its_rows_every_time(read: object, fired: list[str]) -> None:
    for _ in range(2):
        with firing() as names:
            read()  # type: ignore[operator]
        assert set(fired) <= set(names), names

