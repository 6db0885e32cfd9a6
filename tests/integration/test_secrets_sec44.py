"""sec44: what sec43 and sec43b left, said through `strata` say, import and attach.

Every file of the data folder is grepped after the turns (store, checkpoints, history, -wal,
documents and their FAISS files), and so is each conversation's exported history: none of the
secrets is in any. The shell's working directory and the words about passwords stay as said.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.integration.test_secrets_as_typed import exported, said_then_imported
from tests.support.at_rest import files_holding_each, left_in

# (what the user says, the secret in it as the data folder would hold it in clear)
SAID = [
    ("my pin starts with 4471 and ends with 92", "ends with 92"),  # one message, both parts
    ("密码开头是6650，结尾是31", "结尾是31"),
    (".netrc: machine host login dan password sunflower", "password sunflower"),
    ("password\tmarigold", "marigold"),
    ("Tulip2019(dont tell)", "Tulip2019"),
    ("密码：Peony2020(dont tell)", "Peony2020"),
]
# a document: a keyword line then its rest, a card's number and its rest on the lines after
# its announcement, a PIN under its label, a password on the line under its label
DOCUMENT = ("Trip notes\n\nmy pin begins 5521\n密码：and ends 37\n\n我的银行卡号是\n6222 0212\n"
            "3456 7893\n\nPIN:\n8812\n\nwifi password:\nbluebell\n\nthe door sticks, push hard\n")
IN_DOCUMENT = ["and ends 37", "0212", "3456 7893", "8812", "bluebell"]
NAMED = [("hunter22-password.txt", "hunter22")]
KEPT = ["PWD=/home/dan", "OLDPWD=/home/dan/src", "PASSWORD_MIN_LENGTH=8",
        "the passwd file is in /etc", "password reset link sent"]


def test_what_sec43_and_sec43b_left_rests_nowhere_in_clear(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    imported = [("user", "my pin begins 7340 and ends 58"), ("assistant", "OK"),
                ("user", "machine git.example.com login dan password foxglove"),
                ("assistant", "Noted.")]
    strata = said_then_imported(tmp_path, capsys, [*SAID, *((k, "") for k in KEPT)], imported)
    document = tmp_path / "notes.txt"
    document.write_text(DOCUMENT, encoding="utf-8")
    strata("attach", str(document), "--conversation", "c1", "--quiet")
    for name, _ in NAMED:
        (tmp_path / name).write_text("Router in the hall closet.\n", encoding="utf-8")
        strata("attach", str(tmp_path / name), "--conversation", "c1", "--quiet")
    exports = exported(tmp_path, strata, documents=True)
    needles = [*(s for _, s in SAID), *IN_DOCUMENT, *(s for _, s in NAMED),
               "ends 58", "foxglove"]
    data = tmp_path / "data"
    assert left_in((data, exports), needles) == {}
    said = [m["content"] for m in json.loads((exports / "c1").read_text())["messages"]
            if m["role"] == "user"]
    for kept in [*KEPT, "my pin starts with [hidden:code] and ends with [hidden:code]"]:
        assert kept in said, (kept, said)
    assert files_holding_each(data, ["the door sticks"])["the door sticks"]  # the rest kept
