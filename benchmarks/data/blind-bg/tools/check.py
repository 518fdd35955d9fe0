#!/usr/bin/env python3
"""Re-check the blind-bg evaluation set."""
import json, os, re, sys
from collections import Counter

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LABELS = {"COMPLIANT", "NON_COMPLIANT", "IRRELEVANT"}
KINDS = {"numeric", "time_window", "multi_rule", "partial", "negation", "plain", "modality",
         "paraphrase", "long_answer", "refusal", "smalltalk", "out_of_scope", "empty_answer"}
IRR_KINDS = {"smalltalk", "out_of_scope", "empty_answer"}
errors = []


def err(m):
    errors.append(m)


def load(name):
    rows = []
    with open(os.path.join(ROOT, name), encoding="utf-8") as f:
        for i, line in enumerate(f, 1):
            if not line.strip():
                err(f"{name}:{i} blank line"); continue
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                err(f"{name}:{i} invalid JSON: {e}")
    return rows


# corpus
corpus = {}
tables = 0
for dp, _, fs in os.walk(os.path.join(ROOT, "corpus")):
    for fn in fs:
        if fn.endswith(".md"):
            p = os.path.join(dp, fn)
            rel = os.path.relpath(p, os.path.join(ROOT, "corpus"))
            text = open(p, encoding="utf-8").read()
            words = len(text.split())
            if not 400 <= words <= 800:
                err(f"corpus {rel}: {words} words (need 400-800)")
            if not text.startswith("# "):
                err(f"corpus {rel}: no # title")
            heads = re.findall(r"^## (.+?)\s*$", text, re.M)
            if len(heads) < 3:
                err(f"corpus {rel}: too few ## headings")
            if len(set(heads)) != len(heads):
                err(f"corpus {rel}: duplicate headings")
            tables += len(re.findall(r"^\|[-| :]+\|\s*$", text, re.M))
            corpus[rel] = set(heads)
            print(f"corpus {rel}: {words} words, {len(heads)} sections")
if len(corpus) != 6:
    err(f"expected 6 corpus files, found {len(corpus)}")
if len([r for r in corpus if r.startswith("company/")]) != 2:
    err("expected 2 company policies")
if not 8 <= tables <= 12:
    err(f"{tables} tables in corpus (need 8-12)")
print(f"tables: {tables}")

conv = load("conversations.jsonl")
labs = load("labels.jsonl")
exps = load("expected_sessions.jsonl")

# conversations
sids, qids, turns = set(), [], {}
weighted_sessions = 0
for s in conv:
    for k in ("session_id", "assistant_id", "language", "context", "started_at", "conversation"):
        if k not in s:
            err(f"session missing {k}: {s.get('session_id')}")
    sid = s["session_id"]
    if sid in sids:
        err(f"duplicate session {sid}")
    sids.add(sid)
    if not re.fullmatch(r"BG-\d\d", sid):
        err(f"bad session id {sid}")
    if not re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ", s["started_at"]):
        err(f"{sid}: bad started_at")
    c = s["conversation"]
    if not 2 <= len(c) <= 6:
        err(f"{sid}: {len(c)} turns (need 2-6)")
    has_w = ["weight" in t for t in c]
    if any(has_w) and not all(has_w):
        err(f"{sid}: weight on some turns only")
    if all(has_w):
        weighted_sessions += 1
        if abs(sum(t["weight"] for t in c) - 1) > 1e-9:
            err(f"{sid}: weights sum to {sum(t['weight'] for t in c)}")
    for i, t in enumerate(c, 1):
        for k in ("qa_id", "query", "assistant", "ground_truth_assistant"):
            if k not in t:
                err(f"{sid}: turn missing {k}")
        if t["qa_id"] != f"{sid}-q{i}":
            err(f"{sid}: bad qa_id {t['qa_id']}")
        qids.append(t["qa_id"])
        turns[t["qa_id"]] = (s, t)
if len(set(qids)) != len(qids):
    err("duplicate qa_ids")
if weighted_sessions != 3:
    err(f"{weighted_sessions} weighted sessions (need 3)")
n = len(qids)
if not 70 <= n <= 85:
    err(f"{n} interactions (need 70-85)")

# labels
lab = {}
for l in labs:
    q = l.get("qa_id")
    if q in lab:
        err(f"duplicate label {q}")
    lab[q] = l
    if q not in turns:
        err(f"label for unknown {q}"); continue
    if l["session_id"] != turns[q][0]["session_id"]:
        err(f"{q}: session mismatch")
    if l["label"] not in LABELS:
        err(f"{q}: bad label {l['label']}")
    if l["kind"] not in KINDS:
        err(f"{q}: bad kind {l['kind']}")
    if not l.get("rationale"):
        err(f"{q}: no rationale")
    ans = turns[q][1]["assistant"]
    if l["label"] == "IRRELEVANT":
        if l["clause"] is not None:
            err(f"{q}: IRRELEVANT with clause")
        if l["kind"] not in IRR_KINDS:
            err(f"{q}: IRRELEVANT with kind {l['kind']}")
    else:
        if l["kind"] in IRR_KINDS:
            err(f"{q}: {l['label']} with kind {l['kind']}")
        cl = l["clause"]
        if not cl or "#" not in cl:
            err(f"{q}: bad clause {cl}")
        else:
            f, h = cl.split("#", 1)
            if f not in corpus:
                err(f"{q}: clause file {f} not in corpus")
            elif h not in corpus[f]:
                err(f"{q}: heading '{h}' not in {f}")
            aid = turns[q][0]["assistant_id"]
            allowed = {"thornbury-vale-assistant": {"company/thornbury-vale-hedging-policy.md", "hedge-laying-code.md"},
                       "velvet-curtain-assistant": {"company/velvet-curtain-policy.md", "entertainer-bookings-code.md"},
                       "village-desk-assistant": {"dowsing-code.md", "village-games-code.md"}}[aid]
            if f not in allowed:
                err(f"{q}: clause {f} does not apply to {aid}")
    if (l["kind"] == "empty_answer") != (ans.strip() == ""):
        err(f"{q}: empty_answer kind and answer emptiness disagree")
if set(lab) != set(qids):
    err("labels and interactions differ")
cnt = Counter(l["label"] for l in labs)
empties = sum(1 for q in qids if turns[q][1]["assistant"].strip() == "")
if empties < 2:
    err(f"only {empties} empty answers")
shares = {k: cnt[k] / n for k in LABELS}
if not (0.38 <= shares["COMPLIANT"] <= 0.52 and 0.33 <= shares["NON_COMPLIANT"] <= 0.47 and 0.10 <= shares["IRRELEVANT"] <= 0.20):
    err(f"label shares off target: {shares}")

# sessions
exp = {e["session_id"]: e for e in exps}
if set(exp) != sids:
    err("expected_sessions ids differ from conversations")
verdicts = Counter()
for s in conv:
    sid = s["session_id"]
    e = exp.get(sid)
    if not e:
        continue
    c = s["conversation"]
    ls = [lab[t["qa_id"]]["label"] for t in c]
    lc = Counter(ls)
    if e["assistant_id"] != s["assistant_id"]:
        err(f"{sid}: assistant mismatch")
    if (e["n_interactions"], e["n_compliant"], e["n_non_compliant"], e["n_irrelevant"]) != (len(c), lc["COMPLIANT"], lc["NON_COMPLIANT"], lc["IRRELEVANT"]):
        err(f"{sid}: counts wrong")
    w = {t["qa_id"]: t.get("weight", 1 / len(c)) for t in c}
    if e["weight_mode"] != ("explicit" if "weight" in c[0] else "none"):
        err(f"{sid}: weight_mode wrong")
    keep = [t["qa_id"] for t in c if lab[t["qa_id"]]["label"] != "IRRELEVANT"]
    if set(e["resolved_weights"]) != set(keep):
        err(f"{sid}: resolved_weights keys wrong")
    if keep:
        tot = sum(w[q] for q in keep)
        for q in keep:
            if abs(e["resolved_weights"][q] - w[q] / tot) > 1e-5:
                err(f"{sid}: resolved weight {q} wrong")
        if abs(sum(e["resolved_weights"].values()) - 1) > 1e-4:
            err(f"{sid}: resolved weights do not sum to 1")
        score = sum(w[q] for q in keep if lab[q]["label"] == "COMPLIANT") / tot
        verdict = "COMPLIANT" if score >= 0.5 - 1e-9 else "NON_COMPLIANT"
        if e["expected_score"] is None or abs(e["expected_score"] - score) > 1e-5:
            err(f"{sid}: score {e['expected_score']} != {score}")
    else:
        verdict = "IRRELEVANT"
        if e["expected_score"] is not None:
            err(f"{sid}: all-IRRELEVANT session must have null score")
    if e["expected_verdict"] != verdict:
        err(f"{sid}: verdict {e['expected_verdict']} != {verdict}")
    verdicts[verdict] += 1
if verdicts["IRRELEVANT"] < 1:
    err("no all-IRRELEVANT session")

readme = os.path.join(ROOT, "README.md")
if not os.path.exists(readme) or not open(readme, encoding="utf-8").read().startswith("# blind-bg: compliance evaluation set (the four domains)"):
    err("README missing or wrong title")

print(f"sessions={len(conv)} interactions={n} " + " ".join(f"{k}={cnt[k]} ({100*cnt[k]/n:.1f}%)" for k in ("COMPLIANT", "NON_COMPLIANT", "IRRELEVANT")))
print(f"verdicts: {dict(verdicts)}; weighted sessions: {weighted_sessions}; empty answers: {empties}")
if errors:
    print("FAILED:")
    for m in errors:
        print("  " + m)
    sys.exit(1)
print("check.py: all checks passed")
