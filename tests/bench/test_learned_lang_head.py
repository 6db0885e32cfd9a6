"""`bench learned train --lang-head`: calibration folds hold a person's turns in both languages."""

from __future__ import annotations

import dataclasses
from pathlib import Path

from bench.facts.labelled import load_labelled
from bench.learned.lang_head import person
from bench.learned.train import LAYOUT_NAMES, add_arguments
from strata_layered.memory.gate.learned_features import JOINT, SPLIT

SAMPLE = Path(__file__).parents[1] / "data" / "labelled_sample.jsonl"


def test_a_zh_turn_and_its_english_translation_are_one_person() -> None:
    # MemoryBank names its users apart in each language (张曼婷 / Emily): the datasets' `pair`
    # says which turns are one. Folds by conversation id had left the translation in training.
    zh = dataclasses.replace(load_labelled(SAMPLE)[0], id="memorybank_zh:张曼婷:2023-04-27:2",
                             dataset="memorybank_zh", lang="zh")
    en = dataclasses.replace(zh, id="memorybank_en:Emily:2023-04-27:2", dataset="memorybank_en",
                             lang="en")
    pair_of = {zh.id: "memorybank:0:2023-04-27:2", en.id: "memorybank:0:2023-04-27:2"}
    assert person(zh, pair_of) == person(en, pair_of) == "memorybank:0"
    # Non-examples: another user, and a dataset with no translation (its conversation).
    other = dataclasses.replace(zh, id="memorybank_zh:周立:2023-04-27:2")
    assert person(other, {**pair_of, other.id: "memorybank:3:2023-04-27:2"}) == "memorybank:3"
    locomo = dataclasses.replace(zh, id="locomo:conv-26:1:1", dataset="locomo", lang="en")
    assert person(locomo, pair_of) == "locomo:conv-26"


def test_the_trainer_reads_a_head_layout_and_can_print_no_held_out_figure() -> None:
    import argparse

    parser = argparse.ArgumentParser()
    add_arguments(parser)
    args = parser.parse_args(["train", "--lang-head", "zh", "--head-layout", "split",
                              "--no-heldout"])
    assert LAYOUT_NAMES[args.head_layout] == SPLIT and args.no_heldout
    default = parser.parse_args(["train"])
    assert LAYOUT_NAMES[default.head_layout] == JOINT and not default.no_heldout
