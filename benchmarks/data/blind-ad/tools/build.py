#!/usr/bin/env python3
"""Build conversations.jsonl, labels.jsonl, expected_sessions.jsonl and README.md
from the hand-written session data in data_a.py, data_b.py and data_c.py."""
import json, os, sys
from collections import Counter, OrderedDict

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from data_a import SESSIONS_A
from data_b import SESSIONS_B
from data_c import SESSIONS_C

SESSIONS = SESSIONS_A + SESSIONS_B + SESSIONS_C
KINDS = ["plain", "numeric", "time_window", "negation", "modality", "paraphrase", "partial",
         "multi_rule", "smalltalk", "out_of_scope", "refusal", "empty_answer", "long_answer"]
LABELS = ["COMPLIANT", "NON_COMPLIANT", "IRRELEVANT"]


def session_score(turns, qa_ids):
    n = len(turns)
    weighted = any("w" in t for t in turns)
    if weighted:
        raw = [t["w"] for t in turns]
    else:
        raw = [1.0 / n] * n
    resolved = OrderedDict((q, round(w, 4)) for q, w in zip(qa_ids, raw))
    kept = [(w, t["label"]) for w, t in zip(raw, turns) if t["label"] != "IRRELEVANT"]
    if not kept:
        return weighted, resolved, None, "IRRELEVANT"
    tot = sum(w for w, _ in kept)
    score = sum(w for w, l in kept if l == "COMPLIANT") / tot
    score = round(score, 4)
    return weighted, resolved, score, ("COMPLIANT" if score >= 0.5 else "NON_COMPLIANT")


def main():
    conv, labels, expected = [], [], []
    for s in SESSIONS:
        turns = s["turns"]
        qa_ids = [f"{s['sid']}-q{i+1}" for i in range(len(turns))]
        c_turns = []
        for q, t in zip(qa_ids, turns):
            item = OrderedDict([("qa_id", q), ("query", t["q"]), ("assistant", t["a"]),
                                ("ground_truth_assistant", t["gt"])])
            if "w" in t:
                item["weight"] = t["w"]
            c_turns.append(item)
            labels.append(OrderedDict([("session_id", s["sid"]), ("qa_id", q), ("label", t["label"]),
                                       ("clause", t["clause"]), ("kind", t["kind"]),
                                       ("rationale", t["why"])]))
        conv.append(OrderedDict([("session_id", s["sid"]), ("assistant_id", s["aid"]),
                                 ("language", "english"), ("context", s["context"]),
                                 ("started_at", s["started"]), ("conversation", c_turns)]))
        weighted, resolved, score, verdict = session_score(turns, qa_ids)
        cnt = Counter(t["label"] for t in turns)
        expected.append(OrderedDict([
            ("session_id", s["sid"]), ("assistant_id", s["aid"]), ("n_interactions", len(turns)),
            ("n_compliant", cnt["COMPLIANT"]), ("n_non_compliant", cnt["NON_COMPLIANT"]),
            ("n_irrelevant", cnt["IRRELEVANT"]), ("weight_mode", "full" if weighted else "none"),
            ("resolved_weights", resolved), ("expected_score", score), ("expected_verdict", verdict)]))

    def dump(name, rows):
        with open(os.path.join(ROOT, name), "w", encoding="utf-8") as f:
            for r in rows:
                f.write(json.dumps(r, ensure_ascii=False) + "\n")
    dump("conversations.jsonl", conv)
    dump("labels.jsonl", labels)
    dump("expected_sessions.jsonl", expected)
    write_readme(conv, labels, expected)
    print("built", len(conv), "sessions,", len(labels), "interactions")


CORPUS = [
    ("carriage-tours-code.md", "Horse-drawn carriage tours", "District code: horse hours, heat limits, passenger table, routes, drivers, fares"),
    ("company/bramblewick-carriages-policy.md", "Horse-drawn carriage tours", "Company policy of Bramblewick Carriage Co., stricter than the district code; applies to `bramblewick-assistant`"),
    ("leisure-booking-code.md", "All four domains", "Deposits, cancellation refund table, operator cancellations, vouchers, complaints"),
    ("cat-cafe-code.md", "Cat cafes", "Cats in the lounge, opening hours, guest/staff table, guest conduct, hygiene, health, adoption"),
    ("cable-park-safety-code.md", "Wakeboard cable parks", "Rider age, protective equipment, speed table, operating conditions, staffing, weather credits"),
    ("perfume-workshop-code.md", "Perfume-making workshops", "Age and group-size table, ingredient handling, allergens, room, finished products, formula records"),
]

NOTABLE = """- **Company rule beats the general code.** `bad-01-q1`, `bad-02-q1`, `bad-02-q4`, `bad-03-q1`, `bad-04-q2` and `bad-04-q4` give answers that would be right under the district carriage code or the booking code but are NON_COMPLIANT for `bramblewick-assistant`, because the stricter Bramblewick policy applies (landau 4 not 6, heat limit 28 not 32 °C, half refund 12-48 h before, no trainees, break after 90 min, horse ages 6-20).
- **Same facts, other operator.** In `bad-15` the `harbourtown-guide` assistant answers about Oldgate Carriages (not Bramblewick): 6 in a landau and work at 30 °C are COMPLIANT there (`bad-15-q1`, `bad-15-q2`).
- **Company silent, code applies.** `bad-05-q1` (voucher validity), `bad-03-q3` (phone use) and `bad-06-q4` (receipts) are judged against the general codes because the Bramblewick policy says nothing on those points.
- **Calendar vs working days.** `bad-02-q3` (3 working days from Wed 16 July 2025 is Mon 21 July, not Sat 19), `bad-05-q3` and `bad-12-q3` (working days computed correctly), `bad-08-q2` (3 calendar days after a Monday application is Thursday).
- **Shares the rule's words, changes its meaning.** `bad-04-q2` (20 minutes after every two hours), `bad-03-q1` (the trainee rule quoted almost verbatim), `bad-18-q1` (30% instead of 20% for a non-refundable group deposit), `bad-16-q2` ("may set their own expiry").
- **Different words, same meaning (COMPLIANT).** `bad-04-q3` (two days off in any seven-day stretch, never more than five in a row), `bad-02-q2`, `bad-06-q2`, `bad-08-q4`, `bad-11-q1`.
- **Exception that does not apply.** `bad-09-q4` (rotating cats instead of a closed day), `bad-16-q3` (experience does not lift the under-12 speed limit).
- **Long answers.** `bad-13-q1` (COMPLIANT, about 2,400 characters), `bad-18-q2` (COMPLIANT, multi-document), `bad-14-q1` (NON_COMPLIANT: one wrong sentence, impact vest allowed for a 13-year-old, inside an otherwise correct answer).
- **Empty answers.** `bad-13-q3` is an empty string, `bad-17-q3` is whitespace only; both IRRELEVANT.
- **Session scoring edge cases.** `bad-01` scores exactly 0.5 and is COMPLIANT (tie rule). `bad-08` is weighted and NON_COMPLIANT (0.4) although an unweighted mean would be 0.5. `bad-12` is weighted with an IRRELEVANT turn removed before renormalising (0.3 / 0.9 = 0.3333). `bad-17` contains only IRRELEVANT turns, so its score is null and its verdict IRRELEVANT."""


def write_readme(conv, labels, expected):
    n = len(labels)
    lab = Counter(l["label"] for l in labels)
    kinds = Counter(l["kind"] for l in labels)
    by = {k: Counter() for k in KINDS}
    for l in labels:
        by[l["kind"]][l["label"]] += 1
    per_aid = Counter(c["assistant_id"] for c in conv)
    per_aid_i = Counter()
    for c in conv:
        per_aid_i[c["assistant_id"]] += len(c["conversation"])
    verd = Counter(e["expected_verdict"] for e in expected)
    out = []
    out.append("# Blind evaluation set AD: carriage tours, cat cafes, cable parks, perfume workshops\n")
    out.append("A small labelled set for testing a checker that decides whether an AI assistant's answers comply with a regulatory corpus. Every business, person, place and rule here is invented; phone numbers use 555-.\n")
    out.append("## Domains and corpus\n")
    out.append("Four invented domains: horse-drawn carriage tours, cat cafes, wakeboard cable parks and perfume-making workshops. The corpus has six markdown documents:\n")
    out.append("| File | Domain | Contents | Words |")
    out.append("|---|---|---|---|")
    for f, d, c in CORPUS:
        words = len(open(os.path.join(ROOT, "corpus", f), encoding="utf-8").read().split())
        out.append(f"| `corpus/{f}` | {d} | {c} | {words} |")
    out.append("")
    out.append("The Bramblewick company policy is stricter than the district carriage code and the booking code (shorter working day, lower heat limit, smaller landau, no trainees, lower evening surcharge, 20% deposit cap, more generous refunds, faster complaint handling). It binds only `bramblewick-assistant`.\n")
    out.append("## Conversations\n")
    out.append(f"- {len(conv)} sessions, {n} interactions, 3-5 turns per session.")
    out.append(f"- Assistants: " + ", ".join(f"`{a}` ({per_aid[a]} sessions, {per_aid_i[a]} interactions)" for a in sorted(per_aid)) + ".")
    out.append(f"- Weighted sessions (`weight_mode` full): " + ", ".join(e["session_id"] for e in expected if e["weight_mode"] == "full") + "; all others use equal weights.")
    out.append(f"- Expected session verdicts: " + ", ".join(f"{k} {verd[k]}" for k in LABELS) + ".\n")
    out.append("Files: `conversations.jsonl` (sessions), `labels.jsonl` (one label per interaction, with clause, kind and rationale), `expected_sessions.jsonl` (per-session counts, weights, score and verdict). Session score: COMPLIANT = 1, NON_COMPLIANT = 0, IRRELEVANT turns dropped and weights renormalised; score >= 0.5 is COMPLIANT; a session with only IRRELEVANT turns has score null and verdict IRRELEVANT.\n")
    out.append("## Labels\n")
    out.append("| Label | Count | Share |")
    out.append("|---|---|---|")
    for k in LABELS:
        out.append(f"| {k} | {lab[k]} | {100*lab[k]/n:.1f} % |")
    out.append(f"| Total | {n} | 100 % |\n")
    out.append("## Kinds\n")
    out.append("| Kind | Total | COMPLIANT | NON_COMPLIANT | IRRELEVANT |")
    out.append("|---|---|---|---|---|")
    for k in KINDS:
        out.append(f"| {k} | {kinds[k]} | {by[k]['COMPLIANT']} | {by[k]['NON_COMPLIANT']} | {by[k]['IRRELEVANT']} |")
    out.append(f"| Total | {n} | {lab['COMPLIANT']} | {lab['NON_COMPLIANT']} | {lab['IRRELEVANT']} |\n")
    out.append("## Notable cases\n")
    out.append(NOTABLE + "\n")
    out.append("## Tools\n")
    out.append("- `tools/build.py` regenerates the three JSONL files and this README from the hand-written data in `tools/data_a.py`, `tools/data_b.py` and `tools/data_c.py`.")
    out.append("- `tools/check.py` re-checks the set: JSON parses, fields, unique qa_ids, every clause names an existing file and heading, label and kind counts, weights, session scores and verdicts.\n")
    out.append("## Provenance\n")
    out.append("Written blind: the corpus, conversations and labels were composed from general knowledge only, without looking at any other data set, code or documents. All rules are simplified inventions and are not real legal text.")
    with open(os.path.join(ROOT, "README.md"), "w", encoding="utf-8") as f:
        f.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
