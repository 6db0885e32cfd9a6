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
from bench.topics.folds import development
from bench.topics.names import add_arguments
from bench.topics.names_sources import (
    HeldOutError,
    allowed,
    check_history,
    development_lines,
)
from bench.topics.names_zh import memorybank_records
from bench.topics.routing_set import parse_routing_set

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


@pytest.mark.parametrize(("source", "open_"), [
    ("msc/personasummary_session1_test.jsonl test_0 #1", True),
    ("msc/personasummary_session3_test.jsonl test_8 #11", True),
    ("msc/personasummary_session4_valid.jsonl test_0 #1", False),
    ("msc/personasummary_session2_valid.jsonl valid_3 #1", False),
    ("memorybank-siliconfriend/memory_bank_cn.json 李雪 2023-04-27 #0", True),
    ("memorybank-siliconfriend/memory_bank_cn.json 陈阳 2023-04-27 #0", False),
    ("locomo/locomo10.json conv-44 D1:2", False),
])
def test_msc_sessions_one_to_three_test_files_are_open_the_rest_held_out(source: str,
                                                                         open_: bool) -> None:
    assert allowed(source) is open_


def test_development_streams_replay_no_source_held_out_elsewhere() -> None:
    rows = parse_routing_set(Path("tests/data/routing_set.jsonl").read_text(encoding="utf-8"))
    real = parse_routing_set(Path("bench/data/routing_real.jsonl").read_text(encoding="utf-8"),
                             recurring=False)
    streams = development(rows, real)
    users = set(streams)
    # The real-dev part quotes them, the facts set holds them out: not replayed for tuning.
    assert not users & {"en-locomo-conv30", "en-locomo-conv42", "en-locomo-conv44",
                        "zh-memorybank-wangfeng", "zh-memorybank-liulin", "zh-memorybank-sunyue"}
    # This round's blind labels (MemoryBank 李雪, MSC sessions 1–3 test) are development rows.
    assert {"zh-memorybank-lixue", "en-msc-test0", "en-msc-test8"} <= users
    assert all(allowed(r.source) for user, rs in streams.items() if user != "written"
               for r in rs)
