"""The whole adversarial secrets set, imported: not one of its secrets is in clear in any file.

Every case that holds a secret is said with a memory signal in front (so the gate, the
memories, the topics, the profile and the audit all see it), answered by an assistant line
that echoes it, and its text is attached as a document too. Then every file of the data
folder, -wal and -shm and FAISS files included, is searched for every secret.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from strata_layered.cli import main
from tests.integration.test_forgetting import files_holding

SET = Path(__file__).resolve().parents[1] / "data" / "secrets_adversarial.jsonl"
SIGNAL = {"zh": "记住：", "en": "Remember: "}
ECHO = {"zh": "好的，我记下了：", "en": "Sure, noted: "}


def cases() -> list[dict]:
    rows = [json.loads(line) for line in SET.read_text(encoding="utf-8").splitlines()
            if line.strip()]
    return [row for row in rows if row["secrets"]]


def in_context(text: str, secret: str, width: int = 8) -> str:
    """The secret with the characters beside it in the case, at least `width` long.

    A short secret ("0214", "123") also occurs by chance in timestamps and ids; with what
    was said beside it, a hit can only be the secret left in clear.
    """
    start = text.index(secret)
    end = start + len(secret)
    while end - start < width and (start > 0 or end < len(text)):
        start, end = (start - 1, end) if start > 0 else (start, end + 1)
    return text[start:end]


def strata(data: Path, *args: str) -> int:
    return main(["--data", str(data), "--user", "mia", *args])


def test_no_secret_of_the_set_is_in_clear_in_any_file_after_importing_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    rows = cases()
    assert len(rows) >= 250  # the whole set, not a sample
    transcript = []
    for row in rows:
        transcript.append({"role": "user", "content": SIGNAL[row["lang"]] + row["text"]})
        transcript.append({"role": "assistant", "content": ECHO[row["lang"]] + row["text"]})
    source = tmp_path / "secrets.jsonl"
    source.write_text("\n".join(json.dumps(t, ensure_ascii=False) for t in transcript),
                      encoding="utf-8")
    document = tmp_path / "notes.txt"
    document.write_text("\n\n".join(row["text"] for row in rows), encoding="utf-8")
    data = tmp_path / "data"

    assert strata(data, "import", "--conversation", "s", "--quiet", str(source)) == 0
    assert strata(data, "attach", "--conversation", "s", str(document)) == 0
    capsys.readouterr()
    assert strata(data, "memories", "list", "--json") == 0
    kept = json.loads(capsys.readouterr().out)
    assert kept  # the signals made memories: the secrets went through every layer
    assert any("[已隐去" in m["content"] or "[hidden" in m["content"] for m in kept)

    needles = sorted({in_context(row["text"], s["value"]) for row in rows
                      for s in row["secrets"]})
    assert all(document.read_text(encoding="utf-8").count(n) for n in needles)  # findable
    left = {needle: hits for needle in needles if (hits := files_holding(data, needle))}
    assert left == {}
