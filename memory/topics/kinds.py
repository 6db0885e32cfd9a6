"""Topics of one kind are one subject: pets, dogs, 猫 (memory/rules/topic_name_kinds.py KINDS).

`same_subject` (merging.py) merged topics whose names share their head ("pets", "best pets");
a person names a topic about their dog and one about their pets the same subject, though the
names share no word. A small table of kinds, each a row with examples, says which heads are one.
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.topic_name_kinds import KINDS
from strata_layered.memory.text.text import has_cjk


def subject_kind(name: str) -> str:
    """The kind a topic's name is of ("pets" for "dogs", "my cat", 猫生病), or "" for none."""
    name = name.strip()
    for row, en, _ in KINDS:
        if name and row.search(name):
            return en
    return ""


def kind_name(kind: str, name: str) -> str:
    """The kind's name in the language of a topic's name (pets, 宠物)."""
    for _, en, zh in KINDS:
        if en == kind:
            return zh if has_cjk(name) else en
    return name


def keeps_kind_name(name: str, merged: bool, summary: str) -> bool:
    """Whether a topic named by its kind keeps that name against what its points now repeat.

    Topics of a kind merged are named by the kind (pets: a dog's topic and a cat's); a later
    summary refresh names a topic by the phrase its points keep saying, which is one part of
    the kind ("dogs") and drops the rest (the cat). A person keeps calling it pets: the kind's
    name stays while a point of its summary still says something of the kind (forgetting may
    take them all back; then the topic is named by what it says instead).
    """
    kind = subject_kind(name)
    if not merged or not kind or kind_name(kind, name) != name:
        return False
    _, sep, body = summary.partition("：" if has_cjk(summary) else ": ")
    return bool(sep) and any(_says_kind(point, kind) for point in re.split(r"[；;]", body))


def _says_kind(point: str, kind: str) -> bool:
    """Whether a summary point says a word of the kind (a dog, 猫), read as names are."""
    if has_cjk(point):
        return any(subject_kind(point[i:j]) == kind
                   for i in range(len(point)) for j in range(i + 1, min(len(point), i + 4) + 1))
    return any(subject_kind(word) == kind for word in re.findall(r"[A-Za-z]+", point))
