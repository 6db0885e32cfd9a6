"""[beyond] What the user's nerves and body do, lastingly: fears and reactions (issue 24).

A fear of a kind of thing (我害怕蜘蛛, "afraid of heights") and a reaction the user has
whenever something comes (我一坐飞机就特别紧张, "I get really anxious before flights") last;
a fear of what is coming (怕明天考砸) or a feeling of one day ("got nervous before the
interview") is the mood it was. Rows of fix36 and lead36, moved here from lasting.py.
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.row import Row

# "I get really anxious before flights" / 我一坐飞机就特别紧张 kept nothing (lead36): what the body
# or the nerves do whenever something comes (一…就…, get … before / when) is a lasting fact
# about the user, as a routine is; a feeling of one day ("got nervous before the interview")
# is not.
REACTION_WHEN = Row(
    "reaction_when",
    re.compile(r"一[\u4e00-\u9fff]{1,6}?就(?:会|特别|很|容易|超级?|有点|开始)*(?:紧张|焦虑|害怕"
               r"|头疼|头痛|失眠|难受|心慌|恶心|想吐|晕|烦躁|犯困|拉肚子|胃疼|肚子疼|过敏|结巴)"
               r"|\b(?:get|gets|feel|feels|become|becomes)\s+(?:really |so |very |super |pretty "
               r"|a bit |a little |kind of |kinda |quite |extremely )?(?:anxious|nervous|scared"
               r"|sick|dizzy|panicky|stressed|carsick|seasick|airsick|nauseous|claustrophobic"
               r"|migraines?|headaches?)\s+(?:before|when|whenever|during|after|on)\b", re.I),
    "memory signal: routine (a reaction the user has whenever something comes)",
    "[beyond] issue 24 lead36 (own sentences: 'I get really anxious before flights')",
    ("我一坐飞机就特别紧张", "一考试就头疼", "I get really anxious before flights",
     "I get migraines when I skip meals"),
    ("我一到家就睡了", "I get home before six", "I got nervous before the interview",
     "一看到你就开心"),
)

# 我害怕蜘蛛 / 我恐高 / "I'm afraid of heights" kept nothing (fix36): the clause read as a mood
# (害怕 opens it). A fear of a kind of thing (an animal, heights, the dark, flying) lasts; a
# fear of what is coming (怕明天考砸, "scared of the interview tomorrow") or of someone's
# doing (怕他生气) is the mood it was.
FEAR = Row(
    "fear",
    re.compile(r"^(?:我|我们)?(?:从小|一直|特别|非常|很|最|超级|有点|就|都)*(?:害怕|怕|恐惧)"
               r"(?![我你他她它这那明今后])(?:(?![不没会要被了吗呢的得我你他她它])[\u4e00-\u9fff]){1,4}$"
               r"|^(?:我|我们)?(?:有)?(?:恐高|恐水|幽闭恐惧|社恐)(?:症)?$"
               # English: the things people fear for good, a closed list ("afraid of accidents"
               # before a speech is a worry of the moment: train memorybank_en Emily)
               r"|\b(?:afraid|scared|terrified|frightened) of (?:the dark|heights|deep water|water"
               r"|spiders|snakes|dogs|cats|needles|flying|clowns|crowds|bees|wasps|insects|bugs"
               r"|mice|rats|thunder|storms|elevators|lifts|hospitals|dentists|the dentist|blood"
               r"|public speaking|driving|birds|sharks|the ocean|horses)\b"
               r"(?! (?:tomorrow|today|tonight|this|next|on|at)\b)"
               r"|\b(?:a|my) (?:fear|phobia) of\b|\b(?:claustrophobic|arachnophobic)\b", re.I),
    "memory signal: important fact (a lasting fear of a kind of thing, not a passing mood)",
    "[beyond] issue 24 fix36: 我害怕蜘蛛 / 我恐高 / \"I'm afraid of heights\" kept nothing",
    ("我害怕蜘蛛", "我从小就怕狗", "我恐高", "I'm scared of spiders", "I'm afraid of heights",
     "I have a fear of flying", "I'm terrified of snakes"),
    ("我害怕", "我有点害怕", "我怕明天考砸", "我怕他生气", "我怕来不及", "我害怕失去你",
     "I'm scared of the interview tomorrow", "I'm afraid of that", "I'm scared",
     "I'm really afraid of accidents"),
)

ROWS: tuple[Row, ...] = (REACTION_WHEN, FEAR)
