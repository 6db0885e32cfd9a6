"""[beyond] 忘掉我刚才说的: a request to forget the turn before deletes what it kept.

Seed 003's safety rule keeps nothing of the turn that asks not to be remembered; said
alone right after a fact (memory/rules/take_back.py), the request is about that fact:
the memories the user's previous message wrote are deleted as a delete by the user
would (a tombstone, and what they said taken out of recall, topics and summaries:
memory/retraction.py), and the profile is rewritten (issue 24, probe24c).
"""

from __future__ import annotations

from datetime import datetime

from langgraph.store.base import BaseStore

from strata_layered.memory.clauses import TRAIL, split_clauses
from strata_layered.memory.memories import list_memories
from strata_layered.memory.memory_edits import delete_memory
from strata_layered.memory.profile import refresh_profile
from strata_layered.memory.records import MemoryItem
from strata_layered.memory.retraction import phrases_of, retract, said_of, source_text
from strata_layered.memory.rules.fast_reject import DONT_REMEMBER
from strata_layered.memory.rules.take_back import FILLER, TAKE_BACK


def takes_back(text: str) -> bool:
    """Whether the message is a request to forget what was just said, and nothing else."""
    clauses = [c.text.strip(TRAIL) for c in split_clauses(text)]
    clauses = [c for c in clauses if c]
    return any(TAKE_BACK.search(c) for c in clauses) and all(
        TAKE_BACK.search(c) or DONT_REMEMBER.search(c) or FILLER.search(c) for c in clauses)


async def take_back(store: BaseStore, user: str, agent: str, message_id: str, *,
                    candidates: list[MemoryItem], now: datetime) -> list[MemoryItem]:
    """Delete the memories that message wrote (among `candidates`), and what they said."""
    gone = [m for m in candidates if m.source.message_id == message_id]
    for memory in gone:
        source = await source_text(store, memory)
        await delete_memory(store, user, agent, memory.id, now=now)
        await retract(store, user, agent, phrases_of(memory, source), said_of(memory, source))
    if gone:
        active = await list_memories(store, user, agent, status="active")
        await refresh_profile(store, user, agent, active, now=now)
    return gone
