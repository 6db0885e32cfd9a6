"""LangGraph's AsyncPostgresStore, with every read of one batch sent in one round trip.

The store answers a batch with one statement per namespace of its gets, one per search and
one per namespace listing, each waited for before the next is sent (its cursor fetches in
between). A turn asks for messages of many conversations at once (the recalled messages
checked against the log: one namespace per conversation), and its retrieval asks for the
agent, the memories found by the message, the boundaries and the documents in the same
tick: a batch of five reads cost five round trips. Here the gets of every namespace go in
one statement (the same query over (namespace, key) pairs), every read statement of the
batch is queued on the pipeline the store already opens, then all results are read, then
the puts go as before: the same results, with one round trip for the reads.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, cast

from langgraph.store.base import GetOp, ListNamespacesOp, PutOp, Result, SearchOp
from langgraph.store.postgres import AsyncPostgresStore
from langgraph.store.postgres.base import (
    PLACEHOLDER,
    _decode_ns_bytes,
    _namespace_to_text,
    _row_to_item,
    _row_to_search_item,
)
from psycopg.rows import dict_row
from psycopg.types.json import Jsonb

SET_FIELDS_SQL = ("UPDATE store SET value = value || %s, updated_at = CURRENT_TIMESTAMP "
                  "WHERE prefix = %s AND key = %s")
"""Top-level fields of a stored value changed in place (its TTL, if any, as it was)."""

Reader = Callable[[list[Any]], None]
"""Fills the batch's results from the rows of one queued statement."""


class PipelinedGetsStore(AsyncPostgresStore):
    """AsyncPostgresStore whose batched reads share one round trip (see the module doc)."""

    async def _execute_batch(self, grouped_ops: dict, results: list[Result],
                             conn: Any = None) -> None:
        reads, texts = self._read_statements(grouped_ops, results)
        if len(reads) < 2 and len({op.namespace for _, op in grouped_ops.get(GetOp, [])}) < 2:
            # one statement or none, as the parent makes it: sent alone when it is alone
            if not await self._alone(grouped_ops, reads, texts):
                await super()._execute_batch(grouped_ops, results, conn)
            return
        await self._embed_searches(texts)
        async with self._cursor(pipeline=True) as cur:
            cursors = []
            try:
                for query, params, _ in reads:
                    each = cur.connection.cursor(binary=True, row_factory=dict_row)
                    cursors.append(each)
                    await each.execute(query, params)
                for each, (_, _, read) in zip(cursors, reads, strict=True):
                    read(await each.fetchall())
            finally:
                for each in cursors:
                    await each.close()
            if PutOp in grouped_ops:  # after the reads, as the parent orders them
                await self._batch_put_ops(
                    cast(Sequence[tuple[int, PutOp]], grouped_ops[PutOp]), cur)

    async def aset_fields(self, namespace: tuple[str, ...], key: str,
                          fields: dict[str, Any]) -> None:
        """Set top-level fields of a stored value in one statement; nothing when none is stored.

        Where a read and a put of the whole value took two round trips, one after the other,
        and wrote back the rest of the value as it was read: a write of its other fields in
        between (another conversation's request to forget scrubbing a message) now stays.
        """
        async with self._cursor() as cur:
            await cur.execute(SET_FIELDS_SQL, (Jsonb(fields), _namespace_to_text(namespace), key))

    async def _alone(self, grouped_ops: dict, reads: list[tuple[str, Any, Reader]],
                     texts: list[tuple[list[Any], str]]) -> bool:
        """Run a batch of one statement outside pipeline mode; False when it is not one.

        The parent opens a pipeline for every batch: a lone statement then goes to the
        server in two writes (the statement, then the pipeline's sync), and the server
        wakes for each. Alone on an autocommit connection it is one write and one reply,
        the same statement in the same implicit transaction of its own.
        """
        puts = cast(Sequence[tuple[int, PutOp]], grouped_ops.get(PutOp, []))
        if reads and puts:
            return False
        if reads:
            await self._embed_searches(texts)
            query, params, read = reads[0]
            async with self._cursor() as cur:
                await cur.execute(query, params)
                read(await cur.fetchall())
            return True
        queries, embedding_request = self._prepare_batch_PUT_queries(puts)
        if len(queries) != 1 or embedding_request is not None:
            return False
        async with self._cursor() as cur:
            await cur.execute(*queries[0])
        return True

    def _read_statements(self, grouped_ops: dict, results: list[Result]
                         ) -> tuple[list[tuple[str, Any, Reader]], list[tuple[list[Any], str]]]:
        """Every read of the batch as (query, params, reader), in the parent's order.

        With the searches' texts to embed, each beside the parameters its vector goes in.
        """
        out: list[tuple[str, Any, Reader]] = []
        texts: list[tuple[list[Any], str]] = []
        gets = cast(Sequence[tuple[int, GetOp]], grouped_ops.get(GetOp, []))
        if len({op.namespace for _, op in gets}) > 1:
            out.append(self._gets_at_once(gets, results))
        else:
            for get, values, namespace, items in self._get_batch_GET_ops_queries(gets):
                out.append((get, values, _get_reader(self, namespace, items, results)))
        searches = cast(Sequence[tuple[int, SearchOp]], grouped_ops.get(SearchOp, []))
        if searches:
            found, embedding_requests = self._prepare_batch_search_queries(searches)
            texts = [(found[at][1], text) for at, text in embedding_requests]
            for (idx, _), (search, params) in zip(searches, found, strict=True):
                out.append((search, params, _search_reader(self, idx, results)))
        lists = cast(Sequence[tuple[int, ListNamespacesOp]],
                     grouped_ops.get(ListNamespacesOp, []))
        if lists:
            listed = self._get_batch_list_namespaces_queries(lists)
            for (listing, asked), (idx, _) in zip(listed, lists, strict=True):
                out.append((listing, asked, _list_reader(idx, results)))
        return out, texts

    def _gets_at_once(self, gets: Sequence[tuple[int, GetOp]], results: list[Result]
                      ) -> tuple[str, Any, Reader]:
        """Gets of several namespaces in one statement.

        The parent's per-namespace query (its TTL refresh, its expiry rule) over
        (namespace, key) pairs instead of the keys of one namespace.
        """
        expiry = ("AND (s.expires_at IS NULL OR s.expires_at > NOW())"
                  if self._omit_expired else "")
        query = f"""
            WITH passed_in AS (
                SELECT unnest(%s::text[]) AS prefix, unnest(%s::text[]) AS key,
                       unnest(%s::bool[]) AS do_refresh
            ),
            updated AS (
                UPDATE store s
                SET expires_at = NOW() + (s.ttl_minutes || ' minutes')::interval
                FROM passed_in p
                WHERE s.prefix = p.prefix AND s.key = p.key AND p.do_refresh = TRUE
                AND s.ttl_minutes IS NOT NULL {expiry}
                RETURNING s.key
            )
            SELECT s.prefix, s.key, s.value, s.created_at, s.updated_at
            FROM store s
            JOIN passed_in p ON s.prefix = p.prefix AND s.key = p.key
            WHERE TRUE {expiry}
        """
        texts = [_namespace_to_text(op.namespace) for _, op in gets]
        params = (texts, [op.key for _, op in gets], [op.refresh_ttl for _, op in gets])

        def read(rows: list[Any]) -> None:
            found = {(row["prefix"], row["key"]): row for row in rows}
            for (idx, op), text in zip(gets, texts, strict=True):
                row = found.get((text, op.key))
                results[idx] = (_row_to_item(op.namespace, row, loader=self._deserializer)
                                if row else None)

        return query, params, read

    async def _embed_searches(self, texts: list[tuple[list[Any], str]]) -> None:
        """Put the query vectors in the searches' parameters: one call, as the parent makes."""
        if not texts or self.embeddings is None:
            return
        vectors = await self.embeddings.aembed_documents([text for _, text in texts])
        for (params, _), vector in zip(texts, vectors, strict=False):
            for i, value in enumerate(params):
                if value is PLACEHOLDER:
                    params[i] = vector


def _get_reader(store: AsyncPostgresStore, namespace: tuple[str, ...],
                items: list[tuple[int, str]], results: list[Result]) -> Reader:
    def read(rows: list[Any]) -> None:
        by_key = {row["key"]: row for row in rows}
        for idx, key in items:
            row = by_key.get(key)
            results[idx] = (_row_to_item(namespace, row, loader=store._deserializer)
                            if row else None)
    return read


def _search_reader(store: AsyncPostgresStore, idx: int, results: list[Result]) -> Reader:
    def read(rows: list[Any]) -> None:
        results[idx] = [_row_to_search_item(_decode_ns_bytes(row["prefix"]), row,
                                            loader=store._deserializer) for row in rows]
    return read


def _list_reader(idx: int, results: list[Result]) -> Reader:
    def read(rows: list[Any]) -> None:
        results[idx] = [_decode_ns_bytes(row["truncated_prefix"]) for row in rows]
    return read
