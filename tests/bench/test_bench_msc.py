"""MSC persona summaries as labelled turns (bot_0 as the user), and `bench facts --msc`."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from bench.__main__ import main as bench_main
from bench.facts.labelled import LabelledSetError
from bench.facts.msc import EVALUATION_FILE, TRAINING_FILES, fact_type, read_msc
from bench.facts.msc_run import curve
from bench.learned.train import threshold_for

SAMPLE = Path(__file__).parents[1] / "data" / "labelled_sample.jsonl"
# The shape of one MSC line (session 2+: bot_1 may speak first; persona_text may be absent).
DIALOG = {"dialog": [
    {"id": "bot_1", "text": "How was the hike with your dog?", "agg_persona_list": []},
    {"id": "bot_0", "text": "Great! I love hiking with my lab. Do you have pets?",
     "persona_text": "I love hiking. I have a labrador.", "agg_persona_list": []},
    {"id": "bot_1", "text": "No, my building does not allow them.", "persona_text": "",
     "agg_persona_list": []},
    {"id": "bot_0", "text": "That is a shame.", "agg_persona_list": []},
]}


def write(path: Path, *lines: object) -> Path:
    path.write_text("".join(json.dumps(x) + "\n" for x in lines), encoding="utf-8")
    return path


def test_bot_0_is_the_user_and_its_persona_text_the_facts(tmp_path: Path) -> None:
    turns = read_msc(write(tmp_path / "s.jsonl", DIALOG, DIALOG))
    assert len(turns) == 4  # two bot_0 utterances per dialogue; bot_1 is the assistant
    first, second = turns[:2]
    assert first.previous == "How was the hike with your dog?"
    assert first.store and [f.content for f in first.facts] == ["I love hiking.",
                                                                "I have a labrador."]
    assert [f.type for f in first.facts] == ["preference", "important_fact"]
    assert second.previous == "No, my building does not allow them."
    assert not second.store and second.facts == ()  # no persona_text key: nothing to keep
    assert first.lang == "en" and first.dataset == "msc" and first.split == "heldout"
    assert len({t.id for t in turns}) == 4


def test_not_an_msc_file_is_a_clear_error(tmp_path: Path) -> None:
    with pytest.raises(LabelledSetError, match="line 2: no 'dialog' list"):
        read_msc(write(tmp_path / "x.jsonl", DIALOG, {"id": "x", "text": "hi"}))
    with pytest.raises(LabelledSetError, match="no such MSC file"):
        read_msc(tmp_path / "missing.jsonl")
    with pytest.raises(LabelledSetError, match="no bot_0 utterance"):
        read_msc(write(tmp_path / "y.jsonl", {"dialog": [DIALOG["dialog"][0]]}))


def test_the_evaluation_file_is_never_a_training_file() -> None:
    assert EVALUATION_FILE not in TRAINING_FILES
    assert not any("valid" in name for name in TRAINING_FILES)  # the evaluation's people
    assert fact_type("My favorite color is blue.") == "preference"
    assert fact_type("I work as a nurse.") == "important_fact"


def test_bench_facts_scores_an_msc_file_per_path(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    msc = write(tmp_path / EVALUATION_FILE, DIALOG, DIALOG)
    assert bench_main(["facts", "--set", str(SAMPLE), "--split", "dev", "--msc", str(msc),
                       "--out", str(tmp_path / "out")]) == 0
    printed = capsys.readouterr().out
    report = json.loads((tmp_path / "out" / "facts.json").read_text())["msc"]
    assert report["turns"] == 4 and report["to_keep"] == 2 and report["held_out"]
    assert set(report["paths"]) == {"rules", "learned", "both"}
    assert "curve" not in report["paths"]["rules"] and "curve" in report["paths"]["learned"]
    for mode, row in report["paths"].items():
        s = row["stored"]
        assert s["tp"] + s["fp"] + s["fn"] + s["tn"] == 4
        assert f"  {mode:<8} turn P {s['precision']:.3f} R {s['recall']:.3f}" in printed
    assert "4 bot_0 turns read as the user, 2 with a persona fact" in printed
    assert bench_main(["facts", "--set", str(SAMPLE), "--split", "dev",
                       "--msc", str(tmp_path / "none.jsonl")]) == 2


def test_the_curve_moves_only_what_the_model_decided() -> None:
    gold = np.array([True, True, False, True, False])
    stored = [True, True, True, True, False]
    learned = [True, True, True, False, False]  # turn 3 the rules kept: it stays kept
    score = np.array([0.9, 0.6, 0.5, 0.1, 0.0])
    recall, precision, threshold = curve(stored, learned, score, gold, precision=0.9)
    assert (recall, precision) == (1.0, 1.0) and 0.5 < threshold <= 0.6
    assert curve(stored, learned, score, gold, precision=1.01)[0] == 0.0


def test_the_threshold_is_the_lowest_reaching_the_precision() -> None:
    p = np.linspace(0.0, 1.0, 101)
    y = p >= 0.3  # every turn scored ≥ 0.3 is to keep
    assert threshold_for(y, p, 0.9) == pytest.approx(0.23, abs=0.011)  # 71 of 78 kept
    assert threshold_for(np.zeros(101, dtype=bool), p, 0.9) == 0.05  # never: the most precise
