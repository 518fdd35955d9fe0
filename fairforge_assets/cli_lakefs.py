"""``fairforge lineage``: which corpus version, which documents and which chunks judged a session.

Usage::

    fairforge lineage [--db data/fairforge.duckdb] --session S-001 [--assistant ID] [--candidates] [--json]

Reads the database only (tables ``interaction_verdicts``, ``retrieved_chunks``, ``corpus_snapshots``,
``corpus_documents``, ``corpus_chunks``). Exit status 0 when the session was found, 2 when the database or the
session does not exist.
"""

import argparse
import json

from fairforge_assets.cli import CliError, require_database
from fairforge_core.config import DEFAULT_DATABASE
from fairforge_core.corpus_versions import JUDGING_VERDICTS


def add_lineage_parser(sub) -> None:
    """Register the ``lineage`` subcommand on the ``fairforge`` parser's subparsers."""
    p = sub.add_parser("lineage", help="show which corpus commit, documents and chunks judged a session")
    p.add_argument("--db", default=DEFAULT_DATABASE,
                   help=f"DuckDB file written by fairforge evaluate / the Dagster assets (default {DEFAULT_DATABASE})")
    p.add_argument("--session", required=True, help="session id")
    p.add_argument("--assistant", help="assistant id (session ids are unique per assistant and day)")
    p.add_argument("--candidates", action="store_true",
                   help="also list retrieval candidates that were not selected (outside top_k / threshold)")
    p.add_argument("--json", action="store_true", help="print JSON instead of text")
    p.set_defaults(func=cmd_lineage)


def _open(path: str):
    from fairforge_core.store import DuckDBStore
    from fairforge_core.store.schema import SCHEMA_VERSION

    require_database(path)
    store = DuckDBStore(path, read_only=True)
    have = store.query("SELECT coalesce(max(version), 0) FROM fairforge_schema")[0][0]
    if have < SCHEMA_VERSION:  # an older file: add the lineage columns (additive migrations) and read again
        store.close()
        store = DuckDBStore(path)
    return store


def _short(h, n: int = 16) -> str:
    return "-" if not h else str(h)[:n]


def cmd_lineage(args: argparse.Namespace) -> int:
    """Print the lineage of ``args.session``; returns the exit status (errors are printed as one line)."""
    from fairforge_core.corpus_versions import session_lineage

    store = _open(args.db)
    try:
        found = session_lineage(store, args.session, args.assistant, include_candidates=args.candidates)
    finally:
        store.close()
    if not found:
        who = f" of assistant {args.assistant!r}" if args.assistant else ""
        raise CliError(f"no evaluated session {args.session!r}{who} in {args.db}")
    if args.json:
        print(json.dumps([f.as_dict() for f in found], ensure_ascii=False, indent=2, default=str))
        return 0
    for i, lin in enumerate(found):
        if i:
            print()
        _print_text(lin)
    return 0


def _print_text(lin) -> None:
    snap = lin.snapshot or {}
    print(f"session {lin.session_id}  assistant {lin.assistant_id!r}  date {lin.partition_date}  "
          f"({len(lin.interactions)} interaction(s), evaluated {lin.evaluated_at})")
    print(f"corpus version  {lin.corpus_version}")
    if not snap:
        print("  NOT RECORDED in corpus_snapshots (lineage defect)")
    elif snap.get("source_kind") == "lakefs":
        print(f"  lakeFS        repository {snap.get('repository')!r}, requested ref {snap.get('requested_ref')!r}, "
              f"prefix {snap.get('corpus_prefix')!r}")
        print(f"  commit        {snap.get('commit_id')}  {snap.get('commit_date')}  "
              f"{json.dumps(snap.get('commit_message') or '', ensure_ascii=False)}")
    else:
        print(f"  {snap.get('source_kind')} corpus  {snap.get('location')}")
    if snap:
        prev = snap.get("previous_snapshot_id")
        changed = snap.get("documents_changed")
        print(f"  documents     {snap.get('n_documents')}"
              + (f"; {changed} changed since {prev}" if prev and changed is not None else ""))
    print(f"models          embedder {lin.embedder_id}; decisions {lin.reranker_id}; config {lin.config_hash}")
    print("interactions")
    for it in lin.interactions:
        if it["compliance_score"] is None:  # UNJUDGED: no judgement, no score
            print(f"  {it['qa_id']:<14} {it['verdict']:<14} no score           {it.get('error') or ''}")
            continue
        print(f"  {it['qa_id']:<14} {it['verdict']:<14} compliance {it['compliance_score']:.4f}  "
              f"{it['supporting_chunks']} supporting, {it['contradicting_chunks']} contradicting, "
              f"{it['neutral_chunks']} neutral")
    judged = [c for c in lin.chunks if c["judged"]]
    others = [c for c in lin.chunks if not c["judged"]]
    candidates = any(not r["selected"] for c in lin.chunks for r in c["retrievals"])
    print(f"documents retrieved ({len(lin.documents)})")
    for d in lin.documents:
        lakefs = f"  lakeFS checksum {d['object_checksum']}" if d.get("object_checksum") else ""
        print(f"  {d['source']}  sha256 {_short(d['checksum'])}{lakefs}  {d['n_chunks']} chunk(s), "
              f"{d['n_judging_chunks']} judged")
    print(f"chunks that judged it ({len(judged)}): SUPPORTS or CONTRADICTS for at least one interaction")
    for c in judged:
        _print_chunk(c)
    if others:
        what = "retrieved but neutral or candidates only" if candidates else "retrieved but neutral"
        print(f"chunks {what} ({len(others)}): judged no interaction")
        for c in others:
            _print_chunk(c)


def _print_chunk(c: dict) -> None:
    missing = "  NOT IN SNAPSHOT" if not c["in_snapshot"] else ""
    heading = f"  [{c['heading']}]" if c["heading"] else ""
    print(f"  {c['source']} chunk {c['chunk_index']}  hash {_short(c['chunk_hash'])}{heading}{missing}")
    for r in c["retrievals"]:
        rank = "-" if r["rank"] is None else r["rank"]
        if not r["selected"]:
            note = "  (candidate, not selected)"
        elif r["verdict"] not in JUDGING_VERDICTS:
            note = "  (retrieved, neutral)"
        else:
            note = ""
        rule = f"  rule in [{r['rule_heading']}]" if r.get("rule_heading") and r["rule_heading"] != c["heading"] \
            else ""
        print(f"      {r['qa_id']:<14} #{rank:<3} {r['verdict']:<12} sim {r['similarity']:.4f}  "
              f"support {r['reranker_score']:.4f}{rule}{note}")
