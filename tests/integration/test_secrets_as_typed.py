"""Rounds 7 and 8: one secret of each kind as users type or say them, through `strata say`.

None rests in clear in any file of the data folder (store, checkpoints, history, -wal), and
none is remembered as a fact, while a plain memory said beside them is.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest

from strata_layered.cli import main
from tests.support.at_rest import files_holding, left_in

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


def cli(data: Path, capsys: pytest.CaptureFixture[str]) -> Callable[..., str]:
    """`strata --data DATA --user mia ARGS…` in this process: its output (exit 0 asserted)."""

    def strata(*args: str) -> str:
        capsys.readouterr()
        assert main(["--data", str(data), "--user", "mia", *args]) == 0
        return capsys.readouterr().out

    return strata


def said_then_imported(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                       said: list[tuple[str, object]], imported: list[tuple[str, str]]
                       ) -> Callable[..., str]:
    """Each text of `said` once through `strata say` (c1), then `imported` as a transcript (c2)."""
    strata = cli(tmp_path / "data", capsys)
    for text in dict.fromkeys(text for text, _ in said):
        strata("say", "--conversation", "c1", text)
    transcript = tmp_path / "asked.jsonl"
    transcript.write_text("\n".join(json.dumps({"role": r, "content": c}) for r, c in imported),
                          encoding="utf-8")
    strata("import", "--conversation", "c2", "--quiet", str(transcript))
    return strata


def exported(tmp_path: Path, strata: Callable[..., str], documents: bool = False) -> Path:
    """What the user can take away: both conversations' histories (and the documents list)."""
    exports = tmp_path / "exports"
    exports.mkdir()
    for name in ("c1", "c2"):
        (exports / name).write_text(strata("history", "--conversation", name, "--json"),
                                    encoding="utf-8")
    if documents:
        (exports / "documents").write_text(strata("documents", "list", "--json"),
                                           encoding="utf-8")
    return exports


def test_secrets_typed_as_users_type_them_rest_nowhere_in_clear(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    data = tmp_path / "data"
    strata = cli(data, capsys)

    for text, _ in SAID:
        strata("say", "--conversation", "c1", text)
    strata("say", "--conversation", "c1", "记住：我喜欢喝乌龙茶，不加糖")
    kept = [m["content"] for m in json.loads(strata("memories", "list", "--json"))]
    assert any("乌龙茶" in m for m in kept)  # the memory layer ran beside the secrets
    assert not any("[已隐去" in m or "[hidden" in m for m in kept)
    assert left_in((data,), [secret for _, secret in SAID]) == {}


# Round 8 (sec40): secrets said aloud, in parts, or as the answer to the assistant's question.
SAID_ROUND8 = [
    ("Remember: my password is my email with 2024 at the end", "email with 2024 at the end"),
    ("记住：银行卡密码就是我手机号后六位", "手机号后六位"),
    ("Remember: to get into my voicemail it's star 33907 pound", "star 33907"),
    ("记住：单元门按星号4471井号就开了", "星号4471"),
    ("Remember: my PIN is 4 seven 1 9", "4 seven 1 9"),
    ("Remember: the bike lock is four seven one nine", "four seven one nine"),
    ("记住：验证码幺洞拐两", "幺洞拐两"),
    ("记住：门锁密码幺洞拐两五八", "拐两五八"),
    ("Remember: ship it to unit 12, 40 Harbour Road", "unit 12"),
    ("记住：身份证：1101 0519 9003 0712 39", "0519 9003"),
]
# A card number over two messages, each said alone (the second only the rest, then a remark).
CARD = [("my card number is 4539 1488 0343", "1488 0343"), ("6467, expires 09/27", "6467, ex")]
# The assistant asks, the user answers with the bare value (an imported exchange).
ASKED = [
    ("can you keep the lockbox code for the cleaner?", "Sure. What's the code on the lockbox?",
     "884172"),
    ("帮我记一下门禁", "好的，门禁密码多少来着？", "幺三五七九"),
]


def test_secrets_said_aloud_in_parts_or_when_asked_rest_nowhere_in_clear(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    data = tmp_path / "data"
    strata = cli(data, capsys)

    for text, _ in SAID_ROUND8:
        strata("say", "--conversation", "c1", text)
    for text, _ in CARD:
        strata("say", "--conversation", "c2", text)
    transcript = tmp_path / "asked.jsonl"
    transcript.write_text("\n".join(
        json.dumps({"role": role, "content": content}, ensure_ascii=False)
        for opening, question, answer in ASKED
        for role, content in (("user", opening), ("assistant", question), ("user", answer),
                              ("assistant", "OK"))), encoding="utf-8")
    strata("import", "--conversation", "c3", "--quiet", str(transcript))
    strata("say", "--conversation", "c3", "记住：我喜欢喝乌龙茶，不加糖")
    kept = [m["content"] for m in json.loads(strata("memories", "list", "--json"))]
    assert any("乌龙茶" in m for m in kept)  # the memory layer ran beside the secrets
    assert not any("[已隐去" in m or "[hidden" in m for m in kept)
    needles = [*(s for _, s in SAID_ROUND8), *(s for _, s in CARD), *(a for *_, a in ASKED)]
    assert left_in((data,), needles) == {}
    # What was said beside them stays: the question, the remark after the card's rest.
    history = strata("history", "--conversation", "c3", "--json")
    assert "What's the code on the lockbox?" in history and "[hidden:code]" in history
    assert ", expires 09/27" in strata("history", "--conversation", "c2", "--json")


def test_a_cards_rest_in_a_document_rests_nowhere_and_a_zip_code_asked_is_no_secret(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # left41 (sec40 left both): the rest of a card on the next line of one document stayed in
    # clear (no turn to flag it); "What's your zip code?" → "90210" was masked as a code
    data = tmp_path / "data"
    strata = cli(data, capsys)
    notes = tmp_path / "trip.txt"
    notes.write_text("Trip notes\nmy card number is 4539 1488 0343\nok and the rest is 6467\n"
                     "hotel check-in is at 3pm, the rest of the day is free\n", encoding="utf-8")
    strata("attach", "--conversation", "c1", "--quiet", str(notes))
    transcript = tmp_path / "zip.jsonl"
    transcript.write_text("\n".join(json.dumps({"role": role, "content": content}) for role,
                                    content in (("user", "can you find a dentist near me?"),
                                                ("assistant", "Sure. What's your zip code?"),
                                                ("user", "90210"), ("assistant", "OK"))),
                          encoding="utf-8")
    strata("import", "--conversation", "c2", "--quiet", str(transcript))
    assert left_in((data,), ("1488 0343", "rest is 6467")) == {}
    assert files_holding(data, "the rest of the day is free")  # the rest of the text stays
    history = strata("history", "--conversation", "c2", "--json")
    assert "90210" in history and "[hidden" not in history  # an area, as said in one message
