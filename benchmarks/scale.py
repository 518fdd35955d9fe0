"""Scale: a large corpus and one large partition, with peak memory, through the real Dagster definitions.

Builds a corpus of at least ``--chunks`` chunks (editions of the bundled sample policies, see
:mod:`benchmarks.workload`) and materializes the corpus assets once into a base DuckDB file (every chunk embedded
with the packaged all-MiniLM-L6-v2). Then, for each size in ``--interactions``, it copies the base database, writes
one (assistant, date) partition of that many interactions and materializes ``conversations``,
``interaction_verdicts`` and ``session_metrics`` for it, each size in a fresh process, so that the peak resident set
size (``ru_maxrss``) belongs to that size alone. Also reported: the resident size once the models are loaded and the
corpus index is in memory (what the evaluation adds on top of that is what grows, or not, with the partition).

Usage::

    python benchmarks/scale.py                                   # 10,000 chunks; 1,000 / 2,500 / 5,000 interactions
    python benchmarks/scale.py --chunks 2000 --interactions 200,400 --mode parity --json
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import time
from datetime import date
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from benchmarks.throughput import MODES, SPLIT, _quiet, peak_rss_mb  # noqa: E402


def current_rss_mb() -> float:
    """Current resident set size of this process in MiB (``VmRSS``)."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024.0
    return float("nan")


def _resource(work: Path, db: Path, conversations: Path, mode: str):
    from fairforge_assets.resources import FairforgeResource

    return FairforgeResource(corpus=str(work / "corpus"), conversations=str(conversations), database=str(db),
                             **MODES[mode])


def phase_corpus(args) -> dict:
    import dagster as dg

    from fairforge_assets.assets import CORPUS_SELECTION
    from fairforge_assets.definitions import ALL_ASSETS, run_resources

    _quiet()
    work = Path(args.work)
    res = _resource(work, Path(args.db), work / "none.jsonl", args.mode)
    res.get_embedder().encode(["warm up"])
    t0 = time.perf_counter()
    r = dg.materialize(ALL_ASSETS, selection=CORPUS_SELECTION, resources=run_resources(res),
                       instance=dg.DagsterInstance.ephemeral(),
                       run_config={"loggers": {"console": {"config": {"log_level": "ERROR"}}}})
    md = r.asset_materializations_for_node("chunk_embeddings")[-1].metadata
    return {"seconds": time.perf_counter() - t0, "chunks": int(md["chunks"].value),
            "chunks_embedded": int(md["chunks_embedded"].value),
            "embedding_seconds": float(md["embedding_seconds"].value), "peak_rss_mb": peak_rss_mb()}


def phase_partition(args) -> dict:
    import dagster as dg

    from fairforge_assets.definitions import ALL_ASSETS, ALL_CHECKS, run_resources
    from fairforge_assets.partitions import assistant_partitions, partition_key
    from fairforge_core.partition_keys import assistant_to_key
    from fairforge_core.pipeline import current_snapshot_id, embed_snapshot

    _quiet()
    work = Path(args.work)
    res = _resource(work, Path(args.db), Path(args.conversations), args.mode)
    assistant_id, day = args.assistant, date.fromisoformat(args.date)
    # what every evaluation needs before the first interaction: models and the corpus index
    res.get_embedder().encode(["warm up"])
    res.get_judge()
    with res.open_store() as store:
        index, _ = embed_snapshot(store, res.settings(), current_snapshot_id(store, res.settings()),
                                  res.get_embedder())
        n_chunks = len(index.chunks)
    del index
    rss_ready = current_rss_mb()
    instance = dg.DagsterInstance.ephemeral()
    instance.add_dynamic_partitions(assistant_partitions.name, [assistant_to_key(assistant_id)])
    t0 = time.perf_counter()
    r = dg.materialize([*ALL_ASSETS, *ALL_CHECKS], selection=dg.AssetSelection.assets(
        "conversations", "interaction_verdicts", "session_metrics"),
        partition_key=str(partition_key(assistant_id, day)), resources=run_resources(res), instance=instance,
        run_config={"loggers": {"console": {"config": {"log_level": "ERROR"}}}})
    total = time.perf_counter() - t0
    md = r.asset_materializations_for_node("interaction_verdicts")[-1].metadata
    split = {k: float(v) for k, v in md["timings_seconds"].value.items()}
    split["other"] = max(0.0, total - sum(split.get(k, 0.0) for k in SPLIT))
    return {"interactions": int(md["dagster/row_count"].value), "chunks": n_chunks, "seconds": total,
            "split": split, "rss_ready_mb": rss_ready, "peak_rss_mb": peak_rss_mb()}


def _sub(phase: str, work: Path, extra: list[str]) -> dict:
    out = work / f"scale-{phase}-{time.monotonic_ns()}.json"
    cmd = [sys.executable, str(Path(__file__).resolve()), "--phase", phase, "--work", str(work), "--result", str(out),
           *extra]
    proc = subprocess.run(cmd, cwd=str(ROOT), env={**os.environ, "PYTHONPATH": str(ROOT)}, capture_output=True,
                          text=True)
    if proc.returncode != 0:
        raise RuntimeError(f"{phase} failed (exit {proc.returncode}):\n{proc.stderr[-4000:]}")
    return json.loads(out.read_text())


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--chunks", type=int, default=10000, help="minimum corpus size in chunks")
    ap.add_argument("--interactions", default="1000,2500,5000", help="comma-separated partition sizes")
    ap.add_argument("--mode", default="offline", choices=sorted(MODES))
    ap.add_argument("--work", help="working folder (kept; default: a temporary folder, removed afterwards)")
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--phase", choices=["corpus", "partition"], help=argparse.SUPPRESS)
    ap.add_argument("--db", help=argparse.SUPPRESS)
    ap.add_argument("--conversations", help=argparse.SUPPRESS)
    ap.add_argument("--assistant", help=argparse.SUPPRESS)
    ap.add_argument("--date", help=argparse.SUPPRESS)
    ap.add_argument("--result", help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.phase:
        out = phase_corpus(args) if args.phase == "corpus" else phase_partition(args)
        Path(args.result).write_text(json.dumps(out))
        return 0

    from benchmarks.workload import make_sessions, work_folder, write_corpus

    with work_folder(args.work, "fairforge-scale-") as work:
        base = work / "base.duckdb"
        results: dict = {"mode": args.mode}
        if not base.exists():
            n_docs, n_chunks = write_corpus(work / "corpus", args.chunks)
            if not args.json:
                print(f"corpus: {n_docs} documents, {n_chunks} chunks; embedding them ...", flush=True)
            results["corpus"] = _sub("corpus", work, ["--db", str(base), "--mode", args.mode])
            results["corpus"]["documents"] = n_docs
            if not args.json:
                c = results["corpus"]
                print(f"corpus assets: {c['chunks']} chunks, {c['chunks_embedded']} embedded in "
                      f"{c['embedding_seconds']:.0f} s ({c['chunks_embedded'] / max(c['embedding_seconds'], 1e-9):.1f}"
                      f"/s), peak RSS {c['peak_rss_mb']:.0f} MiB", flush=True)
        results["partitions"] = []
        for n in [int(x) for x in args.interactions.split(",") if x.strip()]:
            sessions = make_sessions(1, 1, n, seed=n)
            conv = work / f"conversations-{n}.jsonl"
            conv.write_text("".join(json.dumps(s) + "\n" for s in sessions), encoding="utf-8")
            db = work / f"partition-{n}.duckdb"
            shutil.copyfile(base, db)
            r = _sub("partition", work, ["--db", str(db), "--conversations", str(conv), "--mode", args.mode,
                                         "--assistant", sessions[0]["assistant_id"],
                                         "--date", sessions[0]["started_at"][:10]])
            results["partitions"].append(r)
            db.unlink()
            if not args.json:
                sp = ", ".join(f"{k.replace('_', ' ')} {r['split'].get(k, 0.0):.1f}" for k in (*SPLIT[1:], "other"))
                print(f"{r['interactions']:>6} interactions over {r['chunks']} chunks: {r['seconds']:7.1f} s "
                      f"({r['interactions'] / r['seconds']:.1f}/s)  RSS ready {r['rss_ready_mb']:.0f} MiB, peak "
                      f"{r['peak_rss_mb']:.0f} MiB (+{r['peak_rss_mb'] - r['rss_ready_mb']:.0f})\n"
                      f"{'':>8} split (s): {sp}", flush=True)
        if args.json:
            print(json.dumps(results, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
