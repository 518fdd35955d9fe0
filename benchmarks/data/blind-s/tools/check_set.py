import json, os, re, collections
root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))  # the set folder (this script is in tools/)
conv = [json.loads(l) for l in open(f"{root}/conversations.jsonl")]
labels = [json.loads(l) for l in open(f"{root}/labels.jsonl")]
lab = {l["qa_id"]: l for l in labels}
# headings
def headings(path):
    return {m.group(1).strip() for m in re.finditer(r"^#{1,6}\s+(.*)$", open(path).read(), re.M)}
errors = []
for l in labels:
    if l["label"] == "IRRELEVANT":
        if l["clause"] is not None: errors.append(("irr clause", l["qa_id"]))
        continue
    f, h = l["clause"].split("#", 1)
    p = os.path.join(root, "corpus", f)
    if not os.path.exists(p): errors.append(("nofile", l["qa_id"], f)); continue
    if h not in headings(p): errors.append(("nohead", l["qa_id"], h))
qa_conv = [t["qa_id"] for s in conv for t in s["conversation"]]
assert qa_conv == [l["qa_id"] for l in labels], "order/ids mismatch"
assert len(set(qa_conv)) == len(qa_conv)
exp = []
for s in conv:
    ts = s["conversation"]
    assert 3 <= len(ts) <= 5, s["session_id"]
    ws = [t.get("weight") for t in ts]
    if all(w is None for w in ws):
        mode = "none"; rw = {t["qa_id"]: round(1/len(ts), 6) for t in ts}
    else:
        assert all(w is not None for w in ws) and abs(sum(ws)-1) < 1e-9, s["session_id"]
        mode = "full"; rw = {t["qa_id"]: t["weight"] for t in ts}
    c = sum(lab[t["qa_id"]]["label"] == "COMPLIANT" for t in ts)
    n = sum(lab[t["qa_id"]]["label"] == "NON_COMPLIANT" for t in ts)
    i = sum(lab[t["qa_id"]]["label"] == "IRRELEVANT" for t in ts)
    rel = [t["qa_id"] for t in ts if lab[t["qa_id"]]["label"] != "IRRELEVANT"]
    if not rel:
        score, verdict = None, "IRRELEVANT"
    else:
        tot = sum(rw[q] for q in rel)
        score = round(sum(rw[q] for q in rel if lab[q]["label"] == "COMPLIANT") / tot, 4)
        verdict = "COMPLIANT" if score >= 0.5 else "NON_COMPLIANT"
    exp.append({"session_id": s["session_id"], "assistant_id": s["assistant_id"], "n_interactions": len(ts),
                "n_compliant": c, "n_non_compliant": n, "n_irrelevant": i, "weight_mode": mode,
                "resolved_weights": rw, "expected_score": score, "expected_verdict": verdict})
with open(f"{root}/expected_sessions.jsonl", "w") as f:
    for e in exp: f.write(json.dumps(e) + "\n")
# re-parse everything
for fn in ["conversations.jsonl", "labels.jsonl", "expected_sessions.jsonl"]:
    for l in open(f"{root}/{fn}"): json.loads(l)
print("errors", errors)
print("interactions", len(labels), "sessions", len(conv))
print(collections.Counter(l["label"] for l in labels))
print(collections.Counter(l["kind"] for l in labels))
print(collections.Counter((l["kind"], l["label"]) for l in labels))
print("assistants", collections.Counter(s["assistant_id"] for s in conv))
print("dates", collections.Counter(s["started_at"][:10] for s in conv))
for s in conv:
    for t in s["conversation"]:
        if len(t["assistant"]) > 2000 or lab[t["qa_id"]]["kind"] == "long_answer":
            print("long", t["qa_id"], len(t["assistant"]), lab[t["qa_id"]]["kind"])
for e in exp: print(e["session_id"], e["n_compliant"], e["n_non_compliant"], e["n_irrelevant"], e["weight_mode"], e["expected_score"], e["expected_verdict"])
