"""Odd inputs at the edge of the real `strata serve` get a clear 4xx, never a 500 (issue 27 #10).

A lone surrogate in chat text or in a token's `sub`, `exp` as a string or in the year 9999,
conversation ids `..`, `.` and `a/b` (kept, then unreachable by URL), a memory edited to NUL;
and a weak secret on a public address stops `strata serve` with one line.
"""

from __future__ import annotations

import subprocess
import time
from collections.abc import Callable, Iterator

import httpx
import jwt
import pytest

from tests.support.servers import BIN, SECRET, Server, free_port, offline_env, strata_serve, token


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    env = offline_env(STRATA_AUTH_SECRET=SECRET, STRATA_MODEL="offline",
                      STRATA_MEMORY_MODEL="offline")
    with strata_serve(tmp_path_factory.mktemp("edge-inputs"), env=env) as running:
        yield running


def client(server: Server, user: str) -> httpx.Client:
    return httpx.Client(base_url=server.url, timeout=30,
                        headers={"Authorization": f"Bearer {token(user)}"})


def chat_body(conversation: str, text_json: str) -> str:
    """A chat body with the text written as JSON source, so escapes reach the server raw."""
    part = '{"type": "text", "text": ' + text_json + "}"
    return '{"id": "' + conversation + '", "messages": [{"role": "user", "parts": [' + part + "]}]}"


def test_a_lone_surrogate_in_text_is_422_and_nothing_is_kept(server: Server) -> None:
    with client(server, "sur") as http:
        sent = http.post("/api/chat", content=chat_body("c1", '"hi \\ud800 there"'),
                         headers={"content-type": "application/json"})
        assert sent.status_code == 422 and "not valid Unicode" in sent.json()["error"]
        named = http.post("/api/chat", content=chat_body("\\ud800", '"hello"'),
                          headers={"content-type": "application/json"})
        assert named.status_code == 422, named.text
        assert http.get("/api/conversations").json() == []


def test_a_lone_surrogate_in_a_tokens_sub_is_401(server: Server) -> None:
    forged = jwt.encode({"sub": "\ud800", "exp": int(time.time()) + 60}, SECRET,
                        algorithm="HS256")
    answer = httpx.get(f"{server.url}/api/conversations",
                       headers={"Authorization": f"Bearer {forged}"})
    assert answer.status_code == 401 and "not valid Unicode" in answer.json()["error"]


@pytest.mark.parametrize(("exp", "says"), [
    # Ten minutes from when the test runs (not from collection: a long suite outlives it).
    (lambda: str(int(time.time()) + 600), "must be a number"),
    (lambda: 253402300799, "more than a year away"),  # 9999-12-31
], ids=["a-string", "year-9999"])
def test_an_odd_exp_is_refused(server: Server, exp: Callable[[], object], says: str) -> None:
    odd = jwt.encode({"sub": "bob", "exp": exp()}, SECRET, algorithm="HS256")
    answer = httpx.get(f"{server.url}/api/conversations",
                       headers={"Authorization": f"Bearer {odd}"})
    assert answer.status_code == 401 and says in answer.json()["error"], answer.text


@pytest.mark.parametrize("conversation", ["..", ".", "a/b", "a\\\\b"])
def test_conversation_ids_no_url_reaches_are_refused(server: Server, conversation: str) -> None:
    with client(server, "ids") as http:
        sent = http.post("/api/chat", content=chat_body(conversation, '"hello"'),
                         headers={"content-type": "application/json"})
        assert sent.status_code == 422 and "conversation id" in sent.json()["error"]
        upload = http.post("/api/documents", files={"file": ("a.txt", b"hello")},
                           data={"conversation": conversation.replace("\\\\", "\\")})
        assert upload.status_code == 422, upload.text
        assert http.get("/api/conversations").json() == []


def test_a_memory_edited_to_a_control_character_is_refused(server: Server) -> None:
    with client(server, "mem") as http:
        assert http.post("/api/chat", content=chat_body("m", '"我不喜欢被催促"'),
                         headers={"content-type": "application/json"}).status_code == 200
        http.get("/api/conversations/m/turns/latest")
        (memory,) = http.get("/api/memories").json()
        for content in ('"\\u0000"', '"ok\\u0007bell"', '"\\ud800"'):
            edited = http.patch(f"/api/memories/{memory['id']}",
                                content='{"content": ' + content + "}",
                                headers={"content-type": "application/json"})
            assert edited.status_code == 422, edited.text
        assert [m["content"] for m in http.get("/api/memories").json()] == [memory["content"]]


def test_every_answer_says_nosniff(server: Server) -> None:
    for path in ("/", "/static/api.js", "/api/health", "/api/conversations"):
        assert httpx.get(f"{server.url}{path}").headers["x-content-type-options"] == "nosniff"


@pytest.mark.parametrize("secret", ["x", "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"])
def test_a_weak_secret_does_not_listen_on_a_public_address(tmp_path: object,
                                                           secret: str) -> None:
    proc = subprocess.run([str(BIN / "strata"), "--data", str(tmp_path), "serve", "--host",
                           "0.0.0.0", "--port", str(free_port())], capture_output=True,
                          text=True, timeout=60, env=offline_env(STRATA_AUTH_SECRET=secret))
    assert proc.returncode == 2, proc.stderr
    (line,) = proc.stderr.strip().splitlines()
    assert "STRATA_AUTH_SECRET is too weak" in line
