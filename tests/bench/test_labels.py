"""The hand-written label files of bench/labels and the rows built from them agree."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bench.labels.build import BATCH, LABELS, parse_fact, parse_line
from bench.labels.sample import LABELLED


def test_a_label_line_parses_into_typed_facts() -> None:
    number, facts, why = parse_line("7 | p: 喜欢读书 ; i@奶奶!: 住在上海 | A taste and a relative.")
    assert number == 7 and why == "A taste and a relative."
    assert facts == [
        {"type": "preference", "content": "喜欢读书", "about": "user"},
        {"type": "important_fact", "content": "住在上海", "about": "奶奶", "correction": True},
    ]
    assert parse_line("3 | - | Thanks.")[1] == []
    with pytest.raises(ValueError, match="bad fact"):
        parse_fact("x: unknown type")
    with pytest.raises(ValueError, match="no reason"):
        parse_line("4 | - | ")


def test_every_label_line_is_a_row_of_the_set_and_back() -> None:
    rows = [json.loads(x) for x in LABELLED.read_text(encoding="utf-8").splitlines()]
    built = [r for r in rows if r.get("batch") == BATCH]
    counts: dict[str, int] = {}
    for path in sorted(Path(LABELS).glob("*.txt")):
        lines = [x for x in path.read_text(encoding="utf-8").splitlines()
                 if x.strip() and not x.startswith("#")]
        for line in lines:
            parse_line(line)
        split, lang = path.stem.split("_")
        counts[path.stem] = len(lines)
        assert sum(r["split"] == split and r["lang"] == lang for r in built) == len(lines)
    assert counts["heldout_zh"] == counts["heldout_en"] == 150
    assert sum(counts.values()) == len(built)
    assert not any(r["source"] in {"locomo:conv-48", "locomo:conv-49", "locomo:conv-50"}
                   for r in built)
    assert all(r["split"] in ("heldout", "train") for r in built)
