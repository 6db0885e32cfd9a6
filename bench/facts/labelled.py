"""The labelled set of real user turns (bench/data/labelled_turns.jsonl): read and validated."""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from pathlib import Path

from bench.labels.turns import EVALUATION_ONLY
from strata_layered.memory.gate.labels import MEMORY_TYPES
from strata_layered.memory.text.jsonl import JsonlError, iter_jsonl

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
    """The partner's message before the turn (the graph's `asked`)."""
    text: str
    store: bool
    facts: tuple[GoldFact, ...]
    why: str
    speaker: str = ""
    earlier: str = ""
    """The speaker's own message before the turn (the graph's `earlier`), when it is a row of
    the set too (`with_own_previous`); rows keep only the partner's (`previous`)."""


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
            why=str(obj.get("why") or ""), speaker=str(obj.get("speaker") or "")))
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


_TURN_AT = re.compile(r"^(?P<session>.+):(?P<n>\d+)$")
"""A row id's session and its turn's number in it (memorybank_en:Jack:2023-05-04:2)."""


def with_own_previous(turns: list[LabelledTurn]) -> list[LabelledTurn]:
    """Each turn with the speaker's own message before it (`earlier`), when the set has it.

    A row keeps only the partner's message before (`previous`). The speaker's own is the
    row one turn back in the same session and split when that row is theirs, or two back
    when the row between is the partner's (LoCoMo alternates); a gap in the sampled rows
    leaves it unknown (""). Only the turns given are read: pass the scored split's.
    """
    by_id = {(t.split, t.id): t for t in turns}
    out = []
    for turn in turns:
        at = _TURN_AT.match(turn.id)
        earlier = ""
        if at is not None and turn.speaker:
            back = [by_id.get((turn.split, f"{at['session']}:{int(at['n']) - k}")) for k in (1, 2)]
            if back[0] is not None and back[0].speaker == turn.speaker:
                earlier = back[0].text
            elif back[0] is not None and back[1] is not None and back[1].speaker == turn.speaker:
                earlier = back[1].text
        out.append(replace(turn, earlier=earlier))
    return out
