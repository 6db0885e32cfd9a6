"""A memory deleted leaves no word of it in the documents the user attached (forget39)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.integration.test_forget38 import _cli
from tests.support.at_rest import files_holding


def test_a_deleted_memory_leaves_the_documents_that_said_it(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """`strata memories delete`: the attached notes lose the sentence, their vectors anew."""
    data = tmp_path / "data"
    notes = tmp_path / "family.md"
    notes.write_text("# 家庭笔记\n\n第0条：我老公在银行上班，负责信贷审批。\n\n- My sister Mara "
                     "works as a nurse, night shifts at Royal Infirmary.\n- We visit her in "
                     "June.\n\n" + "".join(f"第{i}条：周末带孩子去公园，预算{i * 100}元。\n\n"
                                            for i in range(1, 30)), encoding="utf-8")
    strata = _cli(data, capsys)
    strata("say", "--conversation", "c1", "我老公在银行上班")
    strata("say", "--conversation", "c1", "My sister Mara works as a nurse.")
    strata("attach", "--conversation", "c1", "--quiet", str(notes))
    assert files_holding(data, "信贷审批") and files_holding(data, "Royal Infirmary")
    vectors = {p: p.read_bytes() for p in (data / "indexes").rglob("*.faiss")}
    listed = json.loads(strata("memories", "list", "--json")[0])
    ids = {m["content"]: m["id"] for m in listed}
    _, said_zh = strata("memories", "delete", ids["老公在银行上班"])
    _, said_en = strata("memories", "delete", next(i for c, i in ids.items() if "nurse" in c))
    assert "1 document(s): family.md" in said_zh and "1 document(s)" in said_en
    for words in ("信贷审批", "Royal Infirmary"):
        assert files_holding(data, words) == [], words
    document = strata("documents", "list", "--conversation", "c1")[0].split()[0]
    shown, _ = strata("documents", "show", document, "--text")
    assert "[已删除]" in shown and "- [deleted]" in shown and "We visit her in June." in shown
    assert "第29条：周末带孩子去公园，预算2900元。" in shown
    assert all(path.read_bytes() != before for path, before in vectors.items())
