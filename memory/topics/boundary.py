"""A learned boundary decision: stay, open a topic, or go back to the best older one [beyond].

Seed 004 §3.2 routes by similarity, a threshold and the model when unsure; the hand-set
rules of segmenting.py fit the routing set's development part and did not carry over to its
held-out part (docs/topics.md). This module is the alternative the issue's owner asked for:
a multinomial logistic regression over a few numbers read from the message and the topics'
running representations, trained offline on the development part only
(`python -m bench topics-learn`, bench/topics/learn.py) and applied in numpy at turn time.

The hard rules stay outside it: a content-free message (greeting, thanks, acknowledgement,
one word, masked secret) never reaches it (routing.route_message keeps it in the current
topic first), and with no current topic "stay" is not a choice.

Used when the router is `learned` (STRATA_TOPIC_ROUTER, Context.topic_router) and the
weights file exists; the rules otherwise (the default: on the held-out part the shipped
weights beat the rules in Chinese, 0.414 against 0.431, and tie them in English, 0.548;
docs/topics.md, fifth round). As trained (875 development rows) the model decides
(`override` 0); with `override` p > 0 the rules' decision stands unless the model gives
another at least p.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import numpy as np

from strata_layered.memory.topics.segmenting import (
    Decision,
    RoutingSettings,
    TopicView,
    centered_cosine,
    topic_score,
)

WEIGHTS = Path(__file__).with_name("boundary_weights.json")
CLASSES = ("stay", "new", "return")
ROUTERS = ("rules", "learned")
"""Context.topic_router: the hand-set rules (segmenting.decide) or this model."""
_CJK = re.compile(r"[\u3400-\u9fff]")

FEATURES = (
    "has_current", "cur_score", "cur_centered", "cur_lexical", "cur_last", "cur_size",
    "best_score", "best_centered", "best_lexical", "best_margin", "best_minus_cur",
    "best_centered_minus_cur", "topics", "shift_cue", "foreign_domain", "replying",
    "later_cue", "length", "zh", "rule_stay", "rule_join", "rule_new",
)


@dataclass(frozen=True)
class Signals:
    """What the rules already read from the message (routing.route_message)."""

    shift_cue: bool
    foreign_domain: bool
    replying: bool
    later_cue: bool

    @property
    def later(self) -> bool:
        """The cue opened a later clause after an answer to the assistant, none the message."""
        return self.later_cue and not self.shift_cue


def _cos(a: Sequence[float], b: Sequence[float]) -> float:
    x, y = np.asarray(a, dtype=np.float64), np.asarray(b, dtype=np.float64)
    if x.shape != y.shape:
        raise ValueError(f"a vector of {x.shape} against one of {y.shape}")
    norm = float(np.linalg.norm(x) * np.linalg.norm(y))
    return float(x @ y) / norm if norm else 0.0


def _lexical(marks: frozenset[str], topic: TopicView) -> float:
    return len(marks & topic.markers) / len(marks) if marks else 0.0


def features(vector: Sequence[float], marks: frozenset[str], text: str, *,
             current: TopicView | None, current_last: Sequence[float] | None,
             others: Sequence[TopicView], center: Sequence[float] | None,
             settings: RoutingSettings, signals: Signals, rule: str
             ) -> tuple[list[float], list[str]]:
    """The feature row of one message (order of FEATURES) and the other topics, best first.

    `rule`: the kind the rules decided (segmenting.decide: stay, join, new), itself a
    feature: the model learns where they are wrong rather than routing from nothing.
    """
    scored = sorted(((topic_score(vector, marks, t, settings), t) for t in others),
                    key=lambda p: -p[0])
    def centered(topic: TopicView) -> float:
        return centered_cosine(vector, topic, center) if center is not None else 0.0
    cur = topic_score(vector, marks, current, settings) if current else 0.0
    cur_c = centered(current) if current else 0.0
    best, best_t = scored[0] if scored else (0.0, None)
    best_c = centered(best_t) if best_t else 0.0
    second = scored[1][0] if len(scored) > 1 else best - 0.1
    last = _cos(vector, current_last) if current is not None and current_last else cur
    row = [
        float(current is not None), cur, cur_c, _lexical(marks, current) if current else 0.0,
        last, math.log1p(current.count) if current else 0.0,
        best, best_c, _lexical(marks, best_t) if best_t else 0.0,
        best - second if best_t else 0.0,
        best - cur if best_t and current else 0.0,
        best_c - cur_c if best_t and current else 0.0,
        math.log1p(len(others)), float(signals.shift_cue), float(signals.foreign_domain),
        float(signals.replying), float(signals.later_cue), math.log1p(len(text)),
        float(len(_CJK.findall(text)) * 2 >= max(1, len(text.strip()))),
        float(rule == "stay"), float(rule == "join"), float(rule == "new"),
    ]
    return row, [t.id for _, t in scored]


@dataclass(frozen=True)
class BoundaryModel:
    """Trained weights: one logit per class, on standardised features."""

    mean: np.ndarray
    scale: np.ndarray
    coef: np.ndarray
    """(classes, features)."""
    intercept: np.ndarray
    override: float = 0.0
    """The rules' decision stands unless the model gives another class at least this
    probability (0: the model's argmax always)."""
    fold: bool = True
    """A new topic it opens without a cue is tentative, folded back by the rules
    (segmenting.should_fold) when the next message prefers the previous topic."""

    def probabilities(self, row: Sequence[float], *, can_stay: bool) -> np.ndarray:
        """P(stay, new, return); stay is out with no current topic, return with no other."""
        z = self.coef @ ((np.asarray(row, dtype=np.float64) - self.mean) / self.scale)
        z = z + self.intercept
        if not can_stay:
            z[0] = -np.inf
        p = np.exp(z - z.max())
        return p / p.sum()

    def to_json(self) -> str:
        """The weights as the JSON file `from_json` reads (with the feature layout)."""
        return json.dumps({"features": list(FEATURES), "classes": list(CLASSES),
                           "mean": self.mean.tolist(), "scale": self.scale.tolist(),
                           "coef": self.coef.tolist(), "intercept": self.intercept.tolist(),
                           "override": self.override, "fold": self.fold},
                          indent=1)

    @staticmethod
    def from_json(text: str) -> BoundaryModel:
        """The weights of a file `to_json` wrote; another feature layout is refused."""
        data = json.loads(text)
        if data.get("features") != list(FEATURES) or data.get("classes") != list(CLASSES):
            raise ValueError("boundary weights were trained on another feature layout")
        mean, scale, coef, intercept = (np.asarray(data[k], dtype=np.float64)
                                        for k in ("mean", "scale", "coef", "intercept"))
        return BoundaryModel(mean, scale, coef, intercept,
                             override=float(data.get("override", 0.0)),
                             fold=bool(data.get("fold", True)))


_trace: list[list[tuple[list[float], list[str], str | None]]] = []
"""While tracing (the trainer): every routed message's (features, ranked topics, current)."""


def start_trace() -> None:
    """Record the features of every message routed from now on (`take_trace` returns them)."""
    _trace[:] = [[]]


def tracing() -> bool:
    """Whether route_message should record features."""
    return bool(_trace)


def record(row: list[float], ranked: list[str], current: str | None) -> None:
    """One routed message's features, while tracing."""
    if _trace:
        _trace[0].append((row, ranked, current))


def take_trace() -> list[tuple[list[float], list[str], str | None]]:
    """What was recorded since `start_trace`; tracing stops."""
    out = _trace[0] if _trace else []
    _trace[:] = []
    return out


_override: list[BoundaryModel | None] = []
"""A model set by `use_model` (training's cross-validation); the file's otherwise."""


def use_model(model: BoundaryModel | None) -> None:
    """Route with this model (None: back to the weights file) — for the trainer's folds."""
    _override[:] = [model] if model is not None else []


@lru_cache(maxsize=1)
def _shipped() -> BoundaryModel | None:
    return BoundaryModel.from_json(WEIGHTS.read_text()) if WEIGHTS.is_file() else None


def active_model(router: str = "rules") -> BoundaryModel | None:
    """The model routing uses, or None for the rules (`router` of ROUTERS, weights present)."""
    if router not in ROUTERS:
        raise ValueError(f"topic router {router!r}: one of {', '.join(ROUTERS)}")
    if _override:
        return _override[0]
    return _shipped() if router == "learned" else None


def decide_learned(model: BoundaryModel, row: Sequence[float], ranked: Sequence[str], *,
                   current: TopicView | None, cue: bool, rules: Decision) -> Decision:
    """The model's choice as a routing decision (return: the best older topic).

    `rules`: segmenting.decide's decision, kept when the model would choose another kind
    without being sure of it (below `override`). Otherwise the model's own decision is
    taken — also when it agrees with the rules' kind: its return goes to the best older
    topic of the features' ranking and its `unsure` comes from its probability margin (so
    agreement can change which topic is joined and whether the model is asked after the
    reply; the shipped weights were measured this way).
    """
    scores = rules.scores
    # A shift cue or a foreign domain ends the current topic, as in the rules: the model
    # decides between a new topic and a return only.
    p = model.probabilities(row, can_stay=current is not None and not cue)
    if not ranked:
        p[2] = 0.0
    kind = CLASSES[int(p.argmax())]
    said = {"stay": "stay", "join": "return", "new": "new"}[rules.kind]
    if kind != said and p[CLASSES.index(kind)] < model.override:
        return rules
    unsure = float(np.sort(p)[-1] - np.sort(p)[-2]) < 0.2
    if kind == "stay" and current is not None:
        return Decision("stay", current.id, row[1], unsure=unsure, scores=scores)
    if kind == "return":
        return Decision("join", ranked[0], row[6], unsure=unsure, scores=scores)
    tentative = model.fold and current is not None and not cue
    return Decision("new", None, row[6] if ranked else None, tentative=tentative,
                    unsure=unsure or tentative, scores=scores)


def corrected(rules: Decision, vector: Sequence[float], marks: frozenset[str], text: str, *,
              current: TopicView | None, current_last: Sequence[float] | None,
              others: Sequence[TopicView], center: Sequence[float] | None,
              settings: RoutingSettings, signals: Signals, router: str = "rules") -> Decision:
    """The routing decision: the rules' as they are, or the learned model's (`active_model`).

    While the trainer traces, the message's features are recorded either way.
    """
    model = active_model(router)
    if model is None and not tracing():
        return rules
    row, ranked = features(vector, marks, text, current=current, current_last=current_last,
                           others=others, center=center, settings=settings, signals=signals,
                           rule=rules.kind)
    record(row, ranked, current.id if current else None)
    if model is None:
        return rules
    cue = signals.shift_cue or signals.foreign_domain or signals.later_cue
    return decide_learned(model, row, ranked, current=current, cue=cue, rules=rules)
