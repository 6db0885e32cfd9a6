"""Development streams and cross-validation folds of the topics benches [beyond the seeds].

The routing set's development rows as streams to replay (the written set is one user, each
real user its own), the groups a fold never splits (a written conversation, a real user),
and the error of one fold's own messages: read by `python -m bench topics-learn` and
`topics-calibrate`.
"""

from __future__ import annotations

from collections.abc import Sequence

from bench.topics.names_sources import allowed
from bench.topics.parts import PARTS, part_of
from bench.topics.replay import REAL_USER
from bench.topics.routing_set import RoutingRow
from bench.topics.scoring import judge_routing, score_routing

WRITTEN = "written"


def development(rows: Sequence[RoutingRow], real: Sequence[RoutingRow]
                ) -> dict[str, list[RoutingRow]]:
    """User stream → its development rows, in order (the written set is one user).

    A real row is kept only when its source is open for development (names_sources.allowed):
    the real part's `real-dev-…` conversations also quote sources held out of the facts and
    recall sets (LoCoMo conv-30, 42, 44; six MemoryBank users), which are neither replayed
    nor scored here.
    """
    streams: dict[str, list[RoutingRow]] = {WRITTEN: [r for r in rows
                                                     if part_of(r.conversation) == PARTS[0]]}
    for r in real:
        if part_of(r.conversation) == PARTS[0] and allowed(r.source):
            streams.setdefault(r.user or REAL_USER, []).append(r)
    return streams


def group_of(stream: str, row: RoutingRow) -> str:
    """The cross-validation group: a written conversation, or a real user."""
    return row.conversation.split("-")[0] if stream == WRITTEN else stream


def folds_of(names: Sequence[str], folds: int) -> list[frozenset[str]]:
    """The cross-validation folds: one per group (`folds` 0), else dealt round-robin.

    The sorted groups go round-robin into `folds` folds; a group (a written conversation or
    a real user) is never split between folds.
    """
    if folds <= 0 or folds >= len(names):
        return [frozenset([name]) for name in names]
    return [frozenset(names[k::folds]) for k in range(folds)]


def streams_of(streams: dict[str, list[RoutingRow]], fold: frozenset[str]
                ) -> dict[str, list[RoutingRow]]:
    """The streams holding a group of the fold (each stream replays on a store of its own)."""
    return {s: rows for s, rows in streams.items() if any(group_of(s, r) in fold for r in rows)}


def group_error(streams: dict[str, list[RoutingRow]], routed: dict[str, list[str]],
                 fold: frozenset[str]) -> dict[str, tuple[int, float, float, float]]:
    """Per language: (messages, error × messages, predicted topics, gold topics)."""
    out = {}
    for lang in ("zh", "en"):
        pairs = [(r.topic, f"{s}:{t}") for s, rows in streams.items() if s in routed
                 for r, t in zip(rows, routed[s], strict=True)
                 if group_of(s, r) in fold and r.lang == lang]
        if pairs:
            sc = score_routing(judge_routing(pairs))
            out[lang] = (len(pairs), sc.error() * len(pairs),
                         float(sc.predicted_topics), float(sc.gold_topics))
    return out


def summary(name: str, parts: list[dict[str, tuple[int, float, float, float]]]) -> None:
    """Print the folds' error and topics per real topic, per language, weighted by messages."""
    for lang in ("zh", "en"):
        got = [p[lang] for p in parts if lang in p]
        n = sum(g[0] for g in got)
        err = sum(g[1] for g in got) / n
        ratio = sum(g[2] for g in got) / sum(g[3] for g in got)
        print(f"  {name:<34} {lang}  msgs {n:>4}  error {err:.3f}  topics/real {ratio:.2f}")
