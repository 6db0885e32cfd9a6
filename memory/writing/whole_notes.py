"""English notes whole and self-standing: no reaction kept as a fact, no dangling pronoun.

The rows are memory/rules/whole_notes.py. Every English memory a turn would write is read
on its own, as it will be read long after the turn: a clause that only judges something
pointed at ("It's been tough") leaves it; a he / she / they / it opening it takes its
antecedent from the message before it or the partner's turn ("He brought us so much joy"
after "our dog Max" is "Their dog Max brought us so much joy"); a note left with nothing,
or with a pronoun nothing said stands for, is not written, and the turn's audit says why.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from strata_layered.memory.gate.whole_facts import with_antecedent
from strata_layered.memory.rules.antecedents import (
    ASKED_ABOUT_IT,
    ASKED_FAVORITE,
    OBJECT_PRONOUN,
    SUBJECT_NAMED_EN,
    ZH_IT,
)
from strata_layered.memory.rules.clause_asks import QUESTION_END
from strata_layered.memory.rules.in_general import PETS_IN_GENERAL
from strata_layered.memory.rules.replies import NOTE_REPLY
from strata_layered.memory.rules.whole_notes import (
    BARE_JUDGEMENT,
    EMBEDDED_FACT,
    IMPERSONAL_THEY,
    LEAD_PRONOUN,
    NAMED_ANTECEDENT,
    NOTE_EFFECT,
    NOTE_REACTION,
    OWN_SUBJECT,
    PERSON_ANTECEDENT,
    REACTION_TAIL,
    SHOWN_THING,
    THING_ANTECEDENT,
)
from strata_layered.memory.store.write_reasons import reason_text
from strata_layered.memory.text.text import has_cjk
from strata_layered.memory.writing.extraction import ExtractedMemory

_PRONOUN_SAID = re.compile(rf"{ZH_IT}|\b(?:it|them)\b", re.I)
_JOINT = re.compile(r"(, |\. |; )")
_PLURAL = re.compile(r"(?:s|children|family|team)$", re.I)
_OWNER = {"my": "Their", "your": "Their", "our": "Our"}


def without_reactions(note: str) -> tuple[str, list[str]]:
    """The note less its clauses that only judge or feel something pointed at, and those.

    A conjunction left opening the note ("but" of "It's been tough, but …") goes with them.
    """
    parts = _JOINT.split(note)
    kept: list[str] = []
    left: list[str] = []
    dropped = False  # "It's been super helpful, especially on days when…": its tail goes too
    for joint, part in zip(["", *parts[1::2]], parts[0::2], strict=False):
        bare = part.strip()
        reaction = bool(NOTE_REACTION.search(bare) or NOTE_EFFECT.search(bare)
                        or BARE_JUDGEMENT.search(bare) or NOTE_REPLY.search(bare))
        dropped = bool(bare) and (reaction or (dropped and REACTION_TAIL.match(bare) is not None))
        if dropped:
            left.append(bare)
        elif bare:
            kept += [joint if kept else "", part]
    out = "".join(kept).strip()
    return (_OPENING_JOINT.sub("", out) if left else out), left


_OPENING_JOINT = re.compile(r"^(?:but|and|so|yet)\s+", re.I)


def _owned(found: re.Match[str], thing: str) -> str:
    """An antecedent as the note says it: 'my dog Max' is 'Their dog Max'."""
    own = (found.groupdict().get("own") or found.group(0).split(None, 1)[0]).lower()
    return f"{_OWNER.get(own, 'The')} {thing}"


def _person(text: str, plural: bool, *, asked: bool) -> str | None:
    """The last person (or pet) of the user's named in the text, of the pronoun's number.

    In the user's own message a "my X" is theirs, or a person named bare (Why did grandma
    get sick?); in the partner's turn a "your X", or one named bare.
    """
    for found in reversed(list(PERSON_ANTECEDENT.finditer(text))):
        own = (found["own"] or "").lower()
        if not own and PETS_IN_GENERAL.search(found["rel"]):
            continue  # "Pets are great at making you feel loved": no one's pets (probe34)
        if own in (("your", "our", "") if asked else ("my", "our", "")):
            rel = found["rel"].lower()
            if bool(_PLURAL.search(rel)) == plural:
                name = f" {found['name']}" if found["name"] else ""
                return f"{'Their' if asked else _OWNER.get(own, 'Their')} {rel}{name}"
    named = None if plural else list(NAMED_ANTECEDENT.finditer(text))
    return named[-1]["name"] if named else None


def _thing(text: str, plural: bool, *, asked: bool) -> str | None:
    """The last thing of the user's named in the text, of the pronoun's number.

    My X, or I got a X; in the partner's turn "that X" the user shows, else "your X".
    """
    found_all = list(THING_ANTECEDENT.finditer(text))  # what the partner sees first
    for found in sorted(reversed(found_all), key=lambda f: f["shown"] is None):
        own = (found["own"] or "").lower()
        if (own == "your" or found["shown"] is not None) != asked or (
                asked and own not in ("your", "")):
            continue
        thing = found["thing"].lower()
        if found["shown"] and not (SHOWN_THING.match(text[found.end():]) and re.search(
                r"(?:^|[.!?,;])\s*$", text[:found.start()])):
            continue  # "Wow, that book looks great" shows a thing; "one that stands out was" none
        if bool(_PLURAL.search(thing)) == plural:
            return _owned(found, thing)
    # "Penguins are so cute. They're my favorite animal": a thing the user's message said a
    # quality of (row subject_named_en)
    for said in ([] if asked else reversed(list(SUBJECT_NAMED_EN.finditer(text)))):
        if bool(_PLURAL.search(said["subj"])) == plural:
            return said["subj"][:1].lower() + said["subj"][1:]
    return None


def _favorite(asked: str, plural: bool) -> str | None:
    """What the partner's question asks is still the user's favourite, of the pronoun's number."""
    found = ASKED_FAVORITE.search(asked)
    if found is None or (" and " in found["thing"]) != plural:
        return None
    return found["thing"]


_CONTRACTED = {"'re": " are", "'ve": " have", "'d": " would", "'ll": " will"}
_HAS = re.compile(r"^\s+(?:been|got|gotten|gone|had|done|become)\b", re.I)


def _expanded(rest: str) -> str:
    """The words after a pronoun replaced by a noun: "'ve become" is " have become"."""
    for short, full in _CONTRACTED.items():
        if rest.lower().startswith(short):
            return full + rest[len(short):]
    if rest.lower().startswith("'s"):
        return (" has" if _HAS.search(rest[2:]) else " is") + rest[2:]
    return rest


def with_antecedent_en(note: str, said: str, asked: str, earlier: str = "") -> str | None:
    """The note with the pronoun opening it as what it stands for; None when nothing is.

    `said` is the user's message (the antecedent said before the pronoun's clause), then
    `earlier`, the user's message before it, then `asked`, the partner's turn before it
    ("your dog" there is the user's). A they / them the note
    took from the user's own I is the user: left as it is.
    """
    lead = LEAD_PRONOUN.search(note)
    if lead is None:
        return note
    word = lead["who"] or lead["what"]
    after = note[lead.end():].split(None, 1)
    follows = re.escape(after[0]) if after else ""
    at = re.search(rf"\b{word}\b\s*{follows}", said, re.I)
    if at is None:
        return note  # not the user's own word: the note's they is the user's I
    before = said[:at.start()]
    plural = word.lower() in ("they", "these", "those")
    # A person may be named a turn before; a thing only in the same message or asked about.
    # The question the message answers comes before the message before it (row
    # asked_favorite: "Are Harry Potter and GoT still your favorites?" "Yes, they are…").
    answers = QUESTION_END.search(asked) is not None
    sources = ((before, False), *([(asked, True)] if answers else []),
               (earlier if lead["who"] else "", False), (asked, True))
    thing = next((t for text, yours in sources if (t := (
        _favorite(text, plural) if yours else None) or (
        _person(text, plural, asked=yours) if lead["who"] else None) or (
        _thing(text, plural, asked=yours) if lead["what"] or plural else None))), None)
    if thing is not None and re.search(rf"\b{re.escape(thing.split()[-1])}\b", note, re.I):
        thing = None  # "Their family have become like family to them" says nothing
    if thing is None and lead["what"] and (said_of := EMBEDDED_FACT.search(note)):
        return said_of["fact"]  # "It reminds me why I love being a mom": loves being a mom
    if thing is None and lead["who"] and IMPERSONAL_THEY.search(note):
        thing = "People" if plural else "Someone"  # "They say my accent is cute"
    if thing is None:
        return None
    start = lead.start("who") if lead["who"] else lead.start("what")
    return note[:start] + thing + _expanded(note[lead.end():])


LeftOut = list[tuple[str, str]]
"""Clauses a note leaves out, each with its reason key (memory/supersession/consolidation.py
REASONS)."""


def whole_note(note: str, said: str, asked: str = "", earlier: str = "") -> tuple[str, LeftOut]:
    """An English note as a whole fact ("" when none is left), and what it leaves out, why.

    A clause opening the note on a pronoun nothing said stands for leaves it; what follows
    stays when the user said it of themselves ("It reminded me of…. I was glad I could…"
    keeps "was glad they could…"). A bare object it ("plays it every day") and a Chinese
    note's 它 say what they stand for, named before in the message, the question answered or
    the message before (memory/gate/whole_facts.py); with nothing named, the note is not
    written (audit: dangling).
    """
    if has_cjk(note):
        said_as = _with_thing(note, said, asked, earlier)
        if said_as is None and not ASKED_ABOUT_IT.search(note):
            said_as = note  # a statement's 它 unnamed stays as said (rules/antecedents.py)
        return (said_as, []) if said_as is not None else ("", [(note, "withheld_dangling")])
    bare, reactions = without_reactions(note)
    left = [(r, "withheld_reaction") for r in reactions]
    whole: str | None = None
    while bare and (whole := with_antecedent_en(bare, said, asked, earlier)) is None:
        lead, *rest = _JOINT.split(bare, maxsplit=1)[::2]
        keep = rest and (_users_own(rest[0], said) or LEAD_PRONOUN.search(rest[0])
                         or OWN_SUBJECT.match(rest[0]))
        bare = rest[0].strip() if keep else ""
        left.append((lead.strip() if keep else ", ".join(s.strip() for s in [lead, *rest]),
                     "withheld_pronoun"))
    if bare and whole and OBJECT_PRONOUN.search(whole):  # "plays it every day": plays what
        said_as = _with_thing(whole, said, asked, earlier)
        return (said_as, left) if said_as else ("", [*left, (whole, "withheld_dangling")])
    return (whole or "") if bare else "", left


def _with_thing(note: str, said: str, asked: str, earlier: str) -> str | None:
    """The note with its 它 / object "it" as what was named before it (None: nothing was).

    What the message said before its first 它 / it, the question it answers, the message before.
    """
    pronoun = _PRONOUN_SAID.search(said)
    return with_antecedent(note, earlier, said[:pronoun.start()] if pronoun else said, asked)


def _users_own(clause: str, said: str) -> bool:
    """Whether the user said the note's clause of themselves (I / we / my before its words).

    The note's "is still worried" was said "I'm still worried": its first word is the I's.
    """
    words = clause.strip().split(None, 2)
    if not words:
        return False
    first = re.escape(words[0])
    said_as = _OWN_VERB.get(words[0].lower())
    if said_as and len(words) > 1:
        first = rf"(?:{first}|{said_as}\s+{re.escape(words[1])})"
    return re.search(rf"\b(?:i|we|my|our)\s*{first}\b", said, re.I) is not None


_OWN_VERB = {"is": r"(?:'m|\s+am)", "has": r"(?:'ve|\s+have)", "would": r"(?:'d)",
             "will": r"(?:'ll)"}


Dropped = list[tuple[ExtractedMemory, str]]
"""Memories not written, each with the audit's reason."""


def whole_notes(memories: Sequence[ExtractedMemory], said: str, asked: str = "",
                earlier: str = "") -> tuple[list[ExtractedMemory], Dropped]:
    """The turn's memories as whole notes, and what they leave out with why (for the audit).

    Nothing is dropped unseen: a note not written, or a clause a note leaves out, is an
    audit entry of the turn.
    """
    kept: list[ExtractedMemory] = []
    out: Dropped = []
    for memory in memories:
        whole, left = whole_note(memory.content, said, asked, earlier)
        out += [(replace(memory, content=clause), reason_text(why, clause))
                for clause, why in left]
        if whole:
            kept.append(memory if whole == memory.content else replace(memory, content=whole))
    return kept, out
