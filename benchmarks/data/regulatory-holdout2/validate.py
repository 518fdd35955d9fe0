#!/usr/bin/env python3
"""Validate a regulatory-compliance benchmark folder (standard library only).

Checks that conversations.jsonl, labels.jsonl and expected_sessions.jsonl parse, that
ids are unique, that every label matches exactly one interaction (and the reverse), that
clauses point at a real corpus file and heading, and that expected_sessions.jsonl agrees
with the session rule recomputed from the labels. Prints counts.

Usage:
    python3 validate.py                      # validates the folder this script is in
    python3 validate.py --dir PATH
    python3 validate.py --disjoint-from OTHER_BENCHMARK_DIR   # also checks no shared text

Exit status 0 when every check passes, 1 otherwise.
"""
import argparse
import collections
import datetime
import json
import os
import re
import sys

LABELS = ("COMPLIANT", "NON_COMPLIANT", "IRRELEVANT")
KINDS = (
    "plain", "numeric", "time_window", "negation", "modality", "paraphrase", "partial",
    "multi_rule", "smalltalk", "out_of_scope", "refusal", "empty_answer", "long_answer",
    "non_english",
)
THRESHOLD = 0.5          # session COMPLIANT if weighted mean >= THRESHOLD
WEIGHT_TOL = 1e-6        # "weights sum to 1" tolerance (same as fair-forge)
SCORE_TOL = 1e-4         # tolerance when comparing expected_score values
TIE_EPS = 1e-12          # float slack so an exact 0.5 tie counts as COMPLIANT
LONG_ANSWER_CHARS = 2000
DOC_MIN_CHARS, DOC_MAX_CHARS = 1500, 5000


# --------------------------------------------------------------------------- session rule
def resolve_weights(batches):
    """Resolve per-interaction weights the way fair-forge's _resolve_weights does.

    Returns (weights: dict qa_id -> float, mode: str).
      no weights given               -> 1/n each                     (mode "none")
      all given and |sum-1| <= 1e-6  -> used as given                (mode "full")
      all given, sum != 1            -> 1/n each (fair-forge fallback) (mode "not_normalised")
      some given, sum_given < 1      -> given kept, remainder split equally among the rest (mode "partial")
      some given, sum_given >= 1     -> 1/n each                     (mode "partial_overfull")
    """
    n = len(batches)
    if n == 0:
        return {}, "empty"
    given = collections.OrderedDict((b["qa_id"], b.get("weight")) for b in batches)
    present = [w for w in given.values() if w is not None]
    uniform = {q: 1.0 / n for q in given}
    if not present:
        return uniform, "none"
    total = float(sum(present))
    if len(present) == n:
        if abs(total - 1.0) <= WEIGHT_TOL:
            return {q: float(w) for q, w in given.items()}, "full"
        return uniform, "not_normalised"
    missing = n - len(present)
    if total < 1.0:
        rest = (1.0 - total) / missing
        return {q: (float(w) if w is not None else rest) for q, w in given.items()}, "partial"
    return uniform, "partial_overfull"


def proportional_weights(batches):
    """Alternative convention: use given weights as relative weights, missing weight = 0
    (uniform if no weight is given at all). Used only to flag sessions whose verdict depends
    on the weight convention."""
    given = [(b["qa_id"], b.get("weight")) for b in batches]
    if all(w is None for _, w in given):
        return {q: 1.0 for q, _ in given}
    return {q: float(w or 0.0) for q, w in given}


def weighted_verdict(batches, label_of, weights):
    """Weighted mean of COMPLIANT=1 / NON_COMPLIANT=0 over non-IRRELEVANT interactions,
    weights renormalised over those. Returns (score or None, verdict)."""
    scored = [(b["qa_id"], 1.0 if label_of[b["qa_id"]] == "COMPLIANT" else 0.0)
              for b in batches if label_of[b["qa_id"]] != "IRRELEVANT"]
    if not scored:
        return None, "IRRELEVANT"
    total = sum(weights[q] for q, _ in scored)
    if total <= 0:  # every scored interaction has weight 0: fall back to a plain mean
        score = sum(s for _, s in scored) / len(scored)
    else:
        score = sum(weights[q] * s for q, s in scored) / total
    return score, ("COMPLIANT" if score >= THRESHOLD - TIE_EPS else "NON_COMPLIANT")


def expected_session(session, label_of):
    batches = session["conversation"]
    weights, mode = resolve_weights(batches)
    score, verdict = weighted_verdict(batches, label_of, weights)
    _, alt_verdict = weighted_verdict(batches, label_of, proportional_weights(batches))
    counts = collections.Counter(label_of[b["qa_id"]] for b in batches)
    return collections.OrderedDict([
        ("session_id", session["session_id"]),
        ("assistant_id", session["assistant_id"]),
        ("n_interactions", len(batches)),
        ("n_compliant", counts["COMPLIANT"]),
        ("n_non_compliant", counts["NON_COMPLIANT"]),
        ("n_irrelevant", counts["IRRELEVANT"]),
        ("weight_mode", mode),
        ("resolved_weights", collections.OrderedDict((q, round(w, 6)) for q, w in weights.items())),
        ("expected_score", None if score is None else round(score, 4)),
        ("expected_verdict", verdict),
        ("verdict_if_weights_proportional", alt_verdict),
        ("robust_to_weight_convention", alt_verdict == verdict),
    ])


# --------------------------------------------------------------------------- helpers
def read_jsonl(path, errors):
    rows = []
    name = os.path.basename(path)
    if not os.path.isfile(path):
        errors.append(f"{name}: missing")
        return rows
    with open(path, encoding="utf-8") as fh:
        for n, line in enumerate(fh, 1):
            if not line.strip():
                errors.append(f"{name}:{n}: blank line")
                continue
            try:
                obj = json.loads(line)
            except json.JSONDecodeError as exc:
                errors.append(f"{name}:{n}: invalid JSON ({exc})")
                continue
            if not isinstance(obj, dict):
                errors.append(f"{name}:{n}: not a JSON object")
                continue
            rows.append((n, obj))
    return rows


def read_text(path):
    """Decode a corpus file as UTF-8, report BOM / CRLF, return text without BOM."""
    raw = open(path, "rb").read()
    text = raw.decode("utf-8")  # strict, like the product's connector
    has_bom = text.startswith("\ufeff")
    return text.lstrip("\ufeff"), has_bom, b"\r\n" in raw


def headings(text):
    out = set()
    for line in text.splitlines():
        m = re.match(r"^(#{1,6})\s+(.*?)\s*#*\s*$", line.rstrip("\r"))
        if m:
            out.add(m.group(2).strip())
    return out


def is_str(x, allow_empty=False):
    return isinstance(x, str) and (allow_empty or x.strip() != "")


def parse_utc(ts):
    if not isinstance(ts, str) or not ts.endswith("Z"):
        return None
    try:
        return datetime.datetime.strptime(ts, "%Y-%m-%dT%H:%M:%SZ")
    except ValueError:
        return None


def table(rows, header):
    widths = [max(len(str(r[i])) for r in [header] + rows) for i in range(len(header))]
    fmt = "  ".join("{:<" + str(w) + "}" for w in widths)
    lines = [fmt.format(*header), fmt.format(*["-" * w for w in widths])]
    lines += [fmt.format(*[str(c) for c in r]) for r in rows]
    return "\n".join(lines)


# --------------------------------------------------------------------------- disjointness
def _norm(s):
    return re.sub(r"\s+", " ", re.sub(r"[^\w\s]", " ", s.lower())).strip()


def text_units(folder):
    """All corpus and conversation texts of a benchmark folder, as (where, text)."""
    units = []
    corpus = os.path.join(folder, "corpus")
    for root, _, files in os.walk(corpus):
        for f in sorted(files):
            if f.endswith(".md"):
                p = os.path.join(root, f)
                units.append((os.path.relpath(p, folder), read_text(p)[0]))
    conv = os.path.join(folder, "conversations.jsonl")
    if os.path.isfile(conv):
        for line in open(conv, encoding="utf-8"):
            if line.strip():
                s = json.loads(line)
                units.append((s["session_id"] + ":context", s.get("context", "")))
                for b in s.get("conversation", []):
                    for k in ("query", "assistant", "ground_truth_assistant"):
                        units.append((f"{s['session_id']}:{b['qa_id']}:{k}", b.get(k, "")))
    return units


def sentences(text):
    return {_norm(x) for x in re.split(r"(?<=[.!?])\s+|\n+", text) if len(_norm(x)) >= 30}


def ngrams(text, n):
    w = _norm(text).split()
    return {" ".join(w[i:i + n]) for i in range(len(w) - n + 1)}


def check_disjoint(here, other, errors, info):
    a, b = text_units(here), text_units(other)
    sa = set().union(*(sentences(t) for _, t in a)) if a else set()
    sb = set().union(*(sentences(t) for _, t in b)) if b else set()
    shared_sent = sa & sb
    g12a = set().union(*(ngrams(t, 12) for _, t in a)) if a else set()
    g12b = set().union(*(ngrams(t, 12) for _, t in b)) if b else set()
    g8a = set().union(*(ngrams(t, 8) for _, t in a)) if a else set()
    g8b = set().union(*(ngrams(t, 8) for _, t in b)) if b else set()
    shared12, shared8 = g12a & g12b, g8a & g8b
    for s in sorted(shared_sent)[:10]:
        errors.append(f"disjointness: sentence appears in both sets: {s!r}")
    for g in sorted(shared12)[:10]:
        errors.append(f"disjointness: 12-word run appears in both sets: {g!r}")
    info.append(f"disjointness vs {other}: {len(shared_sent)} shared sentences, "
                f"{len(shared12)} shared 12-grams, {len(shared8)} shared 8-grams (info only)")
    for g in sorted(shared8)[:5]:
        info.append(f"  shared 8-gram (info): {g!r}")


# --------------------------------------------------------------------------- main check
def validate(folder, disjoint_from=None):
    errors, warnings, info = [], [], []
    conv_path = os.path.join(folder, "conversations.jsonl")
    lab_path = os.path.join(folder, "labels.jsonl")
    exp_path = os.path.join(folder, "expected_sessions.jsonl")
    corpus_dir = os.path.join(folder, "corpus")

    # ---- corpus
    corpus = {}
    if not os.path.isdir(corpus_dir):
        errors.append("corpus/: missing")
    else:
        for root, _, files in os.walk(corpus_dir):
            for f in files:
                p = os.path.join(root, f)
                rel = os.path.relpath(p, corpus_dir).replace(os.sep, "/")
                if not f.endswith(".md"):
                    warnings.append(f"corpus/{rel}: not a .md file")
                    continue
                try:
                    text, bom, crlf = read_text(p)
                except UnicodeDecodeError as exc:
                    errors.append(f"corpus/{rel}: not valid UTF-8 ({exc})")
                    continue
                corpus[rel] = {"text": text, "bom": bom, "crlf": crlf, "headings": headings(text),
                               "table": bool(re.search(r"^\|.*\|\s*$", text, re.M))}
                if not DOC_MIN_CHARS <= len(text) <= DOC_MAX_CHARS:
                    warnings.append(f"corpus/{rel}: {len(text)} chars, outside "
                                    f"{DOC_MIN_CHARS}-{DOC_MAX_CHARS}")

    # ---- conversations
    sessions = []
    session_ids, qa_ids = set(), set()
    interactions = {}
    for n, s in read_jsonl(conv_path, errors):
        where = f"conversations.jsonl:{n}"
        for key in ("session_id", "assistant_id", "language", "context"):
            if not is_str(s.get(key)):
                errors.append(f"{where}: '{key}' must be a non-empty string")
        if is_str(s.get("context")) and "\n" in s["context"]:
            errors.append(f"{where}: context must be one line")
        if parse_utc(s.get("started_at")) is None:
            errors.append(f"{where}: started_at must look like 2025-05-06T09:12:44Z")
        conv = s.get("conversation")
        if not isinstance(conv, list) or not conv:
            errors.append(f"{where}: conversation must be a non-empty list")
            continue
        if not 2 <= len(conv) <= 6:
            warnings.append(f"{where}: {len(conv)} interactions (expected 2-6)")
        sid = s.get("session_id")
        if sid in session_ids:
            errors.append(f"{where}: duplicate session_id {sid!r}")
        session_ids.add(sid)
        ok = True
        for b in conv:
            if not isinstance(b, dict):
                errors.append(f"{where}: interaction is not an object")
                ok = False
                continue
            for key in ("qa_id", "query", "ground_truth_assistant"):
                if not is_str(b.get(key)):
                    errors.append(f"{where}: interaction '{key}' must be a non-empty string")
                    ok = False
            if not is_str(b.get("assistant"), allow_empty=True):
                errors.append(f"{where}: interaction 'assistant' must be a string")
                ok = False
            if "weight" in b:
                w = b["weight"]
                if isinstance(w, bool) or not isinstance(w, (int, float)) or w < 0:
                    errors.append(f"{where}: weight {w!r} must be a number >= 0")
                    ok = False
            q = b.get("qa_id")
            if q in qa_ids:
                errors.append(f"{where}: duplicate qa_id {q!r}")
                ok = False
            qa_ids.add(q)
            interactions[(sid, q)] = b
        if ok:
            sessions.append(s)

    # ---- labels
    labels = {}
    for n, lab in read_jsonl(lab_path, errors):
        where = f"labels.jsonl:{n}"
        key = (lab.get("session_id"), lab.get("qa_id"))
        if key in labels:
            errors.append(f"{where}: duplicate label for {key}")
        if key not in interactions:
            errors.append(f"{where}: no interaction {key}")
        if lab.get("label") not in LABELS:
            errors.append(f"{where}: label {lab.get('label')!r} not in {LABELS}")
        if lab.get("kind") not in KINDS:
            errors.append(f"{where}: kind {lab.get('kind')!r} not in the kind list")
        if not is_str(lab.get("rationale")) or "\n" in lab.get("rationale", ""):
            errors.append(f"{where}: rationale must be one non-empty line")
        clause = lab.get("clause")
        if lab.get("label") == "IRRELEVANT":
            if clause is not None:
                errors.append(f"{where}: IRRELEVANT labels must have clause null")
        elif not is_str(clause) or "#" not in clause:
            errors.append(f"{where}: clause must look like 'file.md#Heading'")
        else:
            path, heading = clause.split("#", 1)
            if path not in corpus:
                errors.append(f"{where}: clause file {path!r} not in corpus/")
            elif heading not in corpus[path]["headings"]:
                errors.append(f"{where}: heading {heading!r} not found in {path}")
        labels[key] = lab
        b = interactions.get(key)
        if b is not None:
            ans = b.get("assistant", "")
            if lab.get("kind") == "empty_answer" and (ans.strip() or lab.get("label") != "IRRELEVANT"):
                errors.append(f"{where}: empty_answer must have a blank answer and label IRRELEVANT")
            if not ans.strip() and lab.get("kind") != "empty_answer":
                errors.append(f"{where}: blank answer must be kind empty_answer")
            if lab.get("kind") == "long_answer" and len(ans) <= LONG_ANSWER_CHARS:
                errors.append(f"{where}: long_answer has only {len(ans)} chars")
    for key in interactions:
        if key not in labels:
            errors.append(f"labels.jsonl: interaction {key} has no label")

    # ---- expected sessions
    label_of_by_session = collections.defaultdict(dict)
    for (sid, q), lab in labels.items():
        label_of_by_session[sid][q] = lab.get("label")
    recomputed = {}
    for s in sessions:
        lo = label_of_by_session.get(s["session_id"], {})
        if all(b["qa_id"] in lo for b in s["conversation"]):
            recomputed[s["session_id"]] = expected_session(s, lo)
    seen = set()
    for n, e in read_jsonl(exp_path, errors):
        where = f"expected_sessions.jsonl:{n}"
        sid = e.get("session_id")
        if sid in seen:
            errors.append(f"{where}: duplicate session {sid!r}")
        seen.add(sid)
        r = recomputed.get(sid)
        if r is None:
            errors.append(f"{where}: unknown or unlabelled session {sid!r}")
            continue
        if e.get("expected_verdict") != r["expected_verdict"]:
            errors.append(f"{where}: expected_verdict {e.get('expected_verdict')} but the rule "
                          f"gives {r['expected_verdict']}")
        es, rs = e.get("expected_score"), r["expected_score"]
        if (es is None) != (rs is None) or (es is not None and abs(es - rs) > SCORE_TOL):
            errors.append(f"{where}: expected_score {es} but the rule gives {rs}")
    for sid in recomputed:
        if sid not in seen:
            errors.append(f"expected_sessions.jsonl: session {sid!r} missing")

    if disjoint_from:
        check_disjoint(folder, disjoint_from, errors, info)

    # ---- report
    n_inter = len(interactions)
    label_counts = collections.Counter(lab.get("label") for lab in labels.values())
    kind_label = collections.Counter((lab.get("kind"), lab.get("label")) for lab in labels.values())
    print(f"folder: {os.path.abspath(folder)}")
    print(f"corpus documents: {len(corpus)}  "
          f"(BOM: {[k for k, v in corpus.items() if v['bom']]}, "
          f"CRLF: {[k for k, v in corpus.items() if v['crlf']]}, "
          f"with tables: {sum(v['table'] for v in corpus.values())})")
    base = collections.Counter(os.path.basename(k) for k in corpus)
    print(f"  same file name in several folders: {[k for k, c in base.items() if c > 1]}")
    for k in sorted(corpus):
        print(f"  {k:<40} {len(corpus[k]['text']):>5} chars")
    print(f"sessions: {len(sessions)}   interactions: {n_inter}   labels: {len(labels)}")
    assistants = collections.Counter(s["assistant_id"] for s in sessions)
    dates = collections.Counter(s["started_at"][:10] for s in sessions)
    print(f"assistants: {dict(assistants)}")
    print(f"dates: {dict(sorted(dates.items()))}")
    print("labels: " + ", ".join(f"{lab} {label_counts[lab]} ({100.0 * label_counts[lab] / max(n_inter, 1):.1f}%)"
                                 for lab in LABELS))
    rows = [(k, kind_label[(k, "COMPLIANT")], kind_label[(k, "NON_COMPLIANT")],
             kind_label[(k, "IRRELEVANT")], sum(kind_label[(k, lab)] for lab in LABELS)) for k in KINDS]
    print(table(rows, ("kind", "COMPLIANT", "NON_COMPLIANT", "IRRELEVANT", "total")))
    long_n = sum(1 for b in interactions.values() if len(b.get("assistant", "")) > LONG_ANSWER_CHARS)
    blank_n = sum(1 for b in interactions.values() if not b.get("assistant", "").strip())
    print(f"answers over {LONG_ANSWER_CHARS} chars: {long_n}   blank answers: {blank_n}")
    modes = collections.Counter(r["weight_mode"] for r in recomputed.values())
    verdicts = collections.Counter(r["expected_verdict"] for r in recomputed.values())
    print(f"session weight modes: {dict(modes)}")
    print(f"expected session verdicts: {dict(verdicts)}")
    fragile = [sid for sid, r in recomputed.items() if not r["robust_to_weight_convention"]]
    if fragile:
        warnings.append(f"sessions whose verdict depends on the weight convention: {fragile}")
    for line in info:
        print(line)
    for w in warnings:
        print(f"WARNING: {w}")
    for e in errors:
        print(f"ERROR: {e}")
    print("OK" if not errors else f"FAILED ({len(errors)} errors)")
    return not errors


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--dir", default=os.path.dirname(os.path.abspath(__file__)))
    ap.add_argument("--disjoint-from", default=None,
                    help="another benchmark folder that must share no corpus or conversation text")
    args = ap.parse_args()
    sys.exit(0 if validate(args.dir, args.disjoint_from) else 1)


if __name__ == "__main__":
    main()
