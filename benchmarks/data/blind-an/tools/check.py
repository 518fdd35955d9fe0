#!/usr/bin/env python3
"""Re-checks the blind-an evaluation set. Stdlib only.

Usage:  python3 tools/check.py
Exits with status 1 if any check fails, and prints a summary of counts.
"""
import json
import os
import re
import sys
from collections import Counter, defaultdict
from datetime import datetime
from fractions import Fraction

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.path.join(ROOT, "corpus")
LABELS = {"COMPLIANT", "NON_COMPLIANT", "IRRELEVANT"}
KINDS = {"plain", "numeric", "time_window", "negation", "modality",
         "paraphrase", "partial", "multi_rule", "smalltalk", "out_of_scope",
         "refusal", "empty_answer", "long_answer"}

errors = []


def err(msg):
    errors.append(msg)


def load_jsonl(name):
    out = []
    path = os.path.join(ROOT, name)
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                err("%s line %d is blank" % (name, n))
                continue
            try:
                out.append(json.loads(line))
            except json.JSONDecodeError as e:
                err("%s line %d: %s" % (name, n, e))
    return out


# --- corpus ---------------------------------------------------------------
headings = {}
tables = 0
for dirpath, _, files in os.walk(CORPUS):
    for fn in sorted(files):
        if not fn.endswith(".md"):
            continue
        full = os.path.join(dirpath, fn)
        rel = os.path.relpath(full, CORPUS).replace(os.sep, "/")
        text = open(full, encoding="utf-8").read()
        hs = [m.group(2).strip() for m in
              re.finditer(r"^(#{1,6})\s+(.+?)\s*$", text, re.M)]
        if len(hs) != len(set(hs)):
            err("duplicate heading in %s" % rel)
        if not any(h for h in re.findall(r"^# .+$", text, re.M)):
            err("%s has no top-level heading" % rel)
        headings[rel] = set(hs)
        if re.search(r"^\|.*\|\s*\n\|[-| :]+\|\s*$", text, re.M):
            tables += 1
        words = len(re.findall(r"[A-Za-z0-9£%'-]+", text))
        if not 380 <= words <= 820:
            err("%s has %d words (expected roughly 400-800)" % (rel, words))
        for num in re.findall(r"\b\d{3}-\d{4}\b", text):
            if not num.startswith("555-"):
                err("%s has a non-555 phone number %s" % (rel, num))
if not 5 <= len(headings) <= 6:
    err("corpus has %d documents, expected 5 or 6" % len(headings))
if not any(k.startswith("company/") for k in headings):
    err("no document in corpus/company/")
if tables < 2:
    err("fewer than two documents contain a table")

# --- conversations --------------------------------------------------------
convs = load_jsonl("conversations.jsonl")
labels = load_jsonl("labels.jsonl")
expected = load_jsonl("expected_sessions.jsonl")

qa_index = {}
session_turns = {}
assistants = set()
for s in convs:
    for key in ("session_id", "assistant_id", "language", "context",
                "started_at", "conversation"):
        if key not in s:
            err("session missing %s: %s" % (key, s.get("session_id")))
    sid = s["session_id"]
    if sid in session_turns:
        err("duplicate session %s" % sid)
    if s["language"] != "english":
        err("%s language is not english" % sid)
    try:
        if not s["started_at"].endswith("Z"):
            raise ValueError("not UTC")
        datetime.strptime(s["started_at"], "%Y-%m-%dT%H:%M:%SZ")
    except ValueError as e:
        err("%s started_at: %s" % (sid, e))
    assistants.add(s["assistant_id"])
    turns = s["conversation"]
    if not 3 <= len(turns) <= 5:
        err("%s has %d turns" % (sid, len(turns)))
    session_turns[sid] = turns
    for t in turns:
        for key in ("qa_id", "query", "assistant", "ground_truth_assistant"):
            if key not in t:
                err("%s turn missing %s" % (sid, key))
        qa = t["qa_id"]
        if not qa.startswith("AN-") or not qa.startswith(sid + "-"):
            err("bad qa_id %s in %s" % (qa, sid))
        if qa in qa_index:
            err("duplicate qa_id %s" % qa)
        qa_index[qa] = (sid, t)

n_sessions = len(convs)
n_inter = len(qa_index)
if not 16 <= n_sessions <= 20:
    err("%d sessions (expected 16-20)" % n_sessions)
if not 70 <= n_inter <= 80:
    err("%d interactions (expected 70-80)" % n_inter)
if len(assistants) != 3:
    err("%d assistant ids (expected 3)" % len(assistants))

# --- labels ---------------------------------------------------------------
label_of = {}
for lb in labels:
    qa = lb.get("qa_id")
    if qa not in qa_index:
        err("label for unknown qa_id %s" % qa)
        continue
    if qa in label_of:
        err("duplicate label for %s" % qa)
    if lb.get("session_id") != qa_index[qa][0]:
        err("label session mismatch for %s" % qa)
    if lb.get("label") not in LABELS:
        err("bad label %r for %s" % (lb.get("label"), qa))
    if lb.get("kind") not in KINDS:
        err("bad kind %r for %s" % (lb.get("kind"), qa))
    if not lb.get("rationale"):
        err("missing rationale for %s" % qa)
    clause = lb.get("clause")
    if lb.get("label") == "IRRELEVANT":
        if clause is not None:
            err("%s is IRRELEVANT but has a clause" % qa)
    else:
        if not clause or "#" not in clause:
            err("%s has no valid clause" % qa)
        else:
            path, head = clause.split("#", 1)
            if path not in headings:
                err("%s: clause file %s does not exist" % (qa, path))
            elif head not in headings[path]:
                err("%s: heading %r not in %s" % (qa, head, path))
    label_of[qa] = lb
for qa in qa_index:
    if qa not in label_of:
        err("no label for %s" % qa)

# special kinds
empties = [qa for qa, lb in label_of.items() if lb["kind"] == "empty_answer"]
if len(empties) != 2:
    err("%d empty_answer items (expected 2)" % len(empties))
ans = [qa_index[qa][1]["assistant"] for qa in empties]
if "" not in ans or not any(a and not a.strip() for a in ans):
    err("empty answers must be one '' and one whitespace-only")
for qa in empties:
    if label_of[qa]["label"] != "IRRELEVANT":
        err("%s empty answer not IRRELEVANT" % qa)
for qa, (sid, t) in qa_index.items():
    if not t["assistant"].strip() and label_of[qa]["kind"] != "empty_answer":
        err("%s blank answer not tagged empty_answer" % qa)
longs = [qa for qa, lb in label_of.items() if lb["kind"] == "long_answer"]
if len(longs) != 3:
    err("%d long_answer items (expected 3)" % len(longs))
for qa in longs:
    if len(qa_index[qa][1]["assistant"]) <= 2000:
        err("%s long answer is not over 2,000 characters" % qa)
if not any(label_of[qa]["label"] == "NON_COMPLIANT" for qa in longs):
    err("no NON_COMPLIANT long answer")

# --- expected sessions ----------------------------------------------------
exp_by = {e["session_id"]: e for e in expected}
if set(exp_by) != set(session_turns):
    err("expected_sessions does not match sessions")
n_weighted = 0
verdicts = Counter()
for s in convs:
    sid = s["session_id"]
    turns = session_turns[sid]
    e = exp_by.get(sid)
    if e is None:
        continue
    n = len(turns)
    given = [t.get("weight") for t in turns]
    if any(w is not None for w in given):
        if any(w is None for w in given):
            err("%s gives weights on only some turns" % sid)
            continue
        n_weighted += 1
        ws = [Fraction(str(w)) for w in given]
        if sum(ws) != 1:
            err("%s weights sum to %s" % (sid, sum(ws)))
        mode = "full"
        resolved = {t["qa_id"]: t["weight"] for t in turns}
    else:
        ws = [Fraction(1, n)] * n
        mode = "none"
        resolved = {t["qa_id"]: round(1.0 / n, 4) for t in turns}
    labs = [label_of[t["qa_id"]]["label"] for t in turns]
    cnt = Counter(labs)
    kept = [(l, w) for l, w in zip(labs, ws) if l != "IRRELEVANT"]
    if kept:
        sc = sum(w for l, w in kept if l == "COMPLIANT") / sum(w for _, w in kept)
        score = round(float(sc), 4)
        verdict = "COMPLIANT" if sc >= Fraction(1, 2) else "NON_COMPLIANT"
    else:
        score, verdict = None, "IRRELEVANT"
    verdicts[verdict] += 1
    checks = {"assistant_id": s["assistant_id"], "n_interactions": n,
              "n_compliant": cnt["COMPLIANT"],
              "n_non_compliant": cnt["NON_COMPLIANT"],
              "n_irrelevant": cnt["IRRELEVANT"], "weight_mode": mode,
              "resolved_weights": resolved, "expected_score": score,
              "expected_verdict": verdict}
    for k, v in checks.items():
        if e.get(k) != v:
            err("%s %s: file has %r, recomputed %r" % (sid, k, e.get(k), v))
if not 2 <= n_weighted <= 3:
    err("%d weighted sessions (expected 2-3)" % n_weighted)

# --- summary --------------------------------------------------------------
lab_count = Counter(lb["label"] for lb in label_of.values())
kind_count = Counter(lb["kind"] for lb in label_of.values())
kind_by_label = defaultdict(Counter)
for lb in label_of.values():
    kind_by_label[lb["kind"]][lb["label"]] += 1
for k in KINDS:
    if kind_count[k] == 0:
        err("kind %s not used" % k)

readme = open(os.path.join(ROOT, "README.md"), encoding="utf-8").read()
for lab in sorted(LABELS):
    row = "| %s | %d |" % (lab, lab_count[lab])
    if row not in readme:
        err("README label row missing or wrong: %s" % row)
for k in sorted(KINDS):
    c = kind_by_label[k]
    row = "| %s | %d | %d | %d | %d |" % (k, kind_count[k], c["COMPLIANT"],
                                          c["NON_COMPLIANT"], c["IRRELEVANT"])
    if row not in readme:
        err("README kind row missing or wrong: %s" % row)

print("documents: %d, headings checked, tables in %d documents" % (len(headings), tables))
print("sessions: %d, interactions: %d, assistants: %d, weighted sessions: %d"
      % (n_sessions, n_inter, len(assistants), n_weighted))
print("labels:", ", ".join("%s %d (%.1f %%)" % (l, lab_count[l], 100.0 * lab_count[l] / n_inter)
                            for l in ("COMPLIANT", "NON_COMPLIANT", "IRRELEVANT")))
print("session verdicts:", dict(verdicts))
print("kinds (total / C / NC / IRR):")
for k in sorted(KINDS):
    c = kind_by_label[k]
    print("  %-13s %2d / %2d / %2d / %2d" % (k, kind_count[k], c["COMPLIANT"],
                                            c["NON_COMPLIANT"], c["IRRELEVANT"]))
if errors:
    print("\nFAILED (%d problems):" % len(errors))
    for e in errors:
        print("  -", e)
    sys.exit(1)
print("\nAll checks passed.")
