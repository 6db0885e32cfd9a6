"""sec44b: what the review of sec44 found, read as rows (memory/sensitive/, secret_mentions.py).

The rows' examples and non-examples run in tests/unit/test_rule_table.py; the data folder is
grepped in tests/integration/test_secrets_sec44b.py.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from types import FrameType

import pytest

from strata_layered.memory.sensitive import mask_document, mask_secrets


@pytest.mark.parametrize(("text", "value"), [
    ("my pwd is /hunter22", "hunter22"), ("wifi pwd: /Tr0ub4dor!", "Tr0ub4dor"),
    ("PWD=/Zx9!path", "Zx9!path"), ("pwd=~/x9Lm!q", "x9Lm!q"), ("old pwd was /x9Lm!q2", "x9Lm!q2"),
    ("pwd: ./s3cr3t", "s3cr3t"), ("the pwd is C:\\sunflower9", "sunflower9"),
    ("remember my wifi pwd is /Tr0ub4dor22, I keep forgetting it", "Tr0ub4dor22"),
    ("login: dan password sunflower", "sunflower"),
    ("my card starts 4539 1488 and ends 6467", "1488"),
    ("my card starts 4539 1488 and ends 6467", "6467"),
])
def test_a_secret_the_review_found_in_clear_is_masked(text: str, value: str) -> None:
    # pwd before a slash was read as the shell's directory whatever followed; a colon after
    # login refused the record; "my card starts" named no card
    assert value not in mask_secrets(text).text


@pytest.mark.parametrize("text", [
    "PWD=/home/dan", "OLDPWD=/home/dan/src", "PWD=/Users/x/src", "$ pwd\n/home/dan",
    "password:\nfinally", "changed my password:\nthanks", "password\tyes",
    "login: dan password reset", "my card ends 6467"])
def test_a_directory_or_a_word_of_speech_is_kept_as_said(text: str) -> None:
    assert mask_document(text) == text


def test_a_card_a_group_a_line_under_its_label_is_masked_line_by_line() -> None:
    masked = mask_document("card number:\n4539\n1488\n0343\n6467\nsee you soon")
    assert masked.split("\n")[1:] == ["[hidden:bank_card]"] * 4 + ["see you soon"]
    assert mask_document("scores:\n12\n15\n19") == "scores:\n12\n15\n19"  # no card named


def calls(work: Callable[[], object]) -> int:
    """How many Python functions and C functions the work calls (generators' steps too)."""
    count = 0

    def seen(frame: FrameType, event: str, arg: object) -> None:
        nonlocal count
        count += event in ("call", "c_call")
    sys.setprofile(seen)
    try:
        work()
    finally:
        sys.setprofile(None)
    return count


@pytest.mark.parametrize("unit", ["PWD=/home/dan ", "我的银行卡号是\n6222 0212\n3456 7890\n"])
def test_a_long_document_is_read_in_linear_work(unit: str) -> None:
    # sec44b: every keyword scanned every directory's span (keyed.py) and every line scanned
    # and rebuilt the whole text's secrets (expecting.py): 200 kB took 16.6 s and 31 s
    mask_document(unit * 4)  # the rows compiled, the caches warm
    small = calls(lambda: mask_document(unit * 150))
    large = calls(lambda: mask_document(unit * 600))  # four times as long
    assert large < 4.6 * small, (small, large)
