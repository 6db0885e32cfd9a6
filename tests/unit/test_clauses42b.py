"""clauses42b: a deadline met ends its note, and inline readings became rows (issue 24).

A deadline list with a clause of no day was ended by nothing; the readings that were inline
regexes outside memory/rules are rows of the table (rules as data).
"""

from __future__ import annotations

from datetime import UTC, datetime

from strata_layered.memory.forgetting.take_back import says_all
from strata_layered.memory.gate.answers import Restated, restated
from strata_layered.memory.language.clauses import clause_marks, plain_clauses
from strata_layered.memory.long_term.memories import list_memories
from strata_layered.memory.rules.row import firing
from strata_layered.memory.supersession.deadlines_met import met_deadline
from strata_layered.memory.supersession.endings import said_anew
from strata_layered.memory.supersession.plans_done import done_plan, dropped_plan
from strata_layered.memory.supersession.retimes import Anew
from strata_layered.memory.writing.whole_notes import whole_note
from tests.support.said_graph import SaidGraph

START = datetime(2026, 12, 7, 9, tzinfo=UTC)


def test_the_work_done_is_said_with_the_deadline_it_met() -> None:
    note = "deadlines: algorithms cw due dec 12, databases report still due, kinda panicking"
    assert met_deadline("submitted algorithms cw", [note]) == (
        note, "databases report still due, kinda panicking, submitted algorithms cw (was due)")
    assert met_deadline("我今天终于交了论文", ["论文12月18日截止"]) == (
        "论文12月18日截止", "我今天终于交了论文（原来论文12月18日截止）")


async def test_a_list_with_a_deadline_of_no_day_is_ended_by_the_work_handed_in() -> None:
    # clauses42 left: the note said anew kept no clause with a day, the gate found no signal
    turns = ["deadlines: algorithms cw due dec 12, databases report still due, kinda panicking",
             "submitted algorithms cw"]
    kept, archived = await SaidGraph(START).kept_and_archived(turns)
    assert archived == [turns[0]], (kept, archived)
    assert len(kept) == 1 and "databases report still due" in kept[0], kept
    assert "submitted algorithms cw" in kept[0] and "dec 12" not in kept[0], kept


async def test_a_thesis_handed_in_days_later_ends_its_deadline() -> None:
    store = await SaidGraph(START).said(["记住：我的论文下周五截止", "我今天终于交了论文"],
                                        user="sam", days=[0, 3])
    active = [m.content for m in await list_memories(store, "sam", "default", status="active")]
    archived = [m.content for m in await list_memories(store, "sam", "default",
                                                       status="archived")]
    assert archived == ["论文12月18日截止"], (active, archived)
    assert len(active) == 1 and "交了论文" in active[0] and "截止" in active[0], active


async def test_a_deadline_said_bare_then_handed_in_ends() -> None:
    # left42 keeps 论文下周五截止 said without 我 or 记住; clauses42b's ending then finds it
    store = await SaidGraph(START).said(["论文下周五截止", "我今天终于交了论文"],
                                        user="sam", days=[0, 3])
    active = [m.content for m in await list_memories(store, "sam", "default", status="active")]
    archived = [m.content for m in await list_memories(store, "sam", "default",
                                                       status="archived")]
    assert any("截止" in a for a in archived), (active, archived)
    assert any("交了论文" in a for a in active), active


async def test_work_handed_in_with_no_deadline_kept_is_no_memory() -> None:
    # the reading is the deadline met: "submitted the form" alone says none
    kept, _ = await SaidGraph(START).kept_and_archived(["submitted the form", "交了电费"])
    assert kept == []


def test_the_readings_of_a_correction_are_rows_the_audit_names() -> None:
    # memory/supersession/retimes.py's _NO_THING, _ANOTHERS, _FRAME_ZH decided unnamed; now rows
    with firing() as fired:
        anew = said_anew("其实复查不是十五号是十八号", "", ["2027年1月15号要去医院复查"])
    assert anew == Anew("我2027年1月十八号要去医院复查", "2027年1月15号")
    assert "correction_opener_zh" in fired
    with firing() as fired:  # her date moves none of the user's notes
        assert said_anew("actually her party is jan 18 not jan 15", "",
                         ["has a dentist appointment on jan 15"]) is None
    assert "anothers_date" in fired
    with firing() as fired:
        anew = said_anew("我以前在北京工作，现在在上海了", "")
    assert anew == Anew("我现在在上海工作", "北京") and "old_value_zh" in fired


def test_a_plan_done_or_given_up_is_read_through_rows() -> None:
    # memory/supersession/plans_done.py's _ADVERBS_ZH and _PLANNED_ZH decided unnamed; now rows
    with firing() as fired:
        assert done_plan("今天终于报上了", ["想报老年大学的书法班"]) is not None
    assert "done_adverbs_zh" in fired
    with firing() as fired:
        assert dropped_plan("房子先不买了", ["想明年买房子"]) == ("想明年买房子", "不打算买房子了")
    assert "planned_zh" in fired
    assert dropped_plan("房子先不买了", ["明年买房子"]) is None  # no word of plan before it


def test_a_fact_taken_back_is_looked_for_in_the_one_splitters_clauses() -> None:
    # take_back.py had its own regex of marks; now memory/language/clauses.py's, a line's end
    # breaking
    breaks = clause_marks(tilde=False, dot=True, newline=True)
    assert plain_clauses("我住在杭州。\n房租四千五.好贵~吧", breaks) == ["我住在杭州", "房租四千五",
                                                                 "好贵~吧"]
    assert says_all("租的房子月租四千五", "房租")
    assert not says_all("我住在杭州\n房子很大，月租四千五", "房租")  # no clause says it all


def test_an_answer_said_as_its_own_sentence_is_read_through_rows() -> None:
    # memory/gate/answers.py's _OWN_SENTENCE, _FIRST_PERSON, _NOT_AGAIN decided unnamed
    for said, asked, row in (
            ("Yeah, I have one. A beagle called Rex.", "Do you have any pets?",
             "answer_own_sentence"),
            ("Yes, I went there last year.", "Have you ever been to Japan?", "answer_first_person"),
            ("Nope, never again after last time.", "Have you ever been surfing?", "not_again")):
        with firing() as fired:
            assert restated(said, asked) is None, said
        assert row in fired, (said, fired)
    assert restated("Yes, two boys.", "Do you have kids?") is not None


def test_pets_in_general_are_read_through_a_row() -> None:
    # whole_notes.py's _PETS_IN_GENERAL decided unnamed: now row pets_in_general
    said = "They love the sun on the balcony so I leave the door open"
    with firing() as fired:
        note, _ = whole_note(said, said, "Pets are great at making you feel loved.")
    assert note == "" and "pets_in_general" in fired
    assert whole_note(said, said, "How are your cats?")[0].startswith("Their cats love")


def test_a_questions_closing_aside_is_read_through_a_row() -> None:
    with firing() as fired:
        assert restated("Yes, two.", "Do you have any pets at all?") == Restated(
            "I have pets, two.", "have")
    assert "asked_aside" in fired
