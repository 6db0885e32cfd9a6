"""[beyond] How the clauses of one message link up: markers, continuations, names.

memory/gate/facts.py reads a message clause by clause with these: a clause of only 记住
makes the message explicit, a continuation or a name completes the fact before
it, an opinion opener is taken off, and 每次… / …我都… make one habitual fact.
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.row import Row

# "记住" / "remember this" alone marks the message explicit; it states nothing itself.
MARKER_ONLY = Row(
    "marker_only",
    re.compile(
        r"^(?:请|你要|一定要)?(?:记住|记一下|记好|记得|记下来?)(?:这个|这一点|这点|哦|啊|了|喔)?$"
        r"|^(?:please |pls |plz )?(?:remember|keep in mind|note|don't forget)(?: this| that| it)?$"
        # "以后推荐饮料的时候记住这一点", 推荐菜的时候请记住: points back at the fact before it.
        r"|(?:记住|记得|记一下)(?:这一点|这个|这点|这件事)"
        r"|的时候(?:请你?|你?要|一定要)?(?:记住|记得|记着)(?:哦|啊|喔)?$"
        r"|(?:remember|keep in mind|don't forget)"
        r" (?:this|that)(?: (?:when|next|for|in|from)\b.*)?$", re.I),
    "a clause of only 记住 / remember this: the message is explicit, the clause states nothing",
    "[beyond] seed 003's 记住 signal, read clause by clause",
    ("记住这一点", "please remember this", "以后给我推荐餐厅的时候记得", "做菜推荐的时候请记住",
     "please remember it"),  # left43: "my order number is 88213, please remember it"
    ("记住我不吃辣", "I remember my first bike", "小时候记得很清楚", "那时候要记住的东西太多了",
     "I remember it well"),
)

# 这个一定要记住 / "so keep that in mind for recipes": the plea with what it points at said
# first (这个, 这点) or as "that … in mind"; kept alone it was a memory of its own (probe30).
MARKER_FRONTED = Row(
    "marker_fronted",
    re.compile(
        r"^(?:这个|这一点|这点|这件事|这些)(?:你)?(?:可|千万|一定|务必)?(?:要|得)?"
        r"(?:记住|记好|记牢|记得|记下来?)(?:了|哦|啊|喔|哈|呀|啦)?$"
        r"|^(?:so |and |please |just )*(?:keep|bear) (?:that|this|it) in mind\b.*$", re.I),
    "a clause of only 这个一定要记住 / keep that in mind: the message is explicit, the clause "
    "states nothing",
    "[beyond] issue 24 probe30: 我对青霉素过敏，这个一定要记住 kept 这个一定要记住 as a preference",
    ("这个一定要记住", "这点你记好", "so keep that in mind for recipes",
     "please bear this in mind"),
    ("这个我记不住", "这个名字很好记", "keep your mind open", "I keep that in my bag"),
    contexts=("我对青霉素过敏，这个一定要记住",),
)
# "…so keep that in mind for recipes": the plea said after the fact, inside its clause: the
# message is explicit, the plea is cut from the note (probe30).
KEEP_IN_MIND_EN = Row(
    "keep_in_mind_en",
    re.compile(r"(?:[,;]\s*|\s+)(?:so |and |please |just )*(?:keep|bear) (?:that|this|it) in mind"
               r"\b.*$", re.I),
    "memory signal: explicit, the fact said before it is to be kept",
    "[beyond] issue 24 probe30: \"I'm lactose intolerant so keep that in mind for recipes\" "
    "kept nothing (seed 003's twin reads only \"keep in mind\")",
    ("I'm lactose intolerant so keep that in mind for recipes",
     "I'm vegan, please bear this in mind"),
    ("keep your mind open", "I keep it in my mind palace", "Keep that in mind"),
    contexts=("I'm lactose intolerant so keep that in mind for recipes",),
)

# "别忘了哈", "记住了啊", "don't forget it, ok?": the same plea said with a 别 or a trailing
# particle or two; seed 000's boundary type read 别忘了 as a boundary (probe24f).
REMEMBER_PLEA = Row(
    "remember_plea",
    re.compile(
        r"^(?:你)?(?:可|千万|一定)?(?:别|不要|不许|不准)忘(?:了|记)?了?[哦啊哈呀啦喔呢噢嘛]*$"
        # probe43b: 你帮我记着点，我女儿对花生过敏 kept a note 你帮我记着点 (帮我 / 给我 asks it of
        # the assistant; 记着 is 记住 said in the north, 点 / 一下 softens it)
        r"|^(?:请你?|你(?:可|一定)?要?|一定要)?(?:帮我|给我)?(?:记住|记好|记得|记下|记着|记一下)"
        r"(?:点儿?)?了?[哦啊哈呀啦喔呢噢嘛]{0,2}$"
        r"|^(?:please )?(?:don't|do not) forget (?:it|that)(?:,? (?:ok|okay|alright))?\??$", re.I),
    "a clause of only 别忘了 / 记住了啊: the message is explicit, the clause states nothing",
    "[beyond] issue 24 probe24f: 我生日是3月14号，别忘了哈 kept the boundary 别忘了",
    ("别忘了哈", "千万别忘了", "记住了啊", "please don't forget it", "你记住哦", "你帮我记着点",
     "你帮我记着"),
    ("别忘了带伞", "我忘了带钥匙", "记住我不吃辣", "don't forget the milk", "我记着呢",
     "你帮我记着下礼拜三复查"),
    contexts=("我生日是3月14号，别忘了哈。", "我吃素的，你记住哦",
              "你帮我记着点，我女儿对花生过敏"),
)

# 记住，我开玩笑的 / "Remember, I'm not sure yet": asked to remember, a statement that says no
# state of the user's (a joke, not knowing, being back) is still nothing to keep (review34: the
# explicit-message rule of seed 003 kept 开玩笑的, "is not sure yet").
SAYS_NOTHING = Row(
    "says_nothing",
    re.compile(
        r"^(?:我)?(?:只是|就是|也)?(?:在)?(?:开(?:个)?玩笑(?:的|呢|而已)?|随便说说(?:的|而已)?|说着玩的?"
        r"|不知道|不清楚|不确定|还没想好|回来了|说的(?:都)?是真的|是认真的|就?这样(?:吧|了)?"
        r"|没(?:什么|事)了?)[哦啊哈呀啦呢吧]*$"
        r"|^(?:i'm |i am |i )?(?:just |only )?(?:kidding|joking|don't know|do not know"
        r"|not sure(?: yet)?|back|serious|being serious)$"
        r"|^(?:that's|that is) (?:all|it)$", re.I),
    "a statement said with 记住 / remember that states nothing to keep: no explicit fact",
    "[beyond] review34: seed 003's explicit message (memory/gate/facts.py) kept 开玩笑的, "
    "不知道, \"is not sure yet\" as facts",
    ("我开玩笑的", "我随便说说", "我不知道", "我回来了", "就这样吧", "我说的是真的",
     "I'm just kidding", "I don't know", "I'm not sure yet", "I'm back"),
    ("我不知道怎么游泳", "我不吃香菜", "我回老家了", "I'm back in Boston",
     "I'm not sure about moving", "I don't know how to swim"),
    contexts=("记住，我开玩笑的。", "Remember, I'm not sure yet."),
)


CONTINUES = Row(
    "continues",
    re.compile(
        r"^(?:而且|并且|同时)?(?:我)?(?:还|也)(?:很|挺|特别|超级)?"
        r"(?:喜欢|爱|会|有|是|想)"
        r"|^(?:现在|已经)?(?:改成|换成|改为|变成|转成)"
        r"|^(?:and )?(?:i )?also\b|^i (?:also|even)\b|^as well\b", re.I),
    "the clause continues the fact before it (也喜欢…, 改成…, I also…)",
    "[beyond] from the dev split's misses (bench/data/labelled_turns.jsonl)",
    ("我也喜欢爵士乐", "and I also play chess"),
    ("我住在上海", "I live in Paris"),
    contexts=(
        "嗯，我希望每年都有那样的派对，还有更多的花！",
        "对呀，我朋友Tom上周刚得到了一个新自行车，我也想有一个。",
    ),
)

NAMING = Row(
    "naming",
    re.compile(
        r"^(?:叫做|叫|名叫|名字叫|就是|是一(?:部|本|首|家|个|只|款))|^[《“\"]"
        r"|^(?:called|named)\b", re.I),
    "the clause names what the fact before it is (叫做…, 《…》, called …)",
    "[beyond] from the dev split's misses (bench/data/labelled_turns.jsonl)",
    ("叫做清蒸鲈鱼", "called The Nightingale"),
    ("我叫小王", "I called my mom"),
    contexts=(
        "你好，朋友，今天我学会了做一道新菜，叫做回锅肉，味道很好哦。你平时喜"
        "欢吃什么样的菜？",
    ),
)

EXAMPLES = Row(
    "examples",
    re.compile(r"^(?:比如说?|例如|譬如|比方说|像是)|^(?:such as|for example|for instance|e\.g\.)",
               re.I),
    "the clause gives examples of the fact before it (比如《瓦尔登湖》…, such as …): one note",
    "[beyond] issue 24 probe35 (MemoryBank 焦彦: 也很喜欢经典文学作品，比如《瓦尔登湖》和"
    "《追风筝的人》 kept the titles as a note of their own, the liking without them)",
    ("比如《瓦尔登湖》和《追风筝的人》", "例如爬山和骑车", "such as hiking"),
    ("我比较喜欢爬山", "像我妈妈那样", "I like hiking"),
    contexts=("我很喜欢经典文学作品，比如《瓦尔登湖》和《追风筝的人》。",),
)

POINTS_BACK = Row(
    "points_back",
    re.compile(r"(?:这么|这样|那样)(?:叫|喊|称呼)|\bcalls? (?:me|them) (?:that|so|this)\b"
               r"|^(?:everyone|everybody|people|all my \w+)\b.{0,30}\bdo(?:es)?$", re.I),
    "the clause says its verb by pointing back (朋友都这么叫我, my friends call me that): it is "
    "the request or fact before it, not a note of its own",
    "[beyond] issue 24 probe36: 以后叫我晨晨就好，朋友都这么叫我 kept 朋友都这么叫我 as a fact of "
    "its own (whose name? which?)",
    ("朋友都这么叫我", "my friends call me that"),
    ("朋友都叫我小林", "my friends call me Jo"),
    contexts=("以后叫我晨晨就好，朋友都这么叫我。",
              "Please call me Jojo, my friends call me that."),
)

SUBJECT_START = Row(
    "subject_start",
    re.compile(
        r"^(?:我|他|她|它|你|\b(?:i|he|she|they|my|his|her|you|we|our)\b)", re.I),
    "the clause has a subject of its own (not a continuation)",
    "[beyond] clause reading",
    ("我喜欢猫", "she lives in Paris", "we have two kids"),
    ("喜欢猫", "loves cats"),
    contexts=(
        "对呀，我们还会比赛谁跑得最快，我有时候赢了呢！",
        "My wife and I hosted a small get-together",
    ),
)

BARE_LIKE = Row(
    "bare_like",
    re.compile(
        r"^(?:超级|很|非常|特别|真的|也|还|最|不太|并不|一点也不|不)*(?:喜欢|爱|爱死了)(?:了|啊|呀)?$"
        r"|^(?:(?:really|don't|doesn't|do not|does not) )*(?:loves?|likes?)(?: it| that| them)?$",
        re.I),
    "a bare 喜欢 / loves it with no object, or its negation: no note of its own (lead36: "
    "以后别叫我亲爱的，我不喜欢 kept the preference 不喜欢)",
    "[beyond] from the dev split's misses (bench/data/labelled_turns.jsonl)",
    ("超级喜欢", "loves it", "不喜欢", "doesn't like it"),
    ("喜欢猫", "loves cats", "不喜欢香菜", "doesn't like spicy food"),
)

BARE_REFUSAL = Row(
    "bare_refusal",
    re.compile(r"^(?:真的|就|也|还是)*(?:不要|不用|不想|不行|不可以|别)(?:了|啊|呀|吧|嘛|啦)?$"
               r"|^(?:no|nope|no thanks|i don'?t want (?:it|to|that))$", re.I),
    "a bare 不要 / 不用 with nothing refused: a reply of the moment, no boundary of its own",
    "[beyond] issue 24 probe32: 我不要 was kept as the boundary 不要",
    ("不要", "不用了", "真的不想", "nope"),
    ("不要香菜", "不要叫我小名", "不想加班", "no onions please"),
)

OPINION = Row(
    "opinion",
    re.compile(
        r"^(?:我(?:知道|觉得|发现|听说|认为)|i (?:know|think|heard|found out) "
        # probe43: 大夫说老伴儿的多奈哌齐改成晚上吃了 is the wife's (a doctor's word reported)
        r"(?:that )?|(?:大夫|医生|护士)(?:说|讲)(?=[\u4e00-\u9fff])(?![的得过了])"
        r"|(?:the |my )?(?:doc|doctor|nurse) (?:said|says) (?:that )?)", re.I),
    "an opinion opener taken off so the subject comes first (我知道他…, 大夫说老伴儿的药…)",
    "[beyond] clause reading; issue 24 probe43 (a doctor's word about the wife kept as the "
    "user's)",
    ("我知道他喜欢旅游", "I think that my sister is a doctor", "大夫说老伴儿的多奈哌齐改成晚上吃了",
     "the doctor said my mom needs more rest"),
    ("他喜欢旅游", "I like tea", "大夫说的对", "the doctor saw me today"),
)

# "每次听老师讲课，我都觉得好困": what always happens to the user when something comes up is a
# lasting fact, though its second half alone reads as a passing mood.
HABITUAL_SETUP = Row(
    "habitual_setup",
    re.compile(
        r"^(?:每次|每当|每回|一到)"),
    "每次… sets up what always happens to the user",
    "[beyond] from the dev split's misses (bench/data/labelled_turns.jsonl)",
    ("每次听老师讲课", "每当下雨"),
    ("我每天跑步", "下次再说"),
    contexts=(
        "每次听老师讲课，我都觉得好困，好想睡觉。",
        "我喜欢画出好看的东西的感觉，但每次他们这样说，我就不想画了。",
    ),
)

HABITUAL_RESULT = Row(
    "habitual_result",
    re.compile(
        r"^(?:我|自己)(?:就|都|总|老是|便|会)"),
    "…我都… after a 每次 setup: a lasting fact with it",
    "[beyond] from the dev split's misses (bench/data/labelled_turns.jsonl)",
    ("我都觉得好困", "我就会头疼"),
    ("他都觉得困", "我喜欢下雨"),
    contexts=(
        "每次听老师讲课，我都觉得好困，好想睡觉。",
        "我喜欢画出好看的东西的感觉，但每次他们这样说，我就不想画了。",
    ),
)

# "以后跟我说话别太正式，像朋友那样就行": how the request wants it, not a fact of its own.
REQUEST_MANNER = Row(
    "request_manner",
    re.compile(
        r"^(?:就|只要)?(?:像|跟|和)[^，。,.]{1,10}(?:那样|一样|似的)(?:就行|就好|就可以|就够)?了?"
        r"|^(?:这样|那样|随意点|简单点|自然点)?就(?:行|好|可以)了?[。！!~～]*$"),
    "after a style request or a boundary in its sentence: how it is wanted, one memory with it",
    "[beyond] issue 24 probe24c: 以后跟我说话别太正式，像朋友那样就行 kept 像朋友那样就行 as a "
    "fact of its own",
    ("像朋友那样就行", "就像聊天一样", "随意点就好"),
    ("我像我妈一样爱干净", "我就行"),
    contexts=("以后跟我说话别太正式，像朋友那样就行。",),
)

# "下个月要搬家了，从成都搬到杭州": where the move said just before goes, not a move of its own.
MOVE_DETAIL = Row(
    "move_detail",
    re.compile(r"^(?:是|要)?从[^，。,.]{1,8}搬(?:到|去)|^(?:是|要)?搬(?:到|去)[^，。,.]{1,8}$"),
    "after a clause of a move (搬家) in its sentence: where it goes, one memory with it",
    "[beyond] issue 24 probe24c: 咱下个月要搬家了，从成都搬到杭州 kept 从成都搬到杭州 apart, "
    "which moved the user's city a month early",
    ("从成都搬到杭州", "搬到杭州"),
    ("我从小在成都长大", "搬到杭州以后我换了工作，工资也涨了不少"),
    contexts=("跟你说，我下个月要搬家了，从成都搬到杭州。",),
)

# "我不喝酒，一喝就过敏": what follows when it happens (一…就…) is part of the fact before it.
CONSEQUENCE = Row(
    "consequence",
    re.compile(r"^一[\u4e00-\u9fff]{1,2}就"),
    "after a fact in its sentence: what happens each time (一喝就过敏), one memory with it",
    "[beyond] issue 24 probe24c: 我不喝酒，一喝就过敏 kept 一喝就过敏 apart (and 过敏: 一喝就)",
    ("一喝就过敏", "一吃就胃疼"),
    ("一个人住", "一直都喜欢猫"),
    contexts=("我不喝酒，一喝就过敏。",),
)

ROWS: tuple[Row, ...] = (MARKER_ONLY, REMEMBER_PLEA, MARKER_FRONTED, KEEP_IN_MIND_EN, CONTINUES,
                         SAYS_NOTHING, NAMING, SUBJECT_START, BARE_LIKE, BARE_REFUSAL,
                         OPINION, HABITUAL_SETUP, HABITUAL_RESULT, REQUEST_MANNER,
                         MOVE_DETAIL, CONSEQUENCE, EXAMPLES, POINTS_BACK)


def only_remember(clause: str) -> bool:
    """Whether a clause only asks to remember ("记住这一点", "别忘了哈", "keep that in mind")."""
    bare = clause.strip("。！!.，, ")
    return any(row.search(bare) for row in (MARKER_ONLY, REMEMBER_PLEA, MARKER_FRONTED))


def states_nothing(clause: str) -> bool:
    """Whether a statement says nothing to keep, though the message asks to remember it."""
    return bool(SAYS_NOTHING.search(clause.strip("。！!.，, ")))
