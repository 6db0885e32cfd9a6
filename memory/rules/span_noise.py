"""[beyond] Spans that are never a memory on their own (the span selector, issue 24).

memory/gate/span_reading.py reads these in each candidate span of a kept message:
- an answer word opening a clause (会的，… / "Yeah, …") is dropped from the span;
- a passing feeling (感觉比较困难 / 有些不知所措 / "I'm so excited!") joined onto a fact is
  no span of its own when the message says something else, nor the tail of a rule note;
- self-encouragement and resolutions (应该相信自己 / "won't quit") are never a span;
- a clause that only says what day it is (今天是周末 / "Today is Friday") is never a span;
- a whole sentence judging a thing the partner named ("Valhalla is awesome.") is no span;
- a verb on a bare it / 它 ("I drew it") is no span unless the partner's question names it.
Motivated by imports of real users (MemoryBank zh, LoCoMo conv-30) and the dev split.
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.people import PEOPLE_EN
from strata_layered.memory.rules.row import Row

# 会的 / 是啊 / 好哒 / 对呀…, said once or twice (会的会的), with 一定 / 当然 / 肯定 before it
# (fix33: 一定会的，… / 会哒，… / 会的会的，… kept their answer word, 好滴，… kept 滴).
_ANSWER_ZH = (r"(?:(?:一定|当然|肯定)(?:会|是|有|可以)?(?:了|的|哒)?"
              r"|(?:会|是|对|好|行)(?:的|啊|呀|哒|滴|嘞|吧)|嗯+|没错|(?:我)?知道(?:了|的)?|(?:我)?明白了?|哈哈+)")
SPAN_ANSWER_WORD = Row(
    "span_answer_word",
    re.compile(
        rf"^(?:{_ANSWER_ZH}){{1,2}}(?:[，,。.！!…~\s]+|$)|^(?:"
        r"(?:yes|yeah|yep|yup|sure|of course|definitely|totally|absolutely|i know|i see|yay"
        r"|wow|aww+|haha+|oh|ok(?:ay)?|nah|nope|no)\b(?=[,.!…]|$))"
        r"(?:[，,。.！!…~\s]+|$)", re.I),
    "an answer word or interjection opening a span is no part of the memory; alone it is no "
    "span",
    "[beyond] MemoryBank zh imports: 会的，最近有些闲暇时间… kept with its 会的; zh24b: "
    "train memorybank_zh 张曼婷 2023-04-30:4 (当然会，… kept 会); issue 24's "
    "must show (郑思雨: 我知道，但是我总觉得… kept as 知道，…; "
    "LoCoMo conv-26: \"Yay, is having…\", \"Nah, hasn't, has been busy painting\")",
    ("会的，在学习钢琴", "Yeah, I play the guitar", "我知道，但是我总觉得自己找不到方向",
     "一定会的，每天都坚持跑步", "会哒，最近在学吉他", "会的会的，平时喜欢画画", "好滴，明年去日本",
     "当然会，电影可以让我看到不同的世界", "肯定会的，我每天都练",
     "Yay, I'm having an art show", "Nah, I've been busy painting"),
    ("会计是我的工作", "肯定会下雨", "对的人很重要", "Yesterday I went hiking",
     "知道这件事的人不多",
     "Oh my god I love it", "No one in my family cooks"),
    contexts=("会的，我在学习钢琴曲子", "Yeah, I work as a nurse now."),
)

SPAN_FEELING = Row(
    "span_feeling",
    re.compile(
        r"^(?:但是?|不过|可是|还是|现在|最近|只是)?(?:感觉|觉得)(?:有些|有点|有一点点?|一点点|"
        r"比较|很|挺|特别|非常|好|真的)?(?:被.{0,6}压得|不知所措|困难|难以掌握|担心|紧张|焦虑|"
        r"害怕|迷茫|无助|沮丧|激动|兴奋)"
        r"|^(?:但是?|不过|还是)?(?:有些|有点|有一点点?)(?:不知所措|难以掌握|担心|紧张|焦虑|害怕|无助)"
        r"|^感觉.{0,6}(?:也是|是)一个"
        r"|^(?:and |but |so )?i(?:'m| am| feel)\s+(?:so |really |also |super |pretty |a bit |"
        r"a little |kinda |totally )*(?:excited|thrilled|stoked|nervous|anxious|worried|"
        r"scared|overwhelmed|stressed|pumped)(?:\s+(?:about|for)\s+(?:it|this|that)"
        r"|\s+to\s+[a-z]+\s+(?:it|this|that|these|those)(?:\s+new)?(?:\s+[a-z]+)?)?[.!…\s]*$",
        re.I),
    "a passing feeling joined onto a fact: no span of its own, no tail of the fact's note",
    "[beyond] MemoryBank zh imports: 在学习一些钢琴曲子，感觉比较困难，有些难以掌握; issue 24 "
    "facts24c brief ('is stoked to start this new chapter' joined onto a fact; train: 'is "
    "excited to try this recipe': eager for something pointed at, no object of its own)",
    ("感觉比较困难", "I'm so excited!", "I'm stoked to start this new chapter!",
     "I'm excited to try this recipe"),
    ("感觉自己很喜欢画画", "I'm excited to start my new job as a nurse",
     "I'm excited to start using Evernote for my book journal"),
    contexts=("最近在学习钢琴曲子，感觉比较困难，有些难以掌握",
              "I adopted a puppy last week. I'm so excited!",
              "I just got the keys to my first apartment in Denver and I'm stoked to start this "
              "new chapter!"),
)

SPAN_RESOLUTION = Row(
    "span_resolution",
    re.compile(
        r"^(?:我)?(?:应该|要|得)?相信自己|^(?:我)?(?:不会放弃|要加油|会继续努力的?$|一定可以的?$|我可以的)"
        r"|\b(?:won'?t|will not|never gonna|not gonna) (?:quit|give up)\b"
        r"(?!\s+(?:my|the|his|her|on my))"
        r"|\bgonna make (?:this|it) work\b|\bgives? me the (?:oomph|strength|drive|push) to\b"
        r"|\bkeep (?:chasing|pushing|fighting) (?:for )?my dreams?\b", re.I),
    "self-encouragement or a resolution: never a memory on its own",
    "[beyond] LoCoMo conv-30 import: \"won't quit\", \"is gonna make this work\" kept as facts",
    ("应该相信自己", "I won't quit."),
    ("我相信他会来", "I won't quit my job"),
    contexts=("应该相信自己，正在准备面试", "I won't quit. I just opened my own dance studio."),
)

SPAN_REMARK = Row(
    "span_remark",
    re.compile(r"^(?:我|但|可)?(?:也|还)?不知道(?:为什么|该怎么|该如何|怎么办|要怎么)[^，,。.]{0,4}$"
               r"|^(?:我|这|那)?听起来(?:很|有点|挺|好像)?[^，,。.]{0,4}$"
               r"|^(?:唉|哎|嗐|害|快|可|真)?\s*(?:别提了|别提啦|甭提了|甭提啦)$"),
    "a remark on the talk itself (not knowing why or what to do, how something sounds, 别提了 "
    "as a sigh: leftzh43): never a span on its own, nor the head or tail of a fact's note",
    "[beyond] issue 24's must show (MemoryBank 郑思雨: 也不知道该怎么处理，… and "
    "我听起来很抽象，… joined onto her facts)",
    ("也不知道该怎么处理", "我听起来很抽象", "我不知道为什么", "别提了"),
    ("不知道的人以为我是老师", "喜欢听起来轻松的音乐", "不知道自己该往哪个方向去发展"),
    contexts=("我的朋友最近经常对我发脾气，我不知道为什么，也不知道该怎么处理。",),
)

SPAN_TALK = Row(
    "span_talk",
    re.compile(
        r"^(?:(?:well|oh|ok(?:ay)?|so|and|but|hmm+|hey|anyway|today|i\s+think|i\s+guess)[,!]?\s+)*"
        r"(?:"
        r"i(?:'m| am)\s+(?:(?:just|really|also|a bit|a little|so|kinda)\s+)*(?:curious|wondering)"
        r"|i\s+(?:was|were)\s+(?:just\s+)?wondering"
        r"|(?:that|this|it|these|those)(?:\s+(?:suggestions?|tips?|ideas?|recommendations?|"
        r"options?|resources?))?(?:'s|\s+is|\s+are|\s+was|\s+were|\s+sounds?|\s+seems?)\s+"
        r"(?:(?:really|so|very|super|all|definitely|such)\s+)*(?:(?:a|an)\s+)?"
        r"(?:(?:really|very|super|great|good|solid|nice|fantastic|excellent|awesome|helpful|"
        r"useful)\s+)*(?:helpful|useful|(?:idea|plan|point|tip|list|suggestion|start)s?)"
        r"|(?:that\s+)?sounds?\s+(?:like\s+)?(?:(?:a|an)\s+)?(?:(?:really|very|super)\s+)?"
        r"(?:good|great|solid|fun|nice|fantastic|awesome)(?:\s+(?:plan|idea|option))?"
        r"|i\s+(?:really\s+|truly\s+)?appreciate\s+(?:the|your|all|it|that|this)"
        r"(?:\s+(?:detailed|helpful|great|quick|thorough|tips?|advice|help|suggestions?|"
        r"recommendations?|info(?:rmation)?|explanation))*"
        r"|i\s+think\s+i(?:'ve| have)\s+got\s+it"
        r"|(?:it's\s+been\s+(?:a\s+)?)?long time no (?:talk|see|chat)"
        r"|(?:i\s+|we\s+)?(?:haven't|have not)\s+(?:talked|spoken|chatted)\s+in\s+"
        r"(?:a\s+few|a\s+couple(?:\s+of)?|some|ages|a\s+while)?\s*(?:days|weeks|while|ages)?"
        r"|(?:it's\s+)?been\s+(?:a\s+few|a\s+couple(?:\s+of)?|some)\s+(?:days|weeks)"
        r"|for (?:instance|example)"
        r"|(?:something|a lot|so much)\s+(?:\w+\s+){0,2}(?:has\s+)?happened(?:\s+since\s+then)?"
        r"|i\s+(?:just\s+|also\s+)?(?:have|had|got)\s+(?:a|another|one\s+more)\s+(?:quick\s+)?"
        r"question(?:\s+(?:about|on|regarding)\s+(?:the\s+|this\s+|that\s+)?[\w-]+)?"
        r"|i\s+(?:really\s+)?(?:have\s+to|gotta|got\s+to|need\s+to|must)\s+(?:go|run|leave)"
        r"(?:\s+(?:now|rest|to\s+bed|to\s+sleep))?(?:\s+(?:as|because|since)\s+i\s+[^,.!?]{0,50})?"
        r"|(?:it's|it\s+is)\s+(?:getting|already)\s+late(?:\s+now)?(?:,?\s+(?:so\s+)?"
        r"(?:let's\s+(?:chat|talk)|i\s+(?:have|need)\s+to\s+(?:go|leave|rest))[^.!?]{0,40})?"
        r"|let's\s+(?:chat|talk)\s+(?:again\s+)?(?:next\s+time|later|soon|tomorrow|another\s+time)"
        r")[.!?…\s]*$", re.I),
    "a remark on the talk itself in English (I'm curious, these tips are really helpful, "
    "that sounds like a good plan, I appreciate the detailed tips, long time no talk, I have "
    "a question about…, I have to go): "
    "never a span on its own, nor the head or tail of a fact's note; the zh remarks are "
    "`span_remark`",
    "[beyond] issue 24 en24, train split (2026-12-03): longmemeval:1192316e:1:4 'is curious', "
    "longmemeval:gpt4_7fce9456:0:2 'appreciates the detailed tips', longmemeval:a346bb18:1:10 "
    "'has got it', locomo:conv-41:D6:1 'Long time no talk. truly felt…' kept as memories; "
    "en24b (train): memorybank_en:Jack:2023-04-30:3 'has to go rest', locomo:conv-47:D17:36 "
    "'has to go', longmemeval:67e0d0f2:0:6 'has a question about the course', "
    "longmemeval:61f8c8f8:0:6 'I think that sounds like a good plan'",
    ("I'm curious", "These suggestions are really helpful", "That sounds like a good plan",
     "I appreciate the detailed tips", "I think I've got it!", "Long time no talk.",
     "Haven't talked in a few days", "We haven't talked in a few days.",
     "I think that sounds like a good plan.",
     "I have a question about the course.", "I have to go rest.", "I gotta go now!",
     "Something awesome happened!", "A lot has happened since then.",
     "It's getting late", "Let's chat again next time.",
     "I have to leave now as I have some things to take care of."),
    ("I'm curious about astronomy", "These shoes are really comfortable", "It was fantastic",
     "I appreciate my mom's cooking", "I've got it from my dad",
     "It sounds like a good plan to move to Denver next year",
     "I have to go to the dentist tomorrow", "I have a question for my doctor about my meds",
     "I think I have a cold", "Something bad happened to my car",
     "I have to leave for Paris next week", "Let's talk about my trip"),
    contexts=("I appreciate the detailed tips. I'm still looking for a condo, so these will "
              "definitely come in handy.",
              "Hey John! Long time no talk. I just wanted to let you know I did a charity "
              "event last Friday."),
)

SPAN_DAY = Row(
    "span_day",
    re.compile(
        r"^(?:今天|今儿|明天|后天|昨天)?(?:就|又|终于|已经)?是?(?:周末|星期[一二三四五六日天]|"
        r"周[一二三四五六日]|礼拜[一二三四五六日天]|工作日|休息日|假期|放假)了?"
        r"(?:（[^）]{1,12}）)?$"
        r"|^(?:today|tomorrow|it)(?:'s| is)\s+(?:finally\s+|already\s+)?(?:the\s+weekend|"
        r"(?:a\s+)?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday))[.!…\s]*$",
        re.I),
    "a clause that only says what day it is: no span of its own, nor the head of a fact's "
    "note (the turn's date is kept with the memory where a relative time needs it)",
    "[beyond] issue 24's must show (MemoryBank 郑思雨: 今天是周末，我打算去旅游一下 kept as "
    "是周末（5月3日），打算去旅游…); seed 003's reject example 今天是星期天，我准备去看电影",
    ("今天是周末", "是周末（5月3日）", "明天就是星期一了", "Today is Friday",
     "It's finally the weekend!"),
    ("今天是我的生日", "周末喜欢去爬山", "Friday is my day off",
     "Today is my first day at the new job"),
    contexts=("你好，朋友。今天是周末，我打算去旅游一下放松一下自己。",),
)

SPAN_BARE_PRONOUN = Row(
    "span_bare_pronoun",
    re.compile(
        r"^(?:我)?(?:也|还|真|很|超|特别|一直)*(?:喜欢|爱|想|画了|做了|买了|错过了|看了)"
        r"(?:它们|它)了?[！!。.~～]*$"
        # The user (I / we, or no subject) and at most an adverb before the verb: "my dog
        # loves it" has a subject of its own and is not this row's.
        r"|^(?:(?:yeah|yes|yep|oh|wow|aww+|nah|no|and|but|so),?\s+)?(?:i |we )?"
        r"(?:(?:just|really|also|totally|absolutely|so|still|already|finally)\s+)?[a-z]+\s+"
        r"(?:it|that|them|this)(?:\s+(?:so much|a lot|too))?[.!…\s]*$", re.I),
    "a verb on a bare it / that / 它 with nothing in the message for it to stand for: no "
    "span (a bare answer to the partner's question takes the question's object first, "
    "memory/rules/answers.py); kept as said it is no one's fact (issue 24: pronouns keep "
    "their antecedent)",
    "[beyond] issue 24's must show (LoCoMo conv-26: 'drew it', 'loved it', 'missed it' "
    "kept as memories)",
    ("Yeah, I drew it.", "Loved it!", "I missed it", "我也很喜欢它"),
    ("I drew it for my mom", "I sold my car", "It stands for freedom", "我喜欢它的颜色",
     "My dog loves it", "my mom framed it"),
    contexts=("Thanks, Melanie! Yeah, I drew it. It stands for freedom and being real.",),
)

SPAN_UNNAMED_OTHER = Row(
    "span_unnamed_other",
    re.compile(
        r"^(?:他|她)们?(?!的)(?!.*[我咱])"
        r"|^(?:he|she|they)\b(?!'s\b)(?!.*\b(?:i|i'm|i've|i'd|i'll|me|my|mine|myself|we|we're"
        r"|we've|us|our|ours)\b)", re.I),
    "a clause about a he / she / they with nothing of the user in it: no span when the "
    "message (and the user's message before it) names nobody it can stand for; it is not "
    "the user's fact, and without its person it is no one's (issue 24: pronouns keep their "
    "antecedent)",
    "[beyond] dev split (2026-12-03): 'She always takes good care of her health' after a "
    "question about grandma's illness, 'They rely on each other…' about the partner's "
    "team, 'He chased down Iguodala…' joined to the user's love of basketball",
    ("She always takes good care of her health.", "They rely on each other to push through "
     "challenges.", "他能飞，什么都不怕"),
    ("She taught me how to paint.", "They always say my painting is bad", "他知道我很在乎画画",
     "Their house is big"),
    contexts=("Remember that block? He chased down Iguodala and pinned the ball against the "
              "backboard. That kind of heart is why I love basketball.",
              "我最喜欢超人，因为他力大无穷！他能飞，而且什么都不怕！"),
)

SPAN_REACTION = Row(
    "span_reaction",
    re.compile(
        r"^(?:(?:and|but|so)\s+)?(?:(?:it|this|that|stuff like (?:this|that)(?:\s+\w+)?)\s+)?"
        r"(?:(?:really|just|even|totally|also|always|definitely|has|have)\s+)*"
        r"(?:(?:brings?|brought)\s+home\b"
        r"|(?:makes?|made)\s+(?:me|us)\s+(?:(?:so|really|even|more|feel)\s+)*"
        r"(?:proud|think|realize|realise|appreciate)\b"
        r"|(?:reminds?|reminded)\s+(?:me|us)\s+(?:how|that)\b"
        r"|(?<=\b(?:it|is|at) )(?:moves?|moved|touched)\s+me\b"
        r"|(?:is|are|was|'s|has been|have been)\s+(?:(?:really|so|super|very|truly|just)\s+)*"
        r"(?:special|meaningful|important|amazing|huge|awesome|incredible|invaluable)"
        r"\s+(?:to|for)\s+(?:me|us)\b(?!\s+(?:to|that)\b)"
        r"|(?:means?|meant)\s+(?:a lot|so much|everything|the world)\s+to\s+(?:me|us)\b)",
        re.I),
    "a reaction to something pointed at, a lesson or a feeling about it (It made me think…, "
    "It really brings home…, It reminded me how…, Stuff like this is special to me): no span "
    "of its own, nor the tail of a fact's note. A reaction that says what the user wants or "
    "loves keeps it (It made me more determined to adopt; It reminds me why I love being a "
    "mom; it helps me express my emotions; reminded me of my own struggles: train labels)",
    "[beyond] issue 24 facts24d: LoCoMo conv-26 import kept 'It really brings home how much "
    "love's in families', 'Really made me proud and reminded me…', 'Stuff like this mural are "
    "really special to me' verbatim as memories",
    ("It really brings home how much love's in families", "Really made me proud",
     "It reminded me how lucky I am", "Stuff like this mural are really special to me",
     "It meant so much to me", "It made me think how much work we still have to do"),
    ("My mom made me a quilt", "It is important to me to eat vegan",
     "I moved to Denver", "This is my first car", "Family is special to her",
     "It reminded me of my own struggles in the past", "It made me even more determined to "
     "adopt", "It reminds me why I love being a mom", "it helps me express my emotions"),
    contexts=("I went to a pride parade last week. Really made me proud and reminded me how "
              "important it is to keep standing up for equality.",
              "My family came to the picnic. It really brings home how much love's in "
              "families."),
)

IT_EN = re.compile(r"(?<=[a-z] )(?:it|them)\b", re.I)
"""An object it / them ("tried it out", not "It's cool!"): a verdict before it says what it is."""

# "Valhalla is awesome.", "Yeah, rock's awesome!": judging a thing the partner named (conv-47).
SPAN_VERDICT = Row(
    "span_verdict",
    re.compile(
        rf"^(?!.*\b(?:i|i'm|i've|i'd|i'll|me|my|we|we're|we've|us|our|{PEOPLE_EN})\b)"
        r"(?:(?:yeah|yes|wow|oh|and|but|so)[,!]?\s+)?(?:[\w'-]+\s+){0,7}?[\w'-]+"
        r"(?:'s|\s+(?:is|are|was|were|sounds?|looks?|seems?))"
        r"(?:\s+(?:so|really|pretty|quite|just|such|very|super|truly|totally|definitely|a|an))*"
        r"\s+(?:awesome|amazing|great|cool|impressive|incredible|fantastic|fun|interesting"
        r"|inspiring|wonderful|beautiful|cute|adorable|lovely|neat|epic|brilliant|exciting)"
        r"(?:\s+(?:stuff|skill|thing|game|idea|one|show|book|movie|song|place|choice|pick))?[.!…~]*$",
        re.I),
    "a whole sentence judging a thing, with nothing of the user in it (Valhalla is awesome, "
    "rock's awesome, Programming is an awesome skill) is the user's verdict on what the partner "
    "named: no span of its own when the message says something else, nor the head of a note",
    "[beyond] issue 24 probe35: LoCoMo conv-47 (train) kept 'Valhalla is awesome, is trying "
    "out some strategy games like this', 'rock's awesome, used to play a guitar…', "
    "'Programming is an awesome skill, tried it out…', 'Learning coding with a text-based "
    "adventure game is impressive stuff, As for them'",
    ("Valhalla is awesome.", "Yeah, rock's awesome!", "Programming is an awesome skill.",
     "Learning coding with a text-based adventure game is impressive stuff."),
    ("My dog is so cute.", "I think rock is awesome", "Our trip to Rome was amazing",
     "Valhalla is awesome and I play it every night", "The museum is in Paris.",
     "watching The Simpsons with mom is super fun"),
    contexts=("Thanks, John! Valhalla is awesome. I'm trying out some strategy games like this.",
              "Yeah, rock's awesome! I used to play a guitar when I was younger."),
)

ROWS: tuple[Row, ...] = (SPAN_ANSWER_WORD, SPAN_FEELING, SPAN_RESOLUTION, SPAN_REMARK, SPAN_TALK,
                         SPAN_REACTION, SPAN_DAY, SPAN_BARE_PRONOUN, SPAN_UNNAMED_OTHER,
                         SPAN_VERDICT)
