"""The issue's targets for the model path, judged from the benchmark's rows and printed."""

from __future__ import annotations

import json
import statistics
from typing import Any

from bench.model.endpoint import MEMORY_KINDS
from strata_layered.graph.structured import MAX_REQUESTS


def fixed_part() -> dict[str, int]:
    """Tokens of what every memory call sends whatever the turn: instructions and schema."""
    from langchain_core.utils.function_calling import convert_to_openai_tool

    from bench.model.endpoint import count_tokens
    from strata_layered.graph.prompts.memory import MEMORY_SYSTEM
    from strata_layered.graph.schemas import MemoryDecision
    from strata_layered.graph.structured import wire_schema

    tool = json.dumps(convert_to_openai_tool(wire_schema(MemoryDecision)), ensure_ascii=False)
    return {"system": count_tokens(MEMORY_SYSTEM), "schema": count_tokens(tool)}


def _per_turn(rows: list[Any]) -> float:
    return sum(r.memory_calls for r in rows) / len(rows) if rows else 0.0


def check_targets(rows: list[Any], after: list[Any], locomo: list[Any], city: dict[str, Any],
                  memory_timeout: float) -> list[dict[str, Any]]:
    """Each target: what it asks, the figure got, met or not; printed as a table."""
    reply = sum(sum(r.reply_tokens) for r in rows)
    memory = sum(sum(r.memory_tokens) for r in rows)
    # What a timeout costs beyond the same kind of turn when the endpoint is healthy.
    healthy = [r.added_ms for r in rows if not r.fault and r.requests["memory"]]
    base = statistics.median(healthy) if healthy else 0.0
    timeouts = [r.added_ms - base for r in rows if r.fault == "timeout"]
    # Requests beyond the turn's memory calls (gate and extraction, summary, topic pick).
    bursts = [sum(r.requests.get(kind, 0) for kind in MEMORY_KINDS) - r.memory_calls
              for r in rows if r.fault and r.fault.startswith("429")]
    other = after[0] if after else None
    archived = city["archived"]
    targets = [
        ("memory calls per turn, 40-turn bilingual", "≤ 1.0", f"{_per_turn(rows):.2f}",
         _per_turn(rows) <= 1.0),
        ("memory calls per turn, LoCoMo sessions 1-3", "≤ 0.6",
         f"{_per_turn(locomo):.2f}" if locomo else "not run", bool(locomo)
         and _per_turn(locomo) <= 0.6),
        ("memory-work tokens / reply tokens", "≤ 0.6", f"{memory / max(reply, 1):.2f} "
         f"({memory} / {reply})", memory <= 0.6 * reply),
        ("another user after every fault reaches the model", "model:*",
         other.source if other else "-", bool(other and other.source.startswith("model:"))),
        ("extra requests in a 429 burst turn", f"≤ {MAX_REQUESTS - 1}",
         str(max(bursts, default=0)), max(bursts, default=0) <= MAX_REQUESTS - 1),
        ("a timing-out turn's latency beyond a healthy one", f"≤ {memory_timeout:g} s",
         f"{max(timeouts, default=0) / 1000:.2f} s", bool(timeouts)
         and max(timeouts) / 1000 <= memory_timeout),
        ("我住在杭州 → 我搬到上海了", "one active city, old archived with history",
         f"active {city['active']}, archived {[a['content'] for a in archived]}",
         len(city["active"]) == 1 and "上海" in city["active"][0] and bool(archived)
         and all(a["superseded_by"] and a["history"] for a in archived)),
        ("writes lost / doubled, every turn", "0 / 0",
         f"{sum(r.lost for r in rows + after + locomo)} / "
         f"{sum(r.doubled for r in rows + after + locomo)}",
         not any(r.lost or r.doubled for r in rows + after + locomo)),
    ]
    fixed = fixed_part()
    print(f"\nthe memory call's fixed part: system prompt {fixed['system']} tokens + schema "
          f"{fixed['schema']} tokens (as JSON; sent with every memory call)")
    fallbacks = sum(bool(r.fallbacks) for r in rows)
    print(f"\nfallbacks to the rules: {fallbacks} of {len(rows)} bilingual turns "
          f"({', '.join(sorted({r.fault or '-' for r in rows if r.fallbacks}))}); "
          f"healthy turns with a memory call: median added latency {base:.0f} ms")
    print("\ntarget                                               wanted       got")
    out = []
    for name, wanted, got, met in targets:
        print(f"{'MET ' if met else 'MISS'} {name:<52} {wanted:<12} {got}")
        out.append({"target": name, "wanted": wanted, "got": got, "met": bool(met)})
    return out
