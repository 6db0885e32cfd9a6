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

from strata_layered.memory.dates import RELATIVE_TIME
from strata_layered.memory.rules.clause_asks import (
    ABOUT_PARTNER,
    ADDRESSED_REQUEST,
    ASIDE_STATEMENT,
    ASK_MARKER,
    ASKS_OF_AGENT,
    ORDER_ZH,
    QUESTION_CLAUSE,
    QUESTION_END,
    REPLY_STYLE_ZH,
    REQUEST,
    WHY_OPENER,
)
from strata_layered.memory.rules.clause_breaks import (
    EN_ASIDE,
    EN_ASKED_ON,
    EN_CLAUSE,
    EN_NUMBER_ABBR,
    EN_REQUEST_BREAK,
    EN_RUN_ON,
    EN_TAG_QUESTION,
    EN_TITLE,
    EN_TOLD_BREAK,
    GREETING_NAME,
    LEAD_EN,
    LEAD_ZH,
    SINCE_LEAD,
    SPEAKER_TAG,
    TELL_LEAD,
    TOLD_HOW,
    ZH_COLLOQUIAL_SELF,
)
from strata_layered.memory.rules.clause_kinds import (
    CHATTER,
    ENCOURAGEMENT,
    GENERAL_TRUTH,
    LUCK_WISH,
    MOOD,
    PARTNER_WISH,
    REACTION,
    REACTION_ZH,
    SELF_TOPIC,
    SHOWING,
    SO_ANSWER,
    SUBORDINATE,
    UNSURE,
)
from strata_layered.memory.rules.languages import SLOT_LANGUAGE
from strata_layered.memory.rules.lasting import LEARNING_WHILE
from strata_layered.memory.rules.openers import NEWS_LEAD, SINCE_TALKED
from strata_layered.memory.rules.passing import FEELING_CAUSED
from strata_layered.memory.rules.people import TIME_FIRST
from strata_layered.memory.rules.phrasing import EN_ADDRESSED
from strata_layered.memory.rules.requests import SITUATION_ASKED, STYLE_ASKED_EN
from strata_layered.memory.rules.standing import WORRY_FOR
from strata_layered.memory.rules.together import WITH_ME
from strata_layered.memory.text import has_cjk

ClauseKind = Literal["statement", "question", "request", "chatter", "partner", "mood",
                     "subordinate"]

# Sentence ends, then clause breaks inside a sentence.
ZH_SENTENCE = re.compile(r"(?<=[。！？!?；;…\n~～])")
ZH_CLAUSE = re.compile(r"[，,]")
EN_SENTENCE = re.compile(r"(?<=[.!?;…])\s+|\n+|\s+[-–—]\s+")
# A title or a quotation is one piece: 《摔跤吧！爸爸》 and “好，就这样” hold no break.
QUOTED = re.compile(r"《[^《》\n]{1,40}》|“[^“”\n]{1,80}”|「[^「」\n]{1,40}」|\"[^\"\n]{1,80}\"")
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
    first: bool = True
    """It is the first clause of its sentence."""


def split_outside_quotes(pattern: re.Pattern[str], text: str) -> list[str]:
    """`pattern.split(text)`, except at breaks inside a title or a quotation (QUOTED)."""
    inside = [m.span() for m in QUOTED.finditer(text)]
    pieces, start = [], 0
    for m in pattern.finditer(text):
        if any(a < m.start() < b for a, b in inside):
            continue
        pieces.append(text[start:m.start()])
        start = m.end()
    pieces.append(text[start:])
    return pieces


def _sentences(text: str) -> list[str]:
    if has_cjk(text):
        return [s for s in (p.strip() for p in split_outside_quotes(ZH_SENTENCE, text)) if s]
    out: list[str] = []
    for piece in (p.strip() for p in split_outside_quotes(EN_SENTENCE, text)):
        if out and piece and (EN_TITLE.search(out[-1]) or (
                EN_NUMBER_ABBR.search(f"{out[-1][-6:]} {piece[:1]}"))):
            out[-1] = f"{out[-1]} {piece}"  # "Dr. Thompson", "No. 1": the stop ends nothing
        elif piece:
            out.append(piece)
    return out


def strip_lead(text: str) -> str:
    """The clause without its opening fillers and a name called out ("Hey Mel,")."""
    out = SPEAKER_TAG.sub("", text.strip()).lstrip(TRAIL)
    for _ in range(3):
        before = out
        out = LEAD_ZH.sub("", out)
        out = GREETING_NAME.sub("", out)
        out = LEAD_EN.sub("", out)
        out = TELL_LEAD.sub("", out)
        out = SINCE_LEAD.sub("", SINCE_TALKED.sub("", out))
        out = NEWS_LEAD.sub("", out)
        out = out.strip().lstrip(TRAIL)
        if out == before:
            break
    return out


def _with_me(parts: list[str], sentence: str) -> list[str]:
    """"My husband" | "I are vegetarians" back as one clause: one subject, said with "and".

    A time said first ("Last weekend, Mom, dad" | "I went camping") is no part of the
    subject: it is set apart before it, as if said alone (`_with_time` then moves it after).
    """
    out: list[str] = []
    for part in parts:
        joint = next((j for j in (" and ", ", and ", ", ")  # "Tom, and I"
                      if out and f"{out[-1]}{j}{part}" in sentence), None)
        lead = strip_lead(out[-1]) if out else ""
        when = TIME_FIRST.match(lead)
        someone = lead[when.end():] if when else lead
        if joint is not None and re.match(r"(?:and )?(?:I|[Mm]y)\b", part) and not (
                joint == ", " and not part.startswith("and ")) and WITH_ME.match(someone):
            if when and someone and out[-1].endswith(someone):
                out[-1] = out[-1][: -len(someone)].rstrip(" ,，")
                out.append(f"{someone}{joint}{part}")
            else:
                out[-1] = f"{out[-1]}{joint}{part}"
        else:
            out.append(part)
    return out


def _with_time(parts: list[str]) -> list[str]:
    """A relative time said alone before its clause ("Last week, | I adopted a puppy") opens it.

    Split off, the time was a memory of its own ("In the week of July 31") and the fact lost
    its date. It is said after the clause ("I adopted a puppy last week"), so the clause still
    opens with whose fact it is. (上周，我姐姐… would need the time after its subject: not done.)
    """
    out: list[str] = []
    for part in parts:
        time = strip_lead(out[-1]).strip(TRAIL) if out else ""
        found = RELATIVE_TIME.match(time) if time else None
        if found is not None and found.end() == len(time) and not has_cjk(part):
            # said after it, so the clause opens with its subject ("my sister moved … last week")
            body = part.rstrip(" .!?…,;:")
            out[-1] = f"{body} {time[:1].lower()}{time[1:]}{part[len(body):]}"
        else:
            out.append(part)
    return out


def _told(piece: str) -> list[str]:
    """A question's piece cut after the one told, before what they are told.

    "How do I tell my boss | I'm pregnant?"; a statement ("I told my mom that I'm vegan")
    stays one clause, one fact.
    """
    out, start = [], 0
    for m in EN_TOLD_BREAK.finditer(piece):
        out.append(piece[start:m.end("whom")])
        start = m.end()
    return [*out, piece[start:]]


def split_clauses(text: str) -> list[Clause]:
    """The clauses of a message, in order."""
    out: list[Clause] = []
    for index, sentence in enumerate(_sentences(text)):
        asks = bool(QUESTION_END.search(sentence))
        if has_cjk(sentence):
            pieces = split_outside_quotes(ZH_CLAUSE, sentence)
        elif SITUATION_ASKED.search(sentence.strip()):
            # "When I'm stressed, please don't give me long lists": one request, in one person
            # (split, its when-clause read as the user's and noted "When they're stressed")
            pieces = [sentence]
        else:
            pieces = [told for run in EN_RUN_ON.split(sentence) for on in EN_ASKED_ON.split(run)
                      for asked in EN_REQUEST_BREAK.split(on) for aside in EN_ASIDE.split(asked)
                      for tag in EN_TAG_QUESTION.split(aside) for p in EN_CLAUSE.split(tag)
                      for told in (_told(p) if p and asks and TOLD_HOW.search(sentence)
                                   else [p])]
        parts = _with_time(_with_me([p.strip() for p in pieces if p and p.strip(TRAIL)],
                                    sentence))
        for k, part in enumerate(parts):
            text = ZH_COLLOQUIAL_SELF.sub("我", strip_lead(part), count=1)  # 俺 / 咱: the user
            out.append(Clause(text=text, said=part, sentence=index, question=asks,
                              last=k == len(parts) - 1, first=k == 0))
    return out


def clause_kind(clause: Clause) -> ClauseKind:
    """What the clause is: a statement (maybe a fact), or something that is never one."""
    text = clause.text.strip(TRAIL)
    said = clause.said.strip(TRAIL)
    if not text or CHATTER.search(said) or CHATTER.search(text) or ENCOURAGEMENT.search(said) \
            or REACTION.search(text) or SHOWING.search(text) or SELF_TOPIC.search(text) \
            or LUCK_WISH.search(text) or GENERAL_TRUTH.search(text) or SO_ANSWER.search(text) \
            or PARTNER_WISH.search(text) or REACTION_ZH.search(text):
        return "chatter"
    if SITUATION_ASKED.search(text):  # "When I'm sad, just listen to me": asked, no subordinate
        return "statement"
    asked = ASKS_OF_AGENT.search(text) and (ADDRESSED_REQUEST.search(text)
                                            or REPLY_STYLE_ZH.search(text))
    aside = clause.question and not clause.first and ASIDE_STATEMENT.search(text)
    if not asked and not aside and (QUESTION_END.search(clause.said) or WHY_OPENER.match(text) or (
            clause.question and (clause.last or QUESTION_CLAUSE.search(text)))):
        return "question"
    if (REQUEST.search(text) or ASK_MARKER.search(text)) and not asked:
        return "request"
    if SUBORDINATE.search(text) and not LEARNING_WHILE.search(text):
        return "subordinate"
    # A title's "you" names a work, not the partner ("a song called "You Shook Me All Night
    # Long"", 《你的名字》): the partner is read in the clause with its titles blanked.
    if ABOUT_PARTNER.search(QUOTED.sub('""', clause.text)) and not asked \
            and not ADDRESSED_REQUEST.search(text):
        return "partner"
    if (MOOD.search(text) or UNSURE.search(text) or FEELING_CAUSED.search(text)) \
            and not WORRY_FOR.search(text):
        return "mood"  # 我很担心妈妈的身体 says what the worry is about: a statement
    return "statement"


ASKED_OF_ASSISTANT = frozenset({"boundary", "conversation_style"})
"""The gate's categories for what is asked of the assistant (memory/gate/learned.py)."""


def said_to_assistant(text: str) -> bool:
    """Whether a clause is said to the assistant: "you", an order, 别…, 你能不能…, 回答简短点.

    And the language to be answered in (跟我说话用英文吧: vetoed by the learned model, probe32).
    """
    return any(row.search(text) for row in (EN_ADDRESSED, ASKS_OF_AGENT, REPLY_STYLE_ZH,
                                            ORDER_ZH, STYLE_ASKED_EN, SLOT_LANGUAGE,
                                            SITUATION_ASKED))


def asked_of_assistant(category: str, facts: list[str]) -> bool:
    """Whether the gate's keep is a boundary or a style said to the assistant."""
    return category in ASKED_OF_ASSISTANT and any(said_to_assistant(f) for f in facts[:2])


def statements(text: str) -> list[Clause]:
    """The clauses that state something (candidates for facts), in order."""
    return [c for c in split_clauses(text) if clause_kind(c) == "statement"]
