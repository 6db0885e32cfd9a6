"""`strata mcp`: remember, recall, context and forget as MCP tools, the memories as a resource.

The tools call what the CLI and `strata serve` call: a turn through the whole graph (the same
gate, extraction, topics and summary; the caller's reply is stored as given, no model is
asked), the hybrid memory search a turn uses, the context preview, and graph/changes.py for
forgetting. Who calls is decided per request: over stdio the one local user; over HTTP the
`sub` of the bearer token, verified exactly as `strata serve` verifies it (server/identity.py).
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime
from typing import Annotated, Any

from mcp.server.mcpserver import Context as ToolContext
from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ResourceError, ToolError
from mcp_types import ToolAnnotations
from pydantic import BaseModel, Field

from strata_layered.graph import changes
from strata_layered.graph.retrieval.memories import search_memories_in_context
from strata_layered.graph.retrieval.preview import preview_context
from strata_layered.graph.turns import TurnDone, stream_turn
from strata_layered.memory.context.context_builder import BudgetTooSmall, BuiltContext
from strata_layered.memory.long_term.memories import MemoryWrite, UnknownMemory, list_memories
from strata_layered.memory.text.text import InvalidText, has_cjk
from strata_layered.server.deps import Who, checked_id
from strata_layered.server.errors import ApiError
from strata_layered.server.identity import Unauthorized, identify
from strata_layered.server.runtime import Runtime
from strata_layered.server.schemas import MemoryOut
from strata_layered.server.settings import ServerSettings
from strata_layered.server.turn_runner import answer_pending
from strata_layered.server.views import memory_out

DEFAULT_CONVERSATION = "mcp"
INSTRUCTIONS = (
    "Strata is the user's long-term memory. Call `remember` with what the user said (and your "
    "reply, if you want it kept); Strata decides what is worth keeping, as it does for every "
    "turn. Call `recall` or `context` before answering a question that may depend on the "
    "user's past. `forget` deletes a memory, a conversation or everything of the user.")

ACKNOWLEDGED = {"zh": "好的，记下了。", "en": "Noted."}
"""The reply of a turn given without one: seed 003 judges complete turns, and a message
with no reply would wait for the next turn of its conversation before memory sees it."""

Conversation = Annotated[str, Field(min_length=1, max_length=200,
                                    description="conversation id the turn belongs to")]


class GateNote(BaseModel):
    """The candidate gate's verdict on a turn: whether it was worth extracting, and why."""

    should_extract: bool = Field(description="whether the turn went on to extraction")
    category: str = Field(description="what kind of information the gate saw")
    reason: str = Field(description="why, in the user's language")


class Remembered(BaseModel):
    """What a turn did to memory."""

    conversation: str = Field(description="the conversation the turn was stored in")
    gate: GateNote | None = Field(description="the gate's verdict (none for an empty turn)")
    memories: list[MemoryWrite] = Field(
        description="memories stored, reinforced (updated) or rejected by this turn")


class Recalled(BaseModel):
    """One memory found for a query, with its relevance."""

    memory: MemoryOut
    score: float | None = Field(description="relevance in [0, 1]: 0.7 × calibrated cosine + "
                                            "0.3 × BM25, as a turn ranks memories")


class Forgotten(BaseModel):
    """What a forget removed."""

    what: str = Field(description="memory, conversation or everything")
    items: int = Field(description="stored items deleted")
    threads: int = Field(default=0, description="checkpoint threads deleted")


def _caller(settings: ServerSettings, local_user: str) -> Callable[[ToolContext], str]:
    def caller(ctx: ToolContext) -> str:
        request = ctx.request_context.request
        if request is None:  # stdio: the process's own user, as the CLI has one
            return local_user
        host = request.client.host if request.client else None
        try:
            return identify(request.headers.get("authorization"), host, settings)
        except Unauthorized as error:
            raise ToolError(f"unauthorized: {error}") from error
    return caller


def _checked(value: str, what: str) -> str:
    try:
        return checked_id(value, what)
    except ApiError as error:
        raise ToolError(error.message) from error


def build_mcp(runtime: Runtime, settings: ServerSettings, *, agent: str,
              local_user: str) -> MCPServer:
    """The MCP server over this process's graph and store, for `agent`."""
    server: MCPServer = MCPServer("strata", instructions=INSTRUCTIONS)
    caller = _caller(settings, local_user)

    async def who(ctx: ToolContext) -> Who:
        return Who(caller(ctx), agent, await runtime.current())

    @server.tool(annotations=ToolAnnotations(destructive_hint=False))
    async def remember(
        text: Annotated[str, Field(min_length=1, description="what the user said")],
        ctx: ToolContext,
        reply: Annotated[str | None, Field(description="your reply to it, stored as said "
                                           "(no model is asked); default: an acknowledgement "
                                           "('Noted.' / '好的，记下了。')")] = None,
        conversation: Conversation = DEFAULT_CONVERSATION,
    ) -> Remembered:
        """Store a turn (the user's words, and your reply if given) through Strata's write path.

        The same gate, extraction, topics and summary as a chat turn: what is worth keeping
        becomes a memory, a repeated fact is reinforced, small talk is noted and left.
        """
        caller_is = await who(ctx)
        conversation = _checked(conversation, "conversation id")
        if not reply or not reply.strip():
            reply = ACKNOWLEDGED["zh" if has_cjk(text) else "en"]
        payload = {"user_text": text, "supplied_reply": reply}
        final: dict[str, Any] = {}
        try:
            async for part in stream_turn(caller_is.graph, payload,
                                          caller_is.config(conversation),
                                          caller_is.context(conversation)):
                if isinstance(part, TurnDone):
                    final = part.values
        except InvalidText as error:
            raise ToolError(f"text: {error}") from error
        # Asked to remember: a turn paused on "may I remember this?" is answered yes.
        if await answer_pending(caller_is, conversation, remember=True):
            final = (await caller_is.graph.aget_state(caller_is.config(conversation))).values
        gate = final.get("gate")
        return Remembered(
            conversation=conversation,
            gate=GateNote(should_extract=bool(gate.get("should_extract")),
                          category=str(gate.get("category", "")),
                          reason=str(gate.get("reason", ""))) if gate else None,
            memories=list(final.get("memory_writes") or []))

    @server.tool(annotations=ToolAnnotations(read_only_hint=True))
    async def recall(
        query: Annotated[str, Field(min_length=1, max_length=10_000,
                                    description="what to look for, in any language")],
        ctx: ToolContext,
        limit: Annotated[int, Field(ge=1, le=100, description="most memories returned")] = 10,
    ) -> list[Recalled]:
        """Active memories of the user ranked for a query: dense and lexical (BM25) fused."""
        caller_is = await who(ctx)
        embedding = caller_is.context().embedding_model
        hits = await search_memories_in_context(caller_is.store, caller_is.user, agent, query,
                                                context=[], limit=limit, model=embedding)
        return [Recalled(memory=memory_out(m), score=s) for m, s in hits]

    @server.tool(annotations=ToolAnnotations(read_only_hint=True))
    async def context(
        query: Annotated[str, Field(min_length=1, description="the message to answer")],
        ctx: ToolContext,
        conversation: Conversation = DEFAULT_CONVERSATION,
        budget: Annotated[int | None, Field(ge=64, description="prompt budget in tokens "
                                            "(default: derived from the model)")] = None,
    ) -> BuiltContext:
        """The context Strata would build for a message: sections, scored items, tokens.

        Exactly what a turn would send (persona, profile, memories, topic, history,
        documents), cut to the budget; nothing is written.
        """
        caller_is = await who(ctx)
        conversation = _checked(conversation, "conversation id")
        try:
            return await preview_context(caller_is.graph, caller_is.store,
                                         caller_is.context(conversation),
                                         caller_is.config(conversation), query, budget=budget)
        except (BudgetTooSmall, InvalidText) as error:
            raise ToolError(str(error)) from error

    @server.tool(annotations=ToolAnnotations(destructive_hint=True))
    async def forget(
        ctx: ToolContext,
        memory_id: Annotated[str | None, Field(description="one memory, by id")] = None,
        conversation: Annotated[str | None, Field(
            description="one conversation, with its documents")] = None,
        everything: Annotated[bool, Field(
            description="everything of the user, in every layer and agent")] = False,
    ) -> Forgotten:
        """Forget one memory, one conversation, or everything of the user; nothing stays readable.

        Give exactly one of `memory_id`, `conversation`, `everything=true`.
        """
        if sum((memory_id is not None, conversation is not None, everything)) != 1:
            raise ToolError("give exactly one of memory_id, conversation, everything=true")
        caller_is = await who(ctx)
        now = datetime.now(UTC)
        if memory_id is not None:
            try:
                await changes.delete_memory(caller_is.graph, caller_is.user, agent,
                                            _checked(memory_id, "memory id"), now=now)
            except UnknownMemory as error:
                raise ToolError(f"no memory {memory_id!r}") from error
            return Forgotten(what="memory", items=1)
        if conversation is not None:
            try:
                done = await changes.forget_conversation(
                    caller_is.graph, caller_is.user, agent,
                    _checked(conversation, "conversation id"))
            except LookupError as error:
                raise ToolError(f"no conversation {conversation!r}") from error
            return Forgotten(what="conversation", **done)
        return Forgotten(what="everything", **await changes.forget_user(caller_is.graph,
                                                                        caller_is.user))

    @server.resource("strata://memories{?status}", mime_type="application/json")
    async def memories(ctx: ToolContext, status: str = "active") -> list[dict[str, Any]]:
        """The user's memories, most recently updated first (`?status=` active by default)."""
        caller_is = await who(ctx)
        if status not in ("active", "disabled", "candidate", "archived", "all"):
            raise ResourceError("status: active, disabled, candidate, archived or all")
        items = await list_memories(caller_is.store, caller_is.user, agent,
                                    status=None if status == "all" else status)
        return [memory_out(m).model_dump() for m in items]

    return server
