"""Topics of one kind are one subject: pets, dogs, 猫 (memory/rules/topic_name_kinds.py KINDS).

`same_subject` (merging.py) merged topics whose names share their head ("pets", "best pets");
a person names a topic about their dog and one about their pets the same subject, though the
names share no word. A small table of kinds, each a row with examples, says which heads are one.
"""

from __future__ import annotations

from strata_layered.memory.rules.topic_name_kinds import KINDS
from strata_layered.memory.text import has_cjk


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
