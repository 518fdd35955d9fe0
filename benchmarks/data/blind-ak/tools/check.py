#!/usr/bin/env python3
"""Re-checks the blind-ak set: JSON, clauses, counts, weights and session scores."""
import json, os, re, sys
from collections import Counter
from datetime import datetime

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
        for n, line in enumerate(f, 1):
            if not line.strip():
                continue
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                err(f"{name}:{n}: bad JSON ({e})")
    return rows


# ---- corpus ----
headings = {}
tables = 0
docs = []
for dirpath, _, files in os.walk(CORPUS):
    for fn in files:
        if not fn.endswith(".md"):
            continue
        path = os.path.join(dirpath, fn)
        rel = os.path.relpath(path, CORPUS).replace(os.sep, "/")
        text = open(path, encoding="utf-8").read()
        docs.append(rel)
        hs = set()
        for line in text.splitlines():
            m = re.match(r"^(#{1,6})\s+(.*?)\s*$", line)
            if m:
                hs.add(m.group(2))
        headings[rel] = hs
        if not any(l.startswith("# ") for l in text.splitlines()) or not any(l.startswith("## ") for l in text.splitlines()):
            err(f"{rel}: needs # and ## headings")
        if not any(l.lstrip().startswith("- ") for l in text.splitlines()):
            err(f"{rel}: no bullet list")
        tables += len(re.findall(r"^\|[ -|]*---[ -|]*\|\s*$", text, flags=re.M))
        words = len(text.split())
        if not 400 <= words <= 800:
            err(f"{rel}: {words} words (want about 400-800)")
        for ph in re.findall(r"\b\d{3}-\d{4}\b", text):
            if not ph.startswith("555-"):
                err(f"{rel}: phone number {ph} not 555-")
if not 5 <= len(docs) <= 6:
    err(f"corpus has {len(docs)} documents (want 5-6)")
if not any(d.startswith("company/") for d in docs):
    err("no document in corpus/company/")
if tables < 2:
    err(f"only {tables} tables in corpus")

# ---- conversations ----
convs = load_jsonl("conversations.jsonl")
labels = load_jsonl("labels.jsonl")
exps = load_jsonl("expected_sessions.jsonl")

qa_index = {}
sess = {}
for c in convs:
    for key in ("session_id", "assistant_id", "language", "context", "started_at", "conversation"):
        if key not in c:
            err(f"session {c.get('session_id')}: missing {key}")
    sid = c["session_id"]
    if sid in sess:
        err(f"duplicate session {sid}")
    sess[sid] = c
    if c["language"] != "english":
        err(f"{sid}: language {c['language']}")
    try:
        if not c["started_at"].endswith("Z"):
            raise ValueError
        datetime.strptime(c["started_at"], "%Y-%m-%dT%H:%M:%SZ")
    except ValueError:
        err(f"{sid}: started_at not ISO UTC")
    turns = c["conversation"]
    if not 3 <= len(turns) <= 5:
        err(f"{sid}: {len(turns)} turns")
    has_w = [("weight" in t) for t in turns]
    if any(has_w) and not all(has_w):
        err(f"{sid}: weights on some turns only")
    if all(has_w) and abs(sum(t["weight"] for t in turns) - 1) > 1e-9:
        err(f"{sid}: weights sum to {sum(t['weight'] for t in turns)}")
    for t in turns:
        for key in ("qa_id", "query", "assistant", "ground_truth_assistant"):
            if key not in t:
                err(f"{sid}: turn missing {key}")
        q = t["qa_id"]
        if not q.startswith("AK-"):
            err(f"{q}: bad prefix")
        if q in qa_index:
            err(f"duplicate qa_id {q}")
        qa_index[q] = (sid, t)

n_sessions, n_inter = len(convs), len(qa_index)
if not 16 <= n_sessions <= 20:
    err(f"{n_sessions} sessions (want 16-20)")
if not 70 <= n_inter <= 80:
    err(f"{n_inter} interactions (want 70-80)")
aids = Counter(c["assistant_id"] for c in convs)
if len(aids) != 3:
    err(f"{len(aids)} assistant ids (want 3)")

# ---- labels ----
lab_by_qa = {}
for l in labels:
    q = l.get("qa_id")
    if q in lab_by_qa:
        err(f"duplicate label for {q}")
    lab_by_qa[q] = l
    if q not in qa_index:
        err(f"label for unknown qa_id {q}")
        continue
    if qa_index[q][0] != l.get("session_id"):
        err(f"{q}: session mismatch")
    if l.get("label") not in LABELS:
        err(f"{q}: bad label {l.get('label')}")
    if l.get("kind") not in KINDS:
        err(f"{q}: bad kind {l.get('kind')}")
    if not l.get("rationale"):
        err(f"{q}: no rationale")
    cl = l.get("clause")
    if l.get("label") == "IRRELEVANT":
        if cl is not None:
            err(f"{q}: IRRELEVANT with clause")
    else:
        if not cl or "#" not in cl:
            err(f"{q}: missing clause")
        else:
            f, h = cl.split("#", 1)
            if f not in headings:
                err(f"{q}: clause file {f} not found")
            elif h not in headings[f]:
                err(f"{q}: heading '{h}' not in {f}")
for q in qa_index:
    if q not in lab_by_qa:
        err(f"{q}: no label")

lc = Counter(l["label"] for l in labels)
kc = Counter(l["kind"] for l in labels)
klc = Counter((l["kind"], l["label"]) for l in labels)
for k in KINDS:
    if kc[k] == 0:
        err(f"kind {k} unused")

# empty answers
empties = [lab_by_qa[q] for q in lab_by_qa if lab_by_qa[q]["kind"] == "empty_answer"]
if len(empties) != 2:
    err(f"{len(empties)} empty_answer items (want 2)")
ans = [qa_index[e["qa_id"]][1]["assistant"] for e in empties]
if sorted([a == "" for a in ans]) != [False, True] or not all(a.strip() == "" for a in ans):
    err("empty_answer items must be one empty string and one whitespace-only answer")
for e in empties:
    if e["label"] != "IRRELEVANT":
        err(f"{e['qa_id']}: empty answer not IRRELEVANT")
# long answers
longs = [lab_by_qa[q] for q in lab_by_qa if lab_by_qa[q]["kind"] == "long_answer"]
if len(longs) != 3:
    err(f"{len(longs)} long_answer items (want 3)")
for l in longs:
    n = len(qa_index[l["qa_id"]][1]["assistant"])
    if n <= 2000:
        err(f"{l['qa_id']}: long answer only {n} chars")
if not any(l["label"] == "NON_COMPLIANT" for l in longs):
    err("no NON_COMPLIANT long answer")

# ---- expected sessions ----
n_full = 0
exp_ids = set()
for e in exps:
    sid = e["session_id"]
    exp_ids.add(sid)
    if sid not in sess:
        err(f"expected for unknown session {sid}")
        continue
    c = sess[sid]
    turns = c["conversation"]
    n = len(turns)
    labs = [lab_by_qa[t["qa_id"]]["label"] for t in turns]
    cnt = Counter(labs)
    checks = {"assistant_id": c["assistant_id"], "n_interactions": n,
              "n_compliant": cnt["COMPLIANT"], "n_non_compliant": cnt["NON_COMPLIANT"],
              "n_irrelevant": cnt["IRRELEVANT"]}
    for k, v in checks.items():
        if e.get(k) != v:
            err(f"{sid}: {k} is {e.get(k)}, expected {v}")
    full = all("weight" in t for t in turns)
    n_full += full
    mode = "full" if full else "none"
    if e.get("weight_mode") != mode:
        err(f"{sid}: weight_mode {e.get('weight_mode')}, expected {mode}")
    raw = [t["weight"] for t in turns] if full else [1.0 / n] * n
    resolved = {t["qa_id"]: (t["weight"] if full else round(1.0 / n, 4)) for t in turns}
    if e.get("resolved_weights") != resolved:
        err(f"{sid}: resolved_weights {e.get('resolved_weights')} != {resolved}")
    num = den = 0.0
    for lab, w in zip(labs, raw):
        if lab != "IRRELEVANT":
            den += w
            num += w if lab == "COMPLIANT" else 0
    if den == 0:
        score, verdict = None, "IRRELEVANT"
    else:
        score = round(num / den, 4)
        verdict = "COMPLIANT" if score >= 0.5 else "NON_COMPLIANT"
    if e.get("expected_score") != score:
        err(f"{sid}: expected_score {e.get('expected_score')}, recomputed {score}")
    if e.get("expected_verdict") != verdict:
        err(f"{sid}: expected_verdict {e.get('expected_verdict')}, recomputed {verdict}")
if exp_ids != set(sess):
    err("expected_sessions.jsonl does not cover exactly the sessions")
if not 2 <= n_full <= 3:
    err(f"{n_full} weighted sessions (want 2-3)")

# ---- README ----
readme_path = os.path.join(ROOT, "README.md")
if not os.path.exists(readme_path):
    err("README.md missing")
else:
    readme = open(readme_path, encoding="utf-8").read()
    for lab in LABELS:
        if f"| {lab} | {lc[lab]} |" not in readme:
            err(f"README label count for {lab} out of date")
    if f"interactions: {n_inter}" not in readme:
        err("README interaction count out of date")

# ---- report ----
print(f"documents: {len(docs)}, tables: {tables}")
print(f"sessions: {n_sessions}, interactions: {n_inter}, assistants: {dict(aids)}")
for lab in ("COMPLIANT", "NON_COMPLIANT", "IRRELEVANT"):
    print(f"  {lab:14s} {lc[lab]:3d}  {100 * lc[lab] / max(n_inter, 1):5.1f} %")
print("kinds (total / C / NC / I):")
for k in sorted(KINDS):
    print(f"  {k:13s} {kc[k]:3d} / {klc[(k, 'COMPLIANT')]} / {klc[(k, 'NON_COMPLIANT')]} / {klc[(k, 'IRRELEVANT')]}")
vc = Counter(e["expected_verdict"] for e in exps)
print(f"session verdicts: {dict(vc)}; weighted sessions: {n_full}")
if errors:
    print(f"\n{len(errors)} problem(s):")
    for e in errors:
        print("  -", e)
    sys.exit(1)
print("\nOK: all checks passed")
