"""`python -m bench learned designs`: its features and the seed rows it puts first."""

from __future__ import annotations

import argparse

import numpy as np

from bench.learned.train import add_arguments
from bench.learned.type_designs import _seed, fact_features
from strata_layered.memory.gate.learned import BUCKETS


def test_a_facts_features_are_its_own_ngrams_then_the_message_vector() -> None:
    vector = np.full(4, 0.5, dtype=np.float32)
    x = fact_features([("喜欢喝乌龙茶", vector), ("lives in Paris", vector)])
    assert x.shape == (2, BUCKETS + 4)
    assert x[0, :BUCKETS].nnz > 0 and x[1, :BUCKETS].nnz > 0
    assert (x[0, :BUCKETS] != x[1, :BUCKETS]).nnz > 0  # each row reads its own text
    assert np.allclose(x[:, BUCKETS:].toarray(), 0.5)


def test_seed_000s_boundary_and_preference_rows_come_first() -> None:
    assert _seed("不喜欢被催促") == "boundary" and _seed("don't rush me") == "boundary"
    assert _seed("喜欢喝乌龙茶") == "preference"
    # Non-examples: no seed row matches a plain fact.
    assert _seed("住在杭州") is None and _seed("lives in Paris") is None


def test_the_trainer_offers_the_designs_action() -> None:
    parser = argparse.ArgumentParser()
    add_arguments(parser)
    assert parser.parse_args(["designs"]).action == "designs"
