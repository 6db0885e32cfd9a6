"""sec42b: what sec42 left in clear, each reading a row with examples and non-examples.

The rows (`MaskRow`s) are run by tests/unit/test_rule_table.py; here what they do beyond them.

memory/sensitive/far_keyed.py (a keyword and its value apart), parts.py (a PIN in parts, an
answer at the secret's place), code_shapes.py (letter-and-digit groups after a bare "code"),
and bench secrets' over-read share. tests/integration/test_secrets_sec42b.py says them
through the real graph and greps every file of the data folder.
"""

from __future__ import annotations

from bench.secrets import Report, _score_over_read, score_case
from strata_layered.memory.sensitive import (
    Secret,
    asked_secret,
    expected_secret,
    find_secrets,
    mask_turn,
)


def masked(text: str) -> list[str]:
    return [text[s.start : s.end] for s in find_secrets(text)]


def test_a_part_flags_the_next_message_a_whole_pin_and_its_mask_never_do() -> None:
    # the flag is read from what was typed: the masked text of a part and of a whole PIN
    # look alike, and flagging from it would mask a number after every PIN
    assert expected_secret("my pin is 44") == "code:part"
    assert expected_secret("my pin is 4471") is None
    assert expected_secret("my pin is [hidden:code]") is None
    assert expected_secret("I have 3 kids, the youngest is 4") is None
    assert mask_turn("5566", expected_secret("my pin is 4471")).text == "5566"


def test_a_question_of_several_things_keeps_the_secrets_place() -> None:
    assert asked_secret("Sure! What's your name, city and password?") == "password:3/3"
    assert asked_secret("What's your name, your city and your door code?") == "code:3/3"
    assert asked_secret("What's the code on the lockbox?") == "code"  # one thing: no place


def test_letter_and_digit_groups_after_a_bare_code() -> None:
    for text, value in (("the code is X7KQ 9M2P 55AB", "X7KQ 9M2P 55AB"),
                        ("code: AB12 CD34 EF56", "AB12 CD34 EF56"),
                        ("the code is X7KQ-9M2P-55AB", "X7KQ-9M2P-55AB")):
        assert masked(text) == [value], text
    for text in ("the code is ES2015 style", "the code is Python3 and Go1",
                 "the code is HTTP2 ready", "the zip code is 9M2P 55AB",
                 "the code is COVID19 related", "my code is T800 model"):
        assert masked(text) == [], text


def test_bench_secrets_reports_a_span_wider_than_its_gold_value() -> None:
    # "4471 200" covers the gold "4471": right before, and counted nowhere
    case = {"id": "r10-en-03", "round": "r10", "text": "the code is 4471 200 metres on"}
    report = Report()
    _score_over_read(case, [Secret("code", 12, 20)], [("code", 12, 16)], report)
    assert report.over["r10"] == [7, 3]  # 7 characters masked (not the space), 3 outside
    assert report.over_cases == [(3, "r10-en-03  code '4471 200'")]
    # an exact span adds no over-read; a false alarm is precision's, not over-read's
    exact = Report()
    score_case({**case, "lang": "en", "secrets": [{"kind": "code", "value": "4471"}],
                "note": ""}, exact)
    _score_over_read({**case, "round": "r5"}, [Secret("code", 0, 3)], [], exact)
    assert exact.over["r10"] == [4, 0] and exact.over["r5"] == [0, 0]


def test_a_part_and_a_rule_of_a_place_in_a_document_are_masked_on_their_line() -> None:
    # a document's line ends a PIN's part as a message's end does (the secrets set attached
    # as one document kept "my pin is 44" and "locker, 4471" in clear mid-text)
    text = "x\n\nmy pin is 44\n\nmy pin is the same as my locker, 4471\n\nmy pin is 44 digits"
    assert masked(text) == ["44", "4471"]
