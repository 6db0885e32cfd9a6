"""What a conversation left in the layers above its messages, taken out when it is forgotten.

A conversation's messages feed memories, topics, the audit and (through the memories) the
profile. Forgetting it removes what was derived only from it and scrubs its words from what
it shares with other conversations:

- a memory stated only in it is deleted (a tombstone keeps a hash, never the text), and
  graph/changes.py takes back what it said elsewhere (recall, summaries, windows), as a
  user's delete does; one stated in other conversations too stays, without this
  conversation in its sources;
- a topic whose messages all came from it is deleted with its counter; a shared topic is
  named, summarised and counted again from the other conversations' messages alone;
- its audit entries are deleted; other entries quoting its words lose the excerpt;
- the profile is rebuilt from the memories that remain (graph/changes.py).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from langgraph.store.base import BaseStore, PutOp

from strata_layered.memory import namespaces as ns
from strata_layered.memory.forgetting.retraction import MIN_PHRASE_CHARS, _scrub_audit
from strata_layered.memory.long_term.memories import list_memories
from strata_layered.memory.long_term.memory_edits import delete_memory
from strata_layered.memory.sensitive import redact
from strata_layered.memory.store.conversations import list_conversations
from strata_layered.memory.store.coordination import coordination_for
from strata_layered.memory.store.records import (
    AuditRecord,
    MemoryItem,
    MessageRecord,
    TopicRecord,
    dump,
    load,
)
from strata_layered.memory.text.text import collapse_whitespace, has_cjk
from strata_layered.memory.topics.domains import detect_domains
from strata_layered.memory.topics.forgetting import markers
from strata_layered.memory.topics.lifetime import list_topics
from strata_layered.memory.topics.naming import (
    first_subject_name,
    recurring_name,
    renamed_summary,
    subject_text,
    summary_points,
    topic_summary,
)
from strata_layered.memory.topics.phrases import counted_phrases, named_subject, phrase_name
from strata_layered.memory.topics.routing import (
    TOPIC_NAME_CHARS,
    TOPIC_TEXT_CHARS,
    topic_counter,
)
from strata_layered.memory.topics.whole_name import counted

PAGE = 1000


@dataclass
class Derived:
    """What forgetting a conversation removed or scrubbed beyond its own records."""

    memories_deleted: list[str] = field(default_factory=list)
    memories_kept: int = 0
    topics_deleted: int = 0
    topics_scrubbed: int = 0
    audit_deleted: int = 0

    @property
    def items(self) -> int:
        """Items deleted."""
        return len(self.memories_deleted) + self.topics_deleted + self.audit_deleted


async def _messages(store: BaseStore, user: str, agent: str, conversation: str,
                    topic: str | None = None) -> list[MessageRecord]:
    namespace = ns.messages(user, agent, conversation)
    out: list[MessageRecord] = []
    while True:
        page = await store.asearch(namespace, limit=PAGE, offset=len(out),
                                   filter={"topic": topic} if topic else None)
        out.extend(m for i in page if (m := load(MessageRecord, i.value)) is not None)
        if len(page) < PAGE:
            return out


def _phrases(messages: list[MessageRecord]) -> list[str]:
    texts = {collapse_whitespace(m.content) for m in messages if m.role == "user"}
    return sorted((t for t in texts if len(t) >= MIN_PHRASE_CHARS), key=len, reverse=True)


def stated_only_in(memory: MemoryItem, conversation: str) -> bool:
    """Whether the memory was stated in this conversation and no other."""
    stated = set(memory.conversations) | (
        {memory.source.conversation} if memory.source.conversation else set())
    return stated == {conversation}


async def _rebuild_topic(store: BaseStore, user: str, agent: str, topic: TopicRecord,
                         remaining: list[MessageRecord]) -> None:
    """Name, text, summary, labels and count from the messages that remain, as routing would."""
    texts = [redact(m.content) for m in remaining]
    topic.name = first_subject_name(texts, fallback_chars=TOPIC_NAME_CHARS)
    topic.content = texts[-1][:TOPIC_TEXT_CHARS]
    topic.summary, topic.point_words, topic.point_phrases = "", {}, {}
    for text in texts:
        before = topic.summary
        topic.summary = topic_summary(topic.name, before, text)
        if not has_cjk(topic.summary):
            added = [p for p in summary_points(text) if p in topic.summary and p not in before]
            topic.point_words = counted(topic.point_words, added)
            topic.point_phrases = counted_phrases(topic.point_phrases, added)
    # Named by what it keeps saying, as the summary refresh names it (phrases.py, here
    # without the other topics' rarity; else naming.recurring_name).
    better = named_subject(phrase_name(topic.point_phrases, topic.point_words, {}, 0),
                           topic.summary.split("; ")) or recurring_name(topic.summary)
    if better and better != topic.name:
        topic.summary = renamed_summary(topic.summary, topic.name, better)
        topic.name = better
    labels = list(dict.fromkeys(d for t in texts for d in detect_domains(subject_text(t))))
    topic.domain, topic.keywords = (labels[0] if labels else None), labels[:8]
    topic.message_count = len(texts)
    # Routing's representation is made again from what remains: the centroid from the
    # content's vector when next routed (representation.read_topics), the markers here.
    # The latest message's vector may be a removed one's: the learned boundary reads none.
    topic.vector_sum, topic.vector_count, topic.last_vector = [], 0.0, []
    topic.markers = sorted(frozenset().union(*(markers(t) for t in texts)))
    counter = topic_counter(user, agent, topic.id)
    await coordination_for(store).forget(counter)
    await coordination_for(store).add(counter, len(texts))
    await store.aput(ns.topics(user, agent), topic.id, dump(topic))  # embedded anew


async def forget_derived(store: BaseStore, user: str, agent: str,
                         conversation: str) -> Derived:
    """Remove what only `conversation` gave the other layers; call before its messages go."""
    done = Derived()
    messages = await _messages(store, user, agent, conversation)
    for memory in await list_memories(store, user, agent):
        if stated_only_in(memory, conversation):
            await delete_memory(store, user, agent, memory.id)
            done.memories_deleted.append(memory.id)
            continue
        if conversation not in memory.conversations and \
                memory.source.conversation != conversation:
            continue
        memory.conversations = [c for c in memory.conversations if c != conversation]
        if memory.source.conversation == conversation:
            memory.source.conversation = None
            memory.source.message_id = memory.source.excerpt = None
            memory.source.message_seq = None
        await store.aput(ns.memories(user, agent), memory.id, dump(memory))
        done.memories_kept += 1

    routed = Counter(m.topic for m in messages if m.topic)
    others = [c.id for c in await list_conversations(store, user, agent)
              if c.id != conversation]
    for topic in [t for t in await list_topics(store, user, agent) if t.id in routed]:
        elsewhere: list[MessageRecord] = []
        for other in others:
            elsewhere += [m for m in await _messages(store, user, agent, other, topic.id)
                          if m.role == "user"]
        elsewhere.sort(key=lambda m: m.created_at)
        if elsewhere:
            await _rebuild_topic(store, user, agent, topic, elsewhere)
            done.topics_scrubbed += 1
        else:
            await store.adelete(ns.topics(user, agent), topic.id)
            await coordination_for(store).forget(topic_counter(user, agent, topic.id))
            done.topics_deleted += 1
    phrases = _phrases(messages)

    audit = ns.audit(user, agent)
    mine = [i.key for i in await store.asearch(audit, limit=10_000)
            if (r := load(AuditRecord, i.value)) is not None and r.conversation == conversation]
    if mine:
        await store.abatch([PutOp(audit, key, None) for key in mine])
    done.audit_deleted = len(mine)
    if phrases:
        await _scrub_audit(store, user, agent, phrases, {m.id for m in messages})
    return done
