#!/usr/bin/env python3
"""Re-check the blind-aa evaluation set. Stdlib only.

Checks: JSON parses; required fields; unique qa_ids with the baa- prefix;
session/turn/interaction counts; every clause points to an existing corpus
file and heading; labels and kinds are from the allowed sets; weights;
recomputed session scores and verdicts match expected_sessions.jsonl;
special cases (empty answers, long answers); README counts.
Exit status 1 on any failure.
"""
import json
import os
import re
import sys
from collections import Counter, defaultdict

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.path.join(ROOT, "corpus")
LABELS = {"COMPLIANT", "NON_COMPLIANT", "IRRELEVANT"}
KINDS = {"plain", "numeric", "time_window", "negation", "modality", "paraphrase",
         "partial", "multi_rule", "smalltalk", "out_of_scope", "refusal",
         "empty_answer", "long_answer"}

errors = []


def err(msg):
    errors.append(msg)


def load(name):
    rows = []
    with open(os.path.join(ROOT, name), encoding="utf-8") as fh:
        for n, line in enumerate(fh, 1):
            if not line.strip():
                continue
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                err(f"{name}:{n}: bad JSON ({e})")
    return rows


def headings(path):
    out = set()
    with open(path, encoding="utf-8") as fh:
        for line in fh:
            m = re.match(r"^(#{1,6})\s+(.*?)\s*$", line)
            if m:
                out.add(m.group(2))
    return out


def corpus_check():
    files = []
    for dp, _, fns in os.walk(CORPUS):
        for fn in fns:
            if fn.endswith(".md"):
                files.append(os.path.join(dp, fn))
    if not 5 <= len(files) <= 6:
        err(f"corpus has {len(files)} documents, expected 5-6")
    if not any(os.sep + "company" + os.sep in f for f in files):
        err("no document in corpus/company/")
    tables = 0
    for f in files:
        text = open(f, encoding="utf-8").read()
        words = len(text.split())
        if not 400 <= words <= 800:
            err(f"{os.path.relpath(f, ROOT)}: {words} words (want 400-800)")
        tables += len(re.findall(r"^\|\s*-{3}", text, flags=re.M))
        for num in re.findall(r"\b\d{3}-\d{4}\b", text):
            if not num.startswith("555-"):
                err(f"{f}: phone number {num} not 555-")
    if tables < 2:
        err(f"only {tables} tables in corpus")
    return len(files)


def main():
    n_docs = corpus_check()
    convs = load("conversations.jsonl")
    labels = load("labels.jsonl")
    expected = load("expected_sessions.jsonl")

    # conversations
    qa_ids, turns_by_sess, weights_by_sess = [], {}, {}
    answers = {}
    assistants = set()
    for s in convs:
        for k in ("session_id", "assistant_id", "language", "context", "started_at", "conversation"):
            if k not in s:
                err(f"session missing {k}: {s.get('session_id')}")
        if s.get("language") != "english":
            err(f"{s['session_id']}: language not english")
        if not re.match(r"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$", s.get("started_at", "")):
            err(f"{s['session_id']}: started_at not ISO UTC")
        assistants.add(s["assistant_id"])
        conv = s["conversation"]
        if not 3 <= len(conv) <= 5:
            err(f"{s['session_id']}: {len(conv)} turns (want 3-5)")
        turns_by_sess[s["session_id"]] = [t["qa_id"] for t in conv]
        ws = [t.get("weight") for t in conv]
        if any(w is not None for w in ws):
            if any(w is None for w in ws):
                err(f"{s['session_id']}: weights given on some turns only")
            elif abs(sum(ws) - 1.0) > 1e-6:
                err(f"{s['session_id']}: weights sum to {sum(ws)}")
            weights_by_sess[s["session_id"]] = ws
        for t in conv:
            for k in ("qa_id", "query", "assistant", "ground_truth_assistant"):
                if k not in t:
                    err(f"{t.get('qa_id')}: missing {k}")
            if not t["qa_id"].startswith("baa-"):
                err(f"{t['qa_id']}: bad prefix")
            qa_ids.append(t["qa_id"])
            answers[t["qa_id"]] = t["assistant"]
    dup = [q for q, c in Counter(qa_ids).items() if c > 1]
    if dup:
        err(f"duplicate qa_ids: {dup}")
    if not 16 <= len(convs) <= 20:
        err(f"{len(convs)} sessions (want 16-20)")
    if not 70 <= len(qa_ids) <= 80:
        err(f"{len(qa_ids)} interactions (want 70-80)")
    if len(assistants) != 3:
        err(f"{len(assistants)} assistant ids (want 3)")
    if not 2 <= len(weights_by_sess) <= 3:
        err(f"{len(weights_by_sess)} weighted sessions (want 2-3)")

    # labels
    lab = {}
    heading_cache = {}
    for r in labels:
        q = r.get("qa_id")
        if q in lab:
            err(f"{q}: labelled twice")
        lab[q] = r
        if r.get("label") not in LABELS:
            err(f"{q}: bad label {r.get('label')}")
        if r.get("kind") not in KINDS:
            err(f"{q}: bad kind {r.get('kind')}")
        if not r.get("rationale"):
            err(f"{q}: no rationale")
        cl = r.get("clause")
        if r.get("label") == "IRRELEVANT":
            if cl is not None:
                err(f"{q}: IRRELEVANT with clause")
            continue
        if not cl or "#" not in cl:
            err(f"{q}: bad clause {cl!r}")
            continue
        path, head = cl.split("#", 1)
        full = os.path.join(CORPUS, path)
        if not os.path.isfile(full):
            err(f"{q}: clause file missing {path}")
            continue
        if full not in heading_cache:
            heading_cache[full] = headings(full)
        if head not in heading_cache[full]:
            err(f"{q}: heading not found: {cl}")
    if set(lab) != set(qa_ids):
        err("labels and conversations have different qa_id sets")
    for s in convs:
        for t in s["conversation"]:
            if lab.get(t["qa_id"], {}).get("session_id") != s["session_id"]:
                err(f"{t['qa_id']}: session_id mismatch in labels")

    # special kinds
    kinds = Counter(r["kind"] for r in labels)
    empties = [r["qa_id"] for r in labels if r["kind"] == "empty_answer"]
    if len(empties) != 2:
        err(f"{len(empties)} empty_answer items (want 2)")
    ea = [answers[q] for q in empties]
    if "" not in ea or not any(a != "" and a.strip() == "" for a in ea):
        err("empty answers must be one empty string and one whitespace-only")
    longs = [r for r in labels if r["kind"] == "long_answer"]
    if len(longs) != 3:
        err(f"{len(longs)} long answers (want 3)")
    for r in longs:
        if len(answers[r["qa_id"]]) <= 2000:
            err(f"{r['qa_id']}: long answer only {len(answers[r['qa_id']])} chars")

    # sessions
    exp = {e["session_id"]: e for e in expected}
    if set(exp) != set(turns_by_sess):
        err("expected_sessions.jsonl does not cover exactly the sessions")
    for sid, qas in turns_by_sess.items():
        e = exp.get(sid)
        if e is None:
            continue
        ls = [lab[q]["label"] for q in qas]
        c = Counter(ls)
        n = len(qas)
        for key, val in (("n_interactions", n), ("n_compliant", c["COMPLIANT"]),
                         ("n_non_compliant", c["NON_COMPLIANT"]),
                         ("n_irrelevant", c["IRRELEVANT"])):
            if e.get(key) != val:
                err(f"{sid}: {key} {e.get(key)} != {val}")
        if sid in weights_by_sess:
            ws = weights_by_sess[sid]
            mode = "full"
            resolved = {q: w for q, w in zip(qas, ws)}
        else:
            ws = [1.0 / n] * n
            mode = "none"
            resolved = {q: round(1.0 / n, 4) for q in qas}
        if e.get("weight_mode") != mode:
            err(f"{sid}: weight_mode {e.get('weight_mode')} != {mode}")
        if e.get("resolved_weights") != resolved:
            err(f"{sid}: resolved_weights mismatch")
        kept = [(l, w) for l, w in zip(ls, ws) if l != "IRRELEVANT"]
        if kept:
            score = round(sum(w for l, w in kept if l == "COMPLIANT") / sum(w for _, w in kept), 4)
            verdict = "COMPLIANT" if score >= 0.5 else "NON_COMPLIANT"
        else:
            score, verdict = None, "IRRELEVANT"
        if e.get("expected_score") != score:
            err(f"{sid}: expected_score {e.get('expected_score')} != {score}")
        if e.get("expected_verdict") != verdict:
            err(f"{sid}: expected_verdict {e.get('expected_verdict')} != {verdict}")
        if e.get("assistant_id") != next(s["assistant_id"] for s in convs if s["session_id"] == sid):
            err(f"{sid}: assistant_id mismatch")

    # summary
    lc = Counter(r["label"] for r in labels)
    total = len(labels)
    by_kind = defaultdict(Counter)
    for r in labels:
        by_kind[r["kind"]][r["label"]] += 1
    verdicts = Counter(e["expected_verdict"] for e in expected)

    # README numbers
    readme = open(os.path.join(ROOT, "README.md"), encoding="utf-8").read()
    for l in ("COMPLIANT", "NON_COMPLIANT", "IRRELEVANT"):
        row = f"| {l} | {lc[l]} | {100 * lc[l] / total:.1f} % |"
        if row not in readme:
            err(f"README lacks row: {row}")
    for k in sorted(by_kind):
        row = (f"| {k} | {sum(by_kind[k].values())} | {by_kind[k]['COMPLIANT']} | "
               f"{by_kind[k]['NON_COMPLIANT']} | {by_kind[k]['IRRELEVANT']} |")
        if row not in readme:
            err(f"README lacks row: {row}")

    print(f"corpus documents: {n_docs}")
    print(f"sessions: {len(convs)}, interactions: {total}, assistants: {len(assistants)}, "
          f"weighted sessions: {len(weights_by_sess)}")
    for l in ("COMPLIANT", "NON_COMPLIANT", "IRRELEVANT"):
        print(f"  {l:14s} {lc[l]:3d}  {100 * lc[l] / total:5.1f} %")
    print("kind           total   C  NC   I")
    for k in sorted(by_kind):
        b = by_kind[k]
        print(f"  {k:13s} {sum(b.values()):4d} {b['COMPLIANT']:3d} {b['NON_COMPLIANT']:3d} {b['IRRELEVANT']:3d}")
    print("session verdicts:", dict(verdicts))
    if errors:
        print(f"\n{len(errors)} PROBLEM(S):")
        for e in errors:
            print("  -", e)
        sys.exit(1)
    print("\nall checks passed")


if __name__ == "__main__":
    main()
