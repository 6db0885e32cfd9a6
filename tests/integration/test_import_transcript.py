"""Issue 3's must-show: a bilingual companion transcript leaves exactly what should stay."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

DATA = Path(__file__).parents[1] / "data"


def strata(data: Path, *args: str) -> str:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("OPENAI_", "STRATA_"))}
    proc = subprocess.run([sys.executable, "-m", "strata_layered.cli", "--data", str(data), *args],
                          capture_output=True, text=True, env=env, timeout=300, check=True)
    return proc.stdout


def test_companion_transcript_keeps_stable_facts_once_and_nothing_else(tmp_path: Path) -> None:
    expected = json.loads((DATA / "companion_transcript.expected.json").read_text("utf-8"))
    data = tmp_path / "d"
    strata(data, "import", "--quiet", str(DATA / "companion_transcript.jsonl"))
    active = json.loads(strata(data, "memories", "list", "--json", "--status", "active"))
    everything = json.loads(strata(data, "memories", "list", "--json"))
    for needle in expected["must_remember"]:
        holding = [m["content"] for m in active if needle in m["content"]]
        assert len(holding) == 1, f"{needle!r} is in {len(holding)} active memories: {holding}"
    for needle in expected["must_not_contain"]:
        leaked = [m["content"] for m in everything if needle in m["content"]]
        assert not leaked, f"{needle!r} reached memory: {leaked}"
    assert all(m["source"]["message_id"] for m in everything)


def test_a_transcript_of_the_users_lines_alone_is_judged_line_by_line(tmp_path: Path) -> None:
    """No reply follows any line: each is judged on its own, none waits for one forever."""
    lines = ["I live in Lisbon.", "I'm allergic to shellfish.", "haha ok",
             "我每天早上都喝绿茶。"]
    transcript = tmp_path / "mine.jsonl"
    transcript.write_text("\n".join(json.dumps({"role": "user", "content": t}) for t in lines),
                          "utf-8")
    data = tmp_path / "d"
    strata(data, "import", "--quiet", str(transcript))
    kept = " | ".join(m["content"] for m in json.loads(strata(data, "memories", "list", "--json")))
    for fact in ("Lisbon", "shellfish", "绿茶"):
        assert fact in kept
    assert "haha" not in kept
    audit = strata(data, "memories", "audit")
    assert audit.count("stored") == 3 and "haha ok" in audit  # every line has its decision


def test_an_import_is_never_paused_by_confirm_memories(tmp_path: Path) -> None:
    """STRATA_CONFIRM_MEMORIES asks the user in chat; an import has nobody to ask."""
    transcript = tmp_path / "t.jsonl"
    transcript.write_text("\n".join(json.dumps({"role": "user", "content": t}) for t in (
        "I live in Lisbon.", "I'm allergic to shellfish.")), "utf-8")
    data = tmp_path / "d"
    env = {k: v for k, v in os.environ.items() if not k.startswith(("OPENAI_", "STRATA_"))}
    subprocess.run([sys.executable, "-m", "strata_layered.cli", "--data", str(data), "import",
                    "--quiet", str(transcript)], capture_output=True, text=True, timeout=300,
                   check=True, env={**env, "STRATA_CONFIRM_MEMORIES": "1"})
    kept = " | ".join(m["content"] for m in json.loads(strata(data, "memories", "list", "--json")))
    assert "Lisbon" in kept and "shellfish" in kept
