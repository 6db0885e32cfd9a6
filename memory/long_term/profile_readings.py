"""What the profile reads of each memory, kept beside it across processes (perf42b, perf43).

The profile is rebuilt from every active memory (and the archived ones whose values it may
carry) each time one changes. Reading one memory's slots (memory/facts/slots.py `slots_of`,
`profile_values`) costs about a millisecond, and the memos of memory/facts/slots.py serve only the
process that read: after a restart the first refresh read every memory again (10,000 earlier
turns: 535 memories, most of a turn's CPU). A reading is a function of the memory's text,
whose fact it is, and the code that reads them; it is kept under the memory's id (perf43b:
a key hashed from the text alone told which known sentence a user had said, and stayed
after the memory was gone), with the source of the memory package as `stamp()`, in one
record beside the profile, written in the profile's own batch: the record holds the readings
of exactly the memories the last profile was built from. A refresh that forgetting runs
(a forget, delete, disable, edit, a turn that ends a memory) always rewrites it: another
worker over the same store may have written the record since this process last did, with a
reading of the memory this one just forgot (perf43b); a chat turn's forget then settles the
files after it (graph/turns.py, perf44), so the old record's bytes are left in none.

A reading is kept sealed (perf43): its slots and values XORed with a stream drawn from the
memory's id and its own text (shake_256 of the stamp, the id, the subject and the text),
behind a mark that tells a reading sealed with another text (an edited memory) from its
own, so the record holds no text in clear — what a memory said, a secret masked or not, can
be read back only by one who has the memory's text, and once the memory is forgotten by
no one. A memory that fills nothing is sealed too: the record does not tell which do.

A process reads the record once per store and user (its first refresh there); after that its
readings are made or remembered in the process, and the record is written only when the
memories built from changed (a warm PostgreSQL turn sends no statement more than before
perf42b: pg41's 58). The stamp reads every module of the package: its first call runs in a
thread, never on a server's event loop (langgraph dev refuses a blocking scandir there, and
every refresh failed — a forget's before it scrubbed the thread's checkpoints; perf43).
A write's slot check (memory/long_term/memories.py) asks `slot_known`: the reading at hand
serves it, as the refresh's (perf44). While rows are turned off (memory/rules/row.py
`disabled`), nothing kept is used or kept.
"""

from __future__ import annotations

import asyncio
import base64
import binascii
import hashlib
import json
import weakref
from collections.abc import Collection
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

from langgraph.store.base import BaseStore, PutOp

from strata_layered.memory import namespaces as ns
from strata_layered.memory.facts.people import whose
from strata_layered.memory.facts.slots import BY_KEY, Slot, profile_values, slot_of, slots_of
from strata_layered.memory.rules.row import rows_off
from strata_layered.memory.store.records import MemoryItem

READINGS_KEY = "readings"
"""The record's key in the profile's namespace (the profile is `profile`)."""
MADE_KEPT = 20_000
"""Readings this process made or loaded, by (stamp, subject recorded, text): a refresh after
the first in a process seals no reading again."""
USERS_KEPT = 10_000
"""Users per store whose record this process read or wrote (a digest each)."""
MISSING_READ = 4
"""Readings not at hand in this process past which a warm refresh reads the record again
(`_MADE` was cleared by a process serving many users): one read, not a few hundred readings."""


@dataclass(frozen=True)
class Reading:
    """What the profile reads of one memory: the single-valued slots it fills and its values."""

    said: tuple[str, ...]
    values: tuple[tuple[Slot, str], ...]


def read_now(memory: MemoryItem) -> Reading:
    """The memory read by the rules in this process."""
    subject = whose(memory.subject, memory.content)
    return Reading(slots_of(memory.content, subject),
                   tuple(profile_values(memory.content, subject)))


@cache
def stamp() -> str | None:
    """The source of the code that reads (every module of the memory package), hashed.

    Any change to a row, a slot or how one is read makes every kept reading a stranger.
    None when the source cannot be read (compiled modules only): then nothing is kept.
    Reads files: call `stamp_off_loop()` from a coroutine.
    """
    root = Path(__file__).parent
    digest = hashlib.sha256()
    paths = sorted(p for p in root.rglob("*.py") if p.is_file())  # not a dangling link (.#x.py)
    try:
        for path in paths:
            digest.update(path.relative_to(root).as_posix().encode() + b"\0" + path.read_bytes())
    except OSError:  # a module that cannot be read: nothing is kept (lead42, review42b)
        return None
    return digest.hexdigest()[:32] if paths else None


_STAMPED: list[bool] = []


async def stamp_off_loop() -> str | None:
    """`stamp()`, its first call in a thread: an event loop must not wait on 266 files."""
    if not _STAMPED:
        await asyncio.to_thread(stamp)
        _STAMPED.append(True)
    return stamp()


def _said(memory: MemoryItem) -> str:
    return f"{whose(memory.subject, memory.content)}\0{memory.content}"


MARK = b"sr1:"
"""What every sealed reading starts with once unsealed: another text's pad garbles it."""


def _pad(version: str, key: str, said: str, size: int) -> bytes:
    return hashlib.shake_256(f"profile reading\0{version}\0{key}\0{said}".encode()).digest(size)


def _xor(data: bytes, pad: bytes) -> bytes:
    """`data` XOR `pad` (as long), byte by byte: one integer operation, not a loop."""
    return (int.from_bytes(data, "big") ^ int.from_bytes(pad, "big")).to_bytes(len(data), "big")


def seal(version: str, key: str, said: str, reading: Reading) -> str:
    """The reading of memory `key` as the record keeps it: unreadable without its text."""
    raw = MARK + json.dumps([list(reading.said), [[s.key, v] for s, v in reading.values]],
                            ensure_ascii=False, separators=(",", ":")).encode()
    return base64.b64encode(_xor(raw, _pad(version, key, said, len(raw)))).decode()


def unseal(version: str, key: str, said: str, sealed: str) -> Reading | None:
    """The reading sealed by `seal`; None when it is not one (another text, a forgery)."""
    try:
        data = base64.b64decode(sealed, validate=True)
        raw = _xor(data, _pad(version, key, said, len(data)))
        if not raw.startswith(MARK):
            return None
        slots, values = json.loads(raw[len(MARK):].decode())
        return Reading(tuple(str(s) for s in slots),
                       tuple((BY_KEY[k], str(v)) for k, v in values))
    except (binascii.Error, UnicodeDecodeError, ValueError, TypeError, KeyError):
        return None


_MADE: dict[tuple[str, str, str, str], tuple[str, Reading]] = {}
"""(stamp, memory id, subject, text) → (the sealed reading, the reading)."""
_WRITTEN: weakref.WeakKeyDictionary[BaseStore, dict[tuple[str, str], str]] = (
    weakref.WeakKeyDictionary())
"""Per store, per (user, agent): the digest of the record this process last read or wrote."""


@dataclass
class Readings:
    """Readings kept from the last refresh, and those made or used by this one."""

    version: str = ""
    kept: dict[str, str] = field(default_factory=dict)
    """Memory id → sealed reading, as the record read holds them."""
    used: dict[str, str] = field(default_factory=dict)
    live: bool = False
    """Rows are turned off: read by the rules, keep nothing."""

    def read(self, memory: MemoryItem) -> Reading:
        """The memory's reading: made here before, kept, or read now (and kept from now on)."""
        if self.live:
            return read_now(memory)
        at = (self.version, memory.id, memory.subject, memory.content)
        made = _MADE.get(at)
        if made is None:  # a refresh reads most memories twice
            said = _said(memory)
            sealed = self.used.get(memory.id) or self.kept.get(memory.id, "")
            reading = unseal(self.version, memory.id, said, sealed) if sealed else None
            if reading is None:  # none kept, or kept of the text before an edit
                reading = read_now(memory)
                sealed = seal(self.version, memory.id, said, reading)
            if len(_MADE) >= MADE_KEPT:
                _MADE.clear()
            made = _MADE[at] = (sealed, reading)
        self.used[memory.id] = made[0]
        return made[1]

    def digest(self) -> str:
        """What the record written from this refresh holds."""
        return hashlib.sha256("\n".join([self.version, *sorted(
            f"{k} {v}" for k, v in self.used.items())]).encode()).hexdigest()


def slot_known(memory: MemoryItem) -> str | None:
    """`slot_of` the memory (memory/facts/slots.py), from its reading when this process has it.

    A reading opened from the record never calls `slots_of`, so its memo stays cold: the
    first write of a new process checked every kept memory's slot anew (perf44: ~50 a turn).
    """
    version = stamp() if _STAMPED and not rows_off() else None  # stamped: no file read
    made = _MADE.get((version, memory.id, memory.subject, memory.content)) if version else None
    if made is None:
        return slot_of(memory.content, whose(memory.subject, memory.content))
    return made[1].said[0] if made[1].said else None


def _written(store: BaseStore) -> dict[tuple[str, str], str] | None:
    try:
        return _WRITTEN.setdefault(store, {})
    except TypeError:  # a store that cannot be weakly referred to: read the record each time
        return None


async def kept_readings(store: BaseStore, user: str, agent: str,
                        memories: Collection[MemoryItem] = ()) -> Readings:
    """The readings the last refresh kept (none when the code that reads has changed).

    Read from the store at a process's first refresh of this user, and when more than
    `MISSING_READ` of `memories` (those the refresh reads) have no reading at hand; else what
    this process made serves, and a reading another process made is made again here.
    """
    version = None if rows_off() else await stamp_off_loop()
    if version is None:
        return Readings(live=True)
    written = _written(store)
    if written is not None and (user, agent) in written and sum(
            (version, m.id, m.subject, m.content) not in _MADE for m in memories) <= MISSING_READ:
        return Readings(version)
    item = await store.aget(ns.profile(user, agent), READINGS_KEY)
    value = item.value if item else {}
    if value.get("stamp") != version:
        return Readings(version)
    kept = {str(k): str(v) for k, v in value.get("readings", {}).items()}
    if written is not None:
        if len(written) >= USERS_KEPT:
            written.clear()
        written[(user, agent)] = Readings(version, used=dict(kept)).digest()
    return Readings(version, kept)


def readings_put(store: BaseStore, user: str, agent: str, readings: Readings, *,
                 rewrite: bool = False) -> list[PutOp]:
    """The put that keeps the readings this refresh used, and only those.

    None when this process last read or wrote the same record, unless `rewrite`: a refresh
    that forgetting runs writes it whatever this process knows, since another process may
    have written a reading of the memory forgotten since (perf43b). Sent in the profile's
    own batch; `readings_kept` records it once the batch is done.
    """
    if readings.live:  # nothing kept now; what was kept may hold the memory forgotten
        return [PutOp(ns.profile(user, agent), READINGS_KEY, None)] if rewrite else []
    written = _written(store)
    if not rewrite and written is not None and written.get((user, agent)) == readings.digest():
        return []
    return [PutOp(ns.profile(user, agent), READINGS_KEY, {
        "stamp": readings.version, "readings": dict(readings.used)}, index=False)]


def readings_kept(store: BaseStore, user: str, agent: str, readings: Readings) -> None:
    """Remember that the store holds this refresh's readings (its batch was written)."""
    written = _written(store)
    if written is not None and readings.live:
        written.pop((user, agent), None)  # a record deleted, or one this process cannot read
    elif written is not None:
        if len(written) >= USERS_KEPT:
            written.clear()
        written[(user, agent)] = readings.digest()
