#!/usr/bin/env python3
"""Check an interaction-level training set written under training/INTERACTIONS.md.

Usage: python3 tools/check_set.py [SET_DIR]   (default: the folder above tools/)

Checks: corpus shape (4-6 docs, 300-900 words, headings, table, company doc,
555- phone numbers), every JSONL line parses, ids and turn counts, one label per
interaction, label/rules consistency, every quote is exactly one corpus unit
(a paragraph sentence, a bullet without its lead-in, or a table row whose cells
are joined by " | "), kinds, long answers, and the label mix. Prints counts per
label and kind. Exit status 1 on any error.
"""
import json
import re
import sys
from collections import Counter
from pathlib import Path

LABELS = {"COMPLIANT", "NON_COMPLIANT", "IRRELEVANT"}
RULE_LABELS = {"SUPPORTS", "CONTRADICTS"}
KINDS = {"plain", "numeric", "time_window", "negation", "modality", "paraphrase", "partial",
         "multi_rule", "smalltalk", "out_of_scope", "refusal", "empty_answer", "long_answer"}
IRRELEVANT_KINDS = {"smalltalk", "out_of_scope", "empty_answer"}
SENT_SPLIT = re.compile(r"(?<=[.!?])\s+(?=[A-Z0-9£\"'(])")
PHONE = re.compile(r"\b\d{3}-\d{4}\b")
# Target mix for this set (violation-heavy variant): share and tolerance.
MIX = {"COMPLIANT": 0.35, "NON_COMPLIANT": 0.50, "IRRELEVANT": 0.15}
MIX_TOL = 0.05

errors = []


def err(msg):
    errors.append(msg)


def is_table_sep(line):
    return bool(re.fullmatch(r"\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?", line.strip()))


def table_cells(line):
    return [c.strip() for c in line.strip().strip("|").split("|")]


def units_of(text):
    """Return (units, table_rows) of one markdown document."""
    units, rows = [], []
    para = []
    lines = text.splitlines()

    def flush():
        if para:
            joined = " ".join(x.strip() for x in para)
            units.extend(s.strip() for s in SENT_SPLIT.split(joined) if s.strip())
            para.clear()

    in_table_header = False
    for i, line in enumerate(lines):
        s = line.strip()
        if not s or s.startswith("#"):
            flush()
            continue
        if s.startswith("|"):
            flush()
            if is_table_sep(s):
                continue
            nxt = lines[i + 1].strip() if i + 1 < len(lines) else ""
            if is_table_sep(nxt):  # header row
                continue
            cells = table_cells(s)
            rows.append(cells)
            units.append(" | ".join(cells))
            continue
        if s.startswith(("- ", "* ")):
            flush()
            units.append(s[2:].strip())
            continue
        para.append(s)
    flush()
    return units, rows


def load_jsonl(path):
    out = []
    for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip():
            err(f"{path.name}:{n}: blank line")
            continue
        try:
            out.append(json.loads(line))
        except json.JSONDecodeError as e:
            err(f"{path.name}:{n}: does not parse ({e})")
    return out


def main():
    root = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parent.parent
    set_name = root.name
    corpus = root / "corpus"
    docs = sorted(corpus.rglob("*.md"))
    if not 4 <= len(docs) <= 6:
        err(f"corpus has {len(docs)} documents, want 4 to 6")
    if not list((corpus / "company").glob("*.md")):
        err("no company document in corpus/company/")
    unit_set, all_rows, unit_doc = set(), [], {}
    for d in docs:
        text = d.read_text(encoding="utf-8")
        words = len(re.findall(r"\S+", text))
        if not 300 <= words <= 900:
            err(f"{d.relative_to(root)}: {words} words, want 300 to 900")
        if not re.search(r"^# ", text, re.M) or not re.search(r"^## ", text, re.M):
            err(f"{d.relative_to(root)}: needs # and ## headings")
        if not any(is_table_sep(l) for l in text.splitlines()):
            err(f"{d.relative_to(root)}: no markdown table")
        for ph in PHONE.findall(text):
            if not ph.startswith("555-"):
                err(f"{d.relative_to(root)}: phone number {ph} is not a 555- number")
        units, rows = units_of(text)
        all_rows.extend(rows)
        for u in units:
            if u in unit_set and unit_doc[u] != d.name:
                err(f"unit appears in two documents: {u!r}")
            unit_set.add(u)
            unit_doc[u] = d.name

    convs = load_jsonl(root / "conversations.jsonl")
    labels = load_jsonl(root / "labels.jsonl")
    if not 16 <= len(convs) <= 20:
        err(f"{len(convs)} sessions, want 16 to 20")
    qa = {}
    sid_re = re.compile(rf"^{re.escape(set_name)}-\d{{2}}$")
    for c in convs:
        sid = c.get("session_id", "?")
        for f in ("session_id", "assistant_id", "language", "context", "started_at", "conversation"):
            if f not in c:
                err(f"{sid}: missing field {f}")
        if not sid_re.match(sid):
            err(f"{sid}: session id does not follow {set_name}-NN")
        if not re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ", c.get("started_at", "")):
            err(f"{sid}: bad started_at")
        turns = c.get("conversation", [])
        if not 3 <= len(turns) <= 5:
            err(f"{sid}: {len(turns)} turns, want 3 to 5")
        for i, t in enumerate(turns, 1):
            want = f"{sid}-q{i}"
            if t.get("qa_id") != want:
                err(f"{sid}: qa_id {t.get('qa_id')} should be {want}")
            if not isinstance(t.get("query"), str) or not t["query"].strip():
                err(f"{want}: empty query")
            if not isinstance(t.get("assistant"), str):
                err(f"{want}: assistant is not a string")
            if t.get("qa_id") in qa:
                err(f"duplicate qa_id {t.get('qa_id')}")
            qa[t.get("qa_id")] = (sid, t)
        for ph in PHONE.findall(json.dumps(c)):
            if not ph.startswith("555-"):
                err(f"{sid}: phone number {ph} is not a 555- number")
    if len(qa) < 64:
        err(f"{len(qa)} interactions, want at least 64")

    seen = set()
    lab_count, kind_count, pair = Counter(), Counter(), Counter()
    long_answers = 0
    for l in labels:
        q = l.get("qa_id")
        if q in seen:
            err(f"{q}: labelled twice")
        seen.add(q)
        if q not in qa:
            err(f"{q}: label without interaction")
            continue
        sid, turn = qa[q]
        if l.get("session_id") != sid:
            err(f"{q}: session_id {l.get('session_id')} should be {sid}")
        lab, kind, rules = l.get("label"), l.get("kind"), l.get("rules")
        if lab not in LABELS:
            err(f"{q}: bad label {lab}")
        if kind not in KINDS:
            err(f"{q}: bad kind {kind}")
        if not isinstance(rules, list):
            err(f"{q}: rules is not a list")
            rules = []
        if not isinstance(l.get("rationale"), str) or not l["rationale"].strip():
            err(f"{q}: missing rationale")
        quotes = [r.get("quote") for r in rules]
        if len(set(quotes)) != len(quotes):
            err(f"{q}: a quote is listed twice")
        for r in rules:
            if r.get("label") not in RULE_LABELS:
                err(f"{q}: bad rule label {r.get('label')}")
            qt = r.get("quote", "")
            if qt not in unit_set:
                # table rows: every cell must be a cell of one row
                cells = [x.strip() for x in qt.split(" | ")]
                if not any(cells == row for row in all_rows):
                    err(f"{q}: quote is not a corpus unit: {qt!r}")
        sup = sum(r.get("label") == "SUPPORTS" for r in rules)
        con = sum(r.get("label") == "CONTRADICTS" for r in rules)
        if lab == "COMPLIANT" and (con or not sup):
            err(f"{q}: COMPLIANT needs >=1 SUPPORTS and no CONTRADICTS")
        if lab == "NON_COMPLIANT" and not con:
            err(f"{q}: NON_COMPLIANT needs >=1 CONTRADICTS")
        if lab == "IRRELEVANT" and rules:
            err(f"{q}: IRRELEVANT must have an empty rules list")
        if (lab == "IRRELEVANT") != (kind in IRRELEVANT_KINDS):
            err(f"{q}: kind {kind} does not fit label {lab}")
        if kind == "empty_answer" and turn["assistant"].strip():
            err(f"{q}: empty_answer with a non-blank answer")
        if kind == "long_answer":
            long_answers += 1
            if len(turn["assistant"]) <= 2000:
                err(f"{q}: long_answer has only {len(turn['assistant'])} characters")
        lab_count[lab] += 1
        kind_count[kind] += 1
        pair[(lab, kind)] += 1
    for q in qa:
        if q not in seen:
            err(f"{q}: interaction without label")
    if not 2 <= long_answers <= 3:
        err(f"{long_answers} long answers, want 2 or 3")
    total = sum(lab_count.values()) or 1
    for lab, share in MIX.items():
        got = lab_count[lab] / total
        if abs(got - share) > MIX_TOL:
            err(f"{lab}: {got:.1%} of interactions, want about {share:.0%}")

    print(f"set {set_name}: {len(docs)} documents, {len(unit_set)} rule units, "
          f"{len(convs)} sessions, {len(qa)} interactions")
    for lab in sorted(LABELS):
        print(f"  {lab:14s} {lab_count[lab]:3d}  ({lab_count[lab] / total:.1%})")
    print("  kinds:", ", ".join(f"{k} {v}" for k, v in sorted(kind_count.items())))
    print("  label x kind:", ", ".join(f"{a}/{b} {v}" for (a, b), v in sorted(pair.items())))
    if errors:
        print(f"\n{len(errors)} error(s):")
        for e in errors:
            print("  -", e)
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
