#!/usr/bin/env python3
"""Re-check the blind-ad evaluation set. Exit code 1 on any error."""
import json, os, re, sys
from collections import Counter

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LABELS = ("COMPLIANT", "NON_COMPLIANT", "IRRELEVANT")
KINDS = ("plain", "numeric", "time_window", "negation", "modality", "paraphrase", "partial",
         "multi_rule", "smalltalk", "out_of_scope", "refusal", "empty_answer", "long_answer")
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
                err(f"{name}:{i}: bad JSON: {e}")
    return rows


def corpus_headings():
    out = {}
    base = os.path.join(ROOT, "corpus")
    for dp, _, fs in os.walk(base):
        for f in fs:
            if f.endswith(".md"):
                p = os.path.join(dp, f)
                rel = os.path.relpath(p, base).replace(os.sep, "/")
                text = open(p, encoding="utf-8").read()
                out[rel] = {"heads": {m.group(2).strip() for m in re.finditer(r"^(#{1,6})\s+(.+?)\s*$", text, re.M)},
                            "words": len(text.split()), "text": text}
    return out


def main():
    heads = corpus_headings()
    # corpus shape
    if not 5 <= len(heads) <= 6:
        err(f"corpus has {len(heads)} documents, expected 5-6")
    if not any(k.startswith("company/") for k in heads):
        err("no document in corpus/company/")
    tables = sum(len(re.findall(r"^\|[-| :]+\|\s*$", d["text"], re.M)) for d in heads.values())
    if tables < 2:
        err(f"only {tables} tables in corpus")
    for k, d in heads.items():
        if not 400 <= d["words"] <= 800:
            print(f"warning: {k} has {d['words']} words")
        if re.search(r"\b\d{3}-\d{4}\b", d["text"]):
            for ph in re.findall(r"\b(\d{3})-\d{4}\b", d["text"]):
                if ph != "555":
                    err(f"{k}: phone number not using 555-")

    conv = load_jsonl("conversations.jsonl")
    labels = load_jsonl("labels.jsonl")
    exp = load_jsonl("expected_sessions.jsonl")

    # conversations
    qa_order, qa_session, qa_weight, answers = [], {}, {}, {}
    sess_turns = {}
    aids = set()
    for s in conv:
        for k in ("session_id", "assistant_id", "language", "context", "started_at", "conversation"):
            if k not in s:
                err(f"session missing {k}: {s.get('session_id')}")
        if s.get("language") != "english":
            err(f"{s['session_id']}: language not english")
        if not re.fullmatch(r"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z", s.get("started_at", "")):
            err(f"{s['session_id']}: started_at not ISO UTC")
        aids.add(s["assistant_id"])
        turns = s["conversation"]
        if not 3 <= len(turns) <= 5:
            err(f"{s['session_id']}: {len(turns)} turns")
        sess_turns[s["session_id"]] = [t["qa_id"] for t in turns]
        for t in turns:
            for k in ("qa_id", "query", "assistant", "ground_truth_assistant"):
                if k not in t:
                    err(f"{t.get('qa_id')}: missing {k}")
            q = t["qa_id"]
            if not q.startswith("bad-"):
                err(f"{q}: qa_id prefix")
            if q in qa_session:
                err(f"duplicate qa_id {q}")
            qa_order.append(q)
            qa_session[q] = s["session_id"]
            answers[q] = t["assistant"]
            if "weight" in t:
                qa_weight[q] = t["weight"]
    if len(set(s["session_id"] for s in conv)) != len(conv):
        err("duplicate session_id")
    if not 16 <= len(conv) <= 20:
        err(f"{len(conv)} sessions")
    if not 70 <= len(qa_order) <= 80:
        err(f"{len(qa_order)} interactions")
    if len(aids) != 3:
        err(f"{len(aids)} assistant ids")

    # labels
    lab_by_qa = {}
    for l in labels:
        q = l.get("qa_id")
        if q not in qa_session:
            err(f"label for unknown qa_id {q}")
            continue
        if l.get("session_id") != qa_session[q]:
            err(f"{q}: session_id mismatch")
        if q in lab_by_qa:
            err(f"duplicate label {q}")
        lab_by_qa[q] = l
        if l.get("label") not in LABELS:
            err(f"{q}: bad label {l.get('label')}")
        if l.get("kind") not in KINDS:
            err(f"{q}: bad kind {l.get('kind')}")
        if not l.get("rationale"):
            err(f"{q}: empty rationale")
        c = l.get("clause")
        if l.get("label") == "IRRELEVANT":
            if c is not None:
                err(f"{q}: IRRELEVANT with clause")
        else:
            if not c or "#" not in c:
                err(f"{q}: missing clause")
            else:
                path, head = c.split("#", 1)
                if not path.endswith(".md") or path not in heads:
                    err(f"{q}: clause file not found: {path}")
                elif head not in heads[path]["heads"]:
                    err(f"{q}: heading not found: {c}")
    missing = set(qa_order) - set(lab_by_qa)
    if missing:
        err(f"unlabelled: {sorted(missing)}")

    # kind-specific checks
    kinds = Counter(l["kind"] for l in lab_by_qa.values())
    for k in KINDS:
        if kinds[k] == 0:
            err(f"kind {k} unused")
    empties = [q for q, l in lab_by_qa.items() if l["kind"] == "empty_answer"]
    if sorted(repr(answers[q]) for q in empties if not answers[q].strip()) != sorted(repr(answers[q]) for q in empties) or len(empties) != 2:
        err("empty_answer cases wrong")
    if not any(answers[q] == "" for q in empties) or not any(answers[q] != "" and not answers[q].strip() for q in empties):
        err("need one empty-string and one whitespace-only answer")
    longs = [q for q, l in lab_by_qa.items() if l["kind"] == "long_answer"]
    if len(longs) != 3 or any(len(answers[q]) <= 2000 for q in longs):
        err(f"long answers: {[(q, len(answers[q])) for q in longs]}")
    if not any(lab_by_qa[q]["label"] == "NON_COMPLIANT" for q in longs):
        err("no NON_COMPLIANT long answer")

    # expected sessions
    exp_by = {e["session_id"]: e for e in exp}
    if set(exp_by) != set(sess_turns):
        err("expected_sessions does not cover sessions exactly")
    n_weighted = 0
    for s in conv:
        sid = s["session_id"]
        e = exp_by.get(sid)
        if e is None:
            continue
        qs = sess_turns[sid]
        ls = [lab_by_qa[q]["label"] for q in qs]
        cnt = Counter(ls)
        for key, val in (("n_interactions", len(qs)), ("n_compliant", cnt["COMPLIANT"]),
                         ("n_non_compliant", cnt["NON_COMPLIANT"]), ("n_irrelevant", cnt["IRRELEVANT"]),
                         ("assistant_id", s["assistant_id"])):
            if e.get(key) != val:
                err(f"{sid}: {key} {e.get(key)} != {val}")
        given = [q in qa_weight for q in qs]
        if any(given) and not all(given):
            err(f"{sid}: weights on some turns only")
        if all(given):
            n_weighted += 1
            ws = [qa_weight[q] for q in qs]
            if abs(sum(ws) - 1) > 1e-9:
                err(f"{sid}: weights sum {sum(ws)}")
            mode = "full"
        else:
            ws = [1 / len(qs)] * len(qs)
            mode = "none"
        if e.get("weight_mode") != mode:
            err(f"{sid}: weight_mode")
        rw = {q: round(w, 4) for q, w in zip(qs, ws)}
        if e.get("resolved_weights") != rw:
            err(f"{sid}: resolved_weights {e.get('resolved_weights')} != {rw}")
        kept = [(w, l) for w, l in zip(ws, ls) if l != "IRRELEVANT"]
        if kept:
            score = round(sum(w for w, l in kept if l == "COMPLIANT") / sum(w for w, _ in kept), 4)
            verdict = "COMPLIANT" if score >= 0.5 else "NON_COMPLIANT"
        else:
            score, verdict = None, "IRRELEVANT"
        if e.get("expected_score") != score or e.get("expected_verdict") != verdict:
            err(f"{sid}: score/verdict {e.get('expected_score')}/{e.get('expected_verdict')} != {score}/{verdict}")
    if not 2 <= n_weighted <= 3:
        err(f"{n_weighted} weighted sessions")

    # summary
    n = len(lab_by_qa)
    lc = Counter(l["label"] for l in lab_by_qa.values())
    print(f"sessions {len(conv)}, interactions {n}, assistants {sorted(aids)}")
    for k in LABELS:
        print(f"  {k:14s} {lc[k]:3d}  {100*lc[k]/n:5.1f} %")
    print("kinds (total: C / NC / I):")
    for k in KINDS:
        c = Counter(l["label"] for l in lab_by_qa.values() if l["kind"] == k)
        print(f"  {k:13s} {kinds[k]:3d}: {c['COMPLIANT']} / {c['NON_COMPLIANT']} / {c['IRRELEVANT']}")
    print("verdicts:", dict(Counter(e["expected_verdict"] for e in exp)))
    # README consistency
    readme = open(os.path.join(ROOT, "README.md"), encoding="utf-8").read()
    for k in LABELS:
        if f"| {k} | {lc[k]} |" not in readme:
            err(f"README label count for {k} out of date")
    if errors:
        print(f"\n{len(errors)} ERROR(S):")
        for e in errors:
            print("  -", e)
        sys.exit(1)
    print("\nall checks passed")


if __name__ == "__main__":
    main()
