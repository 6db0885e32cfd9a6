"""`python -m bench docs index` runs end to end on a tiny corpus and reports its figures.

(`log` and `contract` spawn `strata attach` processes: the attach CLI tests cover that path.)
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bench.__main__ import main as bench_main


def test_index_benchmark_on_real_text_files(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    corpus = tmp_path / "turns.json"
    turns = [{"question": f"What did I say about topic {i}?",
              "sessions": [[{"role": "user", "content": f"Topic {i}: I like hiking in "
                             f"spring number {i}, and my sister lives in city {i}."}]]}
             for i in range(60)]
    corpus.write_text(json.dumps(turns), encoding="utf-8")
    out = tmp_path / "out"
    assert bench_main(["docs", "index", "--corpus", str(corpus), "--chunks", "50",
                 "--queries", "8", "--cache", str(tmp_path / "cache"), "--out", str(out)]) == 0
    printed = capsys.readouterr().out
    assert "flat (product)" in printed and "recall@10 1.000 (exact)" in printed
    report = json.loads((out / "docs_index.json").read_text())
    assert report["chunks"] == 50 and report["queries"] == 8
    assert [h["efSearch"] for h in report["hnsw"]] == [16, 64, 128]
    # efSearch 128 is more than the 50 vectors: the graph search visits them all.
    assert report["hnsw"][-1]["recall_at_10"] == 1.0
    # A second run reads the vectors from the cache.
    assert bench_main(["docs", "index", "--corpus", str(corpus), "--chunks", "50",
                 "--queries", "8", "--cache", str(tmp_path / "cache"), "--out", str(out)]) == 0
    assert "cached from an earlier run" in capsys.readouterr().out


def test_missing_corpus_is_bad_input(capsys: pytest.CaptureFixture[str]) -> None:
    assert bench_main(["docs", "index", "--corpus", "/no/such/file.json"]) == 2
    assert "missing" in capsys.readouterr().err
