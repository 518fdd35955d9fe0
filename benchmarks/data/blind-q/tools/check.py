import json, os, re, collections
OUT = "/tmp/blind_q"
heads = {}
for root, _, files in os.walk(f"{OUT}/corpus"):
    for fn in files:
        p = os.path.join(root, fn); rel = os.path.relpath(p, f"{OUT}/corpus")
        txt = open(p).read()
        heads[rel] = [m.group(2).strip() for m in re.finditer(r"^(#{1,6})\s+(.*)$", txt, re.M)]
        words = len(txt.split()); tables = len(re.findall(r"^\|---", txt, re.M))
        colon_lists = len(re.findall(r":\n- ", txt))
        print(f"{rel}: {words} words, {tables} tables, {colon_lists} colon-lists, company={'company/' in rel}")
conv = [json.loads(x) for x in open(f"{OUT}/conversations.jsonl")]
labels = [json.loads(x) for x in open(f"{OUT}/labels.jsonl")]
exp = [json.loads(x) for x in open(f"{OUT}/expected_sessions.jsonl")]
qa_ids = [t["qa_id"] for c in conv for t in c["conversation"]]
assert len(qa_ids) == len(set(qa_ids)) == len(labels)
assert [l["qa_id"] for l in labels] == qa_ids
used = collections.Counter()
for l in labels:
    assert l["label"] in ("COMPLIANT", "NON_COMPLIANT", "IRRELEVANT")
    if l["label"] == "IRRELEVANT":
        assert l["clause"] is None, l
    else:
        f, h = l["clause"].split("#", 1)
        assert f in heads and h in heads[f], l["clause"]
        used[l["clause"]] += 1
for c in conv:
    assert 3 <= len(c["conversation"]) <= 5
    ws = [t.get("weight") for t in c["conversation"]]
    if any(w is not None for w in ws):
        assert all(w is not None for w in ws) and abs(sum(ws) - 1) < 1e-9, c["session_id"]
lab = {l["qa_id"]: l for l in labels}
for c, e in zip(conv, exp):
    ts = c["conversation"]
    cnt = collections.Counter(lab[t["qa_id"]]["label"] for t in ts)
    assert e["n_interactions"] == len(ts) and e["n_compliant"] == cnt["COMPLIANT"] and e["n_non_compliant"] == cnt["NON_COMPLIANT"] and e["n_irrelevant"] == cnt["IRRELEVANT"]
    w = {t["qa_id"]: t.get("weight", 1/len(ts)) for t in ts}
    rel = [q for q in w if lab[q]["label"] != "IRRELEVANT"]
    s = sum(w[q] for q in rel if lab[q]["label"] == "COMPLIANT") / sum(w[q] for q in rel)
    assert abs(round(s, 4) - e["expected_score"]) < 1e-9
    assert e["expected_verdict"] == ("COMPLIANT" if s >= 0.5 else "NON_COMPLIANT")
long = [(t["qa_id"], len(t["assistant"])) for c in conv for t in c["conversation"] if lab[t["qa_id"]]["kind"] == "long_answer"]
print("long answers:", long)
print("blank:", [t["qa_id"] for c in conv for t in c["conversation"] if not t["assistant"].strip()])
print("sessions", len(conv), "interactions", len(labels))
print("assistants", collections.Counter(c["assistant_id"] for c in conv))
print("dates", collections.Counter(c["started_at"][:10] for c in conv))
L = collections.Counter(l["label"] for l in labels); print("labels", dict(L), {k: round(v/len(labels)*100, 1) for k, v in L.items()})
print("kinds", dict(collections.Counter(l["kind"] for l in labels)))
print("kind x label", dict(collections.Counter((l["kind"], l["label"]) for l in labels)))
print("verdicts", collections.Counter(e["expected_verdict"] for e in exp))
for e in exp: print(e["session_id"], e["weight_mode"], e["expected_score"], e["expected_verdict"])
print("clauses used", len(used))
