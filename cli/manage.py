"""`strata memories`, `strata agents`, `strata forget`: what the user controls."""

from __future__ import annotations

import sys
from datetime import UTC, datetime
from typing import Any

from cli.common import fail, open_session, print_json, read_text_file
from graph import changes
from memory import audit
from memory.conversations import list_agents, set_persona
from memory.labels import LABEL_TO_TYPE, MEMORY_TYPES, label_for
from memory.memories import (
    UnknownMemory,
    get_memory,
    list_memories,
)
from memory.records import MemoryItem, MemoryStatus

STATUSES = ("active", "disabled", "candidate", "archived")


def memory_json(m: MemoryItem) -> dict[str, Any]:
    """The JSON shape scripts rely on."""
    return {
        "id": m.id, "type": m.memory_type, "type_label": label_for(m.memory_type, m.content),
        "content": m.content, "importance": m.importance, "confidence": round(m.confidence, 3),
        "status": m.status, "scope": m.scope, "applies_to": m.applies_to,
        "source": m.source.model_dump(mode="json"), "topic": m.topic, "mentions": m.mentions,
        "created_at": m.created_at.isoformat(), "updated_at": m.updated_at.isoformat(),
        "expires_at": m.expires_at.isoformat() if m.expires_at else None,
        "history": m.history,
    }


def _line(m: MemoryItem) -> str:
    label = label_for(m.memory_type, m.content)
    flag = "" if m.status == "active" else f" ({m.status})"
    return (f"{m.id}  [{label}] {m.content}{flag}  "
            f"importance {m.importance}, confidence {m.confidence:.2f}, ×{m.mentions}")


async def cmd_memories(args: Any) -> int:
    """List, show, edit, disable, enable, delete and audit memories."""
    action = args.memories_action or "list"
    now = datetime.now(UTC)
    if action == "list":
        memory_type = LABEL_TO_TYPE.get(args.type, args.type) if args.type else None
        if memory_type and memory_type not in MEMORY_TYPES:
            raise fail(f"unknown memory type {args.type!r}: one of {', '.join(MEMORY_TYPES)}")
        if args.status and args.status not in STATUSES:
            raise fail(f"unknown status {args.status!r}: one of {', '.join(STATUSES)}")
        async with open_session(args, create=False) as s:
            items = await list_memories(s.store, s.user, s.agent, status=args.status,
                                        memory_type=memory_type)
        if args.json:
            print_json([memory_json(m) for m in items])
        else:
            print("\n".join(_line(m) for m in items) or "no memories", flush=True)
        return 0
    if action == "audit":
        async with open_session(args, create=False) as s:
            records = await audit.list_decisions(s.store, s.user, s.agent, limit=args.limit)
        if args.json:
            print_json([r.model_dump(mode="json") for r in records])
        else:
            for r in records:
                print(f"{r.at:%Y-%m-%d %H:%M:%S} {r.decision:8} {r.category:18} "
                      f"{r.excerpt!r} — {r.reason}")
        return 0
    if action == "edit" and not args.text.strip():
        raise fail("new memory text is empty")
    async with open_session(args, create=False) as s:
        try:
            if action == "show":
                item = await get_memory(s.store, s.user, s.agent, args.id)
            elif action == "edit":
                item = await changes.edit_memory(s.graph, s.user, s.agent, args.id, args.text,
                                                 now=now)
            elif action in ("disable", "enable"):
                status: MemoryStatus = "disabled" if action == "disable" else "active"
                item = await changes.set_memory_status(s.graph, s.user, s.agent, args.id,
                                                       status, now=now)
            else:
                await changes.delete_memory(s.graph, s.user, s.agent, args.id, now=now)
                print(f"deleted {args.id}", file=sys.stderr)
                return 0
        except UnknownMemory as error:
            raise fail(str(error)) from error
        except ValueError as error:
            raise fail(str(error)) from error
    if action == "show" or args.json:
        print_json(memory_json(item))
    else:
        print(_line(item))
    return 0


async def cmd_agents(args: Any) -> int:
    """List agents with their latest reply, or set an agent's persona."""
    if getattr(args, "agents_action", None) == "set":
        persona = (read_text_file(args.persona_file, what="persona file")
                   if args.persona_file else args.persona)
        if not persona or not persona.strip():
            raise fail("give --persona TEXT or --persona-file FILE (non-empty)")
        args.agent = args.name
        async with open_session(args) as s:
            await set_persona(s.store, s.user, args.name, persona.strip(),
                              now=datetime.now(UTC))
        print(f"persona of agent {args.name!r} set", file=sys.stderr)
        return 0
    async with open_session(args, create=False) as s:
        agents = await list_agents(s.store, s.user)
    rows = [{"name": a.name, "persona": a.persona, "latest_reply": a.latest_reply,
             "latest_reply_at": a.latest_reply_at.isoformat() if a.latest_reply_at else None}
            for a in agents]
    if args.json:
        print_json(rows)
    else:
        for r in rows:
            print(f"{r['name']}: {r['latest_reply'] or '(no reply yet)'}")
    return 0


async def cmd_forget(args: Any) -> int:
    """Forget one conversation, or (with --yes) everything of a user."""
    if args.forget_conversation:
        async with open_session(args, create=False) as s:
            try:
                done = await changes.forget_conversation(s.graph, s.user, s.agent,
                                                         args.forget_conversation)
            except LookupError as error:
                raise fail(str(error)) from error
        print(f"forgot conversation {args.forget_conversation!r}: {done['items']} items, "
              f"{done['threads']} checkpoint threads", file=sys.stderr)
        return 0
    if not args.yes:
        raise fail(f"this deletes everything of user {args.user!r}; add --yes to confirm")
    async with open_session(args, create=False) as s:
        done = await changes.forget_user(s.graph, s.user)
    print(f"forgot user {args.user!r}: {done['items']} items, {done['threads']} checkpoint "
          "threads", file=sys.stderr)
    return 0
