"""Where the data folder is, and why: one rule for the CLI, the backend and a server."""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path

CHECKPOINTS_FILE = "checkpoints.sqlite"
STORE_FILE = "store.sqlite"
HISTORY_FILE = "history.sqlite"
INDEX_DIR = "indexes"
LOCK_DIR = "locks"
LOCAL_DIR = ".strata"
"""A folder of this name in the working directory is used when it exists."""

SOURCES = ("flag", "env", "cwd", "user")


class DataFolder:
    """The data folder in use and the rule that chose it (`source`: one of SOURCES).

    A plain class, not a dataclass: this module is read by `strata --help`, and importing
    dataclasses alone would cost it a tenth of its start-up.
    """

    __slots__ = ("path", "source")

    def __init__(self, path: Path, source: str) -> None:
        self.path = path
        self.source = source

    def __repr__(self) -> str:
        return f"DataFolder({str(self.path)!r}, {self.source!r})"

    def reason(self) -> str:
        """Why this folder, in words (what `strata where` prints)."""
        return {
            "flag": "given with --data",
            "env": "given by STRATA_DATA_DIR",
            "cwd": f"{LOCAL_DIR}/ exists in the working directory",
            "user": f"the user data directory (no --data, no STRATA_DATA_DIR, no {LOCAL_DIR}/ "
                    "in the working directory)",
        }[self.source]


def database_url() -> str | None:
    """`STRATA_DATABASE_URL` when set: PostgreSQL then holds every layer, no folder is used."""
    return os.environ.get("STRATA_DATABASE_URL") or None


def redact_url(url: str) -> str:
    """A database URL with its password replaced by ***, fit to print."""
    head, sep, tail = url.rpartition("@")
    if not sep or ":" not in head.split("//", 1)[-1]:
        return url
    scheme, _, auth = head.partition("//")
    user = auth.split(":", 1)[0]
    return f"{scheme}//{user}:***@{tail}"


def user_data_dir(environ: Mapping[str, str] | None = None) -> Path:
    """`$XDG_DATA_HOME/strata`, else `~/.local/share/strata` (XDG: a relative value is ignored)."""
    env = os.environ if environ is None else environ
    xdg = env.get("XDG_DATA_HOME", "")
    base = Path(xdg) if xdg and Path(xdg).is_absolute() else Path.home() / ".local" / "share"
    return base / "strata"


def locate_data_folder(
    flag: str | None = None, *, environ: Mapping[str, str] | None = None,
    cwd: Path | None = None,
) -> DataFolder:
    """--data, else STRATA_DATA_DIR, else ./.strata when it exists, else the user data directory.

    The working-directory folder wins only when it is there, so a command run from another
    folder reaches the same store instead of silently starting an empty one.
    """
    env = os.environ if environ is None else environ
    if flag:
        return DataFolder(Path(flag).expanduser(), "flag")
    if env.get("STRATA_DATA_DIR"):
        return DataFolder(Path(env["STRATA_DATA_DIR"]).expanduser(), "env")
    local = (cwd or Path.cwd()) / LOCAL_DIR
    if local.is_dir():
        return DataFolder(local, "cwd")
    return DataFolder(user_data_dir(env), "user")
