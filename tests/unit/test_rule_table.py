"""Every rule row matches its examples and none of its non-examples (issue 24)."""

from __future__ import annotations

import asyncio

import pytest

from strata_layered.memory.gate.rules import fast_reject
from strata_layered.memory.rule_decisions import decisions
from strata_layered.memory.rules.row import Row, disabled, firing
from strata_layered.memory.rules.seed003 import FAST_REJECTS, Step
from strata_layered.memory.rules.table import BY_NAME, ROWS, table_of


@pytest.mark.parametrize("row", [pytest.param(r, id=r.name) for r in ROWS])
def test_every_row_matches_its_examples_and_none_of_its_non_examples(row: Row) -> None:
    assert len(row.examples) >= 2 and len(row.non_examples) >= 2
    assert row.source and row.decides
    assert row.source.startswith(("seed ", "[beyond]", "issue ")), row.source
    for example in row.examples:
        assert row.search(example), example
    for text in row.non_examples:
        assert not row.search(text), text


def test_row_names_are_unique() -> None:
    assert len(BY_NAME) == len(ROWS)


@pytest.mark.parametrize("step", [pytest.param(s, id=s.name) for s in FAST_REJECTS])
def test_every_fast_reject_of_seed_003_rejects_its_examples(step: Step) -> None:
    for text in step.examples:
        with firing() as fired:
            judged = fast_reject(text, "嗯。", step.existing)
        assert judged is not None and judged.category == step.category, text
        assert step.name in fired, (text, fired)
    for text in step.non_examples:
        judged = fast_reject(text, "嗯。", step.existing)
        assert judged is None or judged.category != step.category, text


def test_the_seed_rows_are_the_seeds_own() -> None:
    seeds = {"should_remember": "seed000", "boundary_type": "seed000",
             "preference_type": "seed000", "goal_type": "seed000",
             "high_importance": "seed000", "short_signal": "seed003",
             "acknowledgement": "seed003", "sensitive": "seed003",
             "explicit_signal": "seed003", "boundary_signal": "seed003",
             "preference_signal": "seed003", "important_fact_signal": "seed003"}
    for name, table in seeds.items():
        assert table_of(name) == table
        assert BY_NAME[name].source.startswith("seed 00"), name
    assert BY_NAME["should_remember"].pattern.pattern == (
        "我|不喜欢|喜欢|希望|想要|以后|记住|别|不要|需要|习惯|倾向")


def test_a_row_records_that_it_fired_and_stays_silent_when_disabled() -> None:
    row = BY_NAME["preference_signal"]
    with firing() as fired:
        assert row.search("我喜欢猫")
        assert not row.search("我住在上海")
    assert fired == ["preference_signal"]
    with disabled({"preference_signal"}), firing() as fired:
        assert row.search("我喜欢猫") is None
    assert fired == []


async def _decisions_of(row: Row) -> list[dict[str, object]]:
    return [await decisions(text, row.before) for text in (*row.examples, *row.contexts)]


@pytest.mark.parametrize("row", [pytest.param(r, id=r.name) for r in ROWS])
def test_no_row_is_wholly_covered_by_the_others(row: Row) -> None:
    # Turned off, the row changes a decision (memory/rule_decisions.py: the gate, the
    # memories, the audit, clauses, whose fact, slots, consolidation, dates, instructions,
    # topics) on at least one of its own examples or contexts (whole messages it decides a
    # part of, said after `before`): other rows do not already decide them all the same way.
    # `python -m bench facts --redundancy` measures the rest.
    on = asyncio.run(_decisions_of(row))
    with disabled({row.name}):
        off = asyncio.run(_decisions_of(row))
    assert on != off, f"{row.name}: its examples decide the same without it"
