"""Vector search over chunk embeddings: numpy (``fairforge_core.retrieval.ChunkIndex``) vs DuckDB array functions.

For each corpus size in ``--chunks`` (default 10,000 and 100,000) it builds random unit vectors of ``--dim``
dimensions (384 = all-MiniLM-L6-v2) and one batch of ``--queries`` query vectors (512 = the query and answer of a
256-interaction batch), then times the top-``k`` search with a similarity floor, as fairforge's retrieval does
(k = 20 candidates per side, floor 0.2):

* **numpy**: ``ChunkIndex.search``: blocked float32 matrix product (BLAS) + ``argpartition`` top-k with stable ties;
* **duckdb inner product**: a ``FLOAT[dim]`` table of chunks and one of queries, ``array_inner_product`` on their
  cross product (score computed once), rows under the floor dropped, then ``QUALIFY row_number()`` over each query
  ordered by score (ties by chunk position) ``<= k``;
* **duckdb cosine**: the same with ``array_cosine_similarity`` (what one would write for non-normalised vectors);
* **duckdb max_by**: ``max_by(pos, score, k)`` per query (DuckDB's top-n aggregate) instead of the window.

DuckDB's setup (loading the vectors into ``FLOAT[dim]`` tables) is timed separately from the searches. numpy's
search is timed ``--repeat`` times and the best is reported; each DuckDB query runs once (it is one to two orders of
magnitude slower, and repeating it does not change the comparison). The in-process DuckDB uses every core. Every
method's result is checked against numpy's (same chunk sets per query). Usage::

    python benchmarks/vector_search.py [--chunks 10000,100000] [--queries 512] [--json]
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from fairforge_core.retrieval import ChunkIndex  # noqa: E402


def unit_rows(rng: np.random.Generator, n: int, dim: int) -> np.ndarray:
    """``n`` random unit vectors with some shared structure (like real text embeddings, all in one cone)."""
    base = rng.standard_normal(dim).astype(np.float32)
    x = rng.standard_normal((n, dim)).astype(np.float32) + 1.5 * base
    return x / np.linalg.norm(x, axis=1, keepdims=True)


def best_of(fn, repeat: int) -> tuple[float, object]:
    best, out = float("inf"), None
    for _ in range(repeat):
        t0 = time.perf_counter()
        out = fn()
        best = min(best, time.perf_counter() - t0)
    return best, out


def numpy_search(chunks: np.ndarray, queries: np.ndarray, k: int, floor: float):
    index = ChunkIndex(chunks)
    return lambda: index.search(queries, k, floor)


SQL_QUALIFY = """
WITH s AS (SELECT q.qid, c.pos, {fn}(q.v, c.v) AS score FROM queries q, chunks c)
SELECT qid, pos, score FROM s WHERE score >= ?
QUALIFY row_number() OVER (PARTITION BY qid ORDER BY score DESC, pos) <= ?
"""
SQL_MAX_BY = """
SELECT qid, unnest(top) AS pos FROM (
    SELECT q.qid, max_by(c.pos, array_inner_product(q.v, c.v), ?) AS top
    FROM queries q, chunks c WHERE array_inner_product(q.v, c.v) >= ? GROUP BY q.qid)
"""


def duckdb_setup(chunks: np.ndarray, queries: np.ndarray):
    """An in-memory DuckDB with ``chunks(pos, v FLOAT[dim])`` and ``queries(qid, v FLOAT[dim])``."""
    import duckdb

    dim = chunks.shape[1]
    con = duckdb.connect(":memory:", config={"threads": str(os.cpu_count() or 1)})
    for name, key, arr in (("chunks", "pos", chunks), ("queries", "qid", queries)):
        vecs = np.empty(arr.shape[0], dtype=object)
        for i, row in enumerate(arr):
            vecs[i] = row
        con.register("_src", {key: np.arange(arr.shape[0], dtype=np.int64), "v": vecs})
        con.execute(f"CREATE TABLE {name} AS SELECT {key}, v::FLOAT[{dim}] AS v FROM _src")
        con.unregister("_src")
    return con


def duckdb_window(con, k: int, floor: float, fn: str):
    def run():
        rows = con.execute(SQL_QUALIFY.format(fn=fn), [floor, k]).fetchall()
        out: dict[int, list] = {}
        for qid, pos, score in rows:
            out.setdefault(qid, []).append((pos, score))
        return out
    return run


def duckdb_max_by(con, k: int, floor: float):
    def run():
        out: dict[int, set] = {}
        for qid, pos in con.execute(SQL_MAX_BY, [k, floor]).fetchall():
            out.setdefault(qid, set()).add(pos)
        return out
    return run


def same_sets(reference: list, other: dict, n_queries: int) -> float:
    """Share of queries whose top-k chunk set equals numpy's (float ties aside, 1.0)."""
    ok = 0
    for q in range(n_queries):
        ref = {p for p, _ in reference[q]}
        got = other.get(q, [])
        got = {p for p, *_ in got} if not isinstance(got, set) else got
        ok += ref == got
    return ok / n_queries


def run_size(n_chunks: int, dim: int, n_queries: int, k: int, floor: float, repeat: int, seed: int = 0) -> dict:
    rng = np.random.default_rng(seed)
    chunks = unit_rows(rng, n_chunks, dim)
    queries = unit_rows(rng, n_queries, dim)
    res: dict = {"chunks": n_chunks, "dim": dim, "queries": n_queries, "k": k, "floor": floor}
    t_np, ref = best_of(numpy_search(chunks, queries, k, floor), repeat)
    res["numpy_seconds"] = t_np
    t0 = time.perf_counter()
    con = duckdb_setup(chunks, queries)
    res["duckdb_setup_seconds"] = time.perf_counter() - t0
    for name, fn in (("duckdb_inner_product", duckdb_window(con, k, floor, "array_inner_product")),
                     ("duckdb_cosine", duckdb_window(con, k, floor, "array_cosine_similarity")),
                     ("duckdb_max_by", duckdb_max_by(con, k, floor))):
        t, out = best_of(fn, 1)
        res[f"{name}_seconds"] = t
        res[f"{name}_agreement"] = same_sets(ref, out, n_queries)
    con.close()
    return res


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--chunks", default="10000,100000", help="comma-separated corpus sizes")
    ap.add_argument("--dim", type=int, default=384)
    ap.add_argument("--queries", type=int, default=512, help="query vectors per search (one batch)")
    ap.add_argument("--k", type=int, default=20)
    ap.add_argument("--floor", type=float, default=0.2)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    results = [run_size(int(n), args.dim, args.queries, args.k, args.floor, args.repeat)
               for n in args.chunks.split(",") if n.strip()]
    if args.json:
        print(json.dumps(results, indent=2))
        return 0
    print(f"top-{args.k} (similarity >= {args.floor}) of {args.queries} queries, {args.dim} dimensions; numpy best of "
          f"{args.repeat}; ms per query in brackets")
    for r in results:
        q = r["queries"]
        print(f"\n{r['chunks']:>7} chunks   numpy (ChunkIndex) {r['numpy_seconds']:7.3f} s "
              f"({1000 * r['numpy_seconds'] / q:.2f} ms)")
        for name in ("duckdb_inner_product", "duckdb_cosine", "duckdb_max_by"):
            s = r[f"{name}_seconds"]
            print(f"{'':>16} {name.replace('_', ' '):<19}{s:7.3f} s ({1000 * s / q:.2f} ms)  "
                  f"{s / r['numpy_seconds']:5.1f}x numpy  same top-k as numpy: {100 * r[f'{name}_agreement']:.0f}%")
        print(f"{'':>16} (duckdb: loading the FLOAT[{r['dim']}] tables took {r['duckdb_setup_seconds']:.3f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
