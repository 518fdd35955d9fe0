#!/usr/bin/env python3
"""Re-check the BN blind labelled set: JSON, ids, labels, clauses, kinds, weights,
scores, verdicts and corpus word counts. Exits non-zero on any failure."""
import json
import os
import re
import sys
from collections import Counter
from datetime import datetime

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.path.join(ROOT, "corpus")
LABELS = {"COMPLIANT", "NON_COMPLIANT", "IRRELEVANT"}
KINDS = {"numeric", "time_window", "multi_rule", "partial", "negation", "modality", "paraphrase",
         "plain", "long_answer", "refusal", "smalltalk", "out_of_scope", "empty_answer"}
IRR_KINDS = {"smalltalk", "out_of_scope", "empty_answer"}
ASSISTANT_FILES = {
    "llanmor-bog-assistant": {"company/llanmor-bog-events-policy.md", "bog-snorkelling-code.md"},
    "highline-kite-assistant": {"company/highline-kite-festivals-policy.md", "kite-festivals-code.md"},
    "general-desk": {"gurning-contests-code.md", "worm-charming-code.md"},
}
errors = []


def err(msg):
    errors.append(msg)


def load_jsonl(name):
    rows = []
    path = os.path.join(ROOT, name)
    if not os.path.exists(path):
        err(f"{name}: missing")
        return rows
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                err(f"{name}:{n}: blank line")
                continue
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                err(f"{name}:{n}: bad JSON ({e})")
    return rows


def words(text):
    return re.findall(r"[A-Za-z0-9£°]+(?:['’.,:/-][A-Za-z0-9]+)*%?", text)


def headings(path):
    with open(path, encoding="utf-8") as f:
        return {m.group(1).strip() for m in re.finditer(r"^## (.+)$", f.read(), re.M)}


def count_tables(text):
    lines = text.splitlines()
    return sum(1 for i in range(1, len(lines))
               if re.match(r"^\|\s*:?-{3,}", lines[i]) and lines[i - 1].startswith("|"))


# ---------- corpus ----------
codes = sorted(f for f in os.listdir(CORPUS) if f.endswith("-code.md"))
policies = sorted(f for f in os.listdir(os.path.join(CORPUS, "company")) if f.endswith("-policy.md"))
if len(codes) != 4:
    err(f"corpus: expected 4 codes, found {len(codes)}")
if len(policies) != 2:
    err(f"corpus: expected 2 company policies, found {len(policies)}")
tables = 0
corpus_files = [c for c in codes] + ["company/" + p for p in policies]
heads = {}
for rel in corpus_files:
    path = os.path.join(CORPUS, rel)
    text = open(path, encoding="utf-8").read()
    if not re.match(r"^# \S", text):
        err(f"{rel}: no '#' title on first line")
    heads[rel] = headings(path)
    if len(heads[rel]) < 4:
        err(f"{rel}: fewer than 4 '##' sections")
    n_re, n_ws = len(words(text)), len(text.split())
    lo, hi = (400, 800) if rel.endswith("-code.md") else (200, 800)
    for label, n in (("words", n_re), ("whitespace tokens", n_ws)):
        if not lo <= n <= hi:
            err(f"{rel}: {n} {label}, outside {lo}-{hi}")
    tables += count_tables(text)
    for m in re.finditer(r"\b\d{3}[- ]\d{4}\b", text):
        if not m.group(0).startswith("555"):
            err(f"{rel}: telephone number {m.group(0)} does not use the 555- prefix")
if not 10 <= tables <= 14:
    err(f"corpus: {tables} tables, outside 10-14")

# ---------- conversations ----------
convs = load_jsonl("conversations.jsonl")
labels = load_jsonl("labels.jsonl")
expected = load_jsonl("expected_sessions.jsonl")

sids, qids, turn_session, answers = [], [], {}, {}
assistant_of = {}
for s in convs:
    for key in ("session_id", "assistant_id", "language", "context", "started_at", "conversation"):
        if key not in s:
            err(f"conversations: session missing {key}")
    sid = s.get("session_id", "?")
    sids.append(sid)
    if not re.fullmatch(r"BN-\d{2}", sid):
        err(f"{sid}: bad session id")
    if s.get("language") != "english":
        err(f"{sid}: language must be english")
    if s.get("assistant_id") not in ASSISTANT_FILES:
        err(f"{sid}: unknown assistant {s.get('assistant_id')}")
    assistant_of[sid] = s.get("assistant_id")
    try:
        datetime.strptime(s.get("started_at", ""), "%Y-%m-%dT%H:%M:%SZ")
    except ValueError:
        err(f"{sid}: bad started_at")
    for i, t in enumerate(s.get("conversation", []), 1):
        for key in ("qa_id", "query", "assistant", "ground_truth_assistant"):
            if key not in t or not isinstance(t[key], str):
                err(f"{sid}: turn {i} missing string {key}")
        qid = t.get("qa_id")
        if qid != f"{sid}-q{i}":
            err(f"{sid}: turn {i} has qa_id {qid}, expected {sid}-q{i}")
        qids.append(qid)
        turn_session[qid] = sid
        answers[qid] = t.get("assistant", "")
        if not t.get("query", "").strip() or not t.get("ground_truth_assistant", "").strip():
            err(f"{qid}: empty query or ground truth")
    w = s.get("weights")
    if w is not None:
        ids = [t["qa_id"] for t in s["conversation"]]
        if sorted(w) != sorted(ids):
            err(f"{sid}: weights must cover exactly the session's turns")
        if any(not isinstance(v, (int, float)) or v <= 0 for v in w.values()):
            err(f"{sid}: weights must be positive numbers")

for name, ids in (("session", sids), ("qa", qids)):
    dup = [k for k, v in Counter(ids).items() if v > 1]
    if dup:
        err(f"duplicate {name} ids: {dup}")
if not 16 <= len(sids) <= 20:
    err(f"{len(sids)} sessions, outside 16-20")
if not 75 <= len(qids) <= 85:
    err(f"{len(qids)} interactions, outside 75-85")
if len(set(assistant_of.values())) != 3:
    err("expected exactly 3 assistants")
empties = [q for q, a in answers.items() if not a.strip()]
if not any(answers[q] == "" for q in empties) or not any(answers[q] != "" for q in empties):
    err("need one empty-string answer and one whitespace-only answer")

# ---------- labels ----------
label_of = {}
for r in labels:
    qid, sid = r.get("qa_id"), r.get("session_id")
    if qid in label_of:
        err(f"labels: duplicate {qid}")
    if qid not in turn_session:
        err(f"labels: unknown qa_id {qid}")
        continue
    if turn_session[qid] != sid:
        err(f"labels: {qid} has wrong session_id {sid}")
    lab, kind, clause = r.get("label"), r.get("kind"), r.get("clause")
    label_of[qid] = lab
    if lab not in LABELS:
        err(f"{qid}: bad label {lab}")
    if kind not in KINDS:
        err(f"{qid}: bad kind {kind}")
    if not isinstance(r.get("rationale"), str) or not r["rationale"].strip():
        err(f"{qid}: missing rationale")
    if lab == "IRRELEVANT":
        if clause is not None:
            err(f"{qid}: IRRELEVANT must have null clause")
        if kind not in IRR_KINDS:
            err(f"{qid}: IRRELEVANT with non-irrelevant kind {kind}")
    else:
        if kind in IRR_KINDS:
            err(f"{qid}: {lab} with irrelevant-only kind {kind}")
        if not isinstance(clause, str) or "#" not in clause:
            err(f"{qid}: clause must be 'file.md#Heading'")
            continue
        f, h = clause.split("#", 1)
        if f not in heads:
            err(f"{qid}: clause file {f} not in corpus")
        elif h not in heads[f]:
            err(f"{qid}: heading '{h}' not found in {f}")
        if f not in ASSISTANT_FILES.get(assistant_of[sid], set()):
            err(f"{qid}: clause file {f} does not apply to {assistant_of[sid]}")
    if not answers[qid].strip() and (lab != "IRRELEVANT" or kind != "empty_answer"):
        err(f"{qid}: empty answer must be IRRELEVANT / empty_answer")
missing = set(qids) - set(label_of)
if missing:
    err(f"labels missing for {sorted(missing)}")

counts = Counter(label_of.values())
total = sum(counts.values()) or 1
for lab, lo, hi in (("COMPLIANT", 0.38, 0.52), ("NON_COMPLIANT", 0.33, 0.47), ("IRRELEVANT", 0.10, 0.20)):
    share = counts[lab] / total
    if not lo <= share <= hi:
        err(f"{lab} share {share:.2f} outside {lo}-{hi}")
kind_counts = Counter(r.get("kind") for r in labels)
if set(kind_counts) != KINDS:
    err(f"kinds not all covered: missing {sorted(KINDS - set(kind_counts))}")
top2 = {k for k, _ in kind_counts.most_common(2)}
if top2 != {"numeric", "time_window"}:
    err(f"numeric and time_window must be the two most common kinds, got {top2}")

# ---------- expected sessions ----------
exp_by = {}
for e in expected:
    if e.get("session_id") in exp_by:
        err(f"expected: duplicate {e.get('session_id')}")
    exp_by[e.get("session_id")] = e
if set(exp_by) != set(sids):
    err("expected_sessions must have exactly one line per session")
all_irr = 0
for s in convs:
    sid = s["session_id"]
    e = exp_by.get(sid)
    if e is None:
        continue
    ids = [t["qa_id"] for t in s["conversation"]]
    labs = [label_of.get(q) for q in ids]
    explicit = s.get("weights")
    raw = {q: (float(explicit[q]) if explicit else 1.0 / len(ids)) for q in ids}
    graded = [q for q in ids if label_of.get(q) != "IRRELEVANT"]
    if graded:
        tot = sum(raw[q] for q in graded)
        w = {q: round(raw[q] / tot, 6) for q in graded}
        score = round(sum(raw[q] / tot for q in graded if label_of[q] == "COMPLIANT"), 6)
        verdict = "COMPLIANT" if score >= 0.5 else "NON_COMPLIANT"
    else:
        all_irr += 1
        w, score, verdict = {}, None, "IRRELEVANT"
    want = {"assistant_id": s["assistant_id"], "n_interactions": len(ids),
            "n_compliant": labs.count("COMPLIANT"), "n_non_compliant": labs.count("NON_COMPLIANT"),
            "n_irrelevant": labs.count("IRRELEVANT"),
            "weight_mode": "explicit" if explicit else "none", "resolved_weights": w,
            "expected_score": score, "expected_verdict": verdict}
    for k, v in want.items():
        got = e.get(k)
        if k == "resolved_weights":
            if set(got or {}) != set(v) or any(abs(got[q] - v[q]) > 1e-6 for q in v):
                err(f"{sid}: resolved_weights {got} != {v}")
        elif k == "expected_score" and v is not None:
            if got is None or abs(got - v) > 1e-6:
                err(f"{sid}: expected_score {got} != {v}")
        elif got != v:
            err(f"{sid}: {k} {got!r} != {v!r}")
if all_irr < 1:
    err("need at least one all-IRRELEVANT session")
if not any(s.get("weights") for s in convs):
    err("need at least one session with explicit weights")

# ---------- README ----------
readme = os.path.join(ROOT, "README.md")
if not os.path.exists(readme):
    err("README.md missing")
else:
    rt = open(readme, encoding="utf-8").read()
    for rel in corpus_files:
        if rel not in rt:
            err(f"README does not mention {rel}")
    if "## Provenance" not in rt:
        err("README lacks a Provenance section")

if errors:
    print("FAIL")
    for e in errors:
        print(" -", e)
    sys.exit(1)
print(f"OK: {len(sids)} sessions, {len(qids)} interactions, labels {dict(counts)}, "
      f"{tables} tables, all-IRRELEVANT sessions {all_irr}")
