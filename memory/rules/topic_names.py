"""[beyond] The words a topic name is read with (issue 25 item 2: readable topics).

memory/topics/phrases.py names an English topic by a phrase its points say ("yoga retreat",
"teaching yoga", "mom's old house"), never a bag of keywords. It reads each point word by
word with these rows (each row is matched against one word, or a whole clause in its tests):
- a determiner, possessive or preposition (a, the, my, after, during…) is no part of a name;
- a conjunction joining clauses (because, although, unless…) is no part of a name;
- a reaction, verdict or feeling ("sounds", "tough", "interesting") is no part of a name;
- a filler ("own", "maybe", "together", an adverb in -ly) is no part of a name;
- a common verb ("came", "give", "forced") ends a phrase: "the kids came along" → kids;
- a generic head ("spot", "thing", "shot") makes no name: "the ideal spot" names nothing;
- a quality, an aim or a feeling as head ("future", "loyalty", "energy") makes no name;
- a word before a particle ("coming up", "hanging out") is a verb, no part of a name.
Motivated by LoCoMo development conversations (conv-30, 41–44, 47), whose English topics
were named "sounds challenging interesting", "tough together", "students success keep",
"community meeting coming", "loyalty". The Chinese rows are memory/rules/topic_names_zh.py
(with ROWS_ZH and NAME_OCCASION_ZH imported here so the table holds every name row).
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.row import Row
from strata_layered.memory.rules.topic_name_ends import ROWS_ENDS
from strata_layered.memory.rules.topic_name_kinds import ROWS_KINDS
from strata_layered.memory.rules.topic_name_people import ROWS_PEOPLE
from strata_layered.memory.rules.topic_name_subjects import ROWS_SUBJECTS
from strata_layered.memory.rules.topic_names_zh import (
    NAME_ATTRIBUTE_ZH,
    NAME_NEGATED_ZH,
    NAME_OCCASION_ZH,
    ROWS_ZH,
)


def _words(alternatives: str) -> re.Pattern[str]:
    """A whole word (hyphens and apostrophes inside a word) among the alternatives."""
    return re.compile(rf"(?<![\w'’-])(?:{alternatives})(?![\w’-]|'(?!s\b))", re.I)


NAME_INTRODUCER = Row(
    "name_introducer",
    _words(r"a|an|the|my|your|our|his|her|their|its|this|these|those|some|any|each|every"
           r"|another|of|for|with|about|at|in|on|from|into|by|during|after|before|over|without"
           r"|through|around|near|like"),
    "a determiner, possessive or preposition is no part of a name: it ends the phrase before "
    "it (\"self-discovery after the retreat\" → self-discovery)",
    "[beyond] issue 25 item 2: LoCoMo dev (conv-30: \"the hunt for the ideal spot for my "
    "dance studio\" → dance studio; conv-44 \"a walk in the park\")",
    ("I found self-discovery after the retreat", "We made it home without incident"),
    ("Sounds challenging but interesting!", "Pottery keeps me calm"),
    contexts=("I found self-discovery after the retreat.",),
)

NAME_CONJUNCTION = Row(
    "name_conjunction",
    _words(r"because|'cause|although|though|unless|until|till|whether|if|once|whenever"
           r"|wherever|whereas|whilst"),
    "a conjunction joining clauses is no part of a name: it ends the phrase before it",
    "[beyond] issue 25 item 2: LoCoMo conv-47 (train) named a topic \"annoying because\" from "
    "\"it was so annoying because I lost my save\"",
    ("It was so annoying because I lost my save", "I'll stay home unless it stops raining"),
    ("Pottery keeps me calm", "Causeway walks are lovely", "We ran for a good cause"),
    contexts=("It was so annoying because I lost my save.",),
)

NAME_REACTION = Row(
    "name_reaction",
    _words(r"sounds?|sounded|tough|interesting|awesome|great|amazing|cool|challenging"
           r"|inspiring|exciting|excited|wonderful|fantastic|incredible|nice|glad|proud|sorry"
           r"|hard|tasty|cute|beautiful|gorgeous|magical|crazy|wild|stoked|thrilled|bummed"
           r"|rewarding|satisfying|relaxing|fulfilling|enriching|meaningful|powerful|perfect"
           r"|tranquil|serene|congrats|congratulations|woohoo|woo|yay|cheers|bye|luck|blast"
           r"|rush|journey|pity|shame|relief|rollercoaster|crossed|fingers|worries|delish"
           r"|comfy|grateful|thankful|lucky|blessed|hectic|busy|stressful|scary|emotions?"
           r"|feelings?|vibes?|joy|happiness|peace|fun|passionate|passion|impact|difference"),
    "a reaction, verdict or feeling is no part of a topic's name",
    "[beyond] issue 25 item 2: LoCoMo dev and conv-48 names \"sounds challenging "
    "interesting\", \"tough together\", \"fingers crossed journey\", \"mix emotions hopefully\"",
    ("It sounds challenging but interesting!", "It's been tough, but we stay together",
     "I'm crossing my fingers, what a journey"),
    ("I joined a yoga class", "My mom's old house", "We planted tomatoes"),
    contexts=("Thanks Gina! It's been tough, but I'm gonna make it happen.",),
)

NAME_FILLER = Row(
    "name_filler",
    _words(r"own|maybe|anyway|together|else|one|ones|sometime|someday|lately|whole|entire"
           r"|stay|keep|thanks|hey|hi|gotta|wanna|cuz|cause|tons|ton|kinda|yours|ours|mine"
           r"|wish|able|sure|whatever|everyone|someone|anyone|everything|anything|nothing"
           r"|again|soon|later|yet|instead|ago|once|twice|towards?|across|along|until|upon"
           r"|within|among|against|via|per|certain|happening"
           r"|(?!(?:family|ally|rally|belly|jelly|lily|italy|july|supply|reply|assembly"
           r"|butterfly|bully|holly|anomaly|monopoly)(?![\w'’-]))[a-z]+ly"),
    "a filler or an adverb (in -ly) is no part of a topic's name",
    "[beyond] issue 25 item 2: LoCoMo dev names \"mix emotions hopefully\", \"ones stay "
    "food\", \"shot starting own business\"; check-ins (conv-41, 43: \"Anything exciting "
    "happening for you?\")",
    ("Hopefully it works out", "I'm starting my own business", "The little ones stay home",
     "I went to the gym again", "Anything exciting happening for you?"),
    ("My family came over", "We went to the rally", "I drove to Italy in July"),
    contexts=("I'm starting my own business.",),
)

NAME_VERB = Row(
    "name_verb",
    _words(r"came|come|comes|went|gave|give|gives|got|get|gets|made|make|makes|took|take"
           r"|takes|saw|ran|run|met|meet|left|found|told|brought|bring|brings|bought|began"
           r"|became|wrote|sat|stood|won|lost|paid|spent|sent|built|held|heard|knew|taught"
           r"|caught|fell|grew|drew|ate|drank|drove|rode|flew|sang|swam|wore|broke|chose"
           r"|forgot|led|meant|slept|spoke|threw|woke|reminds?|reminded|remember|remembered"
           r"|tried|try|tries|enjoy|enjoyed|enjoys|forced|decided|started|finished|joined"
           r"|visited|helped|used|worked|played|wanted|needed|asked|seemed|turned|changed"
           r"|passed|put|set|cut|hit|let|goes|says|means|keeps|kept|shows?|showed|allows?"
           r"|lets|matters?|deserves?|affects?|affected|holds|feels|looks|seems|lives?|lived"
           r"|works|moved|moves|teaches|studies|sleeps|making|getting|taking|giving|coming"
           r"|going|doing|having|bringing|putting|letting|keeping|saying|telling"),
    "a common verb, or a light verb's -ing form (making, getting), ends a noun phrase: what "
    "follows a subject is not its name",
    "[beyond] issue 25 item 2: LoCoMo dev (\"Video games give me tons of joy\", \"the kids "
    "came along\", conv-48 \"Storm forced us to cancel our yoga getaway\"); a light verb's "
    "-ing form names nothing: `strata import` of conv-43 (dev) named a topic \"making\" "
    "from \"Making a difference like that is truly amazing\"",
    ("Video games give me tons of joy", "Storm forced us to cancel",
     "Making a difference like that is truly amazing",
     "My sister lives in Hangzhou"),
    ("Video games are my thing", "The storm was scary"),
    contexts=("Video games give me tons of joy and excitement",),
)

NAME_GENERIC = Row(
    "name_generic",
    _words(r"things?|stuff|ways?|spot|place|lots?|bit|kind|sort|type|part|shot|deal|piece"
           r"|side|end|point|chance|moment|matters?|idea|ideas|steps?|key|mind|story|stories"
           r"|memories|memory|life|world|experience|opportunity|opportunities|situation"),
    "a generic head (spot, thing, shot) makes no name: the phrase it ends names nothing",
    "[beyond] issue 25 item 2: LoCoMo dev (\"the ideal spot for my dance studio\", \"take "
    "a shot at starting my own business\") and conv-48 (\"steps remember key\")",
    ("I'm looking for the ideal spot", "I'll take a shot at it"),
    ("I'm looking for a dance studio", "I took a pottery class"),
    contexts=("I'm on the hunt for the ideal spot for my dance studio",),
)

NAME_QUALITY = Row(
    "name_quality",
    _words(r"future|understanding|aspirations?|loyalty|beauty|energy|motivation|inspiration"
           r"|encouragement|support|strength|courage|kindness|gratitude|confidence|progress"
           r"|success|growth|resilience|determination|compassion|positivity|mindfulness"
           r"|dedication|effort|balance|purpose|meaning|urge|calling|comfort|struggles?"
           r"|obstacles?|hurdles?|moments"
           r"|(?!(?:business|fitness|wellness|illness|wilderness|witness|harness)(?![\w'’-]))"
           r"[a-z]+ness"),
    "a quality, an aim or a feeling (future, loyalty, energy, understanding, moments) is no "
    "head of a name: a phrase ending in it names nothing, so the topic is named by what it "
    "talks about (\"a brighter future\" → nothing; business and fitness are subjects)",
    "[beyond] issue 25 item 2: LoCoMo conv-41 (dev) topics named \"brighter future\", "
    "\"understanding\", \"achieving their aspirations\", \"loyalty\", \"energy\", "
    "\"beauty\", \"peaceful moments\" by `strata import` and `bench topic-names`",
    ("We all want a brighter future", "Everyone deserves understanding",
     "It's giving me so much energy", "I cherish those peaceful moments"),
    ("I joined a fitness class", "I started a small business", "Our new home has a garden"),
    contexts=("Kickboxing is giving me so much energy.",
              "It just shows that everyone has their own story and deserves understanding."),
)

NAME_TIME = Row(
    "name_time",
    _words(r"seconds|minutes?|hours?|days?|weeks?|months?|years?|mornings?|afternoons?"
           r"|evenings?|tonight|today|tomorrow|yesterday|monday|tuesday|wednesday|thursday"
           r"|friday|saturday|sunday|o'clock|am|pm"),
    "a span or a when (five hours, thirty minutes, this morning, Sunday afternoon) is no head "
    "of a name: a phrase ending in it names nothing, so the topic is named by what was done "
    "in that time (\"I practice piano for thirty minutes\" → piano); a noun before it keeps "
    "its own head (\"morning run\", \"birthday party\")",
    "[beyond] issue 25 item 2, names36: probe36 saw topics named \"five hours\" and "
    "\"morning\"; names36's own week named \"ten hours\", \"thirty minutes\", \"Sunday "
    "afternoon\", \"lasted two hours\"",
    ("I slept five hours last night", "Every evening I practice piano for thirty minutes",
     "This morning was rough", "On Sunday afternoon we stayed in"),
    ("I practice piano", "We had a birthday party", "I booked a dentist appointment"),
    contexts=("I slept five hours last night and I'm exhausted.",),
)

NAME_PARTICLE = Row(
    "name_particle",
    _words(r"up|out|along|off|away"),
    "a word before a particle (up, out, along, off, away) is a verb, unless a determiner "
    "stands before it: \"a community meeting coming up\" → community meeting; \"learning a "
    "language opens up doors\" → language; \"a pop-up\" and \"the way out\" keep their noun",
    "[beyond] issue 25 item 2: `strata import` of LoCoMo conv-41 (dev) named a 131-message "
    "topic \"community meeting coming\" from \"I have a community meeting coming up\"; conv-43 "
    "(dev) \"language opens\" from \"knowing another language opens up a lot of "
    "opportunities\"",
    ("I have a community meeting coming up", "The kids are hanging out"),
    ("I have a community meeting", "We went to the park"),
    contexts=("Next week I have a community meeting coming up, we'll be discussing education.",
              "Yeah, another language opens up a lot of opportunities."),
)

NAME_MODIFIER = Row(
    "name_modifier",
    _words(r"old|young|little|first|second|third|last|next|few|several|two|three|four|five"
           r"|six|seven|eight|nine|ten|twenty|hundred|thousand|half|favou?rite|different"
           r"|special|ideal|local|recent|current|whole|free|full|best|better|right|huge|small"
           r"|usual|same|regular|normal"),
    "a word that describes is no head: a phrase ending in it is trimmed (\"two years old\" "
    "→ nothing; \"my mom's old house\" keeps it inside)",
    "[beyond] issue 25 item 2: LoCoMo dev (\"Mixed breed, about two years old\" named "
    "\"old\"; conv-41 \"my little ones\"); `strata import` of conv-43 (dev) named a topic "
    "\"usual\" from \"I've been reading as usual\"",
    ("She's about two years old", "I met some new friends, the first",
     "I've been reading as usual"),
    ("my mom's house", "We adopted a rescue dog"),
    contexts=("We just adopted a rescue dog! Mixed breed, about two years old",
              "I've had them for 3 years and they're my little ones, so old"),
)

NAME_VERB_NEXT = Row(
    "name_verb_next",
    _words(r"(?:i|we|you|they|he|she|it)(?:'(?:m|re|ve|d|ll|s))?|can|could|will|would|should"
           r"|must|might|may|gonna|wanna|gotta|don't|didn't|can't|won't|doesn't|let's"),
    "after a subject pronoun or a modal the next content word is a verb, no name",
    "[beyond] issue 25 item 2: LoCoMo dev (\"We love climbing, sliding, and playing games\", "
    "\"I'm gonna make it happen\")",
    ("We grow tomatoes in the yard", "Maybe we can swim laps"),
    ("Pottery keeps me calm", "The storm was scary"),
    contexts=("We grow tomatoes", "Whoa, I kinda wanna learn guitar!"),
)

NAME_AUXILIARY = Row(
    "name_auxiliary",
    _words(r"am|is|are|was|were|be|been|being|not|never|also|just|really|still|even|always"
           r"|often|usually|sometimes|recently|finally|actually|totally|definitely|already"
           r"|ever|so|too|very|then|now|kinda|sorta|[a-z]+ly"),
    "what stands between a pronoun and its verb keeps the verb a verb (\"I'm also starting "
    "pottery\" → pottery); \"have\" and \"do\" are verbs of their own (\"I have chicken "
    "thighs\")",
    "[beyond] issue 25 item 2: routing set c2 (\"I have chicken thighs, rice and some "
    "spinach\"), LoCoMo dev (\"I've been working on a project\")",
    ("I'm also starting pottery", "We really grow tomatoes"),
    ("Pottery keeps me calm", "The storm came"),
    contexts=("I'm also starting pottery classes",),
)

NAME_VERB_OBJECT = Row(
    "name_verb_object",
    _words(r"it|them|me|him|her|us|you|this|that|more|out|up|back|down|off|away|again"
           r"|something|anything|everything|what|how|about|with|for|on|at|in|into|from|over"
           r"|by"),
    "a word after \"to\" followed by one of these (an object, a particle, a preposition) is a "
    "verb (\"to hear more about\"); a noun after \"to\" stands before punctuation "
    "(\"allergic to peanuts.\")",
    "[beyond] issue 25 item 2: LoCoMo dev and conv-48 (\"I'd love to hear more about your "
    "reflections\" named \"hear reflections changed\")",
    ("I'd love to hear more about your trip", "I need to get him a gift"),
    ("Gardening class", "Vegan stir-fry tastes great"),
    contexts=("I'd love to hear more about your trip",),
)


ROWS = (*ROWS_ZH, NAME_OCCASION_ZH, NAME_NEGATED_ZH, NAME_ATTRIBUTE_ZH, NAME_INTRODUCER,
        NAME_CONJUNCTION, NAME_REACTION, NAME_FILLER, NAME_VERB, NAME_GENERIC, NAME_QUALITY,
        NAME_TIME, NAME_MODIFIER, NAME_PARTICLE,
        NAME_VERB_NEXT, NAME_AUXILIARY, NAME_VERB_OBJECT, *ROWS_ENDS, *ROWS_PEOPLE, *ROWS_KINDS,
        *ROWS_SUBJECTS)
