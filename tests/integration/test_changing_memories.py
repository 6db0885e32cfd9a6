"""One way to change a memory: an edit or a delete reaches every layer the context is built from."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from strata_layered.cli import main
from tests.support.at_rest import files_holding

OLD_JOB = "我叫小林，我是一名护士，经常上夜班"
BOUNDARY = "记住：我不喜欢被催促，以后回复尽量短一点"
HOBBY = "我喜欢在周末去爬山"
NEW_JOB = "是一名儿科医生"
# What is kept of them: one note per fact (issue 16). Past seed 000's two a message, facts
# share a memory when they may; the name, the job and the shift are three slots, so each is
# its own memory (memory/gate/cap.py: a fact said is never dropped).
NAME, NURSE, SHIFT, RUSHED, SHORT, CLIMBS = (
    "名字叫小林", "是一名护士", "经常上夜班", "不喜欢被催促", "以后回复尽量短一点",
    "喜欢在周末去爬山")


def strata(data: Path, *args: str) -> int:
    return main(["--data", str(data), "--user", "lin", *args])


def memories(data: Path, capsys: pytest.CaptureFixture[str]) -> list[dict]:
    capsys.readouterr()
    assert strata(data, "memories", "list", "--json") == 0
    return json.loads(capsys.readouterr().out)


def context_json(data: Path, capsys: pytest.CaptureFixture[str], conversation: str,
                 query: str) -> str:
    capsys.readouterr()
    assert strata(data, "context", "--conversation", conversation, "--json", query) == 0
    return capsys.readouterr().out


def test_an_edited_and_a_deleted_memory_leave_no_trace_in_the_context_or_the_files(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = tmp_path / "data"
    for conversation, text in (("c1", OLD_JOB), ("c1", BOUNDARY), ("c2", HOBBY)):
        assert strata(data, "say", "--conversation", conversation, text) == 0
    kept = {m["content"]: m for m in memories(data, capsys)}
    assert {NAME, NURSE, SHIFT, RUSHED, SHORT, CLIMBS} <= set(kept), kept
    assert "护士" in context_json(data, capsys, "c1", "我的工作是什么？")  # before: it is there

    assert strata(data, "memories", "edit", kept[NURSE]["id"], NEW_JOB) == 0
    assert strata(data, "memories", "delete", kept[RUSHED]["id"]) == 0
    assert strata(data, "memories", "delete", kept[SHIFT]["id"]) == 0

    for conversation in ("c1", "c2", "fresh"):
        for query in ("我的工作是什么？", "回复的时候要注意什么？", "What do you know about me?"):
            out = context_json(data, capsys, conversation, query)
            assert "护士" not in out and "夜班" not in out, (conversation, query)
            assert "催促" not in out, (conversation, query)
    for word in ("护士", "夜班", "催促"):  # no checkpoint of any turn, older ones included
        assert "checkpoints.sqlite" not in files_holding(data, word), word
    out = context_json(data, capsys, "c1", "我的工作是什么？")
    assert "儿科医生" in out and CLIMBS in out  # the edit and the untouched memory remain
    remaining = {m["content"] for m in memories(data, capsys)}
    assert remaining == {NAME, NEW_JOB, SHORT, CLIMBS}

    # Replaying the old turn (a re-import of the same history) does not bring it back.
    transcript = tmp_path / "old.jsonl"
    transcript.write_text(json.dumps({"role": "user", "content": BOUNDARY,
                                      "ts": "2020-01-01T00:00:00Z", "conversation": "c9"},
                                     ensure_ascii=False) + "\n", encoding="utf-8")
    assert strata(data, "import", str(transcript), "--quiet") == 0
    assert {m["content"] for m in memories(data, capsys)} == {NAME, NEW_JOB, SHORT, CLIMBS}

    assert strata(data, "forget", "--user", "lin", "--yes") == 0
    for text in (OLD_JOB, BOUNDARY, HOBBY, NEW_JOB):
        assert files_holding(data, text) == [], text
