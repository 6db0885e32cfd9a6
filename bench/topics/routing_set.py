"""The labelled routing set (tests/data/routing_set.jsonl), parsed and checked.

Checked so that the mis-splits `python -m bench topics` measures are measured against
labels that make sense.
"""

from __future__ import annotations

from dataclasses import dataclass, fields

from strata_layered.memory.text.jsonl import JsonlError, iter_jsonl

LANGS, NOTES = ("zh", "en"), ("return", "near_miss")


class RoutingSetError(ValueError):
    """A routing set that cannot be replayed."""


@dataclass(frozen=True, kw_only=True)
class RoutingRow:
    """One user message with the topic a person would file it under."""

    conversation: str
    seq: int
    text: str
    topic: str
    lang: str
    note: str | None = None
    source: str | None = None
    """Where a real turn comes from (dataset file and turn id), for the real set."""
    user: str | None = None
    """Whose history it is (real set): each user's conversations replay on their own."""


def parse_routing_set(text: str, *, recurring: bool = True) -> list[RoutingRow]:
    """Parse and validate a routing set (JSONL); conversations keep their first-seen order.

    `recurring=False` (real conversations, labelled as they are) lets a topic occur in one
    conversation only; the written set's topics all come back.
    """
    numbered: list[tuple[int, RoutingRow]] = []
    try:
        lines = list(iter_jsonl(text))
    except JsonlError as error:
        raise RoutingSetError(str(error)) from error
    for number, obj in lines:
        where = f"line {number}"
        if not isinstance(obj, dict):
            raise RoutingSetError(f"{where}: not an object")
        for key in ("conversation", "text", "topic"):
            if not (isinstance(obj.get(key), str) and obj[key].strip()):
                raise RoutingSetError(f"{where}: {key!r} must be non-empty text")
        if not isinstance(obj.get("seq"), int) or isinstance(obj["seq"], bool):
            raise RoutingSetError(f"{where}: 'seq' must be an integer")
        if obj.get("lang") not in LANGS:
            raise RoutingSetError(f"{where}: 'lang' must be one of {LANGS}")
        if obj.get("note") not in (None, *NOTES):
            raise RoutingSetError(f"{where}: 'note' must be one of {NOTES} or absent")
        unknown = set(obj) - {f.name for f in fields(RoutingRow)}
        if unknown:
            raise RoutingSetError(f"{where}: unknown fields {sorted(unknown)}")
        numbered.append((number, RoutingRow(**obj)))
    if not numbered:
        raise RoutingSetError("no messages")
    order = {c: i for i, c in enumerate(dict.fromkeys(r.conversation for _, r in numbered))}
    numbered.sort(key=lambda nr: (order[nr[1].conversation], nr[1].seq))
    seen = [(r.conversation, r.seq) for _, r in numbered]
    if len(seen) != len(set(seen)):
        raise RoutingSetError("(conversation, seq) must be unique")
    _check_topics(numbered, recurring=recurring)
    return [row for _, row in numbered]


def _check_topics(numbered: list[tuple[int, RoutingRow]], *, recurring: bool = True) -> None:
    """The labels mis-splits are measured against: topics recur, a return goes back.

    Topics belong to the user, so every topic comes back in a later conversation; a message
    noted "return" goes back to a topic of an earlier message, not the one it is in.
    """
    conversations: dict[str, set[str]] = {}
    first_line: dict[str, int] = {}
    for number, row in numbered:
        conversations.setdefault(row.topic, set()).add(row.conversation)
        first_line.setdefault(row.topic, number)
    for topic, where in conversations.items():
        if recurring and len(where) < 2:
            raise RoutingSetError(f"line {first_line[topic]}: topic {topic!r} never comes back "
                                  "in a later conversation")
    earlier: set[str] = set()
    before: RoutingRow | None = None
    for number, row in numbered:
        current = before.topic if before and before.conversation == row.conversation else None
        if row.note == "return" and (row.topic not in earlier or row.topic == current):
            raise RoutingSetError(f"line {number}: a 'return' must go back to the topic of an "
                                  "earlier message, not stay in the current one")
        earlier.add(row.topic)
        before = row
