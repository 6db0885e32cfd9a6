"""One plain clause splitter (memory/clauses.py) for every reader of a note's clauses."""

from __future__ import annotations

import re

from strata_layered.memory.clauses import clause_at, clause_marks, plain_clauses
from strata_layered.memory.deadlines_met import met_deadline
from strata_layered.memory.plans_done import done_plan, dropped_plan
from strata_layered.memory.remainders import standing


def test_the_default_breaks_are_marks_and_a_dot_before_a_space() -> None:
    said = "deadlines: algorithms cw due dec 12, databases report due dec 15. maths sheet fri~ ok"
    assert plain_clauses(said) == ["deadlines: algorithms cw due dec 12",
                                   "databases report due dec 15", "maths sheet fri", "ok"]
    assert plain_clauses("slept 3.5 hours. ugh") == ["slept 3.5 hours", "ugh"]


def test_each_variant_is_a_parameter_of_the_one_splitter() -> None:
    assert plain_clauses("周五见~ 好的", clause_marks(tilde=False)) == ["周五见~ 好的"]
    assert plain_clauses("报上了.每周二上课", clause_marks(dot=True)) == ["报上了", "每周二上课"]
    assert plain_clauses("报上了.每周二上课") == ["报上了.每周二上课"]
    spaced = clause_marks(dot=True, space=True)
    assert plain_clauses("职称不评了 哈哈", spaced) == ["职称不评了", "哈哈"]
    assert clause_marks(dot=True) is clause_marks(dot=True)  # made once


def test_the_clause_holding_a_match_is_cut_at_the_same_breaks() -> None:
    text = "yay!! submitted algorithms cw, so relieved"
    found = re.search("submitted", text)
    assert found is not None
    start, end = clause_at(text, found.start(), found.end())
    assert text[start:end] == "submitted algorithms cw"


def test_the_readers_of_a_notes_clauses_read_them_through_it() -> None:
    # deadlines met, a plan done or given up, what a correction leaves: one clause each
    note = "deadlines: algorithms cw due dec 12, databases report due dec 15"
    assert met_deadline("submitted algorithms cw!! 🎉", [note]) == (
        note, "databases report due dec 15, submitted algorithms cw")
    assert done_plan("书法班报上了！每周二上课", ["想报老年大学的书法班"]) == (
        "想报老年大学的书法班", "我今天按计划报上了老年大学的书法班，每周二上课")
    assert dropped_plan("好吧，职称不评了", ["2027年1月医院要评职称，在准备材料"]) == (
        "2027年1月医院要评职称，在准备材料", "好吧，不打算评职称了")
    assert standing("algorithms cw got pushed to dec 14 not dec 12", note) == [
        "databases report due dec 15"]
