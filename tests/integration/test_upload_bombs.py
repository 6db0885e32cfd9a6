"""A zip bomb through the real `strata serve` and `strata attach`: refused before unpacking.

Issue 27: a 363 KB DOCX was accepted (202) and stored as 150 million characters while the
server stopped answering. Now its directory is read first: 413 (CLI: one line, exit 2), and
nothing is kept.
"""

from __future__ import annotations

import subprocess
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from tests.support.files import make_docx, make_docx_bomb
from tests.support.servers import BIN, SECRET, Server, offline_env, strata_serve, token

BOMB_BYTES = 80 * 1024 * 1024
"""Unpacked size of the test's bomb: over the 64 MiB every archive may unpack to."""


@pytest.fixture(scope="module")
def bomb() -> bytes:
    built = make_docx_bomb(BOMB_BYTES)
    assert len(built) < 200_000  # a small upload, far under the 20 MiB upload limit
    return built


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    env = offline_env(STRATA_AUTH_SECRET=SECRET, STRATA_MODEL="offline",
                      STRATA_MEMORY_MODEL="offline", STRATA_MAX_DOCUMENT_CHARS="50000")
    with strata_serve(tmp_path_factory.mktemp("bombs"), env=env) as running:
        yield running


def upload(server: Server, user: str, name: str, data: bytes) -> httpx.Response:
    return httpx.post(f"{server.url}/api/documents", timeout=60,
                      headers={"Authorization": f"Bearer {token(user)}"},
                      files={"file": (name, data)}, data={"conversation": "c1"})


def documents(server: Server, user: str) -> list[dict[str, object]]:
    listed = httpx.get(f"{server.url}/api/documents", timeout=30,
                       headers={"Authorization": f"Bearer {token(user)}"})
    assert listed.status_code == 200, listed.text
    return list(listed.json())


def test_a_docx_bomb_is_refused_with_413_and_nothing_is_kept(server: Server,
                                                            bomb: bytes) -> None:
    started = time.monotonic()
    refused = upload(server, "alice", "report.docx", bomb)
    assert refused.status_code == 413, refused.text
    assert "unpacks to" in refused.json()["error"] and "zip bomb" in refused.json()["error"]
    assert time.monotonic() - started < 10
    assert httpx.get(f"{server.url}/api/health", timeout=5).status_code == 200
    assert documents(server, "alice") == []


def test_text_past_the_document_limit_is_refused_whatever_the_format(server: Server) -> None:
    # Unpacks to ~60 KB: under every archive limit, over STRATA_MAX_DOCUMENT_CHARS=50000.
    for name, data in (("long.docx", make_docx_bomb(60_000)),
                       ("long.txt", ("长" * 50_001).encode())):
        refused = upload(server, "bob", name, data)
        assert refused.status_code == 413, refused.text
        assert "more than 50,000 characters" in refused.json()["error"]
    kept = upload(server, "bob", "fine.docx", make_docx(["第一条 租期为一年。"]))
    assert kept.status_code == 202, kept.text
    assert [d["title"] for d in documents(server, "bob")] == ["fine.docx"]


def test_strata_attach_refuses_the_bomb_in_one_line_with_exit_2(tmp_path: Path,
                                                               bomb: bytes) -> None:
    path = tmp_path / "report.docx"
    path.write_bytes(bomb)
    proc = subprocess.run([str(BIN / "strata"), "--data", str(tmp_path / "data"), "attach",
                           str(path)], capture_output=True, text=True, timeout=120,
                          env=offline_env(STRATA_MEMORY_MODEL="offline"))
    assert proc.returncode == 2, proc.stderr
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and "unpacks to" in lines[0], proc.stderr
    assert "Traceback" not in proc.stderr
