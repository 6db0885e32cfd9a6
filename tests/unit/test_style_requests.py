"""How the user wants to be answered, asked after a reply, is kept: said as an order or a question.

A user's probe: "Can you stop using emojis?", 回答简短一点, 别用那么多表情, "Please answer in
Chinese" said after the first reply were vetoed by the learned model (the labelled turns hold
few requests of the assistant, so it scores them low); 叫我小林 was a short greeting; a
request said as a question was noted as asked ("Can you stop using emojis").
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from strata_layered.memory.long_term.memories import list_memories
from tests.support.said_graph import SaidGraph

SAID = SaidGraph(datetime(2026, 3, 2, 9, 0, tzinfo=UTC))

KEPT = [
    ("Can you stop using emojis?", "Stop using emojis"),
    ("Please answer in Chinese.", "Please answer in Chinese"),
    ("回答简短一点。", "回答简短一点"),
    ("你能不能回答简短一点？", "回答简短一点"),
    ("你可以说话温柔一点吗？", "说话温柔一点"),
    ("能不能别用那么多表情", "别用那么多表情"),
    ("叫我小林", "叫我小林"),
    ("Talk to me more casually.", "Talk to me more casually"),
    ("Be more direct with me.", "Be more direct with me"),
    ("Could you please be more casual?", "Be more casual"),
    ("Could you speak more slowly?", "Speak more slowly"),
]


@pytest.mark.parametrize(("said", "note"), KEPT, ids=[s for s, _ in KEPT])
async def test_a_request_of_the_assistant_after_a_reply_is_kept_as_the_order(
        said: str, note: str) -> None:
    first = "你好呀" if not said.isascii() else "Hi there."
    store = await SAID.said([first, said])
    kept = await list_memories(store, "probe", "default")
    assert [m.content for m in kept] == [note]
    assert kept[0].memory_type in ("conversation_style", "boundary")


@pytest.mark.parametrize("said", ["Can you recommend a book?", "你能推荐一本书吗？",
                                  "你能回答这个问题吗？"])
async def test_a_task_or_a_question_asked_of_the_assistant_is_no_memory(said: str) -> None:
    first = "你好呀" if not said.isascii() else "Hi there."
    assert await SAID.contents([first, said]) == []


async def test_talking_to_someone_else_is_a_fact_not_a_style() -> None:
    store = await SAID.said(["Hi there.", "I talk to my mom weekly."])
    (kept,) = await list_memories(store, "probe", "default")
    assert (kept.content, kept.memory_type) == ("talks to their mom weekly", "important_fact")


@pytest.mark.parametrize("said", ["Be more careful next time.",
                                  "Be a little patient with yourself.", "Be more confident."])
async def test_advice_said_as_be_more_is_no_style(said: str) -> None:
    # style_asked_en read any "be more <word>" as a manner of talking: each was kept
    assert await SAID.contents(["What's the weather like?", said]) == []


async def test_a_manner_asked_with_me_is_still_kept() -> None:
    assert await SAID.contents(["What's the weather like?", "Be a little patient with me."]) \
        == ["Be a little patient with me"]
