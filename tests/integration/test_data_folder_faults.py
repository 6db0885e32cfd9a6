"""A data folder that cannot be used, met by the real `strata` and `strata serve` (issue 27 #10).

A full disk (the server's file size limit dropped to one byte: every write fails, as on a
full disk) answered a generic 500; read-only or corrupt databases gave tracebacks (exit 1);
a 0-byte `store.sqlite` beside old checkpoints started silently empty. Now: 507 saying
whether the message was kept, and one line with exit 2.
"""

from __future__ import annotations

import resource
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from tests.support.browser import missing
from tests.support.servers import BIN, SECRET, Server, offline_env, strata_serve, token

ENV = offline_env(STRATA_MODEL="offline", STRATA_MEMORY_MODEL="offline")


def strata(data: Path, *args: str, wrap: list[str] | None = None
           ) -> subprocess.CompletedProcess[str]:
    command = [str(BIN / "strata"), "--data", str(data), *args]
    return subprocess.run([*(wrap or []), *command], capture_output=True, text=True,
                          timeout=120, env=ENV)


def one_line(proc: subprocess.CompletedProcess[str], says: str) -> None:
    assert proc.returncode == 2, proc.stderr
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and says in lines[0] and "Traceback" not in proc.stderr, proc.stderr


@pytest.fixture(scope="module")
def used(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A data folder after one turn, closed (no -wal / -shm left)."""
    data = tmp_path_factory.mktemp("used") / "data"
    assert strata(data, "say", "我喜欢喝绿茶").returncode == 0
    return data


@pytest.fixture
def copy(used: Path, tmp_path: Path) -> Path:
    return Path(shutil.copytree(used, tmp_path / "data"))


def test_a_store_truncated_to_nothing_is_refused_not_started_empty(copy: Path) -> None:
    (copy / "store.sqlite").write_bytes(b"")
    for args in (("say", "你好"), ("history",), ("memories", "list")):
        one_line(strata(copy, *args), "store.sqlite is empty (0 bytes)")
    assert (copy / "store.sqlite").stat().st_size == 0  # nothing was written over it


@pytest.mark.parametrize("damage", ["header", "pages"])
def test_a_corrupt_database_is_one_line_and_exit_2(copy: Path, damage: str) -> None:
    path = copy / ("store.sqlite" if damage == "header" else "checkpoints.sqlite")
    data = bytearray(path.read_bytes())
    if damage == "header":
        data[:16] = b"not a database!!"
    else:  # the header is intact, the pages after it are noise
        data[100:] = bytes((n * 37) % 256 for n in range(len(data) - 100))
    path.write_bytes(bytes(data))
    one_line(strata(copy, "say", "你好"), "corrupt")
    if damage == "header":  # `strata serve` refuses it before a worker starts
        one_line(strata(copy, "serve", "--port", "1"), "not an SQLite database")


def test_a_read_only_folder_is_one_line_and_exit_2(copy: Path) -> None:
    probe = subprocess.run(["unshare", "--mount", "true"], capture_output=True)
    if probe.returncode != 0:  # CI runs as root, where it is allowed: there this fails
        missing("mount namespaces (unshare --mount, as root)")
    read_only = ["unshare", "--mount", "sh", "-c", f'mount --bind "{copy}" "{copy}" && '
                 f'mount -o remount,bind,ro "{copy}" && exec "$0" "$@"']
    one_line(strata(copy, "say", "你好", wrap=read_only), "read-only")
    one_line(strata(copy, "history", wrap=read_only), "cannot be opened")


@pytest.fixture
def server(tmp_path: Path) -> Iterator[Server]:
    env = offline_env(STRATA_AUTH_SECRET=SECRET, STRATA_MODEL="offline",
                      STRATA_MEMORY_MODEL="offline")
    with strata_serve(tmp_path, env=env) as running:
        yield running


def test_a_full_disk_is_507_and_the_message_reported_failed_is_not_stored(
        server: Server) -> None:
    headers = {"Authorization": f"Bearer {token('alice')}"}

    def chat(text: str) -> httpx.Response:
        return httpx.post(f"{server.url}/api/chat", headers=headers, timeout=60, json={
            "id": "c", "messages": [{"role": "user", "parts": [{"type": "text", "text": text}]}]})

    def stored() -> list[str]:
        page = httpx.get(f"{server.url}/api/conversations/c/messages", headers=headers,
                         timeout=60)
        assert page.status_code == 200, page.text
        return [m["content"] for m in page.json()["messages"] if m["role"] == "user"]

    assert chat("第一条消息").status_code == 200
    httpx.get(f"{server.url}/api/conversations/c/turns/latest", headers=headers, timeout=60)
    soft, hard = resource.prlimit(server.pid, resource.RLIMIT_FSIZE)
    resource.prlimit(server.pid, resource.RLIMIT_FSIZE, (1, hard))  # no write gets through
    try:
        failed = chat("磁盘满的时候发的消息")
        assert failed.status_code == 507, failed.text
        assert "your message was not kept" in failed.json()["error"]
        upload = httpx.post(f"{server.url}/api/documents", headers=headers, timeout=60,
                            files={"file": ("a.txt", "押金三千元".encode())})
        assert upload.status_code == 507, upload.text
        assert stored() == ["第一条消息"]  # reads still work, and say the truth
    finally:
        resource.prlimit(server.pid, resource.RLIMIT_FSIZE, (soft, hard))
    assert chat("空间释放之后").status_code == 200
    assert stored() == ["空间释放之后", "第一条消息"]
