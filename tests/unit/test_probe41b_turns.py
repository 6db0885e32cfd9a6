"""Issue 24 probe41b: what probe41 left of its two users (docs/whole-facts.md, "Round probe41").

Each test says turns of tests/data/probe41_two_users.jsonl through the real graph and reads the
profile or the notes kept; each failed on main fbefb8c but the guards beside them.
"""

from __future__ import annotations

from datetime import UTC, datetime

from strata_layered.memory.facts.slots import profile_values
from tests.support.said_graph import SaidGraph

SAID = SaidGraph(datetime(2026, 12, 8, 1, 0, tzinfo=UTC))
INTRO = "嗯你好啊我姓周你叫我老周就行了我今年六十八了以前是铁路上的工程师在洛阳干了一辈子现在退休了"


async def test_a_career_then_retirement_is_the_retired_job() -> None:
    # 以前是铁路上的工程师…现在退休了 filled no 职业
    profile = await SAID.profile([INTRO])
    assert "职业: 退休工程师" in profile, profile
    assert "城市" not in profile, profile  # where he worked all his life, not said he lives there


def test_a_relative_retired_is_not_the_users_job() -> None:
    # guards: the mother's career, or a job left with no retirement, is no 退休 job of the user's
    assert not [v for s, v in profile_values("我妈以前是老师现在退休了") if s.key == "occupation"]
    assert ("occupation", "退休老师") in [(s.key, v) for s, v in
                                        profile_values("我以前是老师，现在已经退休了")]
    assert not [v for s, v in profile_values("以前是老师，现在不教了") if "退休" in v]


async def test_sams_city_job_and_diet_fill_the_profile() -> None:
    # 'first year cs at uni in manchester', 'work part time as a barista', 'vegan mostly': none
    profile = await SAID.profile([
        "hey im sam, 19, first year cs at uni in manchester 😅",
        "i work part time as a barista at a cafe near oxford rd, like 15 hrs a wk",
        "im vegan mostly tbh, sometimes cheese slips in lol 🧀"])
    for line in ("city: manchester", "occupation: barista", "diet: vegan", "name: Sam"):
        assert line in profile, profile


def test_a_university_elsewhere_is_not_the_users_city() -> None:
    # guards: someone else's, a past, a visit
    for said in ("my sister is at uni in leeds", "I went to uni in Leeds",
                 "visiting a friend at uni in Leeds"):
        assert not [v for s, v in profile_values(said) if s.key == "city"], said


async def test_chat_fillers_leave_the_notes() -> None:
    # 'omg they got 72…', 'nvm not switching…', 'ngl they might quit…'
    kept = await SAID.contents(["omg i got 72 on the maths test"])
    assert kept and not any(note.lower().startswith("omg") for note in kept), kept
    kept = await SAID.contents(["ok nvm not switching to maths, talked to my advisor"])
    assert any(note.startswith("not switching to maths") for note in kept), kept
    kept = await SAID.contents(["ngl i might quit the barista job next term, too many hrs"])
    assert any(note.startswith("might quit the barista job") for note in kept), kept
    # guard: a word that begins as a filler does is kept whole
    kept = await SAID.contents(["lollipops are my favourite sweets"])
    assert any("lollipops" in note for note in kept), kept


async def test_a_career_between_an_age_and_a_retirement_is_kept() -> None:
    # 我今年六十八了，以前是…工程师…，现在退休了 kept the age and 现在退休了: the career was lost
    kept = await SAID.contents(["我今年六十八了，以前是铁路上的工程师在洛阳干了一辈子，现在退休了"])
    assert "今年六十八了" in kept, kept
    assert any("铁路上的工程师" in note and "退休了" in note for note in kept), kept
    # guard: the mother's career is not made the user's
    kept = await SAID.contents(["我妈今年六十八了，以前是护士，现在退休了"])
    assert not any(note.startswith("以前是护士") for note in kept), kept


DEADLINES = ("deadlines: algorithms cw due dec 12, databases report due dec 15, "
             "maths problem sheet fri")


async def test_work_handed_in_ends_its_deadline_only() -> None:
    # 'submitted algorithms cw!! 🎉' kept nothing and every deadline stayed
    active, archived = await SAID.kept_and_archived([DEADLINES, "submitted algorithms cw!! 🎉"])
    assert archived == [DEADLINES], archived
    assert not any("due dec 12" in note for note in active), active
    assert any("databases report due dec 15" in note and "maths problem sheet fri" in note
               and "submitted algorithms cw" in note for note in active), active
    # after the date moved (row wrong_value), the moved deadline is the one met
    active, _ = await SAID.kept_and_archived(
        [DEADLINES, "algorithms cw got pushed to dec 14 not dec 12 😮‍💨",
         "submitted algorithms cw!! 🎉"])
    assert not any("dec 14" in note or "dec 12" in note for note in active), active


async def test_a_deadline_said_alone_ends_whole_when_met() -> None:
    # 'report done!!! free till jan' left 'databases report still due dec 15' active
    active, archived = await SAID.kept_and_archived(
        ["databases report still due dec 15, kinda panicking", "report done!!! free till jan"])
    assert archived == ["databases report still due dec 15, kinda panicking"], archived
    assert active == ["report done (was databases report still due dec 15)"], active


async def test_work_not_done_or_not_named_ends_no_deadline() -> None:
    # guards: work still to do, or work no deadline names, ends nothing
    for said in ("I haven't submitted the report yet", "is the report done?",
                 "I submitted my tax return"):
        _, archived = await SAID.kept_and_archived([DEADLINES, said])
        assert not archived, (said, archived)


async def test_a_diet_qualified_is_narrowed_not_retracted() -> None:
    # 'im not really vegan when im at home tbh my mum cooks meat' archived 'is vegan mostly'
    active, archived = await SAID.kept_and_archived(
        ["im vegan mostly tbh, sometimes cheese slips in lol 🧀",
         "im not really vegan when im at home tbh my mum cooks meat"])
    assert not archived, archived
    assert "is vegan mostly, sometimes cheese slips in" in active, active
    assert any(note.endswith("at home, their mum cooks meat") for note in active), active
    # guard: a diet given up still ends it
    _, archived = await SAID.kept_and_archived(["I'm vegetarian", "I'm not vegetarian anymore"])
    assert archived == ["is vegetarian"], archived


BOUNDARY = "我儿子儿媳妇也在洛阳住我跟儿媳妇关系不太好你以后别老劝我跟她搞好关系"


async def test_a_boundary_taken_back_inside_a_run_on_goes() -> None:
    # the take-back after a greeting and news kept a new [边界] note, the old boundary active
    kept = await SAID.contents([BOUNDARY, "嗯老周啊今天我儿媳妇给我送了饺子那个我之前说别劝我跟她"
                                          "搞好关系那句话就算了收回吧其实她人也不坏"])
    assert not any("别老劝" in note or "收回" in note for note in kept), kept
    assert any("关系不太好" in note for note in kept), kept  # the rest of that turn stays


async def test_a_boundary_named_in_other_words_is_forgotten() -> None:
    # 忘掉我说的别劝我… took back nothing: the note says 别老劝
    for said in ("忘掉我说的别劝我跟她搞好关系", "我之前说别劝我跟她搞好关系那句话就算了收回吧"):
        kept = await SAID.contents([BOUNDARY, said])
        assert not any("劝" in note for note in kept), (said, kept)
    # guard: a sentence said to be true is no take-back
    kept = await SAID.contents([BOUNDARY, "我之前说的那句话是真的"])
    assert any("别老劝" in note for note in kept), kept


async def test_an_old_ailment_and_an_exam_day_are_kept() -> None:
    # 我还有个老毛病腰椎间盘突出阴天下雨就疼 and 'oh and exam for maths is jan 14' kept nothing
    assert "健康: 腰椎间盘突出" in await SAID.profile(["我还有个老毛病腰椎间盘突出阴天下雨就疼"])
    kept = await SAID.contents(["oh and exam for maths is jan 14"])
    assert any("exam for maths" in note and "jan 14" in note for note in kept), kept
    # guard: the father's condition fills no 健康 of the user's
    assert not [v for s, v in profile_values("我爸有心脏病") if s.key == "health"]


async def test_let_me_tell_you_opens_nothing() -> None:
    # 我跟你说我对花生过敏 was small talk: its 你 read it as about the assistant
    kept = await SAID.contents(["我跟你说我对花生过敏"])
    assert kept == ["对花生过敏"], kept


async def test_work_handed_in_ends_the_deadline_not_the_turn_before() -> None:
    # replayed: 'submitted algorithms cw' ended 'not switching to maths…' (the message before,
    # sharing 'maths'), and the deadline list stayed
    active, archived = await SAID.kept_and_archived(
        [DEADLINES, "ok nvm not switching to maths, talked to my advisor and cs gets better in "
         "2nd yr", "submitted algorithms cw!! 🎉"])
    assert archived == [DEADLINES], archived
    assert any(note.startswith("not switching to maths") for note in active), active
