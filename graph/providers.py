"""What each `provider:model` spec talks to: OpenAI-compatible endpoints, native packages.

DeepSeek, Qwen (DashScope), Ollama and vLLM all speak the OpenAI wire format, so their
specs run on langchain-openai, which Strata installs: each has its own base URL and key
variables, with the provider's public endpoint (or the local default) when unset. Other
providers (Anthropic with the `anthropic` extra, Azure OpenAI, …) go through LangChain's
`init_chat_model`; a missing integration package is named with the command that installs it.
"""

from __future__ import annotations

import os
from dataclasses import dataclass


@dataclass(frozen=True)
class Compatible:
    """An OpenAI-compatible provider: where it listens and which key it takes."""

    base_env: str
    default_base: str
    key_env: str | None


COMPATIBLE: dict[str, Compatible] = {
    "deepseek": Compatible("DEEPSEEK_BASE_URL", "https://api.deepseek.com/v1", "DEEPSEEK_API_KEY"),
    "qwen": Compatible("DASHSCOPE_BASE_URL", "https://dashscope.aliyuncs.com/compatible-mode/v1",
                       "DASHSCOPE_API_KEY"),
    "dashscope": Compatible("DASHSCOPE_BASE_URL",
                            "https://dashscope.aliyuncs.com/compatible-mode/v1",
                            "DASHSCOPE_API_KEY"),
    "ollama": Compatible("OLLAMA_BASE_URL", "http://localhost:11434/v1", None),
    "vllm": Compatible("VLLM_BASE_URL", "http://localhost:8000/v1", "VLLM_API_KEY"),
}
"""Providers reached through langchain-openai at their OpenAI-compatible endpoint."""

PACKAGES: dict[str, str] = {
    "anthropic": "langchain-anthropic", "azure_openai": "langchain-openai",
    "openai": "langchain-openai", "google_genai": "langchain-google-genai",
    "mistralai": "langchain-mistralai", "groq": "langchain-groq",
    "bedrock": "langchain-aws", "bedrock_converse": "langchain-aws",
    "fireworks": "langchain-fireworks", "together": "langchain-together",
    "huggingface": "langchain-huggingface", "xai": "langchain-xai",
}
"""The integration package each native provider needs."""


def openai_endpoint(provider: str) -> tuple[str | None, str]:
    """(base URL, API key) of an OpenAI-wire provider: `openai` or one of COMPATIBLE."""
    if provider == "openai":
        return (os.environ.get("OPENAI_BASE_URL") or None,
                os.environ.get("OPENAI_API_KEY") or "not-needed")
    found = COMPATIBLE[provider]
    key = os.environ.get(found.key_env) if found.key_env else None
    return os.environ.get(found.base_env) or found.default_base, key or "not-needed"


def endpoint_url(provider: str) -> str:
    """The URL a provider's requests go to, as far as the environment tells (breaker key)."""
    if provider == "openai" or provider in COMPATIBLE:
        return openai_endpoint(provider)[0] or "https://api.openai.com/v1"
    if provider == "azure_openai":
        return os.environ.get("AZURE_OPENAI_ENDPOINT", "")
    if provider == "anthropic":  # where langchain-anthropic sends it (its own variables)
        return (os.environ.get("ANTHROPIC_API_URL") or os.environ.get("ANTHROPIC_BASE_URL")
                or "https://api.anthropic.com")
    return provider


def missing_package(spec: str, provider: str) -> str:
    """One line for a provider whose integration package is not installed."""
    package = PACKAGES.get(provider, f"langchain-{provider.replace('_', '-')}")
    return (f"model {spec!r} needs the {package} package: pip install {package} "
            "(OpenAI-compatible servers need nothing more: openai:<model> with "
            "OPENAI_BASE_URL)")
