"""`strata documents`: list, show or delete the documents `strata attach` kept."""

from __future__ import annotations

import sys
from typing import Any

from strata_layered.cli.common import fail, print_json
from strata_layered.cli.ids import resolve_id, short_ids
from strata_layered.graph.backend import open_backend
from strata_layered.graph.folder import database_url
from strata_layered.memory.documents import vector_index
from strata_layered.memory.documents.store import (
    DocumentRecord,
    delete_document,
    list_documents,
    list_summaries,
    read_original,
)


def describe(record: DocumentRecord, store: Any, user: str) -> dict[str, Any]:
    """JSON form for the CLI."""
    home = vector_index.home_for(store)
    return {
        "id": record.id, "title": record.title, "kind": record.kind, "source": record.source,
        "conversation": record.conversation, "path": record.path, "chars": record.chars,
        "chunks": record.chunks, "status": record.status, "error": record.error,
        "summary": record.summary, "summary_method": record.summary_method,
        "summary_levels": record.summary_levels, "embedding_model": record.embedding_model,
        "index": home.where(user, record.id), "created_at": record.created_at.isoformat(),
    }


async def cmd_documents(args: Any) -> int:
    """List a conversation's documents; show or delete one."""
    if args.action in ("show", "delete") and not args.id:
        raise fail(f"documents {args.action} needs a document ID")
    # The store alone, opened as open_session opens it for a reader (never created): listing,
    # showing or deleting a document runs no turn, so the graph is not imported or built.
    kind = None if args.data.exists() or database_url() else "memory"
    async with open_backend(args.data, kind=kind) as backend:
        user, agent = args.user, args.agent
        if args.action == "list":
            records = await list_documents(backend.store, user, agent,
                                           None if args.all else args.conversation)
            rows = [describe(r, backend.store, user) for r in records]
            if args.json:
                print_json(rows)
            else:
                short = short_ids(r["id"] for r in rows)
                for r in rows:
                    print(f"{short[r['id']]}  [{r['kind']}] {r['title']}: {r['chunks']} "
                          f"chunks, {r['status']} ({r['conversation']})")
            return 0
        every = {r.id: r for r in await list_documents(backend.store, user, agent)}
        record = every[resolve_id(args.id, every, what="document",
                                  owner=f"user {user!r}, agent {agent!r}")]
        if args.action == "delete":
            removed = await delete_document(backend.store, user, agent, record)
            print(f"deleted document {record.id}: {removed} items and files", file=sys.stderr)
            return 0
        if args.text:
            sys.stdout.write(await read_original(backend.store, user, agent, record))
            return 0
        out = describe(record, backend.store, user)
        out["summaries"] = [{"level": n.level, "index": n.index, "chunks": [n.first_seq,
                                                                           n.last_seq],
                             "text": n.text}
                            for n in await list_summaries(backend.store, user, agent,
                                                          record.id)]
    if args.json:
        print_json(out)
    else:
        print(f"{out['id']}  [{out['kind']}] {out['title']} — {out['chunks']} chunks, "
              f"{out['chars']} characters, index {out['index']}\n{out['summary']}")
    return 0
