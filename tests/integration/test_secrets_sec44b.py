"""sec44b: what the review of sec44 found, said through `strata say` and `attach`.

Every file of the data folder is grepped after the turns (store, checkpoints, history, -wal,
documents and their FAISS files), and so is each conversation's exported history.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.integration.test_secrets_as_typed import exported, said_then_imported
from tests.support.at_rest import files_holding_each, left_in

# (what the user says, the secret in it as the data folder would hold it in clear)
SAID = [
    ("my pwd is /hunter22", "hunter22"),  # pwd before a slash was read as the shell's directory
    ("wifi pwd: /Tr0ub4dor!", "Tr0ub4dor"),
    ("PWD=/Zx9!path", "Zx9!path"),
    ("pwd=~/x9Lm!q", "x9Lm!q"),
    ("old pwd was /x9Lm!q2", "x9Lm!q2"),
    ("pwd: ./s3cr3t", "s3cr3t"),
    ("the pwd is C:\\sunflower9", "sunflower9"),
    ("remember my wifi pwd is /Tr0ub4dor22, I keep forgetting it", "Tr0ub4dor22"),
    ("login: dan password sunflower", "sunflower"),  # a colon after login: the record was refused
    ("my card starts 4539 1488 and ends 6467", "1488 and"),  # 12 of 16 digits were in clear
    ("my card starts 4539 1488 and ends 6467", "ends 6467"),
]
# a card's number a group a line under its label: each group was in clear (a group alone is
# grepped as a line of its own, raw or JSON-escaped, or among blanks: a vector's floats hold
# four digits by chance)
STACKED = "card number:\n5412\n7534\n0321\n9898"
DOCUMENT = "Accounts\n\ncard number:\n4916\n3388\n2047\n5531\n\nthe door sticks, push hard\n"
IN_DOCUMENT = ["4916", "3388", "2047", "5531"]


def alone(group: str) -> list[str]:
    """A group of digits as a line of its own or a word among blanks, as a file would hold it."""
    return [f"\n{group}\n", f"\\n{group}\\n", f" {group} ", f"\n{group} ", f" {group}\n"]
# said as they are: the shell's directory, words of speech under a password's label
KEPT = ["PWD=/home/dan", "PWD=/Users/x/src", "password:\nfinally", "changed my password:\nthanks",
        "password\tyes"]


def test_what_the_review_of_sec44_found_rests_nowhere_in_clear(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    imported = [("user", "login: maya password foxglove"), ("assistant", "Noted.")]
    strata = said_then_imported(tmp_path, capsys, [*SAID, (STACKED, ""), *((k, "") for k in KEPT)],
                                imported)
    document = tmp_path / "accounts.txt"
    document.write_text(DOCUMENT, encoding="utf-8")
    strata("attach", str(document), "--conversation", "c1", "--quiet")
    exports = exported(tmp_path, strata, documents=True)
    groups = [*STACKED.split("\n")[1:], *IN_DOCUMENT]
    needles = [*dict.fromkeys(s for _, s in SAID), *(n for g in groups for n in alone(g)),
               "foxglove"]
    data = tmp_path / "data"
    assert left_in((data, exports), needles) == {}
    said = [m["content"] for m in json.loads((exports / "c1").read_text())["messages"]
            if m["role"] == "user"]
    for kept in KEPT:
        assert kept in said, (kept, said)
    assert files_holding_each(data, ["the door sticks"])["the door sticks"]  # the rest kept
