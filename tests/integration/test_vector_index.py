"""FAISS indexes per user: safe file names, persistence across processes, removal."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from langgraph.store.memory import InMemoryStore

from strata_layered.graph.backend import open_backend
from strata_layered.memory.documents import index_homes, vector_index
from strata_layered.memory.namespaces import InvalidId

HOSTILE = ["../../etc", "a/b", "..", ".", "/etc/passwd", "%2e%2e%2f", "C:\\Windows", "~root",
           "x" * 200, "名字/../..", "\\\\server\\share", "a\x7fb"]


def unit_vectors(n: int, seed: int = 0) -> np.ndarray:
    rng = np.random.default_rng(seed)
    v = rng.normal(size=(n, 384)).astype(np.float32)
    return v / np.linalg.norm(v, axis=1, keepdims=True)


@pytest.mark.parametrize("hostile", HOSTILE)
def test_no_id_can_name_a_path_outside_the_index_folder(tmp_path: Path, hostile: str) -> None:
    home = index_homes.FolderHome(tmp_path / "data" / "indexes")
    root = (tmp_path / "data" / "indexes").resolve()
    index = vector_index.build_index(unit_vectors(3))
    for user, document in ((hostile, "doc"), ("user", hostile), (hostile, hostile)):
        path = home.path(user, document)
        assert path.resolve().is_relative_to(root)
        assert path.parent.parent.resolve() == root  # <root>/u-<hash>/d-<hash>.faiss
        assert path.name.startswith("d-") and path.parent.name.startswith("u-")
        home.save(user, document, index)
        assert home.load(user, document) is not None
    written = [p for p in tmp_path.rglob("*") if p.is_file()]
    assert all(p.resolve().is_relative_to(root) for p in written)
    assert home.delete_user(hostile) >= 1


def test_ids_that_cannot_name_anything_are_refused(tmp_path: Path) -> None:
    home = index_homes.FolderHome(tmp_path / "indexes")
    for bad in ("", "   ", "a\nb", "x" * 201):
        with pytest.raises(InvalidId):
            home.path(bad, "doc")
    assert not (tmp_path / "indexes").exists()


def test_save_load_search_delete(tmp_path: Path) -> None:
    home = index_homes.FolderHome(tmp_path / "indexes")
    vectors = unit_vectors(50)
    home.save("ada", "doc-1", vector_index.build_index(vectors))
    loaded = home.load("ada", "doc-1")
    assert loaded is not None and loaded.ntotal == 50
    assert vector_index.search(loaded, vectors[17], 3)[0][0] == 17  # the id is the seq
    assert home.load("ada", "doc-2") is None and home.load("bob", "doc-1") is None
    assert home.delete("ada", "doc-1") and not home.delete("ada", "doc-1")
    assert home.load("ada", "doc-1") is None
    assert vector_index.search(vector_index.build_index(np.zeros((0, 384), np.float32)),
                               vectors[0], 3) == []


def test_an_index_reloads_in_a_new_process(tmp_path: Path) -> None:
    home = index_homes.FolderHome(tmp_path / "indexes")
    vectors = unit_vectors(200, seed=3)
    home.save("ada", "lease", vector_index.build_index(vectors))
    np.save(tmp_path / "q.npy", vectors[123])
    script = (
        "import sys, numpy as np\n"
        "from pathlib import Path\n"
        "from strata_layered.memory.documents import index_homes, vector_index\n"
        f"home = index_homes.FolderHome(Path({str(tmp_path / 'indexes')!r}))\n"
        "index = home.load('ada', 'lease')\n"
        f"print(vector_index.search(index, np.load({str(tmp_path / 'q.npy')!r}), 1)[0][0])\n"
    )
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                         check=True, timeout=60)
    assert out.stdout.strip() == "123"


async def test_sqlite_store_keeps_indexes_in_its_data_folder(tmp_path: Path) -> None:
    data = tmp_path / "data"
    async with open_backend(data, kind="sqlite") as backend:
        home = vector_index.home_for(backend.store)
        assert isinstance(home, index_homes.FolderHome)
        assert home.root == data / "indexes"
        home.save("ada", "doc", vector_index.build_index(unit_vectors(5)))
    # A new backend on the same folder (a new CLI call) finds the same file.
    async with open_backend(data, kind="sqlite") as backend:
        again = vector_index.home_for(backend.store)
        assert again is not home and again.load("ada", "doc") is not None


def test_stores_without_a_folder_keep_indexes_in_memory_per_store() -> None:
    first, second = InMemoryStore(), InMemoryStore()
    home = vector_index.home_for(first)
    assert isinstance(home, vector_index.MemoryHome)
    assert vector_index.home_for(first) is home
    home.save("ada", "doc", vector_index.build_index(unit_vectors(4)))
    assert vector_index.home_for(second).load("ada", "doc") is None
    assert home.load("ada", "doc") is not None
    assert home.delete_user("ada") == 1 and home.load("ada", "doc") is None
