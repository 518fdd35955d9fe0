"""Consistency check for the blind_n evaluation set. Run: python3 check_set.py"""
import json, os, re, collections, datetime
D = os.path.dirname(os.path.abspath(__file__))
conv = [json.loads(l) for l in open(os.path.join(D, "conversations.jsonl"))]
labels = [json.loads(l) for l in open(os.path.join(D, "labels.jsonl"))]
exp = {e["session_id"]: e for e in map(json.loads, open(os.path.join(D, "expected_sessions.jsonl")))}
errs = []
def heads(path):
    return {re.sub(r"^#+\s*", "", l).strip() for l in open(path) if l.startswith("#")}
# corpus structure
docs = []
for root, _, fs in os.walk(os.path.join(D, "corpus")):
    for f in fs:
        p = os.path.join(root, f); docs.append(p); t = open(p).read()
        w = len(t.split())
        if not (300 <= w <= 900): errs.append(f"{p}: {w} words")
        if "\n|---" not in t: errs.append(f"{p}: no table")
        if not re.search(r":\n\n?- ", t): errs.append(f"{p}: no list introduced by ':'")
assert any("/company/" in p for p in docs)
lab = {l["qa_id"]: l for l in labels}
assert len(lab) == len(labels), "duplicate qa_id in labels"
qids = [q["qa_id"] for s in conv for q in s["conversation"]]
assert set(qids) == set(lab) and len(qids) == len(set(qids)), "qa_id mismatch"
for l in labels:
    assert l["label"] in ("COMPLIANT", "NON_COMPLIANT", "IRRELEVANT")
    if l["label"] == "IRRELEVANT":
        if l["clause"] is not None: errs.append(f"{l['qa_id']}: IRRELEVANT with clause")
    else:
        f, h = l["clause"].split("#", 1)
        p = os.path.join(D, "corpus", f)
        if not os.path.exists(p) or h not in heads(p): errs.append(f"{l['qa_id']}: bad clause {l['clause']}")
for s in conv:
    datetime.datetime.fromisoformat(s["started_at"].replace("Z", "+00:00"))
    qs = s["conversation"]; assert 3 <= len(qs) <= 5
    for q in qs:
        if lab[q["qa_id"]]["kind"] == "empty_answer" and q["assistant"].strip(): errs.append(q["qa_id"] + " empty_answer not blank")
        if lab[q["qa_id"]]["kind"] == "long_answer" and len(q["assistant"]) <= 2000: errs.append(q["qa_id"] + " long_answer too short")
        if not q["assistant"].strip() and lab[q["qa_id"]]["label"] != "IRRELEVANT": errs.append(q["qa_id"] + " blank but not IRRELEVANT")
    weighted = any("weight" in q for q in qs)
    if weighted:
        assert all("weight" in q for q in qs) and abs(sum(q["weight"] for q in qs) - 1) < 1e-9, s["session_id"]
    raw = {q["qa_id"]: (q["weight"] if weighted else 1 / len(qs)) for q in qs}
    keep = [i for i in raw if lab[i]["label"] != "IRRELEVANT"]
    e = exp[s["session_id"]]
    cnt = collections.Counter(lab[i]["label"] for i in raw)
    ok = (e["n_interactions"] == len(qs) and e["n_compliant"] == cnt["COMPLIANT"] and e["n_non_compliant"] == cnt["NON_COMPLIANT"]
          and e["n_irrelevant"] == cnt["IRRELEVANT"] and e["weight_mode"] == ("full" if weighted else "none")
          and e["assistant_id"] == s["assistant_id"])
    if keep:
        tot = sum(raw[i] for i in keep)
        sc = sum(raw[i] for i in keep if lab[i]["label"] == "COMPLIANT") / tot
        ok &= abs(e["expected_score"] - sc) < 6e-5 and e["expected_verdict"] == ("COMPLIANT" if sc >= 0.5 - 1e-9 else "NON_COMPLIANT")
        ok &= all(abs(e["resolved_weights"][i] - (raw[i] / tot if i in keep else 0)) < 6e-5 for i in raw)
    else:
        ok &= e["expected_verdict"] == "IRRELEVANT" and e["expected_score"] is None
    if not ok: errs.append(f"{s['session_id']}: expected_sessions mismatch")
c = collections.Counter(l["label"] for l in labels); k = collections.Counter(l["kind"] for l in labels)
print("sessions", len(conv), "interactions", len(labels), "assistants", len({s['assistant_id'] for s in conv}),
      "dates", sorted({s['started_at'][:10] for s in conv}))
print("labels", dict(c), {x: f"{100*v/len(labels):.1f}%" for x, v in c.items()})
print("kinds", dict(sorted(k.items())))
print("label x kind", dict(sorted(collections.Counter((l['kind'], l['label'][0]) for l in labels).items())))
print("verdicts", dict(collections.Counter(e["expected_verdict"] for e in exp.values())))
print("ERRORS:" if errs else "OK", *errs, sep="\n")
