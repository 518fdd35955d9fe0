#!/usr/bin/env python3
"""Check an interaction-level training set (training/INTERACTIONS.md).

Usage: python3 tools/check_set.py [SET_DIR]   (default: the folder above tools/)

Checks: every line parses; ids and fields; 16-20 sessions of 3-5 turns, >= 64
interactions; one label per interaction; label logic (COMPLIANT / NON_COMPLIANT /
IRRELEVANT vs the rule list); kinds; every quote is a unit of the corpus (a
paragraph sentence, a bullet without its lead-in line, or a table row joined by
" | "); corpus shape (4-6 docs, 300-900 words, a table each, a company/ folder);
long answers; label mix. Prints counts and exits 1 on any error.
"""
import collections
import json
import pathlib
import re
import statistics
import sys

LABELS = {"COMPLIANT", "NON_COMPLIANT", "IRRELEVANT"}
RULE_LABELS = {"SUPPORTS", "CONTRADICTS"}
KINDS = {"plain", "numeric", "time_window", "negation", "modality", "paraphrase", "partial",
         "multi_rule", "smalltalk", "out_of_scope", "refusal", "empty_answer", "long_answer"}
SENT_SPLIT = re.compile(r"(?<=[.!?])\s+(?=[A-Z0-9£\"'(])")


def corpus_units(path):
    """Return (units, has_table, words) for one markdown document."""
    units, has_table = set(), False
    text = path.read_text(encoding="utf-8")
    lines = text.splitlines()
    prev_table = False
    for line in lines:
        s = line.strip()
        if not s or s.startswith("#"):
            prev_table = False
            continue
        if s.startswith("|"):
            cells = [c.strip() for c in s.strip("|").split("|")]
            if all(re.fullmatch(r":?-{3,}:?", c) for c in cells):
                has_table = True
                prev_table = True
                continue
            if prev_table:  # body row (header rows are not rule units)
                units.add(" | ".join(cells))
            continue
        prev_table = False
        if s.startswith("- ") or s.startswith("* "):
            units.add(s[2:].strip())
            continue
        for sent in SENT_SPLIT.split(s):
            units.add(sent.strip())
    words = len(re.findall(r"\S+", text))
    return units, has_table, words


def main():
    root = pathlib.Path(sys.argv[1]) if len(sys.argv) > 1 else pathlib.Path(__file__).resolve().parent.parent
    errors, warnings = [], []

    # corpus
    docs = sorted((root / "corpus").rglob("*.md"))
    if not 4 <= len(docs) <= 6:
        errors.append(f"corpus has {len(docs)} documents (want 4-6)")
    if not list((root / "corpus" / "company").glob("*.md")):
        errors.append("no company document in corpus/company/")
    units = set()
    for d in docs:
        u, has_table, words = corpus_units(d)
        units |= u
        if not has_table:
            errors.append(f"{d.name}: no markdown table")
        if not 300 <= words <= 900:
            errors.append(f"{d.name}: {words} words (want 300-900)")
        print(f"doc {d.relative_to(root)}: {words} words, {len(u)} units")

    # conversations
    sessions, qa_order = {}, []
    for n, line in enumerate((root / "conversations.jsonl").read_text(encoding="utf-8").splitlines(), 1):
        try:
            s = json.loads(line)
        except json.JSONDecodeError as e:
            errors.append(f"conversations.jsonl:{n}: {e}")
            continue
        for key in ("session_id", "assistant_id", "language", "context", "started_at", "conversation"):
            if key not in s:
                errors.append(f"conversations.jsonl:{n}: missing {key}")
        sid = s.get("session_id", "")
        if not re.fullmatch(r"t2-\d{2}", sid):
            errors.append(f"bad session id {sid!r}")
        if sid in sessions:
            errors.append(f"duplicate session {sid}")
        turns = s.get("conversation", [])
        if not 3 <= len(turns) <= 5:
            errors.append(f"{sid}: {len(turns)} turns (want 3-5)")
        for i, t in enumerate(turns, 1):
            if t.get("qa_id") != f"{sid}-q{i}":
                errors.append(f"{sid}: turn {i} has qa_id {t.get('qa_id')!r}")
            if not t.get("query"):
                errors.append(f"{t.get('qa_id')}: empty query")
            if "assistant" not in t:
                errors.append(f"{t.get('qa_id')}: no assistant field")
            qa_order.append((sid, t.get("qa_id"), t.get("assistant", "")))
        sessions[sid] = s
    if not 16 <= len(sessions) <= 20:
        errors.append(f"{len(sessions)} sessions (want 16-20)")
    if len(qa_order) < 64:
        errors.append(f"{len(qa_order)} interactions (want >= 64)")

    # labels
    labels = {}
    for n, line in enumerate((root / "labels.jsonl").read_text(encoding="utf-8").splitlines(), 1):
        try:
            l = json.loads(line)
        except json.JSONDecodeError as e:
            errors.append(f"labels.jsonl:{n}: {e}")
            continue
        qa = l.get("qa_id")
        if qa in labels:
            errors.append(f"duplicate label for {qa}")
        labels[qa] = l
    answers = {qa: (sid, a) for sid, qa, a in qa_order}
    if set(labels) != set(answers):
        errors.append(f"label/interaction mismatch: {sorted(set(labels) ^ set(answers))}")

    label_count, kind_count, rules_per = collections.Counter(), collections.Counter(), []
    kind_by_label = collections.defaultdict(collections.Counter)
    long_answers = []
    for qa, l in labels.items():
        sid, ans = answers.get(qa, (None, ""))
        if l.get("session_id") != sid:
            errors.append(f"{qa}: session_id {l.get('session_id')!r} != {sid!r}")
        lab, kind, rules = l.get("label"), l.get("kind"), l.get("rules", [])
        if lab not in LABELS:
            errors.append(f"{qa}: bad label {lab!r}")
        if kind not in KINDS:
            errors.append(f"{qa}: bad kind {kind!r}")
        if not l.get("rationale"):
            errors.append(f"{qa}: no rationale")
        seen = set()
        for r in rules:
            q, rl = r.get("quote", ""), r.get("label")
            if rl not in RULE_LABELS:
                errors.append(f"{qa}: bad rule label {rl!r}")
            if q not in units:
                errors.append(f"{qa}: quote not a corpus unit: {q!r}")
            if q in seen:
                errors.append(f"{qa}: quote listed twice: {q!r}")
            seen.add(q)
        n_c = sum(r.get("label") == "CONTRADICTS" for r in rules)
        n_s = sum(r.get("label") == "SUPPORTS" for r in rules)
        if lab == "COMPLIANT" and (n_c or not n_s):
            errors.append(f"{qa}: COMPLIANT needs >=1 SUPPORTS and no CONTRADICTS")
        if lab == "NON_COMPLIANT" and not n_c:
            errors.append(f"{qa}: NON_COMPLIANT needs >=1 CONTRADICTS")
        if lab == "IRRELEVANT" and rules:
            errors.append(f"{qa}: IRRELEVANT must have an empty rule list")
        if kind == "empty_answer" and ans.strip():
            errors.append(f"{qa}: empty_answer kind but answer is not blank")
        if not ans.strip() and lab != "IRRELEVANT":
            errors.append(f"{qa}: blank answer must be IRRELEVANT")
        if len(ans) > 2000:
            long_answers.append(qa)
            if kind != "long_answer":
                warnings.append(f"{qa}: answer over 2,000 characters but kind is {kind}")
        elif kind == "long_answer":
            errors.append(f"{qa}: long_answer kind but only {len(ans)} characters")
        label_count[lab] += 1
        kind_count[kind] += 1
        kind_by_label[lab][kind] += 1
        if lab != "IRRELEVANT":
            rules_per.append(len(rules))

    if not 2 <= len(long_answers) <= 3:
        errors.append(f"{len(long_answers)} answers over 2,000 characters (want 2-3)")
    total = sum(label_count.values()) or 1
    for lab, target in (("COMPLIANT", 45), ("NON_COMPLIANT", 40), ("IRRELEVANT", 15)):
        share = 100 * label_count[lab] / total
        if abs(share - target) > 5:
            warnings.append(f"{lab} share {share:.1f}% (target about {target}%)")

    print(f"\n{len(sessions)} sessions, {total} interactions")
    for lab in sorted(label_count):
        print(f"  {lab:14s} {label_count[lab]:3d} ({100 * label_count[lab] / total:.1f}%)  "
              + ", ".join(f"{k} {v}" for k, v in sorted(kind_by_label[lab].items())))
    print("kinds:", ", ".join(f"{k} {v}" for k, v in sorted(kind_count.items())))
    allr = [len(l.get("rules", [])) for l in labels.values()]
    print(f"rules per interaction (all): min {min(allr)} / mean {statistics.mean(allr):.2f} / max {max(allr)}")
    if rules_per:
        print(f"rules per labelled (non-IRRELEVANT) interaction: min {min(rules_per)} / "
              f"mean {statistics.mean(rules_per):.2f} / max {max(rules_per)}")
    print("long answers:", ", ".join(long_answers))
    for w in warnings:
        print("WARNING:", w)
    for e in errors:
        print("ERROR:", e)
    print("OK" if not errors else f"{len(errors)} error(s)")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
