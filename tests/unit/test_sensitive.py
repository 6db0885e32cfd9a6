"""Sensitive content: secrets are recognised by word and by shape, and masked in text."""

from __future__ import annotations

import pytest

from memory.sensitive import REDACTED, cn_id_ok, is_sensitive, luhn_ok, redact, sensitive_reasons

ID_WEIGHTS = (7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2)


def luhn_check_digit(body: str) -> str:
    """The digit that makes body + digit pass the Luhn check."""
    for d in "0123456789":
        digits = [int(c) for c in body + d]
        total = 0
        for i, value in enumerate(reversed(digits)):
            if i % 2 == 1:
                value *= 2
                value = value - 9 if value > 9 else value
            total += value
        if total % 10 == 0:
            return d
    raise AssertionError("unreachable")


def cn_id(body: str) -> str:
    """A resident ID number with its GB 11643 check character."""
    total = sum(int(c) * w for c, w in zip(body, ID_WEIGHTS, strict=True))
    return body + "10X98765432"[total % 11]


def wrong_check(number: str) -> str:
    """The same number with a different (wrong) last character."""
    return number[:-1] + ("0" if number[-1] != "0" else "1")


VISA = "4111111111111111"
UNIONPAY = "621700012345678901" + luhn_check_digit("621700012345678901")  # 19 digits
MASTERCARD = "550000555555555" + luhn_check_digit("550000555555555")
CARDS = [VISA, UNIONPAY, MASTERCARD]
ID_BODIES = ["11010519491231002", "44030119900101123", "31011520000229456"]
# Find a body whose check character is X, the case people mistype most.
ID_WITH_X = next(
    cn_id(f"3201021988070{n:04d}")
    for n in range(10_000)
    if cn_id(f"3201021988070{n:04d}").endswith("X")
)


# --- bank cards -------------------------------------------------------------------------


@pytest.mark.parametrize("number", CARDS)
def test_valid_card_numbers_pass_luhn(number: str) -> None:
    assert luhn_ok(number)
    assert not luhn_ok(wrong_check(number))


@pytest.mark.parametrize("number", CARDS)
def test_card_number_in_text_is_sensitive(number: str) -> None:
    assert "shape:card_number" in sensitive_reasons(f"帮我记一下 {number} 谢谢")


@pytest.mark.parametrize("number", CARDS)
def test_digit_run_failing_luhn_is_not_a_card(number: str) -> None:
    text = f"我的订单编号是 {wrong_check(number)}"
    assert "shape:card_number" not in sensitive_reasons(text)


@pytest.mark.parametrize("sep", [" ", "-"])
def test_grouped_card_number_is_sensitive(sep: str) -> None:
    grouped = sep.join(VISA[i : i + 4] for i in range(0, 16, 4))
    assert "shape:card_number" in sensitive_reasons(f"记一下 {grouped}")


def test_card_number_followed_by_its_expiry_is_sensitive() -> None:
    """Card and expiry are usually pasted together: 「4111 1111 1111 1111 12/26」."""
    assert is_sensitive("帮我记一下 4111 1111 1111 1111 12/26")


# --- Chinese resident ID numbers --------------------------------------------------------


@pytest.mark.parametrize("body", ID_BODIES)
def test_valid_id_checksum(body: str) -> None:
    number = cn_id(body)
    assert cn_id_ok(number)
    assert not cn_id_ok(wrong_check(number))


def test_id_check_character_x_in_either_case() -> None:
    assert cn_id_ok(ID_WITH_X) and cn_id_ok(ID_WITH_X.lower())
    assert "shape:cn_id_number" in sensitive_reasons(f"证件号 {ID_WITH_X.lower()}")


@pytest.mark.parametrize("body", ID_BODIES)
def test_valid_id_number_in_text_is_sensitive(body: str) -> None:
    assert "shape:cn_id_number" in sensitive_reasons(f"我的证件号码是{cn_id(body)}，记一下")


@pytest.mark.parametrize("body", ID_BODIES)
def test_id_with_wrong_checksum_is_not_an_id(body: str) -> None:
    assert "shape:cn_id_number" not in sensitive_reasons(f"快递单号 {wrong_check(cn_id(body))}")


def test_id_shape_inside_a_longer_number_is_not_an_id() -> None:
    assert "shape:cn_id_number" not in sensitive_reasons(f"流水号 9{cn_id(ID_BODIES[0])}7")


# --- phones, e-mail, keys ----------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "打我电话13812345678",
        "我的号码 13812345678",
        "+86 13912345678 是我的",
        "+8615912345678",
        "我的号码是 138 1234 5678",
        "我的号码是 138-1234-5678",
    ],
)
def test_cn_mobile_numbers_are_sensitive(text: str) -> None:
    assert "shape:phone_number" in sensitive_reasons(text)


@pytest.mark.parametrize("text", ["编号 12345678901", "打 10086 问问", "预算 20 万，面积 89 平"])
def test_other_numbers_are_not_mobiles(text: str) -> None:
    assert "shape:phone_number" not in sensitive_reasons(text)


@pytest.mark.parametrize("text", ["联系我 alice.w+notes@example.co.uk", "邮箱是 bob@163.com"])
def test_email_is_sensitive(text: str) -> None:
    assert "shape:email" in sensitive_reasons(text)


@pytest.mark.parametrize("text", ["@小明 你好", "user@localhost 不算"])
def test_mentions_are_not_email(text: str) -> None:
    assert "shape:email" not in sensitive_reasons(text)


@pytest.mark.parametrize(
    "key", ["sk-abcdefghijklmnop1234567890", "sk-proj-AbCdEfGhIjKlMnOpQrStUv_12-34"]
)
def test_sk_keys_are_sensitive(key: str) -> None:
    assert "shape:api_key" in sensitive_reasons(f"用这个 {key} 调一下")


@pytest.mark.parametrize(
    "text", ["sk-short", "risk-management-framework-2024-edition", "task-force"]
)
def test_sk_lookalikes_are_not_keys(text: str) -> None:
    assert "shape:api_key" not in sensitive_reasons(text)


@pytest.mark.parametrize(
    "text",
    [
        "我喜欢安静的咖啡馆",
        "I prefer short answers",
        "预算 20 万，面积 89 平",
        "下周三下午三点开会",
        "我2019年搬到上海",
    ],
)
def test_ordinary_text_is_not_sensitive(text: str) -> None:
    assert sensitive_reasons(text) == []
    assert not is_sensitive(text)


# --- redaction ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "secret", "kept"),
    [
        ("我的银行卡密码是 123456", "123456", "我的银行卡密码是"),
        ("my password is hunter22", "hunter22", "my password is"),
        ("验证码：845921，五分钟内有效", "845921", "五分钟内有效"),
        ("my PIN: 4821", "4821", "my PIN"),
        ("key 是 sk-abcdefghijklmnop1234567890 别外传", "sk-abcdefghijklmnop", "别外传"),
        ("发到 alice@example.com 吧", "alice@example.com", "发到"),
        ("手机 138 1234 5678 随时打", "5678", "随时打"),
        (f"卡号 {VISA} 有效期到明年", "1111", "有效期到明年"),
        (f"证件 {cn_id(ID_BODIES[0])} 在抽屉里", cn_id(ID_BODIES[0]), "在抽屉里"),
    ],
)
def test_redact_removes_the_secret_and_keeps_the_rest(text: str, secret: str, kept: str) -> None:
    out = redact(text)
    assert secret not in out
    assert kept in out
    assert REDACTED in out


@pytest.mark.parametrize(
    "text",
    [
        "I have an opinion about spinach",
        "my code is broken again",
        "Pinterest is my favourite app",
        "我喜欢安静的咖啡馆",
        "预算 20 万，面积 89 平",
    ],
)
def test_redact_leaves_ordinary_text_alone(text: str) -> None:
    assert redact(text) == text
