#!/usr/bin/env python3
"""Re-check the blind-bd evaluation set. Run from /tmp/blind/bd: python3 tools/check.py"""
import json
import os
import re
import sys
from collections import Counter

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.path.join(ROOT, "corpus")
LABELS = {"COMPLIANT", "NON_COMPLIANT", "IRRELEVANT"}
KINDS = {"numeric", "time_window", "multi_rule", "partial", "negation", "plain", "modality",
         "paraphrase", "long_answer", "refusal", "smalltalk", "out_of_scope", "empty_answer"}
IRR_KINDS = {"smalltalk", "out_of_scope", "empty_answer"}
ASSISTANTS = {"moonwell-assistant", "harrowdown-assistant", "general-desk"}
ASSISTANT_FILES = {
    "moonwell-assistant": {"company/moonwell_readings_policy.md", "tarot_psychic_code.md"},
    "harrowdown-assistant": {"company/harrowdown_gliding_policy.md", "gliding_clubs_code.md"},
    "general-desk": {"deer_stalking_code.md", "busking_code.md"},
}
errors = []


def err(msg):
    errors.append(msg)


def load_jsonl(name):
    rows = []
    path = os.path.join(ROOT, name)
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                err("%s line %d: blank line" % (name, n))
                continue
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                err("%s line %d: invalid JSON (%s)" % (name, n, e))
    return rows


# ---------------------------------------------------------------- corpus
headings = {}
n_tables = 0
files = []
for dirpath, _, fnames in os.walk(CORPUS):
    for fn in fnames:
        if fn.endswith(".md"):
            files.append(os.path.relpath(os.path.join(dirpath, fn), CORPUS).replace(os.sep, "/"))
files.sort()
if len(files) != 6:
    err("corpus: expected 6 markdown files, found %d" % len(files))
if len([f for f in files if f.startswith("company/")]) != 2:
    err("corpus: expected 2 company policies under corpus/company/")
word_counts = {}
for rel in files:
    text = open(os.path.join(CORPUS, rel), encoding="utf-8").read()
    lines = text.splitlines()
    if not lines or not lines[0].startswith("# "):
        err("%s: first line must be a '# ' title" % rel)
    if sum(1 for l in lines if l.startswith("# ")) != 1:
        err("%s: exactly one '# ' title expected" % rel)
    hs = [l[3:].strip() for l in lines if l.startswith("## ")]
    if len(hs) < 3:
        err("%s: fewer than 3 '## ' sections" % rel)
    if len(set(hs)) != len(hs):
        err("%s: duplicate '## ' headings" % rel)
    headings[rel] = set(hs)
    n_tables += sum(1 for l in lines if re.match(r"^\|\s*-{3,}", l))
    words = [w for w in text.split() if re.search(r"[A-Za-z0-9]", w)]
    word_counts[rel] = len(words)
    if not 400 <= len(words) <= 800:
        err("%s: %d words, outside 400-800" % (rel, len(words)))
    for m in re.finditer(r"\b(\d{3})-(\d{4})\b", text):
        if m.group(1) != "555":
            err("%s: phone number %s does not use 555-" % (rel, m.group(0)))
if not 8 <= n_tables <= 12:
    err("corpus: %d tables, expected 8-12" % n_tables)

# ---------------------------------------------------------------- conversations
convs = load_jsonl("conversations.jsonl")
labels = load_jsonl("labels.jsonl")
exps = load_jsonl("expected_sessions.jsonl")

sid_seen, qa_seen = set(), []
turns = {}
sess_turns = {}
sess_asst = {}
weighted_sessions = []
for c in convs:
    for k in ("session_id", "assistant_id", "language", "context", "started_at", "conversation"):
        if k not in c:
            err("conversation %s: missing %s" % (c.get("session_id"), k))
    sid = c.get("session_id")
    if not re.fullmatch(r"BD-\d{2}", str(sid)):
        err("bad session_id %r" % sid)
    if sid in sid_seen:
        err("duplicate session_id %s" % sid)
    sid_seen.add(sid)
    if c.get("assistant_id") not in ASSISTANTS:
        err("%s: unknown assistant_id %r" % (sid, c.get("assistant_id")))
    if c.get("language") != "english":
        err("%s: language must be english" % sid)
    if not re.fullmatch(r"2025-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z", str(c.get("started_at"))):
        err("%s: bad started_at" % sid)
    sess_asst[sid] = c.get("assistant_id")
    conv = c.get("conversation", [])
    if not 2 <= len(conv) <= 6:
        err("%s: %d turns, expected 2-6" % (sid, len(conv)))
    has_w = ["weight" in t for t in conv]
    if any(has_w) and not all(has_w):
        err("%s: weight present on some turns only" % sid)
    if all(has_w) and conv:
        weighted_sessions.append(sid)
        s = sum(t["weight"] for t in conv)
        if abs(s - 1.0) > 1e-9:
            err("%s: weights sum to %s" % (sid, s))
        if any((not isinstance(t["weight"], (int, float))) or t["weight"] <= 0 for t in conv):
            err("%s: non-positive weight" % sid)
    sess_turns[sid] = []
    for i, t in enumerate(conv, 1):
        for k in ("qa_id", "query", "assistant", "ground_truth_assistant"):
            if k not in t:
                err("%s turn %d: missing %s" % (sid, i, k))
        qa = t.get("qa_id")
        if qa != "%s-q%d" % (sid, i):
            err("%s turn %d: qa_id %r out of sequence" % (sid, i, qa))
        qa_seen.append(qa)
        turns[qa] = t
        sess_turns[sid].append(qa)
        for k in ("query", "assistant", "ground_truth_assistant"):
            for m in re.finditer(r"\b(\d{3})-(\d{4})\b", t.get(k, "")):
                if m.group(1) != "555":
                    err("%s: phone number %s does not use 555-" % (qa, m.group(0)))
if len(qa_seen) != len(set(qa_seen)):
    err("duplicate qa_id values")
if len(weighted_sessions) != 3:
    err("expected 3 weighted sessions, found %d" % len(weighted_sessions))
if not 16 <= len(convs) <= 20:
    err("%d sessions, expected about 18" % len(convs))
if not 70 <= len(qa_seen) <= 85:
    err("%d interactions, expected 70-85" % len(qa_seen))

# ---------------------------------------------------------------- labels
lab = {}
for l in labels:
    qa = l.get("qa_id")
    if qa in lab:
        err("duplicate label for %s" % qa)
    lab[qa] = l
    if qa not in turns:
        err("label for unknown qa_id %s" % qa)
        continue
    if l.get("session_id") != qa.rsplit("-q", 1)[0]:
        err("%s: session_id mismatch in label" % qa)
    if l.get("label") not in LABELS:
        err("%s: bad label %r" % (qa, l.get("label")))
    if l.get("kind") not in KINDS:
        err("%s: bad kind %r" % (qa, l.get("kind")))
    if not str(l.get("rationale", "")).strip():
        err("%s: empty rationale" % qa)
    empty = not turns[qa]["assistant"].strip()
    if empty and (l.get("label") != "IRRELEVANT" or l.get("kind") != "empty_answer"):
        err("%s: empty answer must be IRRELEVANT/empty_answer" % qa)
    if l.get("kind") == "empty_answer" and not empty:
        err("%s: kind empty_answer but answer not empty" % qa)
    if l.get("label") == "IRRELEVANT":
        if l.get("clause") is not None:
            err("%s: IRRELEVANT must have null clause" % qa)
        if l.get("kind") not in IRR_KINDS:
            err("%s: IRRELEVANT with kind %s" % (qa, l.get("kind")))
    else:
        cl = l.get("clause")
        if not isinstance(cl, str) or "#" not in cl:
            err("%s: clause missing or malformed" % qa)
            continue
        f, h = cl.split("#", 1)
        if f not in headings:
            err("%s: clause file %s not in corpus" % (qa, f))
        elif h not in headings[f]:
            err("%s: heading %r not an exact '## ' heading of %s" % (qa, h, f))
        sid = l.get("session_id")
        if f not in ASSISTANT_FILES.get(sess_asst.get(sid), set()):
            err("%s: clause file %s does not apply to %s" % (qa, f, sess_asst.get(sid)))
        if l.get("kind") in IRR_KINDS:
            err("%s: %s label with IRRELEVANT-only kind %s" % (qa, l.get("label"), l.get("kind")))
missing = set(turns) - set(lab)
if missing:
    err("interactions without labels: %s" % sorted(missing))

cnt = Counter(l["label"] for l in labels)
n = len(labels)
shares = {k: cnt[k] / n for k in LABELS} if n else {}
if n:
    if not 0.40 <= shares["COMPLIANT"] <= 0.50:
        err("COMPLIANT share %.3f outside 0.40-0.50" % shares["COMPLIANT"])
    if not 0.35 <= shares["NON_COMPLIANT"] <= 0.45:
        err("NON_COMPLIANT share %.3f outside 0.35-0.45" % shares["NON_COMPLIANT"])
    if not 0.10 <= shares["IRRELEVANT"] <= 0.20:
        err("IRRELEVANT share %.3f outside 0.10-0.20" % shares["IRRELEVANT"])
n_empty = sum(1 for qa, t in turns.items() if not t["assistant"].strip())
if n_empty < 2:
    err("need at least two empty answers, found %d" % n_empty)

# ---------------------------------------------------------------- expected sessions
exp_by = {}
for e in exps:
    sid = e.get("session_id")
    if sid in exp_by:
        err("duplicate expected session %s" % sid)
    exp_by[sid] = e
if set(exp_by) != set(sess_turns):
    err("expected_sessions ids differ from conversations")
all_irr = 0
verdicts = Counter()
conv_by = {c["session_id"]: c for c in convs}
for sid, qas in sess_turns.items():
    e = exp_by.get(sid)
    if e is None:
        continue
    ls = [lab[q]["label"] for q in qas if q in lab]
    c = Counter(ls)
    if e.get("assistant_id") != sess_asst[sid]:
        err("%s: assistant_id mismatch" % sid)
    if e.get("n_interactions") != len(qas) or e.get("n_compliant") != c["COMPLIANT"] or \
            e.get("n_non_compliant") != c["NON_COMPLIANT"] or e.get("n_irrelevant") != c["IRRELEVANT"]:
        err("%s: counts mismatch" % sid)
    weighted = sid in weighted_sessions
    if e.get("weight_mode") != ("explicit" if weighted else "none"):
        err("%s: weight_mode mismatch" % sid)
    kept = [q for q in qas if lab[q]["label"] != "IRRELEVANT"]
    raw = {q: (turns[q]["weight"] if weighted else 1.0) for q in kept}
    tot = sum(raw.values())
    rw = {q: raw[q] / tot for q in kept} if tot else {}
    got = e.get("resolved_weights", {})
    if set(got) != set(rw):
        err("%s: resolved_weights keys mismatch" % sid)
    else:
        for q in rw:
            if abs(got[q] - rw[q]) > 1e-5:
                err("%s: resolved weight for %s is %s, expected %.6f" % (sid, q, got[q], rw[q]))
        if rw and abs(sum(got.values()) - 1.0) > 1e-4:
            err("%s: resolved weights do not sum to 1" % sid)
    if not kept:
        all_irr += 1
        if e.get("expected_score") is not None or e.get("expected_verdict") != "IRRELEVANT":
            err("%s: all-IRRELEVANT session must have null score and IRRELEVANT verdict" % sid)
        verdicts["IRRELEVANT"] += 1
        continue
    score = sum(rw[q] for q in kept if lab[q]["label"] == "COMPLIANT")
    if e.get("expected_score") is None or abs(e["expected_score"] - score) > 1e-5:
        err("%s: expected_score %s, recomputed %.6f" % (sid, e.get("expected_score"), score))
    v = "COMPLIANT" if score >= 0.5 - 1e-9 else "NON_COMPLIANT"
    if e.get("expected_verdict") != v:
        err("%s: verdict %s, recomputed %s" % (sid, e.get("expected_verdict"), v))
    verdicts[v] += 1
if all_irr != 1:
    err("expected exactly one all-IRRELEVANT session, found %d" % all_irr)

# ---------------------------------------------------------------- README
readme = os.path.join(ROOT, "README.md")
if not os.path.exists(readme):
    err("README.md missing")
else:
    r = open(readme, encoding="utf-8").read()
    if not r.startswith("# blind-bd: compliance evaluation set (the four domains)"):
        err("README.md: wrong title")
    for sec in ("## Corpus", "## Assistants", "## Files", "## Label counts", "## Kinds by label",
                "## Session scoring", "## Notable cases", "## Provenance"):
        if sec not in r:
            err("README.md: missing section %s" % sec)

# ---------------------------------------------------------------- report
print("corpus words: " + ", ".join("%s=%d" % kv for kv in sorted(word_counts.items())))
print("corpus tables: %d" % n_tables)
print("sessions=%d interactions=%d weighted=%s" % (len(convs), n, ",".join(weighted_sessions)))
print("labels: " + ", ".join("%s=%d (%.1f%%)" % (k, cnt[k], 100.0 * cnt[k] / n) for k in
                             ("COMPLIANT", "NON_COMPLIANT", "IRRELEVANT")))
print("verdicts: %s" % dict(verdicts))
if errors:
    print("FAILED with %d error(s):" % len(errors))
    for e in errors:
        print("  - " + e)
    sys.exit(1)
print("OK: all checks passed")
