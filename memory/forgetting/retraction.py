"""What a memory leaves behind when the user edits or deletes it, taken out of every layer.

The memory's old text, and the words of the message it came from, are what the user took
back. They are scrubbed from what is derived from messages (topic summaries and names,
the conversations' model summaries, the audit's excerpts), and every logged message that
says them is marked retracted and leaves the history index: the log still shows it to
the user, recall and summaries never use it again. The checkpointed windows and rolling
summaries are graph state: graph/changes.py scrubs those with the phrases found here.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field

from langgraph.store.base import BaseStore, PutOp

from strata_layered.memory import namespaces as ns
from strata_layered.memory.history.index import index_for
from strata_layered.memory.long_term.memories import list_memories, put_memory
from strata_layered.memory.store.conversations import (
    get_agent,
    list_conversations,
    save_agent,
    save_conversation,
)
from strata_layered.memory.store.messages import get_messages, seq_key
from strata_layered.memory.store.records import AuditRecord, MemoryItem, MessageRecord, dump, load
from strata_layered.memory.text.bm25 import tokenize
from strata_layered.memory.text.text import collapse_whitespace
from strata_layered.memory.topics.forgetting import (
    Said,
    forget_clauses,
    forget_in_topic,
    markers,
    says_any,
    taken_back,
    without_points,
)
from strata_layered.memory.topics.lifetime import list_topics
from strata_layered.memory.topics.phrases import without_phrases
from strata_layered.memory.topics.whole_name import without

MIN_PHRASE_CHARS = 4
"""Shorter texts (a name, 猫) are too common to take out of everything that says them."""
CANDIDATES = 200
_SPACES = re.compile(r"\s+")


@dataclass
class Retracted:
    """What one retraction touched."""

    phrases: list[str]
    messages: dict[str, list[str]] = field(default_factory=dict)
    """Conversation → ids of the messages taken out of recall."""
    topics: int = 0
    audit: int = 0


def phrases_of(memory: MemoryItem, source_text: str | None) -> list[str]:
    """The texts a change takes back: the memory's (old) contents and its source message."""
    texts = [memory.content, *(h.get("content") or h.get("said") or "" for h in memory.history),
             source_text or ""]
    out: list[str] = []
    for text in texts:
        phrase = collapse_whitespace(str(text))
        if len(phrase) >= MIN_PHRASE_CHARS and phrase not in out:
            out.append(phrase)
    return sorted(out, key=len, reverse=True)  # the longest first: it holds the shorter


def said_of(memory: MemoryItem, source_text: str | None) -> Said:
    """What the memory said, clause by clause: its texts and the source clauses saying them."""
    texts = [memory.content, *(str(h.get("content") or h.get("said") or "")
                               for h in memory.history)]
    return taken_back([t for t in texts if t], source_text)


def forget_said(text: str, phrases: Iterable[str], said: Said) -> str:
    """A free text (a rolling summary) without the sentences and clauses that say them.

    A phrase cut out of the middle of a sentence left the rest garbled ("My sister too, she
    is a doctor" after "I live in Hangzhou" was taken back): the whole sentence goes.
    """
    phrases = list(phrases)
    return forget_clauses(_without_sentences(text, phrases) if says(text, phrases) else text,
                          said)


_SENTENCE = re.compile(r"[^。！？!?；;\n]+?(?:[。！？!?；;\n]+|\.(?=\s|$)|$)")


def _without_sentences(text: str, phrases: list[str]) -> str:
    kept = [p for p in _SENTENCE.findall(text) if not says(p, phrases)]
    return scrub("".join(kept), phrases)


def says(text: str, phrases: Iterable[str]) -> bool:
    """Whether a text contains one of the phrases (whitespace-insensitive)."""
    flat = collapse_whitespace(text)
    return any(p in flat for p in phrases)


def scrub(text: str, phrases: Iterable[str]) -> str:
    """The text without any of the phrases."""
    flat = collapse_whitespace(text)
    for phrase in phrases:
        flat = flat.replace(phrase, "")
    return _SPACES.sub(" ", flat).strip()


async def source_text(store: BaseStore, memory: MemoryItem) -> str | None:
    """The whole message a memory came from, when it is still in the log."""
    src = memory.source
    if not src.conversation or src.message_seq is None:
        return None
    found = await get_messages(store, memory.user, memory.agent, src.conversation,
                               [src.message_seq])
    return found[0].content if found else None


async def retract(store: BaseStore, user: str, agent: str, phrases: list[str],
                  said: Said | None = None, *, messages: bool = True) -> Retracted:
    """Take the phrases out of messages' recall, topics, model summaries and the audit.

    `said` (`said_of`) is taken out of topic names and summaries and the conversations'
    summaries clause by clause. With `messages=False` (a disabled memory: the user may
    enable it again) the log, recall and the audit are left as they are.
    """
    done = Retracted(phrases=phrases)
    said = said or []
    if messages is False:
        done.topics = await _scrub_topics(store, user, agent, phrases, said)
        await _scrub_conversations(store, user, agent, phrases, said)
        return done
    if not phrases and not said:
        return done
    index = index_for(store)
    hits = {e.message_id: e for p in phrases
            for e, _ in index.lexical(user, agent, tokenize(p), limit=CANDIDATES)
            if says(e.content, [p])}
    for entry in hits.values():
        done.messages.setdefault(entry.conversation, []).append(entry.message_id)
    for conversation, ids in done.messages.items():
        await _mark_retracted(store, user, agent, conversation,
                              [hits[i].seq for i in ids])
    index.forget_messages(user, agent, hits)
    await _scrub_standins(store, user, agent, phrases, said)
    done.topics = await _scrub_topics(store, user, agent, phrases, said)
    await _scrub_conversations(store, user, agent, phrases, said)
    done.audit = await _scrub_audit(store, user, agent, phrases, set(hits))
    await _scrub_excerpts(store, user, agent, phrases, said)
    return done


async def _scrub_excerpts(store: BaseStore, user: str, agent: str, phrases: list[str],
                          said: Said) -> None:
    """Another memory of the same message shows it as its source: the excerpt loses it too.

    "works as a glacier guide" kept beside a deleted "lives in Reykjavik" showed "I live in
    Reykjavik and I work as a glacier guide." on its page.
    """
    for memory in await list_memories(store, user, agent):
        excerpt = memory.source.excerpt
        if excerpt and (kept := forget_said(excerpt, phrases, said)) != excerpt:
            memory.source.excerpt = kept or None
            await put_memory(store, memory, reindex=False)


async def _scrub_standins(store: BaseStore, user: str, agent: str, phrases: list[str],
                          said: Said) -> None:
    """An offline stand-in reply quotes the memories it recalled ("我记得与此相关的：…").

    Stand-ins are never in the history index, so the search above never finds them: a
    forgotten memory quoted in one stayed in the log in clear. Its quoted lines go here.
    """
    offset = 0
    while hits := await store.asearch(ns.message_logs(user, agent), filter={"offline": True},
                                      limit=500, offset=offset):
        ops = []
        for hit in hits:
            record = load(MessageRecord, hit.value)
            if record is not None and says(record.content, phrases):
                record.content = forget_said(record.content, phrases, said)
                ops.append(PutOp(hit.namespace, hit.key, dump(record), index=False))
        if ops:
            await store.abatch(ops)
        offset += len(hits)
    kept = await get_agent(store, user, agent)  # the agent keeps its latest reply's preview
    if kept is not None and kept.latest_reply and says(kept.latest_reply, phrases):
        kept.latest_reply = forget_said(kept.latest_reply, phrases, said)
        await save_agent(store, user, kept)


async def _mark_retracted(store: BaseStore, user: str, agent: str, conversation: str,
                          seqs: list[int]) -> None:
    namespace = ns.messages(user, agent, conversation)
    records = await get_messages(store, user, agent, conversation, seqs)
    ops = []
    for record in records:
        record.retracted = True
        ops.append(PutOp(namespace, seq_key(record.seq), dump(record), index=False))
    if ops:
        await store.abatch(ops)


async def _scrub_conversations(store: BaseStore, user: str, agent: str, phrases: list[str],
                               said: Said) -> None:
    for conv in await list_conversations(store, user, agent):
        if conv.summary and (kept := forget_said(conv.summary, phrases, said)) != conv.summary:
            conv.summary = kept
            await save_conversation(store, user, agent, conv)


async def _scrub_topics(store: BaseStore, user: str, agent: str, phrases: list[str],
                        said: Said) -> int:
    changed = 0
    # Routing's markers (memory/topics/representation.py) lose what was taken back too.
    gone = frozenset().union(*said, *(markers(p) for p in phrases))
    for topic in await list_topics(store, user, agent):
        texts = (topic.summary, topic.content, topic.name)
        kept = [m for m in topic.markers if m not in gone]
        # What a name is made from (whole_name.py) loses what was taken back too.
        words = without(topic.point_words, gone)
        named = without_phrases(topic.point_phrases, gone)
        if not any(says(t, phrases) for t in texts) and not any(
                says_any(c, said) for t in texts for c in re.split(r"[；;，,。.！!？?：:\n]", t)):
            if (len(kept), len(words), len(named)) != (
                    len(topic.markers), len(topic.point_words), len(topic.point_phrases)):
                topic.markers, topic.point_words, topic.point_phrases = kept, words, named
                await store.aput(ns.topics(user, agent), topic.id, dump(topic), index=False)
            continue
        topic.markers, topic.point_words, topic.point_phrases = kept, words, named
        name = scrub(topic.name, phrases)
        points = without_points(topic.summary, lambda point: says(point, phrases))
        topic.name, topic.summary = forget_in_topic(name, points, said, domain=topic.domain)
        content = forget_said(topic.content, phrases, said)
        reindex = content != topic.content
        topic.content = content or topic.name
        await store.aput(ns.topics(user, agent), topic.id, dump(topic),
                         index=None if reindex else False)
        changed += 1
    return changed


async def _scrub_audit(store: BaseStore, user: str, agent: str, phrases: list[str],
                       messages: set[str]) -> int:
    namespace = ns.audit(user, agent)
    ops = []
    for item in await store.asearch(namespace, limit=10_000):
        record = load(AuditRecord, item.value)
        if record is None or not (record.message_id in messages
                                  or says(record.excerpt, phrases)):
            continue
        record.excerpt = ""
        ops.append(PutOp(namespace, item.key, dump(record), index=False))
    if ops:
        await store.abatch(ops)
    return len(ops)
