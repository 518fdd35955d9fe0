#!/usr/bin/env python3
"""Re-checks the blind-au evaluation set: JSON parsing, ids, clauses against the
corpus headings, counts, weights and session scores. Exit code 1 on any error."""
import json
import os
import re
import sys
from collections import Counter, defaultdict
from datetime import datetime

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
        for n, line in enumerate(f, 1):
            if not line.strip():
                err(f"{name}:{n}: blank line")
                continue
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                err(f"{name}:{n}: bad JSON ({e})")
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
        err(f"corpus has {len(heads)} documents, expected 5-6")
    if not any(k.startswith("company/") for k in heads):
        err("no document under corpus/company/")
    tables = 0
    for rel, (hs, text) in sorted(heads.items()):
        words = len(re.findall(r"[A-Za-z0-9]+(?:['\-.][A-Za-z0-9]+)*", text))
        if not 400 <= words <= 800:
            err(f"{rel}: {words} words, expected 400-800")
        if not any(h for h in re.findall(r"^# .+$", text, re.M)):
            err(f"{rel}: no top-level heading")
        if not re.search(r"^## ", text, re.M):
            err(f"{rel}: no second-level heading")
        if not re.search(r"^- ", text, re.M):
            err(f"{rel}: no bullet list")
        tables += len(re.findall(r"^\|[-| ]+\|\s*$", text, re.M))
        for phone in re.findall(r"\b\d{3}-\d{4}\b", text):
            if not phone.startswith("555-"):
                err(f"{rel}: phone number {phone} does not use 555-")
        if len(hs) != len(set(hs)):
            err(f"{rel}: duplicate headings")
    if tables < 2:
        err(f"only {tables} tables in corpus, expected at least 2")
    return tables


def main():
    heads = corpus_headings()
    n_tables = check_corpus(heads)
    convs = load_jsonl("conversations.jsonl")
    labels = load_jsonl("labels.jsonl")
    expected = load_jsonl("expected_sessions.jsonl")

    # conversations
    sids, qa_order, turns_by_qa, sess_qas = set(), [], {}, {}
    assistants = set()
    weighted_sessions = 0
    for s in convs:
        for key in ("session_id", "assistant_id", "language", "context", "started_at", "conversation"):
            if key not in s:
                err(f"session {s.get('session_id')}: missing {key}")
        sid = s["session_id"]
        if sid in sids:
            err(f"duplicate session_id {sid}")
        sids.add(sid)
        assistants.add(s["assistant_id"])
        if s["language"] != "english":
            err(f"{sid}: language {s['language']}")
        if not re.fullmatch(r"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z", s["started_at"]):
            err(f"{sid}: started_at not ISO UTC")
        else:
            datetime.strptime(s["started_at"], "%Y-%m-%dT%H:%M:%SZ")
        conv = s["conversation"]
        if not 3 <= len(conv) <= 5:
            err(f"{sid}: {len(conv)} turns, expected 3-5")
        has_w = ["weight" in t for t in conv]
        if any(has_w) and not all(has_w):
            err(f"{sid}: weights on some turns only")
        if all(has_w):
            weighted_sessions += 1
            tot = sum(t["weight"] for t in conv)
            if abs(tot - 1.0) > 1e-9:
                err(f"{sid}: weights sum to {tot}")
        sess_qas[sid] = []
        for t in conv:
            for key in ("qa_id", "query", "assistant", "ground_truth_assistant"):
                if key not in t:
                    err(f"{sid}: turn missing {key}")
            qa = t["qa_id"]
            if not qa.startswith("AU-") or not qa.startswith(sid + "-q"):
                err(f"{qa}: bad qa_id prefix")
            if qa in turns_by_qa:
                err(f"duplicate qa_id {qa}")
            turns_by_qa[qa] = t
            qa_order.append(qa)
            sess_qas[sid].append(qa)
    if not 16 <= len(convs) <= 20:
        err(f"{len(convs)} sessions, expected 16-20")
    if not 70 <= len(qa_order) <= 80:
        err(f"{len(qa_order)} interactions, expected 70-80")
    if len(assistants) != 3:
        err(f"{len(assistants)} assistant ids, expected 3")
    if not 2 <= weighted_sessions <= 3:
        err(f"{weighted_sessions} weighted sessions, expected 2-3")

    # labels
    lab = {}
    for r in labels:
        for key in ("session_id", "qa_id", "label", "clause", "kind", "rationale"):
            if key not in r:
                err(f"label row {r.get('qa_id')}: missing {key}")
        qa = r["qa_id"]
        if qa in lab:
            err(f"duplicate label for {qa}")
        lab[qa] = r
        if qa not in turns_by_qa:
            err(f"label for unknown qa_id {qa}")
            continue
        if qa not in sess_qas.get(r["session_id"], []):
            err(f"{qa}: session_id mismatch")
        if r["label"] not in LABELS:
            err(f"{qa}: bad label {r['label']}")
        if r["kind"] not in KINDS:
            err(f"{qa}: bad kind {r['kind']}")
        if r["label"] == "IRRELEVANT":
            if r["clause"] is not None:
                err(f"{qa}: IRRELEVANT with a clause")
        else:
            c = r["clause"]
            if not isinstance(c, str) or "#" not in c:
                err(f"{qa}: clause missing or malformed")
            else:
                path, heading = c.split("#", 1)
                if not path.endswith(".md") or path not in heads:
                    err(f"{qa}: clause file {path} not in corpus")
                elif heading not in heads[path][0]:
                    err(f"{qa}: heading '{heading}' not in {path}")
        if not r["rationale"].strip():
            err(f"{qa}: empty rationale")
    missing = set(turns_by_qa) - set(lab)
    if missing:
        err(f"interactions without labels: {sorted(missing)}")

    # kind-specific checks
    empties = [qa for qa in qa_order if lab[qa]["kind"] == "empty_answer"]
    if len(empties) != 2:
        err(f"{len(empties)} empty_answer items, expected 2")
    ans = [turns_by_qa[q]["assistant"] for q in empties]
    if sorted(a == "" for a in ans) != [False, True] or any(a.strip() for a in ans):
        err("empty_answer items must be one empty string and one whitespace-only string")
    for q in empties:
        if lab[q]["label"] != "IRRELEVANT":
            err(f"{q}: empty answer not IRRELEVANT")
    longs = [qa for qa in qa_order if lab[qa]["kind"] == "long_answer"]
    if len(longs) != 3:
        err(f"{len(longs)} long_answer items, expected 3")
    for q in longs:
        if len(turns_by_qa[q]["assistant"]) <= 2000:
            err(f"{q}: long answer only {len(turns_by_qa[q]['assistant'])} chars")
    for q in qa_order:
        if lab[q]["kind"] != "long_answer" and len(turns_by_qa[q]["assistant"]) > 2000:
            err(f"{q}: answer over 2000 chars but not tagged long_answer")
    if not any(lab[q]["label"] == "NON_COMPLIANT" for q in longs):
        err("no NON_COMPLIANT long answer")

    # expected sessions
    exp_by = {e["session_id"]: e for e in expected}
    if set(exp_by) != sids:
        err("expected_sessions ids differ from conversations")
    conv_by = {s["session_id"]: s for s in convs}
    for sid in sorted(sids & set(exp_by)):
        e, s = exp_by[sid], conv_by[sid]
        qas = sess_qas[sid]
        ls = [lab[q]["label"] for q in qas]
        n = len(qas)
        weighted = all("weight" in t for t in s["conversation"])
        for key, val in [("assistant_id", s["assistant_id"]), ("n_interactions", n),
                         ("n_compliant", ls.count("COMPLIANT")),
                         ("n_non_compliant", ls.count("NON_COMPLIANT")),
                         ("n_irrelevant", ls.count("IRRELEVANT")),
                         ("weight_mode", "full" if weighted else "none")]:
            if e.get(key) != val:
                err(f"{sid}: {key} is {e.get(key)}, expected {val}")
        rw = {t["qa_id"]: (t["weight"] if weighted else round(1 / n, 4)) for t in s["conversation"]}
        if set(e["resolved_weights"]) != set(rw) or any(
                abs(e["resolved_weights"][q] - rw[q]) > 1e-9 for q in rw):
            err(f"{sid}: resolved_weights mismatch")
        num = den = 0.0
        for q in qas:
            if lab[q]["label"] == "IRRELEVANT":
                continue
            w = rw[q] if weighted else 1 / n
            den += w
            num += w if lab[q]["label"] == "COMPLIANT" else 0
        if den == 0:
            sc, verdict = None, "IRRELEVANT"
        else:
            sc = round(num / den, 4)
            verdict = "COMPLIANT" if sc >= 0.5 else "NON_COMPLIANT"
        if e["expected_score"] != sc:
            err(f"{sid}: expected_score {e['expected_score']} != {sc}")
        if e["expected_verdict"] != verdict:
            err(f"{sid}: expected_verdict {e['expected_verdict']} != {verdict}")

    # summary
    total = len(qa_order)
    lc = Counter(lab[q]["label"] for q in qa_order)
    kc = defaultdict(Counter)
    for q in qa_order:
        kc[lab[q]["kind"]][lab[q]["label"]] += 1
    vc = Counter(e["expected_verdict"] for e in expected)
    print(f"corpus documents: {len(heads)} ({n_tables} tables)")
    print(f"sessions: {len(convs)}  interactions: {total}  assistants: {sorted(assistants)}")
    print(f"weighted sessions: {weighted_sessions}")
    for l in ("COMPLIANT", "NON_COMPLIANT", "IRRELEVANT"):
        print(f"  {l:<14} {lc[l]:>3}  {100 * lc[l] / total:5.1f} %")
    print("kinds (total / C / NC / IRR):")
    for k in sorted(kc, key=lambda k: (-sum(kc[k].values()), k)):
        c = kc[k]
        print(f"  {k:<13} {sum(c.values()):>3}  {c['COMPLIANT']:>3} {c['NON_COMPLIANT']:>3} {c['IRRELEVANT']:>3}")
    print("session verdicts:", dict(vc))
    if errors:
        print(f"\n{len(errors)} ERROR(S):")
        for e in errors:
            print("  -", e)
        sys.exit(1)
    print("\nOK: all checks passed")


if __name__ == "__main__":
    main()
