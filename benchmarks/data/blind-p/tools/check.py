"""Self-check for the blind_p evaluation set. Run: python3 check.py"""
import json, os, re
from collections import Counter
H = os.path.dirname(os.path.abspath(__file__))
CORPUS = os.path.join(H, "corpus")

def headings(path):
    return {re.sub(r"^#+\s*", "", l).strip() for l in open(path, encoding="utf-8") if re.match(r"^#{1,6}\s", l)}

docs = []
for root, _, files in os.walk(CORPUS):
    for f in files:
        if f.endswith(".md"):
            p = os.path.join(root, f); txt = open(p, encoding="utf-8").read()
            words = len(txt.split())
            assert 300 <= words <= 900, (p, words)
            assert re.search(r"^\|.*\|\s*\n\|[-| :]+\|", txt, re.M), ("no table", p)
            assert re.search(r":\n\n?- ", txt), ("no bullet list introduced by ':'", p)
            docs.append(os.path.relpath(p, CORPUS))
assert 4 <= len(docs) <= 6 and any(d.startswith("company/") for d in docs), docs

conv = [json.loads(l) for l in open(os.path.join(H, "conversations.jsonl"), encoding="utf-8")]
labs = [json.loads(l) for l in open(os.path.join(H, "labels.jsonl"), encoding="utf-8")]
exp = {d["session_id"]: d for d in (json.loads(l) for l in open(os.path.join(H, "expected_sessions.jsonl"), encoding="utf-8"))}
lab_by = {x["qa_id"]: x for x in labs}
assert len(lab_by) == len(labs)
assert 16 <= len(conv) <= 20
assert 2 <= len({c["assistant_id"] for c in conv}) <= 3
assert 2 <= len({c["started_at"][:10] for c in conv}) <= 3
qa_all = []
weighted = 0
for c in conv:
    t = c["conversation"]; assert 3 <= len(t) <= 5, c["session_id"]
    for x in t:
        assert lab_by[x["qa_id"]]["session_id"] == c["session_id"]
        qa_all.append(x["qa_id"])
    ws = [x.get("weight") for x in t]
    full = all(w is not None for w in ws)
    assert full or all(w is None for w in ws)
    if full:
        weighted += 1; assert abs(sum(ws) - 1) < 1e-9
    L = [lab_by[x["qa_id"]] for x in t]
    cnt = Counter(l["label"] for l in L)
    e = exp[c["session_id"]]
    assert (e["n_interactions"], e["n_compliant"], e["n_non_compliant"], e["n_irrelevant"]) == (len(t), cnt["COMPLIANT"], cnt["NON_COMPLIANT"], cnt["IRRELEVANT"])
    assert e["weight_mode"] == ("full" if full else "none")
    w = {x["qa_id"]: (x["weight"] if full else 1 / len(t)) for x in t}
    rel = [(w[l["qa_id"]], l["label"] == "COMPLIANT") for l in L if l["label"] != "IRRELEVANT"]
    if rel:
        s = sum(a * b for a, b in rel) / sum(a for a, _ in rel)
        assert abs(s - e["expected_score"]) < 1e-4, c["session_id"]
        assert e["expected_verdict"] == ("COMPLIANT" if s >= 0.5 else "NON_COMPLIANT")
    else:
        assert e["expected_verdict"] == "IRRELEVANT"
    for x in t:
        l = lab_by[x["qa_id"]]
        if l["kind"] == "empty_answer": assert x["assistant"].strip() == "" and l["label"] == "IRRELEVANT"
        if l["kind"] == "long_answer": assert len(x["assistant"]) > 2000, x["qa_id"]
assert 2 <= weighted <= 3
assert sorted(qa_all) == sorted(lab_by) and len(qa_all) >= 64
KINDS = {"plain","numeric","time_window","negation","modality","paraphrase","partial","multi_rule","smalltalk","out_of_scope","refusal","empty_answer","long_answer"}
for l in labs:
    assert l["kind"] in KINDS and l["label"] in {"COMPLIANT","NON_COMPLIANT","IRRELEVANT"}
    if l["label"] == "IRRELEVANT":
        assert l["clause"] is None
    else:
        f, h = l["clause"].split("#", 1)
        assert f in docs, l["clause"]; assert h in headings(os.path.join(CORPUS, f)), l["clause"]
print("OK", len(conv), "sessions", len(labs), "interactions")
print(Counter(l["label"] for l in labs))
print(Counter(l["kind"] for l in labs))
print(Counter((l["kind"], l["label"]) for l in labs))
