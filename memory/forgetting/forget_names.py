"""[beyond] A person's name forgotten leaves every record of the user's, not only the notes.

After 我老公大伟在银行上班, 忘掉我老公的名字 / 忘掉大伟 / "forget my husband's name" / "Forget
Dave" rewrote the notes that gave the name (memory/forgetting/forget_parts.py), but the name stayed
in the topic, the audit, the message log and any note that merely said it (大伟说周末去钓鱼). Here
every record of the user's agent that holds the name is rewritten without it: the words that
gave it go (老公在银行上班), a bare use of it says the relative instead (老公说周末去钓鱼), the
request itself says "这个名字" / "that name", and a note of the name alone goes whole. The
messages rewritten leave recall (their index entries held the name); the checkpointed window
and summaries are the caller's (nodes/gate_candidate.py). Issue 24, forget37.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from langgraph.store.base import BaseStore, Item, PutOp

from strata_layered.memory import namespaces as ns
from strata_layered.memory.facts.relative_slots import without_name
from strata_layered.memory.forgetting.take_back import relation_slot_named
from strata_layered.memory.forgetting.unnamed_text import Given, givens_in, name_asked, unnamed
from strata_layered.memory.history.index import index_for
from strata_layered.memory.long_term.memories import list_memories, put_memory
from strata_layered.memory.long_term.memory_edits import delete_memory
from strata_layered.memory.long_term.profile import refresh_profile
from strata_layered.memory.rules.take_back import TAKE_BACK_ABOUT
from strata_layered.memory.store.records import MemoryItem, load
from strata_layered.memory.text.text import has_cjk, normalize_memory_content

_SKIPPED = ("take_backs", "take_back_waits", "tombstones")
"""Namespaces left as they are: they keep hashes only. A document the user gave is rewritten
too (its record, original, chunks, summaries): a user who asked to forget a name expects it
in no layer (forget38); the caller re-embeds it (nodes/gate_candidate.py)."""


_END = " .!?。！？~～"
_NAME_ALONE = re.compile(r"^(?:[\u4e00-\u9fff]{2,3}|[A-Z][a-z]+)$")
"""What a request to forget names that may be a person's name (大伟, Dave): the notes tell."""


@dataclass
class Unnamed:
    """The names forgotten, the request's text with and without them, the messages rewritten."""

    givens: list[Given]
    asked: str = ""
    asked_unnamed: str = ""
    messages: dict[str, str] = field(default_factory=dict)
    """Message id → its text as now kept (the window replaces its copy)."""
    stand_in: str = ""
    """What the request and its reply say for the name (这个名字, "that person")."""
    answer: str = ""
    """The id of the request's reply: a bare name in it is the stand-in, not the relative
    ("好的，大伟这个名字我不会再提了" is no word of the husband's: 这个名字我不会再提了)."""
    rewritten: int = 0
    """How many records were rewritten (the turn's note says it)."""
    documents: set[str] = field(default_factory=set)
    """The ids of the documents rewritten (their vectors were made from the name)."""

    def text(self, value: str) -> str:
        """A text without the names; the request, quoted anywhere, as rewritten."""
        if self.asked and self.asked != self.asked_unnamed:  # a topic's "forget Dave" too
            value = re.sub(re.escape(self.asked.rstrip(_END)), lambda _: self.asked_unnamed.rstrip(
                _END), value, flags=re.I)
        for given in self.givens:
            value = unnamed(value, given)
        return value

    def answered(self, value: str) -> str:
        """The request's reply without the names: the request's stand-in for a bare use."""
        for given in self.givens:
            value = unnamed(value, given, self.stand_in or None)
        return self.text(value)

    def note(self) -> str:
        """What the turn's note adds: the name forgotten, and from how many records."""
        if has_cjk(self.asked):
            return f"（已忘掉这个名字，改写了 {self.rewritten} 条记录" + (
                f"，含 {len(self.documents)} 份文档）" if self.documents else "）")
        return f" (forgot that name: {self.rewritten} records rewritten" + (
            f", {len(self.documents)} document(s) among them)" if self.documents else ")")

    def says_name(self, text: str) -> bool:
        """Whether a word or phrase holds one of the names, whatever its case ("dave")."""
        return any(re.search(rf"\b{re.escape(g.name)}\b" if g.name.isascii() else g.name, text,
                             re.I) for g in self.givens)

    def value(self, value: Any) -> Any:
        """A stored value with every text in it rewritten."""
        if isinstance(value, str):
            return self.text(value)
        if isinstance(value, list):  # a topic's markers ("dave") drop the name
            return [self.value(v) for v in value
                    if not (isinstance(v, str) and v.islower() and self.says_name(v))]
        if isinstance(value, dict):  # a count by word (a topic's point words) drops the name
            return {k: self.value(v) for k, v in value.items()
                    if not (isinstance(v, int | float) and self.says_name(k))}
        return value


def unnaming(givens: list[Given], asked: str, answer: str = "") -> Unnamed:
    """The rewriting of `givens`, the request `asked` saying "这个名字" / "that name" for them.

    A request about the person (忘掉关于大伟的事, "Forget everything about Dave") says 这个人 /
    "that person". `answer`: the id of the request's reply, which says the same.
    """
    about = TAKE_BACK_ABOUT.search(asked.strip()) is not None
    stand_in = (("这个人" if about else "这个名字") if has_cjk(asked)
                else ("that person" if about else "that name"))
    said = asked
    for given in givens:
        said = unnamed(said, given, stand_in)
    return Unnamed(givens, asked.strip(), said.strip(), stand_in=stand_in, answer=answer)


async def names_forgotten(store: BaseStore, user: str, agent: str, asked: str,
                          named: str | None) -> list[Given]:
    """The names a request forgets: a relative's (老公的名字) or one said alone (忘掉大伟)."""
    theirs = relation_slot_named(named) if named else None
    if theirs is not None and theirs[1] == "name":
        return await givens_kept(store, user, agent, relation=theirs[0])
    if (name := name_asked(asked) or (named if named and _NAME_ALONE.match(named) else None)):
        return await givens_kept(store, user, agent, name=name)  # 忘掉关于大伟的事 too
    return []


def _holds(value: dict[str, Any], givens: list[Given]) -> bool:
    said = json.dumps(value, ensure_ascii=False).lower()
    return any(g.name.lower() in said for g in givens)


async def _items(store: BaseStore, user: str, agent: str) -> list[Item]:
    """Every record of the user's agent (and its agent record), documents aside."""
    spaces = [ns.agents(user), *await store.alist_namespaces(
        prefix=ns.agent_prefix(user, agent), limit=100_000)]
    out: list[Item] = []
    for space in spaces:
        if any(part in _SKIPPED for part in space[len(ns.agent_prefix(user, agent)):]):
            continue
        offset = 0
        while found := await store.asearch(space, limit=1000, offset=offset):
            out += found
            offset += len(found)
    return out


async def givens_kept(store: BaseStore, user: str, agent: str, *, relation: str | None = None,
                      name: str | None = None) -> list[Given]:
    """The names the user's notes and messages give (of `relation`, or the name `name`)."""
    found: dict[tuple[str, str], Given] = {}
    for item in await _items(store, user, agent):
        space = item.namespace[len(ns.agent_prefix(user, agent)):]
        said = item.value.get("content") if space[:1] in (("memories",), ("messages",)) else None
        if isinstance(said, str) and item.value.get("role", "user") == "user":
            for given in givens_in(said, relation, name):
                found.setdefault((given.relation, given.name), given)
    return list(found.values())


async def forget_names(store: BaseStore, user: str, agent: str, done: Unnamed, *,
                       now: datetime) -> Unnamed:
    """Rewrite every record holding one of the names; a note of the name alone is deleted."""
    if not done.givens:
        return done
    ops: list[PutOp] = []
    for item in await _items(store, user, agent):
        if not _holds(item.value, done.givens):
            continue
        space = item.namespace[len(ns.agent_prefix(user, agent)):]
        if space[:1] == ("memories",):
            await _unname_memory(store, user, agent, item, done, now)
            continue
        value = done.value(item.value)
        if space[:1] == ("topics",) and value != item.value:  # a topic of the person: its
            named = value["name"] = _everywhere(done, str(item.value.get("name", "")))  # name
            if old := str(item.value.get("name", "")):
                value["summary"] = str(value.get("summary", "")).replace(old, named)
        if space[:1] in (("document",), ("documents",)):  # a document's part, or its record
            done.documents.add(str(value.get("document") or space[1]) if space[:1] == (
                "document",) else str(value.get("id")))
        if space[:1] == ("messages",) and done.answer and item.value.get("id") == done.answer:
            value["content"] = done.answered(str(item.value.get("content")))
        if space[:1] == ("messages",):
            value["retracted"] = True  # its index entry said the name: out of recall
            done.messages[str(value.get("id"))] = str(value.get("content"))
        ops.append(PutOp(item.namespace, item.key, value,
                         index=None if space[:1] == ("topics",) else False))
    done.rewritten += len(ops)
    if ops:
        await store.abatch(ops)
    if done.messages:
        index_for(store).forget_messages(user, agent, list(done.messages))
    active = await list_memories(store, user, agent, status="active")
    await refresh_profile(store, user, agent, active, now=now, forgot=True)
    return done


def _everywhere(done: Unnamed, text: str) -> str:
    for given in done.givens:  # 小雨礼物, a topic's name, says the person as a word would
        text = unnamed(text, given, everywhere=True)
    return text


async def _unname_memory(store: BaseStore, user: str, agent: str, item: Item,
                         done: Unnamed, now: datetime) -> None:
    memory = load(MemoryItem, item.value)
    if memory is None:
        return
    for given in done.givens:
        if given.name in memory.content and without_name(memory.content, given.relation) is None:
            done.rewritten += 1
            await delete_memory(store, user, agent, memory.id, now=now)  # the name alone
            return
    kept = load(MemoryItem, done.value(item.value))
    if kept is None:
        return
    done.rewritten += 1
    kept.normalized = normalize_memory_content(kept.content)
    kept.updated_at = now
    await put_memory(store, kept)
