"""Which chunks answer a question (seed 004 §4.4): the best hits, each with 1–2 neighbours.

Pure: FAISS hits and clause references come in, picks with a reason come out, and the
score each pick gets in the context builder. A cited clause ("第八十八条第三款") is found
by its number, not by similarity; a hit brings the chunks around it, because a detail's
meaning often depends on the sentence before it ("除非另有约定…").
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from strata_layered.memory.context.scoring import Weights

# multilingual-e5 query → passage cosines sit high and shift with the document and the
# language pair: small talk scores 0.83–0.84 against a Chinese contract but 0.75 in
# English, 0.80–0.83 against an English log. So each document gets a background at
# ingestion — its best cosine for small-talk probes, per query language — and a hit
# counts by how far it rises above it. Measured on a contract, a service log and this
# README: answers rise 0.002–0.07 above it, small talk does not. A weak signal with this
# small model, so citations and identifiers are looked up exactly instead.
PROBES = {
    "zh": ("你好", "今天天气怎么样", "谢谢你", "随便聊聊吧", "晚饭吃什么好"),
    "en": ("hello", "how is the weather today?", "thanks a lot", "let's just chat",
           "what's for dinner?"),
}
DEFAULT_BACKGROUND = 0.82
RELEVANCE_MARGIN = 0.001
RELEVANCE_SPAN = 0.06
REFERENCE_SCORE = 1.0
NEIGHBOUR_STEP = 0.02
SUMMARY_SCORE = 0.72
SUMMARY_SCORE_IDLE = 0.5
CHUNK_IMPORTANCE = 0.6
MATCH_SCORE = 0.95
TERM_MAX_CHUNKS = 3
"""An identifier found in more chunks than this does not point anywhere (dates, hosts)."""
MAX_TERMS = 50_000

_TOKEN = re.compile(r"[A-Za-z0-9][\w.:/#-]*[A-Za-z0-9]")
_CAMEL = re.compile(r"[A-Z][a-z0-9]+[A-Z]")


def identifiers(text: str) -> set[str]:
    """Tokens that name one thing: ORD-20240611-7734, 0x7f3a9c, parse_config, CurrencyMismatch.

    Lower-cased; plain words and plain numbers are left to the vectors.
    """
    out = set()
    for token in _TOKEN.findall(text):
        if len(token) < 5:
            continue
        digit = any(ch.isdigit() for ch in token)
        letter = any(ch.isalpha() for ch in token)
        if (digit and (letter or "-" in token)) or "_" in token or _CAMEL.search(token):
            out.add(token.lower())
    return out


def term_map(chunk_terms: Iterable[tuple[int, Iterable[str]]]) -> dict[str, list[int]]:
    """Identifier → the chunks that contain it, keeping only identifiers that point somewhere."""
    found: dict[str, list[int]] = {}
    for seq, tokens in chunk_terms:
        for token in tokens:
            seqs = found.setdefault(token, [])
            if len(seqs) <= TERM_MAX_CHUNKS and (not seqs or seqs[-1] != seq):
                seqs.append(seq)
    kept = {t: s for t, s in found.items() if len(s) <= TERM_MAX_CHUNKS}
    return dict(sorted(kept.items())[:MAX_TERMS]) if len(kept) > MAX_TERMS else kept


@dataclass(frozen=True)
class Pick:
    """A chunk chosen for the prompt, and why."""

    document: str
    seq: int
    why: str
    """`hit`, `reference 第八十八条第三款`, `match ORD-7734`, or `neighbour of 12`."""
    similarity: float | None
    relevance: float = 1.0
    """0–1: how far the hit rises above the document's background (exact picks: 1)."""
    parent: int | None = None
    """For a neighbour: the sequence number of the chunk it stands next to."""


def select_chunks(
    hits: list[tuple[str, int, float, float]],
    references: list[tuple[str, int, str]],
    sizes: dict[str, int],
    *,
    limit: int,
    neighbours: int,
) -> list[Pick]:
    """Cited chunks (clauses, identifiers) first, then up to `limit` relevant hits.

    Hits are (document, seq, cosine, relevance); one with relevance 0 does not rise above
    its document's background and is left out.

    Then the `neighbours` chunks on each side of every one of them.
    """
    primary: list[Pick] = []
    seen: set[tuple[str, int]] = set()
    for document, seq, why in references:
        if (document, seq) not in seen:
            seen.add((document, seq))
            primary.append(Pick(document, seq, why, None))
    taken = 0
    for document, seq, cosine, rel in sorted(hits, key=lambda h: (-h[3], -h[2])):
        if taken >= limit:
            break
        if rel > 0 and (document, seq) not in seen:
            taken += 1
            seen.add((document, seq))
            primary.append(Pick(document, seq, "hit", cosine, rel))
    around: list[Pick] = []
    for pick in primary:
        for distance in range(1, neighbours + 1):
            for seq in (pick.seq - distance, pick.seq + distance):
                if 0 <= seq < sizes.get(pick.document, 0) and (pick.document, seq) not in seen:
                    seen.add((pick.document, seq))
                    around.append(Pick(pick.document, seq, f"neighbour of {pick.seq}",
                                       pick.similarity, pick.relevance, parent=pick.seq))
    return primary + around


def relevance(similarity: float, background: float) -> float:
    """How far a cosine rises above the document's background (plus a margin), 0–1."""
    rise = similarity - background - RELEVANCE_MARGIN
    return round(max(0.0, min(1.0, rise / RELEVANCE_SPAN)), 4)


def pick_score(pick: Pick, weights: Weights) -> float:
    """Score in the context builder, ranked by relevance.

    A chunk is the user's own text (confidence 1, current); a neighbour ranks just below
    the chunk it accompanies.
    """
    if pick.why.startswith("reference"):
        base = REFERENCE_SCORE
    elif pick.why.startswith("match"):
        base = MATCH_SCORE
    else:
        base = (weights.similarity * pick.relevance
                + weights.importance * CHUNK_IMPORTANCE + weights.recency + weights.confidence)
    if pick.parent is not None:
        base -= NEIGHBOUR_STEP * abs(pick.seq - pick.parent)
    return round(base, 4)
