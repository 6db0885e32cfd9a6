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
        r"^\s+(\d+)\s+([\d.]+)\s+([\d.]+)\s+(?:[\d.]+\s+){4}([\d,]+)\s.*\s([\d.]+)$", printed,
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
    for size in report["sizes"]:  # the reply is stored before the turn's memory work ends
        assert 0 < size["reply_p50_ms"] <= size["p50_ms"] + 1e-6
        assert all(s["reply_ms"] <= s["ms"] for s in size["samples"])
        assert size["cpu_min_ms"] <= size["cpu_ms"]
    assert "until the reply is stored" in printed


def test_bench_turn_keeps_and_resumes_a_data_folder(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    kept = tmp_path / "kept"
    assert bench_main(["turn", "--sizes", "2,4", "--samples", "2", "--keep", str(kept),
                       "--out", str(tmp_path / "a")]) == 0
    meta = json.loads((kept / "4" / "bench.json").read_text())
    assert (meta["done"], meta["measured"], meta["used"]) == (4, [2], 2)
    first = json.loads((tmp_path / "a" / "turn.json").read_text())["sizes"][1]["records"]
    before = sorted(p.name for p in (kept / "4").iterdir())
    assert bench_main(["turn", "--sizes", "4,6", "--samples", "2", "--resume",
                       str(kept / "4"), "--out", str(tmp_path / "b")]) == 0
    resumed = json.loads((tmp_path / "b" / "turn.json").read_text())["sizes"]
    # The same records at 4 as the run that kept them; the kept folder is not written.
    assert resumed[0]["records"] == first
    assert resumed[1]["records"]["audit"] > first["audit"]
    assert sorted(p.name for p in (kept / "4").iterdir()) == before
    capsys.readouterr()
    assert bench_main(["turn", "--sizes", "2", "--samples", "2", "--resume",
                       str(kept / "4")]) == 2
    assert "kept at 4 earlier turns" in capsys.readouterr().err
    assert bench_main(["turn", "--sizes", "4", "--samples", "2", "--resume",
                       str(tmp_path)]) == 2
    assert "not a folder kept by --keep" in capsys.readouterr().err


def test_bench_rejects_sizes_that_overlap_the_measured_turns(
    capsys: pytest.CaptureFixture[str]
) -> None:
    assert bench_main(["turn", "--sizes", "10,20", "--samples", "30"]) == 2
    assert "--sizes must increase" in capsys.readouterr().err
