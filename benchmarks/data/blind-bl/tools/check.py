#!/usr/bin/env python3
"""Re-check the blind-bl evaluation set. Run from /tmp/blind/bl:

    python3 tools/check.py

Exits 0 and prints 'check.py: OK' when every check passes.
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
ASSISTANT_FILES = {
    "hobbs-edge-assistant": {"company/hobbs_edge_policy.md", "cheese_rolling_code.md"},
    "tewley-reach-assistant": {"company/tewley_reach_policy.md", "coracle_hire_code.md"},
    "village-desk-assistant": {"maypole_code.md", "well_dressing_code.md"},
}
TOL = 1e-4

errors = []


def err(msg):
    errors.append(msg)


def load(name):
    rows = []
    path = os.path.join(ROOT, name)
    if not os.path.exists(path):
        err(f"{name}: missing")
        return rows
    with open(path, encoding="utf-8") as f:
        for i, line in enumerate(f, 1):
            if not line.strip():
                err(f"{name}:{i}: blank line")
                continue
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                err(f"{name}:{i}: invalid JSON ({e})")
    return rows


# ------------------------------------------------------------------ corpus
def check_corpus():
    docs = {}
    for dirpath, _, files in os.walk(CORPUS):
        for fn in files:
            full = os.path.join(dirpath, fn)
            rel = os.path.relpath(full, CORPUS).replace(os.sep, "/")
            if not fn.endswith(".md"):
                err(f"corpus: unexpected non-markdown file {rel}")
                continue
            with open(full, encoding="utf-8") as f:
                docs[rel] = f.read()
    if len(docs) != 6:
        err(f"corpus: expected 6 documents, found {len(docs)}")
    if sum(1 for d in docs if d.startswith("company/")) != 2:
        err("corpus: expected 2 documents under company/")
    headings, tables, words = {}, 0, {}
    for rel, text in sorted(docs.items()):
        lines = text.splitlines()
        if not lines or not lines[0].startswith("# "):
            err(f"corpus/{rel}: first line is not a '# ' title")
        hs = [ln[3:].strip() for ln in lines if ln.startswith("## ")]
        if len(hs) < 4:
            err(f"corpus/{rel}: fewer than 4 '##' sections")
        if len(hs) != len(set(hs)):
            err(f"corpus/{rel}: duplicate '##' headings")
        headings[rel] = set(hs)
        n_tab = sum(1 for ln in lines if re.match(r"^\|(\s*:?-{3,}:?\s*\|)+\s*$", ln))
        tables += n_tab
        wc = len(text.split())
        words[rel] = wc
        if not 400 <= wc <= 800:
            err(f"corpus/{rel}: {wc} words, outside 400-800")
    if not 8 <= tables <= 12:
        err(f"corpus: {tables} tables in total, outside 8-12")
    return headings, tables, words


# ------------------------------------------------------------------ data
def main():
    headings, n_tables, words = check_corpus()
    conv = load("conversations.jsonl")
    labels = load("labels.jsonl")
    exp = load("expected_sessions.jsonl")

    # conversations
    sids, qa_order, turn_of, assistant_of, weighted = [], [], {}, {}, []
    for s in conv:
        sid = s.get("session_id")
        want = {"session_id", "assistant_id", "language", "context", "started_at", "conversation"}
        if set(s) != want:
            err(f"{sid}: session keys {sorted(s)}")
        if not isinstance(sid, str) or not re.fullmatch(r"BL-\d{2}", sid):
            err(f"bad session_id {sid!r}")
        if sid in sids:
            err(f"{sid}: duplicate session_id")
        sids.append(sid)
        if s.get("assistant_id") not in ASSISTANT_FILES:
            err(f"{sid}: unknown assistant_id {s.get('assistant_id')!r}")
        assistant_of[sid] = s.get("assistant_id")
        if s.get("language") != "english":
            err(f"{sid}: language must be 'english'")
        if not isinstance(s.get("context"), str) or not s["context"].strip():
            err(f"{sid}: empty context")
        if not re.fullmatch(r"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z", str(s.get("started_at"))):
            err(f"{sid}: bad started_at")
        turns = s.get("conversation") or []
        if not 2 <= len(turns) <= 6:
            err(f"{sid}: {len(turns)} turns, outside 2-6")
        has_w = ["weight" in t for t in turns]
        if any(has_w) and not all(has_w):
            err(f"{sid}: weight on some turns only")
        if turns and all(has_w):
            weighted.append(sid)
            ws = [t["weight"] for t in turns]
            if any(not isinstance(w, (int, float)) or w <= 0 for w in ws):
                err(f"{sid}: non-positive or non-numeric weight")
            elif abs(sum(ws) - 1.0) > 1e-9:
                err(f"{sid}: weights sum to {sum(ws)}")
        for k, t in enumerate(turns, 1):
            qa = t.get("qa_id")
            if qa != f"{sid}-q{k}":
                err(f"{sid}: turn {k} has qa_id {qa!r}")
            if qa in turn_of:
                err(f"{qa}: duplicate qa_id")
            allowed = {"qa_id", "query", "assistant", "ground_truth_assistant", "weight"}
            if not set(t) <= allowed or not {"qa_id", "query", "assistant",
                                              "ground_truth_assistant"} <= set(t):
                err(f"{qa}: turn keys {sorted(t)}")
            for key in ("query", "assistant", "ground_truth_assistant"):
                if not isinstance(t.get(key), str):
                    err(f"{qa}: {key} is not a string")
            if not str(t.get("query", "")).strip():
                err(f"{qa}: empty query")
            if not str(t.get("ground_truth_assistant", "")).strip():
                err(f"{qa}: empty ground_truth_assistant")
            turn_of[qa] = (sid, t)
            qa_order.append(qa)
    if len(weighted) != 3:
        err(f"expected 3 explicitly weighted sessions, found {len(weighted)}")
    if not 16 <= len(conv) <= 20:
        err(f"{len(conv)} sessions, expected about 18")
    if not 70 <= len(qa_order) <= 85:
        err(f"{len(qa_order)} interactions, outside 70-85")

    # labels
    label_of, seen = {}, []
    for r in labels:
        qa = r.get("qa_id")
        if set(r) != {"session_id", "qa_id", "label", "clause", "kind", "rationale"}:
            err(f"{qa}: label keys {sorted(r)}")
        if qa in label_of:
            err(f"{qa}: duplicate label")
        if qa not in turn_of:
            err(f"{qa}: label for unknown interaction")
            continue
        sid, t = turn_of[qa]
        if r.get("session_id") != sid:
            err(f"{qa}: session_id mismatch")
        lab, kind, clause = r.get("label"), r.get("kind"), r.get("clause")
        if lab not in LABELS:
            err(f"{qa}: bad label {lab!r}")
        if kind not in KINDS:
            err(f"{qa}: bad kind {kind!r}")
        if not isinstance(r.get("rationale"), str) or not r["rationale"].strip():
            err(f"{qa}: empty rationale")
        empty = not t.get("assistant", "").strip()
        if empty and (lab != "IRRELEVANT" or kind != "empty_answer"):
            err(f"{qa}: empty answer must be IRRELEVANT/empty_answer")
        if kind == "empty_answer" and not empty:
            err(f"{qa}: kind empty_answer but answer is not empty")
        if lab == "IRRELEVANT":
            if clause is not None:
                err(f"{qa}: IRRELEVANT must have null clause")
            if kind not in {"smalltalk", "out_of_scope", "empty_answer"}:
                err(f"{qa}: IRRELEVANT with kind {kind}")
        else:
            if kind in {"smalltalk", "out_of_scope", "empty_answer"}:
                err(f"{qa}: {lab} with kind {kind}")
            if not isinstance(clause, str) or clause.count("#") != 1:
                err(f"{qa}: bad clause {clause!r}")
            else:
                path, head = clause.split("#")
                if path not in headings:
                    err(f"{qa}: clause file {path!r} not in corpus")
                elif head not in headings[path]:
                    err(f"{qa}: heading {head!r} not a '##' heading of {path}")
                if path not in ASSISTANT_FILES.get(assistant_of[sid], set()):
                    err(f"{qa}: clause file {path} does not apply to {assistant_of[sid]}")
        label_of[qa] = r
        seen.append(qa)
    if seen != qa_order:
        missing = set(qa_order) - set(seen)
        err(f"labels not one-per-interaction in order (missing: {sorted(missing)})")

    cnt = Counter(r["label"] for r in label_of.values())
    n = len(label_of) or 1
    share = {k: cnt[k] / n for k in LABELS}
    if not 0.40 <= share["COMPLIANT"] <= 0.50:
        err(f"COMPLIANT share {share['COMPLIANT']:.3f} outside 0.40-0.50")
    if not 0.35 <= share["NON_COMPLIANT"] <= 0.45:
        err(f"NON_COMPLIANT share {share['NON_COMPLIANT']:.3f} outside 0.35-0.45")
    if not 0.10 <= share["IRRELEVANT"] <= 0.20:
        err(f"IRRELEVANT share {share['IRRELEVANT']:.3f} outside 0.10-0.20")
    n_empty = sum(1 for qa in qa_order if not turn_of[qa][1].get("assistant", "").strip())
    if n_empty < 2:
        err(f"only {n_empty} empty answers, need at least 2")
    unused = KINDS - {r["kind"] for r in label_of.values()}
    if unused:
        err(f"kinds never used: {sorted(unused)}")

    # expected sessions
    exp_ids = [r.get("session_id") for r in exp]
    if exp_ids != sids:
        err("expected_sessions.jsonl does not list the sessions in order")
    verdicts = Counter()
    all_irrelevant = 0
    for r in exp:
        sid = r.get("session_id")
        s = next((x for x in conv if x.get("session_id") == sid), None)
        if s is None:
            continue
        turns = s["conversation"]
        labs = [label_of.get(t["qa_id"], {}).get("label") for t in turns]
        c = Counter(labs)
        want = {
            "assistant_id": s["assistant_id"], "n_interactions": len(turns),
            "n_compliant": c["COMPLIANT"], "n_non_compliant": c["NON_COMPLIANT"],
            "n_irrelevant": c["IRRELEVANT"],
            "weight_mode": "explicit" if all("weight" in t for t in turns) else "none",
        }
        for key, val in want.items():
            if r.get(key) != val:
                err(f"{sid}: {key} is {r.get(key)!r}, expected {val!r}")
        kept = [(t, l) for t, l in zip(turns, labs) if l != "IRRELEVANT"]
        if not kept:
            all_irrelevant += 1
            rw, score, verdict = {}, None, "IRRELEVANT"
        else:
            if want["weight_mode"] == "explicit":
                tot = sum(t["weight"] for t, _ in kept)
                rw = {t["qa_id"]: t["weight"] / tot for t, _ in kept}
            else:
                rw = {t["qa_id"]: 1.0 / len(kept) for t, _ in kept}
            score = sum(rw[t["qa_id"]] for t, l in kept if l == "COMPLIANT")
            verdict = "COMPLIANT" if score >= 0.5 - 1e-9 else "NON_COMPLIANT"
        got_rw = r.get("resolved_weights")
        if not isinstance(got_rw, dict) or set(got_rw) != set(rw):
            err(f"{sid}: resolved_weights keys differ")
        else:
            for q, w in rw.items():
                if abs(got_rw[q] - w) > TOL:
                    err(f"{sid}: resolved weight for {q} is {got_rw[q]}, expected {w:.6f}")
            if rw and abs(sum(got_rw.values()) - 1.0) > 1e-3:
                err(f"{sid}: resolved weights sum to {sum(got_rw.values())}")
        if score is None:
            if r.get("expected_score") is not None:
                err(f"{sid}: expected_score should be null")
        elif not isinstance(r.get("expected_score"), (int, float)) or \
                abs(r["expected_score"] - score) > TOL:
            err(f"{sid}: expected_score {r.get('expected_score')!r}, computed {score:.4f}")
        if r.get("expected_verdict") != verdict:
            err(f"{sid}: expected_verdict {r.get('expected_verdict')!r}, computed {verdict}")
        verdicts[verdict] += 1
    if all_irrelevant < 1:
        err("no session with only IRRELEVANT turns")

    # report
    print(f"corpus: {len(words)} documents, {n_tables} tables; words: "
          + ", ".join(f"{k}={v}" for k, v in sorted(words.items())))
    print(f"sessions: {len(conv)} ({len(weighted)} weighted), interactions: {len(qa_order)}, "
          f"empty answers: {n_empty}")
    print("labels: " + ", ".join(f"{k}={cnt[k]} ({100 * share[k]:.1f}%)"
                                  for k in ("COMPLIANT", "NON_COMPLIANT", "IRRELEVANT")))
    print("verdicts: " + ", ".join(f"{k}={verdicts[k]}"
                                    for k in ("COMPLIANT", "NON_COMPLIANT", "IRRELEVANT")))
    if errors:
        for e in errors:
            print("ERROR:", e)
        print(f"check.py: FAILED ({len(errors)} errors)")
        sys.exit(1)
    print("check.py: OK")


if __name__ == "__main__":
    main()
