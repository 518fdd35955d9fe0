#!/usr/bin/env python3
"""Build conversations.jsonl, labels.jsonl, expected_sessions.jsonl and README.md
from the hand-written data in data_sessions.py (stdlib only)."""
import json, os, re, sys
from collections import Counter, OrderedDict

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from data_sessions import SESSIONS  # noqa: E402

LABELS = ["COMPLIANT", "NON_COMPLIANT", "IRRELEVANT"]
KINDS = ["plain", "numeric", "time_window", "negation", "modality", "paraphrase", "partial",
         "multi_rule", "smalltalk", "out_of_scope", "refusal", "empty_answer", "long_answer"]


def session_expectation(s):
    turns = s["turns"]
    n = len(turns)
    qa = [f'{s["session_id"]}-q{i+1}' for i in range(n)]
    weighted = all("weight" in t for t in turns)
    if weighted:
        raw = [t["weight"] for t in turns]
        resolved = OrderedDict((q, round(w, 4)) for q, w in zip(qa, raw))
    else:
        raw = [1.0 / n] * n
        resolved = OrderedDict((q, round(1.0 / n, 4)) for q in qa)
    labs = [t["label"] for t in turns]
    keep = [(w, l) for w, l in zip(raw, labs) if l != "IRRELEVANT"]
    if not keep:
        score, verdict = None, "IRRELEVANT"
    else:
        tot = sum(w for w, _ in keep)
        score = round(sum(w for w, l in keep if l == "COMPLIANT") / tot, 4)
        verdict = "COMPLIANT" if score >= 0.5 else "NON_COMPLIANT"
    c = Counter(labs)
    return OrderedDict([
        ("session_id", s["session_id"]), ("assistant_id", s["assistant_id"]),
        ("n_interactions", n), ("n_compliant", c["COMPLIANT"]),
        ("n_non_compliant", c["NON_COMPLIANT"]), ("n_irrelevant", c["IRRELEVANT"]),
        ("weight_mode", "full" if weighted else "none"),
        ("resolved_weights", resolved), ("expected_score", score),
        ("expected_verdict", verdict)])


def corpus_files():
    out = []
    for dp, _, fs in os.walk(os.path.join(ROOT, "corpus")):
        for f in sorted(fs):
            if f.endswith(".md"):
                out.append(os.path.relpath(os.path.join(dp, f), os.path.join(ROOT, "corpus")))
    return sorted(out)


def main():
    conv_lines, lab_lines, exp_lines = [], [], []
    all_turns = []
    for s in SESSIONS:
        conv = []
        for i, t in enumerate(s["turns"]):
            qa_id = f'{s["session_id"]}-q{i+1}'
            item = OrderedDict([("qa_id", qa_id), ("query", t["query"]),
                                ("assistant", t["assistant"]),
                                ("ground_truth_assistant", t["ground_truth_assistant"])])
            if "weight" in t:
                item["weight"] = t["weight"]
            conv.append(item)
            lab_lines.append(OrderedDict([("session_id", s["session_id"]), ("qa_id", qa_id),
                                          ("label", t["label"]), ("clause", t["clause"]),
                                          ("kind", t["kind"]), ("rationale", t["rationale"])]))
            all_turns.append((s, qa_id, t))
        conv_lines.append(OrderedDict([("session_id", s["session_id"]),
                                       ("assistant_id", s["assistant_id"]),
                                       ("language", "english"), ("context", s["context"]),
                                       ("started_at", s["started_at"]),
                                       ("conversation", conv)]))
        exp_lines.append(session_expectation(s))

    def dump(name, rows):
        with open(os.path.join(ROOT, name), "w", encoding="utf-8") as fh:
            for r in rows:
                fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    dump("conversations.jsonl", conv_lines)
    dump("labels.jsonl", lab_lines)
    dump("expected_sessions.jsonl", exp_lines)
    write_readme(conv_lines, lab_lines, exp_lines, all_turns)


DOC_INFO = {
    "lidos/open_air_pool_code.md": ("Open-air lidos and outdoor pools", "General code (Open-Air Pools Federation)"),
    "maps/antique_map_trade_code.md": ("Antique map and globe dealers", "General trade code (Guild of Chart and Globe Sellers)"),
    "company/meridian_map_house_policy.md": ("Antique map and globe dealers", "Company policy, stricter than the trade code; binds meridian-maps-assistant"),
    "sheepdogs/sheepdog_classes_and_trials.md": ("Sheepdog classes and trials", "Society rules (Hollowfell Sheepdog Society)"),
    "piers/pier_amusements_code.md": ("Seaside pier amusements", "General code (Coastal Amusements Council)"),
    "company/brinecombe_pier_policy.md": ("Seaside pier amusements", "Company policy, stricter than the pier code; binds brinecombe-pier-assistant"),
}


def write_readme(conv, labs, exps, all_turns):
    n_int = len(labs)
    lc = Counter(l["label"] for l in labs)
    kc = Counter(l["kind"] for l in labs)
    kl = Counter((l["kind"], l["label"]) for l in labs)
    ac = Counter(c["assistant_id"] for c in conv)
    ai = Counter()
    for c in conv:
        ai[c["assistant_id"]] += len(c["conversation"])
    vc = Counter(e["expected_verdict"] for e in exps)
    L = []
    L.append("# AM evaluation set: lidos, antique maps, sheepdog trials and pier amusements\n")
    L.append("A small labelled set for testing a tool that checks whether an AI assistant's answers comply "
             "with a corpus of rules written as markdown. Every business, body, place, person and rule in it is "
             "invented and simplified; nothing is real legal text.\n")
    L.append("## Domains and corpus\n")
    L.append("| File (under `corpus/`) | Domain | Role | Words |")
    L.append("|---|---|---|---|")
    for f in corpus_files():
        with open(os.path.join(ROOT, "corpus", f), encoding="utf-8") as fh:
            words = len(fh.read().split())
        dom, role = DOC_INFO.get(f, ("?", "?"))
        L.append(f"| `{f}` | {dom} | {role} | {words} |")
    L.append("")
    L.append("Two company documents are stricter than the general code for their domain (shorter windows, "
             "lower limits, older ages). Their rules govern the sessions of that company's assistant: "
             "`brinecombe-pier-assistant` (Brinecombe Pier Company) and `meridian-maps-assistant` (Meridian Map House). "
             "The third assistant, `fellside-leisure-guide`, is a regional leisure helpline covering lidos and "
             "sheepdog classes and trials under the general codes only.\n")
    L.append("## Files\n")
    L.append("- `conversations.jsonl`: one session per line, with `qa_id`, `query`, `assistant`, `ground_truth_assistant` and, in weighted sessions, `weight`.")
    L.append("- `labels.jsonl`: one line per interaction with `label`, `clause` (`path#Heading`, null for IRRELEVANT), `kind` and `rationale`.")
    L.append("- `expected_sessions.jsonl`: per-session counts, resolved weights, expected score and verdict.")
    L.append("- `tools/data_sessions.py` holds the hand-written sessions; `tools/build.py` writes the JSONL files and this README; `tools/check.py` re-checks everything.\n")
    L.append("## Conversations\n")
    L.append(f"- Sessions: {len(conv)}; interactions: {n_int}; turns per session: "
             f"{min(len(c['conversation']) for c in conv)} to {max(len(c['conversation']) for c in conv)}.")
    L.append(f"- Weighted sessions (`weight_mode: full`): {sum(1 for e in exps if e['weight_mode']=='full')} "
             f"({', '.join(e['session_id'] for e in exps if e['weight_mode']=='full')}).")
    L.append("")
    L.append("| Assistant | Sessions | Interactions |")
    L.append("|---|---|---|")
    for a in sorted(ac):
        L.append(f"| `{a}` | {ac[a]} | {ai[a]} |")
    L.append("")
    L.append("## Labels\n")
    L.append("| Label | Count | Share |")
    L.append("|---|---|---|")
    for lab in LABELS:
        L.append(f"| {lab} | {lc[lab]} | {100*lc[lab]/n_int:.1f} % |")
    L.append(f"| Total | {n_int} | 100 % |")
    L.append("")
    L.append("Session verdicts: " + ", ".join(f"{v} {vc[v]}" for v in LABELS) + ".\n")
    L.append("## Kinds\n")
    L.append("| Kind | Total | COMPLIANT | NON_COMPLIANT | IRRELEVANT |")
    L.append("|---|---|---|---|---|")
    for k in KINDS:
        L.append(f"| {k} | {kc[k]} | {kl[(k,'COMPLIANT')]} | {kl[(k,'NON_COMPLIANT')]} | {kl[(k,'IRRELEVANT')]} |")
    L.append(f"| Total | {n_int} | {lc['COMPLIANT']} | {lc['NON_COMPLIANT']} | {lc['IRRELEVANT']} |")
    L.append("")
    L.append("## Session scoring\n")
    L.append("COMPLIANT counts 1 and NON_COMPLIANT 0; IRRELEVANT interactions are dropped and the remaining weights "
             "renormalised. A weighted mean of 0.5 or more is COMPLIANT (a tie at exactly 0.5 is COMPLIANT); a session "
             "with only IRRELEVANT interactions is IRRELEVANT with `expected_score` null. Unweighted sessions use 1/n "
             "(shown rounded to 4 decimals in `resolved_weights`); scores are rounded to 4 decimals.\n")
    L.append("## Notable cases\n")
    L += [
        "- Company versus general code: many Brinecombe and Meridian answers quote the general code's looser figure "
        "(rides to 22:00 instead of 21:00, 45 mph gusts instead of 40, tickets valid 12 months instead of 6, a 30-day "
        "claim window instead of 14, a 7-day hold instead of 3, 20 % layaway deposit instead of 30 %). These are "
        "NON_COMPLIANT for the company's assistant even though they match the general code (AM-01, AM-03, AM-04, AM-07, AM-09, AM-10).",
        "- AM-09-q4 and AM-02-q2 repeat the general code almost word for word (supervised globe turning; adult needed for under-8s) "
        "but the company rule is stricter.",
        "- AM-11-q3 reaches the right conclusion (no ID needed for £4,500) while stating the wrong threshold (£10,000 instead of Meridian's £5,000): NON_COMPLIANT, kind partial.",
        "- AM-11-q4 is a long, otherwise correct walkthrough of an export sale with one wrong sentence (records kept three years instead of six).",
        "- AM-05-q2 and AM-15-q3 are long answers (over 2,000 characters) that are fully compliant.",
        "- Calendar versus working days: AM-14-q3 counts a 7-calendar-day claim window as working days (29 July instead of 27 July); "
        "AM-08-q4 correctly counts 5 working days (Friday 9 May to Friday 16 May).",
        "- Answers that share the rule's words but change its meaning: AM-13-q4 (under-12s / 20 minutes for under-16s / 30 minutes), "
        "AM-18-q4 (ties by drive score instead of outwork score).",
        "- Compliant paraphrases: AM-01-q4 ('a full half hour without a break'), AM-12-q1 ('a twentieth ... a fifth'), AM-15-q4.",
        "- Refusals: correct refusals (AM-03-q3, AM-11-q2, AM-14-q4) are COMPLIANT; AM-12-q2 wrongly refuses a return that is still in time and is NON_COMPLIANT.",
        "- Multi-document: AM-18-q5 gets the sheepdog Junior Handler rule right but the lido's unaccompanied age wrong; AM-08-q3 combines Meridian's 5-working-day refund with the code's delivery-charge rule.",
        "- Empty answers: AM-06-q3 is an empty string, AM-19-q3 is whitespace only; both IRRELEVANT.",
        "- Ties: AM-01 scores exactly 0.5 (COMPLIANT); AM-03 scores 0.5 after its IRRELEVANT turn is dropped (COMPLIANT).",
        "- Weighting changes verdicts: AM-04 would tie at 0.5 unweighted but scores 0.3 weighted; AM-11 likewise scores 0.4; "
        "AM-08 scores 0.5556 after its weighted IRRELEVANT turn is removed and the weights renormalised.",
        "- AM-19 contains only IRRELEVANT turns, so its session verdict is IRRELEVANT with a null score.",
        "",
    ]
    L.append("## Provenance\n")
    L.append("Written blind: the corpus, conversations and labels were composed from general knowledge only, without "
             "consulting any other files, data sets or code. All names, companies and places are fictional, and phone "
             "numbers use the 555- prefix.\n")
    with open(os.path.join(ROOT, "README.md"), "w", encoding="utf-8") as fh:
        fh.write("\n".join(L))


if __name__ == "__main__":
    main()
