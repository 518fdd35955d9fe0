#!/usr/bin/env python3
"""Re-check the blind-av evaluation set. Exits non-zero on any error."""
import json
import os
import re
import sys
from datetime import datetime

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.path.join(ROOT, "corpus")
LABELS = {"COMPLIANT", "NON_COMPLIANT", "IRRELEVANT"}
KINDS = {"numeric", "time_window", "multi_rule", "partial", "negation", "plain",
         "out_of_scope", "modality", "paraphrase", "smalltalk", "long_answer",
         "refusal", "empty_answer"}
ASSISTANTS = {"piecewise-library-assistant", "starline-cheer-assistant",
              "hollowmere-community-desk"}
errors = []


def err(msg):
    errors.append(msg)


def load(name):
    rows = []
    with open(os.path.join(ROOT, name), encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                err(f"{name}:{n}: invalid JSON ({e})")
    return rows


def words(text):
    return len([w for w in re.split(r"\s+", text) if re.search(r"[A-Za-z0-9£]", w)])


# ---- corpus: files, headings, word counts, tables
headings = {}
n_tables = 0
for dirpath, _, files in os.walk(CORPUS):
    for fn in files:
        if not fn.endswith(".md"):
            continue
        path = os.path.join(dirpath, fn)
        rel = os.path.relpath(path, CORPUS).replace(os.sep, "/")
        text = open(path, encoding="utf-8").read()
        lines = text.splitlines()
        if not lines or not lines[0].startswith("# "):
            err(f"corpus/{rel}: first line is not a '# ' title")
        headings[rel] = {l[3:].strip() for l in lines if l.startswith("## ")}
        n_tables += sum(1 for l in lines if re.match(r"^\|\s*-{3,}", l))
        w = words(text)
        if not 400 <= w <= 800:
            err(f"corpus/{rel}: {w} words, outside 400-800")
if len(headings) != 6:
    err(f"expected 6 corpus documents, found {len(headings)}")
if len([r for r in headings if r.startswith("company/")]) != 2:
    err("expected 2 company policies under corpus/company/")
if not 8 <= n_tables <= 10:
    err(f"expected 8-10 markdown tables, found {n_tables}")

# ---- conversations
convs = load("conversations.jsonl")
labels = load("labels.jsonl")
expected = load("expected_sessions.jsonl")

conv_ids, turns_by_session, weights = [], {}, {}
sid_re = re.compile(r"^AV-\d{2}$")
for c in convs:
    for key in ("session_id", "assistant_id", "language", "context", "started_at", "conversation"):
        if key not in c:
            err(f"conversation missing {key}: {c.get('session_id')}")
    sid = c.get("session_id", "")
    if not sid_re.match(sid):
        err(f"bad session_id {sid!r}")
    if sid in turns_by_session:
        err(f"duplicate session {sid}")
    if c.get("assistant_id") not in ASSISTANTS:
        err(f"{sid}: unknown assistant_id {c.get('assistant_id')}")
    if c.get("language") != "english":
        err(f"{sid}: language must be 'english'")
    try:
        dt = datetime.strptime(c["started_at"], "%Y-%m-%dT%H:%M:%SZ")
        if dt.year != 2025 or dt.second != 0:
            err(f"{sid}: started_at not a 2025 minute timestamp")
    except (KeyError, ValueError):
        err(f"{sid}: bad started_at")
    turns = c.get("conversation", [])
    if not 3 <= len(turns) <= 5:
        err(f"{sid}: {len(turns)} turns, expected 3-5")
    turns_by_session[sid] = [t["qa_id"] for t in turns]
    ws = [t.get("weight") for t in turns]
    if any(w is not None for w in ws):
        if any(w is None for w in ws):
            err(f"{sid}: weight on some turns but not all")
        elif abs(sum(ws) - 1) > 1e-9:
            err(f"{sid}: weights sum to {sum(ws)}, not 1")
        weights[sid] = dict(zip(turns_by_session[sid], ws))
    for i, t in enumerate(turns, 1):
        if t.get("qa_id") != f"{sid}-q{i}":
            err(f"{sid}: turn {i} has qa_id {t.get('qa_id')}")
        for key in ("query", "assistant", "ground_truth_assistant"):
            if not isinstance(t.get(key), str):
                err(f"{t.get('qa_id')}: {key} missing or not a string")
        conv_ids.append(t.get("qa_id"))
if len(set(conv_ids)) != len(conv_ids):
    err("duplicate qa_id in conversations")
if len(weights) != 3:
    err(f"expected 3 weighted sessions, found {len(weights)}")

# ---- labels
label_by_qa = {}
for l in labels:
    qa = l.get("qa_id")
    if qa in label_by_qa:
        err(f"duplicate label for {qa}")
    label_by_qa[qa] = l
    if l.get("label") not in LABELS:
        err(f"{qa}: bad label {l.get('label')}")
    if l.get("kind") not in KINDS:
        err(f"{qa}: bad kind {l.get('kind')}")
    if not l.get("rationale"):
        err(f"{qa}: empty rationale")
    if qa not in conv_ids or not qa.startswith(l.get("session_id", "") + "-"):
        err(f"{qa}: label does not match a conversation turn / session")
    clause = l.get("clause")
    if l.get("label") == "IRRELEVANT":
        if clause is not None:
            err(f"{qa}: IRRELEVANT must have clause null")
    else:
        if not clause or "#" not in clause:
            err(f"{qa}: clause missing or without '#'")
        else:
            f, h = clause.split("#", 1)
            if f not in headings:
                err(f"{qa}: clause file {f} not in corpus")
            elif h not in headings[f]:
                err(f"{qa}: heading '{h}' not found in {f}")
if set(label_by_qa) != set(conv_ids):
    err("labels and conversation turns differ")

# empty answers must be IRRELEVANT/empty_answer, and vice versa
answers = {t["qa_id"]: t["assistant"] for c in convs for t in c["conversation"]}
empties = [qa for qa, a in answers.items() if a.strip() == ""]
for qa in empties:
    if label_by_qa[qa]["label"] != "IRRELEVANT" or label_by_qa[qa]["kind"] != "empty_answer":
        err(f"{qa}: empty answer must be IRRELEVANT / empty_answer")
if sorted(answers[q] == "" for q in empties) != [False, True]:
    err("expected exactly two empty answers: one '' and one whitespace-only")

# ---- expected sessions: recompute everything
exp_by_sid = {e["session_id"]: e for e in expected}
if set(exp_by_sid) != set(turns_by_session):
    err("expected_sessions and conversations list different sessions")
assistant_of = {c["session_id"]: c["assistant_id"] for c in convs}
for sid, qas in turns_by_session.items():
    e = exp_by_sid.get(sid)
    if e is None:
        continue
    labs = [label_by_qa[q]["label"] for q in qas]
    if e["assistant_id"] != assistant_of[sid]:
        err(f"{sid}: assistant_id mismatch")
    for key, val in (("n_interactions", len(qas)),
                     ("n_compliant", labs.count("COMPLIANT")),
                     ("n_non_compliant", labs.count("NON_COMPLIANT")),
                     ("n_irrelevant", labs.count("IRRELEVANT"))):
        if e[key] != val:
            err(f"{sid}: {key} is {e[key]}, expected {val}")
    mode = "explicit" if sid in weights else "none"
    if e["weight_mode"] != mode:
        err(f"{sid}: weight_mode {e['weight_mode']}, expected {mode}")
    raw = weights.get(sid, {q: 1.0 for q in qas})
    kept = [q for q in qas if label_by_qa[q]["label"] != "IRRELEVANT"]
    if not kept:
        exp_w = {q: 0.0 for q in qas}
        score, verdict = None, "IRRELEVANT"
    else:
        tot = sum(raw[q] for q in kept)
        exp_w = {q: (raw[q] / tot if q in kept else 0.0) for q in qas}
        score = sum(exp_w[q] for q in kept if label_by_qa[q]["label"] == "COMPLIANT")
        verdict = "COMPLIANT" if round(score, 4) >= 0.5 else "NON_COMPLIANT"
    rw = e["resolved_weights"]
    if set(rw) != set(qas) or any(abs(rw[q] - exp_w[q]) > 1e-5 for q in qas):
        err(f"{sid}: resolved_weights wrong")
    if kept and abs(sum(rw.values()) - 1) > 1e-4:
        err(f"{sid}: resolved weights do not sum to 1")
    if score is None:
        if e["expected_score"] is not None:
            err(f"{sid}: expected_score should be null")
    elif e["expected_score"] is None or abs(e["expected_score"] - score) > 1e-4:
        err(f"{sid}: expected_score {e['expected_score']}, recomputed {score:.4f}")
    if e["expected_verdict"] != verdict:
        err(f"{sid}: verdict {e['expected_verdict']}, recomputed {verdict}")

# ---- overall shape
n = len(labels)
counts = {k: sum(1 for l in labels if l["label"] == k) for k in LABELS}
if not 70 <= n <= 85:
    err(f"{n} interactions, expected 70-85")
if not 16 <= len(convs) <= 20:
    err(f"{len(convs)} sessions, expected about 18")
if len({c['assistant_id'] for c in convs}) != 3:
    err("expected 3 assistants")
if [e["expected_verdict"] for e in expected].count("IRRELEVANT") != 1:
    err("expected exactly one all-IRRELEVANT session")
missing_kinds = KINDS - {l["kind"] for l in labels}
if missing_kinds:
    err(f"kinds never used: {sorted(missing_kinds)}")

print(f"corpus documents: {len(headings)}, tables: {n_tables}")
print(f"sessions: {len(convs)}, interactions: {n}")
for k in ("COMPLIANT", "NON_COMPLIANT", "IRRELEVANT"):
    print(f"  {k}: {counts[k]} ({100 * counts[k] / n:.1f}%)")
if errors:
    print(f"FAILED with {len(errors)} error(s):")
    for m in errors:
        print("  -", m)
    sys.exit(1)
print("check.py: all checks passed")
