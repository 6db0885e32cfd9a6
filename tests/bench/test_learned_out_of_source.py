"""`python -m bench learned out-of-source`: which rows each fold fits on and scores, its table."""

from __future__ import annotations

import argparse
import dataclasses
import json
from pathlib import Path
from typing import Any

import pytest

from bench.__main__ import main as bench_main
from bench.facts.labelled import load_labelled
from bench.learned import out_of_source
from bench.learned.train import add_arguments
from strata_layered.memory.gate.learned import load_gate

SAMPLE = Path(__file__).parents[1] / "data" / "labelled_sample.jsonl"


def test_the_zh_and_en_sides_of_a_dataset_are_one_source() -> None:
    turns = load_labelled(SAMPLE)
    assert {out_of_source.source_of(t) for t in turns} == {"memorybank"}
    # Non-examples: the datasets without a language suffix are their own source.
    other = dataclasses.replace(turns[0], dataset="locomo")
    assert out_of_source.source_of(other) == "locomo"
    assert out_of_source.source_of(dataclasses.replace(other, dataset="longmemeval")) \
        == "longmemeval"


def test_a_fold_fits_without_the_source_and_scores_only_its_train_and_dev_rows() -> None:
    turns = load_labelled(SAMPLE)
    locomo = [dataclasses.replace(turns[0], id="locomo:conv-26:1:1", dataset="locomo"),
              dataclasses.replace(turns[0], id="locomo:conv-48:1:1", dataset="locomo"),
              dataclasses.replace(turns[0], id="locomo:conv-30:1:1", dataset="locomo",
                                  split="heldout")]
    fit_on, scored = out_of_source.fold_rows(turns + locomo, "memorybank")
    assert [t.id for t in fit_on] == ["locomo:conv-26:1:1"]  # never conv-48, never heldout
    assert {t.split for t in scored} == {"dev"} and len(scored) == 4
    assert all(out_of_source.source_of(t) == "memorybank" for t in scored)
    fit_on, scored = out_of_source.fold_rows(turns + locomo, "locomo")
    assert [t.id for t in scored] == ["locomo:conv-26:1:1"]
    assert {t.split for t in fit_on} == {"dev"}


def test_the_command_prints_a_row_per_language_and_the_pooled_rows(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    fitted: list[list[str]] = []

    def fake_fit(labelled: list[Any], msc: list[Any], *_: Any) -> tuple[Any, dict[str, Any]]:
        fitted.append([t.id for t in labelled])
        return load_gate(), {}

    monkeypatch.setattr("bench.learned.train.fit", fake_fit)
    monkeypatch.setattr(out_of_source, "span_model_without", lambda _, shipped: shipped)
    assert bench_main(["learned", "out-of-source", "--set", str(SAMPLE), "--sources",
                       "memorybank", "--msc", "", "--synthetic", "", "--out",
                       str(tmp_path)]) == 0
    printed = capsys.readouterr().out
    assert fitted == [[]]  # the sample is all MemoryBank: nothing of it is fitted on
    assert "| memorybank | zh | 2 |" in printed and "| memorybank | en | 2 |" in printed
    assert "| all | zh | 2 |" in printed and "| all | en | 2 |" in printed
    report = json.loads((tmp_path / "learned_out_of_source.json").read_text())
    scored = report["outcomes"]["out_of_source"]
    assert len(scored) == 4 and all(":孙悦:" not in o["id"] for o in scored)  # never held-out
    assert {r["source"] for r in report["rows"]} == {"memorybank", "all"}


def test_the_trainer_offers_the_out_of_source_action() -> None:
    parser = argparse.ArgumentParser()
    add_arguments(parser)
    args = parser.parse_args(["out-of-source", "--without-batch", "2026-12-02b"])
    assert args.action == "out-of-source" and args.without_batch == ["2026-12-02b"]
    assert args.sources.split(",") == list(out_of_source.SOURCES)
