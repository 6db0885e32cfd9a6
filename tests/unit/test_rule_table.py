"""Every rule row matches its examples and none of its non-examples (issue 24)."""

from __future__ import annotations

import asyncio

import pytest

from strata_layered.memory.gate.rules import fast_reject
from strata_layered.memory.rule_decisions import decisions
from strata_layered.memory.rules.row import MaskRow, Row, disabled, firing
from strata_layered.memory.rules.seed003 import FAST_REJECTS, Step
from strata_layered.memory.rules.table import BY_NAME, ROWS, table_of
from strata_layered.memory.sensitive import secrets_after
from strata_layered.memory.sensitive.masking import masked_with
from strata_layered.memory.sensitive.rows import MASK_ROWS


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


def _hidden(row: MaskRow, n: int, text: str) -> tuple[str, list[tuple[int, int]]]:
    """The text as a turn masks it after what came before it (row.earlier[n]), and its spans."""
    role, said = row.earlier[n] if row.earlier else ("", "")
    found = secrets_after([said] if role == "user" else [], text,
                          said if role == "assistant" else "")
    return masked_with(text, found).text, [(s.start, s.end) for s in found]


@pytest.mark.parametrize("row", [pytest.param(r, id=r.name) for r in MASK_ROWS])
def test_every_mask_row_hides_its_values_and_nothing_of_its_non_examples(row: MaskRow) -> None:
    # memory/sensitive/'s readings are rows too (sec43): each example hides its values, and
    # with the row off at least one is masked otherwise (the row is needed); the row hides
    # nothing of a non-example (what it masks with the row on, it masks with the row off).
    assert len(row.examples) >= 2 and len(row.non_examples) >= 2
    assert len(row.masked) == len(row.examples)
    assert not row.earlier or len(row.earlier) == len(row.examples) + len(row.non_examples)
    assert row.source.startswith(("seed ", "[beyond]", "issue ")) and row.decides
    needed = False
    for n, (text, values) in enumerate(zip(row.examples, row.masked, strict=True)):
        # find_secrets keeps its answers and records what fired only when it reads a text
        # anew: an empty `disabled()` lets go of what it kept (another test read the text)
        with disabled(frozenset()), firing() as fired:
            on, spans = _hidden(row, n, text)
        hidden = [text[s:e] for s, e in spans]
        assert all(any(v in span for span in hidden) for v in values), (text, hidden)
        assert row.name in fired, text
        with disabled({row.name}):
            needed = needed or _hidden(row, n, text)[0] != on
    assert needed, f"{row.name}: its examples are masked the same without it"
    for n, text in enumerate(row.non_examples, len(row.examples)):
        spans = _hidden(row, n, text)[1]
        with disabled({row.name}):
            off = _hidden(row, n, text)[1]
        assert all(any(a <= s and e <= b for a, b in off) for s, e in spans), (row.name, text)


def test_mask_row_names_are_their_own() -> None:
    names = [row.name for row in MASK_ROWS]
    assert len(set(names)) == len(names) and not set(names) & set(BY_NAME)
