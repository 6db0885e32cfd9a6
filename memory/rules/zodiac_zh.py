"""[beyond] The Chinese zodiac sign said of oneself is no pet (issue 24, lead39).

我属狗的 showed 宠物: 狗: 属 + an animal is the year one was born in, not an animal one keeps.
It is the pets slot's `unless` (memory/facts/slots.py).
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.row import Row

ZODIAC_ZH = Row(
    "zodiac_zh",
    re.compile(r"属(?:鼠|牛|虎|兔|龙|蛇|马|羊|猴|鸡|狗|猪)(?!肉)"),
    "no pets value: 属 + an animal (我属狗的) is the user's zodiac sign, not a pet",
    "[beyond] issue 24 lead39: 我属狗的 showed 宠物: 狗",
    ("我属狗的", "我是属兔的", "我和老公都属猴"),
    ("我养了一只狗", "这只狗属于我", "我家的猫"),
)

ROWS: tuple[Row, ...] = (ZODIAC_ZH,)
