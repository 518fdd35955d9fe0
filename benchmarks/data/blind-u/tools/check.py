"""Consistency check for this evaluation set: JSON parses, clauses resolve to real headings,
counts and scores in expected_sessions.jsonl follow from labels.jsonl."""
import json, os, re, collections
HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))  # the set folder (this script is in tools/)
def load(n):
    with open(os.path.join(HERE, n), encoding="utf-8") as f:
        return [json.loads(l) for l in f if l.strip()]
conv, labels, exp = load("conversations.jsonl"), load("labels.jsonl"), load("expected_sessions.jsonl")
heads = {}
for root, _, files in os.walk(os.path.join(HERE, "corpus")):
    for fn in files:
        if fn.endswith(".md"):
            p = os.path.join(root, fn)
            rel = os.path.relpath(p, os.path.join(HERE, "corpus"))
            txt = open(p, encoding="utf-8").read()
            heads[rel] = {m.group(2).strip() for m in re.finditer(r"^(#{1,6})\s+(.*)$", txt, re.M)}
            assert "|---" in txt, rel + " has no table"
            print(f"{rel}: {len(txt.split())} words")
lab = {l["qa_id"]: l for l in labels}
assert len(lab) == len(labels)
qa_ids = [t["qa_id"] for s in conv for t in s["conversation"]]
assert sorted(qa_ids) == sorted(lab), "qa ids differ"
kinds = {"plain","numeric","time_window","negation","modality","paraphrase","partial","multi_rule",
         "smalltalk","out_of_scope","refusal","empty_answer","long_answer"}
for l in labels:
    assert l["label"] in ("COMPLIANT", "NON_COMPLIANT", "IRRELEVANT")
    assert l["kind"] in kinds, l
    if l["label"] == "IRRELEVANT":
        assert l["clause"] is None, l
    else:
        f, h = l["clause"].split("#", 1)
        assert f in heads and h in heads[f], l["clause"]
E = {e["session_id"]: e for e in exp}
for s in conv:
    sid, turns = s["session_id"], s["conversation"]
    assert 3 <= len(turns) <= 5
    e = E[sid]
    ls = [lab[t["qa_id"]]["label"] for t in turns]
    assert lab[turns[0]["qa_id"]]["session_id"] == sid
    assert e["n_interactions"] == len(turns)
    assert e["n_compliant"] == ls.count("COMPLIANT") and e["n_non_compliant"] == ls.count("NON_COMPLIANT") and e["n_irrelevant"] == ls.count("IRRELEVANT")
    weighted = any("weight" in t for t in turns)
    assert e["weight_mode"] == ("full" if weighted else "none")
    w = [t["weight"] if weighted else 1 / len(turns) for t in turns]
    if weighted:
        assert abs(sum(w) - 1) < 1e-9
    for t, wi in zip(turns, w):
        assert abs(e["resolved_weights"][t["qa_id"]] - wi) < 1e-5
    num = sum(wi for wi, l in zip(w, ls) if l == "COMPLIANT")
    den = sum(wi for wi, l in zip(w, ls) if l != "IRRELEVANT")
    if den == 0:
        assert e["expected_verdict"] == "IRRELEVANT"
    else:
        assert abs(e["expected_score"] - round(num / den, 4)) < 1e-9, sid
        assert e["expected_verdict"] == ("COMPLIANT" if num / den >= 0.5 - 1e-9 else "NON_COMPLIANT"), sid
    for t in turns:
        if lab[t["qa_id"]]["kind"] == "long_answer":
            assert len(t["assistant"]) > 2000, t["qa_id"]
        if lab[t["qa_id"]]["kind"] == "empty_answer":
            assert t["assistant"].strip() == ""
c = collections.Counter(l["label"] for l in labels)
k = collections.Counter((l["label"], l["kind"]) for l in labels)
print("sessions", len(conv), "interactions", len(labels), dict(c))
print("assistants", collections.Counter(s["assistant_id"] for s in conv))
print("dates", collections.Counter(s["started_at"][:10] for s in conv))
print("verdicts", collections.Counter(e["expected_verdict"] for e in exp))
for kk in sorted(k): print(kk, k[kk])
print("OK")
