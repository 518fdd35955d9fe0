#!/usr/bin/env python3
"""Check an interaction-level training set (written under training/INTERACTIONS.md).

Usage: python3 tools/check_set.py [SET_DIR]   (default: the folder above tools/)

Checks: every JSONL line parses; session / qa ids and turn counts; every rule quote is a
unit of the corpus (one sentence of a paragraph, one bullet without its lead-in line, or one
table row written as its cells joined by " | "); labels agree with the rule lists; corpus
shape (4-6 documents, 300-900 words, a table each, a company folder); and prints the counts
per label and kind and the number of rules per interaction.
"""
import collections
import json
import pathlib
import re
import sys

SENT_SPLIT = re.compile(r'(?<=[.!?])\s+(?=[A-Z0-9£"])')
LABELS = {"COMPLIANT", "NON_COMPLIANT", "IRRELEVANT"}
KINDS = {"plain", "numeric", "time_window", "negation", "modality", "paraphrase", "partial",
         "multi_rule", "smalltalk", "out_of_scope", "refusal", "empty_answer", "long_answer"}


def units_of(text):
    """Return (sentences, bullets, table_rows) of one markdown document."""
    sentences, bullets, rows = [], [], []
    lines = text.splitlines()
    para = []

    def flush():
        if para:
            joined = " ".join(p.strip() for p in para)
            parts = [s.strip() for s in SENT_SPLIT.split(joined) if s.strip()]
            # a sentence ending in ":" that introduces a list is a lead-in, not a unit
            sentences.extend(s for s in parts if not s.endswith(":"))
            para.clear()

    in_table = False
    for line in lines:
        s = line.strip()
        if s.startswith("|"):
            flush()
            cells = [c.strip() for c in s.strip("|").split("|")]
            if not in_table:
                in_table = True  # header row
                continue
            if all(re.fullmatch(r":?-{3,}:?", c) for c in cells):
                continue
            rows.append(" | ".join(cells))
            continue
        in_table = False
        if not s or s.startswith("#"):
            flush()
            continue
        if s.startswith("- ") or s.startswith("* "):
            flush()
            bullets.append(s[2:].strip())
            continue
        para.append(s)
    flush()
    return sentences, bullets, rows


def main():
    root = pathlib.Path(sys.argv[1]) if len(sys.argv) > 1 else pathlib.Path(__file__).resolve().parent.parent
    errors = []
    docs = sorted((root / "corpus").rglob("*.md"))
    if not 4 <= len(docs) <= 6:
        errors.append(f"corpus has {len(docs)} documents, want 4 to 6")
    if not list((root / "corpus" / "company").glob("*.md")):
        errors.append("no company document in corpus/company/")
    units = {}
    for d in docs:
        text = d.read_text(encoding="utf-8")
        words = len(re.findall(r"\S+", text))
        if not 300 <= words <= 900:
            errors.append(f"{d.name}: {words} words")
        sents, bullets, rows = units_of(text)
        if not rows:
            errors.append(f"{d.name}: no table")
        for u in sents + bullets + rows:
            units.setdefault(u, []).append(str(d.relative_to(root)))
    dup = [u for u, where in units.items() if len(where) > 1]
    if dup:
        errors.append(f"units found in several documents: {dup}")

    sessions = [json.loads(l) for l in (root / "conversations.jsonl").read_text(encoding="utf-8").splitlines() if l.strip()]
    labels = [json.loads(l) for l in (root / "labels.jsonl").read_text(encoding="utf-8").splitlines() if l.strip()]
    if not 16 <= len(sessions) <= 20:
        errors.append(f"{len(sessions)} sessions, want 16 to 20")
    qa = {}
    for i, s in enumerate(sessions, 1):
        for key in ("session_id", "assistant_id", "language", "context", "started_at", "conversation"):
            if key not in s:
                errors.append(f"session line {i}: missing {key}")
        sid = s["session_id"]
        if sid != f"t1-{i:02d}":
            errors.append(f"session line {i}: id {sid}")
        if not 3 <= len(s["conversation"]) <= 5:
            errors.append(f"{sid}: {len(s['conversation'])} turns")
        for j, turn in enumerate(s["conversation"], 1):
            if turn.get("qa_id") != f"{sid}-q{j}":
                errors.append(f"{sid}: turn {j} has qa_id {turn.get('qa_id')}")
            qa[turn["qa_id"]] = (sid, turn)
    if len(qa) < 64:
        errors.append(f"{len(qa)} interactions, want at least 64")

    seen = set()
    label_count, kind_count, per_kind_label = collections.Counter(), collections.Counter(), collections.Counter()
    nrules, long_answers = [], 0
    for lab in labels:
        q = lab["qa_id"]
        if q not in qa:
            errors.append(f"label for unknown {q}")
            continue
        if q in seen:
            errors.append(f"duplicate label for {q}")
        seen.add(q)
        if qa[q][0] != lab["session_id"]:
            errors.append(f"{q}: session_id mismatch")
        if lab["label"] not in LABELS:
            errors.append(f"{q}: label {lab['label']}")
        if lab["kind"] not in KINDS:
            errors.append(f"{q}: kind {lab['kind']}")
        if not lab.get("rationale"):
            errors.append(f"{q}: no rationale")
        rules = lab["rules"]
        quotes = [r["quote"] for r in rules]
        if len(set(quotes)) != len(quotes):
            errors.append(f"{q}: repeated quote")
        for r in rules:
            if r["label"] not in ("SUPPORTS", "CONTRADICTS"):
                errors.append(f"{q}: rule label {r['label']}")
            if r["quote"] not in units:
                errors.append(f"{q}: quote is not a corpus unit: {r['quote']!r}")
        sup = sum(r["label"] == "SUPPORTS" for r in rules)
        con = sum(r["label"] == "CONTRADICTS" for r in rules)
        want = "IRRELEVANT" if not rules else ("NON_COMPLIANT" if con else "COMPLIANT")
        if lab["label"] != want:
            errors.append(f"{q}: label {lab['label']} but rules say {want} ({sup} supports, {con} contradicts)")
        answer = qa[q][1]["assistant"]
        if lab["kind"] == "empty_answer" and answer.strip():
            errors.append(f"{q}: empty_answer with text")
        if lab["kind"] == "long_answer":
            long_answers += 1
            if len(answer) <= 2000:
                errors.append(f"{q}: long_answer of {len(answer)} characters")
        label_count[lab["label"]] += 1
        kind_count[lab["kind"]] += 1
        per_kind_label[(lab["kind"], lab["label"])] += 1
        if rules:
            nrules.append(len(rules))
    missing = set(qa) - seen
    if missing:
        errors.append(f"no label for {sorted(missing)}")
    if not 2 <= long_answers <= 3:
        errors.append(f"{long_answers} long answers, want 2 or 3")

    total = sum(label_count.values())
    print(f"documents: {len(docs)}, units: {len(units)}, sessions: {len(sessions)}, interactions: {total}")
    for k in ("COMPLIANT", "NON_COMPLIANT", "IRRELEVANT"):
        print(f"  {k:14s} {label_count[k]:3d}  {100 * label_count[k] / max(total, 1):5.1f} %")
    for k, n in sorted(kind_count.items()):
        split = ", ".join(f"{l[:3]} {per_kind_label[(k, l)]}" for l in ("COMPLIANT", "NON_COMPLIANT", "IRRELEVANT") if per_kind_label[(k, l)])
        print(f"  kind {k:13s} {n:3d}  ({split})")
    if nrules:
        print(f"rules per labelled interaction: min {min(nrules)}, mean {sum(nrules) / len(nrules):.2f}, max {max(nrules)}")
    used = {r["quote"] for lab in labels for r in lab["rules"]}
    print(f"corpus units addressed at least once: {len(used)} of {len(units)}")
    for pct, lo, hi, k in ((45, 38, 52, "COMPLIANT"), (40, 33, 47, "NON_COMPLIANT"), (15, 10, 20, "IRRELEVANT")):
        share = 100 * label_count[k] / max(total, 1)
        if not lo <= share <= hi:
            errors.append(f"{k} is {share:.1f} %, want about {pct} %")
    if errors:
        print("\nERRORS:")
        for e in errors:
            print("  " + e)
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
