"""One rule as data: the `Row` every rule of the offline path is (issue 24).

A row is a pattern with what it decides, where it comes from (a seed file and section,
verbatim, or `[beyond]` with the labelled rows or issue that motivated it), and at least two
examples it must match and two non-examples it must not; tests/unit/test_rule_table.py runs
every row of memory/rules/table.py, and checks that turning the row off changes a decision
(memory/rule_decisions.py) on its examples or `contexts` (said after `before`).

Three things every row does on its own, so no caller has to:
- it reads traditional characters as simplified (memory/rules/folding.py): a match's
  positions hold in the text as said, its groups are simplified;
- it records its name when it matches, inside a `firing()` scope: the gate keeps the names
  of the rules that fired with its decision, and the audit shows them;
- it stays silent when its name is in `disabled()`: `python -m bench facts --rules` turns
  each row off in turn to measure what it carries.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field
from functools import lru_cache, wraps
from typing import Any, TypeVar

from strata_layered.memory.rules.folding import fold

_FIRED: ContextVar[dict[str, None] | None] = ContextVar("strata_rules_fired", default=None)
_OFF: ContextVar[frozenset[str]] = ContextVar("strata_rules_off", default=frozenset())
_ON_TOGGLE: list[Callable[[], None]] = []
T = TypeVar("T")
_SERIAL = itertools.count()
READ_KEPT = 8192
"""Readings of a text by a row kept, then all let go: a keep turn at 10,000 earlier turns
searched ~1,360 times, four in five the same text again with the same row (issue 28)."""
_READ: dict[tuple[int, str, str], Any] = {}


@dataclass(frozen=True)
class Row:
    """One rule: its pattern, what it decides, its source, and its test texts."""

    name: str
    pattern: re.Pattern[str]
    decides: str
    source: str
    examples: tuple[str, ...]
    non_examples: tuple[str, ...]
    contexts: tuple[str, ...] = ()
    """Whole messages the row decides a part of (a clause, a note, a list): with the examples,
    what tests/unit/test_rule_table.py checks the row is needed for."""
    before: str = ""
    """What was said or kept before the examples and contexts (the memory a change
    supersedes, the turn an "it" points back to), for the rows that read two texts."""
    serial: int = field(default_factory=_SERIAL.__next__, init=False, repr=False,
                        compare=False)
    """This row's own number, for its kept readings (a row made later never shares it)."""

    def _read(self, how: str, text: str, read: Callable[[str], Any]) -> Any:
        """`read(folded text)`, kept by (row, how, text): the same text read again is looked up.

        A turn reads one text with one row many times (the gate, the notes, extraction, the
        forget requests each read the message and its clauses); the answer is a function of
        the pattern and the text. Matches are shared, as `re` hands out: read them only.
        """
        key = (self.serial, how, text)
        try:
            return _READ[key]
        except KeyError:
            pass
        if len(_READ) >= READ_KEPT:
            _READ.clear()
        found = _READ[key] = read(fold(text))  # 護士 read as 护士
        return found

    def search(self, text: str) -> re.Match[str] | None:
        """The rule's match in the text, if any (recorded as fired)."""
        if self.name in _OFF.get():
            return None
        found: re.Match[str] | None = self._read("search", text, self.pattern.search)
        if found is not None:
            record(self.name)
        return found

    def match(self, text: str) -> re.Match[str] | None:
        """The rule's match at the start of the text, if any (recorded as fired)."""
        if self.name in _OFF.get():
            return None
        found: re.Match[str] | None = self._read("match", text, self.pattern.match)
        if found is not None:
            record(self.name)
        return found

    def sub(self, repl: str | Callable[[re.Match[str]], str], text: str, count: int = 0) -> str:
        """The text with the matches replaced, as re.sub (recorded as fired when one was)."""
        if self.name in _OFF.get():
            return text
        out, count = self.pattern.subn(repl, text, count=count)
        if count:
            record(self.name)
        return out

    def split(self, text: str) -> list[str]:
        """The text split at every match, as re.split (recorded as fired when it split)."""
        if self.name in _OFF.get():
            return [text]
        parts = self.pattern.split(text)
        if len(parts) > 1:
            record(self.name)
        return parts

    def findall(self, text: str) -> list[Any]:
        """Every match's groups in the text, as re.findall (recorded as fired when any)."""
        if self.name in _OFF.get():
            return []
        found = self.pattern.findall(fold(text))  # 護士 read as 护士
        if found:
            record(self.name)
        return found

    def match_at(self, text: str, pos: int) -> re.Match[str] | None:
        """The rule's match at `pos` of the text, if any (recorded as fired), as Pattern.match."""
        if self.name in _OFF.get():
            return None
        found = self.pattern.match(fold(text), pos)
        if found is not None:
            record(self.name)
        return found

    def active(self) -> bool:
        """Whether the row may decide (not turned off), for a reading more than one pattern."""
        return self.name not in _OFF.get()

    def finditer(self, text: str) -> Iterator[re.Match[str]]:
        """Every match in the text (recorded as fired when there is one)."""
        if self.name in _OFF.get():
            return iter(())
        found: tuple[re.Match[str], ...] = self._read(
            "finditer", text, lambda folded: tuple(self.pattern.finditer(folded)))
        if found:
            record(self.name)
        return iter(found)


@dataclass(frozen=True)
class MaskRow(Row):
    """A reading of secrets (memory/sensitive/): its examples are judged by what masking hides.

    A pattern alone cannot say a value is a secret: "not 5512" is one after "the pin is 5521",
    "71" after "my pin is 44", "sunflower" after a question for a password. The pattern is the
    reading's own part (the correction's words, the rest's shape, the question's items); the
    examples are whole messages, `masked` the values each has hidden, a non-example has nothing
    hidden by this row (the same with it off), and the row off changes what each example hides.
    tests/unit/test_rule_table.py runs them through `secrets_after`, as a turn masks.
    """

    masked: tuple[tuple[str, ...], ...] = ()
    """The values each example has hidden, in the examples' order."""
    earlier: tuple[tuple[str, str], ...] = ()
    """What was said just before each example, then each non-example, for a reading of a
    message after another: ("user", their message) or ("assistant", its question); ("", "")
    for none. Empty when every text is read alone."""


def record(name: str) -> None:
    """Record that the rule or check `name` decided, in the open `firing()` scope."""
    fired = _FIRED.get()
    if fired is not None:
        fired[name] = None


@contextmanager
def firing() -> Iterator[list[str]]:
    """Collect the names of the rows that match inside the block, in the order they fired.

    The list handed out is filled when the block ends. Nested scopes each see their own.
    """
    names: list[str] = []
    token = _FIRED.set({})
    try:
        yield names
    finally:
        fired = _FIRED.get() or {}
        _FIRED.reset(token)
        names.extend(fired)
        outer = _FIRED.get()
        if outer is not None:  # an outer scope sees what fired inside too
            outer.update(fired)


@contextmanager
def unrecorded() -> Iterator[list[str]]:
    """As `firing()`, but what fires inside is not passed to the outer scope.

    For a reading that may decide nothing (memory/facts/forget_requests.py looks for a request in
    every message): the caller records the rows that did decide.
    """
    names: list[str] = []
    token = _FIRED.set({})
    try:
        yield names
    finally:
        names.extend(_FIRED.get() or {})
        _FIRED.reset(token)


def on_toggle(clear: Callable[[], None]) -> None:
    """Have `disabled()` call `clear` when it turns rows off and on again.

    For the memoised readers of rows (memory/facts/people.py `subject_of`, the slots): what they
    remembered with every row on must not answer while one is off, nor the reverse.
    """
    _ON_TOGGLE.append(clear)


@contextmanager
def disabled(names: frozenset[str] | set[str]) -> Iterator[None]:
    """Rows that never match inside the block (what each row carries, measured)."""
    token = _OFF.set(frozenset(names))
    for clear in _ON_TOGGLE:
        clear()
    try:
        yield
    finally:
        _OFF.reset(token)
        for clear in _ON_TOGGLE:
            clear()


def remembered(maxsize: int) -> Callable[[Callable[..., T]], Callable[..., T]]:
    """A reading of texts by rows, memoised; it still records what fired and obeys `disabled()`.

    The answer is kept with the names of the rows that fired computing it, per texts and
    per set of rows turned off; a call answered from memory records those names again, so
    a `firing()` scope sees what it would have seen (a plain cache recorded them only the
    first time a process read a text: tests/unit/test_audit_repeatable.py). For positional
    hashable arguments and an immutable answer only (a bool, a str, a tuple): every caller
    gets the same object.
    """
    def wrap(read: Callable[..., T]) -> Callable[..., T]:
        @lru_cache(maxsize=maxsize)
        def kept(args: tuple[Any, ...], off: frozenset[str]) -> tuple[T, tuple[str, ...]]:
            with unrecorded() as names:
                answer = read(*args)
            return answer, tuple(names)

        @wraps(read)
        def reading(*args: Any) -> T:
            answer, names = kept(args, _OFF.get())
            for name in names:
                record(name)
            return answer

        return reading

    return wrap


def rows_off() -> frozenset[str]:
    """The rows `disabled()` turned off here (none outside such a block)."""
    return _OFF.get()
