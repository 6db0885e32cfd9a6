"""Is the data folder usable? One clear line before any database is opened, and after a failure.

Issue 27: a read-only or corrupt database file gave a traceback (CLI exit 1), and a 0-byte
`store.sqlite` beside old checkpoints started silently empty — every memory gone from
view, and the next write making that the truth. Here each database file is checked before
it is opened (its header, its size beside the others, whether it can be written), and a
storage failure met later (disk full, read-only, I/O error) is named in one line.
"""

from __future__ import annotations

import asyncio
import errno
import fcntl
import os
import sqlite3
import tempfile
from pathlib import Path
from typing import IO

from strata_layered.graph.folder import CHECKPOINTS_FILE, HISTORY_FILE, LOCK_DIR, STORE_FILE

DATABASES = (STORE_FILE, CHECKPOINTS_FILE, HISTORY_FILE)
SQLITE_HEADER = b"SQLite format 3\x00"
STORAGE_ERRNOS = {errno.ENOSPC: "the disk is full", errno.EDQUOT: "the disk quota is used up",
                  errno.EROFS: "the file system is read-only",
                  errno.EACCES: "permission denied", errno.EPERM: "permission denied",
                  errno.EFBIG: "a file size limit was reached", errno.EIO: "an I/O error"}
STORAGE_WORDS = {"database or disk is full": "the disk is full",
                 "readonly database": "the data folder is read-only",
                 "disk i/o error": "a disk I/O error (full or failing disk?)",
                 "unable to open database file": "a database file cannot be opened",
                 "file is not a database": "a database file is corrupt",
                 "database disk image is malformed": "a database file is corrupt"}


class DataFolderError(RuntimeError):
    """The data folder cannot be used as it is; the message says what to do."""


def check_data_folder(folder: Path, *, writable: bool = True) -> None:
    """Refuse a folder whose databases are corrupt, truncated to nothing, or not writable.

    `writable=False` for a reader, which may still read a folder it cannot write.
    """
    if writable and folder.is_dir():
        _check_folder_writable(folder)
    sizes = {name: (folder / name).stat().st_size for name in DATABASES
             if (folder / name).is_file()}
    for name, size in sizes.items():
        path = folder / name
        if size == 0:
            holding = [other for other, bytes_ in sizes.items() if bytes_ > 0]
            if holding:
                raise DataFolderError(
                    f"{path} is empty (0 bytes) while {', '.join(holding)} still hold data: "
                    "it was truncated or replaced, and starting on it would hide every record; "
                    "restore it from a backup, or move the folder away to start afresh")
            continue
        with path.open("rb") as handle:
            header = handle.read(len(SQLITE_HEADER))
        if header != SQLITE_HEADER:
            raise DataFolderError(f"{path} is not an SQLite database (corrupt or replaced); "
                                  "restore it from a backup, or move the folder away")
        if writable:
            _check_writable(path)


def _check_writable(path: Path) -> None:
    try:
        conn = sqlite3.connect(str(path), timeout=0.5, isolation_level=None)
        try:
            conn.execute("BEGIN IMMEDIATE")  # takes the write lock: fails on a read-only file
            conn.execute("ROLLBACK")
        finally:
            conn.close()
    except sqlite3.DatabaseError as error:
        if "locked" in str(error) or "busy" in str(error):
            return  # another process is writing: writable
        raise DataFolderError(f"cannot write {path}: {storage_reason(error) or error}") from error


def _check_folder_writable(folder: Path) -> None:
    """Create and remove a probe file of this caller's own.

    Workers started together on one folder each probe it; a shared probe name let one remove
    the file another was about to.
    """
    try:
        handle, name = tempfile.mkstemp(prefix=".strata-write-probe-", dir=folder)
        os.close(handle)
        os.unlink(name)
    except OSError as error:
        raise DataFolderError(f"cannot write in the data folder {folder}: "
                              f"{storage_reason(error) or error}") from error


def storage_reason(error: BaseException) -> str | None:
    """What went wrong with storage, in words, if that is what `error` (or its cause) is."""
    seen: set[int] = set()
    current: BaseException | None = error
    while current is not None and id(current) not in seen:
        seen.add(id(current))
        if isinstance(current, DataFolderError):
            return str(current)
        if isinstance(current, OSError) and current.errno in STORAGE_ERRNOS:
            return STORAGE_ERRNOS[current.errno]
        if type(current).__name__ in ("OperationalError", "DatabaseError"):
            text = str(current).lower()
            for words, reason in STORAGE_WORDS.items():
                if words in text:
                    return reason
        current = current.__cause__ or current.__context__
    return None


class OpeningLock:
    """Held by one process at a time while it checks a data folder and creates its schema.

    `strata serve --workers 2` on a new folder: one worker had written store.sqlite while
    history.sqlite was still 0 bytes, and the other refused the folder as truncated. The
    check and the creation now run under an exclusive `flock` on an empty file in the
    folder's lock directory; the kernel drops it if the process dies.
    """

    def __init__(self, handle: IO[bytes]) -> None:
        self._handle: IO[bytes] | None = handle

    @classmethod
    async def take(cls, folder: Path) -> OpeningLock:
        """Wait for the folder's opening lock (in a thread: another may hold it a while)."""
        path = folder / LOCK_DIR / ".opening"  # beside .key; per-user locks are *.lock
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            handle = open(path, "a+b")  # noqa: SIM115 - held past this call, closed by release
        except OSError as error:
            raise DataFolderError(f"cannot write in the data folder {folder}: "
                                  f"{storage_reason(error) or error}") from error
        try:
            await asyncio.to_thread(fcntl.flock, handle.fileno(), fcntl.LOCK_EX)
        except BaseException:  # cancelled while waiting, or the lock failed: no handle left open
            handle.close()
            raise
        return cls(handle)

    def release(self) -> None:
        """Let the next process open the folder (again: nothing)."""
        if self._handle is not None:
            fcntl.flock(self._handle.fileno(), fcntl.LOCK_UN)
            self._handle.close()
            self._handle = None
