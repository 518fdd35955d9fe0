"""Consistency check for the blind_r evaluation set. Run: python3 check_set.py"""
import json, os, re, collections
HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))  # the set folder (this script is in tools/)
CORPUS = os.path.join(HERE, "corpus")

def load(name):
    with open(os.path.join(HERE, name)) as f:
        return [json.loads(l) for l in f if l.strip()]

conv, labels, exp = load("conversations.jsonl"), load("labels.jsonl"), load("expected_sessions.jsonl")
errors = []

# corpus: headings, tables, word counts
headings = {}
for root, _, files in os.walk(CORPUS):
    for fn in files:
        p = os.path.join(root, fn)
        rel = os.path.relpath(p, CORPUS)
        text = open(p).read()
        headings[rel] = {m.group(2).strip() for m in re.finditer(r"^(#{1,6})\s+(.*)$", text, re.M)}
        words = len(re.findall(r"\S+", text))
        has_table = bool(re.search(r"^\|.*\|\s*$\n^\|[-| :]+\|\s*$", text, re.M))
        has_colon_list = bool(re.search(r":\s*\n\n?- ", text))
        print(f"{rel}: {words} words, table={has_table}, colon-list={has_colon_list}")
        if not (300 <= words <= 900): errors.append(f"{rel}: {words} words")
        if not has_table: errors.append(f"{rel}: no table")
        if not has_colon_list: errors.append(f"{rel}: no list introduced by ':'")
if not any(r.startswith("company/") for r in headings): errors.append("no company/ document")

# conversations vs labels
qa_in_conv = {}
for s in conv:
    n = len(s["conversation"])
    if not 3 <= n <= 5: errors.append(f"{s['session_id']}: {n} turns")
    ws = [t.get("weight") for t in s["conversation"]]
    if any(w is not None for w in ws):
        if any(w is None for w in ws) or abs(sum(ws) - 1) > 1e-9: errors.append(f"{s['session_id']}: bad weights")
    for t in s["conversation"]:
        qa_in_conv[t["qa_id"]] = (s["session_id"], t)
lab_by_qa = {l["qa_id"]: l for l in labels}
if set(lab_by_qa) != set(qa_in_conv) or len(labels) != len(lab_by_qa): errors.append("labels and conversations differ")
for l in labels:
    sid, t = qa_in_conv[l["qa_id"]]
    if sid != l["session_id"]: errors.append(f"{l['qa_id']}: session mismatch")
    if l["label"] == "IRRELEVANT":
        if l["clause"] is not None: errors.append(f"{l['qa_id']}: IRRELEVANT with clause")
    else:
        path, _, head = l["clause"].partition("#")
        if path not in headings: errors.append(f"{l['qa_id']}: no file {path}")
        elif head not in headings[path]: errors.append(f"{l['qa_id']}: no heading '{head}' in {path}")
    if l["kind"] == "long_answer" and len(t["assistant"]) <= 2000: errors.append(f"{l['qa_id']}: long answer only {len(t['assistant'])} chars")
    if l["kind"] == "empty_answer" and t["assistant"].strip(): errors.append(f"{l['qa_id']}: empty_answer not blank")
    if not t["assistant"].strip() and l["label"] != "IRRELEVANT": errors.append(f"{l['qa_id']}: blank answer not IRRELEVANT")

# expected sessions recomputed from labels
conv_by_sid = {s["session_id"]: s for s in conv}
for e in exp:
    s = conv_by_sid[e["session_id"]]
    labs = [lab_by_qa[t["qa_id"]]["label"] for t in s["conversation"]]
    weighted = any("weight" in t for t in s["conversation"])
    w = {t["qa_id"]: (t["weight"] if weighted else 1 / len(labs)) for t in s["conversation"]}
    num = sum(w[t["qa_id"]] for t, l in zip(s["conversation"], labs) if l == "COMPLIANT")
    den = sum(w[t["qa_id"]] for t, l in zip(s["conversation"], labs) if l != "IRRELEVANT")
    score = None if den == 0 else round(num / den, 4)
    verdict = "IRRELEVANT" if den == 0 else ("COMPLIANT" if num / den >= 0.5 - 1e-9 else "NON_COMPLIANT")
    want = dict(assistant_id=s["assistant_id"], n_interactions=len(labs), n_compliant=labs.count("COMPLIANT"),
                n_non_compliant=labs.count("NON_COMPLIANT"), n_irrelevant=labs.count("IRRELEVANT"),
                weight_mode="full" if weighted else "none", expected_score=score, expected_verdict=verdict)
    for k, v in want.items():
        if e[k] != v: errors.append(f"{e['session_id']}: {k}={e[k]} expected {v}")
    if {k: round(v, 4) for k, v in w.items()} != e["resolved_weights"]: errors.append(f"{e['session_id']}: resolved_weights")
if {e["session_id"] for e in exp} != set(conv_by_sid): errors.append("expected_sessions and conversations differ")

lc = collections.Counter(l["label"] for l in labels)
print("sessions", len(conv), "interactions", len(labels), dict(lc))
print("assistants", sorted({s["assistant_id"] for s in conv}), "dates", sorted({s["started_at"][:10] for s in conv}))
print("kinds", dict(collections.Counter(l["kind"] for l in labels)))
print("ERRORS:" if errors else "OK: all checks passed", *errors, sep="\n")
