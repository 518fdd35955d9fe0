#!/usr/bin/env python3
"""Builds conversations.jsonl, labels.jsonl, expected_sessions.jsonl and README.md from data.py."""
import json, os, sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from data import SESSIONS  # noqa: E402

KINDS = ["plain", "numeric", "time_window", "negation", "modality", "paraphrase", "partial",
         "multi_rule", "smalltalk", "out_of_scope", "refusal", "empty_answer", "long_answer"]
LABELS = ["COMPLIANT", "NON_COMPLIANT", "IRRELEVANT"]


def score(labels, weights):
    """weights: raw weights (given, or exact 1/n). Returns (score or None, verdict)."""
    num = den = 0.0
    for lab, w in zip(labels, weights):
        if lab == "IRRELEVANT":
            continue
        den += w
        num += w * (1 if lab == "COMPLIANT" else 0)
    if den == 0:
        return None, "IRRELEVANT"
    s = round(num / den, 4)
    return s, ("COMPLIANT" if s >= 0.5 else "NON_COMPLIANT")


def main():
    convs, labs, exps = [], [], []
    for sid, aid, ctx, started, weights, turns in SESSIONS:
        n = len(turns)
        turn_objs, labels = [], []
        for i, (q, a, gt, lab, clause, kind, why) in enumerate(turns, 1):
            qa = f"{sid}-q{i}"
            t = {"qa_id": qa, "query": q, "assistant": a, "ground_truth_assistant": gt}
            if weights:
                t["weight"] = weights[i - 1]
            turn_objs.append(t)
            labels.append(lab)
            labs.append({"session_id": sid, "qa_id": qa, "label": lab, "clause": clause,
                         "kind": kind, "rationale": why})
        convs.append({"session_id": sid, "assistant_id": aid, "language": "english",
                      "context": ctx, "started_at": started, "conversation": turn_objs})
        raw = weights if weights else [1.0 / n] * n
        s, verdict = score(labels, raw)
        resolved = {f"{sid}-q{i}": (weights[i - 1] if weights else round(1.0 / n, 4))
                    for i in range(1, n + 1)}
        c = Counter(labels)
        exps.append({"session_id": sid, "assistant_id": aid, "n_interactions": n,
                     "n_compliant": c["COMPLIANT"], "n_non_compliant": c["NON_COMPLIANT"],
                     "n_irrelevant": c["IRRELEVANT"],
                     "weight_mode": "full" if weights else "none",
                     "resolved_weights": resolved, "expected_score": s,
                     "expected_verdict": verdict})

    def dump(name, rows):
        with open(os.path.join(ROOT, name), "w", encoding="utf-8") as f:
            for r in rows:
                f.write(json.dumps(r, ensure_ascii=False) + "\n")

    dump("conversations.jsonl", convs)
    dump("labels.jsonl", labs)
    dump("expected_sessions.jsonl", exps)
    write_readme(convs, labs, exps)


def write_readme(convs, labs, exps):
    total = len(labs)
    lc = Counter(l["label"] for l in labs)
    kc = Counter(l["kind"] for l in labs)
    klc = Counter((l["kind"], l["label"]) for l in labs)
    vc = Counter(e["expected_verdict"] for e in exps)
    ac = Counter(c["assistant_id"] for c in convs)
    aturns = Counter()
    for c in convs:
        aturns[c["assistant_id"]] += len(c["conversation"])
    corpus_rows = []
    for rel, desc in [
        ("cider_pressing_code.md", "District code for orchards open to the public: pressing season and hours, own-apple pressing, windfalls, age limits, unpasteurised juice, cancellations"),
        ("company/ridgeback_orchards_policy.md", "Ridgeback Orchards house policy, stricter than the orchard code (30 kg, 5 working days, no windfalls, mill age 18, 2 tastings, 25 in barn, season to 31 Oct, refunds in 5 working days, 3-day use-by)"),
        ("barber_shop_code.md", "Borough barber code: tool hygiene, shaves, children and chemical services, opening hours, no-show fees, prices and tips"),
        ("pond_fish_trade_code.md", "District code for koi and pond fish dealers: quarantine, health records, buyers, stocking, transport, guarantee, deposits"),
        ("company/lanternfin_koi_policy.md", "Lanternfin Koi & Water Gardens policy, stricter than the pond fish code (28/21-day quarantine, KHV 30 days, buyers 18+, 4,000 l ponds, 20 % deposit, 14-day hold, 6 h bags, no courier, 10-day guarantee on big koi)"),
        ("bonsai_yarn_retail_code.md", "Retail code for bonsai nurseries and yarn shops: yarn returns, dye lots and put-asides, bonsai labelling and guarantee, shipping trees, workshops and classes"),
    ]:
        with open(os.path.join(ROOT, "corpus", rel), encoding="utf-8") as f:
            words = len(f.read().split())
        corpus_rows.append(f"| `corpus/{rel}` | {words} | {desc} |")

    L = []
    L.append("# blind-ak: compliance evaluation set (orchards, barbers, pond fish, bonsai and yarn)\n")
    L.append("A small labelled set for testing a tool that judges whether an AI assistant's answers comply with a regulatory corpus written as markdown.\n")
    L.append("## Domains and corpus\n")
    L.append("Four invented domains with simplified, invented rules (no real legal text): cider orchards and apple pressing days; barber shops; koi and pond fish dealers; bonsai nurseries and knitting yarn shops. All businesses, places and people are fictional; phone numbers use 555-.\n")
    L.append("| File | Words | Content |\n|---|---|---|")
    L.extend(corpus_rows)
    L.append("")
    L.append("The two documents under `corpus/company/` are stricter than the general code for their domain, and their rules apply to that company's assistant. Where a company policy is silent, the general code applies.\n")
    L.append("## Conversations\n")
    L.append(f"- Sessions: {len(convs)}; interactions: {total}; 3-5 turns per session.")
    L.append("- Assistants:")
    for aid, desc in [("ridgeback-orchards-assistant", "Ridgeback Orchards (cider; general code + Ridgeback policy)"),
                      ("lanternfin-koi-assistant", "Lanternfin Koi & Water Gardens (pond fish; general code + Lanternfin policy)"),
                      ("emberlee-highstreet-assistant", "Emberlee high-street traders' helper (barber shops, bonsai nurseries, yarn shops; general codes only)")]:
        L.append(f"  - `{aid}`: {ac[aid]} sessions, {aturns[aid]} interactions - {desc}")
    nfull = sum(1 for e in exps if e["weight_mode"] == "full")
    L.append(f"- Weighted sessions (weight on every turn, summing to 1): {nfull}; the rest use 1/n each.")
    L.append(f"- Expected session verdicts: COMPLIANT {vc['COMPLIANT']}, NON_COMPLIANT {vc['NON_COMPLIANT']}, IRRELEVANT {vc['IRRELEVANT']}.\n")
    L.append("## Labels\n")
    L.append("| Label | Count | Share |\n|---|---|---|")
    for lab in LABELS:
        L.append(f"| {lab} | {lc[lab]} | {100 * lc[lab] / total:.1f} % |")
    L.append(f"| Total | {total} | 100 % |\n")
    L.append("## Kinds\n")
    L.append("| Kind | Total | COMPLIANT | NON_COMPLIANT | IRRELEVANT |\n|---|---|---|---|---|")
    for k in KINDS:
        L.append(f"| {k} | {kc[k]} | {klc[(k, 'COMPLIANT')]} | {klc[(k, 'NON_COMPLIANT')]} | {klc[(k, 'IRRELEVANT')]} |")
    L.append(f"| Total | {total} | {lc['COMPLIANT']} | {lc['NON_COMPLIANT']} | {lc['IRRELEVANT']} |\n")
    L.append("## Notable cases\n")
    L.extend([
        "- **Company stricter than code (multi_rule):** AK-01-q2 (50 kg given, Ridgeback allows 30), AK-02-q2 (48-hour windfall exception given, Ridgeback takes no windfalls), AK-02-q4 (one taster for a driver, Ridgeback serves none), AK-07-q2 (21-day import quarantine given, Lanternfin needs 28), AK-10-q2, AK-11-q3. COMPLIANT counterparts: AK-05-q1, AK-08-q4.",
        "- **Company silent, general code applies:** AK-03-q1 (refund table), AK-05-q4 (juice ownership), AK-10-q3 (healthy fish returns).",
        "- **Long answers:** AK-04-q1 and AK-17-q2 are long and fully correct; AK-08-q3 is a long, otherwise correct answer with one wrong sentence (8 hours in the bag instead of Lanternfin's 6) and is NON_COMPLIANT.",
        "- **Same words, changed meaning:** AK-09-q4 repeats the district KHV wording with 60 days where Lanternfin says 30; AK-12-q2 reuses the razor-blade wording but turns it into permission to reuse.",
        "- **Different words, same meaning (COMPLIANT):** AK-09-q1, AK-13-q4, AK-14-q1, AK-05-q4.",
        "- **Working-day counting:** AK-02-q1 (Ridgeback, 4 working days between Mon 15 and Sat 20 Sep, too few) and AK-17-q3 (retail classes, same count, wrongly called enough).",
        "- **Partly granted / partly right:** AK-11-q2 (hold expired, fish only if unsold, COMPLIANT), AK-15-q4 (12 skeins promised free, NON_COMPLIANT), AK-17-q1 (age right, supervision wrong).",
        "- **Refusals:** four correct refusals (AK-02-q3, AK-08-q1, AK-10-q1, AK-13-q1) and one wrong refusal (AK-17-q4, knitting age given as 10 instead of 7).",
        "- **Empty answers:** AK-03-q4 is an empty string; AK-06-q3 is whitespace only. Both IRRELEVANT.",
        "- **Session edge cases:** AK-06 is entirely IRRELEVANT (score null). AK-02 and AK-09 tie at 0.5 unweighted and are COMPLIANT; AK-13 ties at 0.5 with given weights. AK-05 is 0.75 unweighted but 0.4 with its weights (NON_COMPLIANT). AK-08 has weights and an IRRELEVANT turn: after dropping it and renormalising, 0.4/0.9 = 0.4444 (NON_COMPLIANT, although 0.5 unweighted).",
        "",
    ])
    L.append("## Files\n")
    L.append("- `corpus/` - the six markdown documents.")
    L.append("- `conversations.jsonl` - one session per line.")
    L.append("- `labels.jsonl` - one label per interaction, with clause (`path#Heading`), kind and rationale.")
    L.append("- `expected_sessions.jsonl` - per-session counts, resolved weights, expected score and verdict.")
    L.append("- `tools/data.py`, `tools/build.py` - source of the set and the generator; `tools/check.py` - consistency checker (`python3 tools/check.py`).\n")
    L.append("## Provenance\n")
    L.append("Written blind: every document, conversation and label was composed from general knowledge for this set. No existing data set, code base or legal text was consulted or copied; the rules are simplified inventions.\n")
    with open(os.path.join(ROOT, "README.md"), "w", encoding="utf-8") as f:
        f.write("\n".join(L))


if __name__ == "__main__":
    main()
