"""What makes two statements two facts, however close they embed [beyond the seeds].

memory/supersession/consolidation.py `relate` reads these before it calls two memories one: the
values a fact is said with (numbers, times of day or week, names: 2号茶 / 3号茶, 半夜 / 晚上跑步,
Berlin / Lisbon), the thing a constraint is about (allergic to mango / to kimchi), and the
value a slot is given (works as a nurse / as a doctor). The rows are in
memory/rules/consolidation.py.
"""

from __future__ import annotations

import re

from strata_layered.memory.facts.slots import BY_KEY
from strata_layered.memory.rules.consolidation import (
    CONSTRAINT_FILLER,
    CONSTRAINTS,
    DAYTIME,
    NAMED,
    NUMBER,
    NUMBER_WORD,
)
from strata_layered.memory.rules.corrected import VALUE_NOT
from strata_layered.memory.rules.folding import fold
from strata_layered.memory.rules.plans import RESCHEDULED, TIME_WORD
from strata_layered.memory.rules.subjects import OTHER_SUBJECT
from strata_layered.memory.text.bm25 import tokenize
from strata_layered.memory.text.text import has_cjk

CLAUSE_BREAK = re.compile(r"[，,；;。！!？?]+\s*|\.\s+|\.$")


def clauses_of(text: str) -> list[str]:
    """The clauses of a memory (at punctuation), lower-cased."""
    return [c for c in (x.strip().lower() for x in CLAUSE_BREAK.split(text)) if c]


WORD_VALUES = {w: str(n) for n, w in enumerate(
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen "
    "fifteen sixteen seventeen eighteen nineteen".split())}
WORD_VALUES |= {w: str(10 * n) for n, w in enumerate(
    "twenty thirty forty fifty sixty seventy eighty ninety".split(), start=2)}
WORD_VALUES |= {"hundred": "100", "dozen": "12"}


def numbers(text: str) -> set[str]:
    """Numbers said in digits, in Chinese before a measure word (三号, 两只), or in words.

    万 counts as Chinese; an English number word is its digits (three cats is 3 cats).
    """
    return set(NUMBER.findall(text)) | {WORD_VALUES[w.lower()]
                                        for w in NUMBER_WORD.findall(text)}


def said_values(text: str) -> set[str]:
    """The numbers, times of day or week and names a fact is said with.

    2号茶, 半夜, Sundays, Berlin: two facts that differ in one of them are two facts, however
    close they embed.
    """
    return (numbers(text) | {m.lower().rstrip("s") for m in DAYTIME.findall(text)}
            | set(NAMED.findall(text)))


def things_of(text: str, kinds: frozenset[int]) -> set[str]:
    """What a constraint is about: the words of the clauses saying it, less fillers.

    The kind's own words go too: 对花粉过敏，春天出门都得戴口罩 is about 花, 粉 (the rest is
    another clause).
    """
    words: set[str] = set()
    for clause in clauses_of(text):
        if not any(CONSTRAINTS[i][0].search(clause) for i in kinds):
            continue
        for i in kinds:
            clause = CONSTRAINTS[i][0].sub(" ", clause)
        words.update(re.findall(r"[a-z]+|[\u4e00-\u9fff]", CONSTRAINT_FILLER.sub(" ", clause)))
    return {w[:-1] if len(w) > 3 and w.endswith("s") else w for w in words}


def different_things(new_text: str, old_text: str, kinds: frozenset[int]) -> bool:
    """Whether two constraints of the `kinds` (indexes of CONSTRAINTS) are about two things.

    Only when each names something the other does not: one that says more of the same
    thing (花生过敏 / 对花生过敏，吃了会起疹子) is the same constraint.
    """
    new, old = things_of(new_text, kinds), things_of(old_text, kinds)
    return bool(new - old) and bool(old - new)


def _slot_values(slot: str | None, new_text: str, old_text: str) -> tuple[str | None, str | None]:
    # "budget:装修", "mother:city": the slot's own key is the part the table knows.
    found = next((BY_KEY[p] for p in (slot or "").split(":") if p in BY_KEY), None)
    if found is None:
        return None, None
    return found.value_of(new_text), found.value_of(old_text)


def same_value(slot: str | None, new_text: str, old_text: str) -> bool:
    """Two statements of one slot that give it the same value (名字叫周立 / 我叫周立)."""
    new, old = _slot_values(slot, new_text, old_text)
    return new is not None and old is not None and fold(new) == fold(old)  # 護士 / 护士


_PARTS = re.compile(rf"{CLAUSE_BREAK.pattern}|\s+and\s+")
"""A memory's clauses, and its facts joined by "and" (lives in Berlin and works as…)."""


def held_within(part: str, whole: str) -> bool:
    """[beyond] Whether every clause of `part` is a whole clause of `whole`, which says more.

    不吃香菜 is held within 不吃香菜，点外卖每次都要备注: one fact in two spellings, never
    two memories. Whole clauses only: 想去北京工作 is no clause of 不想去北京工作.
    """
    inner, outer = clauses_of(part), clauses_of(whole)
    return bool(inner) and len(outer) > len(inner) and all(c in outer for c in inner)


def said_beside(slot: str | None, new_text: str, old_text: str) -> bool:
    """Whether the new note gives the slot the old one's value in a clause, and news beside it.

    probe37: 不喜欢吃辣，虽然住在成都 after 和老伴住在成都 archived the city note, 老伴 and all (the
    不 of the liking read as the city's flip); 住在成都，喜欢吃火锅 was merged into it as the same
    city, the liking lost. The clauses that give no value of the slot are what is new.
    """
    parts = [part.strip() for part in _PARTS.split(new_text) if part.strip()]
    other = [part for part in parts if _slot_values(slot, part, old_text)[0] is None]
    return 0 < len(other) < len(parts) and adds_news(" ".join(other), old_text)


def carried_over(slot: str | None, new_text: str, old_text: str) -> str | None:
    """The old memory with the slot's new value in its old one's place, if it says more.

    "mom lives in Berlin and works as a data analyst", superseded by "mom lives in Lisbon",
    was archived whole and the job with it: the new memory is "mom lives in Lisbon and works
    as a data analyst". A new note of more than the value, or of the same value, stays whole
    with the old one's other clauses after it. None when the old memory says only the slot's
    value (it is superseded as is) or does not say its value once as the slot reads it.
    """
    new, old = _slot_values(slot, new_text, old_text)
    if not old or old_text.count(old) != 1:
        return None  # a new note with no value (a job left) keeps the old one's other clauses
    parts = [part.strip() for part in _PARTS.split(old_text) if part.strip()]
    if len(parts) < 2:
        return None
    # "is going vegan from January" / "doesn't eat meat": the value is said in another frame
    # ("lives in Berlin" / "lives in Lisbon" share theirs): put in its place it read "is going
    # doesn't eat meat from January" (probe24d); the new note stays whole instead.
    one_part = len([p for p in _PARTS.split(new_text) if p.strip()]) < 2
    if new and new != old and one_part and (
            has_cjk(old_text) or _word_before(new_text, new) == _word_before(old_text, old)):
        return old_text.replace(old, new)
    # The new note says more than the value, the same value again (我现在住在杭州了，一个人住
    # after 不太能吃辣，虽然住在杭州), or says it in another frame ("finally moved to Manchester"
    # after "is Maya, is thirty-two, lives in Leeds", probe24f: the name and age went with the
    # city): it stays whole, the old one's other clauses after it.
    rest = [part for part in parts if old not in part]
    joined = ("，" if re.search(r"[\u4e00-\u9fff]", new_text) else " and ").join([new_text, *rest])
    return joined if rest and joined != old_text else None


def _word_before(text: str, value: str) -> str:
    """The word said just before the value ("in" of "lives in Berlin"), lower-cased."""
    at = text.find(value)
    words = text[:at].split() if at >= 0 else []
    return words[-1].lower() if words else ""


def other_value(slot: str | None, new_text: str, old_text: str) -> bool:
    """Two statements of one slot with two values (works as a nurse / as a doctor)."""
    new, old = _slot_values(slot, new_text, old_text)
    return new is not None and old is not None and new != old


def shares_words(new_text: str, old_text: str) -> bool:
    """[beyond] A correction said in Chinese names some word of what it corrects (a bigram).

    The vectors of two "no longer" notes run close whatever they are about: 已经不吃素了
    scored 0.905 against 不想再养新的猫了 and archived it as corrected (issue 24, probe24c).
    Read for the looser `corrected` relation only (0.90), not for `changed` (0.93).
    """
    if not (has_cjk(new_text) and has_cjk(old_text)):
        return True

    def words(text: str) -> set[str]:  # whose it is names no word of it (我妈…, 妈妈…: left42)
        said = OTHER_SUBJECT.sub("", text.strip(), count=1)
        return {w for w in tokenize(said) if len(w) == 2 and has_cjk(w)}

    return bool(words(new_text) & words(old_text))


def moved_plan(new_text: str, old_text: str) -> bool:
    """[beyond] Whether the newer note moves the plan the older one names (row rescheduled).

    Said before the moving (pushed to Friday, 改到下周日), a word of the plan is in both:
    "The interview got pushed to Friday" / "job interview is on Monday", 搬家 (lead36). What
    follows the new time is read only when nothing names the plan before it: 雅思考试改到1月23号了，
    多了两周准备 moved the exam, not 准备搬到南山 (probe38).
    """
    return bool(_moved_words(new_text) & plan_not_time(old_text))


def corrects_words(new_text: str, old_text: str) -> bool:
    """[beyond] Whether a correction's words are the older note's (the `corrected` relation).

    A bigram shared (`shares_words`), and when it moves a plan it names, that plan is the
    older note's: 白内障手术改到12月29号了医院那边设备检修 shared 医院 with 去医院拍了片子没骨折…
    and archived it (probe43); it moves the surgery only.
    """
    moved = _moved_words(new_text)
    return shares_words(new_text, old_text) and (not moved or bool(
        moved & plan_not_time(old_text)))


def _moved_words(new_text: str) -> set[str]:
    """The words naming the plan a note moves (none when it moves none, or names none)."""
    moving = RESCHEDULED.search(new_text)
    if moving is None:
        return set()
    # what moved, said in it ("switched my gym days to": probe42; "they extended the deadline
    # to": probe43, never "they"), before the moving or after
    said = (moving.groupdict().get("what") or "", new_text[:moving.start()],
            new_text[moving.end():])
    return next((w for w in map(plan_not_time, said) if w), set())


def plan_not_time(text: str) -> set[str]:
    """What a plan is, its days and months left out (row time_word: lead42)."""
    return {w for w in plan_words(text) if not TIME_WORD.match(w)}


def plan_words(text: str) -> set[str]:
    """The words that name what a plan is (Chinese bigrams, English words past four letters)."""
    return {w for w in tokenize(text) if (has_cjk(w) and len(w) == 2)
            or (w.isalpha() and w.isascii() and len(w) > 3)}


def adds_news(new_text: str, old_text: str) -> bool:
    """[beyond] Whether most of what the new fact says is not in the old one (its words).

    Two facts about one person embed close whatever they say: 老公大伟最近在学做川菜 scored 0.956
    against 老公叫大伟，老公是个厨师 and was merged into it as "the same meaning" (lead35). A
    restatement says mostly the old words (很喜欢喝咖啡 / 喜欢喝咖啡, 不喜欢别人催我 /
    不喜欢被催促); news says mostly new ones. Words: English words and Chinese content
    characters (a bigram across two words would count a paraphrase as news).
    """
    def words(text: str) -> set[str]:
        return {w for w in tokenize(text) if not (has_cjk(w) and len(w) > 1)}

    said = words(new_text)
    return len(said - words(old_text)) * 2 > len(said)


def named_wrong(new_text: str, old_text: str) -> bool:
    """[beyond] Whether the newer note corrects the older's value, naming it ("X, not Y").

    probe39: "the marathon is Chester, not Manchester" after "is training for the Manchester
    marathon" (row value_not): the older names the value said wrong and not the new one, and
    the two share a word besides (marathon; 孙子 of 孙子是八岁，不是七岁 / 孙子今年七岁).
    """
    found = VALUE_NOT.search(new_text.strip())
    if found is None:
        return False
    new, old = found["new"] or found["new_zh"], found["old"] or found["old_zh"]
    if has_cjk(old):
        return old in old_text and new not in old_text and shares_words(
            new_text.replace(old, ""), old_text)
    lower = old_text.lower()
    if not re.search(rf"\b{re.escape(old.lower())}\b", lower) or re.search(
            rf"\b{re.escape(new.lower())}\b", lower):
        return False
    rest = {w for w in re.findall(r"[a-z]{4,}", new_text.lower())} - {new.lower(), old.lower()}
    return any(re.search(rf"\b{w}\b", lower) for w in rest)
