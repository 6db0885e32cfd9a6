"""`python -m bench topic-names` reads development sources only (bench/topics/names_sources.py).

Held-out LoCoMo conversations and MemoryBank users are refused by id before a file is opened;
the routing set's real rows quoting held-out sources never reach the router.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

import pytest

from bench.__main__ import main as bench_main
from bench.topics.names import add_arguments
from bench.topics.names_sources import HeldOutError, check_history, development_lines
from bench.topics.names_zh import memorybank_records

HELD_OUT_LOCOMO = ("conv-26", "conv-30", "conv-42", "conv-44", "conv-48", "conv-49", "conv-50")


def _real_row(conversation: str, source: str, text: str) -> str:
    return json.dumps({"conversation": conversation, "user": conversation.rsplit("-", 1)[0],
                       "seq": 1, "text": text, "topic": "t", "lang": "en", "source": source},
                      ensure_ascii=False)


@pytest.mark.parametrize("history", HELD_OUT_LOCOMO)
def test_held_out_history_is_refused_before_the_file_is_read(history: str, tmp_path: Path,
                                                             capsys: pytest.CaptureFixture[str]
                                                             ) -> None:
    with pytest.raises(HeldOutError):
        check_history(history)
    code = bench_main(["topic-names", "--locomo", str(tmp_path / "absent.json"), "--history",
                       history, "--real-set", "", "--lang", "en"])
    assert code == 2
    assert history in capsys.readouterr().err


def test_default_history_is_a_development_conversation() -> None:
    parser = argparse.ArgumentParser()
    add_arguments(parser)
    history = parser.parse_args([]).history
    assert check_history(history) == history


@pytest.mark.parametrize("user", ["刘琳", "王峰", "张曼婷", "nobody"])
def test_held_out_memorybank_user_is_refused_before_the_file_is_read(user: str,
                                                                     tmp_path: Path) -> None:
    with pytest.raises(HeldOutError):
        memorybank_records(tmp_path / "absent.json", user)


def test_real_rows_of_held_out_sources_are_left_out() -> None:
    lines = [
        _real_row("real-dev-en-locomo-conv30-s1", "locomo/locomo10.json conv-30 D1:2", "a"),
        _real_row("real-dev-en-locomo-conv41-s1", "locomo/locomo10.json conv-41 D1:2", "b"),
        _real_row("real-dev-en-locomo-conv42-s2", "locomo/locomo10.json conv-42 D2:1", "c"),
        _real_row("real-dev-zh-memorybank-liulin-d1",
                  "memorybank-siliconfriend/memory_bank_cn.json 刘琳 2023-04-27 #0", "d"),
        _real_row("real-dev-zh-memorybank-zhouli-d1",
                  "memorybank-siliconfriend/memory_bank_cn.json 周立 2023-04-27 #0", "e"),
        _real_row("real-dev-en-unsourced-s1", "", "f"),
    ]
    kept, refused = development_lines("\n".join(lines) + "\n")
    assert [json.loads(line)["text"] for line in kept.splitlines()] == ["b", "e"]
    assert refused == ["real-dev-en-locomo-conv30-s1", "real-dev-en-locomo-conv42-s2",
                       "real-dev-zh-memorybank-liulin-d1", "real-dev-en-unsourced-s1"]


def test_shipped_real_set_keeps_no_held_out_source() -> None:
    kept, _ = development_lines(Path("bench/data/routing_real.jsonl").read_text(encoding="utf-8"))
    sources = {json.loads(line)["source"].split()[1] for line in kept.splitlines()}
    assert sources
    assert not sources & {*HELD_OUT_LOCOMO, "刘琳", "王峰", "孙悦", "宫晓燕", "姚国栋", "陈阳",
                          "陆琳", "张曼婷"}
