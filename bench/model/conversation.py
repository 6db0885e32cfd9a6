"""The conversations the model benchmark drives: 40 bilingual turns, and a LoCoMo session."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

DEFAULT_LOCOMO = "/work/shared/data/locomo/locomo10.json"


@dataclass(frozen=True)
class Turn:
    """One user message and the fault the endpoint injects on that turn (None: healthy)."""

    text: str
    fault: str | None = None


BILINGUAL: tuple[Turn, ...] = (
    Turn("你好呀，今天过得怎么样？"),
    Turn("我叫林小满，在杭州做产品经理"),
    Turn("哈哈，你说话挺有意思的"),
    Turn("我住在杭州，离西湖不远", fault="429_burst"),
    Turn("今天有点累，刚下班"),
    Turn("我不喜欢别人连续追问我，聊天轻松一点就好", fault="think"),
    Turn("好的"),
    Turn("你觉得周末去哪里玩比较好？"),
    Turn("我对花生过敏，推荐吃的时候记住这一点", fault="http_500"),
    Turn("谢谢你"),
    Turn("Hey, can we switch to English for a bit?"),
    Turn("I'm learning Spanish, I practise every morning before work", fault="malformed"),
    Turn("lol that's funny"),
    Turn("What do you think about learning two languages at once?"),
    Turn("My sister Ana is a nurse in Lisbon", fault="empty"),
    Turn("ok cool"),
    Turn("Please keep your answers short, I mostly read on my phone", fault="refusal"),
    Turn("thanks!"),
    Turn("I'm a bit sleepy right now"),
    Turn("I love hiking, especially in the mountains", fault="timeout"),
    Turn("回到中文吧"),
    Turn("最近在准备一个新项目，压力有点大"),
    Turn("我养了一只猫，叫团子", fault="cut"),
    Turn("嗯嗯"),
    Turn("你还记得我叫什么吗？"),
    Turn("我喜欢喝乌龙茶，不太喝咖啡"),
    Turn("哈哈哈哈"),
    Turn("我搬到上海了，下个月开始在新公司上班"),
    Turn("晚安"),
    Turn("早上好！"),
    Turn("I want to run a half marathon next spring"),
    Turn("haha yes"),
    Turn("How are you today?"),
    Turn("I don't like horror movies at all"),
    Turn("good night"),
    Turn("我的生日是十月三号", fault="429_long"),
    Turn("好的，明白了"),
    Turn("以后叫我小满就行"),
    Turn("今天天气真好"),
    Turn("谢谢，拜拜"),
)
"""A realistic mix: facts, corrections (杭州 → 上海), chatter, questions to the agent, and
one injected fault on ten of the turns that carry a fact."""

MOVE_FROM, MOVE_TO = "杭州", "上海"


def locomo_session(path: Path, *, conversation: int = 0, sessions: int = 3) -> list[Turn]:
    """The first speaker's messages of a LoCoMo conversation's first sessions, as user turns."""
    data = json.loads(path.read_text(encoding="utf-8"))
    conv = data[conversation]["conversation"]
    speaker = conv["speaker_a"]
    return [Turn(t["text"]) for n in range(1, sessions + 1)
            for t in conv.get(f"session_{n}", []) if t["speaker"] == speaker]
