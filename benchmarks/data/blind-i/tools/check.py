"""Validate the blind_i set: JSON parses, clauses resolve to real headings, counts and scores follow from labels."""
import json, os, re, collections, glob
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.path.join(ROOT, "corpus")
errs = []
def load(n):
    rows = []
    for i, line in enumerate(open(os.path.join(ROOT, n), encoding="utf-8"), 1):
        try: rows.append(json.loads(line))
        except Exception as e: errs.append(f"{n}:{i} bad json {e}")
    return rows
conv, labels, exp = load("conversations.jsonl"), load("labels.jsonl"), load("expected_sessions.jsonl")

# corpus structure
headings = {}
docs = sorted(glob.glob(os.path.join(CORPUS, "**", "*.md"), recursive=True))
for d in docs:
    rel = os.path.relpath(d, CORPUS); txt = open(d, encoding="utf-8").read()
    headings[rel] = {m.group(2).strip() for m in re.finditer(r"^(#{1,6})\s+(.+)$", txt, re.M)}
    words = len(txt.split())
    if not 300 <= words <= 900: errs.append(f"{rel}: {words} words")
    if not re.search(r"^\|.*\|\s*\n\|[-| :]+\|", txt, re.M): errs.append(f"{rel}: no table")
    if not re.search(r":\s*\n-\s", txt): errs.append(f"{rel}: no bullet list introduced by ':'")
    if not re.search(r"^# ", txt, re.M) or not re.search(r"^## ", txt, re.M): errs.append(f"{rel}: headings")
if not 4 <= len(docs) <= 6: errs.append(f"{len(docs)} docs")
if sum(1 for d in docs if os.path.relpath(d, CORPUS).startswith("company" + os.sep)) != 1: errs.append("company/ docs != 1")

# conversations
qa_conv = {}
assistants, dates = set(), set()
if not 16 <= len(conv) <= 20: errs.append(f"{len(conv)} sessions")
weighted = 0
for s in conv:
    for k in ("session_id", "assistant_id", "language", "context", "started_at", "conversation"):
        if k not in s: errs.append(f"{s.get('session_id')}: missing {k}")
    assistants.add(s["assistant_id"]); dates.add(s["started_at"][:10])
    n = len(s["conversation"])
    if not 3 <= n <= 5: errs.append(f"{s['session_id']}: {n} turns")
    ws = [t.get("weight") for t in s["conversation"]]
    if any(w is not None for w in ws):
        weighted += 1
        if None in ws or abs(sum(ws) - 1) > 1e-9: errs.append(f"{s['session_id']}: weights {ws}")
    for t in s["conversation"]:
        for k in ("qa_id", "query", "assistant", "ground_truth_assistant"):
            if k not in t: errs.append(f"{t.get('qa_id')}: missing {k}")
        if t["qa_id"] in qa_conv: errs.append(f"dup {t['qa_id']}")
        qa_conv[t["qa_id"]] = (s["session_id"], t)
if not 2 <= len(assistants) <= 3: errs.append(f"assistants {assistants}")
if not 2 <= len(dates) <= 3: errs.append(f"dates {dates}")
if not 2 <= weighted <= 3: errs.append(f"{weighted} weighted sessions")
if len(qa_conv) < 64: errs.append(f"only {len(qa_conv)} interactions")

# labels
lab_by_qa = {}
for l in labels:
    qa = l["qa_id"]
    if qa not in qa_conv or qa_conv[qa][0] != l["session_id"]: errs.append(f"label {qa} has no matching interaction")
    lab_by_qa[qa] = l
    if l["label"] not in ("COMPLIANT", "NON_COMPLIANT", "IRRELEVANT"): errs.append(f"{qa} bad label")
    if l["label"] == "IRRELEVANT":
        if l["clause"] is not None: errs.append(f"{qa}: irrelevant with clause")
    else:
        path, _, head = (l["clause"] or "").partition("#")
        if path not in headings: errs.append(f"{qa}: no file {path}")
        elif head not in headings[path]: errs.append(f"{qa}: no heading '{head}' in {path}")
    a = qa_conv.get(qa, (None, {"assistant": ""}))[1]["assistant"]
    if l["kind"] == "empty_answer" and (a.strip() or l["label"] != "IRRELEVANT"): errs.append(f"{qa}: empty_answer mismatch")
    if l["kind"] == "long_answer" and len(a) <= 2000: errs.append(f"{qa}: long answer only {len(a)} chars")
    if not a.strip() and l["kind"] != "empty_answer": errs.append(f"{qa}: blank answer not kind empty_answer")
missing = set(qa_conv) - set(lab_by_qa)
if missing: errs.append(f"unlabelled {sorted(missing)}")

# expected sessions recomputed independently
conv_by = {s["session_id"]: s for s in conv}
for e in exp:
    s = conv_by[e["session_id"]]
    ls = [lab_by_qa[t["qa_id"]] for t in s["conversation"]]
    c = collections.Counter(l["label"] for l in ls)
    if (e["n_interactions"], e["n_compliant"], e["n_non_compliant"], e["n_irrelevant"]) != (len(ls), c["COMPLIANT"], c["NON_COMPLIANT"], c["IRRELEVANT"]):
        errs.append(f"{e['session_id']}: counts")
    if e["assistant_id"] != s["assistant_id"]: errs.append(f"{e['session_id']}: assistant")
    has_w = any("weight" in t for t in s["conversation"])
    if e["weight_mode"] != ("full" if has_w else "none"): errs.append(f"{e['session_id']}: weight_mode")
    scored = [(t, lab_by_qa[t["qa_id"]]) for t in s["conversation"] if lab_by_qa[t["qa_id"]]["label"] != "IRRELEVANT"]
    if not scored:
        ok = e["expected_verdict"] == "IRRELEVANT" and e["expected_score"] is None
    else:
        w = {t["qa_id"]: (t["weight"] if has_w else 1.0) for t, _ in scored}
        tot = sum(w.values())
        sc = sum(w[t["qa_id"]] / tot for t, l in scored if l["label"] == "COMPLIANT")
        v = "COMPLIANT" if sc >= 0.5 - 1e-9 else "NON_COMPLIANT"
        ok = abs(e["expected_score"] - round(sc, 4)) < 1e-9 and e["expected_verdict"] == v
        if abs(sum(e["resolved_weights"].values()) - 1) > 1e-4 or set(e["resolved_weights"]) != set(w): ok = False
    if not ok: errs.append(f"{e['session_id']}: score/verdict/weights")
if set(conv_by) != {e["session_id"] for e in exp}: errs.append("expected_sessions ids differ")

lc = collections.Counter(l["label"] for l in labels)
kc = collections.Counter(l["kind"] for l in labels)
kl = collections.Counter((l["kind"], l["label"]) for l in labels)
n = len(labels)
print("labels:", {k: f"{v} ({100*v/n:.1f}%)" for k, v in lc.items()})
print("kinds:", dict(sorted(kc.items())))
print("kind x label:", dict(sorted(kl.items())))
print("verdicts:", collections.Counter(e["expected_verdict"] for e in exp))
print("long answer lengths:", [len(qa_conv[q][1]["assistant"]) for q, l in lab_by_qa.items() if l["kind"] == "long_answer"])
print("ERRORS:" if errs else "ALL CHECKS PASSED", *errs, sep="\n")
