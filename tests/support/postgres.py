"""A private PostgreSQL 16 with pgvector, from the `pgserver` wheel's binaries.

The tests start one per session and give each test a database of its own; benchmarks
start one per run. The cluster runs as an unprivileged user (postgres refuses root) on a
loopback port, in a temporary folder, and is stopped when its `with` block ends.
pgserver's own helper is not used: as root it adds a user and opens up every parent folder
of its data directory (see the research notes).
"""

from __future__ import annotations

import os
import pwd
import shutil
import subprocess
import tempfile
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from tests.support.ports import free_port


def _binaries() -> Path:
    from pgserver._commands import POSTGRES_BIN_PATH

    return Path(POSTGRES_BIN_PATH)


def _runner() -> str | None:
    """The user the server runs as: ourselves, or an unprivileged one when we are root."""
    if os.geteuid() != 0:
        return None
    for name in ("postgres", "nobody"):
        try:
            pwd.getpwnam(name)
            return name
        except KeyError:
            continue
    raise RuntimeError("no unprivileged user to run PostgreSQL as (postgres or nobody)")


def _closed_folder(path: Path, user: str) -> Path | None:
    """The first folder on `path`'s way that `user` may not enter (no search permission)."""
    entry = pwd.getpwnam(user)
    groups = {entry.pw_gid}
    for folder in reversed(path.resolve().parents):
        mode = folder.stat()
        if mode.st_uid == entry.pw_uid:
            allowed = mode.st_mode & 0o100
        elif mode.st_gid in groups:
            allowed = mode.st_mode & 0o010
        else:
            allowed = mode.st_mode & 0o001
        if not allowed:
            return folder
    return None


TEST_SETTINGS = ("fsync=off",)
"""Tests: nothing is flushed to disk (a crash of the test machine loses a throwaway cluster)."""
BENCH_SETTINGS = ("fsync=on", "synchronous_commit=off")
"""Benchmarks: crash-safe, commits flushed in the background (at most a moment of them lost
on a crash) — what the SQLite files promise with WAL and synchronous=NORMAL, so the two
backends are timed on equal terms."""


@contextmanager
def postgres_cluster(settings: tuple[str, ...] = TEST_SETTINGS) -> Iterator[str]:
    """A running cluster; yields the URL of its `postgres` database. Stopped on exit."""
    binaries, user = _binaries(), _runner()
    base = Path(tempfile.mkdtemp(prefix="strata-pg-"))
    os.chmod(base, 0o755)
    data = base / "data"
    if user:
        entry = pwd.getpwnam(user)
        os.chown(base, entry.pw_uid, entry.pw_gid)
        closed = _closed_folder(binaries / "initdb", user)
        if closed is not None:
            raise RuntimeError(
                f"PostgreSQL runs as {user!r} (we are root), and {user!r} cannot enter {closed} "
                f"on the way to pgserver's binaries: make it searchable (chmod o+x {closed}), "
                "e.g. do not clone into a `mktemp -d` folder left at mode 0700")

    # As root, the server runs as `user` with that user's own group, never root's: with root's
    # group the kernel reads a folder's group bits (a `mktemp -d` clone at 0701 gave
    # "Permission denied: …/initdb" though `_closed_folder` had found it searchable).
    group = pwd.getpwnam(user).pw_gid if user else None

    def run(*args: str, timeout: float = 60) -> None:
        subprocess.run([str(binaries / args[0]), *args[1:]], check=True, capture_output=True,
                       timeout=timeout, cwd=base, user=user, group=group,
                       extra_groups=[] if user else None)

    run("initdb", "-D", str(data), "-U", "postgres", "--auth=trust", "-E", "utf8",
        "--no-sync")
    port = free_port()
    options = " ".join(f"-c {setting}" for setting in (*settings, "max_connections=200"))
    run("pg_ctl", "-D", str(data), "-w", "-l", str(base / "log"), "-o",
        f"-h 127.0.0.1 -p {port} -k '' {options}", "start")
    try:
        yield f"postgresql://postgres@127.0.0.1:{port}/postgres"
    finally:
        run("pg_ctl", "-D", str(data), "-w", "-m", "immediate", "stop")
        shutil.rmtree(base, ignore_errors=True)


def fresh_database(url: str) -> str:
    """A new, empty database on the cluster of `url`; its URL."""
    import psycopg

    name = f"t_{uuid.uuid4().hex[:12]}"
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute(f"CREATE DATABASE {name}")
    return url.rsplit("/", 1)[0] + f"/{name}"
