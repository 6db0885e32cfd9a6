"""A message as clauses, each a fact, a question, chatter or neither [beyond the seeds].

Seed 004 §2.2: memory keeps facts, not the conversation. A message is split into clauses
(Chinese ，。；！？, English sentences and their clauses); greetings, thanks,
acknowledgements, praise of the assistant, questions and requests are never facts,
whatever keyword they carry, so a message of nothing else is no memory and a fact said
among them is kept on its own. The gate (memory/gate/rules.py) and the rule extraction
(memory/extraction.py) both read a message through `split_clauses` and `clause_kind`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

from strata_layered.memory.rules.clause_kinds import (
    ABOUT_PARTNER,
    ADDRESSED_REQUEST,
    ASKS_OF_AGENT,
    CHATTER,
    MOOD,
    QUESTION_CLAUSE,
    QUESTION_END,
    REQUEST,
    SUBORDINATE,
    WHY_OPENER,
)
from strata_layered.memory.rules.lasting import LEARNING_WHILE
from strata_layered.memory.text import has_cjk

ClauseKind = Literal["statement", "question", "request", "chatter", "partner", "mood",
                     "subordinate"]

# Sentence ends, then clause breaks inside a sentence.
ZH_SENTENCE = re.compile(r"(?<=[。！？!?；;…\n~～])")
ZH_CLAUSE = re.compile(r"[，,]")
EN_SENTENCE = re.compile(r"(?<=[.!?;…])\s+|\n+|\s+[-–—]\s+")
# English clause breaks: before a new subject, a contrast, or a question tacked on.
EN_CLAUSE = re.compile(
    r",\s*(?=(?:and |but |so |because |though |although |plus )?(?:i|i'm|i've|i'd|i'll|my|we"
    r"|we're|we've|our)\b)|,?\s+(?=but\s+(?:i|i'm|i've|my|we|it|that|now)\b)"
    r"|,?\s+(?=and (?:i )?(?:was|am|'m|would|'d) (?:wondering|hoping|curious|like))"
    r"|\s+and\s+(?=(?:i|i'm|i've|i'd|my|we|we're|we've)\b)"
    r"|,\s*(?=(?:do|does|did|can|could|would|will|what|how|any|is|are|have|should) "
    r"(?:you|there|it|they|anyone)\b)",
    re.I,
)
# A question run on without punctuation ("…bluegrass music more Can you recommend…").
EN_RUN_ON = re.compile(r"(?<=[a-z])\s+(?=(?:Can|Could|Would|Will|Do|Does|Did|What|How|Why|Where"
                       r"|Is|Are|Any) (?:you|there|I|it|we)\b)")
# Words that open a clause without saying anything: dropped before it is judged.
LEAD_ZH = re.compile(
    r"^(?:(?:嗯+|哈+|呵+|哇+|啊+|哦+|噢|诶|唉|额|呃|嗨|耶|其实|对了|对呀|对啊|对|是啊|是呀|是的|没错|当然|"
    r"好的|好吧|好啊|好|不过|但是|但(?!愿)|可是|而且|还有|另外|然后|所以|因为|就是|反正|说实话|老实说|话说|顺便说一下|"
    r"顺便说|顺便|你知道吗|你知道|你好|您好|朋友|ai伴侣|亲爱的|同时|并且|此外|我想说|告诉你|毕竟)"
    r"[\s，,、！!~～。:：]*)+",
    re.I,
)
LEAD_EN = re.compile(
    r"^(?:(?:oh|well|yeah|yes|yep|yup|okay|ok|so|and|but|also|actually|honestly|anyway|anyways"
    r"|by the way|btw|haha+|lol|wow|hmm+|um+|uh+|right|sure|plus|besides|in fact|you know"
    r"|to be honest|tbh|i mean|of course|hey|hi|hello|oh man|man|gosh|aw+|ah|speaking of"
    r" [^,]{1,40}|first|firstly|secondly|lately|recently|currently|now|then)[\s,!.:]+)+",
    re.I,
)
VOCATIVE_EN = re.compile(r"^[A-Z][a-z]+[,!]\s+")
# A transcript's speaker tag ("Deborah: …") names who speaks, not what they say.
SPEAKER_TAG = re.compile(r"^[A-Z][\w.'-]{1,30}(?: [A-Z][\w.'-]{1,30})?:\s+(?=\S)")
TRAIL = "。！!？?~～.，,；;、 …:：\"'“”‘’)）"


@dataclass(frozen=True)
class Clause:
    """One clause of a message, with where it sits."""

    text: str
    """The clause without its leading fillers ("嗯，其实", "Well, actually")."""
    said: str
    """The clause as said."""
    sentence: int
    question: bool
    """Its sentence ends with a question mark."""
    last: bool
    """It is the last clause of its sentence."""


def _sentences(text: str) -> list[str]:
    pattern = ZH_SENTENCE if has_cjk(text) else EN_SENTENCE
    return [s for s in (p.strip() for p in pattern.split(text)) if s]


def strip_lead(text: str) -> str:
    """The clause without its opening fillers and a name called out ("Hey Mel,")."""
    out = SPEAKER_TAG.sub("", text.strip()).lstrip(TRAIL)
    for _ in range(3):
        before = out
        out = LEAD_ZH.sub("", out)
        out = LEAD_EN.sub("", out)
        out = VOCATIVE_EN.sub("", out) if not has_cjk(out) and re.match(
            r"^[A-Z][a-z]+[,!]\s+(?:I|i|my|My|we|We|it|It|that|That)\b", out) else out
        out = out.strip().lstrip(TRAIL)
        if out == before:
            break
    return out


def split_clauses(text: str) -> list[Clause]:
    """The clauses of a message, in order."""
    out: list[Clause] = []
    for index, sentence in enumerate(_sentences(text)):
        asks = bool(QUESTION_END.search(sentence))
        if has_cjk(sentence):
            pieces = ZH_CLAUSE.split(sentence)
        else:
            pieces = [p for run in EN_RUN_ON.split(sentence) for p in EN_CLAUSE.split(run)]
        parts = [p.strip() for p in pieces if p and p.strip(TRAIL)]
        for k, part in enumerate(parts):
            out.append(Clause(text=strip_lead(part), said=part, sentence=index, question=asks,
                              last=k == len(parts) - 1))
    return out


def clause_kind(clause: Clause) -> ClauseKind:
    """What the clause is: a statement (maybe a fact), or something that is never one."""
    text = clause.text.strip(TRAIL)
    said = clause.said.strip(TRAIL)
    if not text or CHATTER.search(said) or CHATTER.search(text):
        return "chatter"
    asked = ADDRESSED_REQUEST.search(text) and ASKS_OF_AGENT.search(text)
    if not asked and (QUESTION_END.search(clause.said) or WHY_OPENER.match(text) or (
            clause.question and (clause.last or QUESTION_CLAUSE.search(text)))):
        return "question"
    if REQUEST.search(text) and not asked:
        return "request"
    if SUBORDINATE.search(text) and not LEARNING_WHILE.search(text):
        return "subordinate"
    if ABOUT_PARTNER.search(text) and not ADDRESSED_REQUEST.search(text):
        return "partner"
    if MOOD.search(text):
        return "mood"
    return "statement"


def statements(text: str) -> list[Clause]:
    """The clauses that state something (candidates for facts), in order."""
    return [c for c in split_clauses(text) if clause_kind(c) == "statement"]
