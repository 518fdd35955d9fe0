"""Consistency check for the blind_o evaluation set."""
import json, os, re, collections
D = os.path.dirname(os.path.abspath(__file__))
def load(n): return [json.loads(l) for l in open(os.path.join(D, n), encoding="utf-8") if l.strip()]
conv, labs, exp = load("conversations.jsonl"), load("labels.jsonl"), load("expected_sessions.jsonl")
heads = {}
for root, _, files in os.walk(os.path.join(D, "corpus")):
    for f in files:
        p = os.path.relpath(os.path.join(root, f), os.path.join(D, "corpus"))
        txt = open(os.path.join(root, f), encoding="utf-8").read()
        heads[p] = {m.group(2).strip() for m in re.finditer(r"^(#{1,6})\s+(.*)$", txt, re.M)}
        assert "|---" in txt, p
        assert 300 <= len(txt.split()) <= 900, (p, len(txt.split()))
lab = {(l["session_id"], l["qa_id"]): l for l in labs}
assert len(lab) == len(labs)
KINDS = {"plain","numeric","time_window","negation","modality","paraphrase","partial","multi_rule","smalltalk","out_of_scope","refusal","empty_answer","long_answer"}
n_total = 0
for c in conv:
    assert 3 <= len(c["conversation"]) <= 5
    for t in c["conversation"]:
        n_total += 1
        l = lab[(c["session_id"], t["qa_id"])]
        assert l["kind"] in KINDS
        if l["label"] == "IRRELEVANT":
            assert l["clause"] is None
        else:
            f, h = l["clause"].split("#", 1)
            assert f in heads and h in heads[f], l["clause"]
        if l["kind"] == "empty_answer": assert t["assistant"].strip() == "" and l["label"] == "IRRELEVANT"
        if l["kind"] == "long_answer": assert len(t["assistant"]) > 2000
assert n_total == len(labs)
E = {e["session_id"]: e for e in exp}
for c in conv:
    sid, turns = c["session_id"], c["conversation"]
    e = E[sid]; L = [lab[(sid, t["qa_id"])]["label"] for t in turns]
    has_w = "weight" in turns[0]
    w = {t["qa_id"]: (t["weight"] if has_w else 1/len(turns)) for t in turns}
    if has_w: assert abs(sum(w.values()) - 1) < 1e-9
    assert e["assistant_id"] == c["assistant_id"] and e["n_interactions"] == len(turns)
    assert (e["n_compliant"], e["n_non_compliant"], e["n_irrelevant"]) == (L.count("COMPLIANT"), L.count("NON_COMPLIANT"), L.count("IRRELEVANT"))
    assert e["weight_mode"] == ("full" if has_w else "none")
    num = sum(w[t["qa_id"]] for t, l in zip(turns, L) if l == "COMPLIANT")
    den = sum(w[t["qa_id"]] for t, l in zip(turns, L) if l != "IRRELEVANT")
    if den == 0: assert e["expected_verdict"] == "IRRELEVANT"
    else:
        assert abs(round(num/den, 4) - e["expected_score"]) < 1e-9, sid
        assert e["expected_verdict"] == ("COMPLIANT" if num/den >= 0.5 - 1e-9 else "NON_COMPLIANT"), sid
print("sessions", len(conv), "interactions", n_total)
print("labels", dict(collections.Counter(l["label"] for l in labs)))
print("kinds", dict(sorted(collections.Counter(l["kind"] for l in labs).items())))
print("kind x label", dict(sorted(collections.Counter((l["kind"], l["label"]) for l in labs).items())))
print("assistants", dict(collections.Counter(c["assistant_id"] for c in conv)))
print("dates", sorted({c["started_at"][:10] for c in conv}))
print("verdicts", dict(collections.Counter(e["expected_verdict"] for e in exp)))
print("weighted sessions", [c["session_id"] for c in conv if "weight" in c["conversation"][0]])
print("OK")
