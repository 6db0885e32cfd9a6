"""A process that runs turns in a conversation (concurrency tests start several at once).

Usage: python -m tests.support.turns_worker DATA_OR_URL USER CONVERSATION COUNT TAG
"""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path

from strata_layered.graph.backend import open_backend
from strata_layered.graph.builder import build_graph
from strata_layered.graph.context import Context
from strata_layered.graph.turns import TurnDone, stream_turn


def text_of(tag: str, i: int) -> str:
    """The i-th message of a worker: unique, and an ordinary thing to say."""
    return f"[{tag}#{i}] 今天我在整理书架，顺手记一下第 {i} 本书"


async def main(where: str, user: str, conversation: str, count: int, tag: str) -> int:
    url = where if where.startswith(("postgres://", "postgresql://")) else None
    async with open_backend(None if url else Path(where), kind=None if url else "sqlite",
                            url=url) as backend:
        graph = build_graph(checkpointer=backend.checkpointer, store=backend.store)
        ctx = Context(user_id=user, conversation_id=conversation, model="offline")
        config = {"configurable": {"thread_id": f"{user}:{conversation}"}}
        for i in range(count):
            async for part in stream_turn(graph, {"user_text": text_of(tag, i)}, config, ctx):
                if isinstance(part, TurnDone) and (not part.values.get("reply")
                                                   or part.values.get("errors")):
                    print(f"turn {i} failed: {part.values.get('errors')}", file=sys.stderr)
                    return 1
    return 0


if __name__ == "__main__":
    where, user, conversation, count, tag = sys.argv[1:6]
    sys.exit(asyncio.run(main(where, user, conversation, int(count), tag)))
