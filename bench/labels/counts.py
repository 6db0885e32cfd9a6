"""Print the labelled set's count tables as Markdown: python -m bench.labels.counts."""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

from bench.labels.sample import LABELLED

SPLITS = ("dev", "heldout", "train")
TYPES = ("boundary", "conversation_style", "important_fact", "preference", "relationship_goal")


def _rows() -> list[dict[str, Any]]:
    return [json.loads(x) for x in LABELLED.read_text(encoding="utf-8").splitlines()]


def main() -> None:
    """Per dataset × split, per language × split (with the no-store share), per batch, types."""
    rows = _rows()
    print("| dataset | lang | split | store=true | store=false | total |")
    print("|---|---|---|---|---|---|")
    keys = sorted({(r["dataset"], r["lang"], r["split"]) for r in rows},
                  key=lambda k: (k[0], SPLITS.index(k[2])))
    for dataset, lang, split in keys:
        part = [r for r in rows if (r["dataset"], r["lang"], r["split"]) == (dataset, lang, split)]
        yes = sum(r["store"] for r in part)
        print(f"| {dataset} | {lang} | {split} | {yes} | {len(part) - yes} | {len(part)} |")
    print("\n| lang | split | store=true | store=false | total | no-store share | sources |")
    print("|---|---|---|---|---|---|---|")
    for lang in ("zh", "en"):
        for split in (*SPLITS, "all"):
            part = [r for r in rows if r["lang"] == lang and split in ("all", r["split"])]
            yes = sum(r["store"] for r in part)
            share = 100 * (len(part) - yes) / len(part)
            sources = len({r["source"] for r in part})
            print(f"| {lang} | {split} | {yes} | {len(part) - yes} | {len(part)} | {share:.1f}% "
                  f"| {sources} |")
    print("\n| batch | lang | split | store=true | store=false | total |")
    print("|---|---|---|---|---|---|")
    batches = Counter((r.get("batch", "first"), r["lang"], r["split"], r["store"]) for r in rows)
    for batch, lang, split in sorted({k[:3] for k in batches}):
        yes, no = batches[(batch, lang, split, True)], batches[(batch, lang, split, False)]
        print(f"| {batch} | {lang} | {split} | {yes} | {no} | {yes + no} |")
    print("\n| lang | split | " + " | ".join(TYPES) + " | about others | corrections |")
    print("|---|---|" + "---|" * (len(TYPES) + 2))
    for lang in ("zh", "en"):
        for split in SPLITS:
            facts = [f for r in rows if r["lang"] == lang and r["split"] == split
                     for f in r["facts"]]
            types = Counter(f["type"] for f in facts)
            others = sum(f.get("about", "user") != "user" for f in facts)
            fixes = sum(bool(f.get("correction")) for f in facts)
            print(f"| {lang} | {split} | " + " | ".join(str(types[t]) for t in TYPES)
                  + f" | {others} | {fixes} |")


if __name__ == "__main__":
    main()
