"""Scoring of labelled decisions: the figures the golden benchmark prints."""

from __future__ import annotations

import pytest

from bench.scoring import (
    BinaryScores,
    agreement,
    binary_scores,
    confusion,
    grouped_scores,
    ratio,
)


def test_binary_scores_count_each_outcome() -> None:
    pairs = [(True, True)] * 6 + [(False, True)] * 2 + [(True, False)] * 4 + [(False, False)] * 8
    scores = binary_scores(pairs)
    assert (scores.tp, scores.fp, scores.fn, scores.tn, scores.total) == (6, 2, 4, 8, 20)
    assert scores.precision == pytest.approx(6 / 8)
    assert scores.recall == pytest.approx(6 / 10)
    assert scores.f1 == pytest.approx(2 * 0.75 * 0.6 / (0.75 + 0.6))
    assert scores.accuracy == pytest.approx(14 / 20)


def test_nothing_predicted_or_nothing_to_find_scores_zero_not_an_error() -> None:
    silent = binary_scores([(True, False), (False, False)])
    assert (silent.precision, silent.recall, silent.f1) == (0.0, 0.0, 0.0)
    assert binary_scores([]) == BinaryScores()
    assert binary_scores([]).accuracy == 0.0
    assert ratio(3, 0) == 0.0


def test_scores_serialise_with_their_rates() -> None:
    data = binary_scores([(True, True), (False, True)]).to_dict()
    assert data == {"tp": 1, "fp": 1, "fn": 0, "tn": 0, "precision": 0.5, "recall": 1.0,
                    "f1": pytest.approx(2 / 3), "accuracy": 0.5}


def test_grouped_scores_keep_first_seen_order() -> None:
    groups = grouped_scores([("zh", True, True), ("en", True, False), ("zh", False, True)])
    assert list(groups) == ["zh", "en"]
    assert (groups["zh"].tp, groups["zh"].fp) == (1, 1)
    assert groups["en"].fn == 1


def test_agreement_counts_equal_labels() -> None:
    assert agreement([("boundary", "boundary"), ("preference", "boundary"), (None, None)]) == (
        2, 3)
    assert agreement([]) == (0, 0)


def test_confusion_maps_expected_to_got_counts() -> None:
    table = confusion([("small_talk", "preference"), ("small_talk", "small_talk"),
                       ("small_talk", "preference"), ("unsafe", "unsafe")])
    assert table == {"small_talk": {"preference": 2, "small_talk": 1}, "unsafe": {"unsafe": 1}}
    assert list(table["small_talk"]) == ["preference", "small_talk"]
