"""Real servers for tests: `strata serve` and `langgraph dev` on free loopback ports.

Each runs in its own process group from a temp dir, offline, and is stopped (SIGTERM, then
SIGKILL) when its `with` block ends. Ports come from tests/support/ports.py: two pytest-xdist
workers never start servers on the same one.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import httpx
import jwt

from tests.support.ports import free_port

PROJECT = Path(__file__).resolve().parents[2]
BIN = Path(sys.executable).parent
START_TIMEOUT = 90.0
SECRET = "test-secret-of-strata-tests-0123456789"
# Env prefixes that would switch the graph to a model endpoint or send traces out.
SCRUBBED_PREFIXES = ("OPENAI_", "STRATA_", "LANGSMITH_", "LANGCHAIN_")


@dataclass(frozen=True)
class Server:
    """A running server: where it answers, where it runs, its log."""

    url: str
    workdir: Path
    log: Path
    pid: int

    def tail(self, chars: int = 6000) -> str:
        """The end of its log, for failure messages."""
        return self.log.read_text(errors="replace")[-chars:]


def token(user: str, *, secret: str = SECRET, ttl: int = 3600, **claims: object) -> str:
    """An HS256 token for `user` (a negative ttl makes it expired)."""
    now = int(time.time())
    return jwt.encode({"sub": user, "iat": now, "exp": now + ttl, **claims}, secret,
                      algorithm="HS256")


def offline_env(**extra: str) -> dict[str, str]:
    """This environment without model endpoints or tracing, plus `extra`."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(SCRUBBED_PREFIXES)}
    env |= {"LANGGRAPH_CLI_NO_ANALYTICS": "1", "LANGGRAPH_NO_VERSION_CHECK": "true",
            "PYTHONDONTWRITEBYTECODE": "1"}
    return env | extra


def wait_until_ready(proc: subprocess.Popen[bytes], url: str, tail: Callable[[], str], *,
                     what: str = "server", timeout: float = START_TIMEOUT) -> None:
    """Poll `url` until it answers 200; fail with the process's output if it exits first."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"{what} exited with {proc.returncode}:\n{tail()}")
        try:
            if httpx.get(url, timeout=1.0).status_code == 200:
                return
        except httpx.HTTPError:
            pass
        time.sleep(0.05)  # a refused connection costs nothing: the start is seen sooner
    raise RuntimeError(f"{what} not ready after {timeout:.0f} s:\n{tail()}")


def stop_process_group(proc: subprocess.Popen[bytes], *, grace: float = 15.0) -> None:
    """SIGTERM the process's group, SIGKILL it after `grace` seconds."""
    if proc.poll() is not None:
        return
    os.killpg(proc.pid, signal.SIGTERM)
    try:
        proc.wait(timeout=grace)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.wait(timeout=10)


@contextmanager
def _run(command: list[str], workdir: Path, env: dict[str, str], port: int,
         ready: str) -> Iterator[Server]:
    log = workdir / "server.log"
    with log.open("wb") as out:
        proc = subprocess.Popen(command, cwd=workdir, env=env, stdout=out,
                                stderr=subprocess.STDOUT, start_new_session=True)
    server = Server(f"http://127.0.0.1:{port}", workdir, log, proc.pid)
    try:
        wait_until_ready(proc, f"{server.url}{ready}", server.tail)
        yield server
    finally:
        stop_process_group(proc)


@contextmanager
def strata_serve(workdir: Path, *, env: dict[str, str], args: tuple[str, ...] = (),
                 strata: Path = BIN / "strata") -> Iterator[Server]:
    """`strata serve` on a free port, its data folder inside `workdir`.

    `strata` is the command to run (another venv's, to serve from an installed wheel).
    """
    port = free_port()
    command = [str(strata), "--data", str(workdir / "data"), "serve", "--host",
               "127.0.0.1", "--port", str(port), *args]
    with _run(command, workdir, env, port, "/api/health") as server:
        yield server


def _absolute(spec: str) -> str:
    """Anchor a `./relative` langgraph.json path (optionally `path.py:attr`) at the project."""
    return str(PROJECT / spec) if spec.startswith(".") else spec


def dev_config(workdir: Path) -> Path:
    """The project's langgraph.json with its paths made absolute.

    `langgraph dev` resolves graph, embed, auth, app and dependency paths against its cwd,
    and writes `.langgraph_api/` into its cwd: the server runs in a temp dir from this copy.
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
    if "auth" in config:
        config["auth"]["path"] = _absolute(config["auth"]["path"])
    if "http" in config and "app" in config["http"]:
        config["http"]["app"] = _absolute(config["http"]["app"])
    if isinstance(config.get("env"), str):
        config["env"] = _absolute(config["env"])
    path = workdir / "langgraph.json"
    path.write_text(json.dumps(config, ensure_ascii=False, indent=2))
    return path


@contextmanager
def langgraph_dev(workdir: Path, *, env: dict[str, str]) -> Iterator[Server]:
    """`langgraph dev` with the project's langgraph.json (auth and http app included)."""
    port = free_port()
    command = [str(BIN / "langgraph"), "dev", "--no-browser", "--no-reload", "--host",
               "127.0.0.1", "--port", str(port), "--config", str(dev_config(workdir))]
    with _run(command, workdir, env, port, "/ok") as server:
        yield server


@contextmanager
def strata_mcp_http(workdir: Path, *, env: dict[str, str]) -> Iterator[Server]:
    """`strata mcp --transport http` on a free port (endpoint `/mcp`), data inside `workdir`."""
    port = free_port()
    command = [str(BIN / "strata"), "--data", str(workdir / "data"), "mcp", "--transport",
               "http", "--host", "127.0.0.1", "--port", str(port)]
    with _run(command, workdir, env, port, "/health") as server:
        yield server
