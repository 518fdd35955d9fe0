#!/usr/bin/env python3
"""Builds conversations.jsonl, labels.jsonl, expected_sessions.jsonl and README.md
from tools/data_sessions.py. Stdlib only."""
import json, os, sys
from collections import Counter, OrderedDict

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from data_sessions import SESSIONS  # noqa: E402

LABELS = ["COMPLIANT", "NON_COMPLIANT", "IRRELEVANT"]
KINDS = ["plain", "numeric", "time_window", "negation", "modality", "paraphrase", "partial",
         "multi_rule", "smalltalk", "out_of_scope", "refusal", "empty_answer", "long_answer"]


def session_expectation(sess):
    turns = sess["turns"]
    n = len(turns)
    weighted = any(t[8] is not None for t in turns)
    if weighted:
        assert all(t[8] is not None for t in turns), sess["sid"]
    resolved = OrderedDict()
    for t in turns:
        qa = f'{sess["sid"]}-{t[0]}'
        resolved[qa] = t[8] if weighted else round(1.0 / n, 4)
    num = den = 0.0
    for t in turns:
        qa = f'{sess["sid"]}-{t[0]}'
        if t[4] == "IRRELEVANT":
            continue
        den += resolved[qa]
        num += resolved[qa] * (1 if t[4] == "COMPLIANT" else 0)
    if den == 0:
        score, verdict = None, "IRRELEVANT"
    else:
        score = round(num / den, 4)
        verdict = "COMPLIANT" if score >= 0.5 else "NON_COMPLIANT"
    c = Counter(t[4] for t in turns)
    return OrderedDict([
        ("session_id", sess["sid"]), ("assistant_id", sess["aid"]), ("n_interactions", n),
        ("n_compliant", c["COMPLIANT"]), ("n_non_compliant", c["NON_COMPLIANT"]),
        ("n_irrelevant", c["IRRELEVANT"]), ("weight_mode", "full" if weighted else "none"),
        ("resolved_weights", resolved), ("expected_score", score), ("expected_verdict", verdict)])


def main():
    conv_lines, label_lines, exp_lines = [], [], []
    for s in SESSIONS:
        conv = []
        for t in s["turns"]:
            qa = f'{s["sid"]}-{t[0]}'
            item = OrderedDict([("qa_id", qa), ("query", t[1]), ("assistant", t[2]),
                                ("ground_truth_assistant", t[3])])
            if t[8] is not None:
                item["weight"] = t[8]
            conv.append(item)
            label_lines.append(OrderedDict([("session_id", s["sid"]), ("qa_id", qa), ("label", t[4]),
                                            ("clause", t[5]), ("kind", t[6]), ("rationale", t[7])]))
        conv_lines.append(OrderedDict([("session_id", s["sid"]), ("assistant_id", s["aid"]),
                                       ("language", "english"), ("context", s["context"]),
                                       ("started_at", s["started"]), ("conversation", conv)]))
        exp_lines.append(session_expectation(s))
    for name, rows in (("conversations.jsonl", conv_lines), ("labels.jsonl", label_lines),
                       ("expected_sessions.jsonl", exp_lines)):
        with open(os.path.join(ROOT, name), "w", encoding="utf-8") as f:
            for r in rows:
                f.write(json.dumps(r, ensure_ascii=False) + "\n")
    write_readme(conv_lines, label_lines, exp_lines)
    print("built", len(conv_lines), "sessions,", len(label_lines), "interactions")


def write_readme(convs, labels, exps):
    total = len(labels)
    lc = Counter(l["label"] for l in labels)
    kc = Counter(l["kind"] for l in labels)
    klc = Counter((l["kind"], l["label"]) for l in labels)
    vc = Counter(e["expected_verdict"] for e in exps)
    aid = Counter(c["assistant_id"] for c in convs)
    aid_turns = Counter()
    for c in convs:
        aid_turns[c["assistant_id"]] += len(c["conversation"])
    corpus_rows = []
    for rel, domain in [
        ("makerspace_operating_code.md", "Makerspaces and community workshops (general code)"),
        ("sled_dog_tour_code.md", "Husky sled and dog-cart tours (general code)"),
        ("company/northpaw_guest_policy.md", "Husky tours: Northpaw Sled Adventures company policy, stricter than the tour code"),
        ("cryo_float_centre_standards.md", "Cryotherapy and float tank centres (general standards)"),
        ("chess_bridge_club_code.md", "Chess and bridge clubs (general code)"),
        ("leisure_consumer_code.md", "Cross-domain consumer code: deposits, cooling-off, vouchers, complaints, photos, assistance dogs"),
    ]:
        text = open(os.path.join(ROOT, "corpus", rel), encoding="utf-8").read()
        corpus_rows.append(f"| `corpus/{rel}` | {domain} | {len(text.split())} |")
    L = []
    L.append("# blind-ac: regulatory compliance evaluation set (makerspaces, sled-dog tours, cryo/float centres, chess and bridge clubs)\n")
    L.append("A small labelled set for testing a tool that checks whether an AI assistant's answers comply with a corpus of rules written as markdown. "
             "Every business, regulator, place, person and rule here is invented, and phone numbers use 555-.\n")
    L.append("## Domains and corpus\n")
    L.append("Four domains: makerspaces and community workshops; husky sled and dog-cart tours; cryotherapy and float tank centres; chess and bridge clubs. "
             "A sixth, cross-domain consumer code covers deposits, cooling-off, vouchers, complaints, photos and assistance dogs for all four.\n")
    L.append("| File | Domain / role | Words |")
    L.append("|---|---|---|")
    L.extend(corpus_rows)
    L.append("")
    L.append("The company policy `company/northpaw_guest_policy.md` is stricter than `sled_dog_tour_code.md`: cart tours stop above 12 °C instead of 15 °C, "
             "no tours below -25 °C instead of -30 °C, half-day tours are capped at 20 km instead of 25 km, the minimum passenger age is 6 instead of 4, "
             "the sled load limit is 160 kg instead of 180 kg, a guide leads 5 sleds instead of 6 and a convoy has at most 10 instead of 12, "
             "the admin fee for early cancellation is 5 % instead of 10 %, and weather refunds are paid within 5 working days instead of 14 calendar days. "
             "These stricter rules apply to every session of `northpaw-assistant`. The consumer code's precedence clause sends the stricter of two rules to the "
             "other assistants too (for example, cryo gift vouchers must last 24 months, not the consumer code's 12).\n")
    L.append("## Files\n")
    L.append("- `corpus/`: the rule documents (six files, five tables between them).")
    L.append("- `conversations.jsonl`: one session per line, with `assistant` (what the assistant said, sometimes wrong) and `ground_truth_assistant` (a short correct answer).")
    L.append("- `labels.jsonl`: one label per interaction with `clause` (`file.md#Heading`, null for IRRELEVANT), `kind` and `rationale`.")
    L.append("- `expected_sessions.jsonl`: expected per-session counts, resolved weights, score and verdict.")
    L.append("- `tools/data_sessions.py` holds the hand-written source data, `tools/build.py` writes the JSONL files and this README, and `tools/check.py` re-checks everything.\n")
    L.append("## Conversations\n")
    L.append(f"- Sessions: {len(convs)}; interactions: {total}; turns per session: "
             f"{min(len(c['conversation']) for c in convs)}-{max(len(c['conversation']) for c in convs)}.")
    L.append("- Assistants:")
    desc = {"northpaw-assistant": "Northpaw Sled Adventures (husky sled and cart tours; company policy applies)",
            "stillwater-assistant": "Stillwater Cryo & Float (cryotherapy and float tanks)",
            "commons-assistant": "Lanternhill Commons (makerspace plus chess and bridge club)"}
    for a in ["northpaw-assistant", "stillwater-assistant", "commons-assistant"]:
        L.append(f"  - `{a}`: {desc[a]}. {aid[a]} sessions, {aid_turns[a]} interactions.")
    wsess = [e["session_id"] for e in exps if e["weight_mode"] == "full"]
    L.append(f"- Sessions with explicit weights on every turn: {', '.join(wsess)}.")
    L.append(f"- Expected session verdicts: COMPLIANT {vc['COMPLIANT']}, NON_COMPLIANT {vc['NON_COMPLIANT']}, IRRELEVANT {vc['IRRELEVANT']}.\n")
    L.append("## Labels\n")
    L.append("| Label | Count | Share |")
    L.append("|---|---|---|")
    for lab in LABELS:
        L.append(f"| {lab} | {lc[lab]} | {100.0 * lc[lab] / total:.1f} % |")
    L.append(f"| Total | {total} | 100 % |\n")
    L.append("## Kinds\n")
    L.append("| Kind | Total | COMPLIANT | NON_COMPLIANT | IRRELEVANT |")
    L.append("|---|---|---|---|---|")
    for k in KINDS:
        L.append(f"| {k} | {kc[k]} | {klc[(k, 'COMPLIANT')]} | {klc[(k, 'NON_COMPLIANT')]} | {klc[(k, 'IRRELEVANT')]} |")
    L.append(f"| Total | {total} | {lc['COMPLIANT']} | {lc['NON_COMPLIANT']} | {lc['IRRELEVANT']} |\n")
    L.append("## Session scoring rule\n")
    L.append("COMPLIANT = 1 and NON_COMPLIANT = 0 per interaction. IRRELEVANT interactions are dropped and the remaining weights renormalised. "
             "A session is COMPLIANT when the weighted mean is at least 0.5 (exactly 0.5 counts as COMPLIANT), NON_COMPLIANT below that, and IRRELEVANT "
             "(score null) when every interaction is IRRELEVANT. Without given weights each turn weighs 1/n (stored rounded to 4 decimals). "
             "`resolved_weights` lists weights before IRRELEVANT turns are removed, and `expected_score` is rounded to 4 decimals.\n")
    L.append("## Notable cases\n")
    notes = [
        "**Company policy stricter than the code** (`northpaw-assistant`): bac-01-q1 (passenger age 4 vs 6), bac-01-q3 (22 km route, code 25 km, Northpaw 20 km), "
        "bac-02-q1 (13 °C cart tour allowed by the code's 5 km band, banned by Northpaw above 12 °C), bac-03-q3 (10 % admin fee vs Northpaw 5 %), bac-04-q3 (-27 °C). "
        "A checker that reads only the general code would call all of these compliant.",
        "**Right conclusion, wrong rule**: bac-04-q2 gets the number of guides right (two) but cites the code's 6 sleds per guide instead of Northpaw's 5.",
        "**Two documents together**: bac-03-q1 (consumer cooling-off overrides the Northpaw fee table), bac-02-q4 (assistance dog waiting area), "
        "bac-08-q4 (12-month voucher meets the consumer code but not the 24-month wellness rule).",
        "**Long answers**: bac-05-q3 and bac-17-q4 are long and fully correct; bac-13-q3 is long and correct except for one sentence allowing lone evening use of a Category C lathe.",
        "**Calendar vs working days**: bac-17-q2 turns '28 days' into '28 working days' (11 December instead of 1 December); bac-12-q3 uses 30 days instead of 10 working days; "
        "bac-12-q1 correctly counts 14 calendar days.",
        "**Wording close to the rule but meaning changed**: bac-17-q3 copies the suspension sentence but hands expulsion to the committee; bac-15-q4 moves the default time from 30 to 45 minutes; "
        "bac-09-q4 adds an invented 'overnight admission' condition to the adverse-event report.",
        "**Compliant paraphrases**: bac-05-q1, bac-07-q3, bac-15-q2, bac-16-q2 and bac-18-q1 state the rule without reusing its wording.",
        "**Facts from earlier turns**: bac-01-q2 (weights and relation to the driver), bac-03-q2/q3 (booking date, price, tour date), bac-09-q2/q3 (time of drinking, tattoo date "
        "relative to Saturday 19 July 2025), bac-15-q1 (joining date after 1 March), bac-16-q4 (last Thursday's session). bac-09-q2 is labelled on what was known at that "
        "turn: the tattoo that rules out the float only comes up in q3.",
        "**Refusals**: bac-04-q4 refuses a pregnant guest correctly; bac-09-q4 rightly declines to discuss another client but adds a wrong reporting condition.",
        "**Empty answers**: bac-13-q4 is whitespace only; bac-14-q3 is an empty string. bac-14 is entirely IRRELEVANT (score null).",
        "**Edge scores**: bac-01 and bac-17 are exact ties at 0.5 (COMPLIANT). bac-04 has a weighted IRRELEVANT turn, so its weights are renormalised over 0.8 (score 0.4375).",
    ]
    for n in notes:
        L.append(f"- {n}")
    L.append("")
    L.append("## Provenance\n")
    L.append("Written blind from general knowledge: the corpus, conversations and labels were composed from scratch for this set without consulting any other "
             "document, data set or code. All organisations, places, people, phone numbers and rules are fictional and simplified; none of this is real legal text.\n")
    with open(os.path.join(ROOT, "README.md"), "w", encoding="utf-8") as f:
        f.write("\n".join(L))


if __name__ == "__main__":
    main()
