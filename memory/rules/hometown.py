"""[beyond] Where the user is from: a hometown is not where they live (seed 004 §3.4 profile).

"I'm from Ohio originally" showed city: Ohio, and 我老家是湖南的 kept nothing (probe32). The
hometown is a slot of its own (老家 / hometown in the profile), and a clause that says where
the user comes from neither fills nor supersedes the city (ORIGIN_SAID is the city's
`unless`: memory/slots.py).
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.row import Row

PROBE = "[beyond] issue 24 probe32: {why}"
_PLACE_EN = r"(?-i:[A-Z])[\w.'-]*(?: (?-i:[A-Z])[\w.'-]*)*"

ORIGIN_SAID = Row(
    "origin_said",
    re.compile(r"老家|家乡|出生在|出生于|土生土长|(?i:\boriginally\b|\bgrew up in\b|\bborn (?:and "
               r"raised )?in\b|\bhometown\b)"),
    "no city slot: where the user comes from (老家, 'from Ohio originally') is not where they "
    "live; the hometown slot reads it",
    PROBE.format(why="'I'm from Ohio originally' showed city: Ohio"),
    ("I'm from Ohio originally", "我老家是湖南的", "I grew up in Leeds", "我出生在成都"),
    ("I'm from Ohio", "我住在长沙", "I live in Leeds now"),
    contexts=("I'm from Ohio originally, but I live in Denver now.",),
)

SLOT_HOMETOWN = Row(
    "slot_hometown",
    re.compile(r"(?:老家|家乡)(?:是|在)|出生在|出生于|(?i:\boriginally from\b|\bfrom "
               rf"{_PLACE_EN} originally\b|\bgrew up in\b|\bborn (?:and raised )?in "
               rf"(?-i:[A-Z])|\bhometown is\b)"),
    "slot: the statement says where the user comes from",
    PROBE.format(why="我老家是湖南的 kept nothing"),
    ("我老家是湖南的", "我家乡在一个小山村", "I'm originally from Ohio", "I grew up in Leeds",
     "I'm from Ohio originally"),
    ("我回老家了", "老家的房子卖了", "I grew up fast", "I was born in 1990", "I'm from Ohio"),
)

VALUE_HOMETOWN = Row(
    "value_hometown",
    re.compile(r"(?:老家|家乡)(?:是|在)(?P<v>[\u4e00-\u9fff]{2,8}?)(?:的|人|[，。,！!]|$)"
               r"|出生(?:在|于)(?P<b>[\u4e00-\u9fff]{2,8}?)(?:的|[，。,！!]|$)"
               rf"|(?i:(?:originally from|grew up in|born (?:and raised )?in|hometown is) "
               rf"(?P<n>{_PLACE_EN})|from (?P<m>{_PLACE_EN}) originally)"),
    "slot value: the place the user comes from, as the profile shows it",
    PROBE.format(why="我老家是湖南的 kept nothing; 'from Ohio originally' showed city: Ohio"),
    ("我老家是湖南的", "我出生在成都", "I'm originally from Ohio", "I grew up in Leeds",
     "I'm from Ohio originally"),
    ("我回老家了", "I grew up fast", "I was born in 1990", "老家的房子卖了"),
)

ROWS: tuple[Row, ...] = (ORIGIN_SAID, SLOT_HOMETOWN, VALUE_HOMETOWN)
