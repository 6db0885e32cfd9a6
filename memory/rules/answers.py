"""[beyond] A short answer to the partner's question takes its object from the question.

"你喜欢园艺活动吗？" → "我喜欢！" says 喜欢园艺活动; "Do you believe in love at first sight?" →
"I totally believe in it." says "believes in love at first sight". Without the question the
answer is a bare verb (喜欢, 想学, 有考虑过) or a dangling "it": kept as said it is no fact.
memory/gate/answers.py completes the answer clause with the object the partner asked about;
the span selector keeps the completed clause (memory/gate/span_reading.py).
Motivated by the dev split (2026-12-03): MADial zh children answering the companion's
yes/no questions (超级喜欢！ / 没呢，但我想学！ / 我喜欢！上上个月…), MemoryBank zh
(有考虑过，不过…) and LoCoMo ("I totally believe in it").
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.row import Row

SOURCE = ("[beyond] dev split (2026-12-03): madial_zh 8:3, 126:5, 158:5, MemoryBank zh 焦彦 "
          "2023-04-27, LoCoMo conv-49 D21 — answers whose fact is the question's object")

ASKED_OBJECT = Row(
    "asked_object",
    re.compile(
        r"(?:^|[。！!？?，,～~]\s*)[^。！!？?，,]*?你(?:最|还|平时|也|以前)?"
        r"(?P<zh_verb>有没有考虑过|有没有想过|有没有试过|有尝试过|有试着|尝试过|试着|想要|想过|考虑过"
        r"|试过|喜欢|爱)"
        r"(?!我们?(?:吗|呢|嘛)?\s*[？?])(?![^。！!？?，,]*(?:还是|我))"
        r"(?P<zh>[^。！!？?，,]{1,20}?)(?:吗|呢|嘛)?\s*[？?]\s*$"
        r"|\b(?:do|did|have|would) you (?:ever |also |still )?"
        r"(?P<en_verb>believe in|like|love|enjoy|thought about|considered|tried)"
        r"\s+(?![^?]*\b(?:my|our|me|us|mine)\b)(?P<en>[^?.!,]{2,60}?)\s*\?\s*$", re.I),
    "what the partner's closing question asks the user about (its object), for a short answer;"
    " not the partner's own thing (review41: 'Do you like my new haircut?' → 'I love it!' kept "
    "'loves their new haircut', 你喜欢我送你的画笔吗？ → 超级喜欢！ kept 超级喜欢我送画笔)",
    SOURCE,
    ("你喜欢园艺活动吗？", "那真是太棒了！你试过自己做蛋糕吗？",
     "Do you believe in love at first sight?",
     "Have you ever thought about opening your own restaurant?", "你有试着加入他们吗？"),
    ("你今天过得怎么样？", "我喜欢园艺活动。", "Do you know what time it is?",
     "你喜欢我吗？", "你喜欢猫还是狗？", "Have you thought about it, or tried?",
     "I have thought about opening a restaurant?", "Oh nice! Do you like my new haircut?",
     "你喜欢我送你的画笔吗？", "Have you tried our new menu?"),
    contexts=("我喜欢！上上个月，我还学了怎么种花呢，超级好玩的！", "没呢，但我想学！",
              "I totally believe in it. It was like time stopped."),
    before="说的没错，花园里的花朵确实很迷人。你喜欢园艺活动吗？",
)

BARE_ANSWER = Row(
    "bare_answer",
    re.compile(
        r"^(?:但是?|不过|可是)?(?:我)?(?:也|还|真的|超级|特别|非常|很|当然|一直)*"
        r"(?:喜欢|爱|想学|想试试|想要|有考虑过|考虑过|有想过|想过|尝试过|试过)(?:的|啊|呀|哦|呢)?[！!。.~～]*$"
        r"|^(?:yes,?\s*|yeah,?\s*)?i (?:totally |really |absolutely |do |definitely |still )*"
        r"(?:love|like|enjoy|believe in)\s+(?:it|that|them)[.!]*$"
        r"|^(?:yes,?\s*|yeah,?\s*)?i(?:['’]ve| have)? (?:already |actually |definitely |often )*"
        r"(?:(?:thought about|considered) (?:it|that)|tried(?: it| that)?)"
        r"(?: a lot| before)?[.!]*$",
        re.I),
    "the user's clause is a bare verb of liking, wanting, having considered or tried (or one "
    "on 'it'): the object is what the partner asked about",
    SOURCE,
    ("超级喜欢！", "但我想学！", "有考虑过", "I totally believe in it.",
     "Yes, I have thought about it", "I've tried it", "我试过"),
    ("我喜欢画画", "想学游泳", "I love my new bike", "I believe you",
     "I have thought about moving", "I tried yoga", "我试过游泳"),
    contexts=("超级喜欢！我可以和朋友们一起玩，而且感觉特别自由！",),
    before="你喜欢下课后跑来跑去吗？",
)


# [beyond] issue 24 (answers24): the general answer forms. A yes / echo answer or a bare noun
# phrase to "do you have / are you / where are you from / what do you do" (你有…吗 / 你是…吗 /
# 你是哪里人 / 你在哪…) is restated as the sentence it stands for, before the gate reads it
# (memory/gate/answers.py `restated`): "Yes, two boys." → "I have two boys."
ANSWER_SOURCE = ("[beyond] issue 24 (answers24, 2026-12-03): probes on main — 'I do! Oscar, my "
                 "guinea pig.' kept as 'does' + 'guinea pig', 'Yes, two boys' as 'two boys', "
                 "'Yes, I am.' as 'is'; LoCoMo / MSC answers to the partner's questions")

ASKED_FORM = Row(
    "asked_form",
    re.compile(
        r"(?:^|[.!?。！？，,]\s*)(?:"
        r"(?:so |and |but )?(?:do you (?:still |also )?have|have you got) (?:any |some )?"
        r"(?!the\b|any(?:where|thing|one|body)\b)"
        r"(?![^?]*\b(?:in mind|favou?rite|recommendations?|suggestions?)\b)"
        r"(?!plans?\b|time\b|ideas?\b|tips\b|advice\b|questions?\b|pictures?\b|"
        r"photos?\b|pics?\b)(?P<have>(?:an? )?[\w'-]+(?: [\w'-]+){0,2})"
        r"|(?:so |and |but )?are you (?:still |also )?(?![^?]*\bany(?:thing|one|where|body)\b)"
        r"(?P<be>(?:a |an )?[^?.!,]{2,30}?)"
        r"|(?:so |and |but )?where (?:are you (?P<from>from)|do you (?P<where>live|work|come from))"
        r"|(?:so |and |but )?what (?P<job>do you do(?: for (?:a )?(?:living|work))?)"
        r"|(?:so |and |but )?what(?:'s| is) your (?P<your>[^?.!,]{2,30}?)"
        r"|你最(?:喜欢|爱)(?:的)?什么(?P<fav_zh>[^。！!？?，,吗]{1,6}?)(?:呢|呀)?"
        r"|你最(?:喜欢|爱)的(?P<your_zh>[^。！!？?，,吗]{1,8}?)是(?:什么|哪个|哪一?[个本部首种])(?:呢|呀)?"
        r"|你(?:家里?)?(?:有没有|也有|还有|有)(?!没有|考虑|想|试|尝试|去|看|听|玩|做|吃|学|空|时间|什么|哪)"
        r"(?![^？?]*(?:喜欢|推荐|想法|计划|办法|建议|方法))"
        r"(?P<have_zh>[^。！!？?，,吗]{1,12}?)(?:吗|嘛|么)?"
        r"|你(?:也|还)?是(?!不是)(?P<be_zh>[^。！!？?，,吗]{1,10}?)吗"
        r"|你(?:是)?(?P<from_zh>哪里|哪儿|什么地方)人"
        r"|你(?:现在)?(?:在|住在)(?:哪里|哪儿|哪)(?P<where_zh>工作|上学|读书|住)?(?:呢|呀)?"
        r")\s*[?？]\s*$", re.I),
    "what the partner's closing question asks, of a have / be / from / job question: the "
    "sentence a yes or a bare noun phrase answering it stands for",
    ANSWER_SOURCE,
    ("Do you have any pets?", "That's cool. Are you a student?", "Where are you from?",
     "What do you do for a living?", "What's your favorite color?", "你有孩子吗？",
     "你是学生吗？", "你是哪里人？", "你最喜欢什么颜色？"),
    ("Do you like hiking?", "What did you do yesterday?", "Do you have any pictures from it?",
     "Do you have a favorite movie?", "Have you ever been to Paris?",
     "你有没有考虑过出书？", "你有特别喜欢的花吗？", "你今天过得怎么样？",
     "Are you sure? I think so.", "Are you working on anything today?"),
    contexts=("Yes, two boys. They keep me busy!", "I do! Oscar, my guinea pig."),
    before="Do you have kids?",
)

YES_ANSWER = Row(
    "yes_answer",
    re.compile(
        r"^(?:(?:yes|yeah|yep|yup|sure|of course|definitely|absolutely)\b[,.!~]*\s*"
        r"(?:(?:i|we) (?:do|have|am|are)(?=[,.!~]|$)[,.!~]*\s*)?"
        r"|(?:i|we) (?:sure |certainly |actually )?(?:do|have|am|are)(?=[,.!~]|$)[,.!~]*\s*"
        r"|(?:有啊|有的|有呀|有哦|是的|是啊|是呀|对啊|对的|对呀|当然|嗯嗯|有|是|对|嗯)"
        r"(?:[！!，,。.~～\s]+|$))", re.I),
    "a yes or an echo of the question's verb opening the answer (Yes / I do / I am / 有啊 / "
    "是的 / 对): the question's sentence is what it says",
    ANSWER_SOURCE,
    ("Yes, two boys.", "I do! Oscar, my guinea pig.", "I am, for ten years now.", "有啊，两个。",
     "是的，大三了。"),
    ("I do yoga every morning.", "I have two boys.", "Yesterday I went out.", "有两个孩子",
     "是我妈妈做的"),
    contexts=("Yes, I am. Studying law at NYU.",),
    before="Are you a student?",
)

NO_ANSWER = Row(
    "no_answer",
    re.compile(
        r"^(?:(?:no|nope|nah|not really)(?:[,.!~]+\s*|\s*$|\s+(?=not yet\b)"
        r"|\s+(?=i(?:'ve| have)? never\b|i haven'?t\b|i have not\b))"
        r"(?:not yet\b[,.!~]*\s*)?"
        r"(?:(?:i|we) (?:don't|do not|am not|'m not|haven't|have not)(?=[,.!~]|$)[,.!~]*\s*)?"
        r"|(?:i|we) (?:don't|do not|am not|haven't|have not)(?=[,.!~]|$)[,.!~]*\s*"
        r"|(?:没有|没呢|还没有|不是|没|不)(?:[！!，,。.~～\s]+|$))"
        r"(?:(?:but|though|however)\b[,]?\s*|(?:不过|但是|但|可是)[，,]?)?", re.I),
    "a no opening the answer to a have / be question: nothing is kept of it; what follows it "
    "is read on its own",
    ANSWER_SOURCE,
    ("No, I don't.", "Nope, but I have lots of cousins.", "no not yet but i do want one.",
     "没有。", "没有，不过我有很多表哥。", "No I've never been surfing."),
    ("Not bad at all, thanks", "Nobody told me", "No kids, but I am vegan!", "没想到会这样",
     "不错，挺好的"),
    contexts=("No, but I have lots of cousins.",),
    before="Do you have any siblings?",
)

NAMED_ONE = Row(
    "named_one",
    re.compile(r"^(?!(?:Well|Yes|Yeah|Oh|So|Actually|Honestly|Sure|No|Ok|Okay|Hey|Hi)\b)"
               r"(?P<name>[A-Z][a-z]+(?: [A-Z][a-z]+)?), (?:my|our) "
               r"(?P<what>[a-z][a-z -]{1,30}?)[.!~]*$"),
    "a name and what it is (Oscar, my guinea pig), answering a have question: "
    "'a guinea pig named Oscar'",
    ANSWER_SOURCE,
    ("Oscar, my guinea pig.", "Luna, our golden retriever!"),
    ("My guinea pig, Oscar", "Oscar and my guinea pig", "Well, my friends say so"),
    before="Do you have any pets?",
)

BARE_NP = Row(
    "bare_np",
    re.compile(
        r"^(?![^.!?]*\b(?:me|him|her|them|it|us|is|are|was|were)\b)"
        r"(?P<np>(?:a|an|one|two|three|four|five|six|\d+|some|lots of|a few|a couple of|"
        r"a pair of) [a-z][\w'-]*(?: [a-z][\w'-]*){0,3})[.!~]*$"
        r"|^(?P<place>(?:(?:originally|born and raised|born|raised|just) )?(?:from|in) "
        r"[A-Z][\w'-]*(?:,? [A-Z][\w'-]*){0,2})[.!~]*$"
        r"|^(?!(?:great|good|fine|well|nothing|not much|ok|okay|sure|thanks|wow|haha|lol|"
        r"h+m+|(?:ha)+h?|hey|oh|nice|cool|same|yes|yeah|no|nope|lol|surely|maybe|probably|"
        r"actually|honestly|so|you|it|that|this|for me)\b)"
        r"(?P<job>(?:a |an )?[a-z][a-z-]+(?: [a-z][a-z-]+)?)[.!~]*$"
        r"|^(?P<n_zh>[一二两三四五六七八九十几\d]+)(?P<m_zh>个|只|条|位|辆|套|本|家|盆|匹)"
        r"(?P<what_zh>[^，,。！!？?]{0,6}?)(?:吧|啊|呀|呢)?[。！!~～]*$"
        r"|^(?P<where_zh>在[^，,。！!？?]{2,10}?)(?:吧|啊|呀|呢)?[。！!~～]*$"
        r"|^(?P<from_zh>[^，,。！!？?我你他她]{2,8}?)(?:人|的)(?:吧|啊|呀|呢)?[。！!~～]*$"
        r"|^(?=[\u4e00-\u9fff《“])(?P<thing_zh>[^，,。！!？?我你他她]{1,8}?)"
        r"(?:吧|啊|呀|呢)?[。！!~～]*$", re.I),
    "a bare noun phrase answering the question (two boys / from Ohio / nurse / 两个 / "
    "在杭州 / 四川成都的): the question's verb and subject are what it leaves out",
    ANSWER_SOURCE,
    ("two boys", "Originally from Ohio", "Nurse.", "两个", "一只猫", "在杭州", "四川成都的"),
    ("I moved to Seattle for work", "They keep me busy!", "The animals own me", "我们去了公园",
     "Hmmm", "You know", "Hahaha!",
     "Well, it depends on the day, honestly"),
    contexts=("Originally from Ohio, but I moved to Seattle for work.",),
    before="Where are you from?",
)

ANSWER_PRONOUN = Row(
    "answer_pronoun",
    re.compile(r"^[.!~]+\s+(?P<who>they|he|she|it)\b(?=(?:'s|'re| is| are| keep| keeps| love|"
               r" loves| make| makes| help| helps)\b)", re.I),
    "a they / he / she / it opening the sentence after a completed answer is what the answer "
    "named: joined as 'who' / 'which' ('I have two boys, who keep me busy')",
    ANSWER_SOURCE,
    (". They keep me busy!", "! He's a lab.", ". It is a tabby."),
    (". Then I moved.", ". The boys are fine.", ", they keep me busy", ". They said no."),
    contexts=("Yes, two boys. They keep me busy!",),
    before="Do you have kids?",
)

# [beyond] issue 24: a no to "have you ever been to / tried / seen …?" (你去过…吗？) says what the
# user has never done, as MSC's crowdworkers wrote it ("I have never been to Italy."); a no to
# "do you like …?" says a dislike. Before, a bare no kept nothing or the fragment "has not".
EXPERIENCE_SOURCE = ("[beyond] issue 24 (no24, 2026-12-03): MSC session 1–3 test files (training "
                     "data): 40 of 9,228 bot_0 turns answer an experience question with a no, "
                     "38 of them with a persona fact; probes on main kept 'has not' for 'No, I "
                     "have not.' and nothing for 'No, I haven't.' or 没有，一直想去。")

ASKED_EXPERIENCE = Row(
    "asked_experience",
    re.compile(
        r"(?:^|[.!?。！？，,\-–—]\s*)(?:(?:so |and |but |well,? )?have you (?P<ever>ever )?"
        r"(?P<verb>been to|been|tried|visited|seen|watched|read|heard of|played|eaten|ridden|"
        r"met|gone)\s+(?!(?<=\bbeen )to\b)"
        r"(?![^?]*\b(?:any|anything|anywhere|lately|recently|today|this week|my|our)\b)"
        r"(?!(?:it|that|this|them|those|these|one|there|him|her|any|anything|anywhere|"
        r"anyone|something|somewhere|able)\b)(?![^?]*\b(?:it|one|ones|them|that|this)\b)"
        r"(?P<what>[^?.!,]{2,50}?)(?:\s+(?:before|yet|at all|yourself))?"
        r"|你(?:以前|之前)?(?:有没有)?(?P<zh_verb>去过|来过|看过|吃过|玩过|学过|听说过|见过|坐过|"
        r"养过|读过|听过|用过|参加过)(?!什么|哪|吗|呢)(?P<zh_what>[^。！!？?，,]{1,14}?)(?:吗|嘛|么)?"
        # The partner's last question; a short remark may follow it ("… before? I am nervous.")
        r")\s*[?？](?:\s*[^?？]{1,60})?\s*$", re.I),
    "what the partner's closing question asks the user to have done (been to, tried, seen; "
    "去过, 看过): the sentence a no to it stands for (I have never been to Italy / 我没去过日本); "
    "not a question about lately, 'any' or a pronoun",
    EXPERIENCE_SOURCE,
    ("Italian food is awesome - have you ever been to Italy?", "Have you tried skydiving?",
     "Have you ever been surfing before? I am nervous.",
     "Have you ever heard of cornish pastys?", "你去过日本吗？", "你以前看过《红楼梦》吗？"),
    ("Have you been to any concerts lately?", "Have you seen it yet?",
     "Have you ever been there?", "Do you like hiking?", "你去过哪些地方？", "你试过潜水吗？",
     "Have you been able to rest?", "Have you ever tried making one yourself?"),
    contexts=("No, I haven't.", "i have not. have you been?"),
    before="Yeah Italian food is awesome - have you ever been to Italy?",
)

ASKED_LIKING = Row(
    "asked_liking",
    re.compile(r"(?:^|[.!?]\s*)(?:so |and |but )?do you (?:also |still )?"
               r"(?P<verb>like|love|enjoy)\s+"
               r"(?!(?:it|that|this|them|those|these|one|him|her|me|us|any|anything|"
               r"what|how|where|when|to talk)\b)(?![^?]*\b(?:my|our)\b)"
               r"(?P<what>[^?.!,]{2,50}?)\s*\?(?:\s*[^?]{1,60})?\s*$", re.I),
    "what a do-you-like question asks about: a no to it is a dislike (I don't like hiking)",
    EXPERIENCE_SOURCE,
    ("Do you like hiking?", "That's cool. Do you enjoy cooking?", "So do you love jazz?"),
    ("Do you like it?", "Do you like what you see?", "Would you like some tea?",
     "Have you tried skydiving?", "Do you like my sister?"),
    contexts=("No, I don't.",),
    before="Do you like hiking?",
)

NEVER_SAID = Row(
    "never_said",
    re.compile(
        r"^(?:i(?:'ve| have) never|i haven'?t|i have not)\b"
        r"|^(?:我)?(?:还|从来|从|也|都)?没(?:有)?(?P<zh_verb>去|来|看|吃|玩|学|听说|见|坐|养|读|听|用|"
        r"参加)过(?:呢|啊|哦|诶)?(?P<zh_end>[，,。.！!~～]|$)", re.I),
    "the answer says the no itself (I've never been surfing / 没去过): kept as said in English; "
    "a bare 没去过 takes the question's object",
    EXPERIENCE_SOURCE,
    ("I've never been surfing.", "I haven't been scuba diving but I want to.", "没去过。",
     "还没看过呢，一直想看"),
    ("I'll have to check into it.", "I never said that", "没关系", "我去过两次"),
    contexts=("没去过，一直想去。",),
    before="你去过日本吗？",
)

ANSWER_ROWS: tuple[Row, ...] = (ASKED_FORM, YES_ANSWER, NO_ANSWER, NAMED_ONE, BARE_NP,
                                ANSWER_PRONOUN, ASKED_EXPERIENCE, ASKED_LIKING, NEVER_SAID)
# A bare no to a liking question says a dislike, as 我不太喜欢跑步 would (row `dislike`).
BARE_DISLIKE = Row(
    "bare_dislike",
    re.compile(
        r"^(?:我)?(?:也|其实|真的|好像)?(?:不是很|不是特别|不是太|不太|不怎么|不大|不)"
        r"(?:喜欢|爱)(?:的|啊|呀|哦|呢|诶)?[！!。.~～]*$"),
    "the user's clause is a bare no to a liking question (不是很喜欢, 不太喜欢): a dislike of "
    "what the partner asked about",
    "[beyond] issue 24 zh24b: train madial_zh 40:5 (不是很喜欢，… after 你平时喜欢跑步吗？ kept "
    "不是很喜欢)",
    ("不是很喜欢", "其实不太喜欢！", "我不喜欢"),
    ("我不喜欢跑步", "不是很喜欢吗", "不太会", "喜欢！"),
    contexts=("不是很喜欢，但是我真的想在比赛中表现得更好。",),
    before="你已经尽力了，这很重要。你平时喜欢跑步吗？",
)

ROWS: tuple[Row, ...] = (ASKED_OBJECT, BARE_ANSWER, BARE_DISLIKE, *ANSWER_ROWS)
