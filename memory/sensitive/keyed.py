"""Secrets a keyword names: the value after 密码 / password / 验证码 / PIN / 护照 / 微信 / token."""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Callable

from strata_layered.memory.rules.row import Row
from strata_layered.memory.rules.secret_mentions import (
    KEYWORD_THING,
    SECRET_PROPERTY,
    WORKING_DIRECTORY,
)
from strata_layered.memory.sensitive.code_shapes import CODE, code_fits
from strata_layered.memory.sensitive.cue_values import CUE_VALUE_KINDS, CUE_VALUES
from strata_layered.memory.sensitive.cues import (
    ACCOUNT_AMOUNT,
    ACCOUNT_NUMBER_WORD,
    ACCOUNT_VALUE,
    AMOUNT_UNIT,
    CN_ID_VALUE,
    INSURANCE_VALUE,
    LOGIN_DATE,
    LOGIN_VALUE,
    PUBLIC_CODES,
)
from strata_layered.memory.sensitive.keywords import KEYWORDS, STARTS
from strata_layered.memory.sensitive.password_values import (
    SOFT_LINKS,
    STOPWORDS,
    WEAK_KEYWORDS,
    has_other,
    password_ok,
)
from strata_layered.memory.sensitive.pasted import SET_VALUE, assigned, pasted_secrets
from strata_layered.memory.sensitive.phrases import long_value, rule_value, spelled_value
from strata_layered.memory.sensitive.rests import ROW as REST_ROW
from strata_layered.memory.sensitive.spans import ASCII_LOWER, Hit, TextView
from strata_layered.memory.sensitive.tables import header_cell
from strata_layered.memory.text.text import has_cjk

KEYED_RANK = 3


# Between keyword and value: an English detour ("password for gmail is"), then a connector.
_DETOUR = re.compile(
    r"[ \t]+(?:for|of|on|at|to|in)(?:[ \t]+[A-Za-z0-9'_-]{1,20}){1,3}?(?=[ \t]*(?:[:=]|is\b|was\b))"
)
_LINK = re.compile(
    r"""(?:(?P<tab>[ ]*\t)[ \t]*|[ ]*)["'`]?[ \t]*(?:嘛|呢|啊|呀|的话)?[ \t]*[?？,，]?[ \t]*(?:
        (?P<strong>[:：=]|->|→|[–—](?=[ \t])|(?<=[ \t])-(?=[ \t]))
      | (?P<word>(?:就|也|都|还|则)?(?:是|为)|は|(?<=')s(?![A-Za-z])
          |从(?=[!-~]{3,64}[ \t]*(?:改|换|变))|used\s+to\s+be
          |(?:改|换|设|设置|变|重置)(?:成|为)了?|叫
          |(?:(?:is|was)(?:\s+now)?|are|(?:changed|set|reset|updated)\s+to|to|it's|it\s+is|es|ist|est)(?![A-Za-z])
          |(?:starts?|begins?|starting|beginning)(?:\s+with(?![A-Za-z])|(?=[ \t]+[0-9]))  # sec43:
          # a part (parts.py); sec43b: without "with" before digits ("my pin begins 4471")
          |(?:ends?|ending)\s+(?:with|in)(?![A-Za-z]))
      | (?P<cell>\|)  # [beyond] sec42: a table's next cell, "| password | hunter22 |"
    )?[ \t]*[:：]?[ \t]*
    (?:(?:actually|really|just|now|still|basically)[ \t]+(?=\S))?  # sec43: a filler, no value
    # sec44: a part after the link ("PIN: starts 44", 密码：and ends 92): its digits are the value
    (?P<part>(?:and[ \t]+)?(?:starts?|begins?|ends?|ending)(?:[ \t]+(?:with|in))?[ \t]+(?=[0-9]))?
    (?P<below>(?:见下|如下|在下面|在下方|see\s+below|below|as\s+follows)[ \t]*[:：]?[ \t]*)?
    (?P<nl>\r?\n[ \t]*)?["'`]?""",
    re.X | re.I,
)
# A clause between keyword and value: 「密码我改成你生日了：0214」, "password, since you ask, is".
# In Chinese, up to 24 characters of words and commas, then a connector inside or after them;
# in English, an aside between commas, brackets or dashes, then a connector.
_CLAUSE_ZH = re.compile(r"[\u4e00-\u9fff][\u4e00-\u9fff，、 \tA-Za-z0-9]{0,23}")
# [beyond] sec39: or a description, then a dash and the value ("is my email name plus 2024 — …").
_CLAUSE_EN = re.compile(
    r"[ \t]*(?:,[^,.;:!?\n]{1,40},|\([^()\n]{1,40}\)|[–—-][^–—\n-]{1,40}[–—-])"
    r"|[ \t]+(?:is|was)[ \t]+[^–—:\n]{1,40}?(?=[ \t]*[–—])"
)
_CLAUSE_LINKS = frozenset("：:=是为")
# A clause that names another thing ("密码错误三次，账号被锁：…") leads to that thing's value.
_CLAUSE_OTHER = re.compile(
    r"账号|帐号|用户名|邮箱|电话|手机|号码|卡号|微信|地址|订单|单号|编号|身份证"
)
_SAME_AS = re.compile(r"(?:跟|和|与|同)[^，。,]{1,8}?(?:[一1]样|相同|[一1]致)")  # folded: 一 is 1
_CLAUSE_KINDS = frozenset({"password", "code", "pin", "cvv", "answer"})
# [beyond] lead38: a Chinese clause that sets the password and ends on its digits, with no
# link word before them: 门锁密码我设成了我生日0315, 支付密码我换了，新的用我工号203344.
_CLAUSE_DIGITS = re.compile(r"(?<![0-9A-Za-z])[0-9]{4,12}[#*]?$")
_CLAUSE_SETS = re.compile(r"设|改|换|用|变")
# The digits a clause sets are said in its last part (…，新的用我工号203344), not as a count
# after it: 密码我改了，房间号1205 / 用了快2000 / 用了十年，从2014 set no password.
_CLAUSE_PARTS = re.compile(r"[，,、]")
_COUNT_BEFORE = re.compile(r"(?:快|近|约|第|从|到|有|过|超)$")
_TOKEN = re.compile(r"[!-~]{1,200}")
_ASIDE = re.compile(r"[^\x00-\x7f]|[ \t]*[A-Za-z'’]+(?:[ \t]+[A-Za-z'’!.]+)+[ \t]*\)")
_PHRASE = re.compile(r"[^\n。；;！!？?\"'`]{3,200}")
_PASSPORT = re.compile(r"(?:[A-Za-z]{1,2} ?)?[0-9](?: ?[0-9]){5,8}(?![0-9A-Za-z])")
_ACCOUNT = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.@+-]{4,40}")
# A licence number: letters and digits, a dash between them (S530-4621-7789, MORGA753116SM9IJ).
_LICENCE = re.compile(r"[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){4,24}(?![A-Za-z0-9])")
_QQ = re.compile(r"[1-9][0-9]{4,10}(?![0-9])")
_LONG = re.compile(r"[A-Za-z0-9+/=_.~-]{16,512}")
_TRAIL = ".,;:'\")]}>`*|"
# [beyond] lead38: a second value after a slash or bar ends a user name / password pair.
_PAIR_TAIL = re.compile(r"[ \t]*[/|][ \t]*[!-~]{4,128}")


def _longpassword_ok(
    keyword: re.Match[str], link: re.Match[str], pos: int, text: str
) -> tuple[int, int] | None:
    """A password of many parts (8848 6666, a passphrase), when the link is firm enough."""
    word = (link["word"] or "").lower()
    weak = "".join(keyword[0].lower().split()) in WEAK_KEYWORDS
    firm = bool(link["strong"] or link["below"] or word) and word not in SOFT_LINKS
    return long_value(text, pos, firm=firm and not weak and not link["nl"])


def _part_with_rest(link: re.Match[str], text: str, m: re.Match[str]) -> bool:
    """A short beginning whose rest the same message says ("my pin starts with 44, ends 92")."""
    part = link["part"] or _PART_WORD.match(link["word"] or "")
    return bool(part) and m["v"].isdigit() and REST_ROW.match_at(text, m.end("v")) is not None


_PART_WORD = re.compile(r"start|begin", re.I)


def _code_digits(value: str) -> int:
    return sum(c.isdigit() for c in value)


def _value(
    view: TextView, kind: str, keyword: re.Match[str], link: re.Match[str]
) -> tuple[int, int]:
    """The value span after the connector, or an empty span."""
    text, pos = view.text, link.end()
    strong, word = bool(link["strong"] or link["below"]), bool(link["word"])
    linked, glued = strong or word, pos == keyword.end()
    if kind in CUE_VALUES:
        return CUE_VALUES[kind](text, pos, linked)
    if kind == "phrase" and strong and (m := _PHRASE.match(text, pos)):
        return pos, pos + len(m[0].rstrip(" .,"))
    if kind in ("code", "cvv", "pin", "generic", "gift"):
        if spelled := spelled_value(text, pos):  # "passcode is seven three nine one six four"
            return spelled
        if kind == "pin" and (rule := rule_value(text, pos)):  # "my PIN is my birthday backwards"
            return rule
        m = CODE.match(text, pos)
        ok = m is not None and (code_fits(kind, text, m, keyword[0], linked)
                                or _part_with_rest(link, text, m))
        return (m.start("v"), m.end("v")) if m and ok else (pos, pos)
    if kind in ("password", "phrase") and (span := _longpassword_ok(keyword, link, pos, text)):
        return span
    pattern = {"insurance": INSURANCE_VALUE, "cn_id": CN_ID_VALUE, "passport": _PASSPORT,
               "bank_account": ACCOUNT_VALUE, "login": LOGIN_VALUE,
               "driver_license": _LICENCE, "qq": _QQ, "alipay": _ACCOUNT,
               "secret": SET_VALUE if assigned(link) else _LONG, "bearer": _LONG,
               "wechat": _ACCOUNT, "password": SET_VALUE if assigned(link) else _TOKEN,
               }.get(kind, _TOKEN)
    m = pattern.match(text, pos)
    if not m:
        return pos, pos
    token = pattern is _TOKEN or pattern is SET_VALUE
    value = m[0].lstrip("'\"`").rstrip(_TRAIL) if token else m[0].rstrip(".")
    start = m.start() + (len(m[0]) - len(m[0].lstrip("'\"`")) if token else 0)
    if token and 0 < (aside := value.find("(")) and _ASIDE.match(text, start + aside + 1):
        # sec43: 密码：Tulip2019（别告诉别人）: an aside opens, no call; sec44: words in it too,
        # "Tulip2019(dont tell)" (a call's arguments are no words between blanks)
        value = value[:aside]
    checks: dict[str, Callable[[], bool]] = {
        "password": lambda: password_ok(value, keyword[0], link, glued),
        "phrase": lambda: password_ok(value, keyword[0], link, glued),
        "secret": lambda: any(c.isdigit() for c in value) and any(c.isalpha() for c in value)
        and len(value) >= 6,
        "bearer": lambda: True,
        "wechat": lambda: value.lower() not in STOPWORDS and "@" not in value
        and (value.startswith("wxid_") or has_other(value) or linked and len(value) >= 6),
        "alipay": lambda: linked or has_other(value),
        "driver_license": lambda: _code_digits(value) >= 4,
        "login": lambda: linked and not LOGIN_DATE.fullmatch(value),
        "bank_account": lambda: not AMOUNT_UNIT.match(text, start + len(value))
        and (bool(ACCOUNT_NUMBER_WORD.search(keyword[0])) or not ACCOUNT_AMOUNT.fullmatch(value)),
    }
    ok = checks.get(kind, lambda: True)()
    if not (ok and value):
        return pos, pos
    end = start + len(value)
    if kind == "password" and (pair := _PAIR_TAIL.match(text, end)):
        end = pair.end()  # 账号密码是 lily0214 / Lily@2024: the name and its password
    return start, end


def _spans_of(text: str, rows: tuple[Row, ...]) -> Callable[[int], bool]:
    """Whether a place lies in a span the rows read, by bisect over the merged spans."""
    # sec44b: a scan of every span for each keyword took 16.6 s for 200 kB of PWD=/home/dan
    begins: list[int] = []
    ends: list[int] = []
    for a, b in sorted(t.span() for row in rows for t in row.finditer(text)):
        if ends and a <= ends[-1]:
            ends[-1] = max(ends[-1], b)
        else:
            begins.append(a)
            ends.append(b)

    def inside(place: int) -> bool:
        i = bisect_right(begins, place) - 1
        return i >= 0 and place < ends[i]
    return inside


def _public_code(text: str, start: int) -> bool:
    before = re.search(r"([A-Za-z]+)[ \t]*$", text[max(0, start - 24) : start])
    return before is not None and before[1].lower() in PUBLIC_CODES


_KIND = {"insurance": "id_number", "cn_id": "id_number", "cvv": "code", "pin": "code",
         "bank_account": "account_number", "login": "password",
         "generic": "code", "gift": "code", "phrase": "password",
         "secret": "api_key", "bearer": "api_key", **CUE_VALUE_KINDS}


def find_keyed(view: TextView) -> list[Hit]:
    """Values that a keyword names, e.g. 「我的密码是 hunter2!」 → hunter2!."""
    text, hits, pos = view.text, [], 0
    lowered = text.translate(ASCII_LOWER)
    named = _spans_of(text, (KEYWORD_THING, SECRET_PROPERTY, WORKING_DIRECTORY))
    while start_hit := STARTS.search(lowered, pos):
        m = KEYWORDS.match(text, start_hit.start())
        pos = m.end() if m else start_hit.start() + 1
        if (m is None or (m.lastgroup == "generic" and _public_code(text, m.start()))
                or named(m.start())):
            continue
        kind = m.lastgroup or ""
        link = _LINK.match(text, m.end())
        detour = _DETOUR.match(text, m.end())
        # A detour before the link ("password for gmail is", "code to my phone is"): a soft
        # link word such as "to" opens the detour rather than naming the value.
        soft = (link["word"] or "").lower() in SOFT_LINKS if link else False
        if link and detour and not link["strong"] and (not link["word"] or soft):
            link = _LINK.match(text, detour.end())
        if link is None or link["nl"] and header_cell(view, m):
            continue  # sec43: a column's name, "site,password": tables.py reads its cells
        start, end = _value(view, kind, m, link)
        if kind in _CLAUSE_KINDS and (end <= start or text[start] in "([{"):
            # No value, or the opening of an aside taken for one: "password (the new one) is".
            start, end = _after_clause(view, kind, m)
        if end > start:
            hits.append(Hit(start, end, _KIND.get(kind, kind), KEYED_RANK))
    hits += [Hit(start, end, kind, KEYED_RANK) for start, end, kind in pasted_secrets(text)]
    return hits


def _blank(m: re.Match[str]) -> str:
    return " " * len(m[0])


def _after_clause(view: TextView, kind: str, keyword: re.Match[str]) -> tuple[int, int]:
    """The value after a clause that follows the keyword, or an empty span.

    The value must read as a secret on its own: a digit or a symbol in it (a password) or
    the shape of a code, and nothing glued after it ("8-16位" is a rule, not a password).
    """
    text, pos = view.text, keyword.end()
    if "".join(keyword[0].lower().split()) in WEAK_KEYWORDS:
        return pos, pos
    if keyword[0][0].isascii():
        aside = _CLAUSE_EN.match(text, pos)
        links = [aside.end()] if aside else []
    else:
        clause = _CLAUSE_ZH.match(text, pos)
        reach = clause.end() if clause else pos
        links = [p for p in range(pos + 1, min(reach + 1, len(text))) if text[p] in _CLAUSE_LINKS]
    for link_pos in links:
        # [beyond] sec42: "the same as WeChat's" names no other value (支付宝密码跟微信一样都是…)
        if _CLAUSE_OTHER.search(_SAME_AS.sub(_blank, text[pos:link_pos])):
            break
        link = _LINK.match(text, link_pos)
        if link is None or not (link["strong"] or link["word"]):
            continue
        start, end = _value(view, kind, keyword, link)
        value = text[start:end]
        glued = end < len(text) and has_cjk(text[end])
        if end > start and not glued and (kind != "password" or has_other(value)):
            return start, end
    if kind == "password" and not keyword[0][0].isascii():
        return _clause_digits(text, pos)
    return pos, pos


def _clause_digits(text: str, pos: int) -> tuple[int, int]:
    """The digits a Chinese clause that sets the password ends on, or an empty span."""
    clause = _CLAUSE_ZH.match(text, pos)
    digits = _CLAUSE_DIGITS.search(clause[0]) if clause else None
    if clause is None or digits is None:
        return pos, pos
    ends_clause = clause.end() == len(text) or not has_cjk(text[clause.end()])
    said = text[pos : clause.start() + digits.start()]
    last = _CLAUSE_PARTS.split(said)[-1]
    sets = _CLAUSE_SETS.search(last) and not _COUNT_BEFORE.search(last)
    if ends_clause and sets and not _CLAUSE_OTHER.search(said):
        return clause.start() + digits.start(), clause.start() + digits.end()
    return pos, pos
