"""Call the reply model, streaming tokens out while accumulating the full text (seed 000)."""

from __future__ import annotations

import asyncio
from typing import Any

from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, SystemMessage
from langgraph.runtime import Runtime

from strata_layered.graph.context import Context
from strata_layered.graph.models import load_chat_model
from strata_layered.graph.notices import model_failed
from strata_layered.graph.offline import OfflineChatModel
from strata_layered.graph.prompts.reply import render_messages, sections_by_name
from strata_layered.graph.scope import contained_error, parse_time, scope_of
from strata_layered.graph.state import State
from strata_layered.graph.streaming import PartialReply
from strata_layered.graph.turns import stop_requested, take_typed
from strata_layered.memory.context.context_builder import BuiltContext
from strata_layered.memory.store.records import new_key
from strata_layered.memory.text.text import has_cjk

_ROLES = {"system": SystemMessage, "user": HumanMessage, "assistant": AIMessage}


def prompt_messages(context: BuiltContext, typed: str | None = None) -> list[BaseMessage]:
    """The built context as LangChain messages; `typed` replaces the masked user input."""
    pairs = render_messages(sections_by_name(context))
    if typed is not None and pairs and pairs[-1][0] == "user":
        pairs[-1] = ("user", typed)
    return [_ROLES[role](content=text) for role, text in pairs]


async def call_model(state: State, runtime: Runtime[Context]) -> dict[str, Any]:
    """Stream the reply within the turn's deadline, into the log as it arrives.

    A broken or stopped stream keeps what arrived, marked incomplete; a failure is told
    to the user in one line of their language (the notice), never as the reply.
    """
    ctx = runtime.context or Context()
    if state.context is None:
        return {"errors": [*state.errors, "call_model: no context was built"]}
    scope = scope_of(runtime)
    # A regeneration streams over the reply it replaces (its log position and id).
    reply = PartialReply(scope.store, scope.user, scope.agent, scope.conversation,
                         scope.thread_id, parse_time(state.turn_at), seq=state.reply_seq,
                         message_id=state.reply_message_id or new_key())
    done: dict[str, Any] = {"context": None, "reply_message_id": reply.message_id,
                            "reply_offline": False}
    try:
        model = load_chat_model(ctx.model, timeout=ctx.model_timeout,
                                responses=ctx.wire_api == "responses")
        # The offline model's reply is a stand-in: logged as shown, taken in by nothing else.
        reply.offline = done["reply_offline"] = isinstance(model, OfflineChatModel)
        prompt = prompt_messages(state.context, take_typed(state.user_message_id))
        async with asyncio.timeout(ctx.model_timeout):  # the whole reply, every attempt
            async for chunk in model.astream(prompt):
                await reply.add(chunk.text)
                if stop_requested():  # Ctrl-C or a client gone: keep what arrived
                    break
            else:
                return {**done, "reply": reply.text, "reply_incomplete": False,
                        "reply_seq": reply.seq}
    except Exception as error:  # noqa: BLE001 - any provider failure must not lose the turn
        notice = model_failed(error, chinese=has_cjk(state.turn_text()),
                              seconds=ctx.model_timeout, partial=bool(reply.text.strip()))
        return {**done, "reply": reply.text, "reply_incomplete": bool(reply.text.strip()),
                "reply_seq": reply.seq, "notice": notice,
                "errors": [*state.errors, contained_error("call_model", error)]}
    return {**done, "reply": reply.text, "reply_incomplete": bool(reply.text.strip()),
            "reply_seq": reply.seq}
