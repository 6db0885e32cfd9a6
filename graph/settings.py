"""Every setting checked before anything runs: one line naming it, its value, what is accepted.

The CLI calls `check_settings` before it parses a message or opens the data folder, and a
server calls it once at start-up, so a bad value never surfaces as a traceback after the
user's message is already stored. It reads strings only: no model, store or graph loads.
"""

from __future__ import annotations

import math
import os
from collections.abc import Callable, Mapping
from dataclasses import dataclass, fields
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from strata_layered.graph.context import Context
from strata_layered.graph.specs import (
    EMBEDDINGS_HELP,
    UnknownModel,
    embeddings_provider,
    model_provider,
)
from strata_layered.memory.namespaces import InvalidId, encode_label

MIN_BUDGET = 256
"""The smallest prompt budget a turn is built in (`Context.prompt_budget`'s floor)."""
TRUE_WORDS = ("1", "true", "yes", "on")
FALSE_WORDS = ("0", "false", "no", "off")
LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL")
MODEL_FORMS = ("'offline', a bare OpenAI name such as 'gpt-4o', or provider:model such as "
               "'deepseek:deepseek-chat' or 'ollama:qwen2.5'")
OPENAI_NEEDS = "set OPENAI_API_KEY, or OPENAI_BASE_URL for an OpenAI-compatible server"


class SettingError(ValueError):
    """A setting this build cannot use; the message is one line that names it."""


@dataclass(frozen=True)
class Rule:
    """What one setting accepts, in words, and the test of a value cast to its type."""

    accepts: str
    valid: Callable[[Any], bool] = lambda _: True


def _count(low: int, unit: str) -> Rule:
    return Rule(f"a whole number of {unit}, at least {low}", lambda v: v >= low)


def _id(what: str) -> Callable[[Any], bool]:
    def valid(value: Any) -> bool:
        encode_label(value, what=what)  # InvalidId carries its own words
        return True
    return valid


def _model(value: Any) -> bool:
    if value != "offline":
        try:
            model_provider(value)
        except UnknownModel:
            return False
    return True


def _embeddings(value: Any) -> bool:
    try:
        embeddings_provider(value)
    except UnknownModel:
        return False
    return True


RULES: dict[str, Rule] = {
    "STRATA_USER": Rule("a user id", _id("user id")),
    "STRATA_AGENT": Rule("an agent id", _id("agent id")),
    "STRATA_CONVERSATION": Rule("a conversation id", _id("conversation id")),
    "STRATA_MODEL": Rule(MODEL_FORMS, _model),
    "STRATA_MEMORY_MODEL": Rule(MODEL_FORMS, _model),
    "STRATA_WIRE_API": Rule("chat or responses", lambda v: v in ("chat", "responses")),
    "STRATA_SUMMARY_EVERY": _count(1, "messages"),
    "STRATA_EMBEDDINGS": Rule(EMBEDDINGS_HELP.removeprefix("use "), _embeddings),
    "STRATA_CONTEXT_WINDOW": _count(1, "tokens"),
    "STRATA_OUTPUT_RESERVE": _count(1, "tokens"),
    "STRATA_FIXED_OVERHEAD": _count(0, "tokens"),
    "STRATA_BUDGET": _count(MIN_BUDGET, "tokens"),
    "STRATA_WINDOW": _count(2, "messages"),
    "STRATA_TOPIC_THRESHOLD": Rule("a cosine between 0 and 1 (both excluded), e.g. 0.9",
                                   lambda v: 0 < v < 1),
    "STRATA_TOPIC_TTL_DAYS": _count(1, "days"),
    "STRATA_TOPIC_ROUTER": Rule("rules or learned", lambda v: v in ("rules", "learned")),
    "STRATA_MEMORY_ENABLED": Rule("true or false (or 1/0, yes/no, on/off)"),
    "STRATA_OFFLINE_JUDGE": Rule("rules, learned or both",
                                 lambda v: v in ("rules", "learned", "both")),
    "STRATA_CONFIRM_MEMORIES": Rule("true or false (or 1/0, yes/no, on/off)"),
    "STRATA_MAX_MESSAGE_CHARS": _count(1, "characters"),
    "STRATA_MAX_DOCUMENT_CHARS": _count(1, "characters"),
    "STRATA_MODEL_TIMEOUT": Rule("a positive number of seconds", lambda v: v > 0),
    "STRATA_MEMORY_TIMEOUT": Rule("a positive number of seconds", lambda v: v > 0),
    "STRATA_LONG_INPUT_RATIO": Rule("a share above 0 and at most 1, e.g. 0.25",
                                    lambda v: 0 < v <= 1),
    "STRATA_LONG_INPUT_TOKENS": _count(64, "tokens"),
    "STRATA_DOCUMENT_HITS": _count(1, "chunks"),
    "STRATA_DOCUMENT_NEIGHBOURS": _count(0, "chunks"),
}
"""One rule per field of `Context` read from the environment."""


def shown(raw: str) -> str:
    """A value as it appears in an error line: quoted, and short enough to stay one line."""
    return repr(raw if len(raw) <= 60 else raw[:57] + "...")


def _cast(raw: str, annotation: Any) -> Any:
    kind = str(annotation)
    text = raw.strip()
    if "bool" in kind:
        if text.lower() not in TRUE_WORDS + FALSE_WORDS:
            raise ValueError(raw)
        return text.lower() in TRUE_WORDS
    if "int" in kind:
        return int(text)
    if "float" in kind:
        value = float(text)
        if not math.isfinite(value):
            raise ValueError(raw)
        return value
    return raw


def setting_value(name: str, raw: str, annotation: Any = "str") -> Any:
    """`raw` cast to the setting's type and checked against its rule, or SettingError."""
    rule = RULES.get(name, Rule("a value"))
    try:
        value = _cast(raw, annotation)
        ok = rule.valid(value)
    except InvalidId as error:
        raise SettingError(f"{name}={shown(raw)}: {error}") from None
    except ValueError:
        ok = False
    if not ok:
        raise SettingError(f"{name}={shown(raw)}: use {rule.accepts}")
    return value


def _set(env: Mapping[str, str], name: str) -> str | None:
    """A variable's value; an empty one counts as unset (as `Context` reads it)."""
    return env.get(name) or None


def _context_values(env: Mapping[str, str]) -> dict[str, Any]:
    values = {}
    for f in fields(Context):
        name = f.metadata.get("env")
        raw = _set(env, name) if name else None
        if name and raw is not None:
            values[name] = setting_value(name, raw, f.type)
    return values


def _check_openai(env: Mapping[str, str], values: Mapping[str, Any]) -> None:
    """An OpenAI model needs a key or an endpoint; without either every call would fail."""
    if _set(env, "OPENAI_API_KEY") or _set(env, "OPENAI_BASE_URL"):
        return
    for name in ("STRATA_MODEL", "STRATA_MEMORY_MODEL"):
        spec = values.get(name)
        if spec and spec != "offline" and model_provider(spec)[0] == "openai":
            raise SettingError(f"{name}={shown(spec)} is an OpenAI model: {OPENAI_NEEDS}")
    spec = values.get("STRATA_EMBEDDINGS")
    if spec and embeddings_provider(spec) == "openai" and not _set(
            env, "STRATA_EMBEDDINGS_BASE_URL"):
        raise SettingError(f"STRATA_EMBEDDINGS={shown(spec)} is an OpenAI model: {OPENAI_NEEDS}")


def _check_budget(values: Mapping[str, Any]) -> None:
    window = values.get("STRATA_CONTEXT_WINDOW")
    if window is None:
        return
    kept = (values.get("STRATA_OUTPUT_RESERVE", Context.output_reserve)
            + values.get("STRATA_FIXED_OVERHEAD", Context.fixed_overhead))
    if window - kept < MIN_BUDGET:
        raise SettingError(
            f"STRATA_CONTEXT_WINDOW={window} leaves no room for a prompt: use at least "
            f"{kept + MIN_BUDGET} (STRATA_OUTPUT_RESERVE + STRATA_FIXED_OVERHEAD + {MIN_BUDGET})")


def _url(raw: str, schemes: tuple[str, ...]) -> bool:
    try:
        parts = urlsplit(raw)
    except ValueError:
        return False
    return parts.scheme in schemes and bool(parts.netloc or "host=" in parts.query)


def _data_dir(raw: str) -> bool:
    path = Path(raw).expanduser()
    return not path.exists() or path.is_dir()


OTHER_RULES: dict[str, Rule] = {
    "STRATA_DATA_DIR": Rule("a folder (it is created on the first write)", _data_dir),
    "STRATA_BACKEND": Rule("sqlite or memory (PostgreSQL: set STRATA_DATABASE_URL)",
                           lambda v: v in ("sqlite", "memory")),
    "STRATA_DATABASE_URL": Rule("a postgresql:// or postgres:// URL",
                                lambda v: _url(v, ("postgresql", "postgres"))),
    "OPENAI_BASE_URL": Rule("an http:// or https:// URL, e.g. http://127.0.0.1:8000/v1",
                            lambda v: _url(v, ("http", "https"))),
    "STRATA_EMBEDDINGS_BASE_URL": Rule("an http:// or https:// URL of an OpenAI-compatible "
                                       "embeddings server", lambda v: _url(v, ("http", "https"))),
    "STRATA_LOG": Rule(f"one of {', '.join(LOG_LEVELS)}", lambda v: v.upper() in LOG_LEVELS),
    "STRATA_HISTORY_CACHE_MB": Rule("a whole number of megabytes, at least 1",
                                    lambda v: v.strip().isdigit() and int(v) >= 1),
    "OMP_NUM_THREADS": Rule("a whole number of threads, at least 1",
                            lambda v: v.strip().isdigit() and int(v) >= 1),
}
"""Settings read outside `Context`: the backend, the endpoint, logging, the embedding engine."""


def history_budget(environ: Mapping[str, str] | None = None) -> int | None:
    """Bytes of loaded history scopes one process keeps (STRATA_HISTORY_CACHE_MB).

    Counted as memory.history.scope.Scope.nbytes: vector matrix, text, postings, terms.
    None when unset: the index's own default (memory.history.DEFAULT_BUDGET, 256 MB).
    """
    raw = _set(os.environ if environ is None else environ, "STRATA_HISTORY_CACHE_MB")
    if raw is None:
        return None
    if not OTHER_RULES["STRATA_HISTORY_CACHE_MB"].valid(raw):
        raise SettingError(f"STRATA_HISTORY_CACHE_MB={shown(raw)}: use "
                           f"{OTHER_RULES['STRATA_HISTORY_CACHE_MB'].accepts}")
    return int(raw.strip()) * 2**20


def check_settings(environ: Mapping[str, str] | None = None) -> None:
    """Check every setting of the environment; raise SettingError on the first bad one."""
    env = os.environ if environ is None else environ
    for name in sorted(env):
        if name.startswith(("STRATA_", "OPENAI_")) or name in OTHER_RULES:
            try:
                env[name].encode("utf-8")
            except UnicodeEncodeError:
                raise SettingError(f"{name} is not valid UTF-8 text") from None
    values = _context_values(env)
    for name, rule in OTHER_RULES.items():
        raw = _set(env, name)
        if raw is not None and not rule.valid(raw):
            raise SettingError(f"{name}={shown(raw)}: use {rule.accepts}")
    _check_openai(env, values)
    _check_budget(values)
