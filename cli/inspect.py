"""`strata context`, `history`, `topics`, `where`: read-only views."""

from __future__ import annotations

import json
import os
import sqlite3
import sys
from contextlib import closing
from typing import Any

from strata_layered.cli.common import fail, print_json, read_text_file
from strata_layered.cli.reader import open_reader
from strata_layered.graph.folder import STORE_FILE, database_url, redact_url

# `context` builds what a turn would (graph, embeddings, token counts) and imports them in
# its handler; the other views read the store alone and start in well under a second.


def _queries(args: Any) -> list[tuple[str, str | None]]:
    if args.queries:
        out = []
        for number, raw in enumerate(read_text_file(args.queries, what="queries file")
                                     .splitlines(), start=1):
            if not raw.strip():
                continue
            try:
                obj = json.loads(raw)
            except json.JSONDecodeError as error:
                raise fail(f"{args.queries}: malformed JSON on line {number}: {error.msg}") \
                    from error
            if not isinstance(obj, dict) or not isinstance(obj.get("query"), str):
                raise fail(f"{args.queries}: line {number} needs a \"query\" string")
            out.append((obj["query"], obj.get("now")))
        if not out:
            raise fail(f"{args.queries}: no queries")
        return out
    if not args.query:
        raise fail("give a QUERY or --queries FILE")
    return [(" ".join(args.query), args.now)]


async def preview_context(
    session: Any, conversation: str, query: str, *, now: str | None, budget: int | None
) -> Any:
    """The context the graph would build for `query` in `conversation` now."""
    from strata_layered.graph.retrieval.preview import preview_context as preview

    return await preview(session.graph, session.store, session.context(conversation),
                         session.config(conversation), query, now=now, budget=budget)


def print_context(context: Any) -> None:
    """A built context as text: the budget, then each section with its scored items."""
    print(f"budget {context['budget']} tokens, used {context['total_tokens']}")
    for section in context["sections"]:
        print(f"\n## {section['name']} ({section['tokens']} tokens)")
        for item in section["items"]:
            score = "" if item["score"] is None else f"{item['score']:.3f} "
            role = f"{item['role']}: " if item.get("role") else ""
            print(f"  {score}{role}{item['text']}")


async def cmd_context(args: Any) -> int:
    """Print the context for one query, or one JSON line per query of a batch."""
    from strata_layered.cli.session import open_session
    from strata_layered.graph.scope import parse_time
    from strata_layered.memory.context.context_builder import BudgetTooSmall
    from strata_layered.memory.text.text import InvalidText, validate_user_text

    queries = _queries(args)
    try:
        for text, now in queries:
            validate_user_text(text, max_chars=10**7)
            parse_time(now)
    except (InvalidText, ValueError) as error:
        raise fail(f"bad query: {error}") from error
    async with open_session(args, create=False) as session:
        for text, now in queries:
            try:
                context = await preview_context(session, args.conversation, text, now=now,
                                                budget=args.budget)
            except BudgetTooSmall as error:
                raise fail(str(error)) from error
            if args.json or args.queries:
                print_json(context)
            else:
                print_context(context)
    return 0


async def cmd_history(args: Any) -> int:
    """Messages newest first, a page at a time."""
    from strata_layered.memory.store.conversations import get_conversation
    from strata_layered.memory.store.messages import page_history

    async with open_reader(args) as r:
        conv = await get_conversation(r.store, r.user, r.agent, args.conversation)
        if conv is None:
            raise fail(f"no conversation {args.conversation!r} for user {args.user!r}")
        page, cursor = await page_history(r.store, r.user, r.agent, conv,
                                          before=args.before, limit=args.limit)
    if args.json:
        print_json({
            "conversation": conv.id,
            "messages": [{"id": m.id, "seq": m.seq, "role": m.role, "content": m.content,
                          "created_at": m.created_at.isoformat(), "status": m.status}
                         for m in page],
            "next_cursor": cursor,
        })
        return 0
    for m in page:
        mark = " (incomplete)" if m.status == "incomplete" else ""
        print(f"[{m.seq}] {m.created_at:%Y-%m-%d %H:%M} {m.role}{mark}: {m.content}")
    if cursor:
        print(f"… older messages: --before {cursor}", file=sys.stderr)
    return 0


async def cmd_topics(args: Any) -> int:
    """Topics with their summaries, status and edges."""
    from strata_layered.memory.topics.domains import domain_label
    from strata_layered.memory.topics.forgetting import says_nothing
    from strata_layered.memory.topics.graph import neighbours
    from strata_layered.memory.topics.lifetime import list_topics
    from strata_layered.memory.topics.naming import compressed_summary

    async with open_reader(args) as r:
        found = await list_topics(r.store, r.user, r.agent)
        edges = {d: await neighbours(r.store, r.user, r.agent, d)
                 for d in {t.domain for t in found if t.domain}}
    rows: list[dict[str, Any]] = [{
        "id": t.id, "name": t.name, "domain": t.domain, "status": t.status,
        "summary": t.summary, "keywords": t.keywords, "message_count": t.message_count,
        "last_active": t.last_active.isoformat(), "edges": edges.get(t.domain or "", {}),
    } for t in found]
    if args.json:
        print_json(rows)
        return 0
    for row in rows:
        said = f"{row['name']} {row['summary']}"  # labels in the topic's language
        edge_text = ", ".join(f"{domain_label(d, said)} {w:.2f}" for d, w in sorted(
            row["edges"].items(), key=lambda x: -x[1]))
        label = domain_label(row["domain"], said)
        print(f"{row['name']}  [{label or '-'}, {row['status']}, "
              f"{row['message_count']} msgs]  edges: {edge_text or '-'}")
        if not says_nothing(row["summary"]):  # a summary kept before it could be ""
            print(f"    {compressed_summary(row['summary'], 160)}")
    return 0


def _user_source(args: Any) -> str:
    """Why this user: --user, STRATA_USER, or the one default."""
    from strata_layered.memory.namespaces import DEFAULT_USER

    if os.environ.get("STRATA_USER") == args.user and args.user != DEFAULT_USER:
        return "STRATA_USER"
    return "the default user" if args.user == DEFAULT_USER else "--user"


async def _former_defaults(args: Any) -> list[dict[str, Any]]:
    """Users that were a default once and hold data here (other than the one in use)."""
    from strata_layered.memory.namespaces import FORMER_DEFAULT_USERS, user_prefix

    found = []
    for former in FORMER_DEFAULT_USERS:
        if former != args.user and await _holds(args, user_prefix(former)):
            found.append({"user": former,
                          "hint": f"data written as the former default user {former!r} "
                                  f"(`strata serve` before one default): reach it with "
                                  f"--user {former} or STRATA_USER={former}"})
    return found


async def _holds(args: Any, prefix: tuple[str, ...]) -> bool:
    """Whether the store holds anything under `prefix`: read with sqlite3 when it can be.

    `strata where` then starts without the LangGraph store (and langchain_core under it).
    """
    from strata_layered.cli.plain_store import holds_namespace
    from strata_layered.graph.backends.folder_health import check_data_folder

    if not database_url() and os.environ.get("STRATA_BACKEND") != "memory":
        if (args.data / STORE_FILE).is_file():
            check_data_folder(args.data, writable=False)  # as open_reader: truncated is no empty
        held = holds_namespace(args.data / STORE_FILE, prefix)
        if held is not None:
            return held
    async with open_reader(args) as r:
        return bool(await r.store.alist_namespaces(prefix=prefix, limit=1))


async def cmd_where(args: Any) -> int:
    """The data folder in use, why, whether it exists yet, and whose data is read."""
    folder = args.folder
    path = folder.path.resolve()
    url = database_url()
    backend = "postgres" if url else os.environ.get("STRATA_BACKEND") or "sqlite"
    exists = path.is_dir()
    former = await _former_defaults(args)
    user = {"id": args.user, "source": _user_source(args)}
    cache = _history_cache(backend)
    fallbacks = await _model_fallbacks(args)
    if args.json:
        print_json({"path": str(path), "source": folder.source, "reason": folder.reason(),
                    "exists": exists, "backend": backend,
                    "database": redact_url(url) if url else None,
                    "user": user, "former_defaults": former, "history_cache": cache,
                    "model_fallbacks": fallbacks})
        return 0
    if url:
        print(f"PostgreSQL {redact_url(url)} (STRATA_DATABASE_URL): every layer is there, "
              "no data folder is used")
        print("  history recall: served by PostgreSQL, no per-user index in a worker")
    else:
        print(path)
        print(f"  chosen because: {folder.reason()}")
        print(f"  exists: {'yes' if exists else 'no (the first write creates it)'}")
        if backend == "memory":
            print("  STRATA_BACKEND=memory: nothing is read from or written to it")
        print(f"  history cache: {cache['budget_bytes'] / 2**20:.0f} MB per process "
              f"({cache['source']}); this process holds {cache['used_bytes']} bytes "
              "(a server worker reports its own in GET /api/health)")
    print(f"user: {args.user} ({user['source']}; `strata serve` and `strata mcp` without a "
          "token use the same default)")
    for row in former:
        print(f"  note: {row['hint']}")
    kinds = ", ".join(f"{kind} {n}" for kind, n in sorted(fallbacks.items()))
    print(f"memory model fell back to the rules {sum(fallbacks.values())} times"
          + (f" ({kinds})" if kinds else "") + " (every process, kept with the data)")
    return 0


async def _model_fallbacks(args: Any) -> dict[str, int]:
    """Memory work the rules did because the model failed, by kind (read only)."""
    from strata_layered.graph.fallbacks import FALLBACKS, fallback_counts

    if database_url():
        async with open_reader(args) as r:
            return await fallback_counts(r.store)
    path = args.data / STORE_FILE
    if os.environ.get("STRATA_BACKEND") == "memory" or not path.is_file():
        return {}
    with closing(sqlite3.connect(f"file:{path}?mode=ro", uri=True)) as conn:
        try:
            rows = conn.execute("SELECT key, value FROM strata_counters WHERE key LIKE ?",
                                (f"{FALLBACKS}/%",)).fetchall()
        except sqlite3.OperationalError:  # a folder from before the counters: none
            return {}
    return {str(key).split("/", 1)[1]: int(n) for key, n in rows if n}


def _history_cache(backend: str) -> dict[str, Any]:
    """The history index's budget per process, and what this process holds (nothing yet)."""
    # Imported here: the other views never load numpy.
    from strata_layered.graph.settings import history_budget
    from strata_layered.memory.history import DEFAULT_BUDGET

    budget = history_budget()
    return {"served_by": "database" if backend == "postgres" else "process",
            "budget_bytes": 0 if backend == "postgres" else budget or DEFAULT_BUDGET,
            "source": "STRATA_HISTORY_CACHE_MB" if budget else "default",
            "used_bytes": 0}
