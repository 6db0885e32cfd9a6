"""Hierarchical summary (seed 004 §4.3): chunk → group → final, depth ≤ 3, map steps apart."""

from __future__ import annotations

import asyncio

import pytest

from strata_layered.memory.documents.summary import (
    MAX_DEPTH,
    chunk_gist,
    document_outline,
    extractive_summarizer,
    extractive_summary,
    summarize_hierarchy,
)


class Recorder:
    """A summariser that remembers what each step saw and how many ran at once."""

    def __init__(self, delay: float = 0.0) -> None:
        self.calls: list[tuple[int, bool, list[str]]] = []
        self.running = 0
        self.peak = 0
        self.delay = delay

    async def __call__(self, texts: list[str], level: int, final: bool) -> str:
        self.running += 1
        self.peak = max(self.peak, self.running)
        await asyncio.sleep(self.delay)
        self.running -= 1
        self.calls.append((level, final, list(texts)))
        return f"L{level}[{texts[0][:12]}…{len(texts)}]"


class Verbose(Recorder):
    """A summariser whose summaries are as long as a whole group: the tree never shrinks."""

    async def __call__(self, texts: list[str], level: int, final: bool) -> str:
        await super().__call__(texts, level, final)
        return f"L{level}" + "摘要" * 600


async def test_depth_never_exceeds_three() -> None:
    texts = [f"chunk {i}: " + "内容" * 100 for i in range(2000)]
    tree = await summarize_hierarchy(texts, Verbose(), group_chars=2000)
    assert tree.levels == MAX_DEPTH == 3
    assert tree.final.startswith("L3")
    # The cap is what stops it: allowed five levels, the same input takes five.
    deeper = await summarize_hierarchy(texts, Verbose(), group_chars=2000, max_depth=5)
    assert deeper.levels == 5


@pytest.mark.parametrize("count", [1, 5, 40, 2000])
async def test_one_final_summary_covers_every_chunk(count: int) -> None:
    texts = [f"chunk {i}: " + "内容" * 100 for i in range(count)]
    recorder = Recorder()
    tree = await summarize_hierarchy(texts, recorder, group_chars=2000)
    finals = [c for c in recorder.calls if c[1]]
    assert len(finals) == 1 and finals[0][0] == tree.levels
    assert tree.final.startswith(f"L{tree.levels}")
    top = [n for n in tree.nodes if n.level == tree.levels]
    assert len(top) == 1 and (top[0].first_seq, top[0].last_seq) == (0, count - 1)


async def test_map_steps_are_independent_and_concurrent() -> None:
    texts = [f"group-{i // 10} chunk {i} " + "x" * 200 for i in range(100)]
    recorder = Recorder(delay=0.02)
    done: list[tuple[int, int]] = []
    tree = await summarize_hierarchy(texts, recorder, group_chars=2500, concurrency=4,
                                     progress=lambda d, t: done.append((d, t)))
    level_one = [c for c in recorder.calls if c[0] == 1 and not c[1]]
    assert len(level_one) > 4
    assert recorder.peak == 4  # the map steps ran side by side, bounded
    # Each map step saw one run of consecutive chunks, nothing of the others.
    seen = [t for _, _, texts_ in level_one for t in texts_]
    assert sorted(seen) == sorted(texts) and len(seen) == len(set(seen))
    assert all(run == texts[texts.index(run[0]):texts.index(run[0]) + len(run)]
               for _, _, run in level_one)
    # Level-1 nodes cover consecutive, disjoint chunk ranges in order.
    spans = [(n.first_seq, n.last_seq) for n in tree.nodes if n.level == 1]
    assert spans[0][0] == 0 and spans[-1][1] == 99
    assert all(b[0] == a[1] + 1 for a, b in zip(spans, spans[1:], strict=False))
    assert done[-1][0] == done[-1][1] == len(recorder.calls)  # progress ends at 100 %


async def test_when_depth_runs_out_the_last_level_takes_everything_trimmed() -> None:
    texts = ["y" * 5000 for _ in range(30)]
    recorder = Recorder()
    tree = await summarize_hierarchy(texts, recorder, group_chars=1000, max_depth=2)
    assert tree.levels == 2
    level, final, seen = recorder.calls[-1]
    assert final and sum(map(len, seen)) <= 1000 + 40 * len(seen)


def test_extractive_summary_keeps_order_and_limit() -> None:
    text = ("押金在租期结束后三十日内退还。押金金额为两个月租金。"
            "租金每月一日支付。今天天气很好。押金不计利息。")
    out = extractive_summary([text], limit=40)
    assert len(out) <= 40 + 2 and "押金" in out and "天气" not in out
    parts = [p for p in out.split("；") if p]
    order = [text.find(p.rstrip("。")) for p in parts]
    assert order == sorted(order)
    english = extractive_summary(["The deposit is returned within 30 days. The deposit "
                                  "equals two months of rent. It rained today."], 80)
    assert "deposit" in english and len(english) <= 80


async def test_extractive_summarizer_needs_no_model() -> None:
    summarize = extractive_summarizer(group_limit=60, final_limit=120)
    group = await summarize(["第一句话很重要。第二句话也重要。"] * 3, 1, False)
    final = await summarize([group, group], 2, True)
    assert group and len(group) <= 62 and len(final) <= 122
    assert "第一句话很重要" in final


def test_gists_and_outlines_by_type() -> None:
    log = ("2024-06-11 03:00:00 INFO ok\n2024-06-11 03:00:01 ERROR payment timeout\n"
           "2024-06-11 03:00:02 INFO ok")
    assert "ERROR payment timeout" in chunk_gist(log, {"label": "03:00"}, "log")
    clause = "第五章 违约\n\n第八条 转租\n乙方不得转租。违者支付违约金。\n其他。"
    gist = chunk_gist(clause, {"label": "第八条 转租"}, "contract")
    assert gist.startswith("第八条 转租: 乙方不得转租。") and "第五章" not in gist
    metas = [{"clause": "第一条", "label": "x"}, {"clause": "第二条", "label": "y"}]
    assert document_outline("contract", metas, zh=True) == "合同，共 2 条（第一条–第二条），2 段"
    logs = [{"first_ts": "a", "last_ts": "b", "records": 3, "levels": {"ERROR": 1}},
            {"first_ts": "c", "last_ts": "d", "records": 2, "levels": {"ERROR": 1}}]
    assert document_outline("log", logs, zh=False) == "Log a – d, 5 records (ERROR 2)"
