"""Topic domains and the preset topic graph (seed 004 §3.6), in Chinese and English.

A topic gets a domain label when its messages name one; constraints say which domains
they apply to (`applies_to`), and the graph says which domains border each other.
"""

from __future__ import annotations

import re
from functools import lru_cache

from strata_layered.memory.text.text import has_cjk

# Domain → words that name it (Chinese and English). Order matters for ties: specific
# domains come before broad ones.
LEXICON: dict[str, str] = {
    "宠物": (
        r"猫|狗|宠物|猫粮|狗粮|猫砂|铲屎|遛狗|兽医|\bcats?\b|\bdogs?\b|\bpets?\b|"
        r"kitten|puppy|vet\b|litter"
    ),
    "装修": (
        r"装修|地板|瓷砖|墙面|刷墙|吊顶|硬装|软装|水电|renovat\w*|floor(ing)?|tiles?|"
        r"paint(ing)? the|remodel"
    ),
    "家具": (
        r"家具|沙发|床垫|衣柜|书架|餐桌|椅子|furniture|sofa|couch|mattress|wardrobe|"
        r"bookshel\w*"
    ),
    "收纳": (
        r"收纳|储物|整理|storage|declutter|organi[sz]e"
    ),
    "清洁": (
        r"清洁|打扫|扫地|拖地|吸尘|掉毛|clean(ing)?|vacuum|mop"
    ),
    "旅行": (
        r"旅游|旅行|机票|酒店|签证|行程|度假|trip|travel|flight|hotel|visa|itinerary|"
        r"vacation"
    ),
    "工作": (
        r"工作|上班|老板|同事|跳槽|换工作|面试|offer|离职|职业|\bjobs?\b|career|boss|"
        r"colleague|interview|resign|promotion"
    ),
    "通勤": (
        r"通勤|地铁|堵车|上班路上|commut\w*|subway|metro|traffic"
    ),
    "薪资": (
        r"薪资|工资|薪水|涨薪|年终奖|salary|raise|bonus|pay\b"
    ),
    "健身": (
        r"健身|跑步|增肌|减脂|撸铁|瑜伽|gym|workout|running|lifting|yoga|fitness"
    ),
    "饮食": (
        # 吃 not in 吃力 / 吃香 / 吃惊 / 吃亏 / 吃醋 (hard work, favour, surprise, loss, jealousy)
        r"吃(?!力|香|惊|亏|醋|苦头)|做饭|菜谱|餐厅|外卖|素食|过敏|cook(ing)?|recipe|restaurant|diet|"
        r"vegetarian|allerg\w*|food|\b(?:eat|eats|eating|ate)\b|\b(?:dinner|lunch|breakfast)\b"
    ),
    "健康": (
        r"生病|医院|看病|感冒|失眠|体检|头疼|疲倦|疲惫|压力大|焦虑|冥想|sick|doctor|hospital|insomnia"
        r"|headache|health|stress|anxi\w+|meditat\w+"
    ),
    "学习": (
        r"学习|考试|复习|课程|英语|雅思|study|exam|course|learn(ing)?|ielts|toefl"
    ),
    "感情": (
        r"恋爱|男朋友|女朋友|对象|分手|约会|前任|dating|boyfriend|girlfriend|breakup|"
        r"my ex\b"
    ),
    "家庭": (
        r"父母|爸妈|孩子|老人|家人|宝宝|parents|kids?|children|family|baby"
    ),
    "理财": (
        r"理财|基金|股票|存钱|投资|invest\w*|stocks?|savings?|fund"
    ),
    "娱乐": (
        r"游戏|追剧|电影|综艺|音乐|game|movie|series|show|music"
    ),
    # Broad domains last: on a tie the specific one wins.
    "预算": (
        r"预算|花多少钱|多少钱|budget|afford|cost"
    ),
}


def _word_start(pattern: str) -> str:
    """English words match whole ("strip" names no trip, "costume" no cost), with endings."""
    return "|".join(p if not re.match(r"[a-z]", p) else rf"\b(?:{p})(?:e?s|ed|ing)?\b"
                    for p in pattern.split("|"))


_COMPILED = {name: re.compile(_word_start(pattern), re.I) for name, pattern in LEXICON.items()}

# Preset edges (seed 004 §3.6 plus common sense), symmetric, weight 0–1.
PRESET_EDGES: dict[tuple[str, str], float] = {
    ("装修", "家具"): 0.9, ("装修", "预算"): 0.8, ("装修", "收纳"): 0.8, ("装修", "宠物"): 0.6,
    ("宠物", "家具"): 0.6, ("宠物", "清洁"): 0.7, ("宠物", "旅行"): 0.5,
    ("工作", "通勤"): 0.7, ("工作", "薪资"): 0.9, ("工作", "学习"): 0.4,
    ("旅行", "预算"): 0.6, ("饮食", "健康"): 0.6, ("健身", "饮食"): 0.6, ("健身", "健康"): 0.6,
    ("家庭", "装修"): 0.5, ("家庭", "旅行"): 0.5, ("理财", "预算"): 0.7, ("薪资", "理财"): 0.5,
    ("家具", "收纳"): 0.7, ("清洁", "家具"): 0.4,
}


def detect_domains(text: str) -> list[str]:
    """Domains named in the text, most mentioned first."""
    return list(_domains(text))


@lru_cache(maxsize=4096)
def _domains(text: str) -> tuple[str, ...]:
    # Memoised: a turn reads the domains of the same memories and topics again and again.
    counts = {name: len(p.findall(text)) for name, p in _COMPILED.items()}
    return tuple(name for name, n in sorted(counts.items(), key=lambda kv: -kv[1]) if n)


LABELS_EN: dict[str, str] = {
    "宠物": "pets", "装修": "renovation", "家具": "furniture", "收纳": "storage",
    "清洁": "cleaning", "旅行": "travel", "工作": "work", "通勤": "commute", "薪资": "pay",
    "健身": "fitness", "饮食": "food", "健康": "health", "学习": "learning",
    "感情": "relationships", "家庭": "family", "理财": "money", "娱乐": "entertainment",
    "预算": "budget",
}
"""Each domain as an English topic shows it: the domains are keyed in Chinese (constraints'
`applies_to`, the preset graph), and an English user read "mum [宠物]" (probe24d)."""


def domain_label(domain: str | None, said: str) -> str | None:
    """The domain in the language of what the topic says (`said`: its name and summary)."""
    if domain is None or has_cjk(said):
        return domain
    return LABELS_EN.get(domain, domain)


def detect_domain(text: str) -> str | None:
    """The domain the text is most about, if it names one."""
    found = detect_domains(text)
    return found[0] if found else None


def preset_neighbours(domain: str) -> dict[str, float]:
    """Domains bordering `domain` in the preset graph, with weights."""
    out: dict[str, float] = {}
    for (a, b), weight in PRESET_EDGES.items():
        if a == domain:
            out[b] = weight
        elif b == domain:
            out[a] = weight
    return out
