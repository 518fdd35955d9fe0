#!/usr/bin/env python3
"""Re-check the blind-bm evaluation set. Run from /tmp/blind/bm:
    python3 tools/check.py
Exits non-zero on the first batch of problems found.
"""
import glob
import json
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.path.join(ROOT, "corpus")
LABELS = {"COMPLIANT", "NON_COMPLIANT", "IRRELEVANT"}
KINDS = {"numeric", "time_window", "multi_rule", "partial", "negation", "plain", "modality",
         "paraphrase", "long_answer", "refusal", "smalltalk", "out_of_scope", "empty_answer"}
ASSISTANTS = {"general-desk-assistant", "gourdley-shows-assistant", "puddleby-derby-assistant"}
errors = []


def err(msg):
    errors.append(msg)


def load_jsonl(name):
    rows = []
    path = os.path.join(ROOT, name)
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                err("%s line %d: blank line" % (name, n))
                continue
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                err("%s line %d: invalid JSON (%s)" % (name, n, e))
    return rows


# ---------------------------------------------------------------- corpus
headings = {}
total_tables = 0
files = sorted(glob.glob(os.path.join(CORPUS, "*.md")) + glob.glob(os.path.join(CORPUS, "company", "*.md")))
if len(files) != 6:
    err("expected 6 corpus files, found %d" % len(files))
if len(glob.glob(os.path.join(CORPUS, "company", "*.md"))) != 2:
    err("expected 2 company policies")
for p in files:
    rel = os.path.relpath(p, CORPUS).replace(os.sep, "/")
    text = open(p, encoding="utf-8").read()
    lines = text.splitlines()
    if not lines or not lines[0].startswith("# "):
        err("%s: first line must be a '# ' title" % rel)
    hs = [l[3:].strip() for l in lines if l.startswith("## ")]
    if len(hs) != len(set(hs)):
        err("%s: duplicate ## headings" % rel)
    if len(hs) < 3:
        err("%s: fewer than 3 ## headings" % rel)
    headings[rel] = set(hs)
    words = len(re.findall(r"[^\s|\-\u2014]+", text))
    if not 400 <= words <= 800:
        err("%s: %d words, outside 400-800" % (rel, words))
    total_tables += sum(1 for l in lines if re.match(r"^\|\s*-{3,}", l))
if not 8 <= total_tables <= 12:
    err("corpus has %d tables, expected 8-12" % total_tables)

# ---------------------------------------------------------------- data
convs = load_jsonl("conversations.jsonl")
labels = load_jsonl("labels.jsonl")
expected = load_jsonl("expected_sessions.jsonl")

sids = [c.get("session_id") for c in convs]
if len(sids) != len(set(sids)):
    err("duplicate session ids")
qa_ids, turns_by_session = [], {}
for c in convs:
    sid = c.get("session_id", "")
    if not re.fullmatch(r"BM-\d{2}", sid):
        err("bad session id %r" % sid)
    for key in ("assistant_id", "language", "context", "started_at", "conversation"):
        if key not in c:
            err("%s: missing %s" % (sid, key))
    if c.get("assistant_id") not in ASSISTANTS:
        err("%s: unknown assistant %r" % (sid, c.get("assistant_id")))
    if c.get("language") != "english":
        err("%s: language must be english" % sid)
    if not re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ", c.get("started_at", "")):
        err("%s: bad started_at" % sid)
    conv = c.get("conversation", [])
    if not 2 <= len(conv) <= 6:
        err("%s: %d turns, expected 2-6" % (sid, len(conv)))
    turns_by_session[sid] = conv
    for i, q in enumerate(conv, 1):
        if q.get("qa_id") != "%s-q%d" % (sid, i):
            err("%s: turn %d has qa_id %r" % (sid, i, q.get("qa_id")))
        qa_ids.append(q.get("qa_id"))
        for key in ("query", "assistant", "ground_truth_assistant"):
            if not isinstance(q.get(key), str):
                err("%s: %s missing or not a string" % (q.get("qa_id"), key))
        if not q.get("query", "").strip() or not q.get("ground_truth_assistant", "").strip():
            err("%s: empty query or ground truth" % q.get("qa_id"))
if len(qa_ids) != len(set(qa_ids)):
    err("duplicate qa ids")
if not 16 <= len(convs) <= 20:
    err("%d sessions, expected about 18" % len(convs))
if not 70 <= len(qa_ids) <= 85:
    err("%d interactions, expected 70-85" % len(qa_ids))

# ---------------------------------------------------------------- labels
lab_by_qa = {}
for l in labels:
    qa = l.get("qa_id")
    if qa in lab_by_qa:
        err("duplicate label for %s" % qa)
    lab_by_qa[qa] = l
    if l.get("label") not in LABELS:
        err("%s: bad label %r" % (qa, l.get("label")))
    if l.get("kind") not in KINDS:
        err("%s: bad kind %r" % (qa, l.get("kind")))
    if not str(l.get("rationale", "")).strip():
        err("%s: missing rationale" % qa)
    if not str(qa).startswith(str(l.get("session_id")) + "-"):
        err("%s: session_id mismatch" % qa)
    clause = l.get("clause")
    if l.get("label") == "IRRELEVANT":
        if clause is not None:
            err("%s: IRRELEVANT must have null clause" % qa)
        if l.get("kind") not in ("smalltalk", "out_of_scope", "empty_answer"):
            err("%s: IRRELEVANT with kind %s" % (qa, l.get("kind")))
    else:
        if not isinstance(clause, str) or "#" not in clause:
            err("%s: clause must be 'file.md#Heading'" % qa)
        else:
            f, h = clause.split("#", 1)
            if f not in headings:
                err("%s: clause file %s does not exist" % (qa, f))
            elif h not in headings[f]:
                err("%s: heading %r not in %s" % (qa, h, f))
        if l.get("kind") in ("smalltalk", "out_of_scope", "empty_answer"):
            err("%s: %s kind on a non-IRRELEVANT label" % (qa, l.get("kind")))
if set(lab_by_qa) != set(qa_ids):
    err("labels and conversation qa ids differ")
used_kinds = {l.get("kind") for l in labels}
if used_kinds != KINDS:
    err("kinds not used: %s" % sorted(KINDS - used_kinds))

# assistant / clause consistency
ALLOWED = {
    "general-desk-assistant": {"toy-museums-code.md", "pancake-races-code.md"},
    "gourdley-shows-assistant": {"giant-vegetable-shows-code.md", "company/gourdley-shows-policy.md"},
    "puddleby-derby-assistant": {"rubber-duck-races-code.md", "company/puddleby-duck-derby-policy.md"},
}
assistant_of = {c["session_id"]: c["assistant_id"] for c in convs}
for l in labels:
    if l.get("clause"):
        f = l["clause"].split("#", 1)[0]
        if f not in ALLOWED.get(assistant_of.get(l.get("session_id")), set()):
            err("%s: clause %s does not apply to %s" % (l["qa_id"], f, assistant_of.get(l.get("session_id"))))

# empty answers
empties = 0
for sid, conv in turns_by_session.items():
    for q in conv:
        lab = lab_by_qa.get(q["qa_id"], {})
        if not q["assistant"].strip():
            empties += 1
            if lab.get("label") != "IRRELEVANT" or lab.get("kind") != "empty_answer":
                err("%s: empty answer must be IRRELEVANT/empty_answer" % q["qa_id"])
        elif lab.get("kind") == "empty_answer":
            err("%s: empty_answer kind on a non-empty answer" % q["qa_id"])
if empties < 2:
    err("expected at least 2 empty answers, found %d" % empties)

# label shares
n = len(labels)
counts = {k: sum(1 for l in labels if l.get("label") == k) for k in LABELS}
share = {k: counts[k] / n for k in LABELS} if n else {}
if n:
    if not 0.40 <= share["COMPLIANT"] <= 0.50:
        err("COMPLIANT share %.3f outside 0.40-0.50" % share["COMPLIANT"])
    if not 0.35 <= share["NON_COMPLIANT"] <= 0.45:
        err("NON_COMPLIANT share %.3f outside 0.35-0.45" % share["NON_COMPLIANT"])
    if not 0.10 <= share["IRRELEVANT"] <= 0.20:
        err("IRRELEVANT share %.3f outside 0.10-0.20" % share["IRRELEVANT"])

# ---------------------------------------------------------------- sessions
exp_by = {e.get("session_id"): e for e in expected}
if set(exp_by) != set(sids) or len(expected) != len(sids):
    err("expected_sessions ids do not match conversations")
n_weighted, n_all_irr = 0, 0
for sid, conv in turns_by_session.items():
    e = exp_by.get(sid)
    if e is None:
        continue
    labs = [lab_by_qa[q["qa_id"]]["label"] for q in conv if q["qa_id"] in lab_by_qa]
    has_w = ["weight" in q for q in conv]
    if any(has_w) and not all(has_w):
        err("%s: weight on some turns only" % sid)
    weighted = all(has_w)
    if weighted:
        n_weighted += 1
        ws = [q["weight"] for q in conv]
        if any((not isinstance(w, (int, float))) or w <= 0 for w in ws):
            err("%s: non-positive weight" % sid)
        if abs(sum(ws) - 1.0) > 1e-9:
            err("%s: weights sum to %s" % (sid, sum(ws)))
    if e.get("assistant_id") != assistant_of[sid]:
        err("%s: assistant mismatch in expected" % sid)
    for key, val in (("n_interactions", len(labs)), ("n_compliant", labs.count("COMPLIANT")),
                     ("n_non_compliant", labs.count("NON_COMPLIANT")),
                     ("n_irrelevant", labs.count("IRRELEVANT"))):
        if e.get(key) != val:
            err("%s: %s is %r, expected %r" % (sid, key, e.get(key), val))
    if e.get("weight_mode") != ("explicit" if weighted else "none"):
        err("%s: wrong weight_mode" % sid)
    kept = [q for q in conv if lab_by_qa[q["qa_id"]]["label"] != "IRRELEVANT"]
    if not kept:
        n_all_irr += 1
        if e.get("expected_score") is not None or e.get("expected_verdict") != "IRRELEVANT" \
                or e.get("resolved_weights") != {}:
            err("%s: all-IRRELEVANT session must have null score, {} weights, IRRELEVANT" % sid)
        continue
    if weighted:
        tot = sum(q["weight"] for q in kept)
        rw = {q["qa_id"]: q["weight"] / tot for q in kept}
    else:
        rw = {q["qa_id"]: 1.0 / len(kept) for q in kept}
    got = e.get("resolved_weights", {})
    if set(got) != set(rw):
        err("%s: resolved_weights keys wrong" % sid)
    else:
        for k in rw:
            if abs(got[k] - rw[k]) > 1e-5:
                err("%s: resolved weight for %s is %s, expected %.6f" % (sid, k, got[k], rw[k]))
        if abs(sum(got.values()) - 1.0) > 1e-5:
            err("%s: resolved weights do not sum to 1" % sid)
    score = sum(rw[q["qa_id"]] for q in kept if lab_by_qa[q["qa_id"]]["label"] == "COMPLIANT")
    if e.get("expected_score") is None or abs(e["expected_score"] - score) > 1e-5:
        err("%s: expected_score %r, recomputed %.6f" % (sid, e.get("expected_score"), score))
    verdict = "COMPLIANT" if score >= 0.5 - 1e-9 else "NON_COMPLIANT"
    if e.get("expected_verdict") != verdict:
        err("%s: verdict %r, recomputed %s" % (sid, e.get("expected_verdict"), verdict))
if n_weighted != 3:
    err("expected 3 weighted sessions, found %d" % n_weighted)
if n_all_irr != 1:
    err("expected 1 all-IRRELEVANT session, found %d" % n_all_irr)

# ---------------------------------------------------------------- report
if errors:
    print("FAIL: %d problem(s)" % len(errors))
    for m in errors:
        print(" -", m)
    sys.exit(1)
verdicts = {}
for e in expected:
    verdicts[e["expected_verdict"]] = verdicts.get(e["expected_verdict"], 0) + 1
print("OK: %d corpus files, %d tables, %d sessions, %d interactions" % (len(files), total_tables, len(convs), n))
print("labels: " + ", ".join("%s %d (%.1f%%)" % (k, counts[k], 100 * share[k]) for k in sorted(LABELS)))
print("verdicts: " + ", ".join("%s %d" % (k, v) for k, v in sorted(verdicts.items())))
