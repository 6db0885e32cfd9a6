"""Round 5 rows: every cue, value shape and announcement with its examples and non-examples."""

from __future__ import annotations

import json

import pytest
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.store.memory import InMemoryStore

from strata_layered.graph.builder import build_graph
from strata_layered.graph.context import Context
from strata_layered.graph.models import store_index_config
from strata_layered.memory.sensitive import expected_secret, find_secrets, mask_turn
from strata_layered.memory.sensitive.cues import CUE_ROWS
from strata_layered.memory.sensitive.cues_said import ROUND8_ROWS
from strata_layered.memory.sensitive.expecting import ANNOUNCE_ROWS
from strata_layered.memory.sensitive.phrases import VALUE_ROWS
from strata_layered.memory.store.conversations import get_conversation
from strata_layered.memory.store.messages import get_messages
from tests.support.supplied_turns import SuppliedTurns


def masked_values(text: str) -> list[str]:
    return [text[s.start : s.end] for s in find_secrets(text)]


@pytest.mark.parametrize("row", [*CUE_ROWS, *ROUND8_ROWS, *VALUE_ROWS], ids=lambda row: row.name)
def test_every_row_masks_its_examples_and_none_of_its_non_examples(row) -> None:  # noqa: ANN001
    for text, value in row.examples:
        assert any(value in found for found in masked_values(text)), (row.name, text)
    for text in row.non_examples:
        assert masked_values(text) == [], (row.name, text)


@pytest.mark.parametrize("row", ANNOUNCE_ROWS, ids=lambda row: row.name)
def test_every_announcement_row(row) -> None:  # noqa: ANN001
    for text in row.examples:
        assert row.pattern.search(text) and expected_secret(text), text
    for text in row.non_examples:
        assert expected_secret(text) is None, text


def test_the_announced_message_is_masked_whole_only_when_it_reads_as_a_value() -> None:
    assert mask_turn("Gx9#mPl2vQ", "password").text == "[hidden:password]"
    assert mask_turn("  一二三四五六 ", "password").text == "  [已隐去:密码] "
    assert mask_turn("correct horse battery staple", "password").text == "[hidden:password]"
    for sentence in ("算了，还是不发了，我们聊聊晚饭吃什么吧？",
                     "actually never mind, what's a good pasta recipe for tonight?"):
        assert mask_turn(sentence, "password").text == sentence
    assert mask_turn("Gx9#mPl2vQ", None).text == "Gx9#mPl2vQ"  # no flag, no guess


async def test_a_password_sent_in_the_turn_after_the_cue_is_never_stored() -> None:
    store = InMemoryStore(index=store_index_config())
    graph = build_graph(checkpointer=InMemorySaver(), store=store)
    ctx = Context(user_id="mia", model="offline")
    config = {"configurable": {"thread_id": "c1"}}
    await graph.ainvoke({"user_text": "密码太长了，我下一条发给你"}, config, context=ctx)
    conversation = await get_conversation(store, "mia", "default", "c1")
    assert conversation is not None and conversation.secret_expected == "password"
    await graph.ainvoke({"user_text": "Xk29#ppLm0"}, config, context=ctx)
    await graph.ainvoke({"user_text": "Zz81#qqRt5"}, config, context=ctx)  # the flag lasted one
    conversation = await get_conversation(store, "mia", "default", "c1")
    assert conversation is not None and conversation.secret_expected is None
    logged = [m.content for m in await get_messages(store, "mia", "default", "c1",
                                                    list(range(1, 7))) if m.role == "user"]
    assert logged[1] == "[hidden:password]" and logged[2] == "Zz81#qqRt5"
    everything = json.dumps([i.value for i in store.search(("mia",), limit=1000)],
                            ensure_ascii=False)
    assert "Xk29#ppLm0" not in everything and "Xk29#ppLm0" not in str(
        await graph.aget_state(config))


async def test_a_reply_echoing_the_announced_value_is_masked_too() -> None:
    turns = SuppliedTurns("mia", "c2")
    await turns.run(("I'll type my password in the next message", "Sure, go ahead."),
                    ("sunflower-Attic-88", "Noted: sunflower-Attic-88"))
    logged = await turns.logged(role=None)
    assert logged[2:] == ["[hidden:password]", "Noted: [hidden:password]"]
    everything = json.dumps([i.value for i in turns.store.search(("mia",), limit=1000)])
    assert "sunflower-Attic-88" not in everything
    assert "sunflower-Attic-88" not in str(await turns.graph.aget_state(turns.config))
