"""[beyond] What a topic's summary keeps of a message (issue 25 item 2: summaries a person reads).

Seed 004 §2–3 keeps per topic a summary of what was discussed ("用户一直在讨论装修，重点关注
预算、客厅、灯光和收纳"). memory/topics/naming.py builds it from the user's statements, clause
by clause; these rows say which statements are no part of it:
- English: a judgement of something pointed at, with nothing of the user in it ("That castle
  looks amazing", "It was so much fun", "Nature's really something else"), says what the user
  thought of a photo or a story, not what the topic is about ("The yoga getaway is at a
  retreat center by the lake" and "My dog is so adorable" stay);
- a feeling about something pointed at ("I'm so excited to check it out") or a move of the
  talk ("I couldn't agree more", "I have to go") is no point either;
- in Chinese, what answers the partner is left out ("这些建议非常实用", "我很感激", "肯定会有的");
  a bare verdict (挺好吃的) is left out by the names' own screen (memory/topics/name_rows.py
  VERDICT_ZH, which naming.py's summary screen already read).
Motivated by `strata topics` on imported development histories (LoCoMo conv-41, conv-43,
conv-47; MemoryBank 李雪): summaries read "About three dogs: They're amazing; This pup is so
adorable; Luna's a great name", "关于工作：…这些建议非常实用；我很感激".
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.row import Row

SOURCE = ("[beyond] issue 25 item 2: `strata topics` after importing LoCoMo conv-41/43/47 and "
          "MemoryBank 李雪 (development): summaries made of reactions to the partner's photos "
          "and advice")

JUDGING_ADV = (r"(?:really|so|pretty|quite|definitely|just|such|also|very|super|totally|absolutely"
        r"|truly|always|honestly|incredibly|seriously|sure|still|kinda|much|a|an|such a)")
JUDGED = (r"(?:amazing|awesome|great|adorable|cute|lovely|beautiful|wonderful|fantastic"
           r"|incredible|cool|fun|nice|good|bad|terrible|awful|hard|tough|crazy|insane"
           r"|impressive|inspiring|exciting|interesting|funny|hilarious|sweet|perfect|stunning"
           r"|gorgeous|brilliant|excellent|fascinating|special|unbelievable|scary|priceless"
           r"|peaceful|magical|rewarding|fulfilling|informative|encouraging|heartbreaking"
           r"|touching|epic|wild|neat|delicious|yummy|important|true|right|something else"
           r"|rush|blast|inspiration|game changer|eye-opening|heartwarming|relaxing|calming"
           r"|disappointing|frustrating|intense|satisfying|captivating|exhausting|stressful"
           r"|overwhelming|worth it|the best)")
SAYS = (r"(?:'s|'re|\s+(?:is|are|was|were|looks?|looked|sounds?|sounded|seems?|seemed|feels?"
         r"|felt|must(?:\s+have|'ve)\s+been|must\s+(?:be|feel|have\s+felt)|can\s+be|has\s+been|have\s+been"
         r"|gets?|got|is\s+going|are\s+doing|is\s+doing))(?:\s+been|\s+going|\s+doing)?")

POINT_JUDGED_EN = Row(
    "point_judged_en",
    re.compile(
        r"^(?!.*\b(?:I|I'm|I've|I'd|I'll|Im|we|we're|we've|we'd|we'll|my|our)\b)"
        r"(?:(?:and|but|so|oh|wow|yeah|aw+|haha|omg),?\s+)?"
        rf"(?:(?:[\w'-]+\s+){{0,3}}?[\w'-]+?{SAYS}|must\s+(?:have\s+been|be|feel|have\s+felt))"
        rf"(?:\s+{JUDGING_ADV})*\s+{JUDGED}(?:\s+[\w'-]+){{0,2}}[.!…~]*$",
        re.I),
    "summary point (en): a judgement of something pointed at, with nothing of the user in it "
    "(That castle looks amazing, It was so much fun, Luna's a great name) is what they thought "
    "of a photo or a story, not what the topic is about",
    SOURCE,
    ("That castle looks amazing", "It was so much fun", "They're amazing",
     "This pup is so adorable", "Luna's a great name", "It's been a wild ride",
     "Chicago sounds great", "Must have been so much fun"),
    ("The yoga getaway is at a retreat center by the lake", "My dog is so adorable",
     "It's a mile from my house", "They're coming to visit in May",
     "The class is at 7pm on Tuesdays", "We were so tired"),
    contexts=("They're amazing! I adopted Luna from the shelter last month.",
              "That castle looks amazing."),
)

POINT_FEELING_EN = Row(
    "point_feeling_en",
    re.compile(
        r"^(?:(?:and|but|so|oh|wow|yeah),?\s+)?I(?:'m| am)(?:\s+(?:so|really|super|very|totally"
        r"|pretty|just|also|quite))*\s+(?:excited|happy|glad|thrilled|sure|grateful|thankful"
        r"|sorry|stoked|pumped)"
        r"(?:\s+(?:to\s+(?:hear|see|check|try|know|read|jump into|get into)|for|about|of|with))?"
        r"(?:\s+(?:it|that|this|you|them|him|her|those|these))?"
        r"(?:\s+(?:out|again|too|as well|now|all|so much))*[.!…~]*$",
        re.I),
    "summary point (en): a feeling about something pointed at (I'm so excited to check it "
    "out, I'm glad to hear that) says nothing of the topic",
    SOURCE,
    ("I'm so excited to check it out", "I'm glad to hear that", "I'm sure of that too",
     "I'm so excited to jump into it again", "I'm so happy for you"),
    ("I'm excited to start my new job", "I'm happy with my new flat",
     "I'm sure I'll pass the exam", "I'm grateful for my sister's help"),
    contexts=("I'm so excited to check it out!",),
)

POINT_CHAT_EN = Row(
    "point_chat_en",
    re.compile(
        r"^(?:(?:and|but|so|oh|yeah|haha|lol),?\s+)?(?:I\s+(?:couldn't agree more|totally agree"
        r"|agree|have to go|gotta go|got to go|feel the same|know what you mean|see what you mean"
        r"|hear you|get it|understand|had a similar experience|can relate|(?:really\s+)?hope"
        r"\s+(?:so|everything (?:works out|goes well)|it (?:works out|goes well|helps)))(?:\s+too)?"
        r"|long time no see|been a while|much appreciated)[.!…~]*$"
        r"|^I bet\b",
        re.I),
    "summary point (en): a move of the talk itself (I couldn't agree more, I have to go, long "
    "time no see) is no point of the topic",
    SOURCE,
    ("I couldn't agree more", "I have to go", "Long time no see", "Much appreciated",
     "I had a similar experience", "I bet they'll love it", "I hope everything works out"),
    ("I agreed to run the bake sale", "I have to go to Boston for work",
     "I understood the contract after my lawyer explained it", "I have a similar bike",
     "I hope everything works out with my visa"),
    contexts=("I couldn't agree more! Anyway, I have to go.",),
)

POINT_TO_PARTNER_EN = Row(
    "point_to_partner_en",
    re.compile(
        r"^(?:(?:and|so|oh|ok|okay|yeah|hey),?\s+)?(?:check (?:it|this|that|them|these|those) out"
        r"|keep me (?:posted|updated|in the loop)|be sure to|make sure (?:to|you)|let['`’]?s\b"
        r"|let me know|look (?:who|at this|at that|how)\b|don't worry|you should|you have to"
        r"|you gotta|you'll (?:love|like|enjoy)|we can do (?:this|it|anything))",
        re.I),
    "summary point (en): what is said to the partner (check it out, keep me posted, let's do "
    "it, be sure to tell us) is no point of the topic",
    SOURCE,
    ("Check it out", "Keep me posted when it's out", "Let`s do it next Saturday",
     "Be sure to tell us your impressions when you try it", "look who came to see me",
     "We can do this together"),
    ("I checked it out last week", "Letting go was hard", "I told my boss about it",
     "Looking at houses in Denver", "We can't afford a new car"),
    contexts=("I got a great pic last night. Check it out!",),
)

POINT_TO_PARTNER_ZH = Row(
    "point_to_partner_zh",
    re.compile(
        r"^(?:嗯|哦|啊|好的|是的|对)?[，,\s]*(?:"
        r"(?:这些|那些|这个|那个|你的|你说的|你说得|你)(?:建议|方法|办法|主意|想法|意见|话|推荐)?(?:都|也|真的|确实|还)*"
        r"(?:听起来|看起来)?(?:很|非常|挺|太|真|特别|蛮)*"
        r"(?:实用|有用|有帮助|有道理|好|棒|复杂|难|不错|专业|贴心|周到|对|有意思)(?:了|呢|啊|呀|的)*"
        r"|我?(?:真的|很|非常|特别|十分)*(?:感激|感谢你|谢谢你)(?:的(?:建议|帮助|鼓励|陪伴))?"
        r"|(?:肯定|一定|当然)?会(?:有)?的"
        r")[！!。.~～]*$"),
    "summary point (zh): what answers the partner (这些建议非常实用, 我很感激, 肯定会有的) "
    "says nothing of the topic",
    SOURCE,
    ("这些建议非常实用", "我很感激", "这些都听起来很复杂", "肯定会有的", "你说得太对了",
     "你的建议很有帮助"),
    ("这些菜都很好吃", "我很感激我的父母", "我会去北京的", "这个城市很好"),
    contexts=("这些建议非常实用，我很感激。",),
)

ROWS: tuple[Row, ...] = (POINT_JUDGED_EN, POINT_FEELING_EN, POINT_CHAT_EN, POINT_TO_PARTNER_EN,
                         POINT_TO_PARTNER_ZH)
