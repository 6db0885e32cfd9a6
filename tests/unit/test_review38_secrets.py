"""Review of round 38's secrets: a campus, hospital or office building is no home address."""

from __future__ import annotations

import pytest

from strata_layered.memory.sensitive import find_secrets, redact


@pytest.mark.parametrize(
    "text",
    [
        "医院南区2号楼是儿科",
        "今天去医院北区5号楼做检查",
        "我在学校东区3号楼上课",
        "公司A区3号楼开会",
        "校园北区5栋正在装修",
        "考场在师大南区6号楼302",
        "体检中心在医院西区3号楼2层",
        "面试地点：软件园二区3号楼",
        "科技园A区3栋上班",
        "软件园一号院3号楼上班",
    ],
)
def test_a_building_of_a_campus_hospital_or_office_keeps_its_words(text: str) -> None:
    assert find_secrets(text) == []
    assert redact(text) == text


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("搬到了回龙观二区3号楼", "回龙观二区3号楼"),
        ("我家在回龙观二区3号楼", "回龙观二区3号楼"),
        ("回龙观二区3号楼2单元501", "回龙观二区3号楼2单元501"),
        ("爸妈家在育新花园二区3号楼", "育新花园二区3号楼"),
        ("我家在望京西园三区312楼", "望京西园三区312楼"),
    ],
)
def test_a_home_in_a_sub_area_is_still_masked(text: str, value: str) -> None:
    secrets = find_secrets(text)
    assert [(s.kind, text[s.start : s.end]) for s in secrets] == [("address", value)]


@pytest.mark.parametrize(
    "text",
    ["Pick me up at Terminal 3 South Gate", "Meet me at Lot 5 East Gate at noon",
     "I took 40 Golden Gate photos", "we have 3 Olive Grove trees"],
)
def test_a_gate_or_grove_said_without_an_address_word_is_a_place(text: str) -> None:
    assert find_secrets(text) == []


@pytest.mark.parametrize(
    ("text", "value"),
    [("I live at 4 Elm Grove", "4 Elm Grove"), ("we moved to 7 Albert Mews last year",
                                                "7 Albert Mews")],
)
def test_a_gate_or_grove_after_an_address_word_is_the_address(text: str, value: str) -> None:
    assert [(s.kind, text[s.start : s.end]) for s in find_secrets(text)] == [("address", value)]
