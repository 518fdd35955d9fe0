#!/usr/bin/env python3
"""Re-checks evaluation set AG. Usage: python3 tools/check.py  (exit code 0 = all checks pass)."""
import collections
import datetime
import glob
import json
import os
import re
import sys

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
                err("%s line %d: %s" % (name, n, e))
    return rows


def headings(path):
    out = set()
    with open(path, encoding="utf-8") as f:
        for line in f:
            m = re.match(r"^(#{1,6})\s+(.*?)\s*$", line)
            if m:
                out.add(m.group(2))
    return out


# ---- corpus
docs = sorted(glob.glob(os.path.join(CORPUS, "**", "*.md"), recursive=True))
if not 5 <= len(docs) <= 6:
    err("corpus has %d documents, expected 5 or 6" % len(docs))
if not glob.glob(os.path.join(CORPUS, "company", "*.md")):
    err("no document in corpus/company/")
tables = 0
for d in docs:
    text = open(d, encoding="utf-8").read()
    words = len(text.split())
    if not 400 <= words <= 800:
        err("%s has %d words" % (os.path.relpath(d, CORPUS), words))
    if not re.search(r"^# ", text, re.M) or not re.search(r"^## ", text, re.M):
        err("%s lacks # or ## headings" % d)
    tables += len(re.findall(r"^\|[-| :]+\|\s*$", text, re.M))
if tables < 2:
    err("fewer than two tables in the corpus")
heading_cache = {}

# ---- conversations
convs = load_jsonl("conversations.jsonl")
labels = load_jsonl("labels.jsonl")
expected = load_jsonl("expected_sessions.jsonl")

if not 16 <= len(convs) <= 20:
    err("%d sessions, expected 16-20" % len(convs))
qa_order, qa_turn, qa_session = [], {}, {}
assistants = set()
for s in convs:
    for key in ("session_id", "assistant_id", "language", "context", "started_at", "conversation"):
        if key not in s:
            err("%s missing %s" % (s.get("session_id"), key))
    assistants.add(s["assistant_id"])
    if s["language"] != "english":
        err("%s language %r" % (s["session_id"], s["language"]))
    try:
        if not s["started_at"].endswith("Z"):
            raise ValueError("not UTC")
        datetime.datetime.strptime(s["started_at"], "%Y-%m-%dT%H:%M:%SZ")
    except ValueError as e:
        err("%s started_at %r: %s" % (s["session_id"], s["started_at"], e))
    if not 3 <= len(s["conversation"]) <= 5:
        err("%s has %d turns" % (s["session_id"], len(s["conversation"])))
    for t in s["conversation"]:
        for key in ("qa_id", "query", "assistant", "ground_truth_assistant"):
            if key not in t:
                err("%s missing %s" % (t.get("qa_id"), key))
        if t["qa_id"] in qa_turn:
            err("duplicate qa_id %s" % t["qa_id"])
        if not t["qa_id"].startswith("AG-"):
            err("qa_id %s lacks AG prefix" % t["qa_id"])
        qa_order.append(t["qa_id"])
        qa_turn[t["qa_id"]] = t
        qa_session[t["qa_id"]] = s["session_id"]
if not 70 <= len(qa_order) <= 80:
    err("%d interactions, expected 70-80" % len(qa_order))
if len(assistants) != 3:
    err("%d assistant ids, expected 3" % len(assistants))

# ---- labels
lab = {}
for r in labels:
    for key in ("session_id", "qa_id", "label", "clause", "kind", "rationale"):
        if key not in r:
            err("label row missing %s: %r" % (key, r))
    q = r["qa_id"]
    if q in lab:
        err("duplicate label for %s" % q)
    lab[q] = r
    if q not in qa_turn:
        err("label for unknown qa_id %s" % q)
        continue
    if qa_session[q] != r["session_id"]:
        err("%s session mismatch" % q)
    if r["label"] not in LABELS:
        err("%s bad label %r" % (q, r["label"]))
    if r["kind"] not in KINDS:
        err("%s bad kind %r" % (q, r["kind"]))
    if r["label"] == "IRRELEVANT":
        if r["clause"] is not None:
            err("%s IRRELEVANT with clause" % q)
    else:
        c = r["clause"]
        if not c or "#" not in c:
            err("%s clause %r malformed" % (q, c))
            continue
        path, head = c.split("#", 1)
        full = os.path.join(CORPUS, path)
        if not os.path.isfile(full):
            err("%s clause file %s missing" % (q, path))
            continue
        if full not in heading_cache:
            heading_cache[full] = headings(full)
        if head not in heading_cache[full]:
            err("%s heading %r not in %s" % (q, head, path))
for q in qa_order:
    if q not in lab:
        err("no label for %s" % q)

# kind-specific checks
empties = [q for q in qa_order if lab.get(q, {}).get("kind") == "empty_answer"]
if len(empties) != 2:
    err("%d empty_answer items, expected 2" % len(empties))
forms = sorted("empty" if qa_turn[q]["assistant"] == "" else
               "space" if qa_turn[q]["assistant"].strip() == "" else "text" for q in empties)
if forms != ["empty", "space"]:
    err("empty_answer forms %r, expected one empty and one whitespace-only" % forms)
for q in empties:
    if lab[q]["label"] != "IRRELEVANT":
        err("%s empty answer not IRRELEVANT" % q)
longs = [q for q in qa_order if lab.get(q, {}).get("kind") == "long_answer"]
if len(longs) != 3:
    err("%d long_answer items, expected 3" % len(longs))
for q in longs:
    if len(qa_turn[q]["assistant"]) <= 2000:
        err("%s long answer only %d chars" % (q, len(qa_turn[q]["assistant"])))
if not any(lab[q]["label"] == "NON_COMPLIANT" for q in longs):
    err("no NON_COMPLIANT long answer")

# ---- expected sessions
exp = {e["session_id"]: e for e in expected}
if set(exp) != {s["session_id"] for s in convs}:
    err("expected_sessions ids differ from conversations")
full_sessions = 0
for s in convs:
    sid = s["session_id"]
    e = exp.get(sid)
    if e is None:
        continue
    turns = s["conversation"]
    n = len(turns)
    given = [t.get("weight") for t in turns]
    if all(w is None for w in given):
        mode = "none"
        resolved = {t["qa_id"]: round(1.0 / n, 4) for t in turns}
    elif all(w is not None for w in given):
        mode = "full"
        full_sessions += 1
        if abs(sum(given) - 1.0) > 1e-9:
            err("%s weights sum to %s" % (sid, sum(given)))
        resolved = {t["qa_id"]: t["weight"] for t in turns}
    else:
        err("%s has weights on some turns only" % sid)
        continue
    counts = collections.Counter(lab[t["qa_id"]]["label"] for t in turns)
    num = sum(resolved[t["qa_id"]] for t in turns if lab[t["qa_id"]]["label"] == "COMPLIANT")
    den = sum(resolved[t["qa_id"]] for t in turns if lab[t["qa_id"]]["label"] != "IRRELEVANT")
    score = None if den == 0 else round(num / den, 4)
    verdict = "IRRELEVANT" if score is None else ("COMPLIANT" if score >= 0.5 else "NON_COMPLIANT")
    want = {"session_id": sid, "assistant_id": s["assistant_id"], "n_interactions": n,
            "n_compliant": counts["COMPLIANT"], "n_non_compliant": counts["NON_COMPLIANT"],
            "n_irrelevant": counts["IRRELEVANT"], "weight_mode": mode, "resolved_weights": resolved,
            "expected_score": score, "expected_verdict": verdict}
    for k, v in want.items():
        if e.get(k) != v:
            err("%s %s: file has %r, recomputed %r" % (sid, k, e.get(k), v))
if not 2 <= full_sessions <= 3:
    err("%d weighted sessions, expected 2-3" % full_sessions)

# ---- summary
lc = collections.Counter(lab[q]["label"] for q in qa_order if q in lab)
kc = collections.Counter(lab[q]["kind"] for q in qa_order if q in lab)
klc = collections.Counter((lab[q]["kind"], lab[q]["label"]) for q in qa_order if q in lab)
vc = collections.Counter(e["expected_verdict"] for e in expected)
print("sessions: %d  interactions: %d  assistants: %s" % (len(convs), len(qa_order), ", ".join(sorted(assistants))))
for l in ("COMPLIANT", "NON_COMPLIANT", "IRRELEVANT"):
    print("  %-14s %3d  (%.1f %%)" % (l, lc[l], 100.0 * lc[l] / max(1, len(qa_order))))
print("kinds:")
for k in sorted(kc):
    parts = ", ".join("%s %d" % (l, klc[(k, l)]) for l in ("COMPLIANT", "NON_COMPLIANT", "IRRELEVANT") if klc[(k, l)])
    print("  %-13s %3d  (%s)" % (k, kc[k], parts))
print("session verdicts: %s" % dict(vc))
if errors:
    print("\n%d PROBLEM(S):" % len(errors))
    for e in errors:
        print("  - " + e)
    sys.exit(1)
print("\nAll checks passed.")
