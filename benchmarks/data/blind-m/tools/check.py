import json, os, re, collections
B = "/tmp/blind_m/"
conv = [json.loads(l) for l in open(B+"conversations.jsonl")]
labs = [json.loads(l) for l in open(B+"labels.jsonl")]
exp = [json.loads(l) for l in open(B+"expected_sessions.jsonl")]
heads = {}
for root, _, files in os.walk(B+"corpus"):
    for f in files:
        p = os.path.relpath(os.path.join(root, f), B+"corpus")
        txt = open(os.path.join(root, f)).read()
        heads[p] = {m.group(2).strip() for m in re.finditer(r"^(#+)\s+(.*)$", txt, re.M)}
        assert "|---" in txt, p
        assert re.search(r":\n\n- ", txt), p
        print(p, len(txt.split()), "words")
L = {(l["session_id"], l["qa_id"]): l for l in labs}
assert len(L) == len(labs)
qa_all = [(s["session_id"], c["qa_id"]) for s in conv for c in s["conversation"]]
assert set(qa_all) == set(L), "label/conv mismatch"
for l in labs:
    if l["label"] == "IRRELEVANT": assert l["clause"] is None, l
    else:
        f, h = l["clause"].split("#", 1)
        assert f in heads and h in heads[f], l["clause"]
E = {e["session_id"]: e for e in exp}
for s in conv:
    cs = s["conversation"]; assert 3 <= len(cs) <= 5
    ws = [c.get("weight") for c in cs]
    if any(w is not None for w in ws): assert abs(sum(ws)-1) < 1e-9
    ls = [L[(s["session_id"], c["qa_id"])]["label"] for c in cs]
    e = E[s["session_id"]]
    assert e["n_interactions"] == len(cs) and e["n_compliant"] == ls.count("COMPLIANT") and e["n_non_compliant"] == ls.count("NON_COMPLIANT") and e["n_irrelevant"] == ls.count("IRRELEVANT")
    w = [c.get("weight", 1/len(cs)) for c in cs]
    den = sum(x for x, l in zip(w, ls) if l != "IRRELEVANT")
    num = sum(x for x, l in zip(w, ls) if l == "COMPLIANT")
    sc = round(num/den, 4)
    assert abs(sc - e["expected_score"]) < 1e-4, (s["session_id"], sc, e["expected_score"])
    assert e["expected_verdict"] == ("COMPLIANT" if num/den >= 0.5 else "NON_COMPLIANT")
    print(s["session_id"], s["assistant_id"], s["started_at"][:10], ls.count("COMPLIANT"), ls.count("NON_COMPLIANT"), ls.count("IRRELEVANT"), e["weight_mode"], e["expected_score"], e["expected_verdict"])
for s in conv:
    for c in s["conversation"]:
        k = L[(s["session_id"], c["qa_id"])]["kind"]
        if k == "long_answer": print("long", c["qa_id"], len(c["assistant"]))
        if k == "empty_answer": assert c["assistant"].strip() == ""
        else: assert c["assistant"].strip() and len(c["assistant"]) < 2000 or k == "long_answer"
print("total", len(labs), collections.Counter(l["label"] for l in labs))
print(collections.Counter(l["kind"] for l in labs))
print(collections.Counter((l["kind"], l["label"]) for l in labs))
print("assistants", collections.Counter(s["assistant_id"] for s in conv), "dates", collections.Counter(s["started_at"][:10] for s in conv))
