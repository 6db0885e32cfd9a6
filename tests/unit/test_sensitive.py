"""Sensitive content: secrets are found as spans by word and by shape, and masked visibly."""

from __future__ import annotations

import json
import random
import string
import time
from pathlib import Path

import pytest

from strata_layered.memory.sensitive import (
    MASK_PATTERN,
    SEED_SENSITIVE_PATTERN,
    ZH_LABELS,
    Secret,
    cn_id_ok,
    find_secrets,
    is_sensitive,
    luhn_ok,
    mask_secrets,
    mask_token,
    redact,
    secrets_after,
    sensitive_reasons,
)

ID_WEIGHTS = (7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2)
SET = Path(__file__).parents[1] / "data" / "secrets_adversarial.jsonl"


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


def found(text: str) -> list[tuple[str, str]]:
    """(kind, original text of the span) for every secret found."""
    return [(s.kind, text[s.start : s.end]) for s in find_secrets(text)]


VISA = "4111111111111111"
UNIONPAY = "621700012345678901" + luhn_check_digit("621700012345678901")  # 19 digits
MASTERCARD = "550000555555555" + luhn_check_digit("550000555555555")
CARDS = [VISA, UNIONPAY, MASTERCARD]
ID_BODIES = ["11010519491231002", "44030119900101123", "31011520000229456"]
# A body whose check character is X, the case people mistype most (born 1988-07-08: the
# detector also wants a real birth date, so the body is not just any 17 digits).
ID_WITH_X = next(
    number for n in range(1000) if (number := cn_id(f"32010219880708{n:03d}")).endswith("X")
)


# --- bank cards -------------------------------------------------------------------------


@pytest.mark.parametrize("number", CARDS)
def test_valid_card_numbers_pass_luhn(number: str) -> None:
    assert luhn_ok(number)
    assert not luhn_ok(wrong_check(number))


@pytest.mark.parametrize("number", CARDS)
def test_card_number_in_text_is_sensitive(number: str) -> None:
    assert "shape:bank_card" in sensitive_reasons(f"帮我记一下 {number} 谢谢")


@pytest.mark.parametrize("number", CARDS)
def test_digit_run_failing_luhn_is_not_a_card(number: str) -> None:
    for text in (f"我的订单编号是 {wrong_check(number)}", f"记一下 {wrong_check(number)}"):
        assert "shape:bank_card" not in sensitive_reasons(text)


def test_card_keyword_names_a_mistyped_card_too() -> None:
    """Right after 卡号 the number is a card even when a digit is wrong."""
    assert found(f"卡号 {wrong_check(UNIONPAY)}") == [("bank_card", wrong_check(UNIONPAY))]


@pytest.mark.parametrize("sep", [" ", "-", "."])
def test_grouped_card_number_is_sensitive(sep: str) -> None:
    grouped = sep.join(VISA[i : i + 4] for i in range(0, 16, 4))
    assert found(f"记一下 {grouped}") == [("bank_card", grouped)]


def test_card_number_followed_by_its_expiry_is_sensitive() -> None:
    """Card and expiry are usually pasted together: 「4111 1111 1111 1111 12/26」."""
    assert found("帮我记一下 4111 1111 1111 1111 12/26") == [("bank_card", "4111 1111 1111 1111")]


# --- Chinese resident ID numbers --------------------------------------------------------


@pytest.mark.parametrize("body", ID_BODIES)
def test_valid_id_checksum(body: str) -> None:
    number = cn_id(body)
    assert cn_id_ok(number)
    assert not cn_id_ok(wrong_check(number))


def test_id_check_character_x_in_either_case() -> None:
    assert cn_id_ok(ID_WITH_X) and cn_id_ok(ID_WITH_X.lower())
    assert "shape:id_number" in sensitive_reasons(f"证件号 {ID_WITH_X.lower()}")


@pytest.mark.parametrize("body", ID_BODIES)
def test_valid_id_number_in_text_is_sensitive(body: str) -> None:
    assert "shape:id_number" in sensitive_reasons(f"我的证件号码是{cn_id(body)}，记一下")


@pytest.mark.parametrize("body", ID_BODIES)
def test_id_with_wrong_checksum_is_not_an_id(body: str) -> None:
    assert "shape:id_number" not in sensitive_reasons(f"快递单号 {wrong_check(cn_id(body))}")
    assert "shape:id_number" not in sensitive_reasons(f"记一下 {wrong_check(cn_id(body))}")


def test_id_shape_inside_a_longer_number_is_not_an_id() -> None:
    assert "shape:id_number" not in sensitive_reasons(f"流水号 9{cn_id(ID_BODIES[0])}7")


def test_first_generation_id_needs_its_keyword() -> None:
    assert found("老身份证 110105491231002") == [("id_number", "110105491231002")]
    assert found("记一下 110105491231002") == []


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
        "新号码 138.0013.8000",
        "号码是幺三八零零幺三八零零零",
        "家里座机 010-62345678",
        "call me at (415) 555-0134",
        "office: +44 20 7946 0958",
    ],
)
def test_phone_numbers_are_sensitive(text: str) -> None:
    assert "shape:phone" in sensitive_reasons(text)


@pytest.mark.parametrize(
    "text",
    ["编号 12345678901", "打 10086 问问", "预算 20 万，面积 89 平", "客服热线 400-820-8820"],
)
def test_other_numbers_are_not_phones(text: str) -> None:
    assert "shape:phone" not in sensitive_reasons(text)


@pytest.mark.parametrize(
    "text",
    ["联系我 alice.w+notes@example.co.uk", "邮箱是 bob@163.com", "bob [at] example [dot] org"],
)
def test_email_is_sensitive(text: str) -> None:
    assert "shape:email" in sensitive_reasons(text)


@pytest.mark.parametrize("text", ["@小明 你好", "user@localhost 不算", "npm install @types/node"])
def test_mentions_are_not_email(text: str) -> None:
    assert "shape:email" not in sensitive_reasons(text)


@pytest.mark.parametrize(
    "key", ["sk-abcdefghijklmnop1234567890", "sk-proj-AbCdEfGhIjKlMnOpQrStUv_12-34"]
)
def test_sk_keys_are_sensitive(key: str) -> None:
    assert found(f"用这个 {key} 调一下") == [("api_key", key)]


@pytest.mark.parametrize(
    "text", ["sk-short", "risk-management-framework-2024-edition", "task-force"]
)
def test_sk_lookalikes_are_not_keys(text: str) -> None:
    assert "shape:api_key" not in sensitive_reasons(text)


PEM = "-----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEAu1SU1LfVLPHCozMxH2Mo4lgOEePzNm0tRgeLezV6ffAt0gun\nVTLw7onLRnrq0/IzW7yWR7QkrmBL7jTKEn5u+qKhbwKfBstIs+bMY2Zkp18gnTxK\n-----END RSA PRIVATE KEY-----"  # noqa: E501
JWT = (
    "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1LTEwMjkiLCJpYXQiOjE3MTgwOTI4MDB9"
    ".c2lnbmF0dXJlLWJ5dGVzLWhlcmU"
)


# One or two shapes per kind; the adversarial set below holds the rest.
@pytest.mark.parametrize(
    ("text", "kind", "value"),
    [
        ("我的密码是 hunter2!", "password", "hunter2!"),
        ("wifi 密码：abc12345", "password", "abc12345"),
        ("密 码：Qwe@2024", "password", "Qwe@2024"),
        ("pass word: Tr0ub4dor&3", "password", "Tr0ub4dor&3"),
        ("ｐａｓｓｗｏｒｄ： ｈｕｎｔｅｒ２", "password", "ｈｕｎｔｅｒ２"),
        ("my pw is blue42sky", "password", "blue42sky"),
        ("服务器密码：见下\nT7#kq9Lm", "password", "T7#kq9Lm"),
        ("postgres://admin:S3cret!@db.example.com/app", "password", "S3cret!"),
        ("the code is 482913", "code", "482913"),
        ("验证码：845921，五分钟内有效", "code", "845921"),
        ("my PIN: 4821", "code", "4821"),
        ("短信验证码八二九一三四", "code", "八二九一三四"),
        (f"身份证号：{cn_id(ID_BODIES[1])}", "id_number", cn_id(ID_BODIES[1])),
        ("我手机号 １３８００１３８０００", "phone", "１３８００１３８０００"),
        ("邮箱 ｌｉｌｙ＠ｑｑ．ｃｏｍ", "email", "ｌｉｌｙ＠ｑｑ．ｃｏｍ"),
        ("我住在北京市朝阳区建国路88号", "address", "北京市朝阳区建国路88号"),
        ("快递寄到阳光花园3栋2单元501", "address", "阳光花园3栋2单元501"),
        ("I live at 221B Baker Street", "address", "221B Baker Street"),
        ("ship it to 1600 Amphitheatre Pkwy, Apt 4", "address", "1600 Amphitheatre Pkwy, Apt 4"),
        ("护照号码 E12345678", "passport", "E12345678"),
        ("SSN 078-05-1120", "ssn", "078-05-1120"),
        ("IBAN DE89 3704 0044 0532 0130 00", "iban", "DE89 3704 0044 0532 0130 00"),
        ("加我微信 zhang_san88", "wechat", "zhang_san88"),
        ("支付宝：13812345678", "alipay", "13812345678"),
        ("QQ号 123456789", "qq", "123456789"),
        ("aws key AKIA2E0A8F3B244C9986 here", "api_key", "AKIA2E0A8F3B244C9986"),
        ("Authorization: Bearer abc123def456ghi789jkl012", "api_key", "abc123def456ghi789jkl012"),
        (f"session {JWT}", "jwt", JWT),
        (f"```\n{PEM}\n```", "pem", PEM),
    ],
)
def test_each_kind_is_found_with_its_span(text: str, kind: str, value: str) -> None:
    assert found(text) == [(kind, value)]


@pytest.mark.parametrize(
    "text",
    [
        "我又忘了密码，好烦",
        "PIN the post to the top of the channel",
        "my zip code is 94103",
        "订单号 20240611773412",
        "日期 2024-06-11 下午 3:30",
        "这件大衣 ¥12,800 太贵了",
        "我住在 501 房间",
        "commit 3f9a1c2e4b5d6f7081920a1b2c3d4e5f60718293",
        "request id 123e4567-e89b-12d3-a456-426614174000",
        # Seen in real chat text, each a false alarm once:
        "1. pwd: Shows you the current working directory",
        "Enter your username and password to log in",
        "a password-protected folder",
        "password = <influxdb_password>",
        "24-hour pass: $12",
        "https://live.staticflickr.com/381/19379909243_9683e023fc_z.jpg",
        "Call (866) 200-6020 or 1-800-345-3358",
    ],
)
def test_lookalikes_are_not_secrets(text: str) -> None:
    assert find_secrets(text) == []


# --- round 4 families ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("mm是 abc8899 别告诉别人", "abc8899"),
        ("开机mm：8866aa", "8866aa"),
        ("我的mima是 qwe123456", "qwe123456"),
        ("密马：lin0520，登录用", "lin0520"),
        ("my pswd is lily#2020", "lily#2020"),
        ("psw: Hk7!mq21", "Hk7!mq21"),
    ],
)
def test_slang_password_words(text: str, value: str) -> None:
    assert found(text) == [("password", value)]


@pytest.mark.parametrize(
    "text",
    ["我家mm是小学老师", "螺丝直径 8mm，长度是 25mm", "the lens is 50 mm: f/1.8",
     'dates as "YYYY-MM-DD" or "MM/DD/YYYY"', "time as hh:mm:ss"],
)
def test_slang_password_lookalikes(text: str) -> None:
    """Slang is weak: the value needs a digit or symbol, and mm must not be a unit or a field."""
    assert find_secrets(text) == []


@pytest.mark.parametrize(
    ("text", "kind", "value"),
    [
        ("亲爱的，我把银行卡密码改成你生日了：0214", "password", "0214"),
        ("支付密码我换了个新的，你记一下：736281", "password", "736281"),
        ("门禁密码我贴在冰箱上了，是 2580#", "password", "2580#"),
        ("我的密码嘛，就是我的名字加生日：lilin0214", "password", "lilin0214"),
        ("验证码我刚收到，是 482913", "code", "482913"),
        ("the wifi password, since you keep asking, is BlueFox77", "password", "BlueFox77"),
        ("my password (the new one) is Hunter22", "password", "Hunter22"),
        ("my bank PIN, same as my locker, is 6021", "code", "6021"),
        ("门锁密码我设成了我生日0315", "password", "0315"),
        ("支付密码我换了，新的用我工号203344", "password", "203344"),
    ],
)
def test_value_after_a_clause(text: str, kind: str, value: str) -> None:
    assert found(text) == [(kind, value)]


@pytest.mark.parametrize(
    "text",
    [
        "密码忘了怎么办：找回流程见官网",
        "我的密码不是生日，别猜了：我不会告诉你的",
        "密码设置规则：8-16位，包含字母和数字",
        "The password (if you forgot) is on the sticky note",
        "my password, which is long, is not something I share",
        "密码我改了三次都不对",
        "密码改了以后要等24小时",
        "密码换成了指纹，2024年装的",
        "门锁密码我改了，房间号1205",
        "支付密码换了，用了快2000",
        "密码我用了十年，从2014",
        "wifi密码我改了，现在网速有1000",
    ],
)
def test_clause_lookalikes(text: str) -> None:
    assert find_secrets(text) == []


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("我的工行卡 6222 0202 0000 1234 567", "6222 0202 0000 1234 567"),
        ("我的卡 6222020200001234560", "6222020200001234560"),
        ("这张卡 6222020200001234567 是工资卡", "6222020200001234567"),
    ],
)
def test_a_card_a_bank_or_my_names_is_a_card_whatever_its_checksum(text: str, value: str) -> None:
    assert found(text) == [("bank_card", value)]


@pytest.mark.parametrize(
    ("text", "kind", "value"),
    [
        ("the code to my phone is 090909", "code", "090909"),
        ("the code to the gate is 4471", "code", "4471"),
        ("my password to the wifi is sunflower99", "password", "sunflower99"),
        ("我在招商银行开了户，账号 6214 8301 2345 6789", "bank_card", "6214 8301 2345 6789"),
        ("账号密码是 lily0214 / Lily@2024", "password", "lily0214 / Lily@2024"),
    ],
)
def test_a_detour_after_to_and_an_account_of_card_length(text: str, kind: str, value: str) -> None:
    assert found(text) == [(kind, value)]


@pytest.mark.parametrize(
    "text",
    ["the password to log in is on the card", "the answer to question 3 is 42",
     "账号 123456789", "the key to success is 100 percent effort"],
)
def test_detour_and_account_lookalikes(text: str) -> None:
    assert find_secrets(text) == []


def test_a_mobile_with_its_country_code_after_an_account_word_is_a_phone() -> None:
    assert found("这张卡绑的账号是 8613912345678") == [("phone", "8613912345678")]


@pytest.mark.parametrize("text", ["我的会员卡 6222020200001234567", "招行卡尾号1234"])
def test_card_lookalikes_after_a_card_word(text: str) -> None:
    assert find_secrets(text) == []


def test_a_clause_naming_another_thing_leads_to_that_thing() -> None:
    text = "密码的事跟他说一下，他电话是 13800138000"
    assert found(text) == [("phone", "13800138000")]


@pytest.mark.parametrize(
    ("text", "kind", "value"),
    [
        ("我手机一三八，零零一三，八零零零", "phone", "一三八，零零一三，八零零零"),
        ("打我电话：一三九、一二三四、五六七八", "phone", "一三九、一二三四、五六七八"),
        ("call me: four one five, five five five, zero one three four", "phone",
         "four one five, five five five, zero one three four"),
        ("my cell is four-one-five five-five-five oh-one-three-four", "phone",
         "four-one-five five-five-five oh-one-three-four"),
        ("my number's eight six seven five three oh nine", "phone",
         "eight six seven five three oh nine"),
        ("ring me on oh seven seven double oh nine double oh one two three", "phone",
         "oh seven seven double oh nine double oh one two three"),
        ("my social is five three six, two two, eight eight one four", "ssn",
         "five three six, two two, eight eight one four"),
    ],
)
def test_numbers_spelled_out(text: str, kind: str, value: str) -> None:
    assert found(text) == [(kind, value)]


@pytest.mark.parametrize(
    "text",
    [
        "一二三四五六七，我们一起数到七",
        "分数：120，135，140，98",
        "one two three four five, once I caught a fish alive",
        "she counted one two three four five six seven eight before jumping",
    ],
)
def test_counting_is_not_a_number(text: str) -> None:
    assert find_secrets(text) == []


def test_a_comma_between_numerals_folds_to_a_space_and_spans_still_map_back() -> None:
    text = "号码：幺三八，零零幺三，八零零零 谢谢"
    (secret,) = find_secrets(text)
    assert text[secret.start : secret.end] == "幺三八，零零幺三，八零零零"


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("my social is 536 22 8814", "536 22 8814"),
        ("the form wants my social: 601 44 2178", "601 44 2178"),
        ("my SIN is 046 454 286", "046 454 286"),
        ("加拿大社会保险号 130 692 544", "130 692 544"),
        ("my French social security number is 1 85 05 78 006 084 91", "1 85 05 78 006 084 91"),
        ("my National Insurance number is JH 83 74 19 B", "JH 83 74 19 B"),
        ("我英国的国民保险号是 JH837419B", "JH837419B"),
    ],
)
def test_social_numbers(text: str, value: str) -> None:
    assert found(text) == [("ssn", value)]


@pytest.mark.parametrize(
    "text",
    [
        "Sin City grossed 158 753 820 dollars",
        "my SIN is 046 454 287",  # fails the Luhn check
        "NIR 1 85 05 78 006 084 92",  # wrong key
        "my social life is dead since the twins arrived, 100 percent",
        "part no. SK482913A",  # a NINO shape without its words
        "National Insurance number QQ 12 34 56 C",  # Q is never a NINO prefix letter
    ],
)
def test_social_number_lookalikes(text: str) -> None:
    assert find_secrets(text) == []


@pytest.mark.parametrize(
    ("text", "value", "wrong"),
    [
        ("我的香港身份证是 K123456(0)", "K123456(0)", "K123456(3)"),
        ("台湾身份证字号 A123456789", "A123456789", "A123456788"),
        ("我的新加坡 NRIC 是 S1234567D", "S1234567D", "S1234567E"),
        ("my DNI is 45873921F", "45873921F", "45873921G"),
        ("NIE X1234567L", "X1234567L", "X1234567M"),
    ],
)
def test_national_ids_with_check_characters(text: str, value: str, wrong: str) -> None:
    assert found(text) == [("id_number", value)]
    assert found(text.replace(value, wrong)) == []


def test_national_id_shapes_need_an_id_word() -> None:
    assert find_secrets("model A123456789 in stock, S1234567D too") == []


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("driver's license D1234567", "D1234567"),
        ("my driving licence number is MORGA753116SM9IJ", "MORGA753116SM9IJ"),
        ("驾驶证档案编号 510012345678，年审要用", "510012345678"),
    ],
)
def test_driver_licences(text: str, value: str) -> None:
    assert found(text) == [("driver_license", value)]


@pytest.mark.parametrize(
    "text",
    ["I finally got my driver's license today after 3 tries!", "the MIT license covers 2.4.1",
     "我驾照考了三次才过，科目二挂了 2 次", "my drivers license expires 2027-05-01"],
)
def test_driver_licence_lookalikes(text: str) -> None:
    assert find_secrets(text) == []


def test_driver_licence_mask_is_typed_in_both_languages() -> None:
    assert redact("驾照号码 B7734521") == "驾照号码 [已隐去:驾驶证号]"
    assert redact("driver's license: B7734521") == "driver's license: [hidden:driver_license]"


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("住在万科城二期7栋1802", "万科城二期7栋1802"),
        ("住在保利天悦湾8栋1203", "保利天悦湾8栋1203"),
        ("我租在龙湖春江郦城A座1506室", "龙湖春江郦城A座1506室"),
        ("地址：世纪华府 2 号楼 1 单元 1101", "世纪华府 2 号楼 1 单元 1101"),
        ("we moved to 18 Rue de Rivoli, Paris", "18 Rue de Rivoli"),
        ("her flat is at 12 boulevard Haussmann, 75009 Paris", "12 boulevard Haussmann"),
        ("7 rue de l'Université", "7 rue de l'Université"),
        ("I stayed at Via del Corso 45, Rome", "Via del Corso 45"),
        ("send it to Calle de Alcalá 42", "Calle de Alcalá 42"),
        ("my office: Friedrichstraße 123, Berlin", "Friedrichstraße 123"),
        ("Berliner Straße 5", "Berliner Straße 5"),
        ("the hotel is on Hauptstr. 5", "Hauptstr. 5"),
        ("we live at Vondellaan 38 in Utrecht", "Vondellaan 38"),
        ("寄到 Via Roma 12, Milano 就行", "Via Roma 12"),
    ],
)
def test_estate_and_european_addresses(text: str, value: str) -> None:
    assert found(text) == [("address", value)]


@pytest.mark.parametrize(
    "text",
    [
        "7栋楼的保安很友好",
        "万达城2期下个月开业",
        "我们小区3栋到5栋都在装修",
        "这个城3栋1单元",
        "Rue is my favourite character, season 2 episode 4",
        "there are 3 avenues of research we could pursue",
        "I sent it via DHL 2 days ago",
        "Via DHL 2 days ago",
        "2 Boulevard Of Broken Dreams",
        "Plaza Hotel 3 stars",
        "Stationsweg 2 days",
    ],
)
def test_estate_and_european_address_lookalikes(text: str) -> None:
    assert find_secrets(text) == []


# --- spans in the original text -----------------------------------------------------------


def test_spans_index_the_original_text_when_folding_drops_characters() -> None:
    text = "手机 138\u200b0013\u200b8000，邮箱 ｂｏｂ＠１６３．ｃｏｍ"
    phone, email = find_secrets(text)
    assert phone == Secret("phone", 3, 16)
    assert text[phone.start : phone.end] == "138\u200b0013\u200b8000"
    assert text[email.start : email.end] == "ｂｏｂ＠１６３．ｃｏｍ"


def test_secrets_are_sorted_and_do_not_overlap() -> None:
    text = "我的密码是 13800138000，手机 13912345678，卡号 4111 1111 1111 1111"
    secrets = find_secrets(text)
    assert [s.kind for s in secrets] == ["password", "phone", "bank_card"]
    assert all(a.end <= b.start for a, b in zip(secrets, secrets[1:], strict=False))


# --- keywords ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    ["我忘了密码", "密 码 呢，我想不起来", "ｐａｓｓｗｏｒｄ reset", "pass word again",
     "身 份 证丢了"],
)
def test_keyword_without_a_value_masks_nothing_but_is_a_reason(text: str) -> None:
    assert find_secrets(text) == []
    assert any(r.startswith("keyword:") for r in sensitive_reasons(text))
    assert is_sensitive(text)


def test_reasons_name_keywords_then_shapes() -> None:
    assert sensitive_reasons("我的密码是 hunter2!，手机 13800138000") == [
        "keyword:密码", "shape:password", "shape:phone"
    ]


@pytest.mark.parametrize(
    "text",
    ["我喜欢安静的咖啡馆", "I prefer short answers", "预算 20 万，面积 89 平", "下周三下午三点开会",
     "我2019年搬到上海"],
)
def test_ordinary_text_is_not_sensitive(text: str) -> None:
    assert sensitive_reasons(text) == []
    assert not is_sensitive(text)


# --- masking -------------------------------------------------------------------------------


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
    assert MASK_PATTERN.search(out)
    assert out == mask_secrets(text).text


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


def test_mask_is_typed_and_in_the_texts_language() -> None:
    zh = mask_secrets("我的密码是 hunter2!，手机 13800138000，住在朝阳区建国路88号")
    assert zh.text == "我的密码是 [已隐去:密码]，手机 [已隐去:手机号]，住在[已隐去:住址]"
    assert zh.kinds == ["password", "phone", "address"]
    en = mask_secrets("my password is hunter22, call +1 415 555 0134")
    assert en.text == "my password is [hidden:password], call [hidden:phone]"
    assert [s.kind for s in en.secrets] == ["password", "phone"]


def test_nothing_to_mask_returns_the_text_unchanged() -> None:
    masked = mask_secrets("我喜欢猫")
    assert (masked.text, masked.secrets, masked.kinds) == ("我喜欢猫", [], [])


@pytest.mark.parametrize("kind", sorted(ZH_LABELS))
def test_a_mask_is_never_a_secret(kind: str) -> None:
    for chinese in (True, False):
        token = mask_token(kind, chinese=chinese)
        for text in (token, f"密码：{token}", f"password: {token} ok", f"{token}{token}"):
            assert find_secrets(text) == []


def test_masked_text_still_names_its_keyword() -> None:
    """The gate keeps rejecting a masked turn: the seed keyword survives in the mask."""
    assert SEED_SENSITIVE_PATTERN.search(redact("我的密码是 hunter2!"))


def cases() -> list[dict]:
    return [json.loads(line) for line in SET.read_text(encoding="utf-8").splitlines() if line]


def test_masking_the_whole_set_is_idempotent() -> None:
    for case in cases():
        once = redact(case["text"])
        assert redact(once) == once, case["id"]
        assert find_secrets(once) == [], case["id"]


# --- large inputs --------------------------------------------------------------------------


def _seconds(text: str) -> float:
    # This thread's CPU time: other processes on a loaded machine do not count (wall time
    # once gave a 10x ratio at load 17 while the thread's CPU ratio stayed ~4x).
    start = time.thread_time()
    mask_secrets(text)
    return time.thread_time() - start


@pytest.mark.parametrize(
    "alphabet",
    [string.printable, "0123456789" * 6 + " -.()+X", "密码验证码一二三零路号栋 ，：0123456789ab@."],
    ids=["random", "digit-heavy", "cjk-and-digits"],
)
def test_large_inputs_take_linear_time(alphabet: str) -> None:
    """Guards against catastrophic backtracking (bench_secrets.py prints the real figures)."""
    rnd = random.Random(7)
    small = "".join(rnd.choice(alphabet) for _ in range(50_000))
    large = "".join(rnd.choice(alphabet) for _ in range(200_000))
    # Relative, in one process, best of runs: a busy machine slows both sides alike, and
    # an absolute limit failed on a loaded 2-core machine while the ratio held.
    t_small = min(_seconds(small) for _ in range(3))
    t_large = min(_seconds(large) for _ in range(2))
    assert t_large < 8 * t_small + 0.05  # 4x the text: linear is ~4x, quadratic 16x


# --- the adversarial set as a regression guard ---------------------------------------------


def test_adversarial_set_precision_and_recall() -> None:
    """Every gold value covered by a span of its kind; every span covers a gold value."""
    gold_total = gold_found = detected = true_detections = 0
    for case in cases():
        text = case["text"]
        # Round 8: a case answering the assistant's question is masked after that question.
        secrets = secrets_after(case.get("before", []), text, case.get("asked", ""))
        spans = [(g["kind"], text.index(g["value"]), text.index(g["value"]) + len(g["value"]))
                 for g in case["secrets"]]
        gold_total += len(spans)
        gold_found += sum(
            any(s.kind == k and s.start <= a and b <= s.end for s in secrets) for k, a, b in spans
        )
        detected += len(secrets)
        true_detections += sum(
            any(s.kind == k and s.start <= a and b <= s.end for k, a, b in spans) for s in secrets
        )
    assert len(cases()) >= 585 and gold_total >= 360
    # Round 4 brought both to 1.0; round 5 keeps recall there. Its one false alarm is a
    # look-alike written blind that reads as an address after all ("moved to 4 5 6 Main
    # Street"), left in the set as written.
    assert gold_found / gold_total >= 1.0
    assert detected - true_detections <= 1
