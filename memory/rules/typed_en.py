"""[beyond] English as it is typed on a phone (issue 24, lead39): read as if spelled.

Users type "i dont eat pork", "my wifes name is anna", "i have 2 cats named milo and luna":
the rules read "don't", "wife's", capitalised names. The gate and extraction read the
message spelled (`spelled_out`, memory/gate/rules.py `judge_turn` / `remembered_text`); the
message itself is kept as typed.
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.casual import CASUAL_EN, CASUAL_WORDS, units_in_full
from strata_layered.memory.rules.mentions import fronted
from strata_layered.memory.rules.not_names import NOT_NAMES, TITLES_EN, WORDS_AFTER_NAMING_EN
from strata_layered.memory.rules.people import KIN_SAID_EN, PEOPLE_EN, PETS_EN
from strata_layered.memory.rules.profile_lists import listed_self
from strata_layered.memory.rules.row import Row, remembered
from strata_layered.memory.rules.typed_zh import comma_spaced
from strata_layered.memory.rules.voice_zh import voice_clauses

SOURCE = "[beyond] issue 24 lead39: {why}"

APOSTROPHE_DROPPED = {
    "dont": "don't", "doesnt": "doesn't", "didnt": "didn't", "cant": "can't",
    "couldnt": "couldn't", "wouldnt": "wouldn't", "shouldnt": "shouldn't", "isnt": "isn't",
    "arent": "aren't", "wasnt": "wasn't", "werent": "weren't", "havent": "haven't",
    "hasnt": "hasn't", "hadnt": "hadn't", "im": "I'm", "ive": "I've", "youre": "you're",
}
"""Each contraction typed without its apostrophe and how it is spelled. Words that are words
without it (won't → wont, I'll → ill, I'd → id, it's → its, we're → were) are left out."""
APOSTROPHE_DROPPED_EN = Row(
    "apostrophe_dropped_en",
    re.compile("".join(rf"(?<!\b{t} )(?<!\b{t}\. )" for t in TITLES_EN)
               + r"\b(?:" + "|".join(sorted(APOSTROPHE_DROPPED, key=len, reverse=True))
               + r")\b(?![-'’])", re.I),
    "reading: a contraction typed without its apostrophe is read as spelled (dont → don't), "
    "by the gate and extraction alike; the message is kept as typed",
    SOURCE.format(why="'I dont like spicy food at all' was kept as 'donts like spicy food'"),
    ("i dont eat pork", "I cant eat gluten", "ive got two kids", "Im allergic to cats",
     "I havent been to Japan yet"),
    ("I don't eat pork", "Cantonese food is great", "it's his wont", "I'll be ill",
     "the Ivenson family", "a dont-care bit", "Dr. Cant is my dentist", "met Mr Cant today"),
)

_KIN = (r"wife|husband|mom|mum|mother|dad|father|sister|brother|son|daughter|kid|friend"
        r"|boyfriend|girlfriend|partner|fiance|fiancee|boss|grandma|grandpa|aunt|uncle|cousin"
        r"|dog|cat|puppy|kitten")
POSSESSIVE_DROPPED_EN = Row(
    "possessive_dropped_en",
    re.compile(rf"\b(?P<whose>my|our) (?P<kin>{_KIN})s (?=(?:name|birthday|bday|job|age"
               # 'work' is a plural's verb too: 'my sons work in london' (review39)
               r"|wedding|surgery|school|work(?= (?:is|was|has|isn't|wasn't)\b))\b)", re.I),
    "reading: a relative's possessive typed without its apostrophe ('my wifes name') is read "
    "as the relative's ('my wife's name'), never the user's",
    SOURCE.format(why="'my wifes name is anna' gave the user's name: anna"),
    ("my wifes name is anna", "My sons birthday is in May", "our dogs name is Rex"),
    ("my sisters are twins", "my friends named their dog Rex", "my wife's name is Anna",
     "my sons names are Tom and Ben", "my sons work in london", "my sisters work as nurses"),
)

_AFTER = WORDS_AFTER_NAMING_EN
NAME_LOWERCASE_EN = Row(
    "name_lowercase_en",
    re.compile(rf"\b(?:named|called|name is|name's)\s+(?!(?:{_AFTER})\b)"
               rf"(?P<a>(?:(?:{'|'.join(TITLES_EN).lower()})\.? )?[a-z][a-z'-]+)"
               rf"(?:\s+and\s+(?!(?:{_AFTER})\b)(?P<b>[a-z][a-z'-]+))?"),
    "reading: in a message typed all in lowercase, the word after 'named' / 'called' / 'name "
    "is' is a name and read capitalised (a pet's, a relative's, the user's)",
    SOURCE.format(why="'i have 2 cats named milo and luna' gave no pets line"),
    ("i have 2 cats named milo and luna", "my dog is called max", "my wife's name is anna",
     "i have a cat called mr whiskers"),
    ("i got called back for an interview", "she was named after her gran",
     "i called in sick", "my name is not important"),
)

_KIN_NAMED = (r"wife|husband|son|daughter|sister|brother|boyfriend|girlfriend|partner|friend"
              r"|mom|dad|dog|cat|puppy|kitten")  # 'my dog biscuit is a 14 yr old lab' (probe40)
_KIN_THINGS = (r"walker|sitter|food|bed|bowl|toys?|park|hair|fur|litter|treats?|lead|leash"
               r"|collar|flap|groomer|daycare|insurance|crate|cage|tree|trainer|training|vet"
               r"|group|circle|chat|list|request")
"""What is said of a pet, or of friends, as a compound's first word ('my dog walker is sick',
'my cat food is 30 dollars', 'my friend group is small'): no name (review40)."""
_ADVERBS = (r"really|just|also|still|always|never|finally|recently|now|actually|literally|probably"
            r"|definitely|apparently|already|usually|often|sometimes|is|was|has|and|who|will|can"
            # review39: 'my son then was 3', 'my wife too likes tea' gave son Then, wife Too
            r"|then|too|here|there|again|once|today|lately|currently|mostly|only|even|both"
            r"|that|which|did|does|had|would|could|should|must|might|ever|first|last")
KIN_NAME_LOWERCASE_EN = Row(
    "kin_name_lowercase_en",
    re.compile(rf"\bmy (?:{_KIN_NAMED}) (?!(?:{_ADVERBS}|{_KIN_THINGS})\b)(?P<a>[a-z][a-z'-]+)"
               r"(?= (?:is|was|turned|just turned|has|loves|likes|lives|works|goes|started)\b)"
               r"(?P<b>)"),
    "reading: in a message typed all in lowercase, a word between 'my daughter' (a relative) "
    "and a verb is the relative's name",
    SOURCE.format(why="'my daughter emma is 6' gave family: daughter, no name"),
    ("my daughter emma is 6", "my husband tom works nights", "my sister jo lives in leeds",
     "my dog biscuit is a 14 yr old lab"),
    ("my daughter really is 6", "my son just turned 7", "my wife is a nurse",
     "my friend who lives in leeds", "my son then was 3", "my wife too likes tea",
     "my dog always is hungry", "my dog walker is sick this week",
     "my cat food is 30 dollars a bag now", "my dog bed is ruined"),
)
NAME_AGE_LOWERCASE_EN = Row(
    "name_age_lowercase_en",
    re.compile(r"\b(?i:i'm|i am|im) (?P<a>[a-z]{2,})(?P<b>), \d{1,2}(?=[,.!]|$| and\b| y/?o\b"
               r"| years old\b)"),
    "reading: in a message typed all in lowercase, 'im jess, 28' names the user before their age",
    SOURCE.format(why="'im jess, 28, from texas' gave no name and no age"),
    ("im jess, 28, from texas", "i'm sam, 41 and a chef", "hi i am priya, 30."),
    ("i'm tired, 28 hours awake", "im jess", "i'm 28, from texas"),
)
_NOT_A_PLACE = (r"home|night|nights|weekends?|school|work|church|uni|college|the|a|an|my|our"
                r"|their|his|her|least|first|last|times|once|all"
                # review39: when, how long and what for ('i work for free' gave workplace: Free)
                r"|midnight|noon|lunch|lunchtime|dinner|breakfast|christmas|easter|dawn|sea"
                r"|hours?|days?|weeks?|months?|years?|ages|free|fun|money|cash|tips|peanuts"
                r"|nothing|myself|yourself|himself|herself|ourselves|themselves|it|this|that"
                r"|some|any|no|one|two|three|minimum|less|more|half|pleasure|love")
WORKPLACE_LOWERCASE_EN = Row(
    "workplace_lowercase_en",
    re.compile(rf"\b(?:work|works|worked|working|job) (?:at|for) (?!(?:{_NOT_A_PLACE})\b)"
               r"(?P<a>[a-z][a-z&'-]+)(?P<b>)"),
    "reading: in a message typed all in lowercase, the one word after 'work at / for' is the "
    "name of the workplace",
    SOURCE.format(why="'i work at google as a designer' gave no workplace"),
    ("i work at google as a designer", "i work for tesco", "my new job at spotify"),
    ("i work at home", "i work at night", "i work at a bakery", "i work for my dad",
     "i work for free", "i work at midnight", "i work for hours every day", "job at sea"),
)


# "Emma, my daughter, is 6" gave the user age: 6 and "Tom, my brother, lives in Leeds" city:
# Leeds (review39): a name and who they are, said between commas, is read "My daughter Emma".
_INTERJECTIONS = (r"well|oh|so|yes|yeah|no|thanks|thank|hi|hey|ok|okay|anyways?|actually|honestly"
                  r"|sorry|look|listen|now|but|and|please|wow|sure|right|alright|goodnight|bye"
                  r"|really|besides|meanwhile|however|plus|btw|update"
                  # a sentence adverb by its shape (Sadly, Luckily, Basically, Hopefully,
                  # Lately: review40); names end -ly after l, r or a short i (Holly, Beverly,
                  # Carly, Emily, Lily) and stay names
                  r"|[a-z]*(?:[bcdfghjkmnpstvwxz]|[a-z]{2}e|[a-z]{3}(?:al|i|ar)|ful)ly"
                  rf"|{NOT_NAMES}")
KIN_APPOSITIVE_EN = Row(
    "kin_appositive_en",
    # whoever the people table names (left40: 'Priya, my flatmate, works as a nurse' gave the
    # user occupation: nurse, the flatmate not on a list of its own)
    re.compile(rf"^(?!(?:{_INTERJECTIONS})\b)(?P<name>(?-i:[A-Z])[a-z]+), my "
               rf"(?P<kin>{KIN_SAID_EN}(?:{PEOPLE_EN}|{PETS_EN})), ", re.I),
    "reading: 'Emma, my daughter, is 6' is the daughter's fact, read as 'My daughter Emma is 6'",
    SOURCE.format(why="'Emma, my daughter, is 6' gave the user age: 6"),
    ("Emma, my daughter, is 6", "Tom, my brother, lives in Leeds",
     "Priya, my flatmate, works as a nurse", "Sam, my older brother, is a chef",
     "Emily, my daughter, is 6", "Holly, my sister, lives in Leeds"),
    ("Emma, my daughter is 6", "Well, my daughter, she is 6", "Thanks, my friend, see you",
     "Sadly, my dog, Max, passed away", "Anyways, my sister, who lives in Leeds, is visiting",
     "Luckily, my boss, who is nice, let me go home", "Today, my son, of all days, is ill"),
)
_READ_AS_TYPED = frozenset({"gonna", "wanna"})


# One text is spelled several times a turn: the notes' prefetch, the gate and extraction read
# the message, and the names a memory's message gave are read from each of the newest 50
# every turn (memory/facts/people.py `_named`). Kept per text with the rows that fired, which a
# call answered from memory records again: the audit's `rules` are those of a reading (perf41).
@remembered(maxsize=4096)
def spelled_out(text: str) -> str:
    """The English text read as if spelled: apostrophes, chat words, a possessive, names.

    A message typed as a profile list, in either language, is read as the speaker saying
    each item (memory/rules/profile_lists.py, left40).

    The case of a contraction's first letter is kept ("Dont" → "Don't"); names are
    capitalised only in a message with no capital letter at all (one typed in lowercase).
    """
    def spell(found: re.Match[str]) -> str:
        spelled = APOSTROPHE_DROPPED[found[0].lower()]
        return spelled[0].upper() + spelled[1:] if found[0][0].isupper() else spelled

    text = comma_spaced(text)  # 我在医院做药剂师 天天…: a space between Chinese clauses (probe40)
    text = voice_clauses(text)  # 那个我下个月…复查就是…你到时候提醒我: said by voice (probe41)
    text = fronted(text)  # 前夫的事就别提了: 别再提前夫的事了 (probe40)
    lowercase = text == text.lower()
    text = KIN_APPOSITIVE_EN.sub(lambda m: f"My {m['kin']} {m['name']} ", text)
    text = POSSESSIVE_DROPPED_EN.sub(lambda m: f"{m['whose']} {m['kin']}'s ", text)
    text = APOSTROPHE_DROPPED_EN.sub(spell, text)
    # bday, bf, u (casual.py): read in full, as the note writes them ("btw my bday is 4/12");
    # gonna / wanna the rules read as typed ("Gonna explore more…" is a plan, as said)
    text = CASUAL_EN.sub(lambda m: m[0] if m[0].lower() in _READ_AS_TYPED
                         else CASUAL_WORDS[m[0].lower()], text)
    text = units_in_full(text)  # "2 wks ago": 2 weeks ago, anchored (probe40b)
    if lowercase:
        for row in (NAME_LOWERCASE_EN, KIN_NAME_LOWERCASE_EN, WORKPLACE_LOWERCASE_EN,
                    NAME_AGE_LOWERCASE_EN):
            text = row.sub(_capitalised, text)
    # "29, single, living in austin", 本人女，27岁: each item said with its I (profile_lists.py)
    return listed_self(text)


def _capitalised(found: re.Match[str]) -> str:
    """The names of the match capitalised, the rest as typed."""
    out, at = [], found.start()
    for group in ("a", "b"):
        if found[group]:
            # a title is a word of the name: "mr whiskers" is Mr Whiskers (left40)
            out += [found.string[at:found.start(group)],
                    " ".join(word.capitalize() for word in found[group].split(" "))]
            at = found.end(group)
    return "".join(out) + found.string[at:found.end()]


ROWS: tuple[Row, ...] = (APOSTROPHE_DROPPED_EN, POSSESSIVE_DROPPED_EN, NAME_LOWERCASE_EN,
                         KIN_NAME_LOWERCASE_EN, WORKPLACE_LOWERCASE_EN, NAME_AGE_LOWERCASE_EN,
                         KIN_APPOSITIVE_EN)
