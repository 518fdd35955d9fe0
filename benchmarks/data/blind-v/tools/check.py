"""Independent consistency check for the blind_v set."""
import json, os, re
from collections import Counter
root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))  # the set folder (this script is in tools/)
conv = [json.loads(l) for l in open(f"{root}/conversations.jsonl")]
labs = [json.loads(l) for l in open(f"{root}/labels.jsonl")]
exp = {d["session_id"]: d for d in (json.loads(l) for l in open(f"{root}/expected_sessions.jsonl"))}
KINDS = {"plain","numeric","time_window","negation","modality","paraphrase","partial","multi_rule","smalltalk",
         "out_of_scope","refusal","empty_answer","long_answer"}
heads = {}
for dp, _, fs in os.walk(f"{root}/corpus"):
    for fn in fs:
        rel = os.path.relpath(os.path.join(dp, fn), f"{root}/corpus")
        txt = open(os.path.join(dp, fn)).read()
        heads[rel] = {m.group(2).strip() for m in re.finditer(r"^(#{1,6})\s+(.*)$", txt, re.M)}
        assert "|---" in txt, rel
        assert 300 <= len(txt.split()) <= 900, (rel, len(txt.split()))
lab_by = {l["qa_id"]: l for l in labs}
assert len(lab_by) == len(labs)
qa_all = []
for c in conv:
    assert 3 <= len(c["conversation"]) <= 5
    ws = [t.get("weight") for t in c["conversation"]]
    if any(w is not None for w in ws): assert abs(sum(ws) - 1) < 1e-9 and None not in ws
    for t in c["conversation"]:
        qa_all.append(t["qa_id"]); l = lab_by[t["qa_id"]]
        assert l["session_id"] == c["session_id"] and l["kind"] in KINDS
        if l["label"] == "IRRELEVANT": assert l["clause"] is None
        else:
            f, h = l["clause"].split("#", 1); assert h in heads[f], l["clause"]
        if l["kind"] == "long_answer": assert len(t["assistant"]) > 2000
        if l["kind"] == "empty_answer": assert t["assistant"].strip() == "" and l["label"] == "IRRELEVANT"
    # recompute session result
    L = [lab_by[t["qa_id"]]["label"] for t in c["conversation"]]
    n = len(L); w = ws if ws[0] is not None else [1/n]*n
    keep = [(a, b) for a, b in zip(L, w) if a != "IRRELEVANT"]
    e = exp[c["session_id"]]; cnt = Counter(L)
    assert (e["n_interactions"], e["n_compliant"], e["n_non_compliant"], e["n_irrelevant"]) == (n, cnt["COMPLIANT"], cnt["NON_COMPLIANT"], cnt["IRRELEVANT"])
    assert e["assistant_id"] == c["assistant_id"] and e["weight_mode"] == ("full" if ws[0] is not None else "none")
    if not keep: assert e["expected_verdict"] == "IRRELEVANT" and e["expected_score"] is None
    else:
        sc = sum(b for a, b in keep if a == "COMPLIANT") / sum(b for _, b in keep)
        assert abs(round(sc, 4) - e["expected_score"]) < 1e-9
        assert e["expected_verdict"] == ("COMPLIANT" if sc >= 0.5 else "NON_COMPLIANT")
assert sorted(qa_all) == sorted(lab_by)
print("sessions", len(conv), "interactions", len(labs))
print("assistants", Counter(c["assistant_id"] for c in conv))
print("dates", Counter(c["started_at"][:10] for c in conv))
lc = Counter(l["label"] for l in labs); print("labels", dict(lc), {k: round(100*v/len(labs),1) for k,v in lc.items()})
print("kinds", dict(Counter(l["kind"] for l in labs)))
print("label x kind", dict(Counter((l["label"], l["kind"]) for l in labs)))
print("verdicts", dict(Counter(e["expected_verdict"] for e in exp.values())))
print("OK")
