"""The sources the topics benches may read: development conversations and users only.

Held-out data is refused by its id before any of its text is read or routed: a LoCoMo history
by its sample id (before the file is opened), a MemoryBank user by name (bench/topics/
names_zh.py), and a row of the routing set's real part by the source it names (dataset file,
then sample id or user). The real part's development conversations (`real-dev-…`) also quote
sources held out of the facts and recall benchmarks (LoCoMo conv-30, 42, 44; MemoryBank 王峰,
孙悦, 刘琳, 宫晓燕, 姚国栋, 陈阳): only rows of an allowed source are kept, an allow-list, so a
source added later is refused until it is named here.
"""

from __future__ import annotations

import json

from strata_layered.cli.common import UsageError

DEV_LOCOMO = ("conv-41", "conv-43", "conv-47")
"""The LoCoMo conversations of both labelled sets' development split (not conv-26: the routing
set holds it out; conv-30, 42, 44, 48, 49, 50: held out of the facts and recall sets)."""
DEV_USERS = ("李雪", "周立", "张志强", "郝明", "曹志强", "郑思雨", "焦彦")
"""The MemoryBank zh users of the development split of both labelled sets: the facts set's
dev and train users, less 张曼婷, whose history is a held-out conversation of the routing set
(bench/data/routing_real.jsonl, real-zh-memorybank-zhangmantin)."""
ALLOWED = frozenset({*DEV_LOCOMO, *DEV_USERS})
MSC_DEV_FILES = tuple(f"msc/personasummary_session{n}_test.jsonl" for n in (1, 2, 3))
"""MSC's files open for development: sessions 1–3 `test` (session 4 and every `valid` file are
held out)."""


class HeldOutError(UsageError, ValueError):
    """A held-out (or unknown) source was asked for: one line on stderr, exit status 2."""


def check_history(history: str) -> str:
    """The LoCoMo sample id when it is a development conversation; else HeldOutError."""
    if history not in DEV_LOCOMO:
        raise HeldOutError(f"{history!r} is no development conversation of LoCoMo "
                           f"(held-out or unknown; allowed: {', '.join(DEV_LOCOMO)})")
    return history


def source_id(row: dict[str, object]) -> str:
    """The sample id or user a real row's `source` names ("locomo/locomo10.json conv-41 D1:2")."""
    words = str(row.get("source") or "").split()
    return words[1] if len(words) > 1 else ""


def allowed(source: str | None) -> bool:
    """Whether a real row's `source` names a development source (the allow-list above)."""
    words = (source or "").split()
    if len(words) < 2:
        return False
    return words[1] in ALLOWED if not words[0].startswith("msc/") else words[0] in MSC_DEV_FILES


def development_lines(text: str) -> tuple[str, list[str]]:
    """The routing set's real rows of allowed sources (JSONL), and the conversations left out.

    Each line is kept or dropped on its `source` alone; a dropped row's text goes nowhere.
    """
    kept: list[str] = []
    refused: dict[str, None] = {}
    for line in text.splitlines():
        if not line.strip():
            continue
        row = json.loads(line)
        if allowed(str(row.get("source") or "")):
            kept.append(line)
        else:
            refused[str(row.get("conversation"))] = None
    return "".join(line + "\n" for line in kept), list(refused)
