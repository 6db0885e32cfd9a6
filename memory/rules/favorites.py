"""[beyond] A favourite said of one kind of thing (my favorite food is ramen, 最喜欢的颜色是绿色).

One slot per kind, as budgets are (memory/facts/slots.py): a newer favourite of the same kind
supersedes the older one, another kind's stays. A user's probe (issue 24): "My favorite food
is sushi." then "Actually my favorite food is ramen now." kept both as active.
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.row import Row

SOURCE = "[beyond] issue 24 probe: a favourite corrected kept the old one active"

FAVORITE_OF = Row(
    "favorite_of",
    re.compile(r"\bfavou?rite ([a-z]+(?: [a-z]+)?) (?:is|are)\b"
               r"|最(?:喜欢|爱)的([\u4e00-\u9fff]{1,4}?)(?:是|就是)", re.I),
    "slot: the kind of thing a favourite is said of (food, color, 颜色): one slot per kind",
    SOURCE,
    ("favorite food is ramen now", "my favourite band is Blur", "最喜欢的颜色是绿色"),
    ("my favorite!", "I love food", "最喜欢你了", "favorite foods include"),
)
VALUE_FAVORITE = Row(
    "value_favorite",
    re.compile(r"\bfavou?rite [a-z]+(?: [a-z]+)? (?:is|are) (?:now |still |actually )?"
               r"(?P<n>[\w' -]+?)(?: now| these days| lately)?(?=[,.!;]|$)"
               r"|最(?:喜欢|爱)的[\u4e00-\u9fff]{1,4}?(?:是|就是)(?P<v>[\w\u4e00-\u9fff]{1,12}?)"
               r"(?:了|啦)?(?=[，。,.！!；;]|$)", re.I),
    "slot value: what the favourite is (ramen, 绿色)",
    SOURCE,
    ("favorite food is ramen now", "最喜欢的颜色是绿色"),
    ("favorite food?", "最喜欢的"),
)

ROWS: tuple[Row, ...] = (FAVORITE_OF, VALUE_FAVORITE)
