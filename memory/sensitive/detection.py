"""Find secrets in a message: every detector's hits, one winner per overlap, original spans."""

from __future__ import annotations

import bisect
import re
from collections.abc import Iterator

from strata_layered.memory.rules.row import remembered
from strata_layered.memory.rules.secret_mentions import ROWS as MENTION_ROWS
from strata_layered.memory.rules.seed003 import SENSITIVE
from strata_layered.memory.sensitive.addresses import find_addresses
from strata_layered.memory.sensitive.corrections import find_corrections
from strata_layered.memory.sensitive.far_keyed import find_far_keyed
from strata_layered.memory.sensitive.keyed import find_keyed
from strata_layered.memory.sensitive.national import find_national
from strata_layered.memory.sensitive.numbers import find_numbers
from strata_layered.memory.sensitive.rests import find_rests
from strata_layered.memory.sensitive.spans import (
    ASCII_LOWER,
    MASK_PATTERN,
    URL_PATTERN,
    Hit,
    Secret,
    TextView,
)
from strata_layered.memory.sensitive.spelled import find_spelled
from strata_layered.memory.sensitive.tables import find_tables
from strata_layered.memory.sensitive.tokens import (
    find_bodies,
    find_emails,
    find_ibans,
    find_keys,
    find_pem,
)
from strata_layered.memory.sensitive.value_first import find_value_first

# Seed 003, verbatim (case-insensitive): its row is memory/rules/seed003.py's SENSITIVE.
SEED_SENSITIVE_PATTERN = SENSITIVE
# [beyond] English and a few more Chinese words for the same things. Matched against the
# lower-cased text, and every alternative opens with a literal (word boundaries come after
# it: `p(?<!\wp)` is `\bp`), so the engine skips ahead by first character.
EXTRA_SENSITIVE_PATTERN = re.compile(
    r"(password|pass[ _-]?word|passphrase|passcode|passwd|pin code|p(?<!\wp)in\b"
    r"|verification code|one[- ]time code|o(?<!\wo)tp\b|security code|c(?<!\wc)vv\b"
    r"|social security|s(?<!\ws)sn\b|credit card|debit card|card number|bank account"
    r"|account number|home address|phone number|private key|access key|seed phrase"
    r"|recovery phrase|i(?<!\wi)ban\b|口令|支付码|卡号|护照号|社保号|私钥|地址|门牌|助记词"
    r"|p(?<!\wp)wd?\b|m(?<!\wm)y (?:cell|mobile)\b)"
)
# 密 码 / 身 份 证: spaces between Chinese characters hide a keyword from both patterns above.
_CJK_GAP = re.compile(r"(?<=[\u4e00-\u9fff])\s+(?=[\u4e00-\u9fff])")


# Kinds read off a bare shape or an id-like word, which a link is full of. Keys, JWTs,
# passwords (scheme://user:pw@) and e-mail addresses in a link are still secrets.
_NOT_IN_LINKS = frozenset({"phone", "bank_card", "id_number", "ssn", "wechat", "qq", "pem"})


def _hits(view: TextView) -> list[Hit]:
    hits = _all_hits(view)
    links = [m.span() for m in URL_PATTERN.finditer(view.text)] if "/" in view.text else []
    if not links:
        return hits
    starts = [s for s, _ in links]
    kept = []
    for hit in hits:
        i = bisect.bisect_right(starts, hit.start) - 1
        if hit.kind in _NOT_IN_LINKS and i >= 0 and hit.end <= links[i][1]:
            continue
        kept.append(hit)
    return kept


def _all_hits(view: TextView) -> list[Hit]:
    pem, public = find_pem(view)
    keyed = find_keyed(view)
    return [
        *pem,
        *find_keys(view),
        *keyed,
        *find_corrections(view, keyed),
        *find_rests(view, keyed),
        *find_value_first(view),
        *find_far_keyed(view),
        *find_tables(view),
        *find_emails(view),
        *find_ibans(view),
        *find_national(view),
        *find_numbers(view),
        *find_spelled(view),
        *find_addresses(view),
        *find_bodies(view, public),
    ]


def _resolve(hits: list[Hit], masks: list[tuple[int, int]]) -> list[Hit]:
    """Keep the best-ranked hit of each overlap (earliest first on a tie), none inside a mask."""
    starts: list[int] = []
    ends: list[int] = []
    for s, e in masks:  # existing masks are taken: nothing inside or across them is new
        i = bisect.bisect_left(starts, s)
        starts.insert(i, s)
        ends.insert(i, e)
    kept = []
    for hit in sorted(hits, key=lambda h: (h.rank, h.start)):
        i = bisect.bisect_right(starts, hit.start)
        if (i > 0 and ends[i - 1] > hit.start) or (i < len(starts) and starts[i] < hit.end):
            continue
        starts.insert(i, hit.start)
        ends.insert(i, hit.end)
        kept.append(hit)
    return sorted(kept, key=lambda h: h.start)


def find_secrets(text: str) -> list[Secret]:
    """Secrets in the text as non-overlapping spans of the original text, in order.

    Matching runs on a folded copy (full-width forms, Chinese numerals, invisible
    characters), so `１３８００１３８０００` and `幺三八…` are phones; spans map back to the
    text as written. Masks left by `mask_secrets` are never detected again.

    Args:
        text: A message, a memory or any text about to be stored.

    Returns:
        One `Secret` per detected span, sorted by start.
    """
    if not text:
        return []
    if len(text) > CACHED_TEXT_CHARS:
        return _secrets(TextView(text))
    return list(_remembered_secrets(text))


CACHED_TEXT_CHARS = 4096
"""Texts up to this long have their secrets memoised (a turn checks the same window
messages, recalled lines and summaries again); longer ones are scanned each time."""


@remembered(2048)
def _remembered_secrets(text: str) -> tuple[Secret, ...]:
    # sec44: kept with the rows that fired (an lru_cache recorded them on the first read only:
    # a second read of the same text showed none), and per set of rows turned off
    return tuple(_secrets(TextView(text)))


def _secrets(view: TextView) -> list[Secret]:
    masks = [(m.start(), m.end()) for m in MASK_PATTERN.finditer(view.text)]
    return [
        Secret(hit.kind, *view.original_span(hit.start, hit.end))
        for hit in _resolve(_hits(view), masks)
    ]


def _named(found: Iterator[re.Match[str]], acts: list[tuple[int, int]]) -> re.Match[str] | None:
    """The first keyword that is not inside an act or a debt (memory/rules/secret_mentions.py)."""
    for m in found:
        if not any(s <= m.start(1) and m.end(1) <= e for s, e in acts):
            return m
    return None


def sensitive_reasons(text: str) -> list[str]:
    """Why the text must stay out of long-term memory (empty when it need not).

    Keyword reasons ("keyword:密码") come from seed 003's words and their English twins,
    also spaced or full-width; shape reasons ("shape:phone") name each kind of secret
    found. A keyword without a value ("我忘了密码") still counts: the gate rejects it.

    Args:
        text: The user's text of one turn, or a memory about to be written.

    Returns:
        Reasons in a stable order: keywords first, then shapes.
    """
    reasons: list[str] = []
    view = TextView(text)
    squeezed = _CJK_GAP.sub("", view.text)  # folding only widens what the keywords see
    acts = [m.span() for row in MENTION_ROWS for m in row.finditer(squeezed)]
    if m := _named(SEED_SENSITIVE_PATTERN.finditer(squeezed), acts):
        reasons.append(f"keyword:{m.group(1)}")
    if m := _named(EXTRA_SENSITIVE_PATTERN.finditer(squeezed.translate(ASCII_LOWER)), acts):
        reasons.append(f"keyword:{squeezed[m.start(1) : m.end(1)]}")
    found = _secrets(view) if text else []
    reasons.extend(f"shape:{kind}" for kind in dict.fromkeys(s.kind for s in found))
    # [beyond] A mask is a secret that was there: "call me at [hidden:phone]" is no memory
    # (issue 27), though no English keyword is left in it.
    masks = dict.fromkeys(m[0] for m in MASK_PATTERN.finditer(text)) if "[" in text else {}
    reasons.extend(f"masked:{mask}" for mask in masks)
    return reasons


def is_sensitive(text: str) -> bool:
    """Tell whether the text must stay out of long-term memory."""
    return bool(sensitive_reasons(text))
