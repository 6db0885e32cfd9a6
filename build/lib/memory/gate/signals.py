"""Every keyword rule of the candidate gate, in one place (seed 003 plus [beyond]).

Seed patterns are kept verbatim; the English twins and the extra Chinese patterns beside
them are [beyond] the seed and marked so.
"""

from __future__ import annotations

import re

# --- seed 003 fast reject -------------------------------------------------------------
SHORT_SIGNAL = re.compile(r"(记住|以后|喜欢|讨厌|不要|别再)")
SHORT_SIGNAL_EN = re.compile(r"\b(remember|from now on|like|love|hate|don't|never)\b", re.I)
ACKNOWLEDGEMENT = re.compile(
    r"^(好|嗯|哦|啊|哈+|哈哈+|谢谢|谢啦|好的|可以|行|ok|OK|晚安|早安|拜拜|再见)[。！!~～\s]*$"
)
ACKNOWLEDGEMENT_EN = re.compile(
    r"^(ok(ay)?|k|yes|yeah|yep|no|nope|sure|thanks?|thank you|thx|ty|lol|haha+|hi|hello|hey"
    r"|good ?night|good ?morning|bye|see you|cool|nice|great|got it|alright)[.!~\s]*$",
    re.I,
)

# --- seed 003 keyword fallback --------------------------------------------------------
EXPLICIT_SIGNAL = re.compile(
    r"(记住|记一下|以后|下次|别再|不要再|我喜欢|我不喜欢|我讨厌|我习惯|我的习惯|我的边界|我的偏好|我希望你|你以后)"
)
BOUNDARY_SIGNAL = re.compile(r"(不要|别|拒绝|不接受|底线|边界|禁忌|雷点|不舒服)")
PREFERENCE_SIGNAL = re.compile(r"(喜欢|不喜欢|偏好|习惯|更想|更希望|受不了|讨厌|想要你|希望你)")
IMPORTANT_FACT_SIGNAL = re.compile(
    r"(生日|工作|学校|家人|朋友|伴侣|前任|城市|搬家|生病|考试|面试|项目|目标|计划)"
)
EXPLICIT_SIGNAL_EN = re.compile(
    r"\b(remember|keep in mind|from now on|next time|don't ever|never again|i like|i love|"
    r"i hate|i prefer|i don't like|i do not like|i can't stand|my boundary|i want you to|"
    r"please always|please never|i'm used to|my habit)\b",
    re.I,
)
BOUNDARY_SIGNAL_EN = re.compile(
    r"\b(don't|do not|never|refuse|won't accept|boundary|boundaries|off[- ]limits|"
    r"uncomfortable|deal[- ]?breaker|stop (calling|asking))\b",
    re.I,
)
PREFERENCE_SIGNAL_EN = re.compile(
    # Not bare "like" / "would you": "what's the weather like?" is no preference.
    r"\b((?:i|we) (?:really |also |do |)(?:like|love)|likes|loves|prefer|preference|hate|"
    r"can't stand|rather|enjoy|favou?rite|used to|habit)\b",
    re.I,
)
IMPORTANT_FACT_SIGNAL_EN = re.compile(
    r"\b(birthday|work(ing)? (as|at|for)|my job|job|school|university|family|wife|husband|"
    r"partner|boyfriend|girlfriend|my ex|city|live in|living in|moved|moving|sick|allergic|"
    r"exam|interview|project|goal|plan|my name is|i'm an? |i am an? |my (cat|dog|son|daughter"
    r"|mother|father|mom|dad))\b",
    re.I,
)
# [beyond] facts that constrain answers across topics (seed 004 §3.5) are important facts.
CONSTRAINT_SIGNAL = re.compile(
    r"(预算|过敏|养了|养着|有(一|两|三)?只(猫|狗)|租房|素食|吃素|老人|孩子|住在|我是一名|"
    r"budget|allergic|i have an? (cat|dog)|my (cat|dog)|vegetarian|vegan|i rent|live in|"
    r"i'm an? [a-z]+(er|or|ist|ian)\b)",
    re.I,
)
STYLE_SIGNAL = re.compile(
    r"(回复|回答|说话|语气|称呼|叫我|reply|replies|answer|tone|call me|short|brief)", re.I
)
GOAL_SIGNAL = re.compile(r"(目标|想要|希望|正在|\bgoal\b|\bhope\b|\bwant us\b|\bwish\b)", re.I)
# [beyond] time-bound wording without a word of persistence marks a passing state.
TEMPORARY_SIGNAL = re.compile(
    r"(今天|今晚|现在(?:在|有点|好|很|特别|正在)|刚才|刚刚|此刻|这会儿|刚吃|在路上|有点烦|有点累|有点困|好累|好困|"
    r"\btoday\b|\btonight\b|right now|at the moment|\bjust (ate|had|got)\b|on my way|"
    r"\bso tired\b|\bkind of (sad|tired|annoyed)\b|^(?:ugh+|argh+|urgh+|唉+)\b)",
    re.I,
)
PERSISTENCE_SIGNAL = re.compile(
    r"(一直|平时|通常|总是|每次|以后|always|usually|every time|from now on|in general)", re.I
)
DONT_REMEMBER = re.compile(
    # "别记错/不要记混" and "don't forget" ask to be remembered, not forgotten.
    r"((?:别|不要|不用)记(?!错|混|反|岔|漏)|(?<![别不要])忘(?:掉|了)这|"
    r"don't remember|do not remember|don't save|do not save|"
    r"(?<!don't )(?<!do not )(?<!never )forget (this|that|what i said)|"
    r"off the record|don't store)",
    re.I,
)



# --- [beyond] extra fast-reject rules --------------------------------------------------
SHORT_SIGNAL_EXTRA = re.compile(r"(住在|我是|我叫|过敏|生日)")
# A question to the agent about the agent is small talk, not a fact about the user.
QUESTION_TO_AGENT = re.compile(
    r"^(?:你|您)(?:平时|最|一般|也|会|比较|到底)?(?:喜欢|讨厌|爱|怕|有没有|是不是)[^。！!]*[？?]\s*$"
    r"|^(?:do|did|would|are|have|what(?:'s| is| are)|which)\b[^.!]*\byour?\b[^.!]*\?\s*$",
    re.I,
)
HEDGE = re.compile(
    r"^(?:(?:嗯|哈+|额|呃|sure|yeah|ok|well|lol)[，,.!\s]*)?"
    r"(?:可能吧|也许吧|大概吧|还行吧|你猜|i guess|maybe|probably|i suppose)",
    re.I,
)
HEDGE_OVERRIDE = re.compile(r"(记住|以后|remember|from now on)", re.I)
DUPLICATE_FILLER = re.compile(
    r"(跟你说过的?|说过了|记住|记得|请|please|like i said|i told you"
    r"|[的了哦啊呀嘛呢吧，,。！!~～\s])",
    re.I,
)

# --- [beyond] finer keyword-fallback signals, checked in this order ----------------------
# 别 inside ordinary words (特别, 区别…) is no boundary: strip those before the seed regex.
NOT_BOUNDARY_BIE = re.compile(
    r"特别|分别|区别|告别|识别|派别|级别|性别|类别|鉴别|辨别|差别|个别|别人|别的|别处"
)
BOUNDARY_EXTRA = re.compile(r"(雷区|不想聊|不想提|rather not|\bstop\b)", re.I)
GOAL_REQUEST = re.compile(
    r"(像朋友一样|当朋友|做朋友|朋友关系|恋人|树洞|陪我|陪伴|倾诉|督促我|一起成长|伙伴)"
    r"|\b(be friends|as friends|study buddy|accountable|check(?:s)? in on me|take it slow"
    r"|be my)\b",
    re.I,
)
STYLE_REQUEST = re.compile(
    r"(回复|回答|说话|语气|叫我|称呼|用中文|用英文|少讲|多听|别那么|正式|简短|啰嗦|表情|追问)"
    r"|\b(repl(?:y|ies)|respond|answers?|tone|call me|emojis?|casual|formal|blunt|shorter"
    r"|brief|in english|in chinese)\b",
    re.I,
)
NAME_BOUNDARY = re.compile(
    r"(别|不要|不许|don't|never|stop)[^，。,.]{0,4}(叫我|称呼|call me)", re.I
)
IDENTITY = re.compile(
    r"(我是(?:一名|一个|个)?[^，。,.!！？?]{0,8}(?:人|生|师|员|士|者|家|手|工|长)|我叫"
    r"|我(?:今年)?\d{1,2}岁|我住在|我(?:一直|现在|目前)?在[^，。]{0,12}(?:工作|上班|上学|读书|做|当)"
    r"|我(?:有|养了)(?:个|一个|一只|两只|只)?(?:弟弟|妹妹|哥哥|姐姐|儿子|女儿|孩子|猫|狗)"
    r"|过敏|女朋友|男朋友|老婆|老公|对象|爸爸|妈妈|父母|搬(?:去|到)|学的是|专业是)"
    r"|\b(?:i'?m \d{1,2}\b|single (?:mom|dad|parent)|i'?ve been an? "
    r"|i'?m (?:studying|training|learning|majoring)|i work (?:as|at|for|in|night)"
    r"|we'?re moving|marathon)",
    re.I,
)
HABIT = re.compile(
    r"(一般都|通常|平时|总是|经常|每天|每周|爱吃|爱喝|爱看|爱听|超爱|最爱|不吃|不喝|不碰|吃不了"
    r"|不能吃|夜猫子)|\bi (?:usually|always|normally|often|never|don't (?:eat|drink))\b",
    re.I,
)
