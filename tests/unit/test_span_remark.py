"""Remarks on the talk and answer words are no part of a memory (issue 24's must show).

An import of a MemoryBank user (郑思雨) kept 知道，总觉得… (from 我知道，但是我总觉得…),
不知道该怎么处理，我们之间的友谊在逐渐疏远 and 听起来很抽象，不确定… : the fact is kept,
the remark on the talk is not.
"""

from __future__ import annotations

import pytest

from strata_layered.memory.gate.judgement import Judgement
from strata_layered.memory.writing.spans import kept_memories

KEPT = Judgement(should_extract=True, category="important_fact", source="keyword_fallback")


@pytest.mark.parametrize(("said", "fact", "remark"), [
    ("我知道，但是我总觉得自己无法找到真正喜欢和适合的领域。", "无法找到真正喜欢和适合的领域",
     "知道"),
    ("嗯，我的朋友最近经常对我发脾气，我不知道为什么，也不知道该怎么处理。"
     "我感觉我们之间的友谊在逐渐疏远。", "友谊在逐渐疏远", "不知道"),
    ("我听起来很抽象，但其实我很不确定自己是不是真正追寻了自己的梦想。", "追寻了自己的梦想",
     "听起来"),
    ("Yay, I'm having an LGBTQ art show with my paintings next month", "art show", "Yay"),
])
def test_the_fact_is_kept_without_the_remark(said: str, fact: str, remark: str) -> None:
    made = [m.content for m in kept_memories(said, KEPT)]
    assert any(fact in m for m in made), made
    assert not any(m.startswith(remark) or f"，{remark}" in m for m in made), made


def test_what_is_not_a_remark_stays() -> None:
    # Non-examples: not knowing where to go is the fact itself; a taste for how music sounds.
    lost = "最近我感到很迷茫，不知道自己该往哪个方向去发展。"
    made = [m.content for m in kept_memories(lost, KEPT)]
    assert any("不知道自己该往哪个方向去发展" in m for m in made), made
    made = [m.content for m in kept_memories("我喜欢听起来轻松的音乐", KEPT)]
    assert made == ["喜欢听起来轻松的音乐"], made
