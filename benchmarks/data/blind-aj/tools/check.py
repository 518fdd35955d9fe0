#!/usr/bin/env python3
"""Re-checks the blind-aj evaluation set (stdlib only).

Checks: every JSONL line parses; required fields; qa_id uniqueness and the AJ prefix;
labels cover every interaction exactly once; every clause names an existing corpus
file and heading (null only for IRRELEVANT); label/kind vocabularies; session and
interaction counts; weights; per-session counts, resolved weights, scores and verdicts;
long and empty answers; corpus shape (word counts, headings, tables, 555- numbers).
Exit status 0 when everything passes.
"""
import json
import os
import re
import sys
from collections import Counter, defaultdict
from datetime import datetime
from fractions import Fraction

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.path.join(ROOT, "corpus")
LABELS = {"COMPLIANT", "NON_COMPLIANT", "IRRELEVANT"}
KINDS = {"plain", "numeric", "time_window", "negation", "modality", "paraphrase", "partial",
         "multi_rule", "smalltalk", "out_of_scope", "refusal", "empty_answer", "long_answer"}

errors = []


def err(msg):
    errors.append(msg)


def load_jsonl(name):
    rows = []
    path = os.path.join(ROOT, name)
    with open(path, encoding="utf-8") as f:
        for no, line in enumerate(f, 1):
            if not line.strip():
                err(f"{name}:{no}: blank line")
                continue
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                err(f"{name}:{no}: JSON error {e}")
    return rows


def corpus_headings():
    heads = {}
    for dirpath, _, files in os.walk(CORPUS):
        for fn in files:
            if not fn.endswith(".md"):
                continue
            full = os.path.join(dirpath, fn)
            rel = os.path.relpath(full, CORPUS).replace(os.sep, "/")
            text = open(full, encoding="utf-8").read()
            hs = [m.group(2).strip() for m in re.finditer(r"^(#{1,6})\s+(.+?)\s*$", text, re.M)]
            heads[rel] = (hs, text)
    return heads


def check_corpus(heads):
    if not 5 <= len(heads) <= 6:
        err(f"corpus has {len(heads)} documents, expected 5 or 6")
    if not any(k.startswith("company/") for k in heads):
        err("no document under corpus/company/")
    tables = 0
    for rel, (hs, text) in heads.items():
        words = len(re.findall(r"[A-Za-z0-9$%]+[\w'.,:/-]*", text))
        if not 380 <= words <= 840:
            err(f"{rel}: about {words} words, outside roughly 400-800")
        if not text.lstrip().startswith("# "):
            err(f"{rel}: does not start with a '#' title")
        if not any(re.match(r"^## ", l) for l in text.splitlines()):
            err(f"{rel}: no '##' headings")
        if not re.search(r"^\s*[-*] ", text, re.M):
            err(f"{rel}: no bullet list")
        if re.search(r"^\|[-| :]+\|\s*$", text, re.M):
            tables += 1
        if len(hs) != len(set(hs)):
            err(f"{rel}: duplicate headings")
        for m in re.finditer(r"\b\d{3}-\d{4}\b", text):
            if not m.group(0).startswith("555-"):
                err(f"{rel}: phone number {m.group(0)} does not use 555-")
    if tables < 2:
        err(f"only {tables} documents contain tables, need at least 2")
    return tables


def main():
    heads = corpus_headings()
    n_tables = check_corpus(heads)
    convs = load_jsonl("conversations.jsonl")
    labels = load_jsonl("labels.jsonl")
    expected = load_jsonl("expected_sessions.jsonl")

    # conversations
    qa_ids, qa_session, qa_answer, qa_weight = [], {}, {}, {}
    assistants = set()
    sess_order = []
    for s in convs:
        for key in ("session_id", "assistant_id", "language", "context", "started_at", "conversation"):
            if key not in s:
                err(f"session {s.get('session_id')}: missing {key}")
        sid = s.get("session_id")
        sess_order.append(sid)
        assistants.add(s.get("assistant_id"))
        if s.get("language") != "english":
            err(f"{sid}: language is not 'english'")
        try:
            if not s["started_at"].endswith("Z"):
                raise ValueError("not UTC 'Z'")
            datetime.strptime(s["started_at"], "%Y-%m-%dT%H:%M:%SZ")
        except Exception as e:  # noqa: BLE001
            err(f"{sid}: bad started_at ({e})")
        turns = s.get("conversation", [])
        if not 3 <= len(turns) <= 5:
            err(f"{sid}: {len(turns)} turns, expected 3-5")
        has_w = ["weight" in t for t in turns]
        if any(has_w) and not all(has_w):
            err(f"{sid}: weights given on some turns only")
        if all(has_w) and turns:
            total = sum(Fraction(str(t["weight"])) for t in turns)
            if total != 1:
                err(f"{sid}: weights sum to {float(total)}, not 1")
        for t in turns:
            for key in ("qa_id", "query", "assistant", "ground_truth_assistant"):
                if key not in t:
                    err(f"{sid}: turn missing {key}")
            q = t.get("qa_id")
            if not (isinstance(q, str) and q.startswith("AJ-") and q.startswith(sid + "-q")):
                err(f"{sid}: qa_id {q} does not follow the AJ-<session>-q<n> pattern")
            qa_ids.append(q)
            qa_session[q] = sid
            qa_answer[q] = t.get("assistant", "")
            qa_weight[q] = t.get("weight")
    if len(qa_ids) != len(set(qa_ids)):
        err("duplicate qa_ids in conversations")
    if len(set(sess_order)) != len(sess_order):
        err("duplicate session_ids")
    if not 16 <= len(convs) <= 20:
        err(f"{len(convs)} sessions, expected 16-20")
    if not 70 <= len(qa_ids) <= 80:
        err(f"{len(qa_ids)} interactions, expected 70-80")
    if len(assistants) != 3:
        err(f"{len(assistants)} assistant ids, expected 3")
    n_weighted = sum(1 for s in convs if s["conversation"] and "weight" in s["conversation"][0])
    if not 2 <= n_weighted <= 3:
        err(f"{n_weighted} weighted sessions, expected 2-3")

    # labels
    lab_by_qa = {}
    for r in labels:
        for key in ("session_id", "qa_id", "label", "clause", "kind", "rationale"):
            if key not in r:
                err(f"label {r.get('qa_id')}: missing {key}")
        q = r.get("qa_id")
        if q in lab_by_qa:
            err(f"label {q}: duplicated")
        lab_by_qa[q] = r
        if q not in qa_session:
            err(f"label {q}: no such interaction")
            continue
        if r.get("session_id") != qa_session[q]:
            err(f"label {q}: session mismatch")
        if r.get("label") not in LABELS:
            err(f"label {q}: bad label {r.get('label')}")
        if r.get("kind") not in KINDS:
            err(f"label {q}: bad kind {r.get('kind')}")
        clause = r.get("clause")
        if r.get("label") == "IRRELEVANT":
            if clause is not None:
                err(f"label {q}: IRRELEVANT must have clause null")
        else:
            if not isinstance(clause, str) or "#" not in clause:
                err(f"label {q}: clause missing or malformed")
            else:
                path, head = clause.split("#", 1)
                if path not in heads:
                    err(f"label {q}: clause file {path} not in corpus")
                elif head not in heads[path][0]:
                    err(f"label {q}: heading '{head}' not found in {path}")
        if not str(r.get("rationale", "")).strip():
            err(f"label {q}: empty rationale")
    missing = set(qa_ids) - set(lab_by_qa)
    if missing:
        err(f"interactions without labels: {sorted(missing)}")

    # answer-shape checks
    kinds = Counter(r["kind"] for r in labels)
    long_ids = [q for q, a in qa_answer.items() if len(a) > 2000]
    long_kind = [r["qa_id"] for r in labels if r["kind"] == "long_answer"]
    if sorted(long_ids) != sorted(long_kind) or len(long_ids) != 3:
        err(f"long answers >2000 chars {long_ids} vs long_answer kinds {long_kind}")
    if not any(lab_by_qa[q]["label"] == "NON_COMPLIANT" for q in long_ids):
        err("no NON_COMPLIANT long answer")
    empties = [r["qa_id"] for r in labels if r["kind"] == "empty_answer"]
    if len(empties) != 2:
        err(f"{len(empties)} empty_answer items, expected 2")
    vals = sorted(qa_answer[q] for q in empties)
    if not (len(vals) == 2 and vals[0] == "" and vals[1] != "" and vals[1].strip() == ""):
        err("empty answers must be one empty string and one whitespace-only string")
    for q in empties:
        if lab_by_qa[q]["label"] != "IRRELEVANT":
            err(f"{q}: empty answer not labelled IRRELEVANT")
    for q, a in qa_answer.items():
        if q not in empties and not a.strip():
            err(f"{q}: blank answer not tagged empty_answer")
    for k in KINDS:
        if kinds[k] == 0:
            err(f"kind {k} unused")

    # sessions
    exp_by = {e["session_id"]: e for e in expected}
    if set(exp_by) != set(sess_order):
        err("expected_sessions does not match conversation sessions")
    for s in convs:
        sid = s["session_id"]
        e = exp_by.get(sid)
        if e is None:
            continue
        turns = s["conversation"]
        n = len(turns)
        labs = [lab_by_qa[t["qa_id"]]["label"] for t in turns]
        weighted = "weight" in turns[0]
        want_mode = "full" if weighted else "none"
        rw = {t["qa_id"]: (t["weight"] if weighted else round(1 / n, 4)) for t in turns}
        checks = {
            "assistant_id": s["assistant_id"], "n_interactions": n,
            "n_compliant": labs.count("COMPLIANT"), "n_non_compliant": labs.count("NON_COMPLIANT"),
            "n_irrelevant": labs.count("IRRELEVANT"), "weight_mode": want_mode,
        }
        for k, v in checks.items():
            if e.get(k) != v:
                err(f"{sid}: {k} is {e.get(k)}, expected {v}")
        got_rw = e.get("resolved_weights", {})
        if set(got_rw) != set(rw) or any(abs(got_rw[q] - rw[q]) > 1e-9 for q in rw):
            err(f"{sid}: resolved_weights {got_rw} != {rw}")
        num = den = Fraction(0)
        for t, lab in zip(turns, labs):
            if lab == "IRRELEVANT":
                continue
            w = Fraction(str(rw[t["qa_id"]]))
            den += w
            num += w if lab == "COMPLIANT" else 0
        if den == 0:
            score, verdict = None, "IRRELEVANT"
        else:
            score = round(float(num / den), 4)
            verdict = "COMPLIANT" if num / den >= Fraction(1, 2) else "NON_COMPLIANT"
        if e.get("expected_score") != score:
            err(f"{sid}: expected_score {e.get('expected_score')} != {score}")
        if e.get("expected_verdict") != verdict:
            err(f"{sid}: expected_verdict {e.get('expected_verdict')} != {verdict}")

    # summary
    lab_count = Counter(r["label"] for r in labels)
    total = len(labels)
    print(f"corpus documents: {len(heads)} ({n_tables} with tables)")
    print(f"sessions: {len(convs)}  interactions: {total}  assistants: {sorted(assistants)}")
    for lab in ("COMPLIANT", "NON_COMPLIANT", "IRRELEVANT"):
        print(f"  {lab:14s} {lab_count[lab]:3d}  {100 * lab_count[lab] / total:5.1f} %")
    per = defaultdict(Counter)
    for r in labels:
        per[r["kind"]][r["label"]] += 1
    print(f"  {'kind':13s} total   C  NC   I")
    for k in sorted(per, key=lambda k: (-sum(per[k].values()), k)):
        c = per[k]
        print(f"  {k:13s} {sum(c.values()):5d} {c['COMPLIANT']:3d} {c['NON_COMPLIANT']:3d} {c['IRRELEVANT']:3d}")
    verdicts = Counter(e["expected_verdict"] for e in expected)
    print(f"session verdicts: {dict(verdicts)}")
    if errors:
        print(f"\nFAILED: {len(errors)} problem(s)")
        for m in errors:
            print("  -", m)
        sys.exit(1)
    print("\nOK: all checks passed")


if __name__ == "__main__":
    main()
