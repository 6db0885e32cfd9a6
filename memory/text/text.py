"""Text normalisation shared by the log, the gate and the memory writer."""

from __future__ import annotations

import re
import unicodedata

_WS = re.compile(r"\s+")
_TRAILING_PUNCT = "。！!？?~～.，,；;、 "
_CJK = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")


class InvalidText(ValueError):
    """Text that cannot be stored: empty, binary, or too long."""


def is_unicode(text: str) -> bool:
    r"""Text UTF-8 can hold: no lone surrogate (a JSON `\ud800`), which fails every write."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def has_control(text: str) -> bool:
    """A control character other than a line break or a tab (NUL, BEL, ESC, ...)."""
    return any(unicodedata.category(ch) == "Cc" and ch not in "\n\r\t" for ch in text)


def normalize_message(text: str) -> str:
    """Trim a message for storage (seed 000's normalizeStoredMessage): strip and drop NULs."""
    return text.replace("\x00", "").strip()


APOSTROPHES: dict[int, int] = {ord(c): ord("'") for c in "’‘ʼ`"}
"""[beyond] Typographic and typed-in apostrophes read as ': "I’m a nurse" was noted
"m a nurse", "I`ve" read no "I've" (LoCoMo conv-47 import, development). One for one, so
positions hold."""


def straight_apostrophes(text: str) -> str:
    """The text with every apostrophe the plain one (APOSTROPHES)."""
    return text if text.isascii() and "`" not in text else text.translate(APOSTROPHES)


def normalize_memory_content(text: str) -> str:
    """Canonical form used for exact de-duplication (seed 003's normalizeMemoryContent).

    NFKC folds full-width forms, whitespace collapses, case folds and trailing
    punctuation goes, so "我不喜欢被催促。" and "我不喜欢被催促" are one memory.
    """
    folded = unicodedata.normalize("NFKC", text)
    folded = _WS.sub(" ", folded).strip().casefold()
    return folded.rstrip(_TRAILING_PUNCT)


def collapse_whitespace(text: str) -> str:
    """Collapse every run of whitespace into one space (seed 000's summary rule)."""
    return _WS.sub(" ", text).strip()


def has_cjk(text: str) -> bool:
    """Tell whether the text contains Chinese characters."""
    return bool(_CJK.search(text))


def validate_user_text(text: object, *, max_chars: int) -> str:
    """Return the normalised text or raise InvalidText with a message a person can act on."""
    if isinstance(text, bytes):
        raise InvalidText("message is binary data, not text")
    if not isinstance(text, str):
        raise InvalidText(f"message must be text, got {type(text).__name__}")
    if not is_unicode(text):
        raise InvalidText("message is not valid Unicode (it holds a lone surrogate)")
    clean = normalize_message(text)
    if not clean:
        raise InvalidText("message is empty")
    controls = sum(1 for ch in clean if unicodedata.category(ch) == "Cc" and ch not in "\n\r\t")
    if controls > max(8, len(clean) // 20):
        raise InvalidText("message looks like binary data (too many control characters)")
    if len(clean) > max_chars:
        raise InvalidText(
            f"message has {len(clean)} characters, over the limit of {max_chars} "
            "(attach a long file with `strata attach FILE`, or set STRATA_MAX_MESSAGE_CHARS)"
        )
    return clean


QUOTE_PAIRS = {'"': '"', "'": "'", "“": "”", "‘": "’", "「": "」", "『": "』"}


def lstrip_marks(text: str, marks: str) -> str:
    """The text less the marks opening it, a quotation opening it left whole.

    '"That" is one of my favorite shows' keeps its opening quote: stripped with the other
    marks, the note read 'That" is one of their favorite shows' (probe34, LoCoMo conv-43).
    """
    out = text.lstrip(marks)
    quote = text[len(text) - len(out) - 1] if len(out) < len(text) else ""
    close = QUOTE_PAIRS.get(quote)
    return quote + out if close and close in out[1:] else out
