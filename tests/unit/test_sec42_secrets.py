"""sec42: secrets that still rested in clear, and a code over-read.

Each reading is a row with its examples and non-examples (memory/sensitive/listed.py,
corrections.py, value_first.py, tables.py: `MaskRow`s, run by tests/unit/test_rule_table.py;
the ask row of expecting.py); the others are pinned here by the sentences that showed them.
tests/integration/test_secrets_sec42.py says them through the real graph and greps every file
of the data folder.
"""

from __future__ import annotations

import pytest

from strata_layered.memory.sensitive import (
    asked_secret,
    find_secrets,
    mask_file_name,
    mask_turn,
    secrets_after,
)


def masked(text: str) -> list[str]:
    return [text[s.start : s.end] for s in find_secrets(text)]


@pytest.mark.parametrize(("question", "answer", "kept", "hidden"), [
    ("What's your name, your city and your door code?", "Dan, Phoenix, 8812#",
     "Dan, Phoenix, [hidden:code]", "8812"),
    ("你叫什么、住哪、门禁密码多少？", "小敏，成都，6650#", "小敏，成都，[已隐去:密码]", "6650"),
    ("礼品卡卡密是多少？", "8HF2KQ9ZP1XY", "[hidden:code]", "8HF2KQ9ZP1XY"),  # its language
    ("Can you read me the code on the back of the card?", "8841 2290", "[hidden:code]", "2290"),
])
def test_an_answer_to_the_assistant_asking_is_masked_where_the_secret_is(
        question: str, answer: str, kept: str, hidden: str) -> None:
    # before: the list answer was no value (nothing masked), 礼品卡卡密 flagged nothing, and
    # "8841 2290" lost only its first group (the groups ran to the message's end)
    assert asked_secret(question)
    assert mask_turn(answer, asked_secret(question)).text == kept
    assert hidden not in mask_turn(answer, asked_secret(question)).text


def test_a_question_of_several_things_with_no_secret_flags_nothing() -> None:
    assert asked_secret("What's your name, your city and your favourite colour?") is None
    assert asked_secret("What's your name and zip code?") is None
    assert secrets_after([], "Dan, Phoenix, Arizona", "What's your name, city and state?") == []


@pytest.mark.parametrize(("text", "value"), [
    ("the code is 4471 200 metres on", "4471"),
    ("the code is 4471 200m on the left", "4471"),
    ("the door code is 4471 300 steps past the gate", "4471"),
    ("门禁码是 4471 200米", "4471"),
    ("the code is 1234 5678 9012", "1234 5678 9012"),  # groups still one code
])
def test_a_quantity_after_a_code_is_not_part_of_it(text: str, value: str) -> None:
    assert masked(text) == [value]  # before: "4471 200" (sec41 left it)


@pytest.mark.parametrize(("text", "value"), [
    ("my PIN, it's 1234", "1234"),
    ("forget my PIN, it's 1234", "1234"),
    ("the door code, 8812", "8812"),
    ("my password, hunter22", "hunter22"),
    ("my PIN - 1234", "1234"),
    ("密码嘛，661234", "661234"),  # a particle, then the comma
    ("支付宝密码跟微信一样都是661234", "661234"),  # "the same as WeChat's" names no other value
    ("my pin is 44", "44"),  # a part ending the message (its rest, said next, is left: report)
    ("密码是66", "66"),
])
def test_a_keyword_then_a_comma_or_a_dash_then_its_value(text: str, value: str) -> None:
    assert masked(text) == [value]


@pytest.mark.parametrize("text", [
    "I forgot my PIN, 3 times now", "my password, email and phone are all different",
    "the code, 2024 version", "change your password, it's been 90 days", "my pin, my rules",
    "密码呢，我忘了", "密码跟手机号一样", "my pin is 4 digits", "my password is 12 characters long",
    "密码是8到16位", "PIN: 4 to 6 digits",
])
def test_a_keyword_then_a_comma_and_no_value(text: str) -> None:
    assert masked(text) == []


@pytest.mark.parametrize(("text", "value"), [
    ("my place is 1420 w camelback rd apt 12", "1420 w camelback rd apt 12"),
    ("our house is at 22 oak st", "22 oak st"),
    ("我住在东大街88号3栋2单元1101", "东大街88号3栋2单元1101"),
    ("东大街88号3栋2单元1101", "东大街88号3栋2单元1101"),  # the district said a turn before
    ("住在南路5号", "南路5号"),
])
def test_a_home_typed_in_lower_case_or_on_a_one_character_street(text: str, value: str) -> None:
    assert masked(text) == [value]


@pytest.mark.parametrize("text", [
    "the place on 5 main st has good tacos", "my place is 10 minutes from main st",
    "东路5号的那家店很好吃", "西街3号开了家新店", "Pick me up at Terminal 3 South Gate",
])
def test_a_shop_or_a_distance_is_no_home(text: str) -> None:
    assert masked(text) == []


@pytest.mark.parametrize(("name", "kept"), [
    ("password_hunter22.txt", "password_[hidden:password].txt"),
    ("我的密码是Xk29pp.txt", "我的密码是[已隐去:密码].txt"),
    ("pin-4471.txt", "pin-[hidden:code].txt"),
    ("jane.doe@gmail.com", "[hidden:email]"),
    ("report_2024_q3.docx", "report_2024_q3.docx"),
    ("IMG_20240612_1234.jpg", "IMG_20240612_1234.jpg"),
    ("trip-2024-06-12.md", "trip-2024-06-12.md"),
])
def test_a_file_name_is_read_as_words(name: str, kept: str) -> None:
    assert mask_file_name(name) == kept


@pytest.mark.parametrize(("text", "value"), [
    ("my pin is 4️⃣4️⃣7️⃣1️⃣", "4️⃣4️⃣7️⃣1️⃣"),  # keycap emoji: the digit, U+FE0F, U+20E3
    ("my pin is ٤٤٧١", "٤٤٧١"),  # Arabic-Indic digits
    ("my pin is ४४७१", "४४७१"),  # Devanagari digits
    ("| password | hunter22 |", "hunter22"),  # a table's next cell
    ("|密码|hunter22|", "hunter22"),
    ("| PIN | 4471 |", "4471"),
    ("My password is 'Blue Moon 77'", "Blue Moon 77"),  # before: 'Blue' alone
    ("门禁4471，到了按一下", "4471"),
    ("the safe combo is 12-34-56", "12-34-56"),
])
def test_digits_dressed_up_a_table_cell_a_quoted_password(text: str, value: str) -> None:
    assert masked(text) == [value]


@pytest.mark.parametrize("text", [
    "| password | username | email |", "| code | 2024 |", "I love ❤️ my cat", "门禁11点关",
    "the lunch combo is 1299 won", 'click the "forgot password" link',
])
def test_a_table_header_an_emoji_a_curfew_are_no_secrets(text: str) -> None:
    assert masked(text) == []
