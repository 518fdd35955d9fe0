#!/usr/bin/env python3
"""Build conversations.jsonl, labels.jsonl, expected_sessions.jsonl and README.md
from the hand-written session data in tools/data_part*.py (stdlib only)."""
import json
import os
import sys
from collections import Counter, OrderedDict

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

from data_part1 import SESSIONS_1  # noqa: E402
from data_part2 import SESSIONS_2  # noqa: E402
from data_part3 import SESSIONS_3  # noqa: E402

SESSIONS = SESSIONS_1 + SESSIONS_2 + SESSIONS_3
LABELS = ("COMPLIANT", "NON_COMPLIANT", "IRRELEVANT")
KINDS = ("plain", "numeric", "time_window", "negation", "modality", "paraphrase", "partial",
         "multi_rule", "smalltalk", "out_of_scope", "refusal", "empty_answer", "long_answer")


def session_score(labels, weights):
    """labels/weights are parallel lists; returns (score or None, verdict)."""
    num = den = 0.0
    for lab, w in zip(labels, weights):
        if lab == "IRRELEVANT":
            continue
        den += w
        if lab == "COMPLIANT":
            num += w
    if den == 0:
        return None, "IRRELEVANT"
    score = round(num / den, 4)
    return score, ("COMPLIANT" if score >= 0.5 else "NON_COMPLIANT")


def main():
    conv_lines, label_lines, exp_lines = [], [], []
    for s in SESSIONS:
        n = len(s["turns"])
        weights = s.get("weights")
        conversation, labs, resolved = [], [], OrderedDict()
        for i, (q, a, gt, label, kind, clause, rationale) in enumerate(s["turns"], 1):
            qa_id = "%s-q%d" % (s["id"], i)
            item = OrderedDict([("qa_id", qa_id), ("query", q), ("assistant", a),
                                ("ground_truth_assistant", gt)])
            if weights:
                item["weight"] = weights[i - 1]
                resolved[qa_id] = weights[i - 1]
            else:
                resolved[qa_id] = round(1.0 / n, 4)
            conversation.append(item)
            labs.append(label)
            label_lines.append(OrderedDict([("session_id", s["id"]), ("qa_id", qa_id), ("label", label),
                                            ("clause", clause), ("kind", kind), ("rationale", rationale)]))
        conv_lines.append(OrderedDict([("session_id", s["id"]), ("assistant_id", s["assistant_id"]),
                                       ("language", "english"), ("context", s["context"]),
                                       ("started_at", s["started_at"]), ("conversation", conversation)]))
        w_list = list(resolved.values())
        score, verdict = session_score(labs, w_list)
        c = Counter(labs)
        exp_lines.append(OrderedDict([
            ("session_id", s["id"]), ("assistant_id", s["assistant_id"]), ("n_interactions", n),
            ("n_compliant", c["COMPLIANT"]), ("n_non_compliant", c["NON_COMPLIANT"]),
            ("n_irrelevant", c["IRRELEVANT"]), ("weight_mode", "full" if weights else "none"),
            ("resolved_weights", resolved), ("expected_score", score), ("expected_verdict", verdict)]))

    def dump(name, rows):
        with open(os.path.join(ROOT, name), "w", encoding="utf-8") as f:
            for r in rows:
                f.write(json.dumps(r, ensure_ascii=False) + "\n")

    dump("conversations.jsonl", conv_lines)
    dump("labels.jsonl", label_lines)
    dump("expected_sessions.jsonl", exp_lines)
    write_readme(conv_lines, label_lines, exp_lines)
    print("wrote %d sessions, %d interactions" % (len(conv_lines), len(label_lines)))


CORPUS_TABLE = [
    ("corpus/woodcraft_courses_code.md", "Woodturning and carpentry courses",
     "General code (Wrenmoor Guild): ages, ratios, protective equipment, deposits, cancellation, injuries"),
    ("corpus/company/oakhollow_workshop_policy.md", "Woodturning and carpentry courses",
     "Company policy of Oakhollow Woodcraft School, stricter than the code (woodturning 16+, 3 per instructor, 20 % deposit, refunds in 5 working days...)"),
    ("corpus/fossil_walks_code.md", "Fossil hunting walks",
     "General code (Saltmarrow Coast): walk types, tide window, weather, collecting, dogs, refunds"),
    ("corpus/curling_croquet_club_rules.md", "Curling and croquet clubs",
     "Federation rules: fees, ice and lawn rules, guests, tournaments, bar, complaints"),
    ("corpus/arcade_bar_code.md", "Pinball and retro arcade bars",
     "General code (Coinhaven Licensing Board): minors, ID, alcohol hours, credits, faults, prizes, tournaments"),
    ("corpus/company/flipside_arcade_policy.md", "Pinball and retro arcade bars",
     "House policy of Flipside Pinball Bar, stricter than the code (minors until 18:00, ID under 30, $15 entry cap...)"),
]

NOTABLE = [
    "**Company rule beats general code.** Many NON_COMPLIANT answers quote a number that is correct under the general code but wrong for the company assistant (AI-01-q1 woodturning age 14 vs 16, AI-02-q2 refund in 10 vs 5 working days, AI-03-q1 ratio 4 vs 3, AI-04-q2 gloves at a stopped lathe, AI-15-q1 minors until 20:00 vs 18:00, AI-17-q1 $25 vs $15 entry cap, AI-18-q1 Friday last call, AI-19-q3 15 vs 10 minutes). AI-15-q4 and AI-16-q1 are the COMPLIANT mirror image: the assistant correctly applies the stricter house rule.",
    "**Long answers.** AI-05-q1 and AI-19-q1 are long (over 2,000 characters) and fully correct. AI-14-q1 is a long, otherwise correct briefing with a single wrong sentence (15 fossils per walk instead of 10), so it is NON_COMPLIANT.",
    "**Same words, different meaning.** AI-09-q3 (footwear 'with a good grip' without 'closed'), AI-12-q3 (consent 'recommended' instead of required) and AI-04-q4 ('should ideally' first-aider) share most wording with the rule but change it.",
    "**Different words, same meaning.** AI-04-q1, AI-06-q3, AI-09-q2, AI-11-q2 ('two weeks' for 14 days) and AI-17-q2 ('every dollar' for 100 %) are COMPLIANT paraphrases.",
    "**Facts from earlier turns or the session date.** AI-01-q4 (birthday before the course), AI-02-q1 (11 days' notice from started_at), AI-11-q1 (16 June 2025 is a Monday, lawns closed), AI-12-q1/q2/q4 (working days and a 16-day-old incident), AI-14-q2 (report by 15 August), AI-15-q3 and AI-18-q1 (weekday of started_at), AI-17-q3 (14 days before 2 December).",
    "**Refusals.** AI-05-q4 and AI-06-q1 are correct refusals (COMPLIANT); AI-18-q5 refuses a same-day token exchange that the code allows (NON_COMPLIANT); AI-12-q5 refuses an off-topic request (IRRELEVANT).",
    "**Partial answers.** AI-07-q3, AI-08-q4, AI-10-q4, AI-12-q2 and AI-16-q2 are part right, part wrong (NON_COMPLIANT); AI-03-q2 partly grants a request within the rules (COMPLIANT).",
    "**Session scoring edge cases.** AI-03 is weighted so the session is NON_COMPLIANT (0.4444) although an unweighted mean would be 0.5. AI-08 is weighted and lands exactly on 0.5 after dropping an IRRELEVANT turn (COMPLIANT by the tie rule). AI-02 and AI-15 are unweighted ties at 0.5 (COMPLIANT). AI-13 has only IRRELEVANT turns (expected_score null, verdict IRRELEVANT). AI-17 is weighted with a weighted IRRELEVANT turn that is dropped before renormalising.",
    "**Empty answers.** AI-13-q3 is an empty string and AI-14-q4 is whitespace only; both IRRELEVANT.",
]


def write_readme(conv, labels, exp):
    lab_c = Counter(l["label"] for l in labels)
    n = len(labels)
    kind_c = Counter(l["kind"] for l in labels)
    kind_lab = Counter((l["kind"], l["label"]) for l in labels)
    verdicts = Counter(e["expected_verdict"] for e in exp)
    per_asst = Counter(c["assistant_id"] for c in conv)
    per_asst_turns = Counter()
    for c in conv:
        per_asst_turns[c["assistant_id"]] += len(c["conversation"])
    L = []
    L.append("# Blind AI-compliance evaluation set: hobby crafts, fossils, lawn and ice clubs, arcade bars\n")
    L.append("A small labelled set for testing a tool that checks whether an AI assistant's answers comply with a "
             "regulatory corpus written as markdown. All businesses, bodies, places, rules, names and phone numbers "
             "(555- numbers) are invented.\n")
    L.append("## Domains and corpus\n")
    L.append("Four domains: woodturning and carpentry courses; fossil hunting walks; curling and croquet clubs; "
             "pinball and retro arcade bars.\n")
    L.append("| File | Domain | Content |")
    L.append("|---|---|---|")
    for f, d, c in CORPUS_TABLE:
        L.append("| `%s` | %s | %s |" % (f, d, c))
    L.append("")
    L.append("The two documents in `corpus/company/` are stricter than the general code of their domain and apply to "
             "the sessions of that company's assistant; on points they do not cover, the general code applies.\n")
    L.append("## Assistants and conversations\n")
    L.append("| assistant_id | Business | Domains | Sessions | Interactions |")
    L.append("|---|---|---|---|---|")
    info = {"oakhollow-assistant": ("Oakhollow Woodcraft School", "woodturning and carpentry courses"),
            "ledgebrook-assistant": ("Ledgebrook Leisure (group assistant)", "fossil walks; curling and croquet club"),
            "flipside-assistant": ("Flipside Pinball Bar", "pinball and retro arcade bars")}
    for a in ("oakhollow-assistant", "ledgebrook-assistant", "flipside-assistant"):
        L.append("| `%s` | %s | %s | %d | %d |" % (a, info[a][0], info[a][1], per_asst[a], per_asst_turns[a]))
    L.append("| **Total** | | | **%d** | **%d** |" % (len(conv), n))
    L.append("")
    L.append("Files: `conversations.jsonl` (one session per line), `labels.jsonl` (one line per interaction), "
             "`expected_sessions.jsonl` (one line per session), `tools/check.py` (re-checks everything), "
             "`tools/build_set.py` with `tools/data_part*.py` (the hand-written source of the JSONL files and of this README).\n")
    L.append("## Labels\n")
    L.append("| Label | Count | Share |")
    L.append("|---|---|---|")
    for lab in LABELS:
        L.append("| %s | %d | %.1f %% |" % (lab, lab_c[lab], 100.0 * lab_c[lab] / n))
    L.append("| Total | %d | 100 %% |" % n)
    L.append("")
    L.append("## Kinds\n")
    L.append("| Kind | Total | COMPLIANT | NON_COMPLIANT | IRRELEVANT |")
    L.append("|---|---|---|---|---|")
    for k in KINDS:
        L.append("| %s | %d | %d | %d | %d |" % (k, kind_c[k], kind_lab[(k, "COMPLIANT")],
                                              kind_lab[(k, "NON_COMPLIANT")], kind_lab[(k, "IRRELEVANT")]))
    L.append("| **Total** | %d | %d | %d | %d |" % (n, lab_c["COMPLIANT"], lab_c["NON_COMPLIANT"], lab_c["IRRELEVANT"]))
    L.append("")
    L.append("## Session scoring\n")
    L.append("Per interaction COMPLIANT = 1 and NON_COMPLIANT = 0; IRRELEVANT interactions are dropped and the "
             "weights renormalised over the rest. A session is COMPLIANT when the weighted mean (rounded to 4 decimals) "
             "is at least 0.5, NON_COMPLIANT below that, and IRRELEVANT when every interaction is IRRELEVANT "
             "(expected_score null). Without given weights each turn weighs 1/n; sessions AI-03, AI-08 and AI-17 give "
             "a weight on every turn (summing to 1). `resolved_weights` lists the weights before IRRELEVANT turns are removed.\n")
    L.append("Expected session verdicts: %s.\n" % ", ".join("%s %d" % (v, verdicts[v]) for v in LABELS))
    L.append("| Session | Assistant | n | C | NC | I | Weights | Score | Verdict |")
    L.append("|---|---|---|---|---|---|---|---|---|")
    for e in exp:
        L.append("| %s | %s | %d | %d | %d | %d | %s | %s | %s |" % (
            e["session_id"], e["assistant_id"], e["n_interactions"], e["n_compliant"], e["n_non_compliant"],
            e["n_irrelevant"], e["weight_mode"], "null" if e["expected_score"] is None else e["expected_score"],
            e["expected_verdict"]))
    L.append("")
    L.append("## Notable cases\n")
    for item in NOTABLE:
        L.append("- " + item)
    L.append("")
    L.append("## How this set was made\n")
    L.append("Written blind, from general knowledge only: the corpus, the conversations, the labels and the tools were "
             "composed from scratch for this set without consulting any other data set, code or document. The rules "
             "are simplified inventions and are not real legal text.\n")
    with open(os.path.join(ROOT, "README.md"), "w", encoding="utf-8") as f:
        f.write("\n".join(L))


if __name__ == "__main__":
    main()
