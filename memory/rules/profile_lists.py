"""[beyond] A message typed as a profile: a list of the speaker's own items (issue 24, left40).

"29, single, living in austin", "im 34, married, two kids, nurse", 本人女，27岁，在深圳做会计,
90后，坐标成都，单身: a dating-profile way of saying who one is, each item a fact of the
speaker's with its I / 我 dropped. It kept nothing, or part: seed 000's words and the slots
read sentences. `listed_self` reads such a message, every item of it and nothing else, as the
speaker saying each ("I'm 29, I'm single, I'm living in Austin"); memory/rules/typed_en.py
`spelled_out` applies it, so the gate and extraction read it so and the message is kept as
typed. A sentence with one item that is no profile's ("29 degrees, sunny, lovely") is left.
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.clause_kinds import MOOD
from strata_layered.memory.rules.jobs import JOB_EN, JOB_ZH
from strata_layered.memory.rules.places_zh import PLACE_ZH
from strata_layered.memory.rules.row import Row

_SOURCE = ("[beyond] issue 24 left40 (lead39 left): '29, single, living in austin' and "
           "本人女，27岁，在深圳做会计 kept nothing")
STATES_LIVED_IN_EN = (r"hope|fear|denial|peace|sin|poverty|luxury|harmony|misery|limbo|comfort"
                      r"|shame|hiding|dread|bliss|pain|chaos|the past|the moment")
"""What one lives in that is no place ("living in hope", "in denial"): no city (left41)."""
_COUNT_EN = r"(?:a|an|one|two|three|four|five|\d)"
LIST_ITEM_EN = Row(
    "list_item_en",
    re.compile(
        r"^(?:(?P<age>\d{1,2})(?:\s*(?:y/?o|years old|[mf]))?"
        r"|(?P<rel>single|married|divorced|engaged|widowed|separated|in a relationship)"
        r"|(?P<place>(?:living|based|live|lives) in|from|originally from)"
        # a place's name takes no article nor owner (but the few places named with 'the'):
        # "from the shelter", "from my first marriage", "living in a tiny flat" say where
        # something came from or is (review40)
        r" (?P<p>(?!(?:the(?! (?:uk|us|usa|states|netherlands|philippines|uae|bahamas"
        r"|bay area|midwest)\b)|a|an|my|our|his|her|their|your|this|that|these|those|some"
        r"|one)\b)"
        # living in hope / fear / denial: a way of living, no place (left41: city: Hope)
        rf"(?!(?:{STATES_LIVED_IN_EN})\b)"
        r"[a-z][a-z .'-]{1,30})"
        rf"|(?P<had>{_COUNT_EN} (?:kids?|children|sons?|daughters?|boys?|girls?|dogs?|cats?))"
        rf"|(?P<job>(?:an? )?(?:[a-z]+ )?(?:{JOB_EN}))"
        # left44: "I'm Dana, 38, an ER nurse at Mercy General": a job with where it is held
        r"(?P<at> (?:at|in|for|with) (?:the )?(?-i:[A-Z])[\w.'&-]*(?: (?:in |at )?(?-i:[A-Z])"
        r"[\w.'&-]*){0,4})?"
        rf"|(?P<as>works? as an? (?:[a-z]+ )?(?:{JOB_EN}))"
        r")$", re.I),
    "reading: an item of a profile-style list (an age, being single or married, where one "
    "lives, children or pets had, a job) said with its I dropped",
    _SOURCE,
    ("29", "single", "living in austin", "two kids", "nurse", "a software engineer", "34 yo",
     "originally from the uk", "an ER nurse at Mercy General in Sacramento"),
    ("sunny", "29 degrees", "lovely", "living the dream", "thanks", "see you",
     "from the shelter", "from my first marriage", "living in a tiny flat", "living in hope",
     "living in denial", "a nurse at heart", "a teacher at the school down the road"),
    contexts=("29, single, living in austin", "im 34, married, two kids, nurse"),
)
LIST_ITEM_ZH = Row(
    "list_item_zh",
    re.compile(
        r"^(?:(?P<age>\d{1,2})岁?|(?P<sex>[男女])(?:生|的)?|(?P<gen>\d0后|\d{2}年(?:的|生)?)"
        r"|(?P<rel>单身|已婚|未婚|离异|已婚已育|已婚未育|有对象)"
        r"|(?P<place>(?:在|住在?|坐标|人在)[\u4e00-\u9fff]{2,12})"
        # where one is from (山东人, 来自山东, 老家山东): the hometown, not the city (left41b)
        rf"|(?P<origin>(?:来自|老家(?:是|在)?)(?:{PLACE_ZH})|(?:{PLACE_ZH})人)"
        r"|(?P<had>[一两三]个(?:孩子|娃|儿子|女儿|宝宝))"
        # a job said bare: no 是 / 的 in it (姐姐是老师 is a sentence of someone's, lead39)
        rf"|(?P<job>(?:做|当)?(?![^，,]*[是的])(?:{JOB_ZH}))"
        r")$"),
    "reading: an item of a Chinese profile-style list (女, 27岁, 90后, 单身, 在深圳做会计, "
    "坐标成都, 会计) said with its 我 dropped",
    _SOURCE,
    ("27岁", "女", "90后", "单身", "在深圳做会计", "坐标成都", "会计", "山东人", "来自成都",
     "老家湖南"),
    ("今天", "好累", "天气不错", "吃了火锅", "谢谢", "姐姐是老师", "好人", "山东菜"),
    contexts=("本人女，27岁，在深圳做会计", "90后，坐标成都，单身", "24岁，单身，山东人"),
)
_LEAD_EN = re.compile(r"^(?:(?:hey|hi|hello)\b[,!]?\s+)?(?:i'?m|i am|im)\s+", re.I)
# probe40b: "hey im marcus, 42, live in denver" was kept as 'is Marcus, 42, live in denver' and
# gave city: denver; the name said first after I'm is an item too (capitalised as a name is:
# typed_en.py NAME_AGE_LOWERCASE_EN, read before), "I'm Tired, 28" no name (no list after it)
_NAME_FIRST_EN = re.compile(r"^(?-i:[A-Z])[a-z]{1,20}$")
_LEAD_ZH = re.compile(r"^(?:本人|我是|我)")
_ITEMS = re.compile(r"\s*[,，、;；]\s*")
_ONCE = ("age", "sex", "gen", "rel")
"""Items a person has one of: a list with two ages is no one person's profile."""

ROWS: tuple[Row, ...] = (LIST_ITEM_EN, LIST_ITEM_ZH)


def listed_self(text: str) -> str:
    """The message read as the speaker saying each item, when it is a profile list; else as is."""
    body = text.strip().rstrip(".!。！~～")
    zh = re.search(r"[\u4e00-\u9fff]", body) is not None
    lead = (_LEAD_ZH if zh else _LEAD_EN).match(body)
    items = _ITEMS.split(body[lead.end():] if lead else body)
    # "I'm Tired, 28": a mood is no name (row mood reads "I'm tired"), and no item either
    name = [] if zh or not lead or not _NAME_FIRST_EN.match(items[0]) or MOOD.search(
        f"I'm {items[0].lower()}") else [items.pop(0)]
    if len(items) + len(name) < 2 or any(not item for item in items):
        return text
    found = [(LIST_ITEM_ZH if zh else LIST_ITEM_EN).match(item) for item in items]
    kinds = [_kind(m) for m in found if m is not None]
    if not all(found) or len(set(kinds)) + len(name) < 2:
        return text  # "1, 2, 3" is no list of the speaker's (two kinds of item at least)
    if any(kinds.count(kind) > 1 for kind in _ONCE):
        return text  # "married, two kids, 4, 7": one has one age; two are the kids' (review40)
    said = [f"I'm {n}" for n in name] + [_said_zh(m) if zh else _said_en(m)
                                          for m in found if m is not None]
    return ("，".join(said) + "。") if zh else ", ".join(said) + "."


def _kind(item: re.Match[str]) -> str:
    """Which item it is (the name of the group it matched)."""
    return next(k for k, v in item.groupdict().items() if v and k != "p")


def _said_en(item: re.Match[str]) -> str:
    """One English item said with its I ("I'm living in Austin": a place is a name)."""
    if item["place"]:
        verb = re.sub(r"^lives?\b", "living", item["place"].lower())
        return f"I'm {verb} {item['p'].title()}"
    if item["had"]:
        return f"I have {item['had']}"
    if item["as"]:
        return f"I {item['as'].lower().replace('works', 'work')}"
    if item["job"]:
        job = item["job"] if re.match(r"an? ", item["job"], re.I) else \
            ("an " if item["job"][0].lower() in "aeiou" else "a ") + item["job"]
        return f"I'm {job}{item['at'] or ''}"
    return f"I'm {item['age'] or item['rel']}"


def _said_zh(item: re.Match[str]) -> str:
    """One Chinese item said with its 我 (女 → 我是女生, 27 → 我27岁)."""
    if item["age"]:
        return f"我{item['age']}岁"
    if item["sex"]:
        return f"我是{item['sex']}生"
    if item["gen"] or (item["job"] and not item["job"].startswith(("做", "当"))):
        return f"我是{item['gen'] or item['job']}"
    if item["origin"]:
        return f"我{'是' if item['origin'].endswith('人') else ''}{item['origin']}"
    if item["had"]:
        return f"我有{item['had']}"
    return f"我{item['rel'] or item['place'] or item['job']}"
