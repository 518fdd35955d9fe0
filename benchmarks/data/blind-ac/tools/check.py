#!/usr/bin/env python3
"""Re-checks the blind-ac evaluation set. Stdlib only. Exit code 1 on any error."""
import json, os, re, sys
from collections import Counter, defaultdict

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.path.join(ROOT, "corpus")
LABELS = {"COMPLIANT", "NON_COMPLIANT", "IRRELEVANT"}
KINDS = ["plain", "numeric", "time_window", "negation", "modality", "paraphrase", "partial",
         "multi_rule", "smalltalk", "out_of_scope", "refusal", "empty_answer", "long_answer"]
errors, warnings = [], []


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
                err(f"{name}:{i}: invalid JSON ({e})")
    return rows


# ---------------------------------------------------------------- corpus
headings = {}
n_tables = 0
for dirpath, _, files in os.walk(CORPUS):
    for fn in files:
        if not fn.endswith(".md"):
            continue
        full = os.path.join(dirpath, fn)
        rel = os.path.relpath(full, CORPUS).replace(os.sep, "/")
        text = open(full, encoding="utf-8").read()
        hs = set()
        for line in text.splitlines():
            m = re.match(r"^(#{1,6})\s+(.+?)\s*$", line)
            if m:
                hs.add(m.group(2))
        headings[rel] = hs
        words = len(text.split())
        if not 380 <= words <= 820:
            err(f"corpus/{rel}: {words} words, outside roughly 400-800")
        if not any(l.startswith("# ") for l in text.splitlines()) or not any(l.startswith("## ") for l in text.splitlines()):
            err(f"corpus/{rel}: needs # and ## headings")
        if not re.search(r"^- ", text, re.M):
            err(f"corpus/{rel}: no bullet list")
        n_tables += len(re.findall(r"^\|[-| :]+\|\s*$", text, re.M))
        for ph in re.findall(r"\b\d{3}-\d{4}\b", text):
            if not ph.startswith("555-"):
                err(f"corpus/{rel}: phone number {ph} does not use 555-")
if not 5 <= len(headings) <= 6:
    err(f"corpus has {len(headings)} documents, expected 5 or 6")
if not any(r.startswith("company/") for r in headings):
    err("no document under corpus/company/")
if n_tables < 2:
    err(f"only {n_tables} tables in corpus")

# ---------------------------------------------------------------- conversations
convs = load_jsonl("conversations.jsonl")
labels = load_jsonl("labels.jsonl")
exps = load_jsonl("expected_sessions.jsonl")

qa_ids, qa_session, turn_weight, answers = [], {}, {}, {}
sess_turns = {}
assistants = Counter()
for c in convs:
    for k in ("session_id", "assistant_id", "language", "context", "started_at", "conversation"):
        if k not in c:
            err(f"session {c.get('session_id')}: missing {k}")
    sid = c["session_id"]
    if c.get("language") != "english":
        err(f"{sid}: language must be english")
    if not re.match(r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$", c.get("started_at", "")):
        err(f"{sid}: started_at not ISO UTC")
    assistants[c["assistant_id"]] += 1
    turns = c["conversation"]
    if not 3 <= len(turns) <= 5:
        err(f"{sid}: {len(turns)} turns, expected 3-5")
    sess_turns[sid] = [t["qa_id"] for t in turns]
    has_w = ["weight" in t for t in turns]
    if any(has_w) and not all(has_w):
        err(f"{sid}: weights given on some turns only")
    if all(has_w):
        s = sum(t["weight"] for t in turns)
        if abs(s - 1.0) > 1e-9:
            err(f"{sid}: weights sum to {s}, not 1")
    for t in turns:
        for k in ("qa_id", "query", "assistant", "ground_truth_assistant"):
            if k not in t:
                err(f"{sid}: turn missing {k}")
        q = t["qa_id"]
        if not q.startswith("bac-") or not q.startswith(sid + "-"):
            err(f"{q}: bad qa_id prefix")
        qa_ids.append(q)
        qa_session[q] = sid
        turn_weight[q] = t.get("weight")
        answers[q] = t["assistant"]

if len(qa_ids) != len(set(qa_ids)):
    err("duplicate qa_ids")
if len(set(c["session_id"] for c in convs)) != len(convs):
    err("duplicate session ids")
if not 16 <= len(convs) <= 20:
    err(f"{len(convs)} sessions, expected 16-20")
if not 70 <= len(qa_ids) <= 80:
    err(f"{len(qa_ids)} interactions, expected 70-80")
if len(assistants) != 3:
    err(f"{len(assistants)} assistant ids, expected 3")

# ---------------------------------------------------------------- labels
lab_by_qa = {}
for l in labels:
    q = l.get("qa_id")
    for k in ("session_id", "qa_id", "label", "clause", "kind", "rationale"):
        if k not in l:
            err(f"label {q}: missing {k}")
    if q in lab_by_qa:
        err(f"label {q}: duplicated")
    lab_by_qa[q] = l
    if q not in qa_session:
        err(f"label {q}: no such interaction")
        continue
    if l["session_id"] != qa_session[q]:
        err(f"label {q}: session mismatch")
    if l["label"] not in LABELS:
        err(f"label {q}: bad label {l['label']}")
    if l["kind"] not in KINDS:
        err(f"label {q}: bad kind {l['kind']}")
    if l["label"] == "IRRELEVANT":
        if l["clause"] is not None:
            err(f"label {q}: IRRELEVANT must have null clause")
    else:
        cl = l["clause"]
        if not cl or "#" not in cl:
            err(f"label {q}: clause missing or without #heading")
        else:
            path, head = cl.split("#", 1)
            if not path.endswith(".md"):
                err(f"label {q}: clause path not .md")
            elif path not in headings:
                err(f"label {q}: clause file {path} not in corpus")
            elif head not in headings[path]:
                err(f"label {q}: heading '{head}' not in {path}")
missing = set(qa_ids) - set(lab_by_qa)
if missing:
    err(f"interactions without labels: {sorted(missing)}")

# empty and long answers
empties = [q for q in qa_ids if lab_by_qa[q]["kind"] == "empty_answer"]
if len(empties) != 2:
    err(f"{len(empties)} empty_answer turns, expected 2")
if sorted(("ws" if answers[q] != "" else "empty") for q in empties) != ["empty", "ws"]:
    err("need one empty-string and one whitespace-only answer")
for q in empties:
    if answers[q].strip():
        err(f"{q}: empty_answer has text")
    if lab_by_qa[q]["label"] != "IRRELEVANT":
        err(f"{q}: empty answer must be IRRELEVANT")
longs = [q for q in qa_ids if lab_by_qa[q]["kind"] == "long_answer"]
if len(longs) != 3:
    err(f"{len(longs)} long_answer turns, expected 3")
for q in longs:
    if len(answers[q]) <= 2000:
        err(f"{q}: long answer only {len(answers[q])} chars")
if not any(lab_by_qa[q]["label"] == "NON_COMPLIANT" for q in longs):
    err("no NON_COMPLIANT long answer")
for q in qa_ids:
    if lab_by_qa[q]["kind"] != "long_answer" and len(answers[q]) > 2000:
        warnings.append(f"{q}: answer over 2000 chars but kind is not long_answer")

# ---------------------------------------------------------------- sessions
exp_by_sid = {e["session_id"]: e for e in exps}
if set(exp_by_sid) != set(sess_turns):
    err("expected_sessions do not match conversation sessions")
n_weighted = 0
for sid, qas in sess_turns.items():
    e = exp_by_sid.get(sid)
    if e is None:
        continue
    c = Counter(lab_by_qa[q]["label"] for q in qas)
    conv_aid = next(x["assistant_id"] for x in convs if x["session_id"] == sid)
    if e["assistant_id"] != conv_aid:
        err(f"{sid}: assistant_id mismatch")
    for key, val in (("n_interactions", len(qas)), ("n_compliant", c["COMPLIANT"]),
                     ("n_non_compliant", c["NON_COMPLIANT"]), ("n_irrelevant", c["IRRELEVANT"])):
        if e[key] != val:
            err(f"{sid}: {key} {e[key]} != {val}")
    weighted = all(turn_weight[q] is not None for q in qas)
    n_weighted += weighted
    mode = "full" if weighted else "none"
    if e["weight_mode"] != mode:
        err(f"{sid}: weight_mode {e['weight_mode']} != {mode}")
    rw = {q: (turn_weight[q] if weighted else round(1 / len(qas), 4)) for q in qas}
    if set(e["resolved_weights"]) != set(qas):
        err(f"{sid}: resolved_weights keys differ")
    for q in qas:
        if abs(e["resolved_weights"].get(q, -1) - rw[q]) > 1e-9:
            err(f"{sid}: resolved weight for {q} is {e['resolved_weights'].get(q)}, expected {rw[q]}")
    scored = [q for q in qas if lab_by_qa[q]["label"] != "IRRELEVANT"]
    if not scored:
        score, verdict = None, "IRRELEVANT"
    else:
        den = sum(rw[q] for q in scored)
        num = sum(rw[q] for q in scored if lab_by_qa[q]["label"] == "COMPLIANT")
        score = round(num / den, 4)
        verdict = "COMPLIANT" if score >= 0.5 else "NON_COMPLIANT"
    if e["expected_score"] != score:
        err(f"{sid}: expected_score {e['expected_score']} != {score}")
    if e["expected_verdict"] != verdict:
        err(f"{sid}: expected_verdict {e['expected_verdict']} != {verdict}")
if not 2 <= n_weighted <= 3:
    err(f"{n_weighted} weighted sessions, expected 2-3")

# ---------------------------------------------------------------- summary
lc = Counter(l["label"] for l in labels)
kc = Counter(l["kind"] for l in labels)
klc = defaultdict(Counter)
for l in labels:
    klc[l["kind"]][l["label"]] += 1
for k in KINDS:
    if kc[k] == 0:
        err(f"kind {k} unused")
total = len(labels)
print(f"corpus documents: {len(headings)}, tables: {n_tables}")
print(f"sessions: {len(convs)}, interactions: {total}, assistants: {dict(assistants)}")
for lab in ("COMPLIANT", "NON_COMPLIANT", "IRRELEVANT"):
    print(f"  {lab:14s} {lc[lab]:3d}  {100 * lc[lab] / total:5.1f} %")
print("kinds (total / C / NC / IRR):")
for k in KINDS:
    print(f"  {k:13s} {kc[k]:3d} / {klc[k]['COMPLIANT']:2d} / {klc[k]['NON_COMPLIANT']:2d} / {klc[k]['IRRELEVANT']:2d}")
vc = Counter(e["expected_verdict"] for e in exps)
print(f"session verdicts: {dict(vc)}")
for w in warnings:
    print("WARNING:", w)
if errors:
    for e in errors:
        print("ERROR:", e)
    sys.exit(1)
print("OK: all checks passed")
