"""[beyond] A pet's age, and the pet a breed names (issue 24, probe38: Walt's Biscuit).

"I have a golden retriever named Biscuit, he's 5." then "Actually Biscuit is 6, he turned 6
in October." kept nothing of the correction: no row read the breed as the user's dog (so the
name opening the later turn was nobody's), and 我家狗豆豆三岁了 was no fact of any family. A
pet's age said again with another number is a new age: it supersedes the old one
(memory/supersession/life_changes.py).
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.pets import _BREEDS_EN, _NAME_EN, _SPECIES_EN
from strata_layered.memory.rules.row import Row

SOURCE = "[beyond] issue 24 probe38 (own sentences): {why}"

_KIND_ZH = (r"狗狗|小狗|狗|猫咪|小猫|猫|兔子|仓鼠|鹦鹉|乌龟|金毛|泰迪|柯基|哈士奇|拉布拉多"
            r"|边牧|柴犬|比熊|博美|萨摩耶|英短|美短|布偶|橘猫|狸花猫")
_SAID_ZH = r"今年|现在|已经|都|才|快|也|还|刚|满"
"""Words between a pet and its age that are no name (我家狗今年三岁了)."""
_NUMBER_ZH = r"[一二两三四五六七八九十\d]+"
_NUMBER_EN = (r"\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve"
              r"|thirteen|fourteen|fifteen")

PET_AGED = Row(
    "pet_aged",
    re.compile(
        # 我家狗豆豆三岁了, 我的猫七岁了; a note opens on the pet (狗豆豆已经四岁了)
        rf"(?:^|我们家|我家|我的)的?(?P<kind>{_KIND_ZH})(?P<name>(?!{_SAID_ZH})[\u4e00-\u9fff]{{1,3}}?)?"
        rf"(?:{_SAID_ZH})*(?P<age>{_NUMBER_ZH})岁"
        # "my dog Biscuit is 6", "our cat turned 12"; a note "dog Biscuit is 6"
        rf"|(?:^(?-i:(?=[a-z]))|\b(?:my|our) )(?:(?:old|little|rescue|new) )?"
        rf"(?P<kind_en>{_SPECIES_EN}|{_BREEDS_EN}) (?:(?P<name_en>{_NAME_EN}) )?"
        r"(?:is|turned|just turned|will be|will turn) (?:now |already |about )?"
        rf"(?P<age_en>{_NUMBER_EN})\b(?! (?:pounds|lbs|kilos|kg|inches|feet|times|hours|minutes"
        r"|o'clock|cookies|treats))", re.I),
    "memory signal and consolidation: a pet of the user's and its age (我家狗豆豆三岁了, 'My "
    "dog Biscuit is 6'); another age of the same pet supersedes the one kept",
    SOURCE.format(why="我家狗豆豆三岁了 kept nothing; 'Actually Biscuit is 6' left 'he's 5' kept"),
    ("我家狗豆豆三岁了", "我的猫七岁了", "狗豆豆已经四岁了", "My dog Biscuit is 6",
     "our cat turned 12", "dog Biscuit is 6, he turned 6 in October"),
    ("我家孩子三岁了", "我养狗三年了", "我朋友家的狗三岁了", "My dog ate 6 cookies",
     "my son is 6", "My dog is 6 pounds overweight", "Dog Man is 6 books long"),
    contexts=("其实豆豆已经四岁了",),
    before="我家狗豆豆三岁了",
)

# a dog's breed or a cat's: "a golden retriever named Biscuit" is the user's dog Biscuit
PET_BREED_NAMED = Row(
    "pet_breed_named",
    re.compile(rf"\b(?:have|has|got|adopted|own|owns|my|our)\s+(?:(?:a|an) )?"
               r"(?:(?:new|little|old|rescue) )*"
               r"(?:(?P<cat>(?:british shorthair|persian|siamese|ragdoll|maine coon|bengal|sphynx"
               rf"|tabby))|(?P<dog>{_BREEDS_EN}))(?:,? (?:named|called))? (?P<name>{_NAME_EN})\b",
               re.I),
    "whose a name is: a pet said by its breed and named ('a golden retriever named Biscuit') "
    "is the user's dog (or cat), so a later turn opening with the name is about it",
    SOURCE.format(why="'Actually Biscuit is 6' after 'I have a golden retriever named Biscuit' "
                  "kept nothing"),
    ("I have a golden retriever named Biscuit", "we adopted a rescue greyhound called Dash",
     "my siamese Mochi", "I have a tabby named Pumpkin"),
    ("I love golden retrievers", "a golden retriever named Biscuit ran past",
     "my neighbour's beagle Max", "I have a golden retriever"),
    contexts=("Actually Biscuit is 6, he turned 6 in October.",),
    before="I have a golden retriever named Biscuit, he's 5.",
)

ROWS: tuple[Row, ...] = (PET_AGED, PET_BREED_NAMED)
