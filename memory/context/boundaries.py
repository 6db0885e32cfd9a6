"""[beyond] A boundary honoured in the context: what it says never to bring up stays out.

"以后别再提我前任了，也别提阿杰这个名字" (issue 24, probe24c) left 男朋友叫阿杰… and
男朋友特别喜欢打篮球 in every later prompt. The things a boundary names
(memory/rules/mentions.py) are found in the memories and the recalled messages of a turn,
which are left out (constraints are not: a constraint is kept whatever it names); so is
every memory of the person such a memory names (男朋友叫阿杰 says 阿杰 is the boyfriend).
The boundary itself stays: it is the instruction.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from strata_layered.memory.facts.people import SOMEONE, USER, whose
from strata_layered.memory.rules.folding import fold
from strata_layered.memory.rules.mentions import (
    NAMED_FILLER,
    NOT_TO_MENTION_EN,
    NOT_TO_MENTION_ZH,
)
from strata_layered.memory.store.records import MemoryItem
from strata_layered.memory.text.text import has_cjk

MIN_CHARS = 2
"""A shorter named thing (她) is no thing to look for."""
PRONOUNS = frozenset({"it", "that", "this", "them", "those", "these", "him", "her", "这个",
                      "那个", "这些", "那些", "这事", "那事", "他", "她", "它", "他们", "她们"})
"""Words that name nothing to look for: "never mention it again" left out every text with
"it" in it (review of round no24)."""


def unmentionable(boundaries: Iterable[str]) -> list[str]:
    """What the boundaries say never to bring up, each as it would be found in a text."""
    out: list[str] = []
    for text in boundaries:
        for row in (NOT_TO_MENTION_ZH, NOT_TO_MENTION_EN):
            if row.search(text) is None:  # off (`disabled`), or not said
                continue
            for found in row.pattern.finditer(fold(text)):  # 以後別再提: as the row read it
                what = text[found.start("what"):found.end("what")].strip()
                for _ in range(3):
                    what = NAMED_FILLER.sub("", what).strip()
                if len(what) >= MIN_CHARS and what.lower() not in PRONOUNS and what not in out:
                    out.append(what)
    return out


def mentions(text: str, things: Iterable[str]) -> bool:
    """Whether the text names one of the things (a word of its own in English)."""
    return any(thing in text if has_cjk(thing) else
               re.search(rf"\b{re.escape(thing)}\b", text, re.I) is not None for thing in things)


def left_out(memories: Iterable[MemoryItem], things: list[str]) -> tuple[set[str], set[str]]:
    """Ids of the memories that name a thing or its person, and those persons (subjects)."""
    kept = [m for m in memories if m.memory_type != "boundary"]
    persons = {s for m in kept if mentions(m.content, things)
               and (s := whose(m.subject, m.content)) not in (USER, SOMEONE)}
    ids = {m.id for m in kept if mentions(m.content, things)
           or whose(m.subject, m.content) in persons}
    return ids, persons


_PARTS = re.compile(r"(?<=[；;])\s*")


def summary_without(summary: str, things: list[str]) -> str:
    """A topic's summary without the parts that name a thing not to bring up (probe40).

    "关于好累小宝发烧：…；前夫昨天又打电话来…" keeps its other parts; a summary all of whose
    parts name one is left empty.
    """
    if not things or not mentions(summary, things):
        return summary
    parts = [p for p in _PARTS.split(summary) if p and not mentions(p, things)]
    return "".join(parts).rstrip("；; ")
