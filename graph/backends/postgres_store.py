"""LangGraph's AsyncPostgresStore, with the gets of one batch sent in one round trip.

The store answers a batch of gets with one statement per namespace, each waited for before
the next is sent (its cursor fetches in between). A turn asks for messages of many
conversations at once (the recalled messages checked against the log: one namespace per
conversation), so a batch of ten namespaces cost ten round trips. Here every statement of
the batch is queued on the pipeline the store already opens, then all results are read:
the same statements and results, one round trip.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from langgraph.store.base import GetOp, Result
from langgraph.store.postgres import AsyncPostgresStore
from langgraph.store.postgres.base import _row_to_item
from psycopg.rows import dict_row


class PipelinedGetsStore(AsyncPostgresStore):
    """AsyncPostgresStore whose batched gets share one round trip (see the module doc)."""

    async def _batch_get_ops(
        self, get_ops: Sequence[tuple[int, GetOp]], results: list[Result], cur: Any,
    ) -> None:
        queries = self._get_batch_GET_ops_queries(get_ops)
        if len(queries) < 2:
            await super()._batch_get_ops(get_ops, results, cur)
            return
        cursors = []
        try:
            for query, params, _, _ in queries:
                each = cur.connection.cursor(binary=True, row_factory=dict_row)
                cursors.append(each)
                await each.execute(query, params)
            for each, (_, _, namespace, items) in zip(cursors, queries, strict=True):
                by_key = {row["key"]: row for row in await each.fetchall()}
                for idx, key in items:
                    row = by_key.get(key)
                    results[idx] = (_row_to_item(namespace, row, loader=self._deserializer)
                                    if row else None)
        finally:
            for each in cursors:
                await each.close()
