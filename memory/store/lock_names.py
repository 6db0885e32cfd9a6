"""Names of the turn lock files: keyed hashes, one folder per user (issue 27).

A name is an HMAC-SHA256 of the lock's key under a random key kept in the lock folder
(`.key`, mode 0600, made once by whichever process comes first), so a name cannot be matched
to a user and conversation by hashing guesses, as plain hashes of both could. The key lives
in the folder, not in STRATA_AUTH_SECRET, because the CLI and the server must name one
conversation's lock alike to keep its turns apart. Each user's files sit in a folder of
their own, named the same way, which forgetting the user removes whole.
"""

from __future__ import annotations

import hashlib
import hmac
import os
import secrets
import shutil
from pathlib import Path

KEY_FILE = ".key"
KEY_BYTES = 32


def folder_key(folder: Path) -> bytes:
    """The folder's naming key; never replaced once made."""
    path = folder / KEY_FILE
    try:
        key = path.read_bytes()
        if len(key) == KEY_BYTES:
            return key
    except FileNotFoundError:
        pass
    folder.mkdir(parents=True, exist_ok=True)
    fresh = folder / f"{KEY_FILE}.{os.getpid()}.{secrets.token_hex(4)}"
    descriptor = os.open(fresh, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    try:
        os.write(descriptor, secrets.token_bytes(KEY_BYTES))
    finally:
        os.close(descriptor)
    try:
        os.link(fresh, path)  # whole or not at all: a reader never sees half a key
    except FileExistsError:
        pass
    finally:
        fresh.unlink()
    return path.read_bytes()


class LockNames:
    """Where the lock file of a counter key ("user/agent/…", labels encoded) is."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self._key: bytes | None = None

    def _name(self, text: str) -> str:
        if self._key is None:
            self._key = folder_key(self.folder)
        return hmac.new(self._key, text.encode(), hashlib.sha256).hexdigest()[:32]

    def user_folder(self, user_label: str) -> Path:
        """The folder of one (encoded) user id's lock files."""
        return self.folder / self._name(f"user:{user_label}")

    def path(self, key: str) -> Path:
        """The lock file of a key."""
        return self.user_folder(key.split("/", 1)[0]) / f"{self._name(key)}.lock"

    def forget(self, prefix: str) -> int:
        """Remove a whole user's lock files (`prefix` "user/"); how many there were."""
        user, slash, rest = prefix.partition("/")
        if not slash or rest or not user:
            return 0  # only a whole user has a folder of their own
        folder = self.user_folder(user)
        removed = sum(1 for _ in folder.glob("*.lock")) if folder.is_dir() else 0
        shutil.rmtree(folder, ignore_errors=True)
        return removed
