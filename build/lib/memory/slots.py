"""Personal-fact slots: one table for the global profile's fields and for supersession.

A slot is one kind of fact about the user (name, occupation, city, diet…). The profile
(seed 004 §3.4) shows one line per profile slot; a single-valued slot holds one value at
a time, so a newer statement in it supersedes the older memory (seed 004 §2.3).
"""

from __future__ import annotations

import re
from dataclasses import dataclass


@dataclass(frozen=True)
class Slot:
    """One kind of fact about the user."""

    key: str
    zh: str
    en: str
    pattern: re.Pattern[str]
    single: bool = True
    """Holds one value at a time: a newer statement supersedes the older one."""
    profile: bool = True
    """Shown as a line of the global profile."""

    @property
    def label(self) -> str:
        """The profile's label: both languages, the memory's own language follows."""
        return f"{self.zh} {self.en}"


def _rx(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern, re.I)


# `slot_of` takes the first single-valued slot that matches; the profile shows them in order.
SLOTS: tuple[Slot, ...] = (
    Slot("city", "城市", "city", _rx(r"(住在|搬到|搬去|定居|live in|living in|moved to|based in)")),
    Slot("occupation", "职业", "occupation", _rx(
        r"(我是一名|我是(?:个)?(?:工程师|护士|老师|医生|设计师|程序员|律师|会计)|我的工作是|职业是"
        r"|在(?:(?!考虑|想|换|找)[^，。,.]){1,12}(?:上班|工作)|work as|work at|working at|my job"
        r"|i'?m an? [a-z]+(?:er|or|ist|ian)\b)")),
    Slot("diet", "饮食", "diet", _rx(r"(素食|吃素|忌口|vegetarian|vegan)")),
    Slot("budget", "预算", "budget", _rx(r"(预算|budget)")),
    Slot("relationship_status", "婚恋", "relationship", _rx(
        r"(单身|结婚|已婚|离婚|married|single|divorced)")),
    Slot("name", "名字", "name", _rx(r"(我叫|叫我|my name is|call me)")),
    Slot("family", "家庭", "family", _rx(
        r"(老婆|老公|孩子|女儿|儿子|父母|wife|husband|\bkids?\b|daughter|\bsons?\b|parents)"),
        single=False),
    Slot("pets", "宠物", "pets", _rx(r"(猫|狗|宠物|\bcats?\b|\bdogs?\b|\bpets?\b)"), single=False),
    Slot("allergies", "过敏", "allergies", _rx(r"(过敏|allergic|allergy)"), single=False),
    Slot("language", "语言", "language", _rx(
        r"(用英文|用中文|说英语|说中文|in english|in chinese)")),
)
BY_KEY = {slot.key: slot for slot in SLOTS}
PROFILE_SLOTS = tuple(slot for slot in SLOTS if slot.profile)

# Facts about someone else fill none of the user's slots.
OTHER_PERSON = re.compile(
    r"(朋友|同事|同学|室友|邻居|老婆|老公|妻子|丈夫|爸|妈|父亲|母亲|哥|姐|弟|妹|儿子|女儿|孩子|"
    r"\b(?:my|our) (?:friend|wife|husband|partner|boyfriend|girlfriend|mom|mother|dad|father|"
    r"brother|sister|son|daughter|kid|roommate|neighbou?r|colleague)s?\b|\b(?:he|she|they)\b)",
    re.I,
)
# A budget is a slot per thing budgeted: 装修预算 and 旅游预算 are two slots.
BUDGET_OF = re.compile(r"([\u4e00-\u9fff]{2})预算|\b([a-z]+) budget\b", re.I)
GENERIC_BUDGET = frozenset({"我的", "我们", "总的", "整体", "my", "our", "the", "a", "total"})


def slot_of(text: str) -> str | None:
    """The single-valued slot a statement fills, if any (a budget names what it budgets)."""
    for slot in SLOTS:
        if not slot.single or not slot.pattern.search(text):
            continue
        if slot.key == "budget":
            found = BUDGET_OF.search(text)
            what = (found.group(1) or found.group(2)).lower() if found else ""
            return f"budget:{what}" if what and what not in GENERIC_BUDGET else slot.key
        return None if OTHER_PERSON.search(text) else slot.key
    return None


def profile_slots_of(text: str) -> list[Slot]:
    """The profile slots a memory's text speaks to."""
    return [slot for slot in PROFILE_SLOTS if slot.pattern.search(text)]
