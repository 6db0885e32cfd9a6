"""Fitting the learned topic boundary: on labelled states, then on the states the router reaches.

`fit` is the multinomial logistic regression on standardised features; `visit_states`
replays the development streams through `route_message` and labels each state the router
itself reaches; `train_boundary` fits on the gold states and adds those rounds
(`python -m bench topics-learn --rounds N`, bench/topics/learn.py).
"""

from __future__ import annotations

from collections import Counter, defaultdict
from typing import Any

import numpy as np

from bench.topics.folds import group_of
from bench.topics.replay import replay_router
from bench.topics.routing_set import RoutingRow
from strata_layered.memory.topics.boundary import (
    CLASSES,
    BoundaryModel,
    start_trace,
    take_trace,
    use_model,
)
from strata_layered.memory.topics.chatter import content_free


def fit(x: np.ndarray, y: np.ndarray, c: float, balanced: bool, override: float = 0.0,
        fold: bool = True) -> BoundaryModel:
    """Multinomial logistic regression on standardised features, as numpy weights."""
    from sklearn.linear_model import LogisticRegression

    mean, scale = x.mean(axis=0), x.std(axis=0)
    scale[scale == 0] = 1.0
    model = LogisticRegression(C=c, max_iter=2000,
                               class_weight="balanced" if balanced else None)
    model.fit((x - mean) / scale, y)
    coef = np.zeros((len(CLASSES), x.shape[1]))
    intercept = np.full(len(CLASSES), -1e3)  # a class never seen is never picked
    for k, cls in enumerate(model.classes_):
        coef[cls], intercept[cls] = model.coef_[k], model.intercept_[k]
    return BoundaryModel(mean, scale, coef, intercept, override, fold)


async def visit_states(streams: dict[str, list[RoutingRow]], index: Any, *,
                       returns: str = "best"
                       ) -> tuple[dict[str, list[str]], list[tuple[list[float], int, str]]]:
    """Replay through route_message (its current model or the rules) and label each state.

    The states are those the router itself reaches (its own topics, its own mistakes), so
    the model also learns what to do after a wrong split or merge. A routed topic stands
    for the gold label most of its earlier messages carry; the label is "stay" when the
    current topic's is the message's, "return" when the best older topic's is, else "new"
    (`returns="any"`: "return" whenever some older routed topic stands for it).
    """
    routed: dict[str, list[str]] = {}
    states: list[tuple[list[float], int, str]] = []
    for stream, rows in streams.items():
        start_trace()
        routed[stream] = await replay_router(rows, 0.92, index, user=f"cv-{stream}")
        trace = iter(take_trace())
        for i, row in enumerate(rows):
            if content_free(row.text) is not None:
                continue
            x, ranked, current = next(trace)
            said: dict[str, Counter[str]] = defaultdict(Counter)
            for j in range(i):
                said[routed[stream][j]][rows[j].topic] += 1
            stands = {t: c.most_common(1)[0][0] for t, c in said.items()}
            if current is not None and stands.get(current) == row.topic:
                label = "stay"
            elif ranked and (stands.get(ranked[0]) == row.topic or (
                    returns == "any" and row.topic in stands.values())):
                label = "return"
            else:
                label = "new"
            states.append((x, CLASSES.index(label), group_of(stream, row)))
    return routed, states


async def train_boundary(x: np.ndarray, y: np.ndarray, groups: list[str],
                         rule_states: list[tuple[list[float], int, str]],
                         streams: dict[str, list[RoutingRow]], index: Any, args: Any,
                         leave: frozenset[str]) -> BoundaryModel:
    """Fit on the gold states of every group not in `leave` (and the router's own states).

    With --rounds, the rules' states are added, then each round's model replays the part
    and its states are added in turn.
    """
    keep = [g not in leave for g in groups]
    xs, ys = list(x[keep]), list(y[keep])
    model = fit(np.asarray(xs), np.asarray(ys), args.c, args.balanced, args.override,
                    not args.no_fold)
    visited = rule_states
    for _ in range(args.rounds):
        xs += [s[0] for s in visited if s[2] not in leave]
        ys += [s[1] for s in visited if s[2] not in leave]
        model = fit(np.asarray(xs), np.asarray(ys), args.c, args.balanced, args.override,
                    not args.no_fold)
        use_model(model)
        visited = (await visit_states(streams, index, returns=args.returns))[1]
    use_model(None)
    return model
