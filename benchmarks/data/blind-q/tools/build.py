import json, os, re, sys, collections
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from data import SESSIONS, CTX
OUT = "/tmp/blind_q"
conv, labels, exp = [], [], []
for s in SESSIONS:
    turns = []
    w = s.get("w")
    for i, (q, a, gt, lab, clause, kind, rat) in enumerate(s["turns"], 1):
        qa = f"{s['id']}-q{i}"
        t = {"qa_id": qa, "query": q, "assistant": a, "ground_truth_assistant": gt}
        if w: t["weight"] = w[i-1]
        turns.append(t)
        labels.append({"session_id": s["id"], "qa_id": qa, "label": lab, "clause": clause, "kind": kind, "rationale": rat})
    conv.append({"session_id": s["id"], "assistant_id": s["a"], "language": "english", "context": CTX[s["a"]],
                 "started_at": s["t"], "conversation": turns})
with open(f"{OUT}/conversations.jsonl", "w") as f:
    for c in conv: f.write(json.dumps(c, ensure_ascii=False) + "\n")
with open(f"{OUT}/labels.jsonl", "w") as f:
    for l in labels: f.write(json.dumps(l, ensure_ascii=False) + "\n")
# expected sessions computed from labels.jsonl + conversations.jsonl (re-read from disk)
conv = [json.loads(x) for x in open(f"{OUT}/conversations.jsonl")]
labels = [json.loads(x) for x in open(f"{OUT}/labels.jsonl")]
lab = {l["qa_id"]: l for l in labels}
for c in conv:
    turns = c["conversation"]; n = len(turns)
    weighted = all("weight" in t for t in turns)
    rw = {t["qa_id"]: (t["weight"] if weighted else round(1/n, 6)) for t in turns}
    cnt = collections.Counter(lab[t["qa_id"]]["label"] for t in turns)
    rel = [t["qa_id"] for t in turns if lab[t["qa_id"]]["label"] != "IRRELEVANT"]
    if not rel:
        score, verdict = None, "IRRELEVANT"
    else:
        tot = sum(rw[q] for q in rel)
        score = sum(rw[q] for q in rel if lab[q]["label"] == "COMPLIANT") / tot
        verdict = "COMPLIANT" if score >= 0.5 - 1e-12 else "NON_COMPLIANT"
        score = round(score, 4)
    exp.append({"session_id": c["session_id"], "assistant_id": c["assistant_id"], "n_interactions": n,
                "n_compliant": cnt["COMPLIANT"], "n_non_compliant": cnt["NON_COMPLIANT"], "n_irrelevant": cnt["IRRELEVANT"],
                "weight_mode": "full" if weighted else "none", "resolved_weights": rw,
                "expected_score": score, "expected_verdict": verdict})
with open(f"{OUT}/expected_sessions.jsonl", "w") as f:
    for e in exp: f.write(json.dumps(e) + "\n")
print("written")
