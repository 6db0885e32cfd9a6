"""[beyond] Words around a clause that say nothing of it: news announced, the partner called.

News announced before it (说起来, 哎, guess what, since we talked) and the partner called by
name ("Maria, since we talked…", "…feel helpful, Maria."). memory/language/clauses.py `strip_lead`
drops them with the other openers of clause_breaks.py; they were kept in notes ("说起来，妹妹
在北京工作", "Guess what, brother got a job as a lawyer", "Maria, old area was hit…").
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.clause_breaks import APPOSITIVE_EN
from strata_layered.memory.rules.people import PEOPLE_EN
from strata_layered.memory.rules.row import Row

NEWS_LEAD = Row(
    "news_lead",
    re.compile(
        r"^(?:说起来|说到这个|说到这儿|哎呀|哎哟|哎|诶嘿|跟你说|猜猜怎么着|你猜怎么着"
        r"|guess what|fun fact|news flash|big news|good news|great news|funny thing is"
        r"|you won't believe (?:it|this))(?:[\s，,！!~～。:：]+|$)", re.I),
    "words that announce news open the clause and say nothing of it: dropped",
    "[beyond] issue 24 whose fact probe (lead, round 29): '说起来，我妹妹在北京工作' kept "
    "'说起来，妹妹在北京工作'; 'Guess what, my brother got a job as a lawyer!' kept 'Guess "
    "what, brother got…'",
    ("说起来，我妹妹在北京工作", "哎，我爸最近搬去广州了", "Guess what, my brother got a job!",
     "Big news: I'm pregnant"),
    ("我说起来就停不下来", "哎呦喂这么巧", "I can guess what you mean", "The news was big"),
    contexts=("说起来，我妹妹在北京工作。", "Guess what, my brother got a job as a lawyer!"),
)

# "Since we chatted last, I've been blogging…": when the news dates from, said of the chat.
SINCE_TALKED = Row(
    "since_talked",
    re.compile(r"^since (?:we|i) (?:last )?(?:spoke|talked|chatted|caught up)(?: last)?"
               r"(?=\s*(?:[,.!:]|$))"
               r"|^since (?:the|our) last (?:chat|talk|time we (?:spoke|talked|chatted))"
               r"(?=\s*(?:[,.!:]|$))", re.I),
    "'since we talked' opening a clause says nothing: dropped (since_lead took only 'Since'"
    " and left 'chatted last, has been blogging…')",
    "[beyond] issue 24 probe24e (LoCoMo conv-41 kept 'chatted last, …', 'spoke last' and"
    " 'Since the last chat, …')",
    ("Since we chatted last, I've been blogging", "since we talked, I got a dog",
     "Since the last chat, I've been thinking"),
    ("Since we moved to Denver", "Since I talked to my boss, I feel better",
     "since the last storm"),
    contexts=("Since we spoke last, I adopted a kitten named Miso.",),
)

# "Yeah Maria, making memories with family is priceless", "Maria, since we talked, …": the
# partner called by name after a word that answers them, or before "since we talked". A name
# said bare before a comma may be the clause's own ("Definitely, those reminders help",
# "Yesterday, I…", "Mom, dad and I went"): it stays.
CALLED_FIRST = Row(
    "called_first",
    re.compile(rf"^(?:(?:yeah|yep|yup|yes|wow|woah|whoa|oh|thanks|thank you|sure|ok|okay|well"
               rf"|aw+|haha+|so)[\s,!]+(?!(?i:{PEOPLE_EN})\b)(?-i:[A-Z][a-z]+)(?:[,!.]+\s*|\s*$)"
               rf"(?!\s*{APPOSITIVE_EN})"
               r"|(?-i:[A-Z][a-z]+),\s+(?=since (?:we|i) (?:last )?(?:spoke|talked|chatted)))",
               re.I),
    "the partner's name called after a word that answers them (Yeah Maria,) or before 'since "
    "we talked' says nothing of the clause: dropped",
    "[beyond] issue 24 probe34, LoCoMo conv-41 (train): 'Maria, since we talked, it's been "
    "tough. My old area was hit…' and 'Yeah Maria, making memories with family is priceless'"
    " were noted 'Maria, since they talked, old area was hit…', 'Maria, making memories…'",
    ("Maria, since we talked, it's been tough", "Yeah Maria, making memories is priceless",
     "Thanks, John. I got promoted", "Yep, Tim! we adopted a dog"),
    ("Definitely, those reminders really help", "Wow, Paris is lovely", "Yeah Mom, I know",
     "Mom, dad and I went camping", "Yesterday, I went hiking", "Sarah, my sister, lives in Rome",
     "So Max, my dog, loves the beach"),
    contexts=("Maria, since we talked, it's been tough. My old area was hit by a nasty flood "
              "last week.",),
)

# "Yeah, it really does feel helpful, Maria.": the partner called by name after a clause
# that judges what they said (it / that / this…); after a thing or a person ("my betta fish,
# Bubbles", "Last time, Dad and I") a name says who.
CALLED_LAST = Row(
    "called_last",
    # "That's my dog, Max" / "This is my daughter, Emma": a name after someone of the user's
    # says who (review34: the note lost it)
    re.compile(r"^(?P<kept>(?:it|it's|that|that's|this|this is|sounds|what|you|you're)\b"
               r"(?![^,]*\b(?:my|our|his|her|their)\b)[^,]*)"
               r",\s+(?-i:[A-Z][a-z]+)\s*[.!?]*$", re.I),
    "the partner's name called after a clause judging what they said says nothing of it: "
    "dropped (the clause kept)",
    "[beyond] issue 24 probe34, LoCoMo conv-41 (train): 'Yeah, it really does feel helpful, "
    "Maria. We have different skills…' was noted 'Maria. have different skills…'",
    ("it really does feel helpful, Maria.", "That sounds great, John!",
     "this is so cool, Tim"),
    ("I went hiking with my friend, Sarah.", "I live in Austin, Texas.", "That's my dog, Max.",
     "This is my daughter, Emma.",
     "also upgraded my old tank, which has my betta fish, Bubbles", "Last time, Dad"),
    contexts=("Yeah, it really does feel helpful, Maria. We have different skills and talents,"
              " but they all contribute to serving and protecting our community.",),
)

# "It's been ages since we last chatted. I had a tough exam…": how long since the last chat
# opens the news and says nothing of it (SINCE_TALKED reads only the "since we talked" part).
BEEN_A_WHILE = Row(
    "been_a_while",
    re.compile(r"^(?:it(?:'s| has)\s+)?been\s+(?:a\s+(?:while|bit|long time|few days)|ages"
               r"|forever|too long)(?:\s+since\s+(?:we|i)\s+(?:last\s+)?(?:spoke|talked|chatted"
               r"|caught up)(?:\s+last)?)?(?:\s+huh)?(?=\s*(?:[,.!?:]|$))"
               # how it has been since (probe35, conv-47 D9:1 "Man, it's been wild since we talked")
               r"|^(?:it(?:'s| has)\s+)?been\s+(?:so\s+|really\s+)?(?:wild|crazy|hectic|nuts|busy)"
               r"\s+since\s+(?:we|i)\s+(?:last\s+)?(?:spoke|talked|chatted)(?=\s*(?:[,.!?:]|$))",
               re.I),
    "how long since the partner and the user last talked, opening a clause, says nothing of "
    "it: dropped",
    "[beyond] issue 24 probe34, LoCoMo conv-43 (train): 'It's been ages since we last "
    "chatted. I had a tough exam…' was noted 'It's been ages since they last chatted, had a "
    "tough exam…'; 'been a while since we chatted' named a topic; conv-47 D18:1 'Been a "
    "while huh?'",
    ("It's been ages since we last chatted", "been a while since we chatted",
     "Been a while huh?", "It's been forever", "it's been wild since we talked"),
    ("It's been a while since I went skiing", "I've been ages at this job",
     "been a while coming", "It's been a bit rough lately", "It's been crazy busy at work"),
    contexts=("Hey John! It's been ages since we last chatted. I had a tough exam last week that "
              "had me doubting myself.",),
)

# "As for me, I've been trying out different genres…": the turn from the partner's news to the
# user's own; alone it was kept as a note ("As for them", LoCoMo conv-47, twice).
AS_FOR_ME = Row(
    "as_for_me",
    re.compile(r"^(?:as for me|as for myself|as far as i'm concerned|me personally|至于我(?:自己)?"
               r"|我(?:自己)?(?:这边|的话))(?:[,，\s]+|$)", re.I),
    "the turn to the user's own news (As for me, 至于我) opens a clause and says nothing: dropped",
    "[beyond] issue 24 probe35: LoCoMo conv-47 (train) 'Learning coding … is impressive stuff. "
    "As for me, I've been trying out different genres of games…' kept 'As for them'",
    ("As for me, I've been trying out new games", "至于我，最近在学吉他"),
    ("As for my sister, she lives in Rome", "As for the trip, it was great", "我的话很少"),
    contexts=("Wow, sounds cool John! Learning coding with a text-based adventure game is "
              "impressive stuff. As for me, I've been trying out different genres of games and "
              "now I'm dying to create a strategy game like Civilization.",),
)

# "First day at the hospital": an ordinal before the noun it counts opens no clause.
ORDINAL_NOUN_EN = Row(
    "ordinal_noun_en",
    re.compile(r"^(?P<word>first) (?!(?:i|we|you|he|she|they|it|my|our|your|his|her|their|the|a"
               r"|an|of|off|and|then|thing|things)\b)[a-z]+ (?:at|in|of|on|with|since|back|for|"
               r"ever)\b", re.I),
    "an ordinal counting the noun after it ('First day at…', 'First time in months') is no "
    "lead word: clause_breaks.py `lead_en` keeps it",
    "[beyond] issue 24 probe36: \"First day at the hospital, my manager Priya seems nice\" was "
    "kept as \"day at the hospital, manager Priya seems nice\"",
    ("First day at the hospital", "first time in months I went running"),
    ("First I went to the store", "First, I live in Paris", "First of all I live in Leeds"),
    contexts=("First day at the hospital, my manager Priya seems nice.",),
)

ROWS: tuple[Row, ...] = (NEWS_LEAD, SINCE_TALKED, CALLED_FIRST, CALLED_LAST, BEEN_A_WHILE,
                         AS_FOR_ME, ORDINAL_NOUN_EN)
