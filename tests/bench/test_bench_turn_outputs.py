"""`python -m bench turn-outputs`: the same code gives the same file; a changed turn shows."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bench.__main__ import main as bench_main
from strata_layered.nodes import call_model


def _run(path: Path) -> str:
    assert bench_main(["turn-outputs", "--prefill", "6", "--turns", "3", "--out",
                       str(path)]) == 0
    return path.read_text(encoding="utf-8")


def test_two_runs_write_the_same_file_and_a_changed_prompt_differs(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    first = _run(tmp_path / "a.json")
    assert _run(tmp_path / "b.json") == first
    written = json.loads(first)
    assert len(written["turns"]) == 3 and written["records"]
    turn = written["turns"][0]
    assert turn["prompts"] and turn["prompts"][0][0]["type"] == "system"
    assert "id-1" in first and "-x\"" in first  # uuids and audit-key suffixes renamed

    render = call_model.render_messages
    monkeypatch.setattr(call_model, "render_messages",
                        lambda sections: [(r, c.replace("<", "< ")) for r, c in render(sections)])
    changed = _run(tmp_path / "c.json")
    assert changed != first and "< global_profile>" in changed  # a changed prompt shows
