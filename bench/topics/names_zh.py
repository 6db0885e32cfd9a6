"""The Chinese histories `python -m bench topic-names` names: development data only.

A MemoryBank (SiliconFriend) user's history as `strata import` reads it: one record per query
and response, a conversation per day, the day's turns a minute apart. Only users of the
labelled set's development split may be read (bench/data/README.md: the users alternate in the
file's order, even positions development); any other user is refused by name before the file is
opened (bench/topics/names_sources.py keeps the routing set's rows of those users out too).
"""

from __future__ import annotations

import json
from datetime import datetime, timedelta
from pathlib import Path

from bench.topics.names_sources import DEV_USERS, HeldOutError

DEFAULT_MEMORYBANK = "../shared/data/memorybank-siliconfriend/memory_bank_cn.json"
TURN_GAP = timedelta(minutes=1)


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
