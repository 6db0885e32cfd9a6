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
import os
import shutil
import threading
import weakref
from collections import OrderedDict
from pathlib import Path
from typing import Any

import faiss
import numpy as np

from memory.namespaces import encode_label

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


class FolderHome(IndexHome):
    """Index files under `<data>/indexes`, with a bounded cache of loaded indexes."""

    kind = "folder"

    def __init__(self, root: Path) -> None:
        self.root = Path(root)
        self._cache: OrderedDict[Path, tuple[tuple[int, int], faiss.Index]] = OrderedDict()
        self._lock = threading.Lock()

    def user_dir(self, user: str) -> Path:
        """The user's folder, checked to be inside the root."""
        return self._inside(self.root / user_key(user))

    def path(self, user: str, document: str) -> Path:
        """The document's index file, checked to be inside the root."""
        return self._inside(self.root / user_key(user) / f"{document_key(document)}{SUFFIX}")

    def _inside(self, path: Path) -> Path:
        root = self.root.resolve()
        resolved = path.resolve()
        if resolved == root or not resolved.is_relative_to(root):
            raise UnsafeIndexPath(f"index path {path} is outside {root}")
        return path

    def load(self, user: str, document: str) -> faiss.Index | None:
        """Read the file (memory-mapped), reusing the cached index while the file is unchanged."""
        path = self.path(user, document)
        try:
            stat = path.stat()
        except FileNotFoundError:
            return None
        stamp = (stat.st_mtime_ns, stat.st_size)
        with self._lock:
            hit = self._cache.get(path)
            if hit is not None and hit[0] == stamp:
                self._cache.move_to_end(path)
                return hit[1]
        # Flat codes mapped in place: a large index costs page cache, not process memory.
        index = faiss.read_index(str(path), MMAP_FLAGS)
        with self._lock:
            self._cache[path] = (stamp, index)
            self._trim()
        return index

    def _trim(self) -> None:
        total = sum(i.ntotal * i.d * 4 for _, i in self._cache.values())
        while total > CACHE_BYTES and len(self._cache) > 1:
            _, (_, old) = self._cache.popitem(last=False)
            total -= old.ntotal * old.d * 4

    def save(self, user: str, document: str, index: faiss.Index) -> None:
        """Write to a temporary file in the same folder, then rename over the old one."""
        path = self.path(user, document)
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_name(f".{path.name}.{os.getpid()}.{threading.get_ident()}.tmp")
        faiss.write_index(index, str(tmp))
        os.replace(tmp, path)
        with self._lock:
            self._cache.pop(path, None)

    def delete(self, user: str, document: str) -> bool:
        """Unlink the file."""
        path = self.path(user, document)
        with self._lock:
            self._cache.pop(path, None)
        try:
            path.unlink()
        except FileNotFoundError:
            return False
        return True

    def delete_user(self, user: str) -> int:
        """Remove the user's folder."""
        folder = self.user_dir(user)
        with self._lock:
            for path in [p for p in self._cache if p.parent == folder]:
                del self._cache[path]
        if not folder.exists():
            return 0
        count = sum(1 for _ in folder.glob(f"*{SUFFIX}"))
        shutil.rmtree(folder)
        return count

    def where(self, user: str, document: str) -> str:
        """The file path."""
        return str(self.path(user, document))


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


_HOMES: weakref.WeakKeyDictionary[Any, IndexHome] = weakref.WeakKeyDictionary()
_HOMES_LOCK = threading.Lock()


def attach_home(store: Any, home: IndexHome) -> IndexHome:
    """Pin where a store's document indexes live (the backend decides)."""
    with _HOMES_LOCK:
        _HOMES[store] = home
    return home


def home_for(store: Any) -> IndexHome:
    """The index home of a store; a store nobody attached one to keeps them in memory."""
    with _HOMES_LOCK:
        home = _HOMES.get(store)
        if home is None:
            home = _HOMES[store] = MemoryHome()
        return home
