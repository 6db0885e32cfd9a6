"""A fact clause phrased as a note: the predicate, in the user's language [beyond the seeds].

The form is the one a person writes in a notebook about someone, and the same in both
languages: no subject for the user, the predicate kept whole.

- Chinese: the leading 我 goes (and a filler 还/也/都 after it), trailing particles go:
  `我还喜欢潜水、滑雪、跑步、登山和攀岩` → `喜欢潜水、滑雪、跑步、登山和攀岩`;
  `我是一名护士` → `是一名护士`; `我叫周立` → `名字叫周立`; `我的猫叫团子` → `猫叫团子`.
- English: the leading "I" goes and the verb takes the third person, as in a note about someone:
  `I'm vegetarian` → `is vegetarian`; `I love hiking` → `loves hiking`; `I have a cat named
  Mochi` → `has a cat named Mochi`; `My name is Ada`, `I'm Ada` → `name is Ada`; a leading "we"
  goes as "I" does (fix35b): `We're expecting our first baby` → `is expecting their first baby`;
  a plural said of the group stays (`are vegetarians`).
- Someone else's fact keeps its subject: `我知道他喜欢旅游` → `他喜欢旅游`, `My sister is a doctor`
  → `sister is a doctor`.
The message itself stays the memory's source (its excerpt and message id).
"""

from __future__ import annotations

import re
from datetime import datetime

from strata_layered.memory.facts.joined_notes import keep_closing_quote
from strata_layered.memory.facts.people import may_stand_for
from strata_layered.memory.language.dates import (
    ON_DAY,
    RELATIVE_TIME,
    RELATIVE_TIMES,
    anchored,
    in_digits,
)
from strata_layered.memory.language.verbs_en import (
    dropped_i,
    joined_verb,
    said_of_them,
    third_person,
)
from strata_layered.memory.rules.casual import EN_CORRECTION, in_full, zh_in_full
from strata_layered.memory.rules.clause_asks import ASK_AS_ORDER, ASK_TAIL, YOU_ORDER_ZH
from strata_layered.memory.rules.dates import RECURRING_DAY
from strata_layered.memory.rules.inner_self import zh_affirmed, zh_inner_self
from strata_layered.memory.rules.languages import LANGUAGE_ASKED
from strata_layered.memory.rules.others_facts import PRONOUN_IS_WHO, without_who_is
from strata_layered.memory.rules.people import PERSON_MENTION, PRONOUN_SUBJECT
from strata_layered.memory.rules.phrasing import (
    BIRTHDAY_OF,
    ELIDED_EN,
    EN_ADDRESSED,
    EN_MARKER,
    EN_MINE,
    EN_NOW_FRONTED,
    EN_OPINION,
    EN_SELF,
    EN_WE,
    INNER_EN_WE,
    INNER_EN_WORD,
    SELF_INTRODUCTION,
    TRAIL,
    TRAIL_EMOJI,
    ZH_ADVERB,
    ZH_CORRECTION,
    ZH_MARKER,
    ZH_MINE,
    ZH_NAME,
    ZH_OPINION,
    ZH_SELF,
    ZH_TAIL,
    ZH_TIME,
    ZH_WHEN_SELF,
)
from strata_layered.memory.rules.requests import SITUATION_ASKED, STYLE_ASKED_EN_ROWS
from strata_layered.memory.rules.slot_sayings import NAME_SAID_EN
from strata_layered.memory.rules.together import WE_PLURAL, WITH_ME_NOTE, WITH_US_NOTE, ZH_WE
from strata_layered.memory.text.text import has_cjk, lstrip_marks

ADVERBS = frozenset("""really also absolutely just still usually always often sometimes never quite
totally truly definitely actually recently currently now mostly generally normally typically rarely
even only especially honestly personally kinda of already almost seldom once first ever no longer
""".split())  # "I no longer do yoga" (fix33); kind / sort only before "of" ("I sort cans")
LY_ADVERB = re.compile(r"^(?!(?:ap|reap|re|sup|im|com|multi)ply$|ally$|rely$|fly$"
                       r"|(?:ra|ta|bu|su|da)lly$)[a-z]{2,}ly$", re.I)
"""An -ly adverb before the verb ("I finally finished": not "finallies"); apply, fly… are verbs."""
INNER_EN = {"my": "their", "mine": "theirs", "myself": "themselves", "me": "them",
            "i'm": "they're", "i've": "they've", "i'd": "they'd", "i'll": "they'll", "i": "they"}
WE_VERB = {"'re": "are", "'ve": "have", "'d": "would", "'ll": "will"}
AS_I, AS_I_VERB = re.compile(r"^(?:are|were)\b", re.I), {"are": "am", "were": "was"}
INNER_WE = {"our": "their", "ours": "theirs", "ourselves": "themselves", "us": "them",
            "we": "they", "we're": "they're", "we've": "they've", "we'd": "they'd",
            "we'll": "they'll"}


def _inner_person(note: str) -> str:
    """The user named inside the note in the third person too ("…my budget" → "…their").

    Not inside a title or a quotation: a song called "You Shook Me All Night Long" keeps "Me".
    """
    parts = QUOTED_EN.split(note)
    return "".join(part if k % 2 else _person_outside_quotes(part) for k, part in enumerate(parts))


QUOTED_EN = re.compile(r'((?:^|(?<=[\s(:,]))["“][^"”\n]*(?:["”]|$))')
"""A quotation or title in a note, to its closing quote or the note's end (trimming took it)."""


def _person_outside_quotes(note: str) -> str:
    note = INNER_EN_WORD.sub(lambda m: INNER_EN[m.group(0).lower()], note)
    note = INNER_EN_WE.sub(lambda m: m[0] if m[0] == "US" else INNER_WE[m[0].lower()], note)
    # "who I am" / "when I was a kid" → "who they are" / "when they were a kid".
    return THEY_AGREES.sub(lambda m: f"{m[1]} {THEY_VERB[m[2].lower()]}", note)


THEY_VERB = {"am": "are", "was": "were", "wasn't": "weren't"}
THEY_AGREES = re.compile(r"(?i)\b(they(?: really| still| just| always| never)?) (am|was|wasn't)\b")
"""They and its verb, an adverb between ("who I really am" → "who they really are")."""


def _en_note(text: str) -> str:
    text = in_full(EN_MARKER.sub("", EN_CORRECTION.sub("", text)))  # "im gonna…" (casual.py)
    if fronted := EN_NOW_FRONTED.match(text):  # "These days I…" → "I … these days"
        text = f"{text[fronted.end():].rstrip(TRAIL)} {fronted['when'].lower()}"
    note = _en_subjectless(text)
    # Only a statement about the user turns to the third person (whatever its subject:
    # "Art's allowed me…" → "…them"); an instruction to the assistant ("Please don't call me
    # sweetie") is kept as said. "Last week I started…" is left for with_date, which dates it
    # and phrases the note after the time word itself.
    about_user = note != text or not (RELATIVE_TIME.match(text) or any(row.search(text) for row in (
        EN_ADDRESSED, *STYLE_ASKED_EN_ROWS, LANGUAGE_ASKED, SITUATION_ASKED)))
    return _inner_person(note) if about_user else note


def _en_subjectless(text: str) -> str:
    text = EN_OPINION.sub("", text)
    if ELIDED_EN.match(text) or dropped_i(text):  # "Love a good…", "Have a dog named Rex"
        return said_of_them(text)  # the user is the unsaid subject
    if together := WITH_US_NOTE.match(text):  # "Mom, dad and I went" → "they, Mom and dad went"
        people = [INNER_EN_WORD.sub(lambda m: INNER_EN[m.group(0).lower()], p.strip())
                  for p in together["list"].split(",") if p.strip()]
        return f"they, {', '.join(people[:-1])} and {people[-1]}{text[together.end():]}"
    if together := WITH_ME_NOTE.match(text):
        mine = together["mine"] or together["mine2"]
        who = f"their {mine}" if mine else together["other"]
        return f"they and {who}{text[together.end():]}"
    if we := EN_WE.match(text):  # "We're expecting our first baby" → "is expecting their…"
        rest = INNER_EN_WE.sub(lambda m: m[0] if m[0] == "US" else INNER_WE[m[0].lower()],
                               text[we.end():])
        said = f"{WE_VERB.get((we['c'] or '').lower(), '')} {rest}".strip()
        return said if we["our"] or WE_PLURAL.search(said) else _en_subjectless(  # "has two kids"
            "I " + AS_I.sub(lambda m: AS_I_VERB[m[0].lower()], said))  # not "are vegetarians"
    if EN_MINE.match(text):
        return EN_MINE.sub("", text)
    if (named := NAME_SAID_EN.match(text)) and not text[named.end():].strip(TRAIL):
        return f"name is {named['n']}"  # "I'm Priya" (the profile's name), not "is Priya"
    contracted = re.match(r"^i('m|'ve|'d|'ll)\s+", text, re.I)
    if contracted:
        return f"{third_person(contracted.group(1))} {text[contracted.end():]}"
    if not EN_SELF.match(text):
        return text
    words = EN_SELF.sub("", text).split(" ")
    k = 0
    while k < len(words) - 1 and (words[k].lower() in ADVERBS or LY_ADVERB.match(words[k]) or (
            words[k].lower() in ("kind", "sort") and words[k + 1].lower() == "of")):
        k += 1
    if words and (verb := re.match(r"[\w']+(?:-[\w']+)*", words[k])):
        # "I do- Oscar…" / "I do! …": the verb takes its -s before the mark, not after it.
        third = third_person(verb.group(0))
        words[k] = third + words[k][verb.end():]
        if third != verb.group(0):  # "lives in Paris and work as…" → "and works as…"
            return " ".join(words[:k + 1]) + joined_verb(" " + " ".join(words[k + 1:]))
    return " ".join(words)


def _zh_note(text: str) -> str:
    text = ZH_MARKER.sub("", ZH_CORRECTION.sub("", zh_in_full(text)))  # 我妈 → 我妈妈
    text = ZH_WHEN_SELF.sub(r"\g<when>", ZH_TIME.sub(r"\g<part>", text))
    text = ZH_OPINION.sub("", text)
    if ZH_NAME.match(text):
        return "名字叫" + ZH_NAME.sub("", text)
    if introduced := SELF_INTRODUCTION.match(text):
        return "名字叫" + introduced["v"]
    text = ZH_MINE.sub("", ZH_WE.sub(r"\1", text))  # 我们 as 我 (fix35b), not 我们家
    text = ZH_ADVERB.sub(r"\1", zh_affirmed(ZH_SELF.sub(r"\1", zh_inner_self(text))), count=1)
    return ZH_TAIL.sub("", text.rstrip(TRAIL))


def as_note(clause: str) -> str:
    """The clause as a note: the predicate without the user as subject."""
    bare = TRAIL_EMOJI.sub("", clause.strip())  # 😂: the mood it was said in
    text = keep_closing_quote(bare, lstrip_marks(bare.rstrip(TRAIL), TRAIL))
    if ask := ASK_AS_ORDER.search(text) or YOU_ORDER_ZH.search(text):  # "Can you stop…" → "Stop…"
        text = ASK_TAIL.sub("", (ask["how"] or "") + text[ask.end():].strip(TRAIL)) or text
        text = text[:1].upper() + text[1:]
    note = _zh_note(text) if has_cjk(text) else _en_note(text)
    return keep_closing_quote(text, lstrip_marks(note.strip().rstrip(TRAIL), TRAIL)) or text


NAMED_PERSON = PERSON_MENTION  # the user's 我朋友 / "my brother": who a 他 / 她 opening a note is


def named_person(text: str, earlier: str = "", pronoun: str = "") -> str | None:
    """The one person the message names ("朋友", "brother"; through `earlier` if it names none).

    `pronoun`, the 他 / she a note opens on: of several named, the one it may stand for
    ("my mom lives with us since my dad passed" · "she is 72": the mom; left44); of two it
    may stand for ("my mom and my sister came over" · "she…"), none.
    """
    found = {(m["zh"] or m["en"]).lower() for m in NAMED_PERSON.finditer(without_who_is(text))}
    if not found and earlier:
        return named_person(earlier, pronoun=pronoun)
    if len(found) > 1 and pronoun:
        found = {who for who in found if may_stand_for(pronoun, who)}
    return found.pop() if len(found) == 1 else None


def with_person(note: str, person: str | None, opener: str = "Their") -> str:
    """The note with its opening 他 / 她 / he / she replaced by who it is.

    "she's a vet" → "Their sister is a vet" ("'s" after a name would read as whose); `opener`
    "My" reads it as the user said it ("My sister is a vet"), for the signals.
    """
    if not person or not (he := PRONOUN_SUBJECT.match(note)) or not may_stand_for(he[0], person):
        return note
    if (who := PRONOUN_IS_WHO.match(note)) and person.lower() in who[0].lower():
        return note  # "she's my new coworker": says who she is, not who she was (left43)
    if not has_cjk(person):
        note = re.sub(r"^(\w+)['’]s (been|got)\b", r"\1 has \2", note)
        note = re.sub(r"^(\w+)['’]s\b", r"\1 is", note)
        if note[:4].lower() == "they":  # singular: "they're a nurse" → "Their friend is a nurse"
            if person.endswith("s") or person in ("family", "team", "children"):
                return note  # "my parents…", then "they're a…": no one person
            return re.sub(r"^they(?:['’]re| are)\b", f"{opener} {person} is", note, flags=re.I)
    return PRONOUN_SUBJECT.sub(person if has_cjk(person) else f"{opener} {person}", note, count=1)


TIME_AS_SUBJECT = re.compile(r"\s*(?:was|is|will be|'s|has been)\b", re.I)
"""What follows a relative time that is the subject of its sentence ("Yesterday was…")."""


def with_date(note: str, said: str, now: datetime | None) -> str:
    """The note with the relative time it was said with as the date it names.

    (memory/language/dates.py)

    "adopted a dog yesterday" said on 10 May → "adopted a dog on May 9"; "上个月去了日本" →
    "2023年4月去了日本"; a word the note lost ("昨天我去了…" → "去了…") comes back as a date.
    """
    # [beyond] a clause joined to the note after its first says its own time (最近在学日语，
    # 目标是明年考N2): the note is read when the first clause said none.
    note, said = in_digits(note), in_digits(said)  # 十二月二十号 as 12月20号 (left42)
    zh, told = has_cjk(note), said if RELATIVE_TIME.search(said) else note  # the word's text
    if now is None or not (word := RELATIVE_TIME.search(told)) or not (when := anchored(
            word.group(0), now, zh=zh, yearly=bool(RECURRING_DAY.search(note)), told=told)):
        return note  # no time said, or a day of every week ("usually … on monday": dates.py)
    if zh and (birthday := BIRTHDAY_OF.match(note)):
        return f"{birthday['who']}的生日是{when}"
    inside = RELATIVE_TIME.search(note)
    if inside and inside.start() == 0 and not zh and re.match(r"[\s,]*i\b", note[inside.end():],
                                                               re.I):
        # "Last week I started…": the time said first, the note about the user after it.
        rest = as_note(note[inside.end():].lstrip(" ,"))
        return f"{rest} ({'on' if RELATIVE_TIMES[inside.group(0).lower()][0] in ON_DAY else 'in'}" \
               f" {when})"
    if inside:  # "interview tomorrow" → "interview on May 5"
        unit = RELATIVE_TIMES[inside.group(0).lower()][0]
        on = ("on " if unit in ON_DAY else "in ") if not zh and not re.search(
            r"\b(?:since|until|till|by|before|after|from)\s+$", note[:inside.start()], re.I) else ""
        rest = note[inside.end():]  # "since yesterday" → "since March 1", never "since on…"
        if on and inside.start() == 0 and not (EN_ADDRESSED.search(rest.lstrip(" ,"))
                                               or any(r.search(rest) for r in STYLE_ASKED_EN_ROWS)):
            rest = _inner_person(rest)  # "Last week my car…" → "…, their car…"
        if on and inside.start() == 0 and not TIME_AS_SUBJECT.match(rest):
            # "Last weekend our city…" → "On the weekend of…, our city…" ("Yesterday was my
            # sister's wedding" keeps the date as its subject: "May 3 was…")
            return f"{on.capitalize()}{when}{'' if rest[:1] in ',.!?' else ','}{rest}"
        return f"{note[:inside.start()]}{on if inside.start() else ''}{when}{rest}"
    return f"{note}（{when}）" if zh else f"{note} ({when})"
