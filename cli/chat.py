"""`strata chat`: a real prompt — line editing, history, local /commands, a reply you can stop.

On a terminal the prompt is prompt_toolkit's: arrow keys edit the line, ↑/↓ walk the
conversation's earlier messages (read from its stored log, so nothing new is kept on disk
and forgetting the conversation forgets them too). Ctrl-C while a reply streams stops it:
the turn still finishes and saves the part shown, marked incomplete. Ctrl-C on a typed
line clears it but keeps it in the history (↑ brings it back); on an empty line, or
Ctrl-D, it leaves. Piped input is read line by line, strictly as UTF-8.

The prompt comes back as soon as the reply is shown: the turn's memory work goes on
behind it and its notes appear when it ends (cli/behind.py); leaving waits for it.
"""

from __future__ import annotations

import asyncio
import signal
import sys
import threading
from typing import Any, Protocol

from strata_layered.cli.behind import TurnsBehind, print_notes
from strata_layered.cli.common import UsageError, decode_utf8
from strata_layered.cli.inspect import preview_context, print_context
from strata_layered.cli.memory_view import memory_lines
from strata_layered.cli.session import Session, open_session, require_models
from strata_layered.cli.talk import QUIET_WAIT, start_turn, validated_message
from strata_layered.graph.context import Context
from strata_layered.memory.long_term.memories import list_memories
from strata_layered.memory.store.conversations import get_conversation
from strata_layered.memory.store.messages import page_history
from strata_layered.memory.store.records import dump

PROMPT = "you> "
LEAVING = "· finishing the memory work of {n} turn(s) before leaving…"
FOLLOWING = "· the turn before is still saving its memory; yours follows"
CLEARED = "· line cleared; ↑ brings it back (Ctrl-C on an empty line leaves)"
HISTORY_LINES = 200
COMMANDS = {
    "/help": "these commands and keys",
    "/memories": "the memories kept for you (active ones)",
    "/context [TEXT]": "what would be sent for TEXT (default: your last message), no model call",
    "/quit": "leave (also /exit, Ctrl-D, or Ctrl-C on an empty line)",
}
KEYS = ("←/→ edit the line, ↑/↓ earlier messages, Ctrl-R searches them; Ctrl-C stops a "
        "streaming reply (what arrived is kept, marked incomplete); a line starting with // "
        "is sent with one / removed")


def help_text() -> str:
    """What /help prints."""
    width = max(len(name) for name in COMMANDS)
    rows = [f"  {name:<{width}}  {what}" for name, what in COMMANDS.items()]
    return "\n".join(["commands (handled here, never sent to the model):", *rows, "", KEYS])


class Lines(Protocol):
    """Where chat lines come from; EOFError ends the chat, KeyboardInterrupt leaves it."""

    async def read(self) -> str:
        """The next line (raises UsageError for a line that is not text)."""
        ...

    def show(self, lines: list[str]) -> None:
        """Notes that arrive between lines, where the user sees them."""
        ...


class TerminalLines:
    """prompt_toolkit's prompt: line editing, in-memory history, Ctrl-C that loses nothing."""

    def __init__(self, past: list[str]) -> None:
        from prompt_toolkit import PromptSession
        from prompt_toolkit.application import run_in_terminal
        from prompt_toolkit.completion import WordCompleter
        from prompt_toolkit.history import InMemoryHistory
        from prompt_toolkit.key_binding import KeyBindings

        keys = KeyBindings()

        @keys.add("c-c")
        def _interrupt(event: Any) -> None:
            buffer = event.app.current_buffer
            if not buffer.text.strip():
                event.app.exit(exception=KeyboardInterrupt())
                return
            buffer.reset(append_to_history=True)  # a cleared line stays one ↑ away
            buffer.load_history_if_not_yet_loaded()  # now, not at the next repaint
            run_in_terminal(lambda: print(CLEARED, file=sys.stderr))

        names = [name.split()[0] for name in COMMANDS] + ["/exit"]
        self.session: Any = PromptSession(
            history=InMemoryHistory(past), key_bindings=keys,
            completer=WordCompleter(names, sentence=True), complete_while_typing=False)

    async def read(self) -> str:
        """The next line typed at the prompt."""
        return str(await self.session.prompt_async(PROMPT))

    def show(self, lines: list[str]) -> None:
        """Notes that arrive while the user types: printed above the prompt, which redraws."""
        from prompt_toolkit.application import get_app_or_none, run_in_terminal

        app = get_app_or_none()
        if app is None or not app.is_running:
            print_notes(lines)
            return
        run_in_terminal(lambda: print_notes(lines))


class PipedLines:
    """Lines of standard input, decoded strictly one by one."""

    def __init__(self) -> None:
        self.number = 0

    async def read(self) -> str:
        """The next line of standard input.

        Read on a daemon thread, so the memory work of the turns before goes on meanwhile
        (and a process leaving never waits for a line that does not come).
        """
        loop = asyncio.get_running_loop()
        line: asyncio.Future[bytes] = loop.create_future()

        def settle(raw: bytes | None, error: BaseException | None) -> None:
            if line.done():
                return
            if error is not None:
                line.set_exception(error)
            else:
                line.set_result(raw or b"")

        def read_line() -> None:
            try:
                raw = sys.stdin.buffer.readline()
            except BaseException as error:  # noqa: BLE001 - handed to the reader
                loop.call_soon_threadsafe(settle, None, error)
                return
            loop.call_soon_threadsafe(settle, raw, None)

        threading.Thread(target=read_line, daemon=True, name="strata-stdin").start()
        raw = await line
        if not raw:
            raise EOFError
        self.number += 1
        return decode_utf8(raw, what=f"line {self.number} of standard input").rstrip("\r\n")

    def show(self, lines: list[str]) -> None:
        """Notes on stderr."""
        print_notes(lines)


class Chat:
    """One chat: reads lines, answers /commands here, runs every other line as a turn."""

    def __init__(self, session: Session, conversation: str, lines: Lines) -> None:
        self.session = session
        self.conversation = conversation
        self.lines = lines
        self.last_sent: str | None = None
        self.leaving = False
        self._interrupts = 0
        self._stop: asyncio.Event | None = None
        self.behind = TurnsBehind(lines.show)

    async def run(self) -> None:
        """Until /quit, end of input, or Ctrl-C at an empty prompt; then the memory work left."""
        try:
            await self._lines()
        finally:
            await self.behind.settle(LEAVING)

    async def _lines(self) -> None:
        while not self.leaving:
            try:
                line = await self.lines.read()
            except (EOFError, KeyboardInterrupt):
                return
            except UsageError as error:
                print(f"strata: {error}", file=sys.stderr)
                continue
            try:
                await self.handle(line)
            except UsageError as error:
                print(f"strata: {error}", file=sys.stderr)

    async def handle(self, line: str) -> None:
        """One line: a local command, or a message for a turn."""
        text = line.strip()
        if not text:
            return
        if text.startswith("/") and not text.startswith("//"):
            await self.command(text)
            return
        await self.turn(line[line.index("/") + 1:] if text.startswith("//") else line)

    async def command(self, text: str) -> None:
        """/help, /memories, /context, /quit; anything else is named as unknown."""
        name, _, rest = text.partition(" ")
        if name in ("/quit", "/exit"):
            self.leaving = True
        elif name == "/help":
            print(help_text())
        elif name == "/memories":
            s = self.session
            active = await list_memories(s.store, s.user, s.agent, status="active")
            print(memory_lines(dump(m) for m in active))
        elif name == "/context":
            query = rest.strip() or self.last_sent
            if not query:
                raise UsageError("/context needs TEXT until you have sent a message")
            print_context(await preview_context(self.session, self.conversation, query,
                                                now=None, budget=None))
        else:
            raise UsageError(f"unknown command {name}: /help lists them (a line starting "
                             "with // is sent as a message)")

    async def turn(self, line: str) -> None:
        """Run one turn until its reply is shown; its memory work goes on behind the prompt.

        Ctrl-C stops the reply, a second Ctrl-C leaves once it is saved. The turn before
        must have finished (one turn of a conversation at a time): its notes come first.
        """
        text = validated_message(line, self.session.context(self.conversation))
        await self.behind.settle(FOLLOWING, quiet_for=QUIET_WAIT)
        self._stop, self._interrupts = asyncio.Event(), 0
        loop = asyncio.get_running_loop()
        loop.add_signal_handler(signal.SIGINT, self._interrupt)
        try:
            sys.stdout.write("agent> ")
            task = await start_turn(self.session, self.conversation, text, self._stop)
        finally:
            loop.remove_signal_handler(signal.SIGINT)
        self.last_sent = text
        self.behind.keep(task, stopped=self._stop.is_set())

    def _interrupt(self) -> None:
        # The turn is never cancelled: cancelling would drop the reply and the window's
        # checkpoint. The model stream ends at its next piece; the turn then saves it.
        # Signals do not queue: two presses before this runs count as one.
        self._interrupts += 1
        if self._stop is not None:
            self._stop.set()
        if self._interrupts == 1:
            print("\n· stopping the reply (Ctrl-C again: leave once it is saved)",
                  file=sys.stderr, flush=True)
        elif not self.leaving:
            self.leaving = True
            print("· leaving once this turn is saved", file=sys.stderr, flush=True)


async def past_messages(session: Session, conversation: str) -> list[str]:
    """The conversation's earlier user messages, oldest first (the prompt's ↑ history)."""
    record = await get_conversation(session.store, session.user, session.agent, conversation)
    if record is None:
        return []
    page, _ = await page_history(session.store, session.user, session.agent, record,
                                 before=None, limit=HISTORY_LINES)
    return [m.content for m in reversed(page) if m.role == "user"]


async def cmd_chat(args: Any) -> int:
    """Interactive chat on a terminal, or line by line from a pipe."""
    require_models(Context(user_id=args.user, agent_id=args.agent,
                           conversation_id=args.conversation))
    async with open_session(args, recall=True) as session:
        terminal = sys.stdin.isatty() and sys.stdout.isatty()
        lines: Lines = (TerminalLines(await past_messages(session, args.conversation))
                        if terminal else PipedLines())
        print(f"Strata chat — user {args.user}, agent {args.agent}, conversation "
              f"{args.conversation}. /help for commands, Ctrl-D to leave.", file=sys.stderr)
        await Chat(session, args.conversation, lines).run()
    return 0
