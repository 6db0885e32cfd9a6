"""FAISS indexes of document chunks, per user: raw index files only, metadata in the store.

Where the vectors live is decided by the store they belong to:

- a data folder (the SQLite backend): `<data>/indexes/u-<hash>/d-<hash>.faiss`, next to
  `store.sqlite` (graph/backend.py attaches it). Names are SHA-256 of the encoded ids, so
  no user, agent or document id can name a path outside the folder; the resolved path is
  checked again before use.
- any other store (InMemoryStore in tests and notebooks, the LangGraph server's store):
  an in-process registry keyed the same way and owned by that store object. The store
  still holds every chunk's text, so a missing index is rebuilt from it (re-embedding).

One index per document, one vector per chunk, the FAISS id is the chunk's sequence number
(IndexFlatIP over L2-normalised vectors: exact cosine). A document never changes after
ingestion, so its file is written once (atomically) and deleted with the document.
"""

from __future__ import annotations

import hashlib
import threading
from typing import Any

import faiss
import numpy as np

from strata_layered.memory.namespaces import encode_label
from strata_layered.memory.store.attached import PerStore

SUFFIX = ".faiss"
CACHE_BYTES = 512 * 1024 * 1024
MMAP_FLAGS = getattr(faiss, "IO_FLAG_MMAP_IFC", faiss.IO_FLAG_MMAP) | faiss.IO_FLAG_READ_ONLY


class UnsafeIndexPath(ValueError):
    """A computed index path that would leave the index folder (never expected)."""


def user_key(user: str) -> str:
    """File-system name of a user's index folder."""
    label = encode_label(user, what="user id")
    return "u-" + hashlib.sha256(label.encode()).hexdigest()[:32]


def document_key(document: str) -> str:
    """File-system name (without suffix) of a document's index."""
    label = encode_label(document, what="document id")
    return "d-" + hashlib.sha256(label.encode()).hexdigest()[:32]


def build_index(vectors: np.ndarray) -> faiss.Index:
    """Exact inner-product index; row i gets id i (the chunk's sequence number)."""
    matrix = np.ascontiguousarray(vectors, dtype=np.float32)
    index = faiss.IndexFlatIP(matrix.shape[1])
    if len(matrix):
        index.add(matrix)
    return index


def search(index: faiss.Index, query: np.ndarray, k: int) -> list[tuple[int, float]]:
    """(sequence number, cosine) of the k nearest chunks, best first."""
    if index.ntotal == 0 or k <= 0:
        return []
    vector = np.ascontiguousarray(query, dtype=np.float32).reshape(1, -1)
    scores, ids = index.search(vector, min(k, index.ntotal))
    return [(int(i), float(s)) for i, s in zip(ids[0], scores[0], strict=True) if i >= 0]


class IndexHome:
    """Where one store's document indexes live."""

    kind = "base"

    def load(self, user: str, document: str) -> faiss.Index | None:
        """The document's index, or None when there is none."""
        raise NotImplementedError

    def save(self, user: str, document: str, index: faiss.Index) -> None:
        """Store (replace) the document's index."""
        raise NotImplementedError

    def delete(self, user: str, document: str) -> bool:
        """Remove the document's index; True when there was one."""
        raise NotImplementedError

    def delete_user(self, user: str) -> int:
        """Remove every index of the user; how many there were."""
        raise NotImplementedError

    def where(self, user: str, document: str) -> str:
        """Human-readable location (a path, or `memory`)."""
        raise NotImplementedError


class MemoryHome(IndexHome):
    """In-process indexes for stores without a data folder, keyed like the files."""

    kind = "memory"

    def __init__(self) -> None:
        self._indexes: dict[tuple[str, str], faiss.Index] = {}
        self._lock = threading.Lock()

    def load(self, user: str, document: str) -> faiss.Index | None:
        """The registered index."""
        with self._lock:
            return self._indexes.get((user_key(user), document_key(document)))

    def save(self, user: str, document: str, index: faiss.Index) -> None:
        """Register the index."""
        with self._lock:
            self._indexes[(user_key(user), document_key(document))] = index

    def delete(self, user: str, document: str) -> bool:
        """Drop the index."""
        with self._lock:
            return self._indexes.pop((user_key(user), document_key(document)), None) is not None

    def delete_user(self, user: str) -> int:
        """Drop every index of the user."""
        owner = user_key(user)
        with self._lock:
            keys = [k for k in self._indexes if k[0] == owner]
            for key in keys:
                del self._indexes[key]
        return len(keys)

    def where(self, user: str, document: str) -> str:
        """`memory`."""
        return "memory"


_HOMES: PerStore[IndexHome] = PerStore(MemoryHome)


def attach_home(store: Any, home: IndexHome) -> IndexHome:
    """Pin where a store's document indexes live (the backend decides)."""
    return _HOMES.attach(store, home)


def home_for(store: Any) -> IndexHome:
    """The index home of a store; a store nobody attached one to keeps them in memory."""
    return _HOMES.of(store)
