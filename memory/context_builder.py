"""Context builder (seed 004 §5): score, cut to the token budget, emit the fixed order."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from memory.tokens import TokenCounter, count_chat_tokens

# Prompt order, merged from seeds 001 and 004. The structure is fixed even when empty.
SECTION_ORDER = (
    "persona",
    "profile",
    "constraints",
    "memories",
    "summary",
    "recalled_history",
    "related_topics",
    "documents",
    "recent_messages",
    "user_input",
)
FIXED_SECTIONS = ("persona", "user_input")
ITEM_SEPARATOR_TOKENS = 2


class BudgetTooSmall(ValueError):
    """The persona and the user's input alone do not fit the budget."""


@dataclass(kw_only=True)
class ContextItem:
    """One candidate for the prompt."""

    section: str
    text: str
    score: float | None = None
    source: dict[str, Any] = field(default_factory=dict)
    role: str | None = None
    """For recent messages: user | assistant."""
    tokens: int = 0

    def to_dict(self) -> dict[str, Any]:
        """JSON form used by state and `strata context --json`."""
        out: dict[str, Any] = {"text": self.text, "score": self.score, "tokens": self.tokens,
                               "source": self.source}
        if self.role:
            out["role"] = self.role
        return out


Renderer = Callable[[dict[str, list[dict[str, Any]]]], list[tuple[str, str]]]


def _sections(items: Sequence[ContextItem]) -> dict[str, list[dict[str, Any]]]:
    sections: dict[str, list[dict[str, Any]]] = {name: [] for name in SECTION_ORDER}
    for item in items:
        sections[item.section].append(item.to_dict())
    return sections


def build_context(
    *,
    persona: str,
    user_input: str,
    candidates: Sequence[ContextItem],
    budget: int,
    count: TokenCounter,
    render: Renderer,
) -> dict[str, Any]:
    """Choose the candidates that fit `budget` tokens, lowest scores cut first.

    Returns {"budget", "total_tokens", "sections": [{"name", "tokens", "items"}]}, with
    sections in prompt order and items in their natural order inside each section
    (recent messages stay chronological). `total_tokens` is the rendered prompt counted
    as the model counts it.
    """
    fixed = [
        ContextItem(section="persona", text=persona, source={"kind": "persona"}),
        ContextItem(section="user_input", text=user_input, source={"kind": "user_input"}),
    ]
    pool = [c for c in candidates if c.text.strip()]
    for item in [*fixed, *pool]:
        item.tokens = count(item.text)
    base = count_chat_tokens(render(_sections(fixed)), count)
    if base > budget:
        raise BudgetTooSmall(
            f"budget of {budget} tokens is below the {base} that the persona and the "
            "message alone need"
        )
    ranked = sorted(range(len(pool)), key=lambda i: -(pool[i].score or 0.0))
    chosen: set[int] = set()
    used = base
    for i in ranked:
        cost = pool[i].tokens + ITEM_SEPARATOR_TOKENS
        if used + cost <= budget:
            chosen.add(i)
            used += cost

    def assemble() -> tuple[list[ContextItem], int]:
        kept = [*fixed[:1], *(pool[i] for i in sorted(chosen)), fixed[1]]
        total = count_chat_tokens(render(_sections(kept)), count)
        return kept, total

    kept, total = assemble()
    # BPE is not additive across joins: confirm with the exact count, drop lowest first.
    while total > budget and chosen:
        chosen.remove(min(chosen, key=lambda i: pool[i].score or 0.0))
        kept, total = assemble()
    sections = _sections(kept)
    return {
        "budget": budget,
        "total_tokens": total,
        "sections": [
            {"name": name, "tokens": sum(i["tokens"] for i in sections[name]),
             "items": sections[name]}
            for name in SECTION_ORDER
        ],
    }


def section_items(context: dict[str, Any], name: str) -> list[dict[str, Any]]:
    """Items of one section of a built context."""
    for section in context["sections"]:
        if section["name"] == name:
            return list(section["items"])
    return []
