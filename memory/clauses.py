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
from strata_layered.memory.rules.check_ins import CHECK_IN
from strata_layered.memory.rules.clause_asks import (
    ABOUT_PARTNER,
    ADDRESSED_REQUEST,
    ASIDE_STATEMENT,
    ASK_MARKER,
    ASKS_OF_AGENT,
    QUESTION_CLAUSE,
    QUESTION_END,
    REPLY_STYLE_ZH,
    REQUEST,
    WHY_OPENER,
)
from strata_layered.memory.rules.clause_breaks import (
    EN_ASIDE,
    EN_ASKED_ON,
    EN_ASKED_SELF,
    EN_CLAUSE,
    EN_REQUEST_BREAK,
    EN_RUN_ON,
    EN_TAG_QUESTION,
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
    SELF_TOPIC,
    SHOWING,
    SO_ANSWER,
    SUBORDINATE,
    UNSURE,
)
from strata_layered.memory.rules.clause_links import only_remember
from strata_layered.memory.rules.fears import FEAR
from strata_layered.memory.rules.lasting import LEARNING_WHILE
from strata_layered.memory.rules.openers import (
    AS_FOR_ME,
    BEEN_A_WHILE,
    CALLED_FIRST,
    CALLED_LAST,
    NEWS_LEAD,
    ORDINAL_NOUN_EN,
    SINCE_TALKED,
)
from strata_layered.memory.rules.participles import with_participle
from strata_layered.memory.rules.passing import FEELING_CAUSED
from strata_layered.memory.rules.people import TIME_FIRST
from strata_layered.memory.rules.reactions import (
    JUDGED_ZH,
    REACTION_ZH,
    SAYING_ZH,
    SOUNDS_ZH,
)
from strata_layered.memory.rules.requests import SECRET_ASKED, SITUATION_ASKED
from strata_layered.memory.rules.row import remembered
from strata_layered.memory.rules.standing import WORRY_FOR
from strata_layered.memory.rules.together import WITH_ME
from strata_layered.memory.sentences import QUOTED, sentences, split_outside_quotes
from strata_layered.memory.text import has_cjk, lstrip_marks

ClauseKind = Literal["statement", "question", "request", "chatter", "partner", "mood",
                     "subordinate"]

# Clause breaks inside a sentence (sentences: memory/sentences.py).
ZH_CLAUSE = re.compile(r"[，,]")
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


def strip_lead(text: str) -> str:
    """The clause without its opening fillers and a name called out ("Hey Mel,", "…, Maria.")."""
    out = lstrip_marks(SPEAKER_TAG.sub("", text.strip()), TRAIL)
    for _ in range(3):
        before = out
        out = LEAD_ZH.sub("", out)
        out = CALLED_FIRST.sub("", GREETING_NAME.sub("", out))  # before LEAD_EN: "Yeah Maria,"
        out = out if ORDINAL_NOUN_EN.match(out) else LEAD_EN.sub("", out)
        out = TELL_LEAD.sub("", out)
        out = SINCE_LEAD.sub("", SINCE_TALKED.sub("", out))
        out = AS_FOR_ME.sub("", NEWS_LEAD.sub("", BEEN_A_WHILE.sub("", out)))
        out = CALLED_LAST.sub(r"\g<kept>", out)  # "…feel helpful, Maria."
        out = lstrip_marks(out.strip(), TRAIL)
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


def _asked_colon(piece: str) -> list[str]:
    """A question or a plea to remember announced before a colon is a clause of its own.

    "我想向你请教一个问题：我最近总是感觉能力有限" / "Remember this: I wake up at 5": what
    follows the colon is what the user says; the announcement is a request (ASK_MARKER) or
    makes the message explicit (`only_remember`). Any other colon stays inside its clause
    (我的目标：减肥十斤).
    """
    head, colon, rest = piece.partition("：" if "：" in piece else ":")
    lead = strip_lead(head).strip(TRAIL)
    if colon and rest.strip() and (ASK_MARKER.search(lead) or only_remember(lead)):
        return [head, rest]
    return [piece]


def split_clauses(text: str) -> list[Clause]:
    """The clauses of a message, in order."""
    return list(_clauses(text))


@remembered(maxsize=1024)
def _clauses(text: str) -> tuple[Clause, ...]:
    """`split_clauses`, read once per text: a keep turn split its message ~20 times."""
    out: list[Clause] = []
    for index, sentence in enumerate(sentences(text)):
        asks = bool(QUESTION_END.search(sentence))
        if has_cjk(sentence):
            pieces = split_outside_quotes(ZH_CLAUSE, sentence)
            if len(pieces) > 1 and SITUATION_ASKED.match(f"{pieces[0]}，{pieces[1]}"):
                # 以后我难过的时候，你就陪我聊聊天就好: the situation and what is asked in it
                pieces = [f"{pieces[0]}，{pieces[1]}", *pieces[2:]]
        elif SITUATION_ASKED.search(sentence.strip()):
            # "When I'm stressed, please don't give me long lists": one request, in one person
            # (split, its when-clause read as the user's and noted "When they're stressed")
            pieces = [sentence]
        else:
            pieces = [told for run in EN_RUN_ON.split(sentence)
                      for asked_on in EN_ASKED_ON.split(run) for on in EN_ASKED_SELF.split(asked_on)
                      for asked in EN_REQUEST_BREAK.split(on) for aside in EN_ASIDE.split(asked)
                      for tag in EN_TAG_QUESTION.split(aside) for p in EN_CLAUSE.split(tag)
                      for told in (_told(p) if p and asks and TOLD_HOW.search(sentence)
                                   else [p])]
        pieces = [part for piece in pieces for part in _asked_colon(piece)]
        parts = with_participle(_with_time(_with_me(
            [p.strip() for p in pieces if p and p.strip(TRAIL)], sentence)))
        for k, part in enumerate(parts):
            text = ZH_COLLOQUIAL_SELF.sub("我", strip_lead(part), count=1)  # 俺 / 咱: the user
            out.append(Clause(text=text, said=part, sentence=index, question=asks,
                              last=k == len(parts) - 1, first=k == 0))
    return tuple(out)


def _verdict_on_partner(clause: Clause, text: str) -> bool:
    """Whether a bare verdict opening the message (非常有趣，…) judges what the partner said.

    After the user's own statement it is theirs (参加了一场音乐会，非常精彩); how the
    partner's words sound (这听起来很困难) is SOUNDS_ZH, wherever it is said.
    """
    return clause.sentence == 0 and clause.first and bool(JUDGED_ZH.search(text))


def clause_kind(clause: Clause) -> ClauseKind:
    """What the clause is: a statement (maybe a fact), or something that is never one."""
    text = clause.text.strip(TRAIL)
    said = clause.said.strip(TRAIL)
    if not text or CHATTER.search(said) or CHATTER.search(text) or ENCOURAGEMENT.search(said) \
            or REACTION.search(text) or SHOWING.search(text) or SELF_TOPIC.search(text) \
            or LUCK_WISH.search(text) or GENERAL_TRUTH.search(text) or SO_ANSWER.search(text) \
            or PARTNER_WISH.search(text) or REACTION_ZH.search(text) or SAYING_ZH.search(text) \
            or SOUNDS_ZH.search(text) or CHECK_IN.match(text) \
            or _verdict_on_partner(clause, text):
        return "chatter"
    if SITUATION_ASKED.search(text):  # "When I'm sad, just listen to me": asked, no subordinate
        return "statement"
    if SECRET_ASKED.search(text):  # "don't tell anyone about this": for this talk, not for good
        return "request"
    # 你说话能温柔一点吗？: a reply style asked with 吗 is asked of the assistant, as 能不能… is
    asked = (ASKS_OF_AGENT.search(text) and ADDRESSED_REQUEST.search(text)) \
        or REPLY_STYLE_ZH.search(text)
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
            and not WORRY_FOR.search(text) and not FEAR.search(text):
        return "mood"  # 我很担心妈妈的身体 says what the worry is about: a statement
    return "statement"


def statements(text: str) -> list[Clause]:
    """The clauses that state something (candidates for facts), in order."""
    return [c for c in split_clauses(text) if clause_kind(c) == "statement"]
