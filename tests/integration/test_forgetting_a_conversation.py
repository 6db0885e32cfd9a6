"""Forgetting one conversation takes what only it gave: memories, topics, audit, profile fields.

Issue 27 item 7: it kept its memories, topic records quoting its messages, audit entries and
profile fields. Tried through the CLI and through `strata serve`, then every file of the data
folder is searched (`grep -a`) for the forgotten words; what another conversation also said
stays.
"""

from __future__ import annotations

import json
import subprocess
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from strata_layered.cli import main
from strata_layered.graph import changes
from strata_layered.graph.backend import open_backend
from strata_layered.graph.builder import build_graph
from strata_layered.graph.context import Context
from strata_layered.graph.retrieval.preview import preview_context
from tests.support.openai_server import OpenAIServer, Reply
from tests.support.servers import SECRET, offline_env, strata_serve, token

JOB = "我叫小林，我是一名护士，经常上夜班"
HOBBY = "我喜欢在周末去爬山"
SHARED = "记住：我喜欢喝乌龙茶"
FORGOTTEN = ("护士", "夜班", "小林")
UNSAID = ("护士", "夜班")
"""Said only in c1. (The offline stand-in replies of c2 quote the recalled name, 小林: that is
c2's own log, as its user saw it, and stays — docs/security.md says so.)"""


def grep(data: Path, needle: str) -> list[str]:
    found = subprocess.run(["grep", "-rlaF", needle, str(data)], capture_output=True,
                           text=True, check=False)
    return found.stdout.split()


def strata(data: Path, *args: str) -> int:
    return main(["--data", str(data), "--user", "lin", *args])


def as_json(data: Path, capsys: pytest.CaptureFixture[str], *args: str) -> list | dict:
    capsys.readouterr()
    assert strata(data, *args, "--json") == 0
    return json.loads(capsys.readouterr().out)


def _strings(value: object) -> Iterator[str]:
    """Every string in a JSON value, keys and values, at any depth."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for key, item in value.items():
            yield key
            yield from _strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from _strings(item)


def test_the_cli_forgets_what_only_the_conversation_gave(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    data = tmp_path / "data"
    for conversation, text in (("c1", JOB), ("c1", SHARED), ("c2", HOBBY), ("c2", SHARED)):
        assert strata(data, "say", "--conversation", conversation, text) == 0
    before = {m["content"] for m in as_json(data, capsys, "memories", "list")}
    assert any("护士" in m for m in before) and any("乌龙茶" in m for m in before), before
    assert all(grep(data, word) for word in FORGOTTEN)

    assert strata(data, "forget", "--conversation", "c1") == 0

    after = as_json(data, capsys, "memories", "list")
    contents = {m["content"] for m in after}
    assert not any(word in c for c in contents for word in FORGOTTEN), contents
    assert any("爬山" in c for c in contents) and any("乌龙茶" in c for c in contents)
    shared = next(m for m in after if "乌龙茶" in m["content"])
    # Exact values, not a substring of the dump: a random id can hold "c1" (…8c12…).
    assert "c1" not in set(_strings(shared)), shared
    audit = as_json(data, capsys, "memories", "audit")
    assert audit and not any(entry.get("conversation") == "c1" for entry in audit), audit
    for word in UNSAID:
        assert grep(data, word) == [], word
    capsys.readouterr()
    assert strata(data, "context", "--conversation", "c2", "我是做什么工作的？") == 0
    assert not any(word in capsys.readouterr().out for word in FORGOTTEN)


def test_the_api_forgets_what_only_the_conversation_gave(tmp_path: Path) -> None:
    with strata_serve(tmp_path, env=offline_env(STRATA_AUTH_SECRET=SECRET)) as server, \
            httpx.Client(base_url=server.url, timeout=120,
                         headers={"Authorization": f"Bearer {token('lin')}"}) as http:
        for conversation, text in (("c1", JOB), ("c1", SHARED), ("c2", HOBBY),
                                   ("c2", SHARED)):
            said = http.post("/api/chat", json={
                "id": conversation, "messages": [{"role": "user", "content": text}]})
            assert said.status_code == 200, said.text
            http.get(f"/api/conversations/{conversation}/turns/latest")
        profile = http.get("/api/profile").json()
        assert "护士" in json.dumps(profile, ensure_ascii=False), profile

        assert http.delete("/api/conversations/c1").status_code == 200

        seen = json.dumps([http.get(p).json() for p in (
            "/api/memories", "/api/profile", "/api/topics", "/api/memories/audit")],
            ensure_ascii=False)
        assert not [w for w in FORGOTTEN if w in seen], seen
        assert "爬山" in seen and "乌龙茶" in seen
        audit = http.get("/api/memories/audit").json()
        assert not any(entry.get("conversation") == "c1" for entry in audit)
        for word in UNSAID:
            assert grep(tmp_path / "data", word) == [], word


async def test_a_reply_elsewhere_that_quoted_a_forgotten_memory_is_not_recalled(
        tmp_path: Path, model_server: OpenAIServer) -> None:
    model_server.script = [Reply(content="好的，记下了。"),
                           Reply(content="你是一名护士，经常上夜班。")]
    async with open_backend(tmp_path / "data", kind="sqlite") as backend:
        graph = build_graph(checkpointer=backend.checkpointer, store=backend.store)

        async def say(conversation: str, text: str) -> None:
            ctx = Context(user_id="lin", conversation_id=conversation,
                          model="openai:loopback", memory_model="offline")
            await graph.ainvoke({"user_text": text}, {"configurable": {
                "thread_id": f"lin-{conversation}"}}, context=ctx)

        async def context_of(conversation: str) -> str:
            ctx = Context(user_id="lin", conversation_id=conversation, model="offline")
            built = await preview_context(graph, backend.store, ctx, {"configurable": {
                "thread_id": f"lin-{conversation}"}}, "我是做什么工作的？")
            return json.dumps(built, ensure_ascii=False)

        await say("c1", "我叫小林，我是一名护士")
        await say("c2", "我是做什么工作的？")
        assert "护士" in await context_of("c2")  # the reply in c2 quoted it

        await changes.forget_conversation(graph, "lin", "default", "c1")

        assert "护士" not in await context_of("c2")
        assert "护士" not in await context_of("c3")
