"""[beyond] A zh user's standing and situation, said in passing.

Who they live with and who they have not, what they worry about, how a recent period goes, a
change of work or habit said done, a weekly rhythm.
memory/gate/families.py reads these with the other families (life.py holds the plans, errands
and a day's moments). The household said as one (我们家有三口人) and who the user has not
(我没有兄弟姐妹) are their own facts; a worry is lasting when it is for someone's health or of
losing them; a period of the user's life said with 我 (我最近闲暇时间都在看书) is a situation
unless a mood or a passing thing follows; a change of standing said done (辞职了, 现在改喝茶了)
is the new state; someone's passing request (妈妈叫我早点回家) is theirs. Rounds zh24, zh24b
and probe24 of issue 24; each row names the rows that motivated it.
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.people import PEOPLE_ZH, PETS_ZH
from strata_layered.memory.rules.row import Row

SOURCE = ("[beyond] issue 24 zh24: out-of-source zh misses, train + dev ({rows})")

# The household said as one ("我们家刚添了个女儿", "我们家有三口人"): a fact of the user's own
# life, as a plan or event said with "we" is (memory/rules/facts.py ONGOING "we're expecting").
HOUSEHOLD = Row(
    "household",
    re.compile(
        r"(?:我们家|我们全家|我们一家人?|我们家里|我家)(?:的)?(?:现在|一共|总共|刚刚?|最近|已经|也|都|还)*"
        r"(?:添了|生了|有[一二两三四五六七八九十几\d]+(?:口人|个人|个孩子|个小孩|只|条)"
        r"|是(?:做|开|搞)[^，。！？!?]{1,6}的|是[^，。！？!?]{1,6}人|姓|养了|养着|住在|搬到|搬去|搬家)"),
    "memory signal: important fact (the household said as one: its size, a birth, its trade, "
    "its home)",
    SOURCE.format(rows="issue 24 zh24 brief: 我们家刚添了个女儿 kept nothing; probes: "
                  "我们家有三口人 / 我们家是做生意的 kept nothing"),
    ("我们家刚添了个女儿", "我们家有三口人", "我们家是做生意的", "我家一共有五个人"),
    ("我们家今天吃饺子", "我们家附近新开了一家超市", "我们家的事情很复杂"),
)

WORRY_FOR = Row(
    "worry_for",
    re.compile(
        r"(?:担心|害怕|怕|焦虑|放心不下|牵挂)[^，。！？!?]{0,10}?(?:失去|离开我|生病|病情|身体|健康"
        r"|住院|去世|手术|前途|未来|职业|找不到工作|工作(?=[，。！？!?]|$))"),
    "a worry that lasts: for someone's health or of losing them, or about the user's work or "
    "future (a situation, not the passing mood it would be without what it is about)",
    SOURCE.format(rows="madial_zh 56:3, 56:7; probes: 我很担心妈妈的身体 / 我害怕失去他 kept "
                  "nothing (read as a mood)"),
    ("我很担心妈妈的身体", "我害怕失去他", "我担心它是不是生病了", "我一直很担心自己的前途"),
    ("我担心明天下雨", "我怕考试考不好", "我很担心", "我害怕妈妈会生我的气"),
    contexts=("我很担心妈妈的身体。", "我害怕失去他。"),
)

# The same for a period of the speaker's life told without 我: 最近工作上的压力有些大.
SUBJECTLESS_PERIOD = Row(
    "subjectless_period",
    re.compile(
        r"^(?:最近|这段时间|这阵子|近来|这几个月|这半年)(?:一直|总是|经常|又|也|都)?"
        r"(?!天气|过得|怎么样|[^，。！？!?]*吗)[\u4e00-\u9fff]"),
    "seed 000's condition, [beyond]: a fact clause (the gate read one) opening with a recent "
    "period and no one named is the speaker's own, as a plan without 我 is",
    SOURCE.format(rows="memorybank_zh 焦彦 2023-04-28:1 (最近工作上的压力有些大: the gate kept it, "
                  "seed 000's 我 withheld it)"),
    ("最近工作上的压力有些大", "这段时间一直失眠", "近来总是头疼"),
    ("最近天气很好", "近来过得怎么样", "我最近很忙"),
    contexts=("最近工作上的压力有些大，有些困难很难解决。",),
)

# Someone's passing request to the user (妈妈叫我早点回家) is theirs, said once: no fact of the
# user's life. It is passing when its words say so (早点, 赶紧, 马上) or a time of today does
# (刚才, 今天); a 去 / 别 alone is as often a lasting one (老师让我去参加全国比赛, 妈妈让我别熬夜).
# What they always ask (总是叫我…), a name they call the user (叫我小宝) or a role they give
# (让我当班长) is not this row's.
RELAYED_REQUEST = Row(
    "relayed_request",
    re.compile(
        rf"^(?:我的?)?(?:{PEOPLE_ZH})(?:(?:刚才|刚刚|今天|又|非要)(?:叫|让|催|喊)我"
        r"|(?:就|一直在)?(?:叫|让|催|喊)我(?:早点|赶紧|快点|马上|现在|快)|催我)"),
    "no fact: a passing request someone in the user's life made of them (叫我早点回家), "
    "not a routine, a name, a role or a lasting request",
    "[beyond] issue 24 zh24b: the brief's probe 我妈妈叫我早点回家 kept as the user's fact "
    "(no labelled train or dev row says so either way); review24: 我女朋友叫我去见她父母, "
    "老师让我去参加全国比赛 were dropped",
    ("我妈妈叫我早点回家", "妈妈催我快点写作业", "爸爸刚才让我去买酱油"),
    ("妈妈总是叫我早点睡", "妈妈叫我小宝", "老师让我当班长", "我叫妈妈早点回家",
     "老师让我去参加全国比赛", "我女朋友叫我去见她父母", "妈妈让我别熬夜"),
)

# A period of the user's life said with 我: 我最近闲暇时间都在看书, 我最近的热情有点下降. The
# labels keep 33 of the 37 train + dev zh turns that open a statement so; the rest are vague
# (学习一门新的技能: row `vague`) or a pastime asked about (最近我在看一些电影，有什么推荐吗).
RECENT_PERIOD = Row(
    "recent_period",
    re.compile(
        r"(?:^|[，。！？!?,]\s*)(?:其实|我发现|不过|但是?)?(?:我最近|最近我|我这段时间|这段时间我|我近来"
        r"|我这阵子)(?:的)?(?:也|还|又|都|一直|总是|经常)?"
        r"(?![^，。！？!?]*(?:吗|呢|怎么样|如何))(?!很忙|挺好|还好|不错)[\u4e00-\u9fff]"),
    "memory signal: a situation of the user's over a recent period (我最近…, 最近我…), not a "
    "question about it",
    SOURCE.format(rows="train memorybank_zh 郝明 2023-05-04:1, 2023-05-01:2, 郑思雨 "
                  "2023-04-29:0 kept nothing; the labels keep 33 of 37 such train + dev turns"),
    ("我最近闲暇时间都在看书", "我发现我最近的热情有点下降", "我最近经历了一些情感上的问题",
     "最近我经常感到焦虑"),
    ("最近天气很好", "我最近很忙", "你最近怎么样", "我最近在学什么呢"),
    contexts=("很有道理。我最近闲暇时间都在看书，你有没有一些书推荐？",),
)

# What a recent period holds that passes: a cold, one meal or trip, nothing much. The
# period's situation (RECENT_PERIOD) gives way to it and to a mood (clause_kinds MOOD).
RECENT_PASSING = Row(
    "recent_passing",
    re.compile(
        r"^(?:也|还|又|有点|有些|比较|很|挺|还是)?(?:(?:感冒|发烧|咳嗽|嗓子疼|拉肚子)"
        r"|(?:吃|喝|去|看|玩|逛)了一(?:顿|次|趟|场|回|个|杯|部)"
        r"|(?:没(?:什么|啥)(?:事|事情|变化|特别的)|一般般?|老样子|还行|还可以|闲|无聊)"
        r"(?:了|的|啊|呢)?$)"),
    "a recent period's passing thing, read on what follows 我最近 / 最近我: a cold, one meal or "
    "outing, nothing much — no situation to keep (recent_period gives way)",
    SOURCE.format(rows="review of recent_period: 我最近感冒了, 我最近吃了一顿火锅, 我最近没什么事, "
                  "我最近比较闲 were kept"),
    ("感冒了", "吃了一顿火锅", "没什么事", "比较闲", "一般般"),
    ("闲暇时间都在看书", "经历了一些情感上的问题", "在学日语", "经常感冒", "无聊的时候都在画画"),
    contexts=("我最近感冒了", "我最近吃了一顿火锅"),
)

# A change of the user's standing said done (辞职了, 退休了, 现在改喝茶了, 自己开了个咖啡店):
# the new state is a lasting fact, and it is what a later correction (不对，…) says.
# 上个月搬到上海了 / 搬家了: a move said done, with no 我 (the English "moved to…" has its own).
MOVE_DONE_ZH = Row(
    "move_done_zh",
    re.compile(r"(?<![要想准备打算计划将快会])(?:搬到|搬去|搬回)[\u4e00-\u9fff]{1,6}?了(?![吗么呢])"
               r"|(?<![要想准备打算计划将快会])搬家了(?![吗么呢])"),
    "memory signal: a move said done, the speaker's own when no one else is named",
    "[beyond] issue 24 probe: 我住在北京 then 上个月搬到上海了 kept nothing, 城市 stayed 北京",
    ("上个月搬到上海了", "搬家了", "去年搬回老家了"),
    ("下个月要搬到上海了", "快搬到上海了", "你搬家了吗", "想搬到杭州"),
)

# 目标是三个月瘦十斤 / 今年的目标是存五万块: a goal said without 我 is the speaker's, when the
# message names nobody else (probe30: seed 000's 我 condition dropped it).
GOAL_BARE_ZH = Row(
    "goal_bare_zh",
    re.compile(r"^(?:(?:今年|明年|这个月|下个月|这学期|最近)的?)?(?:小)?目标(?:是|就是)"),
    "memory signal: a goal said without a subject is the speaker's own",
    "[beyond] issue 24 probe30: 我最近在减肥 then 目标是三个月瘦十斤 kept nothing (no 我)",
    ("目标是三个月瘦十斤", "今年的目标是存五万块", "小目标是每天走一万步"),
    ("他的目标是当医生", "公司的目标是上市", "目标明确", "我的目标是考研"),
)

STATUS_CHANGED = Row(
    "status_changed",
    re.compile(
        r"(?:辞职|离职|退休|跳槽|转行|离婚|分手|失业)(?:了(?![吗么呢])|到)"
        r"|(?i:\b(?:we|i) (?:just |finally |recently )?(?:broke up|split up|got divorced)\b)"
        r"|(?:现在|已经|如今|后来|最近)(?:都)?改(?:成|为)?(?!天|日|一下)[\u4e00-\u9fff]{1,4}了(?![吗么呢])"
        r"|开了(?:一家|家|个|一个)[^，。！？!?]{0,4}(?:店|馆|公司|工作室)"
        # fix35: 我戒糖了 / 我戒烟了 kept nothing while "I quit smoking" was kept
        r"|(?<![想要没])戒(?:了|掉了?)?(?:烟|酒|糖|甜食|奶茶|咖啡|辣|肉|碳水)"
        r"(?:[一两三四五六七八九十几]+个?(?:月|年|周|星期)|好久|很久)?了(?![吗么呢])"
        # left42: 我以前抽烟抽了三十年，前年戒了 kept nothing: the habit named, then 戒了 bare
        r"|(?:抽烟|吸烟|喝酒|酗酒|喝奶茶|嚼槟榔)[^，。！？!?]{0,12}[，,]\s*[^，。！？!?]{0,6}?"
        r"(?<![想要没])戒(?:了|掉了)(?![吗么呢])"
        # left42: 辞掉咖啡店的工作了 (the job named, no 我) kept nothing
        r"|(?<![想要算备划])(?:辞掉|辞了|辞去)了?[\u4e00-\u9fffA-Za-z]{1,10}?的(?:工作|兼职|差事)了"
        r"(?![吗么呢])"),
    "memory signal: a change of the user's standing said done (work, retirement, marriage, a "
    "habit changed): an important fact, kept as the new state",
    "[beyond] issue 24 probe24: 不对，我上个月已经辞职了，现在自己开了个咖啡店 / 所以现在改喝茶了 "
    "kept nothing (no memory signal), the earlier job and habit stayed",
    ("我上个月已经辞职了", "我爸去年退休了", "所以现在改喝茶了", "现在自己开了个咖啡店",
     "最近改喝茶了", "我戒糖了", "我已经戒烟三个月了",
     "我们上个月分手了", "We broke up last month.", "辞掉咖啡店的工作了",
     "我以前抽烟抽了三十年，前年戒了"),
    ("我想辞职", "你退休了吗", "改天再聊吧", "我想戒烟了", "你戒烟了吗", "要不要跳槽",
     "我抽烟，想戒了",
     "我开了个玩笑", "我们要不要分手",
     "Did you break up with him?"),
    contexts=("不对，我上个月已经辞职了，现在自己开了个咖啡店。",),
)

# Who the user has not (我没有兄弟姐妹, 我还没有孩子): as lasting a fact of their life as who
# they have (我有一个哥哥, kept by the seed's keyword fallback).
HAS_NONE = Row(
    "has_none",
    re.compile(
        rf"我(?:家)?(?:还|也|一直|从来)?(?:没有|没)(?:任何|什么)?(?:{PEOPLE_ZH}|{PETS_ZH}|兄弟姐妹|孩子"
        r"|小孩)(?![^，。！？!?]*[吗呢？?])"),
    "memory signal: important fact (someone the user does not have: siblings, children, a "
    "partner, a pet)",
    "[beyond] issue 24 probe24: 我没有兄弟姐妹，是独生女 kept nothing (its English, \"I don't "
    "have any siblings\", is kept)",
    ("我没有兄弟姐妹，是独生女", "我还没有孩子", "我没有男朋友"),
    ("我没有时间", "我没有跟妈妈说", "你没有兄弟姐妹吗？", "他没有孩子"),
)

# A weekly rhythm named by its days (我周二和周四要加班, 周一到周五都在公司): a routine, as
# "on Mondays and Fridays" is; not a past week's days (上周二和周四下雨了).
WEEKDAY_RHYTHM = Row(
    "weekday_rhythm",
    re.compile(
        r"(?<![上下这本])(?:周|星期|礼拜)[一二三四五六日天](?:和|、|跟|到|至)(?:周|星期|礼拜)?"
        r"[一二三四五六日天](?:都|一般|通常|经常|总是|要|得|会|晚上|早上|下午)"),
    "memory signal: a routine said by its weekdays (two or more, or a range)",
    "[beyond] issue 24 probe24: 我周二和周四要加班到很晚 kept nothing (its English, \"I work "
    "from home on Mondays and Fridays\", is kept)",
    ("我周二和周四要加班到很晚", "我周一到周五都在公司", "星期六和星期天一般去爬山"),
    ("上周二和周四下雨了", "这周一和周二放假", "周二和周四哪天有空", "我周二去医院"),
)

# "现在家里只剩芝麻一只猫了", "家里有两只狗": who lives at home, said without 我, is the
# user's household (seed 000's 我 is met by it, memory/writing/extraction.py).
HOME_COUNT = Row(
    "home_count",
    re.compile(
        r"^(?:现在|目前)?家里(?:现在|就|只|还|一共)*(?:剩下?|有)了?[^，。！？!?]{0,6}?"
        r"[一二两三四五六七八九十几\d](?:只|条|个|口)"),
    "memory signal: important fact (who lives at home, said of the user's 家里)",
    "[beyond] issue 24 probe24c: 现在家里只剩芝麻一只猫了 kept nothing",
    ("现在家里只剩芝麻一只猫了", "家里有两只狗", "家里就剩我一个人了"),
    ("家里有点乱", "他家里有两只猫", "家里有事先走了"),
)

# A change or a correction of what was said before: the new state is the fact (issue 16).
CHANGE_CUE = Row(
    "change_cue",
    re.compile(
        r"不再|已经不|早就不|(?:现在|如今|目前)(?:已经)?(?:不(?!想听)|没)|改成|换成|改为|变成了|转成|不[\u4e00-\u9fff]{1,6}了[，,]"
        r"(?:现在|改|换|而是)|(?:以前|之前|原来|过去)[^。！？]{0,12}(?:现在|如今|后来)"
        r"|其实(?:我)?(?:现在|如今)?(?:已经|早就)?(?:并不|不是|没有|不)"
        r"|(?<![你他她])(?:改主意|变卦)了?(?![吗么呢])|\bno longer\b|\bnot any ?more\b"
        r"|(?<!never )(?<!n't )\bchanged (?:my|their) mind\b"
        r"|\bi'?ve (?:switched|changed|stopped"
        r"|quit|moved)\b|\bi (?:switched|stopped|quit)\b|\bused to\b[^.]*\b(?:now|but)\b"
        r"|\bactually,? (?:i|i'm|i've|my|it's)\b[^.]*\b(?:now|not|don't|no longer|instead|prefer"
        r"|changed|anymore)\b|\b(?:is|are) (?:fine|ok|okay) now\b|\bnow (?:i|i'm|i prefer)\b",
        re.I),
    "a change or correction: the new state is the fact (issue 16); consolidation supersedes",
    "[beyond] issue 16 corrections",
    ("我已经不喝咖啡了", "I no longer eat meat", "其实改主意了，五一去西安",
     "changed their mind, going to Lisbon instead"),
    ("我喜欢喝咖啡", "I eat meat", "你改主意了吗", "never changed my mind about him",
     "我现在不想听建议"),  # a wish of the moment said to the assistant (fix36b), as in English
)

# [beyond] no24: the new habit said with what it replaces ("tea now instead of coffee").
# 其实我现在能吃一点辣了 after 不吃辣: what the user can do now that they could not (a change,
# as a no-more is the other way round).
NOW_ABLE_ZH = Row(
    "now_able_zh",
    re.compile(r"(?<![你他她它])(?:现在|如今|已经|终于)(?:也|都)?(?:能|可以|敢|会)(?!不)[\u4e00-\u9fff]{1,8}了"
               r"(?![吗么呢])"),
    "a change: what the user can do now (现在能吃辣了), a change cue as change_cue",
    "[beyond] issue 24 probe32: 其实我现在能吃一点辣了 kept nothing, 不吃辣 stayed active",
    ("其实我现在能吃一点辣了", "我现在敢一个人坐飞机了", "终于会游泳了"),
    ("现在能吃饭了吗", "你现在可以说了", "我能吃辣", "现在能不能吃辣"),
    contexts=("其实我现在能吃一点辣了",),
    before="不吃辣",
)

# "These days I mostly drink tea" after "I love coffee": what the user does now (consolidation's
# `change` row already reads "these days I" as a change; the gate read no signal).
NOWADAYS_EN = Row(
    "nowadays_en",
    re.compile(r"\b(?:these days|nowadays)\b,? (?:i|we)\b(?!'d| (?:should|could|might|wonder"
               r"|guess|hope|wish)\b)", re.I),
    "a change: what the user does these days (a change cue, as change_cue)",
    "[beyond] issue 24 probe32: 'These days I mostly drink tea' kept nothing, 'loves coffee' "
    "stayed active",
    ("These days I mostly drink tea", "Nowadays I cycle to work"),
    ("These days are hard", "These days I wonder about it", "what do you do these days"),
    contexts=("These days I mostly drink tea.",),
    before="loves coffee",
)

INSTEAD_NOW = Row(
    "instead_now",
    re.compile(
        r"^(?![^.!?]*\b(?:should|could|might|maybe|try to)\b)[^.!?]*?(?:\b(?:now|these days"
        r"|nowadays)\b[^.!?]*\binstead of\b|\binstead of\b[^.!?]*\bnow\b)", re.I),
    "a change: what the user does now instead of what they did (a change cue, as change_cue)",
    "[beyond] issue 24 no24: 'I drink tea now instead of coffee' kept nothing",
    ("I drink tea now instead of coffee", "These days I cycle instead of driving"),
    ("Let's have pizza instead of pasta", "Maybe I should enjoy the toys I have now instead "
     "of new ones"),
)


ROWS: tuple[Row, ...] = (
    NOW_ABLE_ZH, NOWADAYS_EN,
    HOUSEHOLD, WORRY_FOR, SUBJECTLESS_PERIOD, RELAYED_REQUEST, RECENT_PERIOD, RECENT_PASSING,
    GOAL_BARE_ZH, STATUS_CHANGED, MOVE_DONE_ZH, HAS_NONE, WEEKDAY_RHYTHM, HOME_COUNT, CHANGE_CUE,
    INSTEAD_NOW)
