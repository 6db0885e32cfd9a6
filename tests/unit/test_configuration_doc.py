"""docs/configuration.md states each setting's default; it must be Context's own.

The topic threshold's row said 0.90 for a while after Context moved to 0.92 (set on the
routing set's development part): a reader tuning the router started from the wrong value.
"""
from __future__ import annotations

import re
from dataclasses import MISSING, fields
from pathlib import Path

from strata_layered.graph.context import Context

DOC = Path(__file__).resolve().parents[2] / "docs" / "configuration.md"


def documented_defaults() -> dict[str, str]:
    """Each `STRATA_*` name of the table → its default cell (split where one row holds two)."""
    found: dict[str, str] = {}
    for line in DOC.read_text(encoding="utf-8").splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) < 2:
            continue
        names = re.findall(r"`(STRATA_[A-Z_]+)`", cells[0])
        if not names:
            continue
        values = cells[1].split(" / ") if len(names) > 1 else [cells[1]]
        if len(values) != len(names):
            continue
        for name, value in zip(names, values):
            found[name] = value.strip().strip("`")
    return found


def same(value: object, cell: str) -> bool:
    if value is None:  # unset, or derived from another setting ("the reply model")
        return cell == "unset" or cell.startswith("the ")
    if isinstance(value, bool):
        return cell.lower() == str(value).lower()
    if isinstance(value, (int, float)):
        if value == 0 and cell in {"derived", "by model (8192 when unknown)"}:
            return True
        try:
            return float(cell.replace(",", "")) == float(value)
        except ValueError:
            return False
    return cell == str(value)


def test_every_plain_default_in_the_doc_is_contexts() -> None:
    documented = documented_defaults()
    checked = 0
    for f in fields(Context):
        env = f.metadata.get("env")
        if env is None or f.default is MISSING or env not in documented:
            continue
        checked += 1
        assert same(f.default, documented[env]), (env, f.default, documented[env])
    assert checked >= 15, checked


def test_a_wrong_default_is_caught() -> None:
    assert not same(0.92, "0.90")
    assert not same("both", "rules")
    assert same(100_000, "100000") and same(None, "unset") and same(True, "true")
