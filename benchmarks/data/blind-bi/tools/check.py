#!/usr/bin/env python3
"""Re-check the blind-bi evaluation set. Run from the dataset root:
    python3 tools/check.py
Exits non-zero on any failure.
"""
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
ASSISTANTS = {"wrenfield-narrowboats", "kestlebury-bowls", "general-desk"}
# Which corpus files govern each assistant (used to check clause ownership).
GOVERNS = {
    "wrenfield-narrowboats": {"company/wrenfield-narrowboats-policy.md", "canal-boat-hire-code.md"},
    "kestlebury-bowls": {"company/kestlebury-bowls-policy.md", "lawn-bowls-code.md"},
    "general-desk": {"pigeon-racing-code.md", "scarecrow-festival-code.md"},
}
ERR = []


def err(msg):
    ERR.append(msg)


def load(name):
    rows = []
    with open(os.path.join(ROOT, name), encoding="utf-8") as f:
        for i, line in enumerate(f, 1):
            if not line.strip():
                err(f"{name}:{i} blank line")
                continue
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                err(f"{name}:{i} invalid JSON: {e}")
    return rows


def corpus_index():
    idx, tables = {}, 0
    for dp, _, fns in os.walk(CORPUS):
        for fn in fns:
            if not fn.endswith(".md"):
                continue
            p = os.path.join(dp, fn)
            rel = os.path.relpath(p, CORPUS).replace(os.sep, "/")
            text = open(p, encoding="utf-8").read()
            lines = text.splitlines()
            if not lines or not lines[0].startswith("# "):
                err(f"{rel}: first line is not a '# ' title")
            heads = [l[3:].strip() for l in lines if l.startswith("## ")]
            if len(heads) != len(set(heads)):
                err(f"{rel}: duplicate ## headings")
            words = [t for t in text.split() if re.search(r"[A-Za-z0-9]", t)]
            if not 400 <= len(words) <= 800:
                err(f"{rel}: {len(words)} words, outside 400-800")
            tables += sum(1 for l in lines if re.match(r"^\|\s*-{3,}", l))
            idx[rel] = set(heads)
            print(f"corpus {rel}: {len(words)} words, {len(heads)} sections")
    if len(idx) != 6:
        err(f"expected 6 corpus files, found {len(idx)}")
    if sum(1 for k in idx if k.startswith("company/")) != 2:
        err("expected 2 company policies under corpus/company/")
    if not 8 <= tables <= 12:
        err(f"{tables} markdown tables in corpus, expected 8-12")
    print(f"corpus tables: {tables}")
    return idx


def main():
    idx = corpus_index()
    conv = load("conversations.jsonl")
    labs = load("labels.jsonl")
    exp = load("expected_sessions.jsonl")

    # conversations
    sids, qids, turns, sess_asst, sess_weighted = [], [], {}, {}, {}
    for s in conv:
        for key in ("session_id", "assistant_id", "language", "context", "started_at", "conversation"):
            if key not in s:
                err(f"session missing {key}: {s.get('session_id')}")
        sid = s["session_id"]
        sids.append(sid)
        if not re.fullmatch(r"BI-\d{2}", sid):
            err(f"bad session id {sid}")
        if s["assistant_id"] not in ASSISTANTS:
            err(f"{sid}: unknown assistant {s['assistant_id']}")
        if s["language"] != "english":
            err(f"{sid}: language must be english")
        if not re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ", s["started_at"]):
            err(f"{sid}: bad started_at")
        sess_asst[sid] = s["assistant_id"]
        c = s["conversation"]
        if not 2 <= len(c) <= 6:
            err(f"{sid}: {len(c)} turns, expected 2-6")
        ws = [t.get("weight") for t in c]
        has = [w is not None for w in ws]
        if any(has) and not all(has):
            err(f"{sid}: weight on some turns only")
        sess_weighted[sid] = all(has)
        if all(has) and abs(sum(ws) - 1) > 1e-9:
            err(f"{sid}: weights sum to {sum(ws)}")
        for i, t in enumerate(c, 1):
            for key in ("qa_id", "query", "assistant", "ground_truth_assistant"):
                if key not in t:
                    err(f"{sid}: turn {i} missing {key}")
            if t["qa_id"] != f"{sid}-q{i}":
                err(f"{sid}: turn {i} has qa_id {t['qa_id']}")
            qids.append(t["qa_id"])
            turns[t["qa_id"]] = (sid, t)
    if len(sids) != len(set(sids)):
        err("duplicate session ids")
    if len(qids) != len(set(qids)):
        err("duplicate qa ids")
    if not 16 <= len(conv) <= 20:
        err(f"{len(conv)} sessions, expected about 18")
    if not 70 <= len(qids) <= 85:
        err(f"{len(qids)} interactions, expected 70-85")
    if sum(sess_weighted.values()) != 3:
        err(f"{sum(sess_weighted.values())} weighted sessions, expected 3")

    # labels
    lab_by = {}
    for l in labs:
        q = l.get("qa_id")
        if q in lab_by:
            err(f"duplicate label for {q}")
        lab_by[q] = l
        if q not in turns:
            err(f"label for unknown qa_id {q}")
            continue
        sid, t = turns[q]
        if l.get("session_id") != sid:
            err(f"{q}: session_id mismatch")
        if l.get("label") not in LABELS:
            err(f"{q}: bad label {l.get('label')}")
        if l.get("kind") not in KINDS:
            err(f"{q}: bad kind {l.get('kind')}")
        if not isinstance(l.get("rationale"), str) or not l["rationale"].strip():
            err(f"{q}: missing rationale")
        empty = not t["assistant"].strip()
        if empty and (l["label"] != "IRRELEVANT" or l["kind"] != "empty_answer"):
            err(f"{q}: empty answer must be IRRELEVANT/empty_answer")
        if l["kind"] == "empty_answer" and not empty:
            err(f"{q}: empty_answer kind on a non-empty answer")
        if l["label"] == "IRRELEVANT":
            if l.get("clause") is not None:
                err(f"{q}: IRRELEVANT must have null clause")
            if l["kind"] not in {"smalltalk", "out_of_scope", "empty_answer"}:
                err(f"{q}: IRRELEVANT with kind {l['kind']}")
        else:
            cl = l.get("clause")
            if not isinstance(cl, str) or "#" not in cl:
                err(f"{q}: clause missing or malformed")
                continue
            f, h = cl.split("#", 1)
            if f not in idx:
                err(f"{q}: clause file {f} not in corpus")
            elif h not in idx[f]:
                err(f"{q}: heading '{h}' not in {f}")
            if f not in GOVERNS[sess_asst[sid]]:
                err(f"{q}: clause file {f} does not govern {sess_asst[sid]}")
            if l["kind"] in {"smalltalk", "out_of_scope", "empty_answer"}:
                err(f"{q}: kind {l['kind']} on a {l['label']} label")
    missing = set(qids) - set(lab_by)
    if missing:
        err(f"unlabelled interactions: {sorted(missing)}")
    empties = sum(1 for q in qids if not turns[q][1]["assistant"].strip())
    if empties < 2:
        err(f"{empties} empty answers, expected at least 2")

    # expected sessions
    exp_by = {e["session_id"]: e for e in exp}
    if set(exp_by) != set(sids) or len(exp) != len(sids):
        err("expected_sessions does not match sessions one-to-one")
    verdicts = Counter()
    for s in conv:
        sid = s["session_id"]
        e = exp_by.get(sid)
        if e is None:
            continue
        c = s["conversation"]
        ls = [lab_by[t["qa_id"]]["label"] for t in c]
        cnt = Counter(ls)
        if e["assistant_id"] != s["assistant_id"]:
            err(f"{sid}: assistant mismatch")
        if (e["n_interactions"], e["n_compliant"], e["n_non_compliant"], e["n_irrelevant"]) != (
                len(c), cnt["COMPLIANT"], cnt["NON_COMPLIANT"], cnt["IRRELEVANT"]):
            err(f"{sid}: counts mismatch")
        mode = "explicit" if sess_weighted[sid] else "none"
        if e["weight_mode"] != mode:
            err(f"{sid}: weight_mode should be {mode}")
        kept = [(t["qa_id"], t.get("weight", 1.0), l) for t, l in zip(c, ls) if l != "IRRELEVANT"]
        if not kept:
            if e["expected_score"] is not None or e["expected_verdict"] != "IRRELEVANT" or e["resolved_weights"]:
                err(f"{sid}: all-IRRELEVANT session must have null score, IRRELEVANT verdict, no weights")
            verdicts[e["expected_verdict"]] += 1
            continue
        tot = sum(w for _, w, _ in kept)
        rw = {q: w / tot for q, w, _ in kept}
        if set(e["resolved_weights"]) != set(rw):
            err(f"{sid}: resolved_weights keys wrong")
        for q, w in rw.items():
            if abs(e["resolved_weights"].get(q, -1) - w) > 1e-5:
                err(f"{sid}: resolved weight for {q} wrong")
        if abs(sum(e["resolved_weights"].values()) - 1) > 1e-4:
            err(f"{sid}: resolved weights do not sum to 1")
        score = sum(rw[q] for q, _, l in kept if l == "COMPLIANT")
        if e["expected_score"] is None or abs(e["expected_score"] - score) > 1e-5:
            err(f"{sid}: expected_score {e['expected_score']} != {score}")
        verdict = "COMPLIANT" if score >= 0.5 - 1e-9 else "NON_COMPLIANT"
        if e["expected_verdict"] != verdict:
            err(f"{sid}: verdict {e['expected_verdict']} != {verdict}")
        verdicts[e["expected_verdict"]] += 1
    if verdicts["IRRELEVANT"] != 1:
        err(f"{verdicts['IRRELEVANT']} all-IRRELEVANT sessions, expected 1")

    tot = Counter(l["label"] for l in labs)
    n = len(labs)
    shares = {k: tot[k] / n for k in LABELS}
    if not (0.38 <= shares["COMPLIANT"] <= 0.52 and 0.33 <= shares["NON_COMPLIANT"] <= 0.47
            and 0.10 <= shares["IRRELEVANT"] <= 0.20):
        err(f"label shares off target: {shares}")
    print(f"sessions={len(conv)} interactions={len(qids)} labels={n}")
    print("labels:", dict(tot))
    print("verdicts:", dict(verdicts))
    if ERR:
        print(f"FAIL: {len(ERR)} problem(s)")
        for m in ERR:
            print(" -", m)
        sys.exit(1)
    print("OK: all checks passed")


if __name__ == "__main__":
    main()
