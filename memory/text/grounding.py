"""How much of a memory the user actually said: the overlap of its words with a source text.

A model's candidate fact (memory/writing/model_screen.py) and the learned gate's candidate facts
(memory/writing/extraction.py) are kept only when at least MIN_GROUNDING of their words / CJK
bigrams stand in what the user said.
"""

from __future__ import annotations

import re


def _grams(text: str) -> set[str]:
    """Character bigrams of CJK runs and lower-cased words: a script-neutral overlap unit."""
    lowered = text.lower()
    words = set(re.findall(r"[a-z0-9']{2,}", lowered))
    cjk = re.findall(r"[\u3400-\u9fff]+", lowered)
    grams = {run[i:i + 2] for run in cjk for i in range(max(1, len(run) - 1))}
    return words | grams


def grounding(content: str, source: str) -> float:
    """Share of the memory's words / bigrams that the source text contains."""
    mine = _grams(content)
    return len(mine & _grams(source)) / len(mine) if mine else 0.0


MIN_GROUNDING = 0.3
