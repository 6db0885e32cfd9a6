"""[beyond] Where a name that is also a word speaks of its person (forget38, issue 24).

Forgetting 小雨 (闺蜜小雨) rewrote 今天下小雨了 as 今天下闺蜜了 and 小雨转晴 as 闺蜜转晴; forgetting
Rose ("my friend Rose") rewrote "Rose petals make the best tea" as "My friend petals…". A name
in NAME_WORDS is the person only where the text speaks of them: said with its person (the words
giving it, memory/facts/relative_slots.py), after a word that takes a person (和小雨, "with Rose"
mid-sentence, capitalised), or followed by what a person does (小雨说…, "Rose says…"). Any
other name is taken out wherever it stands: a use the rules cannot read is still the name.
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.row import Row

NAME_WORDS = frozenset({
    "小雨", "小雪", "天天", "多多", "豆豆", "果果", "白雪", "春天", "明月", "阳光", "彩虹",
    "星星", "月亮", "小鱼", "海燕", "晨曦", "秋天", "冬冬", "雪花", "贝贝",
    "Rose", "Will", "May", "June", "Grace", "Hope", "Faith", "Joy", "Mark", "Bill", "Jack",
    "Frank", "Sue", "Pat", "Rob", "Art", "Amber", "Ruby", "Iris", "Lily", "Daisy", "Summer",
    "Autumn", "Dawn", "Eve", "Sky", "Rich", "Violet", "Holly", "Ivy", "Pearl", "Sunny",
    "Rocky", "Buddy", "Chase", "Hunter", "Miles", "Max", "Ray", "Glen", "Page",
})
"""Given names that are common words too (the weather's 小雨, a rose, a will): [beyond]
forget38, names a reader knows as both; a name not here is the person wherever it is said."""

PERSON_BEFORE_ZH = Row(
    "person_before_zh",
    re.compile(r"(?:和|跟|与|同|陪|找|请|问|让|约|告诉|替|帮|给|送|带|见|见到|嫁给|娶了|想念|"
               r"喜欢的人是)了?$"),
    "what stands right before a name that is also a word says it is the person (和小雨 "
    "吃饭): forgetting the name rewrites it there",
    "[beyond] issue 24 forget38: forgetting 闺蜜小雨 rewrote 今天下小雨了 as 今天下闺蜜了",
    ("我明天和", "周末我约了", "昨天我请"),
    ("今天下", "明天有", "外面下着毛毛"),
    contexts=("周末我约了小雨看电影",),
    before="我闺蜜小雨下个月结婚",
)

PERSON_AFTER_ZH = Row(
    "person_after_zh",
    re.compile(r"^(?:明天|今天|昨天|最近|下个月|下周|周末|平时|每天|也|都|还|又|刚|已经|一直|总是"
               r"|明年|今年|去年|上个月|上周|前天|后天|刚刚|终于|马上|现在|突然"
               r"|[0-9]{4}年|[0-9]{1,2}月(?:[0-9]{1,2}[日号])?)*"
               r"(?:说|讲|告诉|觉得|认为|想|要|会|能|是|喜欢|爱|去|来|回|住|在|上班|工作|结婚|"
               r"生日|生了|哭|笑|打电话|给|和|跟|她|他|的(?!天气|日子|时候|季节|[，。！？,.!?；;\s]|$)"
               # [beyond] review38: what happens in a life (小雨怀孕了, 小雨明年去留学,
               # 小雨最近很忙) kept the name after the person was forgotten
               r"|怀孕|离婚|分手|恋爱|生病|病了|住院|出院|升职|加薪|毕业|留学|出国|搬家|辞职|跳槽"
               r"|考上|考研|买了|养了|很?(?:忙|累|开心|难过|生气|伤心))"),
    "what follows a name that is also a word says it is the person (小雨说…, 小雨下个月结婚, "
    "小雨的婚礼): forgetting the name rewrites it there",
    "[beyond] issue 24 forget38: forgetting 闺蜜小雨 rewrote 小雨转晴 as 闺蜜转晴",
    ("说她想要一个咖啡机", "下个月结婚", "的婚礼在五月", "怀孕了", "明年去留学", "2027年去留学",
     "最近很忙"),
    ("转晴，我打算去爬山", "了，我没带伞", "夹雪", "的天气最适合睡觉", "明天停了", "下了一整天"),
    contexts=("小雨说她想要一个咖啡机",),
    before="我闺蜜小雨下个月结婚",
)

PERSON_AFTER_EN = Row(
    "person_after_en",
    re.compile(r"^(?:['’]s\b|,|\s+(?:and|is|was|has|had|will|would|can|could|says|said|told|"
               r"tells|thinks|thought|wants|wanted|loves|loved|likes|liked|lives|lived|works|"
               r"worked|moved|went|goes|just|also|never|always|called|texted|asked|misses|"
               r"missed|got|gets|and|came|comes|sent|bought|made|took)\b"
               # [beyond] review38: a deed in the past ('Rose turned 30', 'Rose adopted a
               # puppy') kept the name after the person was forgotten; a compound's participle
               # (rose-scented, Rose colored) is the word's
               r"|\s+(?!(?:colou?r|scent|tint|flavou?r|shap|them|infus)ed\b)[a-z]{2,}ed\b"
               r"|\s+(?:isn|wasn|doesn|didn|hasn|hadn|can|won|couldn|wouldn)['’]t\b)"),
    "what follows a name that is also a word, opening a sentence, says it is the person "
    "('Rose says she misses me'); mid-sentence a capitalised name is the person as it stands",
    "[beyond] issue 24 forget38: forgetting 'my friend Rose' rewrote 'Rose petals make the "
    "best tea' as 'My friend petals make the best tea'",
    (" says she misses me.", "'s wedding is in May.", " and I went hiking.",
     " turned 30 yesterday.", " adopted a puppy named Max.", " didn't call back."),
    (" petals make the best tea.", " bushes need pruning.", " water smells lovely.",
     " colored glasses are a cliché.", " scented candles help me sleep."),
    contexts=("Rose says she misses me.",),
    before="My friend Rose moved to Boston.",
)

WORD_BEFORE_ZH = Row(
    "word_before_zh",
    re.compile(r"(?:下|下了|下着|飘着|一场|一阵|场|阵|一条|几条|条|一只|只|一朵|几朵|朵|一片|片"
               r"|毛毛|钓到|钓了|吃|养的|红烧)$"),
    "[beyond] a name on no list of NAME_WORDS is a word where what stands right before it "
    "takes a thing (下小雨, 一条小鱼, 一朵白云, 钓到一条): forgetting the person leaves it",
    "[beyond] issue 24 forget39: NAME_WORDS was a hand list, a word-name not on it (晴晴, 小雨 "
    "if unlisted) was rewritten everywhere; the list's names are its examples",
    ("今天下", "外面下着", "钓到一条", "天上飘着一朵", "刮了一阵"),
    ("我明天和", "周末我约了", "昨天我请", "我闺蜜"),
    contexts=("天上飘着一朵白云，真好看",),
    before="我闺蜜白云下个月结婚",
)

WORD_REDUPLICATED_ZH = Row(
    "word_reduplicated_zh",
    re.compile(r"^[\u4e00-\u9fff]([\u4e00-\u9fff])\1(?:的|地|[，。！？,.!?；;\s]|$)"),
    "[beyond] a doubled name (晴晴, 冬冬, 乐乐) glued after a character and ending the phrase "
    "is that word's ABB form (天晴晴的, 亮晶晶的, 静悄悄地): the word's, not the person's",
    "[beyond] issue 24 forget39: forgetting 晴晴 rewrote 天晴晴的 as 天闺蜜的",
    ("天晴晴的，适合爬山", "亮晶晶的", "静悄悄地走了", "天晴晴。"),
    ("和晴晴去爬山", "约晴晴吃饭", "晴晴说她要来"),
    contexts=("今天天晴晴的，适合爬山",),
    before="我闺蜜晴晴下个月结婚",
)

WORD_AFTER_EN = Row(
    "word_after_en",
    re.compile(r"^(?:-[a-z]+\b|\s+[a-z]+\s+(?:are|were)\b|\s+[a-z]+s\s+(?:have|had|make|made|"
               r"need|grow|look|smell|taste|bloom|fall|fell|come|came|go|went|keep|kept)\b)"),
    "[beyond] a name on no list of NAME_WORDS, opening a sentence, is a word when a plural "
    "noun and its verb follow ('Brook trout are biting', 'Storm clouds were gathering') or "
    "a compound's hyphen ('Storm-battered'): forgetting the person leaves it",
    "[beyond] issue 24 forget39: a word-name not on NAME_WORDS was rewritten everywhere "
    "('Brook trout…' became 'My friend trout…')",
    (" trout are biting today.", " clouds were gathering.", "-battered boats", " boots are "
     "on sale."),
    (" says she misses me.", " likes cats.", " and I went hiking.", " moved to Boston."),
    contexts=("Brook trout are biting today, so I went fishing.",),
    before="My friend Brook moved to Boston.",
)

ROWS: tuple[Row, ...] = (PERSON_BEFORE_ZH, PERSON_AFTER_ZH, PERSON_AFTER_EN, WORD_BEFORE_ZH,
                         WORD_REDUPLICATED_ZH, WORD_AFTER_EN)
