"""Checks one batch file of training pairs against training/PROTOCOL.md (layout, counts, balance).

    python training/check_batch.py BATCH.jsonl [--domains "a;b;c"]

Prints the counts and every problem found; exits 1 when there is a problem.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path

LABELS = ("SUPPORTS", "CONTRADICTS", "NEUTRAL")
PHENOMENA = ("quantity", "duration", "clock_time", "weekday", "negation", "modality", "permission_actor",
             "exception", "condition_case", "exclusivity", "refusal", "disclosure", "partial", "paraphrase",
             "off_topic")
NEAR_MISS = ("same_words_opposite", "different_words_same", "none")
FIELDS = ("id", "batch", "domain", "phenomenon", "near_miss", "heading", "rule", "history", "question", "answer",
          "label")
#: fields a record may have besides FIELDS: ``context``, the sentence before a rule that opens with a pronoun, as
#: the judge reads it (written by training/derive_pairs.py, never by a writer)
OPTIONAL = ("context",)


def record_problems(rec: dict) -> list[str]:
    """What is wrong with one record (empty when nothing is)."""
    out = []
    missing = [f for f in FIELDS if f not in rec]
    if missing:
        return [f"missing fields {missing}"]
    extra = sorted(set(rec) - set(FIELDS) - set(OPTIONAL))
    if extra:
        out.append(f"unknown fields {extra}")
    if not isinstance(rec.get("context", ""), str):
        out.append("context must be a string")
    if rec["label"] not in LABELS:
        out.append(f"label {rec['label']!r} not one of {LABELS}")
    if rec["phenomenon"] not in PHENOMENA:
        out.append(f"phenomenon {rec['phenomenon']!r} unknown")
    if rec["near_miss"] not in NEAR_MISS:
        out.append(f"near_miss {rec['near_miss']!r} unknown")
    for f in ("rule", "question", "answer"):
        if not isinstance(rec[f], str) or not rec[f].strip():
            out.append(f"{f} empty")
    if isinstance(rec["rule"], str) and len(rec["rule"]) > 700:
        out.append(f"rule has {len(rec['rule'])} characters (one rule unit, at most about 60 words)")
    if isinstance(rec["answer"], str) and len(rec["answer"]) > 1600:
        out.append(f"answer has {len(rec['answer'])} characters")
    if not isinstance(rec["heading"], str):
        out.append("heading must be a string")
    h = rec["history"]
    if not isinstance(h, list) or len(h) > 3 or any(
            not isinstance(t, dict) or set(t) != {"user", "assistant"} for t in h):
        out.append("history must be a list of at most 3 {user, assistant} turns")
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("path", type=Path)
    ap.add_argument("--domains", help="the batch's domains, separated by ';'")
    args = ap.parse_args(argv)
    problems, rows = [], []
    for n, line in enumerate(args.path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip():
            continue
        try:
            rec = json.loads(line)
        except json.JSONDecodeError as e:
            problems.append(f"line {n}: not JSON ({e})")
            continue
        if not isinstance(rec, dict):
            problems.append(f"line {n}: not an object")
            continue
        problems += [f"line {n} ({rec.get('id')}): {p}" for p in record_problems(rec)]
        rows.append(rec)
    domains = set(d.strip() for d in args.domains.split(";")) if args.domains else None
    if domains:
        for r in rows:
            if r.get("domain") not in domains:
                problems.append(f"{r.get('id')}: domain {r.get('domain')!r} not assigned ({sorted(domains)})")
    ids = Counter(r.get("id") for r in rows)
    problems += [f"id {i} used {c} times" for i, c in ids.items() if c > 1]
    keys = Counter((r.get("rule"), r.get("question"), r.get("answer")) for r in rows)
    problems += [f"duplicate record (rule, question, answer): {k[2][:60]!r}" for k, c in keys.items() if c > 1]
    n = len(rows)
    labels = Counter(r.get("label") for r in rows)
    phen = Counter(r.get("phenomenon") for r in rows)
    near = Counter(r.get("near_miss") for r in rows)
    with_history = sum(1 for r in rows if r.get("history"))
    print(f"{n} records; labels {dict(labels)}; history in {with_history}")
    print(f"domains {dict(Counter(r.get('domain') for r in rows))}")
    print(f"phenomena {dict(phen)}")
    print(f"near misses {dict(near)}")
    if n >= 100:
        for lab in LABELS:
            share = labels[lab] / n
            if not 0.30 <= share <= 0.37:
                problems.append(f"label {lab} is {share:.1%} of the batch (30-37 % wanted)")
        for p in PHENOMENA:
            need = 40 if p == "off_topic" else 15
            if phen[p] < need:
                problems.append(f"phenomenon {p}: {phen[p]} records (at least {need})")
        if near["same_words_opposite"] + near["different_words_same"] < 120:
            problems.append("fewer than 120 near misses")
        if with_history < 60:
            problems.append(f"history in {with_history} records (at least 60)")
    for p in problems:
        print("PROBLEM:", p)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
