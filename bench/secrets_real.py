"""`python -m bench secrets --real DATA`: what the detector masks in real turns of allowed sources.

Precision on real text: every turn of the development sources (MemoryBank's seven development
users' queries in zh and en, LoCoMo conv-41/43/47, MSC sessions 1–3 `test`, both speakers) goes
through `find_secrets`; each hit is listed with its turn, and so is each turn that would flag
the next message as a secret (an announcement, or a question asking for one). Real chat
holds almost no secrets, so every hit is a mask a reader would question. `--against` names an
earlier run's secrets_real.json and prints the hits that are new and the ones that are gone,
so a change to the detector says what it does to real text. Held-out sources (the other
MemoryBank users, the other LoCoMo conversations, MSC session 4 and every `valid` file) are
never read.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from bench.output import write_json
from strata_layered.cli.common import fail
from strata_layered.memory.sensitive import asked_secret, expected_secret, find_secrets

MEMORYBANK_USERS = ("周立", "张志强", "曹志强", "李雪", "焦彦", "郑思雨", "郝明")
LOCOMO_CONVERSATIONS = ("conv-41", "conv-43", "conv-47")
MSC_FILES = tuple(f"personasummary_session{n}_test.jsonl" for n in (1, 2, 3))


def _memorybank(root: Path) -> Iterator[tuple[str, str]]:
    base = root / "memorybank-siliconfriend"
    cn = json.loads((base / "memory_bank_cn.json").read_text(encoding="utf-8"))
    en = json.loads((base / "memory_bank_en.json").read_text(encoding="utf-8"))
    # The English file names its users differently: the same user sits at the same position.
    for position, (zh_user, en_user) in enumerate(zip(cn, en, strict=True)):
        if zh_user.strip() not in MEMORYBANK_USERS:
            continue
        for tag, data, user in (("zh", cn, zh_user), ("en", en, en_user)):
            for date, pairs in data[user]["history"].items():
                for index, pair in enumerate(pairs):
                    yield f"memorybank_{tag}:{position}:{date}:{index}", pair["query"]


def _locomo(root: Path) -> Iterator[tuple[str, str]]:
    data = json.loads((root / "locomo" / "locomo10.json").read_text(encoding="utf-8"))
    for sample in data:
        if sample["sample_id"] not in LOCOMO_CONVERSATIONS:
            continue
        conversation, number = sample["conversation"], 1
        while f"session_{number}" in conversation:
            for turn in conversation[f"session_{number}"]:
                yield f"locomo:{sample['sample_id']}:{turn['dia_id']}", turn["text"]
            number += 1


def _msc(root: Path) -> Iterator[tuple[str, str]]:
    for name in MSC_FILES:
        lines = (root / "msc" / name).read_text(encoding="utf-8").splitlines()
        for number, line in enumerate(lines):
            for index, turn in enumerate(json.loads(line)["dialog"]):
                yield f"msc:{name.split('_')[1]}:{number}:{index}", turn["text"]


def real_turns(root: Path) -> list[tuple[str, str]]:
    """(locator, text) of every turn of the allowed sources, in a stable order."""
    return [*_memorybank(root), *_locomo(root), *_msc(root)]


def real_hits(turns: list[tuple[str, str]]) -> list[dict[str, str]]:
    """One row per detected span: the turn, the kind and the text masked."""
    return [{"turn": locator, "kind": s.kind, "span": text[s.start:s.end], "text": text}
            for locator, text in turns for s in find_secrets(text)]


def _key(hit: dict[str, str]) -> tuple[str, str, str]:
    return hit["turn"], hit["kind"], hit["span"]


def cmd_real(args: Any) -> int:
    """Print the hits over the real turns, and what changed against an earlier run."""
    root = Path(args.real)
    if not (root / "msc").is_dir():
        raise fail(f"{root}: no shared data folder (pass --real ../shared/data)")
    turns = real_turns(root)
    hits = real_hits(turns)
    print(f"{root}: {len(turns)} real turns of allowed sources, {len(hits)} hits")
    for hit in hits:
        print(f"  {hit['turn']}  {hit['kind']} {hit['span']!r}  in {hit['text'][:120]!r}")
    # A turn that flags the next message (an announcement, or a question asking for a secret,
    # said by either side: MSC's two speakers are both people) masks that message whole.
    flags = [(locator, kind, text) for locator, text in turns
             if (kind := expected_secret(text) or asked_secret(text))]
    print(f"\n{len(flags)} turns flag the next message as a secret")
    for locator, kind, text in flags:
        print(f"  {locator}  {kind}  in {text[:120]!r}")
    if args.against:
        earlier = json.loads(Path(args.against).read_text(encoding="utf-8"))["hits"]
        now, then = {_key(h) for h in hits}, {_key(h) for h in earlier}
        print(f"\nagainst {args.against}: {len(now - then)} new, {len(then - now)} gone")
        for label, keys in (("new", now - then), ("gone", then - now)):
            for turn, kind, span in sorted(keys):
                print(f"  {label}  {turn}  {kind} {span!r}")
    write_json(Path(args.out), "secrets_real", {"benchmark": "secrets_real", "turns": len(turns),
                                                 "hits": hits, "flags": [f[0] for f in flags]})
    return 0
