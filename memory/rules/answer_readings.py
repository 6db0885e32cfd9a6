"""[beyond] How an answer to the partner's closing question is read (issue 24, clauses42b).

memory/gate/answers.py `restated` reads "Yes, two boys." after "Do you have kids?" as "I have
two boys."; what decides that an answer says itself, or says nothing more, were regexes of its
own (`_OWN_SENTENCE`, `_FIRST_PERSON`, `_NOT_AGAIN`, `_ASIDE`), unseen by the audit and by
`bench facts --rules`. The rows of the answers themselves are memory/rules/answers.py.
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.row import Row

SOURCE = "[beyond] issue 24 facts41, review40 (moved from memory/gate/answers.py in clauses42b)"

ANSWER_OWN_SENTENCE = Row(
    "answer_own_sentence",
    re.compile(r"^(?:i|we|i'm|i've|we're|my|our)\b|^我", re.I),
    "an answer whose rest opens as the user's own sentence (\"Yeah, I have one. …\"): read as "
    "said, not completed with the question's object",
    SOURCE,
    ("I have one", "my dog is called Rex", "我有一个", "we're thinking about it"),
    ("two boys", "a dog", "isn't it", "两个"),
    contexts=("Yeah, I have one. A beagle called Rex.",),
    before="Do you have any pets?",
)

ANSWER_FIRST_PERSON = Row(
    "answer_first_person",
    re.compile(r"\b(?:i|i'm|i've|i'd|my|we|our)\b|我", re.I),
    "a yes whose rest says the user in the first person (\"Yes, I went there last year.\"): "
    "read as said, not as the question turned into a sentence",
    SOURCE,
    ("I went there last year", "actually, I've made it twice", "我去年去过", "with my sister"),
    ("last year", "twice", "in the summer", "去年"),
    contexts=("Yes, I went there last year.",),
    before="Have you ever been to Japan?",
)

NOT_AGAIN = Row(
    "not_again",
    re.compile(r"(?:never|not) (?:again|anymore|any more|since)\b|再也不|不再", re.I),
    "a no that says done once, not never (\"Nope, never again after last time.\"): no "
    "sentence of never is made of it",
    SOURCE,
    ("never again after last time", "not anymore", "再也不去了", "不再玩了"),
    ("never", "not yet", "not really", "不去"),
    contexts=("Nope, never again after last time.",),
    before="Have you ever been surfing?",
)

ASKED_ASIDE = Row(
    "asked_aside",
    re.compile(r"\s+(?:at all|yourself|too|as well|though|by any chance|right now|now)$", re.I),
    "the words closing a question that are no part of what it asks about (\"any pets at all?\", "
    "\"been to Japan too?\"): the answer restated leaves them out",
    SOURCE,
    ("pets at all", "been to Japan too", "any kids yourself", "a dog by any chance"),
    ("pets", "a toolbox", "been to Japan", "at all times"),
    contexts=("Yes, two.", "Yes!"),
    before="Do you have any pets at all?",
)

ROWS: tuple[Row, ...] = (ANSWER_OWN_SENTENCE, ANSWER_FIRST_PERSON, NOT_AGAIN, ASKED_ASIDE)
