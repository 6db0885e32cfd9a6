"""A bad setting, id or input: one line naming it, exit status 2, and no file anywhere.

Each case runs the real `strata` process on a folder that does not exist yet, with the
user data directory pointed into the test's folder, and checks that neither appears.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

STRATA = [sys.executable, "-m", "strata_layered.cli"]


def run_bad(tmp_path: Path, args: list[str | bytes], env: dict[str, str] | None = None,
            stdin: bytes | None = None) -> str:
    """Run strata, assert the bad-input contract, return its one stderr line."""
    base = {k: v for k, v in os.environ.items() if not k.startswith(("OPENAI_", "STRATA_"))}
    base |= {"XDG_DATA_HOME": str(tmp_path / "xdg"), "HOME": str(tmp_path / "home")}
    data = tmp_path / "data"
    proc = subprocess.run([*STRATA, "--data", str(data), *args], capture_output=True,
                          env=base | (env or {}), input=stdin or b"", timeout=120,
                          cwd=tmp_path)
    stderr = proc.stderr.decode("utf-8")
    assert proc.returncode == 2, stderr
    assert stderr.startswith("strata: ") and len(stderr.strip().splitlines()) == 1, stderr
    assert "Traceback" not in stderr and proc.stdout == b""
    assert sorted(p.name for p in tmp_path.iterdir()) == [], "a file or folder was created"
    return stderr


@pytest.mark.parametrize(("env", "named"), [
    ({"STRATA_MODEL": "gpt-4o"}, "OPENAI_API_KEY"),
    ({"STRATA_MODEL": "bogus"}, "STRATA_MODEL='bogus'"),
    ({"STRATA_MEMORY_MODEL": "openai:gpt-4o-mini"}, "OPENAI_BASE_URL"),
    ({"STRATA_EMBEDDINGS": "bogus"}, "STRATA_EMBEDDINGS='bogus'"),
    ({"STRATA_BUDGET": "abc"}, "STRATA_BUDGET='abc'"),
    ({"STRATA_BUDGET": "10"}, "at least 256"),
    ({"STRATA_BACKEND": "postgres"}, "STRATA_DATABASE_URL"),
    ({"STRATA_DATABASE_URL": "mysql://db/strata"}, "postgresql://"),
    ({"STRATA_WINDOW": "1"}, "STRATA_WINDOW='1'"),
    ({"STRATA_TOPIC_THRESHOLD": "1.5"}, "between 0 and 1"),
    ({"STRATA_LONG_INPUT_RATIO": "0"}, "STRATA_LONG_INPUT_RATIO"),
    ({"STRATA_MODEL_TIMEOUT": "-1"}, "positive number of seconds"),
    ({"STRATA_MEMORY_ENABLED": "maybe"}, "true or false"),
    ({"STRATA_WIRE_API": "grpc"}, "chat or responses"),
    ({"STRATA_CONTEXT_WINDOW": "1000"}, "leaves no room"),
    ({"STRATA_LOG": "loud"}, "STRATA_LOG"),
    ({"OPENAI_BASE_URL": "localhost:8000"}, "http://"),
    ({"OMP_NUM_THREADS": "many"}, "OMP_NUM_THREADS"),
    ({"STRATA_HISTORY_CACHE_MB": "0"}, "STRATA_HISTORY_CACHE_MB='0'"),
    ({"STRATA_USER": "a\x01b"}, "control characters"),
    ({"STRATA_CONVERSATION": "x" * 10_000}, "longer than 200"),
])
def test_a_bad_setting_is_one_line_before_anything_is_written(
    tmp_path: Path, env: dict[str, str], named: str
) -> None:
    assert named in run_bad(tmp_path, ["say", "我不喜欢被催促"], env)


def test_a_missing_provider_package_is_a_setting_error(tmp_path: Path) -> None:
    # The package is absent from this build; the turn would fail after storing the message.
    # (Anthropic's is the `anthropic` extra, installed in dev: tests/integration/
    # test_anthropic_wire.py hides it to check the same line.)
    line = run_bad(tmp_path, ["say", "hello"], {"STRATA_MODEL": "mistralai:mistral-small"})
    assert "pip install langchain-mistralai" in line


def test_settings_are_checked_for_reading_commands_too(tmp_path: Path) -> None:
    assert "STRATA_BACKEND" in run_bad(tmp_path, ["memories", "list"],
                                       {"STRATA_BACKEND": "postgres"})


@pytest.mark.parametrize(("args", "named"), [
    (["say", "--conversation", "", "hi"], "conversation id"),
    (["say", "--conversation", "c" * 10_000, "hi"], "longer than 200"),
    (["say", "--conversation", "a\x1b[Db", "hi"], "control characters"),
    (["history", "--conversation", "\t"], "conversation id"),
    (["--user", "", "memories", "list"], "user id"),
    (["--agent", "a\x7f" * 300, "topics"], "agent id"),
    (["forget", "--conversation", ""], "conversation id"),
    ([b"say", b"--conversation", b"\xff\xfe", b"hi"], "--conversation is not valid UTF-8"),
    ([b"say", b"\xed\xa0\x80"], "not valid UTF-8"),  # a lone surrogate, UTF-8-encoded
    (["memories", "show", "abc"], "at least 4 characters"),
    (["memories", "delete", "0000-no-such"], "no memory"),
    (["documents", "show", "0000-no-such"], "no document"),
    (["history", "--limit", "0"], "--limit"),
    (["context", "--now", "yesterday", "hi"], "ISO-8601"),
])
def test_a_bad_id_or_argument_is_one_line_before_anything_is_written(
    tmp_path: Path, args: list[str | bytes], named: str
) -> None:
    assert named in run_bad(tmp_path, args)


def test_standard_input_is_decoded_strictly(tmp_path: Path) -> None:
    line = run_bad(tmp_path, ["say", "-"], stdin="我喜欢猫".encode() + b"\xff\xfe")
    assert "standard input is not valid UTF-8" in line and "0xff" in line


def test_every_setting_of_context_has_a_rule() -> None:
    from dataclasses import fields

    from strata_layered.graph.context import Context
    from strata_layered.graph.settings import RULES

    assert {f.metadata["env"] for f in fields(Context) if "env" in f.metadata} == set(RULES)
