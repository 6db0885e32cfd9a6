"""The commands that run no turn start without the graph, langchain or the rule tables.

A `strata` process pays for what it imports before it does anything: the graph builder
with langchain_core's tracers, the rule tables (a thousand regular expressions compiled)
and numpy cost ~1.8 s of CPU, and `strata where`, `memories list / show`, `token` and
`--help` need none of them (round ci42). Each is run here in a fresh interpreter that says
which of them it loaded, so an import that would bring them back fails this test.
"""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from strata_layered.cli import main as strata
from strata_layered.graph.folder import STORE_FILE

HEAVY = ("strata_layered.graph.builder", "strata_layered.graph.memory_model",
         "strata_layered.memory.rules.table", "langchain_core", "langgraph.store.base", "numpy")
"""What a light command must not import (any rule module counts as the rule tables)."""

RUN = """
import json, sys
from strata_layered.cli import main
try:
    code = main(sys.argv[1:])
except SystemExit as done:  # --help
    code = done.code
rules = "strata_layered.memory.rules."
loaded = sorted(n for n in sys.modules if n in HEAVY or n.startswith(rules))
sys.stderr.write("\\nLOADED " + json.dumps(loaded) + "\\n")
sys.exit(code)
"""


def run(*argv: str) -> tuple[str, list[str]]:
    """`strata *argv` in a fresh interpreter: its stdout, and the heavy modules it loaded."""
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)}
    env.pop("STRATA_DATABASE_URL", None)
    done = subprocess.run([sys.executable, "-c", f"HEAVY = {HEAVY!r}\n{RUN}", *argv],
                          capture_output=True, text=True, encoding="utf-8", env=env,
                          timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    return done.stdout, json.loads(done.stderr.rsplit("LOADED ", 1)[1])


@pytest.fixture(scope="module")
def data(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A data folder with memories made by real turns (through the whole graph, in process)."""
    folder = tmp_path_factory.mktemp("light") / "d"
    transcript = folder.parent / "t.jsonl"
    transcript.write_text("\n".join(json.dumps({"role": role, "content": text},
                                               ensure_ascii=False) for role, text in (
        ("user", "我是一名护士，经常上夜班"), ("assistant", "辛苦了。"),
        ("user", "I live in Lisbon and I have a dog named Bolt"), ("assistant", "Nice!"))),
        encoding="utf-8")
    assert strata(["--data", str(folder), "import", str(transcript), "--quiet"]) == 0
    return folder


@pytest.mark.parametrize("command", [["where"], ["where", "--json"], ["memories", "list"],
                                     ["memories", "list", "--json"], ["token", "--help"],
                                     ["--help"]], ids=" ".join)
def test_a_command_that_runs_no_turn_loads_no_graph(data: Path, command: list[str]) -> None:
    out, loaded = run("--data", str(data), *command)
    assert out.strip()
    assert loaded == []


def test_showing_a_memory_loads_no_graph(data: Path) -> None:
    listed = json.loads(run("--data", str(data), "memories", "list", "--json")[0])
    assert any("Lisbon" in m["content"] for m in listed)
    out, loaded = run("--data", str(data), "memories", "show", listed[0]["id"][:8])
    assert listed[0]["content"] in out
    assert loaded == []


def test_a_memory_kept_before_subjects_were_recorded_is_read_by_the_rules(
        data: Path, tmp_path: Path) -> None:
    """Without a recorded subject the listing reads whose fact it is from the content."""
    before, _ = run("--data", str(data), "memories", "list")
    old = tmp_path / "old"
    old.mkdir()
    (old / STORE_FILE).write_bytes((data / STORE_FILE).read_bytes())
    with sqlite3.connect(old / STORE_FILE) as conn:
        changed = conn.execute("UPDATE store SET value = json_remove(value, '$.subject') "
                               "WHERE json_extract(value, '$.subject') IS NOT NULL").rowcount
    assert changed
    after, loaded = run("--data", str(old), "memories", "list")
    assert after == before  # the user's own facts, read so from their words
    assert "strata_layered.memory.rules.people" in loaded  # read by the rules


def test_listing_documents_opens_the_store_without_the_graph(data: Path) -> None:
    """`strata documents` opens the backend (its vectors' home), runs no turn: no builder."""
    out, loaded = run("--data", str(data), "documents", "--all")
    assert "strata_layered.graph.builder" not in loaded
    assert "strata_layered.graph.memory_model" not in loaded
