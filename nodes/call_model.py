"""Call the reply model, streaming tokens out while accumulating the full text (seed 000)."""

from __future__ import annotations

from typing import Any

from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, SystemMessage
from langgraph.runtime import Runtime

from graph.context import Context
from graph.models import load_chat_model
from graph.prompts.reply import render_messages, sections_by_name
from graph.scope import contained_error
from graph.state import State
from graph.turns import stop_requested, take_typed
from memory.context_builder import BuiltContext

_ROLES = {"system": SystemMessage, "user": HumanMessage, "assistant": AIMessage}


def prompt_messages(context: BuiltContext, typed: str | None = None) -> list[BaseMessage]:
    """The built context as LangChain messages; `typed` replaces the masked user input."""
    pairs = render_messages(sections_by_name(context))
    if typed is not None and pairs and pairs[-1][0] == "user":
        pairs[-1] = ("user", typed)
    return [_ROLES[role](content=text) for role, text in pairs]


async def call_model(state: State, runtime: Runtime[Context]) -> dict[str, Any]:
    """Stream the reply. A broken stream keeps what arrived and marks it incomplete."""
    ctx = runtime.context or Context()
    if state.context is None:
        return {"errors": [*state.errors, "call_model: no context was built"]}
    parts: list[str] = []
    try:
        model = load_chat_model(ctx.model, timeout=ctx.model_timeout,
                                responses=ctx.wire_api == "responses")
        prompt = prompt_messages(state.context, take_typed(state.user_message_id))
        async for chunk in model.astream(prompt):
            parts.append(chunk.text)
            if stop_requested():  # Ctrl-C or a client gone: keep what arrived
                partial = "".join(parts)
                return {"context": None, "reply": partial,
                        "reply_incomplete": bool(partial.strip())}
    except Exception as error:  # noqa: BLE001 - any provider failure must not lose the turn
        partial = "".join(parts)
        return {
            "context": None,
            "reply": partial,
            "reply_incomplete": bool(partial.strip()),
            "errors": [*state.errors, contained_error("call_model", error)],
        }
    # The built context has done its work: later checkpoints of the turn need not carry it.
    return {"context": None, "reply": "".join(parts), "reply_incomplete": False}
