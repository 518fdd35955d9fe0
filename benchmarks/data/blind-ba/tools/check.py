#!/usr/bin/env python3
"""Re-check the blind-ba evaluation set. Exits non-zero on any problem."""
import json
import os
import re
import sys
from collections import Counter

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.path.join(ROOT, "corpus")
LABELS = {"COMPLIANT", "NON_COMPLIANT", "IRRELEVANT"}
KINDS = {"numeric", "time_window", "multi_rule", "partial", "negation", "plain", "out_of_scope",
         "modality", "paraphrase", "smalltalk", "long_answer", "refusal", "empty_answer"}
errors = []


def err(msg):
    errors.append(msg)


def load(name):
    out = []
    with open(os.path.join(ROOT, name), encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            try:
                out.append(json.loads(line))
            except json.JSONDecodeError as e:
                err(f"{name}:{n}: invalid JSON ({e})")
    return out


# corpus headings
headings = {}
for dirpath, _, files in os.walk(CORPUS):
    for fn in files:
        if fn.endswith(".md"):
            path = os.path.join(dirpath, fn)
            rel = os.path.relpath(path, CORPUS).replace(os.sep, "/")
            text = open(path, encoding="utf-8").read()
            headings[rel] = set(re.findall(r"^## (.+?)\s*$", text, re.M))
            words = len(text.split())
            if not 400 <= words <= 800:
                err(f"corpus/{rel}: {words} words (expected 400-800)")
            if len(re.findall(r"^# ", text, re.M)) != 1:
                err(f"corpus/{rel}: expected exactly one '#' title")
if len(headings) != 6:
    err(f"expected 6 corpus documents, found {len(headings)}")

convs = load("conversations.jsonl")
labels = load("labels.jsonl")
exps = load("expected_sessions.jsonl")

# conversations
qa_order, session_turns, session_weights = [], {}, {}
sids = [c.get("session_id") for c in convs]
if len(set(sids)) != len(sids):
    err("duplicate session_id in conversations")
for c in convs:
    sid = c["session_id"]
    for k in ("assistant_id", "language", "context", "started_at", "conversation"):
        if k not in c:
            err(f"{sid}: missing {k}")
    if c.get("language") != "english":
        err(f"{sid}: language must be english")
    if not re.fullmatch(r"2025-\d\d-\d\dT\d\d:\d\d:00Z", c.get("started_at", "")):
        err(f"{sid}: bad started_at")
    turns = c["conversation"]
    if not 3 <= len(turns) <= 5:
        err(f"{sid}: {len(turns)} turns (expected 3-5)")
    ws = [t.get("weight") for t in turns]
    if any(w is not None for w in ws):
        if any(w is None for w in ws):
            err(f"{sid}: weight missing on some turns")
        elif abs(sum(ws) - 1) > 1e-6:
            err(f"{sid}: weights sum to {sum(ws)}")
        session_weights[sid] = {t["qa_id"]: t["weight"] for t in turns}
    session_turns[sid] = []
    for i, t in enumerate(turns, 1):
        if t.get("qa_id") != f"{sid}-q{i}":
            err(f"{sid}: turn {i} has qa_id {t.get('qa_id')}")
        for k in ("query", "assistant", "ground_truth_assistant"):
            if not isinstance(t.get(k), str):
                err(f"{t.get('qa_id')}: {k} missing or not a string")
        qa_order.append(t["qa_id"])
        session_turns[sid].append(t)

# labels
lab = {}
for l in labels:
    qa = l.get("qa_id")
    if qa in lab:
        err(f"duplicate label for {qa}")
    lab[qa] = l
    if l.get("label") not in LABELS:
        err(f"{qa}: bad label")
    if l.get("kind") not in KINDS:
        err(f"{qa}: bad kind {l.get('kind')}")
    if not l.get("rationale"):
        err(f"{qa}: missing rationale")
    if not qa or not qa.startswith(l.get("session_id", "?") + "-"):
        err(f"{qa}: session_id mismatch")
    cl = l.get("clause")
    if l.get("label") == "IRRELEVANT":
        if cl is not None:
            err(f"{qa}: IRRELEVANT must have null clause")
    else:
        if not cl or "#" not in cl:
            err(f"{qa}: clause missing")
        else:
            f, h = cl.split("#", 1)
            if f not in headings:
                err(f"{qa}: clause file {f} not in corpus")
            elif h not in headings[f]:
                err(f"{qa}: heading '{h}' not in {f}")
if set(lab) != set(qa_order):
    err("labels and conversations cover different qa_ids")

# empty answers must be IRRELEVANT/empty_answer
for sid, turns in session_turns.items():
    for t in turns:
        if not t["assistant"].strip():
            l = lab.get(t["qa_id"], {})
            if l.get("label") != "IRRELEVANT" or l.get("kind") != "empty_answer":
                err(f"{t['qa_id']}: empty answer not labelled IRRELEVANT/empty_answer")

# expected sessions: recompute
exp_by = {e["session_id"]: e for e in exps}
if set(exp_by) != set(session_turns):
    err("expected_sessions and conversations cover different sessions")
aid = {c["session_id"]: c["assistant_id"] for c in convs}
for sid, turns in session_turns.items():
    e = exp_by.get(sid)
    if not e:
        continue
    ls = {t["qa_id"]: lab[t["qa_id"]]["label"] for t in turns if t["qa_id"] in lab}
    cnt = Counter(ls.values())
    for key, val in (("assistant_id", aid[sid]), ("n_interactions", len(turns)),
                     ("n_compliant", cnt["COMPLIANT"]), ("n_non_compliant", cnt["NON_COMPLIANT"]),
                     ("n_irrelevant", cnt["IRRELEVANT"]),
                     ("weight_mode", "explicit" if sid in session_weights else "none")):
        if e.get(key) != val:
            err(f"{sid}: {key} is {e.get(key)}, expected {val}")
    w = session_weights.get(sid, {q: 1.0 for q in ls})
    scored = [q for q in ls if ls[q] != "IRRELEVANT"]
    if scored:
        tot = sum(w[q] for q in scored)
        rw = {q: w[q] / tot for q in scored}
        score = sum(rw[q] for q in scored if ls[q] == "COMPLIANT")
        verdict = "COMPLIANT" if score >= 0.5 - 1e-9 else "NON_COMPLIANT"
        if e.get("expected_score") is None or abs(e["expected_score"] - score) > 1e-4:
            err(f"{sid}: score {e.get('expected_score')} expected {score:.6f}")
        got = e.get("resolved_weights", {})
        if set(got) != set(rw) or any(abs(got[q] - rw[q]) > 1e-4 for q in rw):
            err(f"{sid}: resolved_weights wrong")
        if abs(sum(got.values()) - 1) > 1e-4:
            err(f"{sid}: resolved_weights do not sum to 1")
    else:
        verdict = "IRRELEVANT"
        if e.get("expected_score") is not None:
            err(f"{sid}: all-IRRELEVANT session must have null score")
        if e.get("resolved_weights"):
            err(f"{sid}: all-IRRELEVANT session must have empty resolved_weights")
    if e.get("expected_verdict") != verdict:
        err(f"{sid}: verdict {e.get('expected_verdict')} expected {verdict}")

# summary
tot = Counter(l["label"] for l in labels)
kinds = Counter(l["kind"] for l in labels)
missing_kinds = KINDS - set(kinds)
if missing_kinds:
    err(f"kinds never used: {sorted(missing_kinds)}")
n = len(labels)
print(f"sessions={len(convs)} interactions={n} assistants={len(set(aid.values()))}")
for k in ("COMPLIANT", "NON_COMPLIANT", "IRRELEVANT"):
    print(f"  {k}: {tot[k]} ({100 * tot[k] / n:.1f}%)")
print("  weighted sessions:", sorted(session_weights))
print("  verdicts:", dict(Counter(e["expected_verdict"] for e in exps)))
if errors:
    print(f"FAILED with {len(errors)} problem(s):")
    for m in errors:
        print("  -", m)
    sys.exit(1)
print("OK: all checks passed")
