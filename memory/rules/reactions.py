"""[beyond] What a Chinese clause says of what the partner said, not of the user.

Agreement (那太好了, 说得也是), a bare verdict (非常有趣, 听起来好棒) and a saying about
everyone (每个人的音乐喜好也不同) open many MemoryBank replies; kept as part of a span they
opened the user's note (非常有趣，喜欢麻辣香锅). memory/language/clauses.py reads them as chatter;
memory/topics/naming.py leaves a bare verdict out of names and summaries.
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.people import PEOPLE_ZH, PETS_ZH
from strata_layered.memory.rules.row import Row

# 那太好了，我很喜欢打羽毛球…, 确实如此，…, 那真的很有用呢，…: agreeing with or praising what the
# partner just said opens the turn; kept as a span it opened the note (那太好了，喜欢打羽毛球…).
REACTION_ZH = Row(
    "reaction_zh",
    re.compile(r"^(?:哇|哦|嗯|啊|呀|噢)*[，,！!\s]*(?:那|这)(?:可|也|就)?(?:真的|确实|实在|真是|还)?(?:是)?"
               r"(?:太|很|挺|非常|真|好|蛮)?(?:好了|好|棒了?|不错|有用|有道理|对|如此|是的|厉害|有意思)"
               r"(?:呢|啊|呀|哦|吧|啦|了)*[！!。.~～]*$"
               r"|^(?:确实|的确)(?:如此|是的?|是这样|没错)(?:呢|啊|呀|哦|吧)*[！!。.~～]*$"
               r"|^(?:那|这|那样|这样|那么|这么)?(?:说|讲)?(?:的话)?(?:倒)?(?:也|就|得也)(?:行|可以|对|好|是)"
               r"(?:的|呢|啊|呀|哦|吧|啦)*[！!。.~～]*$"),
    "clause kind: chatter (agreeing with or praising what the partner said: 那太好了, 确实如此, "
    "这样说也行, 说得也是)",
    "[beyond] train rows memorybank_zh 郝明 2023-04-27:1 (那太好了，我很喜欢打羽毛球…), 曹志强 "
    "2023-05-05:2 (确实如此，…), 张曼婷 2023-05-03:3 (那真的很有用呢，…), madial_zh 38:10, 114:9: "
    "the reaction opened the kept note",
    ("那太好了", "确实如此", "那真的很有用呢", "那确实是的", "哇，那真的太好了！", "这样说也行",
     "说得也是", "那也可以吧"),
    ("那个朋友就是我的新同学小明", "那时候真的很尴尬", "这个城市很好", "那我也去试试",
     "这样也行不通", "那也对自己很失望"),
    contexts=("那太好了，我很喜欢打羽毛球、跑步和游泳，你也喜欢运动吗？",),
)

# A bare verdict said first in a message judges what the partner said (memory/language/clauses.py).
JUDGED_ZH = Row(
    "judged_zh",
    re.compile(r"^(?:体验|感觉|心情|味道|效果|口感|景色|风景|看起来|听起来)?"
               r"(?:也|还|都|真的|确实)*(?:真|超级|很|非常|特别|好|太|挺|蛮|有点|比较|十分)*"
               r"(?:棒|好|不错|开心|舒服|放松|美|美丽|好吃|爽|好玩|有趣|刺激|精彩|壮观|神秘"
               r"|危险|漂亮|可爱|震撼|感人|好看|好听|香|过瘾|有食欲)"
               r"(?:和(?:壮观|神秘|美丽|刺激|有趣|好玩|精彩|放松|舒服))?"
               r"[了呢啊呀哦的！!。]*(?:极了)?$"),
    "topic names and summaries: a bare verdict names nothing; clause kind: chatter when it opens "
    "the message",
    "[beyond] issue 25 probe33 (李雪's summaries); probe34: 非常有趣，我也喜欢麻辣香锅 / "
    "看起来真的很有食欲。… opened 曹志强's notes (development)",
    ("挺好吃的", "味道还不错", "非常有趣", "看起来真的很有食欲",
     "感觉非常壮观和神秘"),
    ("我觉得川菜很好吃", "这家店的火锅很好吃", "感觉自己压力很大", "学了一道新的菜",
     "今天天气真好"),
)
WEATHER_ZH = Row(
    "weather_zh",
    re.compile(r"天气(?:真是?|很|特别|不|有点|有些)?(?:好|不错|晴朗|热|冷|糟糕|差|阴沉)"
               r"|^(?:今天|外面|又)?(?:在)?下(?:着|了)?(?:一整天的?|一天的?|整天的?)?"
               r"(?:大|小|毛毛)?(?:雨|雪)了?$"),
    "topic names and summaries: the weather alone names nothing (it opens a message, it is no "
    "reaction to the partner)",
    "[beyond] issue 25 probe33 (李雪's summaries)",
    ("天气真好", "今天的天气真好呀", "外面下着大雨"),
    ("我喜欢晴朗的天气", "下雨天我喜欢在家看书"),
)


def bare_verdict_zh(text: str) -> bool:
    """Whether a clause only judges or passes the time ("体验超级棒", "今天天气真好").

    Such a clause names nothing and is no point of a summary (memory/topics/naming.py);
    probe33 widened it (挺好吃的, 非常震撼 reached 李雪's summaries).
    """
    return bool(JUDGED_ZH.search(text) or WEATHER_ZH.search(text))


# 是的，但是这听起来很困难。我不知道自己是否有能力…: how the partner's advice sounds to the user
# is their reaction to it, whatever the adjective; it opened 周立's note (development).
SOUNDS_ZH = Row(
    "sounds_zh",
    re.compile(r"^(?:这|那|这些|那些|这个|那个)?(?:都|也|确实|真的)?(?:听起来|听上去|看起来|看上去)"
               r"(?:都|也|真的|确实|有点|有些|还|挺|很|非常|太|好|蛮)*[\u4e00-\u9fff]{1,4}"
               r"(?:的|呢|啊|呀|哦|了|吧)*[！!。.~～]*$"
               r"|^(?:这|那|这个|那个|这样|那样)?(?:似乎|好像)(?:很|有点|挺|太|真)?"
               r"(?:难|困难|复杂|麻烦|贵|不错|可以|有道理|可行)"),
    "clause kind: chatter (how what the partner said sounds or looks: 这听起来很困难)",
    "[beyond] from the dev split's misses (lasting.py's reaction row, moved here); probe34: 周立 "
    "(development) 是的，但是这听起来很困难。… opened the note",
    ("这听起来很困难", "听起来有点难", "看起来很复杂", "这听起来不错", "这样好像有点麻烦"),
    ("听起来像是我妈妈的声音", "我看起来很累，最近睡不好", "这听起来很困难，我打算先问问医生"),
)

# 确实如此，每个人的音乐喜好也不同。/ 户外活动可以丰富我们的生活体验: the user agrees with a
# saying about everyone before saying their own fact; the saying is nobody's fact.
SAYING_ZH = Row(
    "saying_zh",
    # 我们 of everyone (丰富我们的生活), never of the user's household or people (review34:
    # 妈妈每天都会给我们做早饭, 周末爬山是我们全家最喜欢的活动 kept nothing)
    re.compile(rf"^(?!.*我(?!们))(?!.*(?:我们(?:家|全家|一家|俩|两个)|{PEOPLE_ZH}|{PETS_ZH}))"
               r"(?:每个人|人们|大家|人人"
               r"|[\u4e00-\u9fff]{2,10}(?:可以|能够?|会)(?:丰富|带给|给|让|使|帮助)(?:我们|人们?|大家)"
               r"|[\u4e00-\u9fff]{2,8}是(?:一种|一门)?(?:能够?|可以)?[\u4e00-\u9fff]{0,12}的"
               r"(?:艺术|事情|方式|活动))"),
    "clause kind: chatter (a saying about everyone, agreed with: 每个人的喜好不同)",
    "[beyond] probe34: 曹志强 (development) 确实如此，户外活动可以丰富我们的生活体验。我最喜欢的… "
    "kept the saying at the head of the note",
    ("每个人的音乐喜好也不同", "户外活动可以丰富我们的生活体验",
     "音乐是能够带给人丰富情感体验的艺术", "人们应该保持积极的心态"),
    ("我们全家都喜欢户外活动", "大家都说我做的菜好吃", "音乐让我放松", "我每个人都认识",
     "爬山可以让我放松", "妈妈每天都会给我们做早饭", "周末爬山是我们全家最喜欢的活动",
     "大家都说我们家的狗很可爱", "女儿会帮助我们照顾外婆"),
)

ROWS: tuple[Row, ...] = (REACTION_ZH, JUDGED_ZH, WEATHER_ZH, SAYING_ZH, SOUNDS_ZH)
