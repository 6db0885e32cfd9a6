"""Where a shared backend keeps document indexes: files of the data folder, or PostgreSQL.

A document's index is written once (atomically) and read many times; readers cache the
loaded index while the stored one is unchanged.
"""

from __future__ import annotations

import os
import shutil
import threading
from collections import OrderedDict
from pathlib import Path
from typing import Any

import faiss
import numpy as np

from strata_layered.memory.documents.vector_index import (
    CACHE_BYTES,
    MMAP_FLAGS,
    SUFFIX,
    IndexHome,
    UnsafeIndexPath,
    document_key,
    user_key,
)


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


class PostgresHome(IndexHome):
    """Serialized FAISS indexes in a table, so every worker and machine reads the same ones."""

    kind = "postgres"

    def __init__(self, pool: Any) -> None:
        self.pool = pool
        self._cache: OrderedDict[tuple[str, str], tuple[int, faiss.Index]] = OrderedDict()
        self._lock = threading.Lock()
        with pool.connection() as conn:
            conn.execute("CREATE TABLE IF NOT EXISTS strata_document_indexes (user_key TEXT, "
                         "doc_key TEXT, rev BIGINT NOT NULL, data BYTEA NOT NULL, "
                         "PRIMARY KEY (user_key, doc_key))")

    def load(self, user: str, document: str) -> faiss.Index | None:
        """The cached index while its revision is the stored one; else read it."""
        key = (user_key(user), document_key(document))
        with self.pool.connection() as conn:
            row = conn.execute("SELECT rev FROM strata_document_indexes WHERE user_key = %s AND "
                               "doc_key = %s", key).fetchone()
            if row is None:
                return None
            with self._lock:
                hit = self._cache.get(key)
                if hit is not None and hit[0] == row[0]:
                    return hit[1]
            data = conn.execute("SELECT rev, data FROM strata_document_indexes WHERE "
                                "user_key = %s AND doc_key = %s", key).fetchone()
        if data is None:
            return None
        index = faiss.deserialize_index(np.frombuffer(bytes(data[1]), dtype=np.uint8))
        with self._lock:
            self._cache[key] = (int(data[0]), index)
            while sum(i.ntotal * i.d * 4 for _, i in self._cache.values()) > CACHE_BYTES and len(
                    self._cache) > 1:
                self._cache.popitem(last=False)
        return index

    def save(self, user: str, document: str, index: faiss.Index) -> None:
        """Upsert the serialized index with a new revision."""
        data = faiss.serialize_index(index).tobytes()
        with self.pool.connection() as conn:
            conn.execute(
                "INSERT INTO strata_document_indexes VALUES (%s, %s, 1, %s) ON CONFLICT "
                "(user_key, doc_key) DO UPDATE SET rev = strata_document_indexes.rev + 1, "
                "data = excluded.data", (user_key(user), document_key(document), data))

    def delete(self, user: str, document: str) -> bool:
        """Delete the row."""
        key = (user_key(user), document_key(document))
        with self._lock:
            self._cache.pop(key, None)
        with self.pool.connection() as conn:
            return bool(conn.execute("DELETE FROM strata_document_indexes WHERE user_key = %s "
                                     "AND doc_key = %s", key).rowcount)

    def delete_user(self, user: str) -> int:
        """Delete every row of the user."""
        owner = user_key(user)
        with self._lock:
            for key in [k for k in self._cache if k[0] == owner]:
                del self._cache[key]
        with self.pool.connection() as conn:
            return int(conn.execute("DELETE FROM strata_document_indexes WHERE user_key = %s",
                                    (owner,)).rowcount)

    def where(self, user: str, document: str) -> str:
        """Which table row."""
        return f"postgres:strata_document_indexes/{user_key(user)}/{document_key(document)}"
