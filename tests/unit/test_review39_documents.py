"""A deleted memory takes its own sentences out of a document, no other (review39).

forget39 replaces each sentence of an attached document that says the deleted memory's
phrases; read as a bare substring, deleting "likes tea" also took out "Our son likes
teaching maths." (memory/documents/redaction.py).
"""

from __future__ import annotations

from strata_layered.memory.documents.redaction import MARK_EN, MARK_ZH, redacted


def test_a_phrase_inside_a_longer_word_is_not_the_memory() -> None:
    text = "Our son likes teaching maths. He likes tea. Ann has a catnap at noon."
    assert redacted(text, ["likes tea"]) == (
        f"Our son likes teaching maths. {MARK_EN} Ann has a catnap at noon.")
    assert redacted("Ann has a catnap at noon.", ["has a cat"]) == "Ann has a catnap at noon."


def test_the_sentence_saying_it_still_goes() -> None:
    assert redacted("Tom works as a nurse, nights. We visit in June.", ["works as a nurse"]) == (
        f"{MARK_EN} We visit in June.")
    assert redacted("第0条：我老公在银行上班，负责信贷审批。周末去公园。", ["老公在银行上班"]) == (
        f"{MARK_ZH}周末去公园。")


def test_a_sentence_wrapped_onto_the_next_line_goes_whole() -> None:
    # a hard-wrapped note kept "works as a\nnurse" after the memory was deleted
    text = "# Family\nMy sister Mara works as a\nnurse at the Infirmary. We visit\nin June.\n- Tea"
    assert redacted(text, ["sister Mara works as a nurse"]) == (
        f"# Family\n{MARK_EN} We visit\nin June.\n- Tea")
