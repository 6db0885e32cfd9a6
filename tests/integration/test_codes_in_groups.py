"""sec41: codes in groups and gift card codes, said through `strata say`, rest nowhere in clear.

Every file of the data folder (store, checkpoints, history, -wal) is grepped for the code's
groups after the turns, in English and in Chinese; a plain memory said beside them is kept.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.integration.test_secrets_as_typed import cli
from tests.support.at_rest import left_in

SAID = [
    ("Remember: gift card code: 3301 7782 0419", ["7782 0419", "77820419"]),
    ("Remember: the door code is 8HF2KQ9ZP1", ["8HF2KQ9ZP1"]),
    ("Remember: my gift card code is X7KQ-99PL-M3TZ", ["99PL", "M3TZ"]),
    ("Remember: here's my amazon gift card: AQ7K-2PLM-9XZT", ["2PLM", "9XZT"]),
    ("Remember: my PIN is 58 41 93", ["58 41 93"]),
    ("记住：礼品卡卡密是 6HQ2KX9ZP1XY", ["6HQ2KX9ZP1XY"]),
    ("记住：充值卡卡密 AB12-CD34-EF56", ["CD34", "EF56"]),
    ("记住：验证码是 6029 1847", ["6029 1847", "60291847"]),
]


def test_codes_in_groups_and_gift_card_codes_rest_nowhere_in_clear(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    data = tmp_path / "data"
    strata = cli(data, capsys)
    for text, _ in SAID:
        strata("say", "--conversation", "c1", text)
    strata("say", "--conversation", "c1", "Remember: I got a gift card for my birthday")
    kept = [m["content"] for m in json.loads(strata("memories", "list", "--json"))]
    assert any("gift card" in m for m in kept)  # the memory layer ran beside the codes
    assert left_in((data,), [part for _, parts in SAID for part in parts]) == {}
