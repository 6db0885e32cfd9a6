"""`python -m bench import` imports a tiny LoCoMo / LongMemEval history and prints the ratio."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bench.__main__ import main as bench_main


def _locomo(path: Path) -> Path:
    turns = [{"speaker": s, "dia_id": f"D1:{i}", "text": t} for i, (s, t) in enumerate([
        ("Caroline", "I went to a support group yesterday."),
        ("Melanie", "That sounds empowering!"),
        ("Caroline", "I want to study counseling."),
        ("Melanie", "You would be great at it.")], start=1)]
    later = [{"speaker": "Caroline", "dia_id": "D2:1", "text": "My kids love dinosaurs."}]
    file = path / "locomo10.json"
    file.write_text(json.dumps([{"sample_id": "conv-x", "qa": [], "conversation": {
        "speaker_a": "Caroline", "speaker_b": "Melanie",
        "session_1_date_time": "1:56 pm on 8 May, 2023", "session_1": turns,
        "session_2_date_time": "7:00 pm on 25 May, 2023", "session_2": later}}]))
    return file


def _longmemeval(path: Path) -> Path:
    session = [{"role": "user", "content": "I graduated in Business Administration."},
               {"role": "assistant", "content": "Congratulations! " * 40},
               {"role": "user", "content": "Any tips for a first job?"},
               {"role": "assistant", "content": "Start with what you enjoyed most."}]
    file = path / "longmemeval_s_sample.json"
    file.write_text(json.dumps([{
        "question_id": "q1", "question": "What degree?", "answer": "BA",
        "haystack_dates": ["2023/05/20 (Sat) 02:21", "2023/05/21 (Sun) 10:00"],
        "haystack_sessions": [session, session[:2]]}]))
    return file


@pytest.mark.parametrize(("make", "turns", "messages"), [(_locomo, 3, 5), (_longmemeval, 3, 6)])
def test_bench_import_prints_turns_per_second_against_the_floor(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], make: object, turns: int, messages: int
) -> None:
    data = make(tmp_path)  # type: ignore[operator]
    out = tmp_path / "out"
    assert bench_main(["import", str(data), "--out", str(out)]) == 0
    printed = capsys.readouterr().out
    assert "turns/s" in printed and "embedding every message once" in printed
    (report_file,) = out.glob("import-*.json")
    report = json.loads(report_file.read_text())
    assert (report["turns"], report["messages"]) == (turns, messages)
    assert report["import_seconds"] > 0 and report["floor_seconds"] > 0
    assert report["ratio"] == pytest.approx(report["import_seconds"] / report["floor_seconds"],
                                            rel=0.01)


def test_bench_import_needs_a_history_that_exists(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert bench_main(["import", str(_locomo(tmp_path)), "--history", "conv-404"]) == 2
    assert "no LoCoMo conversation" in capsys.readouterr().err
