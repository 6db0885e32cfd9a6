"""lead42: a property of a secret, or a thing the keyword names, is no secret's value.

sec42 masks a password's short first part after a firm link ("密码是66", the rest said next);
review42 found it masked 密码长度是8, 密码学是90 and 密码有效期是90 too. Row `secret_property`
(and review42's `keyword_thing`) in memory/rules/secret_mentions.py: the keyword is skipped
there, in masking as in the gate; the password itself is still masked.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from strata_layered.memory.long_term.memories import list_memories
from strata_layered.memory.sensitive import mask_secrets
from tests.support.said_graph import SaidGraph


@pytest.mark.parametrize("text", ["密码长度是8", "我的密码学成绩是88", "密码学是90",
                                  "密码有效期是90", "the password length is 12"])
def test_a_property_of_a_secret_is_not_masked(text: str) -> None:
    assert mask_secrets(text).text == text


@pytest.mark.parametrize(("text", "masked"), [
    ("密码是66", "密码是[已隐去:密码]"),
    ("我家密码锁的密码是661234", "我家密码锁的密码是[已隐去:密码]"),
    ("my password is hunter22", "my password is [hidden:password]"),
])
def test_the_secret_itself_is_still_masked(text: str, masked: str) -> None:
    assert mask_secrets(text).text == masked


async def test_a_cryptography_grade_is_remembered_whole() -> None:
    store = await SaidGraph(datetime(2026, 12, 5, 9, 0, tzinfo=UTC)).said(
        ["记住，我的密码学成绩是88分"], user="u")
    kept = [m.content for m in await list_memories(store, "u", "default", status="active")]
    assert any("密码学" in k and "88" in k for k in kept), kept
