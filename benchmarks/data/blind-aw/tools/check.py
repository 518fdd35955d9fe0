#!/usr/bin/env python3
"""Re-check the blind-aw evaluation set independently of build.py.

Checks JSON validity, ids, label/kind vocabularies, that every clause names a real
corpus file and '##' heading (and one the assistant is bound by), counts, weights,
scores and verdicts, the corpus shape, and the label mix. Exits 1 on any failure.
"""
import datetime
import glob
import json
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.path.join(ROOT, "corpus")
LABELS = {"COMPLIANT", "NON_COMPLIANT", "IRRELEVANT"}
KINDS = {"numeric", "time_window", "multi_rule", "partial", "negation", "plain",
         "out_of_scope", "modality", "paraphrase", "smalltalk", "long_answer",
         "refusal", "empty_answer"}
# Which corpus files each assistant is bound by.
SCOPE = {
    "hawks-league-assistant": {"company/harrowgate_hawks_netball_policy.md",
                               "netball_league_code.md"},
    "sandpiper-club-assistant": {"company/sandpiper_volleyball_policy.md",
                                 "volleyball_club_code.md"},
    "riverbend-community-desk": {"lacrosse_club_code.md", "table_tennis_club_code.md"},
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


def headings(path):
    with open(path, encoding="utf-8") as f:
        return {l[3:].strip() for l in f if l.startswith("## ")}


# ---------------------------------------------------------------- corpus
files = sorted(os.path.relpath(p, CORPUS) for p in glob.glob(os.path.join(CORPUS, "**", "*.md"), recursive=True))
top = [f for f in files if "/" not in f]
comp = [f for f in files if f.startswith("company/")]
if len(top) != 4 or len(comp) != 2:
    err(f"corpus should have 4 general codes and 2 company policies, found {top} {comp}")
HEADS = {}
n_tables = 0
for f in files:
    p = os.path.join(CORPUS, f)
    text = open(p, encoding="utf-8").read()
    HEADS[f] = headings(p)
    words = len(text.split())
    if not 400 <= words <= 800:
        err(f"corpus/{f}: {words} words (want 400-800)")
    if not text.startswith("# "):
        err(f"corpus/{f}: does not start with a '#' title")
    if len(HEADS[f]) < 4:
        err(f"corpus/{f}: too few '##' sections")
    n_tables += len(re.findall(r"^\|[-| :]+\|\s*$", text, flags=re.M))
    for ph in re.findall(r"\b\d{3}-\d{4}\b", text):
        if not ph.startswith("555-"):
            err(f"corpus/{f}: phone number {ph} does not use 555-")
if not 8 <= n_tables <= 10:
    err(f"corpus has {n_tables} tables (want 8-10)")

# ---------------------------------------------------------------- conversations
convs = load("conversations.jsonl")
labels = load("labels.jsonl")
expected = load("expected_sessions.jsonl")

sid_re = re.compile(r"^AW-\d{2}$")
seen_sessions, turns_by_session, assistant_of = [], {}, {}
weighted_sessions = []
blank_answers = []
for c in convs:
    sid = c.get("session_id")
    for k in ("session_id", "assistant_id", "language", "context", "started_at", "conversation"):
        if k not in c:
            err(f"{sid}: missing key {k}")
    if not isinstance(sid, str) or not sid_re.match(sid):
        err(f"bad session_id {sid!r}")
        continue
    if sid in seen_sessions:
        err(f"duplicate session {sid}")
    seen_sessions.append(sid)
    if c.get("assistant_id") not in SCOPE:
        err(f"{sid}: unknown assistant_id {c.get('assistant_id')}")
    assistant_of[sid] = c.get("assistant_id")
    if c.get("language") != "english":
        err(f"{sid}: language must be 'english'")
    if not isinstance(c.get("context"), str) or not c["context"].strip():
        err(f"{sid}: empty context")
    try:
        if not re.match(r"^2025-\d{2}-\d{2}T\d{2}:\d{2}:00Z$", c["started_at"]):
            raise ValueError
        datetime.datetime.strptime(c["started_at"], "%Y-%m-%dT%H:%M:00Z")
    except (KeyError, ValueError, TypeError):
        err(f"{sid}: bad started_at {c.get('started_at')!r}")
    turns = c.get("conversation") or []
    if not 3 <= len(turns) <= 5:
        err(f"{sid}: {len(turns)} turns (want 3-5)")
    has_w = ["weight" in t for t in turns]
    if any(has_w) and not all(has_w):
        err(f"{sid}: weight on some turns only")
    if all(has_w) and turns:
        ws = [t["weight"] for t in turns]
        if not all(isinstance(w, (int, float)) and w >= 0 for w in ws):
            err(f"{sid}: weights must be non-negative numbers")
        elif abs(sum(ws) - 1.0) > 1e-6:
            err(f"{sid}: weights sum to {sum(ws)}")
        weighted_sessions.append(sid)
    for i, t in enumerate(turns, 1):
        want = f"{sid}-q{i}"
        if t.get("qa_id") != want:
            err(f"{sid}: turn {i} has qa_id {t.get('qa_id')!r}, want {want}")
        for k in ("query", "assistant", "ground_truth_assistant"):
            if not isinstance(t.get(k), str):
                err(f"{want}: {k} must be a string")
        if isinstance(t.get("assistant"), str) and not t["assistant"].strip():
            blank_answers.append((want, t["assistant"]))
        if isinstance(t.get("query"), str) and not t["query"].strip():
            err(f"{want}: empty query")
    turns_by_session[sid] = turns

if len(weighted_sessions) != 3:
    err(f"{len(weighted_sessions)} weighted sessions (want 3)")
n_inter = sum(len(v) for v in turns_by_session.values())
if not 70 <= n_inter <= 85:
    err(f"{n_inter} interactions (want 70-85)")
if len(convs) < 16 or len(convs) > 20:
    err(f"{len(convs)} sessions (want about 18)")
if sorted(set(assistant_of.values())) != sorted(SCOPE):
    err("every assistant should appear in at least one session")
if not (any(a == "" for _, a in blank_answers) and any(a != "" for _, a in blank_answers)):
    err(f"want one empty-string and one whitespace-only answer, found {blank_answers}")

# ---------------------------------------------------------------- labels
lab_by_qa = {}
all_qa = [t.get("qa_id") for s in seen_sessions for t in turns_by_session[s]]
for l in labels:
    q = l.get("qa_id")
    if q in lab_by_qa:
        err(f"duplicate label for {q}")
    lab_by_qa[q] = l
    if q not in all_qa:
        err(f"label for unknown qa_id {q}")
        continue
    if l.get("session_id") != q.rsplit("-q", 1)[0]:
        err(f"{q}: label session_id {l.get('session_id')} does not match")
    if l.get("label") not in LABELS:
        err(f"{q}: bad label {l.get('label')}")
    if l.get("kind") not in KINDS:
        err(f"{q}: bad kind {l.get('kind')}")
    if not isinstance(l.get("rationale"), str) or not l["rationale"].strip():
        err(f"{q}: missing rationale")
    clause = l.get("clause")
    if l.get("label") == "IRRELEVANT":
        if clause is not None:
            err(f"{q}: IRRELEVANT must have a null clause")
    else:
        if not isinstance(clause, str) or "#" not in clause:
            err(f"{q}: clause must be 'file.md#Heading'")
            continue
        f, h = clause.split("#", 1)
        if f not in HEADS:
            err(f"{q}: clause file {f} does not exist")
        elif h not in HEADS[f]:
            err(f"{q}: clause heading '## {h}' not found in {f}")
        sid = q.rsplit("-q", 1)[0]
        if f not in SCOPE.get(assistant_of.get(sid), set()):
            err(f"{q}: clause {f} is not binding on {assistant_of.get(sid)}")
for q in all_qa:
    if q not in lab_by_qa:
        err(f"no label for {q}")
for q, a in blank_answers:
    l = lab_by_qa.get(q, {})
    if l.get("label") != "IRRELEVANT" or l.get("kind") != "empty_answer":
        err(f"{q}: blank answer must be IRRELEVANT/empty_answer")
for q, l in lab_by_qa.items():
    if l.get("kind") == "empty_answer" and q not in [b[0] for b in blank_answers]:
        err(f"{q}: kind empty_answer but the answer is not blank")
    if l.get("kind") in {"smalltalk", "out_of_scope", "empty_answer"} and l.get("label") != "IRRELEVANT":
        err(f"{q}: kind {l.get('kind')} should be IRRELEVANT")
missing_kinds = KINDS - {l.get("kind") for l in labels}
if missing_kinds:
    err(f"kinds never used: {sorted(missing_kinds)}")

# ---------------------------------------------------------------- expected sessions
exp_by = {}
for e in expected:
    sid = e.get("session_id")
    if sid in exp_by:
        err(f"duplicate expected row {sid}")
    exp_by[sid] = e
if set(exp_by) != set(seen_sessions):
    err("expected_sessions ids differ from conversations")
all_irrelevant = 0
for sid in seen_sessions:
    e = exp_by.get(sid)
    if e is None:
        continue
    turns = turns_by_session[sid]
    labs = [lab_by_qa.get(t["qa_id"], {}).get("label") for t in turns]
    if e.get("assistant_id") != assistant_of[sid]:
        err(f"{sid}: assistant_id mismatch")
    for key, val in (("n_interactions", len(labs)), ("n_compliant", labs.count("COMPLIANT")),
                     ("n_non_compliant", labs.count("NON_COMPLIANT")),
                     ("n_irrelevant", labs.count("IRRELEVANT"))):
        if e.get(key) != val:
            err(f"{sid}: {key}={e.get(key)} but recount gives {val}")
    weighted = sid in weighted_sessions
    if e.get("weight_mode") != ("explicit" if weighted else "none"):
        err(f"{sid}: weight_mode {e.get('weight_mode')} wrong")
    raw = [t["weight"] if weighted else 1.0 for t in turns]
    keep = [lab != "IRRELEVANT" for lab in labs]
    tot = sum(w for w, k in zip(raw, keep) if k)
    rw = e.get("resolved_weights") or {}
    if set(rw) != {t["qa_id"] for t in turns}:
        err(f"{sid}: resolved_weights keys do not match the session's qa_ids")
    for t, w, k in zip(turns, raw, keep):
        want = (w / tot) if (k and tot > 0) else 0.0
        if abs(float(rw.get(t["qa_id"], -1)) - want) > 1e-3:
            err(f"{sid}: resolved weight of {t['qa_id']} is {rw.get(t['qa_id'])}, want {want:.4f}")
    if tot > 0 and abs(sum(rw.values()) - 1.0) > 2e-3:
        err(f"{sid}: resolved weights sum to {sum(rw.values())}")
    if tot == 0:
        all_irrelevant += 1
        score, verdict = None, "IRRELEVANT"
    else:
        score = sum(w for w, k, lab in zip(raw, keep, labs) if k and lab == "COMPLIANT") / tot
        verdict = "COMPLIANT" if score >= 0.5 - 1e-9 else "NON_COMPLIANT"
    es = e.get("expected_score")
    if score is None:
        if es is not None:
            err(f"{sid}: expected_score should be null")
    elif not isinstance(es, (int, float)) or abs(es - score) > 1e-3:
        err(f"{sid}: expected_score {es}, recomputed {score:.4f}")
    if e.get("expected_verdict") != verdict:
        err(f"{sid}: expected_verdict {e.get('expected_verdict')}, recomputed {verdict}")
if all_irrelevant != 1:
    err(f"{all_irrelevant} sessions with only IRRELEVANT turns (want 1)")

# ---------------------------------------------------------------- summary
counts = {k: sum(1 for l in labels if l.get("label") == k) for k in sorted(LABELS)}
total = sum(counts.values()) or 1
mix = {k: round(100 * v / total, 1) for k, v in counts.items()}
targets = {"COMPLIANT": 45, "NON_COMPLIANT": 40, "IRRELEVANT": 15}
for k, pct in targets.items():
    if abs(mix[k] - pct) > 8:
        err(f"label mix {k} {mix[k]}% is far from the {pct}% target")

print(f"files: {len(files)} corpus docs, {n_tables} tables")
print(f"sessions: {len(convs)}  interactions: {n_inter}  weighted: {weighted_sessions}")
print(f"labels: {counts}  percent: {mix}")
verdicts = {}
for e in expected:
    verdicts[e.get("expected_verdict")] = verdicts.get(e.get("expected_verdict"), 0) + 1
print(f"session verdicts: {verdicts}")
if errors:
    print(f"\nFAILED with {len(errors)} problem(s):")
    for m in errors:
        print("  -", m)
    sys.exit(1)
print("OK: all checks passed")
