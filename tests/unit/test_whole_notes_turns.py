"""English notes whole and self-standing, through the real offline graph (issue 24, pron24).

A memory is read long after its turn: a reaction ("It's been tough") is no fact, and a he /
she / they / it opening a note takes what it stands for from the message or the turn before,
or the note (or its clause) is not written and the audit says why
(memory/writing/whole_notes.py, rows in memory/rules/whole_notes.py).
"""

from __future__ import annotations

import asyncio
import re
from datetime import datetime

import pytest

from strata_layered.memory.store.audit import list_decisions
from tests.support.said_graph import SaidGraph

GRAPH = SaidGraph(datetime(2026, 3, 2, 9, 0))
LEAD = re.compile(r"^(?:he|she|they|it|this|that)\b(?!\s+and\b)", re.I)


def contents(*turns: str) -> list[str]:
    return asyncio.run(GRAPH.contents(list(turns)))


def skipped(*turns: str) -> list[tuple[str, str]]:
    """What the audit says was left out of the turns, and why."""
    async def run() -> list[tuple[str, str]]:
        store = await GRAPH.said(list(turns))
        return [(d.excerpt, d.reason) for d in await list_decisions(store, "probe", "default")
                if d.decision != "stored"]
    return asyncio.run(run())


def test_a_reaction_after_a_fact_leaves_the_note_and_is_audited() -> None:
    said = "I joined the fire brigade last month. It's been tough, but really rewarding."
    kept = contents(said)
    assert any("joined the fire brigade" in m for m in kept), kept
    assert not any("tough" in m or "rewarding" in m for m in kept), kept
    why = dict(skipped(said))
    assert "only a reaction" in why.get("It's been tough", ""), why


@pytest.mark.parametrize("said", ["It means a lot to me.",
                                  "It was an adrenaline rush, I couldn't have done it alone."])
def test_a_reaction_alone_is_no_memory(said: str) -> None:
    kept = contents(said)
    assert not any(re.match(r"(?i)it (?:means|was)", m) for m in kept), kept


def test_a_pronoun_nothing_said_stands_for_leaves_the_note_with_an_audit_entry() -> None:
    said = "He brought us so much joy and I will always miss those walks."
    kept = contents(said)
    assert kept and not any(LEAD.match(m) for m in kept), kept
    assert any("miss those walks" in m for m in kept), kept  # the user's own fact stays
    why = dict(skipped(said))
    # the note names the user's "us" in the third person (probe33)
    assert "stands for nothing said" in why.get("He brought them so much joy", ""), why


@pytest.mark.parametrize("said", ["They really fire up my imagination and take me to other worlds.",
                                  "These are my companions on my growth journey."])
def test_a_they_or_these_nothing_said_stands_for_is_no_memory(said: str) -> None:
    kept = contents(said)
    assert not any(LEAD.match(m) or m.startswith("These") for m in kept), kept


def test_the_fact_after_a_passing_judgement_is_kept_without_it() -> None:
    kept = contents("It's been going well, I talked to my friend who is a big Harry Potter fan.")
    assert any(m.startswith("talked to their friend") for m in kept), kept


def test_a_they_takes_the_people_of_the_users_turn_before() -> None:
    kept = contents("I volunteer at the animal shelter with my colleagues every Saturday.",
                    "They've become like family to me.")
    assert "Their colleagues have become like family to them" in kept, kept
    assert not any(LEAD.match(m) for m in kept), kept


def test_an_antecedent_the_note_already_says_is_no_antecedent() -> None:
    # "Their family have become like family to them" would say nothing of anyone
    kept = contents("I have dinner with my family every Sunday.",
                    "They've become like family to me.")
    assert not any("like family" in m for m in kept), kept


def test_a_they_saying_something_of_the_user_is_people_in_general() -> None:
    kept = contents("They say my accent is cute, and it makes me smile.")
    assert any(m.startswith("People say their accent is cute") for m in kept), kept


def test_what_an_it_reminded_the_user_of_is_the_users_own_fact() -> None:
    kept = contents("It reminds me why I love being a mom.")
    assert any(m.startswith("love being a mom") for m in kept), kept


@pytest.mark.parametrize(("said", "note"), [
    # non-examples: no reaction, no pronoun left without its antecedent
    ("I enjoy playing badminton, running, and swimming.",
     "enjoys playing badminton, running, and swimming"),
    ("I got a tattoo last week. It commemorates my journey through recovery.",
     "It commemorates their journey through recovery"),
    ("My sister Anna is a nurse. She works night shifts at the children's hospital.",
     "works night shifts at the children's hospital"),
])
def test_a_whole_note_is_kept_as_it_was(said: str, note: str) -> None:
    kept = contents(said)
    assert any(note in m for m in kept), kept
