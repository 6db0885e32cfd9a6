"""The PostgreSQL test cluster names a folder its unprivileged user cannot enter."""

from __future__ import annotations

import os
import pwd
import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.support.postgres import _closed_folder


@pytest.fixture
def open_folder() -> Iterator[Path]:
    """A folder in the system's temp folder (pytest's own tmp_path sits under a 0700 one)."""
    folder = Path(tempfile.mkdtemp(prefix="strata-folders-"))
    os.chmod(folder, 0o755)
    yield folder
    shutil.rmtree(folder)


@pytest.fixture
def other_user() -> str:
    for name in ("postgres", "nobody"):
        try:
            entry = pwd.getpwnam(name)
        except KeyError:
            continue
        if entry.pw_uid != os.geteuid():
            return name
    pytest.fail("no second user on this machine (postgres or nobody) to check folders for")


def test_a_0700_folder_on_the_way_is_named(open_folder: Path, other_user: str) -> None:
    closed = open_folder / "clone"
    (closed / "bin").mkdir(parents=True)
    os.chmod(closed, 0o700)
    assert _closed_folder(closed / "bin" / "initdb", other_user) == closed


def test_searchable_folders_pass(open_folder: Path, other_user: str) -> None:
    (open_folder / "clone" / "bin").mkdir(parents=True, mode=0o755)
    os.chmod(open_folder / "clone", 0o711)
    assert _closed_folder(open_folder / "clone" / "bin" / "initdb", other_user) is None
