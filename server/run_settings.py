"""What a caller of LangGraph's run routes may set in a run's context: never more than the server.

The server's configuration (its environment, read into `Context()`) is the ceiling. A run's
context may narrow a limit (a shorter message cap, a shorter model timeout, a smaller prompt
budget), switch memory off or confirmation on, and name its agent and conversation; it may
not pick the model (it runs on the operator's key), widen a limit, or change how memory is
kept. Anything else is refused with one line naming the field, what it may be, and what was
sent. Keys that are not settings are dropped: they reach nothing.
"""

from __future__ import annotations

import math
from dataclasses import fields
from typing import Any

from strata_layered.graph.context import Context

IDS = ("user_id", "agent_id", "conversation_id")
PINNED = ("model", "memory_model", "wire_api", "embedding_model", "summary_every",
          "context_window", "output_reserve", "fixed_overhead", "window_messages",
          "topic_threshold", "topic_ttl_days", "long_input_ratio", "long_input_limit",
          "document_neighbours")
"""Fixed by the operator: a run may repeat the server's value, nothing else."""
CEILINGS = ("max_message_chars", "model_timeout", "document_hits")
"""Limits a run may lower (above zero), never raise."""
MAY_TURN_OFF = ("memory_enabled",)
MAY_TURN_ON = ("confirm_memories",)
SETTINGS = {f.name for f in fields(Context)}


class SettingRefused(ValueError):
    """A run setting the server does not allow (answered with 422)."""


def _number(name: str, value: Any) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value):
        raise SettingRefused(f"context.{name} must be a number, got {value!r}")
    return float(value)


def _ceiling(name: str, value: Any, limit: Any) -> Any:
    number = _number(name, value)
    if number <= 0 or number > limit:
        raise SettingRefused(f"context.{name} may only narrow this server's limit: above 0 "
                             f"and at most {limit}, got {value!r}")
    return type(limit)(number)


def _budget(value: Any, server: Context) -> int:
    limit = server.prompt_budget()
    number = _number("budget", value)
    if number == 0:
        return 0  # derive it, as the server does
    if number < 0 or number > limit:
        raise SettingRefused(f"context.budget may only narrow this server's prompt budget: "
                             f"above 0 and at most {limit}, got {value!r}")
    return int(number)


def _switch(name: str, value: Any, server_value: bool, allowed: bool) -> bool:
    if not isinstance(value, bool):
        raise SettingRefused(f"context.{name} must be true or false, got {value!r}")
    if value != server_value and value != allowed:
        raise SettingRefused(f"context.{name} is {str(server_value).lower()} on this server "
                             f"and a run may not change it")
    return value


def pinned_settings(sent: dict[str, Any], server: Context) -> dict[str, Any]:
    """The settings of `sent` a run may have (ids excluded), or SettingRefused."""
    kept: dict[str, Any] = {}
    for name, value in sent.items():
        if name in IDS or name not in SETTINGS or value is None:
            continue
        current = getattr(server, name)
        if name in PINNED:
            if value != current:
                raise SettingRefused(f"context.{name} is fixed by this server ({current!r}); "
                                     f"a run may not set it to {value!r}")
            kept[name] = current
        elif name in CEILINGS:
            kept[name] = _ceiling(name, value, current)
        elif name == "budget":
            kept[name] = _budget(value, server)
        elif name in MAY_TURN_OFF:
            kept[name] = _switch(name, value, current, allowed=False)
        elif name in MAY_TURN_ON:
            kept[name] = _switch(name, value, current, allowed=True)
        else:  # a setting added to Context later: fixed until someone decides otherwise
            raise SettingRefused(f"context.{name} cannot be set per run on this server")
    return kept
