"""A secret announced for the next message [beyond]: "I'll type it next" / 「下一条发给你」.

Issue 27: a password typed alone in the turn after "I'll type my password in the next
message" rested in clear, because a bare `Gx9#mPl2vQ` names nothing. The turn that
announces a secret sets a per-conversation flag (the kind expected, never a value); the
conversation's next user message, when it reads as a value rather than a sentence, is
masked whole. The flag lasts one message either way.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from itertools import accumulate

from strata_layered.memory.sensitive.announcements import ANNOUNCE_ROWS, ASK_ROWS, CARD_PART, CUES
from strata_layered.memory.sensitive.listed import is_list, listed_secrets
from strata_layered.memory.sensitive.masking import Masked, mask_secrets, mask_token, masked_with
from strata_layered.memory.sensitive.numbers import luhn_ok
from strata_layered.memory.sensitive.parts import asked_place, part_flag, rest_secret
from strata_layered.memory.sensitive.phrases import FUNCTION_WORDS
from strata_layered.memory.sensitive.spans import MASK_PATTERN, Secret, TextView
from strata_layered.memory.text.text import has_cjk

__all__ = ["ANNOUNCE_ROWS", "ASK_ROWS", "expected_secret", "asked_secret", "mask_turn",
           "mask_document", "document_secrets", "reads_as_value", "secrets_after", "mask_echoes"]

# A sentence, not a value: a question, a change of mind, Chinese particles.
# [beyond] sec40: or two Chinese clauses, a comma between them (还没想好，等一下).
_SENTENCE = re.compile(
    r"[？?。]|[，,]\s*\S+\s+\S+|算了|不发|吗|呢|吧|了$|的$|[\u4e00-\u9fff]{2}[，,]\s*[\u4e00-\u9fff]{2}")
_MAX_VALUE = 128
# Kinds whose value is digits: a message that begins with four or more of them, then a
# remark, begins with the value expected ("6467, expires 09/27", "8841 thanks").
_DIGIT_KINDS = frozenset({"bank_card", "code"})
_TYPED_TOKEN = re.compile(r"[0-9]|[A-Z].*[A-Z]|\w[-_.@#*]\w")
"""A typed token is a code's when it has a digit, two capitals or a sign inside (XKCD-QWER,
hunter2); "idk", "later", "Tuesday" answer the question with a word (review40)."""
_LEADING = re.compile(
    # sec42: or ends the message ("8841 2290" was cut to 8841 where the groups ran to its end)
    r"[ \t]*(?P<v>[0-9](?:[ -]?[0-9]){3,18})(?![0-9A-Za-z])"
    r"(?=[ \t]*[,，。.!！;；:：]|[ \t]+\S|[ \t]*$)"
    # [beyond] left40b: or said as the rest, a few words in ("ok and the rest is 6467", 剩下的是
    # 6467): what comes after the first part, whatever opens the message
    r"|[^0-9\n]{0,24}?(?:\b(?:rest|remaining(?: digits| numbers?| part)?|other (?:half|part|digits)"
    r"|second (?:half|part)|last (?:four|4|few|digits)(?: digits)?|ends?(?: with| in)?)"
    r"(?: of (?:it|the number))?"
    r"|剩下的?|后面的?|其余的?|后(?:四|几)位)[ \t]*(?:is|are|was|goes|[:：=]|是|为)?[ \t]*"
    r"(?P<r>[0-9](?:[ -]?[0-9]){3,18})(?![0-9A-Za-z])", re.I)


def expected_secret(text: str) -> str | None:
    """The secret the typed text says its next one holds: "code:part" after "my pin is 44"."""
    if _whole_card(text):
        return None
    if any(row.search(text) for row in ANNOUNCE_ROWS):
        return next((kind for kind, cue in CUES if cue.search(text)), None)
    return part_flag(mask_secrets(text).secrets, text) if _ENDS_DIGIT.search(text) else None


_ENDS_DIGIT = re.compile(r"[0-9][ \t.…-]*$")


def asked_secret(reply: str) -> str | None:
    """The kind of secret the reply asks for, and its place among several ("password:3/3")."""
    if not any(row.search(reply) for row in ASK_ROWS):
        return None
    kind, cue = next(((k, c) for k, c in CUES if c.search(reply)), ("password", CUES[-1][1]))
    place = asked_place(reply, cue)
    return f"{kind}:{place}" if place else kind


def _whole_card(text: str) -> bool:
    """The card number the text gives is whole (13 digits or more, with its checksum)."""
    m = CARD_PART.search(text)
    digits = "".join(c for c in m["d"] if c.isdigit()) if m else ""
    return len(digits) >= 13 and luhn_ok(digits)


def reads_as_value(text: str) -> bool:
    """Whether a whole message reads as a typed value (a password, a number), not a sentence."""
    body = text.strip()
    if not body or len(body) > _MAX_VALUE or "\n" in body or MASK_PATTERN.fullmatch(body):
        return False
    if _SENTENCE.search(body):
        return False
    words = body.split()
    if len(words) > 8:
        return False
    return sum(w.lower().strip(".,!'\"") in FUNCTION_WORDS for w in words) < 2


def mask_turn(text: str, expected: str | None) -> Masked:  # noqa: C901 - one reading per flag
    """The message masked as usual, or whole when it is the secret a previous turn announced.

    Args:
        text: The user's message as typed.
        expected: The kind the conversation's previous user message announced, or None.
    """
    expected, _, how = (expected or "").partition(":")
    if how == "part" and (part := rest_secret(text, expected)):
        # sec42b: "71" after "my pin is 44": the digits opening the message are the rest
        found = [s for s in mask_secrets(text).secrets if s.start >= part.end]
        return masked_with(text, [part, *found])
    if expected in _DIGIT_KINDS and (lead := _LEADING.match(text)):
        # "6467, expires 09/27" after the first part of a card: the rest, then a remark.
        value = "v" if lead["v"] else "r"
        rest = mask_secrets(text[lead.end(value):])
        start, end = lead.span(value)
        secrets = [Secret(expected, start, end),
                   *(Secret(x.kind, x.start + end, x.end + end) for x in rest.secrets)]
        head = text[:start] + mask_token(expected, chinese=has_cjk(text))
        return Masked(head + rest.text, secrets, list(dict.fromkeys(x.kind for x in secrets)))
    if expected and (listed := listed_secrets(text, expected, how)):
        # sec42: "Dan, Phoenix, 8812#" answers three questions; the code's item is the value
        found = [s for s in mask_secrets(text).secrets
                 if not any(s.start < x.end and x.start < s.end for x in listed)]
        return masked_with(text, sorted([*found, *listed], key=lambda s: s.start))
    if not expected or how == "part" or "/" in how and is_list(text) or not reads_as_value(text):
        return _lines_masked(text)
    if expected in _DIGIT_KINDS and not _code_like(text):
        return _lines_masked(text)
    start = len(text) - len(text.lstrip())
    end = len(text.rstrip())
    token = mask_token(expected, chinese=has_cjk(text))
    return Masked(text[:start] + token + text[end:], [Secret(expected, start, end)], [expected])


def _lines_masked(text: str) -> Masked:
    """The message masked; one of many lines as a document is (`document_secrets`)."""
    return masked_with(text, document_secrets(text)) if "\n" in text else mask_secrets(text)


def _code_like(text: str) -> bool:
    """Four digits or more (8841, 幺三五七, 6467 1234), or one typed token (XKCD-QWER).

    A code or a card's rest, not 好的等一下 nor "2 more things, sorry".
    """
    body = text.strip()
    one_token = len(body.split()) == 1 and body.isascii() and _TYPED_TOKEN.search(body)
    return bool(one_token) or sum(c.isdigit() for c in TextView(body).text) >= 4


def mask_document(text: str) -> str:
    """A text of many lines masked as its lines would be if said one after another [beyond]."""
    return masked_with(text, document_secrets(text)).text


def document_secrets(text: str) -> list[Secret]:
    """The secrets of a text of many lines, each line read after the one before it [beyond].

    A card's first part on one line and its rest on the next ("my card number is 4539 1488
    0343" / "ok and the rest is 6467"), kept in one document, had no turn to flag: the rest
    stayed in clear (sec40 left it). A line after one that announces a card's part or a code
    is read as the message after it would be (`mask_turn`) when it opens with the value. A
    message of many lines is read so too (sec44: a note pasted in chat).
    """
    found = sorted(mask_secrets(text).secrets, key=lambda x: x.start)
    if "\n" not in text:
        return found
    said, starts = text.split("\n"), [0]
    for line in said:
        starts.append(starts[-1] + len(line) + 1)
    # sec44b: each line looks up the whole text's secrets by bisect (a scan and a rebuild of
    # the list per line took 31 s for 200 kB of a card's lines); a line's own reading
    # replaces the whole text's secrets that start in it
    begins = [x.start for x in found]
    reach = list(accumulate((x.end for x in found), max))
    dropped: list[tuple[int, int]] = []
    added: list[Secret] = []
    for i in range(1, len(said)):
        kind = expected_secret(said[i - 1]) or ""
        if not kind and i > 1 and said[i - 2].strip() and said[i - 1].strip():
            # sec44: a line that only goes on with the one above ("我的银行卡号是" / "6222 0212" /
            # "3456 7890"): the two are read as one, as a message would say them
            kind = expected_secret(f"{said[i - 2].rstrip()} {said[i - 1].strip()}") or ""
        if not (kind in _DIGIT_KINDS and _LEADING.match(said[i]) or kind.endswith(":part")):
            continue
        a, b = starts[i], starts[i] + len(said[i])
        lo, hi = bisect_left(begins, a), bisect_left(begins, b)
        if lo and reach[lo - 1] > a or any(found[j].end > b for j in range(lo, hi)):
            continue  # a secret read across this line's edge: as the whole text reads it
        read = mask_turn(said[i], kind).secrets  # sec43: a part's rest too ("and ends 92")
        dropped.append((lo, hi))
        added += [Secret(x.kind, x.start + a, x.end + a) for x in read]
    gone = {j for lo, hi in dropped for j in range(lo, hi)}
    kept = [x for j, x in enumerate(found) if j not in gone] + added
    taken = sorted((x.start, x.end) for x in kept)
    for x in _stacked(said, starts):
        i = bisect_left(taken, (x.start, x.start))
        if not (i and taken[i - 1][1] > x.start or i < len(taken) and taken[i][0] < x.end):
            kept.append(x)
    return sorted(kept, key=lambda x: x.start)


_GROUP_LINE = re.compile(r"[ \t]*[0-9]{2,6}(?:[ -][0-9]{2,6})*[ \t]*")


def _stacked(said: list[str], starts: list[int]) -> list[Secret]:
    """A number laid out a group a line under its label, read as said on one line [beyond].

    sec44b: "card number:" / "4539" / "1488" / "0343" / "6467" rested in clear: no line held
    enough digits to be a card's. The label and the run of groups under it are read joined.
    """
    found, i = [], 1
    while i < len(said):
        j = i
        while j < len(said) and _GROUP_LINE.fullmatch(said[j]):
            j += 1
        if j - i < 2 or not said[i - 1].strip() or _GROUP_LINE.fullmatch(said[i - 1]):
            i = j + 1
            continue
        joined, places = said[i - 1].rstrip(), []
        for k in range(i, j):
            places.append((len(joined) + 1, k))
            joined += " " + said[k].strip()
        for x in mask_secrets(joined).secrets:
            for at, k in places:
                if x.start <= at < x.end:
                    lead = len(said[k]) - len(said[k].lstrip())
                    a = starts[k] + lead
                    found.append(Secret(x.kind, a, a + len(said[k].strip())))
        i = j + 1
    return found


def secrets_after(earlier: list[str], text: str, asked: str = "") -> list[Secret]:
    """The secrets of `text` as a turn masks it after the user messages `earlier` (oldest first).

    `asked` is the assistant's reply between them: when it asks for a secret, its flag
    stands for this message, as nodes/persist_reply.py sets it.
    """
    expected = expected_secret(earlier[-1]) if earlier else None
    return mask_turn(text, asked_secret(asked) or expected).secrets


def mask_echoes(text: str, secrets: tuple[tuple[str, str], ...]) -> str:
    """The text with every copy of this turn's secrets masked, as (kind, value) pairs.

    A reply that echoes a bare value the user's turn masked ("Noted: Gx9#mPl2vQ") names no
    cue of its own; only the turn knows it was a secret. Values shorter than 4 characters
    are left alone: they occur by chance.
    """
    chinese = has_cjk(text)
    for kind, value in sorted(secrets, key=lambda pair: -len(pair[1])):
        if len(value.strip()) >= 4 and value in text:
            text = text.replace(value, mask_token(kind, chinese=chinese))
    return text
