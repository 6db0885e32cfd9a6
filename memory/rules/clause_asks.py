"""[beyond] Clauses that ask: questions, requests of the assistant, clauses about the partner.

memory/language/clauses.py reads a message clause by clause (memory/rules/clause_kinds.py holds the
chatter, moods and set-ups): a question or a request of the assistant reveals no fact by
itself, and a clause about the partner is not about the user — except what the user wants
from the assistant (叫我 / call me), which keeps its "you".
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.row import Row

# A clause that asks: a question mark, or a question word in a sentence that ends with one.
QUESTION_END = Row(
    "question_end",
    re.compile(
        r"[?？]\s*$"),
    "clause kind: question (it ends with a question mark)",
    "[beyond] clause reading",
    ("你喜欢猫吗？", "Do you like cats?"),
    ("我喜欢猫。", "I like cats."),
)

# A clause opened by "why" asks, with or without its question mark ("为什么受伤的总是我").
# So does "I don't know why …" ("我不明白为什么他总是这样说"): a complaint, not a habit.
WHY_OPENER = Row(
    "why_opener",
    re.compile(
        r"^(?:我)?(?:(?:真|就|实在)?(?:不明白|不知道|搞不懂|想不通|不懂))?(?:为什么|为啥|凭什么|怎么会|怎么总是)"
        r"|^(?:i (?:really )?(?:don't|do not|can't|cannot) (?:know|understand|see|get) )?"
        r"(?:why|how come)\b", re.I),
    "clause kind: question (why…, 为什么…), with or without its mark",
    "[beyond] from the dev split's misses (bench/data/labelled_turns.jsonl)",
    ("为什么受伤的总是我", "I don't know why he does that"),
    ("我知道他为何生气", "I know where he lives"),
)

QUESTION_CLAUSE = Row(
    "question_clause",
    re.compile(
        r"(?:吗|呢|么|嘛)\s*[?？]?\s*$|什么|怎么|为什么|为啥|哪|谁|几|多少|是否|能不能|可不可以|可以不|"
        r"有没有|会不会|要不要|是不是|好不好|行不行|对不对|如何"
        r"|^(?:what|how|why|when|where|who|whom|whose|which|do|does|did|can|could|would|will|is|are"
        r"|was|were|should|shall|may|might|have|has|had|any|anything|isn't|aren't|don't|doesn't"
        r"|didn't|won't|wouldn't|shouldn't|could you|would you|what's|how's|where's|who's|wanna)\b",
        re.I),
    "clause kind: question (a question word in a sentence that ends with ?)",
    "[beyond] clause reading",
    ("你喜欢什么", "what do you think"),
    ("我喜欢猫", "I like cats"),
    contexts=(
        "我今天在学校学到如何招待客人，你知道应该怎么做吗？",
        "我也会有点紧张呢，你有没有什么建议可以让我不那么紧张？",
    ),
)

# leftzh44 (leftzh43 left): …每个月缴2400 想提出来还房贷可以吗 kept its question in the 公积金
# note: typed on a phone, a question often ends with 吗 and no mark. The message's last clause
# so ended asks, as one with ？ does (memory/language/clauses.py `clause_kind`).
QUESTION_BARE_ZH = Row(
    "question_bare_zh",
    re.compile(r"[\u4e00-\u9fff]吗[啊呀]?[~～…。.\s]*$"),
    "clause kind: question (the message's last clause ends with 吗, no question mark)",
    "[beyond] issue 24 leftzh44 (leftzh43's 公积金 note kept 想提出来还房贷可以吗)",
    ("想提出来还房贷可以吗", "你吃饭了吗", "能提前还吗~"),
    ("我想提出来还房贷", "我对吗啡过敏", "就是嘛", "好吗啡"),
)

# Asking the assistant for something reveals no fact by itself.
REQUEST = Row(
    "request",
    re.compile(
        # 你帮我记着下礼拜三…复查 asks to keep what follows: no request for something (probe43)
        r"^(?:请|麻烦)?你(?!(?:能|可以)?帮我记)(?:能|可以|帮|给|来|推荐|说说|讲讲|告诉)"
        r"|^(?!(?:能|可以|请|麻烦)你?帮我记)(?:能|可以|请|麻烦)(?:你|帮|给)|"
        r"^帮我(?!记)|^给我(?:一些|推荐|讲|说)|有什么(?:建议|推荐|方法|办法|技巧)|推荐(?:一些|几)"
        r"|^(?:please |pls )?(?:can|could|would|will) you\b|^please (?:help|tell|give|recommend"
        r"|suggest"
        r"|explain|list|write|make|provide|show)|^(?:help|tell|give|show|suggest|recommend|explain"
        r"|list|write|make|provide|describe|compare|create|generate|translate|summari[sz]e|draft"
        r"|rewrite|add)\b|^i (?:was |am |'m )?(?:wondering|curious) (?:if|whether|about|what"
        r"|how|why)|^i'?d (?:like|love) (?:to know|to hear|some|your|you to (?:tell|give|help"
        r"|explain"
        r"|recommend|suggest))|^i (?:need|want) (?:some |a few )?(?:help|tips|ideas|advice"
        r"|suggestions"
        r"|recommendations)|^i'?m (?:still |just |really |also )?(?:looking for\b|trying to (?:find"
        r"|decide|understand|learn more|come up))|^any (?:tips|ideas|suggestions"
        r"|recommendations|advice)|^i'?m (?:really |also |just )?(?:interested in|curious about)"
        r" (?:learning|knowing|finding out|hearing|reading) (?:more )?about",
        re.I),
    "clause kind: request (asking the assistant for something)",
    "[beyond] from the dev split's misses (bench/data/labelled_turns.jsonl)",
    ("你能推荐几本书", "Can you recommend a book", "你帮我查一下天气", "帮我想想怎么办"),
    ("我喜欢看书", "I read a lot", "你帮我记着下礼拜三下午两点带老伴儿去复查",
     "帮我记一下我下周二体检"),
)

# [beyond] A clause that only announces a question ("顺便问一下，…", "I wanted to ask, …") is
# part of the request that follows it, never of a fact: joined onto the fact before it, it
# made "对花生过敏，问一下，周末和朋友去吃泰国菜" one memory (issue 24, spans24b).
ASK_MARKER = Row(
    "ask_marker",
    re.compile(
        r"^(?:顺便|另外|还有|再|那|我|我还|我想|我还想|还想|想|我再|就)*(?:问一?下|问问|请教一?下|"
        r"咨询一?下|请问)(?:你|您)?(?:哈|啊|呀|哦)?$|^请问"
        r"|^(?:and |also |oh |so |by the way,? |btw,? )*(?:i )?(?:just |also )?(?:wanted|want|"
        r"need|have|had|'d like) (?:to ask|a (?:quick )?question)(?: you)?$"
        r"|^(?:a |one )?(?:quick|another|one more) question$"
        r"|^(?:今天|现在)?我?(?:还|再)?(?:有|想|要)?(?:向你|问你|跟你)?(?:请教|问|咨询)?(?:你|您)?"
        r"(?:一个|个|两个|几个|一些)(?:小)?(?:问题|烦恼|困扰|心事)(?:想|要)?(?:问你|请教你?|和你说)?$"
        r"|^(?:i )?(?:have|got) (?:a|one|another) (?:quick |small )?question(?: for you)?$",
        re.I),
    "clause kind: request (a clause announcing a question or a worry to come, never part of a "
    "fact)",
    "[beyond] integration test tests/integration/test_turn_signals.py (ASKED); probe34: "
    "还有一个问题，… opened a kept note (dev 郝明 2023-05-01)",
    ("顺便问一下", "问一下", "我想请教一下", "I wanted to ask", "quick question", "还有一个问题",
     "今天我想向你请教一个问题", "我有个问题想问你", "I have a question", "我有一个烦恼",
     "我有两个问题"),
    ("我问了一下医生，他说没事", "我对花生过敏", "I asked my doctor about it",
     "I have a question mark tattoo", "我的问题是失眠", "这是一个问题", "问题不大",
     "我的烦恼是睡不好"),
    contexts=("记住：我对花生过敏。顺便问一下，周末和朋友去吃泰国菜，我点菜时要注意些什么？",),
)

# A clause about the partner (the assistant, or the other speaker): not about the user.
ABOUT_PARTNER = Row(
    "about_partner",
    re.compile(
        r"你|您|\b(?:you|your|you're|you've|you'll|you'd|yours|ya|u)\b", re.I),
    "clause kind: partner (about the assistant, not the user)",
    "[beyond] clause reading",
    ("你真好", "you are so kind"),
    ("我喜欢猫", "I like cats"),
    contexts=("你喜欢什么", "跟你说过的，我喜欢乌龙茶"),
)

# What the user wants from the assistant keeps its "you": 叫我 / call me / don't … me.
ADDRESSED_REQUEST = Row(
    "addressed_request",
    re.compile(
        r"(?:叫我|称呼我|以后|记住|(?:帮我|给我)记着|别|不要|希望你|想让你|请你|你以后|你要|你得"
        r"|你(?:能|可以)?(?:别|不要|少|多)"
        r"|不接受你|受不了你|讨厌你|不喜欢你|你能不能(?:别|不要)|多(?:听|问)"
        r"|call me|from now on|remember|don't|do not|stop|please (?:always|never|ask|keep|use|be)"
        r"|\bi(?: want| need| would like|'d like|'d love| would love| prefer| hope|'d rather"
        r"| would rather) (?:for )?you"
        r"|can you (?:always|please)"
        r"|in the future|^(?:please |pls )?(?:keep|be|use|try|call|talk|speak|reply|answer|respond"
        r"|ask|avoid)\b|^(?:please |pls )?(?:could|can|would|will) you (?:please )?(?:be|keep|use"
        r"|stop|reply|answer|talk|speak|call|try to be|not|always|never|remember)\b"
        r"|^(?:你)?(?:能不能|可不可以|可以|能)(?:别|不要|少|多|用|叫我|简短|简单|直接|温柔|慢))",
        re.I),
    "a clause said to the assistant that keeps its 'you' (叫我…, call me…, don't…)",
    "[beyond] clause reading",
    ("以后你叫我小王", "From now on call me Sam", "I'd rather you kept it short",
     "你帮我记着下礼拜三下午两点带老伴儿去复查"),
    ("你真好", "you are kind", "I'd rather stay home than see you"),
)

# A request about how the assistant talks ("Could you be more casual?") is a style or a
# boundary, said as a question: not a question about anything.
ASKS_OF_AGENT = Row(
    "asks_of_agent",
    re.compile(
        r"^(?:please |pls )?(?:could|can|would|will) you\b|^(?:你)?(?:能不能|可不可以|可以|能)",
        re.I),
    "a request about how the assistant talks, said as a question: not a question",
    "[beyond] clause reading",
    ("Could you be more casual", "你能不能说慢一点"),
    ("I could be more casual", "我能说英语"),
)

# "回答简短一点" / "说话温柔点": how the assistant should reply, said without 你 or 请.
REPLY_STYLE_ZH = Row(
    "reply_style_zh",
    re.compile(
        # 我喜欢你回答简短一点 (probe42): a liking for how the assistant answers, no verdict on it
        r"^(?:请|麻烦|我?(?:更|比较|还是)?(?:喜欢|希望|想让|想要)(?=你))?(?:你)?"
        r"(?:能不能|可不可以|可以|能)?(?:以后|下次|之后)?(?:的)?"
        r"(?:回答|回复|说话|讲话|聊天|解释)(?:的时候)?"
        r"(?:可以|能|要|尽量|再|都)*(?:简短|简单|短|长|详细|慢|温柔|直接|正式|随意|轻松|幽默|通俗|口语化)"),
    "a reply style asked of the assistant (said without 你, or as 能不能…): a request",
    "[beyond] issue 24 probe: 回答简短一点 was vetoed by the learned model after a reply",
    ("回答简短一点", "以后回复详细些", "说话温柔一点", "你能不能回答简短一点",
     "我喜欢你回答简短一点", "我更喜欢你说话直接一点"),
    ("我回复了老板的邮件", "回答问题很难", "他说话很直接", "你能回答这个问题吗",
     "我喜欢你说话的样子", "我喜欢回答简单的问题"),
)

# "别用那么多表情" / "以后不要叫我宝贝": an order to the assistant, said without 你.
ORDER_ZH = Row(
    "order_zh",
    re.compile(r"^(?:请|麻烦|拜托)?(?:你)?(?:以后|下次|之后|从现在开始)?(?:千万)?(?:别|不要|不许)"
               r"(?!人|的|处|说了|提了)"),
    "an order to the assistant opening the clause (别 / 不要 …), said without 你",
    "[beyond] issue 24 probe: 别用那么多表情 was vetoed by the learned model after a reply",
    ("别用那么多表情", "以后不要叫我宝贝", "请别催我"),
    ("我不要去上班", "别人都这么说", "特别喜欢你", "我让他别来了"),
)

# "Can you stop using emojis?" is noted as the order it asks for: "Stop using emojis".
ASK_AS_ORDER = Row(
    "ask_as_order",
    re.compile(
        r"^(?:please |pls )?(?:could|can|would|will) you (?:please )?(?=(?:be|keep|use|stop|reply"
        r"|answer|talk|speak|call|try|always|never|remember|write|avoid|not)\b)"
        r"|^(?:请)?(?:你)?(?P<how>说话|讲话|回答|回复|聊天)?(?:能不能|可不可以|能否|可以|能)"
        r"(?=回答|回复|说话|讲话|聊天|解释|别|不要|少"
        r"|多用|用|叫我|称呼我|简短|简单|直接|温柔|慢)",
        re.I),
    "a request of the assistant said as a question is noted as the order it asks for "
    "(its 吗 / 好吗 dropped with it: ASK_TAIL)",
    "[beyond] issue 24 probe: 'Can you stop using emojis' and 你可以说话温柔一点吗 were noted as "
    "asked",
    ("Can you stop using emojis", "Could you please be more casual", "你能不能回答简短一点",
     "你可以说话温柔一点吗", "你说话能温柔一点吗"),  # 说话 said first: kept (fix36b)
    ("Can you recommend a book", "I can stop anytime", "你能推荐一本书吗", "我可以说英语"),
)
# probe37: 你说话简单点，别用那么多网络用语 was kept as 你说话简单点: an order said to 你 with how
# to talk keeps the how (说话简单点), as ask_as_order does for 你说话能温柔一点吗.
YOU_ORDER_ZH = Row(
    "you_order_zh",
    re.compile(r"^(?:请)?你(?P<how>说话|讲话|回答|回复|聊天)"
               r"(?=[^，。！？!?]{0,8}(?:点|些)(?:儿|吧|啊)?(?:[，。！？!?]|$))"),
    "an order of how to talk said to 你 is noted without the 你 (说话简单点)",
    "[beyond] issue 24 probe37: 你说话简单点 was kept with its 你",
    ("你说话简单点", "你回答短一些", "请你说话慢一点吧"),
    ("你说话真好听", "你回答得很好", "你说的对"),
)
ASK_TAIL = re.compile(r"(?:好吗|可以吗|行吗|好不好|吗|呢)$")
"""What a request said as a question ends on in Chinese (dropped with ASK_AS_ORDER)."""

# [beyond] issue 24 (no24): "What should I cook for my wife, she's vegetarian?" — the clause
# after the question's comma states what the question needs to know; the question mark is
# the sentence's, not the aside's. Not a tag ("…, she's right?") nor a question of its own.
ASIDE_STATEMENT = Row(
    "aside_statement",
    re.compile(
        r"^(?:i'?m|i am|i have|i've|i was|i work|i live|she'?s|she is|she has|he'?s|he is|he has|"
        r"they'?re|they are|they have|we'?re|we are|we have|my \w+(?: \w+)? (?:is|has|was|are))\b"
        r"(?![^?]*\b(?:what|how|why|when|where|who|which|right|ok|okay|correct|true|too|either|"
        r"or not|isn't it|aren't they|don't you)\b)", re.I),
    "clause kind: a statement said inside a question, after its comma (an aside the question "
    "rests on), when it is not the sentence's first clause",
    "[beyond] issue 24 (no24): questions carrying a fact kept nothing ('What should I cook for "
    "my wife, she's vegetarian?')",
    ("she's vegetarian?", "I'm allergic to nuts", "my son is 5"),
    ("she's right?", "you're vegetarian?", "what is she", "I'm fine, how are you"),
    contexts=("What should I cook for my wife, she's vegetarian?",
              "Any ideas for a weekend trip, we have two kids under five?"),
)

# probe43: 她每天早上八点吃一片多奈哌齐…你帮我记着点别让我忘了 kept 别让我忘了 as a boundary (记住，
# 别让我忘了 did already): a clause asking only to be reminded states nothing of its own.
REMIND_ONLY = Row(
    "remind_only",
    re.compile(r"^(?:你|请你?)?(?:到时候|记得)?(?:[帮给]我记着点?|记住)?(?:(?:别|不要)让我忘(?:了|记)?"
               r"|(?:别忘了)?提醒我一下|提醒我)(?:啊|哈|吧|哦|了)?$"),
    "clause kind: request (asking only to be reminded of what was said: no fact, no boundary)",
    "[beyond] issue 24 probe43 (own sentences)",
    ("你帮我记着点别让我忘了", "别让我忘了", "你到时候提醒我一下", "记住别让我忘了"),
    ("别让我忘了带钥匙", "提醒我明天交房租", "别让我一个人", "别提醒我"),
)

ROWS: tuple[Row, ...] = (REMIND_ONLY, QUESTION_END, QUESTION_BARE_ZH, WHY_OPENER,
                         QUESTION_CLAUSE, REQUEST, ASK_MARKER, ABOUT_PARTNER, ADDRESSED_REQUEST,
                         ASKS_OF_AGENT,
                         ASIDE_STATEMENT, REPLY_STYLE_ZH, ORDER_ZH, ASK_AS_ORDER, YOU_ORDER_ZH)
