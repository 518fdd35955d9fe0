"""Assemble the blind_j evaluation set from the data_*.py modules."""
import json, os, sys
sys.path.insert(0, os.path.dirname(__file__))
import data_paddle, data_skip, data_timeshare, data_cookery

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sessions = data_paddle.SESSIONS + data_skip.SESSIONS + data_timeshare.SESSIONS + data_cookery.SESSIONS
sessions.sort(key=lambda s: s["session_id"])

conv, labels, expected = [], [], []
for s in sessions:
    sid = s["session_id"]; w = s.get("weights")
    turns = []
    for i, (q, a, gt, lab, clause, kind, rat) in enumerate(s["turns"], 1):
        qa = f"{sid}-q{i}"
        t = {"qa_id": qa, "query": q, "assistant": a, "ground_truth_assistant": gt}
        if w: t["weight"] = w[i-1]
        turns.append(t)
        labels.append({"session_id": sid, "qa_id": qa, "label": lab, "clause": clause, "kind": kind, "rationale": rat})
    conv.append({"session_id": sid, "assistant_id": s["assistant_id"], "language": "english",
                 "context": s["context"], "started_at": s["started_at"], "conversation": turns})
    labs = [l for l in labels if l["session_id"] == sid]
    n = len(labs)
    rw = {l["qa_id"]: (w[k] if w else round(1/n, 6)) for k, l in enumerate(labs)}
    scored = [(rw[l["qa_id"]], 1 if l["label"] == "COMPLIANT" else 0) for l in labs if l["label"] != "IRRELEVANT"]
    if scored:
        tot = sum(x for x, _ in scored); score = sum(x*v for x, v in scored)/tot
        verdict = "COMPLIANT" if score >= 0.5 else "NON_COMPLIANT"; score = round(score, 4)
    else:
        score, verdict = None, "IRRELEVANT"
    expected.append({"session_id": sid, "assistant_id": s["assistant_id"], "n_interactions": n,
        "n_compliant": sum(l["label"] == "COMPLIANT" for l in labs),
        "n_non_compliant": sum(l["label"] == "NON_COMPLIANT" for l in labs),
        "n_irrelevant": sum(l["label"] == "IRRELEVANT" for l in labs),
        "weight_mode": "full" if w else "none", "resolved_weights": rw,
        "expected_score": score, "expected_verdict": verdict})

def dump(name, rows):
    with open(os.path.join(ROOT, name), "w", encoding="utf-8") as f:
        for r in rows: f.write(json.dumps(r, ensure_ascii=False) + "\n")
dump("conversations.jsonl", conv); dump("labels.jsonl", labels); dump("expected_sessions.jsonl", expected)
print(len(conv), "sessions", len(labels), "interactions")
