#!/usr/bin/env python3
"""Re-checks the AT evaluation set. Stdlib only. Exit code 1 on any error.

    python3 tools/check.py
"""
import json
import os
import re
import sys
from collections import Counter, defaultdict

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.path.join(ROOT, "corpus")
LABELS = {"COMPLIANT", "NON_COMPLIANT", "IRRELEVANT"}
KINDS = {"plain", "numeric", "time_window", "negation", "modality", "paraphrase", "partial",
         "multi_rule", "smalltalk", "out_of_scope", "refusal", "empty_answer", "long_answer"}

errors = []


def err(msg):
    errors.append(msg)


def load_jsonl(name):
    out = []
    with open(os.path.join(ROOT, name), encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                continue
            try:
                out.append(json.loads(line))
            except json.JSONDecodeError as e:
                err(f"{name}:{n}: JSON error {e}")
    return out


# ---------------------------------------------------------------- corpus
headings = {}
tables = 0
for dirpath, _, files in os.walk(CORPUS):
    for fn in files:
        if not fn.endswith(".md"):
            continue
        path = os.path.join(dirpath, fn)
        rel = os.path.relpath(path, CORPUS).replace(os.sep, "/")
        text = open(path, encoding="utf-8").read()
        hs = [m.group(2).strip() for m in re.finditer(r"^(#{1,6})\s+(.+?)\s*$", text, re.M)]
        headings[rel] = set(hs)
        if len(hs) != len(set(hs)):
            err(f"{rel}: duplicate headings")
        words = len(re.findall(r"\S+", text))
        if not 400 <= words <= 800:
            err(f"{rel}: {words} words (want 400-800)")
        if re.search(r"^\|\s*-", text, re.M) or re.search(r"^\|[-| :]+\|\s*$", text, re.M):
            tables += 1
        for phone in re.findall(r"\b\d{3}-\d{4}\b", text):
            if not phone.startswith("555-"):
                err(f"{rel}: phone {phone} not 555-")
if not 5 <= len(headings) <= 6:
    err(f"corpus has {len(headings)} documents (want 5-6)")
if not any(k.startswith("company/") for k in headings):
    err("no document under corpus/company/")
if tables < 2:
    err(f"only {tables} documents with tables")

# ---------------------------------------------------------------- data
convs = load_jsonl("conversations.jsonl")
labels = load_jsonl("labels.jsonl")
expected = load_jsonl("expected_sessions.jsonl")

label_by_qa = {}
for l in labels:
    for k in ("session_id", "qa_id", "label", "clause", "kind", "rationale"):
        if k not in l:
            err(f"label {l.get('qa_id')}: missing {k}")
    if l["qa_id"] in label_by_qa:
        err(f"duplicate label for {l['qa_id']}")
    label_by_qa[l["qa_id"]] = l
    if l["label"] not in LABELS:
        err(f"{l['qa_id']}: bad label {l['label']}")
    if l["kind"] not in KINDS:
        err(f"{l['qa_id']}: bad kind {l['kind']}")
    if l["label"] == "IRRELEVANT":
        if l["clause"] is not None:
            err(f"{l['qa_id']}: IRRELEVANT must have null clause")
    else:
        c = l["clause"]
        if not isinstance(c, str) or "#" not in c:
            err(f"{l['qa_id']}: bad clause {c!r}")
        else:
            doc, head = c.split("#", 1)
            if doc not in headings:
                err(f"{l['qa_id']}: clause file {doc} not in corpus")
            elif head not in headings[doc]:
                err(f"{l['qa_id']}: heading '{head}' not in {doc}")

if not 16 <= len(convs) <= 20:
    err(f"{len(convs)} sessions (want 16-20)")
assistants = Counter(c["assistant_id"] for c in convs)
if len(assistants) != 3:
    err(f"{len(assistants)} assistant ids (want 3)")

seen_qa = set()
exp_by_sid = {e["session_id"]: e for e in expected}
total = 0
weighted_sessions = 0
empty_ws = empty_str = 0
long_answers = []
for c in convs:
    for k in ("session_id", "assistant_id", "language", "context", "started_at", "conversation"):
        if k not in c:
            err(f"session {c.get('session_id')}: missing {k}")
    sid = c["session_id"]
    if c["language"] != "english":
        err(f"{sid}: language {c['language']}")
    if not re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ", c["started_at"]):
        err(f"{sid}: started_at not ISO UTC")
    turns = c["conversation"]
    if not 3 <= len(turns) <= 5:
        err(f"{sid}: {len(turns)} turns (want 3-5)")
    total += len(turns)
    ws = [t.get("weight") for t in turns]
    has_w = [w is not None for w in ws]
    if any(has_w) and not all(has_w):
        err(f"{sid}: weights on some turns only")
    full = all(has_w)
    if full:
        weighted_sessions += 1
        if abs(sum(ws) - 1.0) > 1e-6:
            err(f"{sid}: weights sum to {sum(ws)}")
    num = den = 0.0
    cnt = Counter()
    resolved = {}
    for t in turns:
        qa = t["qa_id"]
        if not re.fullmatch(r"AT-\d\d-q\d+", qa):
            err(f"{qa}: bad qa_id format")
        if qa in seen_qa:
            err(f"duplicate qa_id {qa}")
        seen_qa.add(qa)
        for k in ("query", "assistant", "ground_truth_assistant"):
            if k not in t:
                err(f"{qa}: missing {k}")
        l = label_by_qa.get(qa)
        if l is None:
            err(f"{qa}: no label")
            continue
        if l["session_id"] != sid:
            err(f"{qa}: label session mismatch")
        a = t["assistant"]
        if l["kind"] == "empty_answer":
            if a == "":
                empty_str += 1
            elif a.strip() == "":
                empty_ws += 1
            else:
                err(f"{qa}: empty_answer kind but answer not blank")
            if l["label"] != "IRRELEVANT":
                err(f"{qa}: blank answer not IRRELEVANT")
        if l["kind"] == "long_answer":
            long_answers.append((qa, len(a), l["label"]))
            if len(a) <= 2000:
                err(f"{qa}: long_answer only {len(a)} chars")
        cnt[l["label"]] += 1
        w = t["weight"] if full else round(1 / len(turns), 4)
        resolved[qa] = w
        if l["label"] != "IRRELEVANT":
            den += w
            if l["label"] == "COMPLIANT":
                num += w
    if den == 0:
        score, verdict = None, "IRRELEVANT"
    else:
        score = round(num / den, 4)
        verdict = "COMPLIANT" if num / den >= 0.5 - 1e-9 else "NON_COMPLIANT"
    e = exp_by_sid.get(sid)
    if e is None:
        err(f"{sid}: no expected_sessions line")
        continue
    checks = {
        "assistant_id": c["assistant_id"], "n_interactions": len(turns),
        "n_compliant": cnt["COMPLIANT"], "n_non_compliant": cnt["NON_COMPLIANT"],
        "n_irrelevant": cnt["IRRELEVANT"], "weight_mode": "full" if full else "none",
        "resolved_weights": resolved, "expected_score": score, "expected_verdict": verdict,
    }
    for k, v in checks.items():
        if e.get(k) != v:
            err(f"{sid}: {k} expected {v!r}, file has {e.get(k)!r}")

if set(exp_by_sid) != {c["session_id"] for c in convs}:
    err("expected_sessions and conversations list different sessions")
if set(label_by_qa) != seen_qa:
    err("labels and conversations list different qa_ids")
if not 70 <= total <= 80:
    err(f"{total} interactions (want 70-80)")
if not 2 <= weighted_sessions <= 3:
    err(f"{weighted_sessions} weighted sessions (want 2-3)")
if (empty_ws, empty_str) != (1, 1):
    err(f"empty answers: {empty_ws} whitespace-only, {empty_str} empty (want 1 and 1)")
if len(long_answers) != 3:
    err(f"{len(long_answers)} long answers (want 3)")

# ---------------------------------------------------------------- summary
lab_counts = Counter(l["label"] for l in labels)
kind_counts = Counter(l["kind"] for l in labels)
kind_by_label = defaultdict(Counter)
for l in labels:
    kind_by_label[l["kind"]][l["label"]] += 1
missing_kinds = KINDS - set(kind_counts)
if missing_kinds:
    err(f"kinds never used: {sorted(missing_kinds)}")

print(f"corpus documents: {len(headings)} (tables in {tables})")
print(f"sessions: {len(convs)}  interactions: {total}  assistants: {dict(assistants)}")
print("labels:", ", ".join(f"{k} {lab_counts[k]} ({lab_counts[k] / len(labels):.1%})"
                          for k in ("COMPLIANT", "NON_COMPLIANT", "IRRELEVANT")))
print("kinds (C/NC/I):")
for k in sorted(kind_counts, key=lambda x: (-kind_counts[x], x)):
    b = kind_by_label[k]
    print(f"  {k:13s} {kind_counts[k]:3d}  ({b['COMPLIANT']}/{b['NON_COMPLIANT']}/{b['IRRELEVANT']})")
print("long answers:", ", ".join(f"{q} {n} chars {lab}" for q, n, lab in long_answers))
verdicts = Counter(e["expected_verdict"] for e in expected)
print("session verdicts:", dict(verdicts))
if errors:
    print(f"\n{len(errors)} ERROR(S):")
    for e in errors:
        print("  -", e)
    sys.exit(1)
print("\nOK: all checks passed")
