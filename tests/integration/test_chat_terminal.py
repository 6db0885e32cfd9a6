"""`strata chat` on a real pseudo-terminal, against a loopback model that streams slowly.

Keys are sent as a terminal sends them (arrow escapes, Ctrl-C as the interrupt character),
and what was stored is read back with `strata history`.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pexpect

from tests.support.openai_server import OpenAIServer, Reply

LONG = " ".join(f"word{i}" for i in range(80))
LEFT, UP, CLEAR_LINE = "\x1b[D", "\x1b[A", "\x15"


def _env(server: OpenAIServer) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("OPENAI_", "STRATA_"))}
    return env | {"OPENAI_BASE_URL": server.base_url, "OPENAI_API_KEY": "test-key",
                  "STRATA_MODEL": "openai:loopback-model", "STRATA_MEMORY_MODEL": "offline",
                  # A pseudo-terminal answers no cursor-position requests.
                  "PROMPT_TOOLKIT_NO_CPR": "1", "TERM": "xterm"}


def _chat(data: Path, env: dict[str, str]) -> pexpect.spawn:
    child = pexpect.spawn(sys.executable, ["-m", "strata_layered.cli", "--data", str(data), "chat",
                                           "--conversation", "c1"],
                          env=env, encoding="utf-8", timeout=90, dimensions=(30, 160))
    child.expect("you>")
    return child


def _history(data: Path, env: dict[str, str]) -> list[dict]:
    out = subprocess.run([sys.executable, "-m", "strata_layered.cli", "--data", str(data),
                          "history", "--json", "--conversation", "c1"],
                         capture_output=True, text=True,
                         env=env, timeout=120, check=True).stdout
    return json.loads(out)["messages"][::-1]


def test_keys_history_local_commands_and_ctrl_c_mid_reply(
    tmp_path: Path, model_server: OpenAIServer
) -> None:
    model_server.script = [Reply(content=LONG, chunk_delay=0.2), Reply(content="Short one.")]
    env, data = _env(model_server), tmp_path / "d"
    child = _chat(data, env)
    child.send("/help\r")
    child.expect("never sent to the model")
    child.expect("you>")
    assert model_server.requests == []  # /help was answered here

    child.send("I like tea" + LEFT * 3 + "green \r")  # edit the middle of the line
    child.expect("word3 ")  # the reply is streaming, slowly
    child.sendintr()
    child.expect("stopping the reply")
    child.expect("marked incomplete")
    child.expect("you>")

    child.send(UP)  # the line just sent comes back
    child.expect("I like green tea")
    child.send("\r")
    child.expect("Short one.")
    child.expect("you>")

    child.send("draft")
    child.expect("draft")
    child.sendintr()  # clears a typed line but keeps it
    child.expect("brings it back")
    child.send(UP)
    child.expect("draft")
    child.send(CLEAR_LINE)
    child.sendintr()  # on an empty line: leave
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0

    messages = _history(data, env)
    assert [(m["role"], m["status"]) for m in messages] == [
        ("user", "completed"), ("assistant", "incomplete"),
        ("user", "completed"), ("assistant", "completed")]
    assert messages[0]["content"] == messages[2]["content"] == "I like green tea"
    partial = messages[1]["content"]
    assert partial.startswith("word0 word1 word2 word3") and len(partial) < len(LONG)
    assert messages[3]["content"] == "Short one."


def test_a_second_ctrl_c_leaves_once_the_stopped_reply_is_saved(
    tmp_path: Path, model_server: OpenAIServer
) -> None:
    # Slow enough that the stream is still waiting for its next piece at the second press.
    model_server.script = [Reply(content=LONG, chunk_delay=1.5)]
    env, data = _env(model_server), tmp_path / "d"
    child = _chat(data, env)
    child.send("tell me a long story\r")
    child.expect("word1 ")
    child.sendintr()
    child.expect("stopping the reply")
    child.sendintr()
    child.expect("leaving once this turn is saved")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0
    user, reply = _history(data, env)
    assert user["content"] == "tell me a long story"
    assert reply["status"] == "incomplete" and LONG.startswith(reply["content"])
    assert len(reply["content"]) < len(LONG)
