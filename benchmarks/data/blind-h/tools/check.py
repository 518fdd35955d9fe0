#!/usr/bin/env python3
"""Consistency checks for the blind_h evaluation set. Plain python3, no extra packages.

Usage: python3 tools/check.py   (writes its report to stdout; tools/check_output.txt keeps a copy)
"""
import collections
import json
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.path.join(ROOT, "corpus")
LABELS = {"COMPLIANT", "NON_COMPLIANT", "IRRELEVANT"}
KINDS = {"plain", "numeric", "time_window", "negation", "modality", "paraphrase", "partial", "multi_rule",
         "smalltalk", "out_of_scope", "refusal", "empty_answer", "long_answer"}

out = []
errors = []


def log(msg=""):
    out.append(msg)


def err(msg):
    errors.append(msg)
    out.append("ERROR: " + msg)


def read_jsonl(name):
    rows = []
    with open(os.path.join(ROOT, name), encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                err(f"{name}:{n} blank line")
                continue
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                err(f"{name}:{n} does not parse: {e}")
    log(f"{name}: {len(rows)} lines parsed")
    return rows


# ---------------------------------------------------------------- corpus
log("== corpus ==")
headings = {}
docs = []
for dirpath, _, files in os.walk(CORPUS):
    for fn in sorted(files):
        if fn.endswith(".md"):
            docs.append(os.path.relpath(os.path.join(dirpath, fn), CORPUS).replace(os.sep, "/"))
docs.sort()
if not 4 <= len(docs) <= 6:
    err(f"corpus has {len(docs)} documents, expected 4-6")
if not any(d.startswith("company/") for d in docs):
    err("no document under corpus/company/")
for d in docs:
    text = open(os.path.join(CORPUS, d), encoding="utf-8").read()
    lines = text.splitlines()
    hs = [re.sub(r"^#+\s*", "", l).strip() for l in lines if re.match(r"^#{1,6}\s", l)]
    headings[d] = set(hs)
    words = len(re.findall(r"\S+", text))
    n_h1 = sum(1 for l in lines if l.startswith("# "))
    n_h2 = sum(1 for l in lines if l.startswith("## "))
    n_tables = sum(1 for i, l in enumerate(lines) if re.match(r"^\|[-| :]+\|$", l))
    # bullet lists: first bullet of each block must follow a line ending with ":" (blank lines allowed between)
    bullet_ok = True
    n_lists = 0
    for i, l in enumerate(lines):
        if l.startswith("- ") and (i == 0 or not lines[i - 1].startswith("- ")):
            n_lists += 1
            j = i - 1
            while j >= 0 and not lines[j].strip():
                j -= 1
            if j < 0 or not lines[j].rstrip().endswith(":"):
                bullet_ok = False
                err(f"{d}: bullet list at line {i + 1} not introduced by a line ending in ':'")
    phones = re.findall(r"\b\d{3}-\d{4}\b", text)
    bad_phones = [p for p in phones if not p.startswith("555-")]
    log(f"{d}: {words} words, h1={n_h1}, h2={n_h2}, tables={n_tables}, bullet lists={n_lists}, "
        f"phones={phones}")
    if not 300 <= words <= 900:
        err(f"{d}: {words} words outside 300-900")
    if n_h1 != 1 or n_h2 < 2:
        err(f"{d}: heading structure h1={n_h1} h2={n_h2}")
    if n_tables < 1:
        err(f"{d}: no markdown table")
    if n_lists < 1:
        err(f"{d}: no bullet list")
    if bad_phones:
        err(f"{d}: non-555 phone numbers {bad_phones}")

# ---------------------------------------------------------------- files
log("")
log("== jsonl files ==")
convs = read_jsonl("conversations.jsonl")
labels = read_jsonl("labels.jsonl")
expected = read_jsonl("expected_sessions.jsonl")

# ---------------------------------------------------------------- conversations
log("")
log("== conversations ==")
qa_order = []
turns_by_qa = {}
sessions = {}
assistants = set()
dates = set()
weighted_sessions = []
for s in convs:
    for key in ("session_id", "assistant_id", "language", "context", "started_at", "conversation"):
        if key not in s:
            err(f"session {s.get('session_id')} missing {key}")
    sid = s["session_id"]
    if sid in sessions:
        err(f"duplicate session {sid}")
    sessions[sid] = s
    assistants.add(s["assistant_id"])
    dates.add(s["started_at"][:10])
    if not re.match(r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$", s["started_at"]):
        err(f"{sid}: bad started_at {s['started_at']}")
    turns = s["conversation"]
    if not 3 <= len(turns) <= 5:
        err(f"{sid}: {len(turns)} turns, expected 3-5")
    ws = [t.get("weight") for t in turns]
    if any(w is not None for w in ws):
        if any(w is None for w in ws):
            err(f"{sid}: weights on some turns only")
        elif abs(sum(ws) - 1.0) > 1e-9:
            err(f"{sid}: weights sum to {sum(ws)}")
        weighted_sessions.append(sid)
    for i, t in enumerate(turns, 1):
        for key in ("qa_id", "query", "assistant", "ground_truth_assistant"):
            if key not in t:
                err(f"{sid} turn {i} missing {key}")
        if t["qa_id"] != f"{sid}-q{i}":
            err(f"{sid} turn {i}: qa_id {t['qa_id']}")
        if t["qa_id"] in turns_by_qa:
            err(f"duplicate qa_id {t['qa_id']}")
        turns_by_qa[t["qa_id"]] = (sid, t)
        qa_order.append(t["qa_id"])
n_int = len(qa_order)
log(f"sessions={len(sessions)}, interactions={n_int}, assistants={sorted(assistants)}, dates={sorted(dates)}")
log(f"weighted sessions: {weighted_sessions}")
if not 16 <= len(sessions) <= 20:
    err("session count outside 16-20")
if n_int < 64:
    err("fewer than 64 interactions")
if not 2 <= len(assistants) <= 3:
    err("assistant id count outside 2-3")
if not 2 <= len(dates) <= 3:
    err("date count outside 2-3")
if not 2 <= len(weighted_sessions) <= 3:
    err("weighted session count outside 2-3")

# ---------------------------------------------------------------- labels
log("")
log("== labels ==")
lab_by_qa = {}
for r in labels:
    for key in ("session_id", "qa_id", "label", "clause", "kind", "rationale"):
        if key not in r:
            err(f"label {r.get('qa_id')} missing {key}")
    qa = r["qa_id"]
    if qa in lab_by_qa:
        err(f"duplicate label for {qa}")
    lab_by_qa[qa] = r
    if qa not in turns_by_qa:
        err(f"label {qa} has no interaction")
        continue
    sid, t = turns_by_qa[qa]
    if r["session_id"] != sid:
        err(f"label {qa} session mismatch")
    if r["label"] not in LABELS:
        err(f"{qa}: bad label {r['label']}")
    if r["kind"] not in KINDS:
        err(f"{qa}: bad kind {r['kind']}")
    if r["label"] == "IRRELEVANT":
        if r["clause"] is not None:
            err(f"{qa}: IRRELEVANT with a clause")
        if r["kind"] not in ("smalltalk", "out_of_scope", "empty_answer"):
            err(f"{qa}: IRRELEVANT with kind {r['kind']}")
    else:
        c = r["clause"]
        if not c or "#" not in c:
            err(f"{qa}: missing clause")
        else:
            path, heading = c.split("#", 1)
            if path not in headings:
                err(f"{qa}: clause file {path} does not exist")
            elif heading not in headings[path]:
                err(f"{qa}: heading '{heading}' not in {path}")
        if r["kind"] in ("smalltalk", "out_of_scope", "empty_answer"):
            err(f"{qa}: {r['label']} with IRRELEVANT-type kind {r['kind']}")
    ans = t["assistant"]
    if r["kind"] == "empty_answer" and ans.strip():
        err(f"{qa}: empty_answer kind but answer not blank")
    if not ans.strip() and r["kind"] != "empty_answer":
        err(f"{qa}: blank answer not labelled empty_answer")
    if r["kind"] == "long_answer" and len(ans) <= 2000:
        err(f"{qa}: long_answer only {len(ans)} chars")
    if len(ans) > 2000 and r["kind"] != "long_answer":
        err(f"{qa}: answer over 2000 chars but kind {r['kind']}")
missing = [q for q in qa_order if q not in lab_by_qa]
if missing:
    err(f"interactions without label: {missing}")
if [r["qa_id"] for r in labels] != qa_order:
    err("labels.jsonl order differs from conversations.jsonl")

lab_counts = collections.Counter(r["label"] for r in labels)
kind_counts = collections.Counter(r["kind"] for r in labels)
lk = collections.Counter((r["kind"], r["label"]) for r in labels)
log("label counts:")
for l in ("COMPLIANT", "NON_COMPLIANT", "IRRELEVANT"):
    log(f"  {l:14s} {lab_counts[l]:3d}  ({100.0 * lab_counts[l] / len(labels):.1f} %)")
log("kind counts (C / NC / IRR):")
for k in sorted(KINDS):
    log(f"  {k:13s} {kind_counts[k]:3d}   ({lk[(k, 'COMPLIANT')]} / {lk[(k, 'NON_COMPLIANT')]} / "
        f"{lk[(k, 'IRRELEVANT')]})")
n_blank = sum(1 for q in qa_order if not turns_by_qa[q][1]["assistant"].strip())
n_long = sum(1 for q in qa_order if len(turns_by_qa[q][1]["assistant"]) > 2000)
log(f"blank answers={n_blank}, answers over 2000 chars={n_long}")
if n_blank != 2:
    err("expected exactly 2 blank answers")
if not 2 <= n_long <= 3:
    err("expected 2-3 long answers")
clause_use = collections.Counter(r["clause"].split("#")[0] for r in labels if r["clause"])
log("clauses per document: " + ", ".join(f"{k}={v}" for k, v in sorted(clause_use.items())))

# ---------------------------------------------------------------- expected sessions
log("")
log("== expected sessions (recomputed from labels.jsonl) ==")
exp_by_sid = {e["session_id"]: e for e in expected}
if set(exp_by_sid) != set(sessions):
    err("expected_sessions.jsonl session set differs from conversations.jsonl")
verdicts = collections.Counter()
for sid, s in sessions.items():
    turns = s["conversation"]
    n = len(turns)
    labs = [lab_by_qa[t["qa_id"]]["label"] for t in turns]
    given = [t.get("weight") for t in turns]
    if all(w is not None for w in given):
        mode, w = "full", given
    else:
        mode, w = "none", [1.0 / n] * n
    num = sum(wi for wi, l in zip(w, labs) if l == "COMPLIANT")
    den = sum(wi for wi, l in zip(w, labs) if l != "IRRELEVANT")
    if den == 0:
        score, verdict = None, "IRRELEVANT"
    else:
        score = round(num / den, 4)
        verdict = "COMPLIANT" if num / den >= 0.5 - 1e-9 else "NON_COMPLIANT"
    verdicts[verdict] += 1
    e = exp_by_sid.get(sid)
    if e is None:
        continue
    want = {"assistant_id": s["assistant_id"], "n_interactions": n, "n_compliant": labs.count("COMPLIANT"),
            "n_non_compliant": labs.count("NON_COMPLIANT"), "n_irrelevant": labs.count("IRRELEVANT"),
            "weight_mode": mode, "expected_score": score, "expected_verdict": verdict}
    for k, v in want.items():
        if e.get(k) != v:
            err(f"{sid}: {k} is {e.get(k)!r}, recomputed {v!r}")
    rw = e.get("resolved_weights", {})
    if set(rw) != {t["qa_id"] for t in turns}:
        err(f"{sid}: resolved_weights keys differ")
    for t, wi in zip(turns, w):
        if abs(rw.get(t["qa_id"], -1) - wi) > 1e-4:
            err(f"{sid}: resolved weight for {t['qa_id']} {rw.get(t['qa_id'])} vs {wi}")
    log(f"  {sid} {s['assistant_id']:19s} n={n} C={want['n_compliant']} NC={want['n_non_compliant']} "
        f"IRR={want['n_irrelevant']} mode={mode:4s} score={score} -> {verdict}")
log("session verdicts: " + ", ".join(f"{k}={v}" for k, v in sorted(verdicts.items())))

log("")
log(f"RESULT: {'OK' if not errors else str(len(errors)) + ' error(s)'}")
report = "\n".join(out) + "\n"
sys.stdout.write(report)
with open(os.path.join(ROOT, "tools", "check_output.txt"), "w", encoding="utf-8") as f:
    f.write(report)
sys.exit(1 if errors else 0)
