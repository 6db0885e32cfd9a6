"""`python -m bench chat` runs end to end on a few turns and prints its figures."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from bench.__main__ import main as bench_main


def test_bench_chat_prints_first_byte_figures(tmp_path: Path,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    names = ("STRATA_DATA_DIR", "STRATA_MODEL", "STRATA_AUTH_SECRET", "OPENAI_BASE_URL")
    before = {name: os.environ.get(name) for name in names}
    assert bench_main(["chat", "--turns", "3", "--warmup", "1", "--out", str(tmp_path)]) == 0
    printed = capsys.readouterr().out
    assert "first byte after the model's first token: p50" in printed
    report = json.loads((tmp_path / "chat_latency.json").read_text())
    assert len(report["samples_ms"]) == 3 and all(v >= 0 for v in report["samples_ms"])
    assert report["first_byte_after_first_token_ms"]["p95"] < 5000
    # The bench leaves the environment as it found it.
    assert {name: os.environ.get(name) for name in names} == before
