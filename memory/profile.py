"""The global profile (seed 004 §3.4): a short structured profile loaded on every turn.

Rebuilt from active memories each time they change — rewritten, never appended — and
bounded: one line per field, the newest statement wins.
"""

from __future__ import annotations

import re
from datetime import datetime

from langgraph.store.base import BaseStore

from memory import namespaces as ns
from memory.records import MemoryItem, ProfileRecord, dump, load

PROFILE_KEY = "profile"
FIELD_CHARS = 60
PROFILE_CHARS = 400

FIELDS: dict[str, re.Pattern[str]] = {
    "名字 name": re.compile(r"(我叫|叫我|my name is|call me)", re.I),
    "职业 occupation": re.compile(r"(我是一名|我的工作是|职业|工程师|护士|老师|医生|设计师|程序员|"
                                  r"work as|i'm an? \w+er\b|engineer|nurse|teacher|designer)",
                                  re.I),
    "城市 city": re.compile(r"(住在|搬到|定居|live in|living in|moved to|based in)", re.I),
    "家庭 family": re.compile(r"(老婆|老公|孩子|女儿|儿子|父母|结婚|"
                              r"wife|husband|kids?|daughter|son|married|parents)", re.I),
    "宠物 pets": re.compile(r"(猫|狗|宠物|\bcats?\b|\bdogs?\b|\bpets?\b)", re.I),
    "预算 budget": re.compile(r"(预算|budget)", re.I),
    "饮食 diet": re.compile(r"(素食|吃素|忌口|vegetarian|vegan)", re.I),
    "过敏 allergies": re.compile(r"(过敏|allergic|allergy)", re.I),
    "语言 language": re.compile(r"(用英文|用中文|说英语|说中文|in english|in chinese)", re.I),
}


def build_profile(memories: list[MemoryItem]) -> dict[str, str]:
    """Field → the newest active memory that states it."""
    fields: dict[str, str] = {}
    for memory in sorted(memories, key=lambda m: m.updated_at):
        if memory.status != "active":
            continue
        for name, pattern in FIELDS.items():
            if pattern.search(memory.content):
                fields[name] = memory.content[:FIELD_CHARS]
    return fields


def render_profile(fields: dict[str, str]) -> str:
    """One bounded line per field, in a fixed order."""
    lines = [f"{name}: {fields[name]}" for name in FIELDS if name in fields]
    return "\n".join(lines)[:PROFILE_CHARS]


async def refresh_profile(
    store: BaseStore, user: str, agent: str, memories: list[MemoryItem], *, now: datetime
) -> ProfileRecord:
    """Rewrite the profile from the given memories."""
    fields = build_profile(memories)
    record = ProfileRecord(fields=fields, text=render_profile(fields), updated_at=now)
    await store.aput(ns.profile(user, agent), PROFILE_KEY, dump(record), index=False)
    return record


async def get_profile(store: BaseStore, user: str, agent: str) -> ProfileRecord | None:
    """The current profile, if any."""
    item = await store.aget(ns.profile(user, agent), PROFILE_KEY)
    return load(ProfileRecord, item.value) if item else None
