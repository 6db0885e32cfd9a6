"""A short answer to the partner's question, completed with the question's object [beyond].

"你喜欢园艺活动吗？" then "我喜欢！": the user's clause 我喜欢 says 我喜欢园艺活动. The rows are
memory/rules/answers.py; the span selector reads the completed clause
(memory/gate/span_reading.py), so the memory says what was liked, wanted or considered.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from strata_layered.memory.rules.answer_readings import (
    ANSWER_FIRST_PERSON,
    ANSWER_OWN_SENTENCE,
    ASKED_ASIDE,
    NOT_AGAIN,
)
from strata_layered.memory.rules.answers import (
    ANSWER_PRONOUN,
    ASKED_EXPERIENCE,
    ASKED_FORM,
    ASKED_LIKING,
    ASKED_OBJECT,
    BARE_ANSWER,
    BARE_DISLIKE,
    BARE_NP,
    NAMED_ONE,
    NEVER_SAID,
    NO_ANSWER,
    YES_ANSWER,
)
from strata_layered.memory.text.text import has_cjk

_IT = re.compile(r"\b(?:it|that|them)(?=[.!]*$)", re.I)


def asked_object(asked: str) -> str | None:
    """What the partner's closing question asks the user about, if it asks one of these."""
    found = ASKED_OBJECT.search(asked.strip()) if asked.strip() else None
    if found is None:
        return None
    # the object as the user says it: "opening your own restaurant" is "opening my own
    # restaurant" in the user's answer (facts41)
    return _mine(found["zh"] or found["en"] or "").strip() or None


def answered(clause: str, asked: str) -> str | None:
    """The clause completed with the asked object when it is a bare answer, else None."""
    said = clause.strip()
    if not said or (BARE_ANSWER.search(said) is None and BARE_DISLIKE.search(said) is None):
        return None
    thing = asked_object(asked)
    if thing is None:
        return None
    bare = said.rstrip("！!。.~～ ")
    if _IT.search(bare):
        return _IT.sub(thing, bare, count=1)
    bare = re.sub(r"(?:的|啊|呀|哦|呢)$", "", bare)
    return bare + thing if has_cjk(bare) else f"{bare} {thing}"  # "I tried" + "yoga"


@dataclass(frozen=True)
class Restated:
    """An answer to the partner's question, as the sentence it stands for.

    `text` is "" when the answer is a bare yes or no that says nothing on its own (the
    gate keeps nothing, and says why: reason `bare_answer`).
    """

    text: str
    how: str


_ARTICLE = re.compile(r"^(?:a|an|the)\s", re.I)
_LEAD = re.compile(r"^(?:any|some)\s+", re.I)
_SEGMENT = re.compile(r"^(?P<head>[^.!?。！？,，~～]+)(?P<tail>.*)$", re.S)
_SENTENCE = re.compile(r"^(?P<head>[^.!?。！？~～]+)(?P<tail>.*)$", re.S)


def _form(asked: str) -> tuple[str, str] | None:
    """The kind and object of the partner's closing question, if it is one of the forms.

    have, be, from, where, job and their zh twins (memory/rules/answers.py `ASKED_FORM`).
    """
    found = ASKED_FORM.search(asked.strip()) if asked.strip() else None
    if found is None:
        return None
    kind = next(k for k, v in found.groupdict().items() if v is not None)
    return kind, _mine(found[kind] or "")


_CLOSING_ASK = re.compile(r"[?？][^?？]{0,60}$")
_YOURS = {"your": "my", "yours": "mine", "yourself": "myself", "you": "me"}
_YOUR = re.compile(r"\b(?:your|yours|yourself|you)\b", re.I)


def _mine(thing: str) -> str:
    """The question's object as the user says it: 'your dad' is 'my dad'; 你 is 我."""
    thing = ASKED_ASIDE.sub("", thing.strip())  # "pets at all": pets
    return _YOUR.sub(lambda m: _YOURS[m.group().lower()], thing).replace("你", "我")


def _with_article(np: str) -> str:
    if _ARTICLE.match(np) or np.endswith("s"):
        return np
    return ("an " if np[:1].lower() in "aeiou" else "a ") + np


def _lower_lead(phrase: str) -> str:
    """A phrase said at the start of the answer, its first word as inside a sentence."""
    first, _, more = phrase.partition(" ")
    return f"{first.lower()} {more}".strip() if first.lower() in _LOWERED else phrase


_LOWERED = frozenset({"originally", "born", "raised", "just", "from", "in", "a", "an", "the",
                      "one", "two", "three", "four", "five", "six", "some", "lots", "nurse"})


def _antecedent(tail: str) -> str:
    """What follows a completed have-answer, its opening they / it as the who / which.

    "I have two boys. They keep me busy!" reads "I have two boys, who keep me busy!": the
    pronoun keeps its antecedent (row `answer_pronoun`).
    """
    return ANSWER_PRONOUN.sub(
        lambda m: ", which" if m["who"].lower() == "it" else ", who", tail, count=1)


def _completed(kind: str, thing: str, rest: str, said_yes: bool) -> tuple[str, str] | None:
    """The sentence the answer's first part stands for, and what of the answer follows it."""
    if ANSWER_OWN_SENTENCE.match(rest):
        return None  # "Yeah, I have one. …": the answer is a sentence of its own
    seg = _SEGMENT.match(rest)
    head, tail = (seg["head"].strip(), seg["tail"]) if seg else ("", rest)
    whole = _SENTENCE.match(rest)
    named = NAMED_ONE.search(whole["head"].strip()) if kind == "have" and whole else None
    np = BARE_NP.search(head) if head else None
    if kind == "have":
        if named is not None and whole is not None:
            return (f"I have a {named['what'].strip()} named {named['name']}",
                    _antecedent(whole["tail"]))
        if np is not None and np["np"]:
            return f"I have {_lower_lead(np['np'])}", _antecedent(tail)
        return (f"I have {_LEAD.sub('', thing)}", rest) if said_yes else None
    if kind == "be":
        return (f"I am {thing}", rest) if said_yes else None
    if kind in ("from", "where"):
        if np is not None and np["place"]:
            verb = "am" if kind == "from" or "come" in thing else thing
            return f"I {verb} {_lower_lead(np['place'])}", tail
        return None
    if kind == "job":
        if np is not None and (np["np"] or np["job"]):
            return f"I work as {_with_article((np['np'] or np['job']).lower())}", tail
        return None
    if kind == "your":
        if np is not None and (np["np"] or np["job"]):
            return f"My {thing} is {_lower_lead(np['np'] or np['job'])}", tail
        return None
    if kind in ("fav_zh", "your_zh"):
        if np is not None and np["thing_zh"]:
            return f"我最喜欢的{thing}是{np['thing_zh']}", tail
        return None
    if kind == "have_zh":
        if np is not None and np["n_zh"]:
            return f"我有{np['n_zh']}{np['m_zh']}{np['what_zh'] or thing}", tail
        return (f"我有{thing}", rest) if said_yes else None
    if kind == "be_zh":
        return (f"我是{thing}", rest) if said_yes else None
    if kind == "from_zh" and np is not None and np["from_zh"]:
        return f"我是{np['from_zh']}人", tail
    if kind == "where_zh" and np is not None and np["where_zh"]:
        return f"我{np['where_zh']}{thing}", tail
    return None


def _negated(asked: str) -> tuple[str, str, str] | None:
    """The sentences a no and a yes to an experience or liking question stand for, and how.

    "Have you ever been to Italy?": ("I have never been to Italy", "I have been to Italy",
    "experience"); 你去过日本吗？: (我没去过日本, 我去过日本, …); "Do you like hiking?": ("I
    don't like hiking", "", "dislike": a yes is read by the liking rows).
    """
    text = asked.strip()
    found = ASKED_EXPERIENCE.search(text) if text else None
    if found is not None and found["zh_verb"]:
        what = _mine(found["zh_what"])
        return f"我没{found['zh_verb']}{what}", f"我{found['zh_verb']}{what}", "experience"
    if found is not None:
        done = f"{found['verb'].lower()} {_mine(found['what'])}"
        never = "never" if found["ever"] else "not"
        return f"I have {never} {done}", f"I have {done}", "experience"
    liked = ASKED_LIKING.search(text) if text else None
    if liked is not None:
        return f"I don't {liked['verb'].lower()} {_mine(liked['what'])}", "", "dislike"
    return None


def _answered_no(said: str, asked: str) -> Restated | None:
    """A no or a yes to an experience or liking question, as the sentence it stands for.

    "No, I haven't." → "I have never been to Italy."; "No I've never been surfing." is its
    own sentence (the no is left out); 没有，一直想去。→ 我没去过日本，一直想去。; "No, I don't."
    after "Do you like hiking?" → "I don't like hiking."
    """
    negated = _negated(asked)
    if negated is None:
        return None
    no_sentence, yes_sentence, how = negated
    zh = has_cjk(no_sentence)
    never = NEVER_SAID.match(said)
    if never is not None and never["zh_verb"]:  # 没去过 / 还没看过呢，…: the object is asked
        tail = said[never.end("zh_end") - len(never["zh_end"]):]
        return Restated(f"{no_sentence}{tail or '。'}", how)
    if has_cjk(yes_sentence):  # 去过，去年去的: the question's verb echoed is a yes
        verb = yes_sentence[1:3]
        echo = re.match(rf"^(?:我)?(?:也|还)?{verb}(?:的|啊|呀|哦)?(?=[，,。.！!~～]|$)", said)
        if echo is not None:
            tail = said[echo.end():]
            joint = "，" if tail[:1] in "，," and tail[1:].strip() else ""
            tail = tail[1:] if joint else tail
            return Restated(f"{yes_sentence}{joint}{tail or '。'}", how)
    no = NO_ANSWER.match(said)
    yes = YES_ANSWER.match(said) if no is None and yes_sentence else None
    if no is None and yes is None:
        return None
    rest = said[(no or yes).end():].strip()  # type: ignore[union-attr]
    if no is not None and NOT_AGAIN.match(rest):
        return None  # "Nope, never again after last time.": done once, not never
    if no is not None and NEVER_SAID.match(rest):
        return Restated(rest, how)  # "No I've never been surfing.": the no says itself
    if yes is not None and ANSWER_FIRST_PERSON.search(rest):
        return None  # "Yes, I went there last year." / "Yes! Actually, I've made it…": as said
    sentence = no_sentence if no is not None else yes_sentence
    if not rest:
        return Restated(sentence + ("。" if zh else "."), how)
    return Restated(f"{sentence}{'，' if zh else '. '}{rest}", how)


def restated(text: str, asked: str) -> Restated | None:
    """The user's answer to the partner's closing question as the sentence it stands for.

    "Do you have kids?" → "Yes, two boys. They keep me busy!" reads "I have two boys. They
    keep me busy!"; 你有孩子吗？ → 有啊，两个。 reads 我有两个孩子。; a no to a have / be question
    keeps what follows it ("No, but I have lots of cousins." → "I have lots of cousins.") or
    nothing. A yes no question's sentence completes is left out of the answer rather than kept
    as a fragment ("does", "is"). A bare verb opening the answer to a liking or considering
    question takes the question's object (喜欢！ after 你喜欢吃棉花糖吗？ is 喜欢吃棉花糖！).
    None when the message is no such answer: read as said.
    """
    said = text.strip()
    if not said or not asked.strip():
        return None
    negated = _answered_no(said, asked)
    if negated is not None:
        return negated
    bare_no = NO_ANSWER.match(said)
    if bare_no is not None and not said[bare_no.end():].strip() and _CLOSING_ASK.search(asked):
        return Restated("", "no_answer")  # "No, I have not." to any question: no fact
    form = _form(asked)
    no = NO_ANSWER.match(said) if form is not None and form[0] in (
        "have", "be", "have_zh", "be_zh") else None
    if no is not None:
        return Restated(said[no.end():].strip(), "no_answer")
    yes = YES_ANSWER.match(said)
    rest = said[yes.end():].strip() if yes is not None else said
    if form is not None:
        done = _completed(*form, rest, yes is not None)
        if done is not None:
            sentence, tail = done
            stop = (yes.group().strip()[-1:] if yes is not None else "") or ","
            zh = has_cjk(sentence)
            joint = "" if not tail or tail[:1] in "，,。.！!？?~～" else (
                ("，" if zh else ", ") if stop in ",，" else (stop if zh else f"{stop} "))
            end = "" if tail else ("。" if has_cjk(sentence) else ".")
            return Restated(f"{sentence}{joint}{tail}{end}".strip(), form[0])
    first = _SEGMENT.match(said)
    completed = answered(first["head"], asked) if first is not None else None
    if first is not None and completed is not None:
        # "喜欢！上次在公园吃棉花糖…" after 你喜欢吃棉花糖吗？ says 喜欢吃棉花糖: the gate and the
        # rules read the completed clause, as the span selector does (`answered`).
        return Restated(f"{completed}{first['tail']}", "bare_answer")
    if yes is not None and not rest.strip("，,。.！!~～ ") and asked_object(asked) is None:
        return Restated("", "yes_answer")  # a yes whose sentence is not known: no fact
    return None
