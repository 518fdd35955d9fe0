#!/usr/bin/env python3
"""Check an interaction-level training set (training/INTERACTIONS.md).

Usage: python3 tools/check_set.py [SET_DIR] [--units]

Checks: corpus shape (4-6 docs, 300-900 words, a table each, a company doc),
every line of conversations.jsonl / labels.jsonl parses, ids line up, session
and turn counts, every quote is one unit of the corpus (a paragraph sentence,
a bullet, or a table row as its cells joined by " | "), labels agree with the
rule lists, and reports counts per label and kind against the mix.
--units prints the numbered units of the corpus and exits.
"""
import json, re, sys, collections
from pathlib import Path

KINDS = {"plain", "numeric", "time_window", "negation", "modality", "paraphrase", "partial",
         "multi_rule", "smalltalk", "out_of_scope", "refusal", "empty_answer", "long_answer"}
LABELS = {"COMPLIANT", "NON_COMPLIANT", "IRRELEVANT"}
SENT_SPLIT = re.compile(r"(?<=[.!?])\s+(?=[A-Z£0-9])")


def units_of(path):
    """Yield (kind, text) units of one markdown document."""
    out, para = [], []

    def flush():
        if para:
            text = " ".join(para).strip()
            sents = [s.strip() for s in SENT_SPLIT.split(text) if s.strip()]
            if sents and sents[-1].endswith(":"):  # the lead-in line of a list is not a unit
                sents.pop()
            out.extend(("sentence", s) for s in sents)
            para.clear()

    lines = path.read_text(encoding="utf-8").splitlines()
    in_table = False
    for line in lines:
        st = line.strip()
        if st.startswith("|"):
            flush()
            cells = [c.strip() for c in st.strip("|").split("|")]
            if all(re.fullmatch(r":?-{3,}:?", c) for c in cells):
                continue
            if not in_table:  # header row
                in_table = True
                continue
            out.append(("row", " | ".join(cells)))
            continue
        in_table = False
        if not st or st.startswith("#"):
            flush()
        elif st.startswith("- "):
            flush()
            out.append(("bullet", st[2:].strip()))
        else:
            para.append(st)
    flush()
    return out


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    root = Path(args[0] if args else Path(__file__).resolve().parent.parent)
    errors, warn = [], []
    docs = sorted((root / "corpus").rglob("*.md"))
    units = {}
    for d in docs:
        for k, t in units_of(d):
            units.setdefault(t, []).append((str(d.relative_to(root)), k))
    if "--units" in sys.argv:
        i = 0
        for d in docs:
            print(f"## {d.relative_to(root)}")
            for k, t in units_of(d):
                i += 1
                print(f"{i:3d} [{k}] {t}")
        return 0

    # corpus shape
    if not 4 <= len(docs) <= 6:
        errors.append(f"corpus has {len(docs)} documents (want 4-6)")
    if not list((root / "corpus" / "company").glob("*.md")):
        errors.append("no company document in corpus/company/")
    for d in docs:
        text = d.read_text(encoding="utf-8")
        n = len(re.findall(r"\S+", text))
        if not 300 <= n <= 900:
            errors.append(f"{d.name}: {n} words (want 300-900)")
        if not re.search(r"^\|.*\|\s*\n\|\s*:?-{3,}", text, re.M):
            errors.append(f"{d.name}: no markdown table")
        if not re.search(r":\s*\n\s*\n?- ", text):
            warn.append(f"{d.name}: no bullet list introduced by a line ending in ':'")
    dup = [t for t, v in units.items() if len(v) > 1]
    if dup:
        warn.append(f"units occurring more than once: {dup}")

    # conversations
    sessions, qa_order = {}, []
    for n, line in enumerate((root / "conversations.jsonl").read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip():
            continue
        try:
            s = json.loads(line)
        except json.JSONDecodeError as e:
            errors.append(f"conversations.jsonl:{n}: {e}")
            continue
        for key in ("session_id", "assistant_id", "language", "context", "started_at", "conversation"):
            if key not in s:
                errors.append(f"conversations.jsonl:{n}: missing {key}")
        sid = s.get("session_id")
        if sid in sessions:
            errors.append(f"duplicate session {sid}")
        turns = s.get("conversation", [])
        if not 3 <= len(turns) <= 5:
            errors.append(f"{sid}: {len(turns)} turns (want 3-5)")
        if not re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ", s.get("started_at", "")):
            errors.append(f"{sid}: bad started_at")
        sessions[sid] = s
        for i, t in enumerate(turns, 1):
            if t.get("qa_id") != f"{sid}-q{i}":
                errors.append(f"{sid}: turn {i} has qa_id {t.get('qa_id')}")
            if not isinstance(t.get("query"), str) or not t["query"].strip():
                errors.append(f"{t.get('qa_id')}: empty query")
            if not isinstance(t.get("assistant"), str):
                errors.append(f"{t.get('qa_id')}: assistant is not a string")
            qa_order.append((sid, t.get("qa_id"), t.get("assistant", "")))
    if not 16 <= len(sessions) <= 20:
        errors.append(f"{len(sessions)} sessions (want 16-20)")
    if len(qa_order) < 64:
        errors.append(f"{len(qa_order)} interactions (want at least 64)")

    # labels
    labels = {}
    for n, line in enumerate((root / "labels.jsonl").read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip():
            continue
        try:
            l = json.loads(line)
        except json.JSONDecodeError as e:
            errors.append(f"labels.jsonl:{n}: {e}")
            continue
        q = l.get("qa_id")
        if q in labels:
            errors.append(f"duplicate label for {q}")
        labels[q] = l
        for key in ("session_id", "qa_id", "label", "kind", "rules", "rationale"):
            if key not in l:
                errors.append(f"{q}: missing {key}")
        if l.get("label") not in LABELS:
            errors.append(f"{q}: bad label {l.get('label')}")
        if l.get("kind") not in KINDS:
            errors.append(f"{q}: bad kind {l.get('kind')}")
        rules = l.get("rules", [])
        seen = set()
        for r in rules:
            if r.get("label") not in ("SUPPORTS", "CONTRADICTS"):
                errors.append(f"{q}: bad rule label {r.get('label')}")
            if r.get("quote") not in units:
                errors.append(f"{q}: quote not a corpus unit: {r.get('quote')!r}")
            if r.get("quote") in seen:
                errors.append(f"{q}: quote listed twice: {r.get('quote')!r}")
            seen.add(r.get("quote"))
        labs = {r.get("label") for r in rules}
        lab = l.get("label")
        if lab == "IRRELEVANT" and rules:
            errors.append(f"{q}: IRRELEVANT with rules")
        if lab == "NON_COMPLIANT" and "CONTRADICTS" not in labs:
            errors.append(f"{q}: NON_COMPLIANT without a CONTRADICTS rule")
        if lab == "COMPLIANT" and (labs != {"SUPPORTS"}):
            errors.append(f"{q}: COMPLIANT needs only SUPPORTS rules, at least one")
        if lab == "IRRELEVANT" and l.get("kind") not in ("smalltalk", "out_of_scope", "empty_answer"):
            warn.append(f"{q}: IRRELEVANT with kind {l.get('kind')}")
    for sid, q, ans in qa_order:
        l = labels.get(q)
        if not l:
            errors.append(f"{q}: no label")
            continue
        if l.get("session_id") != sid:
            errors.append(f"{q}: session_id mismatch")
        if l.get("kind") == "empty_answer" and ans.strip():
            errors.append(f"{q}: empty_answer kind but answer not blank")
        if l.get("kind") == "long_answer" and len(ans) <= 2000:
            errors.append(f"{q}: long_answer of {len(ans)} chars (want > 2000)")
    extra = set(labels) - {q for _, q, _ in qa_order}
    if extra:
        errors.append(f"labels without interaction: {sorted(extra)}")

    # mix
    total = len(labels)
    by_label = collections.Counter(l["label"] for l in labels.values())
    by_kind = collections.Counter(l["kind"] for l in labels.values())
    longs = sum(1 for _, q, a in qa_order if len(a) > 2000)
    if not 2 <= by_kind["long_answer"] <= 3:
        warn.append(f"{by_kind['long_answer']} long_answer interactions (want 2-3)")
    print(f"documents: {len(docs)}, units: {len(units)}, sessions: {len(sessions)}, interactions: {total}")
    for lab in sorted(LABELS):
        print(f"  {lab:14s} {by_label[lab]:3d}  {100 * by_label[lab] / max(total, 1):5.1f} %")
    print("  kinds: " + ", ".join(f"{k}={v}" for k, v in sorted(by_kind.items())))
    print(f"  answers over 2,000 characters: {longs}")
    cross = collections.Counter((l["label"], l["kind"]) for l in labels.values())
    for (lab, k), v in sorted(cross.items()):
        print(f"    {lab:14s} {k:13s} {v}")
    for w in warn:
        print("WARNING:", w)
    for e in errors:
        print("ERROR:", e)
    print("OK" if not errors else f"{len(errors)} error(s)")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
