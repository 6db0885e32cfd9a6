"""The words of diets: a diet said of the person, not of a dish, and a food left out.

memory/rules/slots.py builds the diet slot on these; the diet constraint
(memory/rules/consolidation.py) and the fact signal (memory/rules/facts.py) read them too.
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.row import Row

DIETS_EN = r"(?:vegetarian|vegan|pescatarian|gluten-free)"
# A diet said of the person (I'm vegan, is vegetarian, went vegan, a vegan diet), not of a
# dish: "Anna got me a vegan stir-fry" says nothing of the user's diet.
DIET_OF_PERSON_EN = (
    r"(?:^|\b(?:i'?m|we'?re|am|is|are|was|were|be|been|being|went|go|going|turned|become"
    # "…started eating fish again, so pescatarian now" (fix35)
    r"|became|stay|stays|eat|eats|eating|so|now)\s+(?:an?\s+)?(?:strict(?:ly)?\s+|fully\s+"
    r"|mostly\s+)?)(?P<n>" + DIETS_EN[3:-1] + r")s?\b(?!-)"  # "we are vegetarians" (fix36)
    r"(?!\s+(?!(?:diet|now|and|or|too|for|since|but|so|last|this|these|in|at|after"
    r"|because|when|ever|again|lately|recently|all|as|from|with|myself"
    r"|mostly|mainly|largely|usually|generally)\b)[a-z])"  # "im vegan mostly" (probe41b)
    r"|(?P<d>" + DIETS_EN[3:-1] + r")(?=\s+diet\b)")
DIET_IN_ZH = (r"(?<=是) ?(?P<z>vegetarian|vegan|pescatarian)(?![a-z])"
              r"(?!\s*(?:的|餐|店|馆|菜|料理|[\u4e00-\u9fff]*[吗呢？?]))")
"""我是 vegan: a diet named in English in a Chinese sentence (lead37); not a word before what it
describes or a question (是 vegetarian 餐厅的老板, 菜单上是 vegan 的, 我是 vegan 吗: review37)."""
DIET_SAID_OF_PERSON = (r"吃素|素食(?!餐|店|馆|菜|料理|汉堡|面|饭)|"
                       + re.sub(r"\(\?P<\w>", "(?:", f"{DIET_IN_ZH}|{DIET_OF_PERSON_EN}"))
"""吃素 / I'm vegan, without the value groups: the diet constraint and the fact signal."""
# 不吃素了 / 不再吃素 say the user eats meat again: no diet (probe24f read 饮食: 不吃素).
DIET_OF_PERSON_ZH = (r"(?P<v>素食(?!餐|店|馆|菜|料理|汉堡|面|饭)|(?<![不再])吃素"
                     r"|不吃(?!素)[\u4e00-\u9fff]{1,4}|忌口[\u4e00-\u9fff]{0,6})|" + DIET_IN_ZH)
# "I don't eat meat anymore" (probe24d: no diet in the profile): a food the user leaves out.
NO_MEAT_EN = (r"(?P<x>(?:doesn't|don't|does not|do not|no longer|never) eat (?:any )?(?:red )?"
              r"(?:meat|fish|pork|beef|dairy|animal products)|(?:stopped|quit|gave up) eating "
              r"(?:red )?meat)\b")

# "I eat meat again now" after "I'm a vegetarian" kept nothing, 我现在又开始吃肉了 after 我吃素
# too (fix34): a diet given up speaks to the diet slot with no value, so the diet said before
# is superseded, as a job left is (memory/facts/slots.py `Slot.left`).
DIET_LEFT = Row(
    "diet_left",
    re.compile(r"\b(?:eat|eats|eating|ate|having|have|has) meat again\b"
               r"|\b(?:started|start|starting|went back to|back to|gone back to) eating meat\b"
               rf"|\bno longer (?:a )?{DIETS_EN}\b|\bnot (?:a )?{DIETS_EN} (?:anymore|any more)\b"
               rf"|\b(?:gave up|quit|stopped) being (?:a )?{DIETS_EN}\b"
               # 吃素 then 我现在开始吃鱼了 kept 吃素 (fix35)
               r"|(?:又|重新|开始)(?:开始)?吃(?:肉|荤|鱼|海鲜)了?|不(?:再)?吃素了|开荤了"
               # 我不吃肉 then 我现在吃肉了 kept 不吃肉 (fix36): a diet now left, said with 了
               r"|(?:现在|如今|已经)(?:也)?(?:能|会)?吃(?:肉|荤|鱼|海鲜)了"
               r"|\beats? meat now\b", re.I),
    "slot: a diet given up (eats meat again, 又开始吃肉了) speaks to the diet slot, no value",
    "[beyond] issue 24 fix34: 'I eat meat again now' after 'I'm a vegetarian' kept nothing",
    ("I eat meat again now", "started eating meat again", "I'm no longer vegetarian",
     "我现在又开始吃肉了", "我不吃素了", "现在开始吃肉了", "我现在吃肉了", "I eat meat now"),
    ("I eat meat", "I stopped eating meat", "I'm vegetarian again", "我吃素", "我喜欢吃肉",
     "我现在不吃肉了",
     "they never eat meat"),
)

# 我不能喝酒 / 我不太能喝酒 / "I can't drink alcohol" kept nothing (seed 003's 短寒暄, or no signal
# and the learned model 0.53-0.55): what the user cannot eat or drink is a lasting fact, as
# 不能吃 (memory/rules/facts.py habit) already was.
CANNOT_TAKE = Row(
    "cannot_take",
    re.compile(r"(?<![你他她])(?:不太能|不怎么能|不能|没法)(?:吃|喝|碰)"
               r"|\bi (?:can't|cannot|can not) (?:eat|drink|have|handle|tolerate|stomach)"
               r" (?!(?:it|that|this|anymore|now|today|tonight|much right now)\b)"
               # "I can't have kids" is no food (it was typed a preference)
               r"(?!(?:kids|children|a child|a baby|babies|pets|a pet|a dog|a cat)\b)",
               re.I),
    "memory signal: routine (what the user cannot eat or drink: a lasting fact)",
    "[beyond] issue 24 fix33 probe: 我不能喝酒, 我不太能喝酒, 'I can't drink alcohol' kept nothing",
    ("我不能喝酒", "我不太能喝酒", "I can't drink alcohol", "I cannot eat shellfish"),
    ("我能吃辣", "I can't eat it", "你不能喝酒", "I can't eat now", "I can't have kids",
     "I can't have a dog in my flat"),
)

# 我不吃辣 and 我不吃肉 filled no diet while "I don't eat pork" did (fix35): a food the user leaves
# out is their diet in either language, one table of the foods a diet leaves out (不吃早饭, "I
# don't eat breakfast", are a habit of meals, no diet).
# a taste left out (不吃香菜, "I don't eat cilantro") is a dislike, shared with the other tastes
FOODS_ZH = (r"(?:猪肉|牛肉|羊肉|鸡肉|肉|荤|鱼|海鲜|辣|甜食|乳制品|奶制品|牛奶|鸡蛋|蛋|麸质"
            r"|动物制品)")
FOODS_EN = (r"(?:(?:red )?meat|fish|pork|beef|chicken|seafood|dairy|eggs|gluten|sugar|spicy food"
            r"|anything spicy|animal products)")
OPENS_NEXT_ZH = r"(?![也倒都还呢])"
"""After 戒了, a food followed by 也 / 倒 / 都 opens what is said next, not what was quit (leftzh44:
我烟去年就戒了酒也就过年喝两口 quit smoking; the profile showed 饮食: 戒了酒)."""
NO_FOOD = Row(
    "no_food",
    # a food left out at times is no diet ("I can't eat spicy food when my stomach hurts",
    # 不吃鱼的时候, "on Fridays": review35)
    re.compile(rf"(?P<v>(?<![你他她])(?:从来)?不(?:怎么)?吃{FOODS_ZH}(?!的?(?:时候|话))(?:的东西|的)?)"
               r"(?![了吧吗呢])"
               rf"|(?P<x>(?:doesn't|don't|does not|do not|no longer|never|can't|cannot) eat "
               r"(?:any )?"
               rf"{FOODS_EN})\b(?!\s+(?:when|whenever|if|while|on|during|before|after|unless)\b)"
               # a food given up ("I quit sugar last month", 戒糖了): left out from then on
               rf"|(?P<q>(?:quit|gave up|cut out|stopped eating) {FOODS_EN})\b"
               rf"|(?P<j>戒(?:糖|甜食|肉|辣|碳水|奶)|戒了(?:糖|甜食|肉|辣|碳水|奶){OPENS_NEXT_ZH})"
               # alcohol left out ("I don't drink alcohol", 我不喝酒: fix35)
               rf"|(?P<a>(?<![你他她])(?:从来)?不喝酒|滴酒不沾|戒酒|戒了酒{OPENS_NEXT_ZH}"
               r"|(?:doesn't|don't|does not|do not|no longer|never) drink (?:any )?"
               r"(?:alcohol|booze)\b)", re.I),
    "slot: a food the user leaves out (我不吃辣, 不吃肉, 'I don't eat pork') is their diet, "
    "its words the value",
    "[beyond] issue 24 fix35: 我不吃辣 and 我不吃肉 filled no diet",
    ("我不吃辣", "我不吃肉", "我从来不吃海鲜", "I don't eat pork", "I don't eat spicy food",
     "I quit sugar last month", "我戒糖了", "I don't drink alcohol", "我不喝酒", "我戒了酒"),
    ("我不吃早饭", "我不吃香菜", "今天不吃了", "你不吃辣吗", "I don't eat breakfast",
     "I don't eat much", "不吃辣吧", "I quit smoking", "我戒烟了",
     "I can't eat spicy food when my stomach hurts", "I don't eat meat on Fridays",
     "我不吃鱼的时候会补充维生素", "我烟去年就戒了酒也就过年喝两口"),
)

# 我不吃辣 then 我吃素 archived 不吃辣 (one diet slot): a food left out is a diet of its own kind,
# as a budget is per thing budgeted; meat left out is the meatless diet itself ("I don't eat
# meat anymore" replaces "going vegan"), and a diet left ("I eat meat again") names no kind.
_KIND_ZH = r"(猪肉|牛肉|羊肉|鸡肉|鱼|海鲜|辣|甜食|乳制品|奶制品|牛奶|鸡蛋|蛋|麸质)"
_KIND_EN = r"(fish|pork|beef|chicken|seafood|dairy|eggs|gluten|sugar|spicy food|anything spicy)"
FOOD_KIND = Row(
    "food_kind",
    re.compile(rf"不(?:怎么)?吃{_KIND_ZH}|戒(糖|甜食|辣|碳水|奶|酒)|戒了(糖|甜食|辣|碳水|奶|酒)"
               rf"{OPENS_NEXT_ZH}|不(?:怎么)?喝(酒)|滴(酒)不沾"
               r"|\bdrink (?:any )?(alcohol|booze)\b|\b(gluten|dairy|sugar)-free\b"
               rf"|\b(?:doesn't|don't|does not|do not|no longer|never|can't|cannot) eat (?:any )?"
               rf"{_KIND_EN}\b|\b(?:quit|gave up|cut out|stopped eating) {_KIND_EN}\b", re.I),
    "slot: the food a diet leaves out is its kind (不吃辣 and 吃素 are two diets, both kept)",
    "[beyond] issue 24 fix35: 我不吃辣 then 我吃素 archived 不吃辣",
    ("我不吃辣", "I don't eat pork", "I quit sugar", "I'm gluten-free"),
    ("我吃素", "I'm vegan", "I eat meat again now", "我不吃肉", "I don't eat meat anymore"),
    contexts=("我吃素",),
    before="我不吃辣",
)

# "I'm on a low-carb diet" filled no diet (fix35): a diet named as one the user keeps to.
DIET_NAMED = Row(
    "diet_named",
    re.compile(r"\b(?:on|follow|follows|following|started|doing|do|does|stick to|sticking to)"
               r" (?:an?|the) (?!(?:strict|new|healthy|balanced|special|normal|good|bad)\b)"
               r"(?P<n>[a-z]+(?:-[a-z]+)?) diet\b"
               r"|(?P<k>\b(?:doing|do|does|on|started|following) keto\b)"
               r"|(?:在|开始)(?:吃|做)?(?P<v>生酮|低碳水?|轻断食|断食)(?:饮食)?", re.I),
    "slot: a diet named as one the user keeps to ('on a low-carb diet', 在吃生酮): its name",
    "[beyond] issue 24 fix35: 'I'm on a low-carb diet' filled no diet",
    ("I'm on a low-carb diet", "is following a Mediterranean diet", "I'm doing keto",
     "我在吃生酮", "我最近开始轻断食"),
    ("I'm on a diet", "a balanced diet is important", "I read about the keto diet",
     "我在吃饭"),
)

ROWS: tuple[Row, ...] = (CANNOT_TAKE, DIET_LEFT, NO_FOOD, DIET_NAMED, FOOD_KIND)
