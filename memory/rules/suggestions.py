"""[beyond] What the partner suggested: what a bare "it" of the user's answer stands for (left42).

The assistant asks "Have you tried yoga? It can help with stiffness." and the user answers
"tried it, but it hurt my back": the note kept nothing (its it stood for nothing said before,
the partner's words were read only when they ended on a question naming a favourite). The
thing suggested (try X, 试试X) is what the answer's it is: "tried yoga, but it hurt their back".
memory/gate/whole_facts.py `with_antecedent` reads the partner's message for it.
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.row import Row

_STOP_EN = (r"(?=\s*[?.!,;:]|\s*$|\s+(?:it|for|to|which|that|as|and|or|if|when|sometime"
            r"|instead|first|maybe)\b)")
SUGGESTED = Row(
    "suggested",
    re.compile(r"\b(?:have you (?:ever )?tried|did you try|you (?:could|might|should|can|may)"
               r" (?:also )?(?:want to )?try|maybe try|why not try|how about trying"
               r"|what about trying|(?:^|(?<=[.!?] ))try)\s+(?:some |a little |a bit of )?"
               rf"(?P<obj>(?!it\b|that\b|this\b|to\b)[a-z][a-z-]{{2,}}(?: [a-z][a-z-]{{2,}})?)"
               rf"{_STOP_EN}"
               r"|(?:试试|试一试|试一下|尝试一下|尝试)(?P<zh>(?!看|这|那|一下)[\u4e00-\u9fff]{2,6}?)"
               r"(?=[吧呢吗，,。！!？?]|$|对|来|能|会)", re.I),
    "what the partner suggested trying (have you tried X, 试试X): what a bare it / 试过了 of the "
    "user's answer stands for",
    "[beyond] issue 24 left42: 'tried it, but it hurt my back' after 'Have you tried yoga?' "
    "kept nothing",
    ("Have you tried yoga? It can help with stiffness.", "You could try stretching first.",
     "你可以试试瑜伽，对腰有好处。", "Maybe try swimming instead."),
    ("Have you tried it?", "Try to rest more.", "你可以试试看", "Did you sleep well?"),
    contexts=("试过了，但是腰疼",),
    before="你可以试试瑜伽，对腰有好处。",
)

# 试过了 (no object) after 你可以试试瑜伽: the thing tried is the one suggested (我试过瑜伽了).
TRIED_BARE_ZH = Row(
    "tried_bare_zh",
    re.compile(r"^(?:我)?(?:也|早就|已经|都|之前|以前)*试过了?$"),
    "a bare 试过了 answering a suggestion: the thing suggested is what was tried",
    "[beyond] issue 24 left42: 试过了，但是腰疼 after 你可以试试瑜伽 kept nothing",
    ("试过了", "我早就试过了", "之前试过"),
    ("试过瑜伽了", "你试过吗", "试过了吗"),
    contexts=("试过了，但是腰疼",),
    before="你可以试试瑜伽，对腰有好处。",
)
# What a thing tried did to the user (hurt their back, did not help): a fact of what suits them,
# said across two clauses (memory/gate/facts.py reads them as one).
TRIED_BUT = Row(
    "tried_but",
    re.compile(r"\b(?:tried|have tried|did)\s+(?!to\b)[a-z][\w' -]{1,30}?,?\s+but\s+"
               r"(?:it|that|they)\s+"
               r"(?:hurt|hurts|made|makes|gave|gives|did(?:n't| not) (?:help|work)|was too"
               r"|(?:was|were) (?:raining|pouring|snowing|closed|cancell?ed|full|packed)"  # left43
               r"|got (?:cancell?ed|rained off))\b"
               r"|试过[\u4e00-\u9fff]{0,8}?了?[，,]\s*(?:但是|可是|不过|但)?[\u4e00-\u9fff]{0,6}?"
               r"(?:疼|痛|没用|没效果|不管用|更严重|过敏|受不了)", re.I),
    "memory signal: a thing tried and what it did to the user (it hurt their back, 没用): a fact "
    "of what suits them",
    "[beyond] issue 24 left42: 'tried it, but it hurt my back' kept nothing",
    ("tried yoga, but it hurt my back", "I tried melatonin but it didn't help",
     "tried yoga, but it was raining so we went home", "I tried the new pool but it was closed",
     "我试过瑜伽了，但是腰疼", "试过针灸，没用"),
    ("tried yoga, loved it", "I tried to call but it was busy", "试过了，挺好的",
     "我想试试瑜伽，但是怕腰疼"),
)

ROWS: tuple[Row, ...] = (SUGGESTED, TRIED_BARE_ZH, TRIED_BUT)
