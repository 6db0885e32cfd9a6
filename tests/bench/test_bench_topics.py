"""The routing set (issue 4) and `python -m bench topics` on it."""

from __future__ import annotations

import json
import re
from collections import Counter
from dataclasses import asdict
from pathlib import Path

import pytest

from bench.__main__ import main as bench_main
from bench.topics.parts import baselines, part_of, return_hits
from bench.topics.routing_set import RoutingRow, RoutingSetError, parse_routing_set
from bench.topics.sim import simulate
from strata_layered.memory.topics.calibration import CALIBRATION_TEXTS

ROUTING_SET = Path(__file__).parents[1] / "data" / "routing_set.jsonl"
ROWS = parse_routing_set(ROUTING_SET.read_text(encoding="utf-8"))  # it keeps every rule


def _message(conversation: str, seq: int, topic: str, **more: str) -> str:
    return json.dumps({"conversation": conversation, "seq": seq, "text": f"{topic} {seq}",
                       "topic": topic, "lang": "en", **more})


def test_a_broken_routing_set_names_the_line() -> None:
    good = json.dumps({"conversation": "c", "seq": 1, "text": "hi", "topic": "t", "lang": "en"})
    with pytest.raises(RoutingSetError, match="line 2"):
        parse_routing_set(good + "\n" + good.replace('"en"', '"fr"'))
    with pytest.raises(RoutingSetError, match="unique"):
        parse_routing_set(good + "\n" + good)
    with pytest.raises(RoutingSetError, match="note"):
        parse_routing_set(good[:-1] + ', "note": "maybe"}')


# Topics t and u in conversation a, both back in conversation b: every rule holds.
RECURRING = [_message("a", 1, "t"), _message("a", 2, "u"), _message("b", 1, "t"),
             _message("b", 2, "u", note="return")]


@pytest.mark.parametrize(
    ("lines", "message"),
    [
        # Topics belong to the user: one that never comes back cannot be mis-split.
        ([*RECURRING, _message("b", 3, "v")], "line 5: topic 'v' never comes back in a later"),
        # A return goes back to an earlier topic: not the current one, not a new one.
        ([*RECURRING[:3], _message("b", 2, "t", note="return"), _message("b", 3, "u")],
         "line 4: a 'return' must go back to the topic of an earlier message"),
        ([_message("a", 1, "t", note="return"), _message("b", 1, "t")],
         "line 1: a 'return' must go back to the topic of an earlier message"),
    ],
)
def test_a_routing_set_with_inconsistent_topics_names_the_line(
    lines: list[str], message: str
) -> None:
    assert [r.topic for r in parse_routing_set("\n".join(RECURRING))] == ["t", "u", "t", "u"]
    with pytest.raises(RoutingSetError, match=re.escape(message)):
        parse_routing_set("\n".join(lines))


# Unit vectors at 0°, 35° and 70°: each close to the next, the ends far apart.
DRIFT = [[1.0, 0.0], [0.8192, 0.5736], [0.3420, 0.9397]]


def test_latest_chains_along_a_drift_that_the_centroid_stops() -> None:
    one = ["c"] * 3
    # Threshold 0.75 ≈ 41°: each message is 35° from the latest one, so all join.
    assert simulate(DRIFT, one, 0.75, "latest") == [0, 0, 0]
    assert simulate(DRIFT, one, 0.75, "nearest") == [0, 0, 0]
    # The mean of 0° and 35° points at 17.5°, 52.5° from the third: a new topic.
    assert simulate(DRIFT, one, 0.75, "centroid") == [0, 0, 1]
    assert simulate(DRIFT, one, 0.99, "centroid") == [0, 1, 2]


def test_current_topic_first_keeps_a_weak_follow_up_in_its_conversation() -> None:
    vectors = [[1.0, 0.0], [0.9, 0.436], [0.9, 0.436]]
    assert simulate(vectors, ["a", "a", "a"], 0.95, "latest") == [0, 1, 1]
    assert simulate(vectors, ["a", "a", "a"], 0.95, "latest", margin=0.06) == [0, 0, 0]
    # A new conversation has no current topic to stay in.
    assert simulate(vectors, ["a", "b", "b"], 0.95, "latest", margin=0.06) == [0, 1, 1]


def test_bench_topics_prints_the_sweep_and_writes_json(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # Three plain messages on each of two topics in two conversations: both topics come back;
    # the job change comes back in c4, a held-out conversation.
    taken: Counter[tuple[str, str]] = Counter()
    lines = []
    for row in ROWS:
        key = (row.conversation, row.topic)
        if ((row.conversation in ("c1-zh-new-flat", "c6-mixed-dog-and-flat")
             and row.topic in ("renovation", "pets")
             or row.conversation in ("c1-zh-new-flat", "c4-en-new-job")
             and row.topic == "job_change") and row.note is None and taken[key] < 3):
            taken[key] += 1
            lines.append(json.dumps(asdict(row), ensure_ascii=False))
    # A thank-you the router files in no topic: the local prototypes still get its vector.
    lines.append(json.dumps({"conversation": "c4-en-new-job", "seq": 999, "text": "thanks!",
                             "topic": "job_change", "lang": "en"}))
    small = tmp_path / "routing.jsonl"
    small.write_text("\n".join(lines), encoding="utf-8")
    out = tmp_path / "out"
    assert bench_main(["topics", "--routing-set", str(small), "--real-set", "", "--thresholds",
                 "0.8,0.9", "--out", str(out)]) == 0
    printed = capsys.readouterr().out
    assert "recommended threshold" in printed and "mis-merge" in printed
    report = json.loads((out / "topics.json").read_text())
    assert [r["threshold"] for r in report["sweep"]] == [0.8, 0.9]
    assert report["recommended"]["threshold"] in (0.8, 0.9)
    # Once for the whole sweep, with the embedder's prior (memory/topics/calibration.py).
    assert report["embedding"]["texts_embedded"] == 19 + len(CALIBRATION_TEXTS)
    table = report["parts"]["table"]
    assert set(table) == {"Strata", "one topic per conversation",
                          "perfect switches, no returns", "a new topic per message"}
    # Without a real set, the real-only parts are empty.
    assert {part for part, langs in table["Strata"].items() if langs} == {"development", "held-out"}
    assert set(table["Strata"]["development"]) == {"zh", "en", "all"}
    assert table["a new topic per message"]["held-out"]["en"]["topics_per_real_topic"] == 4.0
    assert "held-out" in printed and "topics/real" in printed
    assert {v["representation"] for v in report["variants"]} == {
        "router", "latest", "centroid", "nearest"}


def test_bench_topics_rejects_a_margin_for_the_router(capsys: pytest.CaptureFixture[str]) -> None:
    assert bench_main(["topics", "--margin", "0.03"]) == 2
    assert "--margin needs a local" in capsys.readouterr().err


def test_the_parts_split_by_conversation_and_hold_both_languages() -> None:
    parts = {r.conversation: part_of(r.conversation) for r in ROWS}
    assert [c[:2] for c, p in parts.items() if p == "development"] == ["c1", "c2", "c5", "c6"]
    for part in ("development", "held-out"):
        assert {r.lang for r in ROWS if parts[r.conversation] == part} == {"zh", "en"}


def test_baselines_and_returns_score_as_defined() -> None:
    rows = [RoutingRow(conversation=c, seq=i, text=str(i), topic=t, lang="en", note=n)
            for i, (c, t, n) in enumerate([("a", "t", None), ("a", "u", None),
                                           ("a", "t", "return"), ("b", "t", None)])]
    assert baselines(rows) == {"one topic per conversation": ["a", "a", "a", "b"],
                               "perfect switches, no returns": [0, 1, 2, 3],
                               "a new topic per message": [0, 1, 2, 3]}
    assert return_hits(rows, ["x", "y", "x", "x"]) == [None, None, True, None]
    assert return_hits(rows, ["x", "y", "y", "x"]) == [None, None, False, None]
