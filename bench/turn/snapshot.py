"""Prefilled data folders of `python -m bench turn`, kept and reused (SQLite only).

Prefilling to 10,000 earlier turns takes 8–10 minutes of a quiet machine; comparing two
trees at that size back to back should not have to pay it twice. `--keep DIR` copies the
data folder after each size's prefill, before its measured turns, to DIR/<size>/ with a
`bench.json` saying where the conversation stood. `--resume DIR/<size>` starts from such a
copy (copied again into a fresh temporary folder: the kept one is never written): the same
records, the same conversation position, the same generated history from there on.

What a resumed run does not carry over is the process: the first measured turn would load
the user's whole history index (and the store's backfill check) that an uninterrupted run
loaded long before. `warm_user` does both, untimed, before the first measured turn.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

from strata_layered.cli.common import fail

META = "bench.json"
FORMAT = 1


def keep(data_dir: Path, to: Path, meta: dict[str, Any]) -> Path:
    """Copy a quiescent data folder (no turn or background job running) to `to`/<done>/."""
    target = to / str(meta["done"])
    if target.exists():
        shutil.rmtree(target)
    shutil.copytree(data_dir, target)
    (target / META).write_text(json.dumps({"format": FORMAT, **meta}, indent=1) + "\n")
    return target


def read(source: Path) -> dict[str, Any]:
    """The position a kept folder was saved at; a clear error when it is not one."""
    try:
        meta = json.loads((source / META).read_text())
    except (OSError, ValueError) as error:
        raise fail(f"--resume {source}: not a folder kept by --keep ({error})") from error
    if meta.get("format") != FORMAT:
        raise fail(f"--resume {source}: kept in format {meta.get('format')}, this is {FORMAT}")
    return dict(meta)


def seed(source: Path, data_dir: Path) -> None:
    """Fill an empty data folder with a copy of the kept one (its position file left out)."""
    shutil.copytree(source, data_dir, dirs_exist_ok=True, ignore=shutil.ignore_patterns(META))
