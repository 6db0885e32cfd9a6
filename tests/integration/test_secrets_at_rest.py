"""The whole adversarial secrets set, imported: not one of its secrets is in clear in any file.

Every case that holds a secret is said with a memory signal in front (so the gate, the
topics, the summaries and the audit all see it, and the gate must refuse it as a memory),
answered by an assistant line that echoes it, and its text is attached as a document too.
A case split across turns is said as its turns: the announcement, then the value alone.
Then every file of the data folder, -wal and -shm and FAISS files included, is searched
for every secret.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from strata_layered.cli import main
from tests.support.at_rest import left_in

SET = Path(__file__).resolve().parents[1] / "data" / "secrets_adversarial.jsonl"
SIGNAL = {"zh": "记住：", "en": "Remember: ", "ja": "記住：", "mix": "Remember: "}
ECHO = {"zh": "好的，我记下了：", "en": "Sure, noted: ", "ja": "好的：", "mix": "Sure, noted: "}
GO_ON = {"zh": "好的，你发吧。", "en": "Sure, go ahead."}


def cases() -> list[dict]:
    """The cases with a secret, but those answering the assistant's question.

    Those (round 8: "8841" after "What's the code?") are a bare value a few digits long,
    which ids and hashes in the data folder hold by chance; tests/integration/
    test_secrets_as_typed.py imports the same exchange with values that cannot occur so.
    """
    rows = [json.loads(line) for line in SET.read_text(encoding="utf-8").splitlines()
            if line.strip()]
    return [row for row in rows if row["secrets"] and not row.get("asked")]


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


def needle(row: dict, secret: str, rows: list[dict]) -> str:
    """The secret in context, widened until no other case's text holds it (any case).

    "P@ssw0rd", one case's password, is another case's keyword ("p@ssw0rd: …"), which
    rightly stays in clear; the search looks for lower-cased forms too.
    """
    width, found = 8, in_context(row["text"], secret)
    while width < len(row["text"]) and any(
        found.lower() in other["text"].lower() for other in rows if other is not row
    ):
        width += 2
        found = in_context(row["text"], secret, width)
    return found


def strata(data: Path, *args: str) -> int:
    return main(["--data", str(data), "--user", "mia", *args])


def test_no_secret_of_the_set_is_in_clear_in_any_file_after_importing_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    rows = cases()
    assert len(rows) >= 300  # the whole set, not a sample
    assert sum(bool(row.get("before")) for row in rows) >= 6  # split across turns
    transcript = []
    for row in rows:
        if row.get("before"):  # a secret announced, then sent alone in the next message
            for earlier in row["before"]:
                transcript.append({"role": "user", "content": earlier})
                transcript.append({"role": "assistant", "content": GO_ON.get(row["lang"], "OK")})
            transcript.append({"role": "user", "content": row["text"]})
            transcript.append({"role": "assistant", "content": ECHO[row["lang"]].rstrip("：: ")})
            continue
        transcript.append({"role": "user", "content": SIGNAL[row["lang"]] + row["text"]})
        transcript.append({"role": "assistant", "content": ECHO[row["lang"]] + row["text"]})
    for plain in ("记住：我喜欢喝乌龙茶，不加糖", "Remember: I prefer short answers at night"):
        transcript.append({"role": "user", "content": plain})  # memories made beside them
        transcript.append({"role": "assistant", "content": "OK"})
    source = tmp_path / "secrets.jsonl"
    source.write_text("\n".join(json.dumps(t, ensure_ascii=False) for t in transcript),
                      encoding="utf-8")
    document = tmp_path / "notes.txt"
    # A document has no turns: a value alone in it is sent with what announced it.
    document.write_text("\n\n".join(
        row["text"] if not row.get("before") else f"{row['before'][-1]}\n密码：{row['text']}"
        for row in rows), encoding="utf-8")
    data = tmp_path / "data"

    assert strata(data, "import", "--conversation", "s", "--quiet", str(source)) == 0
    assert strata(data, "attach", "--conversation", "s", str(document)) == 0
    capsys.readouterr()
    assert strata(data, "memories", "list", "--json") == 0
    kept = json.loads(capsys.readouterr().out)
    assert kept  # the memory layer ran beside the secrets
    # A turn that held a secret is never a memory, masked or not ("call me at [hidden:phone]").
    assert not any("[已隐去" in m["content"] or "[hidden" in m["content"] for m in kept)

    needles = sorted({needle(row, s["value"], rows) for row in rows for s in row["secrets"]})
    assert all(document.read_text(encoding="utf-8").count(n) for n in needles)  # findable
    assert left_in((data,), needles) == {}
