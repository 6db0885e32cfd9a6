"""Where `python -m bench turn` runs: a fresh SQLite data folder or a private PostgreSQL.

The byte meters reach into SQLite's connections (bench/turn/meters.py); on PostgreSQL they
do not apply and the tables print n/a. Record counts are read from each backend's own
`store` table.
"""

from __future__ import annotations

import tempfile
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

from bench.turn.snapshot import seed
from strata_layered.graph.backend import Backend, open_backend
from strata_layered.memory import namespaces as ns

BACKENDS = ("sqlite", "postgres")
LABELS = {"sqlite": "SQLite (WAL, synchronous=NORMAL)",
          "postgres": "PostgreSQL 16 (a private pgserver cluster on loopback TCP, fsync on, "
                      "synchronous_commit off)"}
"""How each backend is run, as the table's header says it: equally crash-safe."""


@asynccontextmanager
async def bench_backend(kind: str, resume: Path | None = None) -> AsyncIterator[Backend]:
    """A fresh backend of `kind`, removed afterwards (the cluster is stopped).

    `resume`: a data folder kept by `--keep` (bench/turn/snapshot.py), copied in first.
    """
    if resume is not None and kind != "sqlite":
        raise ValueError("only a SQLite data folder can be resumed")
    if kind == "sqlite":
        with tempfile.TemporaryDirectory(prefix="strata-bench-",
                                         ignore_cleanup_errors=True) as tmp:
            if resume is not None:
                seed(resume, Path(tmp))
            async with open_backend(Path(tmp), kind="sqlite") as backend:
                yield backend
        return
    if kind != "postgres":
        raise ValueError(f"unknown backend {kind!r}: use {', '.join(BACKENDS)}")
    from tests.support.postgres import BENCH_SETTINGS, fresh_database, postgres_cluster

    with postgres_cluster(BENCH_SETTINGS) as url:
        async with open_backend(url=fresh_database(url)) as backend:
            yield backend


def bytes_metered(backend: Backend) -> bool:
    """Whether the byte meters apply (SQLite only)."""
    return backend.kind == "sqlite"


async def record_counts(backend: Backend, user: str, agent: str) -> dict[str, int]:
    """Memories, topics and audit entries of the measured user, counted in the store table."""
    spaces = {"memories": ns.memories(user, agent), "topics": ns.topics(user, agent),
              "audit": ns.audit(user, agent)}
    prefixes = {name: ".".join(space) for name, space in spaces.items()}
    if backend.kind == "sqlite":
        conn = backend.store.conn  # type: ignore[attr-defined]
        return {name: conn.execute("SELECT count(*) FROM store WHERE prefix = ?",
                                   (prefix,)).fetchone()[0] for name, prefix in prefixes.items()}
    counts = {}
    async with backend.store.conn.connection() as conn:  # type: ignore[attr-defined]
        for name, prefix in prefixes.items():
            cursor = await conn.execute("SELECT count(*) AS n FROM store WHERE prefix = %s",
                                        (prefix,))
            counts[name] = int((await cursor.fetchone())["n"])
    return counts
