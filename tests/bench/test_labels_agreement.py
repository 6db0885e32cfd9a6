"""Labelling agreement: the blind file holds no labels; `score` runs on the committed files."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bench.facts.labelled import load_labelled
from bench.labels import agreement
from bench.labels.sample import LABELLED


def _jsonl(path: Path) -> list[dict[str, object]]:
    return [json.loads(x) for x in path.read_text(encoding="utf-8").splitlines()]


def test_the_blind_file_holds_only_the_turn_and_is_the_seeded_draw() -> None:
    blind = _jsonl(agreement.BLIND)
    assert all(set(row) == set(agreement.BLIND_FIELDS) for row in blind)
    assert [row["lang"] for row in blind].count("zh") == 50
    assert [row["lang"] for row in blind].count("en") == 50
    assert agreement.draw(load_labelled(LABELLED)) == blind


def test_the_second_labels_are_built_from_the_hand_written_file() -> None:
    built = agreement.build_second(_jsonl(agreement.BLIND),
                                   agreement.SECOND_TEXT.read_text(encoding="utf-8"))
    assert built == _jsonl(agreement.SECOND)


def test_score_on_the_committed_files_gives_the_committed_report(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "report.json"
    agreement.main(["score", "--out", str(out)])
    report = json.loads(out.read_text(encoding="utf-8"))
    assert report == json.loads(agreement.REPORT.read_text(encoding="utf-8"))
    assert [report[k]["rows"] for k in ("zh", "en", "all")] == [50, 50, 100]
    assert "| zh | 50 |" in capsys.readouterr().out


def test_kappa_and_the_matching_of_facts_on_a_small_case() -> None:
    assert agreement.kappa([True, True, False, False], [True, False, False, False]) == 0.5
    assert agreement.kappa([True, False], [True, False]) == 1.0
    assert agreement.kappa([True, True], [True, True]) is None
    rows = load_labelled(LABELLED)
    first = next(r for r in rows if r.store and len(r.facts) == 1)
    quiet = next(r for r in rows if not r.store)
    second = agreement.parse_second("\n".join(json.dumps(x, ensure_ascii=False) for x in (
        {"id": first.id, "store": True, "facts": [
            {"type": first.facts[0].type, "content": first.facts[0].content},
            {"type": "preference", "content": "zzz qqq"}]},
        {"id": quiet.id, "store": True, "facts": [{"type": "preference", "content": "x"}]})))
    report = agreement.compare([(first, second[0]), (quiet, second[1])])
    assert report["store_agreement"] == 0.5 and report["store_recall"] == 1.0
    assert (report["facts_matched"], report["facts_precision"], report["facts_recall"]) == (
        1, 1 / 3, 1.0)
    assert report["type_agreement"] == 1.0 and report["store_disagreements"] == [quiet.id]


def test_second_labels_that_contradict_themselves_are_refused() -> None:
    with pytest.raises(agreement.AgreementError, match="exactly when store"):
        agreement.parse_second('{"id": "x", "store": true, "facts": []}')
    with pytest.raises(agreement.AgreementError, match="line 2: not JSON"):
        agreement.parse_second('{"id": "x", "store": false}\n{"id": ')
    with pytest.raises(agreement.AgreementError, match="bad fact"):
        agreement.parse_second('{"id": "x", "store": true, '
                               '"facts": [{"type": "t", "content": "c"}]}')


ZH_FOLDER = agreement.FOLDER / "2026-12-02b"


def test_the_zh_batch_draw_is_100_blind_rows_of_2026_12_02b_and_scores_as_committed(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    blind = _jsonl(ZH_FOLDER / "blind.jsonl")
    assert len(blind) == 100 and {row["lang"] for row in blind} == {"zh"}
    assert all(set(row) == set(agreement.BLIND_FIELDS) for row in blind)
    rows = load_labelled(LABELLED)
    assert agreement.draw(rows, seed=20261225, per_lang=100, batch="2026-12-02b",
                          langs=("zh",)) == blind
    built = agreement.build_second(blind, (ZH_FOLDER / "second.txt").read_text("utf-8"))
    assert built == _jsonl(ZH_FOLDER / "second.jsonl")
    out = tmp_path / "report.json"
    agreement.main(["score", "--second", str(ZH_FOLDER / "second.jsonl"), "--out", str(out),
                    "--seed", "20261225"])
    report = json.loads(out.read_text(encoding="utf-8"))
    assert report == json.loads((ZH_FOLDER / "report.json").read_text(encoding="utf-8"))
    assert "en" not in report and report["batch"] == "2026-12-02b"
    assert "| en |" not in capsys.readouterr().out


def test_a_draw_asking_more_rows_than_the_batch_holds_is_refused() -> None:
    with pytest.raises(ValueError, match="held-out rows of 2026-12-02b"):
        agreement.draw(load_labelled(LABELLED), per_lang=1000, batch="2026-12-02b",
                       langs=("zh",))


def test_translation_pairs_compare_a_batch_zh_rows_with_en_rows_of_other_batches() -> None:
    from bench.labels.translations import pairs_of, summary

    def row(rid: str, lang: str, store: bool, batch: str | None = None) -> dict[str, object]:
        return {"id": rid, "lang": lang, "store": store, **({"batch": batch} if batch else {})}

    rows = [row("zh:1", "zh", True, "b"), row("en:1", "en", True),
            row("zh:2", "zh", False, "b"), row("en:2", "en", True, "2026-12-01"),
            row("zh:3", "zh", True), row("en:3", "en", False),
            row("zh:4", "zh", True, "b"), row("en:4", "en", True, "b"),  # same batch: left out
            row("zh:5", "zh", True, "b")]  # no en label
    pair_of = {f"{lang}:{n}": f"p{n}" for lang in ("zh", "en") for n in range(1, 6)}
    groups = pairs_of(rows, pair_of, "b")
    assert [(a["id"], b["id"]) for a, b in groups["b"]] == [("zh:1", "en:1"), ("zh:2", "en:2")]
    assert [(a["id"], b["id"]) for a, b in groups["earlier"]] == [("zh:3", "en:3")]
    report = summary(groups["b"])
    assert (report["rows"], report["store_agreement"], report["store_precision"],
            report["store_recall"], report["disagreements"]) == (2, 0.5, 1.0, 0.5, ["zh:2"])
