"""The AI SDK's real client (npm `ai`, TextStreamChatTransport) drives POST /api/chat under Node.

Skipped only when `node` is absent outside CI; `make test-tools` installs the package from
tests/node/package-lock.json (and this test does too when it is missing).
"""

from __future__ import annotations

import json
import shutil
import subprocess
from collections.abc import Iterator

import httpx
import pytest

from tests.support.browser import missing
from tests.support.openai_server import OpenAIServer, Reply, openai_server
from tests.support.servers import PROJECT, SECRET, Server, offline_env, strata_serve, token

NODE_DIR = PROJECT / "tests" / "node"
REPLY = "你好！I am streamed through the AI SDK, piece by piece."


def node() -> str:
    found = shutil.which("node")
    if found is None:
        missing("Node (apt-get install nodejs npm)")
    if not (NODE_DIR / "node_modules" / "ai").is_dir():
        npm = shutil.which("npm")
        if npm is None:
            missing("npm next to node (apt-get install npm)")
        subprocess.run([npm, "ci", "--no-audit", "--no-fund"], cwd=NODE_DIR, check=True,
                       capture_output=True, timeout=300)
    return found


@pytest.fixture(scope="module")
def model() -> Iterator[OpenAIServer]:
    with openai_server() as server:
        server.script = [Reply(content=REPLY, chunk_delay=0.02)]
        yield server


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory, model: OpenAIServer) -> Iterator[Server]:
    env = offline_env(STRATA_AUTH_SECRET=SECRET, OPENAI_BASE_URL=model.base_url,
                      OPENAI_API_KEY="test", STRATA_MODEL="openai:loopback",
                      STRATA_MEMORY_MODEL="offline")
    with strata_serve(tmp_path_factory.mktemp("ai-sdk"), env=env) as running:
        yield running


def test_text_stream_chat_transport_talks_to_the_chat_endpoint(server: Server,
                                                               model: OpenAIServer) -> None:
    executable = node()
    done = subprocess.run(
        [executable, str(NODE_DIR / "chat.mjs"), f"{server.url}/api/chat", token("dana"),
         "sdk-chat", "我不喜欢被催促，以后回复尽量短一点", "second message", "third"],
        capture_output=True, text=True, timeout=120, cwd=NODE_DIR)
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout.strip().splitlines()[-1])
    assert "".join(result["deltas"]) == REPLY and len(result["deltas"]) > 1
    assert result["replies"] == [REPLY, REPLY]
    assert result["status"] == "ready" and result["error"] is None and result["messages"] == 4
    assert json.loads(result["refused"]) == {"error": "malformed token"}  # the 401 body

    # What the SDK sent is what was stored: three user turns, three replies, newest first.
    auth = {"Authorization": f"Bearer {token('dana')}"}
    page = httpx.get(f"{server.url}/api/conversations/sdk-chat/messages", headers=auth).json()
    assert [m["content"] for m in page["messages"] if m["role"] == "user"] == [
        "third", "second message", "我不喜欢被催促，以后回复尽量短一点"]
    assert {m["content"] for m in page["messages"] if m["role"] == "assistant"} == {REPLY}
    httpx.get(f"{server.url}/api/conversations/sdk-chat/turns/latest", headers=auth)
    memories = httpx.get(f"{server.url}/api/memories", headers=auth).json()
    # Both written by one turn: the list's newest-first order does not rank them.
    assert sorted(m["content"] for m in memories) == sorted(["不喜欢被催促", "以后回复尽量短一点"])
    body = model.requests[-1]
    assert body["stream"] is True  # the reply was streamed from the model, not buffered


def test_regenerate_through_the_sdk_replaces_the_reply_and_reinforces_nothing(
        server: Server, model: OpenAIServer) -> None:
    executable = node()
    model.script = [Reply(content="one"), Reply(content="two"), Reply(content="three"),
                    Reply(content=REPLY, chunk_delay=0.02)]
    try:
        done = subprocess.run(
            [executable, str(NODE_DIR / "regenerate.mjs"), f"{server.url}/api/chat",
             token("erin"), "sdk-regenerate", "我喜欢打篮球"],
            capture_output=True, text=True, timeout=120, cwd=NODE_DIR)
    finally:
        model.script = [Reply(content=REPLY, chunk_delay=0.02)]
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout.strip().splitlines()[-1])
    assert result == {"replies": ["one", "two", "three"], "status": "ready", "error": None,
                      "roles": ["user", "assistant"]}
    auth = {"Authorization": f"Bearer {token('erin')}"}
    page = httpx.get(f"{server.url}/api/conversations/sdk-regenerate/messages",
                     headers=auth).json()
    assert [(m["role"], m["content"]) for m in page["messages"]] == [
        ("assistant", "three"), ("user", "我喜欢打篮球")]
    httpx.get(f"{server.url}/api/conversations/sdk-regenerate/turns/latest", headers=auth)
    (memory,) = httpx.get(f"{server.url}/api/memories", headers=auth).json()
    assert (memory["content"], memory["mentions"]) == ("喜欢打篮球", 1)
