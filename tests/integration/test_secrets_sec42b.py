"""sec42b: what sec42 left in clear, said through `strata` say and import on main 7015ae5.

Every file of the data folder is grepped after the turns (store, checkpoints, history, -wal),
and so is the history the CLI exports: none of the secrets is in any; what was said beside
them (and a number said after a whole PIN) is.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.integration.test_secrets_as_typed import exported, said_then_imported
from tests.support.at_rest import left_in

# (what the user says, the secret in it as the data folder would hold it in clear)
SAID = [
    ("my pin is 73", ""),  # the first part: masked on main already
    ("914682", "914682"),  # its rest, in the next message (a vector's digits hold any 4)
    ("sorry, I meant 5521, not 5512 for the PIN", "meant 5521"),
    ("sorry, I meant 5521, not 5512 for the PIN", "not 5512"),
    ("my pin is the same as my locker, 6608", "locker, 6608"),
    ("the code is X7KQ 9M2P 55AB", "X7KQ"),
    ("the code is X7KQ 9M2P 55AB", "55AB"),
    ("my pin is 8830", ""),  # a whole PIN: the next message is no part of it
    ("5566", ""),
    ("I paid 1500 for the pin", ""),
]
# (role, content) of an imported conversation: a question of three things, a PIN in parts
IMPORTED = [("user", "can you help me with something?"),
            ("assistant", "Sure! What's your name, city and password?"),
            ("user", "Dan, Phoenix, sunflower"), ("assistant", "OK"),
            ("user", "and my pin is 62"), ("assistant", "OK"), ("user", "830715"),
            ("assistant", "Noted"), ("user", "my card pin is 91"), ("assistant", "OK"),
            ("user", "ok 394017"), ("assistant", "Noted")]  # the rest after a word (lead42)


def test_what_sec42_left_in_clear_rests_nowhere_in_clear(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    data = tmp_path / "data"
    strata = said_then_imported(tmp_path, capsys, SAID, IMPORTED)
    exports = exported(tmp_path, strata)
    needles = [*(s for _, s in SAID if s), "sunflower", "830715", "394017"]
    assert left_in((data, exports), needles) == {}
    said = [m["content"] for name in ("c1", "c2")
            for m in json.loads((exports / name).read_text())["messages"] if m["role"] == "user"]
    for kept in ("[hidden:code]", "sorry, I meant [hidden:code], not [hidden:code] for the PIN",
                 "my pin is the same as my locker, [hidden:code]",
                 "the code is [hidden:code]", "5566", "I paid 1500 for the pin",
                 "Dan, Phoenix, [hidden:password]", "and my pin is [hidden:code]"):
        assert kept in said, (kept, said)
