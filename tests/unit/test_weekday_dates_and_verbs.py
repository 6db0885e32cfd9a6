"""Two kinds of defect an import of a real chat showed (LoCoMo conv-26, issue 24's must show).

- "last Friday", "last weekend", 上周五 were stored as said: a named day of a past week is
  anchored to the turn's date like "yesterday" (memory/rules/dates.py, one table).
- The third person of a note broke verbs said in the past or as a contraction ("I drew it"
  → "drews it", "wanna" → "wannas", "who I am" → "who they am").
"""

from __future__ import annotations

from datetime import datetime

import pytest

from strata_layered.memory.facts.phrasing import as_note, with_date
from strata_layered.memory.language.dates import anchored

MONDAY = datetime(2023, 5, 8, 13, 56)  # LoCoMo conv-26's first session
SUNDAY = datetime(2023, 5, 14, 10, 0)


@pytest.mark.parametrize(("note", "said", "now", "kept"), [
    ("went to a poetry reading last Fri", "I went to a poetry reading last Fri", MONDAY,
     "went to a poetry reading on May 5"),
    ("passed the interviews last Friday", "I passed the interviews last Friday", MONDAY,
     "passed the interviews on May 5"),
    ("had a day out with the gang last weekend", "I had a day out last weekend", MONDAY,
     "had a day out with the gang on the weekend of May 6"),
    ("went hiking last Sunday", "I went hiking last Sunday", SUNDAY, "went hiking on May 7"),
    ("Last weekend our city held a pride parade", "Last weekend our city held a pride parade",
     MONDAY, "On the weekend of May 6, their city held a pride parade"),
    # the note names the user in the third person after its date too (probe33)
    ("Yesterday, my mom called", "Yesterday, my mom called", MONDAY,
     "On May 7, their mom called"),
    # Non-example: the time as the sentence's subject stays its subject.
    ("Yesterday was my sister's wedding", "Yesterday was my sister's wedding", MONDAY,
     "May 7 was their sister's wedding"),
    ("上周五去爬山了", "我上周五去爬山了", MONDAY, "5月5日去爬山了"),
    ("上周五去爬山了", "我上周五去爬山了", SUNDAY, "5月5日去爬山了"),
    ("上周末去了海边", "我上周末去了海边", MONDAY, "5月6日那个周末去了海边"),
])
def test_a_named_day_of_a_past_week_is_anchored(note: str, said: str, now: datetime,
                                                 kept: str) -> None:
    assert with_date(note, said, now) == kept


def test_what_names_no_past_day_is_kept_as_said() -> None:
    # Non-examples: a weekday said as a habit, a word that only starts like one, 周五 alone.
    for note in ("works on Fridays", "the last fridge we had broke", "周五去爬山"):
        assert with_date(note, note, MONDAY) == note
    # The week before stays a week: 上周 is not read as 上周五.
    assert anchored("上周", MONDAY, zh=True) == "5月1日那一周"


@pytest.mark.parametrize(("note", "kept"), [
    # A numeral that makes a word with what follows names no day: 一直, 三天, 二次, 日本.
    ("上周一直在加班", "5月1日那一周一直在加班"),
    ("上周三天都在医院陪妈妈", "5月1日那一周三天都在医院陪妈妈"),
    ("上周二次复查", "5月1日那一周二次复查"),
    ("上周日本之行很开心", "5月1日那一周日本之行很开心"),
    ("上周天气很好", "5月1日那一周天气很好"),
    # English short forms that are words name no day.
    ("When I last sat an exam", "When I last sat an exam"),
    ("the last sun of summer", "the last sun of summer"),
    # A count of days back, and the short forms that are no words (an import showed them).
    ("joined a new activist group last Tues", "joined a new activist group on May 2"),
    ("went to a conference two days ago", "went to a conference on May 6"),
    ("三天前去了医院", "5月5日去了医院"),
    # Non-examples: no count, or 前后 (around).
    ("a few days ago I cried", "a few days ago I cried"),
    ("两天前后都下雨", "两天前后都下雨"),
    # Examples beside them: the day itself is still anchored.
    ("上周一去复查了", "5月1日去复查了"),
    ("上周三，去了医院", "5月3日，去了医院"),
])
def test_a_numeral_inside_a_word_is_no_named_day(note: str, kept: str) -> None:
    assert with_date(note, note, MONDAY) == kept


@pytest.mark.parametrize(("said", "note"), [
    ("I drew it", "drew it"),
    ("I flew to Paris", "flew to Paris"),
    ("I broke up with my boyfriend", "broke up with their boyfriend"),  # was "brokes up"
    ("I overcame my fear of heights", "overcame their fear of heights"),
    ("I wanna keep volunteering", "wants to keep volunteering"),
    ("I am finally proud of who I am", "is finally proud of who they are"),
    ("I used to ride with my dad when I was a kid",
     "used to ride with their dad when they were a kid"),
    # Non-examples: verbs in the present take the third person as before.
    ("I love cats", "loves cats"),
    ("I do yoga", "does yoga"),
    ("I read books", "read books"),
])
def test_the_third_person_keeps_verbs_said_in_the_past(said: str, note: str) -> None:
    assert as_note(said) == note


@pytest.mark.parametrize(("said", "note"), [
    ("I live in Paris and work as a teacher", "lives in Paris and works as a teacher"),
    ("I teach yoga and also run a small studio", "teaches yoga and also runs a small studio"),
    # Non-examples: an infinitive or a modal before "and", a noun after it.
    ("I like to read and write", "likes to read and write"),
    ("I can swim and dance", "can swim and dance"),
    ("I love dogs and cats", "loves dogs and cats"),
])
def test_a_verb_joined_by_and_agrees_with_the_first(said: str, note: str) -> None:
    assert as_note(said) == note
