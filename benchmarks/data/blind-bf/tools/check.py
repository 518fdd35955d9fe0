#!/usr/bin/env python3
"""Re-check the blind-bf files independently of build.py."""
import json, os, re, sys
from collections import Counter

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.path.join(ROOT, "corpus")
LABELS = {"COMPLIANT", "NON_COMPLIANT", "IRRELEVANT"}
KINDS = {"numeric", "time_window", "multi_rule", "partial", "negation", "plain", "modality",
         "paraphrase", "long_answer", "refusal", "smalltalk", "out_of_scope", "empty_answer"}
ASSISTANTS = {"kestrelmoor_studio_assistant", "quillbrook_events_assistant", "general_desk_assistant"}
errors = []


def err(msg):
    errors.append(msg)


def load(name):
    rows = []
    with open(os.path.join(ROOT, name), encoding="utf-8") as f:
        for i, line in enumerate(f, 1):
            if not line.strip():
                err(f"{name}:{i} blank line")
                continue
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                err(f"{name}:{i} bad JSON: {e}")
    return rows


# ---- corpus ----
headings = {}
n_tables = 0
md_files = []
for dp, _, fns in os.walk(CORPUS):
    for fn in fns:
        if fn.endswith(".md"):
            md_files.append(os.path.relpath(os.path.join(dp, fn), CORPUS))
for rel in sorted(md_files):
    text = open(os.path.join(CORPUS, rel), encoding="utf-8").read()
    lines = text.splitlines()
    if not lines or not lines[0].startswith("# "):
        err(f"{rel}: first line is not a '# ' title")
    hs = [l[3:].strip() for l in lines if l.startswith("## ")]
    if len(hs) < 3:
        err(f"{rel}: fewer than 3 '##' headings")
    if len(set(hs)) != len(hs):
        err(f"{rel}: duplicate headings")
    headings[rel] = set(hs)
    words = len(text.split())
    if not 400 <= words <= 800:
        err(f"{rel}: {words} words, outside 400-800")
    in_table = False
    for l in lines:
        if re.match(r"^\|\s*-", l):
            if not in_table:
                n_tables += 1
            in_table = True
        elif not l.startswith("|"):
            in_table = False
    for m in re.findall(r"\b\d{3}[- ]\d{4}\b", text):
        if not m.startswith("555"):
            err(f"{rel}: phone-like number {m} without 555 prefix")
if len(md_files) != 6:
    err(f"expected 6 corpus files, found {len(md_files)}")
if sum(1 for m in md_files if m.startswith("company/")) != 2:
    err("expected 2 company policies in corpus/company/")
if not 8 <= n_tables <= 12:
    err(f"{n_tables} markdown tables in corpus, expected 8-12")

# ---- conversations ----
conv = load("conversations.jsonl")
labels = load("labels.jsonl")
exp = load("expected_sessions.jsonl")

sids = [c.get("session_id") for c in conv]
if len(set(sids)) != len(sids):
    err("duplicate session ids")
turns_by_sid, weights_by_sid, asst_by_sid = {}, {}, {}
all_qids = []
empty = 0
for c in conv:
    sid = c.get("session_id", "")
    if not re.fullmatch(r"BF-\d{2}", sid):
        err(f"bad session id {sid}")
    for k in ("assistant_id", "language", "context", "started_at", "conversation"):
        if k not in c:
            err(f"{sid}: missing {k}")
    if c.get("assistant_id") not in ASSISTANTS:
        err(f"{sid}: unknown assistant {c.get('assistant_id')}")
    if c.get("language") != "english":
        err(f"{sid}: language not english")
    if not re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ", c.get("started_at", "")):
        err(f"{sid}: bad started_at")
    turns = c["conversation"]
    if not 2 <= len(turns) <= 6:
        err(f"{sid}: {len(turns)} turns, outside 2-6")
    has_w = ["weight" in t for t in turns]
    if any(has_w) and not all(has_w):
        err(f"{sid}: weight on some turns only")
    if all(has_w):
        s = sum(t["weight"] for t in turns)
        if abs(s - 1) > 1e-9:
            err(f"{sid}: weights sum to {s}")
        weights_by_sid[sid] = {t["qa_id"]: t["weight"] for t in turns}
    asst_by_sid[sid] = c.get("assistant_id")
    turns_by_sid[sid] = turns
    for i, t in enumerate(turns, 1):
        if t.get("qa_id") != f"{sid}-q{i}":
            err(f"{sid}: turn {i} has qa_id {t.get('qa_id')}")
        for k in ("query", "assistant", "ground_truth_assistant"):
            if not isinstance(t.get(k), str):
                err(f"{t.get('qa_id')}: {k} not a string")
        if not t["query"].strip() or not t["ground_truth_assistant"].strip():
            err(f"{t['qa_id']}: empty query or ground truth")
        if not t["assistant"].strip():
            empty += 1
        all_qids.append(t["qa_id"])
if len(set(all_qids)) != len(all_qids):
    err("duplicate qa ids")
if not 70 <= len(all_qids) <= 85:
    err(f"{len(all_qids)} interactions, outside 70-85")
if len(weights_by_sid) != 3:
    err(f"{len(weights_by_sid)} weighted sessions, expected 3")
if empty < 2:
    err("fewer than 2 empty answers")

# ---- labels ----
lab = {}
for l in labels:
    q = l.get("qa_id")
    if q in lab:
        err(f"duplicate label for {q}")
    lab[q] = l
    if l.get("label") not in LABELS:
        err(f"{q}: bad label {l.get('label')}")
    if l.get("kind") not in KINDS:
        err(f"{q}: bad kind {l.get('kind')}")
    if not isinstance(l.get("rationale"), str) or not l["rationale"].strip():
        err(f"{q}: missing rationale")
    if not q or not q.startswith(l.get("session_id", "?") + "-"):
        err(f"{q}: session_id mismatch")
    cl = l.get("clause")
    if l.get("label") == "IRRELEVANT":
        if cl is not None:
            err(f"{q}: IRRELEVANT with a clause")
    else:
        if not isinstance(cl, str) or "#" not in cl:
            err(f"{q}: bad clause {cl}")
        else:
            f, h = cl.split("#", 1)
            if f not in headings:
                err(f"{q}: clause file {f} not in corpus")
            elif h not in headings[f]:
                err(f"{q}: heading '{h}' not in {f}")
            if l.get("kind") in ("smalltalk", "out_of_scope", "empty_answer"):
                err(f"{q}: kind {l['kind']} on a non-IRRELEVANT label")
if set(lab) != set(all_qids):
    err("labels and conversation turns do not match one-to-one")
turn_text = {t["qa_id"]: t["assistant"] for ts in turns_by_sid.values() for t in ts}
for q, l in lab.items():
    if q in turn_text and not turn_text[q].strip():
        if l["label"] != "IRRELEVANT" or l["kind"] != "empty_answer":
            err(f"{q}: empty answer must be IRRELEVANT/empty_answer")
    if l.get("kind") == "empty_answer" and q in turn_text and turn_text[q].strip():
        err(f"{q}: empty_answer kind but answer not empty")
# clause file must apply to the assistant
ALLOWED = {
    "kestrelmoor_studio_assistant": {"company/kestrelmoor_glassworks_policy.md", "stained_glass_code.md"},
    "quillbrook_events_assistant": {"company/quillbrook_puzzle_events_policy.md", "crossword_competitions_code.md"},
    "general_desk_assistant": {"wargaming_clubs_code.md", "bell_ringing_code.md"},
}
for q, l in lab.items():
    if l.get("clause"):
        a = asst_by_sid.get(l["session_id"])
        if l["clause"].split("#")[0] not in ALLOWED.get(a, set()):
            err(f"{q}: clause {l['clause']} does not apply to {a}")

cnt = Counter(l["label"] for l in labels)
n = len(labels)
shares = {k: cnt[k] / n for k in LABELS}
if not 0.40 <= shares["COMPLIANT"] <= 0.50:
    err(f"COMPLIANT share {shares['COMPLIANT']:.2f}")
if not 0.35 <= shares["NON_COMPLIANT"] <= 0.45:
    err(f"NON_COMPLIANT share {shares['NON_COMPLIANT']:.2f}")
if not 0.10 <= shares["IRRELEVANT"] <= 0.20:
    err(f"IRRELEVANT share {shares['IRRELEVANT']:.2f}")
if set(l["kind"] for l in labels) != KINDS:
    err(f"kinds not all used: missing {KINDS - set(l['kind'] for l in labels)}")

# ---- expected sessions ----
expd = {e["session_id"]: e for e in exp}
if set(expd) != set(sids) or len(exp) != len(sids):
    err("expected_sessions does not match sessions")
all_irr = 0
for sid, turns in turns_by_sid.items():
    e = expd.get(sid)
    if not e:
        continue
    ls = [lab[t["qa_id"]]["label"] for t in turns]
    c = Counter(ls)
    for k, key in (("COMPLIANT", "n_compliant"), ("NON_COMPLIANT", "n_non_compliant"), ("IRRELEVANT", "n_irrelevant")):
        if e.get(key) != c[k]:
            err(f"{sid}: {key} {e.get(key)} != {c[k]}")
    if e.get("n_interactions") != len(turns):
        err(f"{sid}: n_interactions wrong")
    if e.get("assistant_id") != asst_by_sid[sid]:
        err(f"{sid}: assistant_id mismatch")
    mode = "explicit" if sid in weights_by_sid else "none"
    if e.get("weight_mode") != mode:
        err(f"{sid}: weight_mode {e.get('weight_mode')} != {mode}")
    raw = weights_by_sid.get(sid, {t["qa_id"]: 1.0 for t in turns})
    kept = [t["qa_id"] for t in turns if lab[t["qa_id"]]["label"] != "IRRELEVANT"]
    if not kept:
        all_irr += 1
        if e.get("expected_score") is not None or e.get("expected_verdict") != "IRRELEVANT" or e.get("resolved_weights"):
            err(f"{sid}: all-IRRELEVANT session must have null score, IRRELEVANT verdict, empty weights")
        continue
    tot = sum(raw[q] for q in kept)
    rw = {q: raw[q] / tot for q in kept}
    if set(e.get("resolved_weights", {})) != set(kept):
        err(f"{sid}: resolved_weights keys wrong")
    for q in kept:
        if abs(e["resolved_weights"].get(q, -1) - rw[q]) > 1e-5:
            err(f"{sid}: resolved weight for {q} wrong")
    if abs(sum(e["resolved_weights"].values()) - 1) > 1e-4:
        err(f"{sid}: resolved weights do not sum to 1")
    score = sum(rw[q] for q in kept if lab[q]["label"] == "COMPLIANT")
    if e.get("expected_score") is None or abs(e["expected_score"] - score) > 1e-5:
        err(f"{sid}: expected_score {e.get('expected_score')} != {score:.6f}")
    verdict = "COMPLIANT" if score >= 0.5 - 1e-9 else "NON_COMPLIANT"
    if e.get("expected_verdict") != verdict:
        err(f"{sid}: verdict {e.get('expected_verdict')} != {verdict}")
if all_irr < 1:
    err("no all-IRRELEVANT session")

# ---- README ----
rp = os.path.join(ROOT, "README.md")
if not os.path.exists(rp):
    err("README.md missing")
else:
    rt = open(rp, encoding="utf-8").read()
    if not rt.startswith("# blind-bf: compliance evaluation set (the four domains)"):
        err("README title wrong")
    for sec in ("## Corpus", "## Assistants", "## Files", "## Label counts", "## Kinds by label",
                "## Session scoring", "## Notable cases", "## Provenance"):
        if sec not in rt:
            err(f"README missing section {sec}")

if errors:
    print("FAIL")
    for e in errors:
        print(" -", e)
    sys.exit(1)
v = Counter(e["expected_verdict"] for e in exp)
print(f"PASS: {len(sids)} sessions, {n} interactions, labels {dict(cnt)}, "
      f"verdicts {dict(v)}, {n_tables} corpus tables")
