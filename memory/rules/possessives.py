"""[beyond] A 她的 / 他的 / her / his opening a clause: whose it is, the one person named before.

"My sister Anna just moved. Her new place is in Austin." kept "Her new place is in Austin" as
said, and "Her husband is a chef" after "My sister Anna is a nurse" was recorded as about the
user's husband (issue 24 whose37). memory/facts/person_pronouns.py `with_possessor` reads the clause
as the user said it of that person (My sister's new place…, 我妹妹的新家…).
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.not_names import NOT_NAMES
from strata_layered.memory.rules.people import PEOPLE_EN, PEOPLE_ZH, words_of
from strata_layered.memory.rules.phrasing import COMMON_SURNAMES
from strata_layered.memory.rules.row import Row

POSSESSIVE_OPENER = Row(
    "possessive_opener",
    re.compile(r"^(?P<zh>她的|他的)(?=[\u4e00-\u9fff])|^(?P<en>her|his)\s+(?=[a-z])", re.I),
    "whose: a 她的 / her opening a clause is the one person the message, or the one before it, "
    "names (memory/facts/person_pronouns.py `with_possessor`)",
    "[beyond] issue 24 whose37: 'Her new place is in Austin' after 'My sister Anna just moved' "
    "was kept as said; 'Her husband is a chef' as about the user's husband",
    ("Her new place is in Austin", "她的新家在成都", "His wife is a doctor", "他的工作很忙"),
    ("她们的家在成都", "Hers is bigger", "History is my favourite subject", "她在成都",
     "I love her cooking"),
    contexts=("My sister Anna just moved. Her new place is in Austin.",
              "我妹妹刚搬家了。她的新家在成都。"),
)

# "Lily's mom is a teacher" / 小美的妈妈是医生: a named person's relative opens the clause. The
# fact is that relative's ("Lily's mom"), neither the user's nor Lily's own (people38: probe37's
# "Lily's mom moved to Phoenix last year" kept nothing; said cold it was read as the user's).
_NAME_ZH = (rf"(?:[小阿][\u4e00-\u9fff]|(?P<twice>[\u4e00-\u9fff])(?P=twice)"
            rf"|[{COMMON_SURNAMES}][\u4e00-\u9fff]{{1,2}}?)")
NAMED_POSSESSIVE = Row(
    "named_possessive",
    re.compile(
        rf"^(?!(?:{PEOPLE_ZH})的)(?P<zh>{_NAME_ZH})的(?P<zh_of>{PEOPLE_ZH})(?![\u4e00-\u9fff]*的)"
        rf"|^(?-i:(?!(?:I|The|My|{NOT_NAMES})\b)(?P<en>[A-Z][a-z]+))['’]s"
        rf" (?P<en_of>{PEOPLE_EN})s?\b",
        re.I),
    "whose: a named person's relative opens the clause (Lily's mom, 小美的妈妈): the fact is "
    "that relative's, not the user's nor the named person's own",
    "[beyond] issue 24 people38: 'Lily's mom is a teacher', 'Sam's brother lives in Oslo', "
    "小美的妈妈是医生 kept nothing, or were read as the user's",
    ("Lily's mom is a teacher", "Sam's brother lives in Oslo", "小美的妈妈是医生",
     "王磊的老婆在银行上班"),
    ("My mom's friend is a teacher", "Lily's bowl is blue", "妈妈的朋友是医生", "I'm Sam's dad",
     "It's my brother"),
)

# 我女儿的老公是警察 was kept as the daughter's fact (the job hers); "Karen's husband Mike is a
# firefighter", Karen the user's daughter, as "Karen's husband", whose nobody knew (probe38):
# a relative's partner, child or parent opening the clause is that person's, said as whose.
KIN_OF = words_of("wife", "husband", "partner", "spouse", "boyfriend", "girlfriend", "son",
                  "daughter", "child", "mother", "father", "parents")
PARTNER_OR_CHILD = words_of("wife", "husband", "partner", "spouse", "boyfriend", "girlfriend",
                            "son", "daughter", "child")
"""Whose a named relative's kin is, said after the name ("Karen's husband"): not a parent, as
"Lily's mom" (Lily the user's daughter) is the user or their ex, not the daughter's kin."""
KIN_POSSESSIVE = Row(
    "kin_possessive",
    re.compile(
        # 儿媳妈妈 as 儿媳的妈妈: a partner's, child's or in-law's parent, no 的 (leftzh44b)
        rf"^(?:我的?|我家的?)?(?P<zh>{PEOPLE_ZH})(?:{_NAME_ZH})?"
        r"(?:的|(?<=儿媳|媳妇|女婿|儿子|女儿|老公|老婆)(?=妈妈|爸爸|父母|爸妈))"
        rf"(?P<zh_of>{KIN_OF})"
        rf"(?![\u4e00-\u9fff]*的)"
        rf"|^(?:my |our )?(?P<en>{PEOPLE_EN})(?: (?-i:[A-Z][a-z]+))?['’]s (?P<en_of>{KIN_OF})s?\b",
        re.I),
    "whose: a relative's partner, child or parent opens the clause (我女儿的老公, 'my daughter "
    "Karen's husband'): the fact is theirs, said as whose (女儿的老公, daughter's husband)",
    "[beyond] issue 24 probe38: 我女儿的老公是警察 was kept as the daughter's; 'Karen's husband "
    "Mike is a firefighter' (Karen the daughter) as nobody's known",
    ("我女儿的老公是警察", "女儿小美的老公在银行上班", "My daughter Karen's husband Mike is a "
     "firefighter", "sister's husband is a chef", "儿媳妈妈要过来住几天"),
    ("我妈妈的朋友是医生", "My mom's friend is a teacher", "我女儿是警察", "My sister's house "
     "is big", "女儿的老公的妈妈是老师", "爸爸妈妈都退休了", "儿子儿媳都在银行上班"),
)

ROWS: tuple[Row, ...] = (POSSESSIVE_OPENER, NAMED_POSSESSIVE, KIN_POSSESSIVE)
