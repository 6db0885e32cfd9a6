"""A Chinese topic's name: the words its first naming clause leaves [beyond seed 004].

Issue 25 item 2 asks for topics named "by their subject in the user's language". A Chinese
name is the runs of characters that a clause leaves between fillers (memory/topics/
name_rows.py) and the name rows (memory/rules/topic_names_zh.py ROWS_ZH), from the first clause
that names something ("我想去旅游" → 旅游), never every clause's words glued (MemoryBank
development users' topics were named 来聊聊旅游事情, 个美好一天朋友电影愉快, 会尽力保持积极心态).
"""

from __future__ import annotations

import re

from strata_layered.memory.language.clauses import Clause
from strata_layered.memory.rules.reactions import bare_verdict_zh
from strata_layered.memory.rules.topic_name_ends import (
    NAME_DOUBLED_ZH,
    NAME_LEADS_ON_ZH,
    NAME_SOME_ZH,
)
from strata_layered.memory.rules.topic_name_kinds import NAME_COMPANION_ZH, NAME_VAGUE_OBJECT_ZH
from strata_layered.memory.rules.topic_name_subjects import NAME_ABSTRACT_ZH, NAME_KIND_NOUN_ZH
from strata_layered.memory.rules.topic_names_zh import (
    NAME_ATTRIBUTE_ZH,
    NAME_NEGATED_ZH,
    NAME_OCCASION_ZH,
    ROWS_ZH,
)
from strata_layered.memory.topics.introductions import introduces_zh
from strata_layered.memory.topics.name_rows import (
    FILLER_ZH,
    INTRODUCED,
    MEASURE_ZH,
    NOT_A_KEYWORD_ZH,
    WEAK_ZH,
)

NAME_CHARS_ZH = 12
NAME_JOIN_ZH = 8
"""A clause's runs are joined into one name while it stays within this many characters."""
OWN_DOER_ZH = re.compile(r"(?:今天|最近|现在)?[我你他她它]")
"""A clause that opens with its doer says a thought of its own, not more of the one before."""
NAME_SHORT_ZH = 6
"""An occasion's name (周末) takes the next clause's words while it stays within this many."""


def _name_words_zh(clause: Clause) -> str:
    """A Chinese clause's words for a name: whole runs between fillers, never a fragment.

    Removing fillers from inside a clause glues what stood around them ("不知道自己该往哪个
    方向去发展" → 往方向发展): a name is made of the runs of two or more characters that the
    fillers leave whole (方向, 发展), one-character leftovers (往) dropped. A counted thing's
    measure (一本, 一篇) is no break: "读一本小说" → 读小说. What the name rows break at
    (memory/rules/topic_names_zh.py ROWS_ZH: 来聊聊, 一道, 好吃, 和朋友一起, 星期二, 会尽力)
    stands between runs: "我会尽力保持积极的心态" → 保持积极心态. The runs are joined while the
    name stays short (NAME_JOIN_ZH): "甲醛检测自己买仪器测准吗" → 甲醛检测.
    """
    text = NOT_A_KEYWORD_ZH.sub("", clause.text)
    if bare_verdict_zh(text):
        return ""
    if introduces_zh(text):
        return INTRODUCED
    text = NAME_DOUBLED_ZH.sub(r"\1", text)  # 找找菜谱 → 找菜谱
    text = NAME_VAGUE_OBJECT_ZH.sub(_vague_object, text)  # 家里出了些事情 → 家里出事
    for row in (NAME_SOME_ZH, NAME_COMPANION_ZH, *ROWS_ZH):
        text = row.sub("|", text)
    # A run is cut where it leads on only at the name's end: 老板不让 + 请假 stays 老板不让请假
    # (cut run by run it read 老板请假, the boss taking leave: review37).
    runs = [(run, describes) for part in text.split("|")
            for run, describes, subject in _runs_zh(part)
            if subject or len(whole_end_zh(run)) >= 2]
    if runs and WEAK_ZH.search(runs[0][0]):
        return whole_end_zh(runs[0][0])  # a worry said first ("我遇到了一个麻烦，不知道该怎么解决")
    name, describes = runs[0] if runs else ("", False)
    for run, next_describes in runs[1:]:
        if NAME_NEGATED_ZH.search(name):
            break  # 搬家不 | 南山: the negated verb was a filler, the next run is no object of it
        # A describing run (长时间 of 长时间的注意力) takes its head, up to a name's length.
        if len(name) + len(run) > (NAME_CHARS_ZH if describes else NAME_JOIN_ZH):
            break
        name, describes = name + run, next_describes
    return whole_end_zh(name)


def _vague_object(found: re.Match[str]) -> str:
    """A verb with its vague object, short (出了些事情 → 出事; 吃点东西 → 吃东西)."""
    return found["verb"] + ("东西" if found["object"] == "东西" else "事")


def _runs_zh(part: str) -> list[tuple[str, bool, bool]]:
    """The runs the fillers leave in a part of a clause: whether 的 follows, whether a subject.

    A pet's one-character noun that opens the part or is someone's (我家的狗很调皮) is the
    clause's subject: it stays while the other runs of one character go, and the name is
    狗调皮, not 调皮 (names40b).
    """
    part = MEASURE_ZH.sub("", part)
    out: list[tuple[str, bool, bool]] = []
    start = 0
    for filler in [*FILLER_ZH.finditer(part), None]:
        end = filler.start() if filler else len(part)
        describes = bool(filler and NAME_ATTRIBUTE_ZH.match(part[end:]))
        run = part[start:end]
        out.append((run, describes, len(run) == 1 and bool(NAME_KIND_NOUN_ZH.search(part[:end]))))
        start = filler.end() if filler else end
    return out


def whole_end_zh(name: str) -> str:
    """The name without what leads into the rest of its clause (前男友发消息让 → 前男友发消息)."""
    while name and (lead := NAME_LEADS_ON_ZH.search(name)):
        name = name[:lead.start()]
    return name


def _pieces_zh(clauses: list[Clause]) -> list[str]:
    """Each clause's name words; none from the rest of a sentence that opens with a worry.

    "我遇到了一个麻烦，不知道该怎么解决": the worry (麻烦) names no subject and what follows
    in its sentence without a doer of its own (解决) is about the worry; the next sentence or
    message names the subject. A clause that says its doer starts anew: "我感到有些无聊，
    我喜欢做手工活" → 做手工活.
    """
    pieces: list[str] = []
    worried: set[int] = set()
    for clause in clauses:
        words = _name_words_zh(clause)
        short = len(words) < 2 and not NAME_KIND_NOUN_ZH.search(words)  # 猫 is a subject
        if short or (clause.sentence in worried and not OWN_DOER_ZH.match(clause.said)):
            continue
        if WEAK_ZH.search(words):
            worried.add(clause.sentence)
        pieces.append(words)
    return pieces


def chinese_name(said: list[Clause], asked: list[Clause]) -> str:
    """The name of the clauses said (statements), else of those asked; "" for none.

    The first clause that names something is the subject; an occasion alone takes the next
    clause's words when the whole stays short ("今天是周末，我打算去旅游" → 周末旅游). A
    feeling alone, or who the user is (我叫林晓，最近失眠 → 失眠), names the topic only when
    neither the statements nor the questions name anything else.
    """
    pieces = _pieces_zh(said)
    named = [p for p in pieces if _names_subject(p)] or (pieces and [
        p for p in _pieces_zh(asked) if _names_subject(p)]) or pieces
    name = named[0] if named else ""
    if len(named) > 1 and NAME_OCCASION_ZH.search(name) \
            and len(name) + len(named[1]) <= NAME_SHORT_ZH:
        name += named[1]
    return whole_end_zh(name[:NAME_CHARS_ZH])


def _names_subject(piece: str) -> bool:
    """Whether a clause's name words say a subject: no feeling or abstract noun alone (感悟)."""
    return piece != INTRODUCED and not WEAK_ZH.search(piece) and not NAME_ABSTRACT_ZH.search(piece)
