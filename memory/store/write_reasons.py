"""Why a write did what it did: the audit's reasons, in the language of the text they are about.

memory/supersession/consolidation.py (how a new memory relates to one kept),
memory/writing/extraction.py and memory/long_term/memories.py (what was kept, grouped or withheld)
name a key; `reason_text` gives the sentence the audit, `strata memories audit` and the pages show.
"""

from __future__ import annotations

from strata_layered.memory.text.text import has_cjk

REASONS = {
    "same_value": ("同一项信息（{slot}），取值相同", "the same {slot}, restated"),
    "newer_value": ("{slot} 的新取值，旧的归档", "newer value for {slot}"),
    "opposite": ("用户现在说的相反", "the user now says the opposite"),
    "changed": ("用户说这一点变了", "the user says this changed"),
    "corrected": ("用户更正了这一点", "the user corrects this"),
    "plan_dropped": ("用户取消了这个计划", "the user called this plan off"),
    "plan_done": ("这个计划已经实现", "the user carried this plan out"),
    "mind_changed": ("用户想了想，改了主意", "the user thought it over and decided otherwise"),
    "pet_gone": ("这只宠物已经不在了", "this pet is gone"),
    "pet_age": ("宠物的年龄更新了", "the pet's age, said anew"),
    "person_age": ("年龄更新了", "their age, said anew"),
    "medicine_changed": ("用户换了药（或剂量）", "the user's medicine (or its dose) changed"),
    "same_meaning": ("意思相同（余弦 {cosine}）", "same meaning (cosine {cosine})"),
    "constraint_changed": ("同一约束，已更新", "the same constraint, changed"),
    "constraint_restated": ("同一约束，重复表达", "the same constraint, restated"),
    "exact_duplicate": ("完全重复", "exact duplicate"),
    "held_within": ("已有一条记忆说了这一点，且说得更多",
                    "already held by a memory that says more"),
    "holds_more": ("同一事实，这次说得更多，旧的归档",
                   "the same fact with more said: the old one archived"),
    "sensitive": ("疑似敏感信息或内容为空，不保存", "sensitive or empty content"),
    "deleted": ("用户在这句话之后删除了这条记忆", "deleted by the user after this was said"),
    "supersedes": ("取代 {ids}", "supersedes {ids}"),
    "extracted": ("已抽取（{how}）", "extracted ({how})"),
    "grouped": ("与本轮其他 {n} 条事实合为一条记忆（每轮最多 2 条记忆，种子 000）",
                "holds {n} facts of this turn in one memory (at most 2 memories a turn, seed 000)"),
    "withheld": ("本轮说过的事实，规则抽取没有单独保存",
                 "a fact said this turn that the rules did not keep"),
    "span_dropped": ("规则读作事实，但片段选择器没有保留它",
                     "the rules read this as a fact; the span selector did not keep it"),
    "withheld_signal": ("没有种子 000 的记忆信号词（我/喜欢/希望…），规则抽取不保存",
                        "no memory word of seed 000 (I / like / hope…): the rules keep nothing"),
    "withheld_dangling": ("“它”指代不明（前一句没有说是什么），不保存",
                          "its 'it' stands for nothing said before: not kept"),
    "withheld_reaction": ("只是对某事的感受或评价，没有事实，不保存",
                          "only a reaction to something pointed at, no fact: not kept"),
    "withheld_pronoun": ("开头的代词指代不明（本句和上一轮都没有说是谁或什么），不保存",
                         "its opening he / she / they / it stands for nothing said: not kept"),
}


def reason_text(key: str, text: str, **values: str) -> str:
    """A relation's reason in the language of the text it is about."""
    zh, en = REASONS[key]
    return (zh if has_cjk(text) else en).format(**values)
