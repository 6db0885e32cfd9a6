"""`python -m bench learned speed`: the gate's load and per-turn figures, printed, not asserted."""

from __future__ import annotations

import argparse
import json
import re
from pathlib import Path

import pytest

from bench.facts.labelled import DEFAULT_SET
from bench.learned.speed import cmd_learned_speed
from bench.learned.train import add_arguments

ROOT = Path(__file__).resolve().parents[2]


def test_speed_prints_load_and_turn_figures_of_the_shipped_weights(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    rows = [json.loads(line) for line in (ROOT / DEFAULT_SET).read_text(encoding="utf-8")
            .splitlines() if line.strip()]
    held = [row for row in rows if row.get("split") == "heldout"][:6]
    assert {row["lang"] for row in held} <= {"zh", "en"} and len(held) == 6
    small = tmp_path / "turns.jsonl"
    small.write_text("".join(json.dumps(row, ensure_ascii=False) + "\n" for row in held),
                     encoding="utf-8")
    parser = argparse.ArgumentParser()
    add_arguments(parser)
    args = parser.parse_args(["speed", "--set", str(small), "--cache",
                              str(tmp_path / "vectors.npz")])
    assert cmd_learned_speed(args) == 0
    out = capsys.readouterr().out
    assert re.search(r"load, 7 cold loads: median [\d.]+ ms, max [\d.]+ ms \(goal < 100 ms\)", out)
    turns = re.search(r"a turn, (\d+) held-out turns each timed alone: median [\d.]+ ms, "
                      r"p95 [\d.]+ ms", out)
    assert turns and int(turns.group(1)) >= 1, out
