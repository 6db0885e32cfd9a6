"""Refresh the conversation summaries and close the turn.

v1 (seed 000) every turn: previous + last 8 earlier messages + this turn, last 1600
characters. v2 (seeds 002, 004) with a model, once `summary_every` messages are
unsummarized: the model merges them into the structured summary and the messages are
marked summarized in the same transaction.
"""

from __future__ import annotations

from typing import Any

from langgraph.runtime import Runtime

from strata_layered.graph.checkpoint_pruning import (
    prune_before,
    run_checkpoint_id,
    run_checkpointer,
    written,
)
from strata_layered.graph.context import Context
from strata_layered.graph.indexing import embed_turn
from strata_layered.graph.memory_model import (
    choose_topic,
    endpoint_of,
    fallback_note,
    memory_model,
    summarize_with_model,
)
from strata_layered.graph.models import load_embeddings
from strata_layered.graph.offline import is_standin, is_standin_text
from strata_layered.graph.scope import contained_error, parse_time, scope_of
from strata_layered.graph.state import State
from strata_layered.memory.context.summary import (
    build_conversation_summary,
    summarize_recursively,
    transcript_lines,
)
from strata_layered.memory.facts.forget_requests import asked_not_to_remember
from strata_layered.memory.store.conversations import get_conversation
from strata_layered.memory.store.messages import (
    relabel_topic,
    save_summary,
    set_message_topic,
    unsummarized,
)
from strata_layered.memory.topics.correction import apply_topic_answer
from strata_layered.memory.topics.lifetime import get_topic
from strata_layered.memory.topics.refresh import refresh_topic_summary
from strata_layered.memory.topics.representation import move_memories


async def refresh_summary(state: State, runtime: Runtime[Context]) -> dict[str, Any]:
    """Rolling summary v1, then v2 when enough messages have piled up."""
    ctx = runtime.context or Context()
    update: dict[str, Any] = {"retrieved": None, "context": None, "reply_supplied": False,
                              "topic_unsure": []}
    errors = list(state.errors)
    topic_id = state.topic_id
    # One memory call a turn: a turn whose memory call the model already answered leaves
    # its filing to the rules; the question is asked on turns that made none.
    spent = bool(state.gate and str(state.gate.get("source", "")).startswith("model:"))
    if (state.topic_unsure and topic_id and not spent
            and not _endpoint_failed(state.memory_fallbacks)):
        try:
            topic_id = await _recheck_topic(state, runtime, ctx, topic_id)
        except Exception as error:  # noqa: BLE001 - the rules' filing stands
            errors.append(contained_error("recheck_topic", error))
        if topic_id != state.topic_id:
            update["topic_id"] = topic_id
    if state.reply.strip():
        # An offline stand-in is no reply: the summaries take this turn's user text only.
        reply = "" if state.reply_offline else state.reply
        try:
            this_turn = {state.user_message_id, state.reply_message_id}
            # "don't remember that I cried at work": neither the rolling summary nor the
            # topic, read in every later conversation, takes the turn (the gate kept nothing
            # of it either), nor, as an earlier message of the window, any later turn
            # nor the reply to it ("Done, I won't remember that you live in Reykjavik")
            earlier = not_withheld([("assistant" if m.type == "ai" else "user", str(m.content))
                                    for m in state.messages if m.id not in this_turn
                                    and not (m.type == "ai" and is_standin_text(str(m.content)))])
            withheld = asked_not_to_remember(state.turn_text())
            update["summary"] = build_conversation_summary(
                previous_summary=state.summary, recent_messages=earlier,
                user_text="" if withheld else state.turn_text(),
                assistant_text="" if withheld else reply,
            )
            if topic_id and not withheld:
                scope = scope_of(runtime)
                await refresh_topic_summary(
                    scope.store, scope.user, scope.agent, topic_id,
                    user_text=state.turn_text(), reply=reply, now=parse_time(state.turn_at),
                )
        except Exception as error:  # noqa: BLE001 - failures after the reply are contained
            errors.append(contained_error("refresh_summary", error))
    try:
        model = memory_model(ctx)
        # The endpoint just failed this turn's memory call: the summary waits for a later
        # turn instead of making this one pay a second timeout.
        if model is not None and not _endpoint_failed(state.memory_fallbacks):
            scope = scope_of(runtime)
            conv = await get_conversation(scope.store, scope.user, scope.agent,
                                          scope.conversation)
            # Seed 002: N unsummarized messages; seed 004: or when they leave the window.
            due = min(ctx.summary_every, ctx.window_messages + 1)
            if conv is not None and conv.last_seq - conv.summarized_through >= due:
                pending = await unsummarized(scope.store, scope.user, scope.agent, conv)

                async def merge(previous: str, text: str) -> str:
                    return await summarize_with_model(model, previous=previous,
                                                      conversation=text,
                                                      timeout=ctx.memory_timeout,
                                                      endpoint=endpoint_of(ctx))

                text = transcript_lines(not_withheld([(m.role, m.content) for m in pending
                                                      if not is_standin(m)]))
                summary = await summarize_recursively(conv.summary, text, merge)
                await save_summary(scope.store, scope.user, scope.agent, conv, summary, pending)
                update["summary_v2"] = summary
    except Exception as error:  # noqa: BLE001 - the v1 summary stands; v2 retries later
        errors.append(contained_error("refresh_summary_v2", error))
        update["memory_fallbacks"] = [*state.memory_fallbacks, "model summary left for a "
                                      f"later turn: {await fallback_note(runtime.store, error)}"]
    if errors != state.errors:
        update["errors"] = errors
    if runtime.store is not None:
        embed_turn(runtime.store, ctx)  # last: the vectors never compete with the turn
    thread_id = scope_of(runtime).thread_id
    if (state.prune_history and thread_id and (saver := run_checkpointer())
            and (at := run_checkpoint_id())):
        # a fact was taken back: every checkpoint before this step said it (the turn's own,
        # written when it ends, does not), whoever runs the graph and prunes after or not
        await written(saver, thread_id, at)
        await prune_before(saver, thread_id, at)
    return update


async def _recheck_topic(state: State, runtime: Runtime[Context], ctx: Context,
                         filed: str) -> str:
    """Seed 004 §3.2's "the model decides when unsure", asked after the reply.

    Its answer (a candidate, or none of them: a topic of its own) corrects the filing.
    """
    model = memory_model(ctx)
    if model is None:
        return filed
    scope = scope_of(runtime)
    shown = [t for i in state.topic_unsure
             if (t := await get_topic(scope.store, scope.user, scope.agent, i)) is not None]
    if not shown:
        return filed
    answer = await choose_topic(model, ctx, state.turn_text(), shown)
    done = await apply_topic_answer(
        scope.store, scope.user, scope.agent, text=state.turn_text(), filed=filed,
        candidates=[t.id for t in shown], answer=answer, now=parse_time(state.turn_at),
        model=ctx.embedding_model, embed=load_embeddings(ctx.embedding_model).aembed_query)
    if done.folded and done.moved_from:
        await relabel_topic(scope.store, scope.user, scope.agent, scope.conversation,
                            done.moved_from, done.topic_id)
    elif done.moved_from and state.user_message_seq is not None:
        await set_message_topic(scope.store, scope.user, scope.agent, scope.conversation,
                                state.user_message_seq, done.topic_id)
        # What this turn kept was filed in the topic it left.
        await move_memories(scope.store, scope.user, scope.agent, done.moved_from,
                            done.topic_id, message_id=state.user_message_id)
    return done.topic_id


def _endpoint_failed(fallbacks: list[str]) -> bool:
    """Whether this turn's memory call met a dead or slow endpoint (not a bad answer)."""
    return any(f"({kind})" in note for note in fallbacks
               for kind in ("timeout", "server", "connection", "circuit_open", "rate_limited"))


def not_withheld(said: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """(role, content) pairs without a request not to remember, nor the replies to it.

    The reply restates what the request takes back ("Done, I won't remember that you live
    in Reykjavik"): the rolling summary kept it in every later turn.
    """
    kept: list[tuple[str, str]] = []
    withheld = False
    for role, content in said:
        if role == "user":
            withheld = asked_not_to_remember(content)
        if not withheld:
            kept.append((role, content))
    return kept
