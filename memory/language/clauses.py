"""A message as clauses, each a fact, a question, chatter or neither [beyond the seeds].

Seed 004 §2.2: memory keeps facts, not the conversation. A message is split into clauses
(Chinese ，。；！？, English sentences and their clauses); greetings, thanks,
acknowledgements, praise of the assistant, questions and requests are never facts,
whatever keyword they carry, so a message of nothing else is no memory and a fact said
among them is kept on its own. The gate (memory/gate/rules.py) and the rule extraction
(memory/writing/extraction.py) both read a message through `split_clauses` and `clause_kind`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from typing import Literal

from strata_layered.memory.language.clause_pieces import (
    TRAIL,
    asked_colon,
    cut_told,
    strip_lead,
    with_me,
    with_time,
)
from strata_layered.memory.language.sentences import QUOTED, sentences, split_outside_quotes
from strata_layered.memory.rules.check_ins import CHECK_IN
from strata_layered.memory.rules.clause_asks import (
    ABOUT_PARTNER,
    ADDRESSED_REQUEST,
    ASIDE_STATEMENT,
    ASK_MARKER,
    ASKS_OF_AGENT,
    QUESTION_BARE_ZH,
    QUESTION_CLAUSE,
    QUESTION_END,
    REMIND_ONLY,
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
from strata_layered.memory.rules.fears import FEAR
from strata_layered.memory.rules.lasting import LEARNING_WHILE
from strata_layered.memory.rules.participles import with_participle
from strata_layered.memory.rules.passing import FEELING_CAUSED
from strata_layered.memory.rules.reactions import (
    JUDGED_ZH,
    REACTION_ZH,
    SAYING_ZH,
    SOUNDS_ZH,
)
from strata_layered.memory.rules.requests import SECRET_ASKED, SITUATION_ASKED
from strata_layered.memory.rules.row import remembered
from strata_layered.memory.rules.standing import WORRY_FOR
from strata_layered.memory.text.text import has_cjk

ClauseKind = Literal["statement", "question", "request", "chatter", "partner", "mood",
                     "subordinate"]

# Clause breaks inside a sentence (sentences: memory/language/sentences.py).
ZH_CLAUSE = re.compile(r"[，,]")


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


# Plain clauses: a text cut at its marks alone, where `split_clauses`' reading of words is not
# wanted (a kept note's clauses written again, the clause a row matched in). One splitter; what
# differs between its readers is which marks break, each a parameter (clause_kinds are not read).
_MARKS = "，,；;。！!？?"


@cache
def clause_marks(*, tilde: bool = True, dot: bool = False, newline: bool = False
                 ) -> re.Pattern[str]:
    """The breaks between plain clauses: ，；。！？ (Chinese and English) and the spaces after.

    `tilde`: ~ ～ break too (好的~ 周五见). `dot`: a "." breaks anywhere (else only before a space
    or at the end: "3.5 hours" stays whole). `newline`: a line's end breaks
    (memory/forgetting/take_back.py).
    """
    marks = _MARKS + ("~～" if tilde else "") + ("." if dot else "") + ("\n" if newline else "")
    return re.compile(rf"[{marks}]+\s*" + ("" if dot else r"|\.\s+|\.$"))


def plain_clauses(text: str, breaks: re.Pattern[str] | None = None) -> list[str]:
    """The clauses of `text` cut at `breaks` (`clause_marks()`), stripped, none empty."""
    return [c.strip() for c in (breaks or clause_marks()).split(text) if c.strip()]


def clause_at(text: str, start: int, end: int | None = None,
              breaks: re.Pattern[str] | None = None) -> tuple[int, int]:
    """The bounds of the plain clause of `text` holding `text[start:end]` (a row's match)."""
    breaks = breaks or clause_marks()
    begin = max((m.end() for m in breaks.finditer(text, 0, start)), default=0)
    after = breaks.search(text, start if end is None else end)
    return begin, after.start() if after else len(text)


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
                      for told in (cut_told(p) if p and asks and TOLD_HOW.search(sentence)
                                   else [p])]
        pieces = [part for piece in pieces for part in asked_colon(piece)]
        parts = with_participle(with_time(with_me(
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
    if SECRET_ASKED.search(text) or REMIND_ONLY.search(text):  # "don't tell anyone about
        return "request"  # this": for this talk, not for good; 别让我忘了: what came before
    # 你说话能温柔一点吗？: a reply style asked with 吗 is asked of the assistant, as 能不能… is
    asked = (ASKS_OF_AGENT.search(text) and ADDRESSED_REQUEST.search(text)) \
        or REPLY_STYLE_ZH.search(text)
    aside = clause.question and not clause.first and ASIDE_STATEMENT.search(text)
    if not asked and not aside and (QUESTION_END.search(clause.said) or WHY_OPENER.match(text) or (
            clause.question and (clause.last or QUESTION_CLAUSE.search(text)))
            or (clause.last and QUESTION_BARE_ZH.search(clause.said))):  # 可以吗, typed bare
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
