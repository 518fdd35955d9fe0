#!/usr/bin/env python3
"""Re-checks the blind-z evaluation set. Stdlib only. Exit code 1 on any error."""
import json
import os
import re
import sys
from collections import Counter, defaultdict
from datetime import datetime

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.path.join(ROOT, "corpus")
LABELS = ("COMPLIANT", "NON_COMPLIANT", "IRRELEVANT")
KINDS = ("plain", "numeric", "time_window", "negation", "modality", "paraphrase",
         "partial", "multi_rule", "smalltalk", "out_of_scope", "refusal",
         "empty_answer", "long_answer")
errors, warnings = [], []


def err(msg):
    errors.append(msg)


def load_jsonl(name):
    rows = []
    with open(os.path.join(ROOT, name), encoding="utf-8") as f:
        for i, line in enumerate(f, 1):
            if not line.strip():
                continue
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                err(f"{name}:{i}: bad JSON ({e})")
    return rows


# ---------- corpus ----------
headings = {}
docs = []
for dirpath, _, files in os.walk(CORPUS):
    for fn in sorted(files):
        if fn.endswith(".md"):
            full = os.path.join(dirpath, fn)
            rel = os.path.relpath(full, CORPUS).replace(os.sep, "/")
            text = open(full, encoding="utf-8").read()
            docs.append(rel)
            headings[rel] = {m.group(2).strip() for m in re.finditer(r"^(#{1,6})\s+(.+?)\s*$", text, re.M)}
            words = len(text.split())
            if not 380 <= words <= 820:
                warnings.append(f"corpus {rel}: {words} words (target 400-800)")
            if not re.search(r"^# ", text, re.M) or not re.search(r"^## ", text, re.M):
                err(f"corpus {rel}: needs # and ## headings")
            for m in re.finditer(r"\b(\d{3})-\d{4}\b", text):
                if m.group(1) != "555":
                    err(f"corpus {rel}: phone number not in 555- range: {m.group(0)}")
tables = sum(len(re.findall(r"^\|[-| :]+\|\s*$", open(os.path.join(CORPUS, d), encoding="utf-8").read(), re.M)) for d in docs)
if not 5 <= len(docs) <= 6:
    err(f"corpus has {len(docs)} documents (want 5-6)")
if not any(d.startswith("company/") for d in docs):
    err("no document in corpus/company/")
if tables < 2:
    err(f"corpus has {tables} tables (want >= 2)")

# ---------- conversations ----------
conv = load_jsonl("conversations.jsonl")
labels = load_jsonl("labels.jsonl")
exp = load_jsonl("expected_sessions.jsonl")

qa_index = {}
sess_turns = {}
assistants = set()
for s in conv:
    for key in ("session_id", "assistant_id", "language", "context", "started_at", "conversation"):
        if key not in s:
            err(f"session {s.get('session_id')}: missing {key}")
    sid = s["session_id"]
    if sid in sess_turns:
        err(f"duplicate session {sid}")
    if s.get("language") != "english":
        err(f"{sid}: language must be english")
    try:
        if not s["started_at"].endswith("Z"):
            raise ValueError
        datetime.strptime(s["started_at"], "%Y-%m-%dT%H:%M:%SZ")
    except ValueError:
        err(f"{sid}: started_at not ISO UTC")
    assistants.add(s["assistant_id"])
    turns = s["conversation"]
    if not 3 <= len(turns) <= 5:
        err(f"{sid}: {len(turns)} turns (want 3-5)")
    sess_turns[sid] = turns
    for t in turns:
        for key in ("qa_id", "query", "assistant", "ground_truth_assistant"):
            if key not in t:
                err(f"{sid}: turn missing {key}")
        qa = t["qa_id"]
        if not qa.startswith("bz-"):
            err(f"{qa}: qa_id must start with bz-")
        if qa in qa_index:
            err(f"duplicate qa_id {qa}")
        qa_index[qa] = (sid, t)
        for field in ("query", "assistant", "ground_truth_assistant"):
            for m in re.finditer(r"\b(\d{3})-\d{4}\b", t.get(field, "")):
                if m.group(1) != "555":
                    err(f"{qa}: phone number not in 555- range")

n_sessions, n_inter = len(conv), len(qa_index)
if not 16 <= n_sessions <= 20:
    err(f"{n_sessions} sessions (want 16-20)")
if not 70 <= n_inter <= 80:
    err(f"{n_inter} interactions (want 70-80)")
if len(assistants) != 3:
    err(f"{len(assistants)} assistant ids (want 3)")

# ---------- labels ----------
lab_by_qa = {}
for l in labels:
    qa = l.get("qa_id")
    if qa not in qa_index:
        err(f"label for unknown qa_id {qa}")
        continue
    if qa in lab_by_qa:
        err(f"duplicate label for {qa}")
    if l.get("session_id") != qa_index[qa][0]:
        err(f"{qa}: label session_id mismatch")
    if l.get("label") not in LABELS:
        err(f"{qa}: bad label {l.get('label')}")
    if l.get("kind") not in KINDS:
        err(f"{qa}: bad kind {l.get('kind')}")
    if not l.get("rationale"):
        err(f"{qa}: missing rationale")
    clause = l.get("clause")
    if l.get("label") == "IRRELEVANT":
        if clause is not None:
            err(f"{qa}: IRRELEVANT must have clause null")
    else:
        if not clause or "#" not in clause:
            err(f"{qa}: clause missing or without '#'")
        else:
            path, head = clause.split("#", 1)
            if path not in headings:
                err(f"{qa}: clause file not found: {path}")
            elif head not in headings[path]:
                err(f"{qa}: heading not found in {path}: {head!r}")
    lab_by_qa[qa] = l
for qa in qa_index:
    if qa not in lab_by_qa:
        err(f"{qa}: no label")

# kind-specific checks
by_kind = defaultdict(list)
for qa, l in lab_by_qa.items():
    by_kind[l["kind"]].append(qa)
empties = [qa_index[qa][1]["assistant"] for qa in by_kind["empty_answer"]]
if len(empties) != 2 or "" not in empties or not any(e != "" and e.strip() == "" for e in empties):
    err("empty_answer: want exactly 2 (one empty string, one whitespace-only)")
for qa in by_kind["empty_answer"]:
    if lab_by_qa[qa]["label"] != "IRRELEVANT":
        err(f"{qa}: empty answer must be IRRELEVANT")
for qa, (sid, t) in qa_index.items():
    if t["assistant"].strip() == "" and lab_by_qa[qa]["label"] != "IRRELEVANT":
        err(f"{qa}: blank answer must be IRRELEVANT")
longs = by_kind["long_answer"]
if len(longs) != 3:
    err(f"long_answer: {len(longs)} (want 3)")
for qa in longs:
    if len(qa_index[qa][1]["assistant"]) <= 2000:
        err(f"{qa}: long answer only {len(qa_index[qa][1]['assistant'])} chars")
if not any(lab_by_qa[qa]["label"] == "NON_COMPLIANT" for qa in longs):
    err("need one NON_COMPLIANT long answer (single wrong sentence)")
for k in ("smalltalk", "out_of_scope"):
    for qa in by_kind[k]:
        if lab_by_qa[qa]["label"] != "IRRELEVANT":
            warnings.append(f"{qa}: {k} not labelled IRRELEVANT")

# ---------- expected sessions ----------
exp_ids = set()
for e in exp:
    sid = e["session_id"]
    exp_ids.add(sid)
    if sid not in sess_turns:
        err(f"expected: unknown session {sid}")
        continue
    turns = sess_turns[sid]
    conv_s = next(s for s in conv if s["session_id"] == sid)
    if e["assistant_id"] != conv_s["assistant_id"]:
        err(f"{sid}: assistant_id mismatch")
    labs = [lab_by_qa[t["qa_id"]]["label"] for t in turns]
    cnt = Counter(labs)
    if e["n_interactions"] != len(turns):
        err(f"{sid}: n_interactions")
    if (e["n_compliant"], e["n_non_compliant"], e["n_irrelevant"]) != (cnt["COMPLIANT"], cnt["NON_COMPLIANT"], cnt["IRRELEVANT"]):
        err(f"{sid}: label counts differ")
    given = [t.get("weight") for t in turns]
    if all(w is not None for w in given):
        mode = "full"
        ws = {t["qa_id"]: t["weight"] for t in turns}
        if abs(sum(ws.values()) - 1.0) > 1e-9:
            err(f"{sid}: given weights sum to {sum(ws.values())}")
    elif any(w is not None for w in given):
        err(f"{sid}: weights on some turns only")
        continue
    else:
        mode = "none"
        ws = {t["qa_id"]: round(1.0 / len(turns), 4) for t in turns}
    if e["weight_mode"] != mode:
        err(f"{sid}: weight_mode {e['weight_mode']} != {mode}")
    if set(e["resolved_weights"]) != set(ws) or any(abs(e["resolved_weights"][q] - ws[q]) > 1e-9 for q in ws):
        err(f"{sid}: resolved_weights differ")
    num = sum(ws[t["qa_id"]] for t, l in zip(turns, labs) if l == "COMPLIANT")
    den = sum(ws[t["qa_id"]] for t, l in zip(turns, labs) if l != "IRRELEVANT")
    if den == 0:
        score, verdict = None, "IRRELEVANT"
    else:
        score = round(num / den, 4)
        verdict = "COMPLIANT" if score >= 0.5 else "NON_COMPLIANT"
    if e["expected_score"] != score:
        err(f"{sid}: expected_score {e['expected_score']} != {score}")
    if e["expected_verdict"] != verdict:
        err(f"{sid}: expected_verdict {e['expected_verdict']} != {verdict}")
if exp_ids != set(sess_turns):
    err("expected_sessions.jsonl does not cover exactly the sessions")
n_weighted = sum(1 for e in exp if e["weight_mode"] == "full")
if not 2 <= n_weighted <= 3:
    err(f"{n_weighted} weighted sessions (want 2-3)")

# ---------- report ----------
lc = Counter(l["label"] for l in lab_by_qa.values())
kc = Counter(l["kind"] for l in lab_by_qa.values())
kl = defaultdict(Counter)
for l in lab_by_qa.values():
    kl[l["kind"]][l["label"]] += 1
print(f"corpus: {len(docs)} documents, {tables} tables")
print(f"sessions: {n_sessions} ({n_weighted} weighted), interactions: {n_inter}, assistants: {sorted(assistants)}")
print("labels:")
for lab in LABELS:
    print(f"  {lab:14s} {lc[lab]:3d}  {100.0 * lc[lab] / max(n_inter, 1):5.1f}%")
print("kinds (total: C / NC / I):")
for k in KINDS:
    print(f"  {k:13s} {kc[k]:3d}: {kl[k]['COMPLIANT']} / {kl[k]['NON_COMPLIANT']} / {kl[k]['IRRELEVANT']}")
vc = Counter(e["expected_verdict"] for e in exp)
print("session verdicts:", dict(vc))
for e in exp:
    print(f"  {e['session_id']} {e['assistant_id']:21s} {e['weight_mode']:4s} "
          f"C={e['n_compliant']} NC={e['n_non_compliant']} I={e['n_irrelevant']} "
          f"score={e['expected_score']} -> {e['expected_verdict']}")
for w in warnings:
    print("WARNING:", w)
if errors:
    for x in errors:
        print("ERROR:", x)
    sys.exit(1)
print("OK: all checks passed")
