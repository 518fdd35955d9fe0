"""Validate the set and (re)write expected_sessions.jsonl from labels.jsonl + conversations.jsonl."""
import json, os, re, sys, collections
D = os.path.dirname(os.path.abspath(__file__))
CORP = os.path.join(D, "corpus")
err = []
conv = [json.loads(l) for l in open(os.path.join(D, "conversations.jsonl"))]
labs = [json.loads(l) for l in open(os.path.join(D, "labels.jsonl"))]

# corpus checks
headings = {}
for root, _, files in os.walk(CORP):
    for fn in files:
        p = os.path.join(root, fn); rel = os.path.relpath(p, CORP)
        txt = open(p).read(); lines = txt.splitlines()
        headings[rel] = {re.sub(r"^#+\s*", "", l).strip() for l in lines if re.match(r"^#{1,6}\s", l)}
        words = len(txt.split())
        if not 300 <= words <= 900: err.append(f"{rel}: {words} words")
        if not any(l.startswith("|---") for l in lines): err.append(f"{rel}: no table")
        if not any(l.startswith("## ") for l in lines): err.append(f"{rel}: no ## heading")
        for i, l in enumerate(lines):
            if l.startswith("- ") and (i == 0 or not (lines[i-1].startswith("- ") or lines[i-1].strip() == "" and lines[i-2].rstrip().endswith(":"))):
                if not lines[i-1].rstrip().endswith(":") and not lines[i-1].startswith("- "):
                    err.append(f"{rel}:{i+1}: bullet list not introduced by ':' line")
if not any(k.startswith("company/") for k in headings): err.append("no company/ doc")

# conversations
qa_conv = {}
for c in conv:
    for k in ("session_id", "assistant_id", "language", "context", "started_at", "conversation"):
        if k not in c: err.append(f"{c.get('session_id')}: missing {k}")
    if not 3 <= len(c["conversation"]) <= 5: err.append(f"{c['session_id']}: {len(c['conversation'])} turns")
    ws = [t.get("weight") for t in c["conversation"]]
    if any(w is not None for w in ws):
        if any(w is None for w in ws) or abs(sum(ws) - 1) > 1e-9: err.append(f"{c['session_id']}: bad weights")
    for t in c["conversation"]:
        for k in ("qa_id", "query", "assistant", "ground_truth_assistant"):
            if k not in t: err.append(f"{t.get('qa_id')}: missing {k}")
        qa_conv[t["qa_id"]] = (c["session_id"], t)
lab_by = {}
for l in labs:
    if l["qa_id"] in lab_by: err.append(f"dup label {l['qa_id']}")
    lab_by[l["qa_id"]] = l
    if l["qa_id"] not in qa_conv or qa_conv[l["qa_id"]][0] != l["session_id"]: err.append(f"label/conv mismatch {l['qa_id']}")
    if l["label"] not in ("COMPLIANT", "NON_COMPLIANT", "IRRELEVANT"): err.append(f"bad label {l['qa_id']}")
    if l["label"] == "IRRELEVANT":
        if l["clause"] is not None: err.append(f"{l['qa_id']}: IRRELEVANT with clause")
    else:
        f, _, h = l["clause"].partition("#")
        if f not in headings: err.append(f"{l['qa_id']}: no file {f}")
        elif h not in headings[f]: err.append(f"{l['qa_id']}: no heading '{h}' in {f}")
    t = qa_conv.get(l["qa_id"], (None, {}))[1]
    if l["kind"] == "long_answer" and len(t.get("assistant", "")) <= 2000: err.append(f"{l['qa_id']}: long_answer too short")
    if l["kind"] == "empty_answer" and (t.get("assistant", "x").strip() or l["label"] != "IRRELEVANT"): err.append(f"{l['qa_id']}: empty_answer not blank/IRRELEVANT")
    if t.get("assistant", "x").strip() == "" and l["kind"] != "empty_answer": err.append(f"{l['qa_id']}: blank answer not empty_answer")
if set(lab_by) != set(qa_conv): err.append("label set != conversation set")

# expected sessions
exp = []
for c in conv:
    turns = c["conversation"]; n = len(turns)
    weighted = any("weight" in t for t in turns)
    w = {t["qa_id"]: (t["weight"] if weighted else 1 / n) for t in turns}
    L = {t["qa_id"]: lab_by[t["qa_id"]]["label"] for t in turns}
    rel = [q for q in L if L[q] != "IRRELEVANT"]
    if not rel:
        score, verdict = 0.0, "IRRELEVANT"
    else:
        tot = sum(w[q] for q in rel)
        score = sum(w[q] for q in rel if L[q] == "COMPLIANT") / tot
        verdict = "COMPLIANT" if score >= 0.5 - 1e-12 else "NON_COMPLIANT"
    exp.append({"session_id": c["session_id"], "assistant_id": c["assistant_id"], "n_interactions": n,
                "n_compliant": sum(v == "COMPLIANT" for v in L.values()),
                "n_non_compliant": sum(v == "NON_COMPLIANT" for v in L.values()),
                "n_irrelevant": sum(v == "IRRELEVANT" for v in L.values()),
                "weight_mode": "full" if weighted else "none",
                "resolved_weights": {q: round(w[q], 4) for q in w},
                "expected_score": round(score, 4), "expected_verdict": verdict})
with open(os.path.join(D, "expected_sessions.jsonl"), "w") as f:
    for e in exp: f.write(json.dumps(e) + "\n")

# summary
lc = collections.Counter(l["label"] for l in labs); kc = collections.Counter(l["kind"] for l in labs)
lk = collections.Counter((l["kind"], l["label"]) for l in labs)
print("sessions", len(conv), "interactions", len(labs), "assistants", sorted({c['assistant_id'] for c in conv}),
      "dates", sorted({c['started_at'][:10] for c in conv}))
print("labels", dict(lc), {k: f"{100*v/len(labs):.1f}%" for k, v in lc.items()})
print("kinds", dict(sorted(kc.items())))
print("kind x label", {f"{k}/{l[:3]}": v for (k, l), v in sorted(lk.items())})
print("verdicts", dict(collections.Counter(e["expected_verdict"] for e in exp)))
for e in exp: print(e["session_id"], e["weight_mode"], e["expected_score"], e["expected_verdict"])
print("ERRORS:" if err else "OK, no errors", *err, sep="\n")
sys.exit(1 if err else 0)
