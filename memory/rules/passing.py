"""[beyond] Passing or lasting: time-bound wording and the words that outweigh it.

memory/gate/facts.py reads a clause with a signal as a passing state (seed 003's 临时状态,
temporary_emotion) when TEMPORARY_SIGNAL matches its sentence and neither
PERSISTENCE_SIGNAL nor LASTING_DESPITE_TODAY matches the clause.
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.row import Row

# [beyond] time-bound wording without a word of persistence marks a passing state.
TEMPORARY_SIGNAL = Row(
    "temporary_signal",
    re.compile(
        r"(今天|今晚|现在(?:在|有点|好|很|特别|正在)|刚才|刚刚|此刻|这会儿|刚吃|在路上|有点烦|有点累|有点困|好累|好困|"
        r"\btoday\b|\btonight\b|right now|at the moment|\bjust (ate|had|got)\b|on my way|"
        r"\bso tired\b|\bkind of (sad|tired|annoyed)\b|^(?:ugh+|argh+|urgh+|唉+)\b)",
        re.I),
    "a clause with it and nothing lasting is a passing state (temporary_emotion)",
    "[beyond] time-bound wording marks a passing state (seed 003: 临时状态)",
    ("今天好累", "I'm so tired right now"),
    ("我平时喜欢跑步", "I usually run"),
    contexts=(
        "今天我去了公园",
        "你好，朋友，今天我在家做了一些中国菜，做得非常好吃呢。你平时喜欢尝试"
        "做菜吗？",
    ),
)

PERSISTENCE_SIGNAL = Row(
    "persistence_signal",
    re.compile(
        r"(一直|平时|通常|总是|每次|以后|always|usually|every time|from now on|in general)", re.I),
    "lasting wording: the clause is no passing state; the memory is stated firmly",
    "[beyond] seed 003's stable / temporary split",
    ("我一直喜欢跑步", "I always drink tea"),
    ("今天好累", "I'm tired"),
)

# Time-bound wording that does not stop a lasting fact from being one (今天学会了… is kept).
LASTING_DESPITE_TODAY = Row(
    "lasting_despite_today",
    re.compile(
        r"学会|学了怎么|尝试(?:做|学)了|报名|注册|第一次|拿到|获得|生日|《|毕业|结婚|搬家|演唱会|话剧|比赛|旅行|旅游|"
        r"面试|画展|展览|攀登|喜欢|最爱|爱吃|爱喝|爱看|爱听"
        r"|\b(?:learned|signed up|first time|birthday|graduated|married|adopted|won"
        r"|came in|concert|took a trip|went on a trip|hiking|marathon|interview"
        r"|competition|again|missing|passed away|died|attend(?:ed)?|volunteer(?:ed|ing)?|charity"
        r"|love|loved|like|favou?rite|enjoy|finished (?:reading|watching))\b", re.I),
    "time-bound wording that does not stop a lasting fact (今天学会了…)",
    "[beyond] from the dev split's misses (bench/data/labelled_turns.jsonl)",
    ("今天学会了游泳", "Today I signed up for a marathon"),
    ("今天好累", "I'm tired today"),
)

# A feeling something gave the user (和你聊天让我感到自己不再那么无助和沮丧了, 听到你的声音让我感到
# 宽慰): a mood of the moment, no fact, and its 不再 no change of the worry said before (a real
# zh import kept it and archived the worry).
_FEELING = (r"(?:宽慰|轻松|平静|开心|高兴|快乐|温暖|放松|安心|舒服|无助|沮丧|难过|孤独|焦虑"
            r"|紧张|害怕"
            r"|启发|幸福|满足|欣慰|感动|踏实|自信|失落|烦躁|绝望|迷茫|被理解|被支持|好受)")
# left44b: "my knee has been killing me, I think I tore something" kept only "tore something":
# a body part or a pain killing one is a health complaint, kept, not a mood
_BODY_EN = (r"(?:knees?|back|neck|shoulders?|hips?|head|feet|foot|ankles?|wrists?|legs?|arms?"
            r"|stomach|tooth|teeth|jaw|chest|hands?|elbows?|ribs?|eyes?|ears?|throat|spine"
            r"|joints?|headaches?|migraines?|cramps|pain|sciatica)\b")
FEELING_CAUSED = Row(
    "feeling_caused",
    # what gave it is the talk, something pointed at, or nothing said: not a lasting situation
    # of the user's (一个人住让我感到很孤独, 这份工作一直让我感到很焦虑 are facts; review33)
    re.compile(r"(?:^|(?<=[，,。！!你它这那能会])|(?<=聊天|声音|建议|的话|这些|那些|这样|方法))"
               rf"(?:让|使|令)我(?:感到|觉得|感觉|变得)(?:自己)?(?:不再那么|没那么|不那么|更加?|很有?"
               rf"|好|有点|有些|特别|非常|十分|挺|一些)*{_FEELING}(?:性)?(?:(?:和|、|又|也很?)"
               rf"{_FEELING})?(?:了|多了|的|很多|一点)*[。！!~～.]*$"
               # left44: "arre my supervisor is driving me crazy yaar" kept as a fact
               r"|(?i:^(?:(?:ugh+|argh+|arre|man|honestly|god|omg|and|so)[,!]?\s+)*"
               rf"(?![\w' -]{{0,30}}?\b{_BODY_EN} (?:is|are|'s|keeps?|has been|have been|was) )"
               r"[\w' -]{1,30}? (?:is|are|'s|keeps?|has been|have been|was) (?:(?:really|so"
               r"|literally|actually|seriously|just|kinda|kind of|totally) )*(?:driving (?:me"
               r"|them) (?:crazy|nuts|mad|insane|up the wall|round the bend)|killing (?:me|them)"
               r"|doing (?:my|their) head in)\b[^,.!?]*[.!?]*$)"),
    "clause kind: mood (a feeling something or someone gave the user: no fact, no change; "
    "'X is driving me crazy', 'X is killing me')",
    "[beyond] issue 24 fix33 (a zh import); dev memorybank_zh 周立 2023-05-03:3 (听到你的声音"
    "让我感到宽慰, labelled no keep), train 周立 2023-05-03:2 (希望它们能让我感到轻松和平静)",
    ("和你聊天让我感到自己不再那么无助和沮丧了", "听到你的声音让我感到宽慰",
     "希望它们能让我感到轻松和平静", "让我感到很有启发性",
     "arre my supervisor is driving me crazy yaar", "ugh this commute is killing me"),
    ("这件事让我感到自己应该换工作", "我感到很开心", "让我感到很开心的是他来了",
     "妈妈让我觉得学医也不错", "搬到杭州以后，一个人住让我感到很孤独",
     "这份工作一直让我感到很焦虑", "my dad is driving me to the airport",
     "she's been killing it at work", "my supervisor is driving me crazy, so I'm quitting",
     "my knee has been killing me", "ugh my lower back is killing me"),
    contexts=("谢谢你，和你聊天之后，让我感到自己不再那么无助和沮丧了。",),
    before="我最近压力很大，总是担心考试考不好",
)

ROWS: tuple[Row, ...] = (TEMPORARY_SIGNAL, PERSISTENCE_SIGNAL, LASTING_DESPITE_TODAY,
                         FEELING_CAUSED)
