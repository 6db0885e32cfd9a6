"""The learned gate's feature layouts: a `split` keep head reads the rules' verdict in full."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import numpy as np
import pytest

from strata_layered.memory.gate.learned import KeepHead, load_gate, save_gate
from strata_layered.memory.gate.learned_features import (
    BUCKETS,
    JOINT,
    SPLIT,
    features,
    hashed_ngrams,
    split_ngrams,
)

VERDICT = ["r:keep:True", "r:cat:preference", "r:stab:likely_stable", "r:facts:1"]
SHORT = ("我喜欢画画", "")
LONG = ("我喜欢画画，周末一般会去公园写生，有时候也会带上我妹妹一起去，她比我画得还好",
        "那你平时都画些什么呢？是风景还是人物？有没有特别喜欢的画家或者画派？")


def _weight(index: np.ndarray, values: np.ndarray, token: str) -> float:
    import zlib

    at = np.flatnonzero(index == zlib.crc32(token.encode()) % BUCKETS)
    return float(values[at[0]]) if len(at) else 0.0


def test_split_features_weigh_the_rules_verdict_the_same_in_a_short_and_a_long_turn() -> None:
    for text, previous in (SHORT, LONG):
        index, values = split_ngrams(text, previous, VERDICT)
        assert _weight(index, values, "r:keep:True") == pytest.approx(1.0)
    # Non-example: the joint layout dilutes it with every n-gram of the turn and the partner's.
    short = _weight(*hashed_ngrams(*SHORT, VERDICT), "r:keep:True")
    long = _weight(*hashed_ngrams(*LONG, VERDICT), "r:keep:True")
    assert long < short / 2


def test_split_features_normalise_the_message_and_the_partners_turn_apart() -> None:
    index, values = split_ngrams("我喜欢画画", "")
    assert float(np.linalg.norm(values)) == pytest.approx(1.0)
    with_partner = split_ngrams("我喜欢画画", LONG[1])[1]
    assert float(np.linalg.norm(with_partner)) == pytest.approx(np.sqrt(2), abs=0.05)
    assert features(JOINT, *SHORT)[1].tolist() == hashed_ngrams(*SHORT)[1].tolist()
    assert split_ngrams("", "")[0].size == 0


def test_a_split_head_scores_its_language_with_split_features_and_round_trips(
        tmp_path: Path) -> None:
    gate = dataclasses.replace(load_gate(), lang_keep={})
    width = len(gate.keep_vector)
    ngram = np.zeros(len(gate.keep_ngram), dtype=np.float32)
    import zlib

    ngram[zlib.crc32(b"r:keep:True") % BUCKETS] = 3.0  # only the rules' verdict counts
    head = KeepHead(ngram=ngram, vector=np.zeros(width, dtype=np.float32), bias=-1.0,
                    layout=SPLIT)
    with_head = dataclasses.replace(gate, lang_keep={"zh": head})
    vector = [0.0] * width
    from strata_layered.memory.gate.rules import keyword_fallback

    for text, previous in (SHORT, LONG):  # the same score, whatever the turn's length
        keep = with_head.score(text, previous, vector, keyword_fallback(text))[0]
        assert keep == pytest.approx(1 / (1 + np.exp(-2.0)), abs=1e-4)
    english = "I love hiking with my dog on weekends."
    assert with_head.score(english, "", vector) == gate.score(english, "", vector)
    path = tmp_path / "w.npz"
    save_gate(with_head, path)
    load_gate.cache_clear()
    try:
        again = load_gate(path)
        assert again.lang_keep["zh"].layout == SPLIT
        assert again.score(*LONG, vector, keyword_fallback(LONG[0]))[0] == pytest.approx(
            with_head.score(*LONG, vector, keyword_fallback(LONG[0]))[0], abs=1e-3)
        with np.load(path) as w:
            bad = {k: w[k] for k in w.files} | {"keep_layout_zh": np.int32(9)}
        np.savez(tmp_path / "bad.npz", **bad)
        with pytest.raises(ValueError, match="layout 9"):
            load_gate(tmp_path / "bad.npz")
    finally:
        load_gate.cache_clear()
