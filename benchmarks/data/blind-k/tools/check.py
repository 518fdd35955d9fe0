import json, os, re, collections
BASE = "/tmp/blind_k"
conv = [json.loads(l) for l in open(os.path.join(BASE, "conversations.jsonl"))]
labels = [json.loads(l) for l in open(os.path.join(BASE, "labels.jsonl"))]
lab = {l["qa_id"]: l for l in labels}

# headings per corpus file
heads = {}
for root, _, files in os.walk(os.path.join(BASE, "corpus")):
    for fn in files:
        p = os.path.join(root, fn); rel = os.path.relpath(p, os.path.join(BASE, "corpus"))
        heads[rel] = [re.sub(r"^#+\s*", "", x).strip() for x in open(p) if x.startswith("#")]
errs = []
for l in labels:
    if l["label"] == "IRRELEVANT":
        if l["clause"] is not None: errs.append(("irr clause", l["qa_id"]))
    else:
        f, h = l["clause"].split("#", 1)
        if f not in heads or h not in heads[f]: errs.append(("bad clause", l["qa_id"], l["clause"]))
        elif heads[f].count(h) != 1: errs.append(("dup heading", l["clause"]))
# every interaction labelled once, in order
qa_ids = [t["qa_id"] for c in conv for t in c["conversation"]]
assert qa_ids == [l["qa_id"] for l in labels], "label order/ids mismatch"
assert len(set(qa_ids)) == len(qa_ids)

exp = []
for c in conv:
    sid = c["session_id"]; ts = c["conversation"]
    ls = [lab[t["qa_id"]]["label"] for t in ts]
    assert all(lab[t["qa_id"]]["session_id"] == sid for t in ts)
    has_w = any("weight" in t for t in ts)
    if has_w:
        assert all("weight" in t for t in ts)
        assert abs(sum(t["weight"] for t in ts) - 1) < 1e-9, sid
        raw = {t["qa_id"]: t["weight"] for t in ts}
    else:
        raw = {t["qa_id"]: 1 / len(ts) for t in ts}
    scored = {q: w for q, w in raw.items() if lab[q]["label"] != "IRRELEVANT"}
    tot = sum(scored.values())
    if not scored:
        score, verdict, resolved = None, "IRRELEVANT", {}
    else:
        resolved = {q: w / tot for q, w in scored.items()}
        s = sum(w for q, w in resolved.items() if lab[q]["label"] == "COMPLIANT")
        score = round(s, 4)
        verdict = "COMPLIANT" if s >= 0.5 - 1e-9 else "NON_COMPLIANT"
    exp.append({"session_id": sid, "assistant_id": c["assistant_id"], "n_interactions": len(ts),
                "n_compliant": ls.count("COMPLIANT"), "n_non_compliant": ls.count("NON_COMPLIANT"),
                "n_irrelevant": ls.count("IRRELEVANT"), "weight_mode": "full" if has_w else "none",
                "resolved_weights": {q: round(w, 4) for q, w in resolved.items()},
                "expected_score": score, "expected_verdict": verdict})
with open(os.path.join(BASE, "expected_sessions.jsonl"), "w") as f:
    for e in exp: f.write(json.dumps(e) + "\n")

# structural checks
assert 16 <= len(conv) <= 20 and len(labels) >= 64
assert all(3 <= len(c["conversation"]) <= 5 for c in conv)
assert len({c["assistant_id"] for c in conv}) in (2, 3)
assert len({c["started_at"][:10] for c in conv}) in (2, 3)
assert sum(1 for c in conv if any("weight" in t for t in c["conversation"])) in (2, 3)
longs = [(t["qa_id"], len(t["assistant"])) for c in conv for t in c["conversation"] if lab[t["qa_id"]]["kind"] == "long_answer"]
assert all(n > 2000 for _, n in longs), longs
blank = [t["qa_id"] for c in conv for t in c["conversation"] if not t["assistant"].strip()]
assert all(lab[q]["label"] == "IRRELEVANT" for q in blank) and len(blank) == 2
for fn in heads:
    txt = open(os.path.join(BASE, "corpus", fn)).read()
    assert "|---" in txt, fn
    print(fn, len(txt.split()), "words")
print("errors:", errs)
print("long answers:", longs, "blank:", blank)
cnt = collections.Counter(l["label"] for l in labels); n = len(labels)
print("labels:", {k: f"{v} ({100*v/n:.1f}%)" for k, v in cnt.items()}, "total", n)
kc = collections.Counter((l["kind"], l["label"]) for l in labels)
for k in sorted({l["kind"] for l in labels}):
    print(f"  {k:13s}", {lb: kc[(k, lb)] for lb in ("COMPLIANT", "NON_COMPLIANT", "IRRELEVANT") if kc[(k, lb)]})
for e in exp: print(e["session_id"], e["weight_mode"], e["n_compliant"], e["n_non_compliant"], e["n_irrelevant"], e["expected_score"], e["expected_verdict"])
