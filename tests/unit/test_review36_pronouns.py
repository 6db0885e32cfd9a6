"""A 他 / she / him stands only for someone it can be: a him is no sister, a 她 no boyfriend.

review36: after 'My sister Anna lives in Boston.' and 'She has a new boyfriend.', the chain of
he / she (memory/facts/person_pronouns.py `said_before`) named the sister, so 'He is a doctor.' was
kept as 'Their sister is a doctor' and 'I'm meeting him next week' as meeting their sister.
The table of people says who a 她 / she / her (or a 他 / he / him) may be (`sex`).
"""

from __future__ import annotations

from datetime import UTC, datetime

from strata_layered.memory.facts.people import may_stand_for
from strata_layered.memory.facts.person_pronouns import with_person_object
from strata_layered.memory.facts.phrasing import with_person
from tests.support.said_graph import SaidGraph

_said = SaidGraph(datetime(2026, 12, 4, 9, 0, tzinfo=UTC))


async def test_her_new_boyfriend_is_no_sister() -> None:
    kept = await _said.contents(["My sister Anna lives in Boston.", "She has a new boyfriend.",
                                 "He is a doctor."])
    assert "Their sister has a new boyfriend" in kept, kept
    assert not any("sister is a doctor" in c for c in kept), kept
    kept = await _said.contents(["我姐姐叫小美。", "她有个男朋友。", "他是一名医生。"])
    assert "姐姐有个男朋友" in kept and "姐姐是一名医生" not in kept, kept
    kept = await _said.contents(["My sister Anna lives in Boston.", "She has a new boyfriend.",
                                 "I'm meeting him next week."])
    assert not any("meeting their sister" in c for c in kept), kept


async def test_a_pronoun_of_the_named_persons_sex_still_says_who() -> None:
    kept = await _said.contents(["My sister Anna lives in Boston.", "She is a doctor."])
    assert "Their sister is a doctor" in kept, kept
    kept = await _said.contents(["我姐姐叫小美。", "她是一名医生。"])
    assert "姐姐是一名医生" in kept, kept


def test_who_a_pronoun_may_stand_for() -> None:
    assert with_person("他是医生", "姐姐") == "他是医生"
    assert with_person("她是医生", "姐姐") == "姐姐是医生"
    assert with_person("他是医生", "朋友") == "朋友是医生"  # a friend may be either
    assert with_person_object("每周去看他", "妈妈") == "每周去看他"
    assert with_person_object("is visiting her in December", "boyfriend") == (
        "is visiting her in December")
    assert with_person_object("calls her every Sunday", "sister") == (
        "calls their sister every Sunday")
    assert may_stand_for("they", "sister") and not may_stand_for("She", "husband")


async def test_a_him_after_someone_else_is_named_is_theirs_not_the_one_before() -> None:
    # row someone_else: the boyfriend named a message before is not who 他 / him is here
    kept = await _said.contents(["我男朋友叫阿杰。", "今天认识了一个新同事小王，我挺喜欢他的。"])
    assert not any("喜欢男朋友" in c for c in kept), kept
    kept = await _said.contents(["My boyfriend Tom is great.", "I told my dad about him."])
    assert "told their dad about him" in kept, kept
    kept = await _said.contents(["My boyfriend Tom is great.",
                                 "I met a guy at the gym and gave him my number."])
    assert not any("their boyfriend" in c for c in kept), kept
