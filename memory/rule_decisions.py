"""Every decision the rule rows feed, for one text: what a row carries, measured.

A row of memory/rules/ is worth keeping only if turning it off (`disabled`) changes a
decision somewhere. `decisions(text)` gathers every decision the offline path makes from a
text alone — the gate's verdict and the memories it would write (type, note, constraint,
whose), the audit of facts left out, the clauses and their kinds, the span selector's
candidate spans, whose fact, the slots and profile values, the consolidation features,
the date anchoring, the instruction filter, the seed's type classifier, the sensitive
check, the topic's name and summary, what a boundary says never to bring up, a request
to forget the turn before, the words giving a person's name — so that
tests/unit/test_rule_table.py and `python -m bench facts --rules` can ask whether a row
changes any of them.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from strata_layered.memory.context.boundaries import unmentionable
from strata_layered.memory.context.plan_dates import as_of
from strata_layered.memory.facts.addressed import said_to_assistant
from strata_layered.memory.facts.constraint_reading import constraint_topics
from strata_layered.memory.facts.fact_values import said_values
from strata_layered.memory.facts.forget_requests import forgets_all
from strata_layered.memory.facts.people import subject_of
from strata_layered.memory.facts.person_pronouns import said_before
from strata_layered.memory.facts.phrasing import as_note, with_date
from strata_layered.memory.facts.relative_slots import names_given
from strata_layered.memory.facts.slots import SLOTS, profile_values, slot_of
from strata_layered.memory.forgetting.take_back import named_back, takes_back
from strata_layered.memory.forgetting.unnamed_text import givens_in, name_asked, unnamed
from strata_layered.memory.gate.answers import restated
from strata_layered.memory.gate.injection import split_instructions
from strata_layered.memory.gate.rules import judge_turn, remembered_text
from strata_layered.memory.gate.span_reading import candidates
from strata_layered.memory.language.clauses import clause_kind, split_clauses
from strata_layered.memory.sensitive.detection import sensitive_reasons
from strata_layered.memory.supersession.consolidation import (
    _core,
    is_persistent,
    is_time_bound,
    polarity,
    relate,
)
from strata_layered.memory.supersession.endings import said_anew
from strata_layered.memory.supersession.remainders import standing
from strata_layered.memory.supersession.retimes import held
from strata_layered.memory.text.text import has_cjk, normalize_message
from strata_layered.memory.topics.chatter import content_free
from strata_layered.memory.topics.kinds import subject_kind
from strata_layered.memory.topics.naming import (
    recurring_name,
    subject_name,
    summary_points,
    topic_name,
)
from strata_layered.memory.writing.extraction import extract_rule_memories, withheld_facts
from strata_layered.memory.writing.memory_types import classify_memory_type
from strata_layered.memory.writing.whole_notes import whole_note

SAID_AT = datetime(2023, 5, 10, 9, 0)
"""The turn time dates are anchored to (a fixed day: decisions compare across runs)."""
SHOWN_AT = datetime(2100, 1, 1)
"""A day long after every date said: the note as read once its plan's day is past."""


def _scope(text: str) -> str:
    """The scope extraction gives an important fact said as `text`.

    (memory/writing/extraction.py)
    """
    return "constraint" if constraint_topics(text) else "global"


async def decisions(text: str, before: str = "") -> dict[str, Any]:
    """Every decision the rule path makes from `text`, said alone or after `before`.

    `before` is both the user's message before this one (what an "it" points back to) and
    the memory already kept (a duplicate of it is rejected; a change supersedes it).
    """
    reply = "嗯，我在听。" if has_cjk(text) else "I see."
    judgement = await judge_turn(text, reply, [before] if before else [], earlier=before)
    kept = remembered_text(text)
    made = extract_rule_memories(kept, judgement, now=SAID_AT, earlier=before) \
        if judgement.should_extract else []
    relation = relate(text, "important_fact", before, "important_fact", None,
                      new_scope=_scope(text), old_scope=_scope(before)) if before else None
    return {
        "relation": relation,
        "gate": (judgement.should_extract, judgement.category, judgement.stability,
                 judgement.importance, judgement.source),
        "memories": [(m.memory_type, m.content, m.importance, m.confidence, m.scope,
                      tuple(m.applies_to), m.subject) for m in made],
        "withheld": [(m.content, why) for m, why in withheld_facts(kept, made, now=SAID_AT,
                                                                 earlier=before)],
        "clauses": [(c.text, clause_kind(c)) for c in split_clauses(text)],
        "spans": [s.note for s in candidates(normalize_message(kept), before, asked=before)]
        if normalize_message(kept) else [],
        "whole": [whole_note(s.note, text, before) for s in candidates(
            normalize_message(kept), before, asked=before)] if normalize_message(kept) else [],
        "restated": restated(text, before) if before else None,
        "anew": (said_anew(text, before), held(text)),  # a fact said anew; a started job
        "standing": tuple(standing(text, before)) if before else (),  # what a correction leaves
        "subject": subject_of(text),
        "slot": slot_of(text),
        "profile": [(slot.key, value) for slot, value in profile_values(text)],
        "values": [(slot.key, slot.value_of(text)) for slot in SLOTS  # slots off the profile
                   if not slot.profile and slot.says(text)],
        "consolidation": (is_persistent(text), is_time_bound(text), polarity(text),
                          tuple(constraint_topics(text)), tuple(sorted(said_values(text))),
                          _core(text)),
        "note": with_date(as_note(text), text, SAID_AT),
        "as_of": as_of(text, SAID_AT, SHOWN_AT),  # a job's start come: "was to start"
        "instructions": split_instructions(text),
        "seed_type": classify_memory_type(text, default=None),
        "sensitive": tuple(sensitive_reasons(text)),
        "topic": (subject_name(text), tuple(summary_points(text)), content_free(text),
                  recurring_name(text),  # a summary said as the text: what renames its topic
                  topic_name(text), subject_kind(subject_name(text))),  # a stand-in, its kind
        "unmentionable": tuple(unmentionable([text])),
        "takes_back": (takes_back(text), named_back(text), forgets_all(text)),
        "names_given": tuple(names_given(text)),  # what "forget my sister's name" takes out
        "name_asked": name_asked(text),  # 忘掉大伟: the name every record loses
        # the text once the name `before` gave is forgotten (小雨转晴 keeps its weather)
        "unnamed": tuple(unnamed(text, given) for given in givens_in(before)) if before else (),
        "said_to_assistant": said_to_assistant(text),  # the learned stage does not veto it
        # what a "she …" said next reads back into, `text` said between it and `before` (left43)
        "look_back": said_before([text, before], "她是" if has_cjk(text) else "she is")
        if before else "",
    }
