"""`strata memories`, `strata agents`, `strata forget`: what the user controls."""

from __future__ import annotations

import os
import sys
from collections.abc import Mapping, Sequence
from datetime import UTC, datetime
from typing import Any

from strata_layered.cli.common import check_ids, fail, print_json, read_text_file
from strata_layered.cli.ids import resolve_id
from strata_layered.cli.memory_view import memory_json, memory_line, memory_lines, newest_first
from strata_layered.cli.plain_store import read_memories
from strata_layered.graph.folder import STORE_FILE, database_url
from strata_layered.memory.gate.labels import LABEL_TO_TYPE, MEMORY_TYPES

# Only what listing and showing need is imported here: they read the store file with the
# standard library (cli/plain_store.py) and must start in well under a second. Every other
# command imports the store, the records or the graph inside its handler.


async def memory_values(args: Any, *, status: str | None = None,
                        memory_type: str | None = None) -> list[Mapping[str, Any]]:
    """The stored memories of the call's user and agent, most recently updated first."""
    plain = None
    if not _shared_store():
        plain = read_memories(args.data / STORE_FILE, args.user, args.agent, status=status,
                              memory_type=memory_type)
    if plain is not None:
        return newest_first(plain)
    from strata_layered.cli.reader import open_reader
    from strata_layered.memory.long_term.memories import list_memories
    from strata_layered.memory.store.records import dump

    async with open_reader(args) as r:
        items = await list_memories(r.store, r.user, r.agent, status=status,
                                    memory_type=memory_type)
    return [dump(m) for m in items]


def _shared_store() -> bool:
    """PostgreSQL or the in-process store: read through the store, not a file."""
    return bool(database_url()) or os.environ.get("STRATA_BACKEND") == "memory"


def find_memory(items: Sequence[Mapping[str, Any]], args: Any, given: str) -> Mapping[str, Any]:
    """The memory `given` names (its id or a unique prefix), or one line saying why not."""
    by_id = {m["id"]: m for m in items}
    found = resolve_id(given, by_id, what="memory",
                       owner=f"user {args.user!r}, agent {args.agent!r}")
    return by_id[found]


async def cmd_memories(args: Any) -> int:
    """List, show, edit, disable, enable, delete and audit memories."""
    action = args.memories_action or "list"
    if action == "list":
        memory_type = LABEL_TO_TYPE.get(args.type, args.type) if args.type else None
        if memory_type and memory_type not in MEMORY_TYPES:
            raise fail(f"unknown memory type {args.type!r}: one of {', '.join(MEMORY_TYPES)}")
        items = await memory_values(args, status=args.status, memory_type=memory_type)
        if args.json:
            print_json([memory_json(m) for m in items])
        else:
            print(memory_lines(items), flush=True)
        return 0
    if action == "audit":
        from strata_layered.cli.reader import open_reader
        from strata_layered.memory.store import audit

        async with open_reader(args) as r:
            records = await audit.list_decisions(r.store, r.user, r.agent, limit=args.limit)
        if args.json:
            print_json([r.model_dump(mode="json") for r in records])
        else:
            for d in records:
                fired = f" [rules: {', '.join(d.rules)}]" if d.rules else ""
                print(f"{d.at:%Y-%m-%d %H:%M:%S} {d.decision:8} {d.category:18} "
                      f"{d.excerpt!r} — {d.reason}{fired}")
        return 0
    if action == "show":
        print_json(memory_json(find_memory(await memory_values(args), args, args.id)))
        return 0
    if action == "edit" and not args.text.strip():
        raise fail("new memory text is empty")
    return await _change(args, action)


async def _change(args: Any, action: str) -> int:
    """Edit, disable, enable or delete one memory through the one way memories change."""
    from strata_layered.cli.session import open_session
    from strata_layered.graph import changes
    from strata_layered.memory.long_term.memories import list_memories
    from strata_layered.memory.store.records import dump

    now = datetime.now(UTC)
    async with open_session(args, create=False) as s:
        stored = [dump(m) for m in await list_memories(s.store, s.user, s.agent)]
        found_id = find_memory(stored, args, args.id)["id"]
        try:
            if action == "edit":
                item = await changes.edit_memory(s.graph, s.user, s.agent, found_id, args.text,
                                                 now=now)
            elif action == "delete":
                done = await changes.delete_memory(s.graph, s.user, s.agent, found_id, now=now)
                print(f"deleted {found_id}" + (
                    f"; its words also taken out of {len(done.documents)} document(s): "
                    + ", ".join(done.documents) if done.documents else ""), file=sys.stderr)
                return 0
            else:
                item = await changes.set_memory_status(
                    s.graph, s.user, s.agent, found_id,
                    "disabled" if action == "disable" else "active", now=now)
        except ValueError as error:  # UnknownMemory too: deleted meanwhile
            raise fail(str(error)) from error
    if args.json:
        print_json(memory_json(dump(item)))
    else:
        print(memory_line(dump(item)))
    return 0


async def cmd_agents(args: Any) -> int:
    """List agents with their latest reply, or set an agent's persona."""
    if getattr(args, "agents_action", None) == "set":
        return await _set_persona(args)
    from strata_layered.cli.reader import open_reader
    from strata_layered.memory.store.conversations import list_agents

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
    from strata_layered.cli.session import open_session
    from strata_layered.memory.store.conversations import set_persona

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
    from strata_layered.cli.session import open_session
    from strata_layered.graph import changes

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
