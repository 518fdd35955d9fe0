import json, collections, os
from data4 import *
OUT = "/tmp/blind_r"
conv, labels, exp = [], [], []
for s in SESSIONS:
    turns = []
    weighted = any(len(t) == 8 for t in s["turns"])
    for i, t in enumerate(s["turns"], 1):
        qid = f"{s['sid']}-q{i}"
        d = {"qa_id": qid, "query": t[0], "assistant": t[1], "ground_truth_assistant": t[2]}
        if weighted:
            d["weight"] = t[7]
        turns.append(d)
        labels.append({"session_id": s["sid"], "qa_id": qid, "label": t[3], "clause": t[4], "kind": t[5], "rationale": t[6]})
    conv.append({"session_id": s["sid"], "assistant_id": s["aid"], "language": "english",
                 "context": ASSISTANTS[s["aid"]], "started_at": s["started"], "conversation": turns})
    n = len(turns)
    labs = [t[3] for t in s["turns"]]
    w = {f"{s['sid']}-q{i}": (t[7] if weighted else 1.0 / n) for i, t in enumerate(s["turns"], 1)}
    num = sum(w[f"{s['sid']}-q{i}"] for i, l in enumerate(labs, 1) if l == "COMPLIANT")
    den = sum(w[f"{s['sid']}-q{i}"] for i, l in enumerate(labs, 1) if l != "IRRELEVANT")
    if den == 0:
        score, verdict = None, "IRRELEVANT"
    else:
        score = round(num / den, 4)
        verdict = "COMPLIANT" if num / den >= 0.5 - 1e-9 else "NON_COMPLIANT"
    exp.append({"session_id": s["sid"], "assistant_id": s["aid"], "n_interactions": n,
                "n_compliant": labs.count("COMPLIANT"), "n_non_compliant": labs.count("NON_COMPLIANT"),
                "n_irrelevant": labs.count("IRRELEVANT"), "weight_mode": "full" if weighted else "none",
                "resolved_weights": {k: round(v, 4) for k, v in w.items()},
                "expected_score": score, "expected_verdict": verdict})
def dump(name, rows):
    with open(os.path.join(OUT, name), "w") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
dump("conversations.jsonl", conv); dump("labels.jsonl", labels); dump("expected_sessions.jsonl", exp)
lc = collections.Counter(l["label"] for l in labels)
kc = collections.Counter(l["kind"] for l in labels)
lk = collections.Counter((l["kind"], l["label"]) for l in labels)
print(len(conv), len(labels), lc, kc)
for e in exp: print(e["session_id"], e["n_compliant"], e["n_non_compliant"], e["n_irrelevant"], e["weight_mode"], e["expected_score"], e["expected_verdict"])
json.dump({"labels": lc, "kinds": kc, "kind_label": {f"{k}|{l}": v for (k, l), v in lk.items()}}, open("/tmp/blind_r_build/counts.json", "w"), indent=1)
