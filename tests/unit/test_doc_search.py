"""Which chunks answer a question: exact citations, hits, and the neighbours around them."""

from __future__ import annotations

from strata_layered.memory.context.scoring import WEIGHTS
from strata_layered.memory.documents.search import (
    TERM_MAX_CHUNKS,
    identifiers,
    pick_score,
    relevance,
    select_chunks,
    term_map,
)


def test_hits_bring_their_neighbours_and_citations_come_first() -> None:
    hits = [("lease", 40, 0.91, 0.9), ("lease", 41, 0.90, 0.8), ("lease", 7, 0.80, 0.0),
            ("log", 0, 0.88, 0.5)]
    refs = [("lease", 88, "reference 第八十八条第三款")]
    picks = select_chunks(hits, refs, {"lease": 100, "log": 3}, limit=2, neighbours=1)
    primary = [(p.document, p.seq, p.why) for p in picks if p.parent is None]
    assert primary == [("lease", 88, "reference 第八十八条第三款"), ("lease", 40, "hit"),
                       ("lease", 41, "hit")]
    around = {(p.seq, p.why) for p in picks if p.parent is not None}
    # 39 and 42 for the hits, 87 and 89 for the cited clause; 40/41 are not repeated.
    assert around == {(39, "neighbour of 40"), (42, "neighbour of 41"),
                      (87, "neighbour of 88"), (89, "neighbour of 88")}
    # Hit 7 does not rise above its document's background: it is not picked at all.
    assert all(p.seq != 7 for p in picks)


def test_neighbours_stay_inside_the_document() -> None:
    picks = select_chunks([("d", 0, 0.9, 1.0)], [], {"d": 2}, limit=3, neighbours=2)
    assert [(p.seq, p.why) for p in picks] == [(0, "hit"), (1, "neighbour of 0")]


def test_scores_rank_citations_then_relevant_hits_then_their_neighbours() -> None:
    weights = WEIGHTS["detail"]
    picks = select_chunks([("d", 10, 0.9, 1.0), ("d", 30, 0.86, 0.2)],
                          [("d", 50, "match ord-7734")], {"d": 100}, limit=3, neighbours=1)
    score = {p.seq: pick_score(p, weights) for p in picks}
    assert score[50] > score[10] > score[9] == score[11] > score[30] > score[29]


def test_relevance_is_the_rise_above_the_background() -> None:
    assert relevance(0.84, background=0.84) == 0.0
    assert relevance(0.80, background=0.84) == 0.0
    assert 0 < relevance(0.86, background=0.84) < relevance(0.88, background=0.84) <= 1.0
    assert relevance(0.99, background=0.84) == 1.0


def test_identifiers_are_the_tokens_that_name_one_thing() -> None:
    found = identifiers("为什么订单 ORD-20240611-7734 的退款失败？ see parse_config, "
                        "CurrencyMismatch, 0x7f3a9c, v1.2.3 and the word refund 2024")
    assert found == {"ord-20240611-7734", "parse_config", "currencymismatch", "0x7f3a9c",
                     "v1.2.3"}
    terms = term_map([(0, {"ord-1", "2024-06-11"}), (1, {"2024-06-11"}), (2, {"2024-06-11"}),
                      (3, {"2024-06-11", "ord-2"}), (3, {"ord-2"})])
    assert terms == {"ord-1": [0], "ord-2": [3]}  # the date is everywhere: it points nowhere
    # In as many chunks as TERM_MAX_CHUNKS it still names them; in one more it names nothing.
    assert term_map([(i, {"t"}) for i in range(TERM_MAX_CHUNKS)]) == {
        "t": list(range(TERM_MAX_CHUNKS))}
    assert term_map([(i, {"t"}) for i in range(TERM_MAX_CHUNKS + 1)]) == {}
