"""A job changed to replaces the old one in the profile (memory/rules/job_changes.py).

A user's probe: 其实我不是产品经理了，上周刚换成运营 / 我不做产品经理了，改做运营了 /
"I quit my PM job and became a teacher" kept the old job as 职业 / occupation.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from tests.support.said_graph import SaidGraph

SAID = SaidGraph(datetime(2026, 3, 2, 9, 0, tzinfo=UTC))

CHANGES = [
    ("我在深圳做产品经理。", "其实我不是产品经理了，上周刚换成运营。", "职业: 运营"),
    ("我在深圳做产品经理。", "我不做产品经理了，改做运营了。", "职业: 运营"),
    ("我在深圳做产品经理。", "我现在做运营了。", "职业: 运营"),
    ("我在深圳做产品经理。", "我转行做运营了", "职业: 运营"),
    ("I work as a product manager.", "I'm not a product manager anymore, I switched to "
     "operations last week.", "occupation: operations"),
    ("I work as a product manager.", "I'm now in operations.", "occupation: operations"),
    ("I work as a product manager.", "I changed jobs, I work in operations now.",
     "occupation: operations"),
    ("I work as a product manager.", "I quit my PM job and became a teacher.",
     "occupation: teacher"),
]


@pytest.mark.parametrize(("before", "said", "shown"), CHANGES, ids=[c[1] for c in CHANGES])
async def test_a_job_changed_to_is_the_occupation_now(before: str, said: str,
                                                     shown: str) -> None:
    profile = await SAID.profile([before, said])
    assert shown in profile.splitlines(), profile
    assert len(await SAID.contents([before, said])) == 1  # the old job is superseded


@pytest.mark.parametrize("said", ["我姐姐转行做运营了", "My sister became a nurse.",
                                  "我改成白班了", "I switched to decaf."])
async def test_someone_elses_change_or_no_job_leaves_the_users_job(said: str) -> None:
    before = "我在深圳做产品经理。" if not said.isascii() else "I work as a product manager."
    profile = await SAID.profile([before, said])
    assert ("职业: 产品经理" if not said.isascii() else "occupation: product manager") in profile


@pytest.mark.parametrize("said", ["我想转行做运营", "我不想转行做运营", "我打算转行做运营",
                                  "我差点转行做运营", "我把钱转到投资了",
                                  "我们把首页换成新的设计了", "I never became a teacher.",
                                  "I almost became a teacher."])
async def test_a_change_wished_planned_or_not_made_leaves_the_users_job(said: str) -> None:
    # each read as the job changed to: 职业: 运营 / occupation: teacher
    before = "我在深圳做产品经理。" if not said.isascii() else "I work as a product manager."
    profile = await SAID.profile([before, said])
    assert ("职业: 产品经理" if not said.isascii() else "occupation: product manager") in profile
