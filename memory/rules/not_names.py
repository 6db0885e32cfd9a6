"""[beyond] Capitalised words that open a sentence and are no one's name (nor a pet's).

Split from memory/rules/people.py (its table grew): named_subject reads a capital that opens
an English statement as someone's name; these rows say when it is not.
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.row import Row

# "Just got back from a road trip", "It was an adrenaline rush": a capital that opens a
# sentence, not a name (the memory was recorded as about "Just" / "It").
NOT_NAMES = (r"It|This|That|There|Here|Just|Also|Still|Life|Everything|Everyone|Nothing"
             r"|Something|Today|Yesterday|Tonight|Family|Work|School|Home")
"""Capitalised words that open a sentence and are no one's name (nor a pet's)."""
MOODS_EN = (r"sad|happy|excited|tired|exhausted|bored|scared|nervous|angry|upset|disappointed"
            r"|lonely|hopeless|great|good|fine|awesome|stressed|anxious|frustrated|down|thrilled"
            r"|proud|relieved|grateful|thankful|blessed|lucky")
"""A passing feeling said after I'm (row mood): no name either ("I'm Tired, 28": left41)."""
TITLES_EN = ("Mr", "Mrs", "Ms", "Miss", "Dr", "Prof", "Sir", "Lady", "Lord", "Captain",
             "Professor", "Uncle", "Auntie", "Princess", "Prince", "Queen", "King")
"""Titles said before a name: "Mr Whiskers", "Captain Jack" are one name (left40), and
"Dr. Cant", "Mr Ivey" people, no contraction (review39)."""
TITLE_EN = rf"(?-i:(?:{'|'.join(TITLES_EN)})\.? (?=[A-Z]))"
"""A title before a capitalised name, read as the name's first word ("cat Mr Whiskers")."""
WORDS_AFTER_NAMING_EN = (
    r"to|back|in|off|after|it|me|him|her|them|us|you|out|up|down|for|on|at|the|a|an|my|his"
    r"|their|our|your|not|so|that|this|what|because|and|but|by|yesterday|today|again|over"
    r"|away|home|sick|twice|once|now|something|someone|nothing|like|also|still|just|really"
    r"|there|here|spelled|written|pronounced|listed|missing|wrong|right|fine|important")
"""Words after "named" / "called" / "my name is" that say where or how, not who ("called back",
"my name is on the list"): read by typed_en.py's lowercase names and user_names.py's name value."""
NOT_A_NAME = Row(
    "not_a_name",
    re.compile(rf"^(?:{NOT_NAMES})(?:\s|['’]s\s)"),
    "whose fact: a word that opens a sentence with a capital is no one's name (named_subject)",
    "[beyond] issue 24 probe24e (LoCoMo conv-26 / conv-41 recorded memories about 'It' and "
    "'Just': out of the user's profile and shown as '(about: It)')",
    ("It was an adrenaline rush", "Just got back from a road trip", "Life was hard then",
     "It's getting late"),
    ("Anna works as a nurse", "Justin got a new job", "it was fun", "Tom moved to Lisbon"),
)

# "Programming is an awesome skill", "Music is a big part of my life": a pastime or a field
# opening the sentence with its capital was recorded as the person the memory is about.
PASTIME_NOT_A_NAME = Row(
    "pastime_not_a_name",
    re.compile(r"^(?:[A-Z][a-z]{2,}ing|Music|Art|Football|Soccer|Travel|Nature|Change|Lots)\s"),
    "whose fact: a pastime or field that opens a sentence (Programming, Gaming, Music) is no "
    "one's name (named_subject); a name ending in -ing is said with a relation or a verb of a "
    "person's life",
    "[beyond] issue 24 probe35: LoCoMo conv-47 (train) recorded 'Programming is an awesome "
    "skill, tried it out…' as about Programming and 'Music is a big part of their life' as "
    "about Music; conv-26 opens sentences with 'Change is…', 'Lots has…'",
    ("Programming is an awesome skill", "Music is a big part of my life",
     "Gaming has been a refuge for me", "Painting is my therapy"),
    ("Anna works as a nurse", "Irvin moved to Boston", "Max is great", "Ming is a nurse",
     "Tom loves programming"),
)

# "Nike has been my favourite brand", "Superman is my favorite": a capital that opens a clause
# about the user's own liking names a brand or a hero, not the person whose fact it is.
NAME_THEN_MINE = Row(
    "name_then_mine",
    re.compile(r"^[^,;.!?，。]*?\b(?:my|me|mine|I)\b"),
    "whose fact: a clause that opens with a name but says my / me / I before its first break "
    "is the user's (a brand, a hero, a place they like), not the name's",
    "[beyond] issue 24 probe39: reading 'Priya doesn't eat gluten' as Priya's must not take "
    "LongMemEval's 'Nike has been my favourite brand' or MADial's 'Superman is my favorite' "
    "from the user (train, type preference)",
    ("Nike has been my favourite brand", "Superman is my favorite", "Tom helped me move"),
    ("Priya doesn't eat gluten, so when I cook for both of us…", "Anna works as a nurse",
     "Tom moved to Lisbon"),
)
