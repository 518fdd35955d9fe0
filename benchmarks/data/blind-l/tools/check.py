"""Consistency check for the blind_l evaluation set."""
import json, os, re
from collections import Counter
D = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))  # the set folder (this script is in tools/)
load = lambda n: [json.loads(l) for l in open(os.path.join(D, n)) if l.strip()]
conv, labels, exp = load("conversations.jsonl"), load("labels.jsonl"), load("expected_sessions.jsonl")
heads = {}
for root, _, files in os.walk(os.path.join(D, "corpus")):
    for f in files:
        rel = os.path.relpath(os.path.join(root, f), os.path.join(D, "corpus"))
        heads[rel] = {m.group(2).strip() for m in re.finditer(r"^(#+)\s+(.*)$", open(os.path.join(root, f)).read(), re.M)}
qids = [t["qa_id"] for s in conv for t in s["conversation"]]
assert len(qids) == len(set(qids)) == len(labels) and qids == [l["qa_id"] for l in labels]
for l in labels:
    if l["label"] == "IRRELEVANT":
        assert l["clause"] is None
    else:
        f, h = l["clause"].split("#", 1)
        assert f in heads and h in heads[f], l["clause"]
byid = {s["session_id"]: s for s in conv}
for e in exp:
    s = byid[e["session_id"]]; ls = [l for l in labels if l["session_id"] == e["session_id"]]
    c = Counter(l["label"] for l in ls)
    assert (e["n_interactions"], e["n_compliant"], e["n_non_compliant"], e["n_irrelevant"]) == (len(ls), c["COMPLIANT"], c["NON_COMPLIANT"], c["IRRELEVANT"])
    w = {t["qa_id"]: t.get("weight") for t in s["conversation"]}
    if any(v is not None for v in w.values()):
        assert all(v is not None for v in w.values()) and abs(sum(w.values()) - 1) < 1e-9 and e["weight_mode"] == "full"
    else:
        w = {k: 1 / len(w) for k in w}; assert e["weight_mode"] == "none"
    sc = [l for l in ls if l["label"] != "IRRELEVANT"]
    if not sc:
        assert e["expected_verdict"] == "IRRELEVANT" and e["expected_score"] is None
    else:
        score = sum(w[l["qa_id"]] for l in sc if l["label"] == "COMPLIANT") / sum(w[l["qa_id"]] for l in sc)
        assert abs(round(score, 4) - e["expected_score"]) < 1e-9
        assert e["expected_verdict"] == ("COMPLIANT" if score >= 0.5 else "NON_COMPLIANT")
    assert 3 <= len(ls) <= 5
long_ = [t for s in conv for t in s["conversation"] if len(t["assistant"]) > 2000]
print("OK", len(conv), "sessions,", len(labels), "interactions,", len(long_), "long answers")
print(Counter(l["label"] for l in labels)); print(Counter(l["kind"] for l in labels))
print("assistants", Counter(s["assistant_id"] for s in conv)); print("dates", Counter(s["started_at"][:10] for s in conv))
