#!/usr/bin/env python3
"""Re-check the blind-ai evaluation set (stdlib only).

Checks: JSON parses; required fields; qa_ids unique with prefix AI; one label per
interaction; every clause names an existing corpus file and heading (null for
IRRELEVANT); label, kind and size counts; empty and long answers; weights; and
recomputes every session's resolved weights, score and verdict."""
import json
import os
import re
import sys
from collections import Counter

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.path.join(ROOT, "corpus")
LABELS = {"COMPLIANT", "NON_COMPLIANT", "IRRELEVANT"}
KINDS = {"plain", "numeric", "time_window", "negation", "modality", "paraphrase", "partial", "multi_rule",
         "smalltalk", "out_of_scope", "refusal", "empty_answer", "long_answer"}
IRRELEVANT_KINDS = {"smalltalk", "out_of_scope", "refusal", "empty_answer"}

errors = []


def err(msg):
    errors.append(msg)


def load_jsonl(name):
    rows = []
    with open(os.path.join(ROOT, name), encoding="utf-8") as f:
        for i, line in enumerate(f, 1):
            if not line.strip():
                continue
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                err("%s line %d: bad JSON (%s)" % (name, i, e))
    return rows


def corpus_headings():
    heads = {}
    for dirpath, _, files in os.walk(CORPUS):
        for fn in files:
            if not fn.endswith(".md"):
                continue
            full = os.path.join(dirpath, fn)
            rel = os.path.relpath(full, ROOT).replace(os.sep, "/")
            with open(full, encoding="utf-8") as f:
                text = f.read()
            hs = set()
            for line in text.splitlines():
                m = re.match(r"^(#{1,6})\s+(.*?)\s*#*\s*$", line)
                if m:
                    hs.add(m.group(2).strip())
            heads[rel] = (hs, text)
    return heads


def check_corpus(heads):
    if not 5 <= len(heads) <= 6:
        err("corpus has %d markdown documents, expected 5-6" % len(heads))
    if not any(p.startswith("corpus/company/") for p in heads):
        err("no document in corpus/company/")
    tables = 0
    for p, (hs, text) in sorted(heads.items()):
        words = len(re.findall(r"[A-Za-z0-9$%][A-Za-z0-9'$%.,:-]*", text))
        if not 350 <= words <= 850:
            err("%s: %d words, expected roughly 400-800" % (p, words))
        if not re.search(r"^# ", text, re.M) or not re.search(r"^## ", text, re.M):
            err("%s: needs # and ## headings" % p)
        if not re.search(r"^- ", text, re.M):
            err("%s: no bullet list" % p)
        if re.search(r"^\|.*\|\s*$\n^\|[-| :]+\|\s*$", text, re.M):
            tables += 1
        for num in re.findall(r"\b\d{3}-\d{4}\b", text):
            if not num.startswith("555-"):
                err("%s: phone number %s does not use 555-" % (p, num))
    if tables < 2:
        err("only %d documents contain a table, expected at least 2" % tables)
    return tables


def main():
    heads = corpus_headings()
    n_tables = check_corpus(heads)
    conv = load_jsonl("conversations.jsonl")
    labels = load_jsonl("labels.jsonl")
    expected = load_jsonl("expected_sessions.jsonl")

    # --- conversations
    qa_index = {}
    assistants = set()
    session_ids = []
    for s in conv:
        for k in ("session_id", "assistant_id", "language", "context", "started_at", "conversation"):
            if k not in s:
                err("session %s: missing %s" % (s.get("session_id"), k))
        sid = s.get("session_id")
        session_ids.append(sid)
        assistants.add(s.get("assistant_id"))
        if s.get("language") != "english":
            err("%s: language must be 'english'" % sid)
        if not re.match(r"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$", s.get("started_at", "")):
            err("%s: started_at not ISO UTC" % sid)
        turns = s.get("conversation", [])
        if not 3 <= len(turns) <= 5:
            err("%s: %d turns, expected 3-5" % (sid, len(turns)))
        for t in turns:
            for k in ("qa_id", "query", "assistant", "ground_truth_assistant"):
                if k not in t:
                    err("%s: turn missing %s" % (sid, k))
            q = t.get("qa_id")
            if not (isinstance(q, str) and q.startswith("AI")):
                err("%s: qa_id %r lacks prefix AI" % (sid, q))
            if q in qa_index:
                err("duplicate qa_id %s" % q)
            qa_index[q] = (sid, t)
    if len(set(session_ids)) != len(session_ids):
        err("duplicate session_id")
    if not 16 <= len(conv) <= 20:
        err("%d sessions, expected 16-20" % len(conv))
    if not 70 <= len(qa_index) <= 80:
        err("%d interactions, expected 70-80" % len(qa_index))
    if len(assistants) != 3:
        err("%d assistant ids, expected 3" % len(assistants))

    # --- labels
    lab_by_qa = {}
    for l in labels:
        for k in ("session_id", "qa_id", "label", "clause", "kind", "rationale"):
            if k not in l:
                err("label %s: missing %s" % (l.get("qa_id"), k))
        q = l.get("qa_id")
        if q in lab_by_qa:
            err("duplicate label for %s" % q)
        lab_by_qa[q] = l
        if q not in qa_index:
            err("label for unknown qa_id %s" % q)
            continue
        if qa_index[q][0] != l.get("session_id"):
            err("%s: label session_id mismatch" % q)
        if l.get("label") not in LABELS:
            err("%s: bad label %r" % (q, l.get("label")))
        if l.get("kind") not in KINDS:
            err("%s: bad kind %r" % (q, l.get("kind")))
        clause = l.get("clause")
        if l.get("label") == "IRRELEVANT":
            if clause is not None:
                err("%s: IRRELEVANT label must have clause null" % q)
            if l.get("kind") not in IRRELEVANT_KINDS:
                err("%s: IRRELEVANT with kind %s" % (q, l.get("kind")))
        else:
            if not isinstance(clause, str) or "#" not in clause:
                err("%s: clause %r not of form path#heading" % (q, clause))
            else:
                path, heading = clause.split("#", 1)
                if path not in heads:
                    err("%s: clause file %s not found" % (q, path))
                elif heading not in heads[path][0]:
                    err("%s: heading %r not in %s" % (q, heading, path))
            if l.get("kind") in ("smalltalk", "out_of_scope", "empty_answer"):
                err("%s: kind %s should be IRRELEVANT" % (q, l.get("kind")))
    missing = set(qa_index) - set(lab_by_qa)
    if missing:
        err("interactions without label: %s" % sorted(missing))

    # --- special answers
    empties = [q for q, (_, t) in qa_index.items() if lab_by_qa.get(q, {}).get("kind") == "empty_answer"]
    ans = [qa_index[q][1]["assistant"] for q in empties]
    if len(empties) != 2 or "" not in ans or not any(a and not a.strip() for a in ans):
        err("need exactly 2 empty_answer items: one empty string and one whitespace-only")
    longs = [q for q in qa_index if lab_by_qa.get(q, {}).get("kind") == "long_answer"]
    if len(longs) != 3:
        err("%d long_answer items, expected 3" % len(longs))
    for q in longs:
        if len(qa_index[q][1]["assistant"]) <= 2000:
            err("%s: long answer only %d characters" % (q, len(qa_index[q][1]["assistant"])))
    if sum(1 for q in longs if lab_by_qa[q]["label"] == "NON_COMPLIANT") != 1:
        err("expected exactly one NON_COMPLIANT long answer (the single wrong sentence case)")

    # --- sessions
    exp_by = {e.get("session_id"): e for e in expected}
    if set(exp_by) != set(session_ids):
        err("expected_sessions ids differ from conversations")
    weighted = 0
    for s in conv:
        sid = s["session_id"]
        turns = s["conversation"]
        n = len(turns)
        given = [t.get("weight") for t in turns]
        if any(w is not None for w in given):
            if any(w is None for w in given):
                err("%s: weights given on some turns only" % sid)
                continue
            weighted += 1
            if abs(sum(given) - 1.0) > 1e-9:
                err("%s: weights sum to %s" % (sid, sum(given)))
            mode, resolved = "full", {t["qa_id"]: t["weight"] for t in turns}
        else:
            mode, resolved = "none", {t["qa_id"]: round(1.0 / n, 4) for t in turns}
        labs = {t["qa_id"]: lab_by_qa[t["qa_id"]]["label"] for t in turns if t["qa_id"] in lab_by_qa}
        c = Counter(labs.values())
        den = sum(resolved[q] for q in resolved if labs.get(q) != "IRRELEVANT")
        num = sum(resolved[q] for q in resolved if labs.get(q) == "COMPLIANT")
        if den == 0:
            score, verdict = None, "IRRELEVANT"
        else:
            score = round(num / den, 4)
            verdict = "COMPLIANT" if score >= 0.5 else "NON_COMPLIANT"
        e = exp_by.get(sid)
        if e is None:
            continue
        want = {"assistant_id": s["assistant_id"], "n_interactions": n, "n_compliant": c["COMPLIANT"],
                "n_non_compliant": c["NON_COMPLIANT"], "n_irrelevant": c["IRRELEVANT"], "weight_mode": mode,
                "resolved_weights": resolved, "expected_score": score, "expected_verdict": verdict}
        for k, v in want.items():
            if e.get(k) != v:
                err("%s: %s is %r, recomputed %r" % (sid, k, e.get(k), v))
    if not 2 <= weighted <= 3:
        err("%d weighted sessions, expected 2-3" % weighted)

    # --- summary
    lab_c = Counter(l["label"] for l in labels)
    kind_c = Counter(l["kind"] for l in labels)
    kind_lab = Counter((l["kind"], l["label"]) for l in labels)
    for k in KINDS:
        if kind_c[k] == 0:
            err("kind %s not used" % k)
    total = len(labels)
    print("corpus documents: %d (%d with tables)" % (len(heads), n_tables))
    print("sessions: %d, interactions: %d, assistants: %s" % (len(conv), total, ", ".join(sorted(assistants))))
    for lab in ("COMPLIANT", "NON_COMPLIANT", "IRRELEVANT"):
        print("  %-14s %3d  %5.1f %%" % (lab, lab_c[lab], 100.0 * lab_c[lab] / max(total, 1)))
    print("kinds (total / C / NC / I):")
    for k in sorted(KINDS):
        print("  %-13s %2d / %2d / %2d / %2d" % (k, kind_c[k], kind_lab[(k, "COMPLIANT")],
                                              kind_lab[(k, "NON_COMPLIANT")], kind_lab[(k, "IRRELEVANT")]))
    verdicts = Counter(e.get("expected_verdict") for e in expected)
    print("session verdicts: %s" % dict(verdicts))
    if errors:
        print("\n%d problem(s):" % len(errors))
        for e in errors:
            print("  - " + e)
        return 1
    print("\nall checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
