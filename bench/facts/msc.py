"""MSC persona summaries (Xu et al. 2022) as labelled turns of real English chats.

Per utterance, the facts a crowdworker wrote from it (../shared/data/msc, read its README).

Speaker `bot_0` is read as the user and `bot_1` as the assistant: a `bot_0` utterance is a
turn to keep when its `persona_text` is not empty, and its facts are that text's sentences
(first person, "I own a Jeep."). The type is inferred from the fact's wording (a like or a
dislike is a preference, the rest an important fact): MSC does not label types, so the type
head is trained on the labelled set only.

Which files train and which evaluate: `personasummary_session4_valid.jsonl` is kept out of
training (the evaluation file: the latest session, how people talk after three earlier
chats). The `valid` files of sessions 1–3 are the same pairs of people as session 4 valid,
so they are not trained on either; the learned gate trains on the `test` files of sessions
1–3 (other people). Session 4 `test` is not in the shared copy.
"""

from __future__ import annotations

import re
from pathlib import Path

from bench.facts.labelled import GoldFact, LabelledSetError, LabelledTurn
from strata_layered.memory.text.jsonl import JsonlError, iter_jsonl

USER, ASSISTANT = "bot_0", "bot_1"
EVALUATION_FILE = "personasummary_session4_valid.jsonl"
TRAINING_FILES = ("personasummary_session1_test.jsonl", "personasummary_session2_test.jsonl",
                  "personasummary_session3_test.jsonl")
"""Never the `valid` files: they are the people of the evaluation file."""
_SENTENCE = re.compile(r"(?<=[.!?])\s+")
_PREFERENCE = re.compile(
    r"\b(?:like|likes|love|loves|enjoy|enjoys|prefer|prefers|favou?rite|fan of|hate|hates|"
    r"dislike|dislikes|can't stand|into)\b", re.IGNORECASE)


def fact_type(fact: str) -> str:
    """The memory type a persona sentence reads as: preference or important fact."""
    return "preference" if _PREFERENCE.search(fact) else "important_fact"


def read_msc(path: str | Path, split: str = "heldout") -> list[LabelledTurn]:
    """Every `bot_0` utterance of one MSC file as a labelled turn (previous: `bot_1`'s).

    Raises LabelledSetError naming the line on a file that is not MSC's schema.
    """
    path = Path(path)
    if not path.is_file():
        raise LabelledSetError(f"{path}: no such MSC file")
    try:
        lines = list(iter_jsonl(path.read_text(encoding="utf-8")))
    except JsonlError as error:
        raise LabelledSetError(f"{path}: {error}") from error
    turns: list[LabelledTurn] = []
    for number, obj in lines:
        dialog = obj.get("dialog") if isinstance(obj, dict) else None
        if not isinstance(dialog, list):
            raise LabelledSetError(f"{path}: line {number}: no 'dialog' list (not an MSC file)")
        previous = ""
        for index, utterance in enumerate(dialog):
            if not isinstance(utterance, dict) or not isinstance(utterance.get("text"), str):
                raise LabelledSetError(f"{path}: line {number}: utterance {index} has no text")
            text = utterance["text"].strip()
            if utterance.get("id") == USER and text:
                said = str(utterance.get("persona_text") or "").strip()
                facts = tuple(GoldFact(type=fact_type(s), content=s)
                              for s in _SENTENCE.split(said) if s.strip())
                turns.append(LabelledTurn(
                    id=f"msc:{path.stem}:{number}:{index}", dataset="msc", lang="en",
                    split=split, stratum="random", batch=path.stem, previous=previous,
                    text=text, store=bool(facts), facts=facts,
                    why="MSC persona summary" if facts else "MSC: no persona fact"))
            previous = text
    if not turns:
        raise LabelledSetError(f"{path}: no {USER} utterance")
    return turns


def training_turns(folder: str | Path) -> list[LabelledTurn]:
    """The MSC turns the learned gate may learn from (split "train")."""
    return [t for name in TRAINING_FILES for t in read_msc(Path(folder) / name, split="train")]
