"""`python -m bench locomo` on a tiny LoCoMo-shaped file: every baseline in the table."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bench.__main__ import main as bench_main
from bench.recall.context import words_found
from bench.recall.datasets import load_locomo, locomo_evidence
from strata_layered.memory.context.context_builder import BuiltContext


def _turn(speaker: str, dia_id: str, text: str, **extra: str) -> dict[str, str]:
    return {"speaker": speaker, "dia_id": dia_id, "text": text, **extra}


def _locomo(path: Path) -> Path:
    c, m = "Caroline", "Melanie"
    sessions = {
        "session_1_date_time": "1:56 pm on 8 May, 2023",
        "session_1": [
            _turn(c, "D1:1", "I went to a LGBTQ support group yesterday."),
            _turn(m, "D1:2", "That sounds empowering! How was it?"),
            _turn(c, "D1:3", "Amazing. I want to study counseling."),
            _turn(m, "D1:4", "I painted a lake sunrise last year.",
                  blip_caption="a painting of a lake at sunrise"),
        ],
        "session_2_date_time": "7:00 pm on 25 May, 2023",
        "session_2": [
            _turn(c, "D2:1", "My kids love dinosaurs these days."),
            _turn(m, "D2:2", "We went camping at the beach!"),
            _turn(c, "D2:3", "Camping sounds lovely."),
        ],
        "session_3_date_time": "9:00 am on 1 June, 2023",  # a date without turns: ignored
    }
    qa = [
        {"question": "When did Caroline go to the LGBTQ support group?", "answer": "7 May 2023",
         "evidence": ["D1:1"], "category": 2},
        {"question": "What did Melanie paint?", "answer": "a lake sunrise",
         "evidence": ["D1:4"], "category": 4},
        {"question": "What do Melanie's family and Caroline's kids enjoy?", "answer": "x",
         "evidence": ["D2:1; D2:2"], "category": 1},
        {"question": "Unanswerable?", "evidence": ["D2:3"], "category": 5},
        {"question": "Broken evidence", "answer": "x", "evidence": ["D9:9"], "category": 4},
    ]
    file = path / "locomo.json"
    file.write_text(json.dumps([{"sample_id": "conv-x", "qa": qa, "conversation": {
        "speaker_a": "Caroline", "speaker_b": "Melanie", **sessions}}]))
    return file


def test_loader_repairs_evidence_and_keeps_captions(tmp_path: Path) -> None:
    assert locomo_evidence(["D8:6; D9:17", "D:11:26", "D30:05", "D"]) == [
        "D8:6", "D9:17", "D11:26", "D30:5"]
    (episode,) = load_locomo(_locomo(tmp_path), categories={1, 2, 4}, select=None)
    assert (episode.user, episode.agent, len(episode.lines)) == ("Caroline", "Melanie", 7)
    assert "[shares a photo: a painting of a lake at sunrise]" in episode.lines[3].text
    assert [p.category for p in episode.probes] == ["2", "4", "1"]
    assert episode.probes[2].evidence == (frozenset({"D2:1"}), frozenset({"D2:2"}))
    assert episode.lines[4].at.day == 25 and episode.probes[0].now > episode.lines[-1].at


@pytest.mark.parametrize("replay", ["graph", "direct"])
def test_bench_locomo_prints_every_baseline_and_writes_reports(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], replay: str
) -> None:
    out = tmp_path / "out"
    assert bench_main(["locomo",
                 str(_locomo(tmp_path)), "--budgets", "256,512", "--replay", replay,
                 "--out", str(out)]) == 0
    printed = capsys.readouterr().out
    for method in ("strata", "recency", "bm25", "dense", "hybrid_rrf", "full history"):
        assert f"| {method}" in printed
    assert "turns/s" in printed and "context build" in printed and "p95" in printed
    report = json.loads((out / "locomo.json").read_text())
    main_score = report["main"]
    assert set(main_score) == {"strata", "recency", "bm25", "dense", "hybrid_rrf",
                               "full_history"}
    assert main_score["full_history"]["all"]["recall"] == 1.0
    for method in ("strata", "bm25"):
        for budget in ("256", "512"):
            cell = main_score[method][budget]
            assert 0 < cell["tokens"] <= int(budget)
    # 256 tokens hold the persona, the question and only part of the 7-line history: Strata
    # must still bring every probe's line, and choosing never does worse than the latest lines.
    assert main_score["strata"]["256"]["recall"] == 1.0
    for budget in ("256", "512"):
        assert main_score["strata"][budget]["recall"] >= main_score["recency"][budget]["recall"]
    assert report["ingest"]["messages"] == 7 and report["ingest"]["turns_per_s"] > 0
    assert report["probes"] == 3
    assert (out / "locomo.md").read_text().startswith("### locomo")
    # Both layouts, side by side: the companion one wrote each session as a conversation.
    assert set(report["layouts"]) == {"single", "companion"}
    assert "| single (provenance) |" in printed and "| companion (words in context) |" in printed
    assert "evidence counted by its words" in printed
    companion = report["layouts"]["companion"]
    assert companion["ingest"]["messages"] == 7 and companion["probes"] == 3
    assert companion["main"]["full_history"]["all"]["recall"] == 1.0
    assert companion["main"]["full_history"]["all"]["words"] == 1.0  # every turn quoted


def test_evidence_counts_by_its_words_only_when_one_item_quotes_them() -> None:
    turn = "I went hiking at Mount Rainier with my sister last weekend."
    texts = {"D1:1": turn, "D1:2": "Hi!"}

    def context(*items: str) -> BuiltContext:
        return {"sections": [{"name": "s", "items": [{"text": t} for t in items]}],
                "total_tokens": 0}  # type: ignore[typeddict-item]

    wanted = {"D1:1", "D1:2"}
    assert words_found(context(f"2023-05-08\nCaroline: {turn}", "Hi!"), texts, wanted) == wanted
    # A memory paraphrasing the turn, or its words split over two items, does not count.
    assert words_found(context("Caroline likes hiking"), texts, wanted) == set()
    assert words_found(context("hiking at Mount Rainier", "with my sister last weekend"),
                       texts, wanted) == set()


def test_bench_needs_a_dataset_path(capsys: pytest.CaptureFixture[str]) -> None:
    assert bench_main(["locomo"]) == 2
    assert "needs the dataset path" in capsys.readouterr().err
