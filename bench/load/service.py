"""`strata serve --workers N` as a real subprocess, on a SQLite data folder or on PostgreSQL.

The server runs in its own process group from a temp dir, offline (the reply model is the
offline one, no endpoint or tracing variable reaches it), with a fresh STRATA_AUTH_SECRET so
every simulated user is the `sub` of a token of its own. It is stopped (SIGTERM, then
SIGKILL) when its `with` block ends; a PostgreSQL cluster started for it goes with it.
"""

from __future__ import annotations

import os
import re
import secrets
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from strata_layered.server.identity import issue_token
from tests.support.servers import free_port, stop_process_group, wait_until_ready

BACKENDS = ("sqlite", "postgres")
START_TIMEOUT = 120.0
TOKEN_SECONDS = 6 * 3600
SCRUBBED_PREFIXES = ("OPENAI_", "STRATA_", "LANGSMITH_", "LANGCHAIN_")
"""Variables that would point the server at a model endpoint, another backend, or tracing."""
LOG_ERROR = re.compile(r"^(?:.*\bERROR\b|Traceback)", re.M)


@dataclass(frozen=True)
class Service:
    """A running `strata serve`: where it answers, how tokens are signed, its log."""

    url: str
    backend: str
    workers: int
    secret: str
    log: Path
    data: Path

    def token(self, user: str) -> str:
        """A bearer token whose `sub` is `user` (server/identity.py signs it, as `strata token`)."""
        return issue_token(user, self.secret, ttl_seconds=TOKEN_SECONDS)

    def log_errors(self) -> list[str]:
        """Lines of the server's log that report an error or start a traceback."""
        text = self.log.read_text(errors="replace")
        return [m.group(0) for m in LOG_ERROR.finditer(text)]

    def sqlite_files(self) -> list[str]:
        """SQLite files in the data folder (none may be there on PostgreSQL)."""
        return sorted(p.name for p in self.data.rglob("*.sqlite")) if self.data.exists() else []


def _strata() -> list[str]:
    installed = Path(sys.executable).parent / "strata"
    return [str(installed)] if installed.exists() else [sys.executable, "-m", "strata_layered.cli"]


@contextmanager
def _database(backend: str) -> Iterator[dict[str, str]]:
    """The environment that puts the server on `backend` (a private cluster for postgres)."""
    if backend == "sqlite":
        yield {}
        return
    from tests.support.postgres import BENCH_SETTINGS, fresh_database, postgres_cluster

    with postgres_cluster(BENCH_SETTINGS) as url:
        yield {"STRATA_DATABASE_URL": fresh_database(url)}


@contextmanager
def strata_serve(backend: str, workers: int, workdir: Path, log: Path) -> Iterator[Service]:
    """`strata serve --workers N` on `backend`, answering on a free loopback port.

    Its output goes to `log`, which stays when the run ends (or fails).
    """
    if backend not in BACKENDS:
        raise ValueError(f"unknown backend {backend!r}: use {', '.join(BACKENDS)}")
    port, secret = free_port(), secrets.token_urlsafe(32)
    workdir.mkdir(parents=True, exist_ok=True)
    log.parent.mkdir(parents=True, exist_ok=True)
    data = workdir / "data"
    with _database(backend) as database:
        env = {k: v for k, v in os.environ.items() if not k.startswith(SCRUBBED_PREFIXES)}
        env |= {"STRATA_MODEL": "offline", "STRATA_AUTH_SECRET": secret, "STRATA_LOG": "warning",
                "LANGGRAPH_CLI_NO_ANALYTICS": "1", "PYTHONDONTWRITEBYTECODE": "1", **database}
        command = [*_strata(), "--data", str(data), "serve", "--host", "127.0.0.1",
                   "--port", str(port), "--workers", str(workers)]
        with log.open("wb") as out:
            proc = subprocess.Popen(command, cwd=workdir, env=env, stdout=out,
                                    stderr=subprocess.STDOUT, start_new_session=True)
        try:
            url = f"http://127.0.0.1:{port}"
            wait_until_ready(proc, f"{url}/api/health",
                             lambda: log.read_text(errors="replace")[-4000:],
                             what="strata serve", timeout=START_TIMEOUT)
            yield Service(url, backend, workers, secret, log, data)
        finally:
            stop_process_group(proc, grace=30)
