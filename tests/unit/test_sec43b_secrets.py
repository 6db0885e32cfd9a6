"""sec43b: the review of sec43 — what stayed in clear and what was masked that is no secret.

The command line and the setting are rows (memory/sensitive/pasted.py, run by
tests/unit/test_rule_table.py); here the part's link, the capitals reading and a file's name.
tests/integration/test_secrets_sec43b.py says them through the real graph.
"""

from __future__ import annotations

import pytest

from strata_layered.memory.sensitive import find_secrets, mask_file_name, secrets_after


def masked(text: str) -> list[str]:
    return [text[s.start : s.end] for s in find_secrets(text)]


@pytest.mark.parametrize(("text", "values"), [
    # a part said without "with", before its digits (was: nothing masked)
    ("my pin begins 4471", ["4471"]),
    ("the code starts 8812", ["8812"]),
    ("my password begins 2morrow", ["2morrow"]),
    # not a part: no digits after, or no keyword
    ("my password starts soon", []),
    ("the movie starts 8pm", []),
    ("the meeting code starts 10 minutes late", []),
    # commands: -u glued, redis-cli -a (was: in clear); -u / -p elsewhere (was: masked)
    ("curl -udan:hyacinth7 https://x.com", ["hyacinth7"]),
    ("redis-cli -a Peony2020", ["Peony2020"]),
    ("mysqldump -uroot -pSecret99 db", ["Secret99"]),
    ("docker run -u 1000:1000 myimage", []),
    ("sudo -u postgres:postgres psql", []),
    ("git diff -u old:new", []),
    ("I use mysql at work. My kid's grades -pretty bad", []),
    ("redis-cli -h host -p 6379", []),
    # a setting's capitals ending in PASS (was: in clear), not a word's end
    ("set PGPASS=sunflower", ["sunflower"]),
    ("COMPASS=north", []),
    ("BYPASS=1", []),
])
def test_what_sec43b_reads(text: str, values: list[str]) -> None:
    assert masked(text) == values


def test_a_beginning_without_with_flags_the_rest() -> None:
    assert [("92", "code")] == [("and ends 92"[s.start : s.end], s.kind) for s in
                                secrets_after(["my pin begins 4471"], "and ends 92")]


@pytest.mark.parametrize(("name", "kept"), [
    ("passwords_sunflower.txt", "passwords_[hidden:password].txt"),
    ("wifi-pass-sunflower.txt", "wifi-pass-[hidden:password].txt"),
    ("db_pass_marigold.env", "db_pass_[hidden:password].env"),
    ("wifi_password_sunflower.txt", "wifi_password_[hidden:password].txt"),
    # a ticket's pass, a document about passwords
    ("bus-pass-scan.pdf", "bus-pass-scan.pdf"),
    ("boarding_pass_2024.pdf", "boarding_pass_2024.pdf"),
    ("passwords_policy.docx", "passwords_policy.docx"),
    ("my_passwords_list.txt", "my_passwords_list.txt"),
    ("passwords_2024.xlsx", "passwords_2024.xlsx"),
])
def test_a_password_in_a_file_name(name: str, kept: str) -> None:
    assert mask_file_name(name) == kept
