"""Mis-merge and mis-split scoring of topic routing (seed 004 §3.2: 误合并 / 误拆分)."""

from __future__ import annotations

import pytest

from bench.topics.scoring import (
    RoutingScores,
    grouped_rates,
    judge_routing,
    pick_threshold,
    score_routing,
)

GOLD = ["装修", "装修", "宠物", "宠物", "装修", "旅游"]


def scores(routed: list[object], gold: list[str] = GOLD) -> RoutingScores:
    return score_routing(judge_routing(list(zip(gold, routed, strict=True))))


def test_a_router_that_matches_the_labels_makes_no_errors() -> None:
    s = scores(["a", "a", "b", "b", "a", "c"])
    assert (s.mis_merged, s.mis_split, s.extra_topics, s.mixed_topics) == (0, 0, 0, 0)
    assert (s.predicted_topics, s.gold_topics) == (3, 3)
    assert s.error() == 0.0


def test_travel_budget_merged_into_renovation_is_a_mis_merge_of_that_message_only() -> None:
    verdicts = judge_routing(list(zip(GOLD, ["a", "a", "b", "b", "a", "a"], strict=True)))
    assert [v.merged for v in verdicts] == [False, False, False, False, False, True]
    # 旅游's only message is not in a 旅游 topic of its own, but its main topic is "a".
    assert not any(v.split for v in verdicts)
    s = score_routing(verdicts)
    assert s.mis_merge_rate == pytest.approx(1 / 6)
    assert s.mixed_topics == 1 and s.predicted_topics == 2


def test_a_renovation_topic_opened_twice_splits_the_smaller_part() -> None:
    s = scores(["a", "a", "b", "b", "x", "c"])
    assert s.mis_split == 1 and s.mis_merged == 0
    assert s.extra_topics == 1 and s.predicted_topics == 4


def test_one_topic_for_everything_and_one_per_message_are_the_two_extremes() -> None:
    one = scores([0] * len(GOLD))
    assert one.mis_merged == 3 and one.mis_split == 0  # 装修 is the majority
    assert one.error() == pytest.approx(0.5)
    each = scores(list(range(len(GOLD))))
    assert each.mis_merged == 0 and each.mis_split == len(GOLD) - 3
    assert each.extra_topics == len(GOLD) - 3


def test_ties_go_to_what_was_seen_first() -> None:
    # Topic "a" holds one 装修 and one 宠物: 装修 came first, so 宠物 is the mis-merge.
    verdicts = judge_routing([("装修", "a"), ("宠物", "a"), ("宠物", "b")])
    assert [v.merged for v in verdicts] == [False, True, False]
    # 宠物 is split evenly over "a" and "b": "a" came first, so the one in "b" is split.
    assert [v.split for v in verdicts] == [False, False, True]


def test_rates_by_group_count_within_the_group() -> None:
    verdicts = judge_routing(list(zip(GOLD, ["a", "a", "b", "b", "a", "a"], strict=True)))
    langs = ["zh", "zh", "zh", "en", "en", "en"]
    rates = grouped_rates(zip(langs, verdicts, strict=True))
    assert rates["zh"] == {"messages": 3, "mis_merge_rate": 0.0, "mis_split_rate": 0.0,
                           "misrouted_rate": 0.0}
    assert rates["en"]["mis_merge_rate"] == pytest.approx(1 / 3)


def _at(error_merged: int, error_split: int, topics: int) -> RoutingScores:
    return RoutingScores(messages=10, mis_merged=error_merged, mis_split=error_split,
                         misrouted=error_merged + error_split, gold_topics=3,
                         predicted_topics=topics, extra_topics=0, mixed_topics=0)


def test_the_pick_minimises_the_error_then_prefers_the_gold_topic_count() -> None:
    sweep = [(0.80, _at(5, 0, 1)), (0.85, _at(1, 2, 5)), (0.90, _at(0, 3, 3)),
             (0.95, _at(0, 6, 9))]
    assert pick_threshold(sweep) == 0.90  # 0.3 at 0.85 and 0.90; 0.90 has 3 topics for 3
    assert pick_threshold(sweep, merge_weight=3.0) == 0.90
    assert pick_threshold(sweep, merge_weight=0.1) == 0.80
    with pytest.raises(ValueError):
        pick_threshold([])
