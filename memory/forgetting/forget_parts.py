"""[beyond] Forgetting one fact of a note that holds several keeps the others.

A note may hold several facts: merged when one of them changed (memory/facts/fact_values.py
`carried_over`: "mom lives in Lisbon and works as a data analyst", 现在住在上海了，一个人住，
不太能吃辣), or grouped past seed 000's cap. A request to forget one of them deleted the whole
note (issue 24, forget24): now the note is rewritten without the parts that say it, its old
texts leave its history, and what those parts said leaves recall, topics and summaries as a
delete's would (memory/forgetting/retraction.py). A delete of the memory by id still deletes it
whole.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import datetime

from langgraph.store.base import BaseStore

from strata_layered.memory.facts.fact_values import CLAUSE_BREAK
from strata_layered.memory.facts.job_across import Vector, job_across
from strata_layered.memory.facts.relative_slots import names_given, says_relatives, without_name
from strata_layered.memory.forgetting.retraction import MIN_PHRASE_CHARS, retract, source_text
from strata_layered.memory.forgetting.take_back import (
    Named,
    Scrub,
    in_slot,
    relation_slot_named,
    same_slot_value,
    says_all,
    says_fact,
    slot_named,
)
from strata_layered.memory.long_term.memories import (
    UnknownMemory,
    get_memory,
    list_memories,
    put_memory,
)
from strata_layered.memory.long_term.profile import refresh_profile
from strata_layered.memory.rules.people import (
    PEOPLE_EN,
    PEOPLE_ZH,
    PERSON_SUBJECT,
    PRONOUN_SUBJECT,
)
from strata_layered.memory.store.records import MemoryItem
from strata_layered.memory.text.text import has_cjk, normalize_memory_content
from strata_layered.memory.topics.forgetting import taken_back

_PARTS = re.compile(rf"{CLAUSE_BREAK.pattern}|\s+and\s+")
"""A note's facts: its clauses, and the facts joined by "and" (lives in Lisbon and works…)."""

_WHOSE = re.compile(rf"\b(?:my|our|i|i'm)\b|\b(?:{PEOPLE_EN})(?:'s|s)?\b|我的?|(?:{PEOPLE_ZH})",
                    re.I)
"""Whose fact a request says: the note says it once, in its first part ("mom lives in Lisbon
and works as…"), so a later part is read without it."""


_JUDGED_ONLY_ZH = re.compile(r"^(?:有点|有些|太|挺|很|真|好|特别|超|蛮|还)[\u4e00-\u9fff]{1,2}?"
                            r"(?:了|的|啊|呀)?$")
"""A part that only judges (有点贵, 太远了, 挺累的): it goes with the part it judges (leftzh43:
a rent forgotten left `有点贵`)."""


def parts_of(content: str) -> list[str]:
    """The facts of a note, as said in it."""
    return [p.strip() for p in _PARTS.split(content) if p and p.strip()]


def part_says(named: Named, vector: Vector | None = None) -> Callable[[str], bool]:
    """Whether one part of a named note says what is named (read as `naming` reads notes)."""
    if (slot := slot_named(named.what)) is not None and not named.this_conversation:
        return lambda part: in_slot(part, slot)
    what = _WHOSE.sub(" ", named.what).strip()
    if not what:
        return lambda part: False
    if named.this_conversation:
        return lambda part: says_all(part, what) or says_all(named.what, part)
    # the part says the fact, or the request says all the part does (it names several)
    return lambda part: (says_fact(part, what) or same_slot_value(part, named.what)
                         or job_across(part, named.what, vector) or says_all(named.what, part))


def kept_parts(content: str, named: Named, vector: Vector | None = None) -> str | None:
    """The note without the parts that say what is named, or None when it goes whole.

    A relative's name is words of a part (老公叫大伟，是个厨师: 老公是个厨师), and a part
    after the relative's first is read as theirs: "forget my husband's job" takes 是个厨师.
    """
    if named.about:  # everything said about it: 前任叫小李，去年分手了 goes whole
        return None
    theirs = relation_slot_named(named.what) if not named.this_conversation else None
    if theirs is not None and theirs[1] == "name":
        return without_name(content, theirs[0])
    parts = parts_of(content)
    says = part_says(named, vector)
    if theirs is not None:
        opened = PERSON_SUBJECT.match(content)
        end = opened.end() if opened is not None else 0
        # "sister Anna is a nurse and lives in Boston": the lead keeps the name said with them
        end = next((e for _, _, s, e in names_given(content, theirs[0]) if s == end), end)
        lead = content[:end].rstrip() + ("" if has_cjk(content) else " ") if end else ""
        kept = [p for p in parts if not says_relatives(
            p if PERSON_SUBJECT.match(p) else lead + p, *theirs)]
        if kept and kept[0] != parts[0] and not PERSON_SUBJECT.match(kept[0]):
            kept[0] = lead + kept[0]  # 老公是个厨师，叫大伟: 老公叫大伟
    else:
        # 月租四千五，有点贵: a part that only judges says how the part forgotten was
        kept = [p for p in parts if not says(p)]
        if len(kept) < len(parts):
            kept = [p for p in kept if not _JUDGED_ONLY_ZH.match(p)]
    if len(parts) < 2 or not kept or len(kept) == len(parts):
        return None
    return ("，" if has_cjk(content) else " and ").join(kept)


def gone_parts(content: str, kept: str) -> list[str]:
    """The parts of a note its kept text no longer says (老公叫大伟 of 老公叫大伟，是个厨师)."""
    now = normalize_memory_content(kept)  # "he is a chef" is said by "husband is a chef"
    return [p for p in parts_of(content) if normalize_memory_content(
        PRONOUN_SUBJECT.sub("", p, count=1)) not in now]


async def forget_parts(store: BaseStore, user: str, agent: str,
                       parted: list[tuple[MemoryItem, str]], *, named: Named,
                       now: datetime) -> list[Scrub]:
    """Rewrite each note as its kept parts; take what the others said out of every layer.

    The message a note came from leaves recall when it says what is named, as a deleted
    note's would; the note keeps the facts it said besides.
    """
    scrubs: list[Scrub] = []
    for memory, kept in parted:
        gone = gone_parts(memory.content, kept)
        # a name forgotten: the message that gave it ("Dave loves fishing") says it too
        theirs = relation_slot_named(named.what)
        names = [n for _, n, _, _ in names_given(memory.content, theirs[0])] if (
            theirs is not None and theirs[1] == "name") else []
        source = await source_text(store, memory)
        olds = [str(h.get("content") or h.get("said") or "") for h in memory.history]
        # the note it merged (archived, superseded by it) said the forgotten fact too
        for h in memory.history:
            before = await _memory(store, user, agent, str(h.get("supersedes") or ""))
            if before is not None and (left := kept_parts(before.content, named)):
                await _rewrite(store, before, left, now)
        await _rewrite(store, memory, kept, now)
        saying = [source] if source and (says_all(source, named.what) or any(
            n in source for n in names)) else []
        phrases = sorted({p for p in [*gone, *saying] if len(p) >= MIN_PHRASE_CHARS},
                         key=len, reverse=True)
        said = taken_back([*gone, *(o for o in olds if o and any(g in o for g in gone))], source)
        await retract(store, user, agent, phrases, said)
        scrubs.append((phrases, said))
    if parted:
        active = await list_memories(store, user, agent, status="active")
        await refresh_profile(store, user, agent, active, now=now, forgot=True)
    return scrubs


async def _rewrite(store: BaseStore, memory: MemoryItem, kept: str, now: datetime) -> None:
    """The note as its kept parts; its history loses the old texts, not its links."""
    gone = len(parts_of(memory.content)) - len(parts_of(kept))
    memory.history = [rest for h in memory.history
                      if (rest := {k: v for k, v in h.items() if k not in ("content", "said")})]
    memory.history.append({"forgot": gone, "at": now.isoformat(), "by": "take back"})
    memory.content, memory.normalized = kept, normalize_memory_content(kept)
    memory.updated_at = now
    await put_memory(store, memory)


async def _memory(store: BaseStore, user: str, agent: str, memory_id: str) -> MemoryItem | None:
    try:
        return await get_memory(store, user, agent, memory_id) if memory_id else None
    except UnknownMemory:
        return None
