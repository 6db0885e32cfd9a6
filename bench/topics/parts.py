"""The routing set's development and held-out parts, and the per-language table beside baselines.

**The split** is a fixed rule by conversation: conversation `cN-…` is in the development part
when (N − 1) mod 4 < 2 (c1, c2, c5, c6: zh, en, zh, mixed), in the held-out part otherwise
(c3, c4, c7, c8: zh, en, zh, en), so both parts hold both languages. A conversation without
a number goes by the parity of the CRC-32 of its name. A real conversation (from
bench/data/routing_real.jsonl, labelled before the router ran on it) is in the development
part when named `real-dev-…`, else held-out; its figures are also printed alone. The whole
set is replayed in order (topics belong to the user, a later conversation finds an earlier
one's topics; each real user replays on a store of their own); each part
is scored on its own messages, and thresholds are picked on the development part alone.

**The figures**, per part and language, for Strata and the trivial baselines:
- error: mis-merge rate + mis-split rate (bench.topics.scoring);
- topics per real topic: predicted topics holding the part's messages ÷ gold topics in it;
- return accuracy: of the messages labelled `return`, the share routed into the topic most
  of their label's earlier messages went to (the return was found);
- mis-split rate.
The baselines: one topic per conversation; perfect switches without returns (a new topic
at every gold change within a conversation); a new topic per message.
"""

from __future__ import annotations

import re
import zlib
from collections import Counter
from collections.abc import Hashable, Sequence
from typing import Any

from bench.topics.routing_set import LANGS, RoutingRow
from bench.topics.scoring import judge_routing, score_routing

PARTS = ("development", "held-out")
REAL_PARTS = {"development, real only": PARTS[0], "held-out, real only": PARTS[1]}
"""The real conversations (bench/data/routing_real.jsonl), also counted in their part."""
NUMBERED = re.compile(r"^c(\d+)\b")


def part_of(conversation: str) -> str:
    """The part a conversation is in (the rule in the module docstring)."""
    if conversation.startswith("real-"):
        return PARTS[0] if conversation.startswith("real-dev-") else PARTS[1]
    numbered = NUMBERED.match(conversation)
    if numbered:
        return PARTS[(int(numbered.group(1)) - 1) % 4 >= 2]
    return PARTS[zlib.crc32(conversation.encode()) % 2]


def baselines(rows: Sequence[RoutingRow]) -> dict[str, list[Hashable]]:
    """The trivial routers' topics per message."""
    switches: list[Hashable] = []
    segment = 0
    for i, row in enumerate(rows):
        if i and (row.conversation, row.topic) != (rows[i - 1].conversation, rows[i - 1].topic):
            segment += 1
        switches.append(segment)
    return {"one topic per conversation": [r.conversation for r in rows],
            "perfect switches, no returns": switches,
            "a new topic per message": list(range(len(rows)))}


def return_hits(rows: Sequence[RoutingRow], routed: Sequence[Hashable]) -> list[bool | None]:
    """Per message: None unless a return; else whether it joined its label's earlier topic."""
    earlier: dict[str, Counter[Hashable]] = {}
    out: list[bool | None] = []
    for row, topic in zip(rows, routed, strict=True):
        before = earlier.setdefault(row.topic, Counter())
        if row.note == "return":
            out.append(bool(before) and topic == before.most_common(1)[0][0])
        else:
            out.append(None)
        before[topic] += 1
    return out


def figures(rows: Sequence[RoutingRow], routed: Sequence[Hashable], *,
            merge_weight: float = 1.0) -> dict[str, dict[str, dict[str, Any]]]:
    """Part → language ("all" too) → error, topics per real topic, return accuracy, mis-split."""
    hits = return_hits(rows, routed)
    out: dict[str, dict[str, dict[str, Any]]] = {}
    for part in (*PARTS, *REAL_PARTS):
        out[part] = {}
        for lang in (*LANGS, "all"):
            picked = [i for i, r in enumerate(rows)
                      if part_of(r.conversation) == REAL_PARTS.get(part, part)
                      and (part in PARTS or r.conversation.startswith("real-"))
                      and lang in (r.lang, "all")]
            if not picked:
                continue
            scores = score_routing(judge_routing([(rows[i].topic, routed[i]) for i in picked]))
            returns = [h for i in picked if (h := hits[i]) is not None]
            out[part][lang] = {
                "messages": len(picked), "error": scores.error(merge_weight),
                "topics_per_real_topic": scores.predicted_topics / scores.gold_topics,
                "return_accuracy": sum(returns) / len(returns) if returns else None,
                "returns": len(returns), "mis_split_rate": scores.mis_split_rate,
                "mis_merge_rate": scores.mis_merge_rate}
    return out


def print_parts(table: dict[str, dict[str, dict[str, dict[str, Any]]]], threshold: float) -> None:
    """Router → part → language → figures, printed one block per part."""
    print(f"\nby part and language (Strata at {threshold:.3f}, picked on the development part; "
          "parts: bench/topics/parts.py)")
    for part in (*PARTS, *REAL_PARTS):
        if part in REAL_PARTS and not any(parts.get(part) for parts in table.values()):
            continue
        print(f"{part}")
        print(f"  {'router':<30} {'lang':<4} {'msgs':>5} {'error':>7} {'topics/real':>12} "
              f"{'returns ok':>11} {'mis-split':>10}")
        for name, parts in table.items():
            for lang, f in parts.get(part, {}).items():
                ok = ("—" if f["return_accuracy"] is None
                      else f"{f['return_accuracy']:.0%} of {f['returns']}")
                print(f"  {name:<30} {lang:<4} {f['messages']:>5} {f['error']:>7.3f} "
                      f"{f['topics_per_real_topic']:>12.2f} {ok:>11} "
                      f"{f['mis_split_rate']:>10.1%}")
        if not any(parts.get(part) for parts in table.values()):
            print("  (no messages in this part)")
