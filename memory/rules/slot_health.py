"""[beyond] The health slot's rows: a condition the user has, and what the profile shows.

Split out of memory/rules/slots.py (lead42, when it passed 300 lines); memory/facts/slots.py reads
them as it reads the other slots' rows.
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.row import Row
from strata_layered.memory.rules.slots import slot_row, value_row
from strata_layered.memory.rules.values_said import CONDITION_OF_ONESELF

# 我还有个老毛病腰椎间盘突出阴天下雨就疼 kept nothing (probe41): the conditions older users name,
# and 老毛病 (an old ailment) itself
# probe43: 老伴儿前年查出来老年痴呆早期 kept nothing — the illnesses of old age a carer names
_CHRONIC_ZH = (r"腰椎间盘突出|颈椎病|腰椎病|骨质疏松|痛风|心脏病|冠心病|胃病|老寒腿|白内障"
               r"|老年痴呆|阿尔茨海默(?:病|症)?|帕金森(?:病|症)?|脑梗|脑血栓|中风|认知障碍|老毛病")
_HEALTH = (r"失眠|高血压|糖尿病|哮喘|抑郁|焦虑症|怀孕|手术|乳糖不耐受?|偏头痛|关节炎|乳糜泻"
           rf"|{_CHRONIC_ZH}|insomnia|diabetes|asthma|{CONDITION_OF_ONESELF}|"
           r"pregnant|depression|anxiety|chronic pain|surgery|(?:lactose|gluten) intoleran(?:t|ce)"
           r"|celiac(?: disease)?|coeliac(?: disease)?|migraines|arthritis|high blood pressure"
           r"|ADHD|多动症|dementia|alzheimer(?:'?s)?(?: disease)?|parkinson(?:'?s)?(?: disease)?")
# probe43b: "I'm reading about Alzheimer's for my class" showed health: Alzheimer's, and
# 我在看一部关于阿尔茨海默的电影 健康: 阿尔茨海默 — an illness named as what something is about
# (read, watched, learnt) is a subject, not one the speaker has
_TOPIC = r"(?<!about )(?<!关于)(?<!有关)(?<!讲)(?<!\bon )"
SLOT_HEALTH = slot_row("health", f"{_TOPIC}({_HEALTH})", ("我有高血压", "I have asthma",
                                               "I'm lactose intolerant", "我乳糖不耐",
                                               "我还有个老毛病腰椎间盘突出阴天下雨就疼",
                                               "我老伴儿前年查出来老年痴呆早期"),
                    ("我很健康", "I feel fine", "I'm reading about Alzheimer's for my class",
                     "我在看一部关于阿尔茨海默的电影"))
VALUE_HEALTH = value_row("health", _TOPIC + r"(?:(?P<v>失眠|高血压|糖尿病|哮喘|抑郁|焦虑症|怀孕"
                      r"|做了手术"
                      rf"|乳糖不耐受?|偏头痛|关节炎|乳糜泻|多动症|{_CHRONIC_ZH[:-4]})"
                      rf"|(?P<n>insomnia|diabetes|asthma|{CONDITION_OF_ONESELF}|pregnant"
                      r"|depression|anxiety|chronic pain"
                      # probe40b: 'recovering from knee surgery' showed health: surgery
                      r"|(?:(?:knee|hip|back|heart|eye|shoulder|ankle|wrist|spine|foot|hand"
                      r"|acl|brain|gallbladder) )?surgery"
                      r"|(?:lactose|gluten) intoleran(?:t|ce)|c(?:o)?eliac(?: disease)?"
                      r"|migraines|arthritis|high blood pressure|ADHD|dementia"
                      r"|alzheimer(?:'?s)?(?: disease)?|parkinson(?:'?s)?(?: disease)?))",
                      ("我有高血压", "I have asthma", "I'm lactose intolerant",
                       "recovering from knee surgery", "type 2 diabetic, on metformin"),
                      ("我很健康", "I feel fine", "looking for diabetic recipes",
                       "a diabetic-friendly cake", "I'm learning about Parkinson's disease",
                       "在看一部关于阿尔茨海默的电影"))


# left44: 'I watched a documentary covering dementia' showed health: dementia — the words before
# an illness (about, on) were a list; the general reading is the work or study it is the subject
# of, whatever joins them (covering, exploring, on), in the same clause and no I in between
# left44b: as the slot's `unless` it held back the whole clause ("I have asthma so I watched a
# documentary about asthma": no health line), and a work near an illness was enough ("doing a
# course of physio after knee surgery", "missed the lecture because of anxiety"): now the slot's
# `not_words`, the work and its subject masked alone, and the illness joined as what it is about
_WORKS = (r"documentar(?:y|ies)|films?|movies?|books?|novels?|articles?|papers?|podcasts?"
          r"|lectures?|talks?|class(?:es)?|courses?|modules?|shows?|series|episodes?|essays?"
          r"|thesis|dissertation|research|stud(?:y|ies)|reports?|videos?|seminars?|webinars?"
          r"|workshops?|projects?|presentations?")
_NO_I = r"(?:(?!\b(?:i|i'm|my|me|and|because|after|since|due|from|for|with|by)\b)[^,.;!?])"
_ABOUT = (r"(?:about|on|into|covering|cover(?:s|ed)|explor(?:ing|es|ed)|regarding|concerning"
          r"|examin(?:ing|es|ed)|discuss(?:ing|es|ed)|featuring|investigat(?:ing|es|ed))")
HEALTH_AS_SUBJECT = Row(
    "health_as_subject",
    re.compile(rf"\b(?:{_WORKS})\b{_NO_I}{{0,30}}?\b{_ABOUT}\b{_NO_I}{{0,20}}?(?:{_HEALTH})"
               r"|\b(?:read(?:ing)?|learn(?:ing|t|ed)?|stud(?:ying|ied|y)|research(?:ing|ed)?"
               r"|writ(?:ing|e|ten)|wrote|teach(?:ing)?|taught|present(?:ing|ed)?) (?:up )?"
               rf"(?:about|on|into)\b{_NO_I}{{0,20}}?(?:{_HEALTH})", re.I),
    "whose: an illness that is the subject of a work or a study (a documentary covering "
    "dementia, a paper exploring asthma) is no condition of the user's: masked, the rest of "
    "the text still read",
    "[beyond] issue 24 left44: 'I watched a documentary covering dementia' showed health: "
    "dementia (the words before it were a fixed list); left44b: the whole clause held back",
    ("I watched a documentary covering dementia", "writing a paper exploring asthma in kids",
     "reading up on diabetes for my mum", "a lecture about anxiety"),
    ("I have diabetes", "I watched a documentary and I have asthma",
     "diagnosed with early dementia", "doing a course of physio after knee surgery",
     "missed the lecture because of anxiety again"))

ROWS: tuple[Row, ...] = (SLOT_HEALTH, VALUE_HEALTH, HEALTH_AS_SUBJECT)
