#!/usr/bin/env python3
"""Build conversations.jsonl, labels.jsonl and expected_sessions.jsonl from tools/data_*.py.

Stdlib only. Run from anywhere: python3 tools/build.py
"""
import json
import os
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

import data_kestrel  # noqa: E402
import data_wildshore  # noqa: E402
import data_lantern  # noqa: E402

SCORE = {"COMPLIANT": 1.0, "NON_COMPLIANT": 0.0}


def session_score(labels, weights):
    kept = [(l, w) for l, w in zip(labels, weights) if l != "IRRELEVANT"]
    if not kept:
        return None, "IRRELEVANT"
    tot = sum(w for _, w in kept)
    score = sum(SCORE[l] * w for l, w in kept) / tot
    score = round(score, 4)
    return score, ("COMPLIANT" if score >= 0.5 else "NON_COMPLIANT")


def main():
    sessions = data_kestrel.SESSIONS + data_wildshore.SESSIONS + data_lantern.SESSIONS
    conv_lines, label_lines, exp_lines = [], [], []
    for s in sessions:
        sid = s["session_id"]
        turns = s["turns"]
        n = len(turns)
        given = s.get("weights")
        if given is not None:
            assert len(given) == n and abs(sum(given) - 1.0) < 1e-9, sid
        conv = []
        for i, t in enumerate(turns, 1):
            qa = f"{sid}-q{i}"
            item = {"qa_id": qa, "query": t["q"], "assistant": t["a"],
                    "ground_truth_assistant": t["gt"]}
            if given is not None:
                item["weight"] = given[i - 1]
            conv.append(item)
            label_lines.append({"session_id": sid, "qa_id": qa, "label": t["label"],
                                "clause": t["clause"], "kind": t["kind"],
                                "rationale": t["why"]})
        conv_lines.append({"session_id": sid, "assistant_id": s["assistant_id"],
                           "language": "english", "context": s["context"],
                           "started_at": s["started_at"], "conversation": conv})
        labels = [t["label"] for t in turns]
        if given is None:
            exact = [1.0 / n] * n
            resolved = {f"{sid}-q{i}": round(1.0 / n, 4) for i in range(1, n + 1)}
        else:
            exact = list(given)
            resolved = {f"{sid}-q{i}": given[i - 1] for i in range(1, n + 1)}
        score, verdict = session_score(labels, exact)
        c = Counter(labels)
        exp_lines.append({"session_id": sid, "assistant_id": s["assistant_id"],
                          "n_interactions": n, "n_compliant": c["COMPLIANT"],
                          "n_non_compliant": c["NON_COMPLIANT"],
                          "n_irrelevant": c["IRRELEVANT"],
                          "weight_mode": "full" if given is not None else "none",
                          "resolved_weights": resolved, "expected_score": score,
                          "expected_verdict": verdict})

    def dump(name, rows):
        with open(os.path.join(ROOT, name), "w", encoding="utf-8") as fh:
            for r in rows:
                fh.write(json.dumps(r, ensure_ascii=False) + "\n")

    dump("conversations.jsonl", conv_lines)
    dump("labels.jsonl", label_lines)
    dump("expected_sessions.jsonl", exp_lines)
    print(f"sessions={len(conv_lines)} interactions={len(label_lines)}")
    for e in exp_lines:
        print(e["session_id"], e["n_compliant"], e["n_non_compliant"], e["n_irrelevant"],
              e["weight_mode"], e["expected_score"], e["expected_verdict"])


if __name__ == "__main__":
    main()
