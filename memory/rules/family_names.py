"""[beyond] The names of the user's family said with them: the family line shows them.

"My husband Mark is a chef and we have two kids, Lily and Sam." showed `family: husband; two
kids`, 我们有两个孩子，大的叫乐乐，小的叫安安 `家庭: 有两个孩子` (issue 24 fix35b, a first week):
a reader expects the people with their names, `husband Mark; two kids Lily and Sam`,
`两个孩子 乐乐、安安`. Read right after each relative the family slot takes (memory/slots.py
`Slot.names`), so a name said elsewhere in the memory is nobody's here.
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.row import Row

_ZH_NAME = r"[\u4e00-\u9fff]{1,3}?(?=[，,。！!；;、~～]|$)"
_ZH_CALLED = r"(?:叫|名叫|叫做)"
_EN_NAME = r"(?!I\b|The\b|But\b|And\b|We\b|My\b|Our\b)[A-Z][a-z]+"
_AGE = r"(?: \d{1,2}\b)?"
"""An age said right after a name (Zoe 12): read, not shown (memory/slot_reading.py)."""

FAMILY_NAMES = Row(
    "family_names",
    re.compile(
        rf"^(?:[，,]\s*)?(?:大的|老大|一个|的名字)?{_ZH_CALLED}(?P<a>{_ZH_NAME})"
        rf"(?:[，,、]\s*(?:小的|老二|另一个|一个)?{_ZH_CALLED}(?P<b>{_ZH_NAME}))?"
        rf"|^(?:[,:]|['’]s name is| is called| is named)? (?:named |called )?"
        # probe40b: "2 kids, Zoe 12 and Eli 9" showed 2 kids Zoe: a name may be said with its age
        rf"(?P<c>{_EN_NAME}{_AGE}(?:(?:, | and | & |, and ){_EN_NAME}{_AGE})*)\b"),
    "slot value: the names said right after a relative (husband Mark; 两个孩子，大的叫乐乐，"
    "小的叫安安), shown with the relative on the family line",
    "[beyond] issue 24 fix35b: 'My husband Mark is a chef and we have two kids, Lily and Sam.' "
    "showed family: husband; two kids; fix36: 'My wife's name is Anna' family: wife",
    ("，大的叫乐乐，小的叫安安", "叫乐乐", " Mark is a chef", ", Lily and Sam",
     ": Tom, Ben and Lucy", "'s name is Anna", " is called Mark", "的名字叫小芳",
     " Zoe 12 and Eli 9"),
    ("是个厨师", " is a chef", " and I went hiking", "，今年五岁"),
    contexts=("My husband Mark is a chef", "我们有两个孩子，大的叫乐乐，小的叫安安"),
)

ROWS: tuple[Row, ...] = (FAMILY_NAMES,)
