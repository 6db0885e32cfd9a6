"""[beyond] An order to the assistant said beside a fact of the user's, noted as a wish.

"Can you keep your answers short? I read on my phone." was one memory "Keep your answers short,
read on their phone": an order and a note about the user in one line. A memory reads as what
the user wants: "wants short answers, reads on their phone"; 希望回答简短一点，都是用手机看的
(issue 24 fix35b, a first week). An order alone stays as said ("Please don't call me sweetie").
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.row import Row

SOURCE = ("[beyond] issue 24 fix35b: 'Can you keep your answers short? I read on my phone.' "
          "was noted 'Keep your answers short, read on their phone'")

WISH_KEPT_EN = Row(
    "wish_kept_en",
    re.compile(r"^(?:please )?keep (?:your |the |all )?(?P<what>answers|replies|responses|messages"
               r"|explanations|texts)(?: (?:really|very|nice and|pretty))? (?P<how>short|brief"
               r"|simple|concise|clear|casual|light)\b(?: please)?$", re.I),
    "wish: 'keep your answers short' said beside a fact is noted 'wants short answers'",
    SOURCE,
    ("Keep your answers short", "keep the replies brief please"),
    ("Keep it short", "keep your answers short and funny", "keep my cat fed"),
    contexts=("Can you keep your answers short? I read on my phone.",),
)
WISH_ORDER_EN = Row(
    "wish_order_en",
    re.compile(r"^(?:please )?(?P<order>(?:keep|use|stop|answer|reply|respond|talk|speak|write|be"
               r"|avoid|don't|do not|never|always|call|explain|give|make|skip|add|include|send)\b"
               r".*)", re.I | re.S),
    "wish: an order to the assistant said beside a fact is noted 'wants you to …'",
    SOURCE,
    ("Please use bullet points", "Stop using emojis"),
    ("is a nurse", "keeps a diary", "reads on their phone"),
    contexts=("Please use bullet points, I skim a lot.",),
)
WISH_ORDER_ZH = Row(
    "wish_order_zh",
    re.compile(r"^(?:请你?|你)?(?P<order>(?!希望|想要)[\u4e00-\u9fff].*)", re.S),
    "wish: an order to the assistant said beside a fact is noted 希望…",
    SOURCE,
    ("回答简短一点", "请用要点回答"),
    ("", "Keep it short"),
    contexts=("回答简短一点，我都是用手机看的",),
)

SAID_OF_SELF = Row(
    "said_of_self",
    re.compile(r"^\W*(?:(?:so|and|but|because|since|cause|as) )?(?:i\b|i'm\b|我(?!们))", re.I),
    "wish: a clause said with I / 我 is a fact of the user's beside the order",
    SOURCE,
    ("I read on my phone", "我都是用手机看的", "because I skim a lot"),
    ("不只是这次", "we read a lot", "我们都用手机", "It's for work"),
)

ROWS: tuple[Row, ...] = (WISH_KEPT_EN, WISH_ORDER_EN, WISH_ORDER_ZH, SAID_OF_SELF)
