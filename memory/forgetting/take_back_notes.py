"""Take-backs that conversations busy at the time apply late: an epoch and short-lived notes.

A take-back scrubs every conversation's latest checkpoint (graph/thread_history.py), but
two kinds cannot be scrubbed then: one paused on "may I remember this?" (writing over its
checkpoint would lose the question) and one running a turn (it writes its checkpoint from
the window and summary it read before). No lock of theirs is taken: the take-back counts
a per-user epoch up and leaves a note; a turn reads the epoch when it begins, and when it
ends (or resumes) with the epoch moved, it applies the notes made since to its own thread.

A note keeps no word of what was taken back in clear: its phrases and clauses are salted
hashes (memory/forgetting/take_back_hashes.py), enough to find the messages, sentences and clauses
that say them; while it lives a guess can be tested against them (the salt sits beside
them), so it lives briefly. What needs the words — whether the question a paused
conversation asks is about the fact, which of its messages a request to forget named — is
decided at the take-back, while they are in memory, and kept with that conversation's
wait (`wait_for`). A note lives only as long as someone may need it: `KEEP` after it was
made (a turn running then has ended by then), or while a conversation paused on a
question that has something of it has not answered. Whoever reads the notes deletes those
no longer needed; forgetting the user deletes them all. The epoch is a counter of the user's
(memory/store/coordination.py).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from datetime import timedelta

from langgraph.store.base import BaseStore
from typing_extensions import TypedDict

from strata_layered.memory import namespaces as ns
from strata_layered.memory.forgetting.retraction import MIN_PHRASE_CHARS, says
from strata_layered.memory.forgetting.take_back import Scrub, names
from strata_layered.memory.forgetting.take_back_hashes import Hashed, new_salt
from strata_layered.memory.store.coordination import coordination_for, counter_key
from strata_layered.memory.store.records import TakeBackRecord, dump, load, stable_key, utcnow

KEEP = timedelta(hours=1)
"""How long a note outlives its take-back for turns that were running then (a turn's model
calls have deadlines far below it)."""
MAX_NOTES = 1000


def _epoch_key(user: str, agent: str) -> str:
    return counter_key(user, agent, "take_back_epoch")


def _live_key(user: str, agent: str) -> str:
    return counter_key(user, agent, "take_back_notes")


async def take_back_epoch(store: BaseStore, user: str, agent: str) -> int:
    """How many take-backs the user made with this agent (0 when none)."""
    return (await epoch_and_notes(store, user, agent))[0]


async def epoch_and_notes(store: BaseStore, user: str, agent: str) -> tuple[int, int]:
    """The epoch, and how many notes are kept (a turn's start sweeps when some are)."""
    keys = [_epoch_key(user, agent), _live_key(user, agent)]
    found = await coordination_for(store).values(keys)
    return found[keys[0]], found[keys[1]]


async def note_take_back(store: BaseStore, user: str, agent: str, *, origin: str | None,
                         scrubs: list[Scrub], everything: bool = False,
                         window: bool = True) -> TakeBackRecord:
    """Count the epoch up and leave the note, before any thread is scrubbed.

    In that order, a turn ending concurrently either wrote its checkpoint before the
    scrub reads it, or reads the moved epoch after writing it: never neither.
    """
    epoch = await coordination_for(store).add(_epoch_key(user, agent))
    await coordination_for(store).add(_live_key(user, agent))
    now, salt = utcnow(), new_salt()
    hashed = Hashed.of(salt, [p for phrases, _ in scrubs for p in phrases],
                       [s for _, said in scrubs for s in said])
    note = TakeBackRecord(
        epoch=epoch, at=now, until=now + KEEP, origin=origin, salt=salt,
        phrases={str(n): sorted(h) for n, h in hashed.phrases.items()},
        said=[sorted(s) for s in hashed.said], everything=everything, window=window)
    await store.aput(ns.take_backs(user, agent), f"{epoch:012d}", dump(note), index=False)
    return note


def hashed(note: TakeBackRecord) -> Hashed:
    """What the note says, to test texts with."""
    return Hashed(note.salt, {int(n): frozenset(h) for n, h in note.phrases.items()},
                  [frozenset(s) for s in note.said])


class Wait(TypedDict):
    """A thread paused on a question when a take-back was made: what it applies on resume."""

    epoch: int
    thread: str
    covered: bool | None
    """Whether its question is about what was taken back (decided with the words; None
    when it was asked as the note was made: the hashes decide)."""
    drop: list[str]
    """Ids of its window's messages that said a fact a request to forget named."""
    phrases: dict[str, list[str]]
    """Those messages, hashed with the note's salt (its summaries lose them)."""


async def wait_for(store: BaseStore, user: str, agent: str, note: TakeBackRecord,
                   thread: str, *, covered: bool | None = None,
                   named: Sequence[tuple[str, str]] = ()) -> None:
    """Keep the note until the thread (paused on a question) has applied it.

    `named`: (id, text) of its messages that said what a request named.
    """
    said = Hashed.of(note.salt, [text for _, text in named], [])
    wait = Wait(epoch=note.epoch, thread=thread, covered=covered,
                drop=[i for i, _ in named],
                phrases={str(n): sorted(h) for n, h in said.phrases.items()})
    await store.aput(ns.take_back_waits(user, agent), stable_key(str(note.epoch), thread),
                     dict(wait), index=False)


async def waits_of(store: BaseStore, user: str, agent: str, notes: list[TakeBackRecord],
                   thread: str) -> list[Wait]:
    """What the thread waits on, of these notes."""
    found = []
    for note in notes:
        item = await store.aget(ns.take_back_waits(user, agent),
                                stable_key(str(note.epoch), thread))
        if item is not None:
            found.append(Wait(**item.value))  # type: ignore[typeddict-item]
    return found


async def notes_since(store: BaseStore, user: str, agent: str, epoch: int, *,
                      thread: str | None) -> list[TakeBackRecord]:
    """The notes made after `epoch` by others than `thread`, oldest first; stale ones go."""
    if await take_back_epoch(store, user, agent) <= epoch:
        return []
    return [n for n in await sweep(store, user, agent)
            if n.epoch > epoch and (thread is None or n.origin != thread)]


async def sweep(store: BaseStore, user: str, agent: str) -> list[TakeBackRecord]:
    """Delete the notes no one needs any longer (past `until`, not waited on); the rest."""
    found = [note for item in await store.asearch(ns.take_backs(user, agent), limit=MAX_NOTES)
             if (note := load(TakeBackRecord, item.value)) is not None]
    waits = await store.asearch(ns.take_back_waits(user, agent), limit=MAX_NOTES)
    waited = {int(item.value.get("epoch", 0)) for item in waits}
    now, kept = utcnow(), []
    for note in sorted(found, key=lambda n: n.epoch):
        if note.until >= now or note.epoch in waited:
            kept.append(note)
            continue
        await store.adelete(ns.take_backs(user, agent), f"{note.epoch:012d}")
        await coordination_for(store).add(_live_key(user, agent), -1)
    return kept


async def release(store: BaseStore, user: str, agent: str, notes: Iterable[TakeBackRecord],
                  thread: str) -> None:
    """The thread has applied the notes: it no longer keeps them."""
    for note in notes:
        await store.adelete(ns.take_back_waits(user, agent), stable_key(str(note.epoch), thread))


def covers(facts: list[str], scrubs: list[Scrub], *, named: str | None = None,
           everything: bool = False) -> bool:
    """Whether a take-back (its words, in memory) covers the facts a question asks about.

    A phrase within the fact, or the fact within one (the message it came from), or the
    fact named by a request to forget.
    """
    phrases = [p for said, _ in scrubs for p in said]
    return everything or any(
        says(fact, phrases) or (len(fact) >= MIN_PHRASE_CHARS and any(says(p, [fact])
                                                                        for p in phrases))
        or (named is not None and names(fact, named)) for fact in facts)


def covered(notes: list[TakeBackRecord], waits: list[Wait], facts: list[str]) -> bool:
    """At resume: a wait's verdict, else (a question asked as the note was made) the hashes."""
    decided = {w["epoch"] for w in waits if w["covered"] is not None}
    return any(w["covered"] for w in waits) or any(
        n.everything or any(hashed(n).says(f) for f in facts)
        for n in notes if n.epoch not in decided)
