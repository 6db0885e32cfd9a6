"""What the profile reads of each memory, kept beside it across processes (perf42b).

The profile is rebuilt from every active memory (and the archived ones whose values it may
carry) each time one changes. Reading one memory's slots (memory/slots.py `slots_of`,
`profile_values`) costs about a millisecond, and the memos of memory/slots.py serve only the
process that read: after a restart the first refresh read every memory again (10,000 earlier
turns: 535 memories, most of a turn's CPU). A reading is a function of the memory's text,
whose fact it is, and the code that reads them; it is kept by those — the text and the
subject hashed, the source of the memory package as `stamp()` — in one record beside the
profile, rewritten with it: the record holds the readings of exactly the memories the last
profile was built from, so a forgotten memory's values leave it at the refresh that forgetting
runs. While rows are turned off (memory/rules/row.py `disabled`), nothing kept is used or kept.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from langgraph.store.base import BaseStore

from strata_layered.memory import namespaces as ns
from strata_layered.memory.people import whose
from strata_layered.memory.records import MemoryItem
from strata_layered.memory.rules.row import rows_off
from strata_layered.memory.slots import BY_KEY, Slot, profile_values, slots_of

READINGS_KEY = "readings"
"""The record's key in the profile's namespace (the profile is `profile`)."""
MADE_KEPT = 20_000
"""Readings this process made or loaded, by (stamp, subject recorded, text): a refresh after
the first in a process hashes no text again."""


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


_MADE: dict[tuple[str, str, str], tuple[str, list[Any], Reading]] = {}


def _key(memory: MemoryItem) -> str:
    said = f"{whose(memory.subject, memory.content)}\0{memory.content}"
    return hashlib.sha256(said.encode()).hexdigest()[:24]


@dataclass
class Readings:
    """Readings kept from the last refresh, and those made or used by this one."""

    kept: dict[str, Any]
    used: dict[str, Any] = field(default_factory=dict)
    live: bool = False
    """Rows are turned off: read by the rules, keep nothing."""

    def read(self, memory: MemoryItem) -> Reading:
        """The memory's reading: kept, or read now (and kept from now on)."""
        if self.live:
            return read_now(memory)
        said = (stamp() or "", memory.subject, memory.content)
        if (made := _MADE.get(said)) is None:  # a refresh reads most memories twice
            key = _key(memory)
            raw = self.used.get(key) or self.kept.get(key)
            if raw is None:
                reading = read_now(memory)
                raw = [list(reading.said), [[s.key, v] for s, v in reading.values]]
            else:
                reading = Reading(tuple(raw[0]), tuple((BY_KEY[k], v) for k, v in raw[1]))
            if len(_MADE) >= MADE_KEPT:
                _MADE.clear()
            made = _MADE[said] = (key, raw, reading)
        self.used[made[0]] = made[1]
        return made[2]


async def kept_readings(store: BaseStore, user: str, agent: str) -> Readings:
    """The readings the last refresh kept (none when the code that reads has changed)."""
    if rows_off() or stamp() is None:
        return Readings({}, live=True)
    item = await store.aget(ns.profile(user, agent), READINGS_KEY)
    value = item.value if item else {}
    if value.get("stamp") != stamp():
        return Readings({})
    return Readings({**dict.fromkeys(value.get("none", []), [[], []]), **value["readings"]})


async def keep_readings(store: BaseStore, user: str, agent: str, readings: Readings) -> None:
    """Keep the readings this refresh used, and only those (when they differ from the kept)."""
    if readings.live or readings.used == readings.kept:
        return
    said = {k: raw for k, raw in readings.used.items() if raw[0] or raw[1]}
    await store.aput(ns.profile(user, agent), READINGS_KEY, {  # most memories fill no slot
        "stamp": stamp(), "readings": said,
        "none": [k for k in readings.used if k not in said]}, index=False)
