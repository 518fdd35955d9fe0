"""Benchmark: what a new lakeFS commit costs (documents read, chunks embedded, seconds).

Starts the in-process fake lakeFS server of the tests (``tests/lakefs_fake.py``, real HTTP on 127.0.0.1), commits
a synthetic corpus of ``--documents`` markdown files (deterministic text, about 2-4 kB each, in topic folders),
and materializes the corpus assets through Dagster (``corpus_snapshot`` observation, ``corpus_documents``,
``corpus_chunks``, ``chunk_embeddings``) with the real default embedder (the packaged all-MiniLM-L6-v2 through
``SentenceTransformerEmbedder``) into a fresh DuckDB file. Then it measures:

1. the first snapshot (every document read, every chunk embedded);
2. a commit that edits one paragraph of one document;
3. a commit that changes nothing under the corpus prefix (a file elsewhere in the repository).

The model is loaded once before the measurements (its load time is reported separately). Usage::

    python benchmarks/lakefs_incremental.py [--documents 240] [--json]
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")

TOPICS = ["collections", "disputes", "complaints", "privacy", "fees", "marketing", "lending", "accounts",
          "fraud", "accessibility", "vulnerable-customers", "record-keeping"]
VERBS = ["must", "must not", "should", "may only", "is required to", "shall"]
ACTIONS = ["disclose the total cost", "confirm the member's identity", "record the call outcome",
           "offer a written summary", "stop contacting the member", "explain the dispute process",
           "refund the fee", "escalate the complaint", "verify consent", "provide the reference number",
           "state the deadline", "offer an interpreter", "send the notice by post", "log the hardship request"]
WHEN = ["within 2 business days", "before the end of the call", "within 30 calendar days",
        "at the first contact", "after the member asks", "before any payment is taken", "every 12 months",
        "within 24 hours", "before 9 p.m. local time", "when the balance exceeds $500"]


def make_document(topic: str, i: int) -> str:
    """A deterministic policy document: a title, 4-7 sections of 3-6 rules each (about 2-4 kB)."""
    rng = random.Random(f"{topic}-{i}")
    lines = [f"# {topic.replace('-', ' ').title()} policy {i:03d}", "",
             f"Scope: this policy applies to every assistant handling {topic} conversations (version {i})."]
    for s in range(rng.randint(4, 7)):
        lines += ["", f"## Section {s + 1}: {rng.choice(ACTIONS).capitalize()}", ""]
        for r in range(rng.randint(3, 6)):
            lines.append(f"{s + 1}.{r + 1} The agent {rng.choice(VERBS)} {rng.choice(ACTIONS)} "
                         f"{rng.choice(WHEN)}; exception {rng.randint(1, 99)} applies only with a supervisor.")
    return "\n".join(lines) + "\n"


def corpus(n: int) -> dict[str, str]:
    return {f"corpus/{TOPICS[i % len(TOPICS)]}/policy-{i:03d}.md": make_document(TOPICS[i % len(TOPICS)], i)
            for i in range(n)}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--documents", type=int, default=240, help="corpus size (default 240)")
    ap.add_argument("--json", action="store_true", help="print the results as JSON")
    args = ap.parse_args(argv)

    import warnings

    import dagster as dg

    warnings.filterwarnings("ignore", category=UserWarning)
    from lakefs_fake import FakeLakeFS

    from fairforge_assets.definitions import ALL_ASSETS, ALL_CHECKS
    from fairforge_assets.lakefs import LakeFSResource
    from fairforge_assets.resources import FairforgeResource

    docs = corpus(args.documents)
    rows = []
    with FakeLakeFS() as fake, tempfile.TemporaryDirectory() as tmp:
        fake.create_repo("regs")
        fake.commit("regs", "main", docs, message="Import the policy corpus")
        resources = {
            "fairforge": FairforgeResource(corpus="lakefs://regs/main/corpus/", database=f"{tmp}/bench.duckdb"),
            "lakefs": LakeFSResource(host=fake.url, access_key_id=fake.access_key_id,
                                     secret_access_key=fake.secret_access_key),
        }
        t0 = time.perf_counter()
        embedder = resources["fairforge"].get_embedder()
        embedder.encode(["warm up"])
        load_seconds = time.perf_counter() - t0
        instance = dg.DagsterInstance.ephemeral()
        selection = ["corpus_snapshot", "corpus_documents", "corpus_chunks", "chunk_embeddings"]

        def run(label: str) -> None:
            fake.exchanges.clear()
            t = time.perf_counter()
            result = dg.materialize([*ALL_ASSETS, *ALL_CHECKS], selection=selection, resources=resources,
                                    instance=instance, run_config={"loggers": {"console": {"config": {
                                        "log_level": "WARNING"}}}})
            wall = time.perf_counter() - t
            docs_md = {k: v.value for k, v in result.asset_materializations_for_node("corpus_documents")[-1]
                       .metadata.items()}
            emb = {k: v.value for k, v in result.asset_materializations_for_node("chunk_embeddings")[-1]
                   .metadata.items()}
            rows.append({
                "step": label, "commit": docs_md["snapshot_id"][:12], "documents": docs_md["n_documents"],
                "documents_changed": docs_md["documents_changed"], "documents_read": docs_md["documents_read"],
                "http_requests": len(fake.exchanges), "chunks": emb["chunks"],
                "chunks_embedded": emb["chunks_embedded"], "chunks_reused": emb["chunks_reused"],
                "read_seconds": docs_md["seconds"], "embedding_seconds": emb["embedding_seconds"],
                "wall_seconds": round(wall, 2),
            })

        run("first snapshot")
        path = sorted(docs)[len(docs) // 2]
        edited = docs[path].replace("Section 2:", "Section 2 (amended):", 1).replace(
            "; exception", "; amended exception", 1)
        fake.commit("regs", "main", {path: edited}, message=f"Amend {path}")
        run("one document changed")
        fake.commit("regs", "main", {"README.md": "# Repository notes\n"}, message="Outside the corpus")
        run("no corpus change")

    if args.json:
        print(json.dumps({"documents": args.documents, "model_load_seconds": round(load_seconds, 2),
                          "embedder": embedder.embedder_id, "results": rows}, indent=2))
        return 0
    print(f"corpus: {args.documents} documents, {sum(len(t) for t in docs.values()) / 1000:.0f} kB; embedder "
          f"{embedder.embedder_id}; model load {load_seconds:.1f} s (not included below); machine: "
          f"{os.cpu_count()} CPU(s)")
    cols = ["step", "documents_changed", "documents_read", "http_requests", "chunks", "chunks_embedded",
            "chunks_reused", "read_seconds", "embedding_seconds", "wall_seconds"]
    widths = [max(len(c), *(len(str(r[c])) for r in rows)) for c in cols]
    print("  ".join(c.ljust(w) for c, w in zip(cols, widths)))
    for r in rows:
        print("  ".join(str(r[c]).ljust(w) for c, w in zip(cols, widths)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
