"""`strata memories`, `strata agents`, `strata forget`: what the user controls."""

from __future__ import annotations

import sys
from datetime import UTC, datetime
from typing import Any

from cli.common import check_ids, fail, print_json, read_text_file
from cli.ids import resolve_id, short_ids
from cli.reader import open_reader
from memory import audit
from memory.conversations import list_agents
from memory.labels import LABEL_TO_TYPE, MEMORY_TYPES, label_for
from memory.memories import list_memories
from memory.records import MemoryItem

# Writing commands import the backend and the graph inside their handlers: listing and
# showing read the store alone (cli/reader.py) and must not pay for them at start-up.


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


def memory_line(m: MemoryItem, shown_id: str | None = None) -> str:
    """One memory as `list` prints it."""
    label = label_for(m.memory_type, m.content)
    flag = "" if m.status == "active" else f" ({m.status})"
    return (f"{shown_id or m.id}  [{label}] {m.content}{flag}  "
            f"importance {m.importance}, confidence {m.confidence:.2f}, ×{m.mentions}")


def memory_lines(items: list[MemoryItem]) -> str:
    """Memories one per line with short ids, or a sentence saying there are none."""
    short = short_ids(m.id for m in items)
    return "\n".join(memory_line(m, short[m.id]) for m in items) or "no memories"


async def find_memory(store: Any, user: str, agent: str, given: str) -> MemoryItem:
    """The memory `given` names (its id or a unique prefix), or one line saying why not."""
    items = {m.id: m for m in await list_memories(store, user, agent)}
    found = resolve_id(given, items, what="memory",
                       owner=f"user {user!r}, agent {agent!r}")
    return items[found]


async def cmd_memories(args: Any) -> int:
    """List, show, edit, disable, enable, delete and audit memories."""
    action = args.memories_action or "list"
    if action == "list":
        memory_type = LABEL_TO_TYPE.get(args.type, args.type) if args.type else None
        if memory_type and memory_type not in MEMORY_TYPES:
            raise fail(f"unknown memory type {args.type!r}: one of {', '.join(MEMORY_TYPES)}")
        async with open_reader(args) as r:
            items = await list_memories(r.store, r.user, r.agent, status=args.status,
                                        memory_type=memory_type)
        if args.json:
            print_json([memory_json(m) for m in items])
        else:
            print(memory_lines(items), flush=True)
        return 0
    if action == "audit":
        async with open_reader(args) as r:
            records = await audit.list_decisions(r.store, r.user, r.agent, limit=args.limit)
        if args.json:
            print_json([r.model_dump(mode="json") for r in records])
        else:
            for d in records:
                print(f"{d.at:%Y-%m-%d %H:%M:%S} {d.decision:8} {d.category:18} "
                      f"{d.excerpt!r} — {d.reason}")
        return 0
    if action == "show":
        async with open_reader(args) as r:
            print_json(memory_json(await find_memory(r.store, r.user, r.agent, args.id)))
        return 0
    if action == "edit" and not args.text.strip():
        raise fail("new memory text is empty")
    return await _change(args, action)


async def _change(args: Any, action: str) -> int:
    """Edit, disable, enable or delete one memory through the one way memories change."""
    from cli.session import open_session
    from graph import changes

    now = datetime.now(UTC)
    async with open_session(args, create=False) as s:
        found = await find_memory(s.store, s.user, s.agent, args.id)
        try:
            if action == "edit":
                item = await changes.edit_memory(s.graph, s.user, s.agent, found.id, args.text,
                                                 now=now)
            elif action == "delete":
                await changes.delete_memory(s.graph, s.user, s.agent, found.id, now=now)
                print(f"deleted {found.id}", file=sys.stderr)
                return 0
            else:
                item = await changes.set_memory_status(
                    s.graph, s.user, s.agent, found.id,
                    "disabled" if action == "disable" else "active", now=now)
        except ValueError as error:  # UnknownMemory too: deleted meanwhile
            raise fail(str(error)) from error
    if args.json:
        print_json(memory_json(item))
    else:
        print(memory_line(item))
    return 0


async def cmd_agents(args: Any) -> int:
    """List agents with their latest reply, or set an agent's persona."""
    if getattr(args, "agents_action", None) == "set":
        return await _set_persona(args)
    async with open_reader(args) as r:
        agents = await list_agents(r.store, r.user)
    rows = [{"name": a.name, "persona": a.persona, "latest_reply": a.latest_reply,
             "latest_reply_at": a.latest_reply_at.isoformat() if a.latest_reply_at else None}
            for a in agents]
    if args.json:
        print_json(rows)
    else:
        for row in rows:
            print(f"{row['name']}: {row['latest_reply'] or '(no reply yet)'}")
    return 0


async def _set_persona(args: Any) -> int:
    from cli.session import open_session
    from memory.conversations import set_persona

    persona = (read_text_file(args.persona_file, what="persona file")
               if args.persona_file else args.persona)
    if not persona or not persona.strip():
        raise fail("give --persona TEXT or --persona-file FILE (non-empty)")
    check_ids(("agent id", args.name))
    args.agent = args.name
    async with open_session(args) as s:
        await set_persona(s.store, s.user, args.name, persona.strip(), now=datetime.now(UTC))
    print(f"persona of agent {args.name!r} set", file=sys.stderr)
    return 0


async def cmd_forget(args: Any) -> int:
    """Forget one conversation, or (with --yes) everything of a user."""
    from cli.session import open_session
    from graph import changes

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
