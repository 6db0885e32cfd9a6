"""LangGraph's raw store routes reach only the caller's prefix and take only readable items."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from strata_layered.memory import namespaces as ns
from strata_layered.memory.store.messages import seq_key
from strata_layered.memory.store.records import MemoryItem, MessageRecord, dump
from strata_layered.server.store_rules import NotYours, Refused, check_owner, check_put

NOW = datetime(2026, 12, 1, tzinfo=UTC)


def memory(**changes: object) -> dict:
    item = MemoryItem(id="m1", user="alice", agent="default", memory_type="preference",
                      content="我喜欢乌龙茶", normalized="我喜欢乌龙茶", confidence=0.8,
                      importance=3, created_at=NOW, updated_at=NOW)
    return dump(item) | changes


def test_only_the_callers_own_prefix_is_reachable() -> None:
    assert check_owner(ns.memories("alice", "default"), "alice")
    assert check_owner(ns.user_prefix("a.b"), "a.b")  # encoded labels, not raw ids
    for namespace in [ns.memories("bob", "default"), ("strata",), (), None, ("other", "alice"),
                      ("strata", "alice2", "default"), ("strata", "a.b")]:
        with pytest.raises(NotYours):
            check_owner(namespace, "alice")


def test_a_well_formed_memory_is_accepted_and_its_dedup_key_follows_its_text() -> None:
    value = memory(content="我更喜欢 龙井。", normalized="stale")
    check_put(ns.memories("alice", "default"), "m1", value)
    assert value["normalized"] == "我更喜欢 龙井"


@pytest.mark.parametrize("value, why", [
    ({"content": "x"}, "not a MemoryItem"),
    (memory(confidence=7), "not a MemoryItem"),
    (memory(id="m2"), "must match"),
    (memory(user="bob"), "must match"),
    (memory(agent="other"), "must match"),
    (memory(content="我的密码是 hunter2"), "secret"),
    ("a string", "JSON object"),
    (memory(content="x" * 1_000_001), "over"),
])
def test_items_strata_could_not_read_back_are_refused(value: object, why: str) -> None:
    with pytest.raises(Refused, match=why):
        check_put(ns.memories("alice", "default"), "m1", value)  # type: ignore[arg-type]


def test_messages_must_sit_at_their_sequence_number() -> None:
    record = dump(MessageRecord(id="x", seq=3, conversation="c1", role="user", content="hi",
                                created_at=NOW))
    check_put(ns.messages("alice", "default", "c1"), seq_key(3), record)
    with pytest.raises(Refused):
        check_put(ns.messages("alice", "default", "c1"), seq_key(4), record)
    with pytest.raises(Refused):
        check_put(ns.messages("alice", "default", "c2"), seq_key(3), record)


def test_derived_parts_are_written_by_strata_only_and_deletes_pass() -> None:
    for namespace in [ns.document_part("alice", "default", "d1", "chunks"),
                      ns.imports("alice", "default", "c1"), ("strata", "alice", "x", "y", "z", "w"),
                      ("strata", "alice")]:
        with pytest.raises(Refused):
            check_put(namespace, "k", {"text": "x"})
    check_put(ns.memories("alice", "default"), "m1", None)
