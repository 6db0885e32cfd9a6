"""The pure parts of the memory API: pairing messages, metadata, revisions, cursor paging."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from starlette.responses import Response

from strata_layered.memory.long_term.revisions import revisions
from strata_layered.memory.store.exchanges import Exchange, InvalidMessages, pair_messages
from strata_layered.memory.store.metadata import InvalidMetadata, checked_metadata, metadata_matches
from strata_layered.memory.store.records import MemoryItem
from strata_layered.server.errors import ApiError
from strata_layered.server.paging import HEADER, page, sort_key


def u(text: str) -> dict[str, str]:
    return {"role": "user", "content": text}


def a(text: str) -> dict[str, str]:
    return {"role": "assistant", "content": text}


@pytest.mark.parametrize(("messages", "expected"), [
    ("我喜欢猫", [Exchange("我喜欢猫", None)]),
    ([u("q"), a("r")], [Exchange("q", "r")]),
    ([{"role": "system", "content": "be nice"}, u("q1"), u("q2"), a("r2")],
     [Exchange("q1", None), Exchange("q2", "r2")]),
    ([a("hello, I am your coach"), u("hi")], [Exchange(None, "hello, I am your coach"),
                                              Exchange("hi", None)]),
    ([u("q"), a("r1"), a("r2")], [Exchange("q", "r1"), Exchange(None, "r2")]),
    ([{"role": "user", "content": [{"type": "text", "text": "多"}, {"type": "image"},
                                   {"type": "text", "text": "段"}]}], [Exchange("多段", None)]),
])
def test_messages_pair_into_turns(messages: object, expected: list[Exchange]) -> None:
    assert pair_messages(messages) == expected  # type: ignore[arg-type]


@pytest.mark.parametrize("messages", [
    "", "  ", [], [u("")], [{"role": "tool", "content": "x"}], ["just text"],
    [{"role": "system", "content": "only instructions"}], [u("x")] * 201,
])
def test_messages_that_cannot_be_turns_are_refused(messages: object) -> None:
    with pytest.raises(InvalidMessages):
        pair_messages(messages)  # type: ignore[arg-type]


def test_metadata_is_flat_bounded_and_masked() -> None:
    assert checked_metadata(None) == {}
    assert checked_metadata({"app": "coach", "n": 2, "ok": True, "x": None, "f": 0.5}) == {
        "app": "coach", "n": 2, "ok": True, "x": None, "f": 0.5}
    key = "sk-proj-Zx81PqLm20TyUv55Hd73Kw9Aa"
    assert key not in str(checked_metadata({"note": f"key {key}"}))
    for bad in (["a"], {"k": [1]}, {"k": {"nested": 1}}, {"": 1}, {"k" * 65: 1},
                {"k": "v" * 501}, {f"k{i}": i for i in range(33)}):
        with pytest.raises(InvalidMetadata):
            checked_metadata(bad)
    assert metadata_matches({"app": "coach", "n": 2}, {"app": "coach"})
    assert not metadata_matches({"app": "coach"}, {"app": "coach", "n": 2})
    assert not metadata_matches({"n": 2}, {"n": "2"})


def test_revisions_tell_a_memorys_life_in_order() -> None:
    t0 = datetime(2026, 1, 1, tzinfo=UTC)
    item = MemoryItem(
        id="m", user="u", agent="a", memory_type="preference", content="喜欢喝龙井茶",
        normalized="喜欢喝龙井茶", confidence=0.8, importance=3, created_at=t0,
        updated_at=t0 + timedelta(days=3),
        history=[{"content": "喜欢喝乌龙茶", "until": (t0 + timedelta(days=1)).isoformat(),
                  "by": "edit"},
                 {"promoted": (t0 + timedelta(days=2)).isoformat(), "why": "persistence"},
                 {"metadata": {"app": "tea"}, "before": {}, "at": t0.isoformat()}])
    events = revisions(item)
    assert [e["kind"] for e in events] == ["created", "edited", "promoted", "metadata",
                                           "current"]
    assert events[0]["content"] == "喜欢喝乌龙茶" and events[-1]["content"] == "喜欢喝龙井茶"


def test_cursor_pages_are_stable_when_items_come_and_go() -> None:
    t0 = datetime(2026, 1, 1, tzinfo=UTC)
    items = [(t0 + timedelta(seconds=n), f"id{n}") for n in range(5)]

    def key(item: tuple[datetime, str]) -> tuple[str, ...]:
        return sort_key(*item)

    first = Response()
    got = page(items, key, first, limit=2, cursor=None, descending=True)
    assert [i for _, i in got] == ["id4", "id3"]
    cursor = first.headers[HEADER]
    # A newer item arrives and one already sent is deleted: the next page is unchanged.
    changed = [*items[:3], (t0 + timedelta(seconds=9), "id9")]
    second = Response()
    assert [i for _, i in page(changed, key, second, limit=2, cursor=cursor,
                               descending=True)] == ["id2", "id1"]
    last = Response()
    assert [i for _, i in page(changed, key, last, limit=2,
                               cursor=second.headers[HEADER], descending=True)] == ["id0"]
    assert HEADER not in last.headers
    with pytest.raises(ApiError):
        page(items, key, Response(), limit=2, cursor="!!", descending=True)
    # Times in other zones sort as the instants they are.
    east = datetime(2026, 1, 1, 8, 0, 1, tzinfo=UTC).astimezone()
    assert sort_key(east) > sort_key(datetime(2026, 1, 1, 8, 0, 0, 500_000, tzinfo=UTC))
