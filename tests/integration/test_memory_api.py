"""The memory-only API beside /api/chat, on `strata serve` with tokens, and the remote client.

An app with its own model stores turns with its reply, searches by meaning, pages every
list, labels memories with metadata, sets the persona, reads a document and exports
everything. One server for the module (offline: no reply model is ever called here).
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any

import httpx
import pytest

from strata_layered import Memory
from strata_layered.client import Unauthorized
from tests.support.client_checks import round_trip
from tests.support.servers import SECRET, Server, offline_env, strata_serve, token

KEY = "sk-proj-Zx81PqLm20TyUv55Hd73Kw9Aa"


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    with strata_serve(tmp_path_factory.mktemp("memory-api"),
                      env=offline_env(STRATA_AUTH_SECRET=SECRET)) as running:
        yield running


@pytest.fixture
def client(server: Server, request: pytest.FixtureRequest) -> Iterator[httpx.Client]:
    user = f"u-{request.node.name[:40]}"  # one user per test
    with httpx.Client(base_url=server.url, timeout=120,
                      headers={"Authorization": f"Bearer {token(user)}"}) as http:
        yield http


def turn(client: httpx.Client, **body: Any) -> dict[str, Any]:
    response = client.post("/api/turns", json=body)
    assert response.status_code == 200, response.text
    return dict(response.json())


def every_page(client: httpx.Client, path: str, **params: Any) -> list[dict[str, Any]]:
    """Follow Next-Cursor with one item a page; each page must be new items."""
    out: list[dict[str, Any]] = []
    params = {"limit": 1, **params}
    for _ in range(50):
        response = client.get(path, params=params)
        assert response.status_code == 200, response.text
        assert len(response.json()) <= 1
        out += response.json()
        cursor = response.headers.get("next-cursor")
        if not cursor:
            return out
        params["cursor"] = cursor
    raise AssertionError("paging did not end")


def test_a_turn_with_the_apps_reply_runs_memory(client: httpx.Client) -> None:
    done = turn(client, conversation="app", user="我每周三晚上练瑜伽", reply="好的，记住了。",
                metadata={"app": "coach"})
    (only,) = done["turns"]
    assert only["reply"] == "好的，记住了。" and only["gate"]["should_extract"]
    (write,) = only["memory_writes"]
    assert write["action"] == "stored" and "瑜伽" in write["content"]
    page = client.get("/api/conversations/app/messages").json()["messages"]
    assert [(m["role"], m["content"]) for m in page] == [
        ("assistant", "好的，记住了。"), ("user", "我每周三晚上练瑜伽")]
    memory = client.get(f"/api/memories/{write['id']}").json()
    assert memory["metadata"] == {"app": "coach"}
    # Messages as mem0's add takes them: pairs, a user message alone, system left out.
    more = turn(client, conversation="app", messages=[
        {"role": "system", "content": "You are a coach."},
        {"role": "user", "content": "今天有点累"}, {"role": "assistant", "content": "休息一下"},
        {"role": "user", "content": "我住在杭州"}])
    assert [t["user_message"] for t in more["turns"]] == ["今天有点累", "我住在杭州"]
    assert [t["reply"] for t in more["turns"]] == ["休息一下", ""]
    # A user message alone (mem0's add of what the user said) has no reply coming: it is
    # judged at once, not carried to a complete turn that may never come.
    assert [t["gate"]["should_extract"] for t in more["turns"]] == [False, True]
    assert any("杭州" in w["content"] for w in more["turns"][1]["memory_writes"])
    alone = turn(client, conversation="app", messages="I prefer green tea to coffee")
    assert alone["turns"][0]["gate"]["should_extract"]
    assert any("green tea" in w["content"] for w in alone["turns"][0]["memory_writes"])
    after = turn(client, conversation="app", user="我住在杭州", reply="好")
    assert after["turns"][0]["gate"]["category"] == "duplicate"  # judged once, not again
    count = client.get("/api/conversations").json()[0]["message_count"]
    assert count == 8
    long = "我最近在准备马拉松，" * 60  # a message as a string is text, not a list of 200
    assert turn(client, conversation="long", messages=long)["turns"][0]["user_message"]


def test_bad_turns_are_refused_and_write_nothing(client: httpx.Client) -> None:
    bad = [{}, {"user": "hi", "messages": "hi"}, {"messages": []},
           {"messages": [{"role": "robot", "content": "x"}]}, {"reply": "only a reply"},
           {"user": "hi", "at": "yesterday"}, {"user": "hi", "metadata": {"k": "v" * 600}},
           {"user": "hi", "conversation": "a\x00b"}, {"user": "   "}]
    for body in bad:
        response = client.post("/api/turns", json=body)
        assert response.status_code == 422, (body, response.text)
        assert response.json()["error"]
    assert client.get("/api/conversations").json() == []
    assert client.get("/api/me/export").json()["items"] == []


def test_search_is_by_meaning_in_either_language(client: httpx.Client) -> None:
    turn(client, user="我每周三晚上练瑜伽", reply="好的", metadata={"app": "coach"})
    tea = turn(client, user="I prefer green tea to coffee every morning", reply="Noted.")
    assert tea["turns"][0]["memory_writes"]
    hits = client.post("/api/memories/search", json={"query": "yoga"}).json()
    assert "瑜伽" in hits[0]["memory"]["content"] and 0 < hits[0]["score"] <= 1
    hits = client.post("/api/memories/search", json={"query": "tea"}).json()
    assert "green tea" in hits[0]["memory"]["content"]
    filtered = client.post("/api/memories/search",
                           json={"query": "yoga", "metadata": {"app": "coach"}}).json()
    assert [h["memory"]["metadata"] for h in filtered] == [{"app": "coach"}]
    assert client.post("/api/memories/search",
                       json={"query": "yoga", "type": "boundary"}).json() == []
    for body in ({"query": ""}, {"query": "  "}, {"query": "x", "status": "gone"},
                 {"query": "x", "limit": 0}, {"query": "x", "type": "nonsense"}):
        assert client.post("/api/memories/search", json=body).status_code == 422


def test_substring_filter_matches_a_memorys_own_text_only(client: httpx.Client) -> None:
    write = turn(client, user="我每周三晚上练瑜伽", reply="好")["turns"][0]["memory_writes"][0]
    assert write["content"] == "每周三晚上练瑜伽"
    assert [m["id"] for m in client.get("/api/memories", params={"q": "瑜伽"}).json()] == [
        write["id"]]
    # "我每周" is in the memory's source excerpt (the message), not in the memory.
    assert client.get("/api/memories", params={"q": "我每周"}).json() == []


def test_metadata_is_set_replaced_and_filtered(client: httpx.Client) -> None:
    a = turn(client, user="我喜欢喝乌龙茶", reply="好", metadata={"app": "tea"})
    b = turn(client, user="我住在成都", reply="好")
    tea, city = (x["turns"][0]["memory_writes"][0]["id"] for x in (a, b))
    assert [m["id"] for m in client.get(
        "/api/memories", params={"metadata": '{"app": "tea"}'}).json()] == [tea]
    patched = client.patch(f"/api/memories/{city}", json={"metadata": {"app": "geo", "n": 2}})
    assert patched.status_code == 200 and patched.json()["metadata"] == {"app": "geo", "n": 2}
    assert [m["id"] for m in client.get(
        "/api/memories", params={"metadata": '{"n": 2}'}).json()] == [city]
    history = client.get(f"/api/memories/{city}/history").json()
    assert [h["kind"] for h in history] == ["created", "metadata", "current"]
    assert client.patch(f"/api/memories/{city}", json={"metadata": {"k": [1]}}).status_code == 422
    assert client.get("/api/memories", params={"metadata": "{"}).status_code == 422


def test_every_list_pages_by_cursor(client: httpx.Client) -> None:
    for n, text in enumerate(["我喜欢喝乌龙茶", "我住在成都", "我每周三晚上练瑜伽"]):
        turn(client, conversation=f"c{n}", user=text, reply="好")
    for n in range(2):
        client.post("/api/documents", data={"conversation": "c0"},
                    files={"file": (f"d{n}.txt", f"第{n}份文件。\n\n内容。".encode())})
    for path in ("/api/memories", "/api/memories/audit", "/api/conversations", "/api/topics",
                 "/api/documents"):
        whole = client.get(path, params={"limit": 1000}).json()
        assert len(whole) >= 2, path
        paged = every_page(client, path)
        assert [x["id"] for x in paged] == [x["id"] for x in whole], path
    assert client.get("/api/memories", params={"cursor": "not-a-cursor"}).status_code == 422


def test_persona_is_read_and_set(client: httpx.Client) -> None:
    assert client.get("/api/persona").json()["persona"] == ""
    put = client.put("/api/persona", json={"persona": f"你是健身教练。密钥 {KEY}"})
    assert put.status_code == 200 and KEY not in put.json()["persona"]
    assert client.get("/api/persona").json()["persona"].startswith("你是健身教练")
    assert client.get("/api/persona", params={"agent": "other"}).json()["persona"] == ""
    built = client.get("/api/context", params={"q": "练什么"}).json()
    assert built["sections"][0]["items"][0]["text"].startswith("你是健身教练")
    assert client.put("/api/persona", json={"persona": ""}).status_code == 422


def test_a_document_with_its_text_and_summary_tree(client: httpx.Client) -> None:
    text = "第一章 总则\n\n" + "本合同约定甲乙双方的权利义务。\n\n" * 60
    doc = client.post("/api/documents", files={"file": ("c.txt", text.encode())}).json()
    deadline = time.monotonic() + 60
    while (detail := client.get(f"/api/documents/{doc['id']}").json())["status"] == "pending":
        assert time.monotonic() < deadline
        time.sleep(0.2)
    assert detail["status"] == "ready" and detail["text"] == text.strip() or text
    assert detail["summary_tree"] and detail["summary_tree"][-1]["text"]
    assert client.get("/api/documents/nope").status_code == 404


def test_export_is_everything_with_secrets_masked(client: httpx.Client) -> None:
    turn(client, user="我每周三晚上练瑜伽", reply="好")
    turn(client, user=f"顺便，我的 key 是 {KEY}", reply="好")
    client.put("/api/persona", json={"persona": "你是健身教练"})
    exported = client.get("/api/me/export")
    assert exported.status_code == 200 and KEY not in exported.text
    body = exported.json()
    assert body["format"] == "strata-export/1" and body["user"].startswith("u-")
    labels = {label for i in body["items"] for label in i["namespace"]}
    assert {"memories", "conversations", "messages", "agents", "audit"} <= labels
    assert "瑜伽" in exported.text and "你是健身教练" in exported.text
    assert "顺便，我的 key 是" in exported.text  # the message is there, its key masked


def test_openapi_names_the_bearer_scheme_on_every_new_route(server: Server) -> None:
    spec = httpx.get(f"{server.url}/api/openapi.json").json()
    assert spec["components"]["securitySchemes"]["bearer"]["scheme"] == "bearer"
    for path, method in (("/turns", "post"), ("/memories/search", "post"),
                         ("/persona", "put"), ("/me/export", "get"),
                         ("/documents/{document_id}", "get"),
                         ("/memories/{memory_id}/history", "get")):
        assert spec["paths"][path][method]["security"] == [{"bearer": []}], path
    assert "Next-Cursor" in spec["paths"]["/memories"]["get"]["responses"]["200"]["headers"]


def test_the_remote_client_round_trips(server: Server) -> None:
    with Memory(server.url, token=token("carol")) as carol, \
            Memory(server.url, token=token("dave")) as dave:
        round_trip(carol, "carol", dave, "dave")  # checked against the tokens
        with pytest.raises(Unauthorized):
            carol.search("yoga", user_id="dave")  # a token is one user
    with Memory(server.url, token=token("carol", secret="not-the-server-secret-0123456789")
                ) as forged, pytest.raises(Unauthorized):
        forged.search("yoga")
