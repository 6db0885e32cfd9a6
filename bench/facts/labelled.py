"""The labelled set of real user turns (bench/data/labelled_turns.jsonl): read and validated."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from bench.labels.turns import EVALUATION_ONLY
from strata_layered.memory.jsonl import JsonlError, iter_jsonl
from strata_layered.memory.labels import MEMORY_TYPES

DEFAULT_SET = "bench/data/labelled_turns.jsonl"
SPLITS = ("dev", "heldout", "train")
SCORED_SPLITS = ("dev", "heldout")
"""What `--split both` scores; `train` rows feed the learned gate (score them: --split train)."""
EVALUATION_CONVERSATIONS = tuple(sorted(f"{source}:" for source in EVALUATION_ONLY))
"""LoCoMo conversations 7–9: evaluation data, never trained, tuned or calibrated on."""
LANGS = ("zh", "en")
FIRST_BATCH = "first"
"""The batch of rows that carry none: labelled before any tuning."""


class LabelledSetError(ValueError):
    """A labelled set that cannot be scored."""


@dataclass(frozen=True, kw_only=True)
class GoldFact:
    """One fact a person would keep from the turn."""

    type: str
    content: str
    about: str = "user"
    correction: bool = False


@dataclass(frozen=True, kw_only=True)
class LabelledTurn:
    """One real user turn with what should be remembered from it."""

    id: str
    dataset: str
    lang: str
    split: str
    stratum: str
    batch: str
    """When the turn was labelled: "first" (the set the rules were tuned on), or a date."""
    previous: str
    text: str
    store: bool
    facts: tuple[GoldFact, ...]
    why: str


def _check(ok: bool, where: str, message: str) -> None:
    if not ok:
        raise LabelledSetError(f"{where}: {message}")


def parse_labelled(text: str) -> list[LabelledTurn]:
    """Parse and validate the set (JSONL); raise LabelledSetError naming the line."""
    try:
        lines = list(iter_jsonl(text))
    except JsonlError as error:
        raise LabelledSetError(str(error)) from error
    turns: list[LabelledTurn] = []
    for number, obj in lines:
        where = f"line {number}"
        _check(isinstance(obj, dict), where, "not an object")
        for key in ("id", "dataset", "lang", "split", "text"):
            _check(isinstance(obj.get(key), str) and bool(obj[key].strip()), where,
                   f"{key!r} must be non-empty text")
        where = f"line {number} ({obj['id']})"
        _check(obj["lang"] in LANGS, where, f"lang must be one of {LANGS}")
        _check(obj["split"] in SPLITS, where, f"split must be one of {SPLITS}")
        _check(isinstance(obj.get("store"), bool), where, "store must be true or false")
        raw = obj.get("facts", [])
        _check(isinstance(raw, list), where, "facts must be a list")
        facts = []
        for fact in raw:
            _check(isinstance(fact, dict) and isinstance(fact.get("content"), str)
                   and bool(fact["content"].strip()), where, "a fact needs its content")
            _check(fact.get("type") in MEMORY_TYPES, where,
                   f"fact type must be one of {MEMORY_TYPES}")
            facts.append(GoldFact(type=fact["type"], content=fact["content"],
                                  about=str(fact.get("about") or "user"),
                                  correction=bool(fact.get("correction"))))
        _check(bool(facts) == obj["store"], where, "facts are given exactly when store is true")
        turns.append(LabelledTurn(
            id=obj["id"], dataset=obj["dataset"], lang=obj["lang"], split=obj["split"],
            stratum=str(obj.get("stratum") or "random"),
            batch=str(obj.get("batch") or FIRST_BATCH), previous=str(obj.get("previous") or ""),
            text=obj["text"], store=obj["store"], facts=tuple(facts),
            why=str(obj.get("why") or "")))
    ids = [t.id for t in turns]
    _check(len(ids) == len(set(ids)), "set", "ids must be unique")
    _check(bool(turns), "set", "no rows")
    return turns


def load_labelled(path: str | Path) -> list[LabelledTurn]:
    """Read and validate a labelled set file."""
    return parse_labelled(Path(path).read_text(encoding="utf-8"))


def scored_in(turn: LabelledTurn, wanted: tuple[str, ...]) -> bool:
    """Whether a row is scored on the splits asked.

    The first batches put 18 rows of LoCoMo conv-49 (evaluation data) in `dev`
    (bench/data/README.md); the rules are developed on `dev` figures, so those rows are
    scored in none: held-out never held them, and development must not read them.
    """
    return turn.split in wanted and not (
        turn.split != "heldout" and turn.id.startswith(EVALUATION_CONVERSATIONS))
