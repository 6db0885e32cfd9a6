"""Context builder (seed 004 §5): score, cut to the token budget, emit the fixed order."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Literal

from typing_extensions import TypedDict

from strata_layered.memory.text.tokens import TokenCounter, count_chat_tokens

SectionName = Literal["persona", "profile", "constraints", "memories", "summary",
                      "recalled_history", "related_topics", "documents", "recent_messages",
                      "user_input"]
# Prompt order, merged from seeds 001 and 004. The structure is fixed even when empty.
SECTION_ORDER: tuple[SectionName, ...] = (
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


class Source(TypedDict, total=False):
    """Where a context item came from: enough to find it again (every key is optional)."""

    kind: str
    """persona, user_input, profile, memory, message, topic, conversation_summary(_v2),
    topic_summary, document_summary or chunk."""
    conversation: str | None
    message_id: str | None
    memory_id: str
    seq: int
    created_at: str
    recall: str
    scope: str
    applies_to: list[str]
    topic: str
    edge_weight: float
    document: str
    title: str
    chunks: int
    chunk: int
    why: str
    similarity: float | None
    relevance: float
    label: str
    lines: list[int] | None


class ItemJSON(TypedDict, total=False):
    """One chosen item as state, `strata context --json` and the API show it."""

    text: str
    score: float | None
    tokens: int
    source: Source
    role: str
    """Recent messages only: user | assistant."""


class SectionJSON(TypedDict):
    """One prompt section with its chosen items, in prompt order."""

    name: SectionName
    tokens: int
    items: list[ItemJSON]


class BuiltContext(TypedDict):
    """Exactly what the model will see, with the budget it was cut to."""

    budget: int
    total_tokens: int
    sections: list[SectionJSON]


Sections = dict[str, list[ItemJSON]]
"""Section name → its items: what the prompt renderer reads."""


class BudgetTooSmall(ValueError):
    """The persona and the user's input alone do not fit the budget."""


@dataclass(kw_only=True)
class ContextItem:
    """One candidate for the prompt."""

    section: SectionName
    text: str
    score: float | None = None
    source: Source = field(default_factory=lambda: Source())
    role: str | None = None
    """For recent messages: user | assistant."""
    tokens: int = 0

    def to_dict(self) -> ItemJSON:
        """JSON form used by state and `strata context --json`."""
        out = ItemJSON(text=self.text, score=self.score, tokens=self.tokens, source=self.source)
        if self.role:
            out["role"] = self.role
        return out


Renderer = Callable[[Sections], list[tuple[str, str]]]


def _sections(items: Sequence[ContextItem]) -> Sections:
    sections: Sections = {name: [] for name in SECTION_ORDER}
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
) -> BuiltContext:
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


def section_items(context: BuiltContext, name: SectionName) -> list[ItemJSON]:
    """Items of one section of a built context."""
    for section in context["sections"]:
        if section["name"] == name:
            return list(section["items"])
    return []
