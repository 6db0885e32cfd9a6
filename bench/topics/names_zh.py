"""The Chinese histories `python -m bench topic-names` names: development data only.

A MemoryBank (SiliconFriend) user's history as `strata import` reads it: one record per query
and response, a conversation per day, the day's turns a minute apart. Only users of the
labelled set's development split may be read (bench/data/README.md: the users alternate in the
file's order, even positions development); the held-out users are refused by name, and the
routing set's real development conversations of those users are left out too.
"""

from __future__ import annotations

import json
from datetime import datetime, timedelta
from pathlib import Path

from bench.topics.routing_set import RoutingRow

DEFAULT_MEMORYBANK = "../shared/data/memorybank-siliconfriend/memory_bank_cn.json"
DEV_USERS = ("李雪", "周立", "张志强", "郝明", "曹志强", "郑思雨", "焦彦")
"""The MemoryBank zh users of the development split of both labelled sets: the facts set's
dev and train users, less 张曼婷, whose history is a held-out conversation of the routing set
(bench/data/routing_real.jsonl, real-zh-memorybank-zhangmantin)."""
HELD_OUT_USERS = ("王峰", "孙悦", "刘琳", "宫晓燕", "姚国栋", "陈阳", "陆琳", "张曼婷")
"""Never imported, never read: the held-out users of the facts set, and of the routing set."""
TURN_GAP = timedelta(minutes=1)


class HeldOutError(ValueError):
    """A held-out user was asked for."""


def memorybank_records(file: Path, user: str) -> list[dict[str, str]]:
    """A development user's history: query and response records, a conversation per day."""
    if user not in DEV_USERS:
        raise HeldOutError(f"{user!r} is no development user of MemoryBank (held-out or unknown)")
    data = json.loads(file.read_text(encoding="utf-8"))
    records: list[dict[str, str]] = []
    for day, pairs in data[user]["history"].items():
        at = datetime.fromisoformat(f"{day}T09:00:00")
        for i, pair in enumerate(pairs):
            for role, key in (("user", "query"), ("assistant", "response")):
                text = str(pair.get(key) or "").strip()
                if text:
                    records.append({"role": role, "content": text,
                                    "ts": (at + 2 * i * TURN_GAP
                                           + (TURN_GAP if role == "assistant" else timedelta())
                                           ).isoformat(), "conversation": day})
    return records


def development_rows(rows: list[RoutingRow]) -> list[RoutingRow]:
    """The real rows of no held-out MemoryBank user (their source names the user)."""
    return [r for r in rows if not any(name in (r.source or "") for name in HELD_OUT_USERS)]
