"""The hand-written label files of bench/labels and the rows built from them agree."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bench.labels.build import BATCH, BATCHES, FOLDER, parse_fact, parse_line, rows_of
from bench.labels.sample import LABELLED, rest_zh


def test_a_label_line_parses_into_typed_facts() -> None:
    number, facts, why = parse_line("7 | p: 喜欢读书 ; i@奶奶!: 住在上海 | A taste and a relative.")
    assert number == 7 and why == "A taste and a relative."
    assert facts == [
        {"type": "preference", "content": "喜欢读书", "about": "user"},
        {"type": "important_fact", "content": "住在上海", "about": "奶奶", "correction": True},
    ]
    assert parse_line("3 | - | Thanks.")[1] == []
    with pytest.raises(ValueError, match="bad fact"):
        parse_fact("x: unknown type")
    with pytest.raises(ValueError, match="no reason"):
        parse_line("4 | - | ")


def test_every_label_line_is_a_row_of_the_set_and_back() -> None:
    rows = [json.loads(x) for x in LABELLED.read_text(encoding="utf-8").splitlines()]
    counts: dict[str, int] = {}
    for batch, files in BATCHES.items():
        built = [r for r in rows if r.get("batch") == batch]
        total = 0
        for path in sorted((FOLDER / batch).glob("*.txt")):
            assert path.stem in files, f"{path} is not a candidate file of {batch}"
            lines = [x for x in path.read_text(encoding="utf-8").splitlines()
                     if x.strip() and not x.startswith("#")]
            for line in lines:
                parse_line(line)
            kind, lang = path.stem.split("_")
            split = files[path.stem] or "heldout"
            counts[f"{batch}/{path.stem}"] = len(lines)
            total += len(lines)
            assert sum(r["split"] == split and r["lang"] == lang for r in built) == len(lines)
        assert total == len(built)
        assert not any(r["source"] in {"locomo:conv-48", "locomo:conv-49", "locomo:conv-50"}
                       for r in built)
        assert all(r["split"] in ("heldout", "train") for r in built)
    assert counts[f"{BATCH}/heldout_zh"] == counts[f"{BATCH}/heldout_en"] == 150
    # Every zh user turn the shared data held after 2026-12-02 (all on held-out sources).
    assert counts["2026-12-02b/rest_zh"] == 223


def _turn(number: int, lang: str = "zh", split: str = "heldout") -> dict[str, object]:
    return {"id": f"madial_{lang}:{number}:1", "key": f"madial_{lang}:{number}:1",
            "pair": f"madial:{number}:1", "lang": lang, "split": split,
            "source": f"madial_{lang}:{number}", "dataset": f"madial_{lang}"}


def test_rest_zh_lists_every_unlabelled_zh_turn_once_in_a_seeded_order() -> None:
    turns = [_turn(n, split="dev" if n % 2 == 0 else "heldout") for n in range(12)]
    turns += [_turn(n, lang="en") for n in range(3)]
    # Turn 3 is labelled; turn 4 only through its English translation (the pair), so it stays.
    used = {"madial_zh:3:1", "madial:4:1"}
    rest = rest_zh(turns, used)
    assert sorted(str(t["id"]) for t in rest) == sorted(
        f"madial_zh:{n}:1" for n in range(12) if n != 3)
    assert rest == rest_zh(turns, used) and rest != sorted(rest, key=lambda t: str(t["id"]))


def test_a_batch_whose_split_is_empty_keeps_the_split_of_each_turns_source(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    candidates = [dict(_turn(n, split="dev" if n % 2 == 0 else "heldout"), speaker="Lisa",
                       previous="", text=f"turn {n}") for n in range(3)]
    (tmp_path / "rest_zh.jsonl").write_text(
        "".join(json.dumps(c) + "\n" for c in candidates), encoding="utf-8")
    (tmp_path / "b").mkdir()
    (tmp_path / "b" / "rest_zh.txt").write_text(
        "# header\n0 | p: 喜欢蓝色 | A taste.\n1 | - | Thanks.\n", encoding="utf-8")
    monkeypatch.setattr("bench.labels.build.CANDIDATES", tmp_path)
    monkeypatch.setattr("bench.labels.build.FOLDER", tmp_path)
    monkeypatch.setitem(BATCHES, "b", {"rest_zh": ""})
    rows = rows_of("rest_zh", "b")
    assert [(r["id"], r["split"], r["store"], r["batch"]) for r in rows] == [
        ("madial_zh:0:1", "dev", True, "b"), ("madial_zh:1:1", "heldout", False, "b")]
