#!/usr/bin/env python3
"""Re-check the blind-bb evaluation set. Run from /tmp/blind/bb:
    python3 tools/check.py
Exits non-zero on any failure.
"""
import collections
import json
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.path.join(ROOT, "corpus")
LABELS = {"COMPLIANT", "NON_COMPLIANT", "IRRELEVANT"}
KINDS = {"numeric", "time_window", "multi_rule", "partial", "negation", "plain",
         "modality", "paraphrase", "long_answer", "refusal", "smalltalk",
         "out_of_scope", "empty_answer"}
ASSISTANTS = {"larkspur-stones-assistant", "emberfield-fireworks-assistant",
              "general-desk-assistant"}
# which corpus files each assistant may be judged against
ALLOWED = {
    "larkspur-stones-assistant": {"company/larkspur-stones-policy.md", "gemstones-general-code.md"},
    "emberfield-fireworks-assistant": {"company/emberfield-fireworks-policy.md", "fireworks-general-code.md"},
    "general-desk-assistant": {"pub-quiz-general-code.md", "book-clubs-general-code.md"},
}
errors = []


def err(msg):
    errors.append(msg)


def load_jsonl(name):
    rows = []
    path = os.path.join(ROOT, name)
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                err("%s line %d is blank" % (name, n))
                continue
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                err("%s line %d: invalid JSON (%s)" % (name, n, e))
    return rows


# ---------------------------------------------------------------- corpus
headings = {}
n_tables = 0
for dirpath, _, files in os.walk(CORPUS):
    for fn in sorted(files):
        if not fn.endswith(".md"):
            continue
        full = os.path.join(dirpath, fn)
        rel = os.path.relpath(full, CORPUS).replace(os.sep, "/")
        text = open(full, encoding="utf-8").read()
        lines = text.splitlines()
        if not lines or not lines[0].startswith("# "):
            err("%s: first line is not a '# ' title" % rel)
        hs = [l[3:].strip() for l in lines if l.startswith("## ")]
        if len(hs) != len(set(hs)):
            err("%s: duplicate ## headings" % rel)
        headings[rel] = set(hs)
        words = len([w for l in lines if not re.match(r"^\|[-:| ]+\|$", l.strip())
                     for w in l.split()])
        tables = sum(1 for l in lines if re.match(r"^\|[-:| ]+\|$", l.strip()))
        n_tables += tables
        print("corpus %-42s %4d words, %d sections, %d tables" % (rel, words, len(hs), tables))
        if not 400 <= words <= 800:
            err("%s: %d words, outside 400-800" % (rel, words))
if len(headings) != 6:
    err("expected 6 corpus files, found %d" % len(headings))
if len([k for k in headings if k.startswith("company/")]) != 2:
    err("expected 2 company policies under corpus/company/")
if not 8 <= n_tables <= 12:
    err("corpus has %d tables, expected 8-12" % n_tables)
print("corpus tables in total: %d" % n_tables)

# ---------------------------------------------------------------- conversations
convs = load_jsonl("conversations.jsonl")
labels = load_jsonl("labels.jsonl")
exps = load_jsonl("expected_sessions.jsonl")

sess = {}
qa = {}
for c in convs:
    for k in ("session_id", "assistant_id", "language", "context", "started_at", "conversation"):
        if k not in c:
            err("session %s lacks %s" % (c.get("session_id"), k))
    sid = c["session_id"]
    if sid in sess:
        err("duplicate session id %s" % sid)
    if not re.fullmatch(r"BB-\d{2}", sid):
        err("bad session id %s" % sid)
    if c["assistant_id"] not in ASSISTANTS:
        err("%s: unknown assistant %s" % (sid, c["assistant_id"]))
    if c["language"] != "english":
        err("%s: language must be english" % sid)
    if not re.fullmatch(r"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z", c["started_at"]):
        err("%s: bad started_at" % sid)
    sess[sid] = c
    turns = c["conversation"]
    if not 2 <= len(turns) <= 6:
        err("%s: %d turns, expected 2-6" % (sid, len(turns)))
    has_w = [("weight" in t) for t in turns]
    if any(has_w) and not all(has_w):
        err("%s: weight on some turns only" % sid)
    if all(has_w):
        tot = sum(t["weight"] for t in turns)
        if abs(tot - 1.0) > 1e-9:
            err("%s: weights sum to %s" % (sid, tot))
        if any(not (isinstance(t["weight"], (int, float)) and t["weight"] > 0) for t in turns):
            err("%s: weights must be positive numbers" % sid)
    for i, t in enumerate(turns, 1):
        for k in ("qa_id", "query", "assistant", "ground_truth_assistant"):
            if k not in t or not isinstance(t[k], str):
                err("%s turn %d lacks string %s" % (sid, i, k))
        if t["qa_id"] != "%s-q%d" % (sid, i):
            err("%s: qa_id %s out of sequence" % (sid, t["qa_id"]))
        if t["qa_id"] in qa:
            err("duplicate qa_id %s" % t["qa_id"])
        qa[t["qa_id"]] = (sid, t)

n_weighted = sum(1 for c in convs if all("weight" in t for t in c["conversation"]))
if n_weighted != 3:
    err("expected 3 weighted sessions, found %d" % n_weighted)

# ---------------------------------------------------------------- labels
lab = {}
for l in labels:
    q = l.get("qa_id")
    if q in lab:
        err("duplicate label for %s" % q)
    lab[q] = l
    if q not in qa:
        err("label for unknown qa_id %s" % q)
        continue
    sid, t = qa[q]
    if l.get("session_id") != sid:
        err("%s: label session_id mismatch" % q)
    if l.get("label") not in LABELS:
        err("%s: bad label %r" % (q, l.get("label")))
    if l.get("kind") not in KINDS:
        err("%s: bad kind %r" % (q, l.get("kind")))
    if not isinstance(l.get("rationale"), str) or not l["rationale"].strip():
        err("%s: missing rationale" % q)
    clause = l.get("clause")
    if l.get("label") == "IRRELEVANT":
        if clause is not None:
            err("%s: IRRELEVANT must have null clause" % q)
        if l.get("kind") not in {"smalltalk", "out_of_scope", "empty_answer"}:
            err("%s: IRRELEVANT with kind %s" % (q, l.get("kind")))
    else:
        if not isinstance(clause, str) or "#" not in clause:
            err("%s: clause missing" % q)
        else:
            f, h = clause.split("#", 1)
            if f not in headings:
                err("%s: clause file %s not in corpus" % (q, f))
            elif h not in headings[f]:
                err("%s: heading %r not an exact ## heading of %s" % (q, h, f))
            if f not in ALLOWED[sess[sid]["assistant_id"]]:
                err("%s: clause file %s does not apply to %s" % (q, f, sess[sid]["assistant_id"]))
        if l.get("kind") in {"smalltalk", "out_of_scope", "empty_answer"}:
            err("%s: non-IRRELEVANT label with kind %s" % (q, l.get("kind")))
    empty = not t["assistant"].strip()
    if empty and (l.get("label") != "IRRELEVANT" or l.get("kind") != "empty_answer"):
        err("%s: empty answer must be IRRELEVANT/empty_answer" % q)
    if l.get("kind") == "empty_answer" and not empty:
        err("%s: empty_answer kind but answer not empty" % q)
for q in qa:
    if q not in lab:
        err("no label for %s" % q)
n_empty = sum(1 for q, (s, t) in qa.items() if not t["assistant"].strip())
if n_empty < 2:
    err("expected at least two empty answers, found %d" % n_empty)

# ---------------------------------------------------------------- sessions
exp_by = {}
for e in exps:
    sid = e.get("session_id")
    if sid in exp_by:
        err("duplicate expected row %s" % sid)
    exp_by[sid] = e
    if sid not in sess:
        err("expected row for unknown session %s" % sid)
        continue
    c = sess[sid]
    turns = c["conversation"]
    ls = [lab[t["qa_id"]]["label"] for t in turns]
    weighted = all("weight" in t for t in turns)
    nC, nN, nI = ls.count("COMPLIANT"), ls.count("NON_COMPLIANT"), ls.count("IRRELEVANT")
    kept = [t for t, l in zip(turns, ls) if l != "IRRELEVANT"]
    if kept:
        base = {t["qa_id"]: (t["weight"] if weighted else 1.0) for t in kept}
        tot = sum(base.values())
        rw = {k: v / tot for k, v in base.items()}
        score = sum(rw[t["qa_id"]] for t in kept if lab[t["qa_id"]]["label"] == "COMPLIANT")
        verdict = "COMPLIANT" if score >= 0.5 - 1e-9 else "NON_COMPLIANT"
    else:
        rw, score, verdict = {}, None, "IRRELEVANT"
    chk = [("assistant_id", c["assistant_id"]), ("n_interactions", len(turns)),
           ("n_compliant", nC), ("n_non_compliant", nN), ("n_irrelevant", nI),
           ("weight_mode", "explicit" if weighted else "none"), ("expected_verdict", verdict)]
    for k, v in chk:
        if e.get(k) != v:
            err("%s: %s is %r, expected %r" % (sid, k, e.get(k), v))
    erw = e.get("resolved_weights", {})
    if set(erw) != set(rw):
        err("%s: resolved_weights keys differ" % sid)
    else:
        for k in rw:
            if abs(erw[k] - rw[k]) > 1e-4:
                err("%s: resolved weight %s is %s, expected %s" % (sid, k, erw[k], rw[k]))
        if rw and abs(sum(erw.values()) - 1.0) > 1e-4:
            err("%s: resolved weights do not sum to 1" % sid)
    if score is None:
        if e.get("expected_score") is not None:
            err("%s: expected_score should be null" % sid)
    elif e.get("expected_score") is None or abs(e["expected_score"] - score) > 1e-3:
        err("%s: expected_score %r, recomputed %.4f" % (sid, e.get("expected_score"), score))
for sid in sess:
    if sid not in exp_by:
        err("no expected row for %s" % sid)

# ---------------------------------------------------------------- counts
total = len(labels)
cnt = collections.Counter(l["label"] for l in labels)
print("sessions: %d, interactions: %d" % (len(convs), total))
for k in ("COMPLIANT", "NON_COMPLIANT", "IRRELEVANT"):
    print("  %-14s %3d  %5.1f%%" % (k, cnt[k], 100.0 * cnt[k] / total))
if not 16 <= len(convs) <= 20:
    err("expected about 18 sessions, found %d" % len(convs))
if not 70 <= total <= 85:
    err("expected 70-85 interactions, found %d" % total)
for k, target in (("COMPLIANT", 0.45), ("NON_COMPLIANT", 0.40), ("IRRELEVANT", 0.15)):
    if abs(cnt[k] / total - target) > 0.05:
        err("%s share %.3f too far from %.2f" % (k, cnt[k] / total, target))
by_a = collections.defaultdict(collections.Counter)
for l in labels:
    by_a[sess[l["session_id"]]["assistant_id"]][l["label"]] += 1
for a in sorted(by_a):
    c = by_a[a]
    print("  %-32s C=%d N=%d I=%d" % (a, c["COMPLIANT"], c["NON_COMPLIANT"], c["IRRELEVANT"]))
kinds = collections.defaultdict(collections.Counter)
for l in labels:
    kinds[l["kind"]][l["label"]] += 1
print("kinds:")
for k in sorted(kinds):
    c = kinds[k]
    print("  %-13s C=%d N=%d I=%d" % (k, c["COMPLIANT"], c["NON_COMPLIANT"], c["IRRELEVANT"]))
vc = collections.Counter(e["expected_verdict"] for e in exps)
print("verdicts:", dict(vc))
if vc["IRRELEVANT"] < 1:
    err("need at least one all-IRRELEVANT session")

# ---------------------------------------------------------------- README
rp = os.path.join(ROOT, "README.md")
if not os.path.exists(rp):
    err("README.md missing")
else:
    r = open(rp, encoding="utf-8").read()
    if not r.startswith("# blind-bb: compliance evaluation set (the four domains)"):
        err("README title wrong")
    for needle in ("Provenance", "Notable cases"):
        if needle not in r:
            err("README lacks %s" % needle)

if errors:
    print("\nFAILED (%d problems):" % len(errors))
    for e in errors:
        print("  - " + e)
    sys.exit(1)
print("\nOK: all checks passed")
