#!/usr/bin/env python3
"""Re-check the blind-y evaluation set. Stdlib only. Exit code 1 on any error."""
import json, os, re, sys
from collections import Counter, defaultdict
from datetime import datetime
from fractions import Fraction

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.path.join(ROOT, "corpus")
LABELS = {"COMPLIANT", "NON_COMPLIANT", "IRRELEVANT"}
KINDS = ["plain", "numeric", "time_window", "negation", "modality", "paraphrase", "partial", "multi_rule",
         "smalltalk", "out_of_scope", "refusal", "empty_answer", "long_answer"]
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
                err(f"{name}:{i}: JSON error {e}")
    return rows


# ---------------------------------------------------------------- corpus
headings = {}
n_tables = 0
for dp, _, fns in os.walk(CORPUS):
    for fn in fns:
        if not fn.endswith(".md"):
            continue
        p = os.path.join(dp, fn)
        rel = os.path.relpath(p, CORPUS).replace(os.sep, "/")
        text = open(p, encoding="utf-8").read()
        hs = set()
        for line in text.splitlines():
            m = re.match(r"^(#{1,6})\s+(.*\S)\s*$", line)
            if m:
                hs.add(m.group(2))
        headings[rel] = hs
        words = len(text.split())
        if not 380 <= words <= 850:
            warnings.append(f"corpus/{rel}: {words} words (aim 400-800)")
        if re.search(r"^\|.*\|\s*$\n^\|[-| :]+\|\s*$", text, re.M):
            n_tables += len(re.findall(r"^\|[-| :]+\|\s*$", text, re.M))
        for ph in re.findall(r"\b\d{3}-\d{4}\b", text):
            if not ph.startswith("555-"):
                err(f"corpus/{rel}: phone number {ph} does not use 555-")
if not 5 <= len(headings) <= 6:
    err(f"corpus has {len(headings)} documents (want 5-6)")
if not any(r.startswith("company/") for r in headings):
    err("no document under corpus/company/")
if n_tables < 2:
    err(f"only {n_tables} tables in corpus")

# ---------------------------------------------------------------- conversations
conv = load_jsonl("conversations.jsonl")
labels = load_jsonl("labels.jsonl")
expected = load_jsonl("expected_sessions.jsonl")

qa_index = {}
sess_turns = {}
assistants = set()
weighted_sessions = []
for s in conv:
    for k in ("session_id", "assistant_id", "language", "context", "started_at", "conversation"):
        if k not in s:
            err(f"{s.get('session_id')}: missing {k}")
    sid = s["session_id"]
    if sid in sess_turns:
        err(f"duplicate session {sid}")
    assistants.add(s["assistant_id"])
    if s["language"] != "english":
        err(f"{sid}: language {s['language']}")
    try:
        if not s["started_at"].endswith("Z"):
            raise ValueError
        datetime.strptime(s["started_at"], "%Y-%m-%dT%H:%M:%SZ")
    except ValueError:
        err(f"{sid}: started_at not ISO UTC: {s['started_at']}")
    turns = s["conversation"]
    if not 3 <= len(turns) <= 5:
        err(f"{sid}: {len(turns)} turns")
    has_w = [("weight" in t) for t in turns]
    if any(has_w) and not all(has_w):
        err(f"{sid}: weights on some turns only")
    if all(has_w):
        weighted_sessions.append(sid)
        tot = sum(Fraction(str(t["weight"])) for t in turns)
        if tot != 1:
            err(f"{sid}: weights sum to {float(tot)}")
    for t in turns:
        for k in ("qa_id", "query", "assistant", "ground_truth_assistant"):
            if k not in t:
                err(f"{sid}: turn missing {k}")
        if t["qa_id"] in qa_index:
            err(f"duplicate qa_id {t['qa_id']}")
        if not t["qa_id"].startswith("by-"):
            err(f"qa_id without prefix: {t['qa_id']}")
        qa_index[t["qa_id"]] = (sid, t)
        for ph in re.findall(r"\b\d{3}-\d{4}\b", t["assistant"] + t["query"]):
            if not ph.startswith("555-"):
                err(f"{t['qa_id']}: phone number {ph}")
    sess_turns[sid] = turns

n_int = len(qa_index)
if not 16 <= len(conv) <= 20:
    err(f"{len(conv)} sessions (want 16-20)")
if not 70 <= n_int <= 80:
    err(f"{n_int} interactions (want 70-80)")
if len(assistants) != 3:
    err(f"{len(assistants)} assistant ids (want 3)")
if not 2 <= len(weighted_sessions) <= 3:
    err(f"{len(weighted_sessions)} weighted sessions (want 2-3)")

# ---------------------------------------------------------------- labels
lab_by_qa = {}
for l in labels:
    qa = l.get("qa_id")
    for k in ("session_id", "qa_id", "label", "clause", "kind", "rationale"):
        if k not in l:
            err(f"label {qa}: missing {k}")
    if qa in lab_by_qa:
        err(f"duplicate label for {qa}")
    lab_by_qa[qa] = l
    if qa not in qa_index:
        err(f"label for unknown qa_id {qa}")
        continue
    if qa_index[qa][0] != l["session_id"]:
        err(f"{qa}: session mismatch")
    if l["label"] not in LABELS:
        err(f"{qa}: bad label {l['label']}")
    if l["kind"] not in KINDS:
        err(f"{qa}: bad kind {l['kind']}")
    if l["label"] == "IRRELEVANT":
        if l["clause"] is not None:
            err(f"{qa}: IRRELEVANT with clause")
    else:
        c = l["clause"]
        if not c or "#" not in c:
            err(f"{qa}: missing clause")
        else:
            path, head = c.split("#", 1)
            if path not in headings:
                err(f"{qa}: clause file {path} not in corpus")
            elif head not in headings[path]:
                err(f"{qa}: heading '{head}' not in {path}")
missing = set(qa_index) - set(lab_by_qa)
if missing:
    err(f"interactions without label: {sorted(missing)}")

# kind-specific checks
empties = [qa for qa, l in lab_by_qa.items() if l["kind"] == "empty_answer"]
if len(empties) != 2:
    err(f"{len(empties)} empty_answer items (want 2)")
ans = [qa_index[q][1]["assistant"] for q in empties]
if sorted([a == "" for a in ans]) != [False, True] or any(a.strip() for a in ans):
    err("empty_answer items must be one empty string and one whitespace-only answer")
for q in empties:
    if lab_by_qa[q]["label"] != "IRRELEVANT":
        err(f"{q}: empty answer not IRRELEVANT")
longs = [qa for qa, l in lab_by_qa.items() if l["kind"] == "long_answer"]
if len(longs) != 3:
    err(f"{len(longs)} long_answer items (want 3)")
for q in longs:
    if len(qa_index[q][1]["assistant"]) <= 2000:
        err(f"{q}: long answer only {len(qa_index[q][1]['assistant'])} chars")
if not any(lab_by_qa[q]["label"] == "NON_COMPLIANT" for q in longs):
    err("no NON_COMPLIANT long answer")
n_over = sum(1 for _, t in qa_index.values() if len(t["assistant"]) > 2000)
if n_over != 3:
    err(f"{n_over} answers over 2,000 characters (want 3)")

# ---------------------------------------------------------------- expected sessions
exp_by = {e["session_id"]: e for e in expected}
if set(exp_by) != set(sess_turns):
    err("expected_sessions does not cover exactly the sessions")
verdicts = Counter()
for sid, turns in sess_turns.items():
    e = exp_by.get(sid)
    if e is None:
        continue
    n = len(turns)
    labs = [lab_by_qa[t["qa_id"]]["label"] for t in turns]
    c = Counter(labs)
    for key, val in (("n_interactions", n), ("n_compliant", c["COMPLIANT"]),
                     ("n_non_compliant", c["NON_COMPLIANT"]), ("n_irrelevant", c["IRRELEVANT"])):
        if e[key] != val:
            err(f"{sid}: {key} {e[key]} != {val}")
    w_given = all("weight" in t for t in turns)
    mode = "full" if w_given else "none"
    if e["weight_mode"] != mode:
        err(f"{sid}: weight_mode {e['weight_mode']} != {mode}")
    rw = {t["qa_id"]: (t["weight"] if w_given else round(1 / n, 4)) for t in turns}
    if e["resolved_weights"] != rw:
        err(f"{sid}: resolved_weights mismatch {e['resolved_weights']} vs {rw}")
    exact_w = {t["qa_id"]: (Fraction(str(t["weight"])) if w_given else Fraction(1, n)) for t in turns}
    den = sum(exact_w[t["qa_id"]] for t, l in zip(turns, labs) if l != "IRRELEVANT")
    num = sum(exact_w[t["qa_id"]] for t, l in zip(turns, labs) if l == "COMPLIANT")
    if den == 0:
        score, verdict = None, "IRRELEVANT"
    else:
        score = round(float(num / den), 4)
        verdict = "COMPLIANT" if num / den >= Fraction(1, 2) else "NON_COMPLIANT"
    if e["expected_score"] != score:
        err(f"{sid}: expected_score {e['expected_score']} != {score}")
    if e["expected_verdict"] != verdict:
        err(f"{sid}: expected_verdict {e['expected_verdict']} != {verdict}")
    if e["assistant_id"] != next(s["assistant_id"] for s in conv if s["session_id"] == sid):
        err(f"{sid}: assistant_id mismatch")
    verdicts[verdict] += 1

# ---------------------------------------------------------------- README
readme = open(os.path.join(ROOT, "README.md"), encoding="utf-8").read()
for rel in headings:
    if rel not in readme:
        err(f"README does not list corpus/{rel}")

# ---------------------------------------------------------------- report
lc = Counter(l["label"] for l in labels)
kc = defaultdict(Counter)
for l in labels:
    kc[l["kind"]][l["label"]] += 1
print(f"corpus documents: {len(headings)}  tables: {n_tables}")
print(f"sessions: {len(conv)}  interactions: {n_int}  assistants: {len(assistants)}  weighted sessions: {weighted_sessions}")
print("labels:", ", ".join(f"{k} {lc[k]} ({100 * lc[k] / n_int:.1f}%)" for k in ("COMPLIANT", "NON_COMPLIANT", "IRRELEVANT")))
print("kinds (total: C/NC/IRR):")
for k in KINDS:
    cc = kc[k]
    print(f"  {k:13s} {sum(cc.values()):3d}: {cc['COMPLIANT']}/{cc['NON_COMPLIANT']}/{cc['IRRELEVANT']}")
print("session verdicts:", dict(verdicts))
for w in warnings:
    print("WARNING:", w)
if errors:
    for e in errors:
        print("ERROR:", e)
    sys.exit(1)
print("OK: all checks passed")
