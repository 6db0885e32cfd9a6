"""Store agreement across translations: a zh row and the en row of the same turn, other annotators.

Run: python -m bench.labels.translations ../shared/data [--batch B] [--out FILE].
MemoryBank and MADial-Bench hold each turn in zh and in en (`pair` in turns.py). Where both
sides are labelled, by annotator sessions that never saw each other's labels, the two store
decisions measure how far two readers agree, with the translation as a small extra source of
difference. The zh rows of `--batch` (default 2026-12-02b) are compared with en rows of other
batches, beside the zh rows of the earlier batches against the same en rows, so a batch's
labels can be read against the standard the set had before it.
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from bench.labels.sample import LABELLED
from bench.labels.turns import load_turns
from bench.scoring import kappa, wilson

BATCH = "2026-12-02b"
REPORT = Path(__file__).resolve().parent / "agreement" / BATCH / "translations.json"


def pairs_of(rows: Sequence[dict[str, Any]], pair_of: dict[str, str], batch: str,
             ) -> dict[str, list[tuple[dict[str, Any], dict[str, Any]]]]:
    """(zh row, en row) of one turn: zh of `batch` / zh of earlier batches, en never of `batch`."""
    en = {pair_of[r["id"]]: r for r in rows if r["lang"] == "en" and r.get("batch") != batch
          and r["id"] in pair_of}
    out: dict[str, list[tuple[dict[str, Any], dict[str, Any]]]] = {batch: [], "earlier": []}
    for row in rows:
        other = en.get(pair_of.get(row["id"], ""))
        if row["lang"] == "zh" and other is not None:
            out[batch if row.get("batch") == batch else "earlier"].append((row, other))
    return out


def summary(pairs: Sequence[tuple[dict[str, Any], dict[str, Any]]]) -> dict[str, Any]:
    """Rows, store counts, agreement with its interval, kappa, zh store P/R against en."""
    zh = [a["store"] for a, _ in pairs]
    en = [b["store"] for _, b in pairs]
    agree = sum(x == y for x, y in zip(zh, en, strict=True))
    both = sum(x and y for x, y in zip(zh, en, strict=True))
    return {
        "rows": len(pairs), "store_zh": sum(zh), "store_en": sum(en),
        "store_agreement": agree / len(pairs) if pairs else None,
        "interval_95": wilson(agree, len(pairs)),
        "kappa": kappa(zh, en) if pairs else None,
        "store_precision": both / sum(zh) if sum(zh) else None,
        "store_recall": both / sum(en) if sum(en) else None,
        "disagreements": [a["id"] for a, b in pairs if a["store"] != b["store"]],
    }


def main(argv: Sequence[str] | None = None) -> None:
    """Print one line per group and write the JSON report."""
    parser = argparse.ArgumentParser(prog="python -m bench.labels.translations",
                                     description=__doc__.splitlines()[0])
    parser.add_argument("data", type=Path, help="the shared data folder (../shared/data)")
    parser.add_argument("--set", type=Path, default=LABELLED)
    parser.add_argument("--batch", default=BATCH)
    parser.add_argument("--out", type=Path, default=REPORT)
    args = parser.parse_args(argv)
    pair_of = {t["id"]: t["pair"] for t in load_turns(args.data)}
    rows = [json.loads(x) for x in args.set.read_text(encoding="utf-8").splitlines()]
    report = {k: summary(v) for k, v in pairs_of(rows, pair_of, args.batch).items()}
    for name, r in report.items():
        print(f"{name}: {r['rows']} zh rows with a labelled en translation; stored zh/en "
              f"{r['store_zh']}/{r['store_en']}; agreement {r['store_agreement']:.3f} "
              f"{r['interval_95']}; kappa {r['kappa']:.3f}; zh store P/R against en "
              f"{r['store_precision']:.3f} / {r['store_recall']:.3f}")
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(report, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
