"""Chinese street and home addresses with a house number.

A road with its 号 (建国路88号, 愚园路688弄12号, 中山北路一段12巷5弄3号, 康定路1000弄); an estate
(小区, 花园, 苑…) with its building (阳光花园3栋2单元501), a sub-area between them
(天通苑东三区12号楼, 新城花园C区12栋) or a compound (融泽嘉园一号院5号楼); a village with its
group (幸福村二组17号); and, after words that say where someone lives, a building and unit with
no estate name (我住18号楼3单元402). The folded text (memory/sensitive/spans.py) has Chinese
numerals as digits, so 三区 is matched as 3区.
"""

from __future__ import annotations

import re

from strata_layered.memory.sensitive.spans import Hit, TextView
from strata_layered.memory.text.text import has_cjk

ADDRESS_RANK = 7
# Chinese numerals are digits in the folded text; 十 and 百 stay (八十八号 → 8十8号).
_NUM = r"[0-9十百]{1,8}(?:-[0-9]{1,4})?"
# A building: 号楼 / 栋 / 幢 / 座, or a bare three- or four-digit 楼 (Beijing's 207楼;
# 3楼 is a floor).
_BUILDING_NUMBER = r"(?:[0-9A-Za-z]{1,4} ?(?:号楼|栋|幢|座)|[0-9]{3,4} ?楼(?![层下上道梯房]))"
_BUILDING = rf"(?: ?{_BUILDING_NUMBER})"
# [beyond] lead38: an entrance 门 is a unit in northern estates (22号楼1门301).
_UNIT = r"(?: ?[0-9]{1,2} ?(?:单元|门(?![口外前后里诊卫岗票])))"
_FLOOR = r"(?: ?[0-9]{1,2} ?(?:层|楼))"
# A bare room number only right after a unit or building (3栋2单元501), else it needs 室.
_ROOM = r"(?: ?[0-9]{2,5} ?(?:室|房|户)|(?<=[元门栋幢座楼]) ?[0-9]{3,5}(?![0-9]))"
_HOME = rf"{_BUILDING}{_UNIT}?{_FLOOR}?{_ROOM}?"
# [beyond] lead38: a sub-area of an estate or neighbourhood (东三区, 西区, B区, 二区), and a
# compound number (一号院) between the estate's name and its building.
_AREA_NAME = r"(?:[东西南北中][0-9A-Za-z]{0,2}|[0-9A-Za-z]{1,2}) ?区"
_AREA = rf"(?: ?{_AREA_NAME})"
_COMPOUND = rf"(?: ?{_NUM} ?号院)"
_PHASE = r"(?: ?[0-9]{1,2} ?期)"

ROAD = re.compile(
    r"(?:大街|大道|胡同|路|街|巷) ?(?:[0-9十]{1,3} ?段 ?)?"
    rf"(?:(?:{_NUM} ?(?:弄|巷) ?){{1,2}}(?!{_NUM} ?号)(?![0-9堂])"
    rf"|(?:{_NUM} ?(?:弄|巷) ?){{0,2}}{_NUM} ?(?:号|號)(?![线码称位])院?"
    rf"{_BUILDING}?{_UNIT}?{_FLOOR}?{_ROOM}?)"
)
ESTATE = re.compile(
    r"(?:小区|花园|家园|新村|公寓|大厦|社区|宿舍|公馆|山庄|庄园|广场|大楼|苑)"
    rf"{_PHASE}?{_COMPOUND}?{_AREA}?"
    rf"(?:{_HOME}| ?[0-9]{{2,5}} ?室)"
)
# Estate names also end in 城 / 湾 / 府 / 园…, words that end many other names (长城, 公园): after
# one of those the building must come with a unit, floor or room (万科城2期7栋1802), or after a
# sub-area or a compound number (融泽嘉园一号院5号楼).
ESTATE_BROAD = re.compile(
    r"(?:城|湾|府|郡|园|邸|轩|阁|庭|居|里|墅|镇)"
    rf"{_PHASE}?"
    rf"(?:{_BUILDING}(?:{_UNIT}{_FLOOR}?{_ROOM}?|{_FLOOR}?{_ROOM})"
    rf"|(?:{_COMPOUND}{_AREA}?|{_AREA}){_HOME})"
)
# A neighbourhood's sub-area with a building (回龙观二区3号楼); the name before it is required.
# Campuses, hospitals and offices have sub-areas too (医院南区2号楼是儿科, 学校东区3号楼上课,
# 公司A区3号楼开会): without a unit (单元 / 门, a home's) the building is a home only after
# words that say someone lives there (搬到了回龙观二区3号楼).
AREA = re.compile(rf"{_AREA_NAME}{_HOME}")
AREA_UNIT = re.compile(rf"{_AREA_NAME}{_BUILDING}{_UNIT}{_FLOOR}?{_ROOM}?")
# [beyond] lead38: a village, its group and house number (幸福村二组17号). Without the group a
# village's 5号 is as often a date (我们村5号开会) as a house.
VILLAGE = re.compile(rf"(?:村|庄|屯) ?[0-9]{{1,2}} ?(?:组|队|社) ?{_NUM} ?号(?![线码称位])")
VILLAGE_HOUSE = re.compile(rf"(?:村|庄|屯) ?{_NUM} ?号(?![线码称位])")
# Each form with the shortest name it takes before it, and whether words that say where
# someone lives must come before that name.
FORMS = ((ROAD, 2, False), (ESTATE, 2, False), (ESTATE_BROAD, 2, False), (AREA, 2, True),
         (AREA_UNIT, 2, False), (VILLAGE, 2, False), (VILLAGE_HOUSE, 2, True))
# [beyond] lead38: after words that say where someone lives or where a parcel goes, a
# building with its unit or room is the home even with no estate name (我住18号楼3单元402).
_LIVES = re.compile(r"(?:住在?|家在|家是|搬到了?|寄到|送到|[地住]址(?:是|为|在)?[:：]? ?)$")
_HOME_AFTER = re.compile(r"号 ?[0-9A-Za-z]{1,4} ?(?:号楼|栋|幢|座|单元)")
BARE = re.compile(rf"{_BUILDING_NUMBER}(?:{_UNIT}{_FLOOR}?{_ROOM}?|{_FLOOR}?{_ROOM})")

# Walking back from 路 / 小区 over the place name stops at words that lead into it.
_LEAD_INS = frozenset("在住到是于址我你他她的搬寄送往从去为了就都也和与及或跟向给把被让请帮")
# A village's name walks over 和 / 与 / 及 / 或 / 跟 (和平村, 新和村): nobody writes 我和X村3组.
_VILLAGE_LEAD_INS = _LEAD_INS - frozenset("和与及或跟")
_NAME_MAX = 16
# [beyond] A name written with placeholders, XX路88号 or ××小区 (issue 27): still the address.
_PLACEHOLDERS = frozenset("Xx×*＊")
_NOT_NAMES = ("条", "马", "走", "个")  # 这条路3号, 马路, 走路, 这个城: no street or estate name
# Parks of offices and schools end in 园 as estates do (软件园二区3号楼, 科技园A区3栋): no home.
_NOT_HOMES = ("科技园", "软件园", "产业园", "工业园", "创业园", "孵化园", "物流园", "校园", "公园",
              "动物园", "植物园", "幼儿园")


def _name_start(view: TextView, anchor: int, lead_ins: frozenset[str] = _LEAD_INS) -> int:
    """Where the place name before `anchor` starts (district and city included)."""
    pos = anchor
    while pos > 0 and anchor - pos < _NAME_MAX:
        char = view.original_char(pos - 1)
        if not (has_cjk(char) or char in _PLACEHOLDERS) or char in lead_ins:
            break
        pos -= 1
    return pos


def chinese_addresses(view: TextView) -> list[Hit]:
    """Chinese addresses: a named road, estate, sub-area or village with its numbers."""
    spans: list[tuple[int, int]] = []
    for pattern, shortest, cued in FORMS:
        for m in pattern.finditer(view.text):
            village = pattern is VILLAGE or pattern is VILLAGE_HOUSE
            start = _name_start(view, m.start(), _VILLAGE_LEAD_INS if village else _LEAD_INS)
            name = view.text[start : m.start()]
            # [beyond] sec42: a one-character name (东大街, 南路) is a street when the numbers
            # after it are a home's (88号3栋2单元1101) or words say someone lives there.
            short = len(name) < shortest and not (
                name and pattern is ROAD and (_HOME_AFTER.search(m[0]) or _lives_before(
                    view.text, start)))
            if short or name.endswith(_NOT_NAMES):
                continue
            if view.text[start : m.start() + 1].endswith(_NOT_HOMES):
                continue
            if not cued or _lives_before(view.text, start):
                spans.append((start, m.end() - (m[0].endswith(" "))))
    for m in BARE.finditer(view.text):
        if _lives_before(view.text, m.start()):
            spans.append((m.start(), m.end() - (m[0].endswith(" "))))
    return [Hit(start, end, "address", ADDRESS_RANK) for start, end in _joined(spans)]


def _lives_before(text: str, start: int) -> bool:
    return _LIVES.search(text, max(0, start - 8), start) is not None


def _joined(spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Overlapping spans as one (学府路3号 and 号校区南苑6栋: one address)."""
    joined: list[tuple[int, int]] = []
    for start, end in sorted(spans):
        if joined and start < joined[-1][1]:
            joined[-1] = (joined[-1][0], max(end, joined[-1][1]))
        else:
            joined.append((start, end))
    return joined
