#!/usr/bin/env python3
"""Re-check the blind-bj evaluation set. Run from the blind-bj folder after build.py."""
import json
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.path.join(ROOT, "corpus")
LABELS = {"COMPLIANT", "NON_COMPLIANT", "IRRELEVANT"}
KINDS = {"numeric", "time_window", "multi_rule", "partial", "negation", "plain", "modality",
         "paraphrase", "long_answer", "refusal", "smalltalk", "out_of_scope", "empty_answer"}
ASSISTANTS = {"skylark_ascents", "pennyfold_ferret_shows", "events_desk"}
WORD = re.compile(r"[A-Za-z0-9]+(?:['\u2019.,:-][A-Za-z0-9]+)*")
errors = []


def err(msg):
    errors.append(msg)


def load(name):
    rows = []
    with open(os.path.join(ROOT, name), encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                err(f"{name}:{n} blank line")
                continue
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                err(f"{name}:{n} invalid JSON: {e}")
    return rows


# ---------------------------------------------------------------- corpus
headings = {}
n_tables = 0
for dirpath, _, files in os.walk(CORPUS):
    for fn in files:
        if not fn.endswith(".md"):
            continue
        path = os.path.join(dirpath, fn)
        rel = os.path.relpath(path, CORPUS).replace(os.sep, "/")
        text = open(path, encoding="utf-8").read()
        lines = text.splitlines()
        if not lines or not lines[0].startswith("# "):
            err(f"{rel}: first line is not a '# ' title")
        headings[rel] = {l[3:].strip() for l in lines if l.startswith("## ")}
        if len(headings[rel]) < 3:
            err(f"{rel}: too few '##' sections")
        words = len(WORD.findall(text))
        if not 400 <= words <= 800:
            err(f"{rel}: {words} words, outside 400-800")
        n_tables += sum(1 for l in lines if re.match(r"^\|\s*-{3,}", l))
if len(headings) != 6:
    err(f"expected 6 corpus files, found {len(headings)}")
if sum(1 for r in headings if r.startswith("company/")) != 2:
    err("expected 2 company policies under corpus/company/")
if not 8 <= n_tables <= 12:
    err(f"{n_tables} markdown tables, expected 8-12")

# ---------------------------------------------------------------- files
conv = load("conversations.jsonl")
labels = load("labels.jsonl")
sessions = load("expected_sessions.jsonl")

sids, qa_ids, turns_by_session = set(), [], {}
for s in conv:
    for key in ("session_id", "assistant_id", "language", "context", "started_at", "conversation"):
        if key not in s:
            err(f"{s.get('session_id')}: missing {key}")
    sid = s["session_id"]
    if sid in sids:
        err(f"duplicate session {sid}")
    sids.add(sid)
    if not re.fullmatch(r"BJ-\d{2}", sid):
        err(f"bad session id {sid}")
    if s["assistant_id"] not in ASSISTANTS:
        err(f"{sid}: unknown assistant {s['assistant_id']}")
    if s["language"] != "english":
        err(f"{sid}: language must be english")
    if not re.fullmatch(r"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z", s["started_at"]):
        err(f"{sid}: bad started_at")
    turns = s["conversation"]
    if not 2 <= len(turns) <= 6:
        err(f"{sid}: {len(turns)} turns, expected 2-6")
    has_w = [("weight" in t) for t in turns]
    if any(has_w) and not all(has_w):
        err(f"{sid}: weight on some turns only")
    if all(has_w) and abs(sum(t["weight"] for t in turns) - 1) > 1e-9:
        err(f"{sid}: weights do not sum to 1")
    for i, t in enumerate(turns, 1):
        for key in ("qa_id", "query", "assistant", "ground_truth_assistant"):
            if key not in t or not isinstance(t[key], str):
                err(f"{sid}: turn {i} missing {key}")
        if t["qa_id"] != f"{sid}-q{i}":
            err(f"{sid}: turn {i} has qa_id {t['qa_id']}")
        qa_ids.append(t["qa_id"])
    turns_by_session[sid] = turns
if len(qa_ids) != len(set(qa_ids)):
    err("duplicate qa_id")
if len(conv) < 15 or len(conv) > 21:
    err(f"{len(conv)} sessions, expected about 18")
if not 70 <= len(qa_ids) <= 85:
    err(f"{len(qa_ids)} interactions, expected 70-85")
n_weighted = sum(1 for t in turns_by_session.values() if "weight" in t[0])
if n_weighted != 3:
    err(f"{n_weighted} weighted sessions, expected 3")

# ---------------------------------------------------------------- labels
lab = {}
for l in labels:
    q = l.get("qa_id")
    if q in lab:
        err(f"duplicate label for {q}")
    lab[q] = l
    if q not in qa_ids:
        err(f"label for unknown qa_id {q}")
        continue
    if l["session_id"] != q.rsplit("-q", 1)[0]:
        err(f"{q}: session_id mismatch")
    if l["label"] not in LABELS:
        err(f"{q}: bad label {l['label']}")
    if l["kind"] not in KINDS:
        err(f"{q}: bad kind {l['kind']}")
    if not isinstance(l.get("rationale"), str) or not l["rationale"].strip():
        err(f"{q}: missing rationale")
    if l["label"] == "IRRELEVANT":
        if l["clause"] is not None:
            err(f"{q}: IRRELEVANT label must have null clause")
    else:
        c = l["clause"]
        if not isinstance(c, str) or "#" not in c:
            err(f"{q}: bad clause {c}")
            continue
        f, h = c.split("#", 1)
        if f not in headings:
            err(f"{q}: clause file {f} not in corpus")
        elif h not in headings[f]:
            err(f"{q}: heading '{h}' not in {f}")
        if l["kind"] in ("smalltalk", "out_of_scope", "empty_answer"):
            err(f"{q}: kind {l['kind']} on a non-IRRELEVANT label")
missing = set(qa_ids) - set(lab)
if missing:
    err(f"interactions without labels: {sorted(missing)}")

# empty answers
empties = []
for sid, turns in turns_by_session.items():
    for t in turns:
        if not t["assistant"].strip():
            empties.append(t["qa_id"])
            if lab.get(t["qa_id"], {}).get("label") != "IRRELEVANT" or lab[t["qa_id"]]["kind"] != "empty_answer":
                err(f"{t['qa_id']}: empty answer must be IRRELEVANT/empty_answer")
if len(empties) != 2:
    err(f"{len(empties)} empty answers, expected 2")

# assistant scope: company clauses must match the assistant
scope = {"skylark_ascents": {"company/skylark_ascents_policy.md", "balloon_flight_code.md"},
         "pennyfold_ferret_shows": {"company/pennyfold_ferret_shows_policy.md", "ferret_show_code.md"},
         "events_desk": {"sea_shanty_festival_code.md", "steam_fair_code.md"}}
asst = {s["session_id"]: s["assistant_id"] for s in conv}
for q, l in lab.items():
    if l["clause"] and l["clause"].split("#")[0] not in scope[asst[l["session_id"]]]:
        err(f"{q}: clause outside the assistant's corpus")

# shares
n = len(labels)
counts = {k: sum(1 for l in labels if l["label"] == k) for k in LABELS}
share = {k: v / n for k, v in counts.items()}
if not (0.38 <= share["COMPLIANT"] <= 0.52 and 0.33 <= share["NON_COMPLIANT"] <= 0.47
        and 0.10 <= share["IRRELEVANT"] <= 0.20):
    err(f"label shares off target: {share}")

# ---------------------------------------------------------------- sessions
exp = {s["session_id"]: s for s in sessions}
if set(exp) != sids:
    err("expected_sessions ids differ from conversations")
n_all_irr = 0
for sid, turns in turns_by_session.items():
    e = exp.get(sid)
    if not e:
        continue
    ls = [lab[t["qa_id"]]["label"] for t in turns]
    if e["assistant_id"] != asst[sid]:
        err(f"{sid}: assistant mismatch")
    if e["n_interactions"] != len(turns):
        err(f"{sid}: n_interactions")
    for key, val in (("n_compliant", "COMPLIANT"), ("n_non_compliant", "NON_COMPLIANT"),
                     ("n_irrelevant", "IRRELEVANT")):
        if e[key] != ls.count(val):
            err(f"{sid}: {key} wrong")
    weighted = "weight" in turns[0]
    if e["weight_mode"] != ("explicit" if weighted else "none"):
        err(f"{sid}: weight_mode wrong")
    kept = [(t, l) for t, l in zip(turns, ls) if l != "IRRELEVANT"]
    if not kept:
        n_all_irr += 1
        if e["expected_score"] is not None or e["expected_verdict"] != "IRRELEVANT" or e["resolved_weights"]:
            err(f"{sid}: all-IRRELEVANT session must have null score, IRRELEVANT verdict, no weights")
        continue
    raw = [t["weight"] if weighted else 1.0 for t, _ in kept]
    tot = sum(raw)
    w = {t["qa_id"]: r / tot for (t, _), r in zip(kept, raw)}
    if set(e["resolved_weights"]) != set(w):
        err(f"{sid}: resolved_weights keys wrong")
    else:
        for q, v in w.items():
            if abs(e["resolved_weights"][q] - v) > 1e-4:
                err(f"{sid}: resolved weight for {q} wrong")
        if abs(sum(e["resolved_weights"].values()) - 1) > 1e-4:
            err(f"{sid}: resolved weights do not sum to 1")
    score = sum(w[t["qa_id"]] for t, l in kept if l == "COMPLIANT")
    if e["expected_score"] is None or abs(e["expected_score"] - score) > 1e-4:
        err(f"{sid}: expected_score {e['expected_score']} != {score:.6f}")
    verdict = "COMPLIANT" if score >= 0.5 - 1e-9 else "NON_COMPLIANT"
    if e["expected_verdict"] != verdict:
        err(f"{sid}: expected_verdict wrong")
if n_all_irr != 1:
    err(f"{n_all_irr} all-IRRELEVANT sessions, expected 1")

if errors:
    print("FAIL")
    for e in errors:
        print(" -", e)
    sys.exit(1)
print(f"OK: {len(headings)} corpus files, {n_tables} tables, {len(conv)} sessions, "
      f"{len(qa_ids)} interactions, {n} labels "
      f"(C={counts['COMPLIANT']}, NC={counts['NON_COMPLIANT']}, IRR={counts['IRRELEVANT']})")
