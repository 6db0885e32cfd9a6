"""Whole facts, the user's own: the clause helpers of the rows in memory/rules/whole_facts.py.

memory/gate/facts.py reads a message clause by clause with these: a closing ", please
remember that" cut off, a bare "one" read as the plural before it, a 它 / "it" read as what
was named before it (memory/rules/antecedents.py), a new state said without its subject.
"""

from __future__ import annotations

import re

from strata_layered.memory.facts.people import USER, subject_first, subject_of
from strata_layered.memory.language.clauses import Clause
from strata_layered.memory.rules.antecedents import (
    ANTECEDENT,
    ASKED_KIND,
    OBJECT_NAMED,
    OBJECT_NAMED_EN,
    OBJECT_PRONOUN,
    OWN_PET,
    PRONOUN,
    SUBJECT_NAMED,
    THIS_THING,
    TITLE,
    WORK_POINTED,
    ZH_IT,
)
from strata_layered.memory.rules.clause_asks import QUESTION_END
from strata_layered.memory.rules.clause_links import KEEP_IN_MIND_EN, MARKER_FRONTED, SUBJECT_START
from strata_layered.memory.rules.standing import STATUS_CHANGED
from strata_layered.memory.rules.subjects import OTHER_SUBJECT, USER_SUBJECT
from strata_layered.memory.rules.suggestions import SUGGESTED, TRIED_BARE_ZH, TRIED_BUT
from strata_layered.memory.rules.visits import AWAY_UNTIL_ZH
from strata_layered.memory.rules.whole_facts import (
    BARE_FAN,
    BARE_VERB_NOW,
    FORMER_ROLE,
    LIKED_OBJECT,
    MARKER_TAIL,
    NOW,
    ONE_OF,
    PAST_STATE,
    PLURAL,
)
from strata_layered.memory.text.text import has_cjk


def without_marker_tail(text: str) -> str | None:
    """The clause before a closing ", please remember that", or None when it has none.

    None too for a clause of only the plea ("please keep that in mind for recipes"): the
    words before its "keep" are part of it, no fact.
    """
    tail = MARKER_TAIL.search(text) or KEEP_IN_MIND_EN.search(text)  # "…so keep that in mind"
    if tail is None or not text[:tail.start()].strip() or MARKER_FRONTED.search(text.strip()):
        return None
    return text[:tail.start()].strip()


def with_one_resolved(text: str, before: str) -> str:
    """The clause with a bare "one" as the plural before it ("…cats, now I have one" → a cat)."""
    one = ONE_OF.search(text)
    plural = PLURAL.search(before) if one else None
    if one is None or plural is None:
        return text
    count = one["n"].lower()
    noun = plural["w"] if count == "one" else plural.group(0)
    said = f"a {noun}" if count == "one" else f"{count} {noun}"
    return text[:one.start("n")] + said + text[one.end("n"):]


def with_liked_object(text: str, before: str) -> str:
    """A bare "not a big fan" as a fan of what the clause before liked (row bare_fan)."""
    fan = BARE_FAN.search(text)
    liked = LIKED_OBJECT.search(before) if fan else None
    if fan is None or liked is None:
        return text
    return f"{text[:fan.end()]} of {liked['o'].strip()}{text[fan.end():]}"


def with_antecedent(note: str, earlier: str, said_before: str = "", asked: str = "") -> str | None:
    """The note with its 它 / "it" as what it stands for; None when nothing said names it.

    Looked for nearest first: the message's clauses before the note's (`said_before`), the
    partner's question the message answers (`asked`), the user's message before (`earlier`).
    What stands for it was liked (row antecedent) or named as an object (row object_named:
    品尝了他们的特色咖啡 → 特色咖啡的味道很浓郁).
    """
    pronoun = PRONOUN.search(note) or OBJECT_PRONOUN.search(note)
    if pronoun is None:
        return _with_title(note, (said_before, asked, earlier))
    start = pronoun.start()
    joined = _JOINED.search(note[:start]) is not None
    question = asked if QUESTION_END.search(asked) or SUGGESTED.search(asked) else ""
    if joined:
        return note
    thing = next((t for source in (said_before, question, earlier) if (t := _named(source))), None)
    if thing is None:
        return None
    word = _ZH_PRONOUN if has_cjk(note) else _EN_PRONOUN
    return note[:start] + word.sub(thing, note[start:], count=1)


# 曾经试过种向日葵，它们长得不太好: a 它 opening a later clause of the note has its thing
# said before it in the note (joined to it, as the brief has it), not in another message.
_JOINED = re.compile(r"[\u4e00-\u9fff\w]{4,}[，,；;]")


_ZH_PRONOUN = re.compile(ZH_IT)
_EN_PRONOUN = re.compile(r"\b(?:it|them|that one)\b", re.I)


def _with_title(note: str, sources: tuple[str, ...]) -> str:
    """这部电影的情节… as 《肖申克的救赎》的情节… when a title was said before (work_pointed)."""
    pointed = WORK_POINTED.match(note)
    title = next((found[-1] for source in sources if pointed and (found := TITLE.findall(source))),
                 None)
    return note if pointed is None or title is None else title + note[pointed.end():]


def _named(text: str) -> str | None:
    """The last thing the text liked or named as an object, or None."""
    found = [*ANTECEDENT.finditer(text), *OBJECT_NAMED.finditer(text), *OWN_PET.finditer(text),
             *THIS_THING.finditer(text), *OBJECT_NAMED_EN.finditer(text),
             *ASKED_KIND.finditer(text), *SUBJECT_NAMED.finditer(text), *SUGGESTED.finditer(text)]
    if not found:
        return None
    last = max(found, key=lambda f: f.end())
    if last.re is OWN_PET.pattern:
        return last.group(0)  # 我们家的猫, whose it is said
    if last.re is ASKED_KIND.pattern:
        return f"their favorite {last['kind'].lower()}"  # "has read their favorite book…"
    if last.re is OBJECT_NAMED_EN.pattern:
        return f"their {last['en_obj'].lower()}"  # "plays their new guitar every day"
    said = last.groupdict()
    thing = (said.get("obj") or said.get("zh") or said.get("subj") or said.get("en") or "").strip()
    return thing or None


def with_new_state(text: str, before: str, whose: str = "") -> str:
    """A zh new state without a subject is the old state's person's (rows past_state, now).

    我原来想当医生，现在是护士: the old state is not kept, and 现在是护士 is the user's (it was
    dropped for want of a 我, as the old state took the fact before it away). A verb said
    bare takes the old state's object: 现在不太吃了 after 以前很喜欢吃火锅 (row bare_verb_now).
    `whose`: the clause of the sentence before the old state that says who, when the old state
    says no one (我今年六十八了，以前是工程师…，现在退休了: the user's; probe41b). Someone else
    said there (我妈今年六十八了，以前是护士，现在退休了) has both states: the old and the new are
    theirs, said with them (left42: 现在退休了 was the user's note).
    """
    said_as, text, before = text, text.strip(), before.strip()
    now = NOW.search(text)
    if not (now and has_cjk(text) and PAST_STATE.search(before)):
        return said_as
    other = None if SUBJECT_START.search(before) else OTHER_SUBJECT.search(
        subject_first(whose.strip()))
    if other is not None and not SUBJECT_START.search(text[now.end():]):
        role = before if FORMER_ROLE.search(before) else ""
        return f"{other.group(0)}{role}{'，' if role else ''}{text}"
    mine = USER_SUBJECT.search(before) or (
        not SUBJECT_START.search(before) and subject_of(whose) == USER
        and USER_SUBJECT.search(whose.strip()))
    if not mine:
        return said_as
    rest = text[now.end():]
    if FORMER_ROLE.search(before):  # 我以前是护士，现在退休了: the role stays with the new state
        return f"{before}，{text}"
    if not rest or SUBJECT_START.search(rest):
        return said_as
    bare = BARE_VERB_NOW.search(text)
    said = re.search(rf"{bare['v']}(?P<o>[\u4e00-\u9fff]{{1,6}}?)(?:了|的)?$", before) \
        if bare else None
    if bare is not None and said is not None:  # 我现在不太吃火锅了: a change of habit, whole
        return "我" + text[:bare.end()] + said["o"] + text[bare.end():]
    return text[:now.end()] + "我" + rest


def with_suggested(text: str, earlier: str, asked: str) -> str | None:
    """A first clause saying it tried what the partner suggested, with the thing; else None.

    "tried it" after "Have you tried yoga?" is "tried yoga"; 试过了 after 你可以试试瑜伽 is
    我试过瑜伽了 (rows object_pronoun, tried_bare_zh, suggested: left42).
    """
    thing = SUGGESTED.search(asked) or SUGGESTED.search(earlier)  # or the user's own 想试试X
    if TRIED_BARE_ZH.match(text.strip()) and thing is not None and thing["zh"]:
        return f"我试过{thing['zh']}了"
    if OBJECT_PRONOUN.match(text.strip()):
        return with_antecedent(text.strip(), earlier, "", asked)
    return None


def said_together(before: Clause, clause: Clause) -> str | None:
    """The two clauses as one, when only together they say a change or what a thing did.

    抽烟抽了三十年，前年戒了 (what was quit: row status_changed); "tried yoga, but it hurt my
    back" (row tried_but): the clause alone says neither (left42). What the clause before says
    whole is no change the two say: 现在她退休了，我还在上班 (review42: kept the mother's 退休了
    twice, and 我还在上班 as hers).
    """
    first = before.text.strip()
    both = f"{first}{'，' if has_cjk(first) else ', '}{clause.said.strip()}"
    return both if any((found := row.search(both)) and found.start() < len(first) < found.end()
                       and not row.search(clause.text)
                       for row in (STATUS_CHANGED, TRIED_BUT, AWAY_UNTIL_ZH)) \
        else None
