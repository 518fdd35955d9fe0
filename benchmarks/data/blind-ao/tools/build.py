#!/usr/bin/env python3
"""Build the AO evaluation set files from tools/data_sessions.py."""
import json, os, sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from data_sessions import SESSIONS  # noqa: E402

KINDS = ["plain", "numeric", "time_window", "negation", "modality", "paraphrase", "partial",
         "multi_rule", "smalltalk", "out_of_scope", "refusal", "empty_answer", "long_answer"]
LABELS = ["COMPLIANT", "NON_COMPLIANT", "IRRELEVANT"]


def session_score(turns, weights):
    kept = [(w, t[3]) for w, t in zip(weights, turns) if t[3] != "IRRELEVANT"]
    if not kept:
        return None, "IRRELEVANT"
    tot = sum(w for w, _ in kept)
    s = sum(w for w, lab in kept if lab == "COMPLIANT") / tot
    s = round(s + 1e-12, 4)
    return s, ("COMPLIANT" if s >= 0.5 else "NON_COMPLIANT")


def main():
    conv, labs, exp = [], [], []
    for s in SESSIONS:
        sid = "AO-%02d" % s["n"]
        turns = s["turns"]
        n = len(turns)
        given = [t[7] for t in turns]
        weighted = all(g is not None for g in given)
        assert weighted or all(g is None for g in given), sid
        weights_exact = given if weighted else [1.0 / n] * n
        weights_shown = given if weighted else [round(1.0 / n, 4)] * n
        conversation = []
        for i, t in enumerate(turns, 1):
            q, a, gt, lab, kind, clause, rat, w = t
            qa = "%s-q%d" % (sid, i)
            item = {"qa_id": qa, "query": q, "assistant": a, "ground_truth_assistant": gt}
            if weighted:
                item["weight"] = w
            conversation.append(item)
            labs.append({"session_id": sid, "qa_id": qa, "label": lab, "clause": clause,
                         "kind": kind, "rationale": rat})
        conv.append({"session_id": sid, "assistant_id": s["assistant_id"], "language": "english",
                     "context": s["context"], "started_at": s["started_at"],
                     "conversation": conversation})
        score, verdict = session_score(turns, weights_exact)
        c = Counter(t[3] for t in turns)
        exp.append({"session_id": sid, "assistant_id": s["assistant_id"], "n_interactions": n,
                    "n_compliant": c["COMPLIANT"], "n_non_compliant": c["NON_COMPLIANT"],
                    "n_irrelevant": c["IRRELEVANT"], "weight_mode": "full" if weighted else "none",
                    "resolved_weights": {"%s-q%d" % (sid, i): w for i, w in enumerate(weights_shown, 1)},
                    "expected_score": score, "expected_verdict": verdict})

    def dump(name, rows):
        with open(os.path.join(ROOT, name), "w", encoding="utf-8") as f:
            for r in rows:
                f.write(json.dumps(r, ensure_ascii=False) + "\n")
    dump("conversations.jsonl", conv)
    dump("labels.jsonl", labs)
    dump("expected_sessions.jsonl", exp)

    lc = Counter(l["label"] for l in labs)
    kc = Counter(l["kind"] for l in labs)
    kl = Counter((l["kind"], l["label"]) for l in labs)
    total = len(labs)
    print("sessions", len(conv), "interactions", total)
    for L in LABELS:
        print(L, lc[L], "%.1f%%" % (100.0 * lc[L] / total))
    for k in KINDS:
        print(k, kc[k], [kl[(k, L)] for L in LABELS])
    for e in exp:
        print(e["session_id"], e["weight_mode"], e["expected_score"], e["expected_verdict"])


if __name__ == "__main__":
    main()
