"""`python -m bench facts` end to end on a tiny labelled sample, and its matching rule."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from bench.__main__ import main as bench_main
from bench.facts.labelled import (
    LabelledSetError,
    load_labelled,
    parse_labelled,
    scored_in,
    with_own_previous,
)
from bench.facts.matching import match_facts, match_turn, overlap, units

SAMPLE = Path(__file__).parents[1] / "data" / "labelled_sample.jsonl"
FULL = Path(__file__).parents[2] / "bench" / "data" / "labelled_turns.jsonl"


def test_bench_facts_prints_every_split_and_language_and_writes_json(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "out"
    assert bench_main(["facts", "--set", str(SAMPLE), "--out", str(out)]) == 0
    printed = capsys.readouterr().out
    report = json.loads((out / "facts.json").read_text())
    groups = report["paths"]["rules"]
    assert set(groups) == {"dev/zh", "dev/en", "heldout/zh", "heldout/en"}
    # The rule path alone, the learned gate, and both (STRATA_OFFLINE_JUDGE), each printed.
    assert set(report["paths"]) == {"rules", "learned", "both"}
    assert all(f"\n{name} path\n" in printed for name in ("rules", "learned", "both"))
    assert set(report["paths"]["learned"]) == set(groups)
    for key, group in groups.items():
        s = group["stored"]
        assert re.search(rf"{key}\s+{group['turns']} │\s+{s['precision']:.3f}", printed)
        assert s["tp"] + s["fp"] + s["fn"] + s["tn"] == group["turns"] == 2
    for key in ("dev/zh", "dev/en"):  # every dev miss and false positive is named
        for turn in groups[key]["false_positives"] + groups[key]["false_negatives"]:
            assert turn["id"] in printed
    assert report["turns"] == len(load_labelled(SAMPLE))
    assert len(report["outcomes"]["rules"]) == report["turns"]
    # The type confusion: all groups together, then each split/lang of its own.
    for name in ("all", *groups):
        assert f"type confusion on matched facts, {name} (" in printed, name


def test_bench_facts_rules_gives_every_rows_deltas_on_both_splits(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from strata_layered.memory.rules.table import ROWS

    assert bench_main(["facts", "--set", str(SAMPLE), "--rules", "--out", str(tmp_path)]) == 0
    printed = capsys.readouterr().out
    result = json.loads((tmp_path / "facts_rules.json").read_text())
    assert set(result["baseline"]) == {"dev", "heldout"}
    assert list(result["rows"]) == [row.name for row in ROWS]
    should = result["rows"]["should_remember"]  # seed 000's gate on extraction carries turns
    assert should["dev"]["changed"] + should["heldout"]["changed"] > 0
    assert should["dev"]["stored_r"] < 0 or should["heldout"]["stored_r"] < 0
    assert re.search(r"^should_remember\s+seed000\s+│", printed, re.M)


def test_bench_facts_rules_on_one_split_stays_blind_to_the_others(tmp_path: Path) -> None:
    # A tuning run asks for dev (or train) alone: no held-out figure is computed or printed.
    assert bench_main(["facts", "--set", str(SAMPLE), "--rules", "--split", "dev",
                       "--out", str(tmp_path)]) == 0
    result = json.loads((tmp_path / "facts_rules.json").read_text())
    assert set(result["baseline"]) == {"dev"}
    assert all(set(row) == {"table", "source", "fired", "dev"} for row in result["rows"].values())


def test_bench_facts_runs_one_split(tmp_path: Path) -> None:
    assert bench_main(["facts", "--set", str(SAMPLE), "--split", "dev", "--path", "rules",
                       "--out", str(tmp_path)]) == 0
    report = json.loads((tmp_path / "facts.json").read_text())
    assert set(report["paths"]["rules"]) == {"dev/zh", "dev/en"}
    assert set(report["paths"]) == {"rules"}  # --path picks one offline judge


def test_a_broken_set_exits_2_with_the_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    broken = tmp_path / "set.jsonl"
    broken.write_text('{"id": "x"}\n', encoding="utf-8")
    assert bench_main(["facts", "--set", str(broken), "--out", str(tmp_path)]) == 2
    assert "line 1" in capsys.readouterr().err
    assert bench_main(["facts", "--set", str(tmp_path / "missing.jsonl")]) == 2


def test_store_and_facts_must_agree() -> None:
    line = {"id": "a", "dataset": "d", "lang": "zh", "split": "dev", "text": "我喜欢猫",
            "store": True, "facts": []}
    with pytest.raises(LabelledSetError, match="facts are given exactly when store is true"):
        parse_labelled(json.dumps(line, ensure_ascii=False))


def test_the_shipped_set_has_both_languages_and_splits() -> None:
    turns = load_labelled(FULL)
    for lang in ("zh", "en"):
        assert sum(t.lang == lang for t in turns) >= 300
        for split in ("dev", "heldout"):
            assert any(t.lang == lang and t.split == split for t in turns)


def test_a_fact_matches_a_note_but_not_the_whole_message() -> None:
    message = "我还很喜欢读书，最近正在看一本讲述爱情的小说《何以笙箫默》，让我心情很多变。"
    fact = "最近在读《何以笙箫默》"
    assert not overlap(message, fact).matches  # verbatim: the fact is too small a part
    assert overlap("最近正在看一本讲述爱情的小说《何以笙箫默》", fact).matches
    assert units("I'm vegetarian") == units("is vegetarian") == {"vegetarian"}
    # degree adverbs count no more than "very" / "really" do in English
    assert units("非常精彩") == units("很精彩") == units("真的很精彩") == {"精彩"}
    assert overlap("参加了一场音乐会，非常精彩", "5月5日去听了一场音乐会，很精彩").matches
    assert not overlap("很喜欢猫", "很怕狗").matches
    # a consonant doubled before -ing / -ed is one word with its stem
    assert units("prefers running") == units("prefers to run") and units("falling") == {"fall"}
    assert match_facts(["likes comedies", "name is Lucy"], ["name is Lucy", "likes comedy"]) == [
        (0, 1), (1, 0)]
    # a British spelling in a label is the American word the user wrote (train rows:
    # "Superman is his favourite", "mum keeps saying she is too busy")
    assert units("his favourite colour") == units("their favorite color")
    assert units("organising, practising, travelled") == units("organizing, practicing, traveled")
    assert units("neighbour's theatre") == units("neighbor's theater") and units("mum") == {"mom"}
    assert overlap("Superman is their favorite", "Superman is his favourite").matches
    # …and no other word: hour, four, tour, your and wise stay themselves (wise less its
    # silent e, as wiser and wisest would be: never "wiz")
    assert units("hour four tour wise") == {"hour", "four", "tour", "wis"}
    assert units("my flour") != units("my flor")


def test_a_memory_may_hold_two_facts_and_a_fact_may_be_said_in_parts() -> None:
    # one memory holding both labelled facts matches both (issue 24: "or one holding both")
    way, wish = "最喜欢的旅游方式是在自然风光中散步和拍照", "想去九寨沟、桂林等风光优美的地方"
    held = match_turn([f"{way}，想去一些风光优美的地方，比如九寨沟、桂林等"], [way, wish])
    assert (held.memories, held.facts) == ({0}, {0, 1})
    # a list split in two memories: both are the fact, and the fact is said once
    parts = match_turn(["likes rock music", "likes bands like AC/DC and Guns N' Roses"],
                       ["likes rock music, especially AC/DC and Guns N' Roses"])
    assert (parts.memories, parts.facts, parts.says) == ({0, 1}, {0}, {0: 1})
    # not held: the memory shares with the second fact only what the first also has
    tree = match_turn(["was thinking of getting a tree stand for deer hunting this season"],
                      ["goes fishing and deer hunting",
                       "is thinking of buying a beginner tree stand for deer hunting this season"])
    assert tree.facts == {1}
    # not a part: a fragment saying a ninth of the fact
    doll = match_turn(["really loves her", "often changes her clothes and comb her hair"],
                      ["loves her doll and often changes her clothes and combs her hair"])
    assert doll.memories == {1}
    # a whole message kept verbatim still fails
    message = "我还很喜欢读书，最近正在看一本讲述爱情的小说《何以笙箫默》，让我心情很多变。"
    assert not match_turn([message], ["最近在读《何以笙箫默》"]).facts


def test_each_batch_is_scored_apart(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rows = [json.loads(line) for line in SAMPLE.read_text(encoding="utf-8").splitlines()]
    later = [{**row, "id": f"{row['id']}:later", "batch": "2026-12-01"} for row in rows]
    both = tmp_path / "set.jsonl"
    both.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows + later),
                    encoding="utf-8")
    assert bench_main(["facts", "--set", str(both), "--out", str(tmp_path)]) == 0
    printed = capsys.readouterr().out
    for key, group in json.loads((tmp_path / "facts.json").read_text())["paths"]["rules"].items():
        assert re.search(rf"{key}: .*\n\s+by batch: 2026-12-01: P", printed)
        assert set(group["by_batch"]) == {"first", "2026-12-01"}
        # the same turns in both batches score the same
        assert group["by_batch"]["first"] == group["by_batch"]["2026-12-01"]
        assert sum(group["by_batch"]["first"][c] for c in ("tp", "fp", "fn", "tn")) == 2


def test_the_shipped_batches_keep_the_split_of_their_source() -> None:
    split_of: dict[str, set[str]] = {}
    for line in FULL.read_text(encoding="utf-8").splitlines():
        row = json.loads(line)
        # train rows come only from dev-split sources (bench/data/README.md)
        split = "dev" if row["split"] == "train" else row["split"]
        split_of.setdefault(row["source"], set()).add(split)
    assert all(len(splits) == 1 for splits in split_of.values())
    assert {t.batch for t in load_labelled(FULL)} == {"first", "2026-12-01", "2026-12-02",
                                                      "2026-12-02b", "2026-12-05"}


def test_both_splits_leave_the_training_rows_out(tmp_path: Path) -> None:
    rows = [json.loads(line) for line in SAMPLE.read_text(encoding="utf-8").splitlines()]
    train = [{**row, "id": f"{row['id']}:train", "split": "train"} for row in rows]
    both = tmp_path / "set.jsonl"
    both.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows + train),
                    encoding="utf-8")
    assert bench_main(["facts", "--set", str(both), "--out", str(tmp_path)]) == 0
    report = json.loads((tmp_path / "facts.json").read_text())
    assert report["turns"] == len(rows)
    assert not any(key.startswith("train/") for key in report["paths"]["rules"])
    assert bench_main(["facts", "--set", str(both), "--split", "train",
                       "--out", str(tmp_path)]) == 0
    report = json.loads((tmp_path / "facts.json").read_text())
    assert set(report["paths"]["rules"]) == {"train/zh", "train/en"}


def test_no_split_scores_the_evaluation_conversations_development_holds() -> None:
    # 18 first-batch dev rows come from LoCoMo conv-49 (conversations 7-9 are evaluation
    # data): the rules are developed on dev figures, so those rows are scored in no split;
    # conv-48 / conv-50 rows in held-out stay scored there.
    turns = load_labelled("bench/data/labelled_turns.jsonl")
    dev_eval = [t for t in turns if t.split == "dev" and t.id.startswith("locomo:conv-49:")]
    assert dev_eval, "the shipped set's conv-49 dev rows"
    assert not any(scored_in(t, ("dev", "heldout")) for t in dev_eval)
    held = [t for t in turns if t.split == "heldout" and t.id.startswith("locomo:conv-48:")]
    assert held and all(scored_in(t, ("dev", "heldout")) for t in held)
    dev = [t for t in turns if t.split == "dev" and not t.id.startswith("locomo:conv-49:")]
    assert dev and all(scored_in(t, ("dev",)) for t in dev)
    assert not any(scored_in(t, ("dev",)) for t in held)


def _row(id_: str, speaker: str, text: str, split: str = "dev") -> str:
    return json.dumps({"id": id_, "dataset": "locomo", "lang": "en", "split": split,
                       "speaker": speaker, "previous": "", "text": text, "store": False})


def test_a_turn_gets_its_speakers_own_message_before_where_the_split_holds_it() -> None:
    # fix35: rows keep only the partner's message before; the user's own is the row one back
    # when theirs, or two back past the partner's, in the same session and split
    turns = with_own_previous(parse_labelled("\n".join([
        _row("s:D1:1", "Ann", "I got a new guitar."), _row("s:D1:2", "Ann", "I play it daily."),
        _row("s:D1:3", "Bob", "Nice!"), _row("s:D1:4", "Ann", "It was cheap."),
        _row("s:D1:6", "Ann", "a gap before me"), _row("s:D2:1", "Ann", "another session"),
        _row("s:D1:5", "Bob", "held out", split="heldout"),
        _row("s:D1:7", "Ann", "held out before me, none", split="heldout")])))
    earlier = {t.id: t.earlier for t in turns if t.split == "dev"}
    assert earlier == {"s:D1:1": "", "s:D1:2": "I got a new guitar.", "s:D1:3": "",
                       "s:D1:4": "I play it daily.", "s:D1:6": "", "s:D2:1": ""}
    assert [t.earlier for t in turns if t.id == "s:D1:7"] == [""]


def test_a_fact_said_in_other_forms_of_its_words_or_in_the_labels_pieces() -> None:
    # facts41: a fact kept right and scored wrong (train rows). A silent e and an irregular past
    # are no other word: "loves" / "loved", "lives" / "living", "rode" / "riding", "taught" /
    # "teach"
    assert units("loves loved loving") == units("love") and units("likes") == units("liked")
    assert units("rode horses") == units("riding horses") and units("taught") == units("teach")
    assert overlap("has friends who live in Tokyo", "has friends living in Tokyo").matches
    assert units("free tree") == {"free", "tree"} and units("left") == units("leave")
    # 用户 is the labels' user, as "user" is (叔叔's fact about the user, said with 我)
    assert overlap("叔叔总是说我画得不好", "总说用户画得不好").matches
    assert "自己" in units("想要一辆自己的自行车")  # 自己 stays: one's own bike
    # a label written "A; B" is two facts: two memories, each one of them, say it
    two = match_turn(["has always had a love for horses",
                      "used to go horseback riding with their dad when they were a kid"],
                     ["loves horses; rode horses with her dad as a kid"])
    assert (two.memories, two.facts) == ({0, 1}, {0})
    # …and one piece alone is no more than it was (said by coverage, or not at all)
    one = match_turn(["has always had a love for horses", "went to the fair"],
                     ["loves horses; rode horses with her dad as a kid"])
    assert one.memories == frozenset() and one.facts == frozenset()
