"""Tables, JSON and plot of a recall benchmark run."""

from __future__ import annotations

import json
import statistics
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path
from typing import Any

METHOD_ORDER = ("strata", "recency", "bm25", "dense", "hybrid_rrf", "full_history")


def aggregate(rows: list[dict[str, Any]], keep: set[str] | None = None) -> dict[str, Any]:
    """Mean recall and tokens per method and budget (rows of categories in `keep`)."""
    acc: dict[tuple[str, Any], list[dict[str, Any]]] = defaultdict(list)
    for r in rows:
        if keep is None or r["category"] in keep:
            acc[(r["method"], r["budget"])].append(r)
    out: dict[str, Any] = {}
    for (method, budget), group in acc.items():
        out.setdefault(method, {})[str(budget)] = {
            "recall": round(statistics.fmean(r["recall"] for r in group), 4),
            "words": round(statistics.fmean(r.get("words", r["recall"]) for r in group), 4),
            "tokens": round(statistics.fmean(r["tokens"] for r in group), 1),
            "probes": len(group),
        }
    return out


def by_category(rows: list[dict[str, Any]]) -> dict[str, Any]:
    """The same aggregate, per category."""
    return {c: aggregate(rows, {c}) for c in sorted({r["category"] for r in rows})}


def markdown(title: str, summary: dict[str, Any], budgets: tuple[int, ...],
             key: str = "recall") -> str:
    """Recall (`key`: by provenance, or `words`) and mean tokens per method and budget."""
    head = " | ".join(f"{b}" for b in budgets)
    lines = [f"### {title}", "", f"| method | {head} | tokens used ({', '.join(map(str, budgets))})"
             " |", "|---|" + "---:|" * len(budgets) + "---|"]
    for method in METHOD_ORDER:
        cells = summary.get(method)
        if not cells:
            continue
        if method == "full_history":
            cell = cells["all"]
            lines.append(f"| full history (no budget) | {cell[key]:.3f} (all)"
                         + " |" * (len(budgets) - 1) + f" | {cell['tokens']:,.0f} |")
            continue
        recalls = " | ".join(f"{cells[str(b)][key]:.3f}" for b in budgets)
        tokens = " / ".join(f"{cells[str(b)]['tokens']:,.0f}" for b in budgets)
        lines.append(f"| {method} | {recalls} | {tokens} |")
    return "\n".join(lines)


def side_by_side(title: str, layouts: dict[str, dict[str, Any]], budgets: tuple[int, ...]
                 ) -> str:
    """Strata's recall per layout (rows) and budget (columns), with the best baseline's.

    Each layout has two rows: evidence by provenance, and by its words.
    """
    head = " | ".join(f"{b}" for b in budgets)
    lines = [f"### {title}", "",
             f"| layout | {head} | best baseline ({', '.join(map(str, budgets))}) |",
             "|---|" + "---:|" * len(budgets) + "---|"]
    for layout, report in layouts.items():
        summary = report["main"]
        baselines = [m for m in summary if m not in ("strata", "full_history")]
        for key, how in (("recall", "provenance"), ("words", "words in context")):
            recalls = " | ".join(f"{summary['strata'][str(b)][key]:.3f}" for b in budgets)
            best = " / ".join(f"{max(summary[m][str(b)][key] for m in baselines):.3f}"
                              for b in budgets)
            lines.append(f"| {layout} ({how}) | {recalls} | {best} |")
    return "\n".join(lines)


def ahead_of_baselines(summary: dict[str, Any], budgets: tuple[int, ...]) -> bool:
    """Strata's recall above every budgeted baseline at every budget (a tie at 1.0 counts)."""
    others = [m for m in summary if m not in ("strata", "full_history")]

    def ahead(b: int, m: str) -> bool:
        mine, theirs = summary["strata"][str(b)]["recall"], summary[m][str(b)]["recall"]
        return mine > theirs or mine == theirs == 1.0

    return all(ahead(b, m) for b in budgets for m in others)


def write(report: dict[str, Any], text: str, out: Path, name: str,
          plot: Callable[[dict[str, Any], Any], None] | None = None) -> list[Path]:
    """<name>.json, <name>.md and, with matplotlib, <name>.png in `out`.

    `plot(report, plt)` draws the figure; by default recall and tokens per budget.
    """
    out.mkdir(parents=True, exist_ok=True)
    paths = [out / f"{name}.json", out / f"{name}.md"]
    paths[0].write_text(json.dumps(report, indent=1, ensure_ascii=False) + "\n")
    paths[1].write_text(text + "\n")
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        return paths
    (plot or plot_budgets)(report, plt)
    plt.gcf().tight_layout()
    plt.savefig(out / f"{name}.png", dpi=120)
    plt.close("all")
    return [*paths, out / f"{name}.png"]


def plot_budgets(report: dict[str, Any], plt: Any) -> None:
    """Recall (left) and tokens used (right) per method against the budget."""
    budgets = report["budgets"]
    summary = report["main"]
    _, (left, right) = plt.subplots(1, 2, figsize=(11, 4))
    for method in METHOD_ORDER:
        if method not in summary or method == "full_history":
            continue
        cells = [summary[method][str(b)] for b in budgets]
        style = {"linewidth": 2.5} if method == "strata" else {"linestyle": "--"}
        left.plot(budgets, [c["recall"] for c in cells], marker="o", label=method, **style)
        right.plot(budgets, [c["tokens"] for c in cells], marker="o", label=method, **style)
    if "full_history" in summary:
        left.axhline(summary["full_history"]["all"]["recall"], color="grey", linewidth=0.8,
                     label="full history")
    for ax, label in ((left, "evidence recall"), (right, "tokens used (mean)")):
        ax.set_xscale("log", base=2)
        ax.set_xticks(budgets, [str(b) for b in budgets])
        ax.set(xlabel="budget (tokens)", ylabel=label, title=f"{report['dataset']}: {label}")
        ax.legend(fontsize=8)
    left.set_ylim(0, 1.02)
