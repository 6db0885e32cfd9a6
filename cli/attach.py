"""`strata attach`: a long input kept whole, chunked, indexed, summarised."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from strata_layered.cli.common import fail, print_json
from strata_layered.cli.documents import describe
from strata_layered.cli.progress import Progress
from strata_layered.cli.session import open_session, require_models
from strata_layered.graph.context import Context
from strata_layered.graph.ingest import ingest, keep_whole, mark_failed, new_document, standin
from strata_layered.memory.documents.load_limits import LoadLimits
from strata_layered.memory.documents.loaders import UnreadableFile, file_text
from strata_layered.memory.namespaces import thread_id_for
from strata_layered.memory.store.conversations import ensure_conversation, save_conversation

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
