"""`python -m bench facts`: what the write path would remember from real user turns.

Usage: python -m bench facts [--set bench/data/labelled_turns.jsonl]
       [--split dev|heldout|train|both] [--path rules|learned|both|all] [--out DIR]
       [--msc ../shared/data/msc/personasummary_session4_valid.jsonl]

Every labelled turn goes alone (no existing memories) through the write path as the graph
runs it: the rule path offline — `memory.gate.rules.judge_turn` (safety boundary → fast
reject → keyword fallback → normalisation) then, when it lets the turn through,
`memory.writing.extraction.extract_rule_memories` on the remembered text (2 memories, grouped past
the cap, never cut) — and, when a memory model is configured (STRATA_MEMORY_MODEL, or
STRATA_MODEL / an endpoint), the model path too: the model's judgement in the same chain,
then `propose_memories` (model extraction screened, the rules on failure). `--path` picks
the offline judge (STRATA_OFFLINE_JUDGE: rules, the learned gate, both; all three by
default). The reply of each turn is a stand-in: the sets keep the partner's previous turn
(given to the model as the summary, to the rules as `asked`), not the reply; the user's own
message before, where the scored split holds it as a row, is `earlier` (labelled.py
`with_own_previous`).

Figures per split × language: precision / recall / F1 of "stored" (≥ 1 memory), fact
precision / recall under the rule of bench/facts/matching.py, type accuracy on matched
facts and the type confusion; every miss and false positive of the dev split by id.
"""

from __future__ import annotations

import asyncio
import sys
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from bench.facts.labelled import (
    DEFAULT_SET,
    SCORED_SPLITS,
    LabelledSetError,
    LabelledTurn,
    load_labelled,
    scored_in,
    with_own_previous,
)
from bench.facts.report import print_report, write_report
from bench.facts.scoring import Outcome, evaluate
from bench.output import write_json
from strata_layered.cli.common import fail
from strata_layered.memory.gate.judgement import Judgement
from strata_layered.memory.gate.learned import LearnedGate, LearnedJudge, learned_stage
from strata_layered.memory.gate.rules import judge_turn, remembered_text
from strata_layered.memory.gate.span_model import SpanModel
from strata_layered.memory.writing.extraction import (
    MAX_NEW_MEMORIES_PER_TURN,
    extract_rule_memories,
)
from strata_layered.memory.writing.spans import kept_memories, spans_for

STAND_IN_REPLY = {"zh": "嗯，我在听。", "en": "I see."}
MODEL_CONCURRENCY = 4
FALLBACK = "rules (the model failed)"


async def rule_path(text: str, reply: str, learned: LearnedJudge | None = None,
                    spans: bool = False, asked: str = "", span_model: SpanModel | None = None,
                    earlier: str = "") -> tuple[Judgement, list[tuple[str, str]]]:
    """The offline write path: the gate's one chain, then rule extraction (2, grouped).

    With the learned stage, a turn it kept that no rule reads a fact in keeps the message;
    with `spans` (the `learned` and `both` paths) the span selector chooses the kept text.
    """
    judgement = await judge_turn(text, reply, [], learned=learned, asked=asked, earlier=earlier)
    if not judgement.should_extract:
        return judgement, []
    made = kept_memories(remembered_text(text), judgement, spans=spans, asked=asked,
                         model=span_model, earlier=earlier)
    # Every memory the write path writes: past seed 000's cap of 2, a fact apart from every
    # group is its own memory (memory/gate/cap.py); graph/memory_model.rule_changes keeps all.
    return judgement, [(m.memory_type, m.content) for m in made]


async def run_rules(turns: list[LabelledTurn], mode: str = "rules",
                    gate: LearnedGate | None = None, spans: bool = True,
                    span_model: SpanModel | None = None, cache: Path | None = None
                    ) -> list[Outcome]:
    """Every turn through the offline path: STRATA_OFFLINE_JUDGE=`mode` (`gate`: other weights).

    `spans`: the span selector chooses the kept text of the `learned` / `both` paths, as in
    the product (False: the memories as the rules and the gate alone make them);
    `span_model`: other span weights. `cache`: the vectors' cache file (the trainer's default).
    """
    stage_for = None
    if mode != "rules":
        from bench.learned.data import DEFAULT_CACHE, vectors

        where = cache or Path(DEFAULT_CACHE)
        texts = list(dict.fromkeys(remembered_text(t.text) for t in turns))
        known = dict(zip(texts, vectors(texts, where), strict=True))

        def vector_of(text: str) -> Any:  # the chain may hand over a trimmed text
            return known[text] if text in known else vectors([text], where)[0]

        stage_for = vector_of
    out = []
    for turn in turns:
        stage = learned_stage(mode, turn.previous, stage_for, gate) if stage_for else None
        judgement, memories = await rule_path(turn.text, STAND_IN_REPLY[turn.lang], stage,
                                              spans=spans and spans_for(mode),
                                              asked=turn.previous, span_model=span_model,
                                              earlier=turn.earlier)
        out.append(Outcome(turn=turn, judgement=judgement, memories=memories,
                           how=judgement.source))
    return out


async def run_model(turns: list[LabelledTurn]) -> list[Outcome] | None:
    """Every turn through the model path, or None when no memory model is configured.

    The graph's chain: the rules' fast rejects, then the one memory call that judges and
    extracts; its changes are screened as extraction screens them. A turn the rules
    decided because the model failed has `how` "rules" and counts as a fallback.
    """
    from strata_layered.graph.context import Context
    from strata_layered.graph.memory_model import decide_memories, memory_model, model_changes

    ctx = Context()
    model = memory_model(ctx)
    if model is None:
        return None
    gate = asyncio.Semaphore(MODEL_CONCURRENCY)

    async def one(turn: LabelledTurn) -> Outcome:
        reply = STAND_IN_REPLY[turn.lang]
        decided: list[Any] = []
        asked: list[str] = []

        async def judged(text: str) -> Judgement:
            asked.append(text)
            decision = await decide_memories(model, ctx, existing=[], summary=turn.previous,
                                             user_text=text, assistant_text=reply)
            decided.append(decision)
            return decision.judgement

        async with gate:
            judgement = await judge_turn(turn.text, reply, [], model=judged)
        how = FALLBACK if asked and not decided else judgement.source
        if not judgement.should_extract:
            return Outcome(turn=turn, judgement=judgement, how=how)
        if not decided:  # the rules decided (fast reject, or the model failed): they extract
            return Outcome(turn=turn, judgement=judgement, how=how, memories=[
                (m.memory_type, m.content) for m in extract_rule_memories(
                    remembered_text(turn.text), judgement)])
        plan, _, how = model_changes(decided[0].changes, judgement.to_dict(),
                                     remembered_text(turn.text), reply)
        return Outcome(turn=turn, judgement=judgement, how=how,
                       memories=[(m.memory_type, m.content)
                                 for m, _, _ in plan[:MAX_NEW_MEMORIES_PER_TURN]])

    return list(await asyncio.gather(*(one(t) for t in turns)))


def fell_back(outcomes: list[Outcome]) -> int:
    """Turns of the model path that the rules decided because the model failed."""
    return sum(o.how == FALLBACK for o in outcomes)


def _resolve(path_arg: str) -> Path:
    path = Path(path_arg)
    if not path.is_file() and path_arg == DEFAULT_SET:
        path = Path(__file__).resolve().parents[2] / DEFAULT_SET  # run outside the repo
    if not path.is_file():
        raise fail(f"{path}: no such labelled set (pass --set PATH)")
    return path


async def cmd_bench_facts(args: Any) -> int:
    """Run `python -m bench facts`: score each path, print, write --out/facts.json + .png."""
    path = _resolve(args.set)
    try:
        turns = load_labelled(path)
    except LabelledSetError as error:
        raise fail(f"{path}: {error}") from error
    if getattr(args, "alternatives", ""):  # what each alternative reads in real turns
        from bench.facts.alternatives import count, print_counts

        data = Path(args.alternatives)
        if not data.is_dir():
            raise fail(f"{data}: no such data folder (pass --alternatives ../shared/data)")
        counted = count(data)
        print_counts(counted)
        write_json(Path(args.out), 'facts_alternatives', counted)
        return 0
    if getattr(args, "redundancy", False):  # does any decision need each row?
        from bench.facts.redundancy import print_redundancy, redundancy

        found = await redundancy(turns)
        print_redundancy(found)
        write_json(Path(args.out), 'facts_redundancy', found)
        return 0
    wanted = SCORED_SPLITS if args.split == "both" else (args.split,)
    if getattr(args, "rules", False):  # each rule row's contribution on the splits asked
        from bench.facts.ablation import ablate, print_ablation

        result = await ablate([t for t in turns if scored_in(t, wanted)], wanted)
        print_ablation(result)
        write_json(Path(args.out), 'facts_rules', result)
        print()
        return 0
    # the user's own message before a turn, where the scored split has it as a row (fix35)
    turns = with_own_previous([t for t in turns if scored_in(t, wanted)])
    print(f"the user's own message before: {sum(bool(t.earlier) for t in turns)} of "
          f"{len(turns)} turns (rows of the same session; the rest have none)")
    modes = ("rules", "learned", "both") if args.path == "all" else (args.path,)
    paths = {mode: await run_rules(turns, mode) for mode in modes}
    model = await run_model(turns)
    if model is not None:
        paths["model"] = model
    report: dict[str, Any] = {
        "benchmark": "facts", "at": datetime.now(UTC).isoformat(), "file": str(path),
        "turns": len(turns), "split": args.split,
        "paths": {name: evaluate(outcomes) for name, outcomes in paths.items()},
        "outcomes": {name: [{"id": o.turn.id, "stored": o.stored, "gate": o.judgement.category,
                             "source": o.judgement.source, "how": o.how,
                             "memories": o.memories} for o in outcomes]
                     for name, outcomes in paths.items()},
    }
    if model is None:
        report["model_path"] = "no memory model configured (offline): rule path only"
    else:
        report["model_fallbacks"] = fell_back(model)
    print_report(report)
    if getattr(args, "msc", None):
        from bench.facts.msc_run import msc_report, print_msc  # it runs this module's paths

        try:
            report["msc"] = await msc_report(args.msc, modes)
        except LabelledSetError as error:
            raise fail(str(error)) from error
        print_msc(report["msc"])
    write_report(report, Path(args.out))
    sys.stdout.flush()
    if getattr(args, "model", False):
        if model is None:
            print("bench facts --model: no memory model is configured (set STRATA_MODEL or "
                  "OPENAI_BASE_URL); these are the rules' figures", file=sys.stderr)
            return 1
        if report["model_fallbacks"]:
            print(f"bench facts --model: {report['model_fallbacks']} of {len(model)} turns fell "
                  "back to the rules; the 'model' figures are not the model's", file=sys.stderr)
            return 1
    return 0

