"""Labelling agreement: 100 held-out rows labelled a second time, blind, scored against the first.

Run from the repo root:

- `python -m bench.labels.agreement draw` picks 50 zh and 50 en rows of the 2026-12-02 held-out
  batch with seed 20261224 and writes only their id, lang, previous and text to
  bench/labels/agreement/blind.jsonl: the second annotator labels from that file alone.
- `python -m bench.labels.agreement build` turns the hand-written second.txt (`N | facts | why`
  as in bench/labels/build.py, N the blind file's line index) into second.jsonl.
- A later batch is drawn the same way with `draw --batch B --lang zh --per-lang 100 --seed S
  --blind DIR/blind.jsonl` and built and scored with the same commands given DIR's paths
  (bench/labels/agreement/2026-12-02b: 100 zh rows of the batch of zh turns left, seed 20261225).
- `python -m bench.labels.agreement score` compares the second labels
  (bench/labels/agreement/second.jsonl: id, store, facts, why) with the first ones in the set,
  prints a table and writes bench/labels/agreement/report.json.

Store agreement is the share of rows both annotators decided alike and Cohen's kappa (that
share corrected for the agreement their store rates give by chance). Facts are matched one to
one by the rule of bench/facts/matching.py (the second annotator's facts play the memories):
fact precision = matched second facts / second facts, recall = matched first facts / first
facts, and type agreement is the share of matched pairs of rows both store whose types agree.
"""

from __future__ import annotations

import argparse
import json
import random
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bench.facts.labelled import LANGS, GoldFact, LabelledTurn, load_labelled
from bench.facts.matching import match_facts
from bench.labels.build import parse_line
from bench.labels.sample import LABELLED
from bench.scoring import kappa, wilson
from strata_layered.memory.gate.labels import MEMORY_TYPES

SEED = 20261224
BATCH = "2026-12-02"
PER_LANG = 50
FOLDER = Path(__file__).resolve().parent / "agreement"
BLIND = FOLDER / "blind.jsonl"
SECOND = FOLDER / "second.jsonl"
SECOND_TEXT = FOLDER / "second.txt"
REPORT = FOLDER / "report.json"
BLIND_FIELDS = ("id", "lang", "previous", "text")


def draw(rows: Sequence[LabelledTurn], *, seed: int = SEED, per_lang: int = PER_LANG,
         batch: str = BATCH, langs: Sequence[str] = LANGS) -> list[dict[str, str]]:
    """`per_lang` held-out rows of the batch per language, in a seeded order, blind fields only."""
    rng = random.Random(seed)
    picked: list[dict[str, str]] = []
    for lang in langs:
        pool = sorted((r for r in rows if r.batch == batch and r.split == "heldout"
                       and r.lang == lang), key=lambda r: r.id)
        if len(pool) < per_lang:
            raise ValueError(f"{lang}: {len(pool)} held-out rows of {batch}, {per_lang} wanted")
        picked.extend({"id": r.id, "lang": r.lang, "previous": r.previous, "text": r.text}
                      for r in rng.sample(pool, per_lang))
    return picked


def write_jsonl(path: Path, rows: Sequence[dict[str, Any]]) -> None:
    """One JSON object a line, UTF-8, unescaped."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows),
                    encoding="utf-8")


class AgreementError(ValueError):
    """Second labels that cannot be scored."""


@dataclass(frozen=True, kw_only=True)
class SecondLabel:
    """The second annotator's label of one blind row."""

    id: str
    store: bool
    facts: tuple[GoldFact, ...]


def build_second(blind: Sequence[dict[str, str]], text: str) -> list[dict[str, Any]]:
    """Rows of second.jsonl from the hand-written `N | facts | why` lines (N: blind line index)."""
    out: dict[int, dict[str, Any]] = {}
    for line in text.splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        number, facts, why = parse_line(line)
        if number in out or not 0 <= number < len(blind):
            raise AgreementError(f"line {line!r}: index labelled twice or not in the blind file")
        out[number] = {"id": blind[number]["id"], "store": bool(facts), "facts": facts,
                       "why": why}
    if len(out) != len(blind):
        raise AgreementError(f"{len(blind) - len(out)} blind rows have no second label")
    return [out[n] for n in sorted(out)]


def parse_second(text: str) -> list[SecondLabel]:
    """Parse second.jsonl; raise AgreementError naming the line."""
    labels = []
    for number, line in enumerate(text.splitlines(), 1):
        if not line.strip():
            continue
        where = f"second labels line {number}"
        try:
            obj = json.loads(line)
        except json.JSONDecodeError as error:
            raise AgreementError(f"{where}: not JSON ({error})") from error
        if not isinstance(obj, dict) or not isinstance(obj.get("id"), str):
            raise AgreementError(f"{where}: an object with an id is wanted")
        facts = []
        for fact in obj.get("facts") or []:
            if fact.get("type") not in MEMORY_TYPES or not str(fact.get("content", "")).strip():
                raise AgreementError(f"{where}: bad fact {fact!r}")
            facts.append(GoldFact(type=fact["type"], content=fact["content"],
                                  about=str(fact.get("about") or "user"),
                                  correction=bool(fact.get("correction"))))
        if obj.get("store") is not bool(facts):
            raise AgreementError(f"{where}: facts are given exactly when store is true")
        labels.append(SecondLabel(id=obj["id"], store=obj["store"], facts=tuple(facts)))
    return labels


def _ratio(num: int, den: int) -> float | None:
    return num / den if den else None


def compare(pairs: Sequence[tuple[LabelledTurn, SecondLabel]]) -> dict[str, Any]:
    """Store agreement and kappa, store and fact P/R, type agreement: second against first."""
    first = [f.store for f, _ in pairs]
    second = [s.store for _, s in pairs]
    # Facts match only within a row, so every matched pair sits on a row both annotators store.
    matched = [(s.facts[i], f.facts[j]) for f, s in pairs
               for i, j in match_facts([x.content for x in s.facts], [x.content for x in f.facts])]
    tp = sum(a and b for a, b in zip(first, second, strict=True))
    agree = sum(a == b for a, b in zip(first, second, strict=True))
    facts_first = sum(len(f.facts) for f, _ in pairs)
    facts_second = sum(len(s.facts) for _, s in pairs)
    return {
        "rows": len(pairs),
        "store_first": sum(first),
        "store_second": sum(second),
        "both_store": tp,
        "store_agreement": agree / len(pairs),
        "kappa": kappa(first, second),
        "store_precision": _ratio(tp, sum(second)),
        "store_recall": _ratio(tp, sum(first)),
        "facts_first": facts_first,
        "facts_second": facts_second,
        "facts_matched": len(matched),
        "facts_precision": _ratio(len(matched), facts_second),
        "facts_recall": _ratio(len(matched), facts_first),
        "type_agreement": _ratio(sum(s.type == f.type for s, f in matched), len(matched)),
        "about_agreement": _ratio(sum((s.about == "user") == (f.about == "user")
                                      for s, f in matched), len(matched)),
        "intervals_95": {
            "store_agreement": wilson(agree, len(pairs)),
            "store_precision": wilson(tp, sum(second)),
            "store_recall": wilson(tp, sum(first)),
            "facts_precision": wilson(len(matched), facts_second),
            "facts_recall": wilson(len(matched), facts_first),
        },
        "store_disagreements": [f.id for f, s in pairs if f.store != s.store],
    }


def score(rows: Sequence[LabelledTurn], second: Sequence[SecondLabel], *, seed: int = SEED,
          ) -> dict[str, Any]:
    """The report: per language that has second labels and over all, second against first."""
    by_id = {r.id: r for r in rows}
    missing = [s.id for s in second if s.id not in by_id]
    if missing:
        raise AgreementError(f"second labels of rows not in the set: {missing[:5]}")
    pairs = [(by_id[s.id], s) for s in second]
    batches = sorted({f.batch for f, _ in pairs})
    report: dict[str, Any] = {"seed": seed, "batch": ", ".join(batches), "split": "heldout"}
    for lang in LANGS:
        part = [p for p in pairs if p[0].lang == lang]
        if part:
            report[lang] = compare(part)
    report["all"] = compare(pairs)
    return report


def _fmt(value: float | None) -> str:
    return "  n/a" if value is None else f"{value:.3f}"


def print_table(report: dict[str, Any]) -> None:
    """One line per language: the figures of compare()."""
    print("| lang | rows | store 1st/2nd | store agree | kappa | store P/R (2nd vs 1st) "
          "| facts 1st/2nd/matched | facts P | facts R | type agree (matched) |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    for lang in (*(x for x in LANGS if x in report), "all"):
        r = report[lang]
        print(f"| {lang} | {r['rows']} | {r['store_first']}/{r['store_second']} "
              f"| {100 * r['store_agreement']:.0f}% | {_fmt(r['kappa'])} "
              f"| {_fmt(r['store_precision'])} / {_fmt(r['store_recall'])} "
              f"| {r['facts_first']}/{r['facts_second']}/{r['facts_matched']} "
              f"| {_fmt(r['facts_precision'])} | {_fmt(r['facts_recall'])} "
              f"| {_fmt(r['type_agreement'])} ({r['facts_matched']}) |")
    print("\n95% Wilson intervals (rows are few: read the figures with them)")
    names = ("store_agreement", "store_precision", "store_recall", "facts_precision",
             "facts_recall")
    print("| lang | " + " | ".join(names) + " |")
    print("|---|" + "---|" * len(names))
    for lang in (*(x for x in LANGS if x in report), "all"):
        cells = [report[lang]["intervals_95"][n] for n in names]
        print(f"| {lang} | " + " | ".join("n/a" if c is None else f"{c[0]:.2f}–{c[1]:.2f}"
                                          for c in cells) + " |")


def read_jsonl(path: Path) -> list[dict[str, Any]]:
    """The objects of a JSON-lines file."""
    return [json.loads(x) for x in path.read_text(encoding="utf-8").splitlines() if x.strip()]


def cmd_draw(args: argparse.Namespace) -> None:
    """Write the blind file."""
    langs = LANGS if args.lang == "both" else (args.lang,)
    rows = draw(load_labelled(args.set), seed=args.seed, per_lang=args.per_lang,
                batch=args.batch, langs=langs)
    write_jsonl(Path(args.blind), rows)
    print(f"wrote {len(rows)} rows of {args.batch} ({args.per_lang} a language, seed "
          f"{args.seed}) to {args.blind}")


def cmd_build(args: argparse.Namespace) -> None:
    """Write second.jsonl from second.txt."""
    rows = build_second(read_jsonl(Path(args.blind)),
                        Path(args.labels).read_text(encoding="utf-8"))
    write_jsonl(Path(args.second), rows)
    print(f"wrote {len(rows)} second labels to {args.second}")


def cmd_score(args: argparse.Namespace) -> None:
    """Print the agreement table and write the report."""
    report = score(load_labelled(args.set),
                   parse_second(Path(args.second).read_text(encoding="utf-8")), seed=args.seed)
    print_table(report)
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(report, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"\nwrote {out}")


def main(argv: Sequence[str] | None = None) -> None:
    """`draw`, `build` or `score`."""
    parser = argparse.ArgumentParser(prog="python -m bench.labels.agreement",
                                     description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("draw", help="write the blind file of 100 held-out rows")
    p.add_argument("--set", default=str(LABELLED), help="the labelled set, JSONL")
    p.add_argument("--blind", default=str(BLIND), help="where the blind rows go")
    p.add_argument("--batch", default=BATCH, help="the batch whose held-out rows are drawn")
    p.add_argument("--lang", choices=(*LANGS, "both"), default="both")
    p.add_argument("--per-lang", type=int, default=PER_LANG, help="rows a language")
    p.add_argument("--seed", type=int, default=SEED)
    p.set_defaults(handler=cmd_draw)
    p = sub.add_parser("build", help="second.txt (hand-written) to second.jsonl")
    p.add_argument("--blind", default=str(BLIND), help="the blind rows")
    p.add_argument("--labels", default=str(SECOND_TEXT), help="hand-written second labels")
    p.add_argument("--second", default=str(SECOND), help="where the second labels go")
    p.set_defaults(handler=cmd_build)
    p = sub.add_parser("score", help="compare the second labels with the first, write the report")
    p.add_argument("--set", default=str(LABELLED), help="the labelled set, JSONL")
    p.add_argument("--second", default=str(SECOND), help="the second labels, JSONL")
    p.add_argument("--out", default=str(REPORT), help="the JSON report")
    p.add_argument("--seed", type=int, default=SEED, help="the seed the blind file was drawn with")
    p.set_defaults(handler=cmd_score)
    args = parser.parse_args(argv)
    args.handler(args)


if __name__ == "__main__":
    main()
