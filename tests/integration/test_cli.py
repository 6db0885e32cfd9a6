"""The `strata` command as scripts use it: real processes, a real SQLite data folder."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from strata_layered.memory.context.context_builder import SECTION_ORDER

STRATA = [sys.executable, "-m", "strata_layered.cli"]
BOUNDARY = "我不喜欢被催促"
NOTE = "不喜欢被催促"  # kept as a note: the fact, without the user as subject


def run(data: Path, *args: str, check: bool = True, stdin: str | None = None):
    env = {k: v for k, v in os.environ.items() if not k.startswith(("OPENAI_", "STRATA_"))}
    proc = subprocess.run(
        [*STRATA, "--data", str(data), *args], capture_output=True, text=True, env=env,
        input=stdin, timeout=120,
    )
    if check and proc.returncode != 0:
        raise AssertionError(f"strata {args} exited {proc.returncode}: {proc.stderr}")
    return proc


def memories(data: Path, *extra: str) -> list[dict]:
    return json.loads(run(data, "memories", "list", "--json", *extra).stdout)


def test_say_remembers_once_and_rejects_small_talk_and_secrets(tmp_path: Path) -> None:
    data = tmp_path / "d"
    said = run(data, "say", BOUNDARY)
    assert "离线" in said.stdout  # the offline model says plainly that it is offline
    items = memories(data)
    assert [m["content"] for m in items] == [NOTE]
    first = items[0]
    for key in ("id", "type", "content", "importance", "confidence", "status", "scope",
                "applies_to", "source", "created_at", "updated_at", "expires_at"):
        assert key in first
    assert first["type"] == "boundary" and first["importance"] == 5
    assert first["source"]["conversation"] == "default" and first["source"]["message_id"]

    run(data, "say", BOUNDARY)
    again = memories(data)
    assert len(again) == 1 and again[0]["mentions"] == 2
    assert again[0]["confidence"] > first["confidence"]

    run(data, "say", "哈哈")
    secret = run(data, "say", "我的银行卡密码是 884213，卡号 6222020200112233445")
    assert "unsafe" in secret.stderr
    after = memories(data)
    assert len(after) == 1
    dumped = json.dumps(after, ensure_ascii=False) + run(
        data, "memories", "audit", "--json").stdout
    assert "884213" not in dumped and "6222020200112233445" not in dumped
    # Every decision names the rule rows that made it (memory/rules/): the seed's own here.
    printed = run(data, "memories", "audit").stdout
    assert "[rules: reject_short]" in printed and "sensitive" in printed
    # Only the message log (history the user can delete) keeps what was said verbatim.
    with sqlite3.connect(data / "store.sqlite") as db:
        rows = db.execute("SELECT prefix, value FROM store").fetchall()
    leaked = [p for p, v in rows if "884213" in str(v) and ".messages." not in f".{p}."]
    assert leaked == []


def test_history_is_newest_first_and_pages_back(tmp_path: Path) -> None:
    data = tmp_path / "d"
    for text in ("第一句话，你好", "second message here", "第三句：我喜欢猫"):
        run(data, "say", text)
    page = json.loads(run(data, "history", "--json", "--limit", "4").stdout)
    seqs = [m["seq"] for m in page["messages"]]
    assert seqs == [6, 5, 4, 3]
    assert [m["role"] for m in page["messages"]] == ["assistant", "user", "assistant", "user"]
    assert page["messages"][1]["content"] == "第三句：我喜欢猫"
    older = json.loads(run(data, "history", "--json", "--limit", "4", "--before",
                           str(page["next_cursor"])).stdout)
    assert [m["seq"] for m in older["messages"]] == [2, 1]
    assert older["messages"][1]["content"] == "第一句话，你好"
    assert older["next_cursor"] is None


def test_context_respects_budget_and_order(tmp_path: Path) -> None:
    data = tmp_path / "d"
    run(data, "say", BOUNDARY)
    run(data, "say", "I live in Shanghai and I have a cat named Mochi")
    out = json.loads(run(data, "context", "--json", "--budget", "300",
                         "推荐一些适合猫的家具").stdout)
    assert out["budget"] == 300 and out["total_tokens"] <= 300
    assert [s["name"] for s in out["sections"]] == list(SECTION_ORDER)
    assert out["sections"][-1]["items"][0]["text"] == "推荐一些适合猫的家具"
    big = json.loads(run(data, "context", "--json", "--budget", "4000", "猫").stdout)
    # "I have a cat" is a constraint: it reaches a furniture question through applies_to.
    kept = [i for s in big["sections"] if s["name"] in ("memories", "constraints")
            for i in s["items"]]
    assert any("Mochi" in i["text"] for i in kept)
    assert all(i["score"] is not None for i in kept)
    before = sorted(p.stat().st_mtime_ns for p in data.iterdir())
    queries = tmp_path / "q.jsonl"
    queries.write_text('{"query": "猫"}\n{"query": "short replies?", "now": '
                       '"2030-01-01T00:00:00Z"}\n', encoding="utf-8")
    lines = run(data, "context", "--queries", str(queries), "--budget", "500").stdout
    parsed = [json.loads(line) for line in lines.splitlines()]
    assert len(parsed) == 2 and all(p["total_tokens"] <= 500 for p in parsed)
    assert parsed[1]["sections"][-1]["items"][0]["text"] == "short replies?"
    assert sorted(p.stat().st_mtime_ns for p in data.iterdir()) == before  # wrote nothing


@pytest.mark.parametrize("args", [
    ("memories", "delete", "no-such-id"),
    ("memories", "show", "no-such-id"),
    ("say", "   "),
    ("history", "--conversation", "nope"),
    ("forget", "--conversation", "nope"),
    ("context", "--budget", "5", "hello"),
])
def test_bad_input_exits_2_with_one_line_and_writes_nothing(tmp_path: Path, args) -> None:
    data = tmp_path / "never-created"
    proc = run(data, *args, check=False)
    assert proc.returncode == 2, proc.stderr
    assert len(proc.stderr.strip().splitlines()) == 1 and proc.stderr.startswith("strata: ")
    assert not data.exists()


def test_another_users_ids_are_unknown(tmp_path: Path) -> None:
    data = tmp_path / "d"
    run(data, "--user", "alice", "say", BOUNDARY)
    alice_id = memories(data, "--user", "alice")[0]["id"]
    assert memories(data, "--user", "bob") == []
    for action in ("show", "disable", "delete"):
        proc = run(data, "--user", "bob", "memories", action, alice_id, check=False)
        assert proc.returncode == 2
    assert run(data, "--user", "bob", "history", check=False).returncode == 2
    assert memories(data, "--user", "alice")[0]["status"] == "active"


def test_manage_memory_edit_disable_enable_delete(tmp_path: Path) -> None:
    data = tmp_path / "d"
    run(data, "say", BOUNDARY)
    mid = memories(data)[0]["id"]
    run(data, "memories", "edit", mid, "不喜欢被催促；回复要简短")
    shown = json.loads(run(data, "memories", "show", mid).stdout)
    assert shown["content"] == "不喜欢被催促；回复要简短" and shown["history"]
    run(data, "memories", "disable", mid)
    assert memories(data, "--status", "active") == []
    ctx = json.loads(run(data, "context", "--json", "催促").stdout)
    assert not [s for s in ctx["sections"] if s["name"] == "memories" and s["items"]]
    run(data, "memories", "enable", mid)
    assert [m["id"] for m in memories(data, "--type", "边界")] == [mid]
    run(data, "memories", "delete", mid)
    assert memories(data) == []


def test_import_replays_transcript_once(tmp_path: Path) -> None:
    data = tmp_path / "d"
    transcript = tmp_path / "t.jsonl"
    lines = [
        {"role": "user", "content": "我平时喜欢喝美式咖啡", "ts": "2026-01-02T09:00:00Z"},
        {"role": "assistant", "content": "记住啦，美式咖啡。", "ts": "2026-01-02T09:00:05Z"},
        {"role": "user", "content": "哈哈", "ts": "2026-01-02T09:01:00Z"},
        {"role": "assistant", "content": "😄"},
        {"role": "user", "content": "I don't like being called 'buddy'", "conversation": "en"},
        {"role": "assistant", "content": "Understood.", "conversation": "en"},
    ]
    transcript.write_text("\n".join(json.dumps(x, ensure_ascii=False) for x in lines),
                          encoding="utf-8")
    first = run(data, "import", str(transcript), "--conversation", "zh")
    assert "importing" in first.stderr  # progress is shown
    contents = sorted(m["content"] for m in memories(data))
    assert contents == ["doesn't like being called 'buddy'", "平时喜欢喝美式咖啡"]
    hist = json.loads(run(data, "history", "--json", "--conversation", "zh").stdout)
    assert [m["content"] for m in hist["messages"]][::-1] == [
        "我平时喜欢喝美式咖啡", "记住啦，美式咖啡。", "哈哈", "😄"]
    assert hist["messages"][-1]["created_at"].startswith("2026-01-02T09:00:00")
    again = run(data, "import", str(transcript), "--conversation", "zh")
    assert "already imported" in again.stderr
    assert len(memories(data)) == 2 and all(m["mentions"] == 1 for m in memories(data))
    hist2 = json.loads(run(data, "history", "--json", "--conversation", "zh").stdout)
    assert len(hist2["messages"]) == 4


@pytest.mark.parametrize("content", [
    b'[{"role": "user", "content": "hi"',  # malformed JSON
    b'{"role": "robot", "content": "hi"}\n',  # bad role
    b"\x00\x01\x02binary",  # binary
    b"",  # empty
])
def test_bad_transcript_exits_2_and_writes_nothing(tmp_path: Path, content: bytes) -> None:
    data = tmp_path / "d"
    bad = tmp_path / "bad.json"
    bad.write_bytes(content)
    proc = run(data, "import", str(bad), check=False)
    assert proc.returncode == 2 and proc.stderr.startswith("strata: ")
    assert not data.exists()
    assert run(data, "import", str(tmp_path / "missing.json"), check=False).returncode == 2


def test_agents_persona_preview_and_forget(tmp_path: Path) -> None:
    data = tmp_path / "d"
    run(data, "agents", "set", "coach", "--persona", "你是一位严格但温和的健身教练。")
    run(data, "--agent", "coach", "say", "我想要增肌，目标是三个月")
    ctx = json.loads(run(data, "--agent", "coach", "context", "--json", "练什么").stdout)
    assert ctx["sections"][0]["items"][0]["text"] == "你是一位严格但温和的健身教练。"
    default_ctx = json.loads(run(data, "context", "--json", "hi").stdout)
    assert "assistant" in default_ctx["sections"][0]["items"][0]["text"]
    agents = json.loads(run(data, "agents", "--json").stdout)
    coach = next(a for a in agents if a["name"] == "coach")
    assert "离线" in coach["latest_reply"]

    assert len(memories(data, "--agent", "coach")) == 1
    run(data, "--agent", "coach", "forget", "--conversation", "default")
    assert run(data, "--agent", "coach", "history", check=False).returncode == 2
    # The goal was said only in that conversation: forgetting it forgets the goal too.
    assert memories(data, "--agent", "coach") == []
    assert run(data, "forget", "--user", "default", check=False).returncode == 2  # needs --yes
    run(data, "forget", "--user", "default", "--yes")
    assert memories(data, "--agent", "coach") == []
    assert json.loads(run(data, "agents", "--json").stdout) == []


def test_chat_streams_each_turn_and_keeps_going_after_bad_lines(tmp_path: Path) -> None:
    data = tmp_path / "d"
    proc = run(data, "chat", "--conversation", "c1",
               stdin="你好\n\n我不喜欢被催促\n\x00\x01\x02\x03\x04\x05\x06\x07"
                     "\x08\x0b\x0c\x0e\x0f\x10\n/quit\n这句不会被发送\n")
    assert proc.stdout.count("agent> ") == 2 and "离线" in proc.stdout
    assert "binary" in proc.stderr
    history = json.loads(run(data, "history", "--json", "--conversation", "c1").stdout)
    assert [m["role"] for m in history["messages"]] == ["assistant", "user"] * 2
    assert [m["content"] for m in memories(data)] == [NOTE]


def test_huge_message_is_refused_before_anything_is_written(tmp_path: Path) -> None:
    data = tmp_path / "d"
    proc = run(data, "say", "-", stdin="长" * 100_001, check=False)
    assert proc.returncode == 2 and "over the limit" in proc.stderr
    assert not data.exists()
