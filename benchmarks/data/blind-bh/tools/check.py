#!/usr/bin/env python3
"""Re-check the blind-bh evaluation set. Run from the dataset root:
    python3 tools/check.py
Exits non-zero and lists every problem found."""
import json
import os
import re
import sys
from collections import Counter

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.path.join(ROOT, "corpus")
LABELS = {"COMPLIANT", "NON_COMPLIANT", "IRRELEVANT"}
KINDS = {"numeric", "time_window", "multi_rule", "partial", "negation", "plain", "modality",
         "paraphrase", "long_answer", "refusal", "smalltalk", "out_of_scope", "empty_answer"}
IRR_KINDS = {"smalltalk", "out_of_scope", "empty_answer"}
ASSISTANTS = {"fourcorners-harmony-assistant", "seafront-swazzle-assistant", "heritage-desk-assistant"}
EXPECTED_DOCS = {
    "barbershop-general-code.md", "punch-and-judy-general-code.md",
    "town-criers-general-code.md", "clog-dancing-general-code.md",
    "company/fourcorners-harmony-policy.md", "company/seafront-swazzle-policy.md",
}
# which corpus files each assistant may be judged against
ALLOWED = {
    "fourcorners-harmony-assistant": {"company/fourcorners-harmony-policy.md", "barbershop-general-code.md"},
    "seafront-swazzle-assistant": {"company/seafront-swazzle-policy.md", "punch-and-judy-general-code.md"},
    "heritage-desk-assistant": {"town-criers-general-code.md", "clog-dancing-general-code.md"},
}

errors = []


def err(msg):
    errors.append(msg)


def load_jsonl(name):
    rows = []
    path = os.path.join(ROOT, name)
    if not os.path.exists(path):
        err(f"{name}: missing")
        return rows
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                err(f"{name}:{n}: blank line")
                continue
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                err(f"{name}:{n}: invalid JSON ({e})")
    return rows


# ---------------------------------------------------------------- corpus
headings = {}
n_tables = 0
for dirpath, _, files in os.walk(CORPUS):
    for fn in files:
        full = os.path.join(dirpath, fn)
        rel = os.path.relpath(full, CORPUS).replace(os.sep, "/")
        text = open(full, encoding="utf-8").read()
        lines = text.splitlines()
        titles = [l for l in lines if l.startswith("# ")]
        h2 = [l[3:].strip() for l in lines if l.startswith("## ")]
        if len(titles) != 1 or not lines[0].startswith("# "):
            err(f"corpus/{rel}: needs exactly one '#' title on the first line")
        if len(h2) < 3:
            err(f"corpus/{rel}: fewer than 3 '##' sections")
        if len(set(h2)) != len(h2):
            err(f"corpus/{rel}: duplicate '##' headings")
        headings[rel] = set(h2)
        words = [w for w in re.split(r"\s+", text) if re.search(r"[A-Za-z0-9]", w)]
        if not 400 <= len(words) <= 800:
            err(f"corpus/{rel}: {len(words)} words, outside 400-800")
        tables = sum(1 for i, l in enumerate(lines)
                     if re.match(r"^\|\s*-{3,}", l) and i > 0 and lines[i - 1].startswith("|"))
        n_tables += tables
        if "555-" not in text and re.search(r"\b\d{4,5}\s?\d{3}\s?\d{3,4}\b", text):
            err(f"corpus/{rel}: phone-like number without 555- prefix")
if set(headings) != EXPECTED_DOCS:
    err(f"corpus files {sorted(headings)} differ from expected {sorted(EXPECTED_DOCS)}")
if not 8 <= n_tables <= 12:
    err(f"corpus has {n_tables} tables, outside 8-12")

# ---------------------------------------------------------------- conversations
convs = load_jsonl("conversations.jsonl")
labels = load_jsonl("labels.jsonl")
exps = load_jsonl("expected_sessions.jsonl")

sess_ids, qa_ids = [], []
turn_info = {}
sess_info = {}
for c in convs:
    for key in ("session_id", "assistant_id", "language", "context", "started_at", "conversation"):
        if key not in c:
            err(f"conversation {c.get('session_id')}: missing {key}")
    sid = c.get("session_id", "")
    sess_ids.append(sid)
    if not re.fullmatch(r"BH-\d{2}", sid):
        err(f"bad session id {sid}")
    if c.get("assistant_id") not in ASSISTANTS:
        err(f"{sid}: unknown assistant {c.get('assistant_id')}")
    if c.get("language") != "english":
        err(f"{sid}: language must be 'english'")
    if not re.fullmatch(r"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z", c.get("started_at", "")):
        err(f"{sid}: bad started_at")
    turns = c.get("conversation", [])
    if not 2 <= len(turns) <= 6:
        err(f"{sid}: {len(turns)} turns, outside 2-6")
    has_w = ["weight" in t for t in turns]
    if any(has_w) and not all(has_w):
        err(f"{sid}: weight on some turns only")
    if all(has_w) and turns:
        tot = sum(t["weight"] for t in turns)
        if abs(tot - 1) > 1e-9:
            err(f"{sid}: weights sum to {tot}")
        if any(not isinstance(t["weight"], (int, float)) or t["weight"] <= 0 for t in turns):
            err(f"{sid}: non-positive or non-numeric weight")
    sess_info[sid] = dict(assistant=c.get("assistant_id"), weighted=all(has_w) and bool(turns),
                          qas=[t.get("qa_id") for t in turns])
    for i, t in enumerate(turns, 1):
        qa = t.get("qa_id")
        qa_ids.append(qa)
        if qa != f"{sid}-q{i}":
            err(f"{sid}: turn {i} has qa_id {qa}")
        for key in ("query", "assistant", "ground_truth_assistant"):
            if not isinstance(t.get(key), str):
                err(f"{qa}: {key} missing or not a string")
        if not t.get("query", "").strip() or not t.get("ground_truth_assistant", "").strip():
            err(f"{qa}: empty query or ground truth")
        turn_info[qa] = t

for name, ids in (("session", sess_ids), ("qa", qa_ids)):
    dup = [k for k, v in Counter(ids).items() if v > 1]
    if dup:
        err(f"duplicate {name} ids: {dup}")

# ---------------------------------------------------------------- labels
lab_by_qa = {}
for l in labels:
    qa = l.get("qa_id")
    if qa in lab_by_qa:
        err(f"labels: duplicate {qa}")
    lab_by_qa[qa] = l
    if qa not in turn_info:
        err(f"labels: {qa} has no interaction")
        continue
    sid = l.get("session_id")
    if not qa.startswith(f"{sid}-q"):
        err(f"labels: {qa} session_id {sid} mismatch")
    lab, kind, clause = l.get("label"), l.get("kind"), l.get("clause")
    if lab not in LABELS:
        err(f"{qa}: bad label {lab}")
    if kind not in KINDS:
        err(f"{qa}: bad kind {kind}")
    if not isinstance(l.get("rationale"), str) or not l["rationale"].strip():
        err(f"{qa}: missing rationale")
    empty = not turn_info[qa]["assistant"].strip()
    if empty and (lab != "IRRELEVANT" or kind != "empty_answer"):
        err(f"{qa}: empty answer must be IRRELEVANT/empty_answer")
    if kind == "empty_answer" and not empty:
        err(f"{qa}: kind empty_answer but answer not empty")
    if lab == "IRRELEVANT":
        if clause is not None:
            err(f"{qa}: IRRELEVANT must have null clause")
        if kind not in IRR_KINDS:
            err(f"{qa}: IRRELEVANT with kind {kind}")
    else:
        if kind in IRR_KINDS:
            err(f"{qa}: {lab} with kind {kind}")
        if not isinstance(clause, str) or "#" not in clause:
            err(f"{qa}: clause missing or malformed: {clause}")
            continue
        f, h = clause.split("#", 1)
        if f not in headings:
            err(f"{qa}: clause file {f} not in corpus")
        elif h not in headings[f]:
            err(f"{qa}: heading '{h}' not an exact '##' heading of {f}")
        asst = sess_info.get(sid, {}).get("assistant")
        if asst and f not in ALLOWED[asst]:
            err(f"{qa}: clause {f} does not apply to {asst}")
missing = set(turn_info) - set(lab_by_qa)
if missing:
    err(f"interactions without labels: {sorted(missing)}")

# ---------------------------------------------------------------- sessions
exp_by = {e.get("session_id"): e for e in exps}
if set(exp_by) != set(sess_info) or len(exps) != len(sess_info):
    err("expected_sessions.jsonl does not match the sessions one-to-one")
verdicts = Counter()
for sid, info in sess_info.items():
    e = exp_by.get(sid)
    if not e:
        continue
    labs = [lab_by_qa[q]["label"] for q in info["qas"] if q in lab_by_qa]
    cnt = Counter(labs)
    want = dict(n_interactions=len(info["qas"]), n_compliant=cnt["COMPLIANT"],
                n_non_compliant=cnt["NON_COMPLIANT"], n_irrelevant=cnt["IRRELEVANT"],
                assistant_id=info["assistant"],
                weight_mode="explicit" if info["weighted"] else "none")
    for k, v in want.items():
        if e.get(k) != v:
            err(f"{sid}: {k} is {e.get(k)}, expected {v}")
    kept = [q for q in info["qas"] if lab_by_qa[q]["label"] != "IRRELEVANT"]
    if kept:
        if info["weighted"]:
            tot = sum(turn_info[q]["weight"] for q in kept)
            rw = {q: turn_info[q]["weight"] / tot for q in kept}
        else:
            rw = {q: 1 / len(kept) for q in kept}
        score = sum(w for q, w in rw.items() if lab_by_qa[q]["label"] == "COMPLIANT")
        verdict = "COMPLIANT" if score >= 0.5 - 1e-9 else "NON_COMPLIANT"
    else:
        rw, score, verdict = {}, None, "IRRELEVANT"
    got_rw = e.get("resolved_weights", {})
    if set(got_rw) != set(rw):
        err(f"{sid}: resolved_weights keys {sorted(got_rw)} != {sorted(rw)}")
    else:
        for q in rw:
            if abs(got_rw[q] - rw[q]) > 1e-4:
                err(f"{sid}: resolved weight {q} {got_rw[q]} != {rw[q]:.6f}")
        if rw and abs(sum(got_rw.values()) - 1) > 1e-4:
            err(f"{sid}: resolved weights do not sum to 1")
    if score is None:
        if e.get("expected_score") is not None:
            err(f"{sid}: expected_score should be null")
    elif e.get("expected_score") is None or abs(e["expected_score"] - score) > 1e-4:
        err(f"{sid}: expected_score {e.get('expected_score')} != {score:.6f}")
    if e.get("expected_verdict") != verdict:
        err(f"{sid}: verdict {e.get('expected_verdict')} != {verdict}")
    verdicts[verdict] += 1

# ---------------------------------------------------------------- overall shape
n = len(lab_by_qa)
tot = Counter(l["label"] for l in lab_by_qa.values())
kinds_used = Counter(l["kind"] for l in lab_by_qa.values())
if not 16 <= len(sess_info) <= 20:
    err(f"{len(sess_info)} sessions, expected about 18")
if not 70 <= n <= 85:
    err(f"{n} interactions, outside 70-85")
if n:
    for lab, lo, hi in (("COMPLIANT", 0.40, 0.50), ("NON_COMPLIANT", 0.35, 0.45), ("IRRELEVANT", 0.10, 0.20)):
        if not lo <= tot[lab] / n <= hi:
            err(f"{lab} share {tot[lab] / n:.3f} outside {lo}-{hi}")
if sum(1 for i in sess_info.values() if i["weighted"]) != 3:
    err("expected exactly 3 weighted sessions")
if verdicts["IRRELEVANT"] < 1:
    err("no all-IRRELEVANT session")
if kinds_used["empty_answer"] < 2:
    err("fewer than two empty answers")
unused = KINDS - set(kinds_used)
if unused:
    err(f"kinds never used: {sorted(unused)}")
if set(i["assistant"] for i in sess_info.values()) != ASSISTANTS:
    err("not every assistant has a session")

# ---------------------------------------------------------------- README
readme = os.path.join(ROOT, "README.md")
if not os.path.exists(readme):
    err("README.md missing")
else:
    r = open(readme, encoding="utf-8").read()
    if not r.startswith("# blind-bh: compliance evaluation set (the four domains)"):
        err("README.md: wrong title")
    for need in ("## Provenance", "## Notable cases", "## Assistants", "## Session scoring"):
        if need not in r:
            err(f"README.md: missing section {need}")
    if f"| All | {tot['COMPLIANT']} " not in r:
        err("README.md: label counts out of date (run tools/build.py)")

if errors:
    print(f"FAIL: {len(errors)} problem(s)")
    for e in errors:
        print("  -", e)
    sys.exit(1)
print(f"OK: {len(sess_info)} sessions, {n} interactions, {len(labels)} labels, {n_tables} corpus tables")
print(f"labels: " + ", ".join(f"{k} {tot[k]} ({100 * tot[k] / n:.1f}%)" for k in ("COMPLIANT", "NON_COMPLIANT", "IRRELEVANT")))
print(f"verdicts: " + ", ".join(f"{k} {verdicts[k]}" for k in ("COMPLIANT", "NON_COMPLIANT", "IRRELEVANT")))
