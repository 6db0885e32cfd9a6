"""One plain clause splitter (memory/language/clauses.py) for every reader of a note's clauses."""

from __future__ import annotations

import re
from datetime import UTC, datetime

from strata_layered.memory.language.clauses import clause_at, clause_marks, plain_clauses
from strata_layered.memory.rules.endings import ENDINGS
from strata_layered.memory.supersession.deadlines_met import met_deadline
from strata_layered.memory.supersession.endings import READERS, said_anew
from strata_layered.memory.supersession.plans_done import done_plan, dropped_plan
from strata_layered.memory.supersession.remainders import standing
from strata_layered.memory.supersession.retimes import Anew
from strata_layered.memory.text.text import has_cjk
from tests.support.said_graph import SaidGraph, audit_of


def test_the_default_breaks_are_marks_and_a_dot_before_a_space() -> None:
    said = "deadlines: algorithms cw due dec 12, databases report due dec 15. maths sheet fri~ ok"
    assert plain_clauses(said) == ["deadlines: algorithms cw due dec 12",
                                   "databases report due dec 15", "maths sheet fri", "ok"]
    assert plain_clauses("slept 3.5 hours. ugh") == ["slept 3.5 hours", "ugh"]


def test_each_variant_is_a_parameter_of_the_one_splitter() -> None:
    assert plain_clauses("周五见~ 好的", clause_marks(tilde=False)) == ["周五见~ 好的"]
    assert plain_clauses("报上了.每周二上课", clause_marks(dot=True)) == ["报上了", "每周二上课"]
    assert plain_clauses("报上了.每周二上课") == ["报上了.每周二上课"]
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
        note, "databases report due dec 15, submitted algorithms cw (was due)")
    assert done_plan("书法班报上了！每周二上课", ["想报老年大学的书法班"]) == (
        "想报老年大学的书法班", "我今天按计划报上了老年大学的书法班，每周二上课")
    assert dropped_plan("好吧，职称不评了", ["2027年1月医院要评职称，在准备材料"]) == (
        "2027年1月医院要评职称，在准备材料", "好吧，不打算评职称了")
    assert standing("algorithms cw got pushed to dec 14 not dec 12", note) == [
        "databases report due dec 15"]


def test_every_ending_has_its_reader_and_reads_its_own_cue() -> None:
    # one table (memory/rules/endings.py), one function (memory/supersession/endings.py): each cue
    # said after its row's `before` (the message before, and the note kept) names that note
    assert set(READERS) == {e.cue.name for e in ENDINGS}
    for ending in ENDINGS:
        cue = ending.cue
        text = (cue.contexts or cue.examples)[0]
        assert ending.language in ("zh", "both") or not has_cjk(text)
        anew = said_anew(text, cue.before, [cue.before])
        assert anew is not None and anew.old and anew.old in cue.before, (cue.name, anew)


def test_a_cue_said_first_is_read_first_and_claims_its_turn() -> None:
    # 不对，是下个月 after a plan is a time moved, never a plan given up or work done: a cue
    # that claims its turn stops the reading even when it finds no note
    assert said_anew("不对，我是下个月去", "我下周去上海出差") == Anew("我下个月去上海出差", "下周")
    assert said_anew("不对，我是下个月去", "今天好累") is None
    # a plan said whole again corrects only the message before: said first, no note
    assert said_anew("Actually, I'm flying to Tokyo next month.", "") is None


async def test_the_audit_of_work_handed_in_names_the_rows_moved_out_of_the_code() -> None:
    # deadlines_met.py's own regexes (_due, _DONE_ZH) decided unnamed; now rows, in the audit
    said = SaidGraph(datetime(2026, 12, 7, 9, tzinfo=UTC))
    records = await audit_of(said, ["记住：我的论文下周五截止，报告周三要交", "我今天终于交了论文"],
                             "sam")
    assert {"work_done", "due_said", "done_lead_zh"} <= set(records[-1]["rules"]), records[-1]
