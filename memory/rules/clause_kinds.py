"""[beyond] What kind of clause it is: chatter, a pep talk, a reaction, a mood, a setup.

memory/language/clauses.py reads a message clause by clause with these: greetings, thanks,
acknowledgements, praise of the assistant, passing moods and clauses that only set up
another are never facts. Questions, requests and clauses about the partner are in
memory/rules/clause_asks.py; the families that make a clause a fact in memory/rules/facts.py.
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.not_names import MOODS_EN
from strata_layered.memory.rules.row import Row

# --- [beyond] clause-level signals: what in a message is a fact, what is chatter ----------
# A message is judged clause by clause (memory/language/clauses.py): greetings, thanks,
# acknowledgements, praise of the assistant and questions are never facts, whatever
# keyword they carry ("谢谢你，朋友" names no friend; "你喜欢什么？" is no preference).
CHATTER = Row(
    "chatter",
    re.compile(
        r"还没(?:有)?(?:计划|打算|想好|决定)|暂时(?:还)?没(?:有)?$"
        r"|^(?:i )?(?:have|had) no (?:plans|idea)|"
        r"^(?:(?:你好|您好|嗨|嘿|哈喽|hello|hi|hey|早上好|早安|晚上好|下午好|晚安|朋友|ai伴侣|亲爱的|"
        r"嗯+|哈+|呵+|哇+|哦+|噢|啊+|呀|耶|诶|唉|额|呃|对|对呀|对啊|是啊|是呀|是的|没错|当然|确实|真的|"
        r"好|好的|好吧|好啊|好呀|行|可以|ok|okay|嗯嗯|知道了|明白了|懂了|原来如此|这样啊|"
        r"谢谢|谢啦|感谢|多谢|再见|拜拜|回头见|下次见)[\s，,。！!~～、]*)+$"
        r"|谢谢|感谢|多谢|谢啦|辛苦了"
        r"|听起来(?:不错|很棒|挺好|很好|很有|真|好|也|都)|(?:这|那|这个|那个|这些|那些|你的)"
        r"(?:都|也|真|确实)?(?:是)?(?:个|一个|些)?(?:很|非常|真|挺)?(?:好|棒|不错|实用|有用|有道理|有意思|"
        r"有趣|有帮助)(?:的)?(?:主意|建议|想法|方法|办法|推荐|意见)?"
        r"|(?:好|不错|有用|实用|有趣)的?(?:主意|建议|想法|方法|推荐)"
        r"|你(?:说得|说的|讲得)(?:对|很对|没错|有道理|太对了)|有道理|说得对"
        r"|我(?:会|要|得|可以|也会|一定会|就)(?:好好|认真|努力|尽量|多|去|再|继续)*"
        r"(?:尝试|试试|试一试|试着|考虑|看看|去看|去试|注意|想想|思考一下|照做|遵守|参考|练习一下|努力)"
        r"|我(?:明白|知道|懂|了解|理解)(?:了|啦)|我好多了|感觉好多了"
        r"|下次(?:再)?聊|再见|拜拜|我(?:得|要|必须)(?:先)?(?:走了|离开|休息|下线|去(?:休息|睡|忙|吃饭|处理)|下了)"
        r"|^看来"
        r"|(?:下次|以后|回头|有机会|明天)(?:我)?(?:也)?(?:可以|会|再|就|要)?(?:试|尝试|去试|去看看|考虑)"
        r"|你(?:真|太|好|很|人真)(?:好|棒|厉害|聪明|贴心|温柔|可爱|有趣)|和你聊天(?:真|很|总是)"
        r"|^(?:thanks?|thank you|thx|ty|cheers)\b|\bthank(?:s| you)\b|\bappreciate (?:it|that|your"
        r"|you)"
        r"|^(?:ok(?:ay)?|k|yes|yeah|yep|yup|sure|cool|great|nice|awesome|wow|oh|ah|hmm+|haha+|lol"
        r"|ugh+|argh+|meh|phew|oof|sigh"  # a sigh says nothing of the user (left40)
        r"|hi|hello|hey|bye|good ?night|good ?morning|alright|right|indeed|exactly|absolutely"
        r"|(?:hello|hi|hey|dear),? (?:my )?(?:dear )?friend|my friend|friend"
        r"|definitely|totally|true|same|me too|got it|i see|fair enough|of course)\b[\s,.!~]*"
        r"(?:[a-z]+[\s,.!~]*)?$"
        r"|^(?:that|this|it|these|those|they|all|that all)(?:'s| is| are| was| were| sounds?"
        r"| looks?"
        r"| seems?)(?: all| really| so| very| such| pretty| super| quite| just| truly)*"
        r" (?:a |an )?(?:good|great|awesome|amazing|cool|nice|wonderful|fantastic|helpful|useful"
        r"|interesting|fun|lovely|beautiful|incredible|inspiring|true|right|impressive|brilliant"
        r"|practical|perfect|neat|sweet|exciting|delicious|touching|special|powerful|fascinating)\b"
        r"|^sounds? (?:good|great|like|fun|amazing|awesome|interesting|practical|perfect)"
        r"|^(?:good|great) (?:idea|point|question|advice|suggestions?|luck|job|to know|to hear)"
        r"|^(?:good luck|keep it up|keep going|you got this|well done|congrat\w*|happy for you)"
        r"|^(?:i'?m|i am) (?:so |really )?(?:glad|happy|thrilled|stoked) (?:to hear|for you|you)"
        r"|^glad (?:to hear|you|it)|^you(?:'re| are) (?:right|so right|the best|amazing|awesome"
        r"|so kind"
        r"|welcome|too kind)|^no problem|^my pleasure|^see you|^take care|^talk (?:to you )?soon"
        r"|^i(?: will|'ll| would|'d| can| could| should| might| must| shall)"
        r" (?:definitely |certainly |surely "
        r"|really |also |probably |just |now |def )?(?:try|give (?:it|them|that|this) a|consider"
        r"|think"
        r" about|keep (?:that|this|it|those) in mind|check|look (?:into|at|for|up)|take a look"
        r"|do my"
        r" best|make sure|start thinking|search|see|follow|remember (?:that|this)|look forward"
        r"|make (?:an|every) effort|be sure|go with|stick with)"
        r"|^(?:i )?(?:agree|understand|see what you mean|get it)\b"
        r"|^(?:i )?(?:can't|cannot) wait\b",
        re.I),
    "clause kind: chatter (greetings, thanks, praise, agreement): never a fact",
    "[beyond] from the dev split's misses (bench/data/labelled_turns.jsonl)",
    ("谢谢你，朋友", "That sounds great!", "我会继续努力练习的", "Ugh"),
    ("我喜欢猫", "I live in Paris", "我会继续学钢琴"),
)

# A pep talk to the partner ("Don't give up", "keep going", "you got this", 加油): said to
# cheer them on, about no one's life. LoCoMo's friends say it often; kept, it read as the
# user's boundary ("don't…") or goal.
ENCOURAGEMENT = Row(
    "encouragement",
    re.compile(
        r"^(?:(?:so|and|but|just|always|remember(?: to)?|please|we'?ll|we will|let'?s|gotta"
        r"|you (?:should|must|need to)|[a-z]+,)[\s,]+)*(?:(?:don'?t|do not|never)(?: ever)?"
        r" (?:give up|quit|say never|stop (?:believing|trying|chasing|pushing|dreaming|going)"
        r"|lose (?:hope|faith|sight)|doubt yourself|be (?:so |too )?hard on yourself"
        r"|let (?:anything|anyone|anybody|fear|doubt|them|it|that|this)\b[^,.!]{0,20}"
        r"\b(?:stop|get|hold|bring|discourage))"
        r"|keep (?:going|it up|pushing|at it|shining|rocking|believing|chasing|pursuing|working"
        r"|focusing|striving|exploring|fighting|moving forward|your head up|up the good work)"
        r"|stay (?:strong|positive|focused|motivated|consistent|determined|resilient|true to"
        r" yourself)|you(?:'ve| have)? got this|you can do (?:it|this)|believe in yourself"
        r"|hang in there|chase your dreams|follow your (?:dreams|heart|passion))\b"
        r"|^(?:你)?(?:一定要|要|也要)?(?:加油|坚持(?:住|下去)|别放弃|不要放弃|永不放弃|相信自己"
        r"|(?:一定)?(?:可以的|能行|行的))",
        re.I),
    "clause kind: chatter (a pep talk to the partner: don't give up, keep going, 加油)",
    "[beyond] rows24 (LoCoMo's motivational talk kept as boundaries)",
    ("Don't give up, buddy", "Keep pursuing your music and never give up", "加油，你可以的"),
    ("I gave up smoking last year", "Keep your answers short", "我会坚持跑步"),
)

# "Love the colors and the chilled-out sunset vibe!": a liking said with no "I", of
# something pointed at (the, that, those, your…), is a reaction to what the partner just
# showed or told (LoCoMo's photos), not the user's lasting taste; "I love the huge slide"
# keeps its subject and stays a fact, and "Love hiking" names no thing pointed at.
REACTION = Row(
    "liking_reaction",
    re.compile(
        r"^(?:(?:just|really|totally|absolutely|so) )?(?:love|loving|adore|digging|dig)"
        r" (?:the|that|those|these|this|your|how|all the)\b",
        re.I),
    "clause kind: chatter (a liking with no subject of what the partner showed: a reaction)",
    "[beyond] issue 24 facts24 (conv-26 D17:13; train rows 'Love that purple color',"
    " 'Loving the inclusivity and support', 'Love the red and blue': none kept)",
    ("Love the colors and the chilled-out sunset vibe", "Loving the inclusivity and support",
     "Love that purple color"),
    ("I love the huge slide there", "Love hiking on weekends", "I really love the colors"),
)

# "Here's a pic from last week", "Here's a possible Facebook post": what the user shows the
# partner (a photo, a draft, a plan) is presented, not said of the user; the fact, if any, is
# in the clauses around it ("I made it last week").
SHOWING = Row(
    "showing",
    re.compile(r"^(?:(?:and|so|oh|ok(?:ay)?|anyway),? )?here(?:'s| is| are)\b", re.I),
    "clause kind: chatter (what the user shows the partner: a photo, a draft, a toast)",
    "[beyond] dev split (2026-12-03): 'Here's a possible Facebook post' kept as a fact; on "
    "dev + train 7 such memories, none a labelled fact (LoCoMo photos, LongMemEval drafts)",
    ("Here's a pic from last week", "Here's my workout plan",
     "Here are the photos from the trip"),
    ("Here in Boston I work as a nurse", "There's a park near my house",
     "I live here in Oslo"),
    contexts=("Thanks! Here's a recent self-portrait I made last week.",),
)

# A passing mood, said of today: not a lasting fact unless something lasting comes with it.
_PASSING_WHILE = (r"(?:(?:such|what) an? |an? |the )?(?:rough|long|bad|hard|tough|busy|crazy|awful"
                  r"|terrible|exhausting|stressful|late|sleepless|great|good|fun|lovely)"
                  r" (?:night|day|shift|week|morning|evening|weekend)"
                  r"(?: (?:on|at|in) (?:the |my )?[a-z]+)?")
"""A while said as what it was like: the cause of a passing feeling, passing too."""
MOOD = Row(
    "mood",
    re.compile(
        r"^(?:我)?(?:真的|很|好|有点|有些|还是|也|又|就)?(?:害怕|担心|怕|紧张|不敢)"
        r"|(?:心情|情绪)(?:有些|有点|很|不|好|大|低落|不好|不错)|^(?:我|今天|现在|感觉|觉得|心里|真的|都|也|就)*"
        r"(?:好|很|真|有点|有些|特别|超级|非常|太)?"
        r"(?:难过|伤心|开心|高兴|沮丧|失望|烦|郁闷|生气|累|困|无聊|害怕|激动|兴奋|失落|紧张|委屈|不开心|"
        r"幸福|快乐|满足|感动|舒服|爽)(?:啊|呀|呢|了|极了|的)?$"
        r"|^(?:i(?:'m| am| feel| felt| was)|feeling|i'?m feeling) (?:so |really |a bit |a little |"
        rf"kind of |super |very |pretty |totally |just )*(?:{MOODS_EN})\b"
        r"(?: (?:today|now|right now|about it|about that))?"
        # the passing while that made it ("so tired, rough night on the unit": left40)
        rf"(?:,? {_PASSING_WHILE})?[\s!.]*$",
        re.I),
    "clause kind: mood (a passing feeling, and the day or night that made it)",
    "[beyond] from the dev split's misses (bench/data/labelled_turns.jsonl); issue 24 left40 "
    "(probe39: 'Ugh, I'm so tired, rough night on the unit.' kept as a fact)",
    ("今天好开心", "I'm so tired today", "I'm so tired, rough night on the unit",
     "I'm exhausted, long day at work"),
    ("我喜欢猫", "I like cats", "I'm tired of my job", "I'm happy, my sister is getting married"),
)

# "idk what I'm doing with my life": not knowing what, why or whether is a passing state; not
# knowing how to do something ("I don't know how to swim") is a fact of the user's.
UNSURE = Row(
    "unsure",
    re.compile(r"^(?:tbh |honestly |lol )?(?:idk|i don'?t know|i do not know|i dunno|dunno"
               r"|no idea) (?:what|why|where|whether|if|who|how (?!to\b))", re.I),
    "clause kind: mood (the user does not know what to do or why: no fact)",
    "[beyond] issue 24 probe24d: 'idk what I'm doing with my life tbh' kept as a fact",
    ("idk what I'm doing with my life tbh", "I don't know why I bother",
     "dunno if I'll ever finish it"),
    ("I don't know how to swim", "I don't know Spanish", "idk, I think I prefer tea"),
)

# "…, wish me luck": asking the partner for luck states nothing (probe24d kept "wish them luck").
LUCK_WISH = Row(
    "luck_wish",
    re.compile(r"^(?:wish me luck|fingers crossed|keep your fingers crossed|pray for me)\b[\s!.]*$",
               re.I),
    "clause kind: chatter (the user asks the partner for luck)",
    "[beyond] issue 24 probe24d: 'I'm going vegan from January, wish me luck'",
    ("wish me luck", "fingers crossed!"),
    ("I wish me and my sister were closer", "wish me luck with what?"),
)

# "Enjoy and let me know how it goes!": what the user wishes the partner is no fact of theirs.
PARTNER_WISH = Row(
    "partner_wish",
    re.compile(r"^(?:(?:and |so )?(?:enjoy|have fun|have a (?:great|good|nice|wonderful) (?:time|"
               r"trip|day|weekend)|good luck|take care|keep me posted|let me know how it goes"
               r"|hope (?:you|it) (?:have|has|goes|go)\b[^.!?]*)"
               r"(?:\s*(?:and|,)\s*(?:let me know how it goes|keep me posted|have fun))?)"
               r"(?: with (?:it|that|the \w+|your \w+))?[\s!.]*$", re.I),
    "clause kind: chatter (what the user wishes the partner: enjoy, have fun, keep me posted)",
    "[beyond] issue 24: LoCoMo conv-44's import kept 'Enjoy and let them know how it goes' as "
    "a preference (the likes row read 'Enjoy')",
    ("Enjoy and let me know how it goes!", "Have fun!", "Keep me posted",
     "Good luck with the interview", "Hope you have a great trip!"),
    ("I enjoy hiking", "I'm having fun with my new guitar", "Enjoying the new job so far",
     "Let me know when you're free"),
)

# "Oh great, another Monday. I just LOVE Mondays.": a message opened in irony says its likes
# the other way round; none of them is a preference (its other facts stand).
IRONY = Row(
    "irony",
    re.compile(r"^(?:oh,? |ah,? |yeah,? )?(?:great|joy|wonderful|fantastic|brilliant|perfect|lovely"
               r"|yay|awesome)[,!.]+\s*(?:another|more|just what|exactly what|because)\b", re.I),
    "message: opened in irony, its likes are not preferences",
    "[beyond] issue 24 probe24d: 'Oh great, another Monday. I just LOVE Mondays.' kept as a "
    "preference",
    ("Oh great, another Monday. I just LOVE Mondays.", "Oh joy, more rain. I love rain.",
     "Brilliant, just what I needed"),
    ("Oh great, I got the job and I love it", "Great news, I love my new flat",
     "more rain, great"),
)

# A clause that only sets up another ("他搬家以后", "if it rains"): never a statement by itself.
SUBORDINATE = Row(
    "subordinate",
    re.compile(
        r"(?:以后|之后|的时候|时候|时)$|^(?:如果|要是|假如|虽然|尽管|即使)"
        r"|^(?:if|when|whenever|although|though|unless|while)\b", re.I),
    "clause kind: subordinate (sets up another clause, states nothing alone)",
    "[beyond] clause reading",
    ("他搬家以后", "if it rains"),
    ("我搬家了", "it rains a lot here"),
)

# "我这人吧，不太能吃辣": 我这人 opens what the user says of themself and says nothing alone.
SELF_TOPIC = Row(
    "self_topic",
    re.compile(r"^(?:我|俺|咱)这(?:个)?人(?:吧|啊|呢|嘛|呀|哈)?$"),
    "no fact: 我这人吧 opens what follows (the note keeps what follows, not 这人)",
    "[beyond] issue 24 probe24c: 我这人吧，不太能吃辣 kept 这人，不太能吃辣",
    ("我这人吧", "我这个人呢"),
    ("我这人很懒", "我这个人不挑食"),
    contexts=("我这人吧，不太能吃辣，一吃就胃疼。",),
)

# "Family support's huge", "Education is essential for a successful society": a saying about
# the world, no one's fact (kept as the user's in a long companion chat).
GENERAL_TRUTH = Row(
    "general_truth",
    re.compile(
        r"^(?!(?:the|a|an|our|their|his|her|this|that|these|those|it|he|she|they|we|you|your)\b)"
        r"(?!.*\b(?:i|me|my|mine|i'm|i've|i'd|we|us|our)\b)[\w' -]{3,80}?"
        # 's is a possessive too ("Mom's huge garden", "Dad's key to the shed": a fact), so
        # it is read as "is" only when the word ends the clause; "is" may say what for
        r"(?:'s\s+(?:(?:so|really|super|very|truly|absolutely|definitely|just)\s+)?"
        r"(?:huge|vital|necessary|essential|key|priceless|crucial)[\s.!]*$"
        r"|\s(?:is|are)\s+(?:(?:so|really|super|very|truly|absolutely|definitely|just)\s+)?"
        r"(?:huge|vital|necessary|essential|key|priceless|crucial)\b)", re.I),
    "clause kind: chatter (a bare noun phrase said to be vital / key / priceless: a saying)",
    "[beyond] issue 24 probe24e (LoCoMo conv-26 / conv-41 kept 'Family support's huge', "
    "'Support from loved ones is vital', 'Conversations about … are so necessary')",
    ("Family support's huge", "Support from loved ones is vital",
     "Education is essential for a successful society", "Making memories with family is priceless"),
    ("The house is huge", "My family is everything to me", "Sleep is vital for me",
     "Our budget is key", "Tom is a key player", "Mom's huge garden is full of roses now",
     "Dad's key to the shed got lost"),
)

# "I'm hoping so", "I think so too": an answer that only points back at the partner's words.
SO_ANSWER = Row(
    "so_answer",
    re.compile(r"^(?:i(?:'m| am)? |i do )?(?:hoping|hope|think|guess|believe|suppose|reckon"
               r"|expect)(?: so| not)(?: too| as well)?[\s!.]*$", re.I),
    "clause kind: chatter (a bare 'I hope so' / 'I think so too' states nothing of its own)",
    "[beyond] issue 24 probe24e (LoCoMo conv-41 kept 'is hoping so, will definitely stick up "
    "for our community'; train madial_en:154:5 'so too, wants to try…')",
    ("I'm hoping so", "I think so too", "I guess so!"),
    ("I think so many people came", "I hope to see you", "I'm hoping to move"),
)

ROWS: tuple[Row, ...] = (PARTNER_WISH, CHATTER, ENCOURAGEMENT, REACTION, SHOWING,
                         MOOD, UNSURE, IRONY, LUCK_WISH, SUBORDINATE, SELF_TOPIC, GENERAL_TRUTH,
                         SO_ANSWER)
