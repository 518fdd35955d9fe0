#!/usr/bin/env python3
"""Re-check the AM evaluation set: JSON parses, clauses resolve to real files and headings,
counts, kinds, weights and session scores. Stdlib only. Exit code 1 on any failure."""
import json, os, re, sys
from collections import Counter

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.path.join(ROOT, "corpus")
LABELS = {"COMPLIANT", "NON_COMPLIANT", "IRRELEVANT"}
KINDS = ["plain", "numeric", "time_window", "negation", "modality", "paraphrase", "partial",
         "multi_rule", "smalltalk", "out_of_scope", "refusal", "empty_answer", "long_answer"]
errors = []


def err(msg):
    errors.append(msg)


def load_jsonl(name):
    rows = []
    with open(os.path.join(ROOT, name), encoding="utf-8") as fh:
        for i, line in enumerate(fh, 1):
            if not line.strip():
                continue
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                err(f"{name}:{i}: JSON error {e}")
    return rows


def headings(path):
    hs = set()
    with open(path, encoding="utf-8") as fh:
        for line in fh:
            m = re.match(r"^(#{1,6})\s+(.*?)\s*$", line)
            if m:
                hs.add(m.group(2))
    return hs


# ---- corpus
docs = {}
for dp, _, fs in os.walk(CORPUS):
    for f in fs:
        if f.endswith(".md"):
            p = os.path.join(dp, f)
            docs[os.path.relpath(p, CORPUS)] = p
if not 5 <= len(docs) <= 6:
    err(f"corpus has {len(docs)} documents, expected 5 or 6")
if not any(k.startswith("company/") for k in docs):
    err("no document in corpus/company/")
tables = 0
for rel, p in sorted(docs.items()):
    text = open(p, encoding="utf-8").read()
    w = len(text.split())
    if not 400 <= w <= 800:
        err(f"{rel}: {w} words, expected roughly 400-800")
    if not re.search(r"^# ", text, re.M) or not re.search(r"^## ", text, re.M):
        err(f"{rel}: missing # or ## headings")
    tables += len(re.findall(r"^\|[-| ]+\|\s*$", text, re.M))
    for num in re.findall(r"\b\d{3}-\d{4}\b", text):
        if not num.startswith("555-"):
            err(f"{rel}: phone number {num} not 555-")
if tables < 2:
    err(f"only {tables} tables in corpus")
heads = {rel: headings(p) for rel, p in docs.items()}

# ---- data
conv = load_jsonl("conversations.jsonl")
labs = load_jsonl("labels.jsonl")
exps = load_jsonl("expected_sessions.jsonl")

if not 16 <= len(conv) <= 20:
    err(f"{len(conv)} sessions, expected 16-20")
assistants = {c["assistant_id"] for c in conv}
if len(assistants) != 3:
    err(f"{len(assistants)} assistant ids, expected 3")
qa_ids, turns = [], {}
for c in conv:
    for key in ("session_id", "assistant_id", "language", "context", "started_at", "conversation"):
        if key not in c:
            err(f"{c.get('session_id')}: missing {key}")
    if c.get("language") != "english":
        err(f"{c['session_id']}: language not english")
    if not re.match(r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$", c.get("started_at", "")):
        err(f"{c['session_id']}: started_at not ISO UTC")
    n = len(c["conversation"])
    if not 3 <= n <= 5:
        err(f"{c['session_id']}: {n} turns, expected 3-5")
    for t in c["conversation"]:
        for key in ("qa_id", "query", "assistant", "ground_truth_assistant"):
            if key not in t:
                err(f"{t.get('qa_id')}: missing {key}")
        if not t["qa_id"].startswith("AM-"):
            err(f"{t['qa_id']}: bad prefix")
        qa_ids.append(t["qa_id"])
        turns[t["qa_id"]] = (c, t)
if len(qa_ids) != len(set(qa_ids)):
    err("duplicate qa_ids")
if not 70 <= len(qa_ids) <= 80:
    err(f"{len(qa_ids)} interactions, expected 70-80")

lab_by = {}
for l in labs:
    q = l.get("qa_id")
    if q in lab_by:
        err(f"{q}: labelled twice")
    lab_by[q] = l
    if q not in turns:
        err(f"{q}: label for unknown interaction")
        continue
    if turns[q][0]["session_id"] != l.get("session_id"):
        err(f"{q}: session mismatch")
    if l.get("label") not in LABELS:
        err(f"{q}: bad label {l.get('label')}")
    if l.get("kind") not in KINDS:
        err(f"{q}: bad kind {l.get('kind')}")
    if not l.get("rationale"):
        err(f"{q}: empty rationale")
    cl = l.get("clause")
    if l.get("label") == "IRRELEVANT":
        if cl is not None:
            err(f"{q}: IRRELEVANT must have null clause")
    else:
        if not cl or "#" not in cl:
            err(f"{q}: missing clause")
        else:
            f, h = cl.split("#", 1)
            if f not in heads:
                err(f"{q}: clause file {f} not found")
            elif h not in heads[f]:
                err(f"{q}: heading '{h}' not in {f}")
missing = set(turns) - set(lab_by)
if missing:
    err(f"unlabelled interactions: {sorted(missing)}")

# ---- kind-specific checks
empties = [q for q, l in lab_by.items() if l["kind"] == "empty_answer"]
if len(empties) != 2:
    err(f"{len(empties)} empty_answer, expected 2")
else:
    ans = sorted(turns[q][1]["assistant"] for q in empties)
    if not (ans[0] == "" and ans[1] != "" and ans[1].strip() == ""):
        err("empty_answer should be one empty string and one whitespace-only")
for q in empties:
    if lab_by[q]["label"] != "IRRELEVANT":
        err(f"{q}: empty answer must be IRRELEVANT")
longs = [q for q, l in lab_by.items() if l["kind"] == "long_answer"]
if len(longs) != 3:
    err(f"{len(longs)} long_answer, expected 3")
for q in longs:
    if len(turns[q][1]["assistant"]) <= 2000:
        err(f"{q}: long answer only {len(turns[q][1]['assistant'])} chars")
if not any(lab_by[q]["label"] == "NON_COMPLIANT" for q in longs):
    err("no NON_COMPLIANT long answer")
for k in KINDS:
    if not any(l["kind"] == k for l in labs):
        err(f"kind {k} unused")
for q, l in lab_by.items():
    if l["kind"] in ("smalltalk", "out_of_scope", "empty_answer") and l["label"] != "IRRELEVANT":
        err(f"{q}: {l['kind']} should be IRRELEVANT")
    if l["label"] == "IRRELEVANT" and l["kind"] not in ("smalltalk", "out_of_scope", "empty_answer"):
        err(f"{q}: IRRELEVANT with kind {l['kind']}")

# ---- session expectations
exp_by = {e["session_id"]: e for e in exps}
if set(exp_by) != {c["session_id"] for c in conv}:
    err("expected_sessions does not match conversations")
n_weighted = 0
for c in conv:
    sid = c["session_id"]
    e = exp_by.get(sid)
    if not e:
        continue
    ts = c["conversation"]
    n = len(ts)
    labels = [lab_by[t["qa_id"]]["label"] for t in ts]
    cnt = Counter(labels)
    for key, val in (("n_interactions", n), ("n_compliant", cnt["COMPLIANT"]),
                     ("n_non_compliant", cnt["NON_COMPLIANT"]), ("n_irrelevant", cnt["IRRELEVANT"]),
                     ("assistant_id", c["assistant_id"])):
        if e.get(key) != val:
            err(f"{sid}: {key} {e.get(key)} != {val}")
    has_w = [("weight" in t) for t in ts]
    if any(has_w) and not all(has_w):
        err(f"{sid}: weights on some turns only")
    if all(has_w):
        n_weighted += 1
        raw = [t["weight"] for t in ts]
        if abs(sum(raw) - 1) > 1e-9:
            err(f"{sid}: weights sum to {sum(raw)}")
        mode = "full"
        resolved = {t["qa_id"]: round(t["weight"], 4) for t in ts}
    else:
        raw = [1 / n] * n
        mode = "none"
        resolved = {t["qa_id"]: round(1 / n, 4) for t in ts}
    if e.get("weight_mode") != mode:
        err(f"{sid}: weight_mode {e.get('weight_mode')} != {mode}")
    if e.get("resolved_weights") != resolved:
        err(f"{sid}: resolved_weights mismatch")
    kept = [(w, l) for w, l in zip(raw, labels) if l != "IRRELEVANT"]
    if kept:
        score = round(sum(w for w, l in kept if l == "COMPLIANT") / sum(w for w, _ in kept), 4)
        verdict = "COMPLIANT" if score >= 0.5 else "NON_COMPLIANT"
    else:
        score, verdict = None, "IRRELEVANT"
    if e.get("expected_score") != score:
        err(f"{sid}: expected_score {e.get('expected_score')} != {score}")
    if e.get("expected_verdict") != verdict:
        err(f"{sid}: expected_verdict {e.get('expected_verdict')} != {verdict}")
if not 2 <= n_weighted <= 3:
    err(f"{n_weighted} weighted sessions, expected 2-3")

# ---- README
readme = open(os.path.join(ROOT, "README.md"), encoding="utf-8").read()
lc = Counter(l["label"] for l in labs)
for lab in LABELS:
    if f"| {lab} | {lc[lab]} |" not in readme:
        err(f"README label count for {lab} out of date")
kc = Counter(l["kind"] for l in labs)
for k in KINDS:
    if f"| {k} | {kc[k]} |" not in readme:
        err(f"README kind count for {k} out of date")
if "blind" not in readme.lower():
    err("README lacks the blind-writing note")

# ---- report
total = len(labs)
print(f"sessions: {len(conv)}  interactions: {total}  assistants: {', '.join(sorted(assistants))}")
print("labels:", ", ".join(f"{k} {lc[k]} ({100*lc[k]/total:.1f}%)" for k in sorted(LABELS)))
kl = Counter((l["kind"], l["label"]) for l in labs)
print("kinds:")
for k in KINDS:
    print(f"  {k:13s} {kc[k]:3d}  C={kl[(k,'COMPLIANT')]} NC={kl[(k,'NON_COMPLIANT')]} I={kl[(k,'IRRELEVANT')]}")
vc = Counter(e["expected_verdict"] for e in exps)
print("session verdicts:", dict(vc))
if errors:
    print(f"\n{len(errors)} problem(s):")
    for e in errors:
        print(" -", e)
    sys.exit(1)
print("\nOK: all checks passed")
