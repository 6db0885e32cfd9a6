"""State edits cannot plant a secret in a checkpoint: the window and summaries mask on write."""

from __future__ import annotations

from langgraph.checkpoint.memory import InMemorySaver

from strata_layered.graph.builder import build_graph


async def test_a_state_edit_is_masked_before_the_checkpoint_keeps_it() -> None:
    saver = InMemorySaver()
    graph = build_graph(checkpointer=saver)
    config = {"configurable": {"thread_id": "t1"}}
    # A new thread: the first write of a channel must be masked too.
    await graph.aupdate_state(config, {
        "summary": "用户说他的银行卡密码是 884213",
        "summary_v2": "my password is hunter2hunter2",
        "messages": [{"type": "human", "content": [{"type": "text",
                                                    "text": "我的支付密码是 739264"}]},
                     ("user", "我的网银密码是 551097")]}, as_node="refresh_summary")
    values = (await graph.aget_state(config)).values
    kept = str(values) + str(saver.storage) + str(saver.writes)
    for secret in ("884213", "739264", "551097", "hunter2hunter2"):
        assert secret not in kept, secret
    assert "[已隐去:密码]" in values["summary"]
    assert "[已隐去:密码]" in str(values["messages"][0].content)
