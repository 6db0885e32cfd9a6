"""`strata say` stopped by a signal mid-reply, as real processes against a slow loopback model.

SIGINT and SIGTERM stop the reply: the turn still finishes (the part shown is kept, marked
incomplete, and the message is judged for memory). kill -9 lets the process save nothing
more; the next turn takes in what it left: its window holds the killed turn, and the
unanswered message is judged with that turn's complete one (seed 003). What was kept is
read back with `strata history` / `strata memories list` and from the data folder's files.
"""

from __future__ import annotations

import fcntl
import json
import os
import select
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from strata_layered.graph.context import Context
from strata_layered.graph.turns import turn_lock
from strata_layered.memory.namespaces import thread_id_for
from strata_layered.memory.store.coordination import FileLocks
from tests.support.openai_server import OpenAIServer, Reply

STRATA = [sys.executable, "-m", "strata_layered.cli"]
LONG = " ".join(f"word{i}" for i in range(60))
"""Streamed a word every CHUNK_DELAY seconds: far longer than any test waits."""
CHUNK_DELAY = 0.25
ASKED = "记住：我对花生过敏。顺便问一下，周末和朋友去吃泰国菜，我点菜时要注意些什么？"
NOTE = "对花生过敏"
"""The fact of ASKED, as memory keeps it (a note; the question around it is not kept)."""
REMEMBERED = f"· remembered: [重要事实] {NOTE}"
NEXT = "好的，那甜点选什么比较稳妥？"
ANSWER = "Mango sticky rice is usually a safe choice."
SECONDS = 30.0
"""Deadline of every wait: a process that hangs fails the test instead of stalling it."""


def _env(server: OpenAIServer) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("OPENAI_", "STRATA_"))}
    return env | {"OPENAI_BASE_URL": server.base_url, "OPENAI_API_KEY": "test-key",
                  "STRATA_MODEL": "openai:loopback-model", "STRATA_MEMORY_MODEL": "offline"}


def strata(data: Path, env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    proc = subprocess.run([*STRATA, "--data", str(data), *args], capture_output=True,
                          text=True, env=env, timeout=SECONDS)
    assert proc.returncode == 0, f"strata {args} exited {proc.returncode}: {proc.stderr}"
    return proc


def start_say(data: Path, env: dict[str, str], text: str) -> subprocess.Popen[bytes]:
    return subprocess.Popen([*STRATA, "--data", str(data), "say", text], env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)


def read_until(proc: subprocess.Popen[bytes], needle: str) -> str:
    """Read the reply from stdout as it streams, until `needle` has been shown."""
    assert proc.stdout is not None
    fd, seen = proc.stdout.fileno(), b""
    deadline = time.monotonic() + SECONDS
    while needle.encode() not in seen:
        left = deadline - time.monotonic()
        assert left > 0, f"{needle!r} never shown; stdout so far: {seen!r}"
        if select.select([fd], [], [], min(left, 0.5))[0]:
            chunk = os.read(fd, 4096)
            assert chunk, f"stdout closed before {needle!r}: {seen!r}, {proc.communicate()}"
            seen += chunk
    return seen.decode()


def stop(proc: subprocess.Popen[bytes]) -> None:
    if proc.poll() is None:
        proc.kill()
    proc.communicate(timeout=SECONDS)


def history(data: Path, env: dict[str, str]) -> list[dict]:
    """The conversation's log, oldest first."""
    page = json.loads(strata(data, env, "history", "--json", "--limit", "100").stdout)
    assert page["next_cursor"] is None
    return page["messages"][::-1]


def allergy_memories(data: Path, env: dict[str, str]) -> list[str]:
    listed = json.loads(strata(data, env, "memories", "list", "--json").stdout)
    return [m["content"] for m in listed if "花生" in m["content"]]


def turn_lock_file(data: Path) -> Path:
    """The lock file `strata say` holds for the default conversation while a turn runs."""
    thread = thread_id_for("default", "default", "default")
    key = turn_lock({"configurable": {"thread_id": thread}}, Context(user_id="default"))
    return FileLocks(data / "locks").path(key)


def lock_is_free(path: Path) -> bool:
    with open(path, "a+b") as handle:
        try:
            fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False
        fcntl.flock(handle.fileno(), fcntl.LOCK_UN)
        return True


def assert_log_consistent(data: Path, messages: list[dict]) -> None:
    """Every position taken once, in order, and the conversation's counters agree with it."""
    assert [m["seq"] for m in messages] == list(range(1, len(messages) + 1))
    with sqlite3.connect(data / "store.sqlite") as db:
        [(record,)] = db.execute("SELECT value FROM store WHERE prefix LIKE '%.conversations' "
                                 "AND key = 'default'").fetchall()
        [(counter,)] = db.execute("SELECT value FROM strata_counters WHERE key LIKE "
                                  "'%/conversation/default/seq'").fetchall()
    conversation = json.loads(record)
    assert conversation["last_seq"] == conversation["message_count"] == counter == len(messages)


@pytest.mark.parametrize("sig", [signal.SIGINT, signal.SIGTERM], ids=["SIGINT", "SIGTERM"])
def test_a_signal_mid_reply_keeps_the_part_shown_and_finishes_the_turn(
    tmp_path: Path, model_server: OpenAIServer, sig: signal.Signals
) -> None:
    model_server.script = [Reply(content=LONG, chunk_delay=CHUNK_DELAY), Reply(content=ANSWER)]
    env, data = _env(model_server), tmp_path / "d"
    proc = start_say(data, env, ASKED)
    try:
        shown = read_until(proc, "word3 ")
        proc.send_signal(sig)
        out, err = proc.communicate(timeout=SECONDS)
    finally:
        stop(proc)
    shown += out.decode()
    notes = [line for line in err.decode().splitlines() if line]

    # Clean: the exit status says which signal, stderr holds short notes only, no traceback.
    assert proc.returncode == 128 + sig
    assert all(line.startswith("· ") for line in notes), notes
    assert notes[0].startswith("· stopping the reply")
    assert "· stopped: the reply so far is saved, marked incomplete" in notes
    # A stopped reply is still a reply the user saw: the turn is complete for the gate
    # (seed 003), so the allergy is remembered on this very turn.
    assert REMEMBERED in notes, notes

    said = strata(data, env, "say", NEXT)
    assert said.stdout.strip() == ANSWER
    assert allergy_memories(data, env) == [NOTE]  # judged once, never carried again
    messages = history(data, env)
    shown = shown.strip()
    assert [(m["role"], m["content"], m["status"]) for m in messages] == [
        ("user", ASKED, "completed"), ("assistant", shown, "incomplete"),  # as shown
        ("user", NEXT, "completed"), ("assistant", ANSWER, "completed")]
    assert shown.startswith("word0 word1 word2 word3")
    assert len(shown.split()) < len(LONG.split()) // 2  # stopped, not run out
    assert_log_consistent(data, messages)
    # The next reply was written knowing the stopped turn: it is in the window sent.
    sent = [m["content"] for m in model_server.requests[-1]["messages"]]
    assert sent[-3:] == [ASKED, shown, NEXT]


@pytest.mark.parametrize("earlier", [False, True], ids=["first-turn", "after-a-turn"])
def test_kill_9_mid_reply_loses_nothing_the_next_turn_cannot_take_in(
    tmp_path: Path, model_server: OpenAIServer, earlier: bool
) -> None:
    model_server.script = [Reply(content="Hello! How can I help?")] if earlier else []
    model_server.script += [Reply(content=LONG, chunk_delay=CHUNK_DELAY), Reply(content=ANSWER)]
    env, data = _env(model_server), tmp_path / "d"
    if earlier:
        strata(data, env, "say", "你好，今天有点累。")
    proc = start_say(data, env, ASKED)
    try:
        shown = read_until(proc, "word3 ")
        lock = turn_lock_file(data)
        assert not lock_is_free(lock)  # the turn holds its conversation's lock...
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=SECONDS)
    finally:
        stop(proc)
    assert proc.returncode == -signal.SIGKILL
    assert lock_is_free(lock)  # ...and the kernel let go of it with the process

    said = strata(data, env, "say", NEXT)  # the killed turn's lock does not block it
    assert said.stdout.strip() == ANSWER
    # The unanswered message is judged with this complete turn (seed 003): remembered now,
    # not earlier (it would be "already known"), and once.
    assert REMEMBERED in said.stderr.splitlines(), said.stderr
    assert allergy_memories(data, env) == [NOTE]

    # The killed process had stored the message (before the model was called) and the
    # reply as far as its last flush, marked incomplete; the next turn came after them.
    messages = history(data, env)
    assert [m["content"] for m in messages if m["role"] == "user"].count(ASKED) == 1
    user, partial, *_ = messages[-4:]
    assert (user["role"], user["content"], user["status"]) == ("user", ASKED, "completed")
    assert (partial["role"], partial["status"]) == ("assistant", "incomplete")
    assert partial["content"].startswith("word0") and shown.startswith(partial["content"])
    assert [(m["role"], m["content"], m["status"]) for m in messages[-2:]] == [
        ("user", NEXT, "completed"), ("assistant", ANSWER, "completed")]
    assert_log_consistent(data, messages)
    # The next reply knew the killed turn: it was brought into the window sent.
    sent = [m["content"] for m in model_server.requests[-1]["messages"]]
    assert sent[-3:] == [ASKED, partial["content"], NEXT]
