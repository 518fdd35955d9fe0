#!/usr/bin/env python3
"""Re-check the blind-ay evaluation set. Exit code 0 means every check passed."""
import json
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.path.join(ROOT, "corpus")
LABELS = {"COMPLIANT", "NON_COMPLIANT", "IRRELEVANT"}
KINDS = {"numeric", "time_window", "multi_rule", "partial", "negation", "plain", "out_of_scope",
         "modality", "paraphrase", "smalltalk", "long_answer", "refusal", "empty_answer"}
ALLOWED_FILES = {
    "kestrel-vale-desk": {"company/kestrel_vale_hockey_policy.md", "hockey_code.md"},
    "brightstrip-helper": {"company/brightstrip_policy.md", "sandblasting_code.md"},
    "harbourside-community-desk": {"handball_code.md", "signwriting_code.md"},
}
errors = []


def err(msg):
    errors.append(msg)


def load(name):
    rows = []
    with open(os.path.join(ROOT, name), encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                err(f"{name}:{n}: blank line")
                continue
            try:
                obj = json.loads(line)
            except json.JSONDecodeError as e:
                err(f"{name}:{n}: invalid JSON ({e})")
                continue
            if not isinstance(obj, dict):
                err(f"{name}:{n}: not an object")
                continue
            rows.append(obj)
    return rows


# ---------------------------------------------------------------- corpus
headings = {}
tables = 0
for dirpath, _, files in os.walk(CORPUS):
    for fn in files:
        if not fn.endswith(".md"):
            continue
        full = os.path.join(dirpath, fn)
        rel = os.path.relpath(full, CORPUS).replace(os.sep, "/")
        text = open(full, encoding="utf-8").read()
        lines = text.splitlines()
        titles = [l for l in lines if l.startswith("# ")]
        if len(titles) != 1 or not lines[0].startswith("# "):
            err(f"corpus/{rel}: needs exactly one '# ' title on the first line")
        headings[rel] = {l[3:].strip() for l in lines if l.startswith("## ")}
        words = len(text.split())
        if not 400 <= words <= 800:
            err(f"corpus/{rel}: {words} words, outside 400-800")
        tables += sum(1 for l in lines if re.match(r"^\|\s*-{3,}", l))
if len(headings) != 6:
    err(f"corpus: expected 6 markdown documents, found {len(headings)}")
if sum(1 for r in headings if r.startswith("company/")) != 2:
    err("corpus: expected 2 company policies in corpus/company/")
if not 8 <= tables <= 10:
    err(f"corpus: {tables} tables, expected 8-10")

# ---------------------------------------------------------------- conversations
conv = load("conversations.jsonl")
labels = load("labels.jsonl")
expected = load("expected_sessions.jsonl")

sessions = {}
qa_order = []
weighted_sessions = 0
for s in conv:
    for k in ("session_id", "assistant_id", "language", "context", "started_at", "conversation"):
        if k not in s:
            err(f"conversation {s.get('session_id')}: missing {k}")
    sid = s.get("session_id", "")
    if not re.fullmatch(r"AY-\d{2}", sid):
        err(f"bad session_id {sid!r}")
    if sid in sessions:
        err(f"duplicate session_id {sid}")
    sessions[sid] = s
    if s.get("assistant_id") not in ALLOWED_FILES:
        err(f"{sid}: unknown assistant_id {s.get('assistant_id')}")
    if s.get("language") != "english":
        err(f"{sid}: language must be 'english'")
    if not re.fullmatch(r"2025-\d{2}-\d{2}T\d{2}:\d{2}:00Z", s.get("started_at", "")):
        err(f"{sid}: bad started_at")
    turns = s.get("conversation", [])
    if not 3 <= len(turns) <= 5:
        err(f"{sid}: {len(turns)} turns, expected 3-5")
    has_w = [("weight" in t) for t in turns]
    if any(has_w):
        weighted_sessions += 1
        if not all(has_w):
            err(f"{sid}: weight missing on some turns")
        elif abs(sum(t["weight"] for t in turns) - 1.0) > 1e-9:
            err(f"{sid}: weights sum to {sum(t['weight'] for t in turns)}")
    for i, t in enumerate(turns, 1):
        if t.get("qa_id") != f"{sid}-q{i}":
            err(f"{sid}: turn {i} has qa_id {t.get('qa_id')}")
        for k in ("query", "assistant", "ground_truth_assistant"):
            if not isinstance(t.get(k), str):
                err(f"{t.get('qa_id')}: {k} missing or not a string")
        qa_order.append((sid, t.get("qa_id")))
if weighted_sessions != 3:
    err(f"expected 3 weighted sessions, found {weighted_sessions}")

# ---------------------------------------------------------------- labels
turn_by_qa = {t["qa_id"]: (sid, t) for sid, s in sessions.items() for t in s["conversation"]}
if [(l.get("session_id"), l.get("qa_id")) for l in labels] != qa_order:
    err("labels.jsonl ids/order do not match conversations.jsonl")
label_by_qa = {}
empties = []
for l in labels:
    qa = l.get("qa_id")
    if qa in label_by_qa:
        err(f"duplicate label for {qa}")
    label_by_qa[qa] = l
    if l.get("label") not in LABELS:
        err(f"{qa}: bad label {l.get('label')}")
    if l.get("kind") not in KINDS:
        err(f"{qa}: bad kind {l.get('kind')}")
    if not (isinstance(l.get("rationale"), str) and l["rationale"].strip()):
        err(f"{qa}: missing rationale")
    if qa not in turn_by_qa:
        err(f"{qa}: label without interaction")
        continue
    sid, turn = turn_by_qa[qa]
    if l.get("session_id") != sid:
        err(f"{qa}: session_id mismatch")
    clause = l.get("clause")
    if l.get("label") == "IRRELEVANT":
        if clause is not None:
            err(f"{qa}: IRRELEVANT must have clause null")
    else:
        if not isinstance(clause, str) or "#" not in clause:
            err(f"{qa}: clause must be 'file.md#Heading'")
        else:
            path, head = clause.split("#", 1)
            if path not in headings:
                err(f"{qa}: clause file {path} not in corpus")
            elif head not in headings[path]:
                err(f"{qa}: heading '## {head}' not found in {path}")
            if path not in ALLOWED_FILES.get(sessions[sid]["assistant_id"], set()):
                err(f"{qa}: clause {path} does not apply to {sessions[sid]['assistant_id']}")
    blank = turn["assistant"].strip() == ""
    if blank:
        empties.append(turn["assistant"])
        if l.get("label") != "IRRELEVANT" or l.get("kind") != "empty_answer":
            err(f"{qa}: empty answer must be IRRELEVANT / empty_answer")
    elif l.get("kind") == "empty_answer":
        err(f"{qa}: kind empty_answer but answer not empty")
    if l.get("label") == "IRRELEVANT" and l.get("kind") not in {"smalltalk", "out_of_scope", "empty_answer"}:
        err(f"{qa}: IRRELEVANT with kind {l.get('kind')}")
    if l.get("label") != "IRRELEVANT" and l.get("kind") in {"smalltalk", "out_of_scope", "empty_answer"}:
        err(f"{qa}: {l.get('label')} with kind {l.get('kind')}")
if sorted(empties, key=len) != ["", empties[-1]] or len(empties) != 2 or empties[-1] == "":
    err(f"expected exactly two empty answers, one '' and one whitespace: {empties!r}")
missing_kinds = KINDS - {l.get("kind") for l in labels}
if missing_kinds:
    err(f"kinds never used: {sorted(missing_kinds)}")

# ---------------------------------------------------------------- expected sessions
if [e.get("session_id") for e in expected] != list(sessions):
    err("expected_sessions.jsonl ids/order do not match conversations.jsonl")
all_irr = 0
for e in expected:
    sid = e.get("session_id")
    if sid not in sessions:
        continue
    s = sessions[sid]
    turns = s["conversation"]
    labs = [label_by_qa[t["qa_id"]]["label"] for t in turns if t["qa_id"] in label_by_qa]
    weighted = "weight" in turns[0]
    want = {
        "assistant_id": s["assistant_id"], "n_interactions": len(turns),
        "n_compliant": labs.count("COMPLIANT"), "n_non_compliant": labs.count("NON_COMPLIANT"),
        "n_irrelevant": labs.count("IRRELEVANT"),
        "weight_mode": "explicit" if weighted else "none",
    }
    for k, v in want.items():
        if e.get(k) != v:
            err(f"{sid}: {k} is {e.get(k)!r}, expected {v!r}")
    scored = [(t, lab) for t, lab in zip(turns, labs) if lab != "IRRELEVANT"]
    if not scored:
        all_irr += 1
        rw = {t["qa_id"]: 0.0 for t in turns}
        score, verdict = None, "IRRELEVANT"
    else:
        raw = {t["qa_id"]: (t["weight"] if weighted else 1.0) for t, _ in scored}
        tot = sum(raw.values())
        rw = {t["qa_id"]: raw.get(t["qa_id"], 0.0) / tot for t in turns}
        score = sum(rw[t["qa_id"]] for t, lab in scored if lab == "COMPLIANT")
        verdict = "COMPLIANT" if score >= 0.5 - 1e-9 else "NON_COMPLIANT"
    got_rw = e.get("resolved_weights", {})
    if set(got_rw) != set(rw) or any(abs(got_rw[k] - rw[k]) > 1e-4 for k in rw):
        err(f"{sid}: resolved_weights {got_rw} != {rw}")
    if score is None:
        if e.get("expected_score") is not None:
            err(f"{sid}: expected_score should be null")
    elif e.get("expected_score") is None or abs(e["expected_score"] - score) > 1e-3:
        err(f"{sid}: expected_score {e.get('expected_score')} != {score:.4f}")
    if e.get("expected_verdict") != verdict:
        err(f"{sid}: expected_verdict {e.get('expected_verdict')} != {verdict}")
if all_irr < 1:
    err("no session with only IRRELEVANT turns")

# ---------------------------------------------------------------- README
readme = os.path.join(ROOT, "README.md")
if not os.path.exists(readme):
    err("README.md missing")
else:
    rt = open(readme, encoding="utf-8").read()
    if not rt.startswith("# blind-ay: compliance evaluation set (the four domains)"):
        err("README.md: wrong title")
    for sec in ("Domains and corpus", "Files", "Labels", "Kinds", "Session scoring",
                "Notable cases", "Provenance"):
        if f"## {sec}" not in rt:
            err(f"README.md: missing section '## {sec}'")

# ---------------------------------------------------------------- summary
n = len(labels)
counts = {k: sum(1 for l in labels if l.get("label") == k) for k in sorted(LABELS)}
print(f"sessions={len(sessions)} interactions={n} tables={tables}")
for k, v in counts.items():
    print(f"  {k:14s} {v:3d}  ({100 * v / max(n, 1):.1f}%)")
verdicts = {}
for e in expected:
    verdicts[e.get("expected_verdict")] = verdicts.get(e.get("expected_verdict"), 0) + 1
print("  session verdicts:", verdicts)
if not 70 <= n <= 85:
    err(f"{n} interactions, expected 70-85")
if errors:
    print(f"FAILED: {len(errors)} problem(s)")
    for m in errors:
        print("  -", m)
    sys.exit(1)
print("OK: all checks passed")
