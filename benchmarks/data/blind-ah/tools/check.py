#!/usr/bin/env python3
"""Re-checks the blind-ah evaluation set. Stdlib only. Exit code 1 on any error."""
import datetime
import json
import os
import re
import sys
from collections import Counter, defaultdict

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
    with open(os.path.join(ROOT, name), encoding="utf-8") as fh:
        for i, line in enumerate(fh, 1):
            if not line.strip():
                continue
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                err(f"{name}:{i}: invalid JSON ({e})")
    return rows


def headings(path):
    out = set()
    with open(path, encoding="utf-8") as fh:
        for line in fh:
            m = re.match(r"^(#{1,6})\s+(.*?)\s*$", line)
            if m:
                out.add(m.group(2))
    return out


def check_corpus():
    docs = []
    for dp, _, fs in os.walk(CORPUS):
        for f in fs:
            if f.endswith(".md"):
                docs.append(os.path.relpath(os.path.join(dp, f), CORPUS))
    if not 5 <= len(docs) <= 6:
        err(f"corpus has {len(docs)} documents (want 5-6)")
    if not any(d.startswith("company" + os.sep) for d in docs):
        err("no document in corpus/company/")
    tables = 0
    for d in sorted(docs):
        text = open(os.path.join(CORPUS, d), encoding="utf-8").read()
        words = len(re.findall(r"[A-Za-z0-9€%'.,:-]*[A-Za-z0-9]", text))
        if not 350 <= words <= 850:
            err(f"{d}: {words} words")
        if not re.search(r"^# ", text, re.M) or not re.search(r"^## ", text, re.M):
            err(f"{d}: missing # or ## headings")
        if re.search(r"^\|---", text, re.M):
            tables += 1
        for ph in re.findall(r"\b\d{3}-\d{4}\b", text):
            if not ph.startswith("555-"):
                err(f"{d}: phone number {ph} not 555-")
    if tables < 2:
        err(f"only {tables} documents contain tables")
    return sorted(docs)


def main():
    docs = check_corpus()
    heads = {d.replace(os.sep, "/"): headings(os.path.join(CORPUS, d)) for d in docs}
    convs = load_jsonl("conversations.jsonl")
    labels = load_jsonl("labels.jsonl")
    exp = load_jsonl("expected_sessions.jsonl")

    # --- conversations
    if not 16 <= len(convs) <= 20:
        err(f"{len(convs)} sessions (want 16-20)")
    qa_index = {}
    sess = {}
    assistants = Counter()
    for c in convs:
        for key in ("session_id", "assistant_id", "language", "context", "started_at", "conversation"):
            if key not in c:
                err(f"session {c.get('session_id')}: missing {key}")
        sid = c["session_id"]
        if sid in sess:
            err(f"duplicate session {sid}")
        sess[sid] = c
        assistants[c["assistant_id"]] += 1
        if c["language"] != "english":
            err(f"{sid}: language {c['language']}")
        try:
            if not c["started_at"].endswith("Z"):
                raise ValueError("not UTC Z")
            datetime.datetime.strptime(c["started_at"], "%Y-%m-%dT%H:%M:%SZ")
        except ValueError as e:
            err(f"{sid}: bad started_at {c['started_at']} ({e})")
        n = len(c["conversation"])
        if not 3 <= n <= 5:
            err(f"{sid}: {n} turns (want 3-5)")
        for it in c["conversation"]:
            for key in ("qa_id", "query", "assistant", "ground_truth_assistant"):
                if key not in it:
                    err(f"{sid}: turn missing {key}")
            q = it["qa_id"]
            if not q.startswith("AH-"):
                err(f"{q}: bad prefix")
            if q in qa_index:
                err(f"duplicate qa_id {q}")
            qa_index[q] = (sid, it)
            for ph in re.findall(r"\b\d{3}-\d{4}\b", it["assistant"] + it["query"]):
                if not ph.startswith("555-"):
                    err(f"{q}: phone number {ph}")
    total = len(qa_index)
    if not 70 <= total <= 80:
        err(f"{total} interactions (want 70-80)")
    if len(assistants) != 3:
        err(f"{len(assistants)} assistant ids (want 3)")

    # --- labels
    lab_by_qa = {}
    for l in labels:
        q = l.get("qa_id")
        for key in ("session_id", "qa_id", "label", "clause", "kind", "rationale"):
            if key not in l:
                err(f"label {q}: missing {key}")
        if q in lab_by_qa:
            err(f"duplicate label for {q}")
        lab_by_qa[q] = l
        if q not in qa_index:
            err(f"label {q}: no such interaction")
            continue
        if qa_index[q][0] != l["session_id"]:
            err(f"label {q}: session mismatch")
        if l["label"] not in LABELS:
            err(f"label {q}: bad label {l['label']}")
        if l["kind"] not in KINDS:
            err(f"label {q}: bad kind {l['kind']}")
        if l["label"] == "IRRELEVANT":
            if l["clause"] is not None:
                err(f"label {q}: IRRELEVANT with clause")
        else:
            cl = l["clause"]
            if not cl or "#" not in cl:
                err(f"label {q}: bad clause {cl}")
                continue
            path, head = cl.split("#", 1)
            if path not in heads:
                err(f"label {q}: clause file {path} missing")
            elif head not in heads[path]:
                err(f"label {q}: heading '{head}' not in {path}")
    missing = set(qa_index) - set(lab_by_qa)
    if missing:
        err(f"interactions without label: {sorted(missing)}")

    # --- special kinds
    empties = [q for q, l in lab_by_qa.items() if l["kind"] == "empty_answer"]
    if len(empties) != 2:
        err(f"{len(empties)} empty_answer (want 2)")
    ans = [qa_index[q][1]["assistant"] for q in empties]
    if sorted(["" if a == "" else ("ws" if a.strip() == "" else "text") for a in ans]) != ["", "ws"]:
        err("empty_answer turns must be one empty string and one whitespace-only")
    for q in empties:
        if lab_by_qa[q]["label"] != "IRRELEVANT":
            err(f"{q}: empty answer not IRRELEVANT")
    longs = [q for q, l in lab_by_qa.items() if l["kind"] == "long_answer"]
    if len(longs) != 3:
        err(f"{len(longs)} long_answer (want 3)")
    for q in longs:
        ln = len(qa_index[q][1]["assistant"])
        if ln <= 2000:
            err(f"{q}: long answer only {ln} chars")
    if not any(lab_by_qa[q]["label"] == "NON_COMPLIANT" for q in longs):
        err("no NON_COMPLIANT long answer")

    # --- expected sessions
    exp_by = {e["session_id"]: e for e in exp}
    if set(exp_by) != set(sess):
        err("expected_sessions ids differ from conversations")
    full_sessions = 0
    for sid, c in sess.items():
        e = exp_by.get(sid)
        if e is None:
            continue
        turns = c["conversation"]
        n = len(turns)
        labs = [lab_by_qa[t["qa_id"]]["label"] for t in turns]
        cnt = Counter(labs)
        if e["assistant_id"] != c["assistant_id"]:
            err(f"{sid}: assistant mismatch")
        for key, val in (("n_interactions", n), ("n_compliant", cnt["COMPLIANT"]),
                         ("n_non_compliant", cnt["NON_COMPLIANT"]), ("n_irrelevant", cnt["IRRELEVANT"])):
            if e[key] != val:
                err(f"{sid}: {key} {e[key]} != {val}")
        given = [t.get("weight") for t in turns]
        if all(w is None for w in given):
            mode = "none"
            weights = [round(1 / n, 4)] * n
        elif all(w is not None for w in given):
            mode = "full"
            full_sessions += 1
            weights = given
            if abs(sum(given) - 1) > 1e-9:
                err(f"{sid}: weights sum to {sum(given)}")
        else:
            err(f"{sid}: weights on some turns only")
            continue
        if e["weight_mode"] != mode:
            err(f"{sid}: weight_mode {e['weight_mode']} != {mode}")
        rw = {t["qa_id"]: w for t, w in zip(turns, weights)}
        if e["resolved_weights"] != rw:
            err(f"{sid}: resolved_weights {e['resolved_weights']} != {rw}")
        num = den = 0.0
        for lab, w in zip(labs, weights):
            if lab == "IRRELEVANT":
                continue
            den += w
            num += w if lab == "COMPLIANT" else 0
        if den == 0:
            score, verdict = None, "IRRELEVANT"
        else:
            score = round(num / den, 4)
            verdict = "COMPLIANT" if num / den >= 0.5 - 1e-9 else "NON_COMPLIANT"
        if e["expected_score"] != score:
            err(f"{sid}: expected_score {e['expected_score']} != {score}")
        if e["expected_verdict"] != verdict:
            err(f"{sid}: expected_verdict {e['expected_verdict']} != {verdict}")
    if not 2 <= full_sessions <= 3:
        err(f"{full_sessions} weighted sessions (want 2-3)")

    # --- summary
    lc = Counter(l["label"] for l in labels)
    kinds = defaultdict(Counter)
    for l in labels:
        kinds[l["kind"]][l["label"]] += 1
    print(f"corpus documents: {len(docs)}")
    print(f"sessions: {len(convs)}  interactions: {total}  assistants: {dict(assistants)}")
    for lab in ("COMPLIANT", "NON_COMPLIANT", "IRRELEVANT"):
        print(f"  {lab:14s} {lc[lab]:3d}  ({100*lc[lab]/total:.1f} %)")
    print("kinds (total: C / NC / IRR):")
    for k in sorted(kinds, key=lambda k: -sum(kinds[k].values())):
        c = kinds[k]
        print(f"  {k:13s} {sum(c.values()):3d}: {c['COMPLIANT']} / {c['NON_COMPLIANT']} / {c['IRRELEVANT']}")
    vc = Counter(e["expected_verdict"] for e in exp)
    print(f"session verdicts: {dict(vc)}; weighted sessions: {full_sessions}")
    for q in longs:
        print(f"  long answer {q}: {len(qa_index[q][1]['assistant'])} chars ({lab_by_qa[q]['label']})")
    if errors:
        print(f"\n{len(errors)} ERROR(S):")
        for e in errors:
            print("  -", e)
        sys.exit(1)
    print("\nAll checks passed.")


if __name__ == "__main__":
    main()
