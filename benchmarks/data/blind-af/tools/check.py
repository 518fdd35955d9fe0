#!/usr/bin/env python3
"""Re-checks the blind-af set: JSON, clauses, ids, counts, weights and session scores."""
import json
import os
import re
import sys
from collections import Counter

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
            except ValueError as e:
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


convs = load("conversations.jsonl")
labels = load("labels.jsonl")
exps = load("expected_sessions.jsonl")

# corpus
docs = []
for dp, _, fs in os.walk(CORPUS):
    for f in fs:
        if f.endswith(".md"):
            docs.append(os.path.relpath(os.path.join(dp, f), CORPUS))
if not 5 <= len(docs) <= 6:
    err("corpus has %d documents" % len(docs))
if not any(d.startswith("company/") for d in docs):
    err("no company document")
tables = 0
for d in docs:
    text = open(os.path.join(CORPUS, d), encoding="utf-8").read()
    tables += len(re.findall(r"^\|[-| :]+\|\s*$", text, re.M))
    words = len([w for w in re.findall(r"\S+", text) if re.search(r"[A-Za-z0-9]", w)])
    if not 380 <= words <= 850:
        err("%s has %d words" % (d, words))
    for ph in re.findall(r"\b\d{3}-\d{4}\b", text):
        if not ph.startswith("555-"):
            err("%s: phone %s not 555-" % (d, ph))
if tables < 2:
    err("fewer than two tables in corpus")

# conversations
qa_turn = {}
sess_turns = {}
for c in convs:
    for k in ("session_id", "assistant_id", "language", "context", "started_at", "conversation"):
        if k not in c:
            err("%s: missing %s" % (c.get("session_id"), k))
    if c.get("language") != "english":
        err("%s: language" % c["session_id"])
    if not re.match(r"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$", c.get("started_at", "")):
        err("%s: started_at" % c["session_id"])
    turns = c["conversation"]
    if not 3 <= len(turns) <= 5:
        err("%s: %d turns" % (c["session_id"], len(turns)))
    sess_turns[c["session_id"]] = turns
    for t in turns:
        for k in ("qa_id", "query", "assistant", "ground_truth_assistant"):
            if k not in t:
                err("%s: missing %s" % (t.get("qa_id"), k))
        if not t["qa_id"].startswith("baf-"):
            err("%s: prefix" % t["qa_id"])
        if t["qa_id"] in qa_turn:
            err("duplicate qa_id %s" % t["qa_id"])
        qa_turn[t["qa_id"]] = (c["session_id"], t)

n_sess, n_int = len(convs), len(qa_turn)
if not 16 <= n_sess <= 20:
    err("%d sessions" % n_sess)
if not 70 <= n_int <= 80:
    err("%d interactions" % n_int)
assistants = {c["assistant_id"] for c in convs}
if len(assistants) != 3:
    err("%d assistant ids" % len(assistants))

# labels
lab_by_qa = {}
for l in labels:
    qa = l.get("qa_id")
    if qa in lab_by_qa:
        err("duplicate label %s" % qa)
    lab_by_qa[qa] = l
    if qa not in qa_turn:
        err("label for unknown qa_id %s" % qa)
        continue
    if qa_turn[qa][0] != l.get("session_id"):
        err("%s: session mismatch" % qa)
    if l.get("label") not in LABELS:
        err("%s: bad label" % qa)
    if l.get("kind") not in KINDS:
        err("%s: bad kind" % qa)
    if not l.get("rationale"):
        err("%s: no rationale" % qa)
    cl = l.get("clause")
    if l.get("label") == "IRRELEVANT":
        if cl is not None:
            err("%s: IRRELEVANT with clause" % qa)
    else:
        if not cl or "#" not in cl:
            err("%s: bad clause %r" % (qa, cl))
        else:
            path, head = cl.split("#", 1)
            fp = os.path.join(CORPUS, path)
            if not os.path.isfile(fp):
                err("%s: clause file missing %s" % (qa, path))
            elif head not in headings(fp):
                err("%s: heading missing %r in %s" % (qa, head, path))
    ans = qa_turn[qa][1]["assistant"]
    if l.get("kind") == "empty_answer" and ans.strip():
        err("%s: empty_answer kind but answer not blank" % qa)
    if l.get("kind") == "empty_answer" and l.get("label") != "IRRELEVANT":
        err("%s: empty answer must be IRRELEVANT" % qa)
    if l.get("kind") == "long_answer" and len(ans) <= 2000:
        err("%s: long answer only %d chars" % (qa, len(ans)))
missing = set(qa_turn) - set(lab_by_qa)
if missing:
    err("unlabelled: %s" % sorted(missing))

kc = Counter(l["kind"] for l in labels)
if kc["empty_answer"] != 2:
    err("empty_answer count %d" % kc["empty_answer"])
blank = [qa_turn[l["qa_id"]][1]["assistant"] for l in labels if l["kind"] == "empty_answer"]
if sorted(blank, key=len)[0] != "" or not any(b and not b.strip() for b in blank):
    err("need one empty string and one whitespace-only answer")
if kc["long_answer"] != 3:
    err("long_answer count %d" % kc["long_answer"])
for k in KINDS:
    if kc[k] == 0:
        err("kind %s unused" % k)

# sessions
exp_by = {e["session_id"]: e for e in exps}
if set(exp_by) != set(sess_turns):
    err("expected_sessions ids differ from conversations")
weighted_sessions = 0
for c in convs:
    sid = c["session_id"]
    turns = sess_turns[sid]
    e = exp_by.get(sid)
    if e is None:
        continue
    labs = [lab_by_qa[t["qa_id"]]["label"] for t in turns]
    n = len(turns)
    has_w = ["weight" in t for t in turns]
    if any(has_w) and not all(has_w):
        err("%s: weights on some turns only" % sid)
    full = all(has_w)
    if full:
        weighted_sessions += 1
        ws = [t["weight"] for t in turns]
        if abs(sum(ws) - 1.0) > 1e-9:
            err("%s: weights sum %.6f" % (sid, sum(ws)))
    else:
        ws = [round(1.0 / n, 4)] * n
    if e["weight_mode"] != ("full" if full else "none"):
        err("%s: weight_mode" % sid)
    rw = {t["qa_id"]: w for t, w in zip(turns, ws)}
    if set(e["resolved_weights"]) != set(rw) or any(abs(e["resolved_weights"][k] - rw[k]) > 1e-9 for k in rw):
        err("%s: resolved_weights" % sid)
    for key, want in (("n_interactions", n), ("n_compliant", labs.count("COMPLIANT")),
                      ("n_non_compliant", labs.count("NON_COMPLIANT")),
                      ("n_irrelevant", labs.count("IRRELEVANT"))):
        if e[key] != want:
            err("%s: %s %s != %s" % (sid, key, e[key], want))
    if e["assistant_id"] != c["assistant_id"]:
        err("%s: assistant_id" % sid)
    kept = [(w, l) for w, l in zip(ws, labs) if l != "IRRELEVANT"]
    if not kept:
        score, verdict = None, "IRRELEVANT"
    else:
        tot = sum(w for w, _ in kept)
        score = round(sum(w for w, l in kept if l == "COMPLIANT") / tot, 4)
        verdict = "COMPLIANT" if score >= 0.5 else "NON_COMPLIANT"
    if (score is None) != (e["expected_score"] is None) or (score is not None and abs(score - e["expected_score"]) > 1e-9):
        err("%s: expected_score %s != %s" % (sid, e["expected_score"], score))
    if e["expected_verdict"] != verdict:
        err("%s: verdict %s != %s" % (sid, e["expected_verdict"], verdict))
if not 2 <= weighted_sessions <= 3:
    err("%d weighted sessions" % weighted_sessions)

# summary
lc = Counter(l["label"] for l in labels)
print("sessions %d, interactions %d, assistants %d, corpus docs %d, tables %d" % (n_sess, n_int, len(assistants), len(docs), tables))
for k in ("COMPLIANT", "NON_COMPLIANT", "IRRELEVANT"):
    print("  %-14s %3d  %5.1f %%" % (k, lc[k], 100.0 * lc[k] / n_int))
kl = Counter((l["kind"], l["label"]) for l in labels)
print("kinds (total / C / NC / I):")
for k in sorted(KINDS):
    print("  %-13s %3d / %d / %d / %d" % (k, kc[k], kl[(k, "COMPLIANT")], kl[(k, "NON_COMPLIANT")], kl[(k, "IRRELEVANT")]))
print("verdicts:", dict(Counter(e["expected_verdict"] for e in exps)))
if errors:
    print("\n%d ERROR(S):" % len(errors))
    for m in errors:
        print("  -", m)
    sys.exit(1)
print("OK: all checks passed")
