"""A real `langgraph dev` serves Strata: streamed offline replies, one memory, per-user store."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
import pytest
from langgraph_sdk import get_client

PROJECT = Path(__file__).resolve().parents[2]
LANGGRAPH = Path(sys.executable).parent / "langgraph"
START_TIMEOUT = 60.0
FIRST = "我不喜欢被催促，以后回复尽量短一点"
SECOND = "哈哈"
MEMORIES = ("strata", "alice", "default", "memories")
# Env prefixes that would switch the graph to a model endpoint or send traces out.
SCRUBBED_PREFIXES = ("OPENAI_", "STRATA_", "LANGSMITH_", "LANGCHAIN_")


@dataclass(frozen=True)
class Server:
    url: str
    workdir: Path
    log: Path
    project_data_existed: bool

    def tail(self, chars: int = 6000) -> str:
        return self.log.read_text(errors="replace")[-chars:]


def _absolute(spec: str) -> str:
    """Anchor a `./relative` langgraph.json path (optionally `path.py:attr`) at the project."""
    return str(PROJECT / spec) if spec.startswith(".") else spec


def _config_for(workdir: Path) -> Path:
    """The project's langgraph.json with its paths made absolute.

    `langgraph dev` resolves graph, embed and dependency paths against its cwd, not against
    the config file, and writes `.langgraph_api/` into its cwd. So the server runs in a temp
    dir from this copy; `--config <project>/langgraph.json` alone fails there with
    "Could not find embeddings file: ./graph/models.py".
    """
    config = json.loads((PROJECT / "langgraph.json").read_text())
    config["dependencies"] = [_absolute(d) for d in config.get("dependencies", [])]
    for name, spec in config["graphs"].items():
        if isinstance(spec, str):
            config["graphs"][name] = _absolute(spec)
        else:
            spec["path"] = _absolute(spec["path"])
    index = config.get("store", {}).get("index")
    if index and isinstance(index.get("embed"), str):
        index["embed"] = _absolute(index["embed"])
    if isinstance(config.get("env"), str):
        config["env"] = _absolute(config["env"])
    path = workdir / "langgraph.json"
    path.write_text(json.dumps(config, ensure_ascii=False, indent=2))
    return path


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def _wait_until_ok(proc: subprocess.Popen[bytes], server: Server) -> None:
    deadline = time.monotonic() + START_TIMEOUT
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            pytest.fail(f"langgraph dev exited with {proc.returncode}:\n{server.tail()}")
        try:
            if httpx.get(f"{server.url}/ok", timeout=1.0).status_code == 200:
                return
        except httpx.HTTPError:
            pass
        time.sleep(0.2)
    pytest.fail(f"langgraph dev not ready after {START_TIMEOUT:.0f} s:\n{server.tail()}")


def _stop(proc: subprocess.Popen[bytes]) -> None:
    if proc.poll() is not None:
        return
    os.killpg(proc.pid, signal.SIGTERM)
    try:
        proc.wait(timeout=10)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.wait(timeout=10)


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """`langgraph dev` on a free port, run from a temp dir, offline, stopped afterwards."""
    workdir = tmp_path_factory.mktemp("langgraph-dev")
    config = _config_for(workdir)
    port = _free_port()
    env = {k: v for k, v in os.environ.items() if not k.startswith(SCRUBBED_PREFIXES)}
    env |= {
        "LANGGRAPH_CLI_NO_ANALYTICS": "1",
        "LANGGRAPH_NO_VERSION_CHECK": "true",
        # The server imports the project's modules: keep its bytecode out of the tree too.
        "PYTHONDONTWRITEBYTECODE": "1",
    }
    command = [str(LANGGRAPH), "dev", "--no-browser", "--no-reload", "--host", "127.0.0.1",
               "--port", str(port), "--config", str(config)]
    server = Server(url=f"http://127.0.0.1:{port}", workdir=workdir, log=workdir / "server.log",
                    project_data_existed=(PROJECT / ".langgraph_api").exists())
    with server.log.open("wb") as log:
        proc = subprocess.Popen(command, cwd=workdir, env=env, stdout=log,
                                stderr=subprocess.STDOUT, start_new_session=True)
    try:
        _wait_until_ok(proc, server)
        yield server
    finally:
        _stop(proc)


async def _turn(client: Any, thread_id: str, text: str, server: Server) -> tuple[str, dict]:
    """Stream one turn; return the streamed reply text and the final state values."""
    chunks: list[str] = []
    values: dict = {}
    async for part in client.runs.stream(
        thread_id, "strata", input={"user_text": text}, context={"user_id": "alice"},
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

    streamed, values = await _turn(client, thread["thread_id"], FIRST, server)
    assert "离线" in streamed
    assert values["reply"] and "离线" in values["reply"]

    streamed, values = await _turn(client, thread["thread_id"], SECOND, server)
    assert "离线" in streamed
    assert "离线" in values["reply"]
    # The offline model shows what it recalled: the first turn's boundary, found again.
    assert FIRST in values["reply"]

    found = await client.store.search_items(MEMORIES, limit=50)
    assert [item["value"]["content"] for item in found["items"]] == [FIRST]
    memory_key = found["items"][0]["key"]

    assert (await client.store.search_items(("strata", "bob")))["items"] == []

    related = await client.store.search_items(MEMORIES, query="回复简短一些，别催我")
    unrelated = await client.store.search_items(MEMORIES, query="明天的天气预报")
    assert [item["key"] for item in related["items"]] == [memory_key]
    related_score, unrelated_score = related["items"][0]["score"], unrelated["items"][0]["score"]
    assert related_score is not None and unrelated_score is not None, "no vector index"
    assert related_score > unrelated_score

    # The server kept its data where it ran, not in the project.
    assert (server.workdir / ".langgraph_api").is_dir()
    assert server.project_data_existed or not (PROJECT / ".langgraph_api").exists()
