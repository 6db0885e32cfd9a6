"""`python -m bench madial` runs end to end on a tiny archive in the dataset's own schema.

The public data is never copied into the project: these few records are made up here in
the same JSON Lines shape (see ../shared/data/madial-bench/README.md).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bench.__main__ import main as bench_main

MEMORIES = {
    1: (1, "2023-12-25", "Bart在圣诞节晚会上跳舞，感觉非常开心。"),
    2: (1, "2023-05-15", "Bart在新开的冰淇淋店尝试了芒果口味的冰淇淋，感到非常开心。"),
    3: (1, "2023-07-05", "Bart和爸爸一起看电影《星际穿越》，感觉很兴奋。"),
    4: (2, "2023-06-02", "Lisa在操场上找到一颗丢失的足球并归还给了同学，感到很开心。"),
    5: (2, "2024-01-24", "Lisa在学校食堂发现自己最爱吃的草莓蛋糕，很开心。"),
    6: (2, "2023-11-04", "Lisa在学校的科学展览中展示了自己的小生态球项目。"),
}
DIALOGUES = [
    (1, ["<Bart>:\"我昨天看了一个关于黑洞的视频！\"", "<Assistant>:\"哇，太酷了！\"",
         "<Bart>:\"我想再看一部讲宇宙的电影。\"", "<Assistant>:\"你还记得《星际穿越》吗？\""],
     [3]),
    (2, ["<Lisa>:\"明天考完试我想吃一个蛋糕奖励自己！\"",
         "<Assistant>:\"我记得你最爱草莓蛋糕。\""], [5, 4]),
]


def _write_dataset(folder: Path) -> None:
    folder.mkdir()
    (folder / "MADial-Bench-zh-memory.json").write_text("\n".join(
        json.dumps({str(k): {"time": t, "scene": "喜好类", "emotion": "开心", "event": e,
                             "user-id": u, "id": str(k)}}, ensure_ascii=False)
        for k, (u, t, e) in MEMORIES.items()) + "\n", encoding="utf-8")
    (folder / "MADial-Bench-zh-dialogue.json").write_text("\n".join(
        json.dumps({"dialogue": ["<BOD>\n", *(line + "\n" for line in lines), "<EOD>\n"],
                    "test-turn": [len(lines)], "relevant-id": gold, "user-id": u, "id": i},
                   ensure_ascii=False)
        for i, (u, lines, gold) in enumerate(DIALOGUES)) + "\n", encoding="utf-8")


def test_madial_bench_prints_strata_beside_its_baselines_and_plots_them(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _write_dataset(tmp_path / "madial")
    out = tmp_path / "out"
    assert bench_main(["madial", str(tmp_path / "madial"), "--out", str(out)]) == 0
    printed = capsys.readouterr().out
    for row in ("| strata |", "| dense (last user message, E5) |", "| BM25 (last user message) |",
                "| ceiling: gold primary + E5 |", "| published: OpenAI emb. |"):
        assert row in printed
    report = json.loads((out / "madial.json").read_text())
    assert report["dialogues"] == 2
    recall = report["recall_at"]
    assert recall["ceiling"]["1"] == pytest.approx(0.75)  # the primary is first by design
    # Each user has three memories. The baselines rank exactly those three, so only Strata,
    # which searches the user's namespace, can miss one at k = 3.
    assert recall["strata"]["3"] == 1.0
    assert recall["strata"]["1"] >= 0.5  # the movie and the cake are no hard cases
    assert (out / "madial.png").stat().st_size > 10_000
