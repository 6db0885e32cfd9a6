"""[beyond] How a fact clause becomes a note: what goes, what the user is called, names.

memory/facts/phrasing.py writes a note with these (seed 004 §2.2: facts, not the conversation):
the user's 我 / I and the fillers after it go, an opinion opener or a 记住 / remember goes,
trailing particles go, the user's name reads 名字叫… / name is …, and the user named inside
an English note is "they".
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.dates import PART_OF_DAY_ZH, RELATIVE_TIMES
from strata_layered.memory.rules.naming_zh import NAMING_JIAO  # 我叫周立, not 我叫了外卖
from strata_layered.memory.rules.row import Row

TRAIL = "。！!？?~～.，,；;、 …:：\"'“”‘’"
# "你好，我是郑思雨": a clause of nothing but 我是 and a name (a common surname and one or
# two characters, none a role: 我是程序员 / 高中生 / 金牛座 are no names).
COMMON_SURNAMES = ("王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋"
                   "蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫"
                   "段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤焦")
ZH_TAIL = Row(
    "zh_tail",
    re.compile(
        r"[吧呢啊呀哦啦嘛哈耶噢咯喔]+$"),
    "phrasing: trailing particles go from a Chinese note",
    "[beyond] notes, not the conversation (seed 004 §2.2)",
    ("喜欢猫呢", "好开心啊"),
    ("喜欢猫", "啊好"),
)

ZH_TIME = Row(
    "zh_time",
    re.compile(
        r"^(?:今天|昨天|昨晚|今晚|今早|刚刚|刚才|前几天|那天|上周末|这周末)"
        rf"(?P<part>{PART_OF_DAY_ZH.pattern})?(?:我(?!们))?[，,]?"),
    "phrasing: a leading time word goes (dated by with_date); its part of the day stays",
    "[beyond] notes, not the conversation (seed 004 §2.2); probe34: 昨天晚上我看了… was noted "
    "晚上我看了… (dev 张志强)",
    ("今天我去了公园", "昨天，去了公园", "昨天晚上我看了一部电影"),
    ("我今天去了公园", "去了公园"),
)

# "下个月我打算…", "去年我搬到了上海": a relative time the dates table anchors stays, the 我
# after it goes (2027年1月打算…, not 2027年1月我打算…).
_ZH_WHEN = "|".join(sorted((w for w in RELATIVE_TIMES if not w.isascii()), key=len, reverse=True))
ZH_WHEN_SELF = Row(
    "zh_when_self",
    re.compile(rf"^(?P<when>{_ZH_WHEN})[，,]?我(?![们的家])(?:自己)?(?=[\u4e00-\u9fff])"),
    "phrasing: the user's 我 after a leading relative time goes; the time stays for with_date",
    "[beyond] issue 24 probe24: 下个月我打算带爸妈去云南旅游 kept as 2027年1月我打算…",
    ("下个月我打算带爸妈去云南旅游", "去年我搬到了上海", "上周五，我去爬山了"),
    ("下个月我们去旅游", "我下个月去旅游", "去年我的猫走丢了"),
)

ZH_OPINION = Row(
    "zh_opinion",
    re.compile(
        r"^(?:我(?:知道|觉得|发现|听说|认为|感觉|想说))(?=[\u4e00-\u9fff])"),
    "phrasing: an opinion opener goes (我知道他… → 他…)",
    "[beyond] notes, not the conversation (seed 004 §2.2)",
    ("我知道他喜欢旅游", "我觉得猫很可爱"),
    ("他喜欢旅游", "我喜欢猫"),
)

ZH_SELF = Row(
    "zh_self",
    re.compile(
        r"^(最近|现在|目前|平时|一直|其实|以前|之前|后来)?我(?!们|家|的(?!确))(?:自己)?"
        r"(?=[\u4e00-\u9fff0-9]| (?=[A-Za-z]+ ?[\u4e00-\u9fff]))\s?"),
    "phrasing: the user's 我 goes (我喜欢猫 → 喜欢猫, 我32岁 → 32岁); 我们 / 我家 / 我的 say whose "
    "and stay",
    "[beyond] notes, not the conversation (seed 004 §2.2); probe32: 我32岁 kept as said",
    ("我喜欢猫", "平时我自己做饭", "我32岁", "我 base 在上海"),
    ("我们去爬山", "他喜欢猫", "我家一共有五个人"),
)

ZH_ADVERB = Row(
    "zh_adverb",
    re.compile(
        r"^(最近|现在|目前|平时|一直|以前|之前|后来)?(?:还|也|都(?!是)|又|就)?"
        r"(?:(?:很|挺)(?=喜欢|爱|想|享受|讨厌))?"
        r"(?=喜欢|爱|[\u4e00-\u9fff]{2})"),
    "phrasing: a filler 还 / 也 after 我 goes, 很 / 挺 only before a liking (很难 stays)",
    "[beyond] notes, not the conversation (seed 004 §2.2); probe34 (dev 郝明: 很难办好工作)",
    ("还喜欢潜水", "也很喜欢猫"),
    ("cat", "猫"),
)

ZH_MINE = Row(
    "zh_mine",
    re.compile(
        r"^我的(?!确)(?=[\u4e00-\u9fff])"),
    "phrasing: 我的 goes (我的猫叫团子 → 猫叫团子)",
    "[beyond] notes, not the conversation (seed 004 §2.2)",
    ("我的猫叫团子", "我的生日是三月"),
    ("我的确喜欢", "他的猫"),
)

ZH_NAME = Row(
    "zh_name",
    re.compile(
        rf"^我的名字(?:叫|是)|^我{NAMING_JIAO}"),
    "phrasing: the user's name as 名字叫…",
    "[beyond] notes, not the conversation (seed 004 §2.2)",
    ("我叫周立", "我的名字是周立", "我叫来福"),
    ("他叫周立", "我喜欢周立", "我叫了外卖", "我叫车去机场"),
)

SELF_INTRODUCTION = Row(
    "self_introduction",
    re.compile(
        rf"^我是(?P<v>[{COMMON_SURNAMES}][\u4e00-\u9fff]?[\u4e00-\u9fff])(?<![人生师员士者家手工长座迷控粉])"
        rf"[{re.escape(TRAIL)}]*$"),
    "memory signal: important fact (我是 and a name alone), phrased 名字叫…",
    "[beyond] notes, not the conversation (seed 004 §2.2)",
    ("我是郑思雨", "我是王芳。"),
    ("我是程序员", "我是金牛座"),
)

# "记住，…" / "Remember that …": the request to remember is not part of the fact.
ZH_MARKER = Row(
    "zh_marker",
    re.compile(
        r"^(?:请你?|你要?)?(?:记住|记一下|记好|记得|[帮给]我(?:记着|记一下|记住))(?:了|哦|点)?[，,：:\s]*"),
    "phrasing: a leading 记住 goes from the note",
    "[beyond] notes, not the conversation (seed 004 §2.2); probe43: 你帮我记着…",
    ("记住，我不吃辣", "请记一下：我吃素", "你记住我不吃辣", "你帮我记着12月16日带老伴儿去复查"),
    ("我记得他", "不吃辣"),
)

# "不对，我的生日是五月二十号": the correction cue opening a message is not part of the fact
# (as "Actually," is not in English: memory/facts/phrasing.py ADVERBS).
ZH_CORRECTION = Row(
    "zh_correction",
    re.compile(
        r"^(?:不对|不是的|哦不|不不|说错了|我说错了|更正一下|纠正一下)(?:[，,：:！!。\s]+|$)"),
    "phrasing: a leading correction cue (不对，…) goes from the note; alone it is no span "
    "(memory/gate/span_reading.py)",
    "[beyond] issue 24 probe24: 不对，我的生日是五月二十号… kept as 不对，生日是…",
    ("不对，我的生日是五月二十号", "说错了，我住在成都"),
    ("不对劲的时候我会跑步", "我觉得不对", "不是的话就算了"),
)

EN_MARKER = Row(
    "en_marker",
    re.compile(
        r"^(?:please )?(?:remember|keep in mind|note|don't forget)(?: that)?[,:]?\s+", re.I),
    "phrasing: a leading remember (that) goes from the note",
    "[beyond] notes, not the conversation (seed 004 §2.2)",
    ("Remember that I'm vegan", "please keep in mind I rent"),
    ("I remember him", "Rember that"),
)

# "These days I mostly drink tea": the time said first goes last, so the note opens on its
# predicate ("mostly drinks tea these days"), not on a "they" no reader can place.
EN_NOW_FRONTED = Row(
    "en_now_fronted",
    re.compile(r"^(?P<when>these days|nowadays|lately|currently),?\s+(?=i\b|i')", re.I),
    "phrasing: a leading these days / nowadays goes to the end of the note",
    "[beyond] notes, not the conversation; probe32: 'These days they mostly drink tea'",
    ("These days I mostly drink tea", "Nowadays, I cycle to work"),
    ("These days are hard", "Lately she has been busy"),
)

EN_OPINION = Row(
    "en_opinion",
    re.compile(
        r"^i (?:know|think|guess|feel like|believe|found out|heard) (?:that )?"
        r"(?=(?:he|she|they|my|our|his|her)\b|(?-i:[A-Z]))", re.I),
    "phrasing: an opinion opener before someone else goes (I know that my sister… → my sister…)",
    "[beyond] notes, not the conversation (seed 004 §2.2); the capital of a name is a capital "
    "(under re.I, [A-Z] took any word: LoCoMo conv-41 kept 'firsthand how this impacts…')",
    ("I think my sister is a doctor", "I know that he likes tea", "I heard Tom got married"),
    ("I think, so I am", "I know 42 ways", "I know firsthand how this hurts",
     "I heard some cool stories from a veteran", "I think theirs is nicer"),
)

EN_SELF = Row(
    "en_self",
    re.compile(
        r"^i\b\s*", re.I),
    "phrasing: the user's I goes and the verb takes the third person",
    "[beyond] notes, not the conversation (seed 004 §2.2)",
    ("I love hiking", "i live in Paris"),
    ("It is fine", "Ice is cold"),
)

EN_MINE = Row(
    "en_mine",
    re.compile(r"^my\s+", re.I),
    "phrasing: a leading my goes (my cat is … → cat is …)",
    "[beyond] notes, not the conversation (seed 004 §2.2)",
    ("my cat is ten", "My sister lives in Boston"),
    ("myself", "his cat"),
)


EN_WE = Row(
    "en_we",
    re.compile(r"^(?:we(?P<c>'re|'ve|'d|'ll)?|(?P<our>our))\s+", re.I),
    "phrasing: a leading we goes as the user's I does, the verb kept plural (We're expecting "
    "our first baby → are expecting their first baby); a leading our goes as my does",
    "[beyond] issue 24 en24 brief ('a bare \"We\'re expecting our first baby\" is kept in the "
    "first person'); train and dev memories kept as said: 'We went to a homeless shelter to "
    "give out food and supplies', 'our cat has been acting a bit strange lately'",
    ("We're expecting our first baby", "we went to a homeless shelter",
     "Our cat has been acting strange"),
    ("Well, I went home", "Weekends are busy", "Ours is a small town"),
)

INNER_EN_WE = Row(
    "inner_en_we",
    # Lower case, or capitalised where a clause opens: a capital inside a clause is a title or
    # a name ("watched Our Planet" became "watched their Planet", "WE Day" "they Day"; review33)
    re.compile(r"\b(?-i:our|ours|ourselves|us|we|we're|we've|we'd|we'll)\b"
               r"|(?:^|(?<=[,.;:!?] ))(?-i:Our|Ours|Ourselves|Us|We|We're|We've|We'd|We'll)\b"),
    "phrasing: in a note about the user, the group they are part of is named in the third "
    "person inside it too (…our bond → …their bond; when we were at the theater → when they "
    "were…)",
    "[beyond] issue 24 en24 (as INNER_EN_WORD is for I / my)",
    ("strengthened our bond", "knew we made a real difference"),
    ("strengthened his bond", "a flat in Queens", "watched Our Planet on Netflix",
     "went to the WE Day concert", "moved to the US"),
    contexts=("We played all night and it really strengthened our bond",),
)

INNER_EN_WORD = Row(
    "inner_en_word",
    re.compile(
        r"\b(?:my|(?<!\ba )(?<!\bthe )(?<!\bgold )(?<!\bcoal )mine"
        r"|myself|me|i'm|i've|i'd|i'll|i)\b", re.I),
    "phrasing: the user named inside a note in the third person (my → their); a mine after "
    "an article is a pit (probe24e: 'a mine closing' became 'a theirs closing')",
    "[beyond] notes, not the conversation (seed 004 §2.2)",
    ("loves my cat", "says I'm late", "a friend of mine"),
    ("loves his cat", "Minecraft", "the mine closed", "worked in a mine", "a coal mine"),
    contexts=("Like I said, I'm vegan", "I'd rather not talk about my ex"),
)

EN_ADDRESSED = Row(
    "en_addressed",
    re.compile(
        r"^(?:please|pls|don'?t|do not|never|always|call|stop|let|tell|remind|make sure|avoid)\b"
        r"|\byou(?:r|rs|'re|'ll|'d|'ve)?\b", re.I),
    "phrasing: words to the assistant (an instruction, or you in it) keep the user's me / my "
    "as said; a statement about the user with another subject (Art's allowed me…) names the "
    "user in the third person like every other note",
    "[beyond] notes, not the conversation (seed 004 §2.2); issue 24 facts24d (LoCoMo conv-26: "
    "'Transitioning wasn't easy … the help I got … They boosted me' kept in the first person "
    "beside third-person notes)",
    ("Please don't call me sweetie", "Never call me sweetie", "Keep your answers short for me"),
    ("Art's allowed me to explore my transition", "Transitioning wasn't easy for me",
     "Young people inspire me"),
    contexts=("Art's allowed me to explore my transition and my changing body.",),
)

ELIDED_EN = Row(
    "elided_en",
    re.compile(
        r"^(?:love|like|enjoy|adore|hate)\b(?!\s+(?:and|&|is|was|are|were|should|can|will)\b)",
        re.I),
    "phrasing: a note with the user as unsaid subject (Love a good book → loves a good book); "
    "love as the subject of its sentence (Love and acceptance should be…) is no verb",
    "[beyond] notes, not the conversation (seed 004 §2.2); issue 24 facts24d (LoCoMo conv-26: "
    "'Love and acceptance should be everyone's right' kept as 'loves and acceptance…')",
    ("Love a good fantasy novel", "enjoy long walks"),
    ("I love it", "lovely day", "Love and acceptance should be everyone's right",
     "Love is all you need"),
)

BIRTHDAY_OF = Row(
    "birthday_of",
    re.compile(
        r"^是(?:我的?)?(?P<who>[\u4e00-\u9fff]{1,6}?)的生日$"),
    "phrasing: 是…的生日 said with a relative day becomes …的生日是<date>",
    "[beyond] issue 24 relative times",
    ("是我朋友的生日", "是妈妈的生日"),
    ("我的生日", "是我朋友的书"),
    contexts=("今天是我朋友的生日", "你好，朋友，今天是我的生日，非常开心。你喜欢庆祝生日吗？"),
)

# "坚持了一周就放弃了 😂": an emoji ending the note is the mood it was said in, not the fact.
TRAIL_EMOJI = Row(
    "trail_emoji",
    re.compile(r"[\s\U0001F000-\U0001FAFF\u2600-\u27BF\uFE0F\u200D]+$"),
    "phrasing: emoji ending a note go",
    "[beyond] issue 24 probe24c: 已经不吃素了，坚持了一周就放弃了 😂 kept with its emoji",
    ("坚持了一周就放弃了 😂", "loves hiking 🏔️"),
    ("喜欢猫", "likes 3 cats"),
)

ROWS: tuple[Row, ...] = (
    EN_NOW_FRONTED, ZH_TAIL, ZH_TIME, ZH_WHEN_SELF, ZH_OPINION, ZH_SELF, ZH_ADVERB, ZH_MINE,
                         ZH_NAME, SELF_INTRODUCTION, ZH_MARKER, ZH_CORRECTION, EN_MARKER,
                         EN_OPINION, EN_SELF, EN_MINE,
                         EN_WE, INNER_EN_WE, INNER_EN_WORD,
                         EN_ADDRESSED,
                         ELIDED_EN, BIRTHDAY_OF, TRAIL_EMOJI)
