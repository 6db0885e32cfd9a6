"""An English topic named by a phrase its points say, not a bag of keywords [beyond seed 004].

Issue 25 asks for topics "named by their subject in the user's language". English names were
the content words a topic's points said most, in any order ("sounds challenging
interesting", "steps remember key"). A person names a topic by a short noun phrase ("yoga
retreat", "dance studio", "mom's old house"). With no tagger or model on the machine, a
point is read word by word (the rows of memory/rules/topic_names.py):

- a phrase is a run of content words: no stopword, reaction, filler or common verb;
- the word after a subject pronoun, a modal or "to" is a verb ("we planted tomatoes" →
  tomatoes), and so is a past form in -ed at either end of a run ("adopted Luna" → luna);
- a capitalised name alone between punctuation ("Thanks, Maria!") is said to someone: no phrase;
- a word before a particle is a verb unless a determiner precedes it ("a meeting coming up");
- a phrase whose head is generic ("the ideal spot") or a quality ("a brighter future") names
  nothing;
- a phrase keeps its last three words (the head last), and counts its shorter endings too
  ("free gardening class" also says "gardening class").

A topic counts, for its life, how many points said each phrase (`TopicRecord.point_phrases`,
as `point_words` counts words: forgetting drops a phrase any of whose words was taken back).
Its name is the phrase holding a word said by at least two points whose words weigh most:
each word by how many points said it, times how rare it is among the user's other topics
(memory/topics/whole_name.py), the sum times (n + 1) / (n + 2) for a phrase n points said
(a longer phrase said once, "chicken thighs", still beats its head said twice, "thighs").
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable, Mapping
from functools import lru_cache

from strata_layered.memory.facts.people import names_given
from strata_layered.memory.rules.row import on_toggle
from strata_layered.memory.rules.topic_name_ends import NAME_IDIOM, NAME_INVERTED, NAME_THEIR_VERB
from strata_layered.memory.rules.topic_name_kinds import (
    NAME_ABSTRACT,
    NAME_COMPANION_EN,
    NAME_DESCRIBED,
    NAME_TOGETHER_EN,
)
from strata_layered.memory.rules.topic_name_people import NAME_PERSON_OPENS_EN
from strata_layered.memory.rules.topic_name_subjects import NAME_DESCRIBED_SUBJECT_EN
from strata_layered.memory.rules.topic_names import (
    NAME_AUXILIARY,
    NAME_CONJUNCTION,
    NAME_FILLER,
    NAME_GENERIC,
    NAME_INTRODUCER,
    NAME_MODIFIER,
    NAME_PARTICLE,
    NAME_QUALITY,
    NAME_REACTION,
    NAME_TIME,
    NAME_VERB,
    NAME_VERB_NEXT,
    NAME_VERB_OBJECT,
)
from strata_layered.memory.topics.introductions import without_introduction_en
from strata_layered.memory.topics.name_rows import CAPTION, NAME_STOPWORDS_EN
from strata_layered.memory.topics.whole_name import RARITY_FLOOR, stem

TOKEN = re.compile(r"[A-Za-z][A-Za-z'’-]*|\d+|[^\sA-Za-z\d]")
PHRASE_WORDS = 3
MIN_POINTS = 2
MAX_PHRASES = 200
"""Phrases a topic keeps counts of (the most said), bounded in size."""
PARSED = 8192
"""Points whose phrases are kept per process (a topic's summary holds a few dozen)."""
OPENERS = frozenset("a an the my your our his her their its this these those some".split())
"""Determiners and possessives: a word in -ing after one is a noun ("the wedding")."""
OBJECT_OPENER = re.compile(r"^(?:a|an|the|my|your|our|his|her|their|some|own|another|new)$")
"""What may stand between a gerund and its object."""
GIVEN_NAME = frozenset(("named", "called"))
"""A verb that gives what stands before it the name after it."""
CLAUSE_END = frozenset(".,!?;:…()\"—–")


def _plain(token: str) -> str:
    return token.lower().replace("’", "'")


def is_content(word: str) -> bool:
    """Whether a word can be part of a name (no stopword, reaction, filler or verb)."""
    low = _plain(word)
    base = low.removesuffix("'s")
    return (len(base) > 2 and "'" not in base and base not in NAME_STOPWORDS_EN
            and not NAME_INTRODUCER.search(low) and not NAME_CONJUNCTION.search(low)
            and not NAME_REACTION.search(low)
            and not NAME_FILLER.search(low) and not NAME_VERB.search(low))


def _trimmed(tokens: list[str], run: list[int]) -> list[int]:
    """The run without past forms at either end, its last words; [] for a generic head.

    A span or a when at the end is cut off with what describes it ("the meeting lasted two
    hours" → meeting; "five hours" → nothing); the last words never cut a proper name in two.
    """
    while run and _plain(tokens[run[0]]).endswith("ed"):
        run = run[1:]
    while run and (NAME_TIME.search(last := _plain(tokens[run[-1]])) or last.endswith("ed")
                   or NAME_MODIFIER.search(last)):
        run = run[:-1]  # "two years old", "meeting lasted two hours": no head
    if not run or NAME_GENERIC.search(head := _plain(tokens[run[-1]])) \
            or NAME_QUALITY.search(head) or (len(run) == 1 and NAME_ABSTRACT.search(head)):
        return []  # "the ideal spot", "a brighter future", "an offer": no subject
    kept = run[-PHRASE_WORDS:]
    while kept[0] != run[0] and tokens[kept[0]][0].isupper() and tokens[kept[0] - 1][0].isupper():
        kept = [kept[0] - 1, *kept]  # a proper name stays whole: "Harry Potter fan project"
    return kept


def _is_verb(tokens: list[str], i: int, verb_next: bool) -> bool:
    """Whether the content word at i is a verb (after a pronoun or modal, "to" + object).

    So is a word before a particle with no determiner before it ("a meeting coming up").
    """
    if verb_next:
        return True
    after = _plain(tokens[i + 1]) if i + 1 < len(tokens) else "."
    if i > 0 and _plain(tokens[i - 1]) not in OPENERS and NAME_PARTICLE.match(after):
        return True
    return i > 0 and _plain(tokens[i - 1]) == "to" and bool(NAME_VERB_OBJECT.match(after)
                                                            or after in OPENERS)


def _runs(tokens: list[str]) -> list[list[int]]:
    """The runs of content words, by token position, trimmed (see the module docstring)."""
    runs: list[list[int]] = []
    run: list[int] = []
    verb_next = False
    for i, token in enumerate([*tokens, "."]):
        word = token[0].isalpha()
        described = i > 0 and bool(NAME_DESCRIBED.match(_plain(tokens[i - 1])))  # so bad
        if word and is_content(token) and not described and not _is_verb(tokens, i, verb_next):
            run.append(i)
            continue
        if run:
            before = tokens[run[0] - 1] if run[0] else "."
            said_to = (len(run) == 1 and tokens[run[0]][0].isupper() and token in CLAUSE_END
                       and before in CLAUSE_END)
            if not said_to and (kept := _trimmed(tokens, run)):
                runs.append(kept)
            run = []
        if word and NAME_VERB_NEXT.match(_plain(token)):
            verb_next = True
        elif not word or not NAME_AUXILIARY.match(_plain(token)):
            verb_next = False  # this word was the verb ("I went", "I love")
    return runs


def _with_objects(tokens: list[str], runs: list[list[int]]) -> list[list[int]]:
    """A gerund joined to its object: "starting my own business", "adopting a dog"."""
    out: list[list[int]] = []
    for run in runs:
        if out and len(out[-1]) == 1 and _gerund(tokens, out[-1][0]) and all(
                OBJECT_OPENER.match(_plain(t)) for t in tokens[out[-1][0] + 1:run[0]]) \
                and run[0] - out[-1][0] <= 3:
            out[-1] = [*range(out[-1][0], run[0]), *run]
        else:
            out.append(run)
    return out


def _gerund(tokens: list[str], i: int) -> bool:
    word = _plain(tokens[i])
    return len(word) > 5 and word.endswith("ing") and not (i and _plain(tokens[i - 1]) in OPENERS)


def _unnamed(tokens: list[str]) -> list[str]:
    """Without "named" / "called" between a noun and a name: "a dog named Rex" → dog Rex.

    The name given stays with what it names, as `named_subject` says it ("daughter Lily"); the
    verb is no part of the phrase (fix36 saw a topic named "dog named Rex").
    """
    return [t for i, t in enumerate(tokens) if not (
        _plain(t) in GIVEN_NAME and 0 < i < len(tokens) - 1 and tokens[i + 1][0].isupper()
        and is_content(tokens[i - 1]))]


def phrases_of(point: str) -> list[str]:
    """The phrases a point says, in order, lowercased, each with its shorter endings."""
    return list(_phrases(point))


@lru_cache(maxsize=PARSED)
def _phrases(point: str) -> tuple[str, ...]:
    """`phrases_of`, kept per text.

    A keep turn's summary refresh reads its topic's points again to name it
    (`recurring_name`): the points the turns before read too. Who only comes along ("Leo and
    I went hiking") is no phrase while the point names something else (hiking); "Leo and I
    broke up" names Leo.
    """
    alone = point if NAME_TOGETHER_EN.search(point) else NAME_COMPANION_EN.sub("we", point)
    return (_read_phrases(alone) if alone != point else ()) or _read_phrases(point)


def _read_phrases(point: str) -> tuple[str, ...]:
    # A verb idiom ("take care of") and the user's own name ("I'm Priya") name nothing.
    point = without_introduction_en(NAME_IDIOM.sub(" and ", CAPTION.sub(" ", point)), " and ")
    # A question's verb ("Did your boyfriend teach you"), what someone does ("my boss wants").
    point = NAME_THEIR_VERB.sub(r"\g<head> and ", NAME_INVERTED.sub(r"\g<head> and ", point))
    tokens = _unnamed(TOKEN.findall(point.replace("`", "'")))
    out: dict[str, None] = {}
    for run in _with_objects(tokens, _runs(tokens)):
        for i, at in enumerate(run):
            if i == 0 or is_content(tokens[at]) and not (
                    i == len(run) - 1 and NAME_ABSTRACT.search(tokens[at])):  # "job offer"
                out[" ".join(_plain(tokens[j]) for j in run[i:])] = None
    return tuple(out)


on_toggle(_phrases.cache_clear)  # read again when a row is switched off (bench --rules)


def _key(phrase: str) -> str:
    return " ".join(stem(w) for w in phrase.split())


def counted_phrases(counts: Mapping[str, int], points: Iterable[str]) -> dict[str, int]:
    """The counts with each point's phrases added once (English points only)."""
    out = dict(counts)
    shown = {_key(p): p for p in out}
    for point in points:
        for phrase in phrases_of(point):
            key = shown.setdefault(_key(phrase), phrase)
            out[key] = out.get(key, 0) + 1
    if len(out) > MAX_PHRASES:
        out = dict(sorted(out.items(), key=lambda p: -p[1])[:MAX_PHRASES])
    return out


def without_phrases(counts: Mapping[str, int], gone: frozenset[str]) -> dict[str, int]:
    """The counts without the phrases any of whose words' stems was taken back."""
    return {p: n for p, n in counts.items() if not any(stem(w) in gone for w in p.split())}


def phrase_name(phrases: Mapping[str, int], words: Mapping[str, int],
                others: Mapping[str, int], topics: int) -> str:
    """The topic's name from its counts ("" when no phrase holds a word said twice).

    `words`: the topic's word counts (whole_name.counted); `others`: for a stem, how many of
    the user's other `topics` said it.
    """
    said = {stem(w): n for w, n in words.items()}

    def weight(phrase: str) -> float:
        words = sum(said.get(stem(w), 0) * (RARITY_FLOOR + math.log(
            (1 + topics) / (1 + others.get(stem(w), 0)))) for w in phrase.split())
        said_by = phrases[phrase]
        return words * (said_by + 1) / (said_by + 2)  # said once: 2/3, twice: 3/4

    recurring = [p for p in phrases if any(said.get(stem(w), 0) >= MIN_POINTS
                                           for w in p.split())]
    if not recurring:
        return ""
    order = list(phrases)
    return min(recurring, key=lambda p: (-weight(p), order.index(p)))


def named_subject(name: str, points: Iterable[str]) -> str:
    """An English name as a reader says it: a person's name in its case, and whose it is.

    Phrases are counted in lower case ("lily"); a word the points say with a capital inside a
    sentence is a name and keeps it ("Lily"). A name alone names a person, not what the topic
    is about (fix36: a topic named "lily"): it is said with the relative or pet a point named
    it as ("daughter Lily", rows person_name_given / pet_name_given), when one did.
    """
    said = list(points)
    cased = {_plain(f"{m['name']}{own}"): f"{m['name']}{own}" for p in said
             for m in NAME_PERSON_OPENS_EN.finditer(p) for own in ("", "'s")}  # Leo and I
    for point in said:
        tokens = TOKEN.findall(CAPTION.sub(" ", point))
        for j, token in enumerate(tokens):
            if token[0].isupper() and j and tokens[j - 1] not in ".!?…" and token != "I":
                cased.setdefault(_plain(token), token)
    words = [cased.get(w, w) for w in name.split()]
    if len(words) == 1 and words[0] != name:
        kinds = [kind for p in said for kind, given in names_given(p) if given == words[0]]
        if kinds:
            return f"{kinds[0]} {words[0]}"
    return " ".join(words)


def first_phrase(clauses: Iterable[str]) -> str:
    """A message's name: its phrase of the most words, the first of equals ("" for none).

    A subject said first and then described ("Work has been crazy, my boss keeps adding
    deadlines") names the message: what the clauses after it say is said of it (names40b).
    """
    said = [(c, phrases_of(c)) for c in clauses]
    first = next(((c, found) for c, found in said if found), None)
    if first and NAME_DESCRIBED_SUBJECT_EN.search(first[0]):
        return max(first[1], key=lambda p: len(p.split()))
    found = [p for _, phrases in said for p in phrases]
    return max(found, key=lambda p: len(p.split()), default="")
