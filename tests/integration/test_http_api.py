"""`strata serve` as a chat front end uses it: streamed chat, history, the memory library, errors.

One server process for the module (SQLite data folder, a token secret, the reply model a
loopback OpenAI-compatible server so a reply can be slowed down).
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from tests.support.openai_server import OpenAIServer, Reply, openai_server
from tests.support.servers import SECRET, Server, offline_env, strata_serve, token

UPLOAD_LIMIT = 200_000
REPLY = "Hello from the loopback model, streamed word by word to the page."


@pytest.fixture(scope="module")
def model() -> Iterator[OpenAIServer]:
    with openai_server() as server:
        server.script = [Reply(content=REPLY)]
        yield server


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory, model: OpenAIServer) -> Iterator[Server]:
    env = offline_env(STRATA_AUTH_SECRET=SECRET, OPENAI_BASE_URL=model.base_url,
                      OPENAI_API_KEY="test", STRATA_MODEL="openai:loopback",
                      STRATA_MEMORY_MODEL="offline",
                      STRATA_MAX_UPLOAD_BYTES=str(UPLOAD_LIMIT))
    with strata_serve(tmp_path_factory.mktemp("http-api"), env=env) as running:
        yield running


@pytest.fixture
def client(server: Server, request: pytest.FixtureRequest) -> Iterator[httpx.Client]:
    # One user per test, so tests do not see each other's data.
    user = f"u-{request.node.name[:40]}"
    with httpx.Client(base_url=server.url, timeout=30,
                      headers={"Authorization": f"Bearer {token(user)}"}) as http:
        yield http


def chat(client: httpx.Client, conversation: str, text: str, **extra: object) -> httpx.Response:
    """One turn; once it answered, wait for its memory work (as the chat page does)."""
    body = {"id": conversation, "trigger": "submit-message", "messages": [
        {"id": "m1", "role": "user", "parts": [{"type": "text", "text": text}]}], **extra}
    response = client.post("/api/chat", json=body)
    if response.status_code == 200:
        client.get(f"/api/conversations/{conversation}/turns/latest")
    return response


def error_of(response: httpx.Response, status: int) -> str:
    assert response.status_code == status, response.text
    body = response.json()
    assert set(body) == {"error"} and isinstance(body["error"], str) and body["error"]
    return body["error"]


def test_chat_streams_plain_text_and_stores_both_messages(client: httpx.Client) -> None:
    with client.stream("POST", "/api/chat", json={"id": "first", "messages": [
            {"role": "user", "parts": [{"type": "text", "text": "你好，今天过得怎么样"}]}]}) as r:
        assert r.status_code == 200
        assert r.headers["content-type"] == "text/plain; charset=utf-8"
        pieces = list(r.iter_text())
    assert "".join(pieces) == REPLY and len(pieces) > 1
    plain = client.post("/api/chat", json={"id": "first", "messages": [
        {"role": "assistant", "content": REPLY}, {"role": "user", "content": "plain content"}]})
    assert plain.text == REPLY
    page = client.get("/api/conversations/first/messages").json()
    assert [(m["role"], m["content"], m["status"]) for m in page["messages"]] == [
        ("assistant", REPLY, "completed"), ("user", "plain content", "completed"),
        ("assistant", REPLY, "completed"), ("user", "你好，今天过得怎么样", "completed")]
    listed = client.get("/api/conversations").json()
    assert [(c["id"], c["message_count"], c["title"]) for c in listed] == [
        ("first", 4, "你好，今天过得怎么样")]


def test_history_pages_newest_first_by_cursor(client: httpx.Client) -> None:
    for n in range(4):
        chat(client, "pages", f"第 {n} 条消息，随便聊聊")
    seen: list[int] = []
    cursor = None
    while True:
        params = {"limit": 3} | ({"before": cursor} if cursor else {})
        page = client.get("/api/conversations/pages/messages", params=params).json()
        seen += [m["seq"] for m in page["messages"]]
        cursor = page["next_cursor"]
        if cursor is None:
            break
    assert seen == [8, 7, 6, 5, 4, 3, 2, 1]


def test_each_turn_carries_its_memory_notes(client: httpx.Client) -> None:
    chat(client, "notes", "我不喜欢被催促")
    turn = client.get("/api/conversations/notes/turns/latest").json()
    assert [w["content"] for w in turn["memory_writes"]] == ["不喜欢被催促"]
    assert turn["gate"]["should_extract"] and turn["pending"] is None
    chat(client, "notes", "哈哈")
    turn = client.get("/api/conversations/notes/turns/latest").json()
    assert turn["memory_writes"] == [] and turn["gate"]["category"] == "small_talk"
    user_notes = [m["notes"] for m in client.get("/api/conversations/notes/messages").json()[
        "messages"] if m["role"] == "user"]
    assert [[n["decision"] for n in notes] for notes in user_notes] == [["skipped"], ["stored"]]
    audit = client.get("/api/memories/audit").json()
    assert audit[0]["decision"] == "skipped" and audit[0]["category"] == "small_talk"
    assert audit[0]["rules"] == ["reject_short"]  # the rule that decided (memory/rules/)
    assert "preference_signal" in audit[1]["rules"]  # the stored 不喜欢被催促


def preview(client: httpx.Client, question: str) -> list[str]:
    built = client.get("/api/context", params={"q": question, "conversation": "lib"}).json()
    return [item["text"] for s in built["sections"] if s["name"] == "memories"
            for item in s["items"]]


def test_edit_disable_delete_follow_into_the_next_context(client: httpx.Client) -> None:
    chat(client, "lib", "我喜欢喝乌龙茶，记住哦")
    chat(client, "lib", "我住在上海")
    (tea,) = client.get("/api/memories", params={"q": "乌龙茶"}).json()
    assert tea["source"]["conversation"] == "lib" and tea["source"]["message_id"]
    assert any("乌龙茶" in text for text in preview(client, "喝点什么茶好"))
    assert client.get("/api/profile").json()["fields"]

    edited = client.patch(f"/api/memories/{tea['id']}", json={"content": "我喜欢喝龙井茶"})
    assert edited.status_code == 200 and edited.json()["content"] == "我喜欢喝龙井茶"
    assert edited.json()["history"][-1]["content"] == "喜欢喝乌龙茶"
    texts = preview(client, "喝点什么茶好")
    assert any("龙井" in text for text in texts) and not any("乌龙" in t for t in texts)

    client.patch(f"/api/memories/{tea['id']}", json={"status": "disabled"})
    assert not any("龙井" in text for text in preview(client, "喝点什么茶好"))
    assert client.get("/api/memories", params={"status": "disabled"}).json()[0]["id"] == tea["id"]
    client.patch(f"/api/memories/{tea['id']}", json={"status": "active"})
    assert any("龙井" in text for text in preview(client, "喝点什么茶好"))

    assert client.delete(f"/api/memories/{tea['id']}").status_code == 204
    error_of(client.get(f"/api/memories/{tea['id']}"), 404)
    assert not any("龙井" in text for text in preview(client, "喝点什么茶好"))
    city = client.get("/api/memories", params={"q": "上海"}).json()[0]
    client.delete(f"/api/memories/{city['id']}")
    assert client.get("/api/profile").json()["fields"] == {}  # rewritten from what is left


def test_bad_input_gets_a_clear_error_and_loses_nothing(client: httpx.Client) -> None:
    chat(client, "keep", "我喜欢爬山")
    before = client.get("/api/conversations/keep/messages").json()
    send = client.post
    error_of(send("/api/chat", content=b'{"id": "keep", "messages": [',
                  headers={"content-type": "application/json"}), 400)
    error_of(send("/api/chat", content=b'{"id": "keep", "messages": [{"role": "user", '
                  b'"content": "\xff\xfe"}]}', headers={"content-type": "application/json"}), 400)
    error_of(send("/api/chat", json={"id": "keep", "messages": []}), 422)
    error_of(send("/api/chat", json={"id": "keep", "messages": [{"role": "robot"}]}), 422)
    error_of(send("/api/chat", json={"messages": [{"role": "user", "content": "hi"}]}), 422)
    error_of(send("/api/chat", json={"id": "keep", "messages": [
        {"role": "assistant", "content": "hi"}]}), 422)
    assert "empty" in error_of(chat(client, "keep", "   "), 422)
    error_of(chat(client, "keep", "hi", agent="a\x01b"), 422)
    error_of(chat(client, "", "hi"), 422)
    assert "limit" in error_of(chat(client, "keep", "长" * 400_000), 413)
    error_of(client.get("/api/conversations/nope/messages"), 404)
    error_of(client.get("/api/conversations/keep/messages", params={"limit": 0}), 422)
    error_of(client.get("/api/memories/does-not-exist"), 404)
    error_of(client.get("/api/memories", params={"type": "nonsense"}), 422)
    error_of(client.get("/api/context"), 422)
    (memory,) = client.get("/api/memories").json()
    error_of(client.patch(f"/api/memories/{memory['id']}", json={"colour": "red"}), 422)
    error_of(client.patch(f"/api/memories/{memory['id']}", json={}), 422)
    assert "secret" in error_of(client.patch(f"/api/memories/{memory['id']}",
                                             json={"content": "我的密码是 hunter2"}), 422)
    assert client.get(f"/api/memories/{memory['id']}").json()["content"] == memory["content"]
    error_of(client.put("/api/memories", json={}), 405)
    error_of(client.get("/api/nothing-here"), 404)
    assert client.get("/api/conversations/keep/messages").json() == before


def test_documents_upload_the_attach_way(client: httpx.Client) -> None:
    text = "\n\n".join(f"第{n}条 甲方应在第{n}个工作日内付款 {n * 100} 元。" for n in range(1, 30))
    sent = client.post("/api/documents", files={"file": ("合同.txt", text.encode())},
                       data={"conversation": "docs"})
    assert sent.status_code == 202 and sent.json()["status"] == "pending"
    document = sent.json()["id"]
    deadline = time.monotonic() + 60
    while (found := client.get("/api/documents").json())[0]["status"] == "pending":
        assert time.monotonic() < deadline
        time.sleep(0.2)
    assert found[0]["status"] == "ready" and found[0]["chunks"] > 0
    assert found[0]["kind"] == "contract" and found[0]["conversation"] == "docs"
    error_of(client.post("/api/documents", files={"file": ("big.txt", b"a" * (UPLOAD_LIMIT +
                                                                             100_000))}), 413)
    error_of(client.post("/api/documents", files={"file": ("x.bin", bytes(range(256)) * 8)}), 422)
    error_of(client.post("/api/documents", files={"file": ("a.txt", b"hi")},
                         data={"kind": "poem"}), 422)
    assert client.delete(f"/api/documents/{document}").status_code == 204
    error_of(client.delete(f"/api/documents/{document}"), 404)
    assert client.get("/api/documents").json() == []


def test_a_client_that_leaves_keeps_the_partial_reply(client: httpx.Client,
                                                      model: OpenAIServer) -> None:
    slow = " ".join(f"word{n}" for n in range(60))
    model.script = [Reply(content=slow, chunk_delay=0.1), Reply(content=REPLY)]
    with client.stream("POST", "/api/chat", json={"id": "gone", "messages": [
            {"role": "user", "content": "讲一个很长的故事"}]}) as r:
        first = next(r.iter_text())
    deadline = time.monotonic() + 30
    while True:
        messages = client.get("/api/conversations/gone/messages").json()["messages"]
        if messages[0]["role"] == "assistant":
            break
        assert time.monotonic() < deadline, messages
        time.sleep(0.2)
    reply, user = messages
    assert user["content"] == "讲一个很长的故事"
    assert reply["status"] == "incomplete" and reply["content"].startswith(first.strip())
    assert len(reply["content"]) < len(slow)
    assert client.get("/api/conversations/gone/turns/latest").json()["reply_incomplete"]


def test_forgetting_a_conversation_and_everything(client: httpx.Client) -> None:
    chat(client, "one", "我喜欢看电影")
    chat(client, "two", "我在学吉他")
    done = client.delete("/api/conversations/one").json()
    assert done["items"] > 0 and done["threads"] == 1
    error_of(client.get("/api/conversations/one/messages"), 404)
    assert [c["id"] for c in client.get("/api/conversations").json()] == ["two"]
    assert client.delete("/api/me").json()["items"] > 0
    for path in ("/api/conversations", "/api/memories", "/api/topics", "/api/documents",
                 "/api/memories/audit"):
        assert client.get(path).json() == [], path
    error_of(client.delete("/api/conversations/two"), 404)


def test_openapi_and_pages_are_served_and_reveal_nothing(server: Server) -> None:
    spec = httpx.get(f"{server.url}/api/openapi.json").json()
    assert {"/chat", "/conversations/{conversation}/messages", "/memories/{memory_id}",
            "/documents", "/me", "/context"} <= set(spec["paths"])
    assert "ChatIn" in spec["components"]["schemas"]
    for path in ("/", "/memories", "/static/chat.js", "/static/app.css"):
        page = httpx.get(f"{server.url}{path}")
        assert page.status_code == 200 and "u-test" not in page.text
    health = httpx.get(f"{server.url}/api/health").json()
    history = health.pop("history")
    model = health.pop("model")
    assert health == {"ok": True, "auth": "token", "confirm_memories": False}
    # Fallbacks of the memory model to the rules (none: it is offline here), no endpoint named.
    assert model == {"fallbacks": {}, "fallbacks_this_process": {}, "breakers_open": 0}
    # What the worker holds of the history index, against its budget (256 MB by default).
    assert history["served_by"] == "process" and history["budget_bytes"] == 256 * 2**20
    assert 0 <= history["used_bytes"] <= history["budget_bytes"]
    error_of(httpx.get(f"{server.url}/api/memories"), 401)


def test_the_data_folder_is_where_serve_was_told(server: Server) -> None:
    data = Path(server.workdir) / "data"
    assert (data / "store.sqlite").exists() and (data / "checkpoints.sqlite").exists()


def test_regenerate_replaces_the_last_reply_without_a_new_turn_or_a_reinforced_memory(
    client: httpx.Client, model: OpenAIServer,
) -> None:
    def regenerate() -> httpx.Response:
        # What useChat sends: the messages without the reply being replaced, and its id.
        response = client.post("/api/chat", json={
            "id": "again", "trigger": "regenerate-message", "messageId": "a1", "messages": [
                {"id": "m1", "role": "user", "parts": [{"type": "text", "text": "我喜欢打篮球"}]}]})
        if response.status_code == 200:
            client.get("/api/conversations/again/turns/latest")
        return response

    assert "nothing to regenerate" in error_of(regenerate(), 409)
    model.script = [Reply(content="first answer"), Reply(content="second answer"),
                    Reply(content="third answer"), Reply(content=REPLY)]
    try:
        assert chat(client, "again", "我喜欢打篮球").text == "first answer"
        (memory,) = client.get("/api/memories").json()
        assert regenerate().text == "second answer"
        assert regenerate().text == "third answer"
    finally:
        model.script = [Reply(content=REPLY)]
    page = client.get("/api/conversations/again/messages").json()["messages"]
    assert [(m["role"], m["content"]) for m in page] == [
        ("assistant", "third answer"), ("user", "我喜欢打篮球")]
    (after,) = client.get("/api/memories").json()
    assert (after["id"], after["mentions"], after["confidence"]) == (
        memory["id"], 1, memory["confidence"])
    (conversation,) = [c for c in client.get("/api/conversations").json() if c["id"] == "again"]
    assert conversation["message_count"] == 2
    # The next turn goes on from the regenerated reply, as a turn of its own.
    assert chat(client, "again", "今天天气怎么样").text == REPLY
    assert len(client.get("/api/conversations/again/messages").json()["messages"]) == 4
