"""Independent consistency checks for the blind_j evaluation set."""
import json, os, re, collections, math
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.path.join(ROOT, "corpus")
KINDS = {"plain","numeric","time_window","negation","modality","paraphrase","partial","multi_rule",
         "smalltalk","out_of_scope","refusal","empty_answer","long_answer"}
errs = []
def load(n):
    rows = []
    with open(os.path.join(ROOT, n), encoding="utf-8") as f:
        for i, line in enumerate(f, 1):
            try: rows.append(json.loads(line))
            except Exception as e: errs.append(f"{n}:{i} bad JSON {e}")
    return rows
conv, labels, exp = load("conversations.jsonl"), load("labels.jsonl"), load("expected_sessions.jsonl")

# corpus structure
docs = {}
for dp, _, fs in os.walk(CORPUS):
    for f in fs:
        if f.endswith(".md"):
            rel = os.path.relpath(os.path.join(dp, f), CORPUS); txt = open(os.path.join(dp, f), encoding="utf-8").read()
            docs[rel] = txt
            heads = [h.strip() for h in re.findall(r"^#{1,6}\s+(.+)$", txt, re.M)]
            wc = len(txt.split())
            lines = txt.splitlines()
            has_table = any(re.match(r"^\|[-| ]+\|$", l) for l in lines)
            has_intro = any(l.rstrip().endswith(":") and k+1 < len(lines) and lines[k+1].startswith("- ") for k, l in enumerate(lines))
            if not (300 <= wc <= 900): errs.append(f"{rel}: {wc} words")
            if not has_table: errs.append(f"{rel}: no table")
            if not has_intro: errs.append(f"{rel}: no colon-introduced list")
            if len(set(heads)) != len(heads): errs.append(f"{rel}: duplicate headings")
            docs[rel] = set(heads)
if not any(k.startswith("company/") for k in docs): errs.append("no company/ doc")
if not 4 <= len(docs) <= 6: errs.append(f"{len(docs)} docs")

# conversations
lab_by = {l["qa_id"]: l for l in labels}
if len(lab_by) != len(labels): errs.append("duplicate qa_id in labels")
conv_ids = []
for s in conv:
    t = s["conversation"]
    if not 3 <= len(t) <= 5: errs.append(f"{s['session_id']}: {len(t)} turns")
    ws = [x.get("weight") for x in t]
    if any(w is not None for w in ws):
        if None in ws or not math.isclose(sum(ws), 1.0): errs.append(f"{s['session_id']}: bad weights")
    for x in t:
        conv_ids.append(x["qa_id"])
        for k in ("qa_id","query","assistant","ground_truth_assistant"):
            if k not in x: errs.append(f"{x.get('qa_id')}: missing {k}")
if conv_ids != [l["qa_id"] for l in labels]: errs.append("qa_id order/set mismatch between files")

for l in labels:
    if l["label"] not in ("COMPLIANT","NON_COMPLIANT","IRRELEVANT"): errs.append(f"{l['qa_id']} bad label")
    if l["kind"] not in KINDS: errs.append(f"{l['qa_id']} bad kind")
    if l["label"] == "IRRELEVANT":
        if l["clause"] is not None: errs.append(f"{l['qa_id']} IRRELEVANT with clause")
    else:
        path, _, head = (l["clause"] or "").partition("#")
        if path not in docs: errs.append(f"{l['qa_id']}: no file {path}")
        elif head not in docs[path]: errs.append(f"{l['qa_id']}: no heading '{head}' in {path}")

ans = {x["qa_id"]: x["assistant"] for s in conv for x in s["conversation"]}
for l in labels:
    a = ans[l["qa_id"]]
    if l["kind"] == "long_answer" and len(a) <= 2000: errs.append(f"{l['qa_id']} long_answer only {len(a)} chars")
    if l["kind"] != "long_answer" and len(a) > 2000: errs.append(f"{l['qa_id']} long but not tagged")
    if (a.strip() == "") != (l["kind"] == "empty_answer"): errs.append(f"{l['qa_id']} empty/kind mismatch")
    if a.strip() == "" and l["label"] != "IRRELEVANT": errs.append(f"{l['qa_id']} blank but labelled")

# expected sessions, recomputed from labels + conversations
cw = {x["qa_id"]: x.get("weight") for s in conv for x in s["conversation"]}
for e in exp:
    sid = e["session_id"]; ls = [l for l in labels if l["session_id"] == sid]
    s = next(c for c in conv if c["session_id"] == sid)
    cnt = collections.Counter(l["label"] for l in ls)
    if (e["n_interactions"], e["n_compliant"], e["n_non_compliant"], e["n_irrelevant"]) != (len(ls), cnt["COMPLIANT"], cnt["NON_COMPLIANT"], cnt["IRRELEVANT"]):
        errs.append(f"{sid}: counts differ")
    if e["assistant_id"] != s["assistant_id"]: errs.append(f"{sid}: assistant differs")
    full = cw[ls[0]["qa_id"]] is not None
    if e["weight_mode"] != ("full" if full else "none"): errs.append(f"{sid}: weight_mode")
    w = {l["qa_id"]: (cw[l["qa_id"]] if full else 1/len(ls)) for l in ls}
    if set(e["resolved_weights"]) != set(w) or any(not math.isclose(e["resolved_weights"][k], w[k], abs_tol=1e-5) for k in w):
        errs.append(f"{sid}: resolved_weights")
    kept = [l for l in ls if l["label"] != "IRRELEVANT"]
    if not kept: sc, v = None, "IRRELEVANT"
    else:
        sc = sum(w[l["qa_id"]] for l in kept if l["label"] == "COMPLIANT") / sum(w[l["qa_id"]] for l in kept)
        v = "COMPLIANT" if sc >= 0.5 else "NON_COMPLIANT"; sc = round(sc, 4)
    if e["expected_score"] != sc or e["expected_verdict"] != v: errs.append(f"{sid}: score {e['expected_score']} vs {sc}")
if len(exp) != len(conv): errs.append("expected_sessions count")

n = len(labels); lc = collections.Counter(l["label"] for l in labels); kc = collections.Counter(l["kind"] for l in labels)
print("sessions", len(conv), "interactions", n, "assistants", sorted({s['assistant_id'] for s in conv}),
      "dates", sorted({s['started_at'][:10] for s in conv}), "weighted", sum(e['weight_mode']=='full' for e in exp))
print("labels", {k: f"{v} ({100*v/n:.1f}%)" for k, v in lc.items()})
print("kinds", dict(sorted(kc.items())))
print("kind x label", dict(sorted(collections.Counter((l['kind'], l['label']) for l in labels).items())))
print("verdicts", collections.Counter(e["expected_verdict"] for e in exp))
print("long answers", [(l["qa_id"], len(ans[l["qa_id"]])) for l in labels if l["kind"] == "long_answer"])
print("ERRORS:" if errs else "OK: all checks passed", *errs, sep="\n")
