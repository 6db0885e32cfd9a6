"""`python -m bench topic-names`: topic names of development histories, judged by hand.

Issue 25 asks for topics "named by their subject in the user's language". This lists the name
of every English (and, in sets named `…-zh…`, Chinese) topic of
- the routing set's development part (bench/topics/parts.py): the written conversations c1,
  c2, c5, c6 replayed as one user, and each real development user (bench/data/
  routing_real.jsonl, `real-dev-…`) on a store of their own; every message through
  `route_message` then `refresh_topic_summary`, as the graph runs them (no reply text);
- optionally a development LoCoMo history imported by `strata import`, each session its own
  conversation (`--locomo PATH --history conv-41`; conv-41, 43 or 47 only);
- Chinese: the same sets' zh development conversations (`written-dev-zh`, `real-dev-zh`) and
  development MemoryBank users imported by `strata import`, a conversation per day
  (`memorybank-dev-zh-<user>`, bench/topics/names_zh.py).
No held-out row is read: the real set's rows quoting sources held out of the facts and recall
benchmarks (LoCoMo conv-30, 42, 44; six MemoryBank users), a held-out `--history` and a held-out
MemoryBank user are refused by id before their text is read (bench/topics/names_sources.py).
A topic is in a language when most of its messages are.

Each name is looked up in a file of verdicts written by reading the topic's messages
(`--judged`, bench/data/topic_names_judged.jsonl: set, topic key, name, verdict):
`subject` (a short noun phrase or verb + object a person would give the topic), `bag` (words
of the topic that read as no phrase, or reaction and filler words) or `wrong` (reads as a
subject, but not this topic's). `--out` writes the names; `--before FILE` (an earlier `--out`,
e.g. from the commit before a change) prints both side by side and the counts of each.
Unjudged names are printed with their topic's first messages, to be judged.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import io
import json
import tempfile
from collections import Counter
from pathlib import Path
from typing import Any

from langgraph.store.memory import InMemoryStore

from bench.import_speed import locomo_records
from bench.topics.names_sources import check_history, development_lines
from bench.topics.names_zh import DEFAULT_MEMORYBANK, memorybank_records
from bench.topics.parts import PARTS, part_of
from bench.topics.replay import (
    AGENT,
    DEFAULT_REAL_SET,
    DEFAULT_ROUTING_SET,
    turn_times,
)
from bench.topics.routing_set import RoutingRow, parse_routing_set
from strata_layered.cli import main as strata_main
from strata_layered.cli.reader import open_reader
from strata_layered.graph.models import store_index_config
from strata_layered.memory import namespaces as ns
from strata_layered.memory.store.conversations import list_conversations
from strata_layered.memory.store.records import MessageRecord, load
from strata_layered.memory.text.text import has_cjk
from strata_layered.memory.topics.lifetime import list_topics
from strata_layered.memory.topics.refresh import refresh_topic_summary
from strata_layered.memory.topics.routing import route_message

DEFAULT_JUDGED = "bench/data/topic_names_judged.jsonl"
THRESHOLD = 0.92
"""The shipped topic threshold (graph/context.py `topic_threshold`)."""
VERDICTS = ("subject", "bag", "wrong")
SHOWN = 4
"""First messages printed beside an unjudged name."""
Named = dict[str, Any]


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Options of `python -m bench topic-names`."""
    parser.add_argument("--routing-set", default=DEFAULT_ROUTING_SET)
    parser.add_argument("--real-set", default=DEFAULT_REAL_SET)
    parser.add_argument("--locomo", default="", help="locomo10.json: also import a history")
    parser.add_argument("--history", default="conv-41",
                        help="LoCoMo sample id of the development split (conv-41, 43, 47)")
    parser.add_argument("--judged", default=DEFAULT_JUDGED)
    parser.add_argument("--before", default="", help="names written by an earlier --out")
    parser.add_argument("--names-out", default="", help="write the names here (JSON)")
    parser.add_argument("--lang", choices=("en", "zh", "both"), default="both")
    parser.add_argument("--memorybank", default=DEFAULT_MEMORYBANK,
                        help="memory_bank_cn.json: also import development users' histories")
    parser.add_argument("--memorybank-users", default="李雪",
                        help="development users to import, comma-separated ('' for none)")


async def replay_names(rows: list[RoutingRow], user: str, lang: str = "en") -> list[Named]:
    """Each topic's name in `lang` after routing and summarising the rows, on a fresh store."""
    store = InMemoryStore(index=store_index_config())  # type: ignore[arg-type]
    routed: list[str | None] = []
    current: dict[str, str] = {}
    for row, now in zip(rows, turn_times(rows), strict=True):
        result = await route_message(store, user, AGENT, row.text, threshold=THRESHOLD, now=now,
                                     current_topic=current.get(row.conversation))
        if result.folded is not None:
            routed = [result.folded[1] if t == result.folded[0] else t for t in routed]
        for closed, kept in result.merged:
            routed = [kept if t == closed else t for t in routed]
        if result.topic is None:
            routed.append(None)
            continue
        current[row.conversation] = result.topic.id
        routed.append(result.topic.id)
        await refresh_topic_summary(store, user, AGENT, result.topic.id, user_text=row.text,
                                    reply="", now=now)
    out = []
    for topic in await list_topics(store, user, AGENT):
        mine = [r for r, t in zip(rows, routed, strict=True) if t == topic.id]
        if mine and sum(r.lang == lang for r in mine) * 2 > len(mine):
            out.append({"key": f"{mine[0].conversation}#{mine[0].seq}", "name": topic.name,
                        "messages": len(mine), "texts": [r.text for r in mine]})
    return out


async def imported_names(records: list[dict[str, str]], lang: str = "en") -> list[Named]:
    """Each topic's name in `lang` after `strata import` of a history's records."""
    with tempfile.TemporaryDirectory(prefix="strata-names-", ignore_cleanup_errors=True) as tmp:
        transcript = Path(tmp) / "transcript.jsonl"
        transcript.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n"
                                      for r in records), encoding="utf-8")
        data = Path(tmp) / "data"
        # strata's commands run their own event loop: in a thread of their own here.
        with contextlib.redirect_stdout(io.StringIO()):
            code = await asyncio.to_thread(strata_main, [
                "--data", str(data), "--user", "bench", "--agent", AGENT, "import",
                str(transcript), "--quiet"])
        if code != 0:
            raise RuntimeError(f"strata import exited with {code}")
        args = argparse.Namespace(data=data, user="bench", agent=AGENT)
        async with open_reader(args) as r:
            said: dict[str, list[tuple[str, str]]] = {}
            for conv in await list_conversations(r.store, r.user, r.agent):
                for item in await r.store.asearch(ns.messages(r.user, r.agent, conv.id),
                                                  limit=10_000):
                    m = load(MessageRecord, item.value)
                    if m is not None and m.role == "user" and m.topic:
                        said.setdefault(m.topic, []).append(
                            (f"{m.created_at.isoformat()}", f"{conv.id}#{m.seq}|{m.content}"))
            out: list[Named] = []
            for topic in await list_topics(r.store, r.user, r.agent):
                texts = [t for _, t in sorted(said.get(topic.id, []))]
                if texts:
                    out.append({"key": texts[0].split("|", 1)[0], "name": topic.name,
                                "messages": len(texts),
                                "texts": [t.split("|", 1)[1] for t in texts]})
    return [t for t in out if (sum(map(has_cjk, t["texts"])) * 2 > len(t["texts"]))
            == (lang == "zh")]


def _judged(path: str) -> dict[tuple[str, str, str], str]:
    file = Path(path)
    if not file.is_file():
        return {}
    rows = [json.loads(line) for line in file.read_text(encoding="utf-8").splitlines()
            if line.strip()]
    return {(r["set"], r["key"], r["name"]): r["verdict"] for r in rows}


def _lang(name_set: str) -> str:
    return "zh" if name_set.endswith("-zh") or "-zh-" in name_set else "en"


def print_names(names: dict[str, list[Named]], before: dict[str, list[Named]],
                judged: dict[tuple[str, str, str], str]) -> None:
    """Side by side (before → after) per set, each with its verdict; then counts per language."""
    counts: dict[tuple[str, str], Counter[str]] = {}
    for name_set, topics in names.items():
        lang = _lang(name_set)
        old = {t["key"]: t for t in before.get(name_set, [])}
        print(f"\n{name_set}: {len(topics)} {'Chinese' if lang == 'zh' else 'English'} topics")
        for topic in sorted(topics, key=lambda t: -t["messages"]):
            after = judged.get((name_set, topic["key"], topic["name"]), "?")
            counts.setdefault((lang, "after"), Counter())[after] += 1
            line = f"  {topic['messages']:>4}  {topic['name']!r} [{after}]"
            if topic["key"] in old:
                was = old[topic["key"]]["name"]
                verdict = judged.get((name_set, topic["key"], was), "?")
                counts.setdefault((lang, "before"), Counter())[verdict] += 1
                line = f"  {topic['messages']:>4}  {was!r} [{verdict}] → {topic['name']!r} " \
                       f"[{after}]"
            print(line + f"   ({topic['key']})")
            if after == "?":
                for text in topic["texts"][:SHOWN]:
                    print(f"          | {text[:150]}")
    print()
    for (lang, side), count in sorted(counts.items(), key=lambda c: (c[0][0], c[0][1] != "before")):
        total = sum(count.values())
        print(f"{lang} {side}: " + ", ".join(f"{v} {count[v]}" for v in (*VERDICTS, "?")
                                             if count[v]) + f" (of {total})")


async def cmd_topic_names(args: Any) -> int:
    """Run `python -m bench topic-names`."""
    langs = ("en", "zh") if args.lang == "both" else (args.lang,)
    history = check_history(args.history) if args.locomo and "en" in langs else ""
    real_text, refused = development_lines(
        Path(args.real_set).read_text(encoding="utf-8")) if args.real_set else ("", [])
    if refused:
        print(f"left out, held-out sources: {len(refused)} real conversations")
    rows = [r for r in parse_routing_set(Path(args.routing_set).read_text(encoding="utf-8"))
            if part_of(r.conversation) == PARTS[0]]
    real = [r for r in parse_routing_set(real_text, recurring=False)
            if part_of(r.conversation) == PARTS[0]] if real_text else []
    names: dict[str, list[Named]] = {}
    for lang in langs:
        tail = "-zh" if lang == "zh" else ""
        names[f"written-dev{tail}"] = await replay_names(rows, "bench-names", lang)
        if real:
            mine = [r for r in real if r.lang == lang]
            names[f"real-dev{tail}"] = []
            for user in dict.fromkeys(r.user or "real" for r in mine):
                names[f"real-dev{tail}"] += await replay_names(
                    [r for r in mine if (r.user or "real") == user], user, lang)
    if history:
        names[history] = await imported_names(locomo_records(Path(args.locomo), history))
    if "zh" in langs:
        for user in filter(None, args.memorybank_users.split(",")):
            names[f"memorybank-dev-zh-{user}"] = await imported_names(
                memorybank_records(Path(args.memorybank), user), "zh")
    if args.names_out:
        Path(args.names_out).write_text(json.dumps(names, ensure_ascii=False, indent=1) + "\n",
                                        encoding="utf-8")
    before = json.loads(Path(args.before).read_text(encoding="utf-8")) if args.before else {}
    print_names(names, before, _judged(args.judged))
    return 0
