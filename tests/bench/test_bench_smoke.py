"""`python -m bench turn` runs end to end on a tiny conversation and prints its figures."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from bench.__main__ import main as bench_main


def test_bench_turn_prints_table_and_writes_json(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "out"
    assert bench_main(["turn", "--sizes", "2,4",
                 "--samples", "2", "--out", str(out)]) == 0
    printed = capsys.readouterr().out
    rows = {int(m[0]): m for m in re.findall(
        r"^\s+(\d+)\s+([\d.]+)\s+([\d.]+)\s+(?:[\d.]+\s+){3}([\d,]+)\s.*\s([\d.]+)$", printed,
        re.M)}
    assert set(rows) == {2, 4}
    assert float(rows[2][1]) > 0 and float(rows[4][2]) >= float(rows[4][1])
    assert int(rows[4][3].replace(",", "")) > 1000  # a turn writes checkpoints and messages
    assert float(rows[2][4]) == 1.0  # ratios are against the smallest size
    assert "goal p95 ≤ 50 ms" in printed and "goal 4-vs-2 ratio ≤ 1.5" in printed

    report = json.loads((out / "turn.json").read_text())
    assert [s["earlier_turns"] for s in report["sizes"]] == [2, 4]
    assert all(len(s["samples"]) == 2 for s in report["sizes"])
    assert report["sizes"][1]["records"]["audit"] >= 4  # prefill and measured turns ran


def test_bench_rejects_sizes_that_overlap_the_measured_turns(
    capsys: pytest.CaptureFixture[str]
) -> None:
    assert bench_main(["turn", "--sizes", "10,20", "--samples", "30"]) == 2
    assert "--sizes must increase" in capsys.readouterr().err
