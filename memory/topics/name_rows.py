"""The rows a topic's name and summary are read with [beyond seed 004]: data, no logic.

Chinese fillers, verdicts and feelings that name no subject; English stopwords; what a
transcript says of a shared image; what a person says of someone else. memory/topics/naming.py
applies them; routing's and forgetting's markers share the fillers and stopwords.
"""

from __future__ import annotations

import re

# Multi-character fillers first, then single characters where they cannot be inside a word.
FILLER_ZH = re.compile(
    r"今天|今晚|昨天|昨晚|明天|早上|晚上|下午|中午|上午|最近|刚才|刚刚|现在|平时|其实|一直|经常|总是|通常"
    r"|不知道|不确定|应该|怎么办|怎么|什么|哪里|哪个|如何|觉得|感觉|感到|认为|发现|打算|准备|计划|希望|想要"
    r"|因为|所以|但是|不过|可是|而且|关于|很多|一些|有些|有点|一个|一家|一名|一位|一种|一场|一次|一下|一起"
    r"|学到了|遇到了|遇到|品尝了|注册了|参加了|去了|看了|做了|买了|方面|这个|那个|这些|那些|我们|他们|自己"
    r"|非常|特别|超级|真的|比较|已经|还是|可以|需要|我的|你的|的话|的时候|知道|听说|没有|太多|不够|不太|送(?![别])"
    r"|放(?![假松心学弃])|好(?=$)"
    r"|(?<![目])的(?!确)|了(?!解)|我|你|您|很|(?<![成首帝魔妖雾京])都(?![市江])|也|还(?![款原])|在(?!线)|是(?!否)"
    r"|去(?![年世])|把|被|着|呢|吗|吧|啊|呀|哦|嘛|和|跟|与|就(?![业])|又|到|给|该|想(?![法象])|要(?![求素])"
)
# A feeling or a vague worry alone ("我很困惑", "我有一个烦恼") names the subject only when
# nothing else does.
WEAK_ZH = re.compile(r"^有?(?:烦恼|心事|问题|困惑|迷茫|纠结|难过|开心|兴奋|烦|累|紧张|郁闷|激动"
                     r"|无聊|麻烦|忙|忙碌)$")
# Counted things and calling words name nothing (一部电影, 一本书, 叫做): for names only, the
# fillers above are also routing's and forgetting's.
MEASURE_ZH = re.compile(r"[一两几这那每][部本篇段首条张件个位]|叫做|名叫|有关")
NOT_A_KEYWORD_ZH = re.compile(r"[，。！？!?、；;：:“”\"'《》()（）~～…\s]")
INTRODUCED = "自我介绍"
INTRODUCED_EN = "self-introduction"
"""An English message that only says who the user is (memory/rules/topic_name_ends.py NAME_SELF)."""
STOPWORDS_EN = frozenset("""
a an the and or but so to of in on at for with about from by as into than then that this
these those it its it's is are was were be been being am i i'm i've i'd i'll me my mine we
our us you your he him his she her they them their there here what which who how why when
where do does did done doing have has had having can could would should will shall may
might must not no yes just really very so too also still even lot lots some any much many
today tonight yesterday tomorrow now recently lately always usually often sometimes never
went go going gone get got getting know think thought feel felt want wanted need like
make made take took see saw say said tell told let lets um uh oh hey hi hello well okay
ok yeah yep thanks thank please dear sure wondering hoping trying something thing
things kind bit little more most new good great nice amazing awesome pretty quite
gonna wanna gotta kinda sorta lemme dunno ya yup nah hmm wow whoa omg btw lol
""".split())
# Words that name no subject though routing and forgetting count them (markers): time
# fillers, talk about talking, pictures shown, generic verbs ("last week visited place"),
# praise and feelings a whole topic keeps saying (conv-26's "lucky love support").
NAME_STOPWORDS_EN = STOPWORDS_EN | frozenset("""
last since time times way while day days week weeks month months year years ago ever
talked talking chatted chatting spoke speaking caught catching glad happy excited
share shares shared photo photos pic pics picture pictures look looks looking other all
out find works able each through such around myself yourself ourselves yourselves
himself herself themselves
love loved loves lovely help helped helps helping cool awesome wonderful fantastic incredible
super special lucky true big important worth seeing seen taking happened fun stuff people
others info provide means mean hope feeling feels totally definitely chat
""".split())
# What a transcript says of a shared image ("[shares a photo: a photo of a beach]"): the
# picture's caption, not what the user said the topic is about. It stays in the message
# history; names and summaries are made without it.
CAPTION = re.compile(r"\[(?:shares?|shared|sharing|sends?|sent|posts?|posted)\b[^\]]*\]"
                     r"|\[(?:photo|picture|image|video)\b[^\]]*\]", re.I)
WORD_EN = re.compile(r"[A-Za-z][A-Za-z'-]*")
# What a person says of someone else ("他喜欢旅游", "she loves travel"): not the subject's domain.
OTHER_SUBJECT = re.compile(
    r"^(?:我(?:知道|觉得))?(?:他|她|它)(?!们都)|^(?:he|she|they|his|her|their)\b", re.I)
