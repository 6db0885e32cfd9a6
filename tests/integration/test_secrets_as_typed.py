"""Round 7: one secret of each kind typed as users type them, said through `strata say`.

None rests in clear in any file of the data folder (store, checkpoints, history, -wal), and
none is remembered as a fact, while a plain memory said beside them is.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from strata_layered.cli import main
from tests.integration.test_forgetting import files_holding

# (what the user says, the secret in it): one of each round-7 kind, both languages.
SAID = [
    ("Remember: my Medicare number is 1EG4-TE5-MK72", "1EG4-TE5-MK72"),
    ("Remember: my NHS number is 485 777 3457", "485 777 3457"),
    ("Remember: wifi is HomeNet, the key is sunflower88", "sunflower88"),
    ("Remember: when you get here buzz 4417 at the door", "buzz 4417"),
    ("Remember: my security answer is Fluffy", "Fluffy"),
    ("记住：我的密保问题答案是小白", "答案是小白"),
    ("记住：医保卡号 ZJ330106A98215", "ZJ330106A98215"),
    ("Remember: my 2FA backup codes are 8273-1946, 5520-8813 and 9014-2267", "5520-8813"),
    ("Remember: my wallet's 12 words are: witch collapse practice feed shame open despair"
     " creek road again ice least", "despair creek road"),
    ("Remember: my password is capital T, r, o, u, b, l, e, 9, 9", "o, u, b, l, e"),
    ("Remember: the password is my email name plus 2024 — maria.k2024", "maria.k2024"),
    ("记住：门禁码 8032#，到了直接按", "8032#"),
    ("Remember: insurance member ID XJH447812093", "XJH447812093"),
]


def test_secrets_typed_as_users_type_them_rest_nowhere_in_clear(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    data = tmp_path / "data"

    def strata(*args: str) -> str:
        capsys.readouterr()
        assert main(["--data", str(data), "--user", "mia", *args]) == 0
        return capsys.readouterr().out

    for text, _ in SAID:
        strata("say", "--conversation", "c1", text)
    strata("say", "--conversation", "c1", "记住：我喜欢喝乌龙茶，不加糖")
    kept = [m["content"] for m in json.loads(strata("memories", "list", "--json"))]
    assert any("乌龙茶" in m for m in kept)  # the memory layer ran beside the secrets
    assert not any("[已隐去" in m or "[hidden" in m for m in kept)
    left = {secret: hits for _, secret in SAID if (hits := files_holding(data, secret))}
    assert left == {}
