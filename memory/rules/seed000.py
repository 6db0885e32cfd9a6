"""Seed 000's rule extraction, as rows: SHOULD_REMEMBER and classifyMemoryType (verbatim).

Seed 000 §长期记忆抽取 (extractCandidateMemories, classifyMemoryType): a message is a
memory candidate only when SHOULD_REMEMBER matches; its type is the first of
BOUNDARY_TYPE → PREFERENCE_TYPE → GOAL_TYPE that matches, else 对话风格; its importance is 5
when HIGH_IMPORTANCE matches, else 3. The patterns below are the seed's, character for
character. Their English twins are [beyond] the seed and say so. memory/writing/extraction.py runs
them.
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.row import Row

SEED = "seed 000 §长期记忆抽取"
TWIN = "[beyond] English twin of seed 000's "

SHOULD_REMEMBER = Row(
    "should_remember",
    re.compile(r"我|不喜欢|喜欢|希望|想要|以后|记住|别|不要|需要|习惯|倾向"),
    "memory signal: the rule extraction runs only when it matches",
    SEED + " extractCandidateMemories (shouldRemember)",
    ("我喜欢喝乌龙茶", "以后回复短一点"), ("今天天气不错", "周末去看电影吗"),
)
SHOULD_REMEMBER_EN = Row(
    "should_remember_en",
    re.compile(r"\b(i|i'm|my|me|we|we're|our|like|love|prefer|hope|want|from now on|remember"
               r"|don't|do not|need|usually|always|never|rather|please|stop|gonna)\b", re.I),
    "memory signal: the rule extraction runs only when it matches",
    TWIN + "shouldRemember",
    ("I live in Paris", "From now on, be brief"), ("The weather is nice", "Sounds fun!"),
)
BOUNDARY_TYPE = Row(
    "boundary_type",
    re.compile(r"不喜欢|不要|避免|边界|压力|操控|套路"),
    "type: boundary (边界), checked first",
    SEED + " classifyMemoryType",
    ("我不喜欢被催促", "请避免说教"), ("我喜欢猫", "我的目标是减肥"),
)
BOUNDARY_TYPE_EN = Row(
    "boundary_type_en",
    re.compile(r"\b(don't like|do not like|don't|do not|avoid|never|boundary|pressure"
               r"|manipulat\w*|uncomfortable|hate|can't stand)\b", re.I),
    "type: boundary, checked first",
    TWIN + "classifyMemoryType boundary",
    ("Please don't rush me", "I hate being lectured"), ("I like cats", "My goal is to run"),
)
PREFERENCE_TYPE = Row(
    "preference_type",
    re.compile(r"喜欢|偏好|更希望|倾向|习惯"),
    "type: preference (偏好), after boundary",
    SEED + " classifyMemoryType",
    ("我喜欢喝乌龙茶", "我习惯早睡"), ("我的目标是减肥", "我住在上海"),
)
GOAL_TYPE = Row(
    "goal_type",
    re.compile(r"目标|想要|希望|正在"),
    "type: relationship goal (关系目标), after preference",
    SEED + " classifyMemoryType",
    ("我希望我们能像朋友一样", "我的目标是考研"), ("我住在上海", "我喜欢猫"),
)
GOAL_TYPE_EN = Row(
    "goal_type_en",
    re.compile(r"\b(goal|want|hope|wish|working on|trying to)\b", re.I),
    "type: relationship goal, after preference",
    TWIN + "classifyMemoryType goal",
    ("I hope we can be friends", "My goal is to run a marathon"),
    ("I live in Paris", "I have a cat"),
)
HIGH_IMPORTANCE = Row(
    "high_importance",
    re.compile(r"记住|不要|不喜欢|边界|以后"),
    "importance 5 (else 3): the fact is explicit",
    SEED + " extractCandidateMemories (importance)",
    ("记住我不吃辣", "以后别叫我小王"), ("我喜欢猫", "我住在上海"),
)
HIGH_IMPORTANCE_EN = Row(
    "high_importance_en",
    re.compile(r"\b(remember|don't|do not|don't like|boundary|from now on|never)\b", re.I),
    "importance 5 (else 3): the fact is explicit",
    TWIN + "importance",
    ("Remember that I'm vegan", "From now on call me Lulu"), ("I like cats", "I live in Paris"),
)

ROWS: tuple[Row, ...] = (SHOULD_REMEMBER, SHOULD_REMEMBER_EN, BOUNDARY_TYPE, BOUNDARY_TYPE_EN,
                         PREFERENCE_TYPE, GOAL_TYPE, GOAL_TYPE_EN, HIGH_IMPORTANCE,
                         HIGH_IMPORTANCE_EN)
