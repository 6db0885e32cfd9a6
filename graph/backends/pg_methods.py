"""Each endpoint's working structured-output method, kept in PostgreSQL (`strata_model_methods`).

The data folder keeps it in a JSON file (graph/endpoints.py); with STRATA_DATABASE_URL
there is no folder, and every worker on every machine shares this table instead, so a
server without tool calling costs its failed methods once per database, not per process.
"""

from __future__ import annotations

import logging
import time
from typing import Any

METHODS_DDL = ("CREATE TABLE IF NOT EXISTS strata_model_methods (key text PRIMARY KEY, "
               "method text NOT NULL, updated_at timestamptz NOT NULL DEFAULT now())")
UPSERT_SQL = ("INSERT INTO strata_model_methods (key, method) VALUES (%s, %s) "
              "ON CONFLICT (key) DO UPDATE SET method = excluded.method, updated_at = now()")
READ_EVERY = 60.0
"""Seconds a read stays fresh: an endpoint not known yet asks the table at most this often."""
log = logging.getLogger("strata.models")


class PostgresMethods:
    """graph.endpoints.MethodKeeper over a synchronous psycopg pool (the backend's own)."""

    def __init__(self, pool: Any) -> None:
        self.pool = pool
        self._read_at = float("-inf")
        self._cached: dict[str, str] = {}
        with pool.connection() as conn:
            conn.execute(METHODS_DDL)

    def read(self) -> dict[str, str]:
        """Every remembered method (re-read at most every READ_EVERY seconds)."""
        now = time.monotonic()
        if now - self._read_at >= READ_EVERY:
            try:
                with self.pool.connection() as conn:
                    rows = conn.execute("SELECT key, method FROM strata_model_methods")
                    self._cached = {str(k): str(m) for k, m in rows.fetchall()}
            except Exception as error:  # noqa: BLE001 - relearning is the only cost
                log.warning("model methods not read from PostgreSQL: %s", error)
            self._read_at = now
        return dict(self._cached)

    def write(self, key: str, method: str) -> None:
        """Upsert `key`'s method (a write happens only when the working method changes)."""
        try:
            with self.pool.connection() as conn:
                conn.execute(UPSERT_SQL, (key, method))
            self._cached[key] = method
        except Exception as error:  # noqa: BLE001 - relearning is the only cost
            log.warning("model method not kept in PostgreSQL: %s", error)
