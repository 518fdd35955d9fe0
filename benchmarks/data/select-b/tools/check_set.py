"""Consistency check for this evaluation set. Run: python3 check_set.py"""
import json, os, re, collections
D = os.path.dirname(os.path.abspath(__file__))
def load(n): return [json.loads(l) for l in open(os.path.join(D, n)) if l.strip()]
conv, labels, exp = load("conversations.jsonl"), load("labels.jsonl"), load("expected_sessions.jsonl")
KINDS = set("plain numeric time_window negation modality paraphrase partial multi_rule smalltalk out_of_scope refusal empty_answer long_answer".split())
heads = {}
for root, _, files in os.walk(os.path.join(D, "corpus")):
    for f in files:
        p = os.path.join(root, f); rel = os.path.relpath(p, os.path.join(D, "corpus"))
        txt = open(p).read()
        heads[rel] = {m.group(2).strip() for m in re.finditer(r"^(#+)\s+(.*)$", txt, re.M)}
        words = len(re.findall(r"[A-Za-z0-9$%']+", txt))
        assert 300 <= words <= 900, (rel, words)
        assert "|---" in txt, rel
        assert re.search(r":\n\n?- ", txt), rel
lab = {l["qa_id"]: l for l in labels}
assert len(lab) == len(labels)
qa_all = []
for s in conv:
    assert 3 <= len(s["conversation"]) <= 5, s["session_id"]
    for t in s["conversation"]:
        qa_all.append(t["qa_id"]); l = lab[t["qa_id"]]
        assert l["session_id"] == s["session_id"]
        assert l["kind"] in KINDS, l
        if l["label"] == "IRRELEVANT":
            assert l["clause"] is None
        else:
            f, h = l["clause"].split("#", 1)
            assert f in heads and h in heads[f], l["clause"]
        if l["kind"] == "empty_answer":
            assert t["assistant"].strip() == "" and l["label"] == "IRRELEVANT"
        if l["kind"] == "long_answer":
            assert len(t["assistant"]) > 2000, (t["qa_id"], len(t["assistant"]))
assert sorted(qa_all) == sorted(lab)
assert len(qa_all) >= 64 and 16 <= len(conv) <= 20
assert 2 <= len({s["assistant_id"] for s in conv}) <= 3
assert 2 <= len({s["started_at"][:10] for s in conv}) <= 3
E = {e["session_id"]: e for e in exp}
nw = 0
for s in conv:
    sid = s["session_id"]; e = E[sid]; ts = s["conversation"]
    labs = [lab[t["qa_id"]]["label"] for t in ts]
    assert e["assistant_id"] == s["assistant_id"]
    assert e["n_interactions"] == len(ts)
    assert (e["n_compliant"], e["n_non_compliant"], e["n_irrelevant"]) == (labs.count("COMPLIANT"), labs.count("NON_COMPLIANT"), labs.count("IRRELEVANT"))
    if any("weight" in t for t in ts):
        nw += 1
        ws = [t["weight"] for t in ts]; assert abs(sum(ws) - 1) < 1e-9; assert e["weight_mode"] == "full"
    else:
        ws = [1 / len(ts)] * len(ts); assert e["weight_mode"] == "none"
    for t, w in zip(ts, ws): assert abs(e["resolved_weights"][t["qa_id"]] - w) < 1e-5
    tot = sum(w for w, l in zip(ws, labs) if l != "IRRELEVANT")
    if tot == 0:
        assert e["expected_verdict"] == "IRRELEVANT"
    else:
        sc = sum(w for w, l in zip(ws, labs) if l == "COMPLIANT") / tot
        assert abs(sc - e["expected_score"]) < 5e-5, (sid, sc, e["expected_score"])
        assert e["expected_verdict"] == ("COMPLIANT" if sc >= 0.5 - 1e-9 else "NON_COMPLIANT")
assert 2 <= nw <= 3
c = collections.Counter(l["label"] for l in labels); k = collections.Counter(l["kind"] for l in labels)
n = len(labels)
print("interactions", n, "sessions", len(conv))
for x, v in c.most_common(): print(f"  {x}: {v} ({100*v/n:.1f}%)")
print("kinds:", dict(k.most_common()))
print("verdicts:", dict(collections.Counter(e["expected_verdict"] for e in exp)))
print("OK")
