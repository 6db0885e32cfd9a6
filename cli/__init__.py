"""The `strata` command line."""

from __future__ import annotations

import argparse
import asyncio
import logging
import os
import sys
import warnings
from collections.abc import Callable, Coroutine, Sequence
from typing import Any

from cli.common import UsageError

Handler = Callable[[Any], Coroutine[Any, Any, int]]


def _globals(parser: argparse.ArgumentParser, *, top: bool) -> None:
    """--data/--user/--agent, accepted before or after the subcommand."""
    default = (lambda env, d: os.environ.get(env, d)) if top else (
        lambda env, d: argparse.SUPPRESS)
    parser.add_argument("--data", default=default("STRATA_DATA_DIR", ".strata"),
                        help="data folder (env STRATA_DATA_DIR, default .strata)")
    parser.add_argument("--user", default=default("STRATA_USER", "default"),
                        help="user id (env STRATA_USER)")
    parser.add_argument("--agent", default=default("STRATA_AGENT", "default"),
                        help="agent id (env STRATA_AGENT)")


def build_parser() -> argparse.ArgumentParser:
    """The whole command-line grammar."""
    from cli import attach, demo, importer, inspect, manage, serve, talk, token

    parser = argparse.ArgumentParser(prog="strata", description=__doc__)
    _globals(parser, top=True)
    sub = parser.add_subparsers(dest="command", required=True)

    def command(name: str, handler: Handler, help_: str) -> argparse.ArgumentParser:
        p = sub.add_parser(name, help=help_, description=help_)
        _globals(p, top=False)
        p.set_defaults(handler=handler)
        return p

    def conversation(p: argparse.ArgumentParser) -> None:
        p.add_argument("--conversation", default=os.environ.get("STRATA_CONVERSATION",
                                                                "default"))

    p = command("chat", talk.cmd_chat, "interactive, streamed chat")
    conversation(p)
    p = command("say", talk.cmd_say, "one turn; the reply streams to stdout ('-' reads stdin)")
    conversation(p)
    p.add_argument("text")
    p = command("attach", attach.cmd_attach, "keep a long file whole: chunk, index, summarise")
    conversation(p)
    q = command("documents", attach.cmd_documents, "list, show or delete attached documents")
    conversation(q)
    attach.add_arguments(p, q)
    p = command("import", importer.cmd_import, "replay a JSON / JSONL transcript")
    conversation(p)
    p.add_argument("file")
    p.add_argument("--quiet", action="store_true", help="no progress bar")
    p = command("context", inspect.cmd_context, "print the context that would be sent")
    conversation(p)
    p.add_argument("query", nargs="*")
    p.add_argument("--budget", type=int)
    p.add_argument("--now", help="ISO-8601 time to score recency against")
    p.add_argument("--json", action="store_true")
    p.add_argument("--queries", help="JSONL file of {\"query\", \"now\"?}: one JSON line each")
    p = command("history", inspect.cmd_history, "messages newest first, pageable")
    conversation(p)
    p.add_argument("--before", type=int, help="cursor printed by the previous page")
    p.add_argument("--limit", type=int, default=50)
    p.add_argument("--json", action="store_true")

    p = command("topics", inspect.cmd_topics, "topics with summaries, status and edges")
    p.add_argument("--json", action="store_true")

    p = command("memories", manage.cmd_memories, "list and manage long-term memories")
    msub = p.add_subparsers(dest="memories_action")
    for name, help_ in (("list", "list memories"), ("audit", "what was not remembered, why")):
        q = msub.add_parser(name, help=help_)
        _globals(q, top=False)
        q.add_argument("--json", action="store_true")
        if name == "list":
            q.add_argument("--type", help="preference, boundary, … or 偏好, 边界, …")
            q.add_argument("--status", help="active, disabled, candidate, archived")
        else:
            q.add_argument("--limit", type=int, default=100)
    for name in ("show", "edit", "disable", "enable", "delete"):
        q = msub.add_parser(name, help=f"{name} one memory")
        _globals(q, top=False)
        q.add_argument("id")
        q.add_argument("--json", action="store_true")
        if name == "edit":
            q.add_argument("text")
    p.set_defaults(json=False, type=None, status=None, limit=100)

    p = command("agents", manage.cmd_agents, "list agents with their latest reply")
    p.add_argument("--json", action="store_true")
    asub = p.add_subparsers(dest="agents_action")
    q = asub.add_parser("set", help="set an agent's persona")
    _globals(q, top=False)
    q.add_argument("name")
    q.add_argument("--persona")
    q.add_argument("--persona-file")

    p = command("forget", manage.cmd_forget, "delete a conversation, or everything of a user")
    p.add_argument("--conversation", dest="forget_conversation")
    p.add_argument("--yes", action="store_true", help="confirm forgetting the whole user")

    p = command("demo", demo.cmd_demo, "scripted bilingual demo, offline")
    p = command("serve", serve.cmd_serve, "serve the HTTP API and the pages (uvicorn)")
    serve.add_arguments(p)
    p = command("token", token.cmd_token, "print a token for --user, signed with "
                "STRATA_AUTH_SECRET (development)")
    token.add_arguments(p)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the `strata` console script."""
    warnings.filterwarnings("ignore", category=DeprecationWarning)
    logging.basicConfig(level=os.environ.get("STRATA_LOG", "ERROR").upper(),
                        format="strata: %(levelname)s %(message)s")
    args = build_parser().parse_args(argv)
    try:
        return asyncio.run(args.handler(args))
    except UsageError as error:
        print(f"strata: {error}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
