"""[beyond] A marriage said as over, and the two facets of the relationship slot.

memory/facts/slots.py reads `MARRIAGE_ENDED` as the relationship_status slot's `unless`, beside
memory/rules/slot_limits.py's `someone_partnered` (a wedding of someone else's); `MARITAL_FACET`
and `PARTNER_FACET` as its facets: a marriage had or ended (divorced, widowed) and a partner now
(single, dating Rachel) are both true at once, so neither supersedes the other; a marriage is
both (it ends a girlfriend and a divorce alike). `DATING_NOW` is a partner now's value.
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.people import words_of
from strata_layered.memory.rules.row import Row

# "My wife Ruth passed away three years ago. We were married 41 years." showed relationship:
# married for a widower (probe38): a marriage said as over, by the years it lasted or a
# spouse's death, is no marriage now.
MARRIAGE_ENDED = Row(
    "marriage_ended",
    re.compile(r"\b(?:was|were|had been) (?:happily )?married (?:for )?(?:almost |nearly |over )?"
               r"(?:\d+|[a-z]+(?:-[a-z]+)?) years\b"
               r"|\b(?:wife|husband|spouse) (?:[A-Z][a-z]+ )?(?:passed away|died|passed)\b"
               r"|(?:老伴|老公|丈夫|妻子|老婆|爱人)[^，。！？]{0,6}(?:去世|过世|走了|不在了)|丧偶",
               re.I),
    "no marriage now: a marriage said as over by the years it lasted or a spouse's death "
    "('We were married 41 years', 'my wife passed away', 老伴去世了)",
    "[beyond] issue 24 probe38: a widower's 'My wife Ruth passed away three years ago. We were "
    "married 41 years.' showed relationship: married",
    ("We were married 41 years", "was married for forty years", "My wife Ruth passed away",
     "我老伴前年去世了"),
    ("I got married last year", "We've been married 10 years", "I'm married", "我结婚了",
     "my wife's father passed away"),
)

_FACET_SOURCE = ("[beyond] issue 24 left43: 'i'm divorced' then 'been seeing rachel about a month "
                 "now' showed relationship: divorced (the profile reads what is true now: both)")
MARITAL_FACET = Row(
    "marital_facet",
    re.compile(r"\b(?:married|divorced|widow(?:ed|er)?|separated)\b|结婚|已婚|离婚|丧偶|离异",
               re.I),
    "facet: a marriage had or ended (married, divorced, widowed, 离婚) is one facet of the "
    "relationship slot: a newer one supersedes it",
    _FACET_SOURCE,
    ("is divorced", "got married in June", "is a widower", "我离婚了"),
    ("has a girlfriend now", "is single", "我有男朋友了"))
PARTNER_FACET = Row(
    "partner_facet",
    re.compile(r"\b(?:single|girlfriend|boyfriend|partner|dating|seeing|in a relationship"
               r"|engaged|broke up|split up|married)\b"
               r"|单身|女朋友|男朋友|对象|恋爱|脱单|分手|订婚|结婚|已婚", re.I),
    "facet: a partner now or none (single, dating Rachel, engaged, married) is the other facet "
    "of the relationship slot: a divorce said before it stays beside it",
    _FACET_SOURCE,
    ("has been seeing rachel about a month now", "is single", "got married in June",
     "我交女朋友了"),
    ("is divorced", "is a widower", "我离婚了"))
# left44b: "I'm seeing Hamilton for my birthday", "seeing Paris for the first time", "been
# seeing Dr. Lee since march for my back" showed relationship: dating …: a name after seeing is a
# show, a place, a doctor as well as a partner — seeing a name is dating only said with how long
_SPAN = (r"(?: (?:for|about|almost|over|nearly|like|going on) )?(?:a|an|one|two|three|four|five"
         r"|six|\d+|a few|a couple(?: of)?|several)(?: \w+)? (?:weeks?|months?|years?)\b"
         r"|,? now\b| for (?:a while|ages)\b| since (?!.*\bfor (?:my|the|a)\b)")
_TITLES = r"(?!(?:dr|doctor|mr|mrs|ms|miss|prof|professor)\b)"
DATING_NOW = Row(
    "dating_now",
    re.compile(r"(?:^|\b(?:i|we)(?:'ve| have|'m| am)? )(?:(?:has|have|is|am) )?(?:been |started "
               r"|now |just )*(?P<n>seeing|dating) (?!(?:the|my|your|his|her|our|their|things|it"
               r"|that|this|double|stars|red|you|results|progress|improvement|signs|friends"
               r"|family|doctors?|therapists?|apps?)\b)"
               r"(?P<w>someone|a (?:guy|girl|woman|man|lady)|(?<=dating )[a-z]+"
               rf"|(?<=seeing ){_TITLES}[a-z]+(?={_SPAN}))"
               r"(?= (?:for|about|almost|over|since|now|new|from|a (?:few|couple))\b|[,.!]|$)",
               re.I),
    "slot: someone the user is seeing or dating (been seeing Rachel about a month) is a "
    "partner now: 'dating Rachel'; a name seen with no time said is no partner (seeing "
    "Hamilton for my birthday, seeing Paris, seeing Dr. Lee)",
    _FACET_SOURCE,
    ("has been seeing rachel about a month now", "I'm dating someone new, its early",
     "started seeing a guy from work, for 2 weeks now", "I'm dating Tom"),
    ("seeing the doctor tomorrow", "has been seeing results already", "sister is dating Tom",
     "dating apps are exhausting", "I'm seeing Hamilton for my birthday",
     "I'm seeing Paris for the first time next month",
     "been seeing Dr. Lee since march for my back"))

DIED_ZH = (r"去世|过世|病逝|离世|不在了|年前?就?走了(?=$|[，,。！!？?\s~～…])"
           r"|走了(?:[一二三四五六七八九十两几好多\d]+|快|好几)(?:个)?年")
"""Died, said plainly or softly (people_predicate, memory/rules/facts.py): 走了 after a year
or before how long, at the clause's end (老伴刚走了一会儿, 去年走了很多地方: no death)."""

# 老伴去年走了 showed `家庭: 老伴` for a widow (leftzh44): 走了 / 去世了 / 不在了 of a relative is
# a death, and the family line marks the relative (已故) rather than showing them living
# (memory/facts/slots.py `_profile_values`). 走了 is a death at the clause's end or before how
# long ago (走了三年了); not after 刚 / 才 / 先 (老伴刚走了一会儿: gone out), nor before a way.
_KIN_ZH = words_of("wife", "husband", "spouse", "son", "daughter", "mother", "father", en=False)
KIN_GONE = Row(
    "kin_gone",
    re.compile(rf"(?P<who>{_KIN_ZH})(?:[^，,。！!？?\s刚才先]{{0,6}}?)"
               r"(?:去世|过世|病逝|离世|不在了|没了(?=$|[，,。！!？?\s~～…])"
               r"|走了(?=$|[，,。！!？?\s~～…]|[一二三四五六七八九十两几好多\d]+(?:个)?(?:年|月)))"),
    "a relative said as dead: the family line shows them (已故), not living",
    "[beyond] issue 24 leftzh44: a widow's 老伴去年走了 showed 家庭: 老伴",
    ("老伴去年走了", "我妈前年去世了", "我爸爸走了三年了", "老公2025年不在了"),
    ("老伴去超市了", "老伴刚走了一会儿", "他走了三公里", "老伴走了一下午路"),
)

ROWS: tuple[Row, ...] = (MARRIAGE_ENDED, MARITAL_FACET, PARTNER_FACET, DATING_NOW,
                         KIN_GONE)
