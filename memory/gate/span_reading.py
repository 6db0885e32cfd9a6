"""The span selector's reading of a message: candidate spans and their features [beyond].

A kept message is cut into candidate spans (memory/language/clauses.py: clauses at punctuation and
conjunctions); questions, requests, greetings and words to the partner are never candidates,
nor a clause whose 它 / "it" stands for nothing said, nor an old state the next clause
replaces. Each span carries what the rules read
in it (memory/gate/facts.py: a fact of which kind, a list item of the fact before, a passing
state); its features are its hashed n-grams, its position and that reading
(memory/gate/span_model.py scores them, memory/writing/spans.py makes the memories).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field, replace

from strata_layered.memory.facts.people import PEOPLE_EN, PEOPLE_ZH, SOMEONE, USER, subject_of
from strata_layered.memory.facts.phrasing import as_note
from strata_layered.memory.gate.answers import answered
from strata_layered.memory.gate.cap import facts_apart
from strata_layered.memory.gate.fact_clauses import FactClause, Reading
from strata_layered.memory.gate.facts import read_message
from strata_layered.memory.gate.learned import ngrams
from strata_layered.memory.gate.whole_facts import without_marker_tail
from strata_layered.memory.language.clauses import Clause, clause_kind, split_clauses
from strata_layered.memory.rules.clause_links import SUBJECT_START, only_remember
from strata_layered.memory.rules.life import ABOUT_TO, BUSY_EXCUSE, WHY_GIVEN
from strata_layered.memory.rules.passing import FEELING_CAUSED
from strata_layered.memory.rules.phrasing import ZH_CORRECTION
from strata_layered.memory.rules.span_noise import (
    IT_EN,
    SPAN_ANSWER_WORD,
    SPAN_BARE_PRONOUN,
    SPAN_DAY,
    SPAN_FEELING,
    SPAN_REACTION,
    SPAN_REMARK,
    SPAN_RESOLUTION,
    SPAN_TALK,
    SPAN_UNNAMED_OTHER,
    SPAN_VERDICT,
)
from strata_layered.memory.rules.subjects import OTHER_SUBJECT, USER_SUBJECT
from strata_layered.memory.rules.whole_facts import NOW, PAST_STATE
from strata_layered.memory.text.text import has_cjk

NEVER_SPANS = frozenset({"chatter", "question", "request", "partner", "reason"})
_WORD = re.compile(r"[a-z0-9']+")


@dataclass
class Span:
    """One candidate span of a message and what the rules read in it."""

    clause: Clause
    index: int
    """Its place among all the clauses of the message (adjacency is read from it)."""
    kind: str
    fact: FactClause | None = None
    """The rules' fact of this clause, if they read one in it."""
    part_of: int | None = None
    """The span (position in the list) whose rule note already holds this one (a list item)."""
    passing: bool = False
    rule_tokens: list[str] = field(default_factory=list)
    answer: str = ""
    """The clause completed with the object of the partner's question it answers (超级喜欢 →
    超级喜欢下课后跑来跑去: memory/gate/answers.py), or "" when it is no bare answer."""

    @property
    def note(self) -> str:
        """The span as a note: the rules' own when they read a fact in it.

        Less an answer word opening it (会的，…) and a passing feeling the rules' note joined
        on after the fact (…，感觉比较困难): memory/rules/span_noise.py. A bare answer
        to the partner's question says the question's object (我喜欢 → 喜欢园艺活动).
        """
        if self.answer:
            return as_note(without_answer_word(self.answer) or self.answer)
        if self.fact is not None:
            return without_feelings(self.fact.note)
        said = without_marker_tail(self.clause.text) or self.clause.text
        return as_note(without_answer_word(said) or said)


def without_answer_word(text: str) -> str:
    """The text less an answer word opening it ("会的，…", "Yeah, …")."""
    return SPAN_ANSWER_WORD.sub("", ZH_CORRECTION.sub("", text.strip(), count=1), count=1)


def without_feelings(note: str) -> str:
    """A note less the passing feelings joined onto its fact (…，感觉比较困难; 不知道该怎么处理，…).

    A note of nothing but feelings stays as it is (the gate kept the turn for it).
    """
    parts = re.split(r"(，|, )", note)
    kept: list[str] = []
    for joint, part in zip(["", *parts[1::2]], parts[0::2], strict=False):
        if not (SPAN_FEELING.search(part.strip()) or FEELING_CAUSED.search(part.strip())
                or SPAN_REMARK.search(part.strip())
                or SPAN_TALK.search(part.strip()) or SPAN_REACTION.search(part.strip())
                or SPAN_DAY.search(part.strip())):
            kept += [joint if kept else "", part]
    return "".join(kept) or note


def noise(clause: Clause, after: str | None = None) -> str | None:
    """Why a clause is never a span on its own, or None (`after`: what the message says next).

    answer, resolution, remark, day, leaving, pronoun, feeling or verdict:
    memory/rules/span_noise.py; caused: a feeling something gave the user (feeling_caused).
    """
    said = clause.said.strip().strip("，,。.！!… ")
    if not said:
        return None
    if not without_answer_word(said).strip("，,。.！!… "):
        return "answer"
    rest = without_answer_word(said)
    if SPAN_RESOLUTION.search(rest):
        return "resolution"
    if (SPAN_REMARK.search(rest.strip("，,。.！!… ")) or SPAN_TALK.search(rest.strip())
            or SPAN_REACTION.search(rest.strip())):
        return "remark"
    if SPAN_DAY.search(rest.strip("，,。.！!… ")):
        return "day"
    if ABOUT_TO.search(rest.strip("，,。.！!… ")) or BUSY_EXCUSE.search(rest.strip("，,。.！!… ")):
        return "leaving"  # 现在我要去准备晚饭了, 有些事情需要处理 (memory/rules/life.py)
    if SPAN_BARE_PRONOUN.search(rest.strip()):
        return "pronoun"
    if FEELING_CAUSED.search(rest):  # 让我感到很有启发性: a mood, labelled no fact (dev, train)
        return "caused"
    if SPAN_FEELING.search(rest):
        return "feeling"
    if after is not None and clause.first and clause.last and SPAN_VERDICT.search(said) and (
            not IT_EN.search(after)):  # an it after it ("I tried it out") is what it judged
        return "verdict"  # "Valhalla is awesome.": what they think of the partner's thing
    return None


def candidates(text: str, earlier: str = "", reading: Reading | None = None,
               asked: str = "") -> list[Span]:
    """The spans of a (normalised) message that may be facts, in order.

    `asked`: the partner's message before it, whose closing question a bare answer in the
    message's first sentence completes (memory/gate/answers.py).
    """
    reading = read_message(text, earlier) if reading is None else reading
    facts = {(f.clause.sentence, f.clause.said): f for f in reading.facts}
    passing = {(c.sentence, c.said) for c in reading.passing}
    dangling = {t for t, _ in reading.dangling}
    out: list[Span] = []
    clauses = reading.clauses or split_clauses(text)
    noisy = {c: noise(c, " ".join(x.text for x in clauses[i + 1:])) for i, c in enumerate(clauses)}
    other_sentence = -1  # the sentence of the last span about an unnamed he / she / they
    # An English passing feeling ("I'm so excited!") is dropped when the message says
    # something else beside it. A zh one is left to the model: the labels keep a worry
    # with its fact (近期有一场重要的演讲，很担心出错), and dropping it lost a dev fact.
    said_else = any(noisy[c] is None and (reading.kind_of.get(c) or clause_kind(c))
                    not in NEVER_SPANS for c in clauses)
    said_before = ""  # the message's clauses before this one, for what a pronoun stands for
    for index, clause in enumerate(clauses):
        before, said_before = said_before, said_before + clause.text
        answer = (answered(clause.text, asked) or answered(clause.said, asked) or ""
                  ) if clause.sentence == 0 else ""
        if noisy[clause] in ("answer", "resolution", "remark", "day", "leaving", "caused") or (
                noisy[clause] in ("feeling", "verdict") and said_else and not has_cjk(clause.text)):
            continue  # 会的 / "won't quit" / 今天是周末 / "I'm so excited!": never on its own
        if noisy[clause] == "pronoun" and not answer:
            continue  # "I drew it": nothing it can stand for
        kind = reading.kind_of.get(clause) or clause_kind(clause)
        why = WHY_GIVEN.match(clause.text.strip())
        if why is not None and (clause.sentence, why["fact"]) in facts:
            # 为什么奶奶会生病呢？ takes 奶奶会生病 as given: the rules' fact, not a question
            clause, kind = replace(clause, text=why["fact"], said=why["fact"],
                                   question=False), "statement"
        said = without_marker_tail(clause.text) or clause.text  # "…, please remember that"
        if kind in NEVER_SPANS or clause.text in dangling or not said.strip("，,。. ") or (
                only_remember(said)):
            continue  # never a fact, or "记住这一点": it makes the message explicit, says nothing
        after = clauses[index + 1] if index + 1 < len(clauses) else None
        if after is not None and after.sentence == clause.sentence and PAST_STATE.search(
                clause.text) and NOW.search(after.said.strip()):
            continue  # "I used to hate cats but now…": the rules keep the new state only
        key = (clause.sentence, clause.said)
        span = Span(clause=clause, index=index, kind=kind, fact=facts.get(key),
                    passing=key in passing, answer=answer)
        if unnamed_other(span, before, earlier) or (
                clause.sentence == other_sentence and whose_span(span) is None):
            # "She always takes good care of her health": whose, no one can say; nor of
            # what follows it with no subject of its own (他能飞，而且什么都不怕)
            other_sentence = clause.sentence
            continue
        if span.fact is None and out:
            anchor = out[-1].part_of if out[-1].part_of is not None else len(out) - 1
            held = out[anchor].fact
            bare = re.sub(r"^(?:和|还有|以及|跟|and|or)\s*", "", clause.text.strip("，,。. "))
            same = out[-1].clause.sentence == clause.sentence
            # A list item, or a clause the rules' note already joined ("…，还喜欢拍照"; in the
            # next sentence too: 喜欢写字！我还喜欢画画 is one note, 喜欢写字，喜欢画画).
            if held is not None and bare and (same and bare in held.note or (
                    span.note in held.note)):
                span.part_of = anchor
        out.append(span)
    n_facts = f"rn:{min(len(reading.facts), 3)}"
    for span in out:
        span.rule_tokens = [n_facts, f"k:{span.kind}", "rp" if span.passing else "rnp",
                            f"rf:{span.fact.category}" if span.fact else (
                                "ra" if span.part_of is not None else "rf:none"),
                            f"rx:{reading.explicit}"]
    return out


def unnamed_other(span: Span, before: str, earlier: str) -> bool:
    """Whether the span is about an unnamed he / she / they, with nothing of the user in it.

    The row is memory/rules/span_noise.py `SPAN_UNNAMED_OTHER`.

    A person of the table said before it in the message or in the user's message before
    (grandma, 朋友, my team) is what the pronoun may stand for: the span stays.
    """
    if whose_span(span) != SOMEONE:
        return False
    if ANY_PERSON.search(before) or ANY_PERSON.search(earlier):
        return False
    return bool(SPAN_UNNAMED_OTHER.search(without_answer_word(span.clause.text.strip())))


ANY_PERSON = re.compile(rf"{PEOPLE_ZH}|(?<!your )\b(?:{PEOPLE_EN})s?\b", re.I)
"""Someone a pronoun may stand for: a person of memory/rules/people.py's table (not the
partner's own: "your team")."""


def _start(text: str) -> str:
    low = text.strip().lower()
    words = _WORD.findall(low)
    return low[:2] if has_cjk(low[:1]) else (words[0] if words else "")


def _length(text: str) -> int:
    n = len(text) // 4 if has_cjk(text) else len(text.split()) // 3
    return min(n, 6)


def span_tokens(spans: Sequence[Span], i: int, clauses: int) -> list[str]:
    """The keep (and type) features of span `i`: its n-grams, position and the rules' reading."""
    s = spans[i]
    text = s.clause.text
    lang = "zh" if has_cjk(text) else "en"
    return [*ngrams(text, "s", 3, 2), f"l:{lang}", f"st:{_start(text)}",
            f"len:{lang}:{_length(text)}", f"pos:{min(s.index, 4)}",
            f"end:{min(clauses - 1 - s.index, 3)}", f"sen:{min(s.clause.sentence, 3)}",
            f"last:{s.clause.last}", f"subj:{bool(SUBJECT_START.search(text))}",
            *s.rule_tokens, *(f"{lang}:{t}" for t in s.rule_tokens)]


def join_tokens(spans: Sequence[Span], i: int) -> list[str]:
    """The features of "span `i` continues span `i - 1`" (one fact said in two clauses)."""
    a, b = spans[i - 1], spans[i]
    lang = "zh" if has_cjk(b.clause.text) else "en"
    same = a.clause.sentence == b.clause.sentence
    cats = (a.fact.category if a.fact else "none", b.fact.category if b.fact else "none")
    return [*ngrams(b.clause.text[:12], "j", 2, 1), f"j:{lang}", f"j:same:{same}",
            f"j:next:{b.index - a.index}", f"j:st:{_start(b.clause.text)}",
            f"j:subj:{bool(SUBJECT_START.search(b.clause.text))}", f"j:cats:{cats}",
            f"j:{lang}:cats:{cats}", f"j:len:{lang}:{_length(b.clause.text)}",
            f"j:lena:{lang}:{_length(a.clause.text)}", f"j:part:{b.part_of is not None}"]


def apart(a: Span, b: Span) -> bool:
    """Whether two spans are two facts whatever the model says.

    The rules read each as a fact of a different person, of two single-valued slots
    (住在杭州 / 是一名护士), or of two memory types (a boundary and a reply style:
    不喜欢被催促 / 以后回复尽量短一点 — one memory would keep one type for both).
    Two clauses opening on two people with no fact read in one of them are not apart: the
    labels keep the user's side with the other's (舅舅会做蛋糕，他还教过我; "My boss gave the
    project to someone else, I feel undervalued"), and splitting them lost dev facts.
    """
    return a.fact is not None and b.fact is not None and facts_apart(a.fact, b.fact)


def whose_span(span: Span) -> str | None:
    """Whose clause a span is: the rules' fact's person, else who its opening words name.

    A person of the table, 他 / 她 / he / she, a name, they / 他们 (SOMEONE) or the user (我 /
    I opening it); None when the clause has no subject of its own (it continues the one
    before: 喜欢尝试新的美食 after 他喜欢旅游).
    """
    if span.fact is not None:
        return span.fact.about
    text = without_answer_word(span.clause.text.strip())
    subject = subject_of(text)
    if subject != USER:
        return subject
    if OTHER_SUBJECT.search(text):
        return SOMEONE
    if USER_SUBJECT.search(text):
        return USER
    return None
