"""Issue 24 probe43: a retired bus driver in 沈阳 caring for his wife, a PhD student in Edinburgh.

Each test says their turns through the real offline graph and reads what was kept, or every
record of the store (docs/whole-facts.md, "Round probe43"); each failed on main 1462e1e but the
guards beside them.
"""

from __future__ import annotations

from datetime import UTC, datetime

from strata_layered.memory.long_term.memories import list_memories
from tests.support.said_graph import SaidGraph, everything

SAID = SaidGraph(datetime(2026, 12, 10, 12, 0, tzinfo=UTC))  # a Thursday


async def test_a_residence_permit_number_never_rests_in_clear() -> None:
    # 'my BRP number is ZU1234567' rested in clear in memories, history and checkpoints
    store = await SAID.said(["my BRP number is ZU1234567 in case I need it for forms",
                             "我的居留证号码是E12345678",
                             "my BRP appointment is on the 14th, room 2041 at the uni"])
    text = await everything(store)
    assert "ZU1234567" not in text and "E12345678" not in text, text
    # guard: a room number beside a permit's appointment stays as said
    assert "2041" in text


async def test_a_surgery_moved_ends_only_the_surgery() -> None:
    # 白内障手术改到12月29号了医院那边设备检修 shared 医院 with the wife's fall and archived it
    active, archived = await SAID.kept_and_archived([
        "去医院拍了片子没骨折大夫说以后卫生间得装个扶手晚上得留个灯",
        "我这白内障手术定在12月22号在医大一院先做左眼",
        "我白内障手术改到12月29号了医院那边设备检修"])
    assert any("扶手" in a for a in active), active
    assert any("12月29号" in a for a in active), active
    # guard: the surgery's first date is what the move ends
    assert any("12月22号" in a for a in archived), archived


async def test_a_deadline_moved_twice_ends_each_date_before() -> None:
    # 'extended the deadline to Jan 22' and 'moved AGAIN - now Jan 29' kept nothing: Jan 15 stood
    active, archived = await SAID.kept_and_archived([
        "conference deadline for ACL is Jan 15 - paper on code-switching in Hinglish tweets",
        "arre they extended the deadline to Jan 22 🙌",
        "also the conference deadline moved AGAIN - now Jan 29 because of the venue thing 😅"])
    assert [a for a in active if "Jan 29" in a], active
    assert not [a for a in active if "Jan 15" in a or "Jan 22" in a], active
    assert [a for a in archived if "Jan 15" in a] and [a for a in archived if "Jan 22" in a]
    # guards: a new pin and a move of house are no moved plan
    active, archived = await SAID.kept_and_archived([
        "my flatmate and I moved in on the 2nd of Dec",
        "we moved - now 3 of us live here"])
    assert not archived, archived


async def test_a_complaint_about_his_son_is_forgotten_and_the_son_kept() -> None:
    # 前几天我说我儿子那些话你就忘了吧别记了他也不容易 forgot nothing: the complaint stayed active
    turns = ["我儿子在深圳上班一般礼拜天晚上给我打电话",
             "我儿子这人吧一忙起来就好几个礼拜不打电话他妈病成这样他就回来过一次我心里挺不得劲的",
             "今天天儿挺冷的零下十几度出门都冻手"]
    store = await SAID.said([*turns, "前几天我说我儿子那些话你就忘了吧别记了他也不容易"],
                            days=[0, 3, 5, 6])
    kept = [m.content for m in await list_memories(store, "probe", "default")]
    assert not [k for k in kept if "不得劲" in k], kept
    assert [k for k in kept if "深圳" in k], kept  # the words of the last telling only
    assert '"retracted": true' in (await everything(store)).split("不得劲")[1][:300]
    # guard: asking whether it was forgotten forgets nothing
    kept = await SAID.contents([*turns, "我说我儿子那些话你忘了吗"])
    assert [k for k in kept if "不得劲" in k], kept


async def test_his_wifes_dementia_is_kept_as_hers() -> None:
    # 我老伴儿前年查出来老年痴呆早期… kept nothing (no condition of old age was read)
    turns = ["你好啊我姓周今年61了退休前在沈阳开公交车开了三十多年大家都管我叫老周",
             "我老伴儿前年查出来老年痴呆早期现在记性越来越差了我在家伺候她有时候真不知道咋整"]
    store = await SAID.said(turns)
    kept = await list_memories(store, "probe", "default", status="active")
    assert any("老年痴呆" in m.content and m.subject == "spouse" for m in kept), kept
    assert "痴呆" not in await SAID.profile(turns)  # hers, not his
    # guards: his own condition is his; English says it too
    assert "健康: 帕金森" in await SAID.profile(["我有帕金森病 手有点抖"])
    assert "dementia" in await SAID.profile(["I was diagnosed with early dementia last year"])


async def test_a_panic_attack_asked_to_be_kept_between_us_is_a_boundary() -> None:
    # after any earlier turn, the learned model vetoed it (keep 0.24): nothing kept, no boundary
    store = await SAID.said([
        "can you remind me to book the biometrics appointment next week?",
        "ugh had a panic attack in the lab today 😞 pls keep this between us, dont bring it up "
        "unless I do"])
    kept = await list_memories(store, "probe", "default", status="active")
    assert [m for m in kept if "panic attack" in m.content and m.memory_type == "boundary"], kept
    # guard: a bad day said with an emoji, asking nothing, is not kept
    assert not await SAID.contents(["can you remind me to call mum on sunday?",
                                    "ugh long day in the lab today 😞 so tired"])


async def test_his_wifes_medicine_moved_to_the_evening_ends_only_its_old_time() -> None:
    # 大夫说老伴儿的… was his (a doctor's word opened it), and 多奈哌齐 no medicine: both times
    # of it stayed active; read as hers, it archived the note whole, 美金刚 with it
    store = await SAID.said([
        "我老伴儿前年查出来老年痴呆早期",
        "她每天早上八点吃一片多奈哌齐晚上睡前还得吃半片美金刚你帮我记着点别让我忘了",
        "大夫说老伴儿的多奈哌齐改成晚上吃了早上吃她恶心"])
    active = await list_memories(store, "probe", "default", status="active")
    now = [m for m in active if "改成晚上" in m.content]
    assert len(now) == 1 and now[0].subject == "spouse" and "美金刚" in now[0].content, active
    assert not [m for m in active if "早上八点" in m.content], active
    # guard: a doctor's word about the user stays the user's
    store = await SAID.said(["医生说我得少吃盐 血压有点高"])
    kept = await list_memories(store, "probe", "default", status="active")
    assert kept and all(m.subject == "user" for m in kept), kept


async def test_a_check_up_he_asks_to_be_kept_is_kept_with_its_day() -> None:
    # 你帮我记着下礼拜三下午两点带老伴儿去…复查 was a request for something (small talk): nothing
    kept = await SAID.contents(["你帮我记着下礼拜三下午两点带老伴儿去医大一院神经内科复查"])
    assert kept == ["12月16日下午两点带老伴儿去医大一院神经内科复查"], kept
    # 下周三下午 was read as 下周 + 三下 (12月14日那一周三下午)
    assert await SAID.contents(["下周三下午两点要带老伴儿去医院复查"]) == [
        "12月16日下午两点要带老伴儿去医院复查"]
    # guards: asking for something is still a request; a visit to a museum is no care visit
    assert not await SAID.contents(["你帮我查一下明天沈阳的天气"])
    assert not await SAID.contents(["下周三去科技馆参观"])


async def test_a_diet_said_as_a_list_item_is_kept() -> None:
    # '- vegetarian but I eat eggs' kept only 'eats eggs' (the dash glued the diet to the header
    # and the span selector dropped it); '- I climb…' was kept as '- they climb…'
    kept = await SAID.contents(["quick things about me:\n- vegetarian but I eat eggs\n"
                                "- I climb twice a week, tuesdays and fridays at Ratho"])
    assert any("vegetarian" in k and "eggs" in k for k in kept), kept
    assert any("climbs twice a week" in k for k in kept), kept
    assert not any(k.startswith("-") or "- " in k for k in kept), kept
    # guard: a dash inside a line still parts what it parts
    kept = await SAID.contents(["my sister lives in Leeds - I visit her every month"])
    assert not any(" - " in k for k in kept), kept


async def test_asking_to_be_reminded_is_no_boundary() -> None:
    # 你帮我记着点别让我忘了 (and 记住，别让我忘了 on main) kept [边界] 别让我忘了
    store = await SAID.said(["我每天早上吃一片氨氯地平，记住，别让我忘了",
                             "她每天早上八点吃一片多奈哌齐晚上睡前还得吃半片美金刚你帮我记着点别让我忘了"])
    kept = await list_memories(store, "probe", "default", status="active")
    assert not [m for m in kept if m.memory_type == "boundary"], kept
    assert any("美金刚" in m.content for m in kept), kept
    # guard: what not to let them forget is kept
    assert await SAID.contents(["别让我忘了明天交房租"])
