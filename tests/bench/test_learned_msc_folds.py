"""`python -m bench learned msc-folds`: the gate refitted without one MSC file, scored on it."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from bench.__main__ import main as bench_main
from bench.facts.msc import TRAINING_FILES
from strata_layered.memory.gate.learned import WEIGHTS, load_gate

SAMPLE = Path(__file__).parents[1] / "data" / "labelled_sample.jsonl"


def dialog(said: str) -> dict[str, Any]:
    """One MSC line: the partner, then bot_0 saying `said` with a persona fact."""
    return {"dialog": [
        {"id": "bot_1", "text": "How was your week?", "agg_persona_list": []},
        {"id": "bot_0", "text": said, "persona_text": "I have a labrador.",
         "agg_persona_list": []},
        {"id": "bot_0", "text": "That is a shame.", "agg_persona_list": []}]}


def test_each_file_is_scored_by_a_gate_that_never_saw_it(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    data = tmp_path / "msc"
    data.mkdir()
    for number, name in enumerate(TRAINING_FILES, 1):
        (data / name).write_text(json.dumps(dialog(f"I walk my lab {number} times a day."))
                                 + "\n", encoding="utf-8")
    fitted: list[set[str]] = []

    def fake_fit(labelled: list[Any], msc: list[Any], *_: Any) -> tuple[Any, dict[str, Any]]:
        fitted.append({t.batch for t in msc})
        return load_gate(), {}

    monkeypatch.setattr("bench.learned.train.fit", fake_fit)
    shipped = WEIGHTS.stat().st_mtime_ns
    folds = tmp_path / "folds"
    assert bench_main(["learned", "msc-folds", "--set", str(SAMPLE), "--msc", str(data),
                       "--synthetic", "", "--leave", f"{TRAINING_FILES[1]},{TRAINING_FILES[2]}",
                       "--fold-weights", str(folds), "--out", str(tmp_path / "out")]) == 0
    stems = [Path(n).stem for n in TRAINING_FILES]
    assert fitted == [{stems[0], stems[2]}, {stems[0], stems[1]}]  # never the file scored
    assert sorted(p.name for p in folds.iterdir()) == [f"without_{stems[1]}.npz",
                                                        f"without_{stems[2]}.npz"]
    assert WEIGHTS.stat().st_mtime_ns == shipped  # the shipped weights are never written
    printed = capsys.readouterr().out
    assert f"| {TRAINING_FILES[1]}, out of sample | " in printed
    assert f"| {TRAINING_FILES[2]}, in sample (shipped) | " in printed
    report = json.loads((tmp_path / "out" / "learned_msc_folds.json").read_text())
    turns = report[TRAINING_FILES[1]]["turns"]
    assert [t["store"] for t in turns] == [True, False]
    assert turns[0]["text"] == "I walk my lab 2 times a day."


def test_an_unknown_file_is_refused(tmp_path: Path) -> None:
    with pytest.raises(SystemExit, match="unknown MSC files"):
        bench_main(["learned", "msc-folds", "--msc", str(tmp_path), "--leave",
                    "personasummary_session4_valid.jsonl"])
