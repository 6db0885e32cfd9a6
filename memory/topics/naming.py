"""A topic named by its subject, and a summary that says what it is about [beyond seed 004].

Seed 004 §3.2 opens a topic per subject; issue 16 asks that a person can read it. The
name is the subject's keywords: the message's statements without greetings, thanks,
moods, verdicts and fillers ("你好，朋友！今天是我朋友的生日，我不知道应该送什么礼物。"
→ "朋友生日"; a Chinese name from its first naming clause, memory/topics/chinese_name.py;
"Today is my friend's birthday" → "friend's birthday"). The summary opens with that name
and keeps what the user said of the subject, never the chatter around it or the assistant's
replies. The domain label is
read from the user's own statements (not from what they say of someone else), so a
birthday gift for a friend who likes travel is no 旅行 topic.
"""

from __future__ import annotations

import re
from collections import Counter

from strata_layered.memory.language.clauses import Clause, clause_kind, split_clauses
from strata_layered.memory.rules.lasting import REACTION, VAGUE_OPENER
from strata_layered.memory.rules.reactions import bare_verdict_zh
from strata_layered.memory.rules.topic_name_kinds import NAME_ABSTRACT
from strata_layered.memory.rules.topic_name_subjects import NAME_ABSTRACT_ZH
from strata_layered.memory.rules.topic_points import (
    POINT_CHAT_EN,
    POINT_DAY,
    POINT_FEELING_EN,
    POINT_JUDGED_EN,
    POINT_REPLY_EN,
    POINT_TO_PARTNER_EN,
)
from strata_layered.memory.text.text import has_cjk
from strata_layered.memory.topics.chatter import MASK, RESPONSE_CLAUSE, subject_part
from strata_layered.memory.topics.chinese_name import NAME_CHARS_ZH, chinese_name
from strata_layered.memory.topics.introductions import (
    introduces_en,
    introduces_zh,
    person_unsaid_zh,
)
from strata_layered.memory.topics.name_rows import (
    CAPTION,
    FILLER_ZH,
    INTRODUCED,
    INTRODUCED_EN,
    MEASURE_ZH,
    NAME_STOPWORDS_EN,
    NOT_A_KEYWORD_ZH,
    OTHER_SUBJECT,
    WEAK_ZH,
    WORD_EN,
)
from strata_layered.memory.topics.name_start import message_start
from strata_layered.memory.topics.phrases import (
    counted_phrases,
    first_phrase,
    named_subject,
    phrase_name,
)
from strata_layered.memory.topics.stand_ins import abstract_stand_in, wanted_activity
from strata_layered.memory.topics.whole_name import counted

SUMMARY_CHARS = 600
SUMMARY_POINT_CHARS = 80
RENAME_POINTS_ZH = 4
"""A Chinese topic is renamed from at least this many summary points, none saying its name."""


def without_captions(text: str) -> str:
    """The text without what a transcript says of a shared image."""
    return re.sub(r"\s{2,}", " ", CAPTION.sub(" ", text)).strip() if "[" in text else text


def _subject_clauses(text: str) -> list[Clause]:
    """The clauses that say something: statements first; questions when nothing else is said."""
    clauses = split_clauses(text)
    said = [c for c in clauses if clause_kind(c) == "statement"]
    return said or [c for c in clauses if clause_kind(c) in ("question", "request")]


def _keywords_zh(clause: Clause) -> str:
    text = NOT_A_KEYWORD_ZH.sub("", clause.text)
    if bare_verdict_zh(text):
        return ""
    if introduces_zh(text):
        return INTRODUCED
    return FILLER_ZH.sub("", text)


def subject_name(text: str) -> str:
    """The subject's keywords, or "" when the message names no subject ("今天又来找你聊天啦").

    Read, as routing reads it, without the opening clauses that only check in or answer the
    assistant (`subject_part`): 你好啊，近来过得怎么样？ names nothing (it had named 过得).
    """
    text = subject_part(text)
    clauses = _subject_clauses(without_captions(text))
    if has_cjk(text):
        asked = [c for c in split_clauses(without_captions(text))
                 if clause_kind(c) in ("question", "request")]
        return chinese_name(clauses, asked)
    # A phrase the message says ("dance studio"), else one it asks or says of the partner
    # ("No worries, Nate! … What flavor did you make?" → flavor); none for a reaction alone
    # ("It's been tough") or a name said to someone: the message names no subject. One that
    # only says who the user is ("Pri here.") is their self-introduction, never their name.
    return named_subject(first_phrase(c.text for c in clauses) or first_phrase(
        c.text for c in split_clauses(without_captions(text))
        if clause_kind(c) in ("question", "request", "partner")), [text]) or wanted_activity(
        text) or (INTRODUCED_EN if introduces_en(text) else "")


def recurring_name(summary: str) -> str:
    """An English topic's subject: the phrase its summary's points keep saying.

    A name made from the first message alone is what that message says first; what a topic
    is about is what its messages keep saying ("yoga class"): the phrase said by two points
    whose words the points say most (memory/topics/phrases.py); "" when no word recurs.
    The summary is what forgetting rewrites, so a name made from it says nothing taken back.
    """
    if has_cjk(summary):
        return _recurring_name_zh(summary)
    _, sep, body = summary.partition(": ")
    if not sep:
        return ""
    points = body.split("; ")
    return named_subject(phrase_name(counted_phrases({}, points), counted({}, points), {}, 0),
                         points)


def _recurring_name_zh(summary: str) -> str:
    """A Chinese topic's subject once its first name is no longer what it talks about.

    A Chinese name reads as a subject already, so it is kept while a point of the summary
    says one of its bigrams. Once none does, from at least four points (陆琳's topic opened
    by her self-introduction, 自我介绍, then about a film for ten messages), the point
    holding the most bigrams that two points say gives the name: the characters of its
    keywords those bigrams cover ("是一部叫做《摔跤吧！爸爸》的电影" → 摔跤电影).
    """
    head, sep, body = summary.partition("：")
    name = head.removeprefix("关于")
    points = [_bare_zh(p) for p in body.split("；")] if sep and head.startswith("关于") else []
    if len(points) < RENAME_POINTS_ZH:
        return ""
    if any(_bigrams(k) & _bigrams(name) for k in points) and not person_unsaid_zh(name, points):
        return ""  # still said; one person only while most points say them (男朋友Kevin)
    said = Counter(g for k in points for g in _bigrams(k))
    recurring = {g for g, n in said.items() if n >= 2}
    best = max(points, key=lambda k: len(_bigrams(k) & recurring))
    if len(_bigrams(best) & recurring) < 2:
        return ""
    covered = [any(best[j:j + 2] in recurring for j in (i - 1, i)) for i in range(len(best))]
    better = "".join(c for c, kept_char in zip(best, covered, strict=True) if kept_char)
    return better[:NAME_CHARS_ZH] if len(better) >= 2 else ""


def _bare_zh(point: str) -> str:
    """A Chinese point's keywords for naming ("" for a verdict or a feeling alone)."""
    text = CAPTION.sub("", NOT_A_KEYWORD_ZH.sub("", point))
    if bare_verdict_zh(text):
        return ""
    words = MEASURE_ZH.sub("", FILLER_ZH.sub("", text))
    return "" if WEAK_ZH.search(words) else words


def _bigrams(text: str) -> set[str]:
    return {text[i:i + 2] for i in range(len(text) - 1)}


def topic_name(text: str, *, fallback_chars: int = 24) -> str:
    """The topic's name: the subject's keywords, or the message's start when none are left."""
    return subject_name(text) or _stand_in(text, fallback_chars)


def _stand_in(text: str, chars: int) -> str:
    """An abstract noun said alone ("offer"), else the message's start: no subject either."""
    return ("" if has_cjk(text) else abstract_stand_in(text)) or message_start(text, chars)


def first_subject_name(texts: list[str], *, fallback_chars: int = 24) -> str:
    """A topic's name from its messages: the first that names a subject, else the first's start."""
    names = [name for text in texts if (name := subject_name(text))]
    for name in names:
        if not names_no_subject(name):
            return name
    if names:
        return names[0]
    return _stand_in(texts[0], fallback_chars) if texts else ""


def names_no_subject(name: str) -> bool:
    """Whether a topic's name is a message's start kept for want of a subject (see topic_name).

    A name made of keywords holds no filler, stopword or punctuation (the keywords are what
    is left without them); a message's start does. Such a name is replaced by the first
    later message that names a subject: a topic opened by "今天又来找你聊天啦。" is called
    after what was then talked about.
    """
    if name in (INTRODUCED, INTRODUCED_EN):
        return True  # who the user is, until a message names a subject (我叫林晓 … 失眠)
    if has_cjk(name):
        # A feeling (无聊) or abstract noun (感悟) alone names for want of a subject: replaced.
        return bool(FILLER_ZH.search(name) or NOT_A_KEYWORD_ZH.search(name)
                    or WEAK_ZH.search(name) or NAME_ABSTRACT_ZH.search(name))
    # A phrase may hold a determiner ("starting my own business"), not only stopwords; a
    # name in its case ("daughter Lily"), not a message's capital and stopwords ("It was").
    words = name.split(" ")
    return bool(NAME_ABSTRACT.search(name)) or not all(WORD_EN.fullmatch(w) for w in words) or all(
        w.lower() in NAME_STOPWORDS_EN for w in words) or (words[0] != words[0].lower() and any(
            w.lower() in NAME_STOPWORDS_EN for w in words))


def renamed_summary(summary: str, old: str, new: str) -> str:
    """The summary under its topic's new name: the head changes, what was said stays."""
    for head in (f"关于{old}：", f"About {old}: "):
        if summary.startswith(head):
            zh = head.startswith("关于")
            return (f"关于{new}：" if zh else f"About {new}: ") + summary[len(head):]
    return summary


def subject_text(text: str) -> str:
    """What the user says of the subject themselves: the text a topic's domain is read from."""
    return "，".join(c.text for c in _subject_clauses(without_captions(text))
                    if not OTHER_SUBJECT.search(c.text.strip()))


def summary_points(user_text: str) -> list[str]:
    """What the user's message says, clause by clause, without chatter, questions or moods."""
    points = [c.text.strip("，,。.！!；; ")[:SUMMARY_POINT_CHARS]
              for c in split_clauses(without_captions(user_text)) if clause_kind(c) == "statement"
              and not _says_nothing(c)]
    # A masked secret is nothing the topic is about, and its label alone says nothing either.
    return [p for p in points if len(p) >= (4 if has_cjk(p) else 12) and not MASK.search(p)
            and _of_the_topic(p)]


def _of_the_topic(point: str) -> bool:
    """Whether a statement says something of the topic (memory/rules/topic_points.py)."""
    if POINT_DAY.search(point):
        return False  # 今天是星期二: the day, not the topic
    if has_cjk(point):
        return not RESPONSE_CLAUSE.match(point)  # 这些建议非常实用, 我很感激: an answer
    return not (POINT_JUDGED_EN.search(point) or POINT_FEELING_EN.search(point)
                or POINT_CHAT_EN.search(point) or POINT_TO_PARTNER_EN.search(point)
                or POINT_REPLY_EN.search(point))


def _says_nothing(clause: Clause) -> bool:
    """A verdict, a feeling, a reaction or a vague opener: nothing the topic is about."""
    bare = clause.text.strip("，,。.！!？?；; ")
    if REACTION.search(bare) or VAGUE_OPENER.search(bare):
        return True
    if not has_cjk(bare):
        return False
    words = _keywords_zh(clause)
    return len(words) < 2 or bool(WEAK_ZH.search(words))


def topic_summary(name: str, previous: str, user_text: str) -> str:
    """The topic's summary: what it is about, then what the user has said of it, latest last."""
    zh = has_cjk(name + user_text)
    head = f"关于{name}：" if zh else f"About {name}: "
    body = previous.removeprefix(head) if previous.startswith(head) else ""
    joiner = "；" if zh else "; "
    points = [p for p in summary_points(user_text) if p not in body]
    body = joiner.join(filter(None, [body, *points]))
    while len(head) + len(body) > SUMMARY_CHARS and joiner in body:
        body = body.split(joiner, 1)[1]  # the oldest point goes first
    # Nothing said of it yet (a question, a remark in passing): no summary, not its head alone
    return head + body[-(SUMMARY_CHARS - len(head)):] if body else ""


def joined_summary(summary: str, other: str) -> str:
    """`summary` with the points of another topic's summary it does not say yet, latest last.

    Two topics found to be one (memory/topics/merging.py): the kept topic's head stays, and
    the oldest points go first while the whole is over SUMMARY_CHARS, as topic_summary does.
    """
    sep = "：" if "：" in summary[:30] else ": "
    head, found, body = summary.partition(sep)
    if not found:
        return summary or other
    _, other_found, extra = other.partition("：" if "：" in other[:30] else ": ")
    joiner = "；" if sep == "：" else "; "
    points = [p for p in extra.split(joiner) if p and p not in body] if other_found else []
    body = joiner.join(filter(None, [body, *points]))
    while len(head) + len(sep) + len(body) > SUMMARY_CHARS and joiner in body:
        body = body.split(joiner, 1)[1]
    return head + sep + body


def compressed_summary(summary: str, chars: int) -> str:
    """An archived topic's shorter summary: still says what it is about, then its latest."""
    head, sep, body = summary.partition("：" if "：" in summary[:30] else ": ")
    if not sep or len(head) > 30 or len(summary) <= chars:
        return summary[-chars:]
    tail = body[-max(0, chars - len(head) - len(sep)):]
    joiner = "；" if "；" in tail else "; "
    if tail != body and joiner in tail:
        tail = tail.split(joiner, 1)[1]  # whole points only: no half of the oldest kept one
    return head + sep + tail
