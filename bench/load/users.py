"""Simulated chat users: turns through POST /api/chat, then their history checked turn by turn.

Each user is the `sub` of a token of its own and talks in one conversation of its own,
one turn after another (the next when the previous reply has ended), with the body the AI
SDK's TextStreamChatTransport posts: the whole conversation so far, the new user message
last. The reply is read as the plain-text stream it is.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import httpx

from bench.turn.turns import generate_turns

PAGE = 200
"""Messages asked for per page of history (the API's largest page)."""


@dataclass
class Turn:
    """One turn as the user saw it."""

    text: str
    reply: str = ""
    ms: float = 0.0
    first_byte_ms: float | None = None
    error: str | None = None


@dataclass
class User:
    """A simulated user: who, which conversation, what they said and got back."""

    id: str
    token: str
    conversation: str = "load"
    turns: list[Turn] = field(default_factory=list)

    @property
    def headers(self) -> dict[str, str]:
        """The bearer token."""
        return {"authorization": f"Bearer {self.token}"}


@dataclass
class Verdict:
    """What a user's stored history says about their turns."""

    lost: int = 0
    """Answered turns whose message or reply is not stored (or not stored right after it)."""
    doubled: int = 0
    """Messages stored more than once."""
    seq_faults: int = 0
    """Sequence numbers missing or repeated (the history should be 1, 2, … with no gap)."""
    count_off: int = 0
    """How far the conversation's message counter is from the messages stored."""


def texts_for(seed: int, turns: int) -> list[str]:
    """`turns` realistic bilingual user texts, each different from the others."""
    out: list[str] = []
    for n, (text, _) in zip(range(turns), generate_turns(seed)):
        out.append(text if text not in out else f"{text} ({n + 1})")
    return out


def _body(user: User, text: str) -> dict[str, Any]:
    """What useChat posts: the conversation so far, then the new user message."""
    messages: list[dict[str, Any]] = []
    for n, t in enumerate(user.turns):
        messages.append({"id": f"u{n}", "role": "user",
                         "parts": [{"type": "text", "text": t.text}]})
        messages.append({"id": f"a{n}", "role": "assistant",
                         "parts": [{"type": "text", "text": t.reply}]})
    n = len(user.turns)
    messages.append({"id": f"u{n}", "role": "user", "parts": [{"type": "text", "text": text}]})
    return {"id": user.conversation, "trigger": "submit-message", "messageId": f"u{n}",
            "messages": messages}


async def chat_turn(client: httpx.AsyncClient, user: User, text: str) -> Turn:
    """One turn: POST /api/chat and read the streamed reply to its end."""
    turn = Turn(text)
    started = time.perf_counter()
    try:
        async with client.stream("POST", "/api/chat", json=_body(user, text),
                                 headers=user.headers) as response:
            if response.status_code != 200:
                detail = (await response.aread()).decode(errors="replace")[:200]
                turn.error = f"HTTP {response.status_code}: {detail}"
            else:
                pieces = []
                async for piece in response.aiter_text():
                    if turn.first_byte_ms is None:
                        turn.first_byte_ms = (time.perf_counter() - started) * 1000
                    pieces.append(piece)
                turn.reply = "".join(pieces)
                if not turn.reply.strip():
                    turn.error = "empty reply"
    except httpx.HTTPError as error:
        turn.error = f"{type(error).__name__}: {error}"
    turn.ms = (time.perf_counter() - started) * 1000
    user.turns.append(turn)
    return turn


async def talk(client: httpx.AsyncClient, user: User, texts: list[str],
               done: Callable[[Turn], None]) -> None:
    """Every turn of one user, in order."""
    for text in texts:
        done(await chat_turn(client, user, text))


async def history(client: httpx.AsyncClient, user: User) -> list[dict[str, Any]]:
    """Every stored message of the user's conversation, oldest first (all pages)."""
    messages: list[dict[str, Any]] = []
    before: int | None = None
    while True:
        params: dict[str, Any] = {"limit": PAGE, **({"before": before} if before else {})}
        response = await client.get(f"/api/conversations/{user.conversation}/messages",
                                    params=params, headers=user.headers)
        if response.status_code == 404 and not messages:
            return []  # nothing was ever stored
        response.raise_for_status()
        page = response.json()
        messages.extend(page["messages"])
        before = page["next_cursor"]
        if before is None:
            return sorted(messages, key=lambda m: m["seq"])


async def message_count(client: httpx.AsyncClient, user: User) -> int | None:
    """The conversation's message counter as the list of conversations shows it."""
    response = await client.get("/api/conversations", headers=user.headers)
    response.raise_for_status()
    return next((c["message_count"] for c in response.json()
                 if c["id"] == user.conversation), None)


def judge(turns: list[Turn], stored: list[dict[str, Any]], counter: int | None) -> Verdict:
    """Every answered turn's message and reply stored exactly once, in order, seqs 1…n.

    A turn that failed may or may not have kept its user message (the API keeps what the
    user gave), so it is neither lost nor doubled either way.
    """
    verdict = Verdict()
    seqs = [m["seq"] for m in stored]
    verdict.seq_faults = len(set(range(1, len(stored) + 1)) ^ set(seqs)) + len(seqs) - len(
        set(seqs))
    verdict.count_off = abs((counter or 0) - len(stored))
    said = [m["content"].strip() for m in stored if m["role"] == "user"]
    for turn in turns:
        verdict.doubled += max(0, said.count(turn.text.strip()) - 1)
        if turn.error is not None:
            continue
        at = next((i for i, m in enumerate(stored)
                   if m["role"] == "user" and m["content"].strip() == turn.text.strip()), None)
        reply = stored[at + 1] if at is not None and at + 1 < len(stored) else None
        if (reply is None or reply["role"] != "assistant"
                or reply["content"].strip() != turn.reply.strip()):
            verdict.lost += 1
        elif at is not None and at + 2 < len(stored) and stored[at + 2]["role"] == "assistant":
            verdict.doubled += 1  # a second reply to the same message
    return verdict
