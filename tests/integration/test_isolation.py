"""The isolation matrix: every route × {no token, forged, expired, other user} → 401 / 404.

Run against `strata serve`, against the same API mounted in `langgraph dev`, and against
LangGraph's own routes there (threads, runs, crons, store). Nothing of alice's changes: her
data is read before and after every case. The other user also tries to claim alice in the
body, the query and a header; answers that are not 401 / 404 (lists, a new chat) must
carry nothing of hers. The count of cases is printed and written to bench/out/.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

import httpx
import pytest

from tests.support.servers import (
    PROJECT,
    SECRET,
    Server,
    langgraph_dev,
    offline_env,
    strata_serve,
    token,
)

MARK = "ALICE-MARKER 我喜欢喝乌龙茶"
KINDS = ("no token", "forged", "expired", "other user")
TALLY: dict[str, int] = {}


@dataclass
class Case:
    """One request; `owned` when it names one of alice's things (another user gets 404)."""

    name: str
    method: str
    path: str
    body: Any = None
    files: dict[str, Any] | None = None
    owned: bool = True
    ok: set[int] = field(default_factory=lambda: {200, 201, 202, 204})
    refused: set[int] = field(default_factory=lambda: {404})
    """What "not yours" looks like (LangGraph's copy answers a missing thread with 409)."""
    claims: bool = False
    """The body takes extra fields: the other user claims alice there too."""


def headers_for(kind: str) -> dict[str, str]:
    if kind == "no token":
        return {}
    bearer = {"forged": token("alice", secret="not-the-server-secret-0123456789"),
              "expired": token("alice", ttl=-120), "other user": token("bob")}[kind]
    # The other user also claims alice everywhere a careless server might look.
    return {"Authorization": f"Bearer {bearer}", "X-User": "alice", "X-Strata-User": "alice"}


def send(http: httpx.Client, case: Case, kind: str) -> httpx.Response:
    body, url = case.body, httpx.URL(case.path)
    if kind == "other user":
        url = url.copy_merge_params({"user": "alice", "user_id": "alice"})
        if case.claims:
            body = {**body, "user": "alice", "user_id": "alice", "sub": "alice"}
    return http.request(case.method, url, json=body if case.files is None else None,
                        files=case.files, headers=headers_for(kind))


def run_matrix(http: httpx.Client, cases: list[Case], snapshot: Callable[[], Any],
               alice_ids: list[str], label: str) -> None:
    before = snapshot()
    failures = []
    for case in cases:
        for kind in KINDS:
            r = send(http, case, kind)
            if kind != "other user":
                good = r.status_code == 401
            elif case.owned:
                good = r.status_code in case.refused
            else:
                good = r.status_code in case.ok and not any(s in r.text for s in alice_ids)
            if not good:
                failures.append(f"{case.name} [{kind}] → {r.status_code} {r.text[:160]}")
            TALLY[label] = TALLY.get(label, 0) + 1
    assert not failures, "\n".join(failures)
    assert snapshot() == before, "alice's data changed"


def api_cases(conversation: str, memory: str, document: str) -> list[Case]:
    chat = {"id": conversation, "messages": [{"role": "user", "content": "我喜欢打篮球"}]}
    conv = f"/api/conversations/{conversation}"
    return [
        Case("me", "GET", "/api/me", owned=False),
        Case("conversations", "GET", "/api/conversations", owned=False),
        Case("messages", "GET", f"{conv}/messages"),
        Case("latest turn", "GET", f"{conv}/turns/latest"),
        Case("answer", "POST", f"{conv}/answer", {"remember": True}),
        Case("delete conversation", "DELETE", conv),
        Case("memories", "GET", "/api/memories?q=乌龙茶", owned=False),
        Case("audit", "GET", "/api/memories/audit", owned=False),
        Case("memory", "GET", f"/api/memories/{memory}"),
        Case("edit memory", "PATCH", f"/api/memories/{memory}", {"content": "bob was here"}),
        Case("disable memory", "PATCH", f"/api/memories/{memory}", {"status": "disabled"}),
        Case("delete memory", "DELETE", f"/api/memories/{memory}"),
        Case("topics", "GET", "/api/topics", owned=False),
        Case("profile", "GET", "/api/profile", owned=False),
        Case("context", "GET", f"/api/context?q=喝什么茶&conversation={conversation}",
             owned=False),
        Case("documents", "GET", "/api/documents", owned=False),
        Case("upload", "POST", "/api/documents", files={"file": ("b.txt", b"bob's notes")},
             owned=False),
        Case("delete document", "DELETE", f"/api/documents/{document}"),
        Case("chat", "POST", "/api/chat", chat, owned=False, claims=True),
        Case("memory history", "GET", f"/api/memories/{memory}/history"),
        Case("document", "GET", f"/api/documents/{document}"),
        Case("turns", "POST", "/api/turns",
             {"conversation": conversation, "user": "我喜欢打篮球", "reply": "好"},
             owned=False, claims=False),
        Case("turns (messages)", "POST", "/api/turns",
             {"conversation": conversation, "messages": [{"role": "user", "content": "我在成都"}]},
             owned=False),
        Case("search", "POST", "/api/memories/search", {"query": "乌龙茶"}, owned=False),
        Case("paged memories", "GET", "/api/memories?limit=1&metadata={}", owned=False),
        Case("persona", "GET", "/api/persona", owned=False),
        Case("set persona", "PUT", "/api/persona", {"persona": "bob's persona"}, owned=False),
        Case("export", "GET", "/api/me/export", owned=False),
        Case("forget me", "DELETE", "/api/me", owned=False),
    ]


def alice_api_data(http: httpx.Client) -> dict[str, str]:
    auth = {"Authorization": f"Bearer {token('alice')}"}
    http.post("/api/chat", headers=auth, json={"id": "a1", "messages": [
        {"role": "user", "content": MARK}]})
    http.get("/api/conversations/a1/turns/latest", headers=auth)
    http.put("/api/persona", headers=auth, json={"persona": MARK})
    (memory,) = http.get("/api/memories", headers=auth).json()
    document = http.post("/api/documents", headers=auth, data={"conversation": "a1"},
                         files={"file": ("alice.txt", f"{MARK}\n\n第二段".encode())}).json()
    deadline = time.monotonic() + 60
    while http.get("/api/documents", headers=auth).json()[0]["status"] == "pending":
        assert time.monotonic() < deadline
        time.sleep(0.2)
    bob = {"Authorization": f"Bearer {token('bob')}"}
    http.post("/api/chat", headers=bob, json={"id": "b1", "messages": [
        {"role": "user", "content": "我喜欢打篮球"}]})
    return {"memory": memory["id"], "document": document["id"]}


def api_snapshot(http: httpx.Client) -> Callable[[], Any]:
    auth = {"Authorization": f"Bearer {token('alice')}"}
    paths = ["/api/conversations", "/api/conversations/a1/messages", "/api/memories",
             "/api/documents", "/api/profile", "/api/topics", "/api/memories/audit",
             "/api/persona"]
    return lambda: [http.get(p, headers=auth).json() for p in paths]


@pytest.fixture(scope="module")
def serve(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    with strata_serve(tmp_path_factory.mktemp("iso-serve"),
                      env=offline_env(STRATA_AUTH_SECRET=SECRET)) as running:
        yield running


@pytest.fixture(scope="module")
def dev(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    with langgraph_dev(tmp_path_factory.mktemp("iso-dev"),
                       env=offline_env(STRATA_AUTH_SECRET=SECRET)) as running:
        yield running


@pytest.mark.parametrize("where", ["serve", "dev"])
def test_every_api_route_refuses_strangers(where: str, request: pytest.FixtureRequest) -> None:
    server: Server = request.getfixturevalue(where)
    with httpx.Client(base_url=server.url, timeout=60) as http:
        ids = alice_api_data(http)
        cases = api_cases("a1", ids["memory"], ids["document"])
        run_matrix(http, cases, api_snapshot(http), [MARK, ids["memory"], ids["document"]],
                   f"api ({'strata serve' if where == 'serve' else 'langgraph dev'})")


def alice_langgraph_data(http: httpx.Client) -> dict[str, str]:
    auth = {"Authorization": f"Bearer {token('alice')}"}
    thread = http.post("/threads", headers=auth, json={}).json()["thread_id"]
    run = http.post(f"/threads/{thread}/runs", headers=auth, json={
        "assistant_id": "strata", "input": {"user_text": MARK}}).json()["run_id"]
    http.get(f"/threads/{thread}/runs/{run}/join", headers=auth)
    cron = http.post(f"/threads/{thread}/runs/crons", headers=auth, json={
        "assistant_id": "strata", "schedule": "0 0 1 1 *",
        "input": {"user_text": "hi"}}).json()["cron_id"]
    found = http.post("/store/items/search", headers=auth, json={
        "namespace_prefix": ["strata", "alice", "default", "memories"]}).json()["items"]
    return {"thread": thread, "run": run, "cron": cron, "key": found[0]["key"]}


def langgraph_cases(thread: str, run: str, cron: str, key: str) -> list[Case]:
    t, memories = f"/threads/{thread}", ["strata", "alice", "default", "memories"]
    start = {"assistant_id": "strata", "input": {"user_text": "我是 bob"}}
    item = {"namespace": memories, "key": key, "value": {"content": "bob was here"}}
    return [
        Case("get thread", "GET", t), Case("patch thread", "PATCH", t, {"metadata": {"x": 1}}),
        Case("state", "GET", f"{t}/state"),
        Case("update state", "POST", f"{t}/state", {"values": {"user_text": "x"}}),
        Case("history", "GET", f"{t}/history"), Case("history (post)", "POST", f"{t}/history", {}),
        Case("copy thread", "POST", f"{t}/copy", refused={404, 409}),
        Case("list runs", "GET", f"{t}/runs"),
        Case("get run", "GET", f"{t}/runs/{run}"), Case("join run", "GET", f"{t}/runs/{run}/join"),
        Case("cancel run", "POST", f"{t}/runs/{run}/cancel"),
        Case("create run", "POST", f"{t}/runs", start),
        Case("wait run", "POST", f"{t}/runs/wait", start),
        Case("stream run", "POST", f"{t}/runs/stream", start),
        Case("thread cron", "POST", f"{t}/runs/crons", start | {"schedule": "* * * * *"}),
        Case("get cron", "GET", f"/runs/crons/{cron}"),
        Case("patch cron", "PATCH", f"/runs/crons/{cron}", {"schedule": "* * * * *"}),
        Case("delete cron", "DELETE", f"/runs/crons/{cron}"),
        Case("get item", "GET", f"/store/items?namespace={'.'.join(memories)}&key={key}"),
        Case("put item", "PUT", "/store/items", item),
        Case("delete item", "DELETE", "/store/items", {"namespace": memories, "key": key}),
        Case("search items", "POST", "/store/items/search", {"namespace_prefix": memories}),
        Case("namespaces", "POST", "/store/namespaces", {"prefix": ["strata", "alice"]}),
        Case("delete run", "DELETE", f"{t}/runs/{run}"), Case("delete thread", "DELETE", t),
        Case("search threads", "POST", "/threads/search", {}, owned=False),
        Case("count threads", "POST", "/threads/count", {}, owned=False),
        Case("search crons", "POST", "/runs/crons/search", {}, owned=False),
        Case("search all items", "POST", "/store/items/search", {"namespace_prefix": ["strata"]},
             owned=False),
        Case("all namespaces", "POST", "/store/namespaces", {}, owned=False),
        Case("stateless run as alice", "POST", "/runs/wait",
             start | {"context": {"user_id": "alice"}}, owned=False, claims=True),
    ]


def langgraph_snapshot(http: httpx.Client, ids: dict[str, str]) -> Callable[[], Any]:
    auth = {"Authorization": f"Bearer {token('alice')}"}

    def read() -> Any:
        thread = http.get(f"/threads/{ids['thread']}", headers=auth).json()
        state = http.get(f"/threads/{ids['thread']}/state", headers=auth).json()
        runs = http.get(f"/threads/{ids['thread']}/runs", headers=auth).json()
        crons = http.post("/runs/crons/search", headers=auth, json={}).json()
        items = http.post("/store/items/search", headers=auth, json={
            "namespace_prefix": ["strata", "alice"], "limit": 100}).json()["items"]
        return (thread["metadata"], thread["status"], state["values"],
                sorted((r["run_id"], r["status"]) for r in runs),
                sorted((c["cron_id"], c["schedule"]) for c in crons),
                sorted((tuple(i["namespace"]), i["key"], json.dumps(i["value"], sort_keys=True))
                       for i in items))

    return read


def test_every_langgraph_route_refuses_strangers(dev: Server) -> None:
    with httpx.Client(base_url=dev.url, timeout=60) as http:
        ids = alice_langgraph_data(http)
        run_matrix(http, langgraph_cases(**ids), langgraph_snapshot(http, ids),
                   [MARK, ids["thread"], ids["run"], ids["cron"], ids["key"]], "langgraph routes")
        bob = {"Authorization": f"Bearer {token('bob')}"}
        # An id that is taken answers 409 whoever owns it; bob still gets nothing of hers.
        taken = http.post("/threads", headers=bob, json={"thread_id": ids["thread"],
                                                         "if_exists": "do_nothing"})
        assert taken.status_code in (404, 409) and MARK not in taken.text
        mine = http.post("/store/items/search", headers=bob, json={
            "namespace_prefix": ["strata", "bob"]}).json()["items"]
        assert mine and all(i["namespace"][1] == "bob" for i in mine)  # bob's run ran as bob


def test_zz_the_count_of_cases_tried() -> None:
    total = sum(TALLY.values())
    line = ", ".join(f"{k}: {v}" for k, v in TALLY.items())
    print(f"\nisolation matrix: {total} cases ({line}): 401 / 404 (409 where LangGraph's "
          "thread copy says not found), nothing of alice's changed or shown")
    out = PROJECT / "bench" / "out"
    out.mkdir(parents=True, exist_ok=True)
    (out / "isolation.json").write_text(json.dumps({"total": total, **TALLY}, indent=2))
    assert total >= 4 * (2 * 29 + 31) or not TALLY
