"""What a turn the learned gate kept is written as when no rule reads a fact in it [beyond].

The learned offline judgement (memory/gate/learned.py) keeps turns the rules' patterns read
nothing in; this writes such a turn as one memory, the message less its questions, typed by
the judgement's category.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import datetime

from strata_layered.memory.facts.phrasing import as_note, with_date
from strata_layered.memory.gate.judgement import Judgement
from strata_layered.memory.gate.labels import CATEGORY_TO_TYPE
from strata_layered.memory.language.clauses import Clause, clause_kind, split_clauses
from strata_layered.memory.rules.clause_kinds import MOOD
from strata_layered.memory.rules.subjects import USER_SUBJECT
from strata_layered.memory.text.text import normalize_message
from strata_layered.memory.writing.extraction import MAX_CONTENT_CHARS, ExtractedMemory

_CJK = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]+")
_NOT_SAID_OF_THE_USER = frozenset({"chatter", "question", "request", "partner"})


def learned_memories(user_text: str, judgement: Judgement | None, *, as_notes: bool = False,
                     now: datetime | None = None,
                     noise: Callable[[Clause], object] | None = None) -> list[ExtractedMemory]:
    """What a turn the learned stage kept is remembered as when no rule reads a fact in it.

    The message itself less its questions (at most MAX_CONTENT_CHARS), typed by the model: a
    turn the model keeps is not dropped because no clause matched the rules' patterns. With
    `as_notes` each clause is written as the rules write a note (memory/facts/phrasing.py: the
    user's first person normalised, "I'm excited to…" → "is excited to…", a relative time
    anchored to `now`), so span memories and this fallback read in one person form.
    `noise`: why a clause is never a span (memory/gate/span_reading.py `noise`), or None: a
    clause it names ("Long time no talk", "I have to go") is left out when the message says
    something else (a message of nothing else is kept as said: the gate kept it).
    """
    if judgement is None or judgement.source != "learned" or not judgement.should_extract:
        return []
    # Greetings, questions, requests, words to the partner ("Hey Gina!") and a feeling of now
    # (row mood, seed 003's 临时状态: "I'm so tired, rough night", left40) are never a memory.
    every = split_clauses(normalize_message(user_text))
    clauses = [c for c in every if clause_kind(c) not in _NOT_SAID_OF_THE_USER
               and not (clause_kind(c) == "mood" and MOOD.search(c.text))]
    # Every clause has a "you" in it: the model kept what the user says of themselves in
    # them ("I run 3 times a week and you can come with me"), never a question or request.
    clauses = clauses or [c for c in every if clause_kind(c) == "partner"
                          and USER_SUBJECT.search(c.text)]
    if noise is not None:
        clauses = [c for c in clauses if noise(c) is None] or clauses
    text = _joined(user_text, clauses, as_notes, now)
    if not text:
        return []
    memory_type = CATEGORY_TO_TYPE.get(judgement.category) or "important_fact"
    return [ExtractedMemory(memory_type=memory_type, content=text[:MAX_CONTENT_CHARS],
                            importance=3, confidence=0.7)]


def _joined(user_text: str, clauses: list[Clause], as_notes: bool, now: datetime | None) -> str:
    """The clauses as one text, as notes or as said.

    As a note, a clause is less its opening fillers ("Honestly I'm…" → "is…"), as a span
    note reads.
    """
    zh = bool(_CJK.search(user_text))
    text, sentence = "", -1
    for c in clauses:
        piece = (c.text if as_notes else c.said).strip().rstrip("，,。.！!；; ")
        if not piece:
            continue
        if as_notes:
            piece = with_date(as_note(piece), piece, now)
        joint = "，" if zh else (", " if c.sentence == sentence else ". ")
        text, sentence = (text + joint if text else "") + piece, c.sentence
    return text
