"""`strata mcp` driven by the MCP SDK's own client, over stdio and over streamable HTTP.

The tools round-trip remember → recall → forget on real data folders; over HTTP the bearer
token decides who the caller is (bob's token sees none of alice's), as with `strata serve`.
"""

from __future__ import annotations

import json
import sys
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import httpx
import httpx2
import pytest
from mcp import StdioServerParameters
from mcp.client import Client
from mcp.client.streamable_http import streamable_http_client
from mcp.shared.exceptions import MCPError

from tests.support.servers import SECRET, Server, offline_env, strata_mcp_http, token

TOOLS = {"remember", "recall", "context", "forget"}
FACT = "我喜欢打篮球"
KEPT = "喜欢打篮球"
OTHER_SECRET = "another-secret-of-strata-tests-98765"


def _data(result: Any) -> Any:
    assert not result.is_error, result.content
    data = result.structured_content
    return data["result"] if isinstance(data, dict) and set(data) == {"result"} else data


async def _memories(client: Client, status: str = "active") -> list[dict[str, Any]]:
    read = await client.read_resource(f"strata://memories?status={status}")
    return json.loads(read.contents[0].text)


async def _round_trip(client: Client) -> str:
    """Remember, recall, build a context, forget; returns the forgotten memory's id."""
    tools = {t.name: t for t in (await client.list_tools()).tools}
    assert set(tools) == TOOLS and all(t.description for t in tools.values())
    assert tools["recall"].annotations.read_only_hint is True
    assert tools["forget"].annotations.destructive_hint is True
    remembered = _data(await client.call_tool("remember", {"text": FACT}))
    assert remembered["gate"]["should_extract"] is True
    (write,) = remembered["memories"]
    assert (write["action"], write["content"]) == ("stored", KEPT)
    (hit,) = _data(await client.call_tool("recall", {"query": "篮球", "limit": 5}))
    assert hit["memory"]["id"] == write["id"] and hit["score"] > 0
    assert [m["id"] for m in await _memories(client)] == [write["id"]]
    built = _data(await client.call_tool("context", {"query": "周末打什么球好"}))
    said = [i["text"] for s in built["sections"] for i in s["items"]]
    assert any(KEPT in text for text in said) and built["total_tokens"] <= built["budget"]
    forgot = _data(await client.call_tool("forget", {"memory_id": write["id"]}))
    assert (forgot["what"], forgot["items"]) == ("memory", 1)
    assert _data(await client.call_tool("recall", {"query": "篮球"})) == []
    assert await _memories(client, "all") == []
    return write["id"]


async def test_stdio_round_trip_as_the_default_user(tmp_path: Path) -> None:
    data = tmp_path / "data"
    params = StdioServerParameters(command=sys.executable, env=offline_env(),
                                   args=["-m", "strata_layered.cli", "--data", str(data), "mcp"])
    async with Client(params) as client:
        await _round_trip(client)
        wrong = await client.call_tool("forget", {})
        assert wrong.is_error and "exactly one" in wrong.content[0].text
        with pytest.raises(MCPError, match="status"):
            await client.read_resource("strata://memories?status=bogus")
        _data(await client.call_tool("remember", {"text": "I live in Lisbon with my cat Miso",
                                                  "reply": "Miso is a lovely name!",
                                                  "conversation": "pets"}))
    # The CLI reads what the MCP client wrote: one default user for both (no --user given).
    from tests.integration.test_cli_tool import strata

    listed = json.loads(strata("--data", str(data), "history", "--conversation", "pets",
                               "--json").stdout)
    assert [m["role"] for m in listed["messages"]] == ["assistant", "user"]  # as `default`


@pytest.fixture(scope="module")
def http_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    with strata_mcp_http(tmp_path_factory.mktemp("mcp-http"),
                         env=offline_env(STRATA_AUTH_SECRET=SECRET)) as running:
        yield running


@asynccontextmanager
async def _as(server: Server, user: str) -> AsyncIterator[Client]:
    http = httpx2.AsyncClient(headers={"Authorization": f"Bearer {token(user)}"}, timeout=60)
    async with http, Client(streamable_http_client(f"{server.url}/mcp", http_client=http)
                            ) as client:
        yield client


async def test_http_round_trip_behind_a_bearer_token(http_server: Server) -> None:
    async with _as(http_server, "carol") as client:
        await _round_trip(client)


def test_http_refuses_a_request_without_a_valid_token(http_server: Server) -> None:
    call = {"jsonrpc": "2.0", "id": 1, "method": "tools/list", "params": {}}
    for headers in ({}, {"Authorization": "Bearer not-a-token"},
                    {"Authorization": f"Bearer {token('alice', ttl=-60)}"},
                    {"Authorization": f"Bearer {token('alice', secret=OTHER_SECRET)}"}):
        answer = httpx.post(f"{http_server.url}/mcp", json=call, headers=headers, timeout=30)
        assert answer.status_code == 401, (headers, answer.text)
        assert answer.headers["www-authenticate"] == "Bearer"


async def test_http_users_are_isolated(http_server: Server) -> None:
    async with _as(http_server, "alice") as alice:
        (write,) = _data(await alice.call_tool("remember", {"text": FACT,
                                                            "conversation": "a1"}))["memories"]
    async with _as(http_server, "bob") as bob:
        assert _data(await bob.call_tool("recall", {"query": "篮球"})) == []
        assert await _memories(bob, "all") == []
        built = _data(await bob.call_tool("context", {"query": "篮球", "conversation": "a1"}))
        assert KEPT not in json.dumps(built, ensure_ascii=False)
        refused = await bob.call_tool("forget", {"memory_id": write["id"]})
        assert refused.is_error and "no memory" in refused.content[0].text
        refused = await bob.call_tool("forget", {"conversation": "a1"})
        assert refused.is_error and "no conversation" in refused.content[0].text
        _data(await bob.call_tool("forget", {"everything": True}))
    async with _as(http_server, "alice") as alice:
        (hit,) = _data(await alice.call_tool("recall", {"query": "篮球"}))
        assert hit["memory"]["id"] == write["id"]  # nothing of bob's doing reached alice
        assert hit["memory"]["source"]["conversation"] == "a1"
        forgot = _data(await alice.call_tool("forget", {"conversation": "a1"}))
        assert (forgot["what"], forgot["threads"]) == ("conversation", 1)
        everything = _data(await alice.call_tool("forget", {"everything": True}))
        assert everything["what"] == "everything" and everything["items"] > 0
        assert _data(await alice.call_tool("recall", {"query": "篮球"})) == []
