"""[beyond] The words a Chinese topic name is broken at (issue 25 item 2: readable topics).

A Chinese name is the runs of characters its first naming clause leaves between fillers
(memory/topics/chinese_name.py); these rows break a clause where they match, since talk about
the talk (来聊聊), a measure (一道), a verdict (好吃), company (和朋友一起), a when (星期二) or a
modal (会尽力) is no subject: MemoryBank development users' topics were named 来聊聊旅游事情,
一道新清蒸鲈鱼, 基本上, 会尽力保持积极心态. The English rows are memory/rules/topic_names.py.
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.row import Row

NAME_OPENER_ZH = Row(
    "name_opener_zh",
    re.compile(r"来聊聊|聊一聊|聊聊|聊一下|聊些(?:什么)?|和你聊|换个话题|对了|顺便问一下|顺便"
               r"|请教你?|有个问题"
               r"|(?:一个|几个|小)问题(?=想|要|请|问|$)|问(?:你)?一个|分享一下|想分享"),
    "talk about the talk (来聊聊, 换个话题, 对了, 请教你一个问题) is no part of a Chinese name: "
    "the words on either side of it stay apart",
    "[beyond] issue 25 item 2: MemoryBank 张曼婷 (dev) \"今天我想和来聊聊关于旅游的事情\" named "
    "来聊聊旅游事情; routing set c5 (dev) \"换个话题，我最近在考虑跳槽\" named 换个话题考虑跳槽; "
    "topics38: MemoryBank 张志强 (dev) 那我们聊些什么呢 named 聊些",
    ("今天我想和来聊聊关于旅游的事情", "换个话题，我最近在考虑跳槽", "对了，我家猫老是吐毛球",
     "那我们聊些什么呢"),
    ("我遇到了一个职业方面的问题", "我们聊天聊到很晚", "今天是我朋友的生日"),
    contexts=("换个话题，我在考虑跳槽",),
)

NAME_COUNTED_ZH = Row(
    "name_counted_zh",
    re.compile(r"[一两几这那每半整][道趟门场次份套盘碗杯首支只台辆间所座顿番堂节]"
               r"|(?<=是)个|会儿|事情|事儿|(?<![吃买])东西|地方|这样|那样|(?<=[\u4e00-\u9fff])[上里](?=的)"),
    "a counted thing's measure (一道, 一趟, 一门, 一场), a vague noun (事情, 东西, 地方, 这样) "
    "and a place word before 的 (工作上的, 小说里的) name nothing: a name holds what was "
    "counted (一道新菜 → 新菜)",
    "[beyond] issue 25 item 2: MemoryBank 张曼婷 (dev) \"今天我学了一道新的菜，叫做清蒸鲈鱼\" "
    "named 一道新清蒸鲈鱼; 周立 (dev) \"我去了一趟公园散步\" named 一趟公园散步风筝",
    ("今天我做了一道很好吃的番茄炒蛋", "我去了一趟公园散步", "我在学习一门新的技能"),
    ("我喜欢一个人道别", "我去了博物馆", "门口的公园", "我在上海的时候"),
    contexts=("我最近在学习一门新的技能",),
)

NAME_EVALUATION_ZH = Row(
    "name_evaluation_zh",
    re.compile(r"好吃|好看|好玩|不错|有趣|有意思|有收获|愉快|开心|高兴|漂亮|美丽|美好|精彩|很棒"
               r"|感人|震撼|刺激|挺|基本上|好像|似乎|着迷|犯愁|吃力|缓慢|困难|难受|不开心|沮丧"
               r"|孤独|无助|乏力|身心俱疲|迷人|丰盛|热情地|愉快地|终于|真是|cool"),
    "a verdict, a feeling or a hedge said inside a clause (好吃, 有趣, 基本上, 吃力) is no part "
    "of a Chinese name; a clause of nothing else still names a feeling (焦虑)",
    "[beyond] issue 25 item 2: MemoryBank 张曼婷 (dev) named 基本上, 朋友博物馆有趣展览有收获; "
    "周立 (dev) 学习一门新技能进步缓慢; 郝明 (dev) 不错电影院新上映电影好看",
    ("我基本上已经着迷了", "看了一些非常有趣的展览", "学起来很吃力"),
    ("我在学习绘画", "我最近经常感到焦虑", "我去了博物馆"),
    contexts=("今天我做了一道很好吃的番茄炒蛋",),
)

NAME_COMPANY_ZH = Row(
    "name_company_zh",
    re.compile(r"(?:和|跟|与|同)(?:我的?)?(?:好?朋友|家人|同事|同学|爸爸|妈妈|父母|男朋友|女朋友"
               r"|老公|老婆|孩子|家里人)们?(?:一起|(?=去|出去))"),
    "who the user went with (和我的朋友一起) is no subject: the name is what they did",
    "[beyond] issue 25 item 2: MemoryBank 张曼婷 (dev) \"今天我和我的朋友一起去了一家博物馆\" "
    "named 朋友博物馆…; 焦彦 (dev) \"我和朋友一起去了射击场\" named 朋友射击场",
    ("今天我和我的朋友一起去了一家博物馆", "我跟朋友们去了一个新的景点"),
    ("今天是我朋友的生日", "我的朋友最近经常对我发脾气", "我和朋友吵架了"),
    contexts=("今天我和朋友一起去了射击场",),
)

NAME_TIME_ZH = Row(
    "name_time_zh",
    re.compile(r"星期[一二三四五六日天]|礼拜[一二三四五六日天]|周[一二三四五六日](?!末)"
               r"|这两天|这几天|好几天|下个月|上个月|这个月|下周|上周|这周|一整天|一天|小时的?时间|小时"
               r"|近来|以后|将来|老是"),
    "a day, a span or a when (星期二, 这两天, 下个月) is no subject of a Chinese name (周末 is)",
    "[beyond] issue 25 item 2: 郑思雨 (dev) \"今天是星期二，我感觉很沮丧\" named 星期二动力工作; "
    "routing set c1 (dev) \"我家猫这两天老是吐毛球\" named 家猫这两天老吐毛球",
    ("今天是星期二，我没有动力工作", "我家猫这两天老是吐毛球", "我们家房子下个月交房"),
    ("今天是周末，我想放松一下", "我去了公园散步", "我在学习编程"),
    contexts=("我家猫这两天老是吐毛球",),
)

NAME_AMOUNT_ZH = Row(
    "name_amount_zh",
    re.compile(r"(?:[约到跑考睡]了?|[改推延挪](?:到|成|在)|了)?"
               r"(?:\d+|[零一二两三四五六七八九十百千几半]+)个?"
               r"(?:点钟|(?<![^\d十]一)点|号|公里|千米|分钟|分|个?小时|岁|斤|公斤|块钱|块|元|遍|页|米"
               r"|月份?(?!饼|亮|光|球|子))"),
    "an amount, a clock time or a date (五公里, 十一点, 22号, 九十五分, 四个小时) is no subject "
    "of a Chinese name, nor the verb that only counts it (跑了, 约, 到): the name is what was "
    "done or kept (复查约22号 → 复查; 加班到十一点 → 加班); 有一点 is a little, no clock time",
    "[beyond] issue 25 item 2, names36: probe36 saw a topic named 复查约22号; names36's own "
    "week named 五公里, 加班十一点, 女儿数学考 (九十五分); names39: a user's topic was named "
    "试改1月 (a month, and the verb that only moves a thing to it)",
    ("复查约22号，医生说要空腹", "昨天加班到十一点", "女儿这次数学考了九十五分",
     "每天只睡四个小时", "我打算把考试改到1月", "练了三个月"),
    ("我报了一个瑜伽班", "十一想出去玩几天", "我有一点累", "我在学习编程", "中秋吃月饼"),
    contexts=("复查约22号，医生说要空腹", "我打算把考试改到1月"),
)

NAME_MODAL_ZH = Row(
    "name_modal_zh",
    re.compile(r"(?<=[我你他她们也就还都不才将])会(?![议计员话])"
               r"|(?<![技功才智体性可本职效潜])能(?![力量源])|尽力|继续|开始|尝试|试着|试试|总觉得"
               r"|一定|好好|认真|喜欢|热衷于|考虑|思考|抽(?=一个|了|出)"),
    "a modal, an aspect or a liking (会, 尽力, 开始, 尝试, 喜欢, 考虑) is no part of a Chinese "
    "name: the name is what is done or liked (会尽力保持积极心态 → 保持积极心态)",
    "[beyond] issue 25 item 2: 周立 (dev) named 会尽力保持积极心态, 会继续努力练习; 焦彦 (dev) "
    "开始学习射击cool; 李雪 (dev) 思考将来换一份工作; 郑思雨 (dev) 喜欢摇滚音乐",
    ("我会尽力保持积极的心态", "最近我开始学习射击", "我最近在思考将来要不要换一份工作"),
    ("我去开会了", "我的能力有限", "我在学习编程", "我参加了一场音乐会", "学习一门新的技能"),
    contexts=("我会尽力保持积极的心态",),
)

NAME_NEGATED_ZH = Row(
    "name_negated_zh",
    re.compile(r"(?<=[\u4e00-\u9fff])(?:(?<![要])不|(?<![淹埋出沉隐])没)$"),
    "a run of a Chinese name that ends on a bare negation (搬家不 of 搬家不去南山) lost the "
    "verb it negates to the fillers: the name stops there, never glued to the next run "
    "(搬家不南山)",
    "[beyond] issue 25, names39: a user's topic was named 搬家不南山",
    ("搬家不", "睡不", "周末没"),
    ("不", "搬家", "淹没", "要不"),
    contexts=("我搬家不去南山了", "我们搬家不去南山，太远了"),
)

NAME_ATTRIBUTE_ZH = Row(
    "name_attribute_zh",
    re.compile(r"^的(?!确|话|时候)"),
    "a run said before 的 describes the run after it (长时间的专注): a Chinese name never ends on "
    "the describing run while its head follows; the head joins it (保持长时间专注)",
    "[beyond] issue 25, names39: a user's topic was named 保持长时间 (of 保持长时间的…)",
    ("的专注", "的注意力"),
    ("的确如此", "的话", "专注"),
    contexts=("我没办法保持长时间的注意力", "我很难做到保持长时间的专注力训练"),
)

NAME_OCCASION_ZH = Row(
    "name_occasion_zh",
    re.compile(r"^(?:周末|假期|假日|暑假|寒假|春节|国庆|节日|过年|夏天|冬天|春天|秋天)$"),
    "a name that is only an occasion (周末) takes the next clause's words: the occasion frames "
    "what was done in it (\"今天是周末，我打算去旅游\" → 周末旅游)",
    "[beyond] issue 25 item 2: 郑思雨 and 郝明 (dev) \"今天是周末，我想放松一下\"; a name "
    "of two characters joined to the next clause's made 书店心理学 of \"我去了书店，买了一本心理学"
    "的书\", so only an occasion is joined",
    ("周末", "暑假"),
    ("周末旅游", "书店", "旅游"),
    contexts=("今天是周末，我打算去旅游一下放松一下自己",),
)

ROWS_ZH = (NAME_OPENER_ZH, NAME_COUNTED_ZH, NAME_EVALUATION_ZH, NAME_COMPANY_ZH, NAME_TIME_ZH,
           NAME_AMOUNT_ZH, NAME_MODAL_ZH)
"""Chinese rows: each breaks a name where it matches (memory/topics/naming.py)."""
