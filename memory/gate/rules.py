"""The candidate gate's rules (seed 003), and the one chain that runs them in order.

Order: safety boundary → fast reject → model judgement (when a model is configured) →
keyword fallback → normalisation (`judge_turn`). The patterns are rows of memory/rules/
(seed003.py, fast_reject.py); every rule that fires is named in the judgement's `rules`.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Iterable
from dataclasses import replace

from strata_layered.memory.facts.forget_requests import asked_not_to_remember, rest_of
from strata_layered.memory.facts.people import list_about
from strata_layered.memory.gate.answers import restated
from strata_layered.memory.gate.facts import ranked, read_message, signals_of
from strata_layered.memory.gate.injection import split_instructions
from strata_layered.memory.gate.judgement import SKIP_CATEGORIES, Judgement
from strata_layered.memory.gate.learned import LearnedJudge
from strata_layered.memory.gate.reasons import language_of, reason, signal_names
from strata_layered.memory.gate.short import short_small_talk
from strata_layered.memory.rules.clause_kinds import IRONY
from strata_layered.memory.rules.deadlines_met import DEADLINE_MET
from strata_layered.memory.rules.fast_reject import (
    DUPLICATE_FILLER,
    MOMENT_EN,
)
from strata_layered.memory.rules.life import EXAM_PASSED, LIFE_CHANGE_EN, NAMED_PASSING
from strata_layered.memory.rules.row import Row, firing, record, remembered
from strata_layered.memory.rules.seed003 import (
    ACKNOWLEDGEMENT,
    ACKNOWLEDGEMENT_EN,
)
from strata_layered.memory.rules.typed_en import spelled_out
from strata_layered.memory.rules.user_names import CALLED_FOR
from strata_layered.memory.sensitive import sensitive_reasons
from strata_layered.memory.supersession.endings import retimed
from strata_layered.memory.text.text import normalize_memory_content


def safety_boundary(user_text: str, *, memory_enabled: bool = True) -> Judgement | None:
    """Return a blocking judgement when memory extraction is not allowed for this turn."""
    if not memory_enabled:
        return Judgement(
            should_extract=False, category="unclear", source="safety",
            reason=reason("memory_off", language_of(user_text)),
        )
    if asked_not_to_remember(user_text):
        return Judgement(
            should_extract=False, category="unclear", source="safety",
            reason=reason("dont_remember", language_of(user_text)),
        )
    reasons = sensitive_reasons(user_text)
    if reasons:
        return Judgement(
            should_extract=False, category="unsafe", source="safety",
            reason=reason("unsafe", language_of(user_text)) + " (" + ", ".join(reasons) + ")",
        )
    return None


@remembered(maxsize=4096)  # the newest 50 memories' texts, each turn: kept, rows replayed
def _strip_filler(text: str) -> str:
    return DUPLICATE_FILLER.sub("", normalize_memory_content(text))


def fast_reject(
    user_text: str, assistant_text: str, existing_contents: Iterable[str], *,
    replied: bool = True,
) -> Judgement | None:
    """Seed 003's shouldSkipMemoryCandidateFast, in its order, plus [beyond] twins.

    `replied=False` [beyond]: a message no reply will ever answer (a transcript line or
    an app's stored message with none after it) is judged without one.
    """
    lang = language_of(user_text if user_text.strip() else assistant_text)
    if not user_text.strip() or (replied and not assistant_text.strip()):
        record("reject_empty")
        return Judgement(
            should_extract=False, category="unclear",
            reason=reason("empty", lang),
        )
    if short_small_talk(user_text):
        record("reject_short")
        return Judgement(
            should_extract=False, category="small_talk",
            reason=reason("short", lang),
        )
    if ACKNOWLEDGEMENT.search(user_text) or ACKNOWLEDGEMENT_EN.search(user_text):
        record("reject_ack")
        return Judgement(
            should_extract=False, category="small_talk",
            reason=reason("ack", lang),
        )
    # [beyond] a message wholly of the moment ("I'm waiting for the bus."): small talk too
    if MOMENT_EN.search(user_text.strip()):
        record("reject_moment")
        return Judgement(should_extract=False, category="small_talk",
                         reason=reason("moment", lang))
    existing = list(existing_contents)
    normalized = normalize_memory_content(user_text)
    stripped = _strip_filler(user_text)
    # Seed 003: equality of the normalized text; [beyond] also with fillers taken out
    # ("跟你说过的，我喜欢乌龙茶"). Never a substring: "想去北京工作了" is inside
    # "我不想去北京工作" and says the opposite.
    if any(normalize_memory_content(c) == normalized or _strip_filler(c) == stripped
           for c in existing):
        record("reject_duplicate")
        return Judgement(
            should_extract=False, category="duplicate",
            reason=reason("duplicate", lang),
        )
    # [beyond] Memories are notes of facts: a message whose every fact is already kept as a
    # note is a duplicate too ("记住，我不喜欢被催促！" after "不喜欢被催促").
    kept = {normalize_memory_content(c) for c in existing}
    notes = [f.note for f in read_message(user_text).facts]
    if kept and notes and all(normalize_memory_content(n) in kept for n in notes):
        record("reject_duplicate_notes")
        return Judgement(
            should_extract=False, category="duplicate", candidate_facts=notes,
            reason=reason("duplicate", lang),
        )
    # [beyond] "Oh great, another Monday. I just LOVE Mondays.": irony says its likes the other
    # way round; with no other fact the turn is kept by nothing (the learned gate neither).
    if IRONY.search(user_text.strip()) and not read_message(user_text).facts:
        return Judgement(should_extract=False, category="small_talk",
                         reason=reason("chatter", lang))
    # [beyond] 我叫滴滴来接我, 叫我妈来, "call me when you're free": someone called over or a
    # car ordered (row called_for) is the moment; with no fact beside it the learned gate,
    # which reads 我叫… as a name, keeps it neither (people38)
    if CALLED_FOR.search(user_text) and not read_message(user_text).facts:
        return Judgement(should_extract=False, category="small_talk",
                         reason=reason("moment", lang))
    if sensitive_reasons(user_text):
        record("reject_sensitive")
        return Judgement(
            should_extract=False, category="unsafe",
            reason=reason("unsafe", lang),
        )
    return None


FIRM_CHANGES: tuple[Row, ...] = (EXAM_PASSED, LIFE_CHANGE_EN, NAMED_PASSING, DEADLINE_MET)
"""Marks of the user's life said done, a deadline met too, firm as families.py's `change` is."""


def keyword_fallback(user_text: str, earlier: str = "") -> Judgement:
    """Seed 003's buildFallbackMemoryCandidate: conservative keyword judgement.

    [beyond] The seed's signals are read clause by clause (memory/gate/facts.py): a
    greeting, thanks, an acknowledgement or a question carries no fact whatever its
    words, and the candidate facts are the fact clauses as notes.
    """
    reading = read_message(user_text, earlier)  # earlier: what a 它 / 他 stands for
    # Clauses that are never facts, whatever their words.
    lang = language_of(user_text)
    if not reading.facts and reading.passing and not reading.explicit:
        signals = sorted({s for c in reading.passing for s in signals_of(c.text)})
        return Judgement(
            should_extract=True, confidence=0.6, category="temporary_emotion",
            stability="temporary", importance=3, source="keyword_fallback",
            reason=reason("passing", lang, signals=signal_names(signals, lang)),
            candidate_facts=[c.text[:120] for c in reading.passing])
    if not reading.facts:
        never = sum(n for k, n in reading.kinds.items() if k != "statement")
        said = sum(reading.kinds.values())
        if said and never == said:
            return Judgement(should_extract=False, category="small_talk",
                             source="keyword_fallback", reason=reason("chatter", lang))
        # A fact whose 它 stands for nothing said before is said, and not kept: say so.
        why = "dangling" if reading.dangling else "no_signal"
        return Judgement(should_extract=False, category="unclear", source="keyword_fallback",
                         reason=reason(why, lang))
    facts = ranked(reading.facts)
    first = facts[0]
    signals = sorted({s for f in facts for s in f.signals})
    explicit = reading.explicit or any(f.explicit for f in facts)
    # [beyond] A change said done (辞职了, 现在改喝茶了, "I no longer eat meat", a plan called
    # off, a licence got, a loss) is said as firmly as "remember": the learned stage never
    # vetoes it, or the old state stays kept.
    changed = any("change" in f.signals or any(row.search(f.clause.text) for row in FIRM_CHANGES)
                  for f in facts)
    return Judgement(
        should_extract=True,
        confidence=0.85 if explicit else 0.6,
        category=first.category,
        stability="stable" if explicit or changed else "likely_stable",
        importance=4 if explicit or first.category == "boundary" else 3,
        reason=reason("signals", lang, signals=signal_names(signals, lang)),
        candidate_facts=[f.note[:120] for f in facts],
        source="keyword_fallback",
    )


def normalize_judgement(judgement: Judgement) -> Judgement:
    """Seed 003's normalizeMemoryCandidate: product rules the model cannot override."""
    j = replace(judgement, candidate_facts=list(judgement.candidate_facts))
    j.confidence = min(1.0, max(0.0, float(j.confidence)))
    j.importance = min(5, max(0, int(j.importance)))
    j.reason = j.reason.strip()[:300]
    j.candidate_facts = [f.strip()[:120] for f in j.candidate_facts if f.strip()][:3]
    if j.category in SKIP_CATEGORIES:
        j.should_extract = False
    if j.stability == "temporary" or j.importance <= 0:
        j.should_extract = False
    if j.confidence < 0.55 and j.importance < 4:
        j.should_extract = False
    return j


ModelJudge = Callable[[str], Awaitable[Judgement]]
"""The model's judgement of the turn's user text (seed 003's LangChain step), made only
when the rules let it."""


def remembered_text(user_text: str, earlier: str = "") -> str:
    """What of the user's message can be remembered: no instruction, no request to forget.

    A request to forget said beside a correction ("Forget that I live in Hangzhou, I moved
    to Shanghai") is taken out: the rest is what is remembered (memory/facts/forget_requests.py).
    A contraction typed without its apostrophe is read as spelled ("i dont eat pork"); after
    `earlier` about someone else, a profile list with no I is theirs (people.py `list_about`).
    """
    return split_instructions(rest_of(spelled_out(list_about(user_text, earlier))))[0]


async def judge_turn(
    user_text: str, assistant_text: str, existing: Iterable[str], *,
    memory_enabled: bool = True, model: ModelJudge | None = None, earlier: str = "",
    learned: LearnedJudge | None = None, asked: str = "", replied: bool = True,
) -> Judgement:
    """The whole gate (`_judged`), with the names of the rules that fired kept in `rules`.

    `asked`: the partner's message before the turn. An answer to its closing question is
    judged as the sentence it stands for (memory/gate/answers.py `restated`: "Yes, two boys."
    after "Do you have kids?" is "I have two boys."); a bare yes or no that says nothing on
    its own is not kept, with reason `bare_answer` [beyond].
    """
    with firing() as fired:
        user_text = spelled_out(list_about(user_text, earlier))  # as remembered_text reads it
        # 不对，我是下个月去 / 以前…，现在在上海了: said anew (supersession/endings.py)
        existing = list(existing)
        user_text = retimed(user_text, earlier, existing) or user_text
        answer = restated(user_text, asked) if asked else None
        if answer is not None and not answer.text:
            # The seed's own rejects (short, acknowledgement…) and the safety rules say
            # first; what they let through is no fact on its own (no model asked).
            judgement = await _judged(user_text, assistant_text, existing,
                                      memory_enabled=memory_enabled, model=None,
                                      earlier=earlier, learned=None, replied=replied)
            if judgement.should_extract:
                judgement = normalize_judgement(Judgement(
                    should_extract=False, category="small_talk", source="rules",
                    reason=reason("bare_answer", language_of(user_text))))
        else:
            user_text = answer.text if answer is not None else user_text
            judgement = await _judged(user_text, assistant_text, existing,
                                      memory_enabled=memory_enabled, model=model,
                                      earlier=earlier, learned=learned, replied=replied)
    judgement.rules = list(dict.fromkeys([*judgement.rules, *fired]))
    return judgement


async def _judged(
    user_text: str, assistant_text: str, existing: Iterable[str], *,
    memory_enabled: bool, model: ModelJudge | None, earlier: str,
    learned: LearnedJudge | None, replied: bool = True,
) -> Judgement:
    """The whole gate, in seed 003's order; the model is asked only when the rules let it.

    Instructions to the memory system or the model are taken out first [beyond]: the rest
    of the message is judged on its own, and a message of nothing else is rejected. A
    model that fails (every structured-output method) leaves the verdict to the keyword
    fallback, with the failure in the reason. `earlier` is the user's message before this
    one: what a pronoun of this one stands for. Without a model, `learned`
    (STRATA_OFFLINE_JUDGE, memory/gate/learned.py) decides what the hard guarantees let
    through [beyond].
    """
    user_text = rest_of(user_text)  # a request to forget beside a correction: the rest
    kept, instructions = split_instructions(user_text)
    if instructions and not kept and memory_enabled:
        return normalize_judgement(Judgement(
            should_extract=False, category="unsafe", source="safety",
            reason=reason("instructions", language_of(user_text),
                          detail=", ".join(dict.fromkeys(instructions)))))
    user_text = kept if instructions else user_text
    judgement = safety_boundary(user_text, memory_enabled=memory_enabled) or fast_reject(
        user_text, assistant_text, existing, replied=replied)
    if judgement is None and model is not None:
        try:
            judgement = await model(user_text)
        except Exception as error:  # noqa: BLE001 - any model failure: the seed's fallback
            judgement = keyword_fallback(user_text, earlier)
            tried = getattr(error, "errors", None)  # each structured-output method's failure
            detail = tried[-1] if tried else f"{type(error).__name__}: {error}"
            judgement.reason += reason("model_failed", language_of(user_text),
                                       detail=str(detail)[:120])
    if judgement is None and model is None and learned is not None:
        judgement = learned(user_text, keyword_fallback(user_text, earlier))
    return normalize_judgement(judgement or keyword_fallback(user_text, earlier))
