"""`python -m bench scale` runs end to end on tiny sizes, both backends, texts made up here."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bench.__main__ import main as bench_main
from tests.bench.test_bench_recall import _locomo

DAYS = {"2023-05-01": [{"query": "我最近在学做红烧肉", "response": "听起来很好吃！"},
                       {"query": "周末想去西湖边骑车", "response": "天气好的话很舒服。"}],
        "2023-05-02": [{"query": "我家的猫叫团子", "response": "好可爱的名字。"}]}


def _data(folder: Path) -> Path:
    (folder / "locomo").mkdir(parents=True)
    _locomo(folder / "locomo").rename(folder / "locomo" / "locomo10.json")
    bank = folder / "memorybank-siliconfriend"
    bank.mkdir()
    (bank / "memory_bank_cn.json").write_text(json.dumps(
        {"小林": {"history": DAYS}}, ensure_ascii=False), encoding="utf-8")
    (bank / "evidence_annotations_cn.json").write_text("[]", encoding="utf-8")
    return folder


def test_bench_scale_prints_both_backends_and_their_targets(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data, out = _data(tmp_path / "data"), tmp_path / "out"
    assert bench_main(["scale", "--data", str(data), "--users", "2,4", "--messages", "6",
                       "--samples", "1", "--fill", "1", "--pool", "12", "--no-statements",
                       "--cache", str(tmp_path / "cache"), "--out", str(out)]) == 0
    printed = capsys.readouterr().out
    assert "sqlite — 6 messages per user" in printed and "postgres — 6 messages" in printed
    assert "PostgreSQL worker RSS 2 → 4 users" in printed
    report = json.loads((out / "scale.json").read_text())
    for kind in ("sqlite", "postgres"):
        rows = report["results"][kind]
        assert [r["users"] for r in rows] == [2, 4]
        assert all(r["messages"] == 6 * r["users"] and r["disk_per_message"] > 0 for r in rows)
        assert all(r["warm_turn"]["n"] == 1 and r["cold_turn"]["p95_ms"] > 0 for r in rows)
        # The smaller size catches up, untimed, with the work the larger one does.
        assert [r["untimed"] for r in rows] == [{"turns": 0, "searches": 1},
                                                {"turns": 0, "searches": 0}]
    assert report["results"]["sqlite"][-1]["history_cache"]["served_by"] == "process"
    assert report["results"]["postgres"][-1]["history_cache"]["scopes"] == 0
    assert list((tmp_path / "cache").glob("scale-*.npy"))  # vectors made once, then reused
