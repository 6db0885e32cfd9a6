"""What `python -m bench topics` prints and writes: the sweep table, the comparison, a plot."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from bench.output import pyplot, save_plot, write_json

SHOWN_MISROUTED = 25


def variant_name(representation: str, margin: float | None) -> str:
    """`router`, `centroid`, `latest +current 0.02`, …."""
    if representation == "router":
        return "router (memory.topics.routing)"
    return representation if margin is None else f"{representation} +current {margin:.2f}"


def _rates(label: str, r: dict[str, Any]) -> str:
    return (f"  {label:<10} {r['messages']:>4} msgs  mis-merge {r['mis_merge_rate']:6.1%}  "
            f"mis-split {r['mis_split_rate']:6.1%}  misrouted {r['misrouted_rate']:6.1%}")


def print_report(report: dict[str, Any]) -> None:
    """The sweep table of the chosen variant, its pick, the comparison and the misses."""
    e, name = report["embedding"], variant_name(report["representation"], report["margin"])
    print(f"python -m bench topics: {report['messages']} messages ("
          + ", ".join(f"{n} {lang}" for lang, n in report["langs"].items())
          + f"), {report['conversations']} conversations of one user, "
          f"{report['gold_topics']} gold topics — {report['file']}\n"
          f"embedded {e['texts_embedded']} texts once for {e['thresholds']} thresholds "
          f"({e['lookups']} lookups); router sweep {e['router_seconds']:.1f} s; "
          f"conversations {report['days_between']:g} days apart\n"
          "mis-merge = share of messages in a topic whose majority gold label is another\n"
          "mis-split = share of messages outside the predicted topic holding most of their "
          "gold label\n"
          f"error     = {report['merge_weight']:g} × mis-merge + mis-split; extra = Σ over gold "
          "labels of (topics holding it − 1); mixed = topics holding > 1 gold label\n")
    best = report["recommended"]
    print(f"{name}")
    print(f"{'threshold':>9} {'topics':>6} {'gold':>5} {'extra':>6} {'mixed':>6} "
          f"{'mis-merge':>10} {'mis-split':>10} {'error':>7} {'misrouted':>10}")
    for r in report["sweep"]:
        mark = "  ◀" if r["threshold"] == best["threshold"] else ""
        print(f"{r['threshold']:>9.3f} {r['predicted_topics']:>6} {r['gold_topics']:>5} "
              f"{r['extra_topics']:>6} {r['mixed_topics']:>6} {r['mis_merge_rate']:>10.1%} "
              f"{r['mis_split_rate']:>10.1%} {r['error']:>7.3f} "
              f"{r['misrouted'] / r['messages']:>10.1%}{mark}")
    print(f"\nrecommended threshold {best['threshold']:.3f}: mis-merge "
          f"{best['mis_merge_rate']:.1%} ({best['mis_merged']}), mis-split "
          f"{best['mis_split_rate']:.1%} ({best['mis_split']}), "
          f"{best['predicted_topics']} topics for {best['gold_topics']} gold")
    for group in ("by_lang", "by_note"):
        for label, r in best[group].items():
            print(_rates(label, r))
    for label, b in report["baselines"].items():
        print(f"  baseline, {label}: mis-merge {b['mis_merge_rate']:.1%}, mis-split "
              f"{b['mis_split_rate']:.1%}, error {b['error']:.3f}")
    print(f"\nevery variant at its own best threshold (same vectors; the chosen one: {name})")
    print(f"{'variant':<28} {'threshold':>9} {'topics':>6} {'mis-merge':>10} "
          f"{'mis-split':>10} {'error':>7} {'returns ok':>11} {'near-miss ok':>13}")
    for v in report["variants"]:
        b = v["recommended"]
        notes = b["by_note"]
        ok = {n: 1 - notes[n]["misrouted_rate"] if n in notes else float("nan")
              for n in ("return", "near_miss")}
        print(f"{variant_name(v['representation'], v['margin']):<28} {b['threshold']:>9.3f} "
              f"{b['predicted_topics']:>6} {b['mis_merge_rate']:>10.1%} "
              f"{b['mis_split_rate']:>10.1%} {b['error']:>7.3f} {ok['return']:>11.1%} "
              f"{ok['near_miss']:>13.1%}")
    missed = report["misrouted"]
    print(f"\nmisrouted at {best['threshold']:.3f} ({name}): {len(missed)}; first "
          f"{min(len(missed), SHOWN_MISROUTED)}, mis-merges first (M mis-merged, S "
          "mis-split; 'into': majority label and size of the topic it joined)")
    for m in missed[:SHOWN_MISROUTED]:
        flags = ("M" if m["merged"] else "·") + ("S" if m["split"] else "·")
        into = f"{m['into']} ×{m['topic_size']}"
        print(f"  {m['conversation'][:12]:<12} {m['seq']:>3} {flags} {m['gold']:<17} → "
              f"{into:<21} {m['text'][:44]}")


def write_report(report: dict[str, Any], out: Path) -> None:
    """topics.json, and topics.png when matplotlib is installed."""
    write_json(out, "topics", report)
    plt = pyplot()
    if plt is None:
        return
    sweep, best = report["sweep"], report["recommended"]
    xs = [r["threshold"] for r in sweep]
    fig, (left, right) = plt.subplots(1, 2, figsize=(12, 4.5))
    left.plot(xs, [r["mis_merge_rate"] for r in sweep], marker=".", label="mis-merge")
    left.plot(xs, [r["mis_split_rate"] for r in sweep], marker=".", label="mis-split")
    left.plot(xs, [r["error"] for r in sweep], marker=".", color="black", label="error")
    left.axvline(best["threshold"], color="tab:red", linestyle="--", label="recommended")
    left.set(title=variant_name(report["representation"], report["margin"]),
             xlabel="threshold (cosine)", ylabel="share of messages", ylim=(0, None))
    twin = left.twinx()
    twin.plot(xs, [r["predicted_topics"] for r in sweep], color="tab:gray", alpha=0.5,
              label="topics created")
    twin.axhline(report["gold_topics"], color="tab:gray", linestyle=":", label="gold topics")
    twin.set(ylabel="topics", yscale="log")
    left.legend(loc="upper left", fontsize=8)
    twin.legend(loc="upper right", fontsize=8)
    for v in report["variants"]:
        if v["margin"] in (None, 0.04):
            right.plot([r["threshold"] for r in v["sweep"]], [r["error"] for r in v["sweep"]],
                       label=variant_name(v["representation"], v["margin"]),
                       linestyle="-" if v["margin"] is None else "--")
    for (label, base), color in zip(report["baselines"].items(),
                                    ("tab:gray", "silver", "tab:olive"), strict=False):
        right.axhline(base["error"], color=color, linestyle=":", label=f"baseline: {label}")
    right.set(title="error by variant", xlabel="threshold (cosine)",
              ylabel="error", ylim=(0, None))
    right.legend(fontsize=7, ncol=2)
    save_plot(plt, fig, out / "topics.png", dpi=110)
