"""The report of `python -m bench facts`: figures for a person, JSON and a plot."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from bench.output import pyplot, save_plot, write_json
from strata_layered.memory.gate.labels import MEMORY_TYPES

SHORT = {"preference": "pref", "boundary": "bndy", "relationship_goal": "goal",
         "conversation_style": "styl", "important_fact": "fact"}


def _clip(text: str, n: int = 70) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= n else flat[:n - 1] + "…"


def print_summary(name: str, groups: dict[str, Any]) -> None:
    """One line per split × language: stored P/R/F1, fact P/R, type accuracy."""
    print(f"\n{name} path")
    print(f"{'split/lang':<12}{'turns':>6} │ {'stored P':>8} {'R':>6} {'F1':>6} "
          f"(TP FP FN TN)       │ {'facts P':>7} {'R':>6} (matched/produced, said/gold) │ type acc")
    for key, g in groups.items():
        s, f = g["stored"], g["facts"]
        counts = f"({s['tp']} {s['fp']} {s['fn']} {s['tn']})"
        facts = f"({f['matched']}/{f['produced']}, {f.get('said', f['matched'])}/{f['gold']})"
        print(f"{key:<12}{g['turns']:>6} │ {s['precision']:>8.3f} {s['recall']:>6.3f} "
              f"{s['f1']:>6.3f} {counts:<18} │ {f['precision']:>7.3f} {f['recall']:>6.3f} "
              f"{facts:<28} │ {f['type_accuracy']:.3f} ({f['type_correct']}/"
              f"{f.get('said', f['matched'])})")
    for key, g in groups.items():
        strata = ", ".join(f"{k}: P {v['precision']:.2f} R {v['recall']:.2f}"
                           for k, v in g["by_stratum"].items())
        batches = ", ".join(f"{k}: P {v['precision']:.2f} R {v['recall']:.2f} ({v['tp'] + v['fn']}"
                            f" to store of {sum(v[c] for c in ('tp', 'fp', 'fn', 'tn'))})"
                            for k, v in g["by_batch"].items())
        batch_facts = ", ".join(f"{k}: P {v['precision']:.2f} R {v['recall']:.2f} type "
                                f"{v['type_accuracy']:.2f}"
                                for k, v in g.get("facts_by_batch", {}).items())
        questions = len(g["question_memories"])
        print(f"  {key}: {strata}; memories that are questions: {questions}")
        if len(g["by_batch"]) > 1:
            print(f"  {' ' * len(key)}  by batch: {batches}")
            print(f"  {' ' * len(key)}  facts by batch: {batch_facts}")


def print_confusion(groups: dict[str, Any]) -> None:
    """Gold type → produced type on matched facts: all groups together, then each one.

    Per group (split/lang) because the languages confuse different types (zh feelings read
    as goals, English likes read as facts) and pooled they hide each other.
    """
    total: dict[str, dict[str, int]] = {}
    for g in groups.values():
        for want, row in g["facts"]["type_confusion"].items():
            for got, n in row.items():
                total.setdefault(want, {}).setdefault(got, 0)
                total[want][got] += n
    _confusion_table("all", total)
    for key, g in groups.items():
        _confusion_table(key, g["facts"]["type_confusion"])


def _confusion_table(name: str, table: dict[str, dict[str, int]]) -> None:
    print(f"\ntype confusion on matched facts, {name} (rows: labelled, columns: produced)")
    print(f"{'':<20}" + "".join(f"{SHORT[t]:>6}" for t in MEMORY_TYPES))
    for want in MEMORY_TYPES:
        row = table.get(want, {})
        if row or name == "all":
            print(f"{want:<20}" + "".join(f"{row.get(t, 0) or '·':>6}" for t in MEMORY_TYPES))


def print_dev_misses(groups: dict[str, Any]) -> None:
    """Every miss and false positive of the dev split, by id."""
    for key, g in groups.items():
        if g["split"] != "dev":
            continue
        print(f"\n— {key}: turns stored that should not be ({len(g['false_positives'])})")
        for t in g["false_positives"]:
            print(f"  {t['id']}  {_clip(t['text'])}")
            for mtype, content in t["memories"]:
                print(f"      → [{SHORT.get(mtype, mtype)}] {_clip(content, 80)}")
        print(f"— {key}: turns not stored that should be ({len(g['false_negatives'])})")
        for t in g["false_negatives"]:
            print(f"  {t['id']}  gate {t['gate']} ({t['source']})  {_clip(t['text'])}")
            print(f"      gold: {_clip(' | '.join(t['gold']), 90)}")
        f = g["facts"]
        print(f"— {key}: gold facts not matched ({len(f['missed'])})")
        for m in f["missed"]:
            got = " | ".join(m["got"]) or "nothing"
            print(f"  {m['id']}  [{SHORT[m['type']]}] {_clip(m['fact'], 60)}  ← got: "
                  f"{_clip(got, 60)}")
        print(f"— {key}: memories matching no gold fact ({len(f['extra'])})")
        for m in f["extra"]:
            print(f"  {m['id']}  [{SHORT.get(m['type'], m['type'])}] {_clip(m['memory'], 70)}")


def print_report(report: dict[str, Any]) -> None:
    """The whole report: summaries of each path, the confusion, the dev misses."""
    print(f"python -m bench facts: {report['turns']} labelled turns from {report['file']} "
          f"(split: {report['split']})")
    print("rule path = judge_turn (safety → fast reject → keyword fallback → normalisation) "
          "→ extract_rule_memories (2 a turn, grouped past the cap, never cut); each turn "
          "alone, no existing memories")
    for name, groups in report["paths"].items():
        print_summary(name, groups)
    if "model_path" in report:
        print(f"\n({report['model_path']})")
    if report.get("model_fallbacks"):
        print(f"\nmodel path: {report['model_fallbacks']} turns FELL BACK to the rules "
              "(the model failed); its figures are partly the rules'")
    for name, groups in report["paths"].items():
        print(f"\n=== {name} path: details")
        print_confusion(groups)
        print_dev_misses(groups)
    for name, groups in report["paths"].items():
        print_summary(name, groups)  # again at the end, after the long lists


def write_report(report: dict[str, Any], out: Path) -> None:
    """facts.json, and facts.png when matplotlib is installed."""
    write_json(out, "facts", report)
    plt = pyplot()
    if plt is None:
        return
    paths = report["paths"]
    fig, axes = plt.subplots(1, len(paths), figsize=(6 * len(paths), 4), squeeze=False)
    for ax, (name, groups) in zip(axes[0], paths.items(), strict=True):
        keys = list(groups)
        metrics = [("stored P", lambda g: g["stored"]["precision"]),
                   ("stored R", lambda g: g["stored"]["recall"]),
                   ("fact P", lambda g: g["facts"]["precision"]),
                   ("fact R", lambda g: g["facts"]["recall"]),
                   ("type acc", lambda g: g["facts"]["type_accuracy"])]
        width = 0.8 / len(metrics)
        for k, (label, get) in enumerate(metrics):
            ax.bar([i + k * width for i in range(len(keys))], [get(groups[x]) for x in keys],
                   width, label=label)
        ax.set_xticks([i + 0.4 - width / 2 for i in range(len(keys))], keys)
        ax.axhline(0.9, color="grey", lw=0.6, ls="--")
        ax.axhline(0.8, color="grey", lw=0.6, ls=":")
        ax.set(ylim=(0, 1), title=f"{name} path on the labelled set")
        ax.legend(fontsize=7, loc="lower right")
    save_plot(plt, fig, out / "facts.png", dpi=110)
