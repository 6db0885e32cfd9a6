"""Street addresses with a house number, in Chinese, English and continental European forms.

Chinese forms are in memory/sensitive/addresses_zh.py; English: number, name, suffix;
continental Europe: rue / via / calle / -straße / -laan and their kin with a house number.
"""

from __future__ import annotations

import re

from strata_layered.memory.sensitive.addresses_zh import ADDRESS_RANK, chinese_addresses
from strata_layered.memory.sensitive.spans import Hit, TextView

_HOUSE_NUMBER = re.compile(r"[0-9十百]")  # every address form below holds one

_EN_SUFFIX = (
    r"Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Lane|Ln|Drive|Dr|Court|Ct|Place|Pl|Way|Parkway"
    r"|Pkwy|Terrace|Ter|Circle|Cir|Highway|Hwy|Square|Sq|Crescent|Close|Row|Alley|Loop"
    r"|Gardens|Mews|Grove|Gate"  # [beyond] lead38: London forms (9 Queen's Gate, 4 Elm Grove)
)
# [beyond] review38: these name places as often as streets ('Terminal 3 South Gate', '40 Golden
# Gate photos'): capitalised, they too count only after words that introduce an address.
_PLACE_SUFFIXES = frozenset({"gardens", "mews", "grove", "gate"})
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
# [beyond] sec40: the flat said before the street ("unit 12, 40 Harbour Road", "apt 5C at 150
# West 85th Street") was left in clear beside the masked street: it is the same address.
_UNIT_BEFORE = re.compile(
    r"(?<![A-Za-z])(?i:apt|apartment|unit|suite|ste|flat)\.?[ \t]*#?[ \t]*"
    r"[A-Za-z]?[0-9]{1,5}[A-Za-z]?(?:-[0-9]{1,4})?[ \t]*(?:,|(?i:at|in|on|of))?[ \t]*$"
)
_PO_BOX = re.compile(r"(?<![A-Za-z])P\.? ?O\.?[ \t]+Box[ \t]+[0-9]{1,8}", re.I)
_EN_STOP = frozenset(
    "the a an of to from and or my your his her our their its this that these those down up on in"
    " at by for with into miles mile km kilometers meters metres blocks block minutes mins hours"
    " more other star stars years times people percent dollars".split()
)
# Lower-case street names count only after words that introduce an address.
# [beyond] sec42: or name a home ("my place is 1420 w camelback rd apt 12", "our house is at
# 22 oak st"), as people type it in lower case; "the place on 5 main st" is a shop's, and "pick
# me up at Terminal 3 South Gate" an airport's. [beyond] probe42: or a place one is at said to be
# there ("jobsite this week is 4120 e camelback rd").
_EN_CUE = re.compile(
    r"(?<![a-z])(?:live|lives|living|lived|address|located|move|moved|moving|ship|send|deliver"
    r"|mail|stay|staying|reside|resides"
    r"|(?:my|our|his|her|their|mom's|dad's)\s+(?:place|house|home|apartment|flat|condo|apt)"
    r"|(?:job\s?site|work\s?site|site|office|shop|house|home|place|apartment|flat)"
    r"(?:\s+(?:this|next|last)\s+(?:week|month))?\s+(?:is|was|will\s+be)(?:\s+at)?)(?![a-z])",
    re.I,
)
# [beyond] probe42: a compass point before the street's name (4120 e camelback rd, 77 N Main
# St) is how US addresses are written: typed in lower case, it is one without any cue.
_COMPASS = frozenset("n s e w ne nw se sw north south east west".split())


def find_addresses(view: TextView) -> list[Hit]:
    """Street addresses with a house number; a room number alone is not one."""
    hits: list[Hit] = []
    if not _HOUSE_NUMBER.search(view.text):
        return hits
    hits += chinese_addresses(view)
    for m in _EN.finditer(view.text):
        words = m["name"].split()
        if any(w.lower() in _EN_STOP for w in words):
            continue
        capitalised = all(not w[0].islower() for w in words) and m["suffix"][0].isupper() \
            and m["suffix"].lower() not in _PLACE_SUFFIXES
        compass = len(words) > 1 and words[0].lower().rstrip(".") in _COMPASS
        if capitalised or compass or _EN_CUE.search(view.text, max(0, m.start() - 30),
                                                    m.start()):
            tail = _EN_TAIL.match(view.text, m.end())
            unit = _UNIT_BEFORE.search(view.text, max(0, m.start() - 24), m.start())
            hits.append(Hit(unit.start() if unit else m.start(), tail.end() if tail else m.end(),
                            "address", ADDRESS_RANK))
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
