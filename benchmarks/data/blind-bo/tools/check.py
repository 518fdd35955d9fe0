#!/usr/bin/env python3
"""Re-check the BO blind labelled set. Run from the set's folder:  python3 tools/check.py"""
import json
import os
import re
import sys
from collections import Counter
from datetime import datetime

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.path.join(ROOT, "corpus")
PREFIX = "BO"
LABELS = ("COMPLIANT", "NON_COMPLIANT", "IRRELEVANT")
IRR_KINDS = {"smalltalk", "out_of_scope", "empty_answer"}
RULE_KINDS = {"numeric", "time_window", "multi_rule", "partial", "negation", "modality",
              "paraphrase", "plain", "long_answer", "refusal"}
KINDS = RULE_KINDS | IRR_KINDS
CODES = ["christmas-tree-farm-code.md", "morris-dancing-code.md",
         "orchard-wassail-code.md", "stone-skimming-code.md"]
POLICIES = ["company/hollinsgate-farm-policy.md", "company/bellweather-festivals-policy.md"]
ASSISTANTS = {
    "hollinsgate-farm-assistant": {"company/hollinsgate-farm-policy.md", "christmas-tree-farm-code.md"},
    "bellweather-festivals-assistant": {"company/bellweather-festivals-policy.md", "morris-dancing-code.md"},
    "general-desk-assistant": {"orchard-wassail-code.md", "stone-skimming-code.md"},
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
    with open(path, encoding="utf-8") as f:
        for i, line in enumerate(f, 1):
            if not line.strip():
                err("%s line %d is blank" % (name, i))
                continue
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                err("%s line %d: bad JSON (%s)" % (name, i, e))
    return rows


def words(text):
    return len([w for w in text.split() if any(c.isalnum() for c in w)])


def headings(path):
    with open(path, encoding="utf-8") as f:
        return [l[3:].strip() for l in f.read().splitlines() if l.startswith("## ")]


# ---------------------------------------------------------------- corpus
heads = {}
n_tables = 0
for rel in CODES + POLICIES:
    p = os.path.join(CORPUS, rel)
    if not os.path.exists(p):
        err("missing corpus file %s" % rel)
        continue
    text = open(p, encoding="utf-8").read()
    lines = text.splitlines()
    if not lines or not lines[0].startswith("# "):
        err("%s does not start with a '# ' title" % rel)
    heads[rel] = headings(p)
    if len(heads[rel]) < 3:
        err("%s has fewer than 3 '##' sections" % rel)
    if len(set(heads[rel])) != len(heads[rel]):
        err("%s has duplicate headings" % rel)
    n_tables += sum(1 for l in lines if re.match(r"^\|\s*:?-{3,}", l))
    w = words(text)
    if rel in CODES and not 400 <= w <= 800:
        err("%s has %d words (needs 400-800)" % (rel, w))
    if rel in POLICIES and not 200 <= w <= 800:
        err("%s has %d words (needs 200-800)" % (rel, w))
    for num in re.findall(r"\b\d{3}-\d{4}\b", text):
        if not num.startswith("555-"):
            err("%s: phone number %s does not use 555-" % (rel, num))
    if not re.search(r"\d", text):
        err("%s has no figures" % rel)
extra = set()
for dp, _, fs in os.walk(CORPUS):
    for fn in fs:
        extra.add(os.path.relpath(os.path.join(dp, fn), CORPUS))
if extra != set(CODES + POLICIES):
    err("unexpected corpus files: %s" % sorted(extra - set(CODES + POLICIES)))
if not 10 <= n_tables <= 14:
    err("corpus has %d tables (needs 10-14)" % n_tables)

# ---------------------------------------------------------------- conversations
convs = load_jsonl("conversations.jsonl")
labels = load_jsonl("labels.jsonl")
expected = load_jsonl("expected_sessions.jsonl")

sids, qa_order, qa_session, answers = [], [], {}, {}
sessions = {}
for c in convs:
    for k in ("session_id", "assistant_id", "language", "context", "started_at", "conversation"):
        if k not in c:
            err("session missing %s: %s" % (k, c.get("session_id")))
    sid = c.get("session_id", "")
    if not re.fullmatch(PREFIX + r"-\d{2}", sid):
        err("bad session id %r" % sid)
    sids.append(sid)
    sessions[sid] = c
    if c.get("assistant_id") not in ASSISTANTS:
        err("%s: unknown assistant %r" % (sid, c.get("assistant_id")))
    if c.get("language") != "english":
        err("%s: language must be english" % sid)
    try:
        datetime.strptime(c.get("started_at", ""), "%Y-%m-%dT%H:%M:%SZ")
    except ValueError:
        err("%s: bad started_at" % sid)
    if not c.get("context", "").strip():
        err("%s: empty context" % sid)
    conv = c.get("conversation", [])
    if not conv:
        err("%s: empty conversation" % sid)
    for i, turn in enumerate(conv, 1):
        qa = turn.get("qa_id")
        if qa != "%s-q%d" % (sid, i):
            err("%s: qa id %r out of sequence" % (sid, qa))
        for k in ("query", "assistant", "ground_truth_assistant"):
            if not isinstance(turn.get(k), str):
                err("%s: %s is not a string" % (qa, k))
        if not turn.get("query", "").strip():
            err("%s: empty query" % qa)
        if not turn.get("ground_truth_assistant", "").strip():
            err("%s: empty ground truth" % qa)
        qa_order.append(qa)
        qa_session[qa] = sid
        answers[qa] = turn.get("assistant", "")
    w = c.get("weights")
    if w is not None:
        ids = [t.get("qa_id") for t in conv]
        if set(w) != set(ids):
            err("%s: weights must cover exactly all turns" % sid)
        for q, v in w.items():
            if not isinstance(v, (int, float)) or isinstance(v, bool) or v <= 0:
                err("%s: weight for %s must be a positive number" % (sid, q))

if len(set(sids)) != len(sids):
    err("duplicate session ids")
if len(set(qa_order)) != len(qa_order):
    err("duplicate qa ids")
if not 16 <= len(sids) <= 20:
    err("%d sessions (needs 16-20)" % len(sids))
if not 75 <= len(qa_order) <= 85:
    err("%d interactions (needs 75-85)" % len(qa_order))
n_weighted = sum(1 for c in convs if c.get("weights"))
if not 1 <= n_weighted < len(convs) / 2:
    err("weights should be on a few sessions, found %d" % n_weighted)

# ---------------------------------------------------------------- labels
lab_by_qa = {}
for l in labels:
    for k in ("session_id", "qa_id", "label", "clause", "kind", "rationale"):
        if k not in l:
            err("label missing %s: %s" % (k, l.get("qa_id")))
    qa = l.get("qa_id")
    if qa in lab_by_qa:
        err("duplicate label for %s" % qa)
    lab_by_qa[qa] = l
    if qa not in qa_session:
        err("label for unknown qa %s" % qa)
        continue
    if l.get("session_id") != qa_session[qa]:
        err("%s: label session id mismatch" % qa)
    lab, kind, clause = l.get("label"), l.get("kind"), l.get("clause")
    if lab not in LABELS:
        err("%s: bad label %r" % (qa, lab))
    if kind not in KINDS:
        err("%s: bad kind %r" % (qa, kind))
    if not str(l.get("rationale", "")).strip():
        err("%s: empty rationale" % qa)
    if lab == "IRRELEVANT":
        if clause is not None:
            err("%s: IRRELEVANT must have a null clause" % qa)
        if kind not in IRR_KINDS:
            err("%s: IRRELEVANT needs an irrelevant kind" % qa)
    else:
        if kind not in RULE_KINDS:
            err("%s: %s needs a rule kind, got %r" % (qa, lab, kind))
        if not isinstance(clause, str) or "#" not in clause:
            err("%s: clause must be 'file.md#Heading'" % qa)
        else:
            f, h = clause.split("#", 1)
            if f not in heads:
                err("%s: clause file %s does not exist" % (qa, f))
            elif h not in heads[f]:
                err("%s: heading %r not found in %s" % (qa, h, f))
            aid = sessions[qa_session[qa]].get("assistant_id")
            if aid in ASSISTANTS and f not in ASSISTANTS[aid]:
                err("%s: clause file %s does not apply to %s" % (qa, f, aid))
    empty = answers[qa].strip() == ""
    if empty != (kind == "empty_answer"):
        err("%s: empty answers and kind empty_answer must coincide" % qa)
missing = set(qa_order) - set(lab_by_qa)
if missing:
    err("interactions without labels: %s" % sorted(missing))
if [l.get("qa_id") for l in labels] != qa_order:
    err("labels are not in conversation order")

empties = [answers[q] for q in qa_order if answers[q].strip() == ""]
if "" not in empties or not any(e != "" for e in empties):
    err("need one empty-string answer and one whitespace-only answer")

cnt = Counter(l["label"] for l in labels)
n = len(labels) or 1
share = {k: cnt[k] / n for k in LABELS}
if not (0.40 <= share["COMPLIANT"] <= 0.50 and 0.35 <= share["NON_COMPLIANT"] <= 0.45
        and 0.10 <= share["IRRELEVANT"] <= 0.20):
    err("label shares off target: %s" % {k: round(v, 3) for k, v in share.items()})
kinds = Counter(l["kind"] for l in labels)
for k in KINDS:
    if kinds[k] == 0:
        err("kind %s not covered" % k)
top = sorted(kinds.values(), reverse=True)[:2]
if sorted([kinds["numeric"], kinds["time_window"]], reverse=True) != top:
    err("numeric and time_window must be the most frequent kinds: %s" % dict(kinds))
for aid in ASSISTANTS:
    if not any(c.get("assistant_id") == aid for c in convs):
        err("assistant %s has no sessions" % aid)
for pol in POLICIES:
    if not any(l.get("clause", "") and l["clause"].startswith(pol + "#") for l in labels):
        err("no label cites %s" % pol)
for code in CODES:
    if not any(l.get("clause", "") and l["clause"].startswith(code + "#") for l in labels):
        err("no label cites %s" % code)

# ---------------------------------------------------------------- expected sessions
exp_by = {}
for e in expected:
    if e.get("session_id") in exp_by:
        err("duplicate expected row for %s" % e.get("session_id"))
    exp_by[e.get("session_id")] = e
if set(exp_by) != set(sids):
    err("expected_sessions does not match sessions")
all_irr = 0
for sid in sids:
    c, e = sessions[sid], exp_by.get(sid)
    if e is None:
        continue
    ids = [t["qa_id"] for t in c["conversation"]]
    labs = [lab_by_qa[q]["label"] for q in ids if q in lab_by_qa]
    if e.get("assistant_id") != c.get("assistant_id"):
        err("%s: expected assistant mismatch" % sid)
    want_counts = (len(ids), labs.count("COMPLIANT"), labs.count("NON_COMPLIANT"), labs.count("IRRELEVANT"))
    got_counts = (e.get("n_interactions"), e.get("n_compliant"), e.get("n_non_compliant"), e.get("n_irrelevant"))
    if want_counts != got_counts:
        err("%s: counts %s, expected %s" % (sid, got_counts, want_counts))
    w = c.get("weights")
    if e.get("weight_mode") != ("explicit" if w else "none"):
        err("%s: wrong weight_mode" % sid)
    kept = [q for q in ids if lab_by_qa[q]["label"] != "IRRELEVANT"]
    if not kept:
        all_irr += 1
        if e.get("resolved_weights") != {} or e.get("expected_score") is not None \
                or e.get("expected_verdict") != "IRRELEVANT":
            err("%s: all-IRRELEVANT session must have empty weights, null score, IRRELEVANT" % sid)
        continue
    raw = {q: float(w[q]) if w else 1.0 / len(ids) for q in kept}
    tot = sum(raw.values())
    res = {q: round(raw[q] / tot, 6) for q in kept}
    if e.get("resolved_weights") != res:
        err("%s: resolved weights %s, expected %s" % (sid, e.get("resolved_weights"), res))
    score = round(sum(raw[q] / tot for q in kept if lab_by_qa[q]["label"] == "COMPLIANT"), 6)
    if e.get("expected_score") != score:
        err("%s: score %s, expected %s" % (sid, e.get("expected_score"), score))
    verdict = "COMPLIANT" if score >= 0.5 else "NON_COMPLIANT"
    if e.get("expected_verdict") != verdict:
        err("%s: verdict %s, expected %s" % (sid, e.get("expected_verdict"), verdict))
if all_irr < 1:
    err("need at least one all-IRRELEVANT session")

# ---------------------------------------------------------------- README
readme = os.path.join(ROOT, "README.md")
if not os.path.exists(readme):
    err("missing README.md")
elif "## Provenance" not in open(readme, encoding="utf-8").read():
    err("README.md has no Provenance section")

if errors:
    for e in errors:
        print("FAIL:", e)
    sys.exit(1)
print("OK: %d sessions, %d interactions, labels %s, %d corpus tables"
      % (len(sids), len(qa_order), dict(cnt), n_tables))
