"""sec43b: what the review of sec43 found, said through `strata` say and attach.

Every file of the data folder is grepped after the turns (store, checkpoints, history, -wal), and
so is the exported history: none of the secrets is in any. The commands whose -u / -p is no
password (docker's user, sudo's, git's unified diff, a sentence after "mysql") keep their words.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.integration.test_secrets_as_typed import cli
from tests.support.at_rest import left_in

# (what the user says, the secret in it as the data folder would hold it in clear)
SAID = [
    ("my pin begins 4471", "begins 4471"),  # a part, without "with"
    ("the code starts 8812", "starts 8812"),
    ("I ran curl -udan:hyacinth7 https://api.x.com", "hyacinth7"),  # the user glued to -u
    ("then redis-cli -h cache.local -a Peony2020 ping", "Peony2020"),
    ("set PGPASS=sunflower before psql", "sunflower"),  # PASS in a setting's capitals
]
# files whose name alone holds the password
NAMED = [("passwords_bluebell.txt", "bluebell"), ("wifi-pass-foxglove.txt", "foxglove")]
# -u / -p of commands that take no password there, and a sentence after "mysql"
KEPT = ["docker run -u 1000:1000 myimage", "sudo -u postgres:postgres psql",
        "git diff -u old:new", "I use mysql at work. My kid's grades -pretty bad"]


def test_what_the_sec43_review_found_rests_nowhere_in_clear(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    data = tmp_path / "data"
    strata = cli(data, capsys)
    for text in [*(text for text, _ in SAID), *KEPT]:
        strata("say", "--conversation", "c1", text)
    for name, _ in NAMED:
        named = tmp_path / name
        named.write_text("Router in the hall closet.\n", encoding="utf-8")
        strata("attach", str(named), "--conversation", "c1", "--quiet")
    exports = tmp_path / "exports"
    exports.mkdir()
    (exports / "c1").write_text(strata("history", "--conversation", "c1", "--json"),
                                encoding="utf-8")
    needles = [*(s for _, s in SAID), *(s for _, s in NAMED)]
    assert left_in((data, exports), needles) == {}
    said = [m["content"] for m in json.loads((exports / "c1").read_text())["messages"]
            if m["role"] == "user"]
    for kept in [*KEPT, "my pin begins [hidden:code]", "set PGPASS=[hidden:password] before psql"]:
        assert kept in said, (kept, said)
