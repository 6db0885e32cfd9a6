"""`strata chat` shows the reply, then the memory notes as they arrive; leaving waits for them.

The loopback model answers the reply at once and holds each memory call until the test
releases it: the reply is on screen while the memory call is still unanswered, the next
line is taken meanwhile, and at the end of input the chat says it is finishing the memory
work, waits for it, and loses nothing.
"""

from __future__ import annotations

import json
import subprocess
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import IO, Any

from tests.integration.test_write_path_faults import JUDGED, TEA, TEA_MEMORY
from tests.support.openai_server import OpenAIServer, Reply
from tests.support.servers import BIN, offline_env

PEANUTS = "记住，我对花生过敏"
REPLY = "好的，我记住了。"
WAIT = 90.0


class Output:
    """A pipe read on a thread, so the test can wait for text without blocking on it."""

    def __init__(self, pipe: IO[str]) -> None:
        self.text = ""
        self._thread = threading.Thread(target=self._read, args=(pipe,), daemon=True)
        self._thread.start()

    def _read(self, pipe: IO[str]) -> None:
        for line in pipe:
            self.text += line


def wait_for(what: str, check: Callable[[], bool], proc: subprocess.Popen[str],
             out: Output, err: Output) -> None:
    deadline = time.monotonic() + WAIT
    while not check():
        if time.monotonic() > deadline or proc.poll() is not None:
            raise AssertionError(f"never saw {what}\nstdout: {out.text}\nstderr: {err.text}")
        time.sleep(0.05)


def memory_calls(server: OpenAIServer) -> int:
    return sum(1 for body in server.requests if body.get("tools"))


def test_the_prompt_comes_back_before_the_memory_work_ends(
        tmp_path: Path, model_server: OpenAIServer) -> None:
    holds = [threading.Event(), threading.Event()]
    peanuts = {**TEA_MEMORY, "memory_type": "boundary", "content": "对花生过敏"}

    def answer(body: dict[str, Any]) -> Reply:
        if not body.get("tools"):
            return Reply(content=REPLY)
        said = str(body["messages"])
        memory = peanuts if "花生" in said else TEA_MEMORY
        decision = {**JUDGED, "candidateFacts": [memory["content"]], "memories": [memory]}
        return Reply(tool_calls=[("MemoryDecision", decision)],
                     hold=holds[1] if "花生" in said else holds[0])

    model_server.responder = answer
    env = offline_env(OPENAI_BASE_URL=model_server.base_url, OPENAI_API_KEY="test",
                      STRATA_MODEL="openai:loopback", STRATA_MEMORY_TIMEOUT="60")
    data = tmp_path / "data"
    proc = subprocess.Popen([str(BIN / "strata"), "--data", str(data), "chat"],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, env=env, cwd=tmp_path)
    assert proc.stdin is not None and proc.stdout is not None and proc.stderr is not None
    out, err = Output(proc.stdout), Output(proc.stderr)
    try:
        proc.stdin.write(TEA + "\n")
        proc.stdin.flush()
        wait_for("the first reply and its memory call", lambda: REPLY in out.text
                 and memory_calls(model_server) == 1, proc, out, err)
        # The reply is shown while its memory call is unanswered: nothing noted yet.
        assert "remembered" not in err.text

        proc.stdin.write(PEANUTS + "\n")  # typed meanwhile; it runs once the first is done
        proc.stdin.flush()
        wait_for("the line saying it follows", lambda: "yours follows" in err.text,
                 proc, out, err)
        assert memory_calls(model_server) == 1 and out.text.count(REPLY) == 1
        holds[0].set()
        wait_for("the first turn's note", lambda: "喜欢喝乌龙茶" in err.text, proc, out, err)
        wait_for("the second reply and its memory call", lambda: out.text.count(REPLY) == 2
                 and memory_calls(model_server) == 2, proc, out, err)

        proc.stdin.close()  # end of input while the second memory call is held
        wait_for("the progress line", lambda: "finishing the memory work of 1 turn(s)"
                 in err.text, proc, out, err)
        assert proc.poll() is None and "对花生过敏" not in err.text
        holds[1].set()
        assert proc.wait(timeout=WAIT) == 0, err.text
    finally:
        for hold in holds:
            hold.set()
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    assert err.text.index("喜欢喝乌龙茶") < err.text.index("finishing the memory work")
    assert "对花生过敏" in err.text  # the second turn's note, shown before leaving
    listed = subprocess.run([str(BIN / "strata"), "--data", str(data), "memories", "list",
                             "--json"], capture_output=True, text=True, env=env, check=True)
    assert sorted(m["content"] for m in json.loads(listed.stdout)) == ["喜欢喝乌龙茶", "对花生过敏"]


def test_say_waits_for_the_memory_work_and_says_so(
        tmp_path: Path, model_server: OpenAIServer) -> None:
    hold = threading.Event()
    decision = {**JUDGED, "memories": [TEA_MEMORY]}
    model_server.responder = lambda body: Reply(
        tool_calls=[("MemoryDecision", decision)], hold=hold) if body.get("tools") else Reply(
        content=REPLY)
    env = offline_env(OPENAI_BASE_URL=model_server.base_url, OPENAI_API_KEY="test",
                      STRATA_MODEL="openai:loopback", STRATA_MEMORY_TIMEOUT="60")
    proc = subprocess.Popen([str(BIN / "strata"), "--data", str(tmp_path / "data"), "say", TEA],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env,
                            cwd=tmp_path)
    assert proc.stdout is not None and proc.stderr is not None
    out, err = Output(proc.stdout), Output(proc.stderr)
    try:
        wait_for("the waiting line", lambda: "saving this turn's memory" in err.text,
                 proc, out, err)
        assert REPLY in out.text and "STRATA_MEMORY_TIMEOUT=60 s" in err.text
        hold.set()
        assert proc.wait(timeout=WAIT) == 0
    finally:
        hold.set()
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    assert "喜欢喝乌龙茶" in err.text
