#!/usr/bin/env python3
"""Re-check the blind-w evaluation set. Stdlib only. Exit code 1 on any error."""
import json, os, re, sys
from collections import Counter
from datetime import datetime

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.path.join(ROOT, "corpus")
LABELS = {"COMPLIANT", "NON_COMPLIANT", "IRRELEVANT"}
KINDS = ["plain", "numeric", "time_window", "negation", "modality", "paraphrase", "partial",
         "multi_rule", "smalltalk", "out_of_scope", "refusal", "empty_answer", "long_answer"]
errors = []


def err(msg):
    errors.append(msg)


def load(name):
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


def headings(path):
    hs = set()
    with open(path, encoding="utf-8") as f:
        for line in f:
            m = re.match(r"^(#{1,6})\s+(.*?)\s*$", line)
            if m:
                hs.add(m.group(2))
    return hs


# ---- corpus ----
docs = {}
for dp, _, fs in os.walk(CORPUS):
    for fn in fs:
        if fn.endswith(".md"):
            rel = os.path.relpath(os.path.join(dp, fn), CORPUS).replace(os.sep, "/")
            docs[rel] = os.path.join(dp, fn)
if not 5 <= len(docs) <= 6:
    err(f"corpus has {len(docs)} documents, expected 5-6")
if not any(r.startswith("company/") for r in docs):
    err("no document in corpus/company/")
tables = 0
for rel, p in sorted(docs.items()):
    text = open(p, encoding="utf-8").read()
    words = len(re.findall(r"[A-Za-z0-9$%'.,/-]*[A-Za-z0-9]", text))
    if not 400 <= words <= 800:
        err(f"{rel}: {words} words, expected 400-800")
    if not re.search(r"^# ", text, re.M) or not re.search(r"^## ", text, re.M):
        err(f"{rel}: needs # and ## headings")
    if not re.search(r"^- ", text, re.M):
        err(f"{rel}: no bullet list")
    tables += len(re.findall(r"^\|[- |]+\|\s*$", text, re.M))
    for ph in re.findall(r"\b\d{3}-\d{4}\b", text):
        if not ph.startswith("555-"):
            err(f"{rel}: phone number {ph} does not use 555-")
if tables < 2:
    err(f"only {tables} tables in corpus")
HEAD = {rel: headings(p) for rel, p in docs.items()}

# ---- conversations ----
conv = load("conversations.jsonl")
labels = load("labels.jsonl")
expected = load("expected_sessions.jsonl")

if not 16 <= len(conv) <= 20:
    err(f"{len(conv)} sessions, expected 16-20")
qa_all, qa_session, turns = [], {}, {}
weighted = 0
assistants = Counter()
for s in conv:
    for k in ("session_id", "assistant_id", "language", "context", "started_at", "conversation"):
        if k not in s:
            err(f"{s.get('session_id')}: missing {k}")
    if s.get("language") != "english":
        err(f"{s['session_id']}: language must be english")
    try:
        if not s["started_at"].endswith("Z"):
            raise ValueError("not UTC 'Z'")
        datetime.strptime(s["started_at"], "%Y-%m-%dT%H:%M:%SZ")
    except Exception as e:
        err(f"{s['session_id']}: bad started_at ({e})")
    assistants[s["assistant_id"]] += 1
    c = s["conversation"]
    if not 3 <= len(c) <= 5:
        err(f"{s['session_id']}: {len(c)} turns, expected 3-5")
    ws = [t.get("weight") for t in c]
    if any(w is not None for w in ws):
        weighted += 1
        if any(w is None for w in ws):
            err(f"{s['session_id']}: weights on some turns only")
        elif abs(sum(ws) - 1.0) > 1e-9:
            err(f"{s['session_id']}: weights sum to {sum(ws)}")
    for t in c:
        for k in ("qa_id", "query", "assistant", "ground_truth_assistant"):
            if k not in t:
                err(f"{s['session_id']}: turn missing {k}")
        if not re.match(r"^bw-\d{2}-q\d+$", t["qa_id"]):
            err(f"bad qa_id {t['qa_id']}")
        qa_all.append(t["qa_id"])
        qa_session[t["qa_id"]] = s["session_id"]
        turns[t["qa_id"]] = t
n = len(qa_all)
if len(set(qa_all)) != n:
    err("duplicate qa_ids")
if not 70 <= n <= 80:
    err(f"{n} interactions, expected 70-80")
if len(assistants) != 3:
    err(f"{len(assistants)} assistant ids, expected 3")
if not 2 <= weighted <= 3:
    err(f"{weighted} weighted sessions, expected 2-3")

# ---- labels ----
lab = {}
for l in labels:
    q = l.get("qa_id")
    if q in lab:
        err(f"duplicate label for {q}")
    lab[q] = l
    if q not in turns:
        err(f"label for unknown qa_id {q}")
        continue
    if l.get("session_id") != qa_session[q]:
        err(f"{q}: session_id mismatch")
    if l.get("label") not in LABELS:
        err(f"{q}: bad label {l.get('label')}")
    if l.get("kind") not in KINDS:
        err(f"{q}: bad kind {l.get('kind')}")
    if not l.get("rationale"):
        err(f"{q}: empty rationale")
    cl = l.get("clause")
    if l.get("label") == "IRRELEVANT":
        if cl is not None:
            err(f"{q}: IRRELEVANT needs clause null")
    else:
        if not cl or "#" not in cl:
            err(f"{q}: missing clause")
        else:
            path, head = cl.split("#", 1)
            if path not in HEAD:
                err(f"{q}: clause file {path} not in corpus")
            elif head not in HEAD[path]:
                err(f"{q}: heading '{head}' not in {path}")
missing = set(turns) - set(lab)
if missing:
    err(f"interactions without label: {sorted(missing)}")

# kind-specific checks
kinds = Counter(l["kind"] for l in labels)
empties = [turns[q]["assistant"] for q, l in lab.items() if l["kind"] == "empty_answer"]
if len(empties) != 2 or "" not in empties or not any(e and not e.strip() for e in empties):
    err("need exactly 2 empty_answer: one empty string, one whitespace-only")
for q, l in lab.items():
    a = turns[q]["assistant"]
    if l["kind"] == "empty_answer" and (a.strip() or l["label"] != "IRRELEVANT"):
        err(f"{q}: empty_answer must be blank and IRRELEVANT")
    if l["kind"] != "empty_answer" and not a.strip():
        err(f"{q}: blank answer not tagged empty_answer")
    if l["kind"] in ("smalltalk", "out_of_scope") and l["label"] != "IRRELEVANT":
        err(f"{q}: {l['kind']} should be IRRELEVANT")
longs = [q for q, l in lab.items() if l["kind"] == "long_answer"]
if len(longs) != 3:
    err(f"{len(longs)} long_answer items, expected 3")
for q in longs:
    if len(turns[q]["assistant"]) <= 2000:
        err(f"{q}: long_answer only {len(turns[q]['assistant'])} chars")
if not any(lab[q]["label"] == "NON_COMPLIANT" for q in longs):
    err("no NON_COMPLIANT long answer")
for k in KINDS:
    if kinds[k] == 0:
        err(f"kind {k} unused")

# ---- expected sessions ----
exp = {e["session_id"]: e for e in expected}
if set(exp) != {s["session_id"] for s in conv}:
    err("expected_sessions ids differ from conversations")
for s in conv:
    sid = s["session_id"]
    e = exp.get(sid)
    if not e:
        continue
    c = s["conversation"]
    qs = [t["qa_id"] for t in c]
    ls = [lab[q]["label"] for q in qs if q in lab]
    cnt = Counter(ls)
    given = any("weight" in t for t in c)
    rw = {t["qa_id"]: (t["weight"] if given else round(1 / len(c), 4)) for t in c}
    kept = [(rw[q], 1 if lab[q]["label"] == "COMPLIANT" else 0) for q in qs if lab[q]["label"] != "IRRELEVANT"]
    if kept:
        score = round(sum(w * x for w, x in kept) / sum(w for w, _ in kept), 4)
        verdict = "COMPLIANT" if score >= 0.5 else "NON_COMPLIANT"
    else:
        score, verdict = None, "IRRELEVANT"
    want = {"session_id": sid, "assistant_id": s["assistant_id"], "n_interactions": len(c),
            "n_compliant": cnt["COMPLIANT"], "n_non_compliant": cnt["NON_COMPLIANT"],
            "n_irrelevant": cnt["IRRELEVANT"], "weight_mode": "full" if given else "none",
            "resolved_weights": rw, "expected_score": score, "expected_verdict": verdict}
    for k, v in want.items():
        got = e.get(k)
        if k == "resolved_weights":
            if set(got or {}) != set(v) or any(abs(got[q] - v[q]) > 1e-9 for q in v):
                err(f"{sid}: resolved_weights differ")
        elif k == "expected_score":
            if (got is None) != (v is None) or (v is not None and abs(got - v) > 1e-9):
                err(f"{sid}: expected_score {got} != {v}")
        elif got != v:
            err(f"{sid}: {k} {got!r} != {v!r}")

# ---- README ----
readme = os.path.join(ROOT, "README.md")
if not os.path.exists(readme):
    err("README.md missing")
else:
    rt = open(readme, encoding="utf-8").read()
    lc = Counter(l["label"] for l in labels)
    for L in ("COMPLIANT", "NON_COMPLIANT", "IRRELEVANT"):
        if f"| {L} | {lc[L]} |" not in rt:
            err(f"README label count for {L} does not match")

# ---- report ----
lc = Counter(l["label"] for l in labels)
print(f"corpus: {len(docs)} documents, {tables} tables")
print(f"sessions: {len(conv)}, interactions: {n}, weighted sessions: {weighted}, assistants: {dict(assistants)}")
for L in ("COMPLIANT", "NON_COMPLIANT", "IRRELEVANT"):
    print(f"  {L:14s} {lc[L]:3d}  {100 * lc[L] / n:5.1f} %")
print("kinds (total / C / NC / IRR):")
for k in KINDS:
    per = Counter(l["label"] for l in labels if l["kind"] == k)
    print(f"  {k:13s} {kinds[k]:3d} / {per['COMPLIANT']} / {per['NON_COMPLIANT']} / {per['IRRELEVANT']}")
print("verdicts:", dict(Counter(e["expected_verdict"] for e in expected)))
if errors:
    print(f"\n{len(errors)} ERROR(S):")
    for e in errors:
        print("  -", e)
    sys.exit(1)
print("\nOK: all checks passed")
