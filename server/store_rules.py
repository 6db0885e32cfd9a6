"""What LangGraph's raw store routes may touch: the caller's own namespaces, well-formed items.

A caller reaches only ("strata", <their user id>, …). A write must be the record the
namespace holds (the one Strata reads back there), so one malformed item cannot break
every later run of its owner; derived parts (document chunks, texts, term maps, import
keys) are written by Strata alone. Pure functions: the auth handler turns a refusal into
an HTTP answer.
"""

from __future__ import annotations

from typing import Any

from pydantic import ValidationError

from strata_layered.memory import namespaces as ns
from strata_layered.memory.documents.store import DocumentRecord
from strata_layered.memory.sensitive import is_sensitive, redact
from strata_layered.memory.store.messages import seq_key
from strata_layered.memory.store.records import (
    AgentRecord,
    AuditRecord,
    ConversationRecord,
    EdgeRecord,
    MemoryItem,
    MessageRecord,
    ProfileRecord,
    Record,
    TopicRecord,
)
from strata_layered.memory.text.text import normalize_memory_content

PER_AGENT: dict[str, type[Record]] = {
    "memories": MemoryItem, "profile": ProfileRecord, "topics": TopicRecord,
    "topic_graph": EdgeRecord, "conversations": ConversationRecord, "audit": AuditRecord,
}
PER_CONVERSATION: dict[str, type[Record]] = {"messages": MessageRecord,
                                              "documents": DocumentRecord}
MAX_VALUE_CHARS = 1_000_000
FREE_TEXT: dict[type[Record], tuple[str, ...]] = {
    MessageRecord: ("content",), TopicRecord: ("name", "content", "summary", "keywords"),
    ConversationRecord: ("summary",), AgentRecord: ("persona", "latest_reply"),
    AuditRecord: ("reason", "excerpt"), ProfileRecord: ("fields", "text"),
    DocumentRecord: ("title", "summary"),
}
"""Text a caller writes in their own words: masked before the store keeps it (a memory's
content is refused instead, as its gate would)."""


class NotYours(LookupError):
    """A namespace outside the caller's prefix (answered like a missing one: 404)."""


class Refused(ValueError):
    """A write Strata could not read back (answered with 422 and the reason)."""


def own_prefix(user: str) -> tuple[str, ...]:
    """The one prefix a user may reach."""
    return ns.user_prefix(user)


def check_owner(namespace: tuple[str, ...] | list[str] | None, user: str) -> tuple[str, ...]:
    """The namespace, when it lies under the user's prefix."""
    found = tuple(namespace or ())
    prefix = own_prefix(user)
    if found[:len(prefix)] != prefix:
        raise NotYours("namespace not found")
    return found


def _record_type(namespace: tuple[str, ...]) -> type[Record]:
    rest = namespace[2:]
    if rest == ("agents",):
        return AgentRecord
    if len(rest) == 2 and rest[1] in PER_AGENT:
        return PER_AGENT[rest[1]]
    if len(rest) == 3 and rest[1] in PER_CONVERSATION:
        return PER_CONVERSATION[rest[1]]
    raise Refused(f"namespace {list(namespace)} is written by Strata only")


def _consistent(record: Record, namespace: tuple[str, ...], key: str,
                value: dict[str, Any]) -> None:
    """The fields Strata trusts must agree with where the item sits."""
    user, agent = ns.decode_label(namespace[1]), ns.decode_label(namespace[2])
    if isinstance(record, MemoryItem):
        if record.id != key or record.user != user or record.agent != agent:
            raise Refused("a memory's id, user and agent must match its key and namespace")
        if is_sensitive(record.content):
            raise Refused("memory content looks like a secret; it will not be stored")
        value["normalized"] = normalize_memory_content(record.content)  # de-duplication key
    elif isinstance(record, MessageRecord):
        if key != seq_key(record.seq) or record.conversation != ns.decode_label(namespace[4]):
            raise Refused("a message's key and conversation must match its seq and namespace")
    elif isinstance(record, ConversationRecord | DocumentRecord | TopicRecord):
        if record.id != key:
            raise Refused("the record's id must match its key")
    elif isinstance(record, AgentRecord) and ns.encode_label(record.name) != key:
        raise Refused("an agent's name must match its key")


def _masked(value: Any) -> Any:
    if isinstance(value, str):
        return redact(value)
    if isinstance(value, list):
        return [_masked(v) for v in value]
    if isinstance(value, dict):
        return {k: _masked(v) for k, v in value.items()}
    return value


def mask_free_text(record: Record, value: dict[str, Any]) -> None:
    """The record's free text with its secrets masked, in place (raw writes rest masked too)."""
    for name in FREE_TEXT.get(type(record), ()):
        if name in value:
            value[name] = _masked(value[name])


def check_put(namespace: tuple[str, ...], key: str, value: dict[str, Any] | None) -> None:
    """Refuse a write Strata could not read back; `value` may be completed in place."""
    if value is None:
        return  # a delete
    if not isinstance(value, dict):
        raise Refused("the value must be a JSON object")
    if len(str(value)) > MAX_VALUE_CHARS:
        raise Refused(f"the value is over {MAX_VALUE_CHARS} characters")
    model = _record_type(namespace)
    try:
        record = model.model_validate(value)
    except ValidationError as error:
        first = error.errors()[0]
        where = ".".join(str(p) for p in first.get("loc", ())) or "value"
        raise Refused(f"not a {model.__name__}: {where}: {first.get('msg')}") from error
    _consistent(record, namespace, key, value)
    mask_free_text(record, value)
