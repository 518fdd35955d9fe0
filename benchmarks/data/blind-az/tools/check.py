#!/usr/bin/env python3
"""Re-check the blind-az evaluation set. Exit code 0 when everything passes."""
import json
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.path.join(ROOT, "corpus")
LABELS = {"COMPLIANT", "NON_COMPLIANT", "IRRELEVANT"}
KINDS = {"numeric", "time_window", "multi_rule", "partial", "negation", "plain", "out_of_scope",
         "modality", "paraphrase", "smalltalk", "long_answer", "refusal", "empty_answer"}
ASSISTANTS = {"harrowmere_polo_assistant", "second_grain_assistant", "community_desk_assistant"}
errors = []


def err(msg):
    errors.append(msg)


def load(name):
    rows = []
    with open(os.path.join(ROOT, name), encoding="utf-8") as f:
        for i, line in enumerate(f, 1):
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                err(f"{name}:{i}: invalid JSON ({e})")
    return rows


def headings(path):
    with open(path, encoding="utf-8") as f:
        return {m.group(1).strip() for m in re.finditer(r"^## (.+)$", f.read(), re.M)}


# corpus
docs = {}
for d, _, files in os.walk(CORPUS):
    for fn in files:
        if fn.endswith(".md"):
            full = os.path.join(d, fn)
            rel = os.path.relpath(full, CORPUS).replace(os.sep, "/")
            docs[rel] = headings(full)
            with open(full, encoding="utf-8") as f:
                text = f.read()
            words = len(text.split())
            if not 400 <= words <= 800:
                err(f"corpus/{rel}: {words} words, outside 400-800")
            if not text.startswith("# "):
                err(f"corpus/{rel}: missing # title")
if len(docs) != 6 or sum(1 for k in docs if k.startswith("company/")) != 2:
    err(f"expected 6 corpus documents incl. 2 company policies, got {sorted(docs)}")

conv = load("conversations.jsonl")
labs = load("labels.jsonl")
exp = load("expected_sessions.jsonl")

# conversations
qa_session, weights, qa_order = {}, {}, []
sess_ids = set()
for s in conv:
    sid = s.get("session_id")
    for k in ("session_id", "assistant_id", "language", "context", "started_at", "conversation"):
        if k not in s:
            err(f"{sid}: missing {k}")
    if sid in sess_ids:
        err(f"duplicate session {sid}")
    sess_ids.add(sid)
    if s.get("assistant_id") not in ASSISTANTS:
        err(f"{sid}: unknown assistant {s.get('assistant_id')}")
    if s.get("language") != "english":
        err(f"{sid}: language must be english")
    if not re.fullmatch(r"2025-\d\d-\d\dT\d\d:\d\d:00Z", s.get("started_at", "")):
        err(f"{sid}: bad started_at")
    turns = s.get("conversation", [])
    if not 3 <= len(turns) <= 5:
        err(f"{sid}: {len(turns)} turns, expected 3-5")
    has_w = [("weight" in t) for t in turns]
    if any(has_w) and not all(has_w):
        err(f"{sid}: weight on some turns only")
    if all(has_w) and turns:
        tot = sum(t["weight"] for t in turns)
        if abs(tot - 1) > 1e-9:
            err(f"{sid}: weights sum to {tot}")
    for j, t in enumerate(turns, 1):
        qa = t.get("qa_id")
        if qa != f"{sid}-q{j}":
            err(f"{sid}: qa_id {qa} out of sequence")
        for k in ("query", "assistant", "ground_truth_assistant"):
            if not isinstance(t.get(k), str):
                err(f"{qa}: {k} must be a string")
        if qa in qa_session:
            err(f"duplicate qa_id {qa}")
        qa_session[qa] = sid
        qa_order.append(qa)
        weights[qa] = t.get("weight")

# labels
label_of = {}
for l in labs:
    qa = l.get("qa_id")
    if qa not in qa_session:
        err(f"label for unknown qa_id {qa}")
        continue
    if l.get("session_id") != qa_session[qa]:
        err(f"{qa}: session_id mismatch")
    if qa in label_of:
        err(f"{qa}: duplicate label")
    lab = l.get("label")
    if lab not in LABELS:
        err(f"{qa}: bad label {lab}")
    if l.get("kind") not in KINDS:
        err(f"{qa}: bad kind {l.get('kind')}")
    if not l.get("rationale"):
        err(f"{qa}: missing rationale")
    clause = l.get("clause")
    if lab == "IRRELEVANT":
        if clause is not None:
            err(f"{qa}: IRRELEVANT must have null clause")
    else:
        if not isinstance(clause, str) or "#" not in clause:
            err(f"{qa}: bad clause {clause}")
        else:
            f, h = clause.split("#", 1)
            if f not in docs:
                err(f"{qa}: clause file {f} not in corpus")
            elif h not in docs[f]:
                err(f"{qa}: heading '{h}' not found in {f}")
    label_of[qa] = lab
missing = set(qa_session) - set(label_of)
if missing:
    err(f"unlabelled interactions: {sorted(missing)}")

# empty answers must be IRRELEVANT
for s in conv:
    for t in s["conversation"]:
        if t["assistant"].strip() == "" and label_of.get(t["qa_id"]) != "IRRELEVANT":
            err(f"{t['qa_id']}: empty answer not IRRELEVANT")

# expected sessions
exp_by = {e.get("session_id"): e for e in exp}
if set(exp_by) != sess_ids or len(exp) != len(sess_ids):
    err("expected_sessions does not match sessions one-to-one")
for s in conv:
    sid = s["session_id"]
    e = exp_by.get(sid)
    if not e:
        continue
    qas = [t["qa_id"] for t in s["conversation"]]
    labsq = [label_of.get(q) for q in qas]
    cnt = {"n_interactions": len(qas), "n_compliant": labsq.count("COMPLIANT"),
           "n_non_compliant": labsq.count("NON_COMPLIANT"), "n_irrelevant": labsq.count("IRRELEVANT")}
    for k, v in cnt.items():
        if e.get(k) != v:
            err(f"{sid}: {k} {e.get(k)} != {v}")
    if e.get("assistant_id") != s["assistant_id"]:
        err(f"{sid}: assistant_id mismatch")
    weighted = weights[qas[0]] is not None
    if e.get("weight_mode") != ("explicit" if weighted else "none"):
        err(f"{sid}: weight_mode wrong")
    rel = [q for q in qas if label_of.get(q) != "IRRELEVANT"]
    if not rel:
        want_w, want_s, want_v = {}, None, "IRRELEVANT"
    else:
        tot = sum(weights[q] for q in rel) if weighted else len(rel)
        want_w = {q: (weights[q] if weighted else 1) / tot for q in rel}
        want_s = sum(w for q, w in want_w.items() if label_of[q] == "COMPLIANT")
        want_v = "COMPLIANT" if want_s >= 0.5 - 1e-9 else "NON_COMPLIANT"
    got_w = e.get("resolved_weights", {})
    if set(got_w) != set(want_w) or any(abs(got_w[q] - want_w[q]) > 1e-5 for q in want_w):
        err(f"{sid}: resolved_weights {got_w} != {want_w}")
    gs = e.get("expected_score")
    if (want_s is None) != (gs is None) or (gs is not None and abs(gs - want_s) > 1e-5):
        err(f"{sid}: expected_score {gs} != {want_s}")
    if e.get("expected_verdict") != want_v:
        err(f"{sid}: verdict {e.get('expected_verdict')} != {want_v}")

# global requirements
n = len(qa_order)
tot = {k: sum(1 for v in label_of.values() if v == k) for k in LABELS}
if not 70 <= n <= 85:
    err(f"{n} interactions, expected 70-85")
if sum(1 for s in conv if "weight" in s["conversation"][0]) != 3:
    err("expected exactly 3 weighted sessions")
empties = [t["assistant"] for s in conv for t in s["conversation"] if t["assistant"].strip() == ""]
if "" not in empties or not any(x != "" for x in empties):
    err("need one '' and one whitespace-only answer")
if not any(e["expected_verdict"] == "IRRELEVANT" for e in exp):
    err("need one all-IRRELEVANT session")
if len({s["assistant_id"] for s in conv}) != 3:
    err("need 3 assistants")

if errors:
    print("FAIL")
    for e in errors:
        print(" -", e)
    sys.exit(1)
print(f"OK: {len(docs)} corpus docs, {len(conv)} sessions, {n} interactions, "
      + ", ".join(f"{k}={tot[k]} ({100*tot[k]/n:.0f}%)" for k in ("COMPLIANT", "NON_COMPLIANT", "IRRELEVANT")))
