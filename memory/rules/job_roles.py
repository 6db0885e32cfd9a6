"""[beyond] A job said as the role the user works as ("I work as a product owner").

The occupation's value row reads a job after "works as" only when its head is a word of
memory/rules/jobs.py (a listed job, or -er / -ist / -ian…); "I work as a product owner"
showed no job (issue 24 fix34). Whatever the user says they work as is their role: this row
takes any short noun phrase after "work as a", but not a way of working ("as a team").
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.row import Row

# How the user works, not what as: "we work as a team", "it works as a reminder".
_NOT_ROLES = (r"team|family|unit|group|whole|pair|duo|hobby|side thing|distraction|reminder"
              r"|charm|way|excuse|result|break|favou?r|rule|bonus|buffer|backup|substitute for")
WORK_AS_EN = Row(
    "work_as_en",
    re.compile(r"(?:^|\b(?:i|i've|i have|i now|i still|i currently|now|currently|still|also)\s)"
               r"(?:work(?:s|ed|ing)?|(?:have|has) worked)"
               # "I work from home as a freelance translator" (fix34)
               r"(?: (?:from home|remotely|part-time|full-time|freelance|nights|weekends))?"
               r" as an? "
               rf"(?!(?:{_NOT_ROLES})\b)(?P<m>[a-z][a-z-]*(?: (?!(?:at|for|in|with|and|but|since"
               r"|now|so|from|who|which|because|on|to|of)\b)[a-z][a-z-]*){0,3})"
               r"(?=\s*(?:[,.!?;]|$)|\s+(?:at|for|in|with|and|but|since|now|so|from|who|which"
               r"|because|on|to)\b)", re.I),
    "slot value: the role the user works as ('I work as a product owner') is the occupation",
    "[beyond] issue 24 fix34: 'I work as a product owner' showed no job (the head 'owner' is "
    "no job word)",
    ("I work as a product owner", "works as a product owner", "I work as a sous chef at Nopa",
     "I've worked as a flight attendant for ten years", "work as a freelance UX writer",
     "I work from home as a freelance translator"),
    ("We work as a team", "it works as a reminder", "I work as hard as I can",
     "my sister works as a nurse", "I work as a team with my brother"),
)

# "I'm a stay-at-home mom" showed no job (fix35): keeping the home is what the user does, said
# as who they are; it is the occupation slot's, its words its value.
HOME_ROLE = Row(
    "home_role",
    # said as who the user is ("I'm (now) a…", "is a…" as a note), not a role talked of ("A
    # stay-at-home mom has it hard", "Now a stay-at-home mom seems boring to me": review35)
    re.compile(r"(?:^is\s+(?:now\s+)?|\b(?:i'?m|i am|been|became|become)\s+(?:now\s+)?)"
               r"(?:an?\s+)?(?:proud\s+)?"
               r"(?P<m>stay[- ]at[- ]home (?:mom|mum|mother|dad|father|parent)|homemaker"
               r"|housewife|househusband|full[- ]time (?:mom|mum|dad|parent))\b"
               r"|(?:我是|^是|(?<![想要不])(?:当了?|做了?))(?:一(?:个|名))?(?P<v>全职(?:妈妈|爸爸|太太|主妇|奶爸|宝妈)"
               r"|家庭主妇|家庭煮夫)", re.I),
    "slot value: keeping the home ('a stay-at-home mom', 全职妈妈) is the user's occupation",
    "[beyond] issue 24 fix35: 'I'm a stay-at-home mom' showed no job",
    ("I'm a stay-at-home mom", "is a stay-at-home dad", "I'm now a stay-at-home mom",
     "I'm a homemaker", "我是全职妈妈", "是家庭主妇", "当了全职太太"),
    ("my mom is a stay-at-home mom", "I grew up with a stay-at-home mom", "我妈妈是家庭主妇",
     "我不想当全职太太", "Now a stay-at-home mom seems boring to me",
     "A stay-at-home mom has it hard"),
)

ROWS: tuple[Row, ...] = (WORK_AS_EN, HOME_ROLE)
