import json, os, re, collections
root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
J = lambda f: [json.loads(l) for l in open(os.path.join(root, f)) if l.strip()]
conv, labels, exp = J("conversations.jsonl"), J("labels.jsonl"), J("expected_sessions.jsonl")
errs = []
heads = {}
for dp, _, fs in os.walk(os.path.join(root, "corpus")):
    for f in fs:
        rel = os.path.relpath(os.path.join(dp, f), os.path.join(root, "corpus"))
        txt = open(os.path.join(dp, f)).read()
        heads[rel] = {m.group(2).strip() for m in re.finditer(r"^(#{1,6})\s+(.*)$", txt, re.M)}
        if "|---" not in txt: errs.append(f"no table in {rel}")
        if not re.search(r":\n\n?- ", txt): errs.append(f"no list intro in {rel}")
        wc = len(txt.split())
        if not 300 <= wc <= 900: errs.append(f"{rel} has {wc} words")
lab = {l["qa_id"]: l for l in labels}
assert len(lab) == len(labels)
qa_all = []
for s in conv:
    assert 3 <= len(s["conversation"]) <= 5, s["session_id"]
    ws = [q.get("weight") for q in s["conversation"]]
    if any(w is not None for w in ws):
        assert all(w is not None for w in ws) and abs(sum(ws) - 1) < 1e-9, s["session_id"]
    for i, q in enumerate(s["conversation"], 1):
        assert q["qa_id"] == f'{s["session_id"]}-q{i}'
        qa_all.append(q["qa_id"])
        l = lab[q["qa_id"]]
        assert l["session_id"] == s["session_id"]
        if l["label"] == "IRRELEVANT":
            if l["clause"] is not None: errs.append(f"{q['qa_id']} irrelevant with clause")
        else:
            f, h = l["clause"].split("#", 1)
            if f not in heads or h not in heads[f]: errs.append(f"bad clause {l['clause']}")
        if l["kind"] == "long_answer" and len(q["assistant"]) <= 2000: errs.append(f"{q['qa_id']} long too short {len(q['assistant'])}")
        if l["kind"] == "empty_answer" and q["assistant"].strip(): errs.append(f"{q['qa_id']} not blank")
        if l["kind"] != "long_answer" and len(q["assistant"]) > 2000: errs.append(f"{q['qa_id']} long but not kind long")
assert qa_all == [l["qa_id"] for l in labels]
for e, s in zip(exp, conv):
    qas = s["conversation"]; n = len(qas)
    L = [lab[q["qa_id"]]["label"] for q in qas]
    w = {q["qa_id"]: q.get("weight", 1 / n) for q in qas}
    rel = [q["qa_id"] for q in qas if lab[q["qa_id"]]["label"] != "IRRELEVANT"]
    sc = sum(w[q] for q in rel if lab[q]["label"] == "COMPLIANT") / sum(w[q] for q in rel) if rel else None
    v = "IRRELEVANT" if not rel else ("COMPLIANT" if sc >= 0.5 else "NON_COMPLIANT")
    ok = (e["session_id"] == s["session_id"] and e["assistant_id"] == s["assistant_id"] and e["n_interactions"] == n
          and e["n_compliant"] == L.count("COMPLIANT") and e["n_non_compliant"] == L.count("NON_COMPLIANT")
          and e["n_irrelevant"] == L.count("IRRELEVANT") and e["expected_verdict"] == v
          and (sc is None or abs(e["expected_score"] - round(sc, 4)) < 1e-9)
          and e["weight_mode"] == ("full" if any("weight" in q for q in qas) else "none"))
    if not ok: errs.append(f"expected mismatch {s['session_id']}")
print("sessions", len(conv), "interactions", len(labels))
print("assistants", collections.Counter(s["assistant_id"] for s in conv))
print("dates", collections.Counter(s["started_at"][:10] for s in conv))
c = collections.Counter(l["label"] for l in labels)
print("labels", {k: f"{v} ({100*v/len(labels):.1f}%)" for k, v in c.items()})
print("kinds", dict(collections.Counter(l["kind"] for l in labels)))
print("kind x label", dict(collections.Counter((l["kind"], l["label"]) for l in labels)))
print("verdicts", collections.Counter(e["expected_verdict"] for e in exp))
print("ERRORS", errs or "none")
