"""`python -m bench model` on a few turns, and `bench facts --model` failing loudly."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bench.__main__ import main as bench_main
from tests.support.openai_server import OpenAIServer, Reply

SAMPLE = Path(__file__).parents[1] / "data" / "labelled_sample.jsonl"


def test_bench_model_prints_each_turn_and_the_targets(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("STRATA_MODEL", raising=False)
    code = bench_main(["model", "--turns", "4", "--locomo", "", "--memory-timeout", "2",
                       "--out", str(tmp_path)])

    printed = capsys.readouterr().out
    report = json.loads((tmp_path / "model.json").read_text())
    rows = report["bilingual"]
    assert [r["fault"] for r in rows] == [None, None, None, "429_burst"]
    burst = rows[3]
    # Two 429s, retried: three requests for one memory call (a topic pick may be asked too).
    assert burst["requests"]["memory"] == 3
    assert burst["memory_calls"] == 1 + burst["requests"]["topic"]
    assert burst["source"] == "model:function_calling" and burst["fallbacks"] == []
    assert rows[0]["requests"] == {"reply": 1, "memory": 0, "summary": 0, "topic": 0}
    assert all(r["lost"] == r["doubled"] == 0 for r in rows)
    assert report["other_user"][0]["source"].startswith("model:")
    assert "MISS memory calls per turn, LoCoMo" in printed  # not run: said, not passed
    assert code == 1


def test_bench_facts_model_fails_loudly_when_the_model_path_fell_back(
    tmp_path: Path, model_server: OpenAIServer, monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    monkeypatch.setenv("STRATA_MODEL", "openai:loopback")
    monkeypatch.setenv("STRATA_MEMORY_TIMEOUT", "2")
    model_server.script = [Reply(fault="http_429", retry_after=0.01)]

    code = bench_main(["facts", "--model", "--set", str(SAMPLE), "--out", str(tmp_path)])

    assert code == 1
    assert "fell back to the rules" in capsys.readouterr().err


def test_bench_facts_model_needs_a_model(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    for name in ("STRATA_MODEL", "STRATA_MEMORY_MODEL", "OPENAI_BASE_URL", "OPENAI_API_KEY"):
        monkeypatch.delenv(name, raising=False)

    assert bench_main(["facts", "--model", "--set", str(SAMPLE), "--out", str(tmp_path)]) == 1
    assert "no memory model is configured" in capsys.readouterr().err
