"""The hand-written label files of bench/labels and the rows built from them agree."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bench.labels.build import BATCH, BATCHES, FOLDER, parse_fact, parse_line, rows_of, write
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


def test_the_2026_12_05_batch_is_english_training_rows_of_the_allowed_sources() -> None:
    """Round 44: LoCoMo conv-41/43/47 and LongMemEval only (no conv-26, no MADial en)."""
    rows = [json.loads(x) for x in LABELLED.read_text(encoding="utf-8").splitlines()]
    batch = [r for r in rows if r.get("batch") == "2026-12-05"]
    assert len(batch) == 415
    assert {r["split"] for r in batch} == {"train"} and {r["lang"] for r in batch} == {"en"}
    assert {r["dataset"] for r in batch} == {"locomo", "longmemeval"}
    assert {r["source"] for r in batch if r["dataset"] == "locomo"} == {
        "locomo:conv-41", "locomo:conv-43", "locomo:conv-47"}
    held = {r["text"] for r in rows if r["split"] == "heldout"}
    assert not any(r["text"] in held for r in batch)


def test_writing_one_batch_leaves_every_other_row_as_it_is(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """`build write 2026-12-05` needs only that batch's candidates and rewrites only its rows."""
    candidates = [dict(_turn(n, lang="en", split="dev"), speaker="", previous="",
                       text=f"turn {n}") for n in range(2)]
    (tmp_path / "train_en.jsonl").write_text(
        "".join(json.dumps(c) + "\n" for c in candidates), encoding="utf-8")
    (tmp_path / "new").mkdir()
    (tmp_path / "new" / "train_en.txt").write_text(
        "1 | p: likes jazz | A taste.\n", encoding="utf-8")
    labelled = tmp_path / "set.jsonl"
    other = {"id": "locomo:conv-26:D1:1", "batch": "old", "text": "left as it is"}
    stale = {"id": "madial_en:0:1", "batch": "new", "text": "replaced"}
    labelled.write_text(json.dumps(other) + "\n" + json.dumps(stale) + "\n", encoding="utf-8")
    monkeypatch.setattr("bench.labels.build.CANDIDATES", tmp_path)
    monkeypatch.setattr("bench.labels.build.FOLDER", tmp_path)
    monkeypatch.setattr("bench.labels.build.LABELLED", labelled)
    monkeypatch.setitem(BATCHES, "old", {"absent": ""})  # its candidates are never read
    monkeypatch.setitem(BATCHES, "new", {"train_en": "train"})
    write(("new",))
    rows = [json.loads(x) for x in labelled.read_text(encoding="utf-8").splitlines()]
    assert rows[0] == other
    assert [(r["id"], r["split"], r["facts"][0]["content"]) for r in rows[1:]] == [
        ("madial_en:1:1", "train", "likes jazz")]
