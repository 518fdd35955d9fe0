import json, os, sys
from collections import Counter
sys.path.insert(0, os.path.dirname(__file__))
import data
root = "/tmp/blind_v"
conv, labels, exp = [], [], []
for s in data.SESSIONS:
    sid = s["session_id"]; w = s.get("weights")
    turns = []
    for i, t in enumerate(s["turns"]):
        q, a, gt, lab, clause, kind, rat = t
        qa = f"{sid}-q{i+1}"
        d = {"qa_id": qa, "query": q, "assistant": a, "ground_truth_assistant": gt}
        if w: d["weight"] = w[i]
        turns.append(d)
        labels.append({"session_id": sid, "qa_id": qa, "label": lab, "clause": clause, "kind": kind, "rationale": rat})
    conv.append({"session_id": sid, "assistant_id": s["assistant_id"], "language": "english", "context": s["context"],
                 "started_at": s["started_at"], "conversation": turns})
with open(f"{root}/conversations.jsonl", "w") as f:
    for c in conv: f.write(json.dumps(c, ensure_ascii=False) + "\n")
with open(f"{root}/labels.jsonl", "w") as f:
    for l in labels: f.write(json.dumps(l, ensure_ascii=False) + "\n")

def score(session_labels, weights):
    n = len(session_labels)
    rw = weights if weights else [1 / n] * n
    keep = [(l, x) for l, x in zip(session_labels, rw) if l != "IRRELEVANT"]
    if not keep: return rw, None, "IRRELEVANT"
    tot = sum(x for _, x in keep)
    sc = sum(x for l, x in keep if l == "COMPLIANT") / tot
    return rw, sc, ("COMPLIANT" if sc >= 0.5 - 1e-12 else "NON_COMPLIANT")

with open(f"{root}/expected_sessions.jsonl", "w") as f:
    for s in data.SESSIONS:
        sid = s["session_id"]
        labs = [l["label"] for l in labels if l["session_id"] == sid]
        qas = [l["qa_id"] for l in labels if l["session_id"] == sid]
        rw, sc, v = score(labs, s.get("weights"))
        c = Counter(labs)
        f.write(json.dumps({"session_id": sid, "assistant_id": s["assistant_id"], "n_interactions": len(labs),
            "n_compliant": c["COMPLIANT"], "n_non_compliant": c["NON_COMPLIANT"], "n_irrelevant": c["IRRELEVANT"],
            "weight_mode": "full" if s.get("weights") else "none",
            "resolved_weights": {q: round(x, 4) for q, x in zip(qas, rw)},
            "expected_score": None if sc is None else round(sc, 4), "expected_verdict": v}) + "\n")
