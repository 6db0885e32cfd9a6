"""A change of the user's life said done is as firm as "remember".

The learned stage, which reads the turn before, never vetoes it. In probe24c's replayed week
老子今天终于把驾照考下来了 scored 0.228 and was lost; after "哈哈，好的。" it scores 0.34,
under the veto of 0.40.
"""

from __future__ import annotations

from langchain_core.messages import AIMessage, HumanMessage

from strata_layered.memory.gate.learned import VETO
from tests.support.asked_graph import AskedGraph


async def test_a_licence_got_is_kept_whatever_the_model_scores() -> None:
    assert VETO == 0.4  # the case below scores 0.34 with the shipped weights
    user = AskedGraph("firm")
    await user.said(HumanMessage("我今天去考科目三了。", id="h1"),
                    AIMessage("哈哈，好的。", id="a1"))
    await user.turn("老子今天终于把驾照考下来了！！", "2026-12-03T09:00:00+00:00")
    assert any("驾照考下来了" in k for k in await user.kept()), await user.kept()
