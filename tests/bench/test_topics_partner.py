"""`python -m bench topics-partner` (bench/topics/partner.py): the partner's turn and its AUC."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest

from bench.topics import partner
from bench.topics.routing_set import RoutingRow


def _row(conversation: str, seq: int, text: str, topic: str, source: str | None,
         user: str = "en-locomo-conv41") -> RoutingRow:
    return RoutingRow(conversation=conversation, seq=seq, text=text, topic=topic, lang="en",
                      source=source, user=user)


@pytest.fixture
def data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    (tmp_path / "locomo").mkdir()
    (tmp_path / "locomo" / "locomo10.json").write_text(json.dumps([{
        "sample_id": "conv-41", "conversation": {"session_1": [
            {"speaker": "Gina", "dia_id": "D1:1", "text": "I got a tattoo last week!"},
            {"speaker": "Jon", "dia_id": "D1:2", "text": "Love the tattoo, did you just get it?"},
            {"speaker": "Jon", "dia_id": "D1:3", "text": "Mine is a dancer."},
        ]}}]))
    (tmp_path / "memorybank-siliconfriend").mkdir()
    (tmp_path / "memorybank-siliconfriend" / "memory_bank_cn.json").write_text(json.dumps(
        {name: {"history": {"2023-05-01": [{"query": "你好", "response": "你好！最近怎么样？"},
                                           {"query": "工作很忙", "response": "注意休息"}]}}
         for name in ("周立", "王峰")},
        ensure_ascii=False), encoding="utf-8")
    monkeypatch.setattr(partner, "DATA", tmp_path)
    partner._dataset.cache_clear()
    yield tmp_path
    partner._dataset.cache_clear()


def test_the_partner_turn_is_the_other_speakers_turn_right_before(data: Path) -> None:
    loc = "locomo/locomo10.json conv-41"
    assert partner.partner_turn(_row("c", 1, "x", "t", f"{loc} D1:2")) \
        == "I got a tattoo last week!"
    # The same speaker went on: no partner turn between.
    assert partner.partner_turn(_row("c", 2, "x", "t", f"{loc} D1:3")) == ""
    assert partner.partner_turn(_row("c", 3, "x", "t", f"{loc} D1:1")) == ""
    mb = "memorybank-siliconfriend/memory_bank_cn.json 周立 2023-05-01"
    assert partner.partner_turn(_row("d", 2, "x", "t", f"{mb} #1")) == "你好！最近怎么样？"
    assert partner.partner_turn(_row("d", 1, "x", "t", f"{mb} #0")) == ""
    assert partner.partner_turn(_row("w", 1, "x", "t", None)) == ""  # a written row


def test_a_source_held_out_elsewhere_gives_no_partner_turn(data: Path) -> None:
    # 王峰's turns are routing development rows but the facts set's held-out user: the
    # dataset's other turns of his are never read.
    mb = "memorybank-siliconfriend/memory_bank_cn.json 王峰 2023-05-01"
    assert partner.partner_turn(_row("d", 2, "x", "t", f"{mb} #1")) == ""


def test_auc_ranks_changes_over_continuations() -> None:
    assert partner.auc([0.9, 0.8], [0.1, 0.2]) == 1.0
    assert partner.auc([0.1], [0.9]) == 0.0
    assert partner.auc([0.5], [0.5]) == 0.5
    assert partner.auc([], [0.5]) != partner.auc([], [0.5])  # nan: nothing to rank


def test_measure_scores_each_message_after_the_first_against_its_gold_segment(data: Path
                                                                            ) -> None:
    loc = "locomo/locomo10.json conv-41"
    rows = [_row("c", 1, "I dance every day", "dance", None),
            _row("c", 2, "Love the tattoo, did you just get it?", "tattoo", f"{loc} D1:2")]
    vectors = {"I dance every day": np.array([1.0, 0.0]),
               "Love the tattoo, did you just get it?": np.array([0.0, 1.0]),
               "I got a tattoo last week!": np.array([0.0, 1.0])}
    records = partner.measure({"en-locomo-conv41": rows}, lambda t: vectors[t])
    assert len(records) == 1
    got = records[0]
    assert got["change"] and got["user_asks"] and not got["asked"]
    assert got["msg~partner"] == 1.0 and got["msg~segment"] == 0.0
    assert got["partner~segment"] == 0.0
