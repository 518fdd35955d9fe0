#!/usr/bin/env python3
"""Build conversations.jsonl, labels.jsonl, expected_sessions.jsonl and README.md
from the session data in data_*.py. Stdlib only."""
import json, os, sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import data_bluegull, data_redline, data_hearthside  # noqa: E402

SESSIONS = data_bluegull.SESSIONS + data_redline.SESSIONS + data_hearthside.SESSIONS
LABELS = ["COMPLIANT", "NON_COMPLIANT", "IRRELEVANT"]
KINDS = ["plain", "numeric", "time_window", "negation", "modality", "paraphrase", "partial",
         "multi_rule", "smalltalk", "out_of_scope", "refusal", "empty_answer", "long_answer"]


def score_session(qa_ids, labels, weights):
    n = len(qa_ids)
    given = [w is not None for w in weights]
    if any(given):
        assert all(given), "weights must be on every turn or none"
        resolved = {q: float(w) for q, w in zip(qa_ids, weights)}
        mode = "full"
    else:
        resolved = {q: round(1.0 / n, 4) for q in qa_ids}
        mode = "none"
    kept = [(resolved[q], 1 if l == "COMPLIANT" else 0) for q, l in zip(qa_ids, labels) if l != "IRRELEVANT"]
    if not kept:
        return mode, resolved, None, "IRRELEVANT"
    tot = sum(w for w, _ in kept)
    score = round(sum(w * s for w, s in kept) / tot, 4)
    return mode, resolved, score, ("COMPLIANT" if score >= 0.5 else "NON_COMPLIANT")


def main():
    conv_lines, label_lines, exp_lines = [], [], []
    for s in SESSIONS:
        num = s["session_id"].split("-s")[1]
        conv = []
        qa_ids, labels, weights = [], [], []
        for i, t in enumerate(s["turns"], 1):
            qa = f"bw-{num}-q{i}"
            item = {"qa_id": qa, "query": t["query"], "assistant": t["assistant"],
                    "ground_truth_assistant": t["gt"]}
            if "weight" in t:
                item["weight"] = t["weight"]
            conv.append(item)
            label_lines.append({"session_id": s["session_id"], "qa_id": qa, "label": t["label"],
                                "clause": t["clause"], "kind": t["kind"], "rationale": t["rationale"]})
            qa_ids.append(qa); labels.append(t["label"]); weights.append(t.get("weight"))
        conv_lines.append({"session_id": s["session_id"], "assistant_id": s["assistant_id"],
                           "language": "english", "context": s["context"], "started_at": s["started_at"],
                           "conversation": conv})
        mode, resolved, score, verdict = score_session(qa_ids, labels, weights)
        c = Counter(labels)
        exp_lines.append({"session_id": s["session_id"], "assistant_id": s["assistant_id"],
                          "n_interactions": len(qa_ids), "n_compliant": c["COMPLIANT"],
                          "n_non_compliant": c["NON_COMPLIANT"], "n_irrelevant": c["IRRELEVANT"],
                          "weight_mode": mode, "resolved_weights": resolved,
                          "expected_score": score, "expected_verdict": verdict})

    def dump(name, rows):
        with open(os.path.join(ROOT, name), "w", encoding="utf-8") as f:
            for r in rows:
                f.write(json.dumps(r, ensure_ascii=False) + "\n")
    dump("conversations.jsonl", conv_lines)
    dump("labels.jsonl", label_lines)
    dump("expected_sessions.jsonl", exp_lines)
    write_readme(conv_lines, label_lines, exp_lines)
    print(f"{len(conv_lines)} sessions, {len(label_lines)} interactions written")


def write_readme(conv, labels, exp):
    n = len(labels)
    lc = Counter(l["label"] for l in labels)
    kc = Counter(l["kind"] for l in labels)
    kl = Counter((l["kind"], l["label"]) for l in labels)
    vc = Counter(e["expected_verdict"] for e in exp)
    ac = Counter(c["assistant_id"] for c in conv)
    at = Counter()
    for c in conv:
        at[c["assistant_id"]] += len(c["conversation"])
    out = []
    w = out.append
    w("# blind-w: compliance evaluation set (sailing, pianos, grooming, karting)\n")
    w("A small labelled set for testing a tool that checks whether an AI assistant's answers comply "
      "with a corpus of rules written as markdown. Four invented service domains: sailing schools, "
      "piano tuning and restoration, pet grooming salons and go-karting tracks. Every business, "
      "authority, place and rule is fictional and simplified; telephone numbers use 555-.\n")
    w("## Corpus\n")
    w("| File | Domain | What it is | Applies to |")
    w("|---|---|---|---|")
    w("| `corpus/sailing/coastal-sail-training-code.md` | Sailing schools | General code of the Harrowmere Coast Boating Council | All sailing schools, including Bluegull |")
    w("| `corpus/company/bluegull-sailing-policy.md` | Sailing schools | Bluegull Sailing Academy policy, stricter than the code (lower wind limits and ratios, consent to 18, no solo under 14, 20 % deposit, no admin fee, 7-day weather refunds, 5-working-day certificates) | `bluegull-assistant` |")
    w("| `corpus/piano/piano-service-standards.md` | Piano tuning and restoration | Norland Guild service standards | `hearthside-assistant` |")
    w("| `corpus/grooming/pet-grooming-salon-code.md` | Pet grooming salons | Lindenfield Companion Animal Board code of practice | `hearthside-assistant` |")
    w("| `corpus/karting/go-kart-track-operating-rules.md` | Go-karting tracks | Dunmore Motorsport Leisure Authority operating rules | All tracks, including Redline |")
    w("| `corpus/company/redline-karting-house-rules.md` | Go-karting tracks | Redline Karting Park house rules, stricter than the operating rules (higher ages and heights, guardian on site under 16, neck brace under 18, 10 karts, 12-minute sessions, 15 km lightning, 20-minute suspension, 20 % group deposit, 5-working-day refunds, closed Mondays) | `redline-assistant` |")
    w("")
    w("Where a company document is stricter than the general code of its domain, the company rule governs that company's assistant; matters the company document does not cover fall back to the code.\n")
    w("## Conversations\n")
    w(f"- {len(conv)} sessions, {n} interactions (3-5 turns per session), all in English.")
    for a in sorted(ac):
        w(f"- `{a}`: {ac[a]} sessions, {at[a]} interactions")
    nw = sum(1 for e in exp if e["weight_mode"] == "full")
    w(f"- {nw} sessions carry explicit turn weights (summing to 1); the others weigh turns equally.")
    w(f"- Expected session verdicts: COMPLIANT {vc['COMPLIANT']}, NON_COMPLIANT {vc['NON_COMPLIANT']}, IRRELEVANT {vc['IRRELEVANT']}.\n")
    w("Files: `conversations.jsonl` (sessions), `labels.jsonl` (one label per interaction, with the clause "
      "`path#Heading`, a kind and a rationale), `expected_sessions.jsonl` (per-session counts, weights, score and verdict).\n")
    w("## Labels\n")
    w("| Label | Count | Share |")
    w("|---|---|---|")
    for l in LABELS:
        w(f"| {l} | {lc[l]} | {100.0 * lc[l] / n:.1f} % |")
    w(f"| Total | {n} | 100 % |\n")
    w("## Kinds\n")
    w("| Kind | Total | COMPLIANT | NON_COMPLIANT | IRRELEVANT |")
    w("|---|---|---|---|---|")
    for k in KINDS:
        w(f"| {k} | {kc[k]} | {kl[(k, 'COMPLIANT')]} | {kl[(k, 'NON_COMPLIANT')]} | {kl[(k, 'IRRELEVANT')]} |")
    w(f"| Total | {n} | {lc['COMPLIANT']} | {lc['NON_COMPLIANT']} | {lc['IRRELEVANT']} |\n")
    w("## Session scoring\n")
    w("COMPLIANT = 1 and NON_COMPLIANT = 0 per interaction; IRRELEVANT interactions are dropped and the "
      "remaining weights renormalised. A weighted mean >= 0.5 gives COMPLIANT (a tie at 0.5 is COMPLIANT), "
      "below gives NON_COMPLIANT, and a session with only IRRELEVANT turns is IRRELEVANT with a null score. "
      "`resolved_weights` are the weights before IRRELEVANT turns are removed (1/n rounded to 4 decimals, "
      "or the given weight).\n")
    w("## Notable cases\n")
    w("- **Company stricter than code.** Many wrong answers quote the general code's figure, which is "
      "the wrong rule for the company's assistant: 6 children per instructor instead of Bluegull's 4 (bw-01-q2), "
      "a $25 admin fee Bluegull does not charge (bw-02-q1), a 16-knot junior wind limit instead of 14 (bw-03-q1), "
      "a 90-minute decision time instead of 2 hours (bw-03-q2), the 11-13 practice-zone solo exception Bluegull "
      "removed (bw-03-q4), consent only under 16 (bw-05-q1), 10 instead of 5 working days for certificates (bw-04-q4), "
      "Redline's 30- vs 20-minute suspension threshold (bw-09-q1), 25 % vs 20 % group deposit (bw-08-q1).")
    w("- **Right conclusion, wrong rule stated.** bw-10-q2 lets the 6-year-old ride (correct) but quotes the general "
      "5-year / 110 cm minimum instead of Redline's 6 years / 115 cm, so it is NON_COMPLIANT.")
    w("- **Long answers.** Three answers exceed 2,000 characters. bw-06-q1 is correct except for one sentence "
      "(weather refunds 'within 14 calendar days' instead of Bluegull's 7); bw-12-q1 and bw-14-q4 are correct throughout.")
    w("- **Facts carried across turns.** bw-02-q2 (13 days' notice from dates given earlier), bw-04-q5 (half a day "
      "missed on a 3-day course is below 90 % attendance), bw-13-q3 ($120 fee, 50 % cap), bw-14-q3 (10 % over $4,200), "
      "bw-17-q1 (25.5 hours' notice from the chat time), bw-17-q2 (12 minutes late vs the 15-minute rule).")
    w("- **Refusals.** bw-08-q5 correctly refuses card details (COMPLIANT); bw-04-q3 wrongly refuses an own buoyancy aid "
      "the code allows after a check (NON_COMPLIANT); bw-18-q3 declines an out-of-scope request (IRRELEVANT).")
    w("- **Partly granted request.** bw-10-q4 checks availability (allowed) but declines to hold a kart (not allowed): COMPLIANT.")
    w("- **Blank answers.** bw-15-q5 is an empty string and bw-18-q2 is whitespace only; both IRRELEVANT.")
    w("- **Weights.** bw-s05 ties at exactly 0.5 under its weights (COMPLIANT); bw-s09 would be COMPLIANT unweighted "
      "(2 of 3) but its weights make it NON_COMPLIANT (0.4118); bw-s16 scores 0.5556. bw-s02 and bw-s11 tie at 0.5 "
      "unweighted. bw-s18 has only IRRELEVANT turns.")
    w("- **Paraphrase vs shared wording.** COMPLIANT answers such as bw-03-q3, bw-09-q3, bw-11-q4 and bw-14-q3 use few "
      "of the rule's words; NON_COMPLIANT answers such as bw-11-q3, bw-17-q2 and bw-17-q5 reuse the rule's wording but change a number or flip a condition.\n")
    w("## How it was made\n")
    w("Written blind, from general knowledge only: no existing data set, code or document was consulted, and none "
      "of the rules is real legal text. `tools/build.py` generates the JSONL files and this README from "
      "`tools/data_*.py`; `tools/check.py` re-checks everything (JSON, clause paths and headings, counts, kinds, "
      "weights and session scores).\n")
    with open(os.path.join(ROOT, "README.md"), "w", encoding="utf-8") as f:
        f.write("\n".join(out))


if __name__ == "__main__":
    main()
