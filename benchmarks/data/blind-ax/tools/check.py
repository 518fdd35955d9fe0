#!/usr/bin/env python3
"""Independent re-check of the blind-ax evaluation set. Exit code 0 = all checks pass."""
import json
import os
import re
import sys
from collections import Counter, defaultdict
from datetime import datetime

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.path.join(ROOT, "corpus")
LABELS = {"COMPLIANT", "NON_COMPLIANT", "IRRELEVANT"}
KINDS = {"numeric", "time_window", "multi_rule", "partial", "negation", "plain", "out_of_scope",
         "modality", "paraphrase", "smalltalk", "long_answer", "refusal", "empty_answer"}
IRR_KINDS = {"smalltalk", "out_of_scope", "empty_answer"}
# which corpus files may decide an interaction for each assistant
SCOPE = {
    "rebound-league-assistant": {"company/rebound_dodgeball_policy.md", "dodgeball_code.md"},
    "grainline-lab-assistant": {"company/grainline_lab_policy.md", "film_lab_code.md"},
    "wrenshire-community-desk": {"geocaching_code.md", "pipe_tuition_code.md"},
}
EXPECTED_DOCS = {"geocaching_code.md", "dodgeball_code.md", "pipe_tuition_code.md", "film_lab_code.md",
                 "company/rebound_dodgeball_policy.md", "company/grainline_lab_policy.md"}

errors = []


def err(msg):
    errors.append(msg)


def read_jsonl(name):
    rows = []
    path = os.path.join(ROOT, name)
    if not os.path.exists(path):
        err(f"missing {name}")
        return rows
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                err(f"{name}:{n} blank line")
                continue
            try:
                obj = json.loads(line)
            except json.JSONDecodeError as e:
                err(f"{name}:{n} invalid JSON: {e}")
                continue
            if not isinstance(obj, dict):
                err(f"{name}:{n} not an object")
                continue
            rows.append(obj)
    return rows


# ---------------------------------------------------------------- corpus
headings = {}
tables_total = 0
for dirpath, _, files in os.walk(CORPUS):
    for fn in files:
        if not fn.endswith(".md"):
            continue
        rel = os.path.relpath(os.path.join(dirpath, fn), CORPUS).replace(os.sep, "/")
        text = open(os.path.join(dirpath, fn), encoding="utf-8").read()
        lines = text.splitlines()
        titles = [l for l in lines if l.startswith("# ")]
        if len(titles) != 1 or not lines[0].startswith("# "):
            err(f"corpus {rel}: needs exactly one '# ' title on the first line")
        hs = [l[3:].strip() for l in lines if l.startswith("## ")]
        if len(hs) < 3 or len(set(hs)) != len(hs):
            err(f"corpus {rel}: needs >=3 unique '## ' headings")
        headings[rel] = set(hs)
        words = len(text.split())
        if not 400 <= words <= 800:
            err(f"corpus {rel}: {words} words, outside 400-800")
        tables_total += sum(1 for l in lines if re.match(r"^\|\s*-{3}", l))
        bullets = sum(1 for l in lines if l.startswith("- "))
        if bullets < 10:
            err(f"corpus {rel}: only {bullets} bullet rules")
        for m in re.finditer(r"\b\d{3}-\d{4}\b", text):
            if not m.group().startswith("555-"):
                err(f"corpus {rel}: phone number {m.group()} lacks 555- prefix")
if set(headings) != EXPECTED_DOCS:
    err(f"corpus files {sorted(headings)} differ from expected {sorted(EXPECTED_DOCS)}")
if not 8 <= tables_total <= 10:
    err(f"corpus has {tables_total} tables, expected 8-10")

# ---------------------------------------------------------------- conversations
conv = read_jsonl("conversations.jsonl")
labels = read_jsonl("labels.jsonl")
expected = read_jsonl("expected_sessions.jsonl")

session_ids = []
qa_order = []
session_turns = {}
session_assistant = {}
session_weights = {}
n_weighted = 0
empties = Counter()
for s in conv:
    for k in ("session_id", "assistant_id", "language", "context", "started_at", "conversation"):
        if k not in s:
            err(f"conversation missing key {k}: {s.get('session_id')}")
    sid = s.get("session_id", "?")
    if not re.fullmatch(r"AX-\d{2}", sid):
        err(f"bad session id {sid}")
    if sid in session_ids:
        err(f"duplicate session {sid}")
    session_ids.append(sid)
    if s.get("assistant_id") not in SCOPE:
        err(f"{sid}: unknown assistant {s.get('assistant_id')}")
    if s.get("language") != "english":
        err(f"{sid}: language must be 'english'")
    if not isinstance(s.get("context"), str) or not s["context"].strip():
        err(f"{sid}: empty context")
    try:
        dt = datetime.strptime(s.get("started_at", ""), "%Y-%m-%dT%H:%M:%SZ")
        if dt.year != 2025 or dt.second != 0:
            err(f"{sid}: started_at must be 2025-MM-DDTHH:MM:00Z")
    except ValueError:
        err(f"{sid}: bad started_at {s.get('started_at')}")
    turns = s.get("conversation", [])
    if not 3 <= len(turns) <= 5:
        err(f"{sid}: {len(turns)} turns, expected 3-5")
    session_assistant[sid] = s.get("assistant_id")
    session_turns[sid] = []
    has_w = ["weight" in t for t in turns]
    if any(has_w) and not all(has_w):
        err(f"{sid}: weight on some turns only")
    weighted = all(has_w) and bool(turns)
    if weighted:
        n_weighted += 1
        ws = [t["weight"] for t in turns]
        if any(not isinstance(w, (int, float)) or w < 0 for w in ws):
            err(f"{sid}: weights must be non-negative numbers")
        elif abs(sum(ws) - 1.0) > 1e-9:
            err(f"{sid}: weights sum to {sum(ws)}")
        session_weights[sid] = ws
    else:
        session_weights[sid] = None
    for i, t in enumerate(turns, 1):
        for k in ("qa_id", "query", "assistant", "ground_truth_assistant"):
            if k not in t:
                err(f"{sid} turn {i}: missing {k}")
        if t.get("qa_id") != f"{sid}-q{i}":
            err(f"{sid} turn {i}: qa_id {t.get('qa_id')} should be {sid}-q{i}")
        if not isinstance(t.get("query"), str) or not t["query"].strip():
            err(f"{t.get('qa_id')}: empty query")
        if not isinstance(t.get("assistant"), str):
            err(f"{t.get('qa_id')}: assistant must be a string")
        if not isinstance(t.get("ground_truth_assistant"), str) or not t["ground_truth_assistant"].strip():
            err(f"{t.get('qa_id')}: empty ground truth")
        a = t.get("assistant", "")
        if a == "":
            empties["empty"] += 1
        elif isinstance(a, str) and not a.strip():
            empties["whitespace"] += 1
        qa_order.append(t.get("qa_id"))
        session_turns[sid].append(t)

if session_ids != sorted(session_ids):
    err("sessions not in order")
if not 70 <= len(qa_order) <= 85:
    err(f"{len(qa_order)} interactions, expected 70-85")
if n_weighted != 3:
    err(f"{n_weighted} weighted sessions, expected 3")
if empties["empty"] < 1 or empties["whitespace"] < 1:
    err(f"need one empty and one whitespace answer, got {dict(empties)}")
if set(session_assistant.values()) != set(SCOPE):
    err("every assistant must have at least one session")

# ---------------------------------------------------------------- labels
label_by_qa = {}
if [l.get("qa_id") for l in labels] != qa_order:
    err("labels.jsonl qa_ids do not match conversations order one-to-one")
for l in labels:
    qa = l.get("qa_id")
    for k in ("session_id", "qa_id", "label", "clause", "kind", "rationale"):
        if k not in l:
            err(f"label {qa}: missing {k}")
    if not qa or not qa.startswith(str(l.get("session_id")) + "-q"):
        err(f"label {qa}: session_id mismatch")
    if l.get("label") not in LABELS:
        err(f"label {qa}: bad label {l.get('label')}")
    if l.get("kind") not in KINDS:
        err(f"label {qa}: bad kind {l.get('kind')}")
    r = l.get("rationale")
    if not isinstance(r, str) or not r.strip() or not r.rstrip().endswith(".") or re.search(r"[.!?] [A-Z]", r):
        err(f"label {qa}: rationale must be one sentence")
    lab, clause = l.get("label"), l.get("clause")
    if lab == "IRRELEVANT":
        if clause is not None:
            err(f"label {qa}: IRRELEVANT must have null clause")
        if l.get("kind") not in IRR_KINDS:
            err(f"label {qa}: IRRELEVANT with non-irrelevant kind {l.get('kind')}")
    else:
        if l.get("kind") in IRR_KINDS:
            err(f"label {qa}: {lab} with irrelevant-only kind {l.get('kind')}")
        if not isinstance(clause, str) or "#" not in clause:
            err(f"label {qa}: clause must be 'file.md#Heading'")
        else:
            path, head = clause.split("#", 1)
            if path not in headings:
                err(f"label {qa}: clause file {path} not in corpus")
            elif head not in headings[path]:
                err(f"label {qa}: heading '{head}' not found in {path}")
            sid = l.get("session_id")
            if sid in session_assistant and path not in SCOPE.get(session_assistant[sid], set()):
                err(f"label {qa}: clause {path} outside the rules of {session_assistant[sid]}")
    label_by_qa[qa] = l

# empty answers must be IRRELEVANT / empty_answer and vice versa
for sid, turns in session_turns.items():
    for t in turns:
        l = label_by_qa.get(t["qa_id"])
        if l is None:
            err(f"{t['qa_id']}: no label")
            continue
        blank = isinstance(t["assistant"], str) and not t["assistant"].strip()
        if blank and (l["label"] != "IRRELEVANT" or l["kind"] != "empty_answer"):
            err(f"{t['qa_id']}: blank answer must be IRRELEVANT/empty_answer")
        if l["kind"] == "empty_answer" and not blank:
            err(f"{t['qa_id']}: empty_answer kind on a non-blank answer")

unused = KINDS - {l.get("kind") for l in labels}
if unused:
    err(f"kinds never used: {sorted(unused)}")

# ---------------------------------------------------------------- expected sessions
if [e.get("session_id") for e in expected] != session_ids:
    err("expected_sessions.jsonl does not list the sessions in order")
all_irr_sessions = 0
for e in expected:
    sid = e.get("session_id")
    if sid not in session_turns:
        continue
    labs = [label_by_qa[t["qa_id"]]["label"] for t in session_turns[sid] if t["qa_id"] in label_by_qa]
    c = Counter(labs)
    exp_fields = {"assistant_id": session_assistant[sid], "n_interactions": len(labs),
                  "n_compliant": c["COMPLIANT"], "n_non_compliant": c["NON_COMPLIANT"],
                  "n_irrelevant": c["IRRELEVANT"],
                  "weight_mode": "explicit" if session_weights[sid] else "none"}
    for k, v in exp_fields.items():
        if e.get(k) != v:
            err(f"{sid}: {k} is {e.get(k)}, expected {v}")
    raw = session_weights[sid] or [1.0] * len(labs)
    keep = [i for i, x in enumerate(labs) if x != "IRRELEVANT"]
    rw = e.get("resolved_weights", {})
    if set(rw) != {t["qa_id"] for t in session_turns[sid]}:
        err(f"{sid}: resolved_weights keys do not match qa_ids")
    if not keep:
        all_irr_sessions += 1
        if e.get("expected_score") is not None or e.get("expected_verdict") != "IRRELEVANT":
            err(f"{sid}: all-IRRELEVANT session needs null score and IRRELEVANT verdict")
        if any(abs(v) > 1e-9 for v in rw.values()):
            err(f"{sid}: all-IRRELEVANT session should have zero resolved weights")
        continue
    tot = sum(raw[i] for i in keep)
    score = 0.0
    for i, t in enumerate(session_turns[sid]):
        want = raw[i] / tot if i in keep else 0.0
        if abs(rw.get(t["qa_id"], -1) - want) > 1e-5:
            err(f"{sid}: resolved weight of {t['qa_id']} is {rw.get(t['qa_id'])}, expected {want:.6f}")
        if i in keep and labs[i] == "COMPLIANT":
            score += want
    if abs(sum(rw.values()) - 1.0) > 1e-4:
        err(f"{sid}: resolved weights sum to {sum(rw.values())}")
    es = e.get("expected_score")
    if not isinstance(es, (int, float)) or abs(es - score) > 1e-3:
        err(f"{sid}: expected_score {es}, recomputed {score:.4f}")
    verdict = "COMPLIANT" if score >= 0.5 - 1e-9 else "NON_COMPLIANT"
    if e.get("expected_verdict") != verdict:
        err(f"{sid}: verdict {e.get('expected_verdict')}, recomputed {verdict}")
if all_irr_sessions != 1:
    err(f"{all_irr_sessions} all-IRRELEVANT sessions, expected 1")

# ---------------------------------------------------------------- README
total = Counter(l.get("label") for l in labels)
readme_path = os.path.join(ROOT, "README.md")
if not os.path.exists(readme_path):
    err("missing README.md")
else:
    rd = open(readme_path, encoding="utf-8").read()
    if not rd.startswith("# blind-ax: compliance evaluation set (the four domains)\n"):
        err("README title line is wrong")
    for sec in ("Domains and corpus", "Files", "Labels", "Kinds", "Session scoring", "Notable cases", "Provenance"):
        if not re.search(rf"^## {re.escape(sec)}\s*$", rd, re.M):
            err(f"README lacks section '## {sec}'")
    for lab in LABELS:
        m = re.search(rf"^\|\s*{lab}\s*\|\s*(\d+)\s*\|", rd, re.M)
        if not m or int(m.group(1)) != total[lab]:
            err(f"README label count for {lab} does not match ({total[lab]})")
    m = re.search(r"^\|\s*Total\s*\|\s*(\d+)\s*\|", rd, re.M)
    if not m or int(m.group(1)) != len(labels):
        err("README total interactions does not match")

# ---------------------------------------------------------------- report
n = len(labels)
print(f"sessions: {len(session_ids)}  interactions: {n}  weighted sessions: {n_weighted}")
for lab in ("COMPLIANT", "NON_COMPLIANT", "IRRELEVANT"):
    print(f"  {lab:14s} {total[lab]:3d}  ({100*total[lab]/max(n,1):.1f} %)")
print(f"corpus: {len(headings)} documents, {tables_total} tables")
verdicts = Counter(e.get("expected_verdict") for e in expected)
print("session verdicts:", dict(verdicts))
if errors:
    print(f"\nFAILED with {len(errors)} error(s):")
    for e in errors:
        print("  -", e)
    sys.exit(1)
print("\nall checks passed")
