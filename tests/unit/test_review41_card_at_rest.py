"""A card number that ends in zeros rested in clear (review41).

"my card number is 6222 0202 0000" (and 我的卡号是6222 0202 0000) was not masked: the reader
of a card number given in part took any number ending in 0000 for a round sum. It flagged the
next message, but the digits stayed in the store, the checkpoints and the history. Now only
one or two digits and then zeros are a sum; a turn leaves the digits nowhere in the folder.
A PIN asked beside a public code ("What's the area code and PIN?") was no longer flagged.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from strata_layered.cli import main
from strata_layered.memory.sensitive import asked_secret, find_secrets


@pytest.mark.parametrize(
    ("text", "value"),
    [("my card number is 6222 0202 0000", "6222 0202 0000"),
     ("我的卡号是6222 0202 0000", "6222 0202 0000"),
     ("card number: 6222-0202-0000", "6222-0202-0000"),
     ("银行卡号 4539 1488 0000", "4539 1488 0000"),
     ("my card number is 4539 1488 0343", "4539 1488 0343")],
)
def test_a_card_number_ending_in_zeros_is_masked(text: str, value: str) -> None:
    assert [(s.kind, text[s.start : s.end]) for s in find_secrets(text)] == [("bank_card", value)]


@pytest.mark.parametrize(
    "text", ["card no. 10000000 of the batch", "card number 2019 2020 was old"])
def test_a_round_sum_or_years_after_a_card_word_stay(text: str) -> None:
    assert find_secrets(text) == []


def _files_holding(folder: Path, needles: tuple[bytes, ...]) -> list[str]:
    return [str(p.relative_to(folder)) for p in folder.rglob("*") if p.is_file()
            and any(n in p.read_bytes() for n in needles)]


@pytest.mark.parametrize(
    "turns",
    [["my card number is 6222 0202 0000", "and my cat is called Mo"],
     ["我的卡号是6222 0202 0000", "我家的猫叫墨墨"]],
)
def test_no_digit_of_the_card_rests_in_the_data_folder(tmp_path: Path, turns: list[str]) -> None:
    data = ["--data", str(tmp_path / "data"), "--user", "u"]
    for text in turns:
        assert main([*data, "say", "--conversation", "c", text]) == 0
    needles = (b"0202 0000", b"02020000", "0202 0000".encode("utf-16-le"))
    assert _files_holding(tmp_path / "data", needles) == []


def test_a_pin_asked_beside_a_public_code_rests_nowhere(tmp_path: Path) -> None:
    # left41's zip rule dropped the whole question: "What's the area code and PIN?" → "020, 4471"
    # kept 4471 in clear (before left41 it was flagged as a code)
    transcript = tmp_path / "pin.jsonl"
    transcript.write_text("\n".join(json.dumps({"role": role, "content": content}) for role, content
                                    in (("user", "can you set up the alarm app for me?"),
                                        ("assistant", "Sure. What's the area code and PIN?"),
                                        ("user", "020, 4471"), ("assistant", "OK"))),
                          encoding="utf-8")
    data = ["--data", str(tmp_path / "data"), "--user", "u"]
    assert main([*data, "import", "--conversation", "c", "--quiet", str(transcript)]) == 0
    # the PIN as a word of its own: a bare b"4471" also turns up inside a checkpoint id or a
    # time stamp's microseconds (a chance match seen once under load), which is not the PIN
    alone = re.compile(rb"(?<![0-9A-Za-z])4471(?![0-9A-Za-z])")
    assert [str(p.relative_to(tmp_path / "data")) for p in (tmp_path / "data").rglob("*")
            if p.is_file() and (alone.search(p.read_bytes())
                                or "4471".encode("utf-16-le") in p.read_bytes())] == []
    assert asked_secret("What's your zip code?") is None
