#!/usr/bin/env python3
"""Re-check the AO evaluation set. Exit code 0 when every check passes."""
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
        for i, line in enumerate(f, 1):
            if not line.strip():
                continue
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                err("%s line %d: bad JSON (%s)" % (name, i, e))
    return rows


def headings(path):
    hs = set()
    with open(path, encoding="utf-8") as f:
        for line in f:
            m = re.match(r"^(#{1,6})\s+(.*?)\s*$", line)
            if m:
                hs.add(m.group(2))
    return hs


# corpus
docs = {}
for dp, _, fs in os.walk(CORPUS):
    for fn in fs:
        if fn.endswith(".md"):
            p = os.path.join(dp, fn)
            docs[os.path.relpath(p, CORPUS).replace(os.sep, "/")] = p
if not 5 <= len(docs) <= 6:
    err("corpus should hold 5 or 6 documents, has %d" % len(docs))
if not any(k.startswith("company/") for k in docs):
    err("no document in corpus/company/")
tables = 0
for rel, p in docs.items():
    text = open(p, encoding="utf-8").read()
    words = len(text.split())
    if not 350 <= words <= 850:
        err("%s: %d words, outside the rough 400-800 range" % (rel, words))
    tables += len(re.findall(r"^\|[-| ]+\|\s*$", text, re.M))
    if not re.search(r"^# ", text, re.M) or not re.search(r"^## ", text, re.M):
        err("%s: missing # or ## headings" % rel)
if tables < 2:
    err("fewer than two tables in corpus")
heads = {rel: headings(p) for rel, p in docs.items()}

conv = load("conversations.jsonl")
labs = load("labels.jsonl")
exp = load("expected_sessions.jsonl")

# conversations
qa_seen = {}
qa_session = {}
assistants = set()
n_inter = 0
for s in conv:
    for k in ("session_id", "assistant_id", "language", "context", "started_at", "conversation"):
        if k not in s:
            err("session missing %s: %s" % (k, s.get("session_id")))
    assistants.add(s["assistant_id"])
    if s.get("language") != "english":
        err("%s: language not english" % s["session_id"])
    try:
        datetime.strptime(s["started_at"], "%Y-%m-%dT%H:%M:%SZ")
    except ValueError:
        err("%s: started_at not ISO UTC" % s["session_id"])
    turns = s["conversation"]
    if not 3 <= len(turns) <= 5:
        err("%s: %d turns" % (s["session_id"], len(turns)))
    for t in turns:
        n_inter += 1
        for k in ("qa_id", "query", "assistant", "ground_truth_assistant"):
            if k not in t:
                err("%s: turn missing %s" % (s["session_id"], k))
        q = t["qa_id"]
        if not q.startswith("AO-"):
            err("qa_id %s lacks AO prefix" % q)
        if q in qa_seen:
            err("duplicate qa_id %s" % q)
        qa_seen[q] = t
        qa_session[q] = s["session_id"]
if not 16 <= len(conv) <= 20:
    err("%d sessions (want 16-20)" % len(conv))
if not 70 <= n_inter <= 80:
    err("%d interactions (want 70-80)" % n_inter)
if len(assistants) != 3:
    err("%d assistant ids (want 3)" % len(assistants))

# labels
lab_by_qa = {}
for l in labs:
    for k in ("session_id", "qa_id", "label", "clause", "kind", "rationale"):
        if k not in l:
            err("label missing %s: %s" % (k, l.get("qa_id")))
    q = l["qa_id"]
    if q in lab_by_qa:
        err("duplicate label for %s" % q)
    lab_by_qa[q] = l
    if q not in qa_seen:
        err("label for unknown qa_id %s" % q)
    elif qa_session[q] != l["session_id"]:
        err("label %s: session mismatch" % q)
    if l["label"] not in LABELS:
        err("%s: bad label %s" % (q, l["label"]))
    if l["kind"] not in KINDS:
        err("%s: bad kind %s" % (q, l["kind"]))
    if l["label"] == "IRRELEVANT":
        if l["clause"] is not None:
            err("%s: IRRELEVANT with a clause" % q)
    else:
        c = l["clause"]
        if not c or "#" not in c:
            err("%s: missing clause" % q)
        else:
            f, h = c.split("#", 1)
            if f not in heads:
                err("%s: clause file %s not in corpus" % (q, f))
            elif h not in heads[f]:
                err("%s: heading '%s' not in %s" % (q, h, f))
missing = set(qa_seen) - set(lab_by_qa)
if missing:
    err("interactions without labels: %s" % sorted(missing))

# kind-specific checks
kinds = Counter(l["kind"] for l in labs)
for k in KINDS:
    if kinds[k] == 0:
        err("kind %s not used" % k)
empties = [q for q, l in lab_by_qa.items() if l["kind"] == "empty_answer"]
if len(empties) != 2:
    err("want 2 empty_answer, have %d" % len(empties))
else:
    vals = sorted(qa_seen[q]["assistant"] for q in empties)
    if not (any(v == "" for v in vals) and any(v != "" and v.strip() == "" for v in vals)):
        err("empty answers must be one '' and one whitespace-only")
    for q in empties:
        if lab_by_qa[q]["label"] != "IRRELEVANT":
            err("%s: empty answer not IRRELEVANT" % q)
for q, t in qa_seen.items():
    if t["assistant"].strip() == "" and lab_by_qa.get(q, {}).get("label") != "IRRELEVANT":
        err("%s: blank answer not IRRELEVANT" % q)
longs = [q for q, l in lab_by_qa.items() if l["kind"] == "long_answer"]
if len(longs) != 3:
    err("want 3 long_answer, have %d" % len(longs))
for q in longs:
    if len(qa_seen[q]["assistant"]) <= 2000:
        err("%s: long answer only %d chars" % (q, len(qa_seen[q]["assistant"])))
if not any(lab_by_qa[q]["label"] == "NON_COMPLIANT" for q in longs):
    err("no NON_COMPLIANT long answer")

# sessions
exp_by = {e["session_id"]: e for e in exp}
if set(exp_by) != {s["session_id"] for s in conv}:
    err("expected_sessions do not match conversations")
n_weighted = 0
for s in conv:
    sid = s["session_id"]
    e = exp_by.get(sid)
    if e is None:
        continue
    turns = s["conversation"]
    n = len(turns)
    ws = [t.get("weight") for t in turns]
    if all(w is None for w in ws):
        mode = "none"
        exact = [1.0 / n] * n
        shown = [round(1.0 / n, 4)] * n
    elif all(w is not None for w in ws):
        mode = "full"
        n_weighted += 1
        exact = shown = ws
        if abs(sum(ws) - 1.0) > 1e-9:
            err("%s: weights sum to %s" % (sid, sum(ws)))
    else:
        err("%s: some turns weighted, some not" % sid)
        continue
    labels = [lab_by_qa[t["qa_id"]]["label"] for t in turns]
    c = Counter(labels)
    if e["assistant_id"] != s["assistant_id"]:
        err("%s: assistant mismatch" % sid)
    if e["weight_mode"] != mode:
        err("%s: weight_mode %s, expected %s" % (sid, e["weight_mode"], mode))
    for key, val in (("n_interactions", n), ("n_compliant", c["COMPLIANT"]),
                     ("n_non_compliant", c["NON_COMPLIANT"]), ("n_irrelevant", c["IRRELEVANT"])):
        if e[key] != val:
            err("%s: %s %s != %s" % (sid, key, e[key], val))
    rw = {t["qa_id"]: w for t, w in zip(turns, shown)}
    if set(e["resolved_weights"]) != set(rw) or any(abs(e["resolved_weights"][k] - rw[k]) > 1e-9 for k in rw):
        err("%s: resolved_weights mismatch" % sid)
    kept = [(w, lab) for w, lab in zip(exact, labels) if lab != "IRRELEVANT"]
    if not kept:
        score, verdict = None, "IRRELEVANT"
    else:
        score = round(sum(w for w, lab in kept if lab == "COMPLIANT") / sum(w for w, _ in kept) + 1e-12, 4)
        verdict = "COMPLIANT" if score >= 0.5 else "NON_COMPLIANT"
    if e["expected_score"] != score:
        err("%s: expected_score %s != %s" % (sid, e["expected_score"], score))
    if e["expected_verdict"] != verdict:
        err("%s: expected_verdict %s != %s" % (sid, e["expected_verdict"], verdict))
if not 2 <= n_weighted <= 3:
    err("%d weighted sessions (want 2-3)" % n_weighted)

# summary
lc = Counter(l["label"] for l in labs)
total = len(labs)
print("sessions: %d  interactions: %d  assistants: %d  corpus docs: %d" % (len(conv), total, len(assistants), len(docs)))
for L in ("COMPLIANT", "NON_COMPLIANT", "IRRELEVANT"):
    print("  %-14s %3d  %5.1f%%" % (L, lc[L], 100.0 * lc[L] / total))
kl = defaultdict(Counter)
for l in labs:
    kl[l["kind"]][l["label"]] += 1
print("  kind           total  C  NC  IRR")
for k in sorted(KINDS):
    print("  %-14s %4d %3d %3d %3d" % (k, kinds[k], kl[k]["COMPLIANT"], kl[k]["NON_COMPLIANT"], kl[k]["IRRELEVANT"]))
sv = Counter(e["expected_verdict"] for e in exp)
print("session verdicts:", dict(sv))
if errors:
    print("\nFAILED (%d problems):" % len(errors))
    for m in errors:
        print("  -", m)
    sys.exit(1)
print("\nALL CHECKS PASSED")
