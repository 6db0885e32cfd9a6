"""[beyond] A reply to the partner inside an English note: it leaves the note (issue 24).

The partner's turn is answered in the user's own message, and the answer was kept with the
user's fact: "…valued in their community, so let's make it happen", "bummer about the injury,
Hang tight, This week has been swamped with exams", "bet, It's like if they couldn't read"
(LoCoMo conv-41 and conv-43, train). memory/writing/whole_notes.py `without_reactions` reads
every clause of a note with `note_reply` as it reads a reaction: the clause leaves the note,
a note of nothing else is not written, and the audit says why.
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.row import Row

NOTE_REPLY = Row(
    "note_reply",
    re.compile(
        r"^(?:(?:and|but|so|yep|yeah|yes|oh|ok|okay|well)[,!]?\s+)*"
        # a proposal ("Let's Dance" is a title; "let's say I'm a night owl" says a fact)
        r"(?:let(?:'s| us)\s+(?!see\b|(?:just\s+)?say\b|(?-i:[A-Z]))\w"
        r"|(?:what a |such a |it's a |that's a )?bummer\b"  # sympathy for the partner's news
        r"|(?:ouch|hang (?:tight|in there))(?:[.!,]|$)"
        r"|(?:i\s+)?bet[.!]*$)",  # "I bet.": a guess at the partner's, the I left out
        re.I),
    "a proposal to the partner (let's…), sympathy for their news (bummer, ouch, hang tight) "
    "or 'I bet' in a note: a reply, no fact of the user's; it leaves the note",
    "[beyond] issue 24 probe34, LoCoMo conv-41 (train) '…in our community, so let's make it "
    "happen!', 'Yep, let's keep making great memories…'; conv-43 (train) 'Ouch, bummer about "
    "the injury. Hang tight. This week has been swamped…', 'I bet. It's like if I couldn't "
    "read…'; train rows 'It's a bummer about your English lit class', 'I bet!'",
    ("so let's make it happen", "let's keep making great memories with their loved ones",
     "bummer about the injury", "Hang tight", "bet", "Ouch", "such a bummer"),
    ("Let's Dance is their favorite Bowie song", "let's see", "bets on horses every weekend",
     "hangs tight rope for a living", "is letting their hair grow", "bet their savings on it",
     "let's say they are a night owl"),
    contexts=("I'm really passionate about making sure veterans are supported and valued in our "
              "community, so let's make it happen!",),
)

ROWS: tuple[Row, ...] = (NOTE_REPLY,)
