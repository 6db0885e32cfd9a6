"""[beyond] The names of the user's family said with them: the family line shows them.

"My husband Mark is a chef and we have two kids, Lily and Sam." showed `family: husband; two
kids`, 我们有两个孩子，大的叫乐乐，小的叫安安 `家庭: 有两个孩子` (issue 24 fix35b, a first week):
a reader expects the people with their names, `husband Mark; two kids Lily and Sam`,
`两个孩子 乐乐、安安`. Read right after each relative the family slot takes (memory/facts/slots.py
`Slot.names`), so a name said elsewhere in the memory is nobody's here.
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.people import words_of
from strata_layered.memory.rules.row import Row

_ZH_NAME = r"[\u4e00-\u9fff]{1,3}?(?=[，,。！!；;、~～]|$)"
_ZH_CALLED = r"(?:叫|名叫|叫做)"
_EN_NAME = r"(?!I\b|The\b|But\b|And\b|We\b|My\b|Our\b)[A-Z][a-z]+"
_AGE = r"(?: (?:is |aged )?\d{1,2}\b)?"  # "Maya is 10 and Leo is 6" (left44)
_ZH_CHAR = (r"(?![了的过着是在和跟也都很不没就要会说去来到把被给让我你他她天常刚时慢好早])"
            r"[\u4e00-\u9fff]")
_ZH_AFTER_NAME = (r"\d|[一二三四五六七八九十两]+(?:个多?月|岁)|今年|已经|刚|在|是|很|特别|最近"
                  r"|[，,。！!~～]|$")
"""A pet name said beside its relative (朵朵, 小宝, 阿强: doubled, or 小 / 阿 and one) and what
may follow it; a surname and given name said so (女儿王芳) is name_beside_zh's, not read here."""
"""An age said right after a name (Zoe 12): read, not shown (memory/facts/slot_reading.py)."""

FAMILY_NAMES = Row(
    "family_names",
    re.compile(
        rf"^(?:[，,]\s*)?(?:大的|老大|一个|的名字)?{_ZH_CALLED}(?P<a>{_ZH_NAME})"
        rf"(?:[，,、]\s*(?:小的|老二|另一个|一个)?{_ZH_CALLED}(?P<b>{_ZH_NAME}))?"
        rf"|^(?:[,:]|['’]s name is| is called| is named)? (?:named |called )?"
        # probe40b: "2 kids, Zoe 12 and Eli 9" showed 2 kids Zoe: a name may be said with its age
        rf"(?P<c>{_EN_NAME}{_AGE}(?:(?:, | and | & |, and ){_EN_NAME}{_AGE})*)\b"
        # leftzh43: a name said beside, with no 叫 (女儿朵朵5个月, 女儿朵朵今年5岁)
        rf"|^(?P<d>(?P<_twice>{_ZH_CHAR})(?P=_twice)|[小阿]{_ZH_CHAR})(?={_ZH_AFTER_NAME})"),
    "slot value: the names said right after a relative (husband Mark; 两个孩子，大的叫乐乐，"
    "小的叫安安), shown with the relative on the family line",
    "[beyond] issue 24 fix35b: 'My husband Mark is a chef and we have two kids, Lily and Sam.' "
    "showed family: husband; two kids; fix36: 'My wife's name is Anna' family: wife",
    ("，大的叫乐乐，小的叫安安", "叫乐乐", " Mark is a chef", ", Lily and Sam",
     ": Tom, Ben and Lucy", "'s name is Anna", " is called Mark", "的名字叫小芳",
     " Zoe 12 and Eli 9", ", Maya is 10 and Leo is 6", "朵朵5个月啦", "小宝今年5岁", "乐乐，"),
    ("是个厨师", " is a chef", " and I went hiking", "，今年五岁", "天天在哭", "刚刚到家",
     "好好学习", "小时候很乖"),
    contexts=("My husband Mark is a chef", "我们有两个孩子，大的叫乐乐，小的叫安安"),
)

# The name said first, the relative after it (小宝是我儿子, "Leo is my son"): the family line
# shows the relative with the name, as 我儿子叫小宝 does (probe40: 家庭: 儿子, no 小宝; "Leo is my
# son" no family line). A pronoun (这是我儿子, "This is my son") names nobody; a relative's
# someone (小宝是我儿子的同学) is not the relative. The relative's group opens the pattern (a
# lookahead) so the line reads relative then name.
_KIN_ZH = words_of("wife", "husband", "son", "daughter", "child", en=False)
_KIN_EN = words_of("wife", "husband", "son", "daughter", "child", zh=False)
FAMILY_NAMED_FIRST = Row(
    "family_named_first",
    re.compile(
        rf"(?:^|(?<=[，,。！!；;\s]))(?=[\u4e00-\u9fff]{{1,3}}?是我的?(?P<v>{_KIN_ZH})"
        r"(?![\u4e00-\u9fff]))(?!这|那|他|她|它|谁|我|你|也|就|都|还|不)"
        r"(?P<n>[\u4e00-\u9fff]{1,3}?)(?=是我)"
        rf"|\b(?=[A-Z][a-z]+ is (?:my|their) (?:(?:little|baby|eldest|oldest|youngest|older"
        rf"|younger|only) )?(?P<e>{_KIN_EN})\b(?!['’]s| of\b|[ -]in[ -]law\b))"
        r"(?P<f>(?!This\b|That\b|He\b|She\b|It\b|Who\b)[A-Z][a-z]+)(?= is)"),
    "slot value: a relative named before it (小宝是我儿子, 'Leo is my son') is shown with the name",
    "[beyond] issue 24 probe40: 小宝是我儿子 showed 家庭: 儿子 without 小宝",
    ("小宝是我儿子", "小宝是我儿子 5岁，上幼儿园中班", "Leo is my son", "Leo is their son",
     "Mia is my youngest daughter"),
    ("这是我儿子", "小宝是我儿子的同学", "This is my son", "Leo is my son's friend",
     "他是我老公", "Leo is my son's teacher", "Rose is my daughter in law", "Sam is my son-in-law"),
)

# left42: "I got a puppy, Max" then "Max is my baby" (the note "puppy Max is their baby") showed
# family: baby Max. What a pet is to the user (my baby, 我的宝贝) is no relative.
_PET_ZH = words_of("pet", en=False)
_PET_EN = words_of("pet", zh=False)
PET_AS_KIN = Row(
    "pet_as_kin",
    re.compile(
        rf"(?:^|(?<=[，,。！!；;\s]))(?:我的|我家的?)?(?:{_PET_ZH})[\u4e00-\u9fff]{{0,3}}?是(?:我|自己|我们)"
        r"的?(?:宝宝|宝贝|孩子|儿子|女儿|闺女)"
        rf"|\b(?:(?:my|our|their) )?(?:(?:new|little|old|rescue) )?(?:{_PET_EN})s?"
        r"(?: (?-i:[A-Z])[a-z]+)? (?:is|are) (?:my|our|their) (?:\w+ )?"
        r"(?:baby|babies|child|children|kid|kids|son|daughter|boy|girl)\b", re.I),
    "no family value: a pet said to be the user's baby or child is a pet (the family slot's "
    "unless holds the clause back)",
    "[beyond] issue 24 left42: 'Max is my baby' after 'I got a puppy, Max' showed family: baby Max",
    ("puppy Max is their baby", "My dog is my baby", "cats are my babies", "狗豆豆是我的宝宝",
     "我的猫是我的孩子"),
    ("Leo is my son", "My dog loves my son", "my son and my dog are best friends", "小宝是我儿子",
     "我儿子很喜欢狗"),
)

# 儿子儿媳都在银行上班 天天加班 孩子基本是我管 put 孩子 on a grandmother's family line and made
# the son's note "about: child" (leftzh44): a bare 孩子 opening a clause after a son or daughter
# named in the note is theirs (the grandchild), no new relative of the user's.
CHILD_OF_KIN = Row(
    "child_of_kin",
    re.compile(r"(?P<kin>儿子|女儿)[^。！？!?]*?[，,\s](?P<child>孩子|小孩)(?!们)"),
    "a bare 孩子 after a son or daughter named before it: theirs, no relative of the user's "
    "(the family line leaves it out; the note stays the son's or daughter's)",
    "[beyond] issue 24 leftzh44: a retired teacher raising her grandson",
    ("儿子儿媳都在银行上班，天天加班，孩子基本是我管", "女儿工作忙 孩子放我这儿带"),
    ("孩子基本是我管", "儿子在银行上班，我的孩子都很乖", "我有个女儿，两个孩子都上学了"),
)

ROWS: tuple[Row, ...] = (FAMILY_NAMES, FAMILY_NAMED_FIRST, PET_AS_KIN, CHILD_OF_KIN)
