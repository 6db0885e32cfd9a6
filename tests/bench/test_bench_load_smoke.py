"""`python -m bench load` runs end to end on two backends, tiny, and loses nothing."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from bench.__main__ import main as bench_main

KEYS = {"backend", "users", "turns", "answered", "turns_per_s", "p50_ms", "p95_ms", "errors",
        "lost", "doubled", "seq_faults", "count_off", "server_log_errors", "samples_ms"}


def test_bench_load_prints_a_row_per_backend_and_users_and_loses_nothing(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert bench_main(["load", "--users", "1,2", "--turns", "2", "--backends",
                       "sqlite,postgres", "--out", str(tmp_path)]) == 0
    printed = capsys.readouterr().out
    rows = re.findall(r"^(sqlite|postgres)\s+(\d+)\s+(\d+)\s+([\d.]+)\s+(\d+)\s+(\d+)\s+\d+"
                      r"\s+(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s+(\d+)$", printed, re.M)
    assert [(r[0], int(r[1]), int(r[2])) for r in rows] == [
        ("sqlite", 1, 2), ("sqlite", 2, 4), ("postgres", 1, 2), ("postgres", 2, 4)]
    assert all(float(r[3]) > 0 and int(r[5]) >= int(r[4]) > 0 for r in rows)
    assert all(r[6:] == ("0",) * 5 for r in rows)  # errors, lost, doubled, seq, count

    report = json.loads((tmp_path / "load.json").read_text())
    assert report["clean"] and report["workers"] == 2 and report["turns_per_user"] == 2
    for row in report["rows"]:
        assert KEYS <= set(row)
        assert row["answered"] == row["turns"] == len(row["samples_ms"])
        assert row["server_log_errors"] == 0
    assert [r["sqlite_files"] for r in report["rows"] if r["backend"] == "postgres"] == [[], []]
    assert (tmp_path / "load.png").stat().st_size > 0
    assert (tmp_path / "load-postgres-server.log").exists()
