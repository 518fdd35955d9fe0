#!/usr/bin/env python3
"""Build the blind-x JSONL files and README from tools/data_sessions.py (stdlib only)."""
import json, os, re, sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import data_sessions as D  # noqa: E402

LABELS = ["COMPLIANT", "NON_COMPLIANT", "IRRELEVANT"]
KINDS = ["plain", "numeric", "time_window", "negation", "modality", "paraphrase", "partial",
         "multi_rule", "smalltalk", "out_of_scope", "refusal", "empty_answer", "long_answer"]


def session_score(labels, weights):
    kept = [(l, w) for l, w in zip(labels, weights) if l != "IRRELEVANT"]
    if not kept:
        return None, "IRRELEVANT"
    tot = sum(w for _, w in kept)
    score = sum(w for l, w in kept if l == "COMPLIANT") / tot
    score = round(score, 4)
    return score, ("COMPLIANT" if score >= 0.5 else "NON_COMPLIANT")


def main():
    conv_lines, label_lines, exp_lines = [], [], []
    all_rows = []
    for s in D.SESSIONS:
        sid = s["id"]
        turns = s["turns"]
        n = len(turns)
        weighted = all(len(t) == 8 for t in turns)
        if any(len(t) == 8 for t in turns) and not weighted:
            raise SystemExit(f"{sid}: weights on some turns only")
        conv = []
        labels, raw_w, resolved = [], [], {}
        for i, t in enumerate(turns, 1):
            q, a, gt, lab, clause, kind, rat = t[:7]
            qa = f"{sid}-q{i}"
            item = {"qa_id": qa, "query": q, "assistant": a, "ground_truth_assistant": gt}
            if weighted:
                item["weight"] = t[7]
                w = t[7]
            else:
                w = 1.0 / n
            conv.append(item)
            labels.append(lab)
            raw_w.append(w)
            resolved[qa] = round(w, 4)
            label_lines.append({"session_id": sid, "qa_id": qa, "label": lab, "clause": clause,
                                "kind": kind, "rationale": rat})
            all_rows.append((sid, qa, lab, kind, clause, a))
        conv_lines.append({"session_id": sid, "assistant_id": s["assistant"], "language": "english",
                           "context": s["context"], "started_at": s["started_at"],
                           "conversation": conv})
        score, verdict = session_score(labels, raw_w)
        c = Counter(labels)
        exp_lines.append({"session_id": sid, "assistant_id": s["assistant"], "n_interactions": n,
                          "n_compliant": c["COMPLIANT"], "n_non_compliant": c["NON_COMPLIANT"],
                          "n_irrelevant": c["IRRELEVANT"],
                          "weight_mode": "full" if weighted else "none",
                          "resolved_weights": resolved, "expected_score": score,
                          "expected_verdict": verdict})

    def dump(name, rows):
        with open(os.path.join(ROOT, name), "w", encoding="utf-8") as f:
            for r in rows:
                f.write(json.dumps(r, ensure_ascii=False) + "\n")
    dump("conversations.jsonl", conv_lines)
    dump("labels.jsonl", label_lines)
    dump("expected_sessions.jsonl", exp_lines)
    write_readme(conv_lines, all_rows, exp_lines)


def corpus_rows():
    info = [
        ("ice-cream-van-hire-code.md", "Ice cream van hire", "General code: deposits, refund table, severe weather cancellation, serving hours, chimes, crew ages, self-drive, allergens, complaints"),
        ("company/frostbell-vans-hire-policy.md", "Ice cream van hire", "Frostbell Vans company policy, stricter than the code (20% deposit, 5-day refunds, 12-hour weather window, no fee, 28+ self-drive, $300 bond, 13:00-18:00 chimes, 2/10-day complaints)"),
        ("indoor-climbing-wall-safety-code.md", "Indoor climbing walls", "General code: supervision ratios by age, induction validity, belaying ages and weight gap, auto-belays, equipment inspection table, staffing, incidents"),
        ("company/cragline-climbing-house-rules.md", "Indoor climbing walls", "Cragline Climbing Centre house rules, stricter than the code (1:1 under 8, 1:2 for 8-13, 6-month induction, belayers 16+, 20 kg gap, 1:30 staffing), plus hours, parties, passes"),
        ("sewing-machine-repair-standards.md", "Sewing machine repair", "Estimates and diagnostics, turnaround, warranty table (incl. trade machines), electrical safety, uncollected machines, vintage machines, home visits"),
        ("shoe-repair-trade-code.md", "Shoe repair shops", "Tickets, turnaround table, express surcharge, deposits, damage and loss compensation table, uncollected items, guarantees, workshop machinery"),
    ]
    out = []
    for path, dom, desc in info:
        text = open(os.path.join(ROOT, "corpus", path), encoding="utf-8").read()
        words = len(re.findall(r"\S+", text))
        out.append((path, dom, words, desc))
    return out


def write_readme(conv, rows, exp):
    n_int = len(rows)
    lab = Counter(r[2] for r in rows)
    kind_tot = Counter(r[3] for r in rows)
    kind_lab = defaultdict(Counter)
    for r in rows:
        kind_lab[r[3]][r[2]] += 1
    asst = Counter(c["assistant_id"] for c in conv)
    verdicts = Counter(e["expected_verdict"] for e in exp)
    L = []
    L.append("# Blind-X: compliance evaluation set (ice cream vans, climbing walls, sewing machine and shoe repair)\n")
    L.append("A small, hand-labelled evaluation set for a tool that checks whether an AI assistant's answers comply with a regulatory corpus written as markdown.\n")
    L.append("**Written blind:** every document, conversation and label here was written from general knowledge, without consulting any other files, code or data sets. All businesses, bodies, people, places and rules are invented and simplified; they are not real legal text. Phone numbers use the 555- range.\n")
    L.append("## Domains and corpus\n")
    L.append("Four domains: ice cream van hire, indoor climbing walls, sewing machine repair and shoe repair shops.\n")
    L.append("| File (under `corpus/`) | Domain | Words | Contents |")
    L.append("|---|---|---|---|")
    for p, d, w, desc in corpus_rows():
        L.append(f"| `{p}` | {d} | {w} | {desc} |")
    L.append("")
    L.append("Company documents in `corpus/company/` are stricter than the general code for the same domain and apply to that company's assistant. Assistants:\n")
    L.append("| assistant_id | Business | Applicable documents | Sessions |")
    L.append("|---|---|---|---|")
    L.append(f"| `frostbell-assistant` | Frostbell Vans Ltd (ice cream van hire) | ice cream code + Frostbell policy (policy wins where stricter) | {asst['frostbell-assistant']} |")
    L.append(f"| `cragline-assistant` | Cragline Climbing Centre | climbing code + Cragline house rules (house rules win where stricter) | {asst['cragline-assistant']} |")
    L.append(f"| `stitchsole-assistant` | Stitch & Sole Repairs (sewing machines and shoes) | sewing machine standards + shoe repair code | {asst['stitchsole-assistant']} |")
    L.append("")
    L.append("## Files\n")
    L.append("- `conversations.jsonl`: one session per line (session_id, assistant_id, language, context, started_at, conversation[]).")
    L.append("- `labels.jsonl`: one line per interaction (session_id, qa_id, label, clause, kind, rationale). `clause` is `path#Heading`; null for IRRELEVANT.")
    L.append("- `expected_sessions.jsonl`: per-session counts, weights, expected score and verdict.")
    L.append("- `tools/data_sessions.py` (hand-written source), `tools/build.py` (writes the JSONL files and this README), `tools/check.py` (re-checks everything).\n")
    L.append("## Counts\n")
    L.append(f"- Sessions: {len(conv)}; interactions: {n_int}; turns per session: {min(len(c['conversation']) for c in conv)}-{max(len(c['conversation']) for c in conv)}.")
    L.append(f"- Session verdicts: COMPLIANT {verdicts['COMPLIANT']}, NON_COMPLIANT {verdicts['NON_COMPLIANT']}, IRRELEVANT {verdicts['IRRELEVANT']}.")
    L.append(f"- Weighted sessions (weight_mode full): {', '.join(e['session_id'] for e in exp if e['weight_mode']=='full')}.\n")
    L.append("| Label | Count | Share |")
    L.append("|---|---|---|")
    for l in LABELS:
        L.append(f"| {l} | {lab[l]} | {100*lab[l]/n_int:.1f}% |")
    L.append(f"| Total | {n_int} | 100% |")
    L.append("")
    L.append("### Kinds\n")
    L.append("| Kind | Total | COMPLIANT | NON_COMPLIANT | IRRELEVANT |")
    L.append("|---|---|---|---|---|")
    for k in KINDS:
        L.append(f"| {k} | {kind_tot[k]} | {kind_lab[k]['COMPLIANT']} | {kind_lab[k]['NON_COMPLIANT']} | {kind_lab[k]['IRRELEVANT']} |")
    L.append(f"| Total | {n_int} | {lab['COMPLIANT']} | {lab['NON_COMPLIANT']} | {lab['IRRELEVANT']} |")
    L.append("")
    L.append("## Scoring rule\n")
    L.append("COMPLIANT = 1, NON_COMPLIANT = 0; IRRELEVANT interactions are dropped and the remaining weights renormalised. Session verdict is COMPLIANT if the weighted mean is >= 0.5 (a tie at 0.5 counts as COMPLIANT), NON_COMPLIANT below 0.5, IRRELEVANT (score null) if every interaction is IRRELEVANT. Without explicit weights each turn weighs 1/n. `resolved_weights` are the weights before IRRELEVANT turns are removed (rounded to 4 decimals); `expected_score` is computed after removal and rounded to 4 decimals.\n")
    L.append("## Notable cases\n")
    L.append("- **Company stricter than the code (multi_rule):** answers that quote the general code's number are wrong for the company's assistant, e.g. a 25% deposit for Frostbell (bx-01-q2), self-drive at 26 (bx-02-q1), the code's $40 weather fee (bx-03-q2), a late booking with full payment (bx-06-q1), 12-month induction at Cragline (bx-08-q1), a 15-year-old belayer with staff nearby (bx-10-q4), the 1:40 staffing ratio (bx-12-q3). Correct uses of the stricter rule include bx-04-q2 (no servers under 18) and bx-08-q2 (no shortened induction).")
    L.append("- **Cross-document rule in one assistant:** bx-18 combines the shoe repair code's 6-month servicing rule with the sewing machine standards (Grade B endorsement, and the 3-month trade-machine warranty that overrides the 12-month motor warranty in bx-18-q3).")
    L.append("- **Session-dependent facts:** dates and amounts come from earlier turns or `started_at` (balance date in bx-01, bond return in bx-02, complaint deadlines counted in working days in bx-05, the 72-hour party deposit window in bx-09-q4, the 90-day sale date in bx-15-q3).")
    L.append("- **Long answers:** bx-01-q5 (over 2,000 characters, correct except one sentence giving 10 working days for refunds instead of Frostbell's 5: NON_COMPLIANT), bx-09-q1 and bx-15-q2 (long and fully COMPLIANT).")
    L.append("- **Same words, different meaning:** bx-12-q2 repeats the rope rule almost word for word but says five years; bx-13-q2 quotes the $25 allowance but drops 'whichever is lower'; bx-05-q3 uses the right wording with the code's 15-day window.")
    L.append("- **Different words, still compliant:** bx-04-q3, bx-07-q2, bx-10-q1, bx-12-q1, bx-13-q1.")
    L.append("- **Refusals:** bx-03-q1 wrongly refuses a weather refund (NON_COMPLIANT); bx-06-q2 correctly refuses a Christmas Day booking (COMPLIANT); bx-12-q4 declines a medical recommendation (IRRELEVANT).")
    L.append("- **Empty answers:** bx-11-q3 is whitespace only, bx-16-q4 is an empty string; both IRRELEVANT.")
    L.append("- **Ties at 0.5 (COMPLIANT):** bx-03, bx-14, bx-18. **All IRRELEVANT:** bx-19 (score null). **Weighted with an IRRELEVANT turn:** bx-17 (weight 0.1 dropped, rest renormalised to 0.6667).")
    L.append("")
    with open(os.path.join(ROOT, "README.md"), "w", encoding="utf-8") as f:
        f.write("\n".join(L))


if __name__ == "__main__":
    main()
