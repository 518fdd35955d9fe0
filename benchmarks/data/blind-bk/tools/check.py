#!/usr/bin/env python3
"""Re-check blind-bk: JSON validity, ids, clauses, labels, kinds, counts,
weights, scores, verdicts and corpus word counts. Run from the dataset root."""
import glob
import json
import os
import re
import sys
from datetime import datetime

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.path.join(ROOT, "corpus")
LABELS = {"COMPLIANT", "NON_COMPLIANT", "IRRELEVANT"}
KINDS = {"numeric", "time_window", "multi_rule", "partial", "negation", "plain",
         "modality", "paraphrase", "long_answer", "refusal", "smalltalk",
         "out_of_scope", "empty_answer"}
ALLOWED_FILES = {
    "kestrel-vale-club": {"company/kestrel-vale-field-rules.md", "model-aircraft-code.md"},
    "frostwork-studio": {"company/frostwork-commission-terms.md", "ice-sculpture-code.md"},
    "general-desk": {"sandcastle-code.md", "fencing-code.md"},
}
errors = []


def err(msg):
    errors.append(msg)


def load_jsonl(name):
    rows = []
    path = os.path.join(ROOT, name)
    if not os.path.exists(path):
        err("missing file %s" % name)
        return rows
    with open(path, encoding="utf-8") as fh:
        for n, line in enumerate(fh, 1):
            if not line.strip():
                err("%s line %d is blank" % (name, n))
                continue
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                err("%s line %d: bad JSON (%s)" % (name, n, e))
    return rows


# ------------------------------------------------------------------ corpus
headings = {}
total_tables = 0
md_files = sorted(glob.glob(os.path.join(CORPUS, "**", "*.md"), recursive=True))
rel_files = [os.path.relpath(p, CORPUS).replace(os.sep, "/") for p in md_files]
if len([f for f in rel_files if "/" not in f]) != 4:
    err("expected 4 general codes in corpus/, found %s" % rel_files)
if len([f for f in rel_files if f.startswith("company/")]) != 2:
    err("expected 2 company policies in corpus/company/")
for path, rel in zip(md_files, rel_files):
    text = open(path, encoding="utf-8").read()
    words = len(text.split())
    if not 400 <= words <= 800:
        err("%s has %d words (need 400-800)" % (rel, words))
    lines = text.splitlines()
    if not lines or not lines[0].startswith("# "):
        err("%s does not start with a '# ' title" % rel)
    if sum(1 for l in lines if l.startswith("# ")) != 1:
        err("%s must have exactly one '# ' title" % rel)
    hs = [l[3:].strip() for l in lines if l.startswith("## ")]
    if len(hs) != len(set(hs)):
        err("%s has duplicate ## headings" % rel)
    if len(hs) < 4:
        err("%s has fewer than 4 ## sections" % rel)
    headings[rel] = set(hs)
    total_tables += sum(1 for l in lines if re.match(r"^\|\s*-{3,}", l))
if not 8 <= total_tables <= 12:
    err("corpus has %d tables (need 8-12)" % total_tables)

# ----------------------------------------------------------- conversations
convs = load_jsonl("conversations.jsonl")
labels = load_jsonl("labels.jsonl")
exps = load_jsonl("expected_sessions.jsonl")

sid_seen, qid_order, qid_session, turns_by_qid = set(), [], {}, {}
session_info = {}
for c in convs:
    for key in ("session_id", "assistant_id", "language", "context", "started_at", "conversation"):
        if key not in c:
            err("session missing %s: %s" % (key, c.get("session_id")))
    sid = c.get("session_id")
    if not re.fullmatch(r"BK-\d{2}", str(sid)):
        err("bad session id %r" % sid)
    if sid in sid_seen:
        err("duplicate session id %s" % sid)
    sid_seen.add(sid)
    if c.get("assistant_id") not in ALLOWED_FILES:
        err("%s: unknown assistant_id %r" % (sid, c.get("assistant_id")))
    if c.get("language") != "english":
        err("%s: language must be english" % sid)
    try:
        datetime.strptime(c.get("started_at", ""), "%Y-%m-%dT%H:%M:%SZ")
    except ValueError:
        err("%s: bad started_at" % sid)
    turns = c.get("conversation", [])
    if not 2 <= len(turns) <= 6:
        err("%s has %d turns (need 2-6)" % (sid, len(turns)))
    has_w = ["weight" in t for t in turns]
    if any(has_w) and not all(has_w):
        err("%s: weight on some turns only" % sid)
    if all(has_w) and turns:
        ws = [t["weight"] for t in turns]
        if any(not isinstance(w, (int, float)) or w <= 0 for w in ws):
            err("%s: weights must be positive numbers" % sid)
        elif abs(sum(ws) - 1) > 1e-9:
            err("%s: weights sum to %r" % (sid, sum(ws)))
    session_info[sid] = (c.get("assistant_id"), all(has_w) and bool(turns))
    for i, t in enumerate(turns, 1):
        qid = t.get("qa_id")
        if qid != "%s-q%d" % (sid, i):
            err("%s: qa_id %r out of sequence" % (sid, qid))
        if qid in turns_by_qid:
            err("duplicate qa_id %s" % qid)
        for key in ("query", "assistant", "ground_truth_assistant"):
            if not isinstance(t.get(key), str):
                err("%s: %s must be a string" % (qid, key))
        if not t.get("query", "").strip() or not t.get("ground_truth_assistant", "").strip():
            err("%s: query and ground truth must be non-empty" % qid)
        qid_order.append(qid)
        qid_session[qid] = sid
        turns_by_qid[qid] = t

if not 16 <= len(convs) <= 20:
    err("%d sessions (need about 18)" % len(convs))
if not 70 <= len(qid_order) <= 85:
    err("%d interactions (need 70-85)" % len(qid_order))
if sum(1 for v in session_info.values() if v[1]) != 3:
    err("exactly three sessions must carry explicit weights")

# --------------------------------------------------------------------- labels
label_by_qid = {}
if [l.get("qa_id") for l in labels] != qid_order:
    err("labels.jsonl must list every qa_id once, in conversation order")
for l in labels:
    qid = l.get("qa_id")
    if qid in label_by_qid:
        err("duplicate label for %s" % qid)
    label_by_qid[qid] = l
    if l.get("session_id") != qid_session.get(qid):
        err("%s: label session_id mismatch" % qid)
    lab, kind, clause = l.get("label"), l.get("kind"), l.get("clause")
    if lab not in LABELS:
        err("%s: bad label %r" % (qid, lab))
    if kind not in KINDS:
        err("%s: bad kind %r" % (qid, kind))
    if not isinstance(l.get("rationale"), str) or not l["rationale"].strip():
        err("%s: missing rationale" % qid)
    answer = turns_by_qid.get(qid, {}).get("assistant", "")
    empty = isinstance(answer, str) and not answer.strip()
    if empty and (lab != "IRRELEVANT" or kind != "empty_answer"):
        err("%s: empty answer must be IRRELEVANT/empty_answer" % qid)
    if kind == "empty_answer" and not empty:
        err("%s: empty_answer kind on a non-empty answer" % qid)
    if lab == "IRRELEVANT":
        if clause is not None:
            err("%s: IRRELEVANT must have null clause" % qid)
        if kind not in {"smalltalk", "out_of_scope", "empty_answer"}:
            err("%s: IRRELEVANT with kind %s" % (qid, kind))
    else:
        if kind in {"smalltalk", "out_of_scope", "empty_answer"}:
            err("%s: %s kind on a governed answer" % (qid, kind))
        if not isinstance(clause, str) or "#" not in clause:
            err("%s: clause must be 'file.md#Heading'" % qid)
            continue
        f, h = clause.split("#", 1)
        if f not in headings:
            err("%s: clause file %s not in corpus" % (qid, f))
        elif h not in headings[f]:
            err("%s: heading %r not in %s" % (qid, h, f))
        aid = session_info.get(qid_session.get(qid), (None,))[0]
        if aid in ALLOWED_FILES and f not in ALLOWED_FILES[aid]:
            err("%s: clause file %s does not apply to %s" % (qid, f, aid))

n_empty = sum(1 for t in turns_by_qid.values() if not t.get("assistant", "").strip())
if n_empty != 2:
    err("need exactly two empty answers, found %d" % n_empty)
missing_kinds = KINDS - {l.get("kind") for l in labels}
if missing_kinds:
    err("kinds never used: %s" % sorted(missing_kinds))
counts = {k: sum(1 for l in labels if l.get("label") == k) for k in LABELS}
n = max(len(labels), 1)
for k, lo, hi in (("COMPLIANT", 0.40, 0.50), ("NON_COMPLIANT", 0.35, 0.45), ("IRRELEVANT", 0.10, 0.20)):
    if not lo <= counts[k] / n <= hi:
        err("%s share %.3f outside %.2f-%.2f" % (k, counts[k] / n, lo, hi))

# ---------------------------------------------------------- expected sessions
if [e.get("session_id") for e in exps] != [c.get("session_id") for c in convs]:
    err("expected_sessions.jsonl must list every session once, in order")
n_irr_sessions = 0
for e, c in zip(exps, convs):
    sid = c["session_id"]
    turns = c["conversation"]
    labs = [label_by_qid.get(t["qa_id"], {}).get("label") for t in turns]
    explicit = all("weight" in t for t in turns)
    want = {
        "assistant_id": c["assistant_id"],
        "n_interactions": len(turns),
        "n_compliant": labs.count("COMPLIANT"),
        "n_non_compliant": labs.count("NON_COMPLIANT"),
        "n_irrelevant": labs.count("IRRELEVANT"),
        "weight_mode": "explicit" if explicit else "none",
    }
    for k, v in want.items():
        if e.get(k) != v:
            err("%s: %s is %r, expected %r" % (sid, k, e.get(k), v))
    kept = [(t["qa_id"], t.get("weight", 1.0) if explicit else 1.0, lab)
            for t, lab in zip(turns, labs) if lab != "IRRELEVANT"]
    rw = e.get("resolved_weights")
    if not isinstance(rw, dict):
        err("%s: resolved_weights must be an object" % sid)
        rw = {}
    if not kept:
        n_irr_sessions += 1
        if rw or e.get("expected_score") is not None or e.get("expected_verdict") != "IRRELEVANT":
            err("%s: all-IRRELEVANT session must have empty weights, null score, IRRELEVANT verdict" % sid)
        continue
    total = sum(w for _, w, _ in kept)
    if set(rw) != {q for q, _, _ in kept}:
        err("%s: resolved_weights keys must be the non-IRRELEVANT turns" % sid)
    for q, w, _ in kept:
        if abs(rw.get(q, -1) - w / total) > 1e-5:
            err("%s: resolved weight for %s is %r, expected %.6f" % (sid, q, rw.get(q), w / total))
    if abs(sum(rw.values()) - 1) > 1e-4:
        err("%s: resolved weights sum to %r" % (sid, sum(rw.values())))
    score = sum(w / total for _, w, lab in kept if lab == "COMPLIANT")
    es = e.get("expected_score")
    if not isinstance(es, (int, float)) or abs(es - score) > 1e-5:
        err("%s: expected_score %r, recomputed %.6f" % (sid, es, score))
    verdict = "COMPLIANT" if score >= 0.5 - 1e-9 else "NON_COMPLIANT"
    if e.get("expected_verdict") != verdict:
        err("%s: verdict %r, expected %s" % (sid, e.get("expected_verdict"), verdict))
if n_irr_sessions != 1:
    err("need exactly one all-IRRELEVANT session, found %d" % n_irr_sessions)

# -------------------------------------------------------------------- README
readme = os.path.join(ROOT, "README.md")
if not os.path.exists(readme):
    err("README.md missing")
elif not open(readme, encoding="utf-8").read().startswith(
        "# blind-bk: compliance evaluation set (the four domains)"):
    err("README.md title is wrong")

# ------------------------------------------------------------ phone numbers
for path in [readme] + md_files + [os.path.join(ROOT, "conversations.jsonl")]:
    if os.path.exists(path):
        for m in re.findall(r"\b\d{3,5}[ -]\d{3,4}(?:[ -]\d{3,4})?\b", open(path, encoding="utf-8").read()):
            if not m.startswith("555-"):
                err("%s: phone-like number %r does not use the 555- prefix" % (os.path.basename(path), m))

if errors:
    for e in errors:
        print("FAIL:", e)
    sys.exit(1)
print("OK: %d sessions, %d interactions, labels C=%d NC=%d IRR=%d, %d corpus files, %d tables"
      % (len(convs), len(labels), counts["COMPLIANT"], counts["NON_COMPLIANT"],
         counts["IRRELEVANT"], len(md_files), total_tables))
