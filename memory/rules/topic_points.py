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
- in Chinese, what answers the partner ("这些建议非常实用", "我很感激", "肯定会有的") is left out
  by routing's own reading of an answer (memory/topics/chatter.py RESPONSE_CLAUSE), and a bare
  verdict (挺好吃的) by the names' (memory/rules/reactions.py bare_verdict_zh).
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

# "Nice job, Maria", "sorry to hear that", "I hope your injury heals soon", "Stay safe and
# chat soon": the user answering the partner's news, each turn of LoCoMo conv-41 / conv-43.
POINT_REPLY_EN = Row(
    "point_reply_en",
    re.compile(
        r"^(?:(?:and|so|oh|ouch|aw+|wow|yeah),?\s+)?(?:"
        r"(?:i'?m\s+)?(?:so\s+|really\s+)?sorry (?:to hear|about (?:that|your)|for your)\b"
        r"|(?:that|it)(?:'s| is| sounds| must be)(?: so| really| pretty)? (?:rough|sad|awful)"
        r"(?:[.!]*$|,\s*(?:i'?m\s+)?(?:so\s+)?sorry\b)"
        r"|(?:nice|good|great) (?:job|work|one)(?![\w-])"
        r"|.*\byou(?:'re| are) (?:an? )?(?:inspiration|star|legend|rock ?star)\b"
        r"|i hope (?:you|your)\b"
        r"|(?:stay safe|take care|talk (?:to you )?(?:later|soon)|chat (?:soon|later)))",
        re.I),
    "summary point (en): a reply to the partner's news (sympathy, praise, a wish for them, a "
    "goodbye) is no point of the topic",
    "[beyond] issue 25 probe34: `strata topics` after importing LoCoMo conv-41 / conv-43 "
    "(train) read 'About understanding: Nice job, Maria; …; That's so sad; sorry to hear "
    "that; That's rough', 'I hope your injury heals soon', 'Stay safe and chat soon'",
    ("Nice job, Maria", "sorry to hear that", "That's rough", "Ouch, that's rough",
     "That's rough, sorry to hear that",
     "Keep being positive and kind, you're an inspiration", "I hope your injury heals soon",
     "Stay safe and chat soon", "Talk to you later"),
    ("I'm sorry I missed my sister's wedding", "It's so sad how they can stunt growth",
     "They tanked and it's been really rough", "Good work-life balance matters to me",
     "I hope my visa comes through", "I got a nice job at the bank"),
    contexts=("That's rough. My car broke down last week on the way to work.",),
)

# "今天是星期二" opening a MemoryBank day (焦彦, three days running) headed its topic's summary.
POINT_DAY = Row(
    "point_day",
    re.compile(
        r"^(?:今天|今儿|明天|昨天)?(?:又|已经|终于)?是(?:星期|周|礼拜)[一二三四五六日天]了?[啦呀啊哦]?$"
        r"|^(?:today|tomorrow|yesterday|it)(?:'s| is| was)(?: finally)? (?:monday|tuesday"
        r"|wednesday|thursday|friday|saturday|sunday)(?: again)?[.!]*$",
        re.I),
    "summary point: a clause that says only what day it is (今天是星期二, It's Friday) is no "
    "point of the topic",
    "[beyond] issue 25 probe35: `strata topics` after importing MemoryBank 焦彦 (development) "
    "read '关于动力工作：今天是星期二；…', '关于工作：今天是星期一；…'",
    ("今天是星期二", "今天是星期日", "又是星期一了", "Today is Friday", "It's Monday again"),
    ("今天是我的生日", "星期二我要去医院", "每周二我都去游泳", "Friday is my day off",
     "Today is my first day at work"),
    contexts=("今天是星期一，工作又开始了。",),
)

ROWS: tuple[Row, ...] = (POINT_JUDGED_EN, POINT_FEELING_EN, POINT_CHAT_EN, POINT_TO_PARTNER_EN,
                         POINT_REPLY_EN, POINT_DAY)
