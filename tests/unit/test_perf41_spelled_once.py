"""A message is spelled once a turn, and the audit reads as if each reading were made (perf41).

The notes' prefetch, the gate and extraction each read the message spelled out
(memory/rules/typed_en.py `spelled_out`), and every turn the gate and extraction read the
messages the newest memories came from for the names they gave (memory/facts/people.py `_named`),
and the gate strips the newest memories' fillers for its duplicate check
(memory/gate/rules.py `_strip_filler`): the same texts, turn after turn. They are now kept
per text; the rows that fired reading a text are recorded again by each call answered from
memory, so the audit's `rules` of every decision are what they were when each call read the
text anew.
"""

from __future__ import annotations

from collections import Counter
from datetime import UTC, datetime
from typing import Any

import pytest

from strata_layered.memory.facts import people
from strata_layered.memory.gate import rules as gate_rules
from strata_layered.memory.rules import typed_en
from strata_layered.memory.rules.row import disabled, firing
from tests.support.said_graph import SaidGraph, audit_of

_said = SaidGraph(datetime(2026, 12, 5, 9, 0, tzinfo=UTC))

EN = ["my dog biscuit is a 14 yr old lab", "i dont eat pork, im vegetarian",
      "Emma, my daughter, is 6", "biscuit got sick yesterday", "my wifes name is anna",
      "29, single, living in austin", "lol", "Can you explain compound interest simply?",
      "i work at google as a designer", "Dont forget, I'm allergic to peanuts btw",
      "like I said, I'm allergic to peanuts"]
ZH = ["我家狗豆豆三岁了", "我在医院做药剂师 天天上夜班", "其实豆豆已经四岁了", "哈哈",
      "前夫的事就别提了", "本人女，27岁，已婚", "我习惯早上跑步5公里", "你觉得露营怎么样？",
      "我的生日是3月12号", "跟你说过的，我的生日是3月12号"]


async def _audit(turns: list[str], user: str) -> list[dict[str, Any]]:
    """Every audit record of the turns, the memoised readers let go first.

    `disabled()` lets them go as it turns rows off (here none); since every memoised reader
    records its rows again (tests/unit/test_audit_repeatable.py) this changes nothing.
    """
    with disabled(frozenset()):
        return await audit_of(_said, turns, user)


def _read_anew(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every call reads its text again, as before perf41 (the readings unwrapped)."""
    spelled = typed_en.spelled_out.__wrapped__  # type: ignore[attr-defined]
    monkeypatch.setattr(gate_rules, "spelled_out", spelled)
    monkeypatch.setattr(people, "spelled_out", spelled)
    monkeypatch.setattr(people, "_named", people._named.__wrapped__)  # type: ignore[attr-defined]
    monkeypatch.setattr(gate_rules, "_strip_filler",
                        gate_rules._strip_filler.__wrapped__)  # type: ignore[attr-defined]


@pytest.mark.parametrize("turns", [EN, ZH], ids=["en", "zh"])
async def test_the_audit_is_the_same_as_when_each_call_read_anew(
        turns: list[str], monkeypatch: pytest.MonkeyPatch) -> None:
    kept = await _audit(turns, "kept")
    assert len(kept) >= len(turns) and any(r["rules"] for r in kept)
    _read_anew(monkeypatch)
    assert await _audit(turns, "anew") == kept


async def test_a_message_is_spelled_once_however_often_it_is_read(
        monkeypatch: pytest.MonkeyPatch) -> None:
    spelled: Counter[str] = Counter()
    comma_spaced = typed_en.comma_spaced  # the first step of every reading

    def counted(text: str) -> str:
        spelled[text] += 1
        return comma_spaced(text)

    monkeypatch.setattr(typed_en, "comma_spaced", counted)
    await _said.said(["my cat pickles is 3", "i cant eat gluten", "pickles hates the vet",
                      "my sisters name is jo"], "once")  # texts no other test reads
    # the prefetch, the gate and extraction read each message, and the names of the
    # newest memories' messages are read every turn: each text spelled once
    assert spelled and max(spelled.values()) == 1, spelled.most_common(3)


def test_a_reading_from_memory_records_its_rows_in_every_scope() -> None:
    for _ in range(2):
        with firing() as fired:
            assert typed_en.spelled_out("i dont eat pork") == "i don't eat pork"
        assert fired == ["apostrophe_dropped_en"]
        with firing() as fired:
            assert people.names_given("my dog biscuit is a 14 yr old lab") == [
                ("dog", "Biscuit")]
        assert "kin_name_lowercase_en" in fired
