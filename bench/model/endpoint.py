"""A loopback endpoint that answers like a provider would, and injects the turn's fault.

Replies are short text in the user's language; the memory call is answered from the rule
path's own reading of the message (a plausible judgement and notes), with UPDATE by ref
when an offered memory holds the same single-valued slot (住在杭州 → 住在上海).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from typing import Any

from strata_layered.graph.prompts import memory as prompts
from strata_layered.memory.facts.slots import slot_of
from strata_layered.memory.gate.rules import keyword_fallback
from strata_layered.memory.text.text import has_cjk
from strata_layered.memory.text.tokens import token_counter_for
from strata_layered.memory.writing.extraction import extract_rule_memories
from tests.support.openai_server import Reply

KINDS = ("reply", "memory", "summary", "topic")
MEMORY_KINDS = KINDS[1:]
"""Requests that are memory work: the memory call, the model summary, the topic pick."""
USER_TEXT = re.compile(r"<user_text>\n(.*?)\n</user_text>", re.S)
EXISTING = re.compile(r"^\[(m\d+)\] (.+)$", re.M)
count_tokens = token_counter_for("gpt-4o-mini")
REPLY_ZH = ("嗯，我听到了。谢谢你愿意跟我说这些，我会认真记着。你现在感觉怎么样？如果愿意的话，"
            "可以多跟我讲讲，比如最近让你开心或者烦心的事情。我们慢慢聊，不着急，"
            "我一直都在这里陪着你。")
REPLY_EN = ("That makes sense, and thanks for telling me. I'll keep it in mind as we talk. "
            "How are you feeling about it right now? If you'd like, tell me a bit more — "
            "what's been good lately, or what's been on your mind. No rush; I'm here.")
"""A companion's ordinary reply, about 60–80 tokens (the length real replies run to)."""


def kind_of(body: dict[str, Any]) -> str:
    """Which step sent a request, told by its system prompt."""
    system = str((body.get("messages") or [{}])[0].get("content"))
    for kind, prompt in (("memory", prompts.MEMORY_SYSTEM), ("summary", prompts.SUMMARY_SYSTEM),
                         ("topic", prompts.TOPIC_CHOICE_SYSTEM)):
        if system.startswith(prompt.splitlines()[0][:20]):
            return kind
    return "reply"


@dataclass
class Request:
    """One request the endpoint received: its turn, kind, tokens and fault."""

    turn: int
    kind: str
    prompt_tokens: int
    completion_tokens: int = 0
    fault: str | None = None


@dataclass
class Endpoint:
    """The responder: `turn` and `fault` are set by the driver before each turn."""

    memory_timeout: float
    turn: int = 0
    fault: str | None = None
    requests: list[Request] = field(default_factory=list)
    _spent: int = 0

    def start_turn(self, turn: int, fault: str | None) -> None:
        """A new turn: its fault is armed."""
        self.turn, self.fault, self._spent = turn, fault, 0

    def __call__(self, body: dict[str, Any]) -> Reply:
        """The answer to one request (the server's responder)."""
        kind = kind_of(body)
        prompt = "\n".join(str(m.get("content")) for m in body.get("messages") or [])
        # The schema travels too (tools or response_format), counted as the JSON it is sent as.
        schema = json.dumps([body.get("tools"), body.get("response_format")], ensure_ascii=False)
        record = Request(self.turn, kind, count_tokens(prompt) + count_tokens(schema))
        self.requests.append(record)
        faulted = self._faulted(kind, body)
        record.fault = self.fault if faulted is not None else None
        reply = faulted or self._answer(kind, body, prompt)
        if reply.fault not in ("http_429", "http_500"):
            text = reply.text() if not reply.tool_calls else json.dumps(reply.tool_calls[0][1])
            record.completion_tokens = count_tokens(text)
        else:
            record.prompt_tokens = 0  # refused before the model ran: nothing billed
        return reply

    def _faulted(self, kind: str, body: dict[str, Any]) -> Reply | None:
        fault = self.fault
        if fault is None:
            return None
        if fault == "cut":
            if kind != "reply":
                return None
            self._spent += 1
            return Reply(content="好的，我记住了 团子 这个名字 真可爱", fault="cut",
                         chunks_before_cut=2)
        if kind == "reply":
            return None
        self._spent += 1
        once = self._spent == 1
        if fault == "429_burst" and self._spent <= 2:
            return Reply(fault="http_429", retry_after=0.2)
        if fault == "429_long":
            return Reply(fault="http_429", retry_after=0.2)
        if fault == "http_500" and once:
            return Reply(fault="http_500")
        if fault == "timeout" and once:
            return Reply(fault="delay", delay=self.memory_timeout + 5)
        if fault == "malformed" and once:
            return Reply(fault="malformed")
        if fault == "empty" and once:
            return Reply(content="")
        if fault == "refusal" and once:
            return Reply(content="I'm sorry, but I can't help with that request.")
        if fault == "think" and once:
            answer = self._answer(kind, body, "")
            payload = json.dumps(answer.tool_calls[0][1] if answer.tool_calls else answer.json,
                                 ensure_ascii=False)
            return Reply(content=f"<think>The user states a lasting preference.</think>\n{payload}")
        return None

    def _answer(self, kind: str, body: dict[str, Any], prompt: str) -> Reply:
        if kind == "reply":
            last = str(body["messages"][-1].get("content"))
            return Reply(content=REPLY_ZH if has_cjk(last) else REPLY_EN)
        if kind == "summary":
            return Reply(content="进展：用户聊了近况和偏好。已确定事项：见记忆。待解决问题：无。")
        if kind == "topic":
            return _shaped(body, "TopicChoice", {"topic_id": None})
        return _shaped(body, "MemoryDecision", decide(prompt))


def decide(prompt: str) -> dict[str, Any]:
    """A plausible MemoryDecision for the memory call's prompt."""
    found = USER_TEXT.search(prompt)
    text = found.group(1) if found else ""
    judgement = keyword_fallback(text)
    existing = EXISTING.findall(prompt)
    changes: list[dict[str, Any]] = []
    if judgement.should_extract:
        for note in extract_rule_memories(text, judgement)[:2]:
            slot = slot_of(note.content)
            same = next((ref for ref, content in existing
                         if slot is not None and slot_of(content) == slot), None)
            changes.append({
                "action": "UPDATE" if same else "ADD", "target_id": same,
                "memory_type": note.memory_type, "content": note.content,
                "importance": note.importance, "confidence": max(note.confidence, 0.8),
                "explicit": True, "scope": note.scope, "applies_to": note.applies_to})
    return {"shouldExtract": judgement.should_extract and bool(changes),
            "confidence": max(judgement.confidence, 0.8) if changes else 0.6,
            "category": judgement.category, "stability": judgement.stability
            if changes else "unclear", "importance": max(judgement.importance, 3)
            if changes else 0, "reason": judgement.reason[:300],
            "candidateFacts": [str(c["content"])[:120] for c in changes][:3],
            "memories": changes}


def _shaped(body: dict[str, Any], name: str, value: dict[str, Any]) -> Reply:
    """The answer in the shape the request's structured-output method asks for."""
    if body.get("tools"):
        return Reply(tool_calls=[(body["tools"][0]["function"]["name"], value)])
    return Reply(json=value)
