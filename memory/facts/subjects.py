"""Whose a fact is: the subject keys every layer shares (memory/facts/people.py reads them).

Apart from memory/facts/people.py so a listing (cli/memory_view.py) can tell the user's own facts
from the others' without importing the rule tables people.py reads with.
"""

from __future__ import annotations

USER = "user"
"""The subject of the user's own facts."""
SOMEONE = "someone"
"""A 他 / 她 / he / she the message does not name."""
