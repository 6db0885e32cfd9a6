"""Every store namespace Strata uses, built in one place.

Layout: ("strata", <user>, ...) so that one prefix holds everything of a user and
forgetting a user is one prefix walk. Labels are encoded because the store rejects
"." and empty labels; an id can never reach into another user's prefix.
"""

from __future__ import annotations

import re
import uuid
from functools import lru_cache
from urllib.parse import quote, unquote

ROOT = "strata"
DEFAULT_USER = "default"
"""The one user when none is named: the CLI, `strata serve` without a secret, `strata mcp`
over stdio, the run context (notebooks, Studio). STRATA_USER names another."""
FORMER_DEFAULT_USERS = ("local",)
"""Users that were a default before there was one: `strata serve`'s local user was "local".
Their data is kept as it was; `strata where` says when some is there and how to reach it."""
MAX_ID_CHARS = 200
_CONTROL = re.compile(r"[\x00-\x1f]")


class InvalidId(ValueError):
    """An id that cannot name a user, agent, conversation or memory."""


def encode_label(value: str, *, what: str = "id") -> str:
    """Encode an id into a namespace label (no dots, no slashes, never empty)."""
    if not isinstance(value, str):
        raise InvalidId(f"{what} must be a non-empty string")
    return _encoded(value, what)


@lru_cache(maxsize=65_536)
def _encoded(value: str, what: str) -> str:
    # Memoised: every store operation of a turn encodes the same few ids (user, agent,
    # conversation, topic counters) — hundreds of times for a recall's message reads.
    if not value.strip():
        raise InvalidId(f"{what} must be a non-empty string")
    if len(value) > MAX_ID_CHARS:
        raise InvalidId(f"{what} is longer than {MAX_ID_CHARS} characters")
    if _CONTROL.search(value):
        raise InvalidId(f"{what} contains control characters")
    try:
        value.encode("utf-8")
    except UnicodeEncodeError as error:
        raise InvalidId(f"{what} is not valid Unicode (a lone surrogate)") from error
    return quote(value, safe="").replace(".", "%2E")


def check_reachable_id(value: str, *, what: str = "id") -> str:
    """An id that can also stand in a URL path: not `.` or `..`, no `/` (issue 27).

    The store could keep them, but `/api/conversations/../messages` never reaches them.
    """
    encode_label(value, what=what)
    if value.strip() in (".", "..") or "/" in value or "\\" in value:
        raise InvalidId(f"{what} may not be '.' or '..' or hold '/' or '\\'")
    return value


def decode_label(label: str) -> str:
    """Inverse of encode_label."""
    return unquote(label)


def user_prefix(user: str) -> tuple[str, ...]:
    """Everything that belongs to one user."""
    return (ROOT, encode_label(user, what="user id"))


def agents(user: str) -> tuple[str, ...]:
    """The user's agents: persona and latest-reply preview (seed 000's list)."""
    return (*user_prefix(user), "agents")


def _scoped(user: str, agent: str, *rest: str) -> tuple[str, ...]:
    return (*user_prefix(user), encode_label(agent, what="agent id"), *rest)


def agent_prefix(user: str, agent: str) -> tuple[str, ...]:
    """Everything of one (user, agent) pair."""
    return _scoped(user, agent)


def memories(user: str, agent: str) -> tuple[str, ...]:
    """Typed long-term memories, one unified namespace (seed 004 §5.4)."""
    return _scoped(user, agent, "memories")


def tombstones(user: str, agent: str) -> tuple[str, ...]:
    """Keys (hashes, never text) of memories the user deleted, so old history cannot revive them."""
    return _scoped(user, agent, "tombstones")


def profile(user: str, agent: str) -> tuple[str, ...]:
    """The global profile, one bounded record."""
    return _scoped(user, agent, "profile")


def topics(user: str, agent: str) -> tuple[str, ...]:
    """Topics with their summaries (mid-term)."""
    return _scoped(user, agent, "topics")


def topic_graph(user: str, agent: str) -> tuple[str, ...]:
    """Learned edges of the topic graph (presets live in memory/domains.py)."""
    return _scoped(user, agent, "topic_graph")


def conversations(user: str, agent: str) -> tuple[str, ...]:
    """Conversation records: counts, thread id, last activity."""
    return _scoped(user, agent, "conversations")


def message_logs(user: str, agent: str) -> tuple[str, ...]:
    """The prefix of every conversation's message log (a search under it spans them all)."""
    return _scoped(user, agent, "messages")


def messages(user: str, agent: str, conversation: str) -> tuple[str, ...]:
    """The full message log of one conversation, keyed by sequence number."""
    return _scoped(user, agent, "messages", encode_label(conversation, what="conversation id"))


def imports(user: str, agent: str, conversation: str) -> tuple[str, ...]:
    """Keys of imported transcript lines, so a re-import adds nothing."""
    return _scoped(user, agent, "imports", encode_label(conversation, what="conversation id"))


def audit(user: str, agent: str) -> tuple[str, ...]:
    """Gate decisions: what was not remembered, and why."""
    return _scoped(user, agent, "audit")


def take_backs(user: str, agent: str) -> tuple[str, ...]:
    """Take-backs other conversations still have to apply, keyed by epoch (short-lived)."""
    return _scoped(user, agent, "take_backs")


def take_back_waits(user: str, agent: str) -> tuple[str, ...]:
    """Threads paused on a question when a take-back was made: they apply it on resume."""
    return _scoped(user, agent, "take_back_waits")


def documents(user: str, agent: str, conversation: str | None = None) -> tuple[str, ...]:
    """Long inputs kept whole (seed 004 §4), one record each, under their conversation.

    Without a conversation: the prefix over every conversation's documents.
    """
    base = _scoped(user, agent, "documents")
    if conversation is None:
        return base
    return (*base, encode_label(conversation, what="conversation id"))


def document_part(user: str, agent: str, document: str, part: str) -> tuple[str, ...]:
    """One part of a document: `text` (the original), `chunks`, `summaries` or `terms`."""
    return _scoped(user, agent, "document", encode_label(document, what="document id"), part)


THREAD_NAMESPACE = uuid.UUID("0c7d3f8a-2b61-4e0f-9a55-1f3e8b7c6d21")


def thread_id_for(user: str, agent: str, conversation: str) -> str:
    """A conversation's checkpoint thread (CLI and HTTP API alike), distinct per user and agent."""
    return str(uuid.uuid5(THREAD_NAMESPACE, "\x1f".join((user, agent, conversation))))


SERVER_ROOT = "strata-server"
"""Items of the server itself (its thread key): outside every user's prefix, so no store
route a caller may use reaches them."""


def server_keys() -> tuple[str, ...]:
    """Where a server keeps the keys it generated for itself."""
    return (SERVER_ROOT, "keys")


META_ROOT = "strata-meta"
"""Items about the store as a whole (which embeddings made its vectors): no user's data."""


def store_meta() -> tuple[str, ...]:
    """Where facts about the whole store are noted."""
    return (META_ROOT, "store")
