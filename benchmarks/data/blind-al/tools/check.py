#!/usr/bin/env python3
"""Re-checks the blind-al evaluation set. Exit status 0 when every check passes."""
import json, os, re, sys
from collections import Counter, defaultdict
from datetime import datetime

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.path.join(ROOT, "corpus")
LABELS = {"COMPLIANT", "NON_COMPLIANT", "IRRELEVANT"}
KINDS = {"plain", "numeric", "time_window", "negation", "modality", "paraphrase", "partial",
         "multi_rule", "smalltalk", "out_of_scope", "refusal", "empty_answer", "long_answer"}
errors = []


def err(msg):
    errors.append(msg)


def load(name):
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


def headings(path):
    out = set()
    with open(path, encoding="utf-8") as f:
        for line in f:
            m = re.match(r"^(#{1,6})\s+(.*?)\s*$", line)
            if m:
                out.add(m.group(2))
    return out


# ---- corpus ----
docs = []
for dp, _, fs in os.walk(CORPUS):
    for fn in fs:
        if fn.endswith(".md"):
            docs.append(os.path.relpath(os.path.join(dp, fn), CORPUS))
docs.sort()
if not 5 <= len(docs) <= 6:
    err(f"corpus has {len(docs)} documents (want 5-6)")
if not any(d.startswith("company/") for d in docs):
    err("no document under corpus/company/")
tables = 0
for d in docs:
    text = open(os.path.join(CORPUS, d), encoding="utf-8").read()
    words = len(re.findall(r"[A-Za-z0-9][\w.,%$°'-]*", text))
    if not 380 <= words <= 820:
        err(f"{d}: about {words} words (want roughly 400-800)")
    tables += len(re.findall(r"^\|[ -:|]+\|\s*$", text, flags=re.M))
    if not re.search(r"^# ", text, flags=re.M) or not re.search(r"^## ", text, flags=re.M):
        err(f"{d}: missing # or ## headings")
    for phone in re.findall(r"\b\d{3}-\d{4}\b", text):
        if not phone.startswith("555-"):
            err(f"{d}: phone number {phone} does not use 555-")
if tables < 2:
    err(f"only {tables} tables in the corpus (want at least 2)")
heads = {d: headings(os.path.join(CORPUS, d)) for d in docs}

# ---- files ----
conv = load("conversations.jsonl")
labs = load("labels.jsonl")
exp = load("expected_sessions.jsonl")

if not 16 <= len(conv) <= 20:
    err(f"{len(conv)} sessions (want 16-20)")
assistants = {s["assistant_id"] for s in conv}
if len(assistants) != 3:
    err(f"{len(assistants)} assistant ids (want 3)")

qa_order, qa_session, turn_by_id = [], {}, {}
sids = set()
for s in conv:
    for k in ("session_id", "assistant_id", "language", "context", "started_at", "conversation"):
        if k not in s:
            err(f"session {s.get('session_id')}: missing {k}")
    if s["session_id"] in sids:
        err(f"duplicate session {s['session_id']}")
    sids.add(s["session_id"])
    if s.get("language") != "english":
        err(f"{s['session_id']}: language is not english")
    try:
        if not s["started_at"].endswith("Z"):
            raise ValueError
        datetime.strptime(s["started_at"], "%Y-%m-%dT%H:%M:%SZ")
    except ValueError:
        err(f"{s['session_id']}: started_at not ISO UTC")
    if not 3 <= len(s["conversation"]) <= 5:
        err(f"{s['session_id']}: {len(s['conversation'])} turns (want 3-5)")
    for t in s["conversation"]:
        for k in ("qa_id", "query", "assistant", "ground_truth_assistant"):
            if k not in t:
                err(f"{s['session_id']}: turn missing {k}")
        q = t["qa_id"]
        if not q.startswith("AL-"):
            err(f"{q}: qa_id lacks AL prefix")
        if q in qa_session:
            err(f"duplicate qa_id {q}")
        qa_session[q] = s["session_id"]
        qa_order.append(q)
        turn_by_id[q] = t
if not 70 <= len(qa_order) <= 80:
    err(f"{len(qa_order)} interactions (want 70-80)")

# ---- labels ----
lab_by_id = {}
for l in labs:
    q = l.get("qa_id")
    if q in lab_by_id:
        err(f"duplicate label for {q}")
    lab_by_id[q] = l
    if q not in qa_session:
        err(f"label for unknown qa_id {q}")
        continue
    if l.get("session_id") != qa_session[q]:
        err(f"{q}: label session_id mismatch")
    if l.get("label") not in LABELS:
        err(f"{q}: bad label {l.get('label')}")
    if l.get("kind") not in KINDS:
        err(f"{q}: bad kind {l.get('kind')}")
    if not l.get("rationale"):
        err(f"{q}: empty rationale")
    c = l.get("clause")
    if l.get("label") == "IRRELEVANT":
        if c is not None:
            err(f"{q}: IRRELEVANT label with a clause")
    else:
        if not c or "#" not in c:
            err(f"{q}: missing clause")
        else:
            path, head = c.split("#", 1)
            if path not in heads:
                err(f"{q}: clause file {path} not in corpus")
            elif head not in heads[path]:
                err(f"{q}: heading '{head}' not found in {path}")
for q in qa_order:
    if q not in lab_by_id:
        err(f"{q}: no label")

# ---- special kinds ----
empties = [q for q in qa_order if lab_by_id.get(q, {}).get("kind") == "empty_answer"]
if len(empties) != 2:
    err(f"{len(empties)} empty_answer items (want 2)")
ans = [turn_by_id[q]["assistant"] for q in empties]
if sorted([a == "" for a in ans]) != [False, True] or not all(a.strip() == "" for a in ans):
    err("empty_answer items must be one empty string and one whitespace-only string")
for q in qa_order:
    a = turn_by_id[q]["assistant"]
    if a.strip() == "" and lab_by_id[q]["label"] != "IRRELEVANT":
        err(f"{q}: blank answer not labelled IRRELEVANT")
longs = [q for q in qa_order if lab_by_id.get(q, {}).get("kind") == "long_answer"]
if len(longs) != 3:
    err(f"{len(longs)} long_answer items (want 3)")
for q in longs:
    if len(turn_by_id[q]["assistant"]) <= 2000:
        err(f"{q}: long answer only {len(turn_by_id[q]['assistant'])} characters")
if not any(lab_by_id[q]["label"] == "NON_COMPLIANT" for q in longs):
    err("no NON_COMPLIANT long answer")
long_chars = [len(a["assistant"]) for a in turn_by_id.values() if len(a["assistant"]) > 2000]
if len(long_chars) != 3:
    err(f"{len(long_chars)} answers over 2,000 characters (want 3)")

# ---- sessions ----
exp_by = {e["session_id"]: e for e in exp}
if set(exp_by) != sids:
    err("expected_sessions does not cover exactly the sessions in conversations.jsonl")
full = 0
for s in conv:
    sid = s["session_id"]
    e = exp_by.get(sid)
    if not e:
        continue
    turns = s["conversation"]
    n = len(turns)
    labels = [lab_by_id[t["qa_id"]]["label"] for t in turns]
    given = [t.get("weight") for t in turns]
    if all(w is not None for w in given):
        mode = "full"
        full += 1
        if abs(sum(given) - 1) > 1e-9:
            err(f"{sid}: weights sum to {sum(given)}")
        weights = given
        resolved = given
    elif all(w is None for w in given):
        mode = "none"
        weights = [1 / n] * n
        resolved = [round(1 / n, 4)] * n
    else:
        err(f"{sid}: weights given on some turns only")
        continue
    for key, val in (("assistant_id", s["assistant_id"]), ("n_interactions", n),
                     ("n_compliant", labels.count("COMPLIANT")),
                     ("n_non_compliant", labels.count("NON_COMPLIANT")),
                     ("n_irrelevant", labels.count("IRRELEVANT")), ("weight_mode", mode)):
        if e.get(key) != val:
            err(f"{sid}: {key} is {e.get(key)}, expected {val}")
    rw = {t["qa_id"]: w for t, w in zip(turns, resolved)}
    if e.get("resolved_weights") != rw:
        err(f"{sid}: resolved_weights {e.get('resolved_weights')} != {rw}")
    num = den = 0.0
    for lab, w in zip(labels, weights):
        if lab == "IRRELEVANT":
            continue
        den += w
        num += w if lab == "COMPLIANT" else 0
    if den == 0:
        score, verdict = None, "IRRELEVANT"
    else:
        score = round(num / den, 4)
        verdict = "COMPLIANT" if score >= 0.5 else "NON_COMPLIANT"
    if e.get("expected_score") != score:
        err(f"{sid}: expected_score {e.get('expected_score')} != {score}")
    if e.get("expected_verdict") != verdict:
        err(f"{sid}: expected_verdict {e.get('expected_verdict')} != {verdict}")
if not 2 <= full <= 3:
    err(f"{full} sessions with full weights (want 2-3)")

# ---- summary ----
lc = Counter(l["label"] for l in labs)
kc = Counter(l["kind"] for l in labs)
kl = defaultdict(Counter)
for l in labs:
    kl[l["kind"]][l["label"]] += 1
total = len(labs)
print(f"corpus documents: {len(docs)}, tables: {tables}")
print(f"sessions: {len(conv)}, interactions: {total}, assistants: {sorted(assistants)}")
for k in ("COMPLIANT", "NON_COMPLIANT", "IRRELEVANT"):
    print(f"  {k:14s} {lc[k]:3d}  {100 * lc[k] / total:5.1f} %")
print("kinds (total: C / NC / IRR):")
for k in sorted(kc):
    c = kl[k]
    print(f"  {k:13s} {kc[k]:3d}: {c['COMPLIANT']} / {c['NON_COMPLIANT']} / {c['IRRELEVANT']}")
print("session verdicts:", dict(Counter(e["expected_verdict"] for e in exp)))
print("long answers (chars):", [len(turn_by_id[q]["assistant"]) for q in longs])

readme = os.path.join(ROOT, "README.md")
if not os.path.exists(readme):
    err("README.md missing")
else:
    rt = open(readme, encoding="utf-8").read()
    for needle in (str(total), str(lc["COMPLIANT"]), str(lc["NON_COMPLIANT"]), str(lc["IRRELEVANT"])):
        if needle not in rt:
            err(f"README.md does not mention count {needle}")

if errors:
    print(f"\n{len(errors)} problem(s):")
    for e in errors:
        print("  -", e)
    sys.exit(1)
print("\nAll checks passed.")
