"""sec41: a code said in groups, a long code of letters and digits, a gift card's code.

'gift card code: 1234 5678 9012' kept '5678 9012' in clear (only the first group was read),
'the door code is 8HF2KQ9ZP1' rested whole (a code of letters and digits past 8), and a gift
card's code was never one ('gift' is a public code beside promo). The gift card row with its
own examples is in memory/sensitive/cues_said.py (tests/unit/test_sensitive_cues.py runs it).
"""

from __future__ import annotations

import pytest

from strata_layered.memory.sensitive import find_secrets, mask_secrets

GROUPED = [
    ("gift card code: 1234 5678 9012", "1234 5678 9012"),
    ("the door code is 4471 2290", "4471 2290"),
    ("my PIN is 12 34 56", "12 34 56"),
    ("my PIN is 47 19", "47 19"),
    ("my PIN is 4471-2290", "4471-2290"),
    ("verification code: 123-456-789", "123-456-789"),
    ("your verification code is 482 913", "482 913"),
    ("验证码是 1234 5678", "1234 5678"),
    ("验证码：482-913", "482-913"),
    ("门禁密码 1234 5678", "1234 5678"),
    ("code: 3301 7782 0419", "3301 7782 0419"),
    ("the door code is 8HF2KQ9ZP1", "8HF2KQ9ZP1"),
    ("alarm code: K9X4-22QZ-7HPL", "K9X4-22QZ-7HPL"),
]
NOT_CODES = [
    "buy a key safe for 20 bucks",
    "the door code is on the fridge",
    "the verification code expired again",
    "use code RELAX15 at checkout",
    "zip code 94103 4410",
    "the gift card is 50 dollars",
    "my gift card is 2000 yuan",
    "礼品卡面值100元",
]


@pytest.mark.parametrize(("text", "value"), GROUPED)
def test_a_code_in_groups_is_masked_whole(text: str, value: str) -> None:
    masked = mask_secrets(text).text
    assert all(part not in masked for part in value.replace("-", " ").split()), masked


@pytest.mark.parametrize("text", NOT_CODES)
def test_no_code_is_read_where_none_is_said(text: str) -> None:
    assert find_secrets(text) == [], text


def test_a_code_in_groups_ends_where_the_words_begin() -> None:
    text = "the door code is 4471 and the wifi is slow"
    assert mask_secrets(text).text == "the door code is [hidden:code] and the wifi is slow"
    text = "the verification code is 482913 10 minutes ago"
    assert mask_secrets(text).text == "the verification code is [hidden:code] 10 minutes ago"
