"""sec43: what sec42b left in clear, and what an attacker found that earlier rounds did not try.

The readings that are rows (memory/sensitive/rows.py: the part's opening, a Chinese question's
place, a setting, a command line, the table's column, the corrections) are run by
tests/unit/test_rule_table.py; here the links of keyed.py and the card's parts, which are parts
of a pattern rather than rows. tests/integration/test_secrets_sec43.py says them through the
real graph and greps every file of the data folder.
"""

from __future__ import annotations

import pytest

from strata_layered.memory.sensitive import (
    find_secrets,
    mask_document,
    mask_file_name,
    secrets_after,
)


def masked(text: str) -> list[str]:
    return [text[s.start : s.end] for s in find_secrets(text)]


@pytest.mark.parametrize(("text", "values"), [
    # a part said as the secret's beginning or end (was: nothing masked)
    ("my pin starts with 4471", ["4471"]),
    ("my pin begins with 4471", ["4471"]),
    ("my pin ends with 92", ["92"]),
    ("password starting with abc123", ["abc123"]),
    ("my card number starts with 4539 1488", ["4539 1488"]),
    # a filler between the link and the value (was: "actually" masked, hunter22 in clear)
    ("nvm my password is actually hunter22", ["hunter22"]),
    ("the pin is just 4471", ["4471"]),
    # a keyword alone at a line's end, a value on the next line: still the keyword's
    ("password,\nhunter22!", ["hunter22!"]),
    ("my email and password,\nhunter22!", ["hunter22!"]),
    # an aside opened right after the value (was: the whole read as a call, nothing masked)
    ("密码：Tulip2019（别告诉别人）", ["Tulip2019"]),
    ("密码是sunflower（别告诉别人）", ["sunflower"]),
    ("export PGPASSWORD=sunflower", ["sunflower"]),  # the keyword ends a setting's name
])
def test_a_part_or_a_filler_after_the_keyword_is_still_its_value(text: str,
                                                                  values: list[str]) -> None:
    assert masked(text) == values


@pytest.mark.parametrize("text", [
    "my password starts with a capital letter", "my password starts with a number",
    "the code starts with 2 letters", "my pin starts with the year",
    "my password ends with an exclamation mark", "my pin ends with 4 zeros",
    "my password is actually weak", "my password is really long",
    "the password starts with Tulip",  # a part with no digit nor sign: no reading of it
    "hashed_password = Column(String, nullable=False)", "password = getpass()", "COMPASS=north",
])
def test_what_a_part_or_a_filler_is_said_about_stays(text: str) -> None:
    assert masked(text) == []


@pytest.mark.parametrize(("first", "then", "kept"), [
    ("my pin starts with 4471", "and ends 92", "and ends "),
    ("my card number starts with 4539 1488", "and ends 0343 6467", "and ends "),
    ("密码开头是4471", "剩下是92", "剩下是"),
])
def test_the_rest_after_a_beginning_is_masked(first: str, then: str, kept: str) -> None:
    (rest,) = secrets_after([first], then)
    assert then[: rest.start] == kept and rest.end == len(then)


def test_a_setting_file_in_a_document_keeps_its_names() -> None:
    text = "DB_PASS=marigold\nAUTH_TOKEN=a8f7c6d5e4b3\nDEBUG=true\nPORT=8080"
    assert mask_document(text) == ("DB_PASS=[hidden:password]\nAUTH_TOKEN=[hidden:api_key]\n"
                                   "DEBUG=true\nPORT=8080")


@pytest.mark.parametrize(("name", "kept"), [
    ("wifi_password_sunflower.txt", "wifi_password_[hidden:password].txt"),  # was in clear
    ("password-sunflower.md", "password-[hidden:password].md"),
    ("password_policy.docx", "password_policy.docx"),
    ("password_reset_guide.pdf", "password_reset_guide.pdf"),
    ("password_for_bank.txt", "password_for_bank.txt"),
    ("passwords_2024.xlsx", "passwords_2024.xlsx"),
    ("bypass_valve.pdf", "bypass_valve.pdf"),
])
def test_a_password_glued_to_its_keyword_in_a_file_name(name: str, kept: str) -> None:
    assert mask_file_name(name) == kept
