"""One slot of the profile and how it reads a text (memory/facts/slots.py holds the table of them).

Whether a text speaks to the slot, the part of it said as a state now (memory/rules/
slot_limits.py holds back a plan, a wish, a relative's clause), and the value the profile shows.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from strata_layered.memory.facts.people import USER
from strata_layered.memory.rules import slot_limits
from strata_layered.memory.rules.folding import as_said, fold
from strata_layered.memory.rules.row import Row
from strata_layered.memory.rules.values_said import SAID_AS


@dataclass(frozen=True)
class Slot:
    """One kind of fact about the user."""

    key: str
    zh: str
    en: str
    pattern: Row
    value: Row | None = None
    """Takes the value out of a memory: its named groups that matched, joined (猫 团子)."""
    single: bool = True
    """Holds one value at a time: a newer statement supersedes the older one."""
    profile: bool = True
    """Shown as a line of the global profile."""
    about_others: bool = False
    """The slot is about people in the user's life (family): their facts fill it."""
    household: frozenset[str] = frozenset()
    """Whose facts fill it besides the user's, when not everyone's: the household's pets."""
    more: tuple[Row, ...] = ()
    """Other ways of saying the slot, rows whose named groups are its value (read first)."""
    kind: Row | None = None
    """A slot per kind of thing: the group that matched names it (装修预算 / 旅游预算: two)."""
    not_words: tuple[Row, ...] = ()
    """Words that hold the slot's words and say nothing of it (夜猫子 is no cat): masked."""
    left: tuple[Row, ...] = ()
    """A state of the slot ended (a job left, a diet given up, a workplace moved from by a new
    job joined): it speaks to the slot with no value, so what was said before is superseded and
    the profile stops showing it."""
    names: Row | None = None  # said right after a value (husband Mark): shown with it
    also: tuple[Row, ...] = ()
    """Someone the user says they have (memory/rules/kin_had.py: 我有个妹妹): values that join
    the value's, read whoever the memory is about (有个妹妹，在上大学 is the sister's fact)."""
    facets: tuple[tuple[str, Row], ...] = ()
    """Facets of one slot true at once (a divorce had, a partner now), each its own key
    (`key:name`, the bare key for ""): a statement supersedes one only in the facets it says."""
    unless: tuple[Row, ...] = ()
    """Ways of speaking to the slot that say no state of the user's now (a move still
    ahead, a job wished for: memory/rules/slot_limits.py): such a sentence neither fills the
    slot nor supersedes what was said; the text's other sentences still do."""

    def says(self, text: str) -> bool:
        """Whether the text speaks to the slot (its pattern, or one of its other sayings)."""
        text = self.plain(text)
        return bool(self.pattern.search(text)) or any(
            row.search(text) for row in (*self.more, *self.also))

    def plain(self, text: str) -> str:
        """The text with `not_words` masked (each character a space)."""
        for row in self.not_words:
            text = row.sub(lambda m: " " * len(m[0]), text)
        return text

    def own_part(self, text: str, whose: str = USER) -> str:
        """The text without what `unless` holds back, stops kept (maybe "").

        A plan holds back its sentence (咱下个月要搬家了，从成都搬到杭州); the other rows only
        their clause: 我是一名老师，希望能做一个好老师 is a teacher, 不要叫我王老师，叫我小芳就行
        asks for 小芳, "I work as a nurse and hope to become a midwife" is a nurse. A clause a
        relative opens is held back from the user's own text only (`whose`): 我女朋友是素食
        主义者 is the girlfriend's diet.
        """
        rows = tuple(r for r in self.unless if whose == USER or r.name not in USERS_ONLY)
        if not any(row.search(text) for row in rows):
            return text
        return "".join(self._held(rows, piece, sep, SENTENCES)
                       for piece, sep in _parts(text)).strip()

    def _held(self, rows: tuple[Row, ...], piece: str, sep: str, cut: re.Pattern[str]) -> str:
        fired = [row for row in rows if row.search(piece)]
        if not fired:
            return piece + sep
        if cut is CLAUSES or any(row.name in SENTENCE_WIDE for row in fired):
            return ""
        return "".join(self._held(rows, p, s, CLAUSES) for p, s in _parts(piece, CLAUSES)) + sep

    def keys_of(self, key: str, text: str) -> tuple[str, ...]:
        """`key` per facet the text says (`key` itself with no facet said, or none kept)."""
        found = tuple(f"{key}:{name}" if name else key
                      for name, row in self.facets if row.search(text))
        return found or (key,)

    @property
    def label(self) -> str:
        """The profile's label: both languages, the memory's own language follows."""
        return f"{self.zh} {self.en}"

    def value_of(self, text: str, theirs: bool = False) -> str | None:
        """The slot's value in the text, or None; a change takes its new value (改成白班).

        `theirs`: the memory is about someone whose facts fill no line of the user's: only
        `also` reads it.
        """
        text = self.plain(text)
        found: list[re.Match[str]] = []
        for row in () if theirs else (*self.more, *([self.value] if self.value else [])):
            found = list(row.finditer(text))  # the more particular sayings first
            if found:
                break
        found = sorted([*found, *(m for row in self.also for m in row.finditer(text))],
                       key=lambda m: m.start())
        if not found:
            return None
        # A slot of many values takes each one said (老公 and 儿子) but one denied (没有糖尿病);
        # a single one the last said of now (改成白班了，之前上夜班: 白班)
        now = [m for m in found if not _before(text, m, slot_limits.VALUE_PAST)]
        kept = (now or found)[-1:] if self.single else [
            m for m in found if not _before(text, m, slot_limits.VALUE_DENIED)]
        groups = [g for m in kept for g in (*(as_said(text, m, k) for k in m.groupdict()),
                                            self._named(text, m))]  # 陳小明 as said
        parts = [SAID_AS.get(fold(p).rstrip('了'), p).strip(" ，,。.的了") if p else p
                 for p in groups]
        keys = [k for m in kept for k in (*m.groupdict(), "")]  # "": the `names` part
        # a `joined` group is one word with the part after it (退休 老师: 退休老师)
        for k in range(len(parts) - 1):
            here, after = parts[k], parts[k + 1]
            if keys[k].rstrip("0123456789") == JOINED and here and after:
                parts[k], parts[k + 1] = "", here + after
        value = " ".join(dict.fromkeys(p for p in parts if p))
        return value or None

    def _named(self, text: str, match: re.Match[str]) -> str | None:
        said = self.names.search(text[match.end():]) if self.names is not None else None
        # an age said after a name (Zoe 12 and Eli 9) is read, not shown (family_names.py)
        # a group named with a leading _ is a part of a name (朵朵's 朵), never one
        return "、".join(re.sub(r" (?:is |aged )?\d{1,2}\b", "", n)
                        for k, n in said.groupdict().items()
                        if n and not k.startswith("_")) if said else None


JOINED = "joined"
"""A value row's group said as one word with the next part (退休 + 老师 said apart: 退休老师),
where the other parts of a value are items apart (猫 团子, 高血压 糖尿病); joined2… in a row
of several ways, each group named once."""
SENTENCES = re.compile(r"([。;；!！?？]|\.(?:\s|$))")
"""Where a sentence ends (a full stop before a space or the end): what a plan holds back."""
CLAUSES = re.compile(r"([，,、]\s*|\s+(?:but|and|though|although|while|who|which)\s+)")
"""Where a clause ends within a sentence: what the other `unless` rows hold back."""
SENTENCE_WIDE = frozenset(row.name for row in slot_limits.SENTENCE_WIDE)
USERS_ONLY = frozenset({slot_limits.SOMEONE_OPENS.name})  # a relative's own text is theirs


def _before(text: str, match: re.Match[str], row: Row) -> bool:
    """Whether the row is said in the match's clause before it (没有 of 没有糖尿病)."""
    return bool(row.search(CLAUSES.split(text[:match.start()])[-1]))


def _parts(text: str, cut: re.Pattern[str] = SENTENCES) -> list[tuple[str, str]]:
    """The text's pieces, each with the mark that ends it ("" for the last)."""
    pieces = cut.split(text)
    return list(zip(pieces[::2], [*pieces[1::2], ""], strict=True))
