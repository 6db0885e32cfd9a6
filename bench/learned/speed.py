"""`python -m bench learned speed`: the shipped gate's load time and the time a turn takes.

Issue 24 asks the learned gate to load in < 100 ms and cost < 2 ms a turn. These are speed
goals, so they are printed here (median and p95 over repeated cold loads and over the
held-out turns, each timed alone), never asserted in a timed test.
"""

from __future__ import annotations

import argparse
import statistics
import time
from pathlib import Path

from bench.facts.labelled import load_labelled
from bench.learned.data import said, usable, vectors
from strata_layered.memory.gate.learned import load_gate
from strata_layered.memory.gate.rules import keyword_fallback

LOADS = 7
LOAD_GOAL_MS = 100.0
TURN_GOAL_MS = 2.0


def _p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def cmd_learned_speed(args: argparse.Namespace) -> int:
    """Print load and per-turn figures of the weights in `args.weights`."""
    weights = Path(args.weights)
    loads = []
    for _ in range(LOADS):
        load_gate.cache_clear()
        started = time.perf_counter()
        gate = load_gate(weights)
        loads.append((time.perf_counter() - started) * 1000)
    turns = [t for t in load_labelled(args.set) if usable(t) and t.split == "heldout"]
    texts = [said(t) for t in turns]
    ready = list(zip(texts, [t.previous for t in turns], vectors(texts, Path(args.cache)),
                     [keyword_fallback(x) for x in texts], strict=True))
    per_turn = []
    for text, previous, vector, rules in ready:
        started = time.perf_counter()
        gate.score(text, previous, vector, rules)
        per_turn.append((time.perf_counter() - started) * 1000)
    size = weights.stat().st_size / 1e6
    print(f"weights: {weights} ({size:.2f} MB)")
    print(f"load, {LOADS} cold loads: median {statistics.median(loads):.1f} ms, "
          f"max {max(loads):.1f} ms (goal < {LOAD_GOAL_MS:.0f} ms)")
    print(f"a turn, {len(per_turn)} held-out turns each timed alone: median "
          f"{statistics.median(per_turn):.3f} ms, p95 {_p95(per_turn):.3f} ms "
          f"(goal < {TURN_GOAL_MS:.0f} ms; the model alone, with the vector the turn already has)")
    return 0
