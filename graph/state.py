"""Typed graph state. Only JSON-like values and LangChain messages are checkpointed.

The checkpoint holds the short-term layer only (a window of recent messages, the rolling
summary, counters); the full log lives in the store, so a turn's checkpoint does not grow
with the length of the conversation.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Annotated, Any

from langchain_core.messages import AnyMessage, BaseMessage, convert_to_messages
from langgraph.channels import LastValue, UntrackedValue
from langgraph.graph.message import add_messages
from pydantic import ConfigDict

from strata_layered.graph.retrieval.types import Retrieved
from strata_layered.memory.context.context_builder import BuiltContext
from strata_layered.memory.facts.person_pronouns import said_before
from strata_layered.memory.gate.judgement import JudgementJSON
from strata_layered.memory.long_term.corrections import MemoryChangeJSON
from strata_layered.memory.long_term.memories import MemoryWrite
from strata_layered.memory.sensitive import redact
from strata_layered.memory.sensitive.content import mask_content
from strata_layered.memory.store.records import MemoryItem, TopicRecord
from strata_layered.memory.text.text import straight_apostrophes


def _masked(message: BaseMessage) -> BaseMessage:
    content = mask_content(message.content)
    return message if content == message.content else message.model_copy(
        update={"content": content})


def add_masked_messages(left: Any, right: Any) -> Any:
    """`add_messages`, the new messages' secrets masked first.

    Every way a message enters the window goes through here — a run's `messages` input,
    Studio's state edits (`update_state`), the nodes — so no checkpoint holds one in clear.
    """
    new = right if isinstance(right, list) else [right]
    masked: list[Any] = [_masked(m) for m in convert_to_messages(new)]
    return add_messages(left, masked)


class MaskedText(LastValue[Any]):
    """A last-value channel that masks the secrets of a text written to it.

    A reducer would miss the first write of a new thread (LangGraph stores it as is), so
    the channel itself masks: a state edit cannot plant a secret in a summary. (`user_text`
    is left as sent: a direct `invoke` hands the typed text to this turn's model call, and
    `persist_user` masks it and clears the channel in the same run.)
    """

    def update(self, values: Sequence[Any]) -> bool:
        """Mask, then keep the last value as LastValue does."""
        return super().update([redact(v) if isinstance(v, str) else v for v in values])


@dataclass(kw_only=True)
class InputState:
    """What a caller sends for one turn."""

    __pydantic_config__ = ConfigDict(use_attribute_docstrings=True)  # docstrings → schema

    messages: Annotated[list[AnyMessage], add_masked_messages] = field(default_factory=list)
    """Window of recent messages. Callers may append the user's message here (Studio, SDK)."""
    user_text: str | None = None
    """The user's message (alternative to appending it to `messages`)."""
    now: str | None = None
    """ISO-8601 time of the turn; defaults to the wall clock (imports and benchmarks set it)."""
    supplied_reply: str | None = None
    """A reply given by the caller (transcript import): no model is called."""
    regenerate: bool = False
    """Answer the conversation's last user message again (useChat's `regenerate-message`):
    its last reply is rewritten in place, no user message is stored, memory is left as is."""


@dataclass(kw_only=True)
class OutputState:
    """What a caller gets back."""

    __pydantic_config__ = ConfigDict(use_attribute_docstrings=True)

    messages: Annotated[list[AnyMessage], add_masked_messages] = field(default_factory=list)
    """Window of recent messages."""
    reply: str = ""
    """This turn's assistant reply (possibly partial, see `reply_incomplete`)."""
    reply_incomplete: bool = False
    """True when the model stream broke off; the received part was kept."""
    summary: Annotated[str, MaskedText] = ""
    """Rolling conversation summary (seed 000 v1)."""
    summary_v2: Annotated[str, MaskedText] = ""
    """Structured model summary (seeds 002, 004), when a model is configured."""
    gate: JudgementJSON | None = None
    """The candidate gate's judgement for this turn."""
    memory_writes: list[MemoryWrite] = field(default_factory=list)
    """Memories stored or updated by this turn."""
    memory_fallbacks: list[str] = field(default_factory=list)
    """Each time this turn's memory work fell back to the rules, and why (one line each)."""
    errors: list[str] = field(default_factory=list)
    """This turn's contained failures (they never lose the reply or the user's message)."""
    notice: str | None = None
    """One line for the user when the model failed, in their language (never stored)."""


@dataclass(kw_only=True)
class State(InputState, OutputState):
    """Full state of a conversation thread."""

    message_count: int = 0
    """Messages stored in this conversation (+2 per turn, +1 without a stored user message)."""
    turn_at: str = ""
    """ISO time of the current turn."""
    user_message_id: str | None = None
    """Id of the stored user message of this turn."""
    user_message_seq: int | None = None
    """Log sequence number of the stored user message."""
    reply_message_id: str | None = None
    """Id of the stored reply of this turn."""
    reply_seq: int | None = None
    """Log position the streamed reply was flushed to (None until its first flush)."""
    reply_offline: bool = False
    """The reply is the offline model's stand-in: logged as shown, and left out of the
    window, the summaries, the history index and the topic summary."""
    log_seq: int = 0
    """The last log position this state has taken in: later messages were written by a
    turn that never finished (a killed process) and are brought into the window."""
    prune_history: bool = False
    """A fact was taken back in this thread: its older checkpoints still say it and are
    pruned once the turn's own is written (graph/thread_history.py)."""
    take_back_epoch: int = 0
    """The user's take-back epoch when this turn began (memory/forgetting/take_back_notes.py): what
    was taken back since is applied to this thread when the turn ends or is resumed."""
    carried: list[str] = field(default_factory=list)
    """User messages whose turn got no reply: the gate judges them with the next one, and
    extraction reads them; they are dropped once that turn's memory is decided."""
    regenerating: bool = False
    """This run rewrites the last reply (`regenerate`): routing, the gate, extraction and
    the summaries are skipped, so nothing is counted or reinforced twice."""
    reply_supplied: bool = False
    """True when the caller gave the reply (import): retrieval and the model are skipped."""
    topic_id: str | None = None
    """Current topic."""
    topic_is_new: bool = False
    """True when this turn opened a new topic."""
    topic_unsure: list[str] = field(default_factory=list)
    """The topics the model is asked to choose among after the reply, when the rules were
    unsure where this turn's message goes (memory/topics/correction.py); [] when sure."""
    retrieved: Retrieved | None = None
    """Candidates gathered by `retrieve`, as JSON (cleared at the end of the turn)."""
    context: BuiltContext | None = None
    """The built context (sections, tokens, scores), cleared at the end of the turn."""
    document_id: str | None = None
    """The document this turn's long message became: stored whole, never in state."""
    memory_changes: list[MemoryChangeJSON] | None = None
    """What the memory call proposed (ADD / UPDATE / SUPERSEDE / NONE, by memory id); None
    when no model answered this turn and the rules extract instead."""
    memory_declined: bool = False
    """The user answered no to "may I remember this?" (set by `confirm_memory` each time it
    runs, read right after it)."""
    # This run's own reads and writes, handed to a later node of the same run instead of
    # read again (issue 28: each read is a round trip on PostgreSQL). Untracked channels:
    # never checkpointed, so they hold no copy a forget could miss, and a run resumed later
    # (a question asked) or the next turn starts without them and reads the store.
    listed_memories: Annotated[list[MemoryItem] | None, UntrackedValue] = None
    """The newest active memories as the gate listed them, for extraction: set only when
    the gate changed no memory."""
    routed_topic: Annotated[TopicRecord | None, UntrackedValue] = None
    """The topic record route_topic wrote (its count as counted), for build_context."""

    def log_position(self, *, begun_by_this_thread: bool) -> int | None:
        """The last log position this state took in; None when it cannot tell.

        A state that never finished a turn (no position, no message counted) in a
        conversation its own thread began took in nothing: 0, so what its killed first
        turns left is brought in too. One from before positions were noted, or a new thread
        joining a conversation another began, cannot tell.
        """
        if self.log_seq:
            return self.log_seq
        return 0 if begun_by_this_thread and not self.message_count else None

    def turn_text(self) -> str:
        """The text of this turn's stored user message."""
        for message in reversed(self.messages):
            if message.id == self.user_message_id:
                return str(message.content)
        return ""

    def user_text_before(self, message_id: str | None) -> str:
        """The user's last message in the window other than `message_id` ("" when none).

        When it opens on a 他 / he and names nobody, the user's messages before it back to
        the one that does, joined (memory/facts/person_pronouns.py `said_before`).
        """
        said = next((str(m.content) for m in self.messages if m.id == message_id), "")
        return said_before((str(m.content) for m in reversed(self.messages)
                            if m.type == "human" and m.id != message_id), said)

    def user_message_before(self, message_id: str | None) -> str | None:
        """The id of the user's last message in the window other than `message_id`."""
        return next((str(m.id) for m in reversed(self.messages) if m.type == "human"
                     and m.id and m.id != message_id), None)

    def reply_before(self, message_id: str | None) -> str:
        """The assistant's message right before the user message `message_id` ("" when none).

        None: the message is not in the window yet, so the newest assistant message.
        """
        before = message_id is None
        for message in reversed(self.messages):
            before = before or message.id == message_id
            if before and message.type == "ai":
                return str(message.content)
        return ""


def turn_with_carried(state: State) -> str:
    """This turn's user text, after the messages of turns that got no reply (seed 003).

    Read with plain apostrophes ("I’m" as "I'm"): the log keeps the message as said.
    """
    return straight_apostrophes("\n".join([*state.carried, state.turn_text()]))
