#!/usr/bin/env python3
"""Build the blind-y evaluation set from tools/data_sessions.py (stdlib only)."""
import json, os, sys
from collections import Counter, defaultdict
from fractions import Fraction

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from data_sessions import SESSIONS  # noqa: E402

KINDS = ["plain", "numeric", "time_window", "negation", "modality", "paraphrase", "partial",
         "multi_rule", "smalltalk", "out_of_scope", "refusal", "empty_answer", "long_answer"]
LABELS = ["COMPLIANT", "NON_COMPLIANT", "IRRELEVANT"]


def session_score(labels, weights):
    """labels/weights: lists in turn order. Returns (score Fraction or None)."""
    num = Fraction(0)
    den = Fraction(0)
    for lab, w in zip(labels, weights):
        if lab == "IRRELEVANT":
            continue
        w = Fraction(str(w))
        den += w
        if lab == "COMPLIANT":
            num += w
    if den == 0:
        return None
    return num / den


def main():
    conv_lines, label_lines, exp_lines = [], [], []
    for s in SESSIONS:
        sid = s["session_id"]
        weighted = any(len(t) > 7 for t in s["turns"])
        n = len(s["turns"])
        conversation, labs, weights = [], [], {}
        for i, t in enumerate(s["turns"], 1):
            q, a, gt, lab, clause, kind, why = t[:7]
            qa = f"{sid}-q{i}"
            item = {"qa_id": qa, "query": q, "assistant": a, "ground_truth_assistant": gt}
            if weighted:
                item["weight"] = t[7]
                weights[qa] = t[7]
            else:
                weights[qa] = round(1.0 / n, 4)
            conversation.append(item)
            labs.append(lab)
            label_lines.append({"session_id": sid, "qa_id": qa, "label": lab, "clause": clause,
                                "kind": kind, "rationale": why})
        conv_lines.append({"session_id": sid, "assistant_id": s["assistant_id"], "language": "english",
                           "context": s["context"], "started_at": s["started_at"],
                           "conversation": conversation})
        sc = session_score(labs, [weights[c["qa_id"]] for c in conversation])
        if sc is None:
            verdict, score = "IRRELEVANT", None
        else:
            verdict = "COMPLIANT" if sc >= Fraction(1, 2) else "NON_COMPLIANT"
            score = round(float(sc), 4)
        c = Counter(labs)
        exp_lines.append({"session_id": sid, "assistant_id": s["assistant_id"], "n_interactions": n,
                          "n_compliant": c["COMPLIANT"], "n_non_compliant": c["NON_COMPLIANT"],
                          "n_irrelevant": c["IRRELEVANT"], "weight_mode": "full" if weighted else "none",
                          "resolved_weights": weights, "expected_score": score,
                          "expected_verdict": verdict})

    def dump(name, rows):
        with open(os.path.join(ROOT, name), "w", encoding="utf-8") as f:
            for r in rows:
                f.write(json.dumps(r, ensure_ascii=False) + "\n")

    dump("conversations.jsonl", conv_lines)
    dump("labels.jsonl", label_lines)
    dump("expected_sessions.jsonl", exp_lines)
    write_readme(conv_lines, label_lines, exp_lines)
    print("built", len(conv_lines), "sessions,", len(label_lines), "interactions")


def corpus_table():
    rows = []
    cdir = os.path.join(ROOT, "corpus")
    for dp, _, fns in os.walk(cdir):
        for fn in sorted(fns):
            if fn.endswith(".md"):
                p = os.path.join(dp, fn)
                rel = os.path.relpath(p, cdir).replace(os.sep, "/")
                text = open(p, encoding="utf-8").read()
                title = text.splitlines()[0].lstrip("# ").strip()
                n2 = sum(1 for l in text.splitlines() if l.startswith("## "))
                rows.append((rel, title, len(text.split()), n2))
    rows.sort(key=lambda r: (r[0].count("/"), r[0]))
    return rows


DESCR = {
    "laser-tag-arena-code.md": "General code: ages and supervision, game size table, hygiene, strobe rules, under-16 hours, group deposits and cancellation, incidents",
    "tandem-skydiving-code.md": "General code: passenger eligibility, medical declarations, instructors, weather table, altitude, briefing, cancellations, vouchers, video",
    "chauffeur-hire-code.md": "General code: licensing, driving/rest limits, quotes, waiting-time table, cancellations, under-18s and alcohol, child seats and assistance dogs, soiling",
    "taxidermy-studio-code.md": "General code: provenance, protected species, freezing, chemicals and apprentices, deposit/completion table, uncollected work, sale of mounts",
    "leisure-services-booking-regulation.md": "Cross-sector regulation: price display, 30 % deposit default, cooling-off, refund timing, complaints table, vouchers, accessibility",
    "company/skyward-tandem-policy.md": "Company policy of Skyward Tandem Centre, stricter than the tandem code (age 18, 100 kg, 55+/60 days, 24 h alcohol, 15 kn wind, 7-day refunds, 24-month vouchers); binds the skyward-tandem-assistant",
}


def write_readme(conv, labels, exp):
    n_int = len(labels)
    lc = Counter(l["label"] for l in labels)
    kc = Counter(l["kind"] for l in labels)
    kl = defaultdict(Counter)
    for l in labels:
        kl[l["kind"]][l["label"]] += 1
    ac = Counter(c["assistant_id"] for c in conv)
    ai = Counter()
    for c in conv:
        ai[c["assistant_id"]] += len(c["conversation"])
    vc = Counter(e["expected_verdict"] for e in exp)
    longs = sum(1 for c in conv for t in c["conversation"] if len(t["assistant"]) > 2000)
    out = []
    w = out.append
    w("# blind-y: regulatory-compliance evaluation set (laser tag, tandem skydiving, chauffeur hire, taxidermy)\n")
    w("A small labelled set for testing a tool that checks whether an AI assistant's answers comply with a "
      "regulatory corpus written as markdown. Everything here (businesses, regulators, places, rules, phone "
      "numbers) is invented; the rules are simplified and are not real legal text.\n")
    w("## Domains and corpus\n")
    w("Four invented domains in the fictional Region of Northvale: laser tag arenas, tandem skydiving centres, "
      "chauffeur and limousine hire, and taxidermy studios. Four sector codes, one cross-sector booking "
      "regulation, and one company policy that is stricter than its sector code.\n")
    w("| File (under `corpus/`) | Title | Words | `##` sections | Content |")
    w("|---|---|---|---|---|")
    for rel, title, words, n2 in corpus_table():
        w(f"| `{rel}` | {title} | {words} | {n2} | {DESCR.get(rel, '')} |")
    w("")
    w("Precedence used for labelling: a sector code overrides the booking regulation where it sets a specific "
      "rule on the same matter (e.g. the 25 % laser tag and 35 % pet-memorial deposit caps replace the general "
      "30 %); the Skyward company policy overrides both for sessions of `skyward-tandem-assistant` where it is "
      "stricter; where it is silent (e.g. voucher extension, medical declarations) the tandem code applies.\n")
    w("## Conversations\n")
    w(f"- Sessions: {len(conv)}; interactions: {n_int}; turns per session: "
      f"{min(len(c['conversation']) for c in conv)}-{max(len(c['conversation']) for c in conv)}.")
    w("- Files: `conversations.jsonl` (sessions), `labels.jsonl` (one label per interaction), "
      "`expected_sessions.jsonl` (expected session scores and verdicts).")
    w("")
    w("| assistant_id | Serves | Sessions | Interactions |")
    w("|---|---|---|---|")
    serves = {"skyward-tandem-assistant": "Skyward Tandem Centre (company policy applies)",
              "northvale-leisure-assistant": "Northvale Leisure directory: laser tag arenas and taxidermy studios",
              "gildedmile-chauffeur-assistant": "Gilded Mile Chauffeurs (chauffeur and limousine hire)"}
    for a in ["skyward-tandem-assistant", "northvale-leisure-assistant", "gildedmile-chauffeur-assistant"]:
        w(f"| `{a}` | {serves[a]} | {ac[a]} | {ai[a]} |")
    w("")
    w("## Labels\n")
    w("| Label | Count | Share |")
    w("|---|---|---|")
    for lab in LABELS:
        w(f"| {lab} | {lc[lab]} | {100.0 * lc[lab] / n_int:.1f} % |")
    w(f"| total | {n_int} | 100 % |")
    w("")
    w("## Kinds\n")
    w("| Kind | Total | COMPLIANT | NON_COMPLIANT | IRRELEVANT |")
    w("|---|---|---|---|---|")
    for k in KINDS:
        w(f"| {k} | {kc[k]} | {kl[k]['COMPLIANT']} | {kl[k]['NON_COMPLIANT']} | {kl[k]['IRRELEVANT']} |")
    w(f"| total | {n_int} | {lc['COMPLIANT']} | {lc['NON_COMPLIANT']} | {lc['IRRELEVANT']} |")
    w("")
    w(f"Answers longer than 2,000 characters: {longs}.\n")
    w("## Session scoring\n")
    w("COMPLIANT = 1, NON_COMPLIANT = 0; IRRELEVANT interactions are dropped and the remaining weights "
      "renormalised. A session is COMPLIANT when the weighted mean is >= 0.5 (a tie at 0.5 counts as "
      "COMPLIANT), NON_COMPLIANT otherwise, and IRRELEVANT (score null) when every interaction is IRRELEVANT. "
      "Without given weights each turn weighs 1/n (stored rounded to 4 decimals in `resolved_weights`). "
      "Sessions by-02, by-06 and by-08 give a weight on every turn (sum 1).\n")
    w(f"Expected session verdicts: COMPLIANT {vc['COMPLIANT']}, NON_COMPLIANT {vc['NON_COMPLIANT']}, "
      f"IRRELEVANT {vc['IRRELEVANT']}.\n")
    w("## Notable cases\n")
    notes = [
        "**Company policy stricter than the code** (by-01, by-03, by-04): answers that quote the general tandem code "
        "(age 16 with consent, 110 kg, 20 knots, 18-month vouchers, 12 hours without alcohol) are NON_COMPLIANT for "
        "the Skyward assistant; by-02-q3 and by-01-q2 correctly combine the two documents.",
        "**Company policy silent** (by-04-q2, by-05-q1/q2): voucher extension and medical declarations fall back to "
        "the tandem code; the 90-day certificate is right for a 42-year-old because the 60-day Skyward rule starts at 55.",
        "**Single wrong sentence in a long answer** (by-04-q4): a correct guide of over 2,000 characters that says "
        "'12 hours' for alcohol where Skyward requires 24. The other two long answers (by-13-q3, by-18-q2) are COMPLIANT.",
        "**Right outcome, wrong rule** (by-19-q2): cancelling is free under the chauffeur code's 48-hour rule, but the "
        "answer cites the cooling-off right, which does not apply because the trip is less than 7 days away.",
        "**Sector cap replaces the general cap**: by-07-q5 (25 % laser tag, COMPLIANT), by-11-q3 (states the general "
        "30 % for a pet memorial whose cap is 35 %, NON_COMPLIANT), by-15-q2 (chauffeur code silent, 30 % applies).",
        "**Same words, different meaning**: by-14-q1 (30 calendar days turned into 30 working days), by-16-q1 (free "
        "waiting counted from scheduled rather than actual landing), by-11-q2 (-10 degC instead of -18 degC).",
        "**Date and weekday arithmetic**: by-06-q1 (a Tuesday at a centre closed Monday-Tuesday), by-07-q4 (Sunday "
        "is not a late night for under-16s), by-09-q1 (55 hours is under 72), by-13-q2 (5 June + 30 days), "
        "by-17-q3 and by-19-q4 (hour bands before pickup).",
        "**Refusals**: by-12-q3 and by-17-q1 are correct refusals; by-16-q3 wrongly refuses a guide dog.",
        "**Ties and weights**: by-04, by-09 and by-19 score exactly 0.5 and are COMPLIANT; by-06 would be a 0.5 tie "
        "without weights but its weights (0.4 on the wrong first turn) give 0.4, NON_COMPLIANT. by-10 contains only "
        "IRRELEVANT turns (expected_score null).",
        "**Empty answers**: by-09-q5 is an empty string, by-10-q3 is whitespace only; both IRRELEVANT.",
    ]
    for n in notes:
        w(f"- {n}")
    w("")
    w("## Provenance\n")
    w("Written blind: the corpus, conversations and labels were composed from general knowledge only, without "
      "consulting any other data set, code base or document. All names, companies, places and phone numbers "
      "(555-) are fictional.\n")
    w("## Re-checking\n")
    w("`python3 tools/build.py` regenerates the JSONL files and this README from `tools/data_sessions.py`; "
      "`python3 tools/check.py` re-checks JSON parsing, clauses (file and heading), counts, weights and scores.")
    with open(os.path.join(ROOT, "README.md"), "w", encoding="utf-8") as f:
        f.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
