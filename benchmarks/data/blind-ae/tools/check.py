#!/usr/bin/env python3
"""Re-checks the blind-ae evaluation set. Stdlib only. Exit code 1 on any error."""
import json, os, re, sys, datetime
from collections import Counter

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.path.join(ROOT, "corpus")
LABELS = {"COMPLIANT", "NON_COMPLIANT", "IRRELEVANT"}
KINDS = {"plain", "numeric", "time_window", "negation", "modality", "paraphrase", "partial",
         "multi_rule", "smalltalk", "out_of_scope", "refusal", "empty_answer", "long_answer"}
errors, warnings = [], []


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


# ---- corpus
docs = []
for dp, _, fs in os.walk(CORPUS):
    for fn in fs:
        if fn.endswith(".md"):
            docs.append(os.path.relpath(os.path.join(dp, fn), CORPUS))
docs.sort()
if not 5 <= len(docs) <= 6:
    err("corpus has %d documents, expected 5-6" % len(docs))
if not any(d.startswith("company/") for d in docs):
    err("no document in corpus/company/")
tables = 0
for d in docs:
    text = open(os.path.join(CORPUS, d), encoding="utf-8").read()
    words = len(re.findall(r"[A-Za-z0-9£°%'\-]+", text))
    if not 350 <= words <= 850:
        warnings.append("%s: %d words (target roughly 400-800)" % (d, words))
    if not re.search(r"^# ", text, re.M) or not re.search(r"^## ", text, re.M):
        err("%s lacks # or ## headings" % d)
    if not re.search(r"^- ", text, re.M):
        warnings.append("%s has no bullet list" % d)
    tables += len(re.findall(r"^\|[-| :]+\|\s*$", text, re.M))
    if re.search(r"\b\d{3}-\d{4}\b", text) and not re.search(r"\b555-\d{4}\b", text):
        err("%s: phone number not in 555- range" % d)
if tables < 2:
    err("fewer than two tables in the corpus")
heads = {d: headings(os.path.join(CORPUS, d)) for d in docs}

# ---- files
convs = load("conversations.jsonl")
labels = load("labels.jsonl")
expected = load("expected_sessions.jsonl")

if not 16 <= len(convs) <= 20:
    err("%d sessions, expected 16-20" % len(convs))
qa_ids, sids = [], []
qa_info = {}
for c in convs:
    for k in ("session_id", "assistant_id", "language", "context", "started_at", "conversation"):
        if k not in c:
            err("session %s missing %s" % (c.get("session_id"), k))
    sids.append(c["session_id"])
    if c.get("language") != "english":
        err("%s: language is not english" % c["session_id"])
    try:
        if not c["started_at"].endswith("Z"):
            raise ValueError
        datetime.datetime.strptime(c["started_at"], "%Y-%m-%dT%H:%M:%SZ")
    except ValueError:
        err("%s: started_at not ISO UTC" % c["session_id"])
    turns = c["conversation"]
    if not 3 <= len(turns) <= 5:
        err("%s: %d turns, expected 3-5" % (c["session_id"], len(turns)))
    ws = [t.get("weight") for t in turns]
    if any(w is not None for w in ws):
        if any(w is None for w in ws):
            err("%s: weights on some turns only" % c["session_id"])
        elif abs(sum(ws) - 1.0) > 1e-9:
            err("%s: weights sum to %r" % (c["session_id"], sum(ws)))
    for t in turns:
        for k in ("qa_id", "query", "assistant", "ground_truth_assistant"):
            if k not in t:
                err("%s missing %s" % (t.get("qa_id"), k))
        if not t["qa_id"].startswith("bae-"):
            err("%s: qa_id prefix" % t["qa_id"])
        qa_ids.append(t["qa_id"])
        qa_info[t["qa_id"]] = (c["session_id"], t)
if len(set(qa_ids)) != len(qa_ids):
    err("duplicate qa_ids")
if len(set(sids)) != len(sids):
    err("duplicate session_ids")
if not 70 <= len(qa_ids) <= 80:
    err("%d interactions, expected 70-80" % len(qa_ids))
aids = Counter(c["assistant_id"] for c in convs)
if len(aids) != 3:
    err("expected 3 assistant ids, got %s" % dict(aids))

# ---- labels
lab = {}
for l in labels:
    for k in ("session_id", "qa_id", "label", "clause", "kind", "rationale"):
        if k not in l:
            err("label %s missing %s" % (l.get("qa_id"), k))
    q = l["qa_id"]
    if q in lab:
        err("duplicate label for %s" % q)
    lab[q] = l
    if q not in qa_info:
        err("label for unknown qa_id %s" % q)
        continue
    if qa_info[q][0] != l["session_id"]:
        err("%s: session mismatch" % q)
    if l["label"] not in LABELS:
        err("%s: bad label %s" % (q, l["label"]))
    if l["kind"] not in KINDS:
        err("%s: bad kind %s" % (q, l["kind"]))
    if l["label"] == "IRRELEVANT":
        if l["clause"] is not None:
            err("%s: IRRELEVANT must have null clause" % q)
    else:
        cl = l["clause"]
        if not cl or "#" not in cl:
            err("%s: clause missing or malformed" % q)
            continue
        path, head = cl.split("#", 1)
        if path not in heads:
            err("%s: clause file %s does not exist" % (q, path))
        elif head not in heads[path]:
            err("%s: heading '%s' not in %s" % (q, head, path))
missing = set(qa_ids) - set(lab)
if missing:
    err("interactions without labels: %s" % sorted(missing))

# ---- kind-specific checks
empties = [q for q in qa_ids if lab.get(q, {}).get("kind") == "empty_answer"]
ans = {q: qa_info[q][1]["assistant"] for q in qa_ids}
if sorted(["empty" if ans[q] == "" else ("ws" if ans[q].strip() == "" else "text") for q in empties]) != ["empty", "ws"]:
    err("need exactly two empty_answer items: one empty string, one whitespace-only")
for q in qa_ids:
    if ans[q].strip() == "" and lab[q]["label"] != "IRRELEVANT":
        err("%s: blank answer not labelled IRRELEVANT" % q)
longs = [q for q in qa_ids if lab[q]["kind"] == "long_answer"]
if len(longs) != 3:
    err("expected 3 long_answer items, got %d" % len(longs))
for q in longs:
    if len(ans[q]) <= 2000:
        err("%s: long_answer only %d characters" % (q, len(ans[q])))
if not any(lab[q]["label"] == "NON_COMPLIANT" for q in longs):
    err("no NON_COMPLIANT long answer")
for k in KINDS:
    if not any(l["kind"] == k for l in labels):
        err("kind %s unused" % k)

# ---- session scores
exp = {e["session_id"]: e for e in expected}
if set(exp) != set(sids):
    err("expected_sessions does not match sessions")
weighted_sessions = 0
for c in convs:
    sid = c["session_id"]
    e = exp.get(sid)
    if e is None:
        continue
    turns = c["conversation"]
    n = len(turns)
    given = all(t.get("weight") is not None for t in turns)
    weighted_sessions += given
    rw = {t["qa_id"]: (t["weight"] if given else round(1.0 / n, 4)) for t in turns}
    labs = [lab[t["qa_id"]]["label"] for t in turns]
    cnt = Counter(labs)
    num = den = 0.0
    for t, L in zip(turns, labs):
        if L == "IRRELEVANT":
            continue
        den += rw[t["qa_id"]]
        if L == "COMPLIANT":
            num += rw[t["qa_id"]]
    if den == 0:
        score, verdict = None, "IRRELEVANT"
    else:
        score = round(num / den, 4)
        verdict = "COMPLIANT" if num / den >= 0.5 - 1e-12 else "NON_COMPLIANT"
    checks = [("assistant_id", c["assistant_id"]), ("n_interactions", n),
              ("n_compliant", cnt["COMPLIANT"]), ("n_non_compliant", cnt["NON_COMPLIANT"]),
              ("n_irrelevant", cnt["IRRELEVANT"]), ("weight_mode", "full" if given else "none"),
              ("expected_score", score), ("expected_verdict", verdict)]
    for k, v in checks:
        if e.get(k) != v:
            err("%s: %s is %r, recomputed %r" % (sid, k, e.get(k), v))
    if {k: round(v, 4) for k, v in e.get("resolved_weights", {}).items()} != {k: round(v, 4) for k, v in rw.items()}:
        err("%s: resolved_weights differ" % sid)
if not 2 <= weighted_sessions <= 3:
    err("%d weighted sessions, expected 2-3" % weighted_sessions)

# ---- report
lc = Counter(l["label"] for l in labels)
kc = Counter(l["kind"] for l in labels)
kl = Counter((l["kind"], l["label"]) for l in labels)
vc = Counter(e["expected_verdict"] for e in expected)
N = len(labels)
print("corpus documents: %d, tables: %d" % (len(docs), tables))
print("sessions: %d, interactions: %d, assistants: %s" % (len(convs), N, dict(aids)))
for k in ("COMPLIANT", "NON_COMPLIANT", "IRRELEVANT"):
    print("  %-14s %3d  %5.1f %%" % (k, lc[k], 100.0 * lc[k] / N))
print("kinds (total / C / NC / I):")
for k in sorted(KINDS):
    print("  %-13s %3d / %2d / %2d / %2d" % (k, kc[k], kl[(k, "COMPLIANT")], kl[(k, "NON_COMPLIANT")], kl[(k, "IRRELEVANT")]))
print("session verdicts:", dict(vc))
for w in warnings:
    print("WARNING:", w)
for e_ in errors:
    print("ERROR:", e_)
print("OK" if not errors else "FAILED (%d errors)" % len(errors))
sys.exit(1 if errors else 0)
