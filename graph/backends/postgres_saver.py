"""LangGraph's AsyncPostgresSaver, writing a checkpoint's blobs in one statement.

The saver writes each changed channel of a checkpoint as a row of `checkpoint_blobs`, one
INSERT per channel (`executemany`): a turn of Strata changes seven or eight channels, so
its checkpoint cost eight or nine statements. Here the rows go as arrays into one INSERT
(`unnest`), with the same conflict rule (a version already kept is left as it is): the
same rows, one statement, and the checkpoint's own row after it as before.
"""

from __future__ import annotations

from typing import Any

from langgraph.checkpoint.base import ChannelVersions
from langgraph.checkpoint.postgres.aio import AsyncPostgresSaver

UPSERT_BLOBS_AT_ONCE_SQL = """
    INSERT INTO checkpoint_blobs (thread_id, checkpoint_ns, channel, version, type, blob)
    SELECT * FROM unnest(%s::text[], %s::text[], %s::text[], %s::text[], %s::text[],
                         %s::bytea[])
    ON CONFLICT (thread_id, checkpoint_ns, channel, version) DO NOTHING
"""


class FoldedBlobsSaver(AsyncPostgresSaver):
    """AsyncPostgresSaver whose checkpoint blobs go in one statement (see the module doc)."""

    UPSERT_CHECKPOINT_BLOBS_SQL = UPSERT_BLOBS_AT_ONCE_SQL

    def _dump_blobs(self, thread_id: str, checkpoint_ns: str, values: dict[str, Any],
                    versions: ChannelVersions) -> list[Any]:
        """The parent's rows, turned into one row of columns (the statement's arrays)."""
        rows = super()._dump_blobs(thread_id, checkpoint_ns, values, versions)
        return [tuple(list(column) for column in zip(*rows, strict=True))] if rows else []
