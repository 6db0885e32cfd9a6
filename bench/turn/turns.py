"""Generated bilingual turns for `python -m bench turn`: varied, realistic, reproducible."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator

SLOT, SLOT_ZH = re.compile(r"\{(\w+)\}"), re.compile("[\u4e00-\u9fff]")
SLOTS = {k: v.split("|") for k, v in {
    "food_zh": "火锅|饺子|寿司|拉面|烤鸭|麻辣烫|小笼包|煎饼果子|酸菜鱼|螺蛳粉|肠粉|凉皮",
    "food_en": "peanuts|shellfish|ramen|tacos|dark chocolate|sourdough|kimchi|oat milk|mango",
    "city_zh": "杭州|成都|上海|深圳|西安|厦门|青岛|长沙|苏州|昆明",
    "city_en": "Lisbon|Toronto|Osaka|Berlin|Seattle|Melbourne|Austin|Dublin|Singapore",
    "job_zh": "设计师|程序员|护士|老师|会计|产品经理|摄影师|律师",
    "job_en": "a nurse|a data analyst|a teacher|an architect|a chef|a pilot|a lawyer",
    "topic_zh": "远程办公|学吉他|存钱计划|养猫|早起|极简生活|考研|露营",
    "topic_en": "compound interest|sourdough starters|jet lag|rust lifetimes|bird migration",
    "hobby": "hiking|bouldering|painting|chess|baking bread|cycling|photography|gardening",
    "drink": "green tea|black coffee|matcha|sparkling water|chai|hot chocolate",
    "daypart": "morning|afternoon|evening|late night", "daypart_zh": "早上|中午|晚上|半夜",
    "chore": "taxes|the gym|laundry|dentist appointments|deadlines|emails",
    "nick": "小朋友|亲爱的|宝贝|老板|大哥", "mood": "long|lovely|busy|strange|quiet|rainy",
    "weather": "真好|有点冷|好闷|下雨了|太热了", "n": "|".join(map(str, range(2, 61))),
    "emo_zh": "有点累|好困|压力好大|心情不错|有点烦|特别开心|忙疯了|有点焦虑",
    "month": "|".join(map(str, range(1, 13))), "day": "|".join(map(str, range(1, 29))),
}.items()}
TEMPLATES: dict[str, tuple[int, list[str]]] = {  # kind: (weight, templates)
    "small_talk": (30, ["哈哈", "好的", "嗯嗯", "谢谢你", "ok", "thanks!", "lol", "晚安",
                        "good morning", "今天天气{weather}", "What a {mood} day.",
                        "刚下班，路上好堵", "Just got back from {city_en}, what a trip."]),
    "question": (25, ["你觉得{topic_zh}怎么样？", "周末去{city_zh}玩有什么推荐吗？",
                      "{topic_zh}的话，一天花{n}分钟够吗？", "Can you explain {topic_en} simply?",
                      "Is {n} minutes of {hobby} a day enough?",
                      "What could I cook tonight with {food_en}?"]),
    "preference": (15, ["我喜欢{food_zh}，尤其是{city_zh}的做法", "I love {hobby} on weekends.",
                        "我习惯{daypart_zh}跑步{n}公里", "I prefer {drink} in the {daypart}."]),
    "fact": (15, ["我在{city_zh}工作，是一名{job_zh}", "我的生日是{month}月{day}号",
                  "My sister lives in {city_en} and works as {job_en}.",
                  "Remember that I'm allergic to {food_en}."]),
    "boundary": (5, ["以后别叫我{nick}", "Please don't send me reminders about {chore}.",
                     "不要在{daypart_zh}给我发消息"]),
    "emotion": (10, ["今天{emo_zh}", "I'm a bit stressed about {chore} right now",
                     "刚从{city_zh}回来，{emo_zh}"]),
}
REPLIES = {"zh": ["好的，我记住了。", "明白。", "听起来不错！{topic_zh}是个好话题，我们慢慢聊。",
                  "辛苦啦，早点休息。要不要聊聊{topic_zh}放松一下？"],
           "en": ["Got it.", "Noted, thanks for telling me.",
                  "That sounds lovely! Tell me more about {hobby} when you like.",
                  "Good question. In short: start small, {n} minutes a day, and build from "
                  "there; consistency beats intensity."]}


def generate_turns(seed: int, values: random.Random | None = None) -> Iterator[tuple[str, str]]:
    """Endless (user text, reply) pairs: small talk, questions, preferences, facts, zh + en.

    `seed` picks the kinds and templates; `values`, when given, fills their slots instead.
    """
    rng = random.Random(seed)
    kinds, weights = list(TEMPLATES), [w for w, _ in TEMPLATES.values()]

    def fill(template: str) -> str:
        return SLOT.sub(lambda m: (values or rng).choice(SLOTS[m[1]]), template)

    while True:
        text = fill(rng.choice(TEMPLATES[rng.choices(kinds, weights)[0]][1]))
        yield text, fill(rng.choice(REPLIES["zh" if SLOT_ZH.search(text) else "en"]))
