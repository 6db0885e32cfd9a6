"""`python -m bench topics-learn` (bench/topics/learn.py): development rows only, gold labels."""

from __future__ import annotations

from pathlib import Path

from bench.topics.learn import collect, development, group_of
from bench.topics.routing_set import RoutingRow, parse_routing_set
from bench.topics.run import CachedEmbeddings
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
