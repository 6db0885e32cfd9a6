"""`python -m bench secrets`: the secrets detector on the adversarial set, per kind and language.

Usage: python -m bench secrets [--set tests/data/secrets_adversarial.jsonl] [--ids PREFIX]
                               [--out DIR]
       python -m bench secrets --real ../shared/data [--against OLD/secrets_real.json]
                               (bench/secrets_real.py: the hits over real turns)

A gold secret is found when a detected span of the same kind covers its value; a span of
another kind that covers it counts as "found, wrong kind" (masked, but under the wrong
label). A detection is a true positive when it covers a gold value of its kind, a
wrong-kind hit when it covers only values of other kinds, else a false alarm.

Over-reading (sec42b): a detection that covers a gold value may be wider than it ("the code is
4471 200 metres on" masked "4471 200"). Per round of the set (a case's `round`, else its id's
first part), the share of the characters masked by detections covering a gold value that lie
outside every gold value; the widest cases are listed.
"""

from __future__ import annotations

import random
import statistics
import string
import time
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bench.output import pyplot, save_plot, write_json
from bench.secrets_real import cmd_real
from strata_layered.cli.common import fail
from strata_layered.memory.sensitive import Secret, find_secrets, secrets_after
from strata_layered.memory.text.jsonl import iter_jsonl


@dataclass
class Tally:
    """Counts for one kind or one language."""

    gold: int = 0
    found: int = 0
    wrong_kind: int = 0
    detected: int = 0
    true_detections: int = 0
    false_alarms: int = 0

    def precision(self) -> float:
        """True detections over all detections (1.0 when nothing was detected)."""
        return self.true_detections / self.detected if self.detected else 1.0

    def recall(self) -> float:
        """Gold secrets found with their kind over all gold secrets (1.0 when none)."""
        return self.found / self.gold if self.gold else 1.0


@dataclass
class Report:
    """Tallies overall, per kind and per language, and the cases to look at."""

    total: Tally = field(default_factory=Tally)
    kinds: dict[str, Tally] = field(default_factory=lambda: defaultdict(Tally))
    langs: dict[str, Tally] = field(default_factory=lambda: defaultdict(Tally))
    misses: list[str] = field(default_factory=list)
    false_alarms: list[str] = field(default_factory=list)
    over: dict[str, list[int]] = field(default_factory=lambda: defaultdict(lambda: [0, 0]))
    """Round → [characters masked over gold values, of them outside every gold value]."""
    over_cases: list[tuple[int, str]] = field(default_factory=list)


def _gold_spans(text: str, secrets: list[dict[str, str]]) -> list[tuple[str, int, int]]:
    spans, taken = [], Counter[str]()
    for gold in secrets:
        value = gold["value"]
        start = -1
        for _ in range(taken[value] + 1):  # the n-th listing of a value is its n-th occurrence
            start = text.find(value, start + 1)
        if start < 0:
            raise ValueError(f"gold value {value!r} is not in {text!r}")
        taken[value] += 1
        spans.append((gold["kind"], start, start + len(value)))
    return spans


def score_case(case: dict, report: Report) -> None:
    """Add one case's detections to the report."""
    text, lang = case["text"], case["lang"]
    gold = _gold_spans(text, case["secrets"])
    # A case with earlier turns is masked as its conversation would mask it (a secret announced
    # for the next message, or asked for by the assistant); the others as a message on its own.
    # [beyond] sec40: `asked` is the assistant's reply before the message, when it asks for one.
    # sec44: a message on its own is masked as a turn masks it too (one of many lines is read
    # line after line, as a document: expecting.py `document_secrets`).
    earlier, asked = case.get("before", []), case.get("asked", "")
    found = secrets_after(earlier, text, asked)
    tallies = (report.total, report.langs[lang])
    for kind, start, end in gold:
        covering = [s for s in found if s.start <= start and end <= s.end]
        same = any(s.kind == kind for s in covering)
        for t in (*tallies, report.kinds[kind]):
            t.gold += 1
            t.found += same
            t.wrong_kind += bool(covering) and not same
        if not same:
            got = ", ".join(f"{s.kind}:{text[s.start:s.end]!r}" for s in found) or "nothing"
            label = "wrong kind" if covering else "missed"
            report.misses.append(f"{case['id']}  {label}  {kind} {text[start:end]!r}  (got {got})")
    for secret in found:
        _score_detection(case, secret, gold, (*tallies, report.kinds[secret.kind]), report)
    _score_over_read(case, found, gold, report)


def _score_over_read(case: dict, found: list[Secret], gold: list[tuple[str, int, int]],
                     report: Report) -> None:
    """Count the characters a detection covering a gold value masks outside every gold value."""
    inside = {i for _, s, e in gold for i in range(s, e)}
    tally = report.over[case.get("round") or case["id"].split("-")[0]]
    for secret in found:
        if not any(secret.start <= s and e <= secret.end for _, s, e in gold):
            continue  # a false alarm: precision counts it
        chars = [i for i in range(secret.start, secret.end) if not case["text"][i].isspace()]
        outside = sum(i not in inside for i in chars)
        tally[0] += len(chars)
        tally[1] += outside
        if outside:
            span = case["text"][secret.start : secret.end]
            report.over_cases.append((outside, f"{case['id']}  {secret.kind} {span!r}"))


def _score_detection(
    case: dict, secret: Secret, gold: list[tuple[str, int, int]], tallies: tuple, report: Report
) -> None:
    covered = [k for k, s, e in gold if secret.start <= s and e <= secret.end]
    for t in tallies:
        t.detected += 1
        t.true_detections += secret.kind in covered
        t.false_alarms += not covered
    if not covered:
        span = case["text"][secret.start : secret.end]
        report.false_alarms.append(f"{case['id']}  {secret.kind} {span!r}  ({case['note']})")


def _row(name: str, t: Tally) -> str:
    return (
        f"{name:<12}{t.gold:>5}{t.found:>6}{t.wrong_kind:>6}{t.gold - t.found - t.wrong_kind:>6}"
        f"{t.detected:>6}{t.false_alarms:>6}{t.precision():>8.3f}{t.recall():>8.3f}"
    )


def _timings(cases: list[dict]) -> None:
    """Per-message cost on the set's texts, and two 200 kB adversarial inputs."""
    texts = [c["text"] for c in cases]
    for text in texts:
        find_secrets(text)  # warm the fold table and the regex caches
    per_message = []
    for text in texts:
        start = time.perf_counter()
        for _ in range(20):
            find_secrets(text)
        per_message.append((time.perf_counter() - start) / 20 * 1e3)
    per_message.sort()
    p95 = per_message[int(len(per_message) * 0.95)]
    chars = statistics.median(len(t) for t in texts)
    median = statistics.median(per_message)
    print(f"\ntiming: find_secrets per message (median {chars:.0f} chars): median {median:.3f} ms,"
          f" p95 {p95:.3f} ms, max {per_message[-1]:.3f} ms")
    rnd = random.Random(7)
    inputs = (("random", string.printable), ("digit-heavy", "0123456789" * 6 + " -.()+X"))
    for name, alphabet in inputs:
        text = "".join(rnd.choice(alphabet) for _ in range(200_000))
        start = time.perf_counter()
        found = find_secrets(text)
        took = (time.perf_counter() - start) * 1e3
        print(f"timing: 200 kB {name} text: {took:.0f} ms ({len(found)} spans)")
    # shapes that made a reading rescan what came before (lead42: value_first, tables)
    for name, unit in (("'X is my pin'", "abcd is my pin, "), ("blank", " "),
                       ("CSV table", "site,password\n"),
                       ("Markdown table", "| site | password |\n")):
        text = (unit * (200_000 // len(unit) + 1))[:200_000]
        start = time.perf_counter()
        found = find_secrets(text)
        took = (time.perf_counter() - start) * 1e3
        print(f"timing: 200 kB of {name}: {took:.0f} ms ({len(found)} spans)")


DEFAULT_SET = "tests/data/secrets_adversarial.jsonl"


def cmd_bench_secrets(args: Any) -> int:
    """Print the scores of the set, write --out/secrets.json and a per-kind plot."""
    if getattr(args, "real", ""):
        return cmd_real(args)
    path = Path(args.set)
    if not path.is_file() and args.set == DEFAULT_SET:
        path = Path(__file__).resolve().parents[1] / DEFAULT_SET  # run outside the repo
    if not path.is_file():
        raise fail(f"{path}: no such set (pass --set PATH)")
    cases = [case for _, case in iter_jsonl(path.read_text(encoding="utf-8"))]
    prefix = getattr(args, "ids", "")
    cases = [case for case in cases if case["id"].startswith(prefix)]
    if not cases:
        raise fail(f"{path}: no case id starts with {prefix!r}")
    report = Report()
    for case in cases:
        score_case(case, report)
    t = report.total
    langs = Counter(c["lang"] for c in cases)
    subset = f" (ids {prefix}*)" if prefix else ""
    split = sum(bool(c.get("before") or c.get("asked")) for c in cases)
    print(f"{path}{subset}: {len(cases)} cases"
          f" ({', '.join(f'{n} {lang}' for lang, n in sorted(langs.items()))}),"
          f" {split} after earlier turns, {t.gold} gold secrets,")
    print(f"  {sum(not c['secrets'] for c in cases)} look-alike cases with nothing to mask\n")
    print(f"precision {t.precision():.3f}   recall {t.recall():.3f}   "
          f"(masked under any kind: {(t.found + t.wrong_kind) / max(t.gold, 1):.3f})\n")
    header = f"{'':<12}{'gold':>5}{'found':>6}{'wrong':>6}{'miss':>6}{'det':>6}{'false':>6}"
    print(header + f"{'P':>8}{'R':>8}")
    for kind in sorted(report.kinds):
        print(_row(kind, report.kinds[kind]))
    print()
    for lang in sorted(report.langs):
        print(_row(f"lang {lang}", report.langs[lang]))
    print(_row("all", t))
    print(f"\nmisses ({len(report.misses)}):")
    print("\n".join(f"  {m}" for m in report.misses) or "  none")
    print(f"\nfalse alarms ({len(report.false_alarms)}):")
    print("\n".join(f"  {f}" for f in report.false_alarms) or "  none")
    _print_over_read(report)
    _timings(cases)
    _write(report, Path(args.out), len(cases))
    return 0


def _over_share(counts: list[int]) -> float:
    return counts[1] / counts[0] if counts[0] else 0.0


def _print_over_read(report: Report) -> None:
    every = [sum(c[0] for c in report.over.values()), sum(c[1] for c in report.over.values())]
    print(f"\nover-read (masked characters outside the gold values): {_over_share(every):.3f}"
          f" of {every[0]}")
    rounds = sorted(report.over.items())
    print("  " + "  ".join(f"{name} {_over_share(c):.3f}" for name, c in rounds))
    widest = sorted(report.over_cases, key=lambda pair: -pair[0])[:10]
    print("\n".join(f"  {n:>3} outside: {case}" for n, case in widest) or "  none wider")


def _scores(t: Tally) -> dict[str, Any]:
    return {"gold": t.gold, "found": t.found, "wrong_kind": t.wrong_kind,
            "detected": t.detected, "false_alarms": t.false_alarms,
            "precision": round(t.precision(), 4), "recall": round(t.recall(), 4)}


def _write(report: Report, out: Path, cases: int) -> None:
    data = {"benchmark": "secrets", "cases": cases, "all": _scores(report.total),
            "kinds": {k: _scores(v) for k, v in sorted(report.kinds.items())},
            "langs": {k: _scores(v) for k, v in sorted(report.langs.items())},
            "misses": report.misses, "false_alarms": report.false_alarms,
            "over_read": {name: {"masked": c[0], "outside": c[1], "share": round(_over_share(c), 4)}
                          for name, c in sorted(report.over.items())},
            "over_read_cases": [case for _, case in sorted(report.over_cases,
                                                           key=lambda pair: -pair[0])]}
    write_json(out, "secrets", data)
    plt = pyplot()
    if plt is None:
        return
    kinds = sorted(report.kinds)
    fig, ax = plt.subplots(figsize=(9, 3.6))
    xs = range(len(kinds))
    ax.bar([x - 0.2 for x in xs], [report.kinds[k].recall() for k in kinds], 0.4, label="recall")
    ax.bar([x + 0.2 for x in xs], [report.kinds[k].precision() for k in kinds], 0.4,
           label="precision")
    ax.set_xticks(list(xs), kinds, rotation=45, ha="right")
    ax.set(ylim=(0, 1.05), title=f"secrets detector, {cases} cases (zh + en)")
    ax.legend(loc="lower left")
    save_plot(plt, fig, out / "secrets.png")
