#!/usr/bin/env python3
"""Re-check the blind-x evaluation set. Stdlib only. Exit code 1 on any error."""
import json, os, re, sys
from collections import Counter, defaultdict
from datetime import datetime
from fractions import Fraction

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.path.join(ROOT, "corpus")
LABELS = {"COMPLIANT", "NON_COMPLIANT", "IRRELEVANT"}
KINDS = ["plain", "numeric", "time_window", "negation", "modality", "paraphrase", "partial",
         "multi_rule", "smalltalk", "out_of_scope", "refusal", "empty_answer", "long_answer"]
errors, warnings = [], []


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
                err(f"{name}:{i}: invalid JSON ({e})")
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
            hs = set(m.group(2).strip() for m in re.finditer(r"^(#{1,6})\s+(.+?)\s*$", text, re.M))
            heads[rel] = (hs, text)
    return heads


def check_corpus(heads):
    if not 5 <= len(heads) <= 6:
        err(f"corpus has {len(heads)} documents, expected 5-6")
    if not any(p.startswith("company/") for p in heads):
        err("no document under corpus/company/")
    tables = 0
    for p, (hs, text) in heads.items():
        words = len(re.findall(r"\S+", text))
        if not 400 <= words <= 800:
            err(f"{p}: {words} words (expected 400-800)")
        if not re.search(r"^# ", text, re.M) or not re.search(r"^## ", text, re.M):
            err(f"{p}: missing # or ## headings")
        if not re.search(r"^- ", text, re.M):
            warnings.append(f"{p}: no bullet list")
        tables += len(re.findall(r"^\|[-| ]+\|\s*$", text, re.M))
        for num in re.findall(r"\b\d{3}-\d{4}\b", text):
            if not num.startswith("555-"):
                err(f"{p}: phone number {num} not in 555- range")
    if tables < 2:
        err(f"only {tables} tables in corpus")
    return tables


def session_expect(labels, weights):
    kept = [(l, w) for l, w in zip(labels, weights) if l != "IRRELEVANT"]
    if not kept:
        return None, "IRRELEVANT"
    tot = sum(w for _, w in kept)
    sc = sum(w for l, w in kept if l == "COMPLIANT") / tot
    return round(float(sc), 4), ("COMPLIANT" if sc >= Fraction(1, 2) else "NON_COMPLIANT")


def main():
    heads = corpus_headings()
    n_tables = check_corpus(heads)
    conv = load_jsonl("conversations.jsonl")
    labels = load_jsonl("labels.jsonl")
    exp = load_jsonl("expected_sessions.jsonl")

    # conversations
    qa_ids, qa_map, sess = [], {}, {}
    assistants = Counter()
    for s in conv:
        for k in ("session_id", "assistant_id", "language", "context", "started_at", "conversation"):
            if k not in s:
                err(f"session missing {k}: {s.get('session_id')}")
        sid = s["session_id"]
        if sid in sess:
            err(f"duplicate session {sid}")
        sess[sid] = s
        assistants[s["assistant_id"]] += 1
        if s["language"] != "english":
            err(f"{sid}: language {s['language']}")
        if not re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ", s["started_at"]):
            err(f"{sid}: started_at not ISO UTC")
        else:
            datetime.strptime(s["started_at"], "%Y-%m-%dT%H:%M:%SZ")
        turns = s["conversation"]
        if not 3 <= len(turns) <= 5:
            err(f"{sid}: {len(turns)} turns")
        has_w = [("weight" in t) for t in turns]
        if any(has_w) and not all(has_w):
            err(f"{sid}: weights on some turns only")
        if all(has_w) and abs(sum(t["weight"] for t in turns) - 1) > 1e-9:
            err(f"{sid}: weights sum to {sum(t['weight'] for t in turns)}")
        for t in turns:
            for k in ("qa_id", "query", "assistant", "ground_truth_assistant"):
                if k not in t:
                    err(f"{sid}: turn missing {k}")
            if not t["qa_id"].startswith("bx-"):
                err(f"{t['qa_id']}: prefix not bx")
            qa_ids.append(t["qa_id"])
            qa_map[t["qa_id"]] = (sid, t)
    dup = [q for q, c in Counter(qa_ids).items() if c > 1]
    if dup:
        err(f"duplicate qa_ids {dup}")
    if not 16 <= len(conv) <= 20:
        err(f"{len(conv)} sessions (expected 16-20)")
    if not 70 <= len(qa_ids) <= 80:
        err(f"{len(qa_ids)} interactions (expected 70-80)")
    if len(assistants) != 3:
        err(f"{len(assistants)} assistant ids (expected 3)")

    # labels
    lab_by_qa = {}
    for r in labels:
        for k in ("session_id", "qa_id", "label", "clause", "kind", "rationale"):
            if k not in r:
                err(f"label missing {k}: {r}")
        q = r["qa_id"]
        if q in lab_by_qa:
            err(f"duplicate label for {q}")
        lab_by_qa[q] = r
        if q not in qa_map:
            err(f"label for unknown qa {q}")
            continue
        if qa_map[q][0] != r["session_id"]:
            err(f"{q}: session mismatch")
        if r["label"] not in LABELS:
            err(f"{q}: bad label {r['label']}")
        if r["kind"] not in KINDS:
            err(f"{q}: bad kind {r['kind']}")
        if r["label"] == "IRRELEVANT":
            if r["clause"] is not None:
                err(f"{q}: IRRELEVANT with clause")
        else:
            c = r["clause"]
            if not c or "#" not in c:
                err(f"{q}: bad clause {c}")
            else:
                path, head = c.split("#", 1)
                if path not in heads:
                    err(f"{q}: clause file {path} missing")
                elif head not in heads[path][0]:
                    err(f"{q}: heading '{head}' not in {path}")
    missing = set(qa_map) - set(lab_by_qa)
    if missing:
        err(f"unlabelled interactions {sorted(missing)}")

    # kind-specific checks
    empties = [q for q, r in lab_by_qa.items() if r["kind"] == "empty_answer"]
    if len(empties) != 2:
        err(f"{len(empties)} empty_answer items (expected 2)")
    ea = [qa_map[q][1]["assistant"] for q in empties]
    if sorted(ea, key=len) and not ("" in ea and any(a != "" and a.strip() == "" for a in ea)):
        err("empty answers must be one empty string and one whitespace-only string")
    longs = [q for q, r in lab_by_qa.items() if r["kind"] == "long_answer"]
    if len(longs) != 3:
        err(f"{len(longs)} long_answer items (expected 3)")
    for q in longs:
        if len(qa_map[q][1]["assistant"]) <= 2000:
            err(f"{q}: long answer only {len(qa_map[q][1]['assistant'])} chars")
    if not any(lab_by_qa[q]["label"] == "NON_COMPLIANT" for q in longs):
        err("no NON_COMPLIANT long answer")
    for q, r in lab_by_qa.items():
        a = qa_map[q][1]["assistant"]
        if r["kind"] != "empty_answer" and not a.strip():
            err(f"{q}: blank answer not tagged empty_answer")
        if r["kind"] == "empty_answer" and r["label"] != "IRRELEVANT":
            err(f"{q}: empty answer must be IRRELEVANT")

    # expected sessions
    exp_by = {e["session_id"]: e for e in exp}
    if set(exp_by) != set(sess):
        err("expected_sessions ids do not match conversations")
    n_weighted = 0
    for sid, s in sess.items():
        e = exp_by.get(sid)
        if not e:
            continue
        turns = s["conversation"]
        n = len(turns)
        labs = [lab_by_qa[t["qa_id"]]["label"] for t in turns if t["qa_id"] in lab_by_qa]
        cnt = Counter(labs)
        if e["assistant_id"] != s["assistant_id"]:
            err(f"{sid}: assistant mismatch")
        for k, l in (("n_compliant", "COMPLIANT"), ("n_non_compliant", "NON_COMPLIANT"), ("n_irrelevant", "IRRELEVANT")):
            if e[k] != cnt[l]:
                err(f"{sid}: {k} {e[k]} != {cnt[l]}")
        if e["n_interactions"] != n:
            err(f"{sid}: n_interactions")
        if "weight" in turns[0]:
            n_weighted += 1
            mode = "full"
            w = [Fraction(str(t["weight"])) for t in turns]
            rw = {t["qa_id"]: t["weight"] for t in turns}
        else:
            mode = "none"
            w = [Fraction(1, n)] * n
            rw = {t["qa_id"]: round(1 / n, 4) for t in turns}
        if e["weight_mode"] != mode:
            err(f"{sid}: weight_mode {e['weight_mode']} != {mode}")
        if e["resolved_weights"] != rw:
            err(f"{sid}: resolved_weights {e['resolved_weights']} != {rw}")
        sc, v = session_expect(labs, w)
        if e["expected_score"] != sc or e["expected_verdict"] != v:
            err(f"{sid}: expected {e['expected_score']}/{e['expected_verdict']} but computed {sc}/{v}")
    if not 2 <= n_weighted <= 3:
        err(f"{n_weighted} weighted sessions (expected 2-3)")

    # README numbers
    readme = open(os.path.join(ROOT, "README.md"), encoding="utf-8").read()
    lab_cnt = Counter(r["label"] for r in lab_by_qa.values())
    for l in LABELS:
        if f"| {l} | {lab_cnt[l]} |" not in readme:
            err(f"README label count for {l} out of date")
    if "blind" not in readme.lower():
        err("README lacks the blind-authoring note")

    # summary
    n = len(lab_by_qa)
    kind_lab = defaultdict(Counter)
    for r in lab_by_qa.values():
        kind_lab[r["kind"]][r["label"]] += 1
    print(f"corpus documents: {len(heads)}, tables: {n_tables}")
    print(f"sessions: {len(sess)}, interactions: {n}, assistants: {dict(assistants)}")
    for l in ("COMPLIANT", "NON_COMPLIANT", "IRRELEVANT"):
        print(f"  {l:14s} {lab_cnt[l]:3d}  ({100*lab_cnt[l]/max(n,1):.1f}%)")
    print("kinds (total: C/NC/I):")
    for k in KINDS:
        c = kind_lab[k]
        print(f"  {k:13s} {sum(c.values()):3d}: {c['COMPLIANT']}/{c['NON_COMPLIANT']}/{c['IRRELEVANT']}")
    print("session verdicts:", dict(Counter(e["expected_verdict"] for e in exp)))
    for w in warnings:
        print("WARNING:", w)
    if errors:
        for e in errors:
            print("ERROR:", e)
        sys.exit(1)
    print("OK: all checks passed")


if __name__ == "__main__":
    main()
