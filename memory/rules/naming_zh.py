"""[beyond] How a Chinese sentence gives a name: 叫 that names, and a name in Latin letters.

Read by the name and address rows (memory/rules/user_names.py), the note's 名字叫
(memory/rules/phrasing.py), the identity signal (memory/rules/facts.py) and the city's value
(memory/rules/slots.py). Constants only: every row that uses them carries its own examples.
"""

from __future__ import annotations

_NAME_ENDS_ZH = (r"(?![了吧啊呢吗嘛来去他她你我它们人车的])[\u4e00-\u9fff]{1,2}"
                 r"(?:[，,。.！!？?~～；;\s]|$)")
NAMING_JIAO = rf"叫(?![了过着醒起去到住个辆份杯]|[来回车](?!{_NAME_ENDS_ZH}))"
"""叫 that gives a name (我叫周立), not 叫 as to order or to call someone (我叫了外卖, 我叫醒了他,
我叫了个滴滴): an aspect particle, a result or a measure word after it is no name. After 来, 回, 车
a name is 1-2 characters that end the clause (我叫来福, 我叫车晓: review37); an order goes on."""
LATIN_NAME_IN_ZH = r"(?-i:[A-Z])[A-Za-z.'-]{1,20}(?: (?-i:[A-Z])[A-Za-z.'-]{1,20}){0,2}"
"""A name a Chinese sentence gives in Latin letters (我叫Coco, 叫我 Kevin 就行, 住在 New York)."""
NAME_ENDS_ZH = (r"(?<![了啦嘛呢吗啊呀哦])"
                r"(?=\s*(?:就行|就好|就可以|吧|好了|好吗|很高兴|今年|[，。！？,.!?；;~～]|\s|$))")
"""What may follow a name the user gives: the clause ends, or 就行 / 吧 / 很高兴认识你 (叫我小琳
就行, 我叫周立很高兴认识你), never after a particle. 我叫滴滴来接我 and 叫我老板干嘛 go on,
我叫外卖了 ends in 了: no name (people38)."""
