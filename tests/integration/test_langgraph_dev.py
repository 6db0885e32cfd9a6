"""A real `langgraph dev` serves Strata: streamed replies, memories, the mounted API, one store."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import httpx
import pytest
from langgraph_sdk import get_client
from langgraph_sdk.errors import NotFoundError

from tests.support.servers import PROJECT, Server, langgraph_dev, offline_env

FIRST = "我不喜欢被催促"
NOTE = "不喜欢被催促"  # what is kept: the fact, as a note
SECOND = "哈哈"
MEMORIES = ("strata", "alice", "default", "memories")


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """`langgraph dev` on a free port, run from a temp dir, offline, local mode as alice."""
    existed = (PROJECT / ".langgraph_api").exists()
    with langgraph_dev(tmp_path_factory.mktemp("langgraph-dev"),
                       env=offline_env(STRATA_USER="alice")) as running:
        yield running
    # The server kept its data where it ran, not in the project.
    assert (running.workdir / ".langgraph_api").is_dir()
    assert existed or not (PROJECT / ".langgraph_api").exists()


async def _turn(client: Any, thread_id: str, text: str, server: Server) -> tuple[str, dict]:
    """Stream one turn; return the streamed reply text and the final state values."""
    chunks: list[str] = []
    values: dict = {}
    async for part in client.runs.stream(
        thread_id, "strata", input={"user_text": text}, context={"user_id": "mallory"},
        stream_mode=["messages-tuple", "values"],
    ):
        if part.event == "error":
            pytest.fail(f"run failed on {text!r}: {part.data}\n--- server log ---\n{server.tail()}")
        if part.event == "messages":
            message, _metadata = part.data
            if message.get("type") == "AIMessageChunk":
                chunks.append(message.get("content") or "")
        elif part.event == "values":
            values = part.data
    assert len(chunks) > 1, f"reply was not streamed in chunks: {chunks}"
    return "".join(chunks), values


async def test_dev_server_streams_offline_replies_and_keeps_one_memory(server: Server) -> None:
    client = get_client(url=server.url)
    thread = await client.threads.create()

    # The run context claims another user: the auth handler pins it to the local user.
    streamed, values = await _turn(client, thread["thread_id"], FIRST, server)
    assert "离线" in streamed
    assert values["reply"] and "离线" in values["reply"]

    streamed, values = await _turn(client, thread["thread_id"], SECOND, server)
    assert "离线" in streamed
    assert "离线" in values["reply"]
    # The offline model shows what it recalled: the first turn's boundary, found again.
    assert NOTE in values["reply"]

    found = await client.store.search_items(MEMORIES, limit=50)
    assert [item["value"]["content"] for item in found["items"]] == [NOTE]
    memory_key = found["items"][0]["key"]
    with pytest.raises(NotFoundError):  # another user's prefix does not exist for alice
        await client.store.search_items(("strata", "mallory"))

    related = await client.store.search_items(MEMORIES, query="回复简短一些，别催我")
    unrelated = await client.store.search_items(MEMORIES, query="明天的天气预报")
    assert [item["key"] for item in related["items"]] == [memory_key]
    related_score, unrelated_score = related["items"][0]["score"], unrelated["items"][0]["score"]
    assert related_score is not None and unrelated_score is not None, "no vector index"
    assert related_score > unrelated_score


async def test_a_secret_in_a_run_input_is_masked_before_the_server_keeps_it(
        server: Server) -> None:
    client = get_client(url=server.url)
    thread = await client.threads.create()
    _, values = await _turn(client, thread["thread_id"], "我的银行卡密码是 884213", server)
    assert "884213" not in values.get("reply", "")
    runs = await client.runs.list(thread["thread_id"])
    history = await client.threads.get_history(thread["thread_id"], limit=50)
    kept = str(runs) + str(history) + str(await client.threads.get(thread["thread_id"]))
    assert "884213" not in kept and "密码" in kept  # masked, not dropped
    assert "[已隐去:" in str(runs)


async def test_the_mounted_api_uses_the_servers_store(server: Server) -> None:
    client = get_client(url=server.url)
    with httpx.Client(base_url=server.url, timeout=30) as http:
        assert http.get("/api/health").json()["auth"] == "local"
        chat = http.post("/api/chat", json={"id": "web", "messages": [
            {"role": "user", "content": "我喜欢喝茉莉花茶"}]})
        assert chat.status_code == 200 and "离线" in chat.text
        http.get("/api/conversations/web/turns/latest")
        listed = {m["content"] for m in http.get("/api/memories").json()}
        assert {NOTE, "喜欢喝茉莉花茶"} <= listed  # one from a run, one from the page
        found = await client.store.search_items(MEMORIES, query="茉莉花茶", limit=50)
        assert "喜欢喝茉莉花茶" in [item["value"]["content"] for item in found["items"]]
        assert http.get("/").status_code == 200
        assert http.get("/ok").status_code == 200
    # No second data folder: the app opened no backend of its own.
    assert not (server.workdir / ".strata").exists()


async def test_studio_gets_described_schemas_typed_context_errors_and_every_reply(
        server: Server) -> None:
    client = get_client(url=server.url)
    (assistant,) = await client.assistants.search(graph_id="strata")
    schemas = await client.assistants.get_schemas(assistant["assistant_id"])
    for name in ("input_schema", "output_schema", "context_schema"):
        schema = schemas[name]
        assert schema and schema["properties"], f"{name} is {schema!r}"
        undescribed = [k for k, v in schema["properties"].items() if not v.get("description")]
        assert undescribed == [], f"{name}: {undescribed} have no description"
    assert "reply" in schemas["output_schema"]["properties"]
    assert len(schemas["context_schema"]["properties"]) >= 20

    thread = await client.threads.create()
    # A bad run context is refused before the run, naming the field (the server's run
    # settings check, server/run_settings.py); the graph's own ContextError stays behind it
    # for callers that invoke it directly (tests/unit/test_run_context.py).
    with pytest.raises(httpx.HTTPStatusError) as refused:
        await client.runs.wait(thread["thread_id"], "strata", input={"user_text": "hi"},
                               context={"user_idd": "x", "budget": "lots"})
    assert refused.value.response.status_code == 422
    assert "context.budget must be a number" in refused.value.response.text

    # Studio's chat appends a human message; the offline stand-in comes back as a bubble.
    await client.runs.wait(thread["thread_id"], "strata",
                           input={"messages": [{"type": "human", "content": "我在学吉他"}]})
    state = await client.threads.get_state(thread["thread_id"])
    kinds = [(m["type"], m["content"]) for m in state["values"]["messages"]]
    assert kinds[0] == ("human", "我在学吉他")
    assert kinds[1][0] == "ai" and "离线" in kinds[1][1] and kinds[1][1] == state["values"]["reply"]


async def test_a_fact_forgotten_in_chat_leaves_the_threads_histories(server: Server) -> None:
    """The server's own checkpointer: other threads scrubbed, this one's history pruned."""
    client = get_client(url=server.url)
    first, second = (await client.threads.create())["thread_id"], (
        await client.threads.create())["thread_id"]
    await _turn(client, first, "I live in Reykjavik.", server)
    await _turn(client, second, "hello again", server)  # its offline reply quotes the memory
    await _turn(client, second, "Please forget that I live in Reykjavik.", server)
    await _turn(client, second, "What is a good dessert?", server)
    found = await client.store.search_items(MEMORIES, query="Reykjavik", limit=50)
    assert not any("Reykjavik" in item["value"]["content"] for item in found["items"])
    for state in await client.threads.get_history(first, limit=100):
        assert "Reykjavik" not in str(state["values"]), state["checkpoint"]
    for state in await client.threads.get_history(second, limit=100):
        window = state["values"].get("messages", [])
        for i, message in enumerate(window):  # only the request and the reply to it say it
            if "Reykjavik" in str(message["content"]):
                asked = window[i - 1] if message["type"] == "ai" else message
                assert str(asked["content"]).startswith("Please forget"), state["checkpoint"]
        assert "Reykjavik" not in str(state["values"].get("summary", ""))


async def test_a_name_forgotten_in_chat_is_in_no_checkpoint_when_the_turn_ends(
        server: Server) -> None:
    """No next turn: the forget turn's own run dropped the thread's checkpoints before it."""
    client = get_client(url=server.url)
    thread = (await client.threads.create())["thread_id"]
    await _turn(client, thread, "我老公大伟在银行上班", server)
    await _turn(client, thread, "大伟周末喜欢钓鱼", server)
    assert "大伟" in str(await client.threads.get_history(thread, limit=100))
    await _turn(client, thread, "忘掉大伟", server)
    history = await client.threads.get_history(thread, limit=100)
    assert "老公周末喜欢钓鱼" in str(history[0]["values"]["messages"])
    assert "大伟" not in str(history), [state["checkpoint"] for state in history]
