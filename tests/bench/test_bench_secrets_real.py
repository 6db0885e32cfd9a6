"""`bench secrets --real`: hits over the allowed sources' turns, never a held-out one."""

from __future__ import annotations

import json
from argparse import Namespace
from pathlib import Path

import pytest

from bench.secrets import cmd_bench_secrets


def _data(root: Path) -> Path:
    """A tiny shared-data folder: an allowed and a held-out user or conversation of each source."""
    mb = root / "memorybank-siliconfriend"
    mb.mkdir(parents=True)
    cn = {"周立": {"history": {"2023-05-01": [{"query": "我的手机号是13812345678"}]}},
          "刘琳": {"history": {"2023-05-01": [{"query": "我的手机号是13987654321"}]}}}
    en = {"Jason": {"history": {"2023-05-01": [{"query": "I like tea"}]}},
          "Linda": {"history": {"2023-05-01": [{"query": "call me at 415-555-0134"}]}}}
    (mb / "memory_bank_cn.json").write_text(json.dumps(cn, ensure_ascii=False), encoding="utf-8")
    (mb / "memory_bank_en.json").write_text(json.dumps(en), encoding="utf-8")
    (root / "locomo").mkdir()
    locomo = [{"sample_id": conv, "conversation": {"session_1": [
        {"dia_id": "D1:1", "speaker": "A", "text": text}]}}
        for conv, text in (("conv-41", "I'll send the password in my next message"),
                           ("conv-30", "my SSN is 123-45-6789"))]
    (root / "locomo" / "locomo10.json").write_text(json.dumps(locomo), encoding="utf-8")
    (root / "msc").mkdir()
    for n in (1, 2, 3):
        dialog = [{"id": "bot_0", "text": "What's the code on the lockbox?"},
                  {"id": "bot_1", "text": f"we live at {n}2 Elm Street"}]
        (root / "msc" / f"personasummary_session{n}_test.jsonl").write_text(
            json.dumps({"dialog": dialog}) + "\n", encoding="utf-8")
    (root / "msc" / "personasummary_session4_valid.jsonl").write_text(
        json.dumps({"dialog": [{"id": "bot_0", "text": "my card is 4539148803436467"}]}) + "\n",
        encoding="utf-8")
    return root


def test_real_hits_and_flags_of_allowed_sources_only(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    data = _data(tmp_path / "data")
    first = Namespace(real=str(data), against="", out=str(tmp_path / "a"))
    assert cmd_bench_secrets(first) == 0
    out = capsys.readouterr().out
    report = json.loads((tmp_path / "a" / "secrets_real.json").read_text(encoding="utf-8"))
    assert report["turns"] == 9  # 1 zh + 1 en MemoryBank, 1 LoCoMo, 2 x 3 MSC
    assert sorted(h["span"] for h in report["hits"]) == [
        "12 Elm Street", "13812345678", "22 Elm Street", "32 Elm Street"]
    # The announcement and the three questions asking for a code flag their next message.
    assert len(report["flags"]) == 4 and "4 turns flag the next message" in out
    for held_out in ("13987654321", "415-555-0134", "123-45-6789", "4539148803436467"):
        assert held_out not in out and held_out not in json.dumps(report)

    (data / "msc" / "personasummary_session3_test.jsonl").write_text(
        json.dumps({"dialog": [{"id": "bot_0", "text": "nothing here"}]}) + "\n", encoding="utf-8")
    again = Namespace(real=str(data), against=str(tmp_path / "a" / "secrets_real.json"),
                      out=str(tmp_path / "b"))
    assert cmd_bench_secrets(again) == 0
    out = capsys.readouterr().out
    assert "0 new, 1 gone" in out and "gone  msc:session3:0:1  address '32 Elm Street'" in out
