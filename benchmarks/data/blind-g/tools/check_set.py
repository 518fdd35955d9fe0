#!/usr/bin/env python3
"""Independent consistency check for the blind_g evaluation set (plain python3)."""
import json, os, re, sys, collections

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.path.join(ROOT, "corpus")
KINDS = {"plain", "numeric", "time_window", "negation", "modality", "paraphrase", "partial", "multi_rule",
         "smalltalk", "out_of_scope", "refusal", "empty_answer", "long_answer"}
LABELS = {"COMPLIANT", "NON_COMPLIANT", "IRRELEVANT"}
errors = []

def err(msg):
    errors.append(msg)

def load(name):
    out = []
    with open(os.path.join(ROOT, name), encoding="utf-8") as f:
        for i, line in enumerate(f, 1):
            if not line.strip():
                err(f"{name}:{i} blank line")
                continue
            try:
                out.append(json.loads(line))
            except Exception as e:
                err(f"{name}:{i} JSON error {e}")
    return out

# ---- corpus
headings = {}
for dp, _, fs in os.walk(CORPUS):
    for fn in fs:
        if not fn.endswith(".md"):
            continue
        full = os.path.join(dp, fn)
        rel = os.path.relpath(full, CORPUS).replace(os.sep, "/")
        text = open(full, encoding="utf-8").read()
        hs = [m.group(2).strip() for m in re.finditer(r"^(#{1,6})\s+(.*)$", text, re.M)]
        headings[rel] = set(hs)
        words = len(text.split())
        has_table = bool(re.search(r"^\|.*\|\s*$\n^\|[-| :]+\|\s*$", text, re.M))
        has_list = bool(re.search(r":\s*\n- ", text))
        phones = re.findall(r"\b\d{3}-\d{4}\b", text)
        bad_phones = [p for p in phones if not p.startswith("555-")]
        print(f"corpus {rel}: {words} words, {len(hs)} headings, table={has_table}, colon-list={has_list}, phones={phones}")
        if not 300 <= words <= 900: err(f"{rel}: word count {words}")
        if not has_table: err(f"{rel}: no table")
        if not has_list: err(f"{rel}: no list introduced by ':'")
        if bad_phones: err(f"{rel}: non-555 phone numbers {bad_phones}")
        if len(hs) != len(set(hs)): err(f"{rel}: duplicate headings")
if not 4 <= len(headings) <= 6: err(f"corpus has {len(headings)} documents")
if not any(r.startswith("company/") for r in headings): err("no document under company/")

# ---- conversations
convs = load("conversations.jsonl")
labels = load("labels.jsonl")
expected = load("expected_sessions.jsonl")
qa_index = {}
assistants, dates = set(), set()
weighted_sessions = 0
for c in convs:
    for k in ("session_id", "assistant_id", "language", "context", "started_at", "conversation"):
        if k not in c: err(f"{c.get('session_id')}: missing {k}")
    assistants.add(c["assistant_id"]); dates.add(c["started_at"][:10])
    if not re.match(r"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$", c["started_at"]): err(f"{c['session_id']}: bad started_at")
    turns = c["conversation"]
    if not 3 <= len(turns) <= 5: err(f"{c['session_id']}: {len(turns)} turns")
    ws = [t.get("weight") for t in turns]
    if any(w is not None for w in ws):
        weighted_sessions += 1
        if any(w is None for w in ws): err(f"{c['session_id']}: partial weights")
        elif abs(sum(ws) - 1) > 1e-9: err(f"{c['session_id']}: weights sum {sum(ws)}")
    for t in turns:
        for k in ("qa_id", "query", "assistant", "ground_truth_assistant"):
            if k not in t: err(f"{t.get('qa_id')}: missing {k}")
        if t["qa_id"] in qa_index: err(f"duplicate qa_id {t['qa_id']}")
        if not t["qa_id"].startswith(c["session_id"] + "-q"): err(f"{t['qa_id']}: bad prefix")
        qa_index[t["qa_id"]] = (c, t)
n_sessions, n_inter = len(convs), len(qa_index)
if not 16 <= n_sessions <= 20: err(f"{n_sessions} sessions")
if n_inter < 64: err(f"{n_inter} interactions")
if not 2 <= len(assistants) <= 3: err(f"assistants {assistants}")
if not 2 <= len(dates) <= 3: err(f"dates {dates}")
if not 2 <= weighted_sessions <= 3: err(f"{weighted_sessions} weighted sessions")

# ---- labels
lab_by_qa = {}
for l in labels:
    for k in ("session_id", "qa_id", "label", "clause", "kind", "rationale"):
        if k not in l: err(f"{l.get('qa_id')}: label missing {k}")
    q = l["qa_id"]
    if q in lab_by_qa: err(f"duplicate label {q}")
    lab_by_qa[q] = l
    if q not in qa_index: err(f"label for unknown qa {q}"); continue
    c, t = qa_index[q]
    if l["session_id"] != c["session_id"]: err(f"{q}: session mismatch")
    if l["label"] not in LABELS: err(f"{q}: bad label")
    if l["kind"] not in KINDS: err(f"{q}: bad kind {l['kind']}")
    if l["label"] == "IRRELEVANT":
        if l["clause"] is not None: err(f"{q}: IRRELEVANT with clause")
    else:
        cl = l["clause"]
        if not cl or "#" not in cl: err(f"{q}: missing clause"); continue
        path, head = cl.split("#", 1)
        if path not in headings: err(f"{q}: clause file {path} not found")
        elif head not in headings[path]: err(f"{q}: heading '{head}' not in {path}")
    a = t["assistant"]
    if l["kind"] == "empty_answer":
        if a.strip(): err(f"{q}: empty_answer kind but answer not blank")
        if l["label"] != "IRRELEVANT": err(f"{q}: blank answer must be IRRELEVANT")
    elif not a.strip():
        err(f"{q}: blank answer without empty_answer kind")
    if l["kind"] == "long_answer" and len(a) <= 2000: err(f"{q}: long_answer only {len(a)} chars")
    if l["kind"] != "long_answer" and len(a) > 2000: err(f"{q}: over 2000 chars but kind {l['kind']}")
for q in qa_index:
    if q not in lab_by_qa: err(f"no label for {q}")

# ---- expected sessions (recomputed independently)
exp_by_s = {e["session_id"]: e for e in expected}
if len(exp_by_s) != n_sessions: err("expected_sessions count mismatch")
for c in convs:
    sid = c["session_id"]; e = exp_by_s.get(sid)
    if e is None: err(f"{sid}: no expected row"); continue
    turns = c["conversation"]
    labs = [lab_by_qa[t["qa_id"]]["label"] for t in turns]
    cnt = collections.Counter(labs)
    weighted = any("weight" in t for t in turns)
    raw = {t["qa_id"]: (t["weight"] if weighted else 1 / len(turns)) for t in turns}
    scored = [t["qa_id"] for t in turns if lab_by_qa[t["qa_id"]]["label"] != "IRRELEVANT"]
    if scored:
        tot = sum(raw[q] for q in scored)
        score = sum(raw[q] for q in scored if lab_by_qa[q]["label"] == "COMPLIANT") / tot
        verdict = "COMPLIANT" if score >= 0.5 else "NON_COMPLIANT"
        resolved = {q: raw[q] / tot for q in scored}
    else:
        score, verdict, resolved = None, "IRRELEVANT", {}
    checks = {
        "assistant_id": c["assistant_id"], "n_interactions": len(turns), "n_compliant": cnt["COMPLIANT"],
        "n_non_compliant": cnt["NON_COMPLIANT"], "n_irrelevant": cnt["IRRELEVANT"],
        "weight_mode": "full" if weighted else "none", "expected_verdict": verdict,
    }
    for k, v in checks.items():
        if e.get(k) != v: err(f"{sid}: {k} expected {v} got {e.get(k)}")
    if score is None:
        if e.get("expected_score") is not None: err(f"{sid}: score should be null")
    elif e.get("expected_score") is None or abs(e["expected_score"] - round(score, 4)) > 1e-9:
        err(f"{sid}: expected_score {round(score, 4)} got {e.get('expected_score')}")
    if set(e.get("resolved_weights", {})) != set(resolved): err(f"{sid}: resolved_weights keys")
    for q, w in resolved.items():
        if abs(e["resolved_weights"].get(q, -1) - round(w, 4)) > 1e-9: err(f"{sid}: resolved weight {q}")

# ---- summary
lc = collections.Counter(l["label"] for l in labels)
kc = collections.Counter(l["kind"] for l in labels)
vc = collections.Counter(e["expected_verdict"] for e in expected)
print(f"sessions={n_sessions} interactions={n_inter} assistants={sorted(assistants)} dates={sorted(dates)} weighted_sessions={weighted_sessions}")
print("labels:", {k: f"{v} ({100*v/len(labels):.1f}%)" for k, v in sorted(lc.items())})
print("kinds:", dict(sorted(kc.items())))
print("kind x label:", {f"{k}/{l}": v for (k, l), v in sorted(collections.Counter((x['kind'], x['label']) for x in labels).items())})
print("session verdicts:", dict(vc))
print("long answers:", {q: len(qa_index[q][1]['assistant']) for q, l in lab_by_qa.items() if l['kind'] == 'long_answer'})
print("ERRORS:" if errors else "OK: no errors", *errors, sep="\n  ")
sys.exit(1 if errors else 0)
