"""`python -m bench facts --alternatives DATA`: how many real user turns each alternative decides.

Every row's pattern is cut into its alternatives at every depth (`variants`); for each,
the row's pattern without it (`without`) reads every real user turn of the shared datasets
(bench/labels/turns.py: MemoryBank zh/en, MADial zh/en, LoCoMo, LongMemEval; and MSC's
bot_0 turns) and each of the turn's clauses (a row anchored at ^ reads a clause); the count
is of the turns it reads differently (no match, another span or groups): the turns the
alternative decides. One that decides no real turn and no example or context of its row
carries nothing (seed and safety rows keep theirs).
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from bench.labels.turns import load_turns
from strata_layered.memory.rules.row import Row
from strata_layered.memory.rules.table import ROWS, table_of

_PIECES = re.compile(r"[，。！？；,.!?;\n]+")


def _scan(pattern: str) -> tuple[list[int], list[tuple[int, int, bool]]]:
    """Where the top-level `|` are, and each top-level group's content span (and if it looks)."""
    bars: list[int] = []
    groups: list[tuple[int, int, bool]] = []
    depth, i, in_class, opened, looks = 0, 0, False, 0, False
    while i < len(pattern):
        c = pattern[i]
        if c == "\\":
            i += 2
            continue
        if in_class:
            in_class = c != "]"
        elif c == "[":
            in_class = True
            if pattern[i + 1:i + 2] == "]":
                i += 1
            elif pattern[i + 1:i + 3] == "^]":
                i += 2
        elif c == "(":
            if depth == 0:
                head = re.match(r"\((?:\?:|\?P<\w+>|\?[=!]|\?<[=!]|\?[aiLmsux-]+[:)])?",
                                pattern[i:])
                assert head is not None
                opened = i + head.end()
                looks = bool(re.match(r"\(\?<?[=!]", pattern[i:]))
            depth += 1
        elif c == ")":
            depth -= 1
            if depth == 0:
                groups.append((opened, i, looks))
        elif c == "|" and depth == 0:
            bars.append(i)
        i += 1
    return bars, groups


def variants(pattern: str) -> list[tuple[str, str]]:
    """Every alternative at any depth, as (its text, the pattern that reads it alone).

    `a|b(?:x|y)c` gives a, b(?:x|y)c, and x and y as `b(?:x)c`, `b(?:y)c`: the enclosing
    branches kept, every other branch left out, so the pattern matches only through it.
    Alternatives inside a lookaround are not cut (left out, a negative one would match more).
    """
    bars, _ = _scan(pattern)
    cuts = [-1, *bars, len(pattern)]
    branches = [pattern[cuts[k] + 1:cuts[k + 1]] for k in range(len(cuts) - 1)]
    out: list[tuple[str, str]] = []
    for branch in branches:
        if len(branches) > 1:
            out.append((branch, branch))
        for start, end, looks in _scan(branch)[1]:
            if looks:
                continue
            for label, inner in variants(branch[start:end]):
                out.append((label, branch[:start] + inner + branch[end:]))
    return out


def without(pattern: str, dead: set[int], counter: list[int] | None = None) -> str:
    """The pattern without the alternatives whose index (in `variants` order) is in `dead`."""
    counter = [0] if counter is None else counter
    bars, _ = _scan(pattern)
    cuts = [-1, *bars, len(pattern)]
    branches = [pattern[cuts[k] + 1:cuts[k + 1]] for k in range(len(cuts) - 1)]
    out = []
    for branch in branches:
        drop = False
        if len(branches) > 1:
            drop = counter[0] in dead
            counter[0] += 1
        pieces, at = [], 0
        for start, end, looks in _scan(branch)[1]:
            if looks:
                continue
            pieces += [branch[at:start], without(branch[start:end], dead, counter)]
            at = end
        pieces.append(branch[at:])
        if not drop:
            out.append("".join(pieces))
    return "|".join(out) if out else "(?!)"


def alternatives(row: Row) -> list[tuple[str, re.Pattern[str] | None]]:
    """Each alternative of the row at any depth, with the row's pattern without it.

    An alternative decides a text when the row reads it differently without it (no match,
    or another span or groups): alternatives in a repeated group ("你好呀": 你好 then 呀)
    are judged together with the rest, not alone. None when the rest does not compile.
    """
    out: list[tuple[str, re.Pattern[str] | None]] = []
    for index, (label, _) in enumerate(variants(row.pattern.pattern)):
        try:
            out.append((label, re.compile(without(row.pattern.pattern, {index}),
                                          row.pattern.flags)))
        except re.error:
            out.append((label, None))
    return out


def reading(rx: re.Pattern[str], view: list[str]) -> tuple[Any, ...]:
    """How a pattern reads a turn and its clauses: each piece's first match and groups."""
    found = []
    for piece in view:
        m = rx.search(piece)
        found.append((m.span(), m.groups()) if m else None)
    return tuple(found)


def user_turns(data: Path) -> list[str]:
    """Every real user turn of the shared datasets (MSC: bot_0), once each."""
    texts = [t["text"] for t in load_turns(data)]
    for path in sorted((data / "msc").glob("*.jsonl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            for said in json.loads(line).get("dialog", []):
                if said.get("id") == "bot_0":
                    texts.append(said["text"])
    return list(dict.fromkeys(t.strip() for t in texts if t.strip()))


def count(data: Path) -> dict[str, Any]:
    """Per row, per alternative: real turns it reads and whether an example needs it."""
    turns = user_turns(data)
    views = [[t, *(p.strip() for p in _PIECES.split(t) if p.strip())] for t in turns]
    rows: dict[str, Any] = {}
    for row in ROWS:
        # An alternative reads a subset of what its row reads: only the row's turns are tried.
        mine = [view for view in views if any(row.pattern.search(v) for v in view)]
        base = [reading(row.pattern, view) for view in mine]
        own = [[t] for t in (*row.examples, *row.contexts)]
        own_base = [reading(row.pattern, view) for view in own]
        found: list[dict[str, Any]] = []
        for part, rx in alternatives(row):
            if rx is None:
                found.append({"alternative": part, "turns": None, "example": True})
                continue
            hits = sum(1 for view, was in zip(mine, base, strict=True)
                       if reading(rx, view) != was)
            example = any(reading(rx, view) != was
                          for view, was in zip(own, own_base, strict=True))
            found.append({"alternative": part, "turns": hits, "example": example})
        rows[row.name] = {"table": table_of(row.name), "alternatives": found}
    return {"turns": len(turns), "rows": rows}


def print_counts(result: dict[str, Any]) -> None:
    """Totals, and every alternative that reads no real turn and no example."""
    from bench.facts.redundancy import why_kept

    alts = [(name, a) for name, r in result["rows"].items() for a in r["alternatives"]]
    dead = [(n, a) for n, a in alts if a["turns"] == 0]
    idle = [(n, a) for n, a in dead if not a["example"]]
    kept = [(n, a) for n, a in idle if why_kept(n)]
    print(f"\n{len(alts)} alternatives (at every depth) in {len(result['rows'])} rows over "
          f"{result['turns']} real user turns: {len(dead)} read no turn, {len(idle)} of them "
          f"no example either ({len(kept)} in seed or safety rows, kept)")
    for name, alt in idle:
        mark = f"  [kept: {why_kept(name)}]" if why_kept(name) else ""
        print(f"  {name:<24} {alt['alternative'][:80]}{mark}")
