"""A topic named by its subject, and a summary that says what it is about [beyond seed 004].

Seed 004 §3.2 opens a topic per subject; issue 16 asks that a person can read it. The
name is the subject's keywords: the message's statements without greetings, thanks,
moods, verdicts and fillers ("你好，朋友！今天是我朋友的生日，我不知道应该送什么礼物。"
→ "朋友生日礼物"). The summary opens with that name and keeps what the user said of
the subject, never the chatter around it or the assistant's replies. The domain label is
read from the user's own statements (not from what they say of someone else), so a
birthday gift for a friend who likes travel is no 旅行 topic.
"""

from __future__ import annotations

import re
from collections import Counter

from strata_layered.memory.clauses import Clause, clause_kind, split_clauses
from strata_layered.memory.rules.lasting import REACTION, VAGUE_OPENER
from strata_layered.memory.text import has_cjk
from strata_layered.memory.topics.chatter import MASK

NAME_CHARS_ZH = 12
NAME_WORDS_EN = 5
SUMMARY_CHARS = 600
SUMMARY_POINT_CHARS = 80

# Multi-character fillers first, then single characters where they cannot be inside a word.
FILLER_ZH = re.compile(
    r"今天|今晚|昨天|昨晚|明天|早上|晚上|下午|中午|上午|最近|刚才|刚刚|现在|平时|其实|一直|经常|总是|通常"
    r"|不知道|不确定|应该|怎么办|怎么|什么|哪里|哪个|如何|觉得|感觉|感到|认为|发现|打算|准备|计划|希望|想要"
    r"|因为|所以|但是|不过|可是|而且|关于|很多|一些|有些|有点|一个|一家|一名|一位|一种|一场|一次|一下|一起"
    r"|学到了|遇到了|遇到|品尝了|注册了|参加了|去了|看了|做了|买了|方面|这个|那个|这些|那些|我们|他们|自己"
    r"|非常|特别|超级|真的|比较|已经|还是|可以|需要|我的|你的|的话|的时候|知道|听说|没有|太多|不够|不太|送(?![别])"
    r"|放(?![假松心学弃])|好(?=$)"
    r"|(?<![目])的(?!确)|了(?!解)|我|你|您|很|都(?![市江])|也|还(?![款原])|在(?!线)|是(?!否)"
    r"|去(?![年世])|把|被|着|呢|吗|吧|啊|呀|哦|嘛|和|跟|与|就(?![业])|又|到|给|该|想(?![法象])|要(?![求素])"
)
# A clause that only judges or passes the time ("体验超级棒", "今天天气真好") names nothing.
VERDICT_ZH = re.compile(r"^(?:体验|感觉|心情|味道|天气|效果)?(?:真|超级|很|非常|特别|好|太)*"
                        r"(?:棒|好|不错|开心|舒服|放松|美|好吃|爽|好玩|有趣|刺激|精彩)[了呢啊呀！!。]*$"
                        r"|天气(?:真|很|特别|不|有点|有些)?(?:好|不错|晴朗|热|冷|糟糕|差|阴沉)"
                        r"|^(?:今天|外面|又)?(?:在)?下(?:着|了)?(?:一整天的?|一天的?|整天的?)?"
                        r"(?:大|小|毛毛)?(?:雨|雪)了?$")
# A feeling or a vague worry alone ("我很困惑", "我有一个烦恼") names the subject only when
# nothing else does.
WEAK_ZH = re.compile(r"^有?(?:烦恼|心事|问题|困惑|迷茫|纠结|难过|开心|兴奋|烦|累|紧张|郁闷|激动"
                     r"|无聊)$")
INTRODUCED = "自我介绍"
# Counted things and calling words name nothing (一部电影, 一本书, 叫做): for names only, the
# fillers above are also routing's and forgetting's.
MEASURE_ZH = re.compile(r"[一两几这那每][部本篇段首条张件个位]|叫做|名叫|有关")
RENAME_POINTS_ZH = 4
"""A Chinese topic is renamed from at least this many summary points, none saying its name."""
NOT_A_KEYWORD_ZH = re.compile(r"[，。！？!?、；;：:“”\"'《》()（）~～…\s]")
INTRODUCTION = re.compile(r"^我(?:叫|的名字是|名字叫)[\u4e00-\u9fff·]{1,6}$"
                          r"|^我是[\u4e00-\u9fff]{2,3}$")
STOPWORDS_EN = frozenset("""
a an the and or but so to of in on at for with about from by as into than then that this
these those it its it's is are was were be been being am i i'm i've i'd i'll me my mine we
our us you your he him his she her they them their there here what which who how why when
where do does did done doing have has had having can could would should will shall may
might must not no yes just really very so too also still even lot lots some any much many
today tonight yesterday tomorrow now recently lately always usually often sometimes never
went go going gone get got getting know think thought feel felt want wanted need like
make made take took see saw say said tell told let lets um uh oh hey hi hello well okay
ok yeah yep thanks thank please dear sure wondering hoping trying something thing
things kind bit little more most new good great nice amazing awesome pretty quite
gonna wanna gotta kinda sorta lemme dunno ya yup nah hmm wow whoa omg btw lol
""".split())
# Words that name no subject though routing and forgetting count them (markers): time
# fillers, talk about talking, pictures shown, generic verbs ("last week visited place").
NAME_STOPWORDS_EN = STOPWORDS_EN | frozenset("""
last since time times way while day days week weeks month months year years ago ever
talked talking chatted chatting spoke speaking caught catching glad happy excited
share shares shared photo photos pic pics picture pictures look looks looking other all
out find works able each through such around myself yourself ourselves yourselves
himself herself themselves
""".split())
# What a transcript says of a shared image ("[shares a photo: a photo of a beach]"): the
# picture's caption, not what the user said the topic is about. It stays in the message
# history; names and summaries are made without it.
CAPTION = re.compile(r"\[(?:shares?|shared|sharing|sends?|sent|posts?|posted)\b[^\]]*\]"
                     r"|\[(?:photo|picture|image|video)\b[^\]]*\]", re.I)


def without_captions(text: str) -> str:
    """The text without what a transcript says of a shared image."""
    return re.sub(r"\s{2,}", " ", CAPTION.sub(" ", text)).strip() if "[" in text else text
NAME_WORDS_RECURRING = 3
"""Words of a name made from what a topic's summary keeps saying (recurring_name)."""
WORD_EN = re.compile(r"[A-Za-z][A-Za-z'-]*")
# What a person says of someone else ("他喜欢旅游", "she loves travel"): not the subject's domain.
OTHER_SUBJECT = re.compile(
    r"^(?:我(?:知道|觉得))?(?:他|她|它)(?!们都)|^(?:he|she|they|his|her|their)\b", re.I)


def _subject_clauses(text: str) -> list[Clause]:
    """The clauses that say something: statements first; questions when nothing else is said."""
    clauses = split_clauses(text)
    said = [c for c in clauses if clause_kind(c) == "statement"]
    return said or [c for c in clauses if clause_kind(c) in ("question", "request")]


def _keywords_zh(clause: Clause) -> str:
    text = NOT_A_KEYWORD_ZH.sub("", clause.text)
    if VERDICT_ZH.search(text):
        return ""
    if INTRODUCTION.search(text):
        return INTRODUCED
    return FILLER_ZH.sub("", text)


def _name_words_zh(clause: Clause) -> str:
    """A Chinese clause's words for a name: whole runs between fillers, never a fragment.

    Removing fillers from inside a clause glues what stood around them ("不知道自己该往哪个
    方向去发展" → 往方向发展): a name is made of the runs of two or more characters that the
    fillers leave whole (方向, 发展), one-character leftovers (往) dropped. A counted thing's
    measure (一本, 一篇) is no break: "读一本小说" → 读小说.
    """
    text = NOT_A_KEYWORD_ZH.sub("", clause.text)
    if VERDICT_ZH.search(text):
        return ""
    if INTRODUCTION.search(text):
        return INTRODUCED
    runs = FILLER_ZH.split(MEASURE_ZH.sub("", text))
    return "".join(run for run in runs if len(run) >= 2)


def _keywords_en(clause: Clause) -> list[str]:
    words = [w.lower().removesuffix("'s") for w in WORD_EN.findall(clause.text)]
    return [w for w in words if w not in NAME_STOPWORDS_EN and len(w) > 2 and "'" not in w]


def subject_name(text: str) -> str:
    """The subject's keywords, or "" when the message names no subject ("今天又来找你聊天啦")."""
    clauses = _subject_clauses(without_captions(text))
    if has_cjk(text):
        pieces = [k for c in clauses if len(k := _name_words_zh(c)) >= 2]
        name = ""
        for piece in [p for p in pieces if not WEAK_ZH.search(p)] or pieces:
            if name and len(name) + len(piece) > NAME_CHARS_ZH:
                break
            name += piece
        return name[:NAME_CHARS_ZH]
    words = list(dict.fromkeys(w for c in clauses for w in _keywords_en(c)))
    return " ".join(words[:NAME_WORDS_EN])


def recurring_name(summary: str) -> str:
    """An English topic's subject: the content words most of its summary's points say.

    A name made from the first message alone is that message's keywords ("last week visited
    place holds"); what a topic is about is what its messages keep saying ("yoga class
    retreat"). Words said in at least two points, most points first; "" when none recur
    or the summary is Chinese (its names read as a subject already). The summary is what
    forgetting rewrites, so a name made from it says nothing taken back.
    """
    if has_cjk(summary):
        return _recurring_name_zh(summary)
    _, sep, body = summary.partition(": ")
    if not sep:
        return ""
    said: Counter[str] = Counter()
    shown: dict[str, str] = {}
    for point in body.split("; "):
        # In the order said (a set would order ties by the process's string hashing).
        words = dict.fromkeys(w.lower() for w in WORD_EN.findall(CAPTION.sub(" ", point)))
        stems = set()
        for word in words:
            if word in NAME_STOPWORDS_EN or len(word) <= 2 or "'" in word:
                continue
            stem = word[:-1] if len(word) > 4 and word.endswith("s") \
                and not word.endswith("ss") else word
            shown.setdefault(stem, word)
            stems.add(stem)
        said.update(stems)
    order = list(shown)
    recurring = sorted((w for w, n in said.items() if n >= 2),
                       key=lambda w: (-said[w], order.index(w)))
    return " ".join(shown[w] for w in recurring[:NAME_WORDS_RECURRING])


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
    if any(_bigrams(k) & _bigrams(name) for k in points):
        return ""
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
    if VERDICT_ZH.search(text):
        return ""
    words = MEASURE_ZH.sub("", FILLER_ZH.sub("", text))
    return "" if WEAK_ZH.search(words) else words


def _bigrams(text: str) -> set[str]:
    return {text[i:i + 2] for i in range(len(text) - 1)}


def topic_name(text: str, *, fallback_chars: int = 24) -> str:
    """The topic's name: the subject's keywords, or the message's start when none are left."""
    return subject_name(text) or without_captions(text)[:fallback_chars] or text.strip()[
        :fallback_chars]


def first_subject_name(texts: list[str], *, fallback_chars: int = 24) -> str:
    """A topic's name from its messages: the first that names a subject, else the first's start."""
    names = [name for text in texts if (name := subject_name(text))]
    for name in names:
        if not names_no_subject(name):
            return name
    if names:
        return names[0]
    return (without_captions(texts[0]) or texts[0].strip())[:fallback_chars] if texts else ""


def names_no_subject(name: str) -> bool:
    """Whether a topic's name is a message's start kept for want of a subject (see topic_name).

    A name made of keywords holds no filler, stopword or punctuation (the keywords are what
    is left without them); a message's start does. Such a name is replaced by the first
    later message that names a subject: a topic opened by "今天又来找你聊天啦。" is called
    after what was then talked about.
    """
    if name == INTRODUCED:
        return False
    if has_cjk(name):
        # A feeling alone (无聊) is named only for want of a subject: the next one replaces it.
        return bool(FILLER_ZH.search(name) or NOT_A_KEYWORD_ZH.search(name)
                    or WEAK_ZH.search(name))
    words = name.split(" ")
    return not all(WORD_EN.fullmatch(w) and w == w.lower() and w not in NAME_STOPWORDS_EN
                   for w in words)


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
    return [p for p in points if len(p) >= (4 if has_cjk(p) else 12) and not MASK.search(p)]


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
    return head + body[-(SUMMARY_CHARS - len(head)):]


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
