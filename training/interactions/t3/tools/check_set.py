#!/usr/bin/env python3
"""Check the t3 interaction-level training set.

Usage: python3 tools/check_set.py [SET_DIR]

Checks: every line parses; ids and session shape; every quote is one unit of the
corpus (a paragraph sentence, a bullet without its lead-in, or a table row whose
cells are joined by " | "); labels agree with the rule lists; the label mix; the
corpus shape (word counts, headings, tables, a company document). Prints counts
per label and kind and rules per interaction. Exits 1 on any error.
"""
import json
import re
import sys
from collections import Counter
from pathlib import Path

LABELS = {"COMPLIANT", "NON_COMPLIANT", "IRRELEVANT"}
KINDS = {"plain", "numeric", "time_window", "negation", "modality", "paraphrase",
         "partial", "multi_rule", "smalltalk", "out_of_scope", "refusal",
         "empty_answer", "long_answer"}
SENT_SPLIT = re.compile(r"(?<=[.!?])\s+(?=[A-Z0-9£\"'])")


def split_units(text):
    """Return (units, table_rows) of one markdown document."""
    units, rows = [], []
    para = []

    def flush():
        if para:
            joined = " ".join(para).strip()
            units.extend(s.strip() for s in SENT_SPLIT.split(joined) if s.strip())
            para.clear()

    for raw in text.splitlines():
        line = raw.strip()
        if not line:
            flush()
            continue
        if line.startswith("#"):
            flush()
            continue
        if line.startswith("|"):
            flush()
            cells = [c.strip() for c in line.strip("|").split("|")]
            if all(re.fullmatch(r":?-{3,}:?", c) for c in cells):
                continue
            rows.append(cells)
            continue
        if line.startswith("- ") or line.startswith("* "):
            flush()
            units.append(line[2:].strip())
            continue
        para.append(line)
    flush()
    # drop the header row of each table (the row followed by the separator)
    return units, rows


def table_units(text):
    out, lines = [], text.splitlines()
    for i, line in enumerate(lines):
        s = line.strip()
        if not s.startswith("|"):
            continue
        cells = [c.strip() for c in s.strip("|").split("|")]
        if all(re.fullmatch(r":?-{3,}:?", c) for c in cells):
            continue
        nxt = lines[i + 1].strip() if i + 1 < len(lines) else ""
        is_header = nxt.startswith("|") and all(
            re.fullmatch(r":?-{3,}:?", c.strip()) for c in nxt.strip("|").split("|"))
        if not is_header:
            out.append(cells)
    return out


def load_corpus(root):
    docs = {}
    for p in sorted((root / "corpus").rglob("*.md")):
        docs[str(p.relative_to(root))] = p.read_text(encoding="utf-8")
    return docs


def main():
    root = Path(sys.argv[1] if len(sys.argv) > 1 else Path(__file__).resolve().parent.parent)
    errors = []
    err = errors.append

    # ---- corpus ----
    docs = load_corpus(root)
    if not 4 <= len(docs) <= 6:
        err(f"corpus has {len(docs)} documents, want 4 to 6")
    if not any(k.startswith("corpus/company/") for k in docs):
        err("no company document under corpus/company/")
    sentence_units, row_units, all_rows = set(), set(), []
    for name, text in docs.items():
        prose = re.sub(r"[|#\-:]+", " ", text)
        words = len(prose.split())
        if not 300 <= words <= 900:
            err(f"{name}: {words} words, want 300 to 900")
        if not re.search(r"^# ", text, re.M) or not re.search(r"^## ", text, re.M):
            err(f"{name}: needs # and ## headings")
        rows = table_units(text)
        if not rows:
            err(f"{name}: no markdown table")
        if not re.search(r":\n\n?- ", text):
            err(f"{name}: no bullet list introduced by a line ending in ':'")
        units, _ = split_units(text)
        sentence_units.update(units)
        for cells in rows:
            row_units.add(" | ".join(cells))
            all_rows.append(cells)
    corpus_text = "\n".join(docs.values())
    phones = re.findall(r"\b\d{3}-\d{4}\b", corpus_text)
    for ph in phones:
        if not ph.startswith("555-"):
            err(f"phone number {ph} is not a 555- number")

    # ---- conversations ----
    conv_path, lab_path = root / "conversations.jsonl", root / "labels.jsonl"
    sessions, qa_index = [], {}
    for n, line in enumerate(conv_path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip():
            continue
        try:
            s = json.loads(line)
        except json.JSONDecodeError as e:
            err(f"conversations.jsonl:{n}: {e}")
            continue
        sessions.append(s)
        for key in ("session_id", "assistant_id", "language", "context", "started_at", "conversation"):
            if key not in s:
                err(f"{s.get('session_id')}: missing {key}")
        sid = s.get("session_id", "")
        if not re.fullmatch(r"t3-\d{2}", sid):
            err(f"bad session id {sid}")
        if not re.fullmatch(r"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z", s.get("started_at", "")):
            err(f"{sid}: bad started_at")
        turns = s.get("conversation", [])
        if not 3 <= len(turns) <= 5:
            err(f"{sid}: {len(turns)} turns, want 3 to 5")
        for i, t in enumerate(turns, 1):
            want = f"{sid}-q{i}"
            if t.get("qa_id") != want:
                err(f"{sid}: turn {i} has qa_id {t.get('qa_id')}, want {want}")
            if not t.get("query"):
                err(f"{want}: empty query")
            if "assistant" not in t:
                err(f"{want}: no assistant field")
            qa_index[t.get("qa_id")] = (sid, t)
    if not 16 <= len(sessions) <= 20:
        err(f"{len(sessions)} sessions, want 16 to 20")
    if len(qa_index) < 64:
        err(f"{len(qa_index)} interactions, want at least 64")

    # ---- labels ----
    labels, seen = [], set()
    for n, line in enumerate(lab_path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip():
            continue
        try:
            lab = json.loads(line)
        except json.JSONDecodeError as e:
            err(f"labels.jsonl:{n}: {e}")
            continue
        labels.append(lab)
        qa = lab.get("qa_id")
        if qa in seen:
            err(f"{qa}: labelled twice")
        seen.add(qa)
        if qa not in qa_index:
            err(f"{qa}: no such interaction")
            continue
        if qa_index[qa][0] != lab.get("session_id"):
            err(f"{qa}: session_id mismatch")
        if lab.get("label") not in LABELS:
            err(f"{qa}: bad label {lab.get('label')}")
        if lab.get("kind") not in KINDS:
            err(f"{qa}: bad kind {lab.get('kind')}")
        if not lab.get("rationale"):
            err(f"{qa}: no rationale")
        rules = lab.get("rules", [])
        quotes = [r.get("quote") for r in rules]
        if len(quotes) != len(set(quotes)):
            err(f"{qa}: a quote is listed twice")
        for r in rules:
            q, rl = r.get("quote", ""), r.get("label")
            if rl not in ("SUPPORTS", "CONTRADICTS"):
                err(f"{qa}: bad rule label {rl}")
            if q in sentence_units or q in row_units:
                continue
            if " | " in q:
                cells = q.split(" | ")
                if not any(all(c in row for c in cells) for row in all_rows):
                    err(f"{qa}: table-row quote not found: {q!r}")
            elif q in corpus_text:
                err(f"{qa}: quote found but is not a whole unit: {q!r}")
            else:
                err(f"{qa}: quote not in corpus: {q!r}")
        sup = sum(r.get("label") == "SUPPORTS" for r in rules)
        con = sum(r.get("label") == "CONTRADICTS" for r in rules)
        lab_ = lab.get("label")
        if lab_ == "COMPLIANT" and (con or not sup):
            err(f"{qa}: COMPLIANT needs >=1 SUPPORTS and no CONTRADICTS")
        if lab_ == "NON_COMPLIANT" and not con:
            err(f"{qa}: NON_COMPLIANT needs >=1 CONTRADICTS")
        if lab_ == "IRRELEVANT" and rules:
            err(f"{qa}: IRRELEVANT must have an empty rule list")
        answer = qa_index[qa][1].get("assistant", "")
        if lab.get("kind") == "empty_answer" and answer.strip():
            err(f"{qa}: empty_answer kind but answer is not blank")
        if lab.get("kind") == "long_answer" and len(answer) <= 2000:
            err(f"{qa}: long_answer kind but only {len(answer)} characters")
    missing = set(qa_index) - seen
    for qa in sorted(missing):
        err(f"{qa}: not labelled")

    # ---- mix ----
    total = len(labels)
    by_label = Counter(l["label"] for l in labels)
    by_kind = Counter(l["kind"] for l in labels)
    targets = {"COMPLIANT": 0.45, "NON_COMPLIANT": 0.40, "IRRELEVANT": 0.15}
    for k, share in targets.items():
        got = by_label[k] / total if total else 0
        if abs(got - share) > 0.05:
            err(f"{k}: {got:.1%} of interactions, want about {share:.0%}")
    long_n = sum(1 for qa, (_, t) in qa_index.items() if len(t.get("assistant", "")) > 2000)
    if not 2 <= long_n <= 3:
        err(f"{long_n} answers over 2,000 characters, want 2 or 3")

    counts = [len(l.get("rules", [])) for l in labels if l["label"] != "IRRELEVANT"]
    print(f"sessions: {len(sessions)}  interactions: {total}")
    print("labels:", dict(sorted(by_label.items())))
    print("kinds:", dict(sorted(by_kind.items())))
    if counts:
        print(f"rules per relevant interaction: min {min(counts)} / mean {sum(counts)/len(counts):.2f} / max {max(counts)}")
    all_counts = [len(l.get("rules", [])) for l in labels]
    print(f"rules per interaction (all): min {min(all_counts)} / mean {sum(all_counts)/len(all_counts):.2f} / max {max(all_counts)}")
    rl = Counter(r["label"] for l in labels for r in l.get("rules", []))
    print("rule labels:", dict(rl))
    if errors:
        print(f"\n{len(errors)} error(s):")
        for e in errors:
            print(" -", e)
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
