"""Consistency check for the blind_f evaluation set."""
import json, os, re, collections
HERE = os.path.dirname(os.path.abspath(__file__))
def load(name):
    with open(os.path.join(HERE, name), encoding="utf-8") as f:
        return [json.loads(l) for l in f if l.strip()]
conv, labs, exp = load("conversations.jsonl"), load("labels.jsonl"), load("expected_sessions.jsonl")
headings = {}
for root, _, files in os.walk(os.path.join(HERE, "corpus")):
    for fn in files:
        p = os.path.join(root, fn); rel = os.path.relpath(p, os.path.join(HERE, "corpus"))
        txt = open(p, encoding="utf-8").read()
        headings[rel] = {m.group(2).strip() for m in re.finditer(r"^(#+)\s+(.*)$", txt, re.M)}
        assert "|---" in txt, rel
        print(f"{rel}: {len(txt.split())} words")
lab_by = {l["qa_id"]: l for l in labs}
qa_ids = [t["qa_id"] for s in conv for t in s["conversation"]]
assert len(qa_ids) == len(set(qa_ids)) == len(labs) and set(qa_ids) == set(lab_by)
assert 16 <= len(conv) <= 20 and len(qa_ids) >= 64
assert 2 <= len({s["assistant_id"] for s in conv}) <= 3
assert 2 <= len({s["started_at"][:10] for s in conv}) <= 3
for l in labs:
    if l["label"] == "IRRELEVANT":
        assert l["clause"] is None
    else:
        f, h = l["clause"].split("#", 1)
        assert f in headings and h in headings[f], l["clause"]
exp_by = {e["session_id"]: e for e in exp}
nweighted = 0
for s in conv:
    turns = s["conversation"]; assert 3 <= len(turns) <= 5, s["session_id"]
    ls = [lab_by[t["qa_id"]] for t in turns]
    assert all(l["session_id"] == s["session_id"] for l in ls)
    ws = [t.get("weight") for t in turns]
    if any(w is not None for w in ws):
        nweighted += 1; assert all(w is not None for w in ws) and abs(sum(ws) - 1) < 1e-9
        mode = "full"
    else:
        ws = [1 / len(turns)] * len(turns); mode = "none"
    sc = [(w, l) for w, l in zip(ws, ls) if l["label"] != "IRRELEVANT"]
    e = exp_by[s["session_id"]]
    assert e["assistant_id"] == s["assistant_id"] and e["weight_mode"] == mode
    c = collections.Counter(l["label"] for l in ls)
    assert (e["n_interactions"], e["n_compliant"], e["n_non_compliant"], e["n_irrelevant"]) == \
        (len(ls), c["COMPLIANT"], c["NON_COMPLIANT"], c["IRRELEVANT"])
    if not sc:
        assert e["expected_verdict"] == "IRRELEVANT"
    else:
        tot = sum(w for w, _ in sc)
        score = sum(w for w, l in sc if l["label"] == "COMPLIANT") / tot
        assert abs(score - e["expected_score"]) < 5e-5, (s["session_id"], score)
        assert e["expected_verdict"] == ("COMPLIANT" if score >= 0.5 else "NON_COMPLIANT")
        assert abs(sum(e["resolved_weights"].values()) - 1) < 1e-3
    for t in turns:
        l = lab_by[t["qa_id"]]
        if l["kind"] == "long_answer": assert len(t["assistant"]) > 2000, t["qa_id"]
        if l["kind"] == "empty_answer": assert t["assistant"].strip() == "" and l["label"] == "IRRELEVANT"
        if not t["assistant"].strip(): assert l["kind"] == "empty_answer"
assert 2 <= nweighted <= 3
lc = collections.Counter(l["label"] for l in labs); kc = collections.Counter(l["kind"] for l in labs)
print("sessions", len(conv), "interactions", len(labs), "weighted sessions", nweighted)
print({k: f"{v} ({100*v/len(labs):.1f}%)" for k, v in lc.items()})
print(dict(sorted(collections.Counter((l["kind"], l["label"]) for l in labs).items())))
print(dict(kc))
print({e["session_id"]: (e["expected_score"], e["expected_verdict"]) for e in exp})
print("long answers:", [(t["qa_id"], len(t["assistant"])) for s in conv for t in s["conversation"] if len(t["assistant"]) > 2000])
print("OK")
