"""`python -m bench topics`: mis-merges and mis-splits of topic routing across thresholds.

The routing set (tests/data/routing_set.jsonl: bilingual conversations of one user, each
message labelled with its gold topic) is replayed conversation by conversation, in order,
through `memory.topics.routing.route_message` on a fresh InMemoryStore for every threshold of the
sweep. Topics belong to the user, so a later conversation can find an earlier one's
topics. Each message is embedded once for the whole sweep: the store's embeddings are
wrapped in a cache that also keeps the vectors for the local prototypes.

Figures per threshold (definitions in `bench.topics.scoring`): mis-merge rate (message in a
topic whose majority gold label is another), mis-split rate (message outside the topic
holding most of its gold label), topics created against gold, and their sum, which the
recommended threshold minimises (`--merge-weight` weighs mis-merges).

The comparison re-implements the routing loop on the same vectors (`bench_topics_sim`):
a topic represented by its latest message (what the router does), by the running mean
of its messages, or by its nearest message; optionally staying in the conversation's
current topic while it scores at least threshold − margin.
"""

from __future__ import annotations

import argparse
import itertools
import sys
import time
from collections import Counter
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from langgraph.store.base import IndexConfig
from tqdm import tqdm

from bench.topics.names_sources import allowed
from bench.topics.parts import PARTS, baselines, figures, part_of, print_parts
from bench.topics.replay import (
    DEFAULT_REAL_SET,
    DEFAULT_ROUTING_SET,
    REAL_USER,
    CachedEmbeddings,
    replay_router,
)
from bench.topics.report import print_report, write_report
from bench.topics.routing_set import (
    LANGS,
    NOTES,
    RoutingRow,
    RoutingSetError,
    parse_routing_set,
)
from bench.topics.scoring import (
    RoutingScores,
    grouped_rates,
    judge_routing,
    pick_threshold,
    score_routing,
)
from bench.topics.sim import REPRESENTATIONS, simulate
from strata_layered.cli.common import fail
from strata_layered.graph.models import store_index_config

DEFAULT_THRESHOLDS = "0.80:0.95:0.01"
COMPARE_MARGINS: tuple[float | None, ...] = (None, 0.0, 0.02, 0.04, 0.06)


def _development_pick(rows: list[RoutingRow], routes: dict[float, list[Any]], weight: float
                      ) -> float | None:
    """The threshold with the least error on the development part (None if it is empty)."""
    dev = [i for i, r in enumerate(rows) if part_of(r.conversation) == PARTS[0]]
    if not dev:
        return None
    return pick_threshold([(t, score_routing(judge_routing([(rows[i].topic, routed[i])
                                                             for i in dev])))
                           for t, routed in routes.items()], merge_weight=weight)


def thresholds_of(spec: str) -> list[float]:
    """`start:stop:step` (stop included) or a comma list, as sorted thresholds."""
    try:
        if ":" in spec:
            start, stop, step = (float(p) for p in spec.split(":"))
            if step <= 0 or stop < start:
                raise ValueError("need start ≤ stop and a positive step")
            values = [round(start + i * step, 6) for i in range(int((stop - start) / step
                                                                    + 1e-9) + 1)]
        else:
            values = sorted({float(p) for p in spec.split(",") if p.strip()})
    except ValueError as error:
        raise fail(f"--thresholds: {error}") from error
    if not values or not all(-1.0 <= v <= 1.0 for v in values):
        raise fail("--thresholds: cosines lie in [-1, 1]")
    return values


def _sweep(rows: list[RoutingRow], routes: dict[float, list[Any]], weight: float
           ) -> dict[str, Any]:
    """Scores per threshold, the pick, and per-message verdicts at the pick."""
    scored: list[tuple[float, RoutingScores]] = []
    verdicts = {}
    for threshold, routed in routes.items():
        verdicts[threshold] = judge_routing([(r.topic, t) for r, t in zip(rows, routed,
                                                                          strict=True)])
        scored.append((threshold, score_routing(verdicts[threshold])))
    best = pick_threshold(scored, merge_weight=weight)
    at_best = verdicts[best]
    majority = {v.topic: v.gold for v in at_best if not v.merged}
    size = Counter(v.topic for v in at_best)
    return {
        "sweep": [{"threshold": t, **s.to_dict(weight)} for t, s in scored],
        "recommended": {"threshold": best, **dict(scored)[best].to_dict(weight),
                        "by_lang": grouped_rates((r.lang, v) for r, v in zip(rows, at_best)),
                        "by_note": grouped_rates((r.note or "plain", v)
                                                 for r, v in zip(rows, at_best))},
        # Mis-merges first: they put wrong history in front of the model.
        "misrouted": sorted(({"conversation": r.conversation, "seq": r.seq, "text": r.text,
                              "gold": v.gold, "into": majority[v.topic],
                              "topic_size": size[v.topic], "merged": v.merged,
                              "split": v.split, "note": r.note}
                             for r, v in zip(rows, at_best) if v.merged or v.split),
                            key=lambda m: not m["merged"]),
    }


async def cmd_bench_topics(args: Any) -> int:
    """Run `python -m bench topics`: sweep, print the table, write --out/topics.json and .png."""
    import numpy as np  # here, not at import: every `strata` command builds the parser

    path = Path(args.routing_set)
    if not path.is_file() and args.routing_set == DEFAULT_ROUTING_SET:
        path = Path(__file__).resolve().parents[2] / DEFAULT_ROUTING_SET  # outside the repo
    if not path.is_file():
        raise fail(f"{path}: no such routing set (pass --routing-set PATH)")
    if args.representation == "router" and args.margin is not None:
        raise fail("--margin needs a local --representation (latest, centroid, nearest)")
    try:
        rows = parse_routing_set(path.read_text(encoding="utf-8"))
    except RoutingSetError as error:
        raise fail(f"{path}: {error}") from error
    real = _real_rows(args.real_set)
    if args.part == PARTS[0]:  # development rows only: nothing held out is replayed or printed
        rows = [r for r in rows if part_of(r.conversation) == PARTS[0]]
        real = [r for r in real if part_of(r.conversation) == PARTS[0] and allowed(r.source)]
    thresholds = thresholds_of(args.thresholds)
    index = store_index_config()
    embed = CachedEmbeddings(index["embed"])  # type: ignore[arg-type]
    index = {**index, "embed": embed}
    started = time.perf_counter()
    router = {t: await replay_router(rows, t, index, args.days_between, router=args.router)
              for t in tqdm(thresholds, desc="route_message sweep", unit="threshold",
                            file=sys.stderr)}
    seconds = time.perf_counter() - started
    # The router embeds no content-free message (it never searches for one); the local
    # prototypes still need every vector.
    vectors = np.asarray(embed.embed_documents([r.text for r in rows]), dtype=np.float64)
    conversations = [r.conversation for r in rows]
    runs: dict[tuple[str, float | None], dict[float, list[Any]]] = {("router", None): router}
    margins = [*COMPARE_MARGINS, *([] if args.margin in COMPARE_MARGINS else [args.margin])]
    for representation in REPRESENTATIONS:
        for margin in margins:
            runs[representation, margin] = {
                t: simulate(vectors, conversations, t, representation, margin)
                for t in thresholds}
    weight = args.merge_weight
    segments = list(itertools.accumulate(
        int(i > 0 and (r.conversation, r.topic) != (rows[i - 1].conversation,
                                                    rows[i - 1].topic))
        for i, r in enumerate(rows)))
    variants = [{"representation": rep, "margin": margin, **_sweep(rows, routes, weight)}
                for (rep, margin), routes in runs.items()]
    main = next(v for v in variants if (v["representation"], v["margin"])
                == (args.representation, args.margin))
    report = {
        "benchmark": "topics", "at": datetime.now(UTC).isoformat(), "file": str(path),
        "messages": len(rows), "conversations": len(set(conversations)),
        "langs": {lang: sum(r.lang == lang for r in rows) for lang in LANGS},
        "notes": {n: sum(r.note == n for r in rows) for n in NOTES},
        "gold_topics": len({r.topic for r in rows}), "merge_weight": weight,
        "days_between": args.days_between,
        "embedding": {"texts_embedded": len(embed.vectors), "lookups": embed.lookups,
                      "thresholds": len(thresholds), "router_seconds": seconds},
        "baselines": {name: score_routing(judge_routing(
            [(r.topic, key(i)) for i, r in enumerate(rows)])).to_dict(weight)
            for name, key in (("one topic for everything", lambda i: 0),
                              ("a topic per message", lambda i: i),
                              ("perfect switches, no returns", lambda i: segments[i]))},
        "representation": args.representation, "margin": args.margin, **main,
        "variants": [{k: v[k] for k in ("representation", "margin", "recommended", "sweep")}
                     for v in variants],
    }
    # Each real user's conversations replay on a store of their own; the development part
    # (written and real) picks the threshold.
    every, everywhere = await _with_real(rows, router, real, index, args.days_between,
                                         args.router)
    dev_threshold = (_development_pick(every, everywhere, weight)
                     or main["recommended"]["threshold"])
    routed = everywhere[dev_threshold]
    table = {"Strata": figures(every, routed, merge_weight=weight),
             **{name: figures(every, routed, merge_weight=weight)
                for name, routed in baselines(every).items()}}
    report["parts"] = {"threshold": dev_threshold, "table": table,
                       "conversations": {c: part_of(c) for c in dict.fromkeys(conversations)}}
    print_report(report)
    print_parts(table, dev_threshold)
    write_report(report, Path(args.out))
    sys.stdout.flush()
    return 0


async def _with_real(rows: list[RoutingRow], router: dict[float, list[Any]],
                     real: list[RoutingRow], index: IndexConfig, days_between: float,
                     decider: str = "rules") -> tuple[list[RoutingRow], dict[float, list[Any]]]:
    """The written set's rows and routes with every real user's replayed after them."""
    users = list(dict.fromkeys(r.user or REAL_USER for r in real))
    every = rows + [r for u in users for r in real if (r.user or REAL_USER) == u]
    routes = {}
    for threshold, routed in router.items():
        routes[threshold] = list(routed)
        for user in users:
            theirs = [r for r in real if (r.user or REAL_USER) == user]
            routes[threshold] += [f"{user}:{t}" for t in await replay_router(
                theirs, threshold, index, days_between, user, decider)]
    return every, routes


def _real_rows(spec: str) -> list[RoutingRow]:
    """The labelled real conversations (none with an empty spec)."""
    if not spec:
        return []
    path = Path(spec)
    if not path.is_file() and spec == DEFAULT_REAL_SET:
        path = Path(__file__).resolve().parents[2] / DEFAULT_REAL_SET
    if not path.is_file():
        raise fail(f"{path}: no such real set (pass --real-set PATH, or '' for none)")
    try:
        real = parse_routing_set(path.read_text(encoding="utf-8"), recurring=False)
    except RoutingSetError as error:
        raise fail(f"{path}: {error}") from error
    if not all(r.conversation.startswith("real-") for r in real):
        raise fail(f"{path}: real conversations are named real-…")
    return real


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Options of `python -m bench topics`."""
    parser.add_argument("--real-set", default=DEFAULT_REAL_SET,
                        help="labelled real conversations, JSONL, scored as held-out "
                             "('' for none; bench topics)")
    parser.add_argument("--routing-set", default=DEFAULT_ROUTING_SET,
                        help="labelled routing set, JSONL (bench topics)")
    parser.add_argument("--thresholds", default=DEFAULT_THRESHOLDS,
                        help="start:stop:step or a comma list of cosines (bench topics)")
    parser.add_argument("--representation", default="router",
                        choices=["router", *REPRESENTATIONS],
                        help="router: memory.topics.routing as is; otherwise the local prototype "
                             "with topics found by their latest message, the mean of their "
                             "messages, or their nearest message (bench topics)")
    parser.add_argument("--margin", type=float, default=None,
                        help="stay in the current topic while it scores ≥ threshold − "
                             "margin (local prototype; bench topics)")
    parser.add_argument("--router", choices=["rules", "learned"], default="rules",
                        help="rules: memory/topics/segmenting.py alone; learned: the learned "
                             "boundary correcting them (memory/topics/boundary.py; bench topics)")
    parser.add_argument("--part", choices=["all", PARTS[0]], default="all",
                        help="all: every part, as the lead reads held-out once; development: "
                             "the development rows of open sources alone (names_sources."
                             "allowed), no held-out row replayed (bench topics)")
    parser.add_argument("--days-between", type=float, default=2.0,
                        help="days between conversations; topics idle past the TTL are "
                             "archived (bench topics)")
    parser.add_argument("--merge-weight", type=float, default=1.0,
                        help="weight of mis-merges against mis-splits in the pick "
                             "(bench topics)")
