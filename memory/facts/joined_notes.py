"""Notes of one memory joined as said (a person named once), and a quotation kept closed.

Split from memory/facts/phrasing.py (how one clause is phrased as a note); as_note uses
`keep_closing_quote` when trimming a note's ends.
"""

from __future__ import annotations

import re

from strata_layered.memory.facts.wishes import as_wishes
from strata_layered.memory.rules.others_facts import NOTE_PERSON_EN, WORDS_OF_EN
from strata_layered.memory.rules.people import BY_KEY, BY_WORD
from strata_layered.memory.rules.subjects import OTHER_SUBJECT
from strata_layered.memory.text.text import has_cjk

QUOTES = {"'": "'", '"': '"', "“": "”", "‘": "’", "「": "」", "『": "』"}
# A straight quote or ‘ opens a quotation only after a space or a mark (else it is an
# apostrophe); “ 「 『 open one wherever they stand (叫做“You Shook Me…”).
OPENING_QUOTE = re.compile("(?:^|(?<=[\\s(（:：,，]))([" + "".join(QUOTES) + "])|([“「『])")
"""A quote that opens (at the start or after a space or a mark), not an apostrophe."""
END_MARKS = " 。.!！?？~～,，;；…"


def keep_closing_quote(before: str, after: str) -> str:
    """`after` with the quote that closes one it opens, when trimming took it off."""
    found = list(OPENING_QUOTE.finditer(after))
    if not found:
        return after
    close = QUOTES[found[-1].group(1) or found[-1].group(2)]
    if close in after[found[-1].end():] or not before.rstrip(END_MARKS).endswith(close):
        return after
    return after + close


def joined_notes(notes: list[str], joint: str, said: list[str] | None = None) -> str:
    """Notes of one memory joined as said, a person named once: 哥哥是医生，住在杭州.

    A note opening with the same person (哥哥, 他, "their daughter") as the note before it drops
    that opening; the user's notes have none, and a note about another person keeps its own
    (an English one after the first in lower case: "…, their son…", left43).
    """
    out: list[str] = []
    before = ""
    said_as = [n for n in as_wishes(notes, said) if n]  # an order beside "I…": a wish
    for note in (n for i, n in enumerate(said_as) if i + 1 >= len(said_as) or not said_as[
            i + 1].startswith((f"{n}，", f"{n}, "))):  # 妈妈试过了 said in the next (review42)
        found = OTHER_SUBJECT.search(note) if has_cjk(note) else NOTE_PERSON_EN.match(note)
        subject = found.group(found.lastgroup or 0).lower() if found else ""
        rest = note[found.end():].lstrip() if found else note
        if not (subject and subject == before and rest[:1] not in ("", "的")):
            rest = note[:1].lower() + note[1:] if out and note.startswith("Their ") else note
        elif not has_cjk(note) and WORDS_OF_EN.search(rest):  # she said…: whose words kept
            rest = f"{_pronoun(subject)} {rest}"
        out.append(rest)
        before = subject
    # A note the next one opens with is said once: 不是药剂师, 不是药剂师，是临床药师 (probe30)
    return joint.join(n for i, n in enumerate(out)
                      if i + 1 >= len(out) or not out[i + 1].startswith(n.rstrip("，,。. ")))


def _pronoun(person: str) -> str:
    """He, she or they for a person word of the table (mom: she)."""
    key = BY_WORD.get(person)
    return {"f": "she", "m": "he"}.get(BY_KEY[key].sex if key else "", "they")
