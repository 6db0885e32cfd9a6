"""[beyond] A slot's value said as a happening, shown as the state it leaves.

(memory/facts/slots.py)

A budget said without an amount is how much there is, in a word; a partner found (我交女朋友了
showed 婚恋: 交女朋友) is 有女朋友; a plural kind of pet is the kind.
"""

from __future__ import annotations

# probe42b: "type 2 diabetic, on metformin" showed no health (糖尿病 did): a condition said of
# the one who has it (diabetic, asthmatic) is the condition (SAID_AS below; rows slot_health and
# value_health); not what is made for them ("diabetic recipes", "diabetic-friendly")
CONDITION_OF_ONESELF = (r"(?:diabetic|asthmatic|insomniac)(?![-‑]| (?:friendly|recipes?|food"
                        r"|snacks?|socks|diet|supplies|cookbooks?|menus?|options?|desserts?"
                        r"|meals?)\b)")

SAID_AS = {"没有太多": "有限", "没有多少": "有限", "不多": "有限", "不够": "有限", "紧张": "有限",
           "tight": "limited", "small": "limited",
           **{f"{how}{who}": f"有{who}" for how in ("交", "交了", "有了", "有个", "有一个")
              for who in ("女朋友", "男朋友", "对象", "女友", "男友")},
           "谈恋爱": "恋爱中", "在谈恋爱": "恋爱中", "脱单": "恋爱中",
           **{f"{kind}s": kind for kind in ("cat", "dog", "kitten", "rabbit", "hamster", "parrot",
                                            "tortoise", "turtle", "guinea pig")},
           "diabetic": "diabetes", "asthmatic": "asthma", "insomniac": "insomnia",  # probe42b
           "puppies": "puppy", "bunnies": "bunny",
           "分手": "单身", "broke up": "single", "split up": "single",
           "seeing": "dating"}  # "been seeing rachel": dating rachel (left44)
