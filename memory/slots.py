"""Personal-fact slots: one table for the global profile's fields and for supersession.

A slot is one kind of fact about the user (name, occupation, city, diet…). The profile
(seed 004 §3.4) shows one line per profile slot, holding the slot's *value* taken out of
the memory by the slot's own pattern (名字: 周立, not the sentence that said it); a
single-valued slot holds one value at a time, so a newer statement in it supersedes the
older memory (seed 004 §2.3). Patterns read both a user's words ("我叫周立") and the notes
memories are kept as ("名字叫周立", "is a nurse").
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from strata_layered.memory.people import USER, is_one, subject_of


def _rx(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern, re.I)


@dataclass(frozen=True)
class Slot:
    """One kind of fact about the user."""

    key: str
    zh: str
    en: str
    pattern: re.Pattern[str]
    value: re.Pattern[str] | None = None
    """Takes the value out of a memory: its named groups that matched, joined (猫 团子)."""
    single: bool = True
    """Holds one value at a time: a newer statement supersedes the older one."""
    profile: bool = True
    """Shown as a line of the global profile."""
    about_others: bool = False
    """The slot is about people in the user's life (family): their facts fill it."""

    @property
    def label(self) -> str:
        """The profile's label: both languages, the memory's own language follows."""
        return f"{self.zh} {self.en}"

    def value_of(self, text: str) -> str | None:
        """The slot's value in the text, or None; a change takes its new value (改成白班)."""
        if self.value is None:
            return None
        found = list(self.value.finditer(text))
        if not found:
            return None
        groups = found[-1].groupdict().values()
        parts = [LIMITED.get(p, p).strip(" ，,。.的了") for p in groups if p]
        value = " ".join(p for p in parts if p)
        return value or None


# A budget said without an amount: how much there is, in a word.
LIMITED = {"没有太多": "有限", "没有多少": "有限", "不多": "有限", "不够": "有限", "紧张": "有限",
           "tight": "limited", "small": "limited"}


CJK_NAME = r"[\u4e00-\u9fff·]{1,6}"
NOT_TOLD = r"(?<!别)(?<!不要)(?<!不许)(?<!不准)(?<!不用)"
NOT_TOLD_EN = r"(?<!don't )(?<!do not )(?<!never )(?<!stop )(?<!not )"
EN_NAME = r"[A-Z][\w'-]+(?: [A-Z][\w'-]+)?"
JOB_ZH = (r"(?:护士|医生|老师|教师|工程师|程序员|设计师|律师|会计|厨师|司机|警察|记者|作家|"
          r"画家|学生|"
          r"研究生|博士|销售|经理|店长|主管|编辑|翻译|演员|歌手|模特|摄影师|"
          r"[\u4e00-\u9fff]{1,4}(?:师|员|家|手|工|生))")
JOB_EN = r"(?:nurse|doctor|teacher|engineer|developer|programmer|designer|lawyer|accountant|chef|" \
         r"cook|driver|writer|artist|student|manager|consultant|scientist|researcher|guide|" \
         r"[a-z]+(?:er|or|ist|ian|ant|ent))"
SHIFT_ZH = r"(?P<v>夜班|白班|早班|晚班|中班|倒班|三班倒|轮班)"
SHIFT_EN = r"(?P<v>(?:night|day|early|late|morning|evening) shifts?)"

# `slot_of` takes the first single-valued slot that matches; the profile shows them in order.
SLOTS: tuple[Slot, ...] = (
    Slot("name", "名字", "name", _rx(r"(我叫|名字叫|名字是|my name is|name is)"),
         _rx(rf"(?:我叫|名字叫|名字是)(?P<v>{CJK_NAME})"
             rf"|(?:my name is|name is) (?P<n>{EN_NAME})")),
    # What the user wants to be called is no name: "你可以叫我小琳" never archives 名字叫陆琳.
    # "别叫我宝贝" is a boundary, not a form of address.
    Slot("address", "称呼", "call me", _rx(rf"{NOT_TOLD}(?:叫我|称呼我)|{NOT_TOLD_EN}call me"),
         _rx(rf"{NOT_TOLD}(?:叫我|称呼我)(?:为|做)?(?P<v>{CJK_NAME}?)(?=就行|就好|就可以|吧|好了|好吗"
             r"|[，。！？,.!?\s]|$)"
             rf"|{NOT_TOLD_EN}call me (?P<n>{EN_NAME})")),
    Slot("city", "城市", "city", _rx(
        r"(住在|搬到|搬去|定居|live in|living in|lives in|moved to|based in|i'?m from|is from)"),
         _rx(r"(?:住在|搬到了?|搬去了?|定居在?)(?P<v>[\u4e00-\u9fff]{2,8}?)(?:了|啦|市|[，。,]|$)"
             r"|(?:live in|living in|lives in|moved to|based in|i'?m from|is from) (?:the )?"
             r"(?P<n>[A-Z][\w.' -]{1,30}?)(?:[,.!]|$| now| with| for)")),
    Slot("occupation", "职业", "occupation", _rx(
        r"(我是一名|^是一名|我是(?:个)?(?:工程师|护士|老师|医生|设计师|程序员|律师|会计)|^是(?:个)?(?:工程师|护士"
        r"|老师|医生|设计师|程序员|律师|会计)|我的工作是|职业是"
        r"|在(?!当前|现在的?|这家|这个|目前的?)(?:(?!考虑|想|换|找)[^，。,.]){1,12}(?:上班|工作)"
        r"|work as|works as|work at|works at"
        r"|working at|my job|i'?m an? [a-z]+(?:er|or|ist|ian)\b|^is an? (?:[a-z]+ )?"
        rf"{JOB_EN}\b)"),
         _rx(rf"(?:是|当)(?:一名|一个|个|名)?(?P<v>[\u4e00-\u9fff]{{0,4}}?{JOB_ZH})"
             r"|(?P<n>在[^，。,.]{1,12}?(?:上班|工作))"
             rf"|(?:i'?m|is|works as|work as) an? (?P<m>(?:[a-z]+ )?{JOB_EN})\b")),
    Slot("work_schedule", "班次", "schedule", _rx(SHIFT_ZH.replace("(?P<v>", "(") + "|"
                                                  + SHIFT_EN.replace("(?P<v>", "(")
                                                  + r"|work(?:s|ing)? (?:nights|days)"),
         _rx(SHIFT_ZH + "|" + SHIFT_EN.replace("(?P<v>", "(?P<n>")), profile=False),
    Slot("diet", "饮食", "diet", _rx(r"(素食|吃素|忌口|vegetarian|vegan|pescatarian)"),
         _rx(r"(?P<v>素食|吃素|不吃[\u4e00-\u9fff]{1,4}|忌口[\u4e00-\u9fff]{0,6})"
             # Said of the person (I'm vegan, is vegetarian, went vegan, a vegan diet), not
             # of a dish: "Anna got me a vegan stir-fry" says nothing of the user's diet.
             r"|(?:^|\b(?:i'?m|am|is|are|was|were|be|been|being|went|go|going|turned|become"
             r"|became|stay|stays|eat|eats|eating)\s+(?:an?\s+)?(?:strict(?:ly)?\s+|fully\s+"
             r"|mostly\s+)?)(?P<n>vegetarian|vegan|pescatarian|gluten-free)\b(?!-)"
             r"(?!\s+(?!(?:diet|now|and|or|too|for|since|but|so|last|this|these|in|at|after"
             r"|because|when|ever|again|lately|recently|all|as|from|with|myself)\b)[a-z])"
             r"|(?P<d>vegetarian|vegan|pescatarian|gluten-free)(?=\s+diet\b)")),
    Slot("budget", "预算", "budget", _rx(r"(预算|budget)"),
         _rx(r"(?P<v>[\u4e00-\u9fff]{2})?预算[^，。\d一二两三四五六七八九十]{0,6}"
             r"(?P<n>[\d.]+\s*(?:万|千|元|块|k|K|w|W)?|[一二两三四五六七八九十百千]+(?:万|千)?)"
             r"|(?P<m>\$?[\d,.]+k?) budget"
             r"|(?P<k>没有太多|没有多少|不多|不够|有限|紧张|limited|tight|small)")),
    Slot("relationship_status", "婚恋", "relationship", _rx(
        r"(单身|结婚|已婚|离婚|married|single|divorced)"),
         _rx(r"(?P<v>单身|结婚了|已婚|离婚了?|(?:got |is |am )?married|single|divorced|engaged)")),
    Slot("reply_length", "回复长短", "reply length", _rx(
        r"(?:回复|回答|说话)[^，。]{0,6}(?:短|长|简洁|简单|详细|啰嗦)|(?:短|长|简洁|详细)[^，。]{0,4}(?:回复|回答)"
        r"|\b(?:short|shorter|brief|concise|long|longer|detailed|lengthy)\b[^.]{0,20}"
        r"\b(?:answers?|repl(?:y|ies)|responses?)\b|\b(?:answers?|repl(?:y|ies)|responses?)\b"
        r"[^.]{0,20}\b(?:short|shorter|brief|concise|long|longer|detailed)\b"), profile=False),
    Slot("family", "家庭", "family", _rx(
        r"(老婆|老公|孩子|女儿|儿子|父母|wife|husband|\bkids?\b|daughter|\bsons?\b|parents)"),
         # The user's own family only: 我女儿 / 有一个女儿 / my daughter / have two kids, or a
         # note that opens with the relative (女儿今年五岁了, the 我 left out); the daughter
         # in a film's story (一个父亲为了女儿…) is nobody's in the user's life.
         _rx(r"(?P<v>(?:^|(?<=[，,。；;\s])|(?<=我)|(?<=我的)|(?<=我家)|(?<=我和)|(?<=^和)|有|生了)"
             r"(?:一个|两个|三个|个)?(?:老婆|老公|妻子|丈夫|孩子|女儿|儿子|双胞胎))"
             r"|(?:^|(?<=my )|(?<=our )|(?<=have )|(?<=had )|(?<=has ))"
             r"(?P<n>(?:a |an |two |three )?(?:wife|husband|kids?|daughters?|sons?|children"
             r"|twins))\b"), single=False, about_others=True),
    Slot("pets", "宠物", "pets", _rx(r"(猫|狗|宠物|\bcats?\b|\bdogs?\b|\bpets?\b|puppy|kitten)"),
         _rx(r"(?:一只|两只|只)?(?P<v>猫|狗|兔子|仓鼠|鹦鹉)(?:[^，。]{0,4}(?:叫|名叫|叫做)"
             r"(?P<n>[\u4e00-\u9fff]{1,4}))?"
             r"|(?P<m>cat|dog|puppy|kitten|rabbit|parrot)s?(?: named| called) (?P<k>[A-Z]\w+)"),
         single=False, about_others=True),
    Slot("allergies", "过敏", "allergies", _rx(r"(过敏|allergic|allergy)"),
         _rx(r"对?(?P<v>[\u4e00-\u9fff]{1,6}?)过敏|allergic to (?P<n>[a-z ]{2,20}?)(?:[,.!]|$)"),
         single=False),
    Slot("health", "健康", "health", _rx(
        r"(失眠|高血压|糖尿病|哮喘|抑郁|焦虑症|怀孕|手术|insomnia|diabetes|asthma|pregnant|"
        r"depression|anxiety|chronic pain|surgery)"),
         _rx(r"(?P<v>失眠|高血压|糖尿病|哮喘|抑郁|焦虑症|怀孕|做了手术)|(?P<n>insomnia|diabetes|asthma"
             r"|pregnant|depression|anxiety|chronic pain|surgery)"), single=False),
    Slot("language", "语言", "language", _rx(
        r"(用英文|用中文|说英语|说中文|in english|in chinese)"),
         _rx(r"(?P<v>用英文|用中文|说英语|说中文|in english|in chinese)")),
)
BY_KEY = {slot.key: slot for slot in SLOTS}
PROFILE_SLOTS = tuple(slot for slot in SLOTS if slot.profile)

# A budget is a slot per thing budgeted: 装修预算 and 旅游预算 are two slots.
BUDGET_OF = re.compile(r"((?:(?![和的了有没太多够是])[\u4e00-\u9fff]){2})预算|\b([a-z]+) budget\b",
                       re.I)
GENERIC_BUDGET = frozenset({"我的", "我们", "总的", "整体", "my", "our", "the", "a", "total"})


@lru_cache(maxsize=8192)
def slot_of(text: str, subject: str | None = None) -> str | None:
    """The single-valued slot a statement fills, if any (a budget names what it budgets).

    Whose fact it is (memory/people.py; read from the text when not given) is part of the
    slot: the user's city is `city`, their mother's `mother:city`, so neither supersedes
    the other. Someone the user has many of (friends, cousins) fills no single slot.
    Memoised, as `profile_values`: every write reads the slots of all active memories
    (supersession, the profile), which are the same texts turn after turn.
    """
    whose = subject or subject_of(text)
    for slot in SLOTS:
        if not slot.single or not slot.pattern.search(text):
            continue
        if slot.key == "budget":
            found = BUDGET_OF.search(text)
            what = (found.group(1) or found.group(2)).lower() if found else ""
            # A household's budget is the user's too, whoever named it.
            return f"budget:{what}" if what and what not in GENERIC_BUDGET else slot.key
        if slot.key == "reply_length":
            return slot.key  # said to the assistant: nobody else's
        key = slot.key
        if whose == USER:
            return key
        return f"{whose}:{key}" if is_one(whose) else None
    return None


def profile_slots_of(text: str) -> list[Slot]:
    """The profile slots a memory's text speaks to."""
    return [slot for slot in PROFILE_SLOTS if slot.pattern.search(text)]


def profile_values(text: str, subject: str | None = None) -> list[tuple[Slot, str]]:
    """(slot, value) for each profile slot the memory gives a value for.

    Only the user's own facts fill the user's fields; someone else's fill only the fields
    about the people and pets in the user's life (family, pets).
    """
    return list(_profile_values(text, subject or subject_of(text)))


@lru_cache(maxsize=8192)
def _profile_values(text: str, subject: str) -> tuple[tuple[Slot, str], ...]:
    out = []
    for slot in profile_slots_of(text):
        if subject != USER and not slot.about_others and slot.key != "budget":
            continue
        value = slot.value_of(text)
        if value:
            out.append((slot, value))
    return tuple(out)
