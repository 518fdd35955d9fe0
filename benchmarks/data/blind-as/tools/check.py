#!/usr/bin/env python3
"""Re-checks the blind-as evaluation set. Stdlib only.

Usage: python3 tools/check.py   (exit status 0 when every check passes)
"""
import json
import os
import re
import sys
from collections import Counter, defaultdict
from datetime import datetime

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.path.join(ROOT, "corpus")
LABELS = ("COMPLIANT", "NON_COMPLIANT", "IRRELEVANT")
KINDS = ("plain", "numeric", "time_window", "negation", "modality", "paraphrase", "partial",
         "multi_rule", "smalltalk", "out_of_scope", "refusal", "empty_answer", "long_answer")

errors = []


def err(msg):
    errors.append(msg)


def load_jsonl(name):
    rows = []
    with open(os.path.join(ROOT, name), encoding="utf-8") as fh:
        for n, line in enumerate(fh, 1):
            if not line.strip():
                err(f"{name}:{n}: blank line")
                continue
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                err(f"{name}:{n}: bad JSON ({e})")
    return rows


def headings_of(path):
    out = set()
    with open(path, encoding="utf-8") as fh:
        for line in fh:
            m = re.match(r"^(#{1,6})\s+(.*?)\s*#*\s*$", line.rstrip("\n"))
            if m:
                out.add(m.group(2))
    return out


# ---------------------------------------------------------------- corpus
docs = {}
for dirpath, _, files in os.walk(CORPUS):
    for f in files:
        if f.endswith(".md"):
            full = os.path.join(dirpath, f)
            docs[os.path.relpath(full, CORPUS).replace(os.sep, "/")] = full
if not 5 <= len(docs) <= 6:
    err(f"corpus has {len(docs)} documents, expected 5 or 6")
if not any(k.startswith("company/") for k in docs):
    err("no document under corpus/company/")
heads = {k: headings_of(v) for k, v in docs.items()}
tables = 0
phone_re = re.compile(r"\b\d{3}-\d{4}\b")
for k, v in sorted(docs.items()):
    text = open(v, encoding="utf-8").read()
    words = len(re.findall(r"[A-Za-z0-9£%][\w£%.,:'-]*", text))
    if not 380 <= words <= 820:
        err(f"{k}: {words} words, outside roughly 400-800")
    if not re.search(r"^# ", text, re.M) or not re.search(r"^## ", text, re.M):
        err(f"{k}: missing # or ## headings")
    if not re.search(r"^- ", text, re.M):
        err(f"{k}: no bullet list")
    tables += len(re.findall(r"^\|[-| :]+\|\s*$", text, re.M))
    for p in phone_re.findall(text):
        if not p.startswith("555-"):
            err(f"{k}: phone number {p} does not use 555-")
if tables < 2:
    err(f"only {tables} tables in the corpus")

# ---------------------------------------------------------------- conversations
convs = load_jsonl("conversations.jsonl")
labels = load_jsonl("labels.jsonl")
expected = load_jsonl("expected_sessions.jsonl")

qa_ids, sess_ids = [], []
turns_by_sess = {}
assistants = set()
iso = re.compile(r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$")
for s in convs:
    for key in ("session_id", "assistant_id", "language", "context", "started_at", "conversation"):
        if key not in s:
            err(f"session {s.get('session_id')}: missing {key}")
    sid = s["session_id"]
    sess_ids.append(sid)
    assistants.add(s["assistant_id"])
    if s["language"] != "english":
        err(f"{sid}: language {s['language']}")
    if not iso.match(s["started_at"]):
        err(f"{sid}: started_at {s['started_at']} is not ISO UTC")
    else:
        datetime.strptime(s["started_at"], "%Y-%m-%dT%H:%M:%SZ")
    conv = s["conversation"]
    if not 3 <= len(conv) <= 5:
        err(f"{sid}: {len(conv)} turns, expected 3-5")
    has_w = ["weight" in t for t in conv]
    if any(has_w) and not all(has_w):
        err(f"{sid}: weights on some turns only")
    if all(has_w):
        tot = sum(t["weight"] for t in conv)
        if abs(tot - 1.0) > 1e-9:
            err(f"{sid}: weights sum to {tot}")
    for t in conv:
        for key in ("qa_id", "query", "assistant", "ground_truth_assistant"):
            if key not in t:
                err(f"{sid}: turn missing {key}")
        if not t["qa_id"].startswith("AS-"):
            err(f"{t['qa_id']}: prefix is not AS")
        if not t["ground_truth_assistant"].strip():
            err(f"{t['qa_id']}: empty ground truth")
        for p in phone_re.findall(t["assistant"] + t["ground_truth_assistant"] + t["query"]):
            if not p.startswith("555-"):
                err(f"{t['qa_id']}: phone {p} does not use 555-")
        qa_ids.append(t["qa_id"])
    turns_by_sess[sid] = conv

if len(set(sess_ids)) != len(sess_ids):
    err("duplicate session ids")
if len(set(qa_ids)) != len(qa_ids):
    err("duplicate qa ids")
if not 16 <= len(convs) <= 20:
    err(f"{len(convs)} sessions, expected 16-20")
if not 70 <= len(qa_ids) <= 80:
    err(f"{len(qa_ids)} interactions, expected 70-80")
if len(assistants) != 3:
    err(f"{len(assistants)} assistant ids, expected 3")
n_weighted = sum(1 for c in turns_by_sess.values() if all("weight" in t for t in c))
if not 2 <= n_weighted <= 3:
    err(f"{n_weighted} weighted sessions, expected 2-3")

# ---------------------------------------------------------------- labels
lab = {}
qa_to_sess = {t["qa_id"]: sid for sid, c in turns_by_sess.items() for t in c}
qa_to_turn = {t["qa_id"]: t for c in turns_by_sess.values() for t in c}
for l in labels:
    for key in ("session_id", "qa_id", "label", "clause", "kind", "rationale"):
        if key not in l:
            err(f"label {l.get('qa_id')}: missing {key}")
    q = l["qa_id"]
    if q in lab:
        err(f"{q}: labelled twice")
    lab[q] = l
    if qa_to_sess.get(q) != l["session_id"]:
        err(f"{q}: session mismatch or unknown qa_id")
    if l["label"] not in LABELS:
        err(f"{q}: bad label {l['label']}")
    if l["kind"] not in KINDS:
        err(f"{q}: bad kind {l['kind']}")
    if l["label"] == "IRRELEVANT":
        if l["clause"] is not None:
            err(f"{q}: IRRELEVANT with a clause")
    else:
        c = l["clause"]
        if not c or "#" not in c:
            err(f"{q}: missing or malformed clause")
            continue
        path, head = c.split("#", 1)
        if path not in docs:
            err(f"{q}: clause file {path} not in corpus")
        elif head not in heads[path]:
            err(f"{q}: heading '{head}' not in {path}")
    if not l["rationale"].strip():
        err(f"{q}: empty rationale")
missing = set(qa_ids) - set(lab)
if missing:
    err(f"unlabelled: {sorted(missing)}")

# special kinds
empties = [q for q, l in lab.items() if l["kind"] == "empty_answer"]
if len(empties) != 2:
    err(f"{len(empties)} empty_answer items, expected 2")
vals = [qa_to_turn[q]["assistant"] for q in empties]
if "" not in vals or not any(v and not v.strip() for v in vals):
    err("empty_answer items must be one empty string and one whitespace-only")
for q in empties:
    if lab[q]["label"] != "IRRELEVANT":
        err(f"{q}: empty answer not IRRELEVANT")
longs = [q for q, l in lab.items() if l["kind"] == "long_answer"]
if len(longs) != 3:
    err(f"{len(longs)} long_answer items, expected 3")
for q in longs:
    if len(qa_to_turn[q]["assistant"]) <= 2000:
        err(f"{q}: long answer only {len(qa_to_turn[q]['assistant'])} chars")
if not any(lab[q]["label"] == "NON_COMPLIANT" for q in longs):
    err("no NON_COMPLIANT long answer")

# ---------------------------------------------------------------- expected sessions
exp = {e["session_id"]: e for e in expected}
if set(exp) != set(sess_ids):
    err("expected_sessions does not cover exactly the sessions")
aid = {s["session_id"]: s["assistant_id"] for s in convs}
for sid, conv in turns_by_sess.items():
    e = exp.get(sid)
    if not e:
        continue
    n = len(conv)
    ls = [lab[t["qa_id"]]["label"] for t in conv]
    weighted = all("weight" in t for t in conv)
    want = {"assistant_id": aid[sid], "n_interactions": n,
            "n_compliant": ls.count("COMPLIANT"), "n_non_compliant": ls.count("NON_COMPLIANT"),
            "n_irrelevant": ls.count("IRRELEVANT"), "weight_mode": "full" if weighted else "none"}
    for k, v in want.items():
        if e.get(k) != v:
            err(f"{sid}: {k} is {e.get(k)}, expected {v}")
    rw = {t["qa_id"]: (t["weight"] if weighted else round(1.0 / n, 4)) for t in conv}
    if e.get("resolved_weights") != rw:
        err(f"{sid}: resolved_weights {e.get('resolved_weights')} != {rw}")
    rel = [(rw[t["qa_id"]], lab[t["qa_id"]]["label"]) for t in conv
           if lab[t["qa_id"]]["label"] != "IRRELEVANT"]
    if rel:
        score = round(sum(w for w, l in rel if l == "COMPLIANT") / sum(w for w, _ in rel), 4)
        verdict = "COMPLIANT" if score >= 0.5 else "NON_COMPLIANT"
    else:
        score, verdict = None, "IRRELEVANT"
    if e.get("expected_score") != score:
        err(f"{sid}: expected_score {e.get('expected_score')} != {score}")
    if e.get("expected_verdict") != verdict:
        err(f"{sid}: expected_verdict {e.get('expected_verdict')} != {verdict}")

# ---------------------------------------------------------------- summary
lc = Counter(l["label"] for l in labels)
kc = Counter(l["kind"] for l in labels)
kl = defaultdict(Counter)
for l in labels:
    kl[l["kind"]][l["label"]] += 1
vc = Counter(e["expected_verdict"] for e in expected)
total = len(labels)
print(f"documents: {len(docs)}  tables: {tables}")
print(f"sessions: {len(convs)}  interactions: {total}  assistants: {len(assistants)}  weighted sessions: {n_weighted}")
for L in LABELS:
    print(f"  {L:14s} {lc[L]:3d}  {100.0 * lc[L] / total:5.1f}%")
print("kinds (total: C / NC / IRR):")
for k in KINDS:
    print(f"  {k:13s} {kc[k]:3d}: {kl[k]['COMPLIANT']} / {kl[k]['NON_COMPLIANT']} / {kl[k]['IRRELEVANT']}")
print("session verdicts:", dict(vc))

# README consistency (label counts)
readme = os.path.join(ROOT, "README.md")
if os.path.exists(readme):
    rt = open(readme, encoding="utf-8").read()
    for L in LABELS:
        if not re.search(rf"\|\s*{L}\s*\|\s*{lc[L]}\s*\|", rt):
            err(f"README label table does not show {L} = {lc[L]}")
    for k in KINDS:
        row = rf"\|\s*{k}\s*\|\s*{kc[k]}\s*\|\s*{kl[k]['COMPLIANT']}\s*\|\s*{kl[k]['NON_COMPLIANT']}\s*\|\s*{kl[k]['IRRELEVANT']}\s*\|"
        if not re.search(row, rt):
            err(f"README kind table row for {k} does not match")
else:
    err("README.md missing")

if errors:
    print(f"\n{len(errors)} problem(s):")
    for e in errors:
        print("  -", e)
    sys.exit(1)
print("\nall checks passed")
