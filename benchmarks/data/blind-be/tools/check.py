#!/usr/bin/env python3
"""Re-check the blind-be evaluation set. Exit status 0 when everything passes."""
import json
import os
import re
import sys
from collections import Counter

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.path.join(ROOT, "corpus")
LABELS = {"COMPLIANT", "NON_COMPLIANT", "IRRELEVANT"}
KINDS = {"numeric", "time_window", "multi_rule", "partial", "negation", "plain", "modality",
         "paraphrase", "long_answer", "refusal", "smalltalk", "out_of_scope", "empty_answer"}
ASSISTANTS = {"bramblecote-orchids", "reedmere-thatching", "general-desk"}
ID_RE = re.compile(r"^BE-\d{2}$")
errors = []


def err(msg):
    errors.append(msg)


def load(name):
    rows = []
    path = os.path.join(ROOT, name)
    with open(path, encoding="utf-8") as f:
        for i, line in enumerate(f, 1):
            if not line.strip():
                err("%s line %d: blank line" % (name, i))
                continue
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                err("%s line %d: bad JSON (%s)" % (name, i, e))
    return rows


# ------------------------------------------------------------ corpus
headings = {}
tables = 0
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
        if len(hs) < 3:
            err("%s: fewer than 3 '##' headings" % rel)
        if len(hs) != len(set(hs)):
            err("%s: duplicate '##' headings" % rel)
        headings[rel] = set(hs)
        tables += sum(1 for l in lines if re.match(r"^\|\s*-{3,}", l))
        words = sum(len(l.split()) for l in lines if not re.match(r"^\|\s*-{3,}", l))
        if not 400 <= words <= 800:
            err("%s: %d words, outside 400-800" % (rel, words))
        print("corpus %-45s %4d words, %d headings" % (rel, words, len(hs)))
if len(headings) != 6:
    err("expected 6 corpus documents, found %d" % len(headings))
if sum(1 for r in headings if r.startswith("company/")) != 2:
    err("expected 2 company policies under corpus/company/")
if not 8 <= tables <= 12:
    err("corpus has %d tables, expected 8-12" % tables)
print("corpus tables:", tables)

# ------------------------------------------------------------ conversations
conv = load("conversations.jsonl")
labels = load("labels.jsonl")
exp = load("expected_sessions.jsonl")

sessions = {}
qa = {}
for s in conv:
    for key in ("session_id", "assistant_id", "language", "context", "started_at", "conversation"):
        if key not in s:
            err("session %s: missing %s" % (s.get("session_id"), key))
    sid = s.get("session_id")
    if not ID_RE.match(str(sid)):
        err("bad session id %r" % sid)
    if sid in sessions:
        err("duplicate session id %s" % sid)
    sessions[sid] = s
    if s.get("assistant_id") not in ASSISTANTS:
        err("%s: unknown assistant_id %r" % (sid, s.get("assistant_id")))
    if s.get("language") != "english":
        err("%s: language must be 'english'" % sid)
    if not re.match(r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$", str(s.get("started_at"))):
        err("%s: bad started_at" % sid)
    turns = s.get("conversation", [])
    if not 2 <= len(turns) <= 6:
        err("%s: %d turns, expected 2-6" % (sid, len(turns)))
    has_w = ["weight" in t for t in turns]
    if any(has_w) and not all(has_w):
        err("%s: weight on some turns only" % sid)
    if all(has_w) and turns:
        tot = sum(t["weight"] for t in turns)
        if abs(tot - 1) > 1e-6:
            err("%s: weights sum to %s" % (sid, tot))
        if any(not isinstance(t["weight"], (int, float)) or t["weight"] <= 0 for t in turns):
            err("%s: weights must be positive numbers" % sid)
    for i, t in enumerate(turns, 1):
        for key in ("qa_id", "query", "assistant", "ground_truth_assistant"):
            if key not in t or not isinstance(t[key], str):
                err("%s turn %d: missing or non-string %s" % (sid, i, key))
        if t.get("qa_id") != "%s-q%d" % (sid, i):
            err("%s turn %d: qa_id %r out of sequence" % (sid, i, t.get("qa_id")))
        if t.get("qa_id") in qa:
            err("duplicate qa_id %s" % t.get("qa_id"))
        qa[t.get("qa_id")] = (sid, t)
        if not t.get("query", "").strip() or not t.get("ground_truth_assistant", "").strip():
            err("%s: empty query or ground truth" % t.get("qa_id"))

n_weighted = sum(1 for s in conv if s["conversation"] and all("weight" in t for t in s["conversation"]))
if n_weighted != 3:
    err("expected 3 weighted sessions, found %d" % n_weighted)

# ------------------------------------------------------------ labels
lab = {}
for l in labels:
    q = l.get("qa_id")
    if q in lab:
        err("duplicate label for %s" % q)
    lab[q] = l
    if q not in qa:
        err("label for unknown qa_id %s" % q)
        continue
    if l.get("session_id") != qa[q][0]:
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
            err("%s: IRRELEVANT with non-irrelevant kind %s" % (q, l.get("kind")))
    else:
        if not isinstance(clause, str) or "#" not in clause:
            err("%s: clause %r malformed" % (q, clause))
        else:
            f, h = clause.split("#", 1)
            if f not in headings:
                err("%s: clause file %s not in corpus" % (q, f))
            elif h not in headings[f]:
                err("%s: heading %r not an exact '##' heading of %s" % (q, h, f))
        if l.get("kind") in {"smalltalk", "out_of_scope", "empty_answer"}:
            err("%s: judged label with irrelevant kind" % q)
    ans = qa[q][1].get("assistant", "")
    if not ans.strip():
        if l.get("label") != "IRRELEVANT" or l.get("kind") != "empty_answer":
            err("%s: empty answer must be IRRELEVANT/empty_answer" % q)
    elif l.get("kind") == "empty_answer":
        err("%s: kind empty_answer but answer is not empty" % q)
    # assistant scope: clause must be a file that applies to this assistant
    aid = sessions[qa[q][0]]["assistant_id"]
    allowed = {"bramblecote-orchids": {"company/bramblecote_orchids_policy.md", "orchid_code.md"},
               "reedmere-thatching": {"company/reedmere_thatching_policy.md", "thatching_code.md"},
               "general-desk": {"classic_car_code.md", "trading_card_code.md"}}[aid]
    if isinstance(clause, str) and clause.split("#", 1)[0] not in allowed:
        err("%s: clause %s does not apply to %s" % (q, clause, aid))
missing = set(qa) - set(lab)
if missing:
    err("interactions without labels: %s" % sorted(missing))

empties = sum(1 for q, (_, t) in qa.items() if not t.get("assistant", "").strip())
if empties != 2:
    err("expected 2 empty answers, found %d" % empties)

# ------------------------------------------------------------ expected sessions
seen = set()
irr_sessions = 0
for e in exp:
    sid = e.get("session_id")
    if sid in seen:
        err("duplicate expected row %s" % sid)
    seen.add(sid)
    if sid not in sessions:
        err("expected row for unknown session %s" % sid)
        continue
    s = sessions[sid]
    turns = s["conversation"]
    if e.get("assistant_id") != s["assistant_id"]:
        err("%s: assistant_id mismatch" % sid)
    ls = [lab[t["qa_id"]]["label"] for t in turns]
    c = Counter(ls)
    for key, want in (("n_interactions", len(turns)), ("n_compliant", c["COMPLIANT"]),
                      ("n_non_compliant", c["NON_COMPLIANT"]), ("n_irrelevant", c["IRRELEVANT"])):
        if e.get(key) != want:
            err("%s: %s is %r, expected %r" % (sid, key, e.get(key), want))
    weighted = all("weight" in t for t in turns)
    if e.get("weight_mode") != ("explicit" if weighted else "none"):
        err("%s: weight_mode wrong" % sid)
    kept = [t for t in turns if lab[t["qa_id"]]["label"] != "IRRELEVANT"]
    if kept:
        raw = [t["weight"] if weighted else 1.0 for t in kept]
        tot = sum(raw)
        rw = {t["qa_id"]: w / tot for t, w in zip(kept, raw)}
        score = sum(rw[t["qa_id"]] for t in kept if lab[t["qa_id"]]["label"] == "COMPLIANT")
        verdict = "COMPLIANT" if score >= 0.5 - 1e-9 else "NON_COMPLIANT"
    else:
        rw, score, verdict = {}, None, "IRRELEVANT"
        irr_sessions += 1
    got = e.get("resolved_weights", {})
    if set(got) != set(rw):
        err("%s: resolved_weights keys %s, expected %s" % (sid, sorted(got), sorted(rw)))
    else:
        for k in rw:
            if abs(got[k] - rw[k]) > 1e-4:
                err("%s: resolved weight for %s is %s, expected %.6f" % (sid, k, got[k], rw[k]))
        if rw and abs(sum(got.values()) - 1) > 1e-4:
            err("%s: resolved weights sum to %s" % (sid, sum(got.values())))
    if score is None:
        if e.get("expected_score") is not None:
            err("%s: expected_score should be null" % sid)
    elif e.get("expected_score") is None or abs(e["expected_score"] - score) > 1e-4:
        err("%s: expected_score %r, recomputed %.6f" % (sid, e.get("expected_score"), score))
    if e.get("expected_verdict") != verdict:
        err("%s: verdict %r, recomputed %r" % (sid, e.get("expected_verdict"), verdict))
if seen != set(sessions):
    err("expected_sessions does not cover exactly the sessions")
if irr_sessions != 1:
    err("expected exactly 1 all-IRRELEVANT session, found %d" % irr_sessions)

# ------------------------------------------------------------ overall counts
n = len(labels)
cnt = Counter(l["label"] for l in labels)
print("sessions=%d interactions=%d" % (len(sessions), n))
for k in ("COMPLIANT", "NON_COMPLIANT", "IRRELEVANT"):
    print("  %-14s %3d  %.1f%%" % (k, cnt[k], 100.0 * cnt[k] / max(n, 1)))
if not 70 <= n <= 85:
    err("%d interactions, expected 70-85" % n)
if not 16 <= len(sessions) <= 20:
    err("%d sessions, expected about 18" % len(sessions))
for k, lo, hi in (("COMPLIANT", 0.38, 0.52), ("NON_COMPLIANT", 0.33, 0.47), ("IRRELEVANT", 0.10, 0.20)):
    share = cnt[k] / max(n, 1)
    if not lo <= share <= hi:
        err("%s share %.3f outside %.2f-%.2f" % (k, share, lo, hi))
used_kinds = set(l["kind"] for l in labels)
if used_kinds != KINDS:
    err("kinds never used: %s" % sorted(KINDS - used_kinds))

# README presence
readme = os.path.join(ROOT, "README.md")
if not os.path.exists(readme):
    err("README.md missing")
else:
    first = open(readme, encoding="utf-8").readline().strip()
    if first != "# blind-be: compliance evaluation set (the four domains)":
        err("README title wrong: %r" % first)

if errors:
    print("\nFAILED with %d error(s):" % len(errors))
    for e in errors:
        print(" -", e)
    sys.exit(1)
print("\nAll checks passed.")
