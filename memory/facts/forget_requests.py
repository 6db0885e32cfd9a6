"""[beyond] A request to forget, found among a message's clauses, and what else the message says.

"Forget that I live in Hangzhou, I moved to Shanghai" / 别记我住杭州了，我搬到上海了 / "Actually
scratch that, I work as a teacher now": the request is taken out of what is remembered
(memory/gate/rules.py `remembered_text`), what it names is forgotten
(memory/forgetting/take_back.py), and the rest is judged as any message is (issue 24, forget24). A
request whose object may be the rest itself (这个别记, "off the record", "don't remember this")
keeps the whole turn out, as seed 003's safety rule does.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from strata_layered.memory.language.clauses import TRAIL, Clause, split_clauses
from strata_layered.memory.rules.fast_reject import DONT_REMEMBER
from strata_layered.memory.rules.forget_all import FORGET_ALL
from strata_layered.memory.rules.row import record, remembered, unrecorded
from strata_layered.memory.rules.take_back import (
    FILLER,
    FORGET_NAME,
    REQUEST_LEAD,
    TAKE_BACK,
    TAKE_BACK_ABOUT,
    TAKE_BACK_FACT_ZH,
    TAKE_BACK_NAMED,
    TAKE_BACK_NAMED_EN,
    TAKE_BACK_OPENS,
    TAKE_BACK_THING_ZH,
    UNSAYING,
)
from strata_layered.memory.rules.voice_zh import voice_clauses
from strata_layered.memory.text.text import has_cjk

NAMING = (TAKE_BACK_NAMED, TAKE_BACK_FACT_ZH, TAKE_BACK_NAMED_EN, TAKE_BACK_ABOUT,
          TAKE_BACK_THING_ZH)
"""The rows of a request that names what to forget, in the order they are read."""


@dataclass(frozen=True)
class Request:
    """A request to forget in a message: its clauses, and the rest of the message."""

    clauses: Sequence[str]
    """The request's clauses, an opener ("Sorry,") taken off (kept as a tuple: shared)."""
    rest: str = ""
    """What else the message says, as said ("" when the request is the whole turn)."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "clauses", tuple(self.clauses))


def _asks(clause: str) -> bool:
    return bool(TAKE_BACK.search(clause) or any(row.search(clause) for row in NAMING)
                or FILLER.search(clause) or DONT_REMEMBER.search(clause))


@remembered(maxsize=1024)
def request_of(text: str) -> Request | None:
    """The message's request to forget and its rest, or None when it holds none it can part.

    A request parts from the rest when it says what it is about: it names the fact (a
    `NAMING` row), or it opens the message taking back the turn before (`take_back_opens`).
    Memoised: a turn asks it of its message ~5 times (the gate, the take-back, the reply).
    """
    text = voice_clauses(text)  # a run-on said by voice, read in its clauses (probe41b)
    text = _NAMED_THEN_FORGET.sub("", text)  # 刚才说X那事 你忘掉吧: one clause (probe42)
    said = split_clauses(text)
    clauses = [REQUEST_LEAD.sub("", c.text).strip(TRAIL) for c in said]  # "Sorry, forget…"
    if (unsaid := _unsaid(clauses)) is not None:
        return unsaid
    asking = [bool(c) and _asks(c) for c in clauses]
    asked = [c for c, a in zip(clauses, asking, strict=True) if a]
    if not any(TAKE_BACK.search(c) or any(row.search(c) for row in NAMING) for c in asked):
        return None
    if all(asking[k] or not c for k, c in enumerate(clauses)):
        return Request(asked)

    parts = all(FILLER.search(c) or any(row.search(c) for row in NAMING)
                or (k == 0 and TAKE_BACK_OPENS.search(c))
                for k, c in enumerate(clauses) if asking[k])
    return Request(asked, _rest(text, said, asking)) if parts else None


def _unsaid(clauses: list[str]) -> Request | None:
    """The whole message as the request, when beside a take-back it only unsays the turn before.

    "Actually I'm not quitting, ignore that, it was just a bad shift": read comma by comma
    (an English clause runs past its commas), a take-back, a denial of what was just said or
    why it was said (row `take_back_unsaying`), and nothing else.
    """
    pieces = [REQUEST_LEAD.sub("", p).strip(TRAIL) for c in clauses for p in _COMMA.split(c)]
    pieces = [p for p in pieces if p]
    if not (any(TAKE_BACK.search(p) for p in pieces) and any(UNSAYING.search(p) for p in pieces)):
        return None
    unsaying = all(TAKE_BACK.search(p) or UNSAYING.search(p) or FILLER.search(p) for p in pieces)
    return Request(pieces) if unsaying else None


_COMMA = re.compile(r"\s*[,，;；]\s*")
_NAMED_THEN_FORGET = re.compile(
    r"(?<=那事|这事|件事|的事|事情|那句|这句|句话|的话|些话|些事|那个)[\s,，]+"
    r"(?=你?(?:就)?(?:忘掉|忘了|删掉|别记)(?:了|吧)?(?:[\s,，。！!~～]|别记|$))")
"""The break between a thing said and the forget that follows it, taken out (probe42)."""


def _rest(text: str, said: list[Clause], asking: list[bool]) -> str:
    """The text of the clauses that are no request, each run of them as said."""
    runs: list[str] = []
    pos, start, end = 0, -1, -1
    for clause, asks in zip(said, asking, strict=True):
        found = text.find(clause.said, pos)
        at = found if found >= 0 else pos
        pos = at + len(clause.said) if found >= 0 else pos
        if asks:
            if start >= 0:
                runs.append(text[start:end])
            start = -1
        else:
            start = at if start < 0 else start
            end = pos if found >= 0 else end
    if start >= 0:
        runs.append(text[start:end])
    joint = "" if has_cjk(text) else " "
    return joint.join(r.strip() for r in runs if r.strip())


_ROWS = frozenset(row.name for row in (*NAMING, TAKE_BACK, TAKE_BACK_OPENS, FILLER, REQUEST_LEAD,
                                       DONT_REMEMBER, UNSAYING))


def rest_of(text: str) -> str:
    """The message without a request to forget that parts from the rest (else as said).

    The request's rows are recorded as fired only when it parts; the clause reading done to
    find it is not (it decides nothing of the message).
    """
    with unrecorded() as fired:
        found = request_of(text)
    if found is None or not found.rest:
        return text
    for name in fired:
        if name in _ROWS:
            record(name)
    return found.rest


@remembered(maxsize=8192)
def asked_not_to_remember(user_text: str) -> bool:
    """Seed 003's "don't remember this", or a request to forget that names what it takes.

    Or everything ("forget everything you know about me"). One test for the gate, the topic
    summary and recall: a request that restates the fact ("forget about my sister being
    sick", 忘了我在杭州住吧) is kept out of all three. Memoised (the rows it fired recorded
    again on a hit): recall tests every recalled user message each turn, ~150 at 10,000
    earlier turns, nearly all of them tested the turn before.
    """
    text = REQUEST_LEAD.sub("", user_text.strip())  # "Sorry, forget about…"
    return bool(DONT_REMEMBER.search(text) or TAKE_BACK_NAMED_EN.search(text)
                or TAKE_BACK_NAMED.search(text)  # 忘掉我说的别劝我… (probe41b)
                or TAKE_BACK_FACT_ZH.search(text) or TAKE_BACK_THING_ZH.search(text)
                or FORGET_ALL.search(text)
                or TAKE_BACK_ABOUT.search(text) or _taken_back_whole(user_text))


def _taken_back_whole(text: str) -> bool:
    """The message is a take-back of the turn before and nothing else (我不辞职了，刚才说的不算).

    Seed 003's safety rule keeps nothing of the turn that asks; what it unsays is no fact.
    """
    with unrecorded() as fired:  # the clause reading done to find it decides nothing
        found = request_of(text)
        whole = found is not None and not found.rest and any(TAKE_BACK.search(c)
                                                             for c in found.clauses)
    for name in fired if whole else []:
        if name in _ROWS:
            record(name)
    return whole


def forgets_all(text: str) -> bool:
    """Whether the message asks to forget everything about the user, and nothing else."""
    clauses = [c for c in (REQUEST_LEAD.sub("", c.text).strip(TRAIL)
                           for c in split_clauses(text)) if c]
    return any(FORGET_ALL.search(c) for c in clauses) and all(
        FORGET_ALL.search(c) or FILLER.search(c) for c in clauses)


def asks_to_forget(text: str) -> bool:
    """Whether the message asks to forget something: a fact, a name, the turn, everything.

    The offline stand-in reply then quotes no memory: what it would find is what goes.
    """
    return (request_of(text) is not None or FORGET_NAME.search(text.strip()) is not None
            or forgets_all(text))


def nothing_to_forget(asked: str, named: str | None, *, told: bool | None = False) -> str:
    """The turn's note when a take-back finds no memory (left40: said plainly, not stored).

    `told`: 那些话 named a message that kept no note (说我儿子那些话: 儿子不孝顺…, probe43b);
    None: 那些话 were asked of and no message in reach said them (left44).
    """
    zh = has_cjk(asked)
    if told is None:
        return "（没有找到那些话，没有可以忘掉的）" if zh else \
            " (those words were not found: there was nothing to forget)"
    if told:
        return "（那些话没有记下什么，没有可以忘掉的）" if zh else \
            " (nothing was kept from those words: there was nothing to forget)"
    if named is None:
        return "（上一句没有记下什么，没有可以忘掉的）" if zh else \
            " (nothing was kept from the message before: there was nothing to forget)"
    what = _SAID_LEAD.sub("", named).strip() or named
    return f"（没有记过“{what}”，没有可以忘掉的）" if zh else \
        f" (nothing kept says \"{what}\": there was nothing to forget)"


_SAID_LEAD = re.compile(
    r"^(?:that |what )?(?:i (?:said|told you|mentioned)|我说过?的?)(?: that)?\s*", re.I)
""""forget that I said I like jazz": what it names is "I like jazz", not the saying."""
