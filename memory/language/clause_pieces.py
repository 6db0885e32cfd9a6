"""A sentence's pieces before they are clauses: what opens one, and pieces joined or cut [beyond].

memory/language/clauses.py splits a sentence at its marks and its English breaks; these read the
pieces it gets: the fillers and a name called out that open a clause (`strip_lead`), a subject said
with "and" ("My husband" | "I are vegetarians": `with_me`), a time said alone before its clause
(`with_time`), a question's one told (`cut_told`) and an announcement before a colon
(`asked_colon`).
"""

from __future__ import annotations

import re

from strata_layered.memory.language.dates import RELATIVE_TIME
from strata_layered.memory.rules.clause_asks import ASK_MARKER
from strata_layered.memory.rules.clause_breaks import (
    EN_TOLD_BREAK,
    GREETING_NAME,
    LEAD_EN,
    LEAD_ZH,
    SINCE_LEAD,
    SPEAKER_TAG,
    TELL_LEAD,
)
from strata_layered.memory.rules.clause_links import only_remember
from strata_layered.memory.rules.openers import (
    AS_FOR_ME,
    BEEN_A_WHILE,
    CALLED_FIRST,
    CALLED_LAST,
    NEWS_LEAD,
    ORDINAL_NOUN_EN,
    SINCE_TALKED,
)
from strata_layered.memory.rules.people import TIME_FIRST
from strata_layered.memory.rules.together import WITH_ME
from strata_layered.memory.text.text import has_cjk, lstrip_marks

TRAIL = "。！!？?~～.，,；;、 …:：\"'“”‘’)）"


def strip_lead(text: str) -> str:
    """The clause without its opening fillers and a name called out ("Hey Mel,", "…, Maria.")."""
    out = lstrip_marks(SPEAKER_TAG.sub("", text.strip()), TRAIL)
    for _ in range(3):
        before = out
        out = LEAD_ZH.sub("", out)
        out = CALLED_FIRST.sub("", GREETING_NAME.sub("", out))  # before LEAD_EN: "Yeah Maria,"
        out = out if ORDINAL_NOUN_EN.match(out) else LEAD_EN.sub("", out)
        out = TELL_LEAD.sub("", out)
        out = SINCE_LEAD.sub("", SINCE_TALKED.sub("", out))
        out = AS_FOR_ME.sub("", NEWS_LEAD.sub("", BEEN_A_WHILE.sub("", out)))
        out = CALLED_LAST.sub(r"\g<kept>", out)  # "…feel helpful, Maria."
        out = lstrip_marks(out.strip(), TRAIL)
        if out == before:
            break
    return out


def with_me(parts: list[str], sentence: str) -> list[str]:
    """"My husband" | "I are vegetarians" back as one clause: one subject, said with "and".

    A time said first ("Last weekend, Mom, dad" | "I went camping") is no part of the
    subject: it is set apart before it, as if said alone (`with_time` then moves it after).
    """
    out: list[str] = []
    for part in parts:
        joint = next((j for j in (" and ", ", and ", ", ")  # "Tom, and I"
                      if out and f"{out[-1]}{j}{part}" in sentence), None)
        lead = strip_lead(out[-1]) if out else ""
        when = TIME_FIRST.match(lead)
        someone = lead[when.end():] if when else lead
        if joint is not None and re.match(r"(?:and )?(?:I|[Mm]y)\b", part) and not (
                joint == ", " and not part.startswith("and ")) and WITH_ME.match(someone):
            if when and someone and out[-1].endswith(someone):
                out[-1] = out[-1][: -len(someone)].rstrip(" ,，")
                out.append(f"{someone}{joint}{part}")
            else:
                out[-1] = f"{out[-1]}{joint}{part}"
        else:
            out.append(part)
    return out


def with_time(parts: list[str]) -> list[str]:
    """A relative time said alone before its clause ("Last week, | I adopted a puppy") opens it.

    Split off, the time was a memory of its own ("In the week of July 31") and the fact lost
    its date. It is said after the clause ("I adopted a puppy last week"), so the clause still
    opens with whose fact it is. (上周，我姐姐… would need the time after its subject: not done.)
    """
    out: list[str] = []
    for part in parts:
        time = strip_lead(out[-1]).strip(TRAIL) if out else ""
        found = RELATIVE_TIME.match(time) if time else None
        if found is not None and found.end() == len(time) and not has_cjk(part):
            # said after it, so the clause opens with its subject ("my sister moved … last week")
            body = part.rstrip(" .!?…,;:")
            out[-1] = f"{body} {time[:1].lower()}{time[1:]}{part[len(body):]}"
        else:
            out.append(part)
    return out


def cut_told(piece: str) -> list[str]:
    """A question's piece cut after the one told, before what they are told.

    "How do I tell my boss | I'm pregnant?"; a statement ("I told my mom that I'm vegan")
    stays one clause, one fact.
    """
    out, start = [], 0
    for m in EN_TOLD_BREAK.finditer(piece):
        out.append(piece[start:m.end("whom")])
        start = m.end()
    return [*out, piece[start:]]


def asked_colon(piece: str) -> list[str]:
    """A question or a plea to remember announced before a colon is a clause of its own.

    "我想向你请教一个问题：我最近总是感觉能力有限" / "Remember this: I wake up at 5": what
    follows the colon is what the user says; the announcement is a request (ASK_MARKER) or
    makes the message explicit (`only_remember`). Any other colon stays inside its clause
    (我的目标：减肥十斤).
    """
    head, colon, rest = piece.partition("：" if "：" in piece else ":")
    lead = strip_lead(head).strip(TRAIL)
    if colon and rest.strip() and (ASK_MARKER.search(lead) or only_remember(lead)):
        return [head, rest]
    return [piece]
