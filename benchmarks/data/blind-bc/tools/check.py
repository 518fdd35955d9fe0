#!/usr/bin/env python3
"""Re-check the blind-bc evaluation set. Run from /tmp/blind/bc:
    python3 tools/check.py          (checks; exits non-zero on any failure)
    python3 tools/check.py --stats  (also prints summary tables for the README)
"""
import json
import os
import re
import sys
from collections import Counter, defaultdict
from fractions import Fraction

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.path.join(ROOT, "corpus")
LABELS = {"COMPLIANT", "NON_COMPLIANT", "IRRELEVANT"}
KINDS = {"numeric", "time_window", "multi_rule", "partial", "negation", "plain", "modality",
         "paraphrase", "long_answer", "refusal", "smalltalk", "out_of_scope", "empty_answer"}
ALLOWED_FILES = {
    "larkspur-lane-assistant": {"company/larkspur-lane-poetry-policy.md", "poetry-events-code.md"},
    "fenwick-tull-assistant": {"company/fenwick-tull-coins-policy.md", "coin-banknote-dealers-code.md"},
    "general-desk-assistant": {"amateur-dramatics-code.md", "walling-hedging-courses-code.md"},
}
errors = []
WORD = re.compile(r"[A-Za-z0-9£][A-Za-z0-9£%'.,:+°/-]*")


def wordcount(text):
    return len(WORD.findall(text))


def err(msg):
    errors.append(msg)


def load(name):
    rows = []
    with open(os.path.join(ROOT, name), encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                err(f"{name}:{n} blank line")
                continue
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                err(f"{name}:{n} invalid JSON: {e}")
    return rows


# ---------------------------------------------------------------- corpus
headings, tables = {}, 0
files = []
for dp, _, fns in os.walk(CORPUS):
    for fn in fns:
        if fn.endswith(".md"):
            files.append(os.path.relpath(os.path.join(dp, fn), CORPUS).replace(os.sep, "/"))
files.sort()
top = [f for f in files if "/" not in f]
comp = [f for f in files if f.startswith("company/")]
if len(top) != 4 or len(comp) != 2 or len(files) != 6:
    err(f"corpus should hold 4 general codes and 2 company policies, found {files}")
for f in files:
    text = open(os.path.join(CORPUS, f), encoding="utf-8").read()
    lines = text.splitlines()
    if not lines or not lines[0].startswith("# "):
        err(f"{f}: first line is not a '# ' title")
    hs = [l[3:].strip() for l in lines if l.startswith("## ")]
    if len(hs) != len(set(hs)):
        err(f"{f}: duplicate ## headings")
    if len(hs) < 4:
        err(f"{f}: fewer than 4 ## headings")
    headings[f] = set(hs)
    tables += sum(1 for l in lines if re.match(r"^\|\s*-{3,}", l))
    words = wordcount(text)
    if not 400 <= words <= 800:
        err(f"{f}: {words} words, outside 400-800")
    for m in re.findall(r"\b\d{3}-\d{4}\b", text):
        if not m.startswith("555-"):
            err(f"{f}: phone number {m} not 555-")
if not 8 <= tables <= 12:
    err(f"corpus has {tables} tables, expected 8-12")

# ---------------------------------------------------------------- conversations
convs = load("conversations.jsonl")
labels = load("labels.jsonl")
expected = load("expected_sessions.jsonl")

sids, qaids, turns = set(), [], {}
sess_assistant, sess_turns, sess_weighted = {}, {}, {}
for c in convs:
    for k in ("session_id", "assistant_id", "language", "context", "started_at", "conversation"):
        if k not in c:
            err(f"session missing {k}: {c.get('session_id')}")
    sid = c["session_id"]
    if not re.fullmatch(r"BC-\d{2}", sid):
        err(f"bad session id {sid}")
    if sid in sids:
        err(f"duplicate session id {sid}")
    sids.add(sid)
    if c["assistant_id"] not in ALLOWED_FILES:
        err(f"{sid}: unknown assistant {c['assistant_id']}")
    if c["language"] != "english":
        err(f"{sid}: language not english")
    if not re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ", c["started_at"]):
        err(f"{sid}: bad started_at")
    conv = c["conversation"]
    if not 2 <= len(conv) <= 6:
        err(f"{sid}: {len(conv)} turns, expected 2-6")
    has_w = ["weight" in t for t in conv]
    if any(has_w) and not all(has_w):
        err(f"{sid}: weight on some turns only")
    sess_weighted[sid] = all(has_w)
    if all(has_w):
        tot = sum(Fraction(str(t["weight"])) for t in conv)
        if tot != 1:
            err(f"{sid}: weights sum to {float(tot)}")
    sess_assistant[sid] = c["assistant_id"]
    sess_turns[sid] = []
    for i, t in enumerate(conv, 1):
        for k in ("qa_id", "query", "assistant", "ground_truth_assistant"):
            if k not in t or not isinstance(t[k], str):
                err(f"{sid}: turn {i} missing string {k}")
        q = t["qa_id"]
        if q != f"{sid}-q{i}":
            err(f"{sid}: turn {i} has qa_id {q}")
        qaids.append(q)
        turns[q] = t
        sess_turns[sid].append(q)
if len(qaids) != len(set(qaids)):
    err("duplicate qa_id in conversations")
if not 70 <= len(qaids) <= 85:
    err(f"{len(qaids)} interactions, expected 70-85")
if sum(sess_weighted.values()) != 3:
    err(f"{sum(sess_weighted.values())} weighted sessions, expected 3")

# ---------------------------------------------------------------- labels
lab = {}
for l in labels:
    q = l.get("qa_id")
    if q in lab:
        err(f"duplicate label for {q}")
    lab[q] = l
    if q not in turns:
        err(f"label for unknown qa_id {q}")
        continue
    if l.get("session_id") != q.rsplit("-q", 1)[0]:
        err(f"{q}: session_id mismatch")
    if l.get("label") not in LABELS:
        err(f"{q}: bad label {l.get('label')}")
    if l.get("kind") not in KINDS:
        err(f"{q}: bad kind {l.get('kind')}")
    if not isinstance(l.get("rationale"), str) or not l["rationale"].strip():
        err(f"{q}: missing rationale")
    empty = turns[q]["assistant"].strip() == ""
    if empty and (l["label"] != "IRRELEVANT" or l["kind"] != "empty_answer"):
        err(f"{q}: empty answer must be IRRELEVANT/empty_answer")
    if l["kind"] == "empty_answer" and not empty:
        err(f"{q}: empty_answer kind but answer not empty")
    if l["label"] == "IRRELEVANT":
        if l.get("clause") is not None:
            err(f"{q}: IRRELEVANT must have null clause")
        if l["kind"] not in {"smalltalk", "out_of_scope", "empty_answer"}:
            err(f"{q}: IRRELEVANT with kind {l['kind']}")
    else:
        cl = l.get("clause")
        if not isinstance(cl, str) or "#" not in cl:
            err(f"{q}: clause missing")
            continue
        fpath, head = cl.split("#", 1)
        if fpath not in headings:
            err(f"{q}: clause file {fpath} not in corpus")
        elif head not in headings[fpath]:
            err(f"{q}: heading '{head}' not in {fpath}")
        sid = l["session_id"]
        if fpath not in ALLOWED_FILES.get(sess_assistant.get(sid), set()):
            err(f"{q}: clause file {fpath} does not apply to {sess_assistant.get(sid)}")
        if l["kind"] in {"smalltalk", "out_of_scope", "empty_answer"}:
            err(f"{q}: kind {l['kind']} on a non-IRRELEVANT label")
missing = set(turns) - set(lab)
if missing:
    err(f"interactions without labels: {sorted(missing)}")
n_empty = sum(1 for q in turns if turns[q]["assistant"].strip() == "")
if n_empty < 2:
    err(f"only {n_empty} empty answers")
if set(KINDS) - {l["kind"] for l in labels}:
    err(f"unused kinds: {set(KINDS) - {l['kind'] for l in labels}}")

cnt = Counter(l["label"] for l in labels)
n = len(labels)
share = {k: cnt[k] / n for k in LABELS}
if not (0.40 <= share["COMPLIANT"] <= 0.50 and 0.35 <= share["NON_COMPLIANT"] <= 0.45
        and 0.10 <= share["IRRELEVANT"] <= 0.20):
    err(f"label shares off target: {share}")

# ---------------------------------------------------------------- expected sessions
exp = {e["session_id"]: e for e in expected}
if set(exp) != sids or len(expected) != len(sids):
    err("expected_sessions ids do not match conversations")
irr_sessions = 0
for sid in sorted(sids):
    e = exp.get(sid)
    if not e:
        continue
    qs = sess_turns[sid]
    ls = [lab[q]["label"] for q in qs if q in lab]
    c_ = Counter(ls)
    for k, v in (("n_interactions", len(qs)), ("n_compliant", c_["COMPLIANT"]),
                 ("n_non_compliant", c_["NON_COMPLIANT"]), ("n_irrelevant", c_["IRRELEVANT"]),
                 ("assistant_id", sess_assistant[sid]),
                 ("weight_mode", "explicit" if sess_weighted[sid] else "none")):
        if e.get(k) != v:
            err(f"{sid}: {k} is {e.get(k)}, expected {v}")
    kept = [q for q in qs if lab[q]["label"] != "IRRELEVANT"]
    if not kept:
        irr_sessions += 1
        if e["expected_score"] is not None or e["expected_verdict"] != "IRRELEVANT" or e["resolved_weights"]:
            err(f"{sid}: all-IRRELEVANT session scored wrongly")
        continue
    raw = {q: (Fraction(str(turns[q]["weight"])) if sess_weighted[sid] else Fraction(1)) for q in kept}
    tot = sum(raw.values())
    rw = {q: w / tot for q, w in raw.items()}
    score = sum(w for q, w in rw.items() if lab[q]["label"] == "COMPLIANT")
    verdict = "COMPLIANT" if score >= Fraction(1, 2) else "NON_COMPLIANT"
    if set(e["resolved_weights"]) != set(kept):
        err(f"{sid}: resolved_weights keys wrong")
    for q in kept:
        if abs(e["resolved_weights"].get(q, -1) - float(rw[q])) > 1e-6:
            err(f"{sid}: resolved weight for {q} wrong")
    if abs(sum(e["resolved_weights"].values()) - 1) > 1e-5:
        err(f"{sid}: resolved weights do not sum to 1")
    if e["expected_score"] is None or abs(e["expected_score"] - float(score)) > 1e-6:
        err(f"{sid}: expected_score {e['expected_score']} != {float(score)}")
    if e["expected_verdict"] != verdict:
        err(f"{sid}: verdict {e['expected_verdict']} != {verdict}")
if irr_sessions != 1:
    err(f"{irr_sessions} all-IRRELEVANT sessions, expected 1")

# ---------------------------------------------------------------- report
if "--stats" in sys.argv:
    print(f"sessions {len(sids)}, interactions {n}, corpus tables {tables}")
    for k in ("COMPLIANT", "NON_COMPLIANT", "IRRELEVANT"):
        print(f"  {k}: {cnt[k]} ({100 * share[k]:.1f}%)")
    by_a = defaultdict(Counter)
    for l in labels:
        by_a[sess_assistant[l["session_id"]]][l["label"]] += 1
    for a, c_ in sorted(by_a.items()):
        t = sum(c_.values())
        print(f"  {a}: n={t} C={c_['COMPLIANT']} ({100*c_['COMPLIANT']/t:.1f}%) "
              f"NC={c_['NON_COMPLIANT']} ({100*c_['NON_COMPLIANT']/t:.1f}%) "
              f"I={c_['IRRELEVANT']} ({100*c_['IRRELEVANT']/t:.1f}%)")
    kb = defaultdict(Counter)
    for l in labels:
        kb[l["kind"]][l["label"]] += 1
    print("  kinds:")
    for k in sorted(kb):
        print(f"    {k}: C={kb[k]['COMPLIANT']} NC={kb[k]['NON_COMPLIANT']} I={kb[k]['IRRELEVANT']}")
    print("  verdicts:", dict(Counter(e["expected_verdict"] for e in expected)))
    for e in expected:
        print(f"    {e['session_id']} {e['assistant_id']} {e['weight_mode']} "
              f"{e['n_compliant']}/{e['n_non_compliant']}/{e['n_irrelevant']} "
              f"score={e['expected_score']} {e['expected_verdict']}")
    for f in files:
        text = open(os.path.join(CORPUS, f), encoding="utf-8").read()
        print(f"  {f}: {wordcount(text)} words")

if errors:
    print(f"FAIL: {len(errors)} problem(s)")
    for e_ in errors:
        print("  -", e_)
    sys.exit(1)
print(f"OK: {len(sids)} sessions, {n} interactions, "
      f"{cnt['COMPLIANT']} COMPLIANT / {cnt['NON_COMPLIANT']} NON_COMPLIANT / {cnt['IRRELEVANT']} IRRELEVANT")
