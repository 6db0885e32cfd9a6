"""An order to the assistant beside a fact of the user's, in one memory, said as a wish."""

from __future__ import annotations

from strata_layered.memory.facts.addressed import said_to_assistant
from strata_layered.memory.rules.wishes import (
    SAID_OF_SELF,
    WISH_KEPT_EN,
    WISH_ORDER_EN,
    WISH_ORDER_ZH,
)
from strata_layered.memory.text.text import has_cjk


def as_wishes(notes: list[str], said: list[str] | None = None) -> list[str]:
    """The notes, each order to the assistant a wish when one said with I / 我 is beside it.

    `said`: each note's clause as the user said it. "Keep your answers short" beside "I read
    on my phone" → "wants short answers"; 回答简短一点 beside 我都是用手机看的 → 希望回答简短一点.
    An order with its own qualifier (以后都用英文回复，不只是这次) is kept as said.
    """
    if said is None or len(said) != len(notes):
        return notes
    # A clause said with I / 我 is the user's own, never an order, whatever its note opens with:
    # "but I always feel like something's missing" is noted "always feels like…", which
    # reads as the order "Always …" (facts41: it was noted "wants you to always feels like…").
    asked = [said_to_assistant(n) and not SAID_OF_SELF.search(s)
             for n, s in zip(notes, said, strict=True)]
    if not any(asked) or not any(SAID_OF_SELF.search(s) for s, a in zip(said, asked, strict=True)
                                 if not a):
        return notes
    return [_wish(n) if a else n for n, a in zip(notes, asked, strict=True)]


def _wish(note: str) -> str:
    if has_cjk(note):
        found = WISH_ORDER_ZH.search(note)
        return f"希望{found['order']}" if found else note
    if kept := WISH_KEPT_EN.search(note):
        return f"wants {kept['how'].lower()} {kept['what'].lower()}"
    if order := WISH_ORDER_EN.search(note):
        return f"wants you to {order['order'][:1].lower()}{order['order'][1:]}"
    return note
