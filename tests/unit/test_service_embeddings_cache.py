"""A service's embeddings (graph/models.py SizedEmbeddings) ask the service once per text.

A turn asks for its message's vector four to six times and its note's twice; each used to
be a request to the embeddings service. Now a text is asked once while it is cached, and
asks made while its request is under way wait for that request.
"""

from __future__ import annotations

import threading
import time
from concurrent.futures import ThreadPoolExecutor

import pytest
from langchain_core.embeddings import Embeddings

from strata_layered.graph.models import EMBEDDING_DIMS, EmbeddingsFailed, SizedEmbeddings
from strata_layered.graph.vector_cache import CACHE_SIZE


class Counting(Embeddings):
    """A service that counts what it is asked, slowly, and fails while told to."""

    def __init__(self) -> None:
        self.asked: list[str] = []
        self.failing = False
        self.lock = threading.Lock()

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        with self.lock:
            self.asked += texts
        time.sleep(0.05)
        if self.failing:
            raise RuntimeError("service down\nsecond line")
        return [[float(len(t))] + [0.0] * (EMBEDDING_DIMS - 1) for t in texts]

    def embed_query(self, text: str) -> list[float]:
        return self.embed_documents([text])[0]


def test_a_text_is_asked_once_and_a_batch_asks_only_what_is_new() -> None:
    service = Counting()
    embeddings = SizedEmbeddings("openai:test", service)
    first = embeddings.embed_query("I'm allergic to peanuts")
    assert embeddings.embed_documents(["I'm allergic to peanuts", "new", "new"]) == [
        first, [3.0] + [0.0] * (EMBEDDING_DIMS - 1), [3.0] + [0.0] * (EMBEDDING_DIMS - 1)]
    assert service.asked == ["I'm allergic to peanuts", "new"]


def test_asks_made_while_a_request_is_under_way_wait_for_it() -> None:
    service = Counting()
    embeddings = SizedEmbeddings("openai:test", service)
    with ThreadPoolExecutor(max_workers=6) as pool:
        vectors = list(pool.map(embeddings.embed_query, ["one message"] * 6))
    assert service.asked == ["one message"]
    assert all(v == vectors[0] for v in vectors)


def test_a_failed_request_caches_nothing_and_every_waiter_sees_the_error() -> None:
    service = Counting()
    embeddings = SizedEmbeddings("openai:test", service)
    service.failing = True
    with ThreadPoolExecutor(max_workers=3) as pool:
        futures = [pool.submit(embeddings.embed_query, "x") for _ in range(3)]
        for future in futures:
            with pytest.raises(EmbeddingsFailed, match="service down$"):
                future.result()
    service.failing = False
    assert embeddings.embed_query("x")[0] == 1.0
    assert service.asked.count("x") >= 2  # asked again once the service is back


def test_the_cache_keeps_the_latest_texts_only() -> None:
    service = Counting()
    embeddings = SizedEmbeddings("openai:test", service)
    embeddings.embed_documents([f"t{i}" for i in range(CACHE_SIZE + 10)])
    embeddings.embed_query("t0")  # pushed out: asked again
    embeddings.embed_query(f"t{CACHE_SIZE + 9}")  # still kept
    assert service.asked.count("t0") == 2
    assert service.asked.count(f"t{CACHE_SIZE + 9}") == 1
