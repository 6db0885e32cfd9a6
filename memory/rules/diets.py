"""The words of diets: a diet said of the person, not of a dish, and a food left out.

memory/rules/slots.py builds the diet slot on these; the diet constraint
(memory/rules/consolidation.py) and the fact signal (memory/rules/facts.py) read them too.
"""

from __future__ import annotations

import re

DIETS_EN = r"(?:vegetarian|vegan|pescatarian|gluten-free)"
# A diet said of the person (I'm vegan, is vegetarian, went vegan, a vegan diet), not of a
# dish: "Anna got me a vegan stir-fry" says nothing of the user's diet.
DIET_OF_PERSON_EN = (
    r"(?:^|\b(?:i'?m|am|is|are|was|were|be|been|being|went|go|going|turned|become"
    r"|became|stay|stays|eat|eats|eating)\s+(?:an?\s+)?(?:strict(?:ly)?\s+|fully\s+"
    r"|mostly\s+)?)(?P<n>" + DIETS_EN[3:-1] + r")\b(?!-)"
    r"(?!\s+(?!(?:diet|now|and|or|too|for|since|but|so|last|this|these|in|at|after"
    r"|because|when|ever|again|lately|recently|all|as|from|with|myself)\b)[a-z])"
    r"|(?P<d>" + DIETS_EN[3:-1] + r")(?=\s+diet\b)")
DIET_SAID_OF_PERSON = (r"吃素|素食(?!餐|店|馆|菜|料理|汉堡|面|饭)|"
                       + re.sub(r"\(\?P<\w>", "(?:", DIET_OF_PERSON_EN))
"""吃素 / I'm vegan, without the value groups: the diet constraint and the fact signal."""
# 不吃素了 / 不再吃素 say the user eats meat again: no diet (probe24f read 饮食: 不吃素).
DIET_OF_PERSON_ZH = (r"(?P<v>素食(?!餐|店|馆|菜|料理|汉堡|面|饭)|(?<![不再])吃素"
                     r"|不吃(?!素)[\u4e00-\u9fff]{1,4}|忌口[\u4e00-\u9fff]{0,6})")
# "I don't eat meat anymore" (probe24d: no diet in the profile): a food the user leaves out.
NO_MEAT_EN = (r"(?P<x>(?:doesn't|don't|does not|do not|no longer|never) eat (?:any )?(?:red )?"
              r"(?:meat|fish|pork|beef|dairy|animal products)|(?:stopped|quit|gave up) eating "
              r"(?:red )?meat)\b")
