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
    r"\b((?<!don't )(?<!do not )(?<!i )(?<!you )(?<!really )"
    r"remember(?= (?:that|this|:|my|i'm|i am|i\b))"
    r"|keep in mind|from now on|next time|don't ever|never again|i like|i love|"
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
    r"特别|分别|区别|告别|识别|派别|级别|性别|类别|鉴别|辨别|差别|个别|别人|别的|别处|别致|别具|别有"
)
BOUNDARY_EXTRA = re.compile(r"(雷区|不想聊|不想提|rather not|\bstop\b)", re.I)
GOAL_REQUEST = re.compile(
    r"(像朋友一样|当朋友|做朋友|成为(?:好)?朋友|朋友关系|恋人|树洞|陪我|陪伴|倾诉|督促我|一起成长|伙伴|"
    r"能聊天的|聊得来的|说说话的)"
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


# --- [beyond] clause-level signals: what in a message is a fact, what is chatter ----------
# A message is judged clause by clause (memory/clauses.py): greetings, thanks,
# acknowledgements, praise of the assistant and questions are never facts, whatever
# keyword they carry ("谢谢你，朋友" names no friend; "你喜欢什么？" is no preference).
CHATTER = re.compile(
    r"还没(?:有)?(?:计划|打算|想好|决定)|暂时(?:还)?没(?:有)?$"
    r"|^(?:i )?(?:have|had) no (?:plans|idea)|"
    r"^(?:(?:你好|您好|嗨|哈喽|hello|hi|hey|早上好|早安|晚上好|下午好|晚安|朋友|ai伴侣|亲爱的|"
    r"嗯+|哈+|呵+|哇+|哦+|噢|啊+|呀|耶|诶|唉|额|呃|对|对呀|对啊|是啊|是呀|是的|没错|当然|确实|真的|"
    r"好|好的|好吧|好啊|好呀|行|可以|ok|okay|嗯嗯|知道了|明白了|懂了|原来如此|这样啊|"
    r"谢谢|谢啦|感谢|多谢|再见|拜拜|回头见|下次见)[\s，,。！!~～、]*)+$"
    r"|谢谢|感谢|多谢|谢啦|辛苦了"
    r"|听起来(?:不错|很不错|很棒|挺好|很好|很有|真|好|也|都)|(?:这|那|这个|那个|这些|那些|你的)"
    r"(?:都|也|真|确实)?(?:是)?(?:个|一个|些)?(?:很|非常|真|挺)?(?:好|棒|不错|实用|有用|有道理|有意思|"
    r"有趣|有帮助)(?:的)?(?:主意|建议|想法|方法|办法|推荐|意见)?"
    r"|(?:好|不错|有用|实用|有趣)的?(?:主意|建议|想法|方法|推荐)"
    r"|你(?:说得|说的|讲得)(?:对|很对|没错|有道理|太对了)|有道理|说得对"
    r"|我(?:会|要|得|可以|也会|一定会|就)(?:好好|认真|努力|尽量|多|去|再)?"
    r"(?:尝试|试试|试一试|试着|考虑|看看|去看|去试|注意|想想|思考一下|照做|遵守|参考|练习一下|努力)"
    r"|我(?:明白|知道|懂|了解|理解)(?:了|啦)|我大概理解了|我好多了|感觉好多了"
    r"|下次(?:再)?聊|再见|拜拜|我(?:得|要|必须)(?:先)?(?:走了|离开|休息|下线|去(?:休息|睡|忙|吃饭|处理)|下了)"
    r"|^看来"
    r"|(?:下次|以后|回头|有机会|明天)(?:我)?(?:也)?(?:可以|会|再|就|要)?(?:试|尝试|去试|去看看|考虑)"
    r"|你(?:真|太|好|很|人真)(?:好|棒|厉害|聪明|贴心|温柔|可爱|有趣)|和你聊天(?:真|很|总是)"
    r"|^(?:thanks?|thank you|thx|ty|cheers)\b|\bthank(?:s| you)\b|\bappreciate (?:it|that|your|you)"
    r"|^(?:ok(?:ay)?|k|yes|yeah|yep|yup|sure|cool|great|nice|awesome|wow|oh|ah|hmm+|haha+|lol"
    r"|hi|hello|hey|bye|good ?night|good ?morning|alright|right|indeed|exactly|absolutely"
    r"|(?:hello|hi|hey|dear),? (?:my )?(?:dear )?friend|my friend|friend"
    r"|definitely|totally|true|same|me too|got it|i see|fair enough|of course)\b[\s,.!~]*"
    r"(?:[a-z]+[\s,.!~]*)?$"
    r"|^(?:that|this|it|these|those|they|all|that all)(?:'s| is| are| was| were| sounds?| looks?"
    r"| seems?)(?: all| really| so| very| such| pretty| super| quite| just| truly)*"
    r" (?:a |an )?(?:good|great|awesome|amazing|cool|nice|wonderful|fantastic|helpful|useful"
    r"|interesting|fun|lovely|beautiful|incredible|inspiring|true|right|impressive|brilliant"
    r"|practical|perfect|neat|sweet|exciting|delicious|touching|special|powerful|fascinating)\b"
    r"|^sounds? (?:good|great|like|fun|amazing|awesome|interesting|practical|perfect)"
    r"|^(?:good|great) (?:idea|point|question|advice|suggestions?|luck|job|to know|to hear)"
    r"|^(?:good luck|keep it up|keep going|you got this|well done|congrat\w*|happy for you)"
    r"|^(?:i'?m|i am) (?:so |really )?(?:glad|happy|thrilled|stoked) (?:to hear|for you|you)"
    r"|^glad (?:to hear|you|it)|^you(?:'re| are) (?:right|so right|the best|amazing|awesome|so kind"
    r"|welcome|too kind)|^no problem|^my pleasure|^see you|^take care|^talk (?:to you )?soon"
    r"|^i(?: will|'ll| would|'d| can| could| should| might| must| shall)"
    r" (?:definitely |certainly |surely "
    r"|really |also |probably |just |now |def )?(?:try|give (?:it|them|that|this) a|consider|think"
    r" about|keep (?:that|this|it|those) in mind|check|look (?:into|at|for|up)|take a look|do my"
    r" best|make sure|start thinking|search|see|follow|remember (?:that|this)|look forward"
    r"|make (?:an|every) effort|be sure|go with|stick with)"
    r"|^(?:i )?(?:agree|understand|see what you mean|get it)\b"
    r"|^(?:i )?(?:can't|cannot) wait\b",
    re.I,
)
# A clause that asks: a question mark, or a question word in a sentence that ends with one.
QUESTION_END = re.compile(r"[?？]\s*$")
QUESTION_CLAUSE = re.compile(
    r"(?:吗|呢|么|嘛)\s*[?？]?\s*$|什么|怎么|为什么|为啥|哪|谁|几|多少|是否|能不能|可不可以|可以不|"
    r"有没有|会不会|要不要|是不是|好不好|行不行|对不对|如何"
    r"|^(?:what|how|why|when|where|who|whom|whose|which|do|does|did|can|could|would|will|is|are"
    r"|was|were|should|shall|may|might|have|has|had|any|anything|isn't|aren't|don't|doesn't"
    r"|didn't|won't|wouldn't|shouldn't|could you|would you|what's|how's|where's|who's|wanna)\b",
    re.I,
)
# Asking the assistant for something reveals no fact by itself.
REQUEST = re.compile(
    r"^(?:请|麻烦)?你(?:能|可以|帮|给|来|推荐|说说|讲讲|告诉)|^(?:能|可以|请|麻烦)(?:你|帮|给)|"
    r"^帮我|^给我(?:一些|推荐|讲|说)|有什么(?:建议|推荐|方法|办法|技巧)|推荐(?:一些|几)"
    r"|^(?:please |pls )?(?:can|could|would|will) you\b|^please (?:help|tell|give|recommend|suggest"
    r"|explain|list|write|make|provide|show)|^(?:help|tell|give|show|suggest|recommend|explain"
    r"|list|write|make|provide|describe|compare|create|generate|translate|summari[sz]e|draft"
    r"|rewrite|add|elenca)\b|^i (?:was |am |'m )?(?:wondering|curious) (?:if|whether|about|what"
    r"|how|why)|^i'?d (?:like|love) (?:to know|to hear|some|your|you to (?:tell|give|help|explain"
    r"|recommend|suggest))|^i (?:need|want) (?:some |a few )?(?:help|tips|ideas|advice|suggestions"
    r"|recommendations)|^i'?m (?:still |just |really |also )?(?:looking for|trying to (?:find"
    r"|figure out|decide|understand|learn more|come up))|^any (?:tips|ideas|suggestions"
    r"|recommendations|advice)|^i'?m (?:really |also |just )?(?:interested in|curious about)"
    r" (?:learning|knowing|finding out|hearing|reading) (?:more )?about",
    re.I,
)
# A clause about the partner (the assistant, or the other speaker): not about the user.
ABOUT_PARTNER = re.compile(r"你|您|\b(?:you|your|you're|you've|you'll|you'd|yours|ya|u)\b", re.I)
# What the user wants from the assistant keeps its "you": 叫我 / call me / don't … me.
ADDRESSED_REQUEST = re.compile(
    r"(?:叫我|称呼我|以后|记住|别|不要|希望你|想让你|请你|你以后|你要|你得|你(?:能|可以)?(?:别|不要|少|多)"
    r"|不接受你|受不了你|讨厌你|不喜欢你|你能不能(?:别|不要)|多(?:听|问)"
    r"|call me|from now on|remember|don't|do not|stop|please (?:always|never|ask|keep|use|be)"
    r"|\bi(?: want| need| would like|'d like|'d love| would love| prefer| hope) (?:for )?you"
    r"|can you (?:always|please)"
    r"|in the future|^(?:please |pls )?(?:keep|be|use|try|call|talk|speak|reply|answer|respond"
    r"|ask|avoid)\b|^(?:please |pls )?(?:could|can|would|will) you (?:please )?(?:be|keep|use"
    r"|stop|reply|answer|talk|speak|call|try to be|not|always|never|remember)\b"
    r"|^(?:你)?(?:能不能|可不可以|可以|能)(?:别|不要|少|多|用|叫我|简短|简单|直接|温柔|慢))",
    re.I,
)
# A passing mood, said of today: not a lasting fact unless something lasting comes with it.
MOOD = re.compile(
    r"^(?:我)?(?:真的|很|好|有点|有些|还是|也|又|就)?(?:害怕|担心|怕|紧张|不敢)"
    r"|(?:心情|情绪)(?:有些|有点|很|不|好|大|低落|不好|不错)|^(?:我|今天|现在|感觉|觉得|心里|真的|都|也|就)*"
    r"(?:好|很|真|有点|有些|特别|超级|非常|太)?"
    r"(?:难过|伤心|开心|高兴|沮丧|失望|烦|郁闷|生气|累|困|无聊|害怕|激动|兴奋|失落|紧张|委屈|不开心|"
    r"幸福|快乐|满足|感动|舒服|爽)(?:啊|呀|呢|了|极了|的)?$"
    r"|^(?:i(?:'m| am| feel| felt| was)|feeling|i'?m feeling) (?:so |really |a bit |a little |"
    r"kind of |super |very |pretty |totally |just )*(?:sad|happy|excited|tired|exhausted|bored|"
    r"scared|nervous|angry|upset|disappointed|lonely|hopeless|great|good|fine|awesome|stressed"
    r"|anxious|frustrated|down|thrilled|proud|relieved|grateful|thankful|blessed|lucky)\b"
    r"(?: (?:today|now|right now|about it|about that))?[\s!.]*$",
    re.I,
)
# What makes a clause a fact about the user, by family (checked after the seed's signals).
LIKES = re.compile(
    r"喜欢|爱(?:吃|喝|看|听|玩|上|好|读|画|唱|跳|跑|逛|拍|旅)|最爱|热爱|酷爱|感兴趣|有兴趣|着迷|迷上|在乎|"
    r"偏爱|钟爱|讨厌|受不了|偏好|爱好|兴趣|更想|更希望|倾向|粉丝|是[^，。]{0,6}迷"
    r"|\b(?:i|we)(?: really| also| absolutely| just| do| still| totally| truly| especially| quite"
    r"| kinda| sort of| definitely| always| very much)* (?:love|like|enjoy|adore|prefer|hate"
    r"|dislike|can't stand|despise|loved|liked|enjoyed|adored|hated)\b|\bfavou?rites?\b"
    r"|\b(?:huge|big|massive|die-hard) fan\b|\bi'?m (?:a )?fan of\b|\b(?:i'?m|i am|i've been"
    r"|i have been|i got|i'?ve always been)(?: really| very| so| quite| also| super| always)*"
    r" (?:into|interested in|passionate about|obsessed with|fascinated by|hooked on|crazy about"
    r"|a sucker for)\b|\b(?:i|we)(?: \w+)? (?:prefer|would rather|'d rather)\b"
    r"|^(?:really |totally |absolutely )?(?:love|enjoy|adore) (?!you)\w"
    r"|\b(?:is|are|was) (?:really |very |so )?(?:important|special|precious"
    r"|meaningful|dear) to me\b|\b(?:matters|means (?:a lot|so much|everything)) to me\b"
    r"|我觉得[^，。]{1,12}(?:很|特别|非常|超级|真|最|好)(?:漂亮|好看|美|好吃|好听|好玩|有趣|可爱|棒)",
    re.I,
)
ONGOING = re.compile(
    r"最近(?:我)?(?:在|正在|开始|一直|又|还|也|常|经常|迷上|对|[^，。]{0,3}(?:听了|看了|去了|读了|买了|学了))|正在|一直在|在(?:学|练|准备|考虑|思考|研究|写|"
    r"读|备考|筹备|减肥|健身|找)|打算|计划|准备(?:去|参加|考|学|开始|换|搬)|很想去|特别想去|一直想|梦想|目标|以后想|"
    r"将来想|想成为|想学|想当|想换|想考|要去|快到了|要到了|即将"
    r"|\bi (?:was|am) (?:thinking|considering) (?:of|about)\b"
    r"|\bi(?:'?ve| have) been (?:\w+ )?(?:learning|practi[cs]ing|training|working|trying"
    r"|using|taking"
    r"|reading|writing|studying|thinking|considering|planning|going|doing|making|playing"
    r"|experimenting|getting|saving|volunteering|looking|focusing|collecting|building"
    r"|teaching|running|painting|cooking|exploring|dealing|struggling|having|feeling|meaning)"
    r"|\bi'?m (?:currently |now |still |also |actually |really |slowly |finally )?(?:learning"
    r"|studying|training|planning|thinking (?:of|about)|considering|working|trying|preparing"
    r"|saving|looking to|hoping|going to|getting|starting|taking|writing|building|reading"
    r"|doing|volunteering|running|teaching|expecting|pregnant|moving|retiring|launching"
    r"|organi[sz]ing|creating|developing|designing|renovating|raising|caring)\b"
    r"|\bi (?:plan|intend|hope|aim|want|wanna|would love|'d love|need) to (?:learn|start|try"
    r"|become|be|get|go|visit|travel|buy|open|write|finish|run|move|build|explore|improve|make"
    r"|create|launch|take|join|volunteer|adopt|see|do)\b|\bmy (?:goal|dream|plan|aim)s?\b"
    r"|\bgonna\b|\bnext (?:month|year|week|summer|spring|fall|winter|weekend)\b",
    re.I,
)
EVENT = re.compile(
    r"学会|报名|注册了|参加了|参加过|拿到|得到了|获得|赢了|第一次|毕业|结婚|订婚|分手|怀孕|生了|出生|"
    r"搬(?:家|到|去|走)|去了(?:一趟|趟)?(?:[^，。]{0,6}(?:旅|玩|看|参观|爬|登))|去过|演唱会|"
    r"音乐会|话剧|比赛|考上|被(?:录取|选上)|《|做过|(?:去|了一次|了一趟)(?:旅游|旅行)|(?:旅游|旅行)(?:了|过|回来)|种了|养了|领养|收到|错过|受伤|生病|住院|骨折|"
    r"做了一[^，。]{0,8}(?:菜|饭|蛋糕)|学了一道|最近去了|攀登|爬了|画了|写了一|拍了一|"
    r"去了(?:一座|一个|一趟|一次)?[^，。]{0,8}(?:城|市|省|国|岛|山|湖|海|镇|村|景区|博物馆|公园|寺|展)"
    r"|\b(?:i|we) (?:just |recently |finally |also |actually |even |once |first |already "
    r"|successfully |proudly )*(?:started|finished|joined|adopted|bought|moved|graduated|won"
    r"|passed|completed|attended|visited|traveled|travelled|learned|learnt|injured|broke"
    r"|celebrated|married|signed up|came in|lost|quit|retired|volunteered|climbed|hiked"
    r"|performed|published|built|created|painted|wrote|received|ran (?:a|\d+|my|the|in)"
    r"|took a (?:trip|class"
    r"|course)|went (?:on a|to|mountain|hiking|camping|skiing|fishing|surfing)|got (?:a new"
    r"|married|engaged|promoted|accepted|into|a perfect|my|an? [a-z]+ (?:dog|cat|puppy|job))"
    r"|made (?:it|a|my)|watched a|saw a|had (?:a|my) (?:first|baby|surgery))\b"
    r"|\blast (?:year|summer|week|month|weekend|spring|fall|autumn|winter)\b|\b\w+ ago\b",
    re.I,
)
PEOPLE = re.compile(
    r"(?:我的?|我们(?:的)?|我家)(?:好朋友|朋友|闺蜜|爸爸|妈妈|爸|妈|父母|家人|老公|老婆|丈夫|妻子|男朋友|女朋友|"
    r"对象|孩子|儿子|女儿|哥哥|姐姐|弟弟|妹妹|爷爷|奶奶|外公|外婆|姥姥|姥爷|舅舅|姑姑|阿姨|叔叔|伯伯|表哥|表姐|"
    r"同桌|同学|同事|老师|邻居|室友|宠物|猫|狗)|^(?:舅舅|姑姑|爷爷|奶奶|外公|外婆|爸爸|妈妈|同桌)"
    r"|\b(?:my|our) (?:wife|husband|partner|boyfriend|girlfriend|fianc[ée]e?|mom|mum|mother|dad"
    r"|father|parents|son|daughter|kids?|children|brother|sister|siblings|grandma|grandmother"
    r"|grandpa|grandfather|grandparents|aunt|uncle|cousin|niece|nephew|best friend|friends?"
    r"|family|dog|cat|pets?|puppy|kitten|roommate|deskmate|teacher|boss|colleagues?"
    r"|neighbou?rs?|team|baby|twins)\b",
    re.I,
)
ROUTINE = re.compile(
    r"每天|每周|每个(?:周末|月|星期)|经常|平时|总是|一直|常常|通常|每次|从小|一般都"
    r"|\b(?:usually|always|often|normally|regularly|typically|frequently|rarely|never|every"
    r" (?:day|week|morning|night|weekend|year|sunday|saturday)|\d+ times a|used to|tend to"
    r"|on weekends|most (?:days|mornings|weekends))\b",
    re.I,
)
SITUATION = re.compile(
    r"上(?:夜|白|早|晚|中)班|夜班|白班|倒班|轮班|值班|三班倒|"
    r"压力(?:很|太|特别|比较)?大|迷茫|内向|外向|性格|孤独|失眠|瓶颈|记不清|融入不了|插不上话|困难|"
    r"不太理我|疏远|吵架|离婚|取笑|欺负|忽视|近视|过敏|生病|手术|住院|休养"
    r"|\b(?:night|day|early|late) shifts?\b|\bwork(?:ing)? (?:nights|days|shifts)\b"
    r"|\b(?:struggl\w+|insomnia|anxiety|depress\w*|introvert\w*|extrovert\w*|allerg\w+|diabet\w+"
    r"|injur\w+|chronic|pain|surgery|therapy|transition\w*|divorc\w+|pregnan\w+|make fun of"
    r"|bull(?:y|ied)|made fun|teas\w+)\b",
    re.I,
)
# Time-bound wording that does not stop a lasting fact from being one (今天学会了… is kept).
LASTING_DESPITE_TODAY = re.compile(
    r"学会|学了一道|报名|注册|第一次|拿到|获得|生日|《|毕业|结婚|搬家|音乐会|演唱会|话剧|比赛|旅行|旅游|"
    r"面试|画展|展览|攀登|喜欢|最爱|爱吃|爱喝|爱看|爱听"
    r"|\b(?:learned|signed up|first time|birthday|graduated|married|adopted|won|perfect score"
    r"|came in|concert|took a trip|went on a trip|mountain climbing|hiking|marathon|interview"
    r"|competition|again|missing|passed away|died"
    r"|love|loved|like|favou?rite|enjoy)\b", re.I)
# A change or a correction of what was said before: the new state is the fact (issue 16).
CHANGE_CUE = re.compile(
    r"不再|已经不|早就不|(?:现在|如今|目前)(?:已经)?(?:不|没)|改成|换成|改为|变成了|转成|不[\u4e00-\u9fff]{1,6}了[，,]"
    r"(?:现在|改|换|而是)|(?:以前|之前|原来|过去)[^。！？]{0,12}(?:现在|如今|后来)"
    r"|其实(?:我)?(?:现在|如今)?(?:已经|早就)?(?:并不|不是|没有|不)"
    r"|\bno longer\b|\bnot any ?more\b|\bchanged my mind\b|\bi'?ve (?:switched|changed|stopped"
    r"|quit|moved)\b|\bi (?:switched|stopped|quit)\b|\bused to\b[^.]*\b(?:now|but)\b"
    r"|\bactually,? (?:i|i'm|i've|my|it's)\b[^.]*\b(?:now|not|don't|no longer|instead|prefer"
    r"|changed|anymore)\b|\b(?:is|are) (?:fine|ok|okay) now\b|\bnow (?:i|i'm|i prefer)\b",
    re.I,
)
# A boundary in English is said to the assistant: "don't call me…", "stop asking…" [beyond].
BOUNDARY_DIRECTED_EN = re.compile(
    r"\b(?:don't|do not|never|please don't|stop|quit) (?:ever )?(?:call|tell|ask|give|send|use|say"
    r"|talk|mention|bring|remind|push|rush|lecture|judge|joke|make|reply|answer|respond"
    r"|recommend|suggest|assume|interrupt|nag|pressure|guilt|contact|text|calling|asking"
    r"|telling|giving|sending|mentioning|bringing|reminding|pushing|rushing)\b"
    r"|\bi (?:don't|do not) want (?:you|to be (?:called|asked|told|reminded|pushed))"
    r"|\bi hate (?:it )?when you\b|\bboundar(?:y|ies)\b|\boff[- ]limits\b|\buncomfortable\b"
    r"|\bdeal[- ]?breaker\b|\bwon't accept\b|\brather not\b",
    re.I,
)
# Someone in the user's life is said to be or do something lasting.
PEOPLE_PREDICATE = re.compile(
    r"会|是|有|喜欢|爱|总|经常|一直|要|搬|病|去世|离|婚|养|工作|住|当|取笑|欺负|教|手术|住院"
    r"|\b(?:is|are|was|has|have|loves|likes|works|lives|always|often|got|passed|moved|born|died"
    r"|makes|plays|teaches|helped|gave|signed|adopted)\b",
    re.I,
)
POSSESSION = re.compile(
    r"我(?:家)?(?:有|养了|买了)(?:一|两|三|几|个)[^，。]{0,3}(?:套|个|只|条|件|本|台|辆|把|位|群|盆|幅|部)"
    r"|\bi (?:have|own|got|bought) (?:a|an|two|three|\d+|my own|this|these|some)\b"
    r"|\bi'?ve got (?:a|an|two|three|\d+)\b",
    re.I,
)
# A clause that only sets up another ("他搬家以后", "if it rains"): never a statement by itself.
SUBORDINATE = re.compile(r"(?:以后|之后|的时候|时候|时)$|^(?:如果|要是|假如|虽然|尽管|即使)"
                         r"|^(?:if|when|whenever|although|though|unless|while)\b", re.I)
LIVES_EN = re.compile(r"\bI'?m (?:in|from|based in|living in|originally from) (?:the )?[A-Z]")
# Too vague to keep: "learning a new skill", "学一些新东西" (issue 16: vague openers).
VAGUE = re.compile(r"\b(?:a|some|any) new skills?\b|\bsomething new\b|\bnew things\b"
                   r"|新(?:的)?技能|新(?:的)?东西|新(?:的)?知识", re.I)
# Seed 000's 边界 words (不喜欢|避免|操控|套路…) name a boundary when they are about how the
# user is treated ("我不喜欢被催促"); a dislike of a thing ("不喜欢吃甜食") is a preference.
TREATMENT = re.compile(
    r"被|催|说教|套路|操控|逼|强迫|命令|冷暴力|争吵|吵架|教训|打扰|评判|调侃|开玩笑|叫我"
    r"|\b(?:rushed|rush me|pressur\w*|lectur\w*|manipulat\w*|judg\w*|nag\w*|interrupt\w*"
    r"|teas\w*|told what|called)\b",
    re.I,
)
SEED_BOUNDARY_WORDS = re.compile(r"不喜欢|讨厌|受不了|避免|操控|套路"
                                 r"|\b(?:don't like|do not like|hate|can't stand|avoid)\b", re.I)
