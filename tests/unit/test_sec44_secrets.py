"""sec44: what sec43 and sec43b left, read as rows (memory/sensitive/, rules/secret_mentions.py).

Each sentence is the brief's own; the rows' examples and non-examples run in
tests/unit/test_rule_table.py, and tests/integration/test_secrets_sec44.py greps the data folder.
"""

from __future__ import annotations

import pytest

from strata_layered.memory.rules.row import Row, disabled, firing
from strata_layered.memory.sensitive import (
    asked_secret,
    expected_secret,
    find_secrets,
    is_sensitive,
    mask_document,
    mask_file_name,
    mask_secrets,
)
from strata_layered.memory.sensitive.announcements import ANNOUNCE_ROWS, ASK_ROWS


def hidden(text: str) -> list[str]:
    return [text[s.start : s.end] for s in find_secrets(text)]


@pytest.mark.parametrize("text", [
    "no, the pin is 5521 not 5512", "DB_PASS=marigold", "my pin starts with 4471 and ends with 92",
    ".netrc: machine host login dan password sunflower"])
def test_a_second_read_of_the_same_text_records_the_same_rows(text: str) -> None:
    # find_secrets kept its answers in an lru_cache: the rows that fired were recorded on the
    # first read only, so a turn said again (another user, the same process) audited fewer
    seen = []
    for _ in range(3):
        with firing() as fired:
            mask_secrets(text)
        seen.append(fired)
    assert seen[0] and any(name.startswith("secret_") for name in seen[0]), seen
    assert seen[1] == seen[0] and seen[2] == seen[0]


def test_a_rest_said_in_the_same_message_is_masked_with_its_beginning() -> None:
    assert hidden("my pin starts with 4471 and ends with 92") == ["4471", "92"]
    assert hidden("my pin begins 4471 and ends 92") == ["4471", "92"]
    assert hidden("密码开头是4471，结尾是92") == ["4471", "92"]
    assert hidden("my pin starts with 44, ends 92") == ["44", "92"]
    assert hidden("the code is 4471 and ends in 20 minutes") == ["4471"]
    assert hidden("my pin is 4471 and ends up in my notes") == ["4471"]


def test_a_document_line_of_a_keyword_then_its_rest() -> None:
    # the at-rest test's layout of r13-en-03: '密码：and ends 92' masked "and" and left 92
    assert mask_document("my pin begins 4471\n密码：and ends 92").endswith("and ends [已隐去:密码]")
    assert mask_document("PIN: starts 44, ends 92") == (
        "PIN: starts [hidden:code], ends [hidden:code]")


def test_a_document_value_on_the_lines_after_its_announcement() -> None:
    # a card's number on the line after 我的银行卡号是, its rest on the line after that
    masked = mask_document("我的银行卡号是\n6222 0212\n3456 7890")
    assert "6222" not in masked and "3456" not in masked and "7890" not in masked
    masked = mask_document("Notes\n\nPIN:\n44\n71\n\nthe door sticks")
    assert "44" not in masked and "71" not in masked and "the door sticks" in masked
    assert mask_document("wifi password:\nsunflower") == "wifi password:\n[hidden:password]"


@pytest.mark.parametrize(("text", "value"), [
    (".netrc: machine host login dan password sunflower", "sunflower"),
    ("password\tsunflower", "sunflower"),
    ("Tulip2019(dont tell)", "Tulip2019"),
    ("密码：Tulip2019(dont tell)", "Tulip2019"),
])
def test_what_sec43_left_in_clear_is_masked(text: str, value: str) -> None:
    assert hidden(text) == [value]
    assert value not in mask_secrets(text).text


def test_a_file_name_with_the_value_before_its_keyword() -> None:
    assert mask_file_name("hunter22-password.txt") == "[hidden:password]-password.txt"
    for kept in ("gmail-password.txt", "2024-passwords.xlsx", "v2-password-policy.pdf",
                 "wifi5g-password.txt", "password_policy.docx"):
        assert mask_file_name(kept) == kept


@pytest.mark.parametrize("text", [
    "PWD=/home/dan", "OLDPWD=/home/dan/src", "export PWD=/home/dan", "$ pwd\n/home/dan",
    "PASSWORD_MIN_LENGTH=8", "the passwd file is in /etc", "password reset link sent",
    "PASSWORD_FILE=/run/secrets/db"])
def test_the_working_directory_and_its_kin_stay_as_said(text: str) -> None:
    assert mask_secrets(text).text == text
    assert hidden(text) == []


def test_a_working_directory_is_no_secret_for_the_gate_but_a_pwd_value_is() -> None:
    assert not is_sensitive("PWD=/home/dan")
    assert is_sensitive("PWD=hunter22") and hidden("PWD=hunter22") == ["hunter22"]
    assert hidden("DB_PWD=/Zx9!path") == ["/Zx9!path"]


def test_the_announcements_and_the_questions_are_rows_that_fire_and_can_be_silenced() -> None:
    # AnnounceRow was a kind of its own, read by its bare pattern: neither recorded nor silenced
    assert all(type(row) is Row for row in (*ANNOUNCE_ROWS, *ASK_ROWS))
    said, asked = "I'll type my password in the next message", "What's the code on the lockbox?"
    with firing() as fired:
        assert expected_secret(said) == "password" and asked_secret(asked) == "code"
    assert {"secret_next_message_en", "secret_asked_en"} <= set(fired)
    with disabled({"secret_next_message_en", "secret_asked_en"}):
        assert expected_secret(said) is None and asked_secret(asked) is None
