"""`python -m bench turn --backend both`: SQLite then PostgreSQL in one run, and their ratio."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from bench.__main__ import main as bench_main


def test_bench_turn_on_both_backends_prints_both_tables_and_the_ratio(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert bench_main(["turn", "--backend", "both", "--sizes", "2,4", "--samples", "2",
                       "--out", str(tmp_path)]) == 0
    printed = capsys.readouterr().out
    sqlite, postgres = printed.split("python -m bench turn: ")[1:]
    assert sqlite.startswith("one conversation, SQLite") and "PostgreSQL 16" in postgres
    row = r"^\s+4\s+([\d.]+)\s+([\d.]+)\s+(?:[\d.]+\s+){4}(\S+)\s+(\S+)\s+(\S+)\s.*\s(\S+)$"
    assert int(re.search(row, sqlite, re.M)[3].replace(",", "")) > 1000  # type: ignore[index]
    pg_row = re.search(row, postgres, re.M)
    assert pg_row and float(pg_row[1]) > 0
    assert pg_row.groups()[2:] == ("n/a",) * 4  # the byte meters read SQLite only
    ratios = re.search(r"^\s+4\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)$",
                       postgres.split("PostgreSQL beside SQLite")[1], re.M)
    assert ratios
    # The printed p95s are rounded to 0.1 ms: at ~10 ms that alone moves their ratio by ~0.02.
    sqlite_p95, postgres_p95, p95_ratio = float(ratios[1]), float(ratios[2]), float(ratios[4])
    rounding = p95_ratio * (0.05 / sqlite_p95 + 0.05 / postgres_p95) + 0.005
    assert p95_ratio == pytest.approx(postgres_p95 / sqlite_p95, abs=rounding)
    assert "10,000 not measured, shown at 4" in postgres

    report = json.loads((tmp_path / "turn.json").read_text())
    assert set(report["backends"]) == {"sqlite", "postgres"}
    assert [s["earlier_turns"] for s in report["backends"]["postgres"]["sizes"]] == [2, 4]
    assert report["backends"]["postgres"]["sizes"][1]["records"]["audit"] >= 4
    assert report["backends"]["postgres"]["sizes"][0]["bytes"] is None
    assert [r["earlier_turns"] for r in report["comparison"]["sizes"]] == [2, 4]
    at_4 = report["comparison"]["sizes"][1]  # unrounded: the ratio is exactly their quotient
    assert at_4["p95_ratio"] == pytest.approx(at_4["postgres_p95_ms"] / at_4["sqlite_p95_ms"])
    assert f"{at_4['p95_ratio']:.2f}" == ratios[4]
    assert report["comparison"]["met"] is None  # 10,000 earlier turns were not measured
    assert (tmp_path / "turn.png").stat().st_size > 0
