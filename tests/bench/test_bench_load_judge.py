"""The load benchmark's history check finds a lost turn, a doubled message and a seq gap."""

from __future__ import annotations

from typing import Any

from bench.load.users import Turn, judge, texts_for


def stored(*pairs: tuple[str, str]) -> list[dict[str, Any]]:
    return [{"seq": n + 1, "role": role, "content": text} for n, (role, text) in enumerate(pairs)]


TURNS = [Turn("hi", "hello"), Turn("and you?", "fine")]


def test_a_history_with_every_turn_once_is_clean() -> None:
    history = stored(("user", "hi"), ("assistant", "hello"), ("user", "and you?"),
                     ("assistant", "fine"))
    verdict = judge(TURNS, history, counter=4)
    assert (verdict.lost, verdict.doubled, verdict.seq_faults, verdict.count_off) == (0, 0, 0, 0)


def test_a_missing_reply_a_doubled_message_and_a_wrong_counter_are_counted() -> None:
    history = stored(("user", "hi"), ("user", "hi"), ("assistant", "hello"),
                     ("user", "and you?"), ("assistant", "fine"))
    verdict = judge(TURNS, history, counter=4)
    assert verdict.doubled == 1 and verdict.lost == 1  # the first "hi" has no reply after it
    assert verdict.count_off == 1


def test_a_gap_or_repeat_in_sequence_numbers_is_a_fault() -> None:
    history = stored(("user", "hi"), ("assistant", "hello"))
    history[1]["seq"] = 3
    assert judge(TURNS[:1], history, counter=2).seq_faults == 2  # 2 missing, 3 extra


def test_a_failed_turn_may_keep_its_message_and_is_not_lost() -> None:
    history = stored(("user", "hi"), ("assistant", "hello"), ("user", "and you?"))
    turns = [TURNS[0], Turn("and you?", error="HTTP 500")]
    assert judge(turns, history, counter=3).lost == 0


def test_texts_are_distinct_within_a_user() -> None:
    texts = texts_for(7, 200)
    assert len(set(texts)) == 200
