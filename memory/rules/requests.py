"""[beyond] What the user asks of the assistant: boundaries, style and relationship goals.

memory/gate/families.py reads these beside seed 003's boundary signal: a boundary, a
conversation style, a relationship goal, and the words that keep 特别 / 区别 from being a 别.
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.row import Row

# --- [beyond] finer keyword-fallback signals, checked in this order ----------------------
# 别 inside ordinary words (特别, 区别…) is no boundary: strip those before the seed regex.
NOT_BOUNDARY_BIE = Row(
    "not_boundary_bie",
    re.compile(
        r"特别|分别|区别|告别|识别|派别|级别|性别|类别|鉴别|辨别|差别|个别|别人|别的|别处|别致|别具|别有"),
    "别 inside an ordinary word (特别, 区别…) is taken out before the boundary signal",
    "[beyond] seed 003's 别 reads 特别 as a boundary",
    ("我特别喜欢猫", "这有什么区别"),
    ("别催我", "不要再问了"),
)

NOT_BOUNDARY_ASKED = Row(
    "not_boundary_asked",
    re.compile(r"(?:还|到底|究竟)?(?:要不要|需不需要|用不用|该不该)"),
    "a whether-question (要不要换工作, 需不需要) holds 不要 without refusing anything: taken out "
    "before the boundary signal",
    "[beyond] MemoryBank 李雪 (development) 2023-05-04: 最近我在思考将来要不要换一份工作 was "
    "kept as a boundary (seed 003's 不要)",
    ("最近我在思考将来要不要换一份工作", "我在纠结要不要养猫", "不知道需不需要请假"),
    ("不要催我", "我不要你管", "你不要再提了"),
    contexts=("最近我在思考将来要不要换一份工作，感觉很迷茫。", "别再问我要不要结婚了"),
)

BOUNDARY_EXTRA = Row(
    "boundary_extra",
    re.compile(
        r"(雷区|不想聊|不想提|rather not|\bstop\b)", re.I),
    "memory signal: boundary",
    "[beyond] boundaries seed 003's words miss",
    ("那是我的雷区", "I'd rather not talk about my ex"),
    ("我喜欢猫", "I like cats"),
)

GOAL_REQUEST = Row(
    "goal_request",
    re.compile(
        r"(像朋友一样|当朋友|做朋友|成为(?:好)?朋友|朋友关系|恋人|树洞|陪我|陪伴|倾诉|督促我|一起成长|伙伴|"
        r"能聊天的|聊得来的|说说话的)"
        r"|\b(be friends|as friends|study buddy|accountable|check(?:s)? in on me|take it slow"
        r"|be my)\b",
        re.I),
    "memory signal: relationship goal",
    "[beyond] relationship goals said to the assistant",
    ("我希望我们像朋友一样聊天", "Can we be friends?"),
    ("我朋友住在北京", "My friend lives in Paris"),
)

STYLE_REQUEST = Row(
    "style_request",
    re.compile(
        # review42: 我喜欢简短的视频 was a conversation style: 简短的 / 正式的 name a thing's kind
        r"(回复|回答|说话|语气|叫我|称呼|用中文|用英文|少讲|多听|别那么|正式(?!的)|简短(?!的)|啰嗦|表情|追问)"
        r"|\b(repl(?:y|ies)|respond|answers?|tone|call me|emojis?|casual|formal|blunt|shorter"
        r"|brief|in english|in chinese)\b",
        re.I),
    "memory signal: conversation style",
    "[beyond] how the user wants to be answered",
    ("回复简短一点", "Please reply in English", "简短的回答就好"),
    ("我喜欢猫", "I live in Paris", "我喜欢简短的视频"),
)

# "Talk to me more casually" / "Be more direct with me": how to talk, asked in the
# assistant's own words (the manner, not a keyword of STYLE_REQUEST).
STYLE_ASKED_EN = Row(
    "style_asked_en",
    re.compile(
        r"^(?:please |pls |just )?(?:(?:could|can|would|will) you (?:please )?)?"
        r"(?:(?:talk|speak|write|reply|respond|answer|explain things|chat)(?: to me| with me)?"
        r" (?:(?:more|less|a bit|a little|way) )*(?:\w+ly|like a \w+|in (?:plain|simple) \w+)"
        # "be more …" is a manner of talking, or said "with me": "Be more careful next time",
        # "Be a little patient with yourself", "Be more confident" ask nothing of a reply
        r"|be (?:(?:more|less|a bit|a little|way) )+(?:\w+ with me|(?:direct|casual|formal|"
        r"concise|brief|blunt|gentle|polite|playful|serious|friendly|professional|funny|"
        r"succinct|straightforward|encouraging|honest)\b(?! with (?!me\b)))"
        r"|(?:keep it|make it) (?:short|simple|brief|casual|light)"
        # left43: "keep answers short please" (vetoed by the learned model after a turn)
        r"|(?:keep|make) (?:the |ur )?(?:answers?|repl(?:y|ies)|responses) (?:short|shorter|brief"
        r"|simple)|(?:short|shorter|brief) (?:answers?|repl(?:y|ies)|responses) (?:please|pls))\b",
        re.I),
    "memory signal: conversation style, asked as how to talk (a manner, not a keyword)",
    "[beyond] issue 24 probe: 'Talk to me more casually', 'Be more direct with me' kept nothing",
    ("Talk to me more casually", "Be more direct with me", "Could you speak more slowly?",
     "Keep it short", "keep answers short please", "short answers pls"),
    ("I talk to my mom weekly", "keep the receipts short", "short answers are rude",
     "Be careful out there", "I want to be more active",
     "She answered quickly", "Be more careful next time", "Be a little patient with yourself",
     "Be more confident"),
)

# "Can you be gentler with me?": the manner said by a comparative, toward the user.
STYLE_COMPARED_EN = Row(
    "style_compared_en",
    re.compile(r"(?:^(?:please |pls |just )?|\byou (?:please |just )?)be (?:a (?:bit|little|lot) "
               r"|much |even )?[a-z]{3,}er (?:with|to|toward|towards) me\b", re.I),
    "memory signal: conversation style, asked as a comparative manner toward the user",
    "[beyond] issue 24 probe36: 'Can you be gentler with me? Your last answer felt a bit harsh.' "
    "kept nothing, though 'be more gentle with me' was kept",
    ("Can you be gentler with me?", "Please be a bit softer with me"),
    ("I want to be kinder to myself", "Can you be there for me?", "She could be nicer to me"),
)
STYLE_ASKED_EN_ROWS = (STYLE_ASKED_EN, STYLE_COMPARED_EN)
"""A style asked in the assistant's own words, as a manner or as a comparative."""

NAME_BOUNDARY = Row(
    "name_boundary",
    re.compile(
        r"(别|不要|不许|don't|never|stop)[^，。,.]{0,4}(叫我|称呼|call me)", re.I),
    "a refusal of a name is a boundary, not a style",
    "[beyond] 别叫我… / don't call me…",
    ("别叫我宝贝", "Don't call me sweetie"),
    ("叫我小王", "Call me Sam"),
)

# A boundary in English is said to the assistant: "don't call me…", "stop asking…" [beyond].
BOUNDARY_DIRECTED_EN = Row(
    "boundary_directed_en",
    re.compile(
        r"\b(?:don't|do not|never|please don't|stop|quit) (?:ever )?(?:call|tell|ask|give|send|use"
        r"|say"
        r"|talk|mention|bring|remind|push|rush|lecture|judge|joke|make|reply|answer|respond"
        r"|recommend|suggest|assume|interrupt|nag|pressure|guilt|contact|text|calling|asking"
        r"|telling|giving|sending|mentioning|bringing|reminding|pushing|rushing|message|email"
        r"|ping|wake|disturb|spam|messaging|emailing)\b"
        r"|\bi (?:don't|do not) want (?:you|to be (?:called|asked|told|reminded|pushed))"
        r"|\bi hate (?:it )?when you\b|\bboundar(?:y|ies)\b|\boff[- ]limits\b|\buncomfortable\b"
        r"|\bdeal[- ]?breaker\b|\bwon't accept\b|\brather not\b",
        re.I),
    "memory signal: boundary (English, said to the assistant)",
    "[beyond] the English twin of seed 003's boundary signal only when said to the assistant",
    ("Don't call me buddy", "Please stop asking about my job", "Don't message me after 10pm"),
    ("I don't eat meat", "She never calls", "Don't bother, I already ate"),
)

# Seed 000's 边界 words (不喜欢|避免|操控|套路…) name a boundary when they are about how the
# user is treated ("我不喜欢被催促"); a dislike of a thing ("不喜欢吃甜食") is a preference.
TREATMENT = Row(
    "treatment",
    re.compile(
        r"被|催|说教|套路|操控|逼|强迫|命令|冷暴力|争吵|吵架|教训|打扰|评判|调侃|开玩笑|叫我"
        r"|\b(?:rushed|rush me|pressur\w*|lectur\w*|manipulat\w*|judg\w*|nag\w*|interrupt\w*"
        r"|teas\w*|told what|called)\b",
        re.I),
    "with a seed 边界 word: how the user is treated is a boundary",
    "seed 000 classifyMemoryType 边界 words, [beyond] read as a boundary only about treatment",
    ("我不喜欢被催促", "I hate being rushed"),
    ("我不喜欢吃甜食", "I hate spiders"),
)

SEED_BOUNDARY_WORDS = Row(
    "seed_boundary_words",
    re.compile(
        r"不喜欢|讨厌|受不了|避免|操控|套路"
        r"|\b(?:don't like|do not like|hate|can't stand|avoid)\b", re.I),
    "a seed 边界 word: a boundary when the clause is about treatment",
    "seed 000 classifyMemoryType 边界 words (不喜欢|避免|操控|套路), [beyond] their twins",
    ("我不喜欢被催促", "I can't stand being lectured"),
    ("我喜欢猫", "I like being called Sam"),
)

# A clause with 以后 / 下次 and no other signal is read as a request of the assistant
# ("下次推荐电影先问问我": a style). One that opens on a wish and asks nothing of the
# assistant is the user's own hope: a goal or plan (重要事实), or, when it is about talking
# with the assistant, a relationship goal. Type only: the clause is kept as before [beyond].
OWN_WISH = Row(
    "own_wish",
    re.compile(r"^(?:也|还|真|好|就|更|只)?(?:希望|盼望|但愿)(?![^，。,.]*你)"
               r"|^(?:hope|hoping|wish)\b(?![^,.]*\byou\b)", re.I),
    "type: a wish of the user's own, not a style request (重要事实, or a relationship goal)",
    "[beyond] issue 24 type accuracy: a zh hope after a feeling was typed 对话风格",
    ("希望下次能游得更远", "hope to swim farther next time"),
    ("希望你以后回复短一点", "下次推荐电影先问问我"),
    contexts=("好开心！我今天终于学会游泳了，希望下次能游得更远。",),
)
WISH_TO_TALK = Row(
    "wish_to_talk",
    re.compile(r"聊|陪|说话|倾诉|\b(?:chat\w*|talk\w*)\b", re.I),
    "type: a wish of the user's own about talking with the assistant is a relationship goal",
    "[beyond] bench/data/README.md: relationship_goal is how the user wants the assistant "
    "to accompany them",
    ("希望以后也能常聊", "hope we can chat again next time"),
    ("希望下次能游得更远", "hope to swim farther next time"),
    contexts=("我和你聊天很开心，希望以后也能常聊。",),
)

# How to answer the user in a state of theirs ("When I'm sad, just listen to me, don't give
# advice", 我难过的时候你陪我聊聊天就好): read as a subordinate clause, or as about the partner,
# it kept nothing (round fix33's probe). A standing order said with always ("Always ask me how
# my day was") had no signal.
SITUATION_ASKED = Row(
    "situation_asked",
    re.compile(r"^(?:以后|下次)?(?:(?:当|每当)?我[\u4e00-\u9fff]{1,8}?(?:的时候|时)"
               r"|(?:如果|要是)我[\u4e00-\u9fff]{1,8}?)[，,]?\s*(?:请)?"
               r"你(?:就|只要|只需要|可以|能|要)?(?:陪|听|安慰|别|不要|不用|多|少|给|跟|和|鼓励|提醒|逗|让)"
               # a state of the user's, not a one-off event ("If I get the job, remind me…")
               r"|^(?:when|whenever|if) i(?:'m| am| feel| get|'m feeling)"
               r" (?!(?:the|a|an|my|back|home|there)\b)[\w' ]{1,25}?,\s*"
               r"(?:please |just |can you |could you )?(?:listen|don'?t|do not|never|be|talk"
               r"|tell|remind|give|cheer|ask|leave|let|stay|check|say|help)\b"
               r"|^(?:please )?(?:always|every (?:day|morning|evening|time),?|from now on,?) "
               r"(?:ask|remind|tell|check (?:in )?(?:on|with)|greet|text|message) me\b", re.I),
    "memory signal: conversation style, how the assistant should answer the user in a state "
    "of theirs or always (said to the assistant: its me stays me)",
    "[beyond] issue 24 fix33 probe: 'When I'm sad, just listen to me, don't give advice', "
    "我难过的时候你陪我聊聊天就好 and 'Always ask me how my day was' kept nothing",
    ("When I'm sad, just listen to me, don't give advice.", "我难过的时候你陪我聊聊天就好",
     "Always ask me how my day was", "如果我压力大，你就提醒我休息",
     "以后我难过的时候，你就陪我聊聊天就好"),
    ("When I'm sad I listen to music", "我难过的时候会听歌", "I always ask my mom",
     "你难过的时候我陪你", "When I'm tired, I go to bed early",
     "If I get the job, remind me to celebrate", "When I get home, remind me to call mom"),
)

# "Can you reply in English this time?" was kept as a standing style (language: English): a
# request for this reply only (this time, 这次) asks nothing of the replies to come.
ONE_OFF_REQUEST = Row(
    "one_off_request",
    # a lasting word beside it ("from now on, not just today", 以后) makes it a standing one
    re.compile(r"^(?!.*\b(?:from now on|always|every time|in general|going forward)\b)"
               r"(?!.*(?:以后|一直|总是|每次|从现在开始))(?:"
               r"^(?:please |pls |just |ok,? |okay,? |and )*(?:(?:could|can|would|will) you "
               r"(?:please |just )?)?(?:reply|respond|answer|talk|speak|write|explain|say|tell me"
               r"|give me|keep|make|use|translate|be)\b[^.!?]*\b(?:this time|just this once"
               r"|this once|for now|for this (?:one|answer|question|reply|message)|right now"
               r"|for today)\b"
               r"|^(?:那|那么|好的?|嗯)?[，,]?(?:你)?(?:(?:这次|这一次|这回|今天|暂时|先)(?:就|请|你|都)*)+"
               r"(?:用|说|回复|回答|讲|写)[^，。！？!?]{0,12}$"
               r"|.*?(?:用|说)[^，。！？!?]{1,6}(?:回答|回复|翻译|解释)(?:一下)?"
               r"(?:这个|这句|这段|这条|刚才))", re.I),
    "no memory: a request for this reply only (this time, 这次) is no standing style",
    "[beyond] issue 24 fix34: 'Can you reply in English this time?' showed language: English",
    ("Can you reply in English this time?", "Keep it short this time",
     "answer in French just this once", "这次用英文回答吧", "这次先用中文回复我吧",
     "先用中文说吧", "用英文回答这个问题"),
    ("Reply in English from now on", "I'm going to Paris this time", "请用英文回复",
     "以后跟我说中文", "Keep your answers short", "这次旅行很开心",
     "Please talk to me more gently from now on, not just today", "这次开始以后都用英文回复吧"),
)

# "Remember, don't tell anyone about this" was kept as a boundary (fix35): secrecy asked about
# what is being said now binds this talk, not the assistant for good; what "this" is was said
# in its own clause or message, which is kept as any fact is.
SECRET_ASKED = Row(
    "secret_asked",
    re.compile(r"^(?:(?:remember|please|pls|and|but|so|oh|just|ok|okay|also)[,\s]+)*"
               r"(?:(?:这个|这件事|这事|这些)?(?:你)?(?=[替帮给别不千可]))?(?:"
               r"(?:don'?t|do not|never|please don'?t) (?:tell|mention (?:it|this|that) to"
               r"|say (?:anything|a word) to) (?:anyone|anybody|a soul|others|other people"
               r"|people)\b"
               r"|keep (?:this|it|that) (?:between (?:us|you and me)|to yourself|(?:a )?secret"
               r"|quiet|private)\b|(?:this|it) (?:stays|is|'s) between (?:us|you and me)\b"
               r"|(?:千万|可)?(?:别|不要|不许|不能)(?:告诉|跟|和|对|让)(?:别人|任何人|其他人|外人|谁)"
               r"|(?:替|帮|给)我保密|别(?:说|传)出去|(?:这|这事|这件事)(?:是)?(?:咱们|我们)(?:之间)?的秘密)"
               # the secret said in the same clause is a fact the user tells ("Don't tell
               # anyone I'm pregnant", 别告诉别人我怀孕了): the clause was dropped whole (review35)
               r"(?!\s*(?:that\s+)?(?:i|i'm|i've|i'd|my|we|we're|our)\b)(?!(?:说|讲|提)?(?:我|咱))",
               re.I),
    "no memory: secrecy asked about what is said now (don't tell anyone, 别告诉别人) binds this "
    "talk, no lasting boundary with the assistant",
    "[beyond] issue 24 fix35: 'Remember, don't tell anyone about this' was kept as a boundary",
    ("Remember, don't tell anyone about this", "don't tell anyone yet", "keep this between us",
     "别告诉别人", "千万别跟别人说", "替我保密哦", "这个你帮我保密"),
    ("Don't tell me spoilers", "I never tell anyone my salary", "别跟我提前任",
     "我不想告诉别人我的病", "My mom told me not to tell anyone", "Don't mention my ex",
     "Don't tell anyone I'm pregnant", "Please don't tell anyone that I have depression",
     "别告诉别人我怀孕了", "千万别跟别人说我离婚了"),
)

ROWS: tuple[Row, ...] = (SECRET_ASKED, ONE_OFF_REQUEST, NOT_BOUNDARY_BIE, NOT_BOUNDARY_ASKED,
                         BOUNDARY_EXTRA,
                         GOAL_REQUEST, STYLE_REQUEST, STYLE_ASKED_EN, STYLE_COMPARED_EN,
                         NAME_BOUNDARY,
                         BOUNDARY_DIRECTED_EN, TREATMENT, SEED_BOUNDARY_WORDS, OWN_WISH,
                         WISH_TO_TALK,
                         SITUATION_ASKED)
