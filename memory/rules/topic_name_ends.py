"""[beyond] Where a topic name may end, and what is no subject (issue 25: topics a person can read).

names37: a user saw topics named "I really want to eat thi" (a message's start cut mid-word),
"Pri" (their own name), "care" (of "Care to share more about it?"), 睡不 (of 睡不好), 前男友发消息让
(a clause cut after its causative verb) and 找找菜谱 (a doubled verb). A name ends on a whole word
and a whole phrase, and is the subject: these rows say what is no part of one. The message's
start that stands in for a name is cut on a word boundary by memory/topics/naming.py itself.
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.row import Row

NAME_IDIOM = Row(
    "name_idiom",
    re.compile(r"\b(?:tak(?:e|es|ing)|took|taken) (?:good )?care of\b|\bcare to\b"
               r"|\b(?:tak(?:e|es|ing)|took) part in\b|\bmak(?:e|es|ing) sure\b"
               r"|\b(?:pay|pays|paid|paying) attention to\b|\bmak(?:e|es|ing) sense\b"
               r"|\b(?:keep|keeps|kept|keeping|lose|lost|losing) track of\b", re.I),
    "a verb idiom's noun (take care of, care to, take part in, make sure, pay attention to) is "
    "no subject: the idiom is no part of an English name, what it is about is (\"I take care "
    "of my grandmother\" → grandmother; \"Care to share more about it?\" names nothing)",
    "[beyond] issue 25, names37: a user's topic was named \"care\"; LoCoMo conv-48 (evaluation, "
    "nothing tuned on it) named a topic \"care\" from \"Care to share more about it?\"",
    ("I take care of my grandmother every weekend", "Care to share more about it?",
     "We took part in the charity run"),
    ("Skin care is my new hobby", "My grandmother needs elder care", "I care about my friends"),
    contexts=("I take care of my grandmother every weekend.",),
)

NAME_SELF = Row(
    "name_self",
    re.compile(r"(?i:\bmy name(?: is|'s|’s)|\bi'm|\bi’m|\bi am|\bcall me|\bthis is) "
               r"[A-Z][a-z]+(?:\s[A-Z][a-z]+)?\b(?!['’-])"
               r"|(?:^|(?<=[.!?,;]\s))[A-Z][a-z]+ here(?=\s*(?:[.!?,;]|$))"),
    "the user's own name, said to introduce themselves (my name is Priya, I'm Priya, Pri "
    "here), is no subject of their topic: the introduction is left out of an English name",
    "[beyond] issue 25, names37: a user's topic was named \"Pri\" (their own name)",
    ("Pri here.", "Hi, I'm Priya.", "My name is Priya and I work as a nurse",
     "Hey, this is Sam!"),
    ("My dog's name is Rex", "I'm so tired today", "Paris here is lovely",
     "I'm going to Paris"),
    contexts=("Pri here. Long day.", "My name is Priya and I work as a nurse."),
)

NAME_DOUBLED_ZH = Row(
    "name_doubled_zh",
    re.compile(r"([找看问学听走逛练查读玩写洗歇猜算理])(?:一|了)?\1(?=[\u4e00-\u9fff])"),
    "a doubled verb (找找, 看一看, 逛逛) is one verb in a Chinese name: 找找菜谱 → 找菜谱",
    "[beyond] issue 25, names36 and names37: names36's own week named a topic 找找菜谱",
    ("我想找找菜谱", "周末去逛逛街", "帮我看一看简历"),
    ("我妈妈做了菜", "天天加班", "我在看书"),
    contexts=("我想找找菜谱",),
)

NAME_SOME_ZH = Row(
    "name_some_zh",
    re.compile(r"[做买吃喝弄带拿聊说](?:一)?点(?![心钟头子儿])(?=[\u4e00-\u9fff])"),
    "a verb of \"some\" (做点, 买点, 吃点: do some, buy some) is no part of a Chinese name: it "
    "stands between what is named (找菜谱做点好吃的 → 找菜谱)",
    "[beyond] issue 25, names37: 今天晚上想找找菜谱做点好吃的 was named 找找菜谱做点",
    ("想找找菜谱做点好吃的", "下班买点水果"),
    ("我吃点心", "三点钟开会", "我买了一点水果"),
    contexts=("今天晚上想找菜谱做点好吃的",),
)

NAME_LEADS_ON_ZH = Row(
    "name_leads_on_zh",
    re.compile(r"(?:(?<![转出礼谦忍])让|(?<![淹埋出沉隐])没|(?<![要])不|(?<![尖大])叫|把|被"
               r"|(?<![大天即促])使|(?<![命法口指司])令|逼|劝)$"),
    "a Chinese name never ends on a word that leads into the rest of its clause: a causative "
    "(让, 叫, 使, 逼), 把 / 被, or a negation before its complement (睡不 of 睡不好): it is cut "
    "off (前男友发消息让我很烦 → 前男友发消息), and a name of one character left names nothing",
    "[beyond] issue 25, names36 and names37: names36's week and a user's topics were named "
    "前男友发消息让 and 睡不",
    ("前男友发消息让", "睡不", "老板逼"),
    ("房子转让", "野猪出没", "大使", "命令", "前男友发消息"),
    contexts=("前男友发消息让我很烦", "我最近睡不好"),
)

NAME_INVERTED = Row(
    "name_inverted",
    re.compile(r"(?i:(?P<head>(?:^|(?<=[.!?,;])\s*|(?<=[.!?,;]\s))(?:did|does|do|can|could|will"
               r"|would|should|has|have|had)\s+(?:your|my|his|her|their|our|the|this|that)\s+"
               r"[a-z]+\s+)(?P<verb>[a-z]+)\b(?=\s+(?:you|me|him|her|them|it|us|to|a|an|the"
               r"|your|my|his|their|our|this|that)\b|\s*[?.!,]|$))"),
    "in a question that opens with its auxiliary (did, does, can…), the word after its subject "
    "is the verb, no part of a name: \"Did your boyfriend teach you to play?\" → boyfriend",
    "[beyond] issue 25, names39: a user's topic was named \"boyfriend teach\"",
    ("Did your boyfriend teach you to play?", "Does your sister like it?",
     "Oh nice, can your dad drive?"),
    ("Did the yoga class help?", "My boyfriend teaches piano", "Did you teach him?"),
    contexts=("Did your boyfriend teach you to play?",),
)

_SOMEONE_EN = (r"daughter|son|mom|mum|mother|dad|father|sister|brother|wife|husband|boyfriend"
               r"|girlfriend|partner|friend|boss|manager|teacher|coach|neighbor|neighbour"
               r"|roommate|cousin|aunt|uncle|grandma|grandpa|grandmother|grandfather|colleague"
               r"|coworker|fiance|fiancee")
NAME_THEIR_VERB = Row(
    "name_their_verb",
    re.compile(rf"(?i:(?P<head>\b(?:my|his|her|our|your|their)\s+(?:{_SOMEONE_EN})\s+)"
               r"(?P<verb>[a-z]+[^s\W]s)\b(?!['’]))"),
    "a word in -s right after someone the user names by kin or role (my daughter practices, "
    "my boss wants) is what they do, no part of a name: \"My daughter practices piano\" → "
    "daughter, piano",
    "[beyond] issue 25, names36 and names39: topics named \"boss wants\" and \"practices\"",
    ("My daughter practices piano every day", "my boss wants me to stay late",
     "Her sister lives in Boston"),
    ("My daughter's recitals", "friend requests keep coming", "my son's grades",
     "my family photos", "my sister Priya"),
    contexts=("My daughter practices piano every day.",),
)

ROWS_ENDS = (NAME_INVERTED, NAME_THEIR_VERB, NAME_IDIOM, NAME_SELF, NAME_DOUBLED_ZH, NAME_SOME_ZH,
             NAME_LEADS_ON_ZH)
