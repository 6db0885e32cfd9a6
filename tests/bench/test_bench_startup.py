"""`python -m bench startup` prepares a store, times every command and writes its report."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bench.__main__ import main as bench_main


def test_bench_startup_prints_each_command_and_writes_json(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "out"
    assert bench_main(["startup", "--runs", "1", "--out", str(out)]) == 0
    printed = capsys.readouterr().out
    for name in ("python -c pass", "strata --help", "strata where", "strata memories list",
                 "strata context", "strata say"):
        assert name in printed
    assert "≤ 0.3 s" in printed and "≤ 1.0 s" in printed
    report = json.loads((out / "startup.json").read_text())
    rows = {r["command"]: r for r in report["commands"]}
    assert all(r["median"] > 0 and len(r["seconds"]) == 1 for r in rows.values())
    # What each command loads, in modules: listing reads the store file with the standard
    # library (far fewer modules than importing LangGraph's store), context the graph.
    assert (rows["python -c pass"]["modules"] < rows["strata --help"]["modules"]
            < rows["strata memories list"]["modules"] < rows["import store (avoided)"]["modules"]
            < rows["strata context …"]["modules"])
    # `where` reads the folder with the standard library too; `say` loads what context does.
    assert rows["strata where"]["modules"] < rows["import store (avoided)"]["modules"]
    assert rows["strata say …"]["modules"] >= rows["strata context …"]["modules"]
