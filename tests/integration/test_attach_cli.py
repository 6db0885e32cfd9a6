"""`strata attach` as a user runs it, in real processes on a real data folder.

A 200+ clause contract, a question about one paragraph of one clause, the preview of what
is sent, and forgetting that removes the index files.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from bench.docs.docgen import NEEDLE, generate_contract
from strata_layered.cli import main
from tests.support.files import make_docx, make_pdf

STRATA = [sys.executable, "-m", "strata_layered.cli"]


def run(data: Path, *args: str, check: bool = True) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("OPENAI_", "STRATA_"))}
    proc = subprocess.run([*STRATA, "--data", str(data), *args], capture_output=True,
                          text=True, env=env, timeout=300)
    if check and proc.returncode != 0:
        raise AssertionError(f"strata {args} exited {proc.returncode}: {proc.stderr}")
    return proc


def call(data: Path, *args: str) -> int:
    """The same command in this process (fast; the contract flow above uses real processes)."""
    return main(["--data", str(data), *args])


def index_files(data: Path) -> list[Path]:
    return sorted((data / "indexes").rglob("*.faiss"))


def test_attach_a_contract_and_ask_about_one_paragraph(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    contract = generate_contract(210, needle_clause=88)
    assert contract.text.count("\n第") >= 210
    path = tmp_path / "lease.txt"
    path.write_text(contract.text, encoding="utf-8")
    data = tmp_path / "data"

    attached = run(data, "attach", str(path), "--conversation", "lease", "--json")
    record = json.loads(attached.stdout)
    assert record["kind"] == "contract" and record["chunks"] == 211
    assert record["status"] == "ready" and record["summary"].startswith("合同，共 210 条")
    # Progress in a pipe: one plain line per stage, no bars or cursor codes.
    stages = dict(line.split(": ") for line in attached.stderr.splitlines())
    assert sorted(stages) == ["chunking", "embedding", "summarising"]
    assert stages["chunking"] == "211/211" and stages["embedding"] == "211/211"
    assert "\r" not in attached.stderr and "\x1b" not in attached.stderr
    (index,) = index_files(data)
    assert index.resolve().is_relative_to((data / "indexes").resolve())

    queries = tmp_path / "questions.jsonl"
    queries.write_text("\n".join(json.dumps({"query": q}, ensure_ascii=False)
                                 for q in (contract.question, contract.paraphrase)))
    asked = run(data, "context", "--conversation", "lease", "--queries", str(queries))
    context, plain = (json.loads(line) for line in asked.stdout.splitlines())
    assert context["total_tokens"] <= context["budget"]
    (docs,) = [s for s in context["sections"] if s["name"] == "documents"]
    cited = [i for i in docs["items"] if i["source"].get("chunk") == 88]
    assert cited and NEEDLE in cited[0]["text"]
    assert cited[0]["source"]["why"] == "reference 第八十八条第三款"
    assert {i["source"].get("why") for i in docs["items"]} >= {"neighbour of 88"}
    # The same question within a tight budget: the cited paragraph is the last to go.
    tight = json.loads(run(data, "context", "--conversation", "lease", "--json",
                           "--budget", "900", contract.question).stdout)
    assert tight["total_tokens"] <= 900
    kept = [i for s in tight["sections"] if s["name"] == "documents" for i in s["items"]]
    assert any(NEEDLE in i["text"] for i in kept)

    # The same meaning without the clause number is found by similarity.
    items = [i for s in plain["sections"] if s["name"] == "documents" for i in s["items"]]
    assert any(NEEDLE in i["text"] for i in items)

    capsys.readouterr()
    assert call(data, "documents", "--conversation", "lease", "--json") == 0
    assert [d["id"] for d in json.loads(capsys.readouterr().out)] == [record["id"]]
    assert call(data, "documents", "show", record["id"], "--text") == 0
    assert capsys.readouterr().out == contract.text  # kept whole

    # Another conversation does not see the document.
    assert call(data, "context", "--json", contract.question) == 0
    other = json.loads(capsys.readouterr().out)
    assert not [s for s in other["sections"] if s["name"] == "documents" and s["items"]]

    assert call(data, "forget", "--conversation", "lease") == 0
    assert index_files(data) == []


def test_forgetting_a_user_removes_their_index_folder(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = tmp_path / "data"
    notes = tmp_path / "notes.md"
    notes.write_text("# Notes\n\nThe deploy key rotates every 90 days.\n\n## Later\n\nMore.\n",
                     encoding="utf-8")
    assert call(data, "--user", "bob", "attach", str(notes), "--quiet") == 0
    assert call(data, "--user", "eve", "attach", str(notes), "--quiet") == 0
    assert len(index_files(data)) == 2
    assert call(data, "forget", "--user", "bob", "--yes") == 0
    (left,) = index_files(data)
    capsys.readouterr()
    assert call(data, "--user", "eve", "documents", "--json") == 0
    (doc,) = json.loads(capsys.readouterr().out)
    assert doc["index"] == str(left) and doc["kind"] == "markdown"
    assert call(data, "--user", "eve", "documents", "delete", doc["id"]) == 0
    assert index_files(data) == []
    capsys.readouterr()
    assert call(data, "--user", "eve", "documents", "show", doc["id"]) == 2
    assert "no document" in capsys.readouterr().err


def test_a_pdf_and_a_docx_are_attached_by_their_text(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = tmp_path / "data"
    (tmp_path / "lease.pdf").write_bytes(make_pdf(["Lease", "Article 8: deposit 3000 EUR."]))
    (tmp_path / "合同.docx").write_bytes(make_docx(["第一条 租期一年。", "第二条 押金三千元。"]))
    for name in ("lease.pdf", "合同.docx"):
        assert call(data, "attach", str(tmp_path / name), "--quiet", "--json") == 0
        doc = json.loads(capsys.readouterr().out)
        assert doc["status"] == "ready" and doc["title"] == name
    assert call(data, "documents", "show", doc["id"], "--text") == 0
    assert "押金三千元" in capsys.readouterr().out


@pytest.mark.parametrize("content, message", [
    (None, "cannot read file"),
    (b"\x00\x01binary\x00", "is binary"),
    (b"\xff\xfe\xfa not utf-8", "not UTF-8"),
    (b"  \n\t\n", "has no text"),
    (b"%PDF-1.4 broken", "not a readable PDF"),
])
def test_bad_files_are_refused_and_nothing_is_written(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], content: bytes | None, message: str
) -> None:
    path = tmp_path / "input.txt"
    if content is not None:
        path.write_bytes(content)
    data = tmp_path / "data"
    assert call(data, "attach", str(path)) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and message in err
    assert not data.exists()
