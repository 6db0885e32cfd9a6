"""Street addresses with a house number, in Chinese, English and continental European forms.

Chinese: 路/街 + 号, an estate (小区, 花园, 城…) + 栋/单元/室; English: number, name, suffix;
continental Europe: rue / via / calle / -straße / -laan and their kin with a house number.
"""

from __future__ import annotations

import re

from strata_layered.memory.sensitive.spans import Hit, TextView
from strata_layered.memory.text import has_cjk

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
# Estate names also end in 城 / 湾 / 府 / 园…, words that end many other names (长城, 公园): after
# one of those the building must come with a unit, floor or room (万科城2期7栋1802).
_ESTATE_BROAD = re.compile(
    r"(?:城|湾|府|郡|园|邸|轩|阁|庭|居|里|墅)"
    r" ?(?:[0-9]{1,2} ?期 ?)?"
    rf"{_BUILDING}(?:{_UNIT}{_FLOOR}?{_ROOM}?|{_FLOOR}?{_ROOM})"
)
# Walking back from 路 / 小区 over the place name stops at words that lead into it.
_LEAD_INS = frozenset("在住到是于址我你他她的搬寄送往从去为了就都也和与及或跟向给把被让请帮")
_NAME_MAX = 16
# [beyond] A name written with placeholders, XX路88号 or ××小区 (issue 27): still the address.
_PLACEHOLDERS = frozenset("Xx×*＊")
_NOT_NAMES = ("条", "马", "走", "个")  # 这条路3号, 马路, 走路, 这个城: no street or estate name

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
# Continental Europe. A capitalised name word, with the particles of each language.
_CAP = r"[A-ZÀ-ÖØ-Þ][^\W\d_]*(?:[-'’][^\W\d_]+)*"
_PARTICLE = (
    r"(?:de la|de l'|de|du|des|d'|la|le|les|del|della|delle|dei|degli|di|las|los|el"
    r"|do|da|dos|das)"
)
# French: number, type, name (18 Rue de Rivoli, 12 boulevard Haussmann, 7 Avenue Foch).
_FR = re.compile(
    r"(?<![A-Za-z0-9#])[0-9]{1,4}(?:[ \t]?(?:bis|ter))?,?[ \t]+"
    r"(?i:rue|avenue|boulevard|bd|allée|allee|impasse|quai|chemin|cours|faubourg)(?![A-Za-z])"
    rf"[ \t]+(?:(?i:{_PARTICLE})[ \t]*)?{_CAP}(?:[ \t]+(?:{_PARTICLE}[ \t]*)?{_CAP}){{0,3}}"
)
# Italian, Spanish, Portuguese: type, name, number (Via del Corso 45, Calle Mayor 27).
_TYPE_FIRST = re.compile(
    r"(?:Via|Viale|Corso|Piazza|Piazzale|Vicolo|Largo|Calle|Avenida|Paseo|Plaza"
    r"|Carrer|Rambla|Camino|Rua|Travessa|Praça)"
    rf"[ \t]+(?:{_PARTICLE}[ \t]*)?{_CAP}(?:[ \t]+(?:{_PARTICLE}[ \t]*)?{_CAP}){{0,3}}"
    r",?[ \t]+(?:n[º°.]?[ \t]?)?[0-9]{1,4}[A-Za-z]?(?![0-9A-Za-z])"
)
# German, Swiss, Austrian, Dutch: the type glued to the name or after it, then the number
# (Friedrichstraße 123, Hauptstr. 5, Berliner Straße 5, Vondellaan 38, Keizersgracht 123).
_GLUED_TYPES = (
    r"straße|strasse|str\.|gasse|allee|platz|weg|damm|ufer|laan|straat|gracht|plein|kade|dijk"
    r"|steeg|singel"
)
_SPACED_TYPES = r"Straße|Strasse|Str\.|Gasse|Allee|Platz|Weg|Damm|Ufer"
# Matched from the type on (a literal, so the scan skips ahead); the name before it is read
# by walking back (`_name_before`).
_GLUED = re.compile(
    rf"(?P<glued>{_GLUED_TYPES})(?:[ \t]+(?:{_SPACED_TYPES}))?"
    rf"|[ \t](?P<spaced>{_SPACED_TYPES})"
)
_HOUSE = re.compile(r"[ \t]+[0-9]{1,4}[a-z]?(?![0-9A-Za-z])")
_NAME_CAPS = "ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÜ"
# "Via DHL 2 days", "Plaza Hotel 3 stars": a count after the name is not a house number.
_COUNT_AFTER = re.compile(
    r"[ \t]+(?:days?|weeks?|months?|years?|hours?|minutes?|mins?|times|people|percent|km|miles?"
    r"|stars?|points?|dollars|euros|pm|am|episodes?|seasons?|chapters?)(?![A-Za-z])",
    re.I,
)
# [beyond] probe24d: "14 Clarendon Road, Leeds LS2 9NZ" was masked up to "Road": the town and
# a UK postcode or US ZIP (with its state) after a street are the address too.
_EN_TAIL = re.compile(
    r"(?:,?[ \t]+[A-Z][A-Za-z'-]+(?:[ \t][A-Z][A-Za-z'-]+)?)?,?[ \t]+"
    r"(?:[A-Z]{1,2}[0-9][A-Z0-9]?[ \t]?[0-9][A-Z]{2}|(?:[A-Z]{2}[ \t]+)?[0-9]{5}(?:-[0-9]{4})?)"
    r"(?![A-Za-z0-9])"
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
        if not (has_cjk(char) or char in _PLACEHOLDERS) or char in _LEAD_INS:
            break
        pos -= 1
    return pos


def find_addresses(view: TextView) -> list[Hit]:
    """Street addresses with a house number; a room number alone is not one."""
    hits: list[Hit] = []
    if not _HOUSE_NUMBER.search(view.text):
        return hits
    for pattern in (_ROAD, _ESTATE, _ESTATE_BROAD):
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
            tail = _EN_TAIL.match(view.text, m.end())
            hits.append(Hit(m.start(), tail.end() if tail else m.end(), "address", ADDRESS_RANK))
    hits += [Hit(m.start(), m.end(), "address", ADDRESS_RANK) for m in _PO_BOX.finditer(view.text)]
    hits += _european(view.text)
    return hits


def _european(text: str) -> list[Hit]:
    """Continental street addresses: a type word, a capitalised name and a house number."""
    hits = []
    for pattern in (_FR, _TYPE_FIRST):
        for m in pattern.finditer(text):
            if m.start() > 0 and text[m.start() - 1].isalpha():
                continue  # inside a longer word
            if pattern is _TYPE_FIRST and _COUNT_AFTER.match(text, m.end()):
                continue
            # A title, not a street: "2 Boulevard Of Broken Dreams", "5 Avenue Q".
            names = m[0].split()[2:] if pattern is _FR else m[0].split()[1:-1]
            if any(w.lower() in _EN_STOP for w in names) or max(map(len, names), default=0) < 2:
                continue
            hits.append(Hit(m.start(), m.end(), "address", ADDRESS_RANK))
    for m in _GLUED.finditer(text):
        house = _HOUSE.match(text, m.end())
        if house is None or _COUNT_AFTER.match(text, house.end()):
            continue
        # Friedrich|straße: the name is glued to the type; Berliner| Straße: the word before.
        start = _name_before(text, m.start() if m["glued"] else m.start())
        stem = m.start() - start
        if start >= 0 and text[start] in _NAME_CAPS and 2 <= stem <= 31:
            hits.append(Hit(start, house.end(), "address", ADDRESS_RANK))
    return hits


def _name_before(text: str, end: int) -> int:
    """Where the word of letters that ends at `end` starts (-1 when there is none)."""
    start = end
    while start > 0 and end - start < 32 and text[start - 1].isalpha():
        start -= 1
    return start if start < end and (start == 0 or not text[start - 1].isalpha()) else -1
