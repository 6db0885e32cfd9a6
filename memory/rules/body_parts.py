"""[beyond] A weak body part said as the user's lasting health (issue 24, lead39).

我膝盖不太好 / 我腰不好，不能爬山 / "I have bad knees" kept nothing: no illness word of the
health slot's (高血压, asthma…) is said. Older users say their health this way; it is what a
companion must remember (no stairs, no long walks). The health slot reads it (memory/facts/slots.py,
the slot's `more`), and so does the gate (memory/gate/families.py).
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.row import Row

_PARTS_ZH = (r"膝盖|腰|胃|眼睛|心脏|肝|肾|腿|颈椎|腰椎|牙齿?|耳朵|嗓子|肠胃|脾胃|肺|关节|视力"
             r"|听力")
_PARTS_EN = r"knees?|back|hips?|stomach|heart|eyes|joints|hearing|eyesight"
_BODY_WEAK = (
    rf"(?P<b>(?:{_PARTS_ZH})(?:一直|从小|向来|本来|也|有点|有些)?"
    r"(?:不太好|不好|有毛病|有老毛病|有问题|不行了?|很差)(?![看听吃玩用说意受]))"
    rf"|(?i:\b(?:my|i have|i've got|got|has) (?P<e>(?:bad|weak|dodgy) (?:{_PARTS_EN})))\b"
    rf"|(?i:(?:^|\b(?:my|their) )(?P<m>(?:{_PARTS_EN}) (?:is|are)"
    r" (?:bad|weak|not great|not good|shot)))\b"
    # review39: 'my heart is bad at saying no' is no health; 'bad at night' is
    r"(?! at (?!night|times|the moment|the minute)\w)"
)
"""A body part and what is wrong with it, as said (the health slot's value)."""
BODY_WEAK = Row(
    "body_weak",
    re.compile(_BODY_WEAK),
    "slot: a weak body part said of the user (我膝盖不太好, 'I have bad knees') is their health",
    "[beyond] issue 24 probe39 left: 我膝盖不太好 kept nothing",
    ("我膝盖不太好", "我腰不好，不能爬山", "I have bad knees", "my back is bad these days",
     "我胃一直不好", "my back is bad at the moment", "my eyes are bad at night"),
    ("这条裤子腿不好看", "我胃不好受", "I have a bad feeling", "my back yard is nice",
     "我的眼睛很好", "my heart is bad at saying no", "my eyes are bad at remembering faces"),
)

ROWS: tuple[Row, ...] = (BODY_WEAK,)
