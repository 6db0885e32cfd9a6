"""What every detector shares: the folded view of a text, hits, secrets and the mask shape."""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from typing import NamedTuple

# Full-width delimiters stay as they are: in Chinese text they end a value ("密码是abc，谢谢"),
# while their ASCII twins may belong to one (a password may hold a comma).
_KEEP = "，；：！？"
_NUMERALS = dict(
    zip("零〇一幺二三四五六七八九壹贰叁肆伍陆柒捌玖", "001123456789123456789", strict=True)
)
# 一三八，零零一三，八零零零: a comma or 、 between spelled-out numerals splits one number into
# groups (as a space does between digits), not a list; it folds to a space. Between digits
# it stays, so a list of figures (120，135，140) is not read as one number.
_NUMERAL_CHARS = "".join(_NUMERALS)
_NUMERAL_COMMA = re.compile(rf"(?<=[{_NUMERAL_CHARS}])[，、,](?=[ \t]?[{_NUMERAL_CHARS}])")
# [beyond] sec40: digits as radio operators and dispatchers say them (幺洞拐两 = 1072): 洞 0,
# 拐 7, 两 2. Those three are ordinary words (山洞, 拐弯, 两个人), so they fold only inside a
# run of three or more numerals that holds one of 幺洞拐 (验证码幺洞拐两, 门锁密码幺洞拐两五八).
RADIO_NUMERALS = {"洞": "0", "拐": "7", "两": "2"}
_RADIO_RUN = re.compile(rf"[{_NUMERAL_CHARS}洞拐两]{{3,}}")
# [beyond] Letters of other scripts drawn like Latin ones (Cyrillic а е о р с х у і ѕ ј, Greek ο
# α): "pаssword" with a Cyrillic а hid the keyword (issue 27). Dashes NFKC leaves alone
# (the non-breaking hyphen in "555‑0134") join digits like "-".
_HOMOGLYPHS = dict(
    zip("аеорсхуіѕјАЕОРСХВМНТКоαο‐‑‒−", "aeopcxyisjAEOPCXBMHTKoao----", strict=True)
)
# Characters that render as nothing: a dodge inside numbers ("138\u200b0013\u200b8000").
# [beyond] sec42: and what turns a digit into its emoji (4️⃣ is 4, U+FE0F, the keycap U+20E3):
# "my pin is 4️⃣4️⃣7️⃣1️⃣" rested in clear.
_INVISIBLE = "\u200b\u200c\u200d\u2060\ufeff\u00ad\ufe0e\ufe0f\u20e3"


class _FoldTable(dict[int, str]):
    """NFKC per character, kept only where it yields one character (so indices line up)."""

    def __missing__(self, code: int) -> str:
        char = chr(code)
        folded = unicodedata.normalize("NFKC", char)
        value = folded if len(folded) == 1 else char
        if unicodedata.category(value) == "Nd" and not value.isascii():
            # [beyond] sec42: digits of other scripts (٤٤٧١, ४४७१) are digits, as full-width ones
            value = str(unicodedata.digit(value))
        self[code] = value
        return value


_TABLE = _FoldTable(
    {ord(c): c for c in _KEEP} | {ord(k): v for k, v in (_NUMERALS | _HOMOGLYPHS).items()}
)


# Lower-cases ASCII letters only, so a lowered copy keeps every index (str.lower() need not).
ASCII_LOWER = {c: c + 32 for c in range(ord("A"), ord("Z") + 1)}


class TextView:
    """A copy of the text to match against, with a map back to the original indices.

    Full-width letters, digits and punctuation fold to ASCII, Chinese numerals to digits,
    and invisible characters drop out; every detector matches `text` and reports spans
    in it, which `original_span` turns back into spans of the text the user wrote.
    """

    __slots__ = ("original", "text", "_index")

    def __init__(self, original: str) -> None:
        self.original = original
        self._index: list[int] | None = None
        if original.isascii():
            self.text = original
        elif any(ch in original for ch in _INVISIBLE):
            self._index = [i for i, ch in enumerate(original) if ch not in _INVISIBLE]
            self.text = _fold("".join(original[i] for i in self._index))
        else:
            self.text = _fold(original)

    def orig(self, pos: int) -> int:
        """Index in the original text of the folded character at `pos`."""
        return pos if self._index is None else self._index[pos]

    def original_span(self, start: int, end: int) -> tuple[int, int]:
        """The original-text span of folded characters [start, end)."""
        if self._index is None:
            return start, end
        last = self._index[end - 1] + 1
        while last < len(self.original) and self.original[last] in _INVISIBLE:
            last += 1  # the keycap after the last digit (4️⃣) goes with it
        return self._index[start], last

    def original_char(self, pos: int) -> str:
        """The character the user wrote at folded position `pos`."""
        return self.original[self.orig(pos)]


def _fold(text: str) -> str:
    """Fold character by character (same length, so indices still line up)."""
    if "，" in text or "、" in text or "," in text:
        text = _NUMERAL_COMMA.sub(" ", text)
    if "洞" in text or "拐" in text or "两" in text:
        text = _RADIO_RUN.sub(_radio, text)
    return text.translate(_TABLE)


def _radio(run: re.Match[str]) -> str:
    """A numeral run said the radio way (one of 幺洞拐 in it) with its 洞拐两 as digits."""
    said = run[0]
    if not any(c in said for c in "幺洞拐"):
        return said
    return "".join(RADIO_NUMERALS.get(c, c) for c in said)


class Hit(NamedTuple):
    """A candidate secret in folded coordinates; the lowest rank wins an overlap."""

    start: int
    end: int
    kind: str
    rank: int


@dataclass(frozen=True)
class Secret:
    """A detected secret: its kind and its span [start, end) in the original text."""

    kind: str
    start: int
    end: int


# A mask left by an earlier pass (typed or the old untyped form): never a secret itself.
MASK_PATTERN = re.compile(r"\[(?:已隐去|hidden)(?::[^\[\]\s]{1,24})?\]")

# A link: numbers and base64 runs inside it are ids (photos, posts), not a person's numbers.
URL_PATTERN = re.compile(r"(?:https?|ftp)://[^\s<>\"'，。、；！？）]+|www\.[A-Za-z0-9-]+\.[^\s<>\"'，。]+")
