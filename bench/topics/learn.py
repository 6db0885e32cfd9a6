"""`python -m bench topics-learn`: train the learned boundary decision on the development part.

Rows: the routing set's development conversations (c1, c2, c5, c6, replayed in order as one
user) and the real development users of bench/data/routing_real.jsonl (each on their own),
never a held-out row. Each message's features (memory/topics/boundary.py) are read with
the *gold* topics as the state (the topics a person would have filed so far, each a running
representation of its messages), and its label is what a person did: stay in the current
topic, open a new one, or go back to an older one (`--returns best`: only when the older
topic the message scores best is the right one; otherwise it is a new topic, since going
back to the wrong topic is a mis-merge). Content-free messages are not rows: the hard rule
keeps them in the current topic before the model is asked.

Cross-validation leaves one group out (c1, c2, c5, c6, each real user; `--folds K`: K folds
of whole groups, dealt round-robin), trains on the rest, replays the streams holding the
left-out groups through `route_message` with that model and scores those groups' own
messages (error = mis-merge + mis-split within the fold, weighted by messages per language);
the rules are scored the same way beside it. `--write` trains on every development row and
writes memory/topics/boundary_weights.json. The fit and its rounds on the router's own states
are bench/topics/fitting.py.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

import numpy as np

from bench.topics.fitting import fit, train_boundary, visit_states
from bench.topics.folds import (
    development,
    folds_of,
    group_error,
    group_of,
    streams_of,
    summary,
)
from bench.topics.replay import (
    DEFAULT_REAL_SET,
    DEFAULT_ROUTING_SET,
    CachedEmbeddings,
)
from bench.topics.routing_set import RoutingRow, parse_routing_set
from strata_layered.graph.models import store_index_config
from strata_layered.memory.sensitive import redact
from strata_layered.memory.text.text import has_cjk
from strata_layered.memory.topics.boundary import (
    CLASSES,
    FEATURES,
    WEIGHTS,
    features,
    use_model,
)
from strata_layered.memory.topics.calibration import prior_vector
from strata_layered.memory.topics.chatter import answers_assistant, content_free, subject_part
from strata_layered.memory.topics.domains import detect_domains
from strata_layered.memory.topics.forgetting import markers
from strata_layered.memory.topics.naming import subject_text
from strata_layered.memory.topics.segmenting import (
    TopicView,
    decide,
    settings_for,
    user_center,
)
from strata_layered.memory.topics.signals import read_signals


class _Gold:
    """A gold topic's running representation (as routing.add_message builds one)."""

    def __init__(self, name: str, width: int) -> None:
        self.name, self.sum, self.count = name, np.zeros(width), 0.0
        self.marks: set[str] = set()
        self.last: list[float] = []
        self.domain: str | None = None

    def view(self) -> TopicView:
        return TopicView(self.name, self.sum.tolist(), frozenset(self.marks), self.count)


async def collect(streams: dict[str, list[RoutingRow]], embed: CachedEmbeddings, *,
                  returns: str) -> tuple[np.ndarray, np.ndarray, list[str], list[str]]:
    """Feature rows, labels (index of CLASSES), groups and languages, gold state forced."""
    settings = settings_for(None)

    async def vec(text: str) -> list[float]:
        return embed.embed_query(text)

    prior = await prior_vector(vec)
    xs: list[list[float]] = []
    ys: list[int] = []
    groups: list[str] = []
    langs: list[str] = []
    for stream, rows in streams.items():
        topics: dict[str, _Gold] = {}
        current: dict[str, str] = {}
        for row in rows:
            if content_free(row.text) is not None:
                continue
            replying = answers_assistant(row.text)
            text = subject_part(row.text)
            clean = redact(text)
            vector = np.asarray(embed.embed_query(text), dtype=np.float64)
            vector = vector / (np.linalg.norm(vector) or 1.0)
            marks = markers(clean)
            named = detect_domains(subject_text(clean))
            here = topics.get(current.get(row.conversation, ""))
            others = [t.view() for t in topics.values() if t is not here]
            center = user_center([t.view() for t in topics.values()], prior,
                                 settings.prior_weight) if topics else None
            # As routing reads them (memory/topics/signals.py).
            signals, follows = read_signals(text, named, [here.domain] if here and here.domain
                                            else [], replying)  # the first domain only
            cue = signals.shift_cue or signals.foreign_domain or signals.later_cue
            mine = settings.for_language("zh" if has_cjk(text) else "en")  # as routing's
            rule = decide(vector.tolist(), marks, cue=cue,
                          current=here.view() if here else None, others=others,
                          settings=mine, center=center,
                          replying=replying or follows,
                          later=signals.later).kind
            x, ranked = features(vector.tolist(), marks, text,
                                 current=here.view() if here else None,
                                 current_last=here.last if here else None, others=others,
                                 center=center, settings=mine, signals=signals, rule=rule)
            if here is not None and here.name == row.topic:
                label = "stay"
            elif row.topic in topics and (returns == "any" or ranked[:1] == [row.topic]):
                label = "return"
            else:
                label = "new"
            xs.append(x)
            ys.append(CLASSES.index(label))
            groups.append(group_of(stream, row))
            langs.append(row.lang)
            gold = topics.setdefault(row.topic, _Gold(row.topic, len(vector)))
            gold.sum += vector
            gold.count += 1
            gold.marks |= marks
            gold.last = vector.tolist()
            gold.domain = gold.domain or (named[0] if named else None)
            current[row.conversation] = row.topic
    return np.asarray(xs), np.asarray(ys), groups, langs


async def _replay(streams: dict[str, list[RoutingRow]], index: Any) -> dict[str, list[str]]:
    return (await visit_states(streams, index))[0]


async def cmd_topics_learn(args: Any) -> int:
    """Collect, cross-validate, and (with --write) train on all development rows."""
    rows = parse_routing_set(Path(DEFAULT_ROUTING_SET).read_text(encoding="utf-8"))
    real = parse_routing_set(Path(DEFAULT_REAL_SET).read_text(encoding="utf-8"),
                             recurring=False)
    streams = development(rows, real)
    index = store_index_config()
    embed = CachedEmbeddings(index["embed"])  # type: ignore[arg-type]
    index = {**index, "embed": embed}
    x, y, groups, _ = await collect(streams, embed, returns=args.returns)
    print(f"{len(y)} development rows: " + ", ".join(
        f"{c} {int((y == k).sum())}" for k, c in enumerate(CLASSES)))
    names = sorted(set(groups))
    folds = folds_of(names, args.folds)
    forced = np.zeros_like(y)
    for fold in folds:
        train = np.asarray([g not in fold for g in groups])
        model = fit(x[train], y[train], args.c, args.balanced)
        for i in np.flatnonzero(~train):
            forced[i] = int(model.probabilities(x[i], can_stay=bool(x[i][0])).argmax())
    print("gold-state leave-one-group-out, gold → predicted: " + "; ".join(
        f"{c}: " + " ".join(f"{CLASSES[k]} {int(((y == j) & (forced == k)).sum())}"
                            for k in range(len(CLASSES)))
        for j, c in enumerate(CLASSES)))
    rules, learned = [], []
    use_model(None)
    base, rule_states = await visit_states(streams, index, returns=args.returns)
    for fold in folds:
        model = await train_boundary(x, y, groups, rule_states, streams, index, args,
                                     leave=fold)
        use_model(model)
        routed = await _replay(streams_of(streams, fold), index)
        learned.append(group_error(streams, routed, fold))
        rules.append(group_error(streams, base, fold))
    use_model(None)
    what = ("leave-one-group-out" if len(folds) == len(names)
            else f"{len(folds)} folds of whole groups")
    print(f"{what} over {', '.join(names)} (error within each fold, "
          f"weighted by messages; returns={args.returns}, C={args.c}, "
          f"balanced={args.balanced}, rounds={args.rounds}, override={args.override}, "
          f"fold={not args.no_fold})")
    summary("rules (segmenting.decide)", rules)
    summary("learned boundary", learned)
    for fold, r, m in zip(folds, rules, learned, strict=True):
        print(f"    {'+'.join(sorted(fold))[:60]:<24} " + "  ".join(
            f"{lang} {r[lang][0]} rules {r[lang][1] / r[lang][0]:.3f} "
            f"learned {m[lang][1] / m[lang][0]:.3f}" for lang in r))
    if args.write:
        model = await train_boundary(x, y, groups, rule_states, streams, index, args,
                                     leave=frozenset())
        use_model(None)
        WEIGHTS.write_text(model.to_json() + "\n", encoding="utf-8")
        print(f"wrote {WEIGHTS}")
        for k, cls in enumerate(CLASSES):
            top = sorted(zip(FEATURES, model.coef[k], strict=True), key=lambda p: -abs(p[1]))
            print(f"  {cls}: " + ", ".join(f"{f} {w:+.2f}" for f, w in top[:6]))
    return 0


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Options of `python -m bench topics-learn`."""
    parser.add_argument("--returns", choices=["any", "best"], default="any",
                        help="label a go-back as 'return' always, or only when the older "
                             "topic it scores best is its own")
    parser.add_argument("--c", type=float, default=1.0, help="inverse L2 strength")
    parser.add_argument("--balanced", action="store_true", help="balanced class weights")
    parser.add_argument("--rounds", type=int, default=0,
                        help="rounds of training on the states the router reaches (the "
                             "rules' first, then each model's)")
    parser.add_argument("--override", type=float, default=0.0,
                        help="the rules' decision stands unless the model gives another "
                             "class at least this probability (0: the model decides)")
    parser.add_argument("--no-fold", action="store_true",
                        help="a topic the model opens is never folded back by the rules")
    parser.add_argument("--folds", type=int, default=0,
                        help="cross-validation folds of whole groups (0: leave one group out)")
    parser.add_argument("--write", action="store_true",
                        help="train on every development row and write the weights")
