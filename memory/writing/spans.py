"""The learned span selector: which clauses of a kept message are its facts, and their type.

[beyond] A kept turn is cut into candidate spans (memory/gate/span_reading.py). Three small
linear models (memory/gate/span_model.py, trained by `python -m bench learned spans`) read each
span: whether it is part of a fact, whether it continues the kept span before it (one fact said
in two clauses), and the type of the memory a group of spans makes. Kept spans that continue
each other are one memory; a span the rules read as a fact keeps the rules' note (first person
normalised, relative dates anchored, whose fact it is); two facts the rules read of different
people, of two single-valued slots or of two memory types are never one memory; seed 000's cap
of two memories groups the rest (memory/gate/cap.py), never two such facts: what it cannot hold
is audited. The selector runs only on a turn the gate's chain kept.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime

import numpy as np

from strata_layered.memory.facts.constraint_reading import constraint_topics
from strata_layered.memory.facts.joined_notes import joined_notes
from strata_layered.memory.facts.people import USER
from strata_layered.memory.facts.phrasing import with_date
from strata_layered.memory.gate.answers import restated
from strata_layered.memory.gate.cap import group_facts
from strata_layered.memory.gate.fact_clauses import FactClause, Reading
from strata_layered.memory.gate.facts import read_message
from strata_layered.memory.gate.families import category_of, said_as_liking, signals_of
from strata_layered.memory.gate.judgement import Judgement
from strata_layered.memory.gate.labels import CATEGORY_TO_TYPE, MemoryType
from strata_layered.memory.gate.span_model import SpanModel, load_span_model
from strata_layered.memory.gate.span_reading import (
    Span,
    apart,
    candidates,
    noise,
    span_tokens,
    whose_span,
)
from strata_layered.memory.rules.medicines import HEALTH_READING
from strata_layered.memory.rules.money import MONEY_SUM
from strata_layered.memory.supersession.consolidation import held_within
from strata_layered.memory.text.text import has_cjk, normalize_message
from strata_layered.memory.writing.extraction import (
    MAX_CONTENT_CHARS,
    MAX_NEW_MEMORIES_PER_TURN,
    ExtractedMemory,
    extract_rule_memories,
)
from strata_layered.memory.writing.learned_notes import learned_memories
from strata_layered.memory.writing.memory_types import fact_memory_type, group_seed_type
from strata_layered.memory.writing.whole_notes import whole_notes


def groups_of(spans: Sequence[Span], keep: np.ndarray, model: SpanModel, lang: str
              ) -> list[list[int]]:
    """Kept spans, adjacent ones that continue each other (or a list item) in one group."""
    out: list[list[int]] = []
    threshold = model.threshold.get(lang, 0.5)
    for i, s in enumerate(spans):
        if keep[i] < threshold and not (s.part_of is not None and out and s.part_of in out[-1]):
            continue
        # Apart from any span of the group, not only the one before: 居住在上海，家中有一只猫，
        # 预算相对宽裕 joined pairwise held a city and a budget in one memory.
        joins = bool(out) and out[-1][-1] == i - 1 and spans[i - 1].index == s.index - 1 and (
            s.part_of is not None or (not any(apart(spans[j], s) for j in out[-1])
                                      and model.join_score(spans, i) >= model.join_threshold))
        if joins:
            out[-1].append(i)
        else:
            out.append([i])
    return out


@dataclass
class SpanGroup:
    """Kept spans that make one memory, and what the rules read in them."""

    parts: list[Span]
    """Its spans less those a kept span's rule note already holds (list items)."""
    content: str
    tokens: list[str]
    """The spans' type features together."""
    alone: bool
    """Whether it is the turn's only memory."""

    @property
    def ruled(self) -> list[FactClause]:
        """The facts the rules read in its spans, in order."""
        return [s.fact for s in self.parts if s.fact is not None]


def span_groups(text: str, *, now: datetime | None = None, earlier: str = "",
                model: SpanModel | None = None, reading: Reading | None = None,
                asked: str = "") -> list[SpanGroup]:
    """The memories of a (normalised) kept message as groups of spans, before their type.

    `asked`: the partner's message before it (a bare answer takes its question's object).
    """
    model = model or load_span_model()
    spans = candidates(text, earlier, reading, asked)
    if not spans:
        return []
    lang = "zh" if has_cjk(text) else "en"
    n = max(s.index for s in spans) + 1
    tokens = [span_tokens(spans, i, n) for i in range(len(spans))]  # once: keep and type
    joint = "，" if lang == "zh" else ", "

    def content_of(group: list[int]) -> str:
        kept = [i for i in group if spans[i].part_of not in group]
        notes = [with_date(_said_as(spans, group, i), spans[i].clause.said, now) for i in kept]
        return joined_notes(notes, joint, [spans[i].clause.said for i in kept])

    groups = groups_of(spans, model.keep_scores(spans, tokens), model, lang)
    # One fact, one memory: a group another of the turn holds (不吃香菜 twice) is left out.
    groups = one_spelling(groups, [content_of(g) for g in groups])
    # Seed 000's cap groups facts, never two that are `apart` (two slots, two types, two
    # people); a group apart from every other is its own memory, never dropped.
    bins = group_facts(groups,
                       lambda a, b: any(apart(spans[i], spans[j]) for i in a for j in b),
                       MAX_NEW_MEMORIES_PER_TURN)
    groups = [[i for g in b for i in g] for b in bins]
    out = []
    for group in groups:
        content = content_of(group)
        if content:
            out.append(SpanGroup(parts=[spans[i] for i in group if spans[i].part_of not in group],
                                 content=content, alone=len(groups) == 1,
                                 tokens=[t for i in group for t in tokens[i]]))
    return out


def _said_as(spans: Sequence[Span], group: list[int], i: int) -> str:
    """A span's note in its group; the user's own clause after someone else's keeps its 我.

    姐姐现在住在深圳，我还在杭州 read "姐姐现在住在深圳，在杭州": the note drops the user's
    我, which in another person's memory said the sister is in Hangzhou too. A 我们 comes back
    as 我们 (男朋友在新加坡工作，我们是异地恋), not as 我.
    """
    span = spans[i]
    first = whose_span(spans[group[0]])
    if i == group[0] or first in (None, USER) or whose_span(span) != USER \
            or not span.clause.text.startswith("我") or not has_cjk(span.clause.text):
        return span.note
    subject = "我们" if span.clause.text.startswith(("我们", "咱们")) else "我"
    return span.note if span.note.startswith(subject) else subject + span.note  # 我们是异地恋


def one_spelling(groups: list[list[int]], contents: list[str]) -> list[list[int]]:
    """The groups less those another group of the turn holds (one fact, one memory).

    A group whose memory is the same as an earlier one's, or a clause of another's
    (不吃香菜 / 不吃香菜，点外卖每次都要备注), is that memory, not a second one.
    """
    return [g for i, g in enumerate(groups)
            if contents[i] and not any(j != i and (held_within(contents[i], other) or (
                other == contents[i] and j < i)) for j, other in enumerate(contents))]


def span_memories(user_text: str, judgement: Judgement | None, *, now: datetime | None = None,
                  earlier: str = "", model: SpanModel | None = None,
                  reading: Reading | None = None, asked: str = "") -> list[ExtractedMemory]:
    """The memories of a kept turn as the span selector reads it ([] when it keeps no span).

    `reading`: the rules' reading of the normalised message when the turn already has it
    (memory/gate/facts.py `read_message`, shared with `extract_rule_memories`).
    """
    text = normalize_message(user_text)
    if not text:
        return []
    model = model or load_span_model()
    lang = "zh" if has_cjk(text) else "en"
    out = []
    for group in span_groups(text, now=now, earlier=earlier, model=model, reading=reading,
                             asked=asked):
        content = group.content
        ruled = group.ruled[0] if group.ruled else None
        memory_type = group_type(model, lang, group, judgement)
        applies_to = constraint_topics(content) if memory_type == "important_fact" else []
        explicit = any(s.fact is not None and s.fact.explicit for s in group.parts)
        out.append(ExtractedMemory(
            memory_type=memory_type, content=content[:MAX_CONTENT_CHARS],
            importance=5 if explicit else 3, confidence=0.75,
            scope="constraint" if applies_to else "global", applies_to=applies_to,
            subject=ruled.about if ruled is not None else "",
            holds=sum(s.fact.holds if s.fact else 0 for s in group.parts) or 1))
    return out


SPAN_JUDGES = frozenset({"learned", "both"})
"""The STRATA_OFFLINE_JUDGE values whose kept text the span selector chooses."""


def spans_for(offline_judge: str) -> bool:
    """Whether the span selector chooses the kept text under this offline judge."""
    return offline_judge in SPAN_JUDGES


TYPE_CHOICES = ("rules", "model", "strongest", "seed", "confident")
"""How a span memory is typed (the span model's `type_from` per language):

- rules: the category the rules read in a bare answer completed with the partner's question
  (超级喜欢下课后跑来跑去: a preference), else the learned gate's type for a turn's only
  memory it kept, else the first fact's category the rules read in the group, else seed
  000's classifyMemoryType on the memory;
- model: the span type model on the group's tokens;
- strongest: as `rules`, but of the group's rule facts the one of the strongest category;
- seed: seed 000's classifyMemoryType on the memory (the span, not the whole message) when
  one of its patterns matches, else as `strongest`;
- confident: the span type model where its type has probability ≥ TYPE_CONFIDENT, else
  as `strongest`.
"""
TYPE_CONFIDENT = 0.7
STRENGTH: tuple[MemoryType, ...] = ("boundary", "preference", "relationship_goal",
                                    "conversation_style", "important_fact")
"""The memory types from strongest to weakest, for a group of facts of several categories."""


def group_type(model: SpanModel, lang: str, group: SpanGroup, judgement: Judgement | None
               ) -> MemoryType:
    """A group's memory type by the choice the span model was calibrated with."""
    choice = model.type_from.get(lang, "rules")
    if HEALTH_READING.search(group.content) or MONEY_SUM.search(group.content):
        return "important_fact"  # "blood sugar was 145" (probe42b), 房贷每个月还5800: facts
    if choice == "model":
        return model.type_of(group.tokens)  # type: ignore[return-value]
    if choice == "confident":
        typed, p = model.type_with(group.tokens)
        if p >= TYPE_CONFIDENT:
            return typed  # type: ignore[return-value]
    if choice == "seed":
        seeds = group_seed_type(group.content)
        if seeds is not None:
            return seeds
    answer = next((s.answer for s in group.parts if s.answer), "")
    if answer and (signals := signals_of(answer)):  # 超级喜欢 + 下课后跑来跑去: a liking
        return CATEGORY_TO_TYPE.get(category_of(answer, signals, other=False)) or "important_fact"
    if said_as_liking(group.content):
        return "preference"  # "has been loving their new grill": a liking, however said
    if group.alone and judgement is not None and judgement.source == "learned":
        mapped = CATEGORY_TO_TYPE.get(judgement.category)
        if mapped:
            return mapped
    ruled = [fact_memory_type(f) for f in group.ruled]
    if ruled:
        return ruled[0] if choice == "rules" else min(ruled, key=STRENGTH.index)
    return group_seed_type(group.content) or "important_fact"


def kept_memories(user_text: str, judgement: Judgement | None, *, now: datetime | None = None,
                  earlier: str = "", spans: bool = True, asked: str = "",
                  model: SpanModel | None = None) -> list[ExtractedMemory]:
    """What a kept turn is remembered as, offline (`kept_and_ruled`'s first part)."""
    return kept_and_ruled(user_text, judgement, now=now, earlier=earlier, spans=spans,
                          asked=asked, model=model)[0]


def kept_and_ruled(user_text: str, judgement: Judgement | None, *, now: datetime | None = None,
                   earlier: str = "", spans: bool = True, asked: str = "",
                   model: SpanModel | None = None) -> tuple[list[ExtractedMemory], list[
                       ExtractedMemory], list[tuple[ExtractedMemory, str]]]:
    """What a kept turn is remembered as, offline; what the rules made of it; what is not whole.

    The hook where the kept text is chosen. With `spans` (STRATA_OFFLINE_JUDGE `both` or
    `learned`: `spans_for`), the span selector's memories replace those of the rules
    (`extract_rule_memories`) or of the learned gate: the selector chooses the text, never
    whether the turn is kept. The rules' memories stand when it keeps no span or no whole
    one, and with `rules`. `asked`: the partner's message before the turn (an answer to its
    question is read as the sentence it stands for: memory/gate/answers.py). Every memory is
    then read as a whole note (memory/writing/whole_notes.py): a reaction, or a pronoun nothing
    said stands for, is not written and comes back with why. `model`: other span weights
    than shipped.
    """
    answer = restated(user_text, asked) if asked else None
    user_text = answer.text if answer is not None and answer.text else user_text
    text = normalize_message(user_text)
    reading = read_message(text, earlier, asked) if text else None  # read once, for both
    made = extract_rule_memories(user_text, judgement, now=now, earlier=earlier, reading=reading)
    made = made or learned_memories(user_text, judgement, as_notes=spans, now=now,
                                    noise=noise if spans else None)
    chosen = made
    if made and spans and judgement is not None and judgement.should_extract:
        chosen = span_memories(user_text, judgement, now=now, earlier=earlier, model=model,
                               reading=reading, asked=asked) or made
    kept, out = whole_notes(chosen, user_text, asked, earlier)
    if chosen is made:
        return kept, kept, out
    ruled, more = whole_notes(made, user_text, asked, earlier)
    if not kept and ruled:  # every note the selector chose is not whole: the rules' stand, as
        return ruled, ruled, out  # when it keeps no span (facts41: "I've tried, but they're…")
    return kept, ruled, [*out, *(m for m in more if all(m[0].content != o.content for o, _ in out))]
