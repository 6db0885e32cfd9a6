"""Who the user is, or one person, as a topic's name: a name only while the topic is about them.

The rows are memory/rules/topic_name_people.py and NAME_SELF (topic_name_ends.py); naming.py,
chinese_name.py and phrases.py read a message or a summary through these few functions.
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.places_zh import PLACE_ZH
from strata_layered.memory.rules.topic_name_ends import NAME_SELF
from strata_layered.memory.rules.topic_name_people import (
    NAME_ADDRESS_EN,
    NAME_ADDRESS_ZH,
    NAME_ASKED_ZH,
    NAME_NOT_SELF,
    NAME_PERSON_ZH,
    NAME_SELF_ZH,
    NAME_SURNAME_ZH,
)

_AROUND_ZH = re.compile(r"^[呀啊哈嗯哦噢嘿诶]+|[^\w]+$")
"""An interjection a greeting left before the clause (你好呀: 呀), an emoji after it."""
_WITH_AGE_PLACE_ZH = re.compile(
    r"^(?P<intro>我(?:叫|的名字(?:是|叫)|名字叫)[\u4e00-\u9fff·A-Za-z]{1,6}?"
    r"|(?:我|本人)姓[\u4e00-\u9fff]{1,2})"
    rf"(?:[\d一二三四五六七八九十]{{1,3}}岁(?:了|啦)?|(?:坐标|住在|来自|在)(?:{PLACE_ZH})"
    rf"|(?:{PLACE_ZH})人)+$")
"""A name said with nothing after it but an age and a place (33岁, 坐标成都, 成都人)."""
PERSON_SAID_SHARE = 0.5
"""A topic named by one person keeps that name while at least this share of its points say them."""
PRONOUN_ZH = re.compile(r"^(?:我觉得)?[他她]")


def introduces_zh(clause: str) -> bool:
    """Whether a Chinese clause (no punctuation) only says who the user is (我叫林晓, 我姓周).

    Said with an age and where they live (呀我叫小敏33岁坐标成都🐼: leftzh43, it named its
    topic 叫小敏坐标成), the name is still all the clause says of a subject.
    """
    if said := _WITH_AGE_PLACE_ZH.match(_AROUND_ZH.sub("", clause)):
        clause = said["intro"]
    return bool(NAME_SELF_ZH.search(clause) or NAME_SURNAME_ZH.search(clause)
                or NAME_ADDRESS_ZH.search(clause)  # 你可以叫我小琳吧: a form of address
                or NAME_ASKED_ZH.search(clause))  # 你叫什么名字: getting acquainted too


def _introductions_en(text: str) -> list[re.Match[str]]:
    """The spans of an English text introducing the user ("I'm Priya"), not "I'm Italian".

    A form of address is one too, hedged or in lower case ("I guess you can call me lin").
    """
    found = [m for m in NAME_SELF.finditer(text) if not NAME_NOT_SELF.search(m.group(0))]
    spans = [(m.start(), m.end()) for m in found]
    found += [m for m in NAME_ADDRESS_EN.finditer(text)
              if not any(s <= m.start() < e for s, e in spans)]
    return sorted(found, key=lambda m: m.start())


def introduces_en(text: str) -> bool:
    """Whether an English text says who the user is ("Pri here.", "Hi, I'm Priya")."""
    return bool(_introductions_en(text))


def without_introduction_en(text: str, joiner: str) -> str:
    """The text with each introduction of the user replaced by `joiner` (no phrase spans it)."""
    for found in reversed(_introductions_en(text)):
        text = text[:found.start()] + joiner + text[found.end():]
    return text


def person_unsaid_zh(name: str, points: list[str]) -> bool:
    """Whether a Chinese name is one person (男朋友Kevin) that fewer than half the points say.

    A person alone names a topic only while its messages are about them: their name, else
    the word for them (男朋友), or a point opening on 他 / 她 says them.
    """
    found = NAME_PERSON_ZH.search(name)
    if found is None or not points:
        return False
    said = found["named"] or found["alone"] or found["who"]
    saying = sum(1 for p in points if said in p or PRONOUN_ZH.match(p))
    return saying < PERSON_SAID_SHARE * len(points)
