"""[beyond] Pets said in English without their names (seed 004 §3.4 profile, its values).

The pets value row (memory/rules/slots.py) wants a name in English; these are read before it
by memory/slots.py as one of the pets slot's other sayings.
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.people import NOT_NAMES
from strata_layered.memory.rules.row import Row

SOURCE = "[beyond] issue 24 probe: {why}"

# "I have a dog and two cats": pets kept, said without their names (the pets value row
# wants a name in English; 我家有一只狗和两只猫 showed 宠物: 狗 猫, the English none).
_SPECIES_EN = (r"(?:cats?|dogs?|pupp(?:y|ies)|kittens?|rabbits?|bunn(?:y|ies)|hamsters?"
               r"|parrots?|guinea pigs?|tortoises?|turtles?)")
_COUNT_EN = r"(?:a|an|one|two|three|four|five|\d)"
_NOT_PET_NOUN = (r"(?!\s+(?:allerg|food|toy|bed|sitter|person|people|video|caf|lover|hair"
                 r"|litter|tree|walker|park|show|groomer|treat|door|named|called)"
                 r"|,\s*(?-i:[A-Z])|'s name)")  # a name said: the pets value row reads both
PETS_HAD_EN = Row(
    "pets_had_en",
    # a name said later in the sentence ("three dogs and a puppy named Pixie"): the pets
    # value row reads the names
    re.compile(rf"\b(?:have|has|have got|has got|got|adopted|own|owns)"
               r"(?![^.!?]*\b(?:named|called)\b)\s+"
               rf"{_COUNT_EN}\s+"
               rf"(?:[a-z]+\s+)?(?P<m>{_SPECIES_EN})\b{_NOT_PET_NOUN}"
               rf"(?:,?\s+(?:and|plus)\s+{_COUNT_EN}\s+(?:[a-z]+\s+)?(?P<o>{_SPECIES_EN})\b"
               rf"{_NOT_PET_NOUN})?", re.I),
    "slot value: pets the user has, said without their names (has a dog and two cats)",
    SOURCE.format(why="round 32: 'I have a dog and two cats' showed no pets, 我家有一只狗和两只猫 "
                  "宠物: 狗 猫"),
    ("has a dog and two cats", "I adopted a rescue dog", "We have two cats", "owns a hamster"),
    ("has a cat allergy", "I have a dog walker", "saw a dog", "has two cat videos saved",
     "has a cat named Pixel", "have three dogs and a puppy named Pixie"),
)

# "My dog Max turned five": a pet named after "my" is the user's, whatever the sentence says
# of it (the pets value row wants "named", "called" or a comma before the name); a note
# opening on it ("dog Max turned five") said the "my" the note leaves out.
PET_MINE_EN = Row(
    "pet_mine_en",
    re.compile(rf"(?:\b(?:my|our|their)\s+|^)(?:(?:old|new|little|rescue|senior|[a-z]+ish)\s+)?"
               r"(?P<m>(?:cat|dog|puppy|kitten|rabbit|bunny|hamster|parrot|tortoise|turtle))"
               rf"\s+(?P<k>(?!(?-i:{NOT_NAMES}|I)\b)(?-i:[A-Z])[a-z]+)\b", re.I),
    "slot value: a pet named after my / our (my dog Max turned five) is the user's pet",
    SOURCE.format(why="round 33: 'My dog Max turned five' showed no pets (LoCoMo conv-47, train: "
                  "'my dog Max', 'our puppy Ned')"),
    ("My dog Max turned five", "our puppy Ned loves the beach", "my old cat Mochi sleeps a lot",
     "dog Max turned five"),
    ("my dog is old", "My dog I think is sick", "my dog Today was sick",
     "a dog Max found in the park", "my dogs and cats"),
)

ROWS: tuple[Row, ...] = (PETS_HAD_EN, PET_MINE_EN)
