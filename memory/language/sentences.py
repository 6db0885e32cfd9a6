"""A message as sentences: stops that end one, titles and quotations that hold none [beyond].

memory/language/clauses.py cuts each sentence into clauses; a stop inside 《…》 or a quotation,
after a title ("Dr."), a number abbreviation ("No. 1") or initials ("J.K. Rowling") ends nothing
(memory/rules/stops.py).
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.stops import EN_INITIALS, EN_NUMBER_ABBR, EN_TITLE
from strata_layered.memory.text.text import has_cjk

ZH_SENTENCE = re.compile(r"(?<=[。！？!?；;…\n~～])")
# A dash before "now" and a date says the value of what came before ("the deadline moved
# again - now Jan 29": probe43), and holds no break.
EN_SENTENCE = re.compile(r"(?<=[.!?;…])\s+|\n+|\s+[-–—]\s+(?!now,?\s+(?:on\s+|to\s+)?(?:(?:jan|feb"
                         r"|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+)?\d)", re.I)
LIST_MARK = re.compile(r"^[-*•]\s+")
"""A list item's mark ("- vegetarian but I eat eggs"): no word of what it says (probe43)."""
# A title or a quotation is one piece: 《摔跤吧！爸爸》 and “好，就这样” hold no break.
QUOTED = re.compile(r"《[^《》\n]{1,40}》|“[^“”\n]{1,80}”|「[^「」\n]{1,40}」|\"[^\"\n]{1,80}\"")


def split_outside_quotes(pattern: re.Pattern[str], text: str) -> list[str]:
    """`pattern.split(text)`, except at breaks inside a title or a quotation (QUOTED)."""
    inside = [m.span() for m in QUOTED.finditer(text)]
    pieces, start = [], 0
    for m in pattern.finditer(text):
        if any(a < m.start() < b for a, b in inside):
            continue
        pieces.append(text[start:m.start()])
        start = m.end()
    pieces.append(text[start:])
    return pieces


def sentences(text: str) -> list[str]:
    """The message's sentences, a title, a quotation or an abbreviation never cut."""
    if has_cjk(text):
        return [s for s in (p.strip() for p in split_outside_quotes(ZH_SENTENCE, text)) if s]
    out: list[str] = []
    for piece in (LIST_MARK.sub("", p.strip()) for p in split_outside_quotes(EN_SENTENCE, text)):
        if out and piece and (EN_TITLE.search(out[-1]) or (
                EN_NUMBER_ABBR.search(f"{out[-1][-6:]} {piece[:1]}"))
                or EN_INITIALS.search(f"{out[-1][-16:]} {piece[:16]}")):
            out[-1] = f"{out[-1]} {piece}"  # "Dr. Thompson", "J.K. Rowling": the stop ends nothing
        elif piece:
            out.append(piece)
    return out
