"""The global profile (seed 004 §3.4): a short structured profile loaded on every turn.

Rebuilt from active memories each time they change — rewritten, never appended — and
bounded: one line per field. A field holds a value, not a sentence: each slot of
memory/facts/slots.py takes its value out of the memory by its own pattern (名字: 周立;
职业: 护士，白班; 宠物: 猫 团子). A single-valued field shows the newest memory's value;
family, pets, allergies and health gather the values of every memory that gives one.
Every field notes the memories it came from, and every read checks those memories are
still active and unexpired (or archived, for a value carried: a memory archived for a newer
value of one of its slots keeps its other slots' values while no later memory speaks to them;
fix34: "is a nurse at St Mary's Hospital" superseded by "now works at Kaiser" took the job
out of the profile): whatever changed a memory (an edit, a delete, the store's own
API, time), the profile never shows one that is not.
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from datetime import UTC, datetime

from langgraph.store.base import BaseStore, PutOp

from strata_layered.memory import namespaces as ns
from strata_layered.memory.facts.slots import BY_KEY, PROFILE_SLOTS, Slot
from strata_layered.memory.long_term.archived import archived_memories
from strata_layered.memory.long_term.line_words import BY_SLOT, NO_WORDS, one_language
from strata_layered.memory.long_term.profile_readings import (
    Reading,
    kept_readings,
    read_now,
    readings_kept,
    readings_put,
)
from strata_layered.memory.store.records import MemoryItem, ProfileRecord, dump, get_values, load
from strata_layered.memory.text.text import has_cjk

PROFILE_KEY = "profile"
FIELD_CHARS = 60
PROFILE_CHARS = 400
MAX_VALUES = 4
SOURCE_SEPARATOR = ","
"""A field gathered from several memories lists their ids, comma-separated."""


def build_profile(memories: list[MemoryItem], archived: Collection[MemoryItem] = (),
                  read: Callable[[MemoryItem], Reading] = read_now,
                  ) -> dict[str, tuple[str, str]]:
    """Field → (value, ids of the memories it came from), from active memories.

    And from `archived` memories, the slots that the memory superseding them did not
    replace (`carried`). `read`: a memory's slots and values (memory/long_term/profile_readings.py).
    """
    single: dict[str, dict[str, tuple[str, str]]] = {}
    many: dict[str, list[tuple[str, str]]] = {}
    schedule: tuple[str, str] | None = None
    schedule_at = datetime.min.replace(tzinfo=UTC)
    for memory in sorted(memories, key=lambda m: m.updated_at):
        if memory.status != "active":
            continue
        reading = read(memory)  # only the user's own fill theirs
        said = reading.said
        for slot, value in reading.values:
            if slot.single:  # newest per slot; a budget per thing budgeted (装修预算, 旅游预算)
                part = next((k for k in said if k.partition(":")[0] == slot.key), slot.key)
                single.setdefault(slot.label, {})[part] = (value, memory.id)
            elif not any(_within(value, v) for v, _ in many.get(slot.label, [])):
                # 猫 after 猫 团团 is the same pet said again; 猫 团团 after 猫 names it
                many[slot.label] = [(v, i) for v, i in many.get(slot.label, [])
                                    if not _within(v, value)] + [(value, memory.id)]
        if "work_schedule" in said:
            shift = BY_KEY["work_schedule"].value_of(memory.content)
            schedule, schedule_at = ((shift, memory.id), memory.updated_at) if shift else (
                schedule, schedule_at)
        elif "occupation" in said and memory.updated_at > schedule_at:
            schedule = None  # a shift said before the job now held (or left) was the old job's
    for slot, part, value, old in carried(memories, archived, read):
        single.setdefault(slot.label, {}).setdefault(part, (value, old.id))
    fields = {label: (_joined([v for v, _ in parts.values()], "；", "; "),
                      SOURCE_SEPARATOR.join(i for _, i in parts.values()))
              for label, parts in single.items()}
    for label, values in many.items():
        kept = values[-MAX_VALUES:]
        # One language a line, its newest value's: 孩子；kid；husband, 橘猫；dog Rex were both
        words = next((w for key, w in BY_SLOT.items() if BY_KEY[key].label == label), NO_WORDS)
        named: dict[str, list[str]] = {}
        for value, i in zip(one_language([v for v, _ in kept], words), [i for _, i in kept],
                            strict=True):
            named.setdefault(value, []).append(i)  # 孩子 and kid: one value, both ids
        kept = [(v, SOURCE_SEPARATOR.join(ids)) for v, ids in named.items()]
        fields[label] = (_joined([v for v, _ in kept], "；", "; ", zh_line=has_cjk(kept[-1][0])),
                         SOURCE_SEPARATOR.join(dict.fromkeys(i for _, i in kept)))
    if schedule is not None:  # 职业: 护士，白班 — the shift belongs with the job
        # with no job said, a line of its own: 职业: 夜班 read a shift as the job (probe37)
        job = BY_KEY["occupation" if BY_KEY["occupation"].label in fields
                     else "work_schedule"].label
        value, ids = fields.get(job, ("", ""))
        fields[job] = (_joined([v for v in (value, schedule[0]) if v], "，", ", "),
                       SOURCE_SEPARATOR.join(filter(None, [ids, schedule[1]])))
    home, work = BY_KEY["hometown"].label, BY_KEY["workplace"].label
    if home in fields and fields[home][0].lower() == fields.get(work, ("",))[0].lower():
        del fields[home]  # "I work at Google", then "I'm from Google": the employer (left42)
    return {k: (v[:FIELD_CHARS], ids) for k, (v, ids) in fields.items()}


def carried(memories: Collection[MemoryItem], archived: Collection[MemoryItem],
            read: Callable[[MemoryItem], Reading] = read_now,
            ) -> list[tuple[Slot, str, str, MemoryItem]]:
    """(slot, part, value, memory) of archived memories that nothing said since replaced.

    A memory superseded for one slot ("now works at Kaiser" after "is a nurse at St Mary's
    Hospital") keeps the values of its other single-valued slots (the job) while no later
    memory, active or archived, speaks to them. One superseded as a whole, by a memory that
    fills no slot (a change, a correction), keeps none.
    """
    every = [m for m in (*memories, *archived) if m.status in ("active", "archived")]
    by_id = {m.id: m for m in every}
    said = {m.id: read(m).said for m in every}
    # A slot is spoken to after `old` when its newest saying is later: one pass over every
    # memory, not one per archived memory (a few hundred of each at 10,000 turns).
    newest: dict[str, datetime] = {}
    for m in every:
        for k in said[m.id]:
            if k not in newest or m.created_at > newest[k]:
                newest[k] = m.created_at
    out: list[tuple[Slot, str, str, MemoryItem]] = []
    for old in sorted((m for m in archived if m.status == "archived"), key=lambda m: m.created_at):
        newer = by_id.get(old.superseded_by or "")
        if newer is None or not said[newer.id]:
            continue
        for slot, value in read(old).values:
            part = next((k for k in said[old.id] if k.partition(":")[0] == slot.key), slot.key)
            if slot.single and part in said[old.id] and newest[part] <= old.created_at:
                out.append((slot, part, value, old))
    return out


def _within(value: str, other: str) -> bool:
    """Whether every word of a value is said by the other (猫 of 猫 团团).

    A word is said as itself, as a plural ("kid Lily" of "two kids Lily and Sam"), or in
    Chinese inside a longer word (孩子 of 两个孩子 乐乐、安安): the line named them already.
    """
    words = other.lower().replace("、", " ").split()
    return all(any(w == o or w + "s" == o or (has_cjk(w) and len(w) >= 2 and w in o)
                   for o in words) for w in value.lower().replace("、", " ").split())


def render_profile(fields: dict[str, str], said_zh: bool | Collection[str] = False) -> str:
    """One bounded line per field, in a fixed order, labelled in the value's language.

    A value of no language (an age, 28) takes the language of the memory it was said in
    (`said_zh`: the fields said in Chinese, 今年28岁), not the profile's: "I'm 28" is
    "age: 28" beside 宠物: 猫. A bool (a record written before) stands for every field,
    and then a Chinese value beside it makes it Chinese too.
    """
    exact = not isinstance(said_zh, bool)
    if isinstance(said_zh, bool):
        zh_said = set(fields) if said_zh or any(has_cjk(v) for v in fields.values()) else set()
    else:
        zh_said = set(said_zh)
    lines = [f"{s.zh if _in_chinese(fields[s.label], s.label in zh_said, exact) else s.en}: "
             f"{fields[s.label]}" for s in (*PROFILE_SLOTS, BY_KEY["work_schedule"])
             if s.label in fields]  # a shift with no job said: a line of its own, last
    return "\n".join(lines)[:PROFILE_CHARS]


def _in_chinese(value: str, said_zh: bool, exact: bool = False) -> bool:
    """Whether a field's line is labelled in Chinese.

    `exact`: `said_zh` is this field's own (its memories'), so a value in Latin letters said in
    Chinese (我叫Coco, 做 marketing manager) is labelled in Chinese (lead37).
    """
    if "; " in value and "；" not in value:
        return False  # a list line joined in English keeps a name said in Chinese (馒头)
    return has_cjk(value) or (said_zh and (exact or not any(c.isalpha() for c in value)))


async def refresh_profile(
    store: BaseStore, user: str, agent: str, memories: list[MemoryItem], *, now: datetime,
    forgot: bool = False,
) -> ProfileRecord:
    """Rewrite the profile from the given memories (and the store's archived ones).

    `forgot`: a memory was forgotten, deleted, disabled, edited or ended since the last
    refresh; the readings record is rewritten whatever this process last wrote (perf43b).
    """
    given = {m.id for m in memories}
    archived = [*(m for m in memories if m.status == "archived"),
                *(m for m in await archived_memories(store, user, agent)
                  if m.id not in given and m.superseded_by)]
    readings = await kept_readings(store, user, agent, [*memories, *archived])
    built = build_profile(memories, archived, readings.read)
    fields = {label: value for label, (value, _) in built.items()}
    used = {i for _, ids in built.values() for i in ids.split(SOURCE_SEPARATOR)}
    said_zh = any(has_cjk(m.content) for m in memories if m.id in used)
    zh_ids = {m.id for m in memories if m.id in used and has_cjk(m.content)}  # fields' only
    zh_fields = sorted(label for label, (_, ids) in built.items()
                       if zh_ids & set(ids.split(SOURCE_SEPARATOR)))
    kept = {m.id for m in archived}
    record = ProfileRecord(fields=fields, sources={k: m for k, (_, m) in built.items()},
                           carried=sorted(used & kept),
                           text=render_profile(fields, zh_fields), zh=said_zh,
                           zh_fields=zh_fields, updated_at=now)
    # the readings beside it in the same batch: one statement on PostgreSQL (pg41's count)
    await store.abatch([PutOp(ns.profile(user, agent), PROFILE_KEY, dump(record), index=False),
                        *readings_put(store, user, agent, readings, rewrite=forgot)])
    readings_kept(store, user, agent, readings)
    return record


def _current(memory: MemoryItem | None, now: datetime, carried: Collection[str]) -> bool:
    """Active and unexpired; or archived, when the profile carried a value of it."""
    return (memory is not None and (memory.status == "active" or (
                memory.status == "archived" and memory.id in carried))
            and (memory.expires_at is None or memory.expires_at > now))


async def get_profile(
    store: BaseStore, user: str, agent: str, *, now: datetime | None = None
) -> ProfileRecord | None:
    """The profile, without any field whose memories are no longer active (or expired)."""
    item = await store.aget(ns.profile(user, agent), PROFILE_KEY)
    record = load(ProfileRecord, item.value) if item else None
    if record is None:
        return None
    now = now or datetime.now(UTC)
    ids = {label: record.sources[label].split(SOURCE_SEPARATOR)
           for label in record.fields if label in record.sources}
    wanted = list(dict.fromkeys(i for group in ids.values() for i in group))
    values = await get_values(store, ns.memories(user, agent), wanted)
    current = {i for i, value in zip(wanted, values, strict=True)
               if _current(load(MemoryItem, value), now, record.carried)}
    stale = {label for label, group in ids.items() if not set(group) <= current}
    stale |= {label for label in record.fields if label not in record.sources}
    if not stale:
        return record
    fields = {k: v for k, v in record.fields.items() if k not in stale}
    return record.model_copy(update={
        "fields": fields, "sources": {k: v for k, v in record.sources.items() if k in fields},
        "text": render_profile(fields, record.zh_fields or record.zh)})


def _joined(values: list[str], zh: str, en: str, *, zh_line: bool | None = None) -> str:
    """Values joined with the marks of their language ("nurse, night shifts", 护士，白班).

    `zh_line`: the line's language when it has one of its own (a list line takes its newest
    value's): "ginger cat 馒头; dog Rex" is an English line that keeps a name as said.
    """
    line_zh = any(has_cjk(v) for v in values) if zh_line is None else zh_line
    return (zh if line_zh else en).join(values)
