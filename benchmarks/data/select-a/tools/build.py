import json, os, collections
from data_sessions import SESSIONS

OUT = "/tmp/sel_a"
conv, labels, expected = [], [], []
for sid, (aid, ctx), started, turns in SESSIONS:
    has_w = any(tt["w"] is not None for tt in turns)
    items = []
    for i, tt in enumerate(turns, 1):
        qa = f"{sid}-q{i}"
        d = {"qa_id": qa, "query": tt["q"], "assistant": tt["a"],
             "ground_truth_assistant": tt["gt"]}
        if has_w:
            d["weight"] = tt["w"]
        items.append(d)
        labels.append({"session_id": sid, "qa_id": qa, "label": tt["label"],
                       "clause": tt["clause"], "kind": tt["kind"], "rationale": tt["why"]})
    conv.append({"session_id": sid, "assistant_id": aid, "language": "english",
                 "context": ctx, "started_at": started, "conversation": items})
    # session score
    scored = [(f"{sid}-q{i}", tt) for i, tt in enumerate(turns, 1) if tt["label"] != "IRRELEVANT"]
    n = len(turns)
    cnt = collections.Counter(tt["label"] for tt in turns)
    if has_w:
        raw = {qa: tt["w"] for qa, tt in scored}
    else:
        raw = {qa: 1.0 / n for qa, tt in scored}
    tot = sum(raw.values())
    if scored:
        rw = {qa: round(w / tot, 4) for qa, w in raw.items()}
        score = sum((w / tot) * (1 if tt["label"] == "COMPLIANT" else 0)
                    for (qa, tt), w in zip(scored, raw.values()))
        score = round(score, 4)
        verdict = "COMPLIANT" if score >= 0.5 else "NON_COMPLIANT"
    else:
        rw, score, verdict = {}, None, "IRRELEVANT"
    expected.append({"session_id": sid, "assistant_id": aid, "n_interactions": n,
                     "n_compliant": cnt["COMPLIANT"], "n_non_compliant": cnt["NON_COMPLIANT"],
                     "n_irrelevant": cnt["IRRELEVANT"],
                     "weight_mode": "full" if has_w else "none",
                     "resolved_weights": rw, "expected_score": score,
                     "expected_verdict": verdict})


def dump(name, rows):
    with open(os.path.join(OUT, name), "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")


dump("conversations.jsonl", conv)
dump("labels.jsonl", labels)
dump("expected_sessions.jsonl", expected)
print("written", len(conv), len(labels), len(expected))
