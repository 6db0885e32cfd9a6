"""The synthetic zh turns: training rows only, rows of the labelled schema, apart from real rows."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import numpy as np
import pytest

from bench.facts.labelled import DEFAULT_SET, LabelledSetError, load_labelled
from bench.learned.synthetic import (
    DEFAULT_SYNTHETIC,
    SECOND_BATCH,
    SPLIT,
    load_synthetic,
    parse_synthetic,
)
from bench.learned.train import weights_of

ROOT = Path(__file__).resolve().parents[2]
FILES = (DEFAULT_SYNTHETIC, SECOND_BATCH)


def _row(**change: object) -> str:
    row = {"id": "synthetic_zh:0", "dataset": "synthetic_zh", "lang": "zh", "split": SPLIT,
           "synthetic": True, "previous": "", "text": "我是护士。", "store": True,
           "facts": [{"type": "important_fact", "content": "是护士", "about": "user"}]}
    row.update(change)
    return json.dumps(row, ensure_ascii=False)


@pytest.mark.parametrize("name", FILES)
def test_the_file_is_synthetic_zh_rows_of_both_verdicts(name: str) -> None:
    rows = load_synthetic(ROOT / name)
    assert len(rows) >= 400
    assert {t.split for t in rows} == {SPLIT} and {t.lang for t in rows} == {"zh"}
    verdicts = Counter(t.store for t in rows)
    assert min(verdicts.values()) >= 0.4 * len(rows)  # as many hard negatives as facts
    kept_types = {f.type for t in rows for f in t.facts}
    assert kept_types == {"preference", "boundary", "relationship_goal", "conversation_style",
                          "important_fact"}


def test_no_synthetic_text_is_a_labelled_turn_or_written_twice() -> None:
    labelled = {t.text for t in load_labelled(ROOT / DEFAULT_SET)}
    rows = [t for name in FILES for t in load_synthetic(ROOT / name)]
    assert not [t.text for t in rows if t.text in labelled]
    assert len({t.text for t in rows}) == len(rows)
    assert len({t.id for t in rows}) == len(rows)


def _bigrams(text: str) -> set[str]:
    kept = "".join(ch for ch in text if ch.isalnum())
    return {kept[i:i + 2] for i in range(len(kept) - 1)}


def test_no_synthetic_text_paraphrases_a_labelled_turn() -> None:
    """Not a near copy either: no synthetic text shares half its character pairs with a real one.

    (Jaccard of character bigrams ≥ 0.5 against any labelled zh turn, every split: a reworded
    held-out turn in training would leak it.)
    """
    labelled = [g for t in load_labelled(ROOT / DEFAULT_SET) if t.lang == "zh"
                if (g := _bigrams(t.text))]
    near = []
    for t in (t for name in FILES for t in load_synthetic(ROOT / name)):
        mine = _bigrams(t.text)
        if mine and max(len(mine & g) / len(mine | g) for g in labelled) >= 0.5:
            near.append(t.text)
    assert not near
    a, b = _bigrams("你知道为什么天空是蓝色的吗？"), _bigrams("为什么天空是蓝色的？")
    assert len(a & b) / len(a | b) >= 0.5  # a reworded question is caught


def test_translated_rows_name_an_english_training_row_they_may_come_from() -> None:
    """A translated row's `source` is an English `train` row: never LoCoMo 7–9, never held-out."""
    from bench.learned.data import usable

    labelled = {t.id: t for t in load_labelled(ROOT / DEFAULT_SET)}
    lines = [line for name in FILES
             for line in (ROOT / name).read_text(encoding="utf-8").splitlines()]
    sources = [json.loads(line)["source"] for line in lines if line.strip()]
    translated = [s.removeprefix("translated:") for s in sources if s.startswith("translated:")]
    assert translated
    for source in translated:
        row = labelled[source]
        assert row.lang == "en" and row.split == "train" and usable(row), source
        # MemoryBank and MADial English are translations of the zh sets: never back into zh.
        assert row.dataset in ("locomo", "longmemeval"), source
    assert {s for s in sources if not s.startswith("translated:")} <= {
        "synthetic:gate24", "synthetic:zhgate24"}


def test_a_row_must_say_it_is_synthetic() -> None:
    assert parse_synthetic(_row())[0].split == SPLIT
    with pytest.raises(LabelledSetError, match="line 1"):
        parse_synthetic(_row(synthetic=False))
    with pytest.raises(LabelledSetError, match="line 2"):
        parse_synthetic(_row() + "\n" + _row(id="synthetic_zh:1", split="train"))
    with pytest.raises(LabelledSetError, match="facts are given exactly when store"):
        parse_synthetic(_row(facts=[]))
    with pytest.raises(LabelledSetError, match="not JSON"):
        parse_synthetic("{")


def test_synthetic_rows_weigh_apart_and_are_never_calibration_rows() -> None:
    rows = parse_synthetic(_row())
    labelled = [t for t in load_labelled(ROOT / DEFAULT_SET) if t.split == "train"][:2]
    weight = weights_of(labelled + rows, msc_weight=0.25, synthetic_weight=0.5)
    assert np.allclose(weight, [1.0, 1.0, 0.5])
    # fit() calibrates on split == "train" only: a synthetic row never is one.
    assert all(t.split != "train" for t in rows)


def test_compare_candidates_read_the_trainers_features_plus_their_own() -> None:
    from scipy import sparse  # type: ignore[import-untyped]

    from bench.learned.compare import _buckets, features
    from strata_layered.memory.gate.learned import BUCKETS, rule_tokens
    from strata_layered.memory.gate.rules import keyword_fallback

    tokens = rule_tokens(keyword_fallback("我住在杭州，是一名护士。"))
    grams = np.zeros((2, BUCKETS), dtype=np.float32)
    grams[0, _buckets(tokens)] = 0.5  # row 0 carries the rules' tokens, row 1 none
    vec = np.arange(2 * 384, dtype=np.float32).reshape(2, 384)
    x = sparse.hstack([sparse.csr_matrix(grams), sparse.csr_matrix(vec)]).tocsr()
    langs = np.array(["zh", "en"])
    assert features("logistic", x, langs) is x
    zh = features("logistic+zh", x, langs)
    assert zh.shape == (2, BUCKETS + 2 * 384)
    assert np.allclose(zh[0, BUCKETS + 384:].toarray(), vec[0]) and zh[1, BUCKETS + 384:].nnz == 0
    inter = features("logistic+int", x, langs)
    assert inter.shape[1] > x.shape[1] and inter[1, x.shape[1]:].nnz == 0
    mlp = features("mlp_64", x, langs)
    assert mlp.shape[0] == 2 and np.allclose(mlp[:, :384], vec)
    assert mlp[0, 384:].sum() == len(tokens) and mlp[1, 384:].sum() == 0
