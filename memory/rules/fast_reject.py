"""[beyond] Fast rejects and the safety boundary beside seed 003's five (memory/rules/seed003.py).

memory/gate/rules.py runs them in the seed's chain: a request not to remember (safety), a
short fact the seed's 短寒暄 signal misses, and the fillers taken out before seed 003's
完全重复 check. (A question about the assistant and a hedge had rows here; they carried
nothing on either split and no test needed them: the clause reading already rejects a
question, and a hedge before a fact no longer hides it.)
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.row import Row

DONT_REMEMBER = Row(
    "dont_remember",
    re.compile(
        # "别记错/不要记混" and "don't forget" ask to be remembered, not forgotten.
        r"((?:别|不要|不用)记(?!错|混|反|岔|漏)|(?<![别不要])忘(?:掉|了)这|"
        # "I don't remember the name", "I forget that…": the user's own lapse, no request.
        r"(?<!\bi )(?<!\byou )(?<!\bwe )(?:don't remember|do not remember)|don't save"
        r"|do not save|(?<!don't )(?<!do not )(?<!never )(?<!\bi )(?<!can't )(?<!cannot )"
        r"(?<!won't )(?<!\bto )(?<!\bnot )forget (this|that|what i said)|"
        r"off the record|don't store)",
        re.I),
    "safety: the user asked not to remember this turn (nothing kept, no excerpt audited)",
    "[beyond] the user's own request not to be remembered; not after 'I' (issue 24 msc24: "
    "MSC 'I don't remember the name. It's a new comic.' dropped whole)",
    ("这个别记", "off the record, I'm broke", "Please don't remember this",
     "forget what I said about my ex"),
    ("别记错了，我生日是三月七号", "Don't forget I'm vegan", "I don't remember the name",
     "And I forget that there must be great fishing there", "I can't forget that",
     "You don't remember that??", "I just want to forget that"),
)

# --- [beyond] extra fast-reject rules --------------------------------------------------
SHORT_SIGNAL_EXTRA = Row(
    "short_signal_extra",
    re.compile(
        r"(我是|生日|搬家)"),
    "a short message is no small talk when it names a lasting fact the profile's fields do not "
    "read (memory/gate/rules.py asks them first: 我住在上海, 叫我小林, 我单身, 我有高血压)",
    "[beyond] short facts seed 003's 短寒暄 signal misses; 叫我小林 (probe, issue 24); the "
    "words a profile field reads left it (probe30)",
    ("我是学生", "搬家了", "今天我生日"),
    ("好的呀", "哈哈哈", "我住在上海"),
)

SHORT_MOMENT = Row(
    "short_moment",
    re.compile(r"(?:了|啦|呢|吧|啊|呀|嘛|哦)[。！!~～…\s]*$|^我(?:正在|在|要|想|不要|不想)"),
    "a short message of the moment (我不吃了, 我在上班, 我不要): the seed's 短寒暄 stands even "
    "when its clause reads as a fact",
    "[beyond] issue 24 probe32: the short facts below (short_fact in memory/gate/rules.py) "
    "without the replies of the moment",
    ("我不吃了", "我在上班", "我生病了", "我不要", "我要睡了"),
    ("我不吃香菜", "我爸是医生", "我吃不了辣", "我比较内向", "我不喝酒"),
)

MOMENT_EN = Row(
    "moment_en",
    re.compile(
        r"^(?:(?:ugh|well|so|ok|okay|lol|haha|oh)[,!.]*\s+)?i(?:'m| am) (?:just |still |currently "
        r"|so |a bit |a little |kinda |really |pretty |very |super )*(?:hungry|starving|sleepy"
        r"|thirsty|full|stuffed|bored|freezing|sweating|(?:waiting for|on) (?:the |my )?(?:bus"
        r"|train|subway|taxi|uber|ride|food|delivery|pizza|coffee)|(?:cooking|making|eating"
        r"|having) (?:dinner|lunch|breakfast|a snack)|(?:at|in) (?:the )?(?:gym|office|car"
        r"|kitchen|shower|bed|store|supermarket|airport|station)(?= right now| at the moment"
        r"| now))(?: right now| at the moment| now| today| tonight)?[.!~]*$"
        r"|^i (?:just )?(?:had|ate|finished) (?:my )?(?:lunch|dinner|breakfast|a snack|a nap"
        r"|a shower|coffee)(?: just now| now)?[.!~]*$", re.I),
    "a message wholly of the moment (hungry, waiting for the bus, just had lunch): small talk; "
    "the learned gate kept it (scores 0.73-0.96 on such turns)",
    "[beyond] issue 24 probe32: 'I just had lunch.', 'I'm a bit hungry.', 'I'm waiting for the "
    "bus.' were kept as facts",
    ("I just had lunch.", "I'm a bit hungry.", "I'm waiting for the bus.",
     "I'm at the gym right now.", "I'm cooking dinner.", "I'm sleepy."),
    ("I'm always hungry after a run.", "I'm at Google now.", "I just had a baby!",
     "I'm cooking dinner for my parents' anniversary tonight.", "I'm tired of my job."),
)

DUPLICATE_FILLER = Row(
    "duplicate_filler",
    re.compile(
        r"(跟你说过的?|说过了|记住|记得|请|please|like i said|i told you"
        r"|[的了哦啊呀嘛呢吧，,。！!~～\s])",
        re.I),
    "words taken out before the duplicate check (跟你说过的, please, particles)",
    "[beyond] seed 003's 完全重复 with fillers taken out",
    ("跟你说过的，我喜欢乌龙茶", "Like I said, I'm vegan"),
    ("乌龙茶", "vegan"),
    before="我喜欢乌龙茶",
)

ROWS: tuple[Row, ...] = (DONT_REMEMBER, SHORT_SIGNAL_EXTRA, SHORT_MOMENT, MOMENT_EN,
                         DUPLICATE_FILLER)
