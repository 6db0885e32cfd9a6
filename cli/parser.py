"""The `strata` command-line grammar: every command and option, with its help, nothing loaded.

Handlers are named as "module:function" and imported only when their command runs, so
`strata --help` and a mistyped option never pay for the graph, the models or the store.
"""

from __future__ import annotations

import argparse
import os
from datetime import datetime
from typing import NoReturn

from strata_layered.cli import mcp_serve, serve, token
from strata_layered.cli.common import UsageError
from strata_layered.graph.folder import locate_data_folder
from strata_layered.memory.namespaces import DEFAULT_USER

# Spelled out rather than imported from memory/: importing those modules would double the
# time `strata --help` takes. tests/integration/test_cli_grammar.py keeps them equal.
KINDS = ("log", "contract", "code", "markdown", "prose")
MEMORY_TYPES = ("preference", "boundary", "relationship_goal", "conversation_style",
                "important_fact")
STATUSES = ("active", "disabled", "candidate", "archived")
TYPE_HELP = ", ".join(MEMORY_TYPES) + " (or the labels 偏好, 边界, 关系目标, 对话风格, 重要事实)"
ID_HELP = "id, or a unique prefix of it (at least 4 characters, as `list` shows it)"


class Parser(argparse.ArgumentParser):
    """argparse whose usage errors are one line and exit status 2, like every bad input."""

    def error(self, message: str) -> NoReturn:
        """One line on stderr naming the command's help."""
        self.exit(2, f"strata: {message} (see `{self.prog} --help`)\n")


class Version(argparse.Action):
    """`--version`: read from the installed package only when asked."""

    def __init__(self, option_strings: list[str], dest: str, **kwargs: object) -> None:
        super().__init__(option_strings, dest, nargs=0, default=argparse.SUPPRESS,
                         help="print the version and exit")

    def __call__(self, parser: argparse.ArgumentParser, *_: object) -> NoReturn:
        """Print `strata X.Y.Z` and exit 0."""
        from importlib.metadata import version  # only now: it costs start-up time

        print(f"strata {version('strata-layered-memory')}")
        parser.exit(0)


def positive(text: str) -> int:
    """A whole number above 0."""
    try:
        value = int(text)
    except ValueError:
        value = 0
    if value <= 0:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number above 0")
    return value


def iso_time(text: str) -> str:
    """An ISO-8601 time such as 2026-05-01T09:00:00Z (kept as text)."""
    try:
        datetime.fromisoformat(text.replace("Z", "+00:00"))
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"{text!r} is not an ISO-8601 time such as 2026-05-01T09:00:00Z") from None
    return text


def _globals(parser: argparse.ArgumentParser, *, top: bool) -> None:
    """--data/--user/--agent, accepted before or after the subcommand."""
    def default(env: str, fallback: str | None) -> str | None:
        return (os.environ.get(env) or fallback) if top else argparse.SUPPRESS

    # --data has no environment default here: graph.folder tells a flag from STRATA_DATA_DIR.
    parser.add_argument("--data", metavar="DIR", default=None if top else argparse.SUPPRESS,
                        help="data folder (env STRATA_DATA_DIR; `strata where` shows the one "
                             "in use)")
    parser.add_argument("--user", metavar="U", default=default("STRATA_USER", DEFAULT_USER),
                        help=f"whose memories (env STRATA_USER, default {DEFAULT_USER!r}: the "
                             "same user as `strata serve` and `strata mcp` without a token)")
    parser.add_argument("--agent", metavar="A", default=default("STRATA_AGENT", "default"),
                        help="which agent (env STRATA_AGENT, default 'default')")


def _json(p: argparse.ArgumentParser) -> None:
    p.add_argument("--json", action="store_true", help="print JSON instead of text")


def _conversation(p: argparse.ArgumentParser) -> None:
    p.add_argument("--conversation", metavar="C",
                   default=os.environ.get("STRATA_CONVERSATION") or "default",
                   help="conversation id (env STRATA_CONVERSATION, default 'default')")


def _epilog() -> str:
    folder = locate_data_folder()
    return (f"data folder without --data: {folder.path} ({folder.reason()}).\n"
            "Rule: --data, else STRATA_DATA_DIR, else ./.strata when the working directory "
            "has one, else $XDG_DATA_HOME/strata (~/.local/share/strata).\n"
            "Bad input or settings: one line on stderr, exit status 2, nothing written.")


def build_parser() -> Parser:
    """The whole command-line grammar."""
    parser = Parser(prog="strata", epilog=_epilog(),
                    formatter_class=argparse.RawDescriptionHelpFormatter,
                    description="Layered long-term memory for chat agents (offline by default).")
    parser.add_argument("-V", "--version", action=Version)
    _globals(parser, top=True)
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    def command(name: str, handler: str, help_: str) -> argparse.ArgumentParser:
        p = sub.add_parser(name, help=help_, description=help_)
        _globals(p, top=False)
        p.set_defaults(handler=f"strata_layered.cli.{handler}")
        return p

    p = command("chat", "chat:cmd_chat", "interactive chat: line editing, history, /help, "
                "Ctrl-C stops a reply, Ctrl-D leaves")
    _conversation(p)
    p = command("say", "talk:cmd_say", "one turn; the reply streams to stdout, memory notes "
                "to stderr")
    _conversation(p)
    p.add_argument("text", help="the message ('-' reads it from standard input, UTF-8)")
    p = command("attach", "attach:cmd_attach", "keep a long file whole: chunk, index, "
                "summarise it as a document of the conversation")
    _conversation(p)
    p.add_argument("file", help="UTF-8 text, PDF, DOCX or HTML file")
    p.add_argument("--title", help="title shown in the stand-in (default: the file name)")
    p.add_argument("--kind", choices=KINDS, help="content type (default: detected)")
    _json(p)
    p.add_argument("--quiet", action="store_true", help="no progress on stderr")
    p = command("documents", "documents:cmd_documents", "list, show or delete documents")
    _conversation(p)
    p.add_argument("action", nargs="?", default="list", choices=["list", "show", "delete"],
                   help="what to do (default: list)")
    p.add_argument("id", nargs="?", help=f"document {ID_HELP}")
    p.add_argument("--all", action="store_true", help="list: every conversation's documents")
    p.add_argument("--text", action="store_true", help="show: print the original text")
    _json(p)
    p = command("import", "importer:cmd_import", "replay a JSON / JSONL transcript through the "
                "write path (re-importing adds nothing)")
    _conversation(p)
    p.add_argument("file", help='JSON array or JSONL of {"role", "content", "ts"?, '
                   '"conversation"?}')
    p.add_argument("--quiet", action="store_true", help="no progress on stderr")
    p = command("context", "inspect:cmd_context", "print the context that would be sent for "
                "a message (no model call, nothing written)")
    _conversation(p)
    p.add_argument("query", nargs="*", help="the message to build the context for")
    p.add_argument("--budget", type=positive, help="prompt budget in tokens (default: "
                   "STRATA_BUDGET or derived from the model)")
    p.add_argument("--now", type=iso_time, help="ISO-8601 time to score recency against")
    _json(p)
    p.add_argument("--queries", metavar="FILE",
                   help='JSONL file of {"query", "now"?}: one JSON context per line')
    p = command("history", "inspect:cmd_history", "messages newest first, a page at a time")
    _conversation(p)
    p.add_argument("--before", type=positive, metavar="CURSOR",
                   help="the cursor the previous page printed")
    p.add_argument("--limit", type=positive, default=50, help="messages per page (default 50)")
    _json(p)
    p = command("topics", "inspect:cmd_topics", "topics with summaries, status and edges")
    _json(p)
    p = command("where", "inspect:cmd_where", "the data folder in use, and why")
    _json(p)

    p = command("memories", "manage:cmd_memories", "list and manage long-term memories")
    p.set_defaults(json=False, type=None, status=None, limit=100)
    msub = p.add_subparsers(dest="memories_action", metavar="ACTION")
    q = msub.add_parser("list", help="list memories (default)", description="list memories")
    _globals(q, top=False)
    _json(q)
    q.add_argument("--type", help=f"only this type: {TYPE_HELP}")
    q.add_argument("--status", choices=STATUSES, help="only this status")
    q = msub.add_parser("audit", help="what was not remembered, and why; what was stored",
                        description="what was not remembered, and why; what was stored")
    _globals(q, top=False)
    _json(q)
    q.add_argument("--limit", type=positive, default=100, help="decisions shown (default 100)")
    for name, help_ in (("show", "one memory with its source"), ("edit", "replace its text"),
                        ("disable", "keep it, but out of every prompt"),
                        ("enable", "use it again"), ("delete", "delete it for good")):
        q = msub.add_parser(name, help=help_, description=f"{name}: {help_}")
        _globals(q, top=False)
        q.add_argument("id", help=f"memory {ID_HELP}")
        if name == "edit":
            q.add_argument("text", help="the new text")
        _json(q)

    p = command("agents", "manage:cmd_agents", "list agents with their latest reply")
    _json(p)
    asub = p.add_subparsers(dest="agents_action", metavar="ACTION")
    q = asub.add_parser("set", help="set an agent's persona", description="set an agent's "
                        "persona: the first section of its prompts")
    _globals(q, top=False)
    q.add_argument("name", help="agent id")
    q.add_argument("--persona", help="persona text")
    q.add_argument("--persona-file", metavar="FILE", help="UTF-8 file with the persona")

    p = command("forget", "manage:cmd_forget", "delete one conversation, or everything of a "
                "user (--yes)")
    p.add_argument("--conversation", dest="forget_conversation", metavar="C",
                   help="forget only this conversation (with its documents)")
    p.add_argument("--yes", action="store_true", help="confirm forgetting the whole user")

    p = command("migrate", "maintain:cmd_migrate", "copy the data folder into PostgreSQL, "
                "every layer, and check the copy")
    p.add_argument("--to", required=True, metavar="URL", help="postgresql:// URL of the target "
                   "database (tables are created when missing)")
    p.add_argument("--quiet", action="store_true", help="no progress on stderr")
    _json(p)
    p = command("reindex", "maintain:cmd_reindex", "embed again what another embedding model "
                "made (after STRATA_EMBEDDINGS changed)")
    p.add_argument("--quiet", action="store_true", help="no progress on stderr")
    _json(p)

    p = command("serve", "serve:cmd_serve", "serve the HTTP API and the pages (uvicorn)")
    serve.add_arguments(p)
    p = command("mcp", "mcp_serve:cmd_mcp", "serve memory to MCP clients: tools remember, "
                "recall, context, forget and the memories resource (stdio or HTTP)")
    mcp_serve.add_arguments(p)
    p = command("token", "token:cmd_token", "print a token for --user, signed with "
                "STRATA_AUTH_SECRET (development)")
    token.add_arguments(p)

    command("demo", "demo:cmd_demo", "scripted bilingual demo, offline (user demo-user, reset "
            "on each run)")
    return parser


def utf8_arguments(argv: list[str]) -> None:
    """Refuse an argument that was not valid UTF-8 (Python keeps such bytes as surrogates)."""
    for number, arg in enumerate(argv):
        try:
            arg.encode("utf-8")
        except UnicodeEncodeError:
            try:
                raw = arg.encode("utf-8", "surrogateescape")
            except UnicodeEncodeError:  # a lone surrogate made in Python, not read from bytes
                raw = arg.encode("utf-8", "backslashreplace")
            owner = argv[number - 1] if number and argv[number - 1].startswith("-") else None
            what = f"the value of {owner}" if owner else f"argument {number + 1}"
            raise UsageError(f"{what} is not valid UTF-8 text: {raw!r}") from None
