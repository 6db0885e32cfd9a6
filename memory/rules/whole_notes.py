"""Rows that keep an English note whole and self-standing (issue 24) [beyond the seeds].

A note is read on its own, long after the turn: "It's been tough" or "He brought us so much
joy" says nothing once the message it came from is out of sight. memory/writing/whole_notes.py
reads every English memory a turn would write with these rows:

- `note_reaction`: a clause that only judges something pointed at ("It was an adrenaline
  rush", "Life's been pretty wild lately") is no fact: it leaves the note, and a note of
  nothing else is not written;
- `note_effect`: a bare effect of something pointed at on the user ("It really motivated
  me", "It means a lot to me") likewise;
- `lead_pronoun`: a note opening on a he / she / they / it / this / that as its subject
  takes the pronoun's antecedent (`person_antecedent`, `thing_antecedent`) from the
  message before it or the partner's turn; with none, the note is not written (audited).
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.people import PEOPLE_EN, PETS_EN
from strata_layered.memory.rules.row import Row

SOURCE = ("[beyond] issue 24 pron24: LoCoMo conv-41 / conv-43 imports kept 'It's been tough', "
          "'It really motivated them', 'He brought us so much joy' as memories")

_ADV = (r"(?:really|so|pretty|quite|definitely|just|such|also|very|super|totally|absolutely"
        r"|truly|kind of|a bit|a little|been|still|always|honestly|incredibly|seriously|crazy"
        r"|insanely|extremely|kinda|much)")
# A time or the weather judged like an "it" ("week's been good", "Last week was wild", the
# dated note "The week of February 23 was wild"): probe33, LoCoMo conv-47 (train) and train
# rows conv-43 D29:4, conv-41 D24:1, MemoryBank en Lucy 2023-05-06.
_TIME_SAID = (r"(?:(?:the|this|last|that|my|our|their)\s+)?(?:past\s+|whole\s+|last\s+)?"
              r"(?:week|weekend|day|days|month|year|today|yesterday|tonight|morning|evening"
              r"|weather|night)(?:\s+of\s+(?-i:[A-Z])[a-z]+\s+\d{1,2})?")
_JUDGED = (r"(?:experience|time|ride|journey|rush|moment|one|day|week|weekend|thing|blast"
           r"|adventure|challenge|feeling|sight|success|change|relief|struggle|mess)")

NOTE_REACTION = Row(
    "note_reaction",
    re.compile(
        rf"^(?:(?:and|but|so|yeah|oh|wow|honestly),?\s+)?(?:it|this|that|life|everything|things"
        rf"|stuff like (?:this|that)|{_TIME_SAID})(?:'s| is| was| has been|'s been| had been"
        rf"| feels| felt"
        rf"| seems| seemed| looks| looked| sounds| sounded| got| gets)"
        rf"(?:\s+{_ADV})*(?:\s+going)?(?:\s+(?:a|an))?(?:\s+{_ADV})*"
        rf"\s+(?!my\b|our\b|their\b|his\b|her\b|the\b|not\b|to\b)[a-z][a-z'-]+"
        rf"(?:\s+(?:and|&|but)(?:\s+{_ADV})*\s+[a-z][a-z'-]+)?"
        rf"(?:\s+{_JUDGED})?"
        rf"(?:\s+(?:for|to|with) (?:all of |both of |each of )?(?:them|us|me|everyone|everybody"
        rf"|the family|the kids))?"
        rf"(?:\s+(?:lately|recently|too|though|overall|honestly|so far|these days|for sure"
        rf"|at times|sometimes|now|then|there))?[.!…~]*$", re.I),
    "a clause that only judges something pointed at: no fact of its own; it leaves the note, "
    "and a note of nothing else is not written (audit: reaction)",
    SOURCE,
    ("It's been tough", "It was an adrenaline rush", "It was a moving experience for all of us",
     "week's been good", "Last week was wild", "The weather has been really nice lately",
     "The week of February 23 was wild", "Today was so much fun",
     "It was definitely an amazing experience", "Life's been pretty wild lately",
     "It's been going well", "It was crazy frustrating",
     "It was quite a journey", "It was a proud moment", "it's been tough & tiring"),
    ("It's a beginner yoga class", "It is important to me to eat vegan",
     "It was my first marathon", "It's been tough since my dad passed away",
     "It was chaotic when we arrived", "That's not true", "Life is good in Denver now",
     "Last week was their first week at the new job", "rock's awesome"),
    contexts=("I lost my job at the plant last month. It's been tough.",
              "Thanks, Maria! It was an adrenaline rush, couldn't have done it without my team."),
)

NOTE_EFFECT = Row(
    "note_effect",
    re.compile(
        rf"^(?:(?:and|but|so),?\s+)?(?:it|this|that|they|these|those)(?:\s+{_ADV})*"
        r"\s+(?:(?:has|have|had)\s+)?(?:motivated|motivates|motivate|inspired|inspires|inspire"
        r"|moved|moves|touched|touches|helped|helps|changed|changes|means|meant|mean"
        r"|did|does|made|makes)"
        r"\s+(?:me|us|them|so much|a lot|the world|everything)"
        r"(?:\s+(?:so much|a lot|a ton|too|deeply|for sure|as well|to me|to us|to them"
        r"|the world to (?:me|us|them)"
        r"|feel (?:good|better|great|so good|alive|happy)))*[.!…~]*$", re.I),
    "a bare effect of something pointed at on the user (it motivated me, it means a lot to "
    "me): no fact of its own (audit: reaction)",
    SOURCE,
    ("It really motivated them", "It means a lot to them", "That inspired me so much",
     "It really motivated me for sure",
     "It made me feel so good", "They really helped us"),
    ("It motivated me to start running", "It means a lot to me that you asked",
     "My coach motivated me", "It helps me relax after work", "It reminded me of my mom"),
    contexts=("I went to the veterans' march last week. It really motivated me.",),
)

# "It's been tough, but really rewarding": the judgement goes on after a conjunction with no
# subject of its own; left alone, "but really rewarding" judges nothing said.
BARE_JUDGEMENT = Row(
    "bare_judgement",
    re.compile(rf"^(?:but|yet|though)\s+(?:{_ADV}\s+)*(?:worth it|[a-z]+(?:ful|ing|ive"
               rf"|ous|able|ible|ic|al|ed|y|ent|ant))[.!…~]*$", re.I),
    "a bare judgement after a conjunction (but really rewarding, but definitely worth it): "
    "no fact of its own",
    SOURCE,
    ("but really rewarding", "But definitely worth it", "but so exhausting"),
    ("but now I have a cat", "and swimming", "but I quit"),
    contexts=("I joined the fire brigade. It's been tough, but really rewarding.",),
)

_ACTION = (r"(?:[a-z]+ly\s+|just\s+|also\s+|always\s+|still\s+|even\s+|sure\s+|really\s+)*"
           r"(?!(?:takes?|took|turns?|turned|seems?|seemed|depends?|happens?|happened|rains?"
           r"|snows?|looks?|sounds?|feels?|goes|means?|is|was|has)\b)"
           r"(?:brought|taught|made|gave|became|shows?|showed|commemorates?|reminds?|reminded"
           r"|keeps?|kept|loves?|loved|likes?|liked|helps?|helped|got|gets|came|comes|went"
           r"|says?|said|motivates?|motivated|cheers?|cheered|[a-z]{3,}(?:ed|es|s))\b")

LEAD_PRONOUN = Row(
    "lead_pronoun",
    re.compile(
        r"^(?:(?:and|but|so|yeah|oh|also|plus),?\s+)?(?:(?P<who>he|she|they)(?=(?:'s|'re|'ve|'d"
        r"|'ll)\b|\s+(?!(?:and|or)\b)[a-z])"
        rf"|(?P<what>it|this|that|these|those)(?=\s+{_ACTION}"
        # "It's based on a book series", "These are their companions": what it is, of a thing
        r"|(?:'s|\s+is|\s+was)\s+(?:[a-z]+ly\s+)*[a-z]+ed\s+(?:on|with|by|in|from|at|for)\b"
        r"|(?<=se)\s+(?:are|were)\b))",
        re.I),
    "a note whose subject is a bare he / she / they (or an it / this / that doing something): "
    "it takes the pronoun's antecedent from the message before it or the turn before, or is "
    "not written (audit: dangling)",
    SOURCE,
    ("He brought us so much joy", "They've become like family to them",
     "It commemorates their journey", "She always cheers them on",
     "They really fire up their imagination", "It's filled with their favorite novels",
     "These are their companions"),
    ("It takes an hour to get there", "My dog brought us so much joy",
     "This picture reminds them of a trip", "That picture was from a trip", "It's been tough",
     "they and Max had a blast", "It's raining again"),
    contexts=("Max was our dog for ten years. He brought us so much joy.",),
)

# "They say my accent is cute", "He said my drawing was bad": a he / she / they doing
# something to the user, named nowhere, is someone the user met; what they did to the user
# is the user's fact. The note says "People" / "Someone", not a pronoun left dangling.
IMPERSONAL_THEY = Row(
    "impersonal_they",
    re.compile(r"^(?:(?:and|but|so),?\s+)?(?:he|she|they)(?:\s+(?:always|often|all|still|keep"
               r"|usually|sometimes|never|just|even|once|finally))*\s+(?:say|says|said|tell|tells"
               r"|told|ask|asks|asked|call|calls|called|invite|invites|invited|offer|offers"
               r"|offered|hire|hired|pay|paid|thank|thanked|want|wants|wanted|expect|expects"
               r"|expected|keep telling|kept telling|keep asking|kept asking"
               # what people do to the user: "They just ignore me" (MADial en 78, train)
               r"|ignore|ignores|ignored|tease|teases|teased|bully|bullies|bullied|blame"
               r"|blames|blamed|criticize|criticizes|criticized|judge|judges|judged|mock|mocks"
               r"|mocked|praise|praises|praised|treat|treats|treated|laugh at|laughed at)"
               r"\s+(?:me|my|i|i'm|that i|them|their)\b", re.I),
    "a he / she / they doing something to the user with no one named it stands for: someone "
    "the user met; the note says 'People' (they) or 'Someone' (he / she) and is kept",
    "[beyond] issue 24 pron24 probes (impersonal they: 'they say…' needs no antecedent)",
    ("They say my accent is cute", "They always call me the cookie queen",
     "She told me I was too loud", "They asked me to be a mentor", "They just ignore me"),
    ("They signed it to show our friendship", "They say it will rain",
     "He loves my cooking", "She is my sister", "He brought them so much joy"),
    contexts=("They say my accent is cute, and it makes me smile.",),
)

# "It reminds me why I love being a mom": what it reminded the user of is the user's own
# fact, said whole after the why; the it it hangs on is not needed to read it.
EMBEDDED_FACT = Row(
    "embedded_fact",
    re.compile(r"^(?:(?:and|but|so),?\s+)?(?:it|this|that)(?:\s+(?:really|also|always|just"
               r"|definitely|truly))*\s+(?:reminds?|reminded|made|makes)\s+(?:me|them)"
               r"(?:\s+(?:realize|realise|see|remember|think about))?\s+(?:why|that|how much)"
               r"\s+(?:i|they)\s+(?P<fact>(?:really\s+|still\s+|truly\s+)*(?:love|loves|like"
               r"|likes|enjoy|enjoys|wanted|want|wants|care|cares|started|chose|became"
               r"|need|needs|am|are|do|did)\b.+)$", re.I),
    "the fact an it reminded the user of (It reminds me why I love being a mom): kept as the "
    "user's own when the it stands for nothing said",
    SOURCE,
    ("It reminds me why I love being a mom", "It reminded them why they wanted to join the army",
     "That made me realize how much I love teaching"),
    ("It reminds me of my mom", "It made me sad", "It reminds me that you are kind"),
    contexts=("Thanks! It reminds me why I love being a mom.",),
)

PERSON_ANTECEDENT = Row(
    "person_antecedent",
    re.compile(
        r"\b(?:(?P<own>my|our|your)\s+(?:(?:little|big|older|younger|best|old|new|late|sweet"
        rf"|dear)\s+)?)?(?P<rel>(?:{PEOPLE_EN}|{PETS_EN})s?)\b(?:,?\s+(?P<name>(?-i:[A-Z][a-z]+)))?",
        re.I),
    "whom a he / she / they opening a note stands for: the last person (or pet) of the user's "
    "named before it, from the one table of people (memory/rules/people.py), as the note says "
    "it (their dog Max); in the partner's turn 'your X' or a bare 'grandma' is the user's",
    SOURCE,
    ("We had to put down our dog Max", "my colleagues and I went to a convention",
     "Why did grandma get sick?"),
    ("I went home", "He is great", "my favorite sport"),
    contexts=("Max was our dog for ten years. He brought us so much joy.",),
    before="We had to put down our dog Max last week.",
)

# "…track Luna's water intake? I feel like she's been drinking more": a name said as a
# subject or an owner is whom a he / she after it stands for (a pet's or a person's name).
NAMED_ANTECEDENT = Row(
    "named_antecedent",
    re.compile(r"\b(?P<name>(?-i:(?!(?:I|It|This|That|The|What|When|Where|Why|How|There|Here"
               r"|He|She|They|We|You|My|Our|Your|Thanks|Thank|Yes|Yeah|Wow|Hey|Hi|Oh|So|But|And"
               r"|One|Just|Also|Maybe|Well|Sure|Okay|Ok|Today|Tomorrow|Yesterday|Life|Work"
               r"|Everything|Nothing|Something|Someone|Everyone|Everybody|School|Home|Dinner"
               r"|Lunch|Family|Mom|Dad|Let|Who|Anyone|Someone|Nobody|Somebody)\b)[A-Z][a-z]{2,}))"
               r"(?:'s\b|\s+(?:looks|seems|is|was|has|had|loves|likes|gets|got|keeps|sleeps"
               r"|eats|plays|goes|went)\b)"),
    "whom a he / she opening a note stands for when no one of the table was named: the last "
    "name said before it as a subject or an owner (Luna's water intake; Coco looks so happy)",
    SOURCE,
    ("is there a way to track Luna's water intake?", "Wow, Maria! Coco looks so adorable!"),
    ("Thanks, Maria!", "I moved to Denver last year", "That looks great",
     "Today was a long day", "Let's keep making memories"),
    contexts=("Can I track Luna's water intake? I feel like she's been drinking more water.",),
)

THING_ANTECEDENT = Row(
    "thing_antecedent",
    re.compile(
        r"\b(?:(?P<own>my|our|your)\s+|(?P<shown>that|this)\s+"
        r"|(?:i|we)\s+(?:[a-z']+\s+){0,2}?(?:a|an)\s+)"
        r"(?P<thing>(?:(?!(?:and|but|with|to|at|in|for|of|on|it|is|was|looks|sounds|seems|mean"
        r"|means)\b)[a-z][a-z'-]+\s+){0,2}"
        r"(?!(?:lot|bit|way|time|while|day|week|month|year|moment|thing|kind|sort|couple|mean"
        r"|means|look|looks|like|do|does|go|feel|work|say|think|seem)\b)"
        r"[a-z][a-z'-]{2,})(?=\s*(?:[.!?,;:]|$|\s(?:for|from|of|with|on|in|at|that|which"
        r"|last|this|yesterday|today|recently|looks|is|was|sounds|seems|mean|means)\b"
        r"|'s\b))", re.I),
    "what an it / this / that opening a note stands for: the last thing of the user's said "
    "before it in the message (my tattoo; I got a new grill), or the partner's 'your X' or "
    "'that X' (a thing the user shows); a thing someone else has (the partner's 'a really "
    "nice memory') is not the user's",
    SOURCE,
    ("I got a tattoo last week.", "We bought a new grill for the summer.",
     "What does your new tattoo mean to you?", "Wow, that book looks great!"),
    ("I went home.", "That's a really nice memory, Maria!", "It was an adrenaline rush"),
    contexts=("I got a tattoo last week. It commemorates my journey.",),
)

# "It's been super helpful, especially on days when…": a reaction's tail goes with it.
REACTION_TAIL = Row(
    "reaction_tail",
    re.compile(r"^(?:especially|particularly|even|when|whenever|because|since|which|as|though"
               r"|although)\b", re.I),
    "a clause that only continues the reaction before it (especially…, because…) leaves the "
    "note with it",
    SOURCE,
    ("especially on days when work is tough", "because it's so calming"),
    ("I started a new job", "my sister visited", "evenings are quiet"),
    contexts=("It's been super helpful, especially on days when work is tough.",),
)

# "Wow, that book looks great" shows a thing; "one that stands out was…" shows none.
SHOWN_THING = Row(
    "shown_thing",
    re.compile(r"^\s*(?:looks|is|was|sounds|seems|must|'s)\b", re.I),
    "what follows the partner's 'that X' says the user showed X (looks great, is cute): X is "
    "what the user's next it stands for",
    SOURCE,
    (" looks great", " is so cute", "'s a beautiful photo"),
    (" stands out was the trip", " I love", " we saw"),
    contexts=("It commemorates our trip to Peru.",),
    before="Wow, that painting looks great! Is it new?",
)

# "He brought us so much joy. Walking every morning…": the second sentence has its subject.
OWN_SUBJECT = Row(
    "own_subject",
    re.compile(r"^(?!(?:He|She|They|It|This|That|These|Those|His|Her|Their|Its|Is|Has|Was|Are"
               r"|And|But|So)\b)[A-Z][a-z]+\b"),
    "a clause opening a new sentence on a word of its own has its subject, whatever the "
    "pronoun before it stood for: it stays in the note",
    SOURCE,
    ("Talking to the community made me feel better", "Reading helps me relax"),
    ("He was great", "It reminded me of home", "They are kind", "And then we left"),
    contexts=("They've become like family to me, Volunteering there changed my life.",),
)

ROWS: tuple[Row, ...] = (REACTION_TAIL, SHOWN_THING, OWN_SUBJECT,
                         NOTE_REACTION, NOTE_EFFECT, BARE_JUDGEMENT, LEAD_PRONOUN,
                         IMPERSONAL_THEY,
                         EMBEDDED_FACT, PERSON_ANTECEDENT, NAMED_ANTECEDENT,
                         THING_ANTECEDENT)
