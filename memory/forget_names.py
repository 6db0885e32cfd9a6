"""[beyond] A person's name forgotten leaves every record of the user's, not only the notes.

After 我老公大伟在银行上班, 忘掉我老公的名字 / 忘掉大伟 / "forget my husband's name" / "Forget
Dave" rewrote the notes that gave the name (memory/forget_parts.py), but the name stayed in the
topic, the audit, the message log and any note that merely said it (大伟说周末去钓鱼). Here
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
from strata_layered.memory.history.index import index_for
from strata_layered.memory.memories import list_memories, put_memory
from strata_layered.memory.memory_edits import delete_memory
from strata_layered.memory.profile import refresh_profile
from strata_layered.memory.records import MemoryItem, load
from strata_layered.memory.relative_slots import names_given, without_name
from strata_layered.memory.rules.names_given import NAME_USED_ELSEWHERE
from strata_layered.memory.rules.people import PEOPLE
from strata_layered.memory.rules.take_back import FORGET_NAME, TAKE_BACK_ABOUT
from strata_layered.memory.take_back import relation_slot_named
from strata_layered.memory.text import has_cjk, normalize_memory_content

_SKIPPED = ("documents", "take_backs", "take_back_waits", "tombstones")
"""Namespaces left as they are: a document is the user's file, the rest keep hashes only."""


_END = " .!?。！？~～"
_GIVING = (r"(?:[\s,，]*|(?:的名字)?(?:叫做|名叫|叫)|['’]s name is | is called | is named"
           r"| named | called )")
"""What may stand between a relative's word and their name (老公大伟, 猫叫团子, "husband, Dave")."""
_NAME_ALONE = re.compile(r"^(?:[\u4e00-\u9fff]{2,3}|[A-Z][a-z]+)$")
"""What a request to forget names that may be a person's name (大伟, Dave): the notes tell."""
_NAME_WORD = r"(?:这个人的名字|这个名字|的名字|['’]s name)"
"""What a request says after the name (别记大伟的名字, "Dave's name"): the stand-in says it."""


@dataclass(frozen=True)
class Given:
    """A name the user gave a person: whose (the table's key), the name, and the word said."""

    relation: str
    name: str
    word: str


def name_asked(text: str) -> str | None:
    """The name a request to forget names by itself (忘掉大伟, "Forget Dave"), if any."""
    found = FORGET_NAME.search(text.strip())
    return (found["zh"] or found["en"]) if found else None


def givens_in(text: str, relation: str | None = None, name: str | None = None) -> list[Given]:
    """The names the text gives (of `relation`, or the name `name`), with the word said."""
    return [Given(whose, given, _relation_word(text[:end], whose))
            for whose, given, _, end in names_given(text, relation)
            if given and (name is None or given == name)]


def _relation_word(before: str, relation: str) -> str:
    """The relative's word last said (老公 of 老公大伟, sister of "sister Anna")."""
    words = sorted({w for r in PEOPLE if r.key == relation for w in (*r.zh, *r.en)},
                   key=len, reverse=True)
    at = {w: before.lower().rfind(w.lower()) for w in words}
    found = [w for w in words if at[w] >= 0]
    return max(found, key=lambda w: (at[w] + len(w), len(w))) if found else ""


def unnamed(text: str, given: Given, stand_in: str | None = None) -> str:
    """The text without the name: its giving words out, a bare use of it the relative's word.

    `stand_in` replaces a bare use instead (the request's own "忘掉大伟": 忘掉这个名字).
    """
    name, word = given.name, given.word
    if name not in text and name.lower() not in text.lower():
        return text
    if stand_in is None:
        cut = [(s, e) for _, n, s, e in names_given(text, given.relation) if n == name]
        for start, end in reversed(cut):
            text = text[:start] + text[end:]
        if word:  # a topic's name 老公大伟银行上班 / 关于猫叫团子: nothing said after it
            text = re.sub(rf"({re.escape(word)}){_GIVING}{re.escape(name)}", r"\1", text,
                          flags=re.I)
    else:  # 别记大伟的名字: 别记这个名字
        text = re.sub(rf"{re.escape(name)}{_NAME_WORD}", re.escape(name), text, flags=re.I)
    if has_cjk(name):
        return text.replace(name, stand_in or word)
    # as said, capitalised: "I will go" keeps its will after "my brother Will"; and "Will
    # you…" is no use of the name (row name_used_elsewhere)
    bare = rf"(?i:\b(?P<my>my|our) )?\b{re.escape(name)}\b(?:['’]s)?"

    def said(found: re.Match[str]) -> str:
        if NAME_USED_ELSEWHERE.match(text[found.end():]) and not found["my"]:
            return found.group(0)
        if stand_in is not None:  # "Priya's wedding": that person's wedding
            return stand_in + found.group(0)[found.group(0).rfind(name) + len(name):]
        own = found.group(0)[len(found["my"]) + 1:] if found["my"] else found.group(0)
        opens = not text[:found.start()].strip() or text[:found.start()].rstrip()[-1] in ".!?"
        return f"{found['my'] or ('My' if opens else 'my')} {word}{own[len(name):]}"

    return re.sub(bare, said, text)


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
            return f"（已忘掉这个名字，改写了 {self.rewritten} 条记录）"
        return f" (forgot that name: {self.rewritten} records rewritten)"

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
    await refresh_profile(store, user, agent, active, now=now)
    return done


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
