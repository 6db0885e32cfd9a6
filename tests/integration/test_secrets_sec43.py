"""sec43: secrets left in clear on main 1462e1e, said through `strata` say, import and attach.

Every file of the data folder is grepped after the turns (store, checkpoints, history, -wal),
and so is what the CLI exports (each conversation's history): none of the secrets is in any;
what was said beside them (a site, a name, a city, a port) is.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.integration.test_secrets_as_typed import exported, said_then_imported
from tests.support.at_rest import left_in

# (what the user says, the secret in it as the data folder would hold it in clear)
SAID = [
    ("my pin starts with 4471", "with 4471"),  # a first part said as the secret's beginning
    ("and ends 92", "ends 92"),  # its rest, in the next message
    ("site,password\ngmail,hunter22!", "hunter22!"),  # a CSV pasted: only the password goes
    ("nvm my password is actually Tulip2019", "Tulip2019"),  # "actually" was taken for it
    ("my password is begonia. oops ignore that, it's tulip77", "tulip77"),
    ("密码是lilac55，哦不对忽略这个，是tulip88", "tulip88"),
    ("DB_PASS=marigold\nAUTH_TOKEN=a8f7c6d5e4b3\nSTRIPE_KEY=sk_live_51HxYz", "marigold"),
    ("DB_PASS=marigold\nAUTH_TOKEN=a8f7c6d5e4b3\nSTRIPE_KEY=sk_live_51HxYz", "a8f7c6d5e4b3"),
    ("DB_PASS=marigold\nAUTH_TOKEN=a8f7c6d5e4b3\nSTRIPE_KEY=sk_live_51HxYz", "sk_live_51HxYz"),
    ("the reset link is https://x.com/login?pwd=daffodil&u=dan", "daffodil"),
    ("I ran curl -u dan:hyacinth7 https://api.x.com", "hyacinth7"),
    ("then mysql -u root -pPeony2020 shop", "Peony2020"),
]
# (role, content) of an imported conversation: a Chinese question of three things
IMPORTED = [("user", "帮我登记一下"), ("assistant", "好的。你叫什么、住哪、门禁密码多少？"),
            ("user", "小敏，成都，lavender"), ("assistant", "好的")]
# an attached document: a .env pasted into notes, a JSON block; another with a password in its name
DOCUMENT = ("Deploy notes\n\nDB_PASSWORD=camellia\nCLIENT_SECRET=zz91kk22qq\n\n"
            '```json\n{"user": "dan", "password": "wisteria9"}\n```\n')


def test_what_sec43_found_in_clear_rests_nowhere_in_clear(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    data = tmp_path / "data"
    strata = said_then_imported(tmp_path, capsys, SAID, IMPORTED)
    notes = tmp_path / "deploy-notes.txt"
    notes.write_text(DOCUMENT, encoding="utf-8")
    strata("attach", str(notes), "--conversation", "c1", "--quiet")
    named = tmp_path / "wifi_password_snapdragon.txt"  # the secret in the file's name only
    named.write_text("Router in the hall closet.\n", encoding="utf-8")
    strata("attach", str(named), "--conversation", "c1", "--quiet")
    exports = exported(tmp_path, strata)
    needles = [*(s for _, s in SAID), "lavender", "camellia", "zz91kk22qq", "wisteria9",
               "snapdragon"]
    assert left_in((data, exports), needles) == {}
    said = [m["content"] for name in ("c1", "c2")
            for m in json.loads((exports / name).read_text())["messages"] if m["role"] == "user"]
    for kept in ("my pin starts with [hidden:code]", "and ends [hidden:code]",
                 "site,password\ngmail,[hidden:password]",
                 "the reset link is https://x.com/login?pwd=[hidden:password]&u=dan",
                 "小敏，成都，[已隐去:密码]"):
        assert kept in said, (kept, said)
