"""[beyond] An English message that drops its I (issue 24, lead39): "Just moved to Berlin".

Chat drops the subject as Chinese does ("想去北京工作了"): "Just moved to Berlin for work!!"
kept nothing, for seed 000's memory words (I / my / like…) are not in it. A message that
opens on a lasting change of the speaker's own — a move to a place, a course started or
signed up for, a graduation — is the speaker's (memory/writing/extraction.py `_unsaid_self`, beside
life.py's LIFE_CHANGE_EN: "got engaged!", "started at the museum today").
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.diets import FOODS_EN
from strata_layered.memory.rules.jobs import JOB_EN
from strata_layered.memory.rules.medicines import DRUG_EN
from strata_layered.memory.rules.row import Row

OPENERS = r"(?:(?:so|and|also|just|finally|recently|officially|btw)[,!]?\s+)*"
"""Words a message may open on before its dropped I's verb."""
_DAY = (r"(?:the\s+)?(?:next|this|monday|tuesday|wednesday|thursday|friday|saturday|sunday"
        r"|tomorrow|tonight|today|noon|\d)")
_NO_PLACE = (r"(?:another|the (?:left|right|front|back|top|bottom|side|end|middle|other|corner"
             r"|next|last|first|sofa|couch|garden|kitchen|table)|a (?:different|new|quieter) "
             r"(?:seat|table|desk|spot|chair|lane|queue|group|slot|team))\b")
"""What a move to is no place to live (review39: 'Moved to the left a bit' gave city: left)."""
_TAKEN_PART = (r"(?:(?-i:[A-Z])|(?:(?:a|an|the|my|our|this|that|some|\d+) )?(?:[\w-]+ ){0,2}"
               r"(?:class|classes|course|courses|lessons?|program|programme|degree|masters|phd"
               r"|bootcamp|workshop|marathon|half|race|triathlon|gym|club|team|league|choir"
               r"|band|trip|tour|retreat|camp|volunteering|training|school|college|uni"
               r"|university|apprenticeship|internship|membership|exam|test)\b)")
"""What signing up for is a lasting part in: something the user goes to or does (a class, a
race, a club, a school named), not something sent to them ('the newsletter', 'an account':
a passing act, left40)."""
SENT_EN = (r"(?:(?:the|a|an|their|your|our|its|his|her|my|some) )?(?:[\w-]+ ){0,2}"
           r"(?:newsletters?|mailing lists?|e-?mails?|updates|alerts|notifications|accounts?"
           r"|apps?|(?:free )?trials?|wait(?:ing ?)?lists?|texts|promotions|offers|coupons)\b")
"""What one signs up for that is sent or opened, no part taken in anything: 'I signed up for
the newsletter' is a passing act, with its I or without (left40b; memory/rules/facts.py EVENT)."""
_WISHED = (r"(?:would|could|might|should|sounds|seems|must|is|was|isn't|wasn't|will be"
           r"|'d be)\b")
"""A verb after the change said makes it the subject, not the speaker's doing: 'starting a
new job at Google would be a dream' wishes it (left43b review), as 'sounds fun?' asks."""
_AT_PLACE = (r"(?:(?-i:[A-Z])[\w&'-]*\b\s?){1,4}(?:(?:as|on|in|this|next|from|tomorrow|today"
             r"|tonight|mon|tue|wed|thu|fri|sat|sun)\w*\b|[!.]|$)")
"""A place one starts at, named and then done with: the message ends, or a day or a post
follows ('starting at Hensel Phelps monday'); not a page asked for, nor a walk's way."""
SUBJECTLESS_CHANGE_EN = Row(
    "subjectless_change_en",
    re.compile(
        rf"^{OPENERS}(?:(?:moved|relocated) (?:back )?to (?!tears\b|{_DAY}\b|{_NO_PLACE})\S"
        r"|graduated\b(?! students?\b)"
        # left43: "starting a new job at Hensel Phelps monday" (not asked: "…sounds fun?")
        # left44: "starting at Hensel Phelps monday" (a place named: not "starting at 9")
        # left44b: not "Start at Chapter 3 please", "starting at London Bridge, the walk…":
        # the place named ends the start or a time or a post follows it
        r"|(?:starting|started|start) (?:(?:a |my |the )?new (?:job|role|position) (?:at|with) "
        rf"|at (?={_AT_PLACE}))(?![^,.!]*\?)(?![^,.!]*\b{_WISHED})\S"
        # left44: "officially changing my thesis topic to urban heat islands" (one's own
        # course of study, work or name changed; not a phone switched to silent)
        r"|(?:changing|switching|changed|switched) (?:my|our) (?:[a-z-]+ ){0,2}?(?:topic|major"
        r"|minor|degree|course|career|name|field|specialty|doctor|gp|school|university|uni"
        r"|department|shift|schedule)s? (?:to|from|over to)\b"
        r"|started (?:learning|studying"
        r"|taking (?:a |an )?(?:\w+ )?(?:class|classes|lessons|course))\b"
        rf"|(?:signed up|enrolled|registered) (?:for|in|at) {_TAKEN_PART})",
        re.I),
    "whose: an English message opening on a lasting change with its I dropped (a move to a "
    "place, a graduation, a course started or signed up for) is the speaker's own",
    "[beyond] issue 24 lead39: 'Just moved to Berlin for work!!' kept nothing (no I / my)",
    ("Just moved to Berlin for work!!", "moved to Leeds last year", "Finally graduated from "
     "nursing school", "Started learning Spanish this month", "So, signed up for a pottery class",
     "Started taking piano lessons", "Signed up for the Chester marathon",
     "Enrolled at Leeds Beckett", "starting a new job at Hensel Phelps monday",
     "starting at Hensel Phelps monday",
     "officially changing my thesis topic to urban heat islands", "switched my major to math"),
    ("Moved to tears by that film", "Moved to Friday, the dentist", "graduated students get a "
     "discount", "My sister moved to Leeds", "The meeting moved to Monday",
     "Started raining again", "Moved to the left a bit", "Moved to the front of the queue",
     "Moved to another table because of the noise", "Signed up for the newsletter",
     "Registered for an account on their site", "starting a new job at the bakery sounds fun?",
     "starting a new job at Google would be a dream",  # left43b
     "starting a new job at a startup is scary", "starting at 9 tomorrow",
     "start at the beginning", "starting at Google would be a dream",
     "switching my phone to silent", "changing my mind about it", "my sister changed her major",
     "Start at Chapter 3 please", "starting at London Bridge, the walk takes an hour"),
)

_HAD = (r"dogs?|cats?|kids?|sons?|daughters?|child|children|boys?|girls?|twins|puppy|puppies"
        r"|kittens?|rabbits?|hamsters?|parrots?|grandkids|grandchildren|grandsons?"
        r"|granddaughters?|husband|wife|boyfriend|girlfriend|partner")
_HAD_ENDS = (r"[ \t]*(?:$|[,.!?;:()]|(?:named|called|who|and|aged?|\d+|in|at|of|with|that|too"
             r"|now|last|this|recently|today|yesterday|so|but|plus|already|from|lol|haha|both"
             r"|under|over|is|are|was|were|to|for|each)\b)")
"""What follows the household word: an end, a name, an age, a clause. Another noun makes
it a kind ('a cat nap', 'a kids party', 'a dog sitting gig': review39)."""
SUBJECTLESS_HAVE_EN = Row(
    "subjectless_have_en",
    re.compile(rf"^{OPENERS}(?:have|got|have got) (?:a|an|one|two|three|four|five|\d{{1,2}}) "
               rf"(?:[a-z]+ )?(?:{_HAD})(?={_HAD_ENDS})", re.I),
    "whose: an English message opening on 'Have / Got' a pet, children or a partner, its I "
    "dropped, is the speaker's household",
    "[beyond] issue 24 lead39: 'Have a dog named Rex', 'Got two kids, 5 and 8' kept nothing",
    ("Have a dog named Rex", "Got two kids, 5 and 8", "have 3 cats lol",
     "Also have a husband who snores"),
    ("Have a nice day", "Got a minute?", "Got a cat video for you", "My sister has two kids",
     "Have a cat nap before dinner", "Got a kids party to go to", "Have a dog sitting gig"),
)
_NOT_ITS_SUBJECT = (r"(?!(?:\s+[\w'-]+){0,2}\s+(?:is|was|must|sounds|seems|would|could|can"
                    r"|costs|gets|feels|makes|sucks|isn't|wasn't|will)\b)")
"""No verb follows the job or the place: 'Living in London is so expensive' and 'Working as a
waiter sounds exhausting' say what the doing is like, not the speaker's home or job
(review39)."""
_SUBJECT_AFTER = (r"(?![\w' -]*,\s*(?:the|a|an|our|their|his|her|its|my|this|that|these"
                  r"|those|he|she|they|it|we)\s)")
"""The clause after the place has its own subject, which is the one based or living there:
'Based in London, the band formed in 2010' is the band's home, not the speaker's (left40).
'Based in London, I work in finance' and 'Based in Leeds, work remote' stay the speaker's."""
SUBJECTLESS_ROLE_EN = Row(
    "subjectless_role_en",
    re.compile(rf"^{OPENERS}work as an? (?:[a-z]+ ){{0,2}}(?:{JOB_EN})\b"
               rf"|^{OPENERS}working as an? (?:[a-z]+ ){{0,2}}(?:{JOB_EN})\b{_NOT_ITS_SUBJECT}"
               r"|^live in (?-i:[A-Z])"
               rf"|^(?:living|based) in (?-i:[A-Z])[\w'-]*+{_NOT_ITS_SUBJECT}{_SUBJECT_AFTER}",
               re.I),
    "whose: an English message opening on 'Work as a nurse' / 'Live in Leeds', its I dropped, "
    "says the speaker's job or home",
    "[beyond] issue 24 lead39: 'Work as a nurse in Leeds' kept nothing",
    ("Work as a nurse in Leeds", "working as a software engineer these days",
     "Live in Austin with my wife", "Based in Berlin", "Based in London, I work in finance"),
    ("Work as a team", "Living in the moment", "My sister works as a nurse",
     "Work at home today", "Living in London is so expensive",
     "Working as a waiter sounds exhausting", "Living in New York must be fun",
     "Based in London, the band formed in 2010", "Based in Ohio, the company makes tyres"),
)

_COUNT = r"(?:\d{1,2}|a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)"
SUBJECTLESS_HEALTH_EN = Row(
    "subjectless_health_en",
    re.compile(rf"^{OPENERS}(?:(?:type [12]|t[12]|pre)[ -]?)?diabetic\b(?![ -]+(?:friendly"
               r"|recipes?|food|snacks?|diet|socks|shoes|options?|menu)\b)(?![^,.!]*\?)"
               rf"|^{OPENERS}on (?:\d+ ?mg (?:of )?)?(?:{DRUG_EN})\b(?![^,.!]*\?)"
               rf"|^{OPENERS}(?:sober|clean)(?: for)? (?:over |almost |nearly )?{_COUNT}"
               r"\+? (?:years?|yrs?|months?)\b(?! ago\b)",
               re.I),
    "whose: an English message opening on a condition, a medicine one is on or a time sober, "
    "its I dropped, says the speaker's health",
    "[beyond] issue 24 probe42: 'type 2 diabetic, on metformin 500mg twice a day' and 'sober 3 "
    "years now, i go to aa meetings…' kept nothing (no I / my), typed as a terse man types",
    ("type 2 diabetic, on metformin 500mg twice a day", "diabetic since 2019",
     "on lisinopril 10mg now", "sober 3 years now", "clean for 18 months",
     "So, sober 5 yrs this march"),
    ("diabetic friendly recipes please", "diabetic?", "on aspirin? is that safe",
     "My dad is diabetic", "sober 3 years ago was a different life", "on the way home",
     "sober living houses are expensive"),
)

_NOT_DATED = (r"(?:the|my|your|his|her|our|their|things|it|that|this|double|stars|red"
              r"|you|results|progress|improvement|signs|friends|family|doctors?|therapists?)")
SUBJECTLESS_DATING_EN = Row(
    "subjectless_dating_en",
    re.compile(rf"^{OPENERS}(?:been |started |i'?ve been )?(?:seeing|dating) (?!{_NOT_DATED}\b)"
               r"(?:someone|a (?:guy|girl|woman|man|lady)|[a-z]+)(?= (?:for|about|almost|over"
               r"|since|now|new|from|a (?:few|couple))\b|[,.!]|$)"
               rf"|^{OPENERS}met (?:someone|a (?:guy|girl|woman|man|lady))"
               r"(?: (?:new|special|nice))?(?: at (?:the |a |my )?[a-z]+)?,? (?:her|his|their)"
               r" name(?:'s| is)\b", re.I),
    "whose: an English message opening on someone met or seen (dating), its I dropped, says "
    "the speaker's new partner",
    "[beyond] issue 24 probe42: 'met someone, her name is rachel, shes a nurse' and 'been "
    "seeing rachel about a month now' kept nothing (no I / my)",
    ("met someone, her name is rachel, shes a nurse", "been seeing rachel about a month now",
     "dating someone new, its early", "started seeing a guy from work, for 2 weeks now",
     "met someone at church, her name is Dana"),  # left43
    ("seeing the doctor tomorrow", "been seeing results already", "met someone at the store",
     "seeing things differently now", "dating apps are exhausting", "My sister is dating Tom"),
)

_TOLD_TO = (r"(?:,\s*|\s+)(?:kids|guys|everyone|everybody|folks|y'?all|you (?:guys|two|all)"
            r"|boys|girls|children|honey|sweetie|babe|buddy|dude|mate|people|please|pls)\b")
"""Whom an order is said to (or a please): 'dont eat pork, kids!' tells others what not to
eat, no diet of the speaker's (left43b review)."""
SUBJECTLESS_DIET_EN = Row(
    "subjectless_diet_en",
    re.compile(rf"^{OPENERS}(?:don't|do not|never|can't|cannot) eat (?:any )?{FOODS_EN}\b"
               r"(?![^,.!]*\?)(?!\s+(?:when|if|before|after|on|tonight|today)\b)"
               rf"(?![^.!?]*?{_TOLD_TO})", re.I),
    "whose: an English message opening on a food the speaker does not eat, its I dropped, "
    "says the speaker's diet",
    "[beyond] issue 24 left43: 'dont eat pork, never have' (read as \"don't\") kept nothing",
    ("don't eat pork, never have", "never eat red meat", "so can't eat gluten, celiac"),
    ("don't eat pork tonight, it's off", "don't eat any sugar?", "My dad doesn't eat pork",
     "don't eat the yellow snow", "dont eat pork, kids!", "don't eat meat please, guys"),
)

ROWS: tuple[Row, ...] = (SUBJECTLESS_CHANGE_EN, SUBJECTLESS_HAVE_EN, SUBJECTLESS_ROLE_EN,
                         SUBJECTLESS_HEALTH_EN, SUBJECTLESS_DATING_EN, SUBJECTLESS_DIET_EN)

SUBJECTLESS_EN: tuple[Row, ...] = ROWS
"""Every opening that says its I is dropped (memory/writing/extraction.py,
memory/gate/families.py)."""
