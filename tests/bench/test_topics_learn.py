"""`python -m bench topics-learn` (bench/topics/learn.py): development rows only, gold labels."""

from __future__ import annotations

from pathlib import Path

from bench.topics.folds import development, folds_of, group_of
from bench.topics.learn import collect
from bench.topics.replay import CachedEmbeddings
from bench.topics.routing_set import RoutingRow, parse_routing_set
from strata_layered.graph.models import store_index_config
from strata_layered.memory.topics.boundary import CLASSES, FEATURES

DATA = Path(__file__).parents[1] / "data" / "routing_set.jsonl"
REAL = Path(__file__).parents[2] / "bench" / "data" / "routing_real.jsonl"


def test_training_streams_hold_development_rows_only() -> None:
    rows = parse_routing_set(DATA.read_text(encoding="utf-8"))
    real = parse_routing_set(REAL.read_text(encoding="utf-8"), recurring=False)
    streams = development(rows, real)
    seen = {r.conversation for stream in streams.values() for r in stream}
    assert seen and all(c.startswith(("c1-", "c2-", "c5-", "c6-", "real-dev-")) for c in seen)
    written = {group_of("written", r) for r in streams["written"]}
    assert written == {"c1", "c2", "c5", "c6"}
    # No real row of a held-out user, nor of LoCoMo's evaluation conversations, is trained on.
    users = {r.user for stream in streams.values() for r in stream if r.user}
    assert "zh-memorybank-zhangmanting" not in users and "en-locomo-conv26" not in users
    assert not any(f"conv{n}" in (u or "") for u in users for n in (48, 49, 50))


def test_folds_hold_whole_groups_and_cover_each_once() -> None:
    names = ["c1", "c2", "c5", "c6", "en-a", "en-b", "zh-a"]
    assert folds_of(names, 0) == [frozenset([n]) for n in names]  # leave one group out
    folds = folds_of(names, 3)
    assert len(folds) == 3 and sorted(n for f in folds for n in f) == sorted(names)
    assert folds_of(names, 9) == folds_of(names, 0)  # more folds than groups: one each


async def test_labels_say_what_a_person_did_stay_new_or_go_back() -> None:
    def row(seq: int, topic: str, text: str) -> RoutingRow:
        return RoutingRow(conversation="c1-x", seq=seq, text=text, topic=topic, lang="zh")

    stream = [row(1, "reno", "我们家准备装修了，预算二十万"), row(2, "reno", "地板选实木还是复合"),
              row(3, "ack", "好的，谢谢！"),  # content-free: no row, the hard rule keeps it
              row(4, "cat", "对了，我家猫最近老吐毛球"),
              row(5, "reno", "回到装修的事，瓷砖怎么选")]
    embed = CachedEmbeddings(store_index_config()["embed"])  # type: ignore[arg-type]
    x, y, groups, langs = await collect({"written": stream}, embed, returns="any")
    assert x.shape == (4, len(FEATURES))
    assert [CLASSES[k] for k in y] == ["new", "stay", "new", "return"]
    assert groups == ["c1"] * 4 and langs == ["zh"] * 4
