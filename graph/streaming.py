"""The reply as it streams: what the user saw is in the log even if the process is killed.

The first flush reserves the reply's sequence number; every FLUSH_SECONDS the text so far
is written there as an incomplete message. The turn's last step (`persist_reply`)
rewrites the same message whole; a turn killed mid-stream leaves what had been shown.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from datetime import datetime

from langgraph.store.base import BaseStore

from strata_layered.graph.turns import mask_reply
from strata_layered.memory.store.conversations import ensure_conversation
from strata_layered.memory.store.messages import reserve_seq, write_message
from strata_layered.memory.store.records import new_key
from strata_layered.memory.text.text import normalize_message

FLUSH_SECONDS = 0.5


@dataclass
class PartialReply:
    """A reply being streamed into the log of one conversation."""

    store: BaseStore
    user: str
    agent: str
    conversation: str
    thread_id: str | None
    now: datetime
    parts: list[str] = field(default_factory=list)
    seq: int | None = None
    message_id: str = field(default_factory=new_key)
    offline: bool = False
    """The offline model's stand-in (MessageRecord.offline)."""
    _flushed_at: float = field(default_factory=time.monotonic)

    @property
    def text(self) -> str:
        """Everything received so far."""
        return "".join(self.parts)

    async def add(self, piece: str) -> None:
        """One more piece; flushed when the last flush is old enough."""
        self.parts.append(piece)
        if time.monotonic() - self._flushed_at >= FLUSH_SECONDS:
            await self.flush()

    async def flush(self) -> None:
        """Write what arrived as an incomplete message (secrets masked, as always)."""
        text = mask_reply(normalize_message(self.text))
        if not text:
            return
        conv = await ensure_conversation(self.store, self.user, self.agent, self.conversation,
                                         thread_id=self.thread_id, now=self.now)
        if self.seq is None:
            self.seq = await reserve_seq(self.store, self.user, self.agent, self.conversation,
                                         after=conv.last_seq)
        await write_message(self.store, self.user, self.agent, conv, seq=self.seq,
                            message_id=self.message_id, role="assistant", content=text,
                            now=self.now, status="incomplete", offline=self.offline)
        self._flushed_at = time.monotonic()
