"""Validate the blind set and (re)write expected_sessions.jsonl from labels.jsonl."""
import json, os, re, sys, collections
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))  # the set folder (this script is in tools/)
conv = [json.loads(l) for l in open(os.path.join(ROOT, "conversations.jsonl"))]
labels = [json.loads(l) for l in open(os.path.join(ROOT, "labels.jsonl"))]
lab = {(l["session_id"], l["qa_id"]): l for l in labels}
KINDS = {"plain","numeric","time_window","negation","modality","paraphrase","partial","multi_rule",
         "smalltalk","out_of_scope","refusal","empty_answer","long_answer"}
errors = []

def headings(path):
    return {re.sub(r"^#+\s*", "", line).strip() for line in open(path) if re.match(r"^#{1,6}\s", line)}

qa_ids = []
for s in conv:
    for k in ("session_id","assistant_id","language","context","started_at","conversation"):
        if k not in s: errors.append(f"{s.get('session_id')}: missing {k}")
    for qa in s["conversation"]:
        qa_ids.append((s["session_id"], qa["qa_id"]))
        if (s["session_id"], qa["qa_id"]) not in lab: errors.append(f"no label for {qa['qa_id']}")
    ws = [qa.get("weight") for qa in s["conversation"]]
    if any(w is not None for w in ws):
        if any(w is None for w in ws) or abs(sum(ws) - 1) > 1e-9: errors.append(f"{s['session_id']}: bad weights")
if len(qa_ids) != len(labels) or set(qa_ids) != set(lab): errors.append("labels and conversations differ")

for l in labels:
    if l["label"] not in ("COMPLIANT","NON_COMPLIANT","IRRELEVANT"): errors.append(f"{l['qa_id']}: bad label")
    if l["kind"] not in KINDS: errors.append(f"{l['qa_id']}: bad kind {l['kind']}")
    if l["label"] == "IRRELEVANT":
        if l["clause"] is not None: errors.append(f"{l['qa_id']}: IRRELEVANT with clause")
    else:
        path, _, head = l["clause"].partition("#")
        fp = os.path.join(ROOT, "corpus", path)
        if not os.path.isfile(fp): errors.append(f"{l['qa_id']}: missing file {path}")
        elif head not in headings(fp): errors.append(f"{l['qa_id']}: missing heading {head!r} in {path}")

expected = []
for s in conv:
    qas = s["conversation"]; n = len(qas)
    weighted = any("weight" in qa for qa in qas)
    rw = {qa["qa_id"]: (qa["weight"] if weighted else 1 / n) for qa in qas}
    cnt = collections.Counter(lab[(s["session_id"], qa["qa_id"])]["label"] for qa in qas)
    rel = [qa["qa_id"] for qa in qas if lab[(s["session_id"], qa["qa_id"])]["label"] != "IRRELEVANT"]
    if not rel:
        score, verdict = None, "IRRELEVANT"
    else:
        tot = sum(rw[q] for q in rel)
        score = sum(rw[q] for q in rel if lab[(s["session_id"], q)]["label"] == "COMPLIANT") / tot
        score = round(score + 1e-12, 4)
        verdict = "COMPLIANT" if score >= 0.5 else "NON_COMPLIANT"
    expected.append({"session_id": s["session_id"], "assistant_id": s["assistant_id"], "n_interactions": n,
        "n_compliant": cnt["COMPLIANT"], "n_non_compliant": cnt["NON_COMPLIANT"], "n_irrelevant": cnt["IRRELEVANT"],
        "weight_mode": "full" if weighted else "none",
        "resolved_weights": {q: round(w, 4) for q, w in rw.items()},
        "expected_score": score, "expected_verdict": verdict})

out = os.path.join(ROOT, "expected_sessions.jsonl")
if "--write" in sys.argv:
    with open(out, "w") as f:
        for e in expected: f.write(json.dumps(e) + "\n")
else:
    have = [json.loads(l) for l in open(out)]
    if have != expected: errors.append("expected_sessions.jsonl does not match labels")

# summary
n = len(labels)
print("interactions", n, "sessions", len(conv))
print(collections.Counter(l["label"] for l in labels))
print(collections.Counter(l["kind"] for l in labels))
print("assistants", collections.Counter(s["assistant_id"] for s in conv))
print("dates", collections.Counter(s["started_at"][:10] for s in conv))
print("long answers", [qa["qa_id"] for s in conv for qa in s["conversation"] if len(qa["assistant"]) > 2000])
print("blank answers", [qa["qa_id"] for s in conv for qa in s["conversation"] if not qa["assistant"].strip()])
for e in expected: print(e["session_id"], e["n_compliant"], e["n_non_compliant"], e["n_irrelevant"], e["weight_mode"], e["expected_score"], e["expected_verdict"])
print("ERRORS:" if errors else "OK", *errors, sep="\n")
sys.exit(1 if errors else 0)
