"""A short answer to the partner's question, completed with the question's object [beyond].

"你喜欢园艺活动吗？" then "我喜欢！": the user's clause 我喜欢 says 我喜欢园艺活动. The rows are
memory/rules/answers.py; the span selector reads the completed clause
(memory/gate/span_reading.py), so the memory says what was liked, wanted or considered.
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.answers import ASKED_OBJECT, BARE_ANSWER

_IT = re.compile(r"\b(?:it|that|them)(?=[.!]*$)", re.I)


def asked_object(asked: str) -> str | None:
    """What the partner's closing question asks the user about, if it asks one of these."""
    found = ASKED_OBJECT.search(asked.strip()) if asked.strip() else None
    if found is None:
        return None
    return (found["zh"] or found["en"] or "").strip() or None


def answered(clause: str, asked: str) -> str | None:
    """The clause completed with the asked object when it is a bare answer, else None."""
    said = clause.strip()
    if not said or BARE_ANSWER.search(said) is None:
        return None
    thing = asked_object(asked)
    if thing is None:
        return None
    bare = said.rstrip("！!。.~～ ")
    if _IT.search(bare):
        return _IT.sub(thing, bare, count=1)
    bare = re.sub(r"(?:的|啊|呀|哦|呢)$", "", bare)
    return bare + thing
