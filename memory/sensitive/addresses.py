"""Street addresses with a house number, in Chinese (路/街 + 号, 小区 + 栋/单元/室) and English."""

from __future__ import annotations

import re

from memory.sensitive.spans import Hit, TextView
from memory.text import has_cjk

ADDRESS_RANK = 7
_HOUSE_NUMBER = re.compile(r"[0-9十百]")  # every address form below holds one
# Chinese numerals are digits in the folded text; 十 and 百 stay (八十八号 → 8十8号).
_NUM = r"[0-9十百]{1,8}(?:-[0-9]{1,4})?"
_BUILDING = r"(?: ?[0-9A-Za-z]{1,4} ?(?:号楼|栋|幢|座))"
_UNIT = r"(?: ?[0-9]{1,2} ?单元)"
_FLOOR = r"(?: ?[0-9]{1,2} ?(?:层|楼))"
# A bare room number only right after a unit or building (3栋2单元501), else it needs 室.
_ROOM = r"(?: ?[0-9]{2,5} ?(?:室|房|户)|(?<=[元栋幢座楼]) ?[0-9]{3,5}(?![0-9]))"
_ROAD = re.compile(
    rf"(?:大街|大道|胡同|路|街|巷) ?(?:[0-9十]{{1,3}} ?段 ?)?(?:{_NUM} ?(?:弄|巷) ?)?"
    rf"{_NUM} ?(?:号|號)(?![线码称位])院?"
    rf"{_BUILDING}?{_UNIT}?{_FLOOR}?{_ROOM}?"
)
_ESTATE = re.compile(
    r"(?:小区|花园|家园|新村|公寓|大厦|社区|宿舍|公馆|山庄|庄园|广场|大楼|苑)"
    r" ?(?:[0-9]{1,2} ?期 ?)?"
    rf"(?:{_BUILDING}{_UNIT}?{_FLOOR}?{_ROOM}?| ?[0-9]{{2,5}} ?室)"
)
# Walking back from 路 / 小区 over the place name stops at words that lead into it.
_LEAD_INS = frozenset("在住到是于址我你他她的搬寄送往从去为了就都也和与及或跟向给把被让请帮")
_NAME_MAX = 16
_NOT_NAMES = ("条", "马", "走")  # 这条路3号, 马路, 走路: no street name

_EN_SUFFIX = (
    r"Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Lane|Ln|Drive|Dr|Court|Ct|Place|Pl|Way|Parkway"
    r"|Pkwy|Terrace|Ter|Circle|Cir|Highway|Hwy|Square|Sq|Crescent|Close|Row|Alley|Loop"
)
_EN = re.compile(
    r"(?<![A-Za-z0-9#])(?P<num>[0-9]{1,6}[A-Za-z]?(?:-[0-9]{1,4})?)[ \t]+"
    r"(?P<name>(?:[A-Za-z][A-Za-z'.-]*|[0-9]{1,3}(?:st|nd|rd|th))"
    r"(?:[ \t]+(?:[A-Za-z][A-Za-z'.-]*|[0-9]{1,3}(?:st|nd|rd|th))){0,3}?)[ \t]+"
    rf"(?P<suffix>(?i:{_EN_SUFFIX}))(?![A-Za-z])\.?"
    r"(?P<unit>,?[ \t]*(?i:Apt|Apartment|Suite|Ste|Unit|Flat|Floor|Fl|Room|Rm)\.?[ \t]*#?[ \t]*"
    r"[A-Za-z0-9-]{1,6}|,?[ \t]*#[ \t]?[A-Za-z0-9-]{1,6})?"
)
_PO_BOX = re.compile(r"(?<![A-Za-z])P\.? ?O\.?[ \t]+Box[ \t]+[0-9]{1,8}", re.I)
_EN_STOP = frozenset(
    "the a an of to from and or my your his her our their its this that these those down up on in"
    " at by for with into miles mile km kilometers meters metres blocks block minutes mins hours"
    " more other star stars years times people percent dollars".split()
)
# Lower-case street names count only after words that introduce an address.
_EN_CUE = re.compile(
    r"(?<![a-z])(?:live|lives|living|lived|address|located|move|moved|moving|ship|send|deliver"
    r"|mail|stay|staying|reside|resides)(?![a-z])",
    re.I,
)


def _name_start(view: TextView, anchor: int) -> int:
    """Where the place name before `anchor` starts (district and city included)."""
    pos = anchor
    while pos > 0 and anchor - pos < _NAME_MAX:
        char = view.original_char(pos - 1)
        if not has_cjk(char) or char in _LEAD_INS:
            break
        pos -= 1
    return pos


def find_addresses(view: TextView) -> list[Hit]:
    """Street addresses with a house number; a room number alone is not one."""
    hits: list[Hit] = []
    if not _HOUSE_NUMBER.search(view.text):
        return hits
    for pattern in (_ROAD, _ESTATE):
        for m in pattern.finditer(view.text):
            start = _name_start(view, m.start())
            name = view.text[start : m.start()]
            if len(name) >= 2 and not name.endswith(_NOT_NAMES):
                hits.append(Hit(start, m.end() - (m[0].endswith(" ")), "address", ADDRESS_RANK))
    for m in _EN.finditer(view.text):
        words = m["name"].split()
        if any(w.lower() in _EN_STOP for w in words):
            continue
        capitalised = all(not w[0].islower() for w in words) and m["suffix"][0].isupper()
        if capitalised or _EN_CUE.search(view.text, max(0, m.start() - 30), m.start()):
            hits.append(Hit(m.start(), m.end(), "address", ADDRESS_RANK))
    hits += [Hit(m.start(), m.end(), "address", ADDRESS_RANK) for m in _PO_BOX.finditer(view.text)]
    return hits
