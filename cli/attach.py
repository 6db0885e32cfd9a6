"""`strata attach` and `strata documents`: long inputs kept whole, chunked, summarised."""

from __future__ import annotations

import sys
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from strata_layered.cli.common import fail, print_json
from strata_layered.cli.ids import resolve_id, short_ids
from strata_layered.cli.progress import Progress
from strata_layered.cli.session import open_session, require_models
from strata_layered.graph.context import Context
from strata_layered.graph.ingest import ingest, keep_whole, mark_failed, new_document, standin
from strata_layered.memory.conversations import ensure_conversation, save_conversation
from strata_layered.memory.documents import vector_index
from strata_layered.memory.documents.load_limits import LoadLimits
from strata_layered.memory.documents.loaders import UnreadableFile, file_text
from strata_layered.memory.documents.store import (
    DocumentRecord,
    delete_document,
    list_documents,
    list_summaries,
    read_original,
)
from strata_layered.memory.namespaces import thread_id_for

UNITS = {"chunking": "chunk", "embedding": "chunk", "summarising": "summary"}


def read_attachment(path: str, limits: LoadLimits) -> str:
    """The text of a file to attach (UTF-8 text, PDF, DOCX or HTML) or one clear line."""
    try:
        size = Path(path).stat().st_size
        # UTF-8 spends at most 4 bytes a character; other formats are checked as they unpack.
        most = max(4 * limits.max_chars, limits.max_unpacked_bytes)
        if size > most:
            raise fail(f"file {Path(path).name} is {size:,} bytes, over the {most:,} one "
                       "document may take (STRATA_MAX_DOCUMENT_CHARS): split it")
        data = Path(path).read_bytes()
    except OSError as error:
        raise fail(f"cannot read file {path}: {error.strerror or error}") from error
    try:
        return file_text(data, Path(path).name, limits)
    except UnreadableFile as error:
        raise fail(f"file {error}") from error


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


async def cmd_attach(args: Any) -> int:
    """Keep a file whole, chunk it by type, index and summarise it, with progress bars."""
    ctx = Context(user_id=args.user, agent_id=args.agent, conversation_id=args.conversation)
    text = read_attachment(args.file, LoadLimits(max_chars=ctx.max_document_chars))
    require_models(ctx)  # the summaries call the memory model
    now = datetime.now(UTC)
    async with open_session(args) as session:
        user, agent = session.user, session.agent
        conversation = await ensure_conversation(
            session.store, user, agent, args.conversation,
            thread_id=thread_id_for(user, agent, args.conversation), now=now)
        await save_conversation(session.store, user, agent, conversation)
        record = new_document(conversation=args.conversation, text=text,
                              title=args.title or Path(args.file).name, source="file",
                              now=now, kind=args.kind, path=Path(args.file).name)
        await keep_whole(session.store, user, agent, record, text)
        progress = Progress(quiet=args.quiet, units=UNITS)
        try:
            record = await ingest(session.store, session.context(args.conversation), user,
                                  agent, record, text, progress=progress)
        except Exception as error:
            await mark_failed(session.store, user, agent, record, error)
            raise
        finally:
            progress.close()
        if args.json:
            print_json(describe(record, session.store, user))
        else:
            print(f"{record.id}  {standin(record)}")
    return 0


async def cmd_documents(args: Any) -> int:
    """List a conversation's documents; show or delete one."""
    if args.action in ("show", "delete") and not args.id:
        raise fail(f"documents {args.action} needs a document ID")
    async with open_session(args, create=False) as session:
        user, agent = session.user, session.agent
        if args.action == "list":
            records = await list_documents(session.store, user, agent,
                                           None if args.all else args.conversation)
            rows = [describe(r, session.store, user) for r in records]
            if args.json:
                print_json(rows)
            else:
                short = short_ids(r["id"] for r in rows)
                for r in rows:
                    print(f"{short[r['id']]}  [{r['kind']}] {r['title']}: {r['chunks']} "
                          f"chunks, {r['status']} ({r['conversation']})")
            return 0
        every = {r.id: r for r in await list_documents(session.store, user, agent)}
        record = every[resolve_id(args.id, every, what="document",
                                  owner=f"user {user!r}, agent {agent!r}")]
        if args.action == "delete":
            removed = await delete_document(session.store, user, agent, record)
            print(f"deleted document {record.id}: {removed} items and files", file=sys.stderr)
            return 0
        if args.text:
            sys.stdout.write(await read_original(session.store, user, agent, record))
            return 0
        out = describe(record, session.store, user)
        out["summaries"] = [{"level": n.level, "index": n.index, "chunks": [n.first_seq,
                                                                           n.last_seq],
                             "text": n.text}
                            for n in await list_summaries(session.store, user, agent,
                                                          record.id)]
    if args.json:
        print_json(out)
    else:
        print(f"{out['id']}  [{out['kind']}] {out['title']} — {out['chunks']} chunks, "
              f"{out['chars']} characters, index {out['index']}\n{out['summary']}")
    return 0
