"""Parallel backfill: 1 and 2 worker processes, the DuckDB file against a DuckLake (catalog in PostgreSQL).

Builds the workload of :mod:`benchmarks.workload` (``--assistants`` x ``--days`` partitions, at least 12 by default),
starts a throw-away PostgreSQL on 127.0.0.1 (``tests/postgres_server.py``; or give ``--catalog LIBPQ`` for one of
yours: a database per run is created in it), then runs, each in a fresh process, what ``fairforge evaluate`` does:
the corpus job once, then every partition as one Dagster run, either one after the other in that process
(``--workers 1``) or in N spawned worker processes (``--workers N``, DuckLake only: a DuckDB file allows one writer
process, so that combination is refused and reported as such). Runs:

* ``duckdb x1``: the DuckDB file, 1 worker (the default setup);
* ``ducklake x1``: DuckLake, 1 worker;
* ``ducklake x2``: DuckLake, 2 workers (and ``x3``... with ``--workers 1,2,3``).

Reported per run: wall time of the backfill (corpus job + partitions) and of the partitions alone, CPU time (user +
system of the process and all its workers), peak RSS of the main process and of each worker, interactions per
second and CPU seconds per interaction, and the time spent writing rows (the ``duckdb_writes`` timing of each
partition's evaluation, summed: building the rows, staging them and publishing them). Then the read cost of the same
tables on both backends: documented queries (verdict counts, the worst sessions with their first non-compliant
interaction, a join of retrieved chunks with the verdicts), median of 5, and the storage size (the DuckDB file; the
Parquet files plus the PostgreSQL catalog database). Last, the cost of publishing one partition (50 verdicts and
2,000 retrieved-chunk rows: delete, insert, commit) on each backend.

Models are the packaged ones (``--mode offline``: the learned judge, the default; ``parity``: the two-way embedding
reranker, faster). The machine it runs on may be shared: the script prints ``os.getloadavg()`` before and after.
Usage::

    python benchmarks/parallel.py                       # 3 assistants x 4 days x 50 interactions, offline mode
    python benchmarks/parallel.py --mode parity --workers 1,2 --json
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import time
from datetime import date
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
os.environ.setdefault("HF_HUB_DISABLE_PROGRESS_BARS", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")

from benchmarks.throughput import MODES  # noqa: E402  (the same two modes as the throughput benchmark)

#: documented kinds of queries (docs/tables.md), run on both backends for the read cost
READ_QUERIES = {
    "verdict counts": "SELECT assistant_id, partition_date, verdict, count(*) FROM interaction_verdicts "
                      "GROUP BY ALL ORDER BY ALL",
    "worst sessions + evidence": "SELECT m.assistant_id, m.session_id, m.compliance_score, v.qa_id, v.insight "
                                 "FROM session_metrics m JOIN interaction_verdicts v USING (assistant_id, "
                                 "partition_date, session_id) WHERE m.verdict = 'NON_COMPLIANT' AND v.verdict = "
                                 "'NON_COMPLIANT' ORDER BY m.compliance_score, v.position LIMIT 20",
    "chunks of verdicts": "SELECT v.verdict, c.verdict, count(*), avg(c.similarity) FROM retrieved_chunks c JOIN "
                          "interaction_verdicts v USING (assistant_id, partition_date, session_id, qa_id) "
                          "WHERE c.selected GROUP BY ALL",
}


def _usage() -> dict:
    me, kids = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return {"cpu": me.ru_utime + me.ru_stime + kids.ru_utime + kids.ru_stime, "rss_mb": me.ru_maxrss / 1024.0}


def phase_run(args) -> dict:
    """One backfill in this (fresh) process; returns the measurements."""
    import logging
    import warnings

    warnings.filterwarnings("ignore")
    logging.getLogger("dagster").setLevel(logging.ERROR)
    import dagster as dg

    from fairforge_assets.assets import CORPUS_SELECTION
    from fairforge_assets.cli import _evaluate_in_workers, evaluate_one_partition, materialize_as
    from fairforge_assets.definitions import run_resources
    from fairforge_assets.partitions import assistant_partitions
    from fairforge_assets.resources import FairforgeResource
    from fairforge_core.config import EvaluationSettings
    from fairforge_core.partition_keys import assistant_to_key

    work = Path(args.work)
    parts = [(a, date.fromisoformat(d)) for a, d in json.loads((work / "partitions.json").read_text())]
    settings = EvaluationSettings(corpus=str(work / "corpus"), conversations=str(work / "conversations.jsonl"),
                                  database=args.database, data_path=args.data_path or None, **MODES[args.mode])
    resources = run_resources(FairforgeResource(**settings.model_dump()))
    instance = dg.DagsterInstance.ephemeral()
    instance.add_dynamic_partitions(assistant_partitions.name, sorted({assistant_to_key(a) for a, _ in parts}))
    quiet = {"loggers": {"console": {"config": {"log_level": "ERROR"}}}}
    t0, u0 = time.perf_counter(), _usage()
    corpus = materialize_as("corpus_job", dg.AssetSelection.assets(*CORPUS_SELECTION), resources, instance,
                            run_config=quiet)
    assert corpus.success, "corpus job failed"
    t1 = time.perf_counter()
    results: list[dict] = []
    if args.workers > 1:
        _evaluate_in_workers(settings, parts, args.workers, False, results.append, lambda key: None)
    else:
        for a, d in parts:
            results.append(evaluate_one_partition(settings, resources, instance, a, d))
    t2, u2 = time.perf_counter(), _usage()
    failures = [r["failure"] for r in results if r["failure"]]
    with settings.open_store(read_only=True) as store:
        interactions = store.query("SELECT count(*) FROM interaction_verdicts")[0][0]
        writes = [json.loads(t).get("duckdb_writes", 0.0) for (t,) in
                  store.query("SELECT timings FROM partition_evaluations")]
        verdicts = dict(store.query("SELECT verdict, count(*) FROM interaction_verdicts GROUP BY 1"))
    workers = {}
    for r in results:
        if "pid" in r:
            w = workers.setdefault(r["pid"], {"partitions": 0, "peak_rss_mb": 0.0})
            w["partitions"] += 1
            w["peak_rss_mb"] = max(w["peak_rss_mb"], r["peak_rss_mb"])
    return {"backend": "ducklake" if args.database.startswith("ducklake:") else "duckdb", "workers": args.workers,
            "partitions": len(parts), "failures": failures, "interactions": interactions, "verdicts": verdicts,
            "wall_seconds": t2 - t0, "corpus_seconds": t1 - t0, "partitions_seconds": t2 - t1,
            "cpu_seconds": u2["cpu"] - u0["cpu"], "main_peak_rss_mb": u2["rss_mb"],
            "worker_peak_rss_mb": sorted(w["peak_rss_mb"] for w in workers.values()),
            "partitions_per_worker": sorted(w["partitions"] for w in workers.values()),
            "publish_seconds": sum(writes)}


def read_cost(database: str, repeats: int = 5) -> dict:
    """Median seconds of each of :data:`READ_QUERIES` (the first, cold run apart), and of opening the store."""
    from fairforge_core.store import DuckDBStore

    t0 = time.perf_counter()
    store = DuckDBStore(database, read_only=True)
    out = {"open (first in process)": time.perf_counter() - t0}
    try:
        for name, sql in READ_QUERIES.items():
            t0 = time.perf_counter()
            store.query(sql)
            cold = time.perf_counter() - t0
            times = []
            for _ in range(repeats):
                t0 = time.perf_counter()
                store.query(sql)
                times.append(time.perf_counter() - t0)
            out[name] = {"cold": cold, "median": statistics.median(times)}
    finally:
        store.close()
    return out


def _synthetic_rows(table: str, n: int, assistant: str, day: date) -> dict:
    from datetime import datetime, timezone

    now = datetime.now(timezone.utc)
    base = {"assistant_id": [assistant] * n, "partition_date": [day] * n, "corpus_version": ["sha256:" + "0" * 64] * n}
    if table == "interaction_verdicts":
        return {**base, "session_id": [f"s{i // 5}" for i in range(n)], "qa_id": [f"q{i}" for i in range(n)],
                "position": [i % 5 for i in range(n)], "query": ["Can I get a refund within 30 days?"] * n,
                "assistant": ["Yes, refunds are available within 30 days with a receipt."] * n,
                "compliance_score": [0.7] * n, "verdict": ["COMPLIANT"] * n, "supporting_chunks": [3] * n,
                "contradicting_chunks": [0] * n, "neutral_chunks": [7] * n, "weight": [1.0] * n,
                "weight_given": [None] * n, "insight": ["supported by 3 rules" * 10] * n, "embedder_id": ["e"] * n,
                "reranker_id": ["r"] * n, "config_hash": ["h"] * n, "evaluated_at": [now] * n}
    return {**base, "session_id": [f"s{i // 200}" for i in range(n)], "qa_id": [f"q{i // 40}" for i in range(n)],
            "rank": [i % 40 for i in range(n)], "selected": [True] * n, "source": ["policy.md"] * n,
            "chunk_index": [i % 251 for i in range(n)], "chunk_hash": ["f" * 64] * n, "heading": ["# A > B"] * n,
            "similarity": [0.5] * n, "reranker_score": [0.4] * n, "verdict": ["NEUTRAL"] * n,
            "rule_sentence": ["Refunds are issued within 5 business days."] * n, "answer_span": ["5 days"] * n,
            "reason": ["neutral"] * n}


def publish_cost(database: str, data_path: str | None, partitions: int = 12) -> dict:
    """Milliseconds to publish a partition of 50 verdicts and 2,000 retrieved-chunk rows (delete the old rows,
    insert the staged ones, commit): each partition written, then replaced; median and max."""
    from fairforge_core.store import DuckDBStore

    times = []
    with DuckDBStore(database, data_path=data_path) as store:
        for p in range(partitions):
            a, d = f"bench-{p % 3}", date(2025, 5, 1 + p // 3)
            for _ in range(2):
                for table, n in (("interaction_verdicts", 50), ("retrieved_chunks", 2000)):
                    store.insert_columns(store.stage(table), _synthetic_rows(table, n, a, d))
                t0 = time.perf_counter()
                store.atomic(lambda a=a, d=d: [store.publish_staged(t, a, d)
                                               for t in ("interaction_verdicts", "retrieved_chunks")])
                times.append(time.perf_counter() - t0)
                store.drop_stages()
    return {"median_ms": statistics.median(times) * 1000, "max_ms": max(times) * 1000, "n": len(times)}


def _size_mb(path: Path) -> float:
    if path.is_file():
        return path.stat().st_size / 2**20
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file()) / 2**20 if path.exists() else 0.0


def _pg_size_mb(libpq: str) -> float:
    import psycopg2

    con = psycopg2.connect(libpq)
    with con.cursor() as cur:
        cur.execute("SELECT pg_database_size(current_database())")
        size = cur.fetchone()[0]
    con.close()
    return size / 2**20


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--assistants", type=int, default=3)
    ap.add_argument("--days", type=int, default=4)
    ap.add_argument("--interactions-per-day", type=int, default=50)
    ap.add_argument("--min-chunks", type=int, default=250)
    ap.add_argument("--mode", choices=sorted(MODES), default="offline")
    ap.add_argument("--workers", default="1,2", help="comma-separated worker counts for the DuckLake runs")
    ap.add_argument("--catalog", help="libpq string of a PostgreSQL server to use (default: start a throw-away one)")
    ap.add_argument("--work", help="working folder (default: a temporary folder, removed afterwards)")
    ap.add_argument("--json", action="store_true", help="print the results as JSON")
    ap.add_argument("--save", help="also write the results as JSON to this file")
    ap.add_argument("--phase", action="store_true", help=argparse.SUPPRESS)
    ap.add_argument("--database", help=argparse.SUPPRESS)
    ap.add_argument("--data-path", help=argparse.SUPPRESS)
    ap.add_argument("--result", help=argparse.SUPPRESS)
    ap.add_argument("--report", metavar="JSON", help="print the report of a saved run (--save) and exit")
    args = ap.parse_args(argv)
    if args.report:
        report(json.loads(Path(args.report).read_text()), args.json)
        return 0
    if args.phase:
        args.workers = int(args.workers)
        Path(args.result).write_text(json.dumps(phase_run(args), default=str))
        return 0

    from benchmarks.workload import Workload, work_folder

    counts = [int(x) for x in args.workers.split(",") if x.strip()]
    with work_folder(args.work, "ff-parallel-") as work:
        wl = Workload.build(work, args.assistants, args.days, args.interactions_per_day, args.min_chunks)
        (work / "partitions.json").write_text(json.dumps([[a, d.isoformat()] for a, d in wl.partitions]))
        server = None
        if args.catalog:
            admin = args.catalog
        else:
            from tests.postgres_server import PostgresServer, unavailable_reason

            reason = unavailable_reason()
            if reason:
                print(f"benchmarks/parallel.py: no PostgreSQL for the DuckLake runs: {reason}", file=sys.stderr)
                return 2
            server = PostgresServer().start()
            admin = server.libpq()
        results = {"workload": {"partitions": len(wl.partitions), "interactions": wl.interactions,
                                "chunks": wl.chunks, "documents": wl.documents, "mode": args.mode},
                   "cpus": os.cpu_count(), "loadavg_before": os.getloadavg(), "runs": []}
        try:
            plan = [("duckdb", 1)] + [("ducklake", n) for n in counts]
            for i, (backend, n) in enumerate(plan):
                if backend == "duckdb":
                    database, data_path = str(work / "fairforge.duckdb"), ""
                else:
                    import psycopg2

                    con = psycopg2.connect(admin)
                    con.autocommit = True
                    with con.cursor() as cur:
                        cur.execute(f"CREATE DATABASE bench_{i}_{os.getpid()}")
                    con.close()
                    libpq = " ".join(p for p in admin.split() if not p.startswith("dbname=")) + \
                        f" dbname=bench_{i}_{os.getpid()}"
                    database, data_path = f"ducklake:postgres:{libpq}", str(work / f"lake_{i}")
                out = work / f"run_{i}.json"
                env = {**os.environ, "PYTHONPATH": str(ROOT), "OMP_NUM_THREADS": os.environ.get("OMP_NUM_THREADS",
                                                                                                   "1")}
                env.pop("DAGSTER_HOME", None)
                cmd = [sys.executable, str(Path(__file__).resolve()), "--phase", "--work", str(work), "--mode",
                       args.mode, "--workers", str(n), "--database", database, "--result", str(out)]
                if data_path:
                    cmd += ["--data-path", data_path]
                proc = subprocess.run(cmd, env=env, cwd=str(work), capture_output=True, text=True)
                if proc.returncode != 0:
                    print(proc.stderr[-3000:], file=sys.stderr)
                    return 1
                run = json.loads(out.read_text())
                run["read"] = read_cost(database)
                if backend == "duckdb":
                    run["storage_mb"] = {"file": _size_mb(Path(database))}
                else:
                    run["storage_mb"] = {"parquet": _size_mb(Path(data_path)),
                                         "catalog (PostgreSQL database)": _pg_size_mb(database.split(":", 2)[2])}
                results["runs"].append(run)
                print(format_run(run), file=sys.stderr, flush=True)
            import psycopg2

            con = psycopg2.connect(admin)
            con.autocommit = True
            with con.cursor() as cur:
                cur.execute(f"CREATE DATABASE bench_publish_{os.getpid()}")
            con.close()
            libpq = " ".join(p for p in admin.split() if not p.startswith("dbname=")) + \
                f" dbname=bench_publish_{os.getpid()}"
            results["publish"] = {"duckdb": publish_cost(str(work / "publish.duckdb"), None),
                                  "ducklake": publish_cost(f"ducklake:postgres:{libpq}", str(work / "lake_publish"))}
        finally:
            if server is not None:
                server.stop()
        results["loadavg_after"] = os.getloadavg()
    report(results, args.json, args.save)
    return 0


def format_run(r: dict) -> str:
    n = max(r["interactions"], 1)
    return (f"{r['backend']:<8} x{r['workers']}: {r['partitions']} partitions, {r['interactions']} interactions; "
            f"wall {r['wall_seconds']:.1f} s (partitions {r['partitions_seconds']:.1f} s, corpus "
            f"{r['corpus_seconds']:.1f} s), CPU {r['cpu_seconds']:.1f} s ({r['cpu_seconds'] / n * 1000:.0f} ms per "
            f"interaction), {r['interactions'] / r['partitions_seconds']:.2f} interactions/s; peak RSS main "
            f"{r['main_peak_rss_mb']:.0f} MiB" + (f", workers {', '.join(f'{x:.0f}' for x in r['worker_peak_rss_mb'])}"
                                                   f" MiB (partitions {r['partitions_per_worker']})"
                                                   if r["worker_peak_rss_mb"] else "")
            + f"; writing rows {r['publish_seconds']:.1f} s" + (f"; FAILURES {r['failures']}" if r["failures"]
                                                                     else ""))


def report(results: dict, as_json: bool, save: str | None = None) -> None:
    if save:
        Path(save).write_text(json.dumps(results, indent=2, default=str))
    if as_json:
        print(json.dumps(results, indent=2, default=str))
        return
    w = results["workload"]
    print(f"workload: {w['partitions']} partitions, {w['interactions']} interactions, {w['chunks']} chunks "
          f"({w['mode']} mode); {results['cpus']} CPUs; load average before "
          f"{results['loadavg_before'][0]:.2f}, after {results['loadavg_after'][0]:.2f}")
    for r in results["runs"]:
        print(format_run(r))
    print("\nread cost (seconds; median of 5 after a cold run):")
    names = list(READ_QUERIES)
    for r in results["runs"]:
        rd = r["read"]
        print(f"  {r['backend']:<8} x{r['workers']}: open {rd['open (first in process)']:.3f}; "
              + "; ".join(f"{k} {rd[k]['median']:.4f} (cold {rd[k]['cold']:.4f})" for k in names)
              + "; storage " + ", ".join(f"{k} {v:.1f} MiB" for k, v in r["storage_mb"].items()))
    for backend, p in results.get("publish", {}).items():
        print(f"publish a partition (50 verdicts, 2,000 chunk rows; delete + insert + commit), {backend}: median "
              f"{p['median_ms']:.0f} ms, max {p['max_ms']:.0f} ms ({p['n']} publishes)")
    base = results["runs"][0]
    print("\nduckdb x2: not run: a DuckDB file allows one writer process (fairforge evaluate --workers 2 refuses it)")
    for r in results["runs"][1:]:
        speed = base["partitions_seconds"] / r["partitions_seconds"]
        print(f"{r['backend']} x{r['workers']} vs duckdb x1: partitions {speed:.2f}x as fast (wall), CPU time "
              f"x{r['cpu_seconds'] / base['cpu_seconds']:.2f}")


if __name__ == "__main__":
    sys.exit(main())
