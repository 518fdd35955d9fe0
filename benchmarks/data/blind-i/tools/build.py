"""Emit conversations.jsonl, labels.jsonl and expected_sessions.jsonl from build_data.py."""
import json, os, sys
sys.path.insert(0, os.path.dirname(__file__))
from build_data import SESSIONS

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
conv, labels, exp = [], [], []
for sid, (aid, ctx), started, turns in SESSIONS:
    items, weights = [], {}
    for i, t in enumerate(turns, 1):
        q, a, gt, lab, kind, clause, rat = t[:7]
        qa = f"{sid}-q{i}"
        item = {"qa_id": qa, "query": q, "assistant": a, "ground_truth_assistant": gt}
        if len(t) > 7:
            item["weight"] = t[7]; weights[qa] = t[7]
        items.append(item)
        labels.append({"session_id": sid, "qa_id": qa, "label": lab, "clause": clause, "kind": kind, "rationale": rat})
    conv.append({"session_id": sid, "assistant_id": aid, "language": "english", "context": ctx,
                 "started_at": started, "conversation": items})
    sl = [l for l in labels if l["session_id"] == sid]
    scored = [l for l in sl if l["label"] != "IRRELEVANT"]
    mode = "full" if weights else "none"
    if not scored:
        rw, score, verdict = {}, None, "IRRELEVANT"
    else:
        raw = {l["qa_id"]: (weights[l["qa_id"]] if weights else 1.0) for l in scored}
        tot = sum(raw.values())
        rw = {k: round(v / tot, 6) for k, v in raw.items()}
        score = sum(raw[l["qa_id"]] / tot for l in scored if l["label"] == "COMPLIANT")
        verdict = "COMPLIANT" if score >= 0.5 - 1e-9 else "NON_COMPLIANT"
        score = round(score, 4)
    exp.append({"session_id": sid, "assistant_id": aid, "n_interactions": len(sl),
                "n_compliant": sum(l["label"] == "COMPLIANT" for l in sl),
                "n_non_compliant": sum(l["label"] == "NON_COMPLIANT" for l in sl),
                "n_irrelevant": sum(l["label"] == "IRRELEVANT" for l in sl),
                "weight_mode": mode, "resolved_weights": rw, "expected_score": score,
                "expected_verdict": verdict})

def dump(name, rows):
    with open(os.path.join(ROOT, name), "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
dump("conversations.jsonl", conv); dump("labels.jsonl", labels); dump("expected_sessions.jsonl", exp)
print(len(conv), "sessions,", len(labels), "interactions")
