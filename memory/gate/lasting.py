"""More signals of lasting facts, found in the dev split's misses [beyond seed 003].

Each family names something a person would keep that the first signals missed: a past
experience (曾经…, "a trip I took to…"), what helps the user cope ("painting helps me
forget my troubles"), a belief, belonging to a team, a wish for every year, an ongoing
period of loneliness. They were drawn from the labelled set's dev split only
(bench/data/labelled_turns.jsonl); the held-out split was not read.
"""

from __future__ import annotations

import re

from strata_layered.memory.phrasing import SELF_INTRODUCTION

EXPERIENCE = re.compile(
    r"我(?:以前|之前)?曾经|(?:以前|之前)(?:我)?(?:也)?(?:试过|做过|去过|学过|养过)|演讲|答辩"
    r"|\b(?:a|the|my|our) (?:\w+ )?trip (?:i|we) (?:took|made|had)\b|\bmy (?:last|recent|first)"
    r" (?:\w+ )?trip\b|\bi'?ve had (?:some|a lot of|plenty of|years of|no)? ?experience\b"
    r"|\bi (?:just |recently )?did (?:the|a|my first) [^.,]{0,40}\b(?:walk|run|race|marathon"
    r"|charity|event|hike|trek|course|class)\b"
    # A named book or film just finished: "I just finished reading "The Nightingale"".
    r"|\bi (?:just |recently )?finished (?:reading|watching) (?:the (?:book|film|movie|series) )?"
    r"[\"“A-Z]",
    re.I,
)
COPING = re.compile(
    r"(?:能|会|可以)?(?:让|帮)我(?:放松|平静|忘记烦恼|忘掉烦恼|解压|减压|开心起来)"
    r"|\b(?:helps?|help) me (?:relax|forget|unwind|calm down|cope|de-?stress|feel better|escape"
    r"|focus|clear my (?:head|mind))\b",
    re.I,
)
# Not self-encouragement ("我相信自己会坚持下来"): a resolve, not a value. What is believed is
# said in the clause: "我相信，…" alone opens a prediction, it holds no belief.
BELIEF = re.compile(r"\bi (?:\w+ )?(?:believe in(?! (?:you|yourself)\b)|value"
                    r"|care (?:a lot |deeply )?about)\b"
                    r"|我(?:很|一直|特别)?(?:相信(?!自己|我)|看重|重视)[^，。,.!！?？]{2}", re.I)
MEMBERSHIP = re.compile(
    r"\b(?:i'?m|i am|being) (?:\w+ )*?(?:a )?(?:part|member) of (?:this|the|a|our|my)\b"
    r"|我是[^，。]{0,10}(?:队|社|团|协会|俱乐部)的?(?:一员|成员|队员|会员)"
    r"|\bi (?:participate|take part|compete|play) in (?:the|a|our|my) (?:[\w'-]+ ){0,4}?"
    r"(?:tournament|league|club|team|choir|band|orchestra)\b", re.I)
# Work named as a field or an employer ("as I am working in the field"); not "working at home".
WORKING_IN = re.compile(r"\bi(?:'m| am) (?:currently |now )?working (?:as an? |at [A-Z]"
                        r"|in (?:the |this )?(?:field|industry|area)\b)", re.I)
# A lasting pull towards something: "I've really been drawn to films like …", "I'm
# inspired by chatting to people".
DRAWN_TO = re.compile(r"\bi(?:'ve| have)? (?:really |always )?(?:been |am |'m )?drawn to\b"
                      r"|\bi(?:'m| am| get) (?:really |always |most |often )?inspired by\b", re.I)
# Help the user gives someone over time: "I've been helping my younger siblings with …".
HELPING = re.compile(r"\bi'?ve been helping (?:out )?my (?:\w+ )?(?:siblings?|brothers?|sisters?"
                     r"|mom|dad|parents|kids|children|grand\w+|neighbou?rs?|friends?)\b", re.I)
RECURRING_WISH = re.compile(r"希望(?:以后)?每(?:年|天|周|个月|次)都")
LONELY = re.compile(r"\b(?:feel|feeling|felt|am|i'?m|been) (?:\w+ )?lonely\b|\bloneliness\b",
                    re.I)
# "我在学习函数的概念时" sets up what follows, and says what the user is learning.
LEARNING_WHILE = re.compile(
    r"^我(?:一直|正|最近)?在(?:学|练|准备|备考|研究)[^，。]{1,20}(?:时|的时候)$")
# A vague opener ("我有一个烦恼", "I have a problem") says there is something, not what.
VAGUE_OPENER = re.compile(r"^(?:我)?(?:最近|今天)?(?:我)?(?:有|遇到了?)(?:一个|个|些|一些|点)?"
                          r"(?:烦恼|问题|困惑|心事|难题|想法|困难|麻烦)$"
                          r"|^(?:目前|现在|暂时)(?:还)?没(?:有)?$"
                          r"|^i (?:have|had|'ve got) (?:a|an|one|some) (?:problem|question|issue"
                          r"|worry|dilemma)$", re.I)
# A reaction to what the assistant said ("这听起来很困难", "that seems hard"): no fact.
REACTION = re.compile(r"^(?:这|那|这个|那个|这样|那样)?(?:听起来|看起来|似乎|好像)"
                      r"(?:很|有点|挺|太|真)?(?:难|困难|复杂|麻烦|贵|不错|可以|有道理|可行)"
                      r"|^(?:that|this|it) (?:sounds|seems|looks) (?:really |a bit |so |very )?"
                      r"(?:hard|difficult|tough|complicated|expensive)"
                      # someone else's favourite thing: "It's Mom's favorite bowl"
                      r"|^(?:it|that|this)(?:'s| is| was) (?:\w+'s|his|her|their) favou?rite\b",
                      re.I)
# Said of the chat itself or of hearsay ("这是我们的第一次聊天", "我听说过《神秘博士》").
ABOUT_THE_CHAT = re.compile(r"^(?:这|今天)是我们(?:的)?第一次(?:聊天|见面|对话|交流)"
                            r"|^(?:我)?(?:只是)?(?:听说过|听过|听说)"
                            r"|^(?:this is|it's) (?:our|the) first (?:chat|conversation|time we)"
                            # Self-encouragement is a resolve, not a fact: 我相信我可以克服….
                            r"|^(?:我)?相信(?:自己|我)(?:会|能|可以|一定)", re.I)
# The user's name said as 我的名字是…: identity, like 我叫….
NAME_GIVEN = re.compile(r"我的名字(?:是|叫)[\u4e00-\u9fff·]{1,6}|\bmy name is [A-Z]")
# [beyond] 现在我要去准备… / 我得去忙了 is what the user does next, not a fact.
LEAVING = re.compile(r"^(?:现在|那)?(?:我)?(?:要|得|该)去(?:准备|忙|做|吃|睡|上班|上课)")


def lasting_signals(text: str) -> list[str]:
    """The families of this module the clause carries, under the names the gate knows."""
    found = {
        "event": bool(EXPERIENCE.search(text)),
        "preference": bool(COPING.search(text) or BELIEF.search(text)
                           or RECURRING_WISH.search(text) or DRAWN_TO.search(text)),
        "fact": bool(MEMBERSHIP.search(text) or NAME_GIVEN.search(text)
                     or SELF_INTRODUCTION.match(text.strip()) or WORKING_IN.search(text)
                     or HELPING.search(text)),
        "situation": bool(LONELY.search(text)),
    }
    return [name for name, hit in found.items() if hit]
