"""[beyond] Where a message breaks into clauses, and what opens a clause without saying anything.

memory/language/clauses.py splits a message with these (seed 003's signals then read one clause at a
time): an English break before a new subject or a tacked-on question, a run-on question, and
the lead words, names said to the assistant and speaker tags that are dropped.
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.casual import CHAT_FILLERS
from strata_layered.memory.rules.row import Row

# "Max, my dog, loves the beach": a my / our said between commas, a verb after it, is the
# name before it said again (an appositive), no new subject (fix35: the clause broke there,
# and "So Max" was dropped as the partner called by name).
APPOSITIVE_EN = (r"(?:my|our)\s+(?:[a-z'-]+\s+){0,2}?[a-z'-]+,\s*"
                 r"(?!(?:this|his|as|yes|us|its|perhaps|plus|unless|whereas)\b)"
                 r"(?=(?:[a-z]+(?:s|ed)|is|was|has|had|just|still|always|never|really|can|will"
                 r"|would|got|ran|sat|came|went)\b)")
"""What an appositive says after the comma that opens it ("my dog, " before "loves")."""
# English clause breaks: before a new subject, a contrast, or a question tacked on.
EN_CLAUSE = Row(
    "en_clause",
    re.compile(
        rf",\s*(?!\s*{APPOSITIVE_EN})"
        r"(?=(?:and |but |so |because |though |although |plus )?(?:i|i'm|i've|i'd|i'll|my|we"
        r"|we're|we've|our|she's|he's|they're|she is|he is|they are|she has|he has)\b)"
        r"|,?\s+(?=but\s+(?:i|i'm|i've|my|we|it|that|now)\b)"
        r"|,?\s+(?=and (?:i )?(?:was|am|'m|would|'d) (?:wondering|hoping|curious|like))"
        r"|\s+and\s+(?=(?:i|i'm|i've|i'd|my|we|we're|we've)\b)"
        r"|,\s*(?=(?:do|does|did|can|could|would|will|what|how|any|is|are|have|should) "
        r"(?:you|there|it|they|anyone)\b|(?:what|how|which|where|who)(?:'s| is| are) your\b)",
        re.I),
    "an English clause break: before a new subject, a contrast, or a question tacked on",
    "[beyond] clause reading (seed 003's signals read one clause at a time)",
    ("I love tea, my sister loves coffee", "I live in Paris and I work as a nurse",
     "I like green, what's your favorite color?"),
    ("tea, coffee and milk", "I love tea", "what's your favorite color?", "Max, my dog, loves it"),
)

# [beyond] issue 24 (no24): "How do I tell my boss I'm pregnant?" — what is told, right after
# the person it is told to, is a clause of its own (then a statement inside the question: row
# aside_statement). Only after the one told: "How do I know if I'm pregnant?" stays whole.
EN_TOLD_BREAK = Row(
    "en_told_break",
    re.compile(
        r"(?:(?<=\btell)|(?<=\btold)|(?<=\btelling))(?P<whom> (?:my|our) [a-z]+| him| her| them)"
        r"(?: that)?\s+(?=(?:i'm|i am|i've|i have|i was|we're|we are|we have)\b)", re.I),
    "an English clause break in a question of how to tell, after the one told, before what "
    "they are told about the user (\"should I tell my boss I'm sick\" may be no fact: only a "
    "how-question takes it as true)",
    "[beyond] issue 24 (no24): a fact said inside a question kept nothing",
    ("How do I tell my boss I'm pregnant?", "Should I tell him I'm moving out?"),
    ("How do I know if I'm pregnant?", "I told my boss about it", "Tell me I'm not crazy"),
)
TOLD_HOW = Row(
    "told_how",
    re.compile(r"^(?:so |and |but )?how (?:do|can|should|would) i (?:tell|break it to)\b"
               r"|\b(?:best|right|a good) way to (?:tell|break it to)\b", re.I),
    "a question of how to tell someone: what is told is taken as true (en_told_break)",
    "[beyond] issue 24 (no24 review): 'Should I tell my boss I'm sick so I can skip work?' "
    "kept 'is sick'",
    ("How do I tell my boss I'm pregnant?", "What's the best way to tell them I'm moving?"),
    ("Should I tell my boss I'm sick?", "Is it bad to tell my landlord I'm married?"),
)

# "…are vegetarians, so please don't suggest meat": a request tacked on is a clause of its own.
EN_REQUEST_BREAK = Row(
    "en_request_break",
    re.compile(
        r",\s*(?=(?:so |and |but )?(?:please|pls|could you|can you)\b"
        # "I'm pregnant, don't tell anyone yet": the secrecy asked is a clause of its own (fix35)
        r"|(?:so |and |but )?(?:don'?t tell (?:anyone|anybody)|keep (?:this|it) between)\b)",
        re.I),
    "an English clause break before a request tacked on with a comma",
    "[beyond] issue 24 whole facts (a fact and the request it motivates are two memories)",
    ("I'm vegetarian, so please don't suggest meat", "I work nights, please text after noon",
     "I'm pregnant, don't tell anyone yet"),
    ("Please, don't", "I said please"),
    contexts=("My husband and I are vegetarians, so please don't suggest meat recipes.",),
)

# "I'm vegan, just so you know": an aside to the partner tacked on with a comma is a clause of
# its own (a partner clause), so the fact before it is read; whole, the clause said "you".
EN_ASIDE = Row(
    "en_aside",
    re.compile(
        r",\s*(?=(?:just |but )?(?:so you know\s*(?:[.!,]|$)|(?:it's |it is |that's )?worth knowing"
        r"|in case you|fyi\b|for your info|if you (?:ever )?(?:need|want|ask|wonder)"
        r"|wish me luck|fingers crossed"
        # a greeting to the partner: "Hi, I'm Susan, nice to meet you" kept no name
        r"|(?:it's |it is )?(?:so )?(?:nice|good|great|lovely|a pleasure) to "
        r"(?:meet|talk to|chat with) you|how are you|how's it going"
        r"|hope you're (?:well|doing well|good)))", re.I),
    "an English clause break before an aside to the partner tacked on with a comma",
    "[beyond] issue 24 probe24d: \"My dad's allergic to penicillin, worth knowing if he ever "
    "asks you stuff\" kept nothing (one partner clause)",
    ("I'm vegan, just so you know", "My dad's allergic to penicillin, worth knowing",
     "I work nights, in case you wonder", "I'm going vegan from January, wish me luck",
     "I'm Susan, nice to meet you", "I'm back from Paris, how are you?"),
    ("Just so you know", "I know, so you know what", "worth knowing"),
)

# "I'm allergic to nuts, ok?": a tag question after a comma is a clause of its own, so the
# statement before it is read as one (whole, the clause ended with "?" and asked).
EN_TAG_QUESTION = Row(
    "en_tag_question",
    re.compile(
        r",\s*(?=(?:ok|okay|alright|right|yeah|you know|got it|understood|remember that"
        r"|(?:do |did )?you (?:know|remember|get it|understand))\s*[?？]+\s*$)", re.I),
    "an English clause break before a tag question tacked on with a comma",
    "[beyond] issue 24 probe24f: \"I'm allergic to nuts, ok?\" and \"I live in Leeds, right?\" "
    "kept nothing (one clause, a question)",
    ("I'm allergic to nuts, ok?", "I live in Leeds, right?", "I'm a nurse, you know?"),
    ("Ok?", "Is it ok?", "I'm fine, how are you?"),
)

# "My husband and I are vegetarians": one subject, one clause (memory/rules/together.py).

# A question run on without punctuation ("…bluegrass music more Can you recommend…").
EN_RUN_ON = Row(
    "en_run_on",
    re.compile(
        r"(?<=[a-z])\s+(?=(?:Can|Could|Would|Will|Do|Does|Did|What|How|Why|Where"
        r"|Is|Are|Any) (?:you|there|I|it|we)\b)"),
    "a question run on without punctuation starts a clause",
    "[beyond] clause reading (seed 003's signals read one clause at a time)",
    ("I love bluegrass Can you recommend some", "I run daily Do you run"),
    ("Can you help", "I can run"),
)

# A statement with the partner's question run on after it, lower case or after a comma, to
# the sentence's "?": "I work in a charity group do you do charity work?". Without the
# break the whole sentence is a question and its fact is never read.
EN_ASKED_ON = Row(
    "en_asked_on",
    re.compile(
        r"(?:,\s*|(?<!what)(?<!how)(?<!where)(?<!when)(?<!which)(?<!who)(?<!why)\s+)"
        r"(?=(?:(?:do|does|did|can|could|would|will|are|have|has) (?:you|your)"
        r"|(?:what|how|where|when|which|who|why) (?:do|does|did|is|are|was|were|would|can"
        r"|could|about) (?:you|your))\b[^.!?]*\?\s*$)", re.I),
    "a question to the partner run on after a statement (lower case, or after a comma) to "
    "the sentence's question mark starts a clause",
    "[beyond] issue 24 msc24 (MSC session 2/3 valid: facts said before a run-on question "
    "were read as the question)",
    ("I work in a local charity group do you do charity work?",
     "I'm from a small town in England, where do you live?",
     "I like science and art mostly, does your son like school?"),
    ("Do you like cats?", "I don't know where you live?", "I wonder what you think.",
     "I like cats, do you"),
)

# Words that open a clause without saying anything: dropped before it is judged.
LEAD_ZH = Row(
    "lead_zh",
    re.compile(
        r"^(?:(?:嗯+|哈{2,}|呵{2,}|哇+|啊+|哦+|噢|诶|唉|呃|其实|对了|对呀|对啊|是啊|是呀|是的|没错|当然|"
        r"好的|好吧|好啊|不过|但是|但(?!愿)|可是|而且|另外|然后|所以|因为|就是|反正|说实话|老实说|话说|顺便说一下|"
        r"顺便说|顺便|你知道吗|你知道|你好|您好|ai伴侣|亲爱的|同时|并且|此外|我想说|毕竟"
        r"|我?告诉你|我?(?:跟|和|给)你说(?![过了的])(?:个事儿?|一下)?"  # 我跟你说我… (probe41b)
        r"|(?:好|对|朋友|还有|哈|额|嗨|耶)(?=[\s，,、！!~～。:：]|$))"
        r"[\s，,、！!~～。:：]*)+",
        re.I),
    "words that open a Chinese clause without saying anything are dropped (a word that also "
    "heads others, 好 / 对 / 朋友 / 还有 / 哈, is one only before a mark or alone in the clause "
    "the mark broke off: 好像, 对面, 朋友最近…, 还有一个妹妹 keep it)",
    "[beyond] clause reading (seed 003's signals read one clause at a time); probe35 "
    "(MemoryBank 焦彦: 好像也没有办法很好地放松 was noted 像也没有办法…; 朋友最近经常对我发脾气 "
    "read as the user's own 最近经常对我发脾气)",
    ("嗯嗯，我喜欢猫", "其实我住在上海", "哈哈我最喜欢吃火锅", "还有，我对花生过敏", "还有",
     "我跟你说我对花生过敏"),
    ("我喜欢猫", "上海很好", "好像我天生怕冷", "对面的邻居养了狗", "朋友最近经常对我发脾气",
     "还有一个妹妹在上海", "哈尔滨很冷", "跟你说过的"),
)

LEAD_EN = Row(
    "lead_en",
    re.compile(
        r"^(?:(?:oh|well|yeah|yes|yep|yup|okay|ok|so|and|but|also|actually|honestly|anyway|anyways"
        r"|by the way|wow|hmm+|um+|uh+|right|sure|plus|besides|in fact|you know|to be honest"
        r"|i mean|of course|hey|hi|hello|oh man|man|gosh|aw+|ah|speaking of [^,]{1,40}|first"
        r"|firstly|secondly|lately|recently|currently|now|then|in the meantime|in addition"
        r"|since (?:we|our) last (?:spoke|talked|chatted|chat|talk|conversation)|however"
        r"|additionally|therefore|moreover|furthermore|meanwhile|otherwise|on the other hand"
        rf"|wait(?= *[,!.:]| [a-z]+ (?:is|was|'s|turned|just)\b)|{CHAT_FILLERS})"  # casual.py's
        r"(?:[\s,!.:]+|$))+",
        re.I),
    "words that open an English clause without saying anything are dropped (a clause of"
    " nothing else, 'Anyway' or 'Speaking of which' cut off by a comma, is left empty)",
    "[beyond] clause reading (seed 003's signals read one clause at a time)",
    ("Well, I love tea", "btw I live in Paris", "Speaking of which",
     "Since we last spoke, I went to a community meeting", "However, I live in Paris",
     "In the meantime, I volunteer", "omg i got 72", "ok nvm not switching"),  # probe41b
    ("I love tea", "Wellness matters", "Since we moved, I walk to work", "lollipops are nice",
     "As for my sister, she lives in Rome", "Therapy helps me"),
)

# "Hey James, been a few days", "Hello, friend, today is my birthday": the greeting and the
# name called out (or "friend", the MemoryBank users' word for the assistant) say nothing.
GREETING_NAME = Row(
    "greeting_name",
    re.compile(
        r"^(?:hey|hi|hello|dear|good\s+(?:morning|evening|afternoon))[\s,!]+"
        r"(?:(?-i:[A-Z][a-z]+)|friend|buddy|pal|there|guys|everyone)(?=\s*[,!.:]|$)[\s,!.:]*",
        re.I),
    "a greeting and the name called out after it ('Hey James,', 'Hello, friend,') open a "
    "clause without saying anything: dropped",
    "[beyond] issue 24 en24b, train rows locomo:conv-47:D19:1 ('James, been a few days. The "
    "convo got them thinking…'), memorybank_en:Jack:2023-05-04:0 ('friend, today is their "
    "birthday')",
    ("Hey James, been a few days", "Hello, friend, today is my birthday", "Hi there!"),
    ("Hey I moved to Denver", "Hello Kitty is my favorite", "Dear friends of mine visited"),
    contexts=("Hello, friend, today is my birthday and I am very happy.",),
)

# "I just wanted to let you know I did a charity event": the news is the clause after it.
TELL_LEAD = Row(
    "tell_lead",
    re.compile(
        r"^(?:i\s+)?(?:just\s+|really\s+)?(?:wanted|want|had|have|got)\s+to\s+"
        r"(?:let\s+you\s+know|tell\s+you|share\s+(?:with\s+you|that))\s+(?:that\s+)?"
        r"(?=(?:i|i'm|i've|my|we|we're|we've|our)\b)", re.I),
    "'(I just) wanted to let you know / tell you' before the user's own clause says nothing "
    "itself: dropped, the clause after it is the statement (it was read as words to the "
    "partner and the news lost)",
    "[beyond] issue 24 en24b, train rows locomo:conv-41:D6:1 ('I just wanted to let you know "
    "I challenged myself last Friday and did a charity event'), locomo:conv-43:D21:1 "
    "('wanted to let you know I joined a travel club!')",
    ("I just wanted to let you know I did a charity event", "wanted to tell you that my "
     "sister got married"),
    ("I wanted to tell you about my trip", "I want to let you know if I need anything",
     "I wanted to share it with you"),
    contexts=("Hey John! Long time no talk. I just wanted to let you know I challenged myself "
              "last Friday and did a charity event.",),
)

# "Since I've completed two courses on edX, I'm familiar with…": a since-clause says what
# has happened (unlike if / when, which suppose); the "since" is no part of the fact.
SINCE_LEAD = Row(
    "since_lead",
    re.compile(r"^since\s+(?=(?:i|we)(?:'ve|'m|'re|'d)?\s+(?!last\b)[a-z])", re.I),
    "'since' opening the user's own clause is dropped: the clause says what happened or holds "
    "(it was kept as 'Since they've completed two courses on edX', a clause of nothing)",
    "[beyond] issue 24 en24b, train rows longmemeval:c2ac3c61:1:6 ('Since I've completed two "
    "courses on edX'), longmemeval:2c63a862:0:8 ('Since I started working with her on 2/15'), "
    "longmemeval:a82c026e:19:10:S ('Since I'm based in San Francisco')",
    ("Since I've completed two courses on edX", "since we moved to Denver"),
    ("Since my surgery I walk slowly", "Since last year", "If I move, I'll tell you"),
    contexts=("Since I've completed two courses on edX, can you recommend a harder one?",),
)

# A transcript's speaker tag ("Deborah: …") names who speaks, not what they say.
SPEAKER_TAG = Row(
    "speaker_tag",
    re.compile(
        r"^[A-Z][\w.'-]{1,30}(?: [A-Z][\w.'-]{1,30})?:\s+(?=\S)"),
    "a transcript's speaker tag names who speaks, not what they say",
    "[beyond] clause reading (seed 003's signals read one clause at a time)",
    ("Deborah: I love tea", "Mary Ann: we moved"),
    ("I love tea: green", "note:tea"),
)

# "I'm allergic to shellfish, can I eat sushi?": the user's own question after a comma, to the
# sentence's question mark, asks of what the statement before it said; read whole, the
# statement went with the question (review34: after "I have a question:" the note was "is
# allergic to shellfish, can they eat sushi").
EN_ASKED_SELF = Row(
    "en_asked_self",
    re.compile(r",\s*(?=(?:(?:can|could|should|may|do) i|is it)\b[^.!?,]*\?\s*$)", re.I),
    "the user's own question after a comma, to the sentence's question mark, starts a clause",
    "[beyond] review34: 'I have a question: I'm allergic to shellfish, can I eat sushi?' kept "
    "the question in the note",
    ("I'm allergic to shellfish, can I eat sushi?", "I'm vegan, is it ok to eat honey?",
     "I have a bad knee, should I still run?"),
    ("Can I eat sushi?", "I wonder if I can come, or not?", "Is it ok if I bring my dog?",
     "I like cats, do you?", "I've heard the boots run small, is that true?"),
    contexts=("I have a question: I'm allergic to shellfish, can I eat sushi?",),
)

# "俺叫林晓", "咱下个月要搬家了", "本人决定…", "老子今天终于…": a colloquial 我 opening the
# clause is the user, read as 我 (seed 000's 我, whose fact, the note's subject).
ZH_COLLOQUIAL_SELF = Row(
    "zh_colloquial_self",
    re.compile(r"^(?:俺|咱|本人|老子(?=[今昨明这终就又也还才刚已总]))(?=[\u4e00-\u9fff\d])"),
    "a colloquial 我 (俺, 咱, 本人, 老子) opening a Chinese clause is read as 我",
    "[beyond] issue 24 probe24c: 咱下个月要搬家了 kept nothing (no seed 000 我), 俺叫林晓 kept "
    "as said",
    ("俺叫林晓", "咱下个月要搬家了", "本人决定从下周开始吃素", "老子今天终于把驾照考下来了",
     "本人27岁，在成都"),
    ("我老子是个木匠", "他本人也同意", "老子说过上善若水", "老子的道德经很难懂"),
    contexts=("跟你说，咱下个月要搬家了，从成都搬到杭州。",),
)

ROWS: tuple[Row, ...] = (EN_CLAUSE, EN_REQUEST_BREAK, EN_TOLD_BREAK, TOLD_HOW, EN_ASIDE,
                         EN_TAG_QUESTION,
                         EN_RUN_ON, EN_ASKED_ON, EN_ASKED_SELF, LEAD_ZH,
                         ZH_COLLOQUIAL_SELF, GREETING_NAME, LEAD_EN, TELL_LEAD, SINCE_LEAD,
                         SPEAKER_TAG)
