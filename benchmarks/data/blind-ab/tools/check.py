#!/usr/bin/env python3
"""Re-checks the blind-ab evaluation set (stdlib only).

Checks: JSON parses; session/turn structure; qa_id uniqueness and prefix;
every clause names an existing corpus file and heading; label/kind values;
per-session counts; weights (given weights sum to 1, resolved weights);
expected scores and verdicts recomputed from labels; corpus shape
(word counts, headings, tables, 555- phone numbers). Prints a summary."""
import json, os, re, sys, glob
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


# ---- corpus ----
headings = {}
for path in sorted(glob.glob(os.path.join(CORPUS, "**", "*.md"), recursive=True)):
    rel = os.path.relpath(path, CORPUS).replace(os.sep, "/")
    text = open(path, encoding="utf-8").read()
    hs = [m.group(2).strip() for m in re.finditer(r"^(#{1,6})\s+(.+)$", text, re.M)]
    headings[rel] = set(hs)
    if len(hs) != len(set(hs)):
        err(f"{rel}: duplicate headings")
    words = len(re.findall(r"[A-Za-z0-9€%]+(?:['.,:–-][A-Za-z0-9]+)*", text))
    if not 380 <= words <= 820:
        err(f"{rel}: {words} words, outside roughly 400-800")
    for num in re.findall(r"\b\d{3}-\d{4}\b", text):
        if not num.startswith("555-"):
            err(f"{rel}: phone number {num} not 555-")
n_docs = len(headings)
n_tables = sum(len(re.findall(r"^\|[-| ]+\|\s*$", open(os.path.join(CORPUS, r), encoding="utf-8").read(), re.M))
               for r in headings)
if not 5 <= n_docs <= 6:
    err(f"corpus has {n_docs} documents, expected 5 or 6")
if not any(r.startswith("company/") for r in headings):
    err("no document in corpus/company/")
if n_tables < 2:
    err("fewer than two tables in corpus")

# ---- conversations ----
conv = load_jsonl("conversations.jsonl")
labels = load_jsonl("labels.jsonl")
expected = load_jsonl("expected_sessions.jsonl")

qa_index = {}
sessions = {}
for s in conv:
    for key in ("session_id", "assistant_id", "language", "context", "started_at", "conversation"):
        if key not in s:
            err(f"session {s.get('session_id')}: missing {key}")
    sid = s["session_id"]
    if sid in sessions:
        err(f"duplicate session {sid}")
    sessions[sid] = s
    if s["language"] != "english":
        err(f"{sid}: language {s['language']}")
    if not re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ", s["started_at"]):
        err(f"{sid}: started_at not ISO UTC")
    if not 3 <= len(s["conversation"]) <= 5:
        err(f"{sid}: {len(s['conversation'])} turns")
    for t in s["conversation"]:
        for key in ("qa_id", "query", "assistant", "ground_truth_assistant"):
            if key not in t:
                err(f"{sid}: turn missing {key}")
        q = t["qa_id"]
        if not q.startswith("bab-"):
            err(f"{q}: prefix")
        if q in qa_index:
            err(f"duplicate qa_id {q}")
        qa_index[q] = (sid, t)

n_sessions, n_turns = len(conv), len(qa_index)
if not 16 <= n_sessions <= 20:
    err(f"{n_sessions} sessions")
if not 70 <= n_turns <= 80:
    err(f"{n_turns} interactions")
assistants = {s["assistant_id"] for s in conv}
if len(assistants) != 3:
    err(f"{len(assistants)} assistant ids")

# ---- labels ----
lab_by_qa = {}
for r in labels:
    q = r.get("qa_id")
    if q not in qa_index:
        err(f"label for unknown qa_id {q}")
        continue
    if q in lab_by_qa:
        err(f"duplicate label {q}")
    lab_by_qa[q] = r
    if r["session_id"] != qa_index[q][0]:
        err(f"{q}: session mismatch")
    if r["label"] not in LABELS:
        err(f"{q}: label {r['label']}")
    if r["kind"] not in KINDS:
        err(f"{q}: kind {r['kind']}")
    if not r.get("rationale"):
        err(f"{q}: no rationale")
    c = r["clause"]
    if r["label"] == "IRRELEVANT":
        if c is not None:
            err(f"{q}: IRRELEVANT with clause")
    else:
        if not c or "#" not in c:
            err(f"{q}: missing clause")
        else:
            f, h = c.split("#", 1)
            if f not in headings:
                err(f"{q}: clause file {f} not found")
            elif h not in headings[f]:
                err(f"{q}: heading '{h}' not in {f}")
for q in qa_index:
    if q not in lab_by_qa:
        err(f"{q}: no label")

# kind-specific checks
for q, r in lab_by_qa.items():
    a = qa_index[q][1]["assistant"]
    if r["kind"] == "empty_answer" and a.strip():
        err(f"{q}: empty_answer has text")
    if r["kind"] == "long_answer" and len(a) <= 2000:
        err(f"{q}: long_answer only {len(a)} chars")
    if r["kind"] in ("smalltalk", "out_of_scope", "empty_answer") and r["label"] != "IRRELEVANT":
        err(f"{q}: {r['kind']} should be IRRELEVANT")
    if not a.strip() and r["label"] != "IRRELEVANT":
        err(f"{q}: blank answer not IRRELEVANT")
empties = [qa_index[q][1]["assistant"] for q, r in lab_by_qa.items() if r["kind"] == "empty_answer"]
if sorted(e == "" for e in empties) != [False, True]:
    err("need exactly one empty-string and one whitespace-only empty_answer")
if sum(r["kind"] == "long_answer" for r in lab_by_qa.values()) != 3:
    err("need exactly 3 long_answer interactions")

# ---- expected sessions ----
exp_by_sid = {e["session_id"]: e for e in expected}
if set(exp_by_sid) != set(sessions):
    err("expected_sessions does not match sessions")
n_weighted = 0
verdicts = Counter()
for sid, s in sessions.items():
    e = exp_by_sid.get(sid)
    if not e:
        continue
    turns = s["conversation"]
    n = len(turns)
    labs = [lab_by_qa[t["qa_id"]]["label"] for t in turns]
    given = [t.get("weight") for t in turns]
    if all(w is None for w in given):
        mode = "none"
        resolved = {t["qa_id"]: round(1 / n, 4) for t in turns}
        raw = [1 / n] * n
    elif all(w is not None for w in given):
        mode = "full"
        n_weighted += 1
        if abs(sum(given) - 1) > 1e-9:
            err(f"{sid}: weights sum to {sum(given)}")
        resolved = {t["qa_id"]: t["weight"] for t in turns}
        raw = given
    else:
        err(f"{sid}: weights on only some turns")
        continue
    den = sum(w for w, l in zip(raw, labs) if l != "IRRELEVANT")
    num = sum(w for w, l in zip(raw, labs) if l == "COMPLIANT")
    if den == 0:
        score, verdict = None, "IRRELEVANT"
    else:
        score = round(num / den, 4)
        verdict = "COMPLIANT" if score >= 0.5 else "NON_COMPLIANT"
    verdicts[verdict] += 1
    want = {"assistant_id": s["assistant_id"], "n_interactions": n,
            "n_compliant": labs.count("COMPLIANT"), "n_non_compliant": labs.count("NON_COMPLIANT"),
            "n_irrelevant": labs.count("IRRELEVANT"), "weight_mode": mode,
            "resolved_weights": resolved, "expected_score": score, "expected_verdict": verdict}
    for k, v in want.items():
        if e.get(k) != v:
            err(f"{sid}: {k} is {e.get(k)!r}, recomputed {v!r}")
if not 2 <= n_weighted <= 3:
    err(f"{n_weighted} weighted sessions, expected 2-3")

# ---- summary ----
lc = Counter(r["label"] for r in lab_by_qa.values())
kc = Counter(r["kind"] for r in lab_by_qa.values())
kl = defaultdict(Counter)
for r in lab_by_qa.values():
    kl[r["kind"]][r["label"]] += 1
print(f"corpus: {n_docs} documents, {n_tables} tables")
print(f"sessions: {n_sessions}, interactions: {n_turns}, assistants: {len(assistants)}, weighted sessions: {n_weighted}")
for l in ("COMPLIANT", "NON_COMPLIANT", "IRRELEVANT"):
    print(f"  {l:14s} {lc[l]:3d}  {100 * lc[l] / n_turns:5.1f} %")
print("kinds (total: C / NC / IRR):")
for k, v in sorted(kc.items(), key=lambda x: (-x[1], x[0])):
    c = kl[k]
    print(f"  {k:13s} {v:3d}: {c['COMPLIANT']} / {c['NON_COMPLIANT']} / {c['IRRELEVANT']}")
print("session verdicts:", dict(verdicts))
if errors:
    print(f"\n{len(errors)} PROBLEM(S):")
    for e in errors:
        print("  -", e)
    sys.exit(1)
print("\nOK: all checks passed")
