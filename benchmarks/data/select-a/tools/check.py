"""Independent check of /tmp/sel_a: parses files only, recomputes everything."""
import json, os, re, collections, datetime

D = "/tmp/sel_a"
CORPUS = os.path.join(D, "corpus")


def load(name):
    with open(os.path.join(D, name), encoding="utf-8") as f:
        return [json.loads(l) for l in f if l.strip()]


conv, labels, exp = load("conversations.jsonl"), load("labels.jsonl"), load("expected_sessions.jsonl")

# corpus structure
headings = {}
for root, _, files in os.walk(CORPUS):
    for fn in files:
        p = os.path.join(root, fn)
        rel = os.path.relpath(p, CORPUS)
        txt = open(p, encoding="utf-8").read()
        hs = re.findall(r"^#{1,6} (.+?)\s*$", txt, re.M)
        assert len(hs) == len(set(hs)), ("dup heading", rel)
        headings[rel] = set(hs)
        words = len(txt.split())
        assert 300 <= words <= 900, (rel, words)
        assert re.search(r"^\|.*\|\s*$\n^\|[-| :]+\|\s*$", txt, re.M), ("no table", rel)
        assert re.search(r":\n- ", txt), ("no bullet list after colon", rel)
        assert txt.startswith("# "), rel
        print(f"{rel}: {words} words, {len(hs)} headings")
assert any(k.startswith("company/") for k in headings)
assert 4 <= len(headings) <= 6

# conversations
assert 16 <= len(conv) <= 20, len(conv)
ids = [c["session_id"] for c in conv]
assert len(ids) == len(set(ids))
aids = {c["assistant_id"] for c in conv}
dates = {c["started_at"][:10] for c in conv}
assert 2 <= len(aids) <= 3 and 2 <= len(dates) <= 3, (aids, dates)
qa_all = []
weighted = 0
for c in conv:
    assert set(c) == {"session_id", "assistant_id", "language", "context", "started_at", "conversation"}
    datetime.datetime.strptime(c["started_at"], "%Y-%m-%dT%H:%M:%SZ")
    assert 3 <= len(c["conversation"]) <= 5
    ws = [t.get("weight") for t in c["conversation"]]
    if any(w is not None for w in ws):
        weighted += 1
        assert all(w is not None for w in ws) and abs(sum(ws) - 1) < 1e-9, c["session_id"]
    for i, t in enumerate(c["conversation"], 1):
        assert t["qa_id"] == f'{c["session_id"]}-q{i}'
        for k in ("query", "assistant", "ground_truth_assistant"):
            assert isinstance(t[k], str)
        qa_all.append((c["session_id"], t))
assert 2 <= weighted <= 3, weighted
assert len(qa_all) >= 64

# labels
lab = {l["qa_id"]: l for l in labels}
assert len(lab) == len(labels) == len(qa_all)
KINDS = {"plain", "numeric", "time_window", "negation", "modality", "paraphrase", "partial", "multi_rule",
         "smalltalk", "out_of_scope", "refusal", "empty_answer", "long_answer"}
blank = 0
for sid, t in qa_all:
    l = lab[t["qa_id"]]
    assert l["session_id"] == sid
    assert l["label"] in ("COMPLIANT", "NON_COMPLIANT", "IRRELEVANT")
    assert l["kind"] in KINDS, l["kind"]
    assert l["rationale"].strip()
    if l["label"] == "IRRELEVANT":
        assert l["clause"] is None
    else:
        f, h = l["clause"].split("#", 1)
        assert f in headings and h in headings[f], l["clause"]
    if not t["assistant"].strip():
        blank += 1
        assert l["label"] == "IRRELEVANT" and l["kind"] == "empty_answer"
    if l["kind"] == "long_answer":
        assert len(t["assistant"]) > 2000, (t["qa_id"], len(t["assistant"]))
    else:
        assert len(t["assistant"]) < 2000
assert blank == 2, blank
nlong = sum(1 for l in labels if l["kind"] == "long_answer")
assert 2 <= nlong <= 3

# expected sessions, recomputed
ex = {e["session_id"]: e for e in exp}
assert set(ex) == set(ids)
for c in conv:
    e = ex[c["session_id"]]
    ts = c["conversation"]
    ls = [lab[t["qa_id"]]["label"] for t in ts]
    assert e["assistant_id"] == c["assistant_id"]
    assert e["n_interactions"] == len(ts)
    assert e["n_compliant"] == ls.count("COMPLIANT")
    assert e["n_non_compliant"] == ls.count("NON_COMPLIANT")
    assert e["n_irrelevant"] == ls.count("IRRELEVANT")
    has_w = "weight" in ts[0]
    assert e["weight_mode"] == ("full" if has_w else "none")
    raw = {t["qa_id"]: (t["weight"] if has_w else 1 / len(ts)) for t, l in zip(ts, ls) if l != "IRRELEVANT"}
    if not raw:
        assert e["expected_verdict"] == "IRRELEVANT" and e["expected_score"] is None
        continue
    tot = sum(raw.values())
    score = sum(w / tot for (q, w) in raw.items() if lab[q]["label"] == "COMPLIANT")
    assert abs(e["expected_score"] - round(score, 4)) < 1e-9, (c["session_id"], score)
    assert e["expected_verdict"] == ("COMPLIANT" if score >= 0.5 - 1e-12 else "NON_COMPLIANT")
    assert set(e["resolved_weights"]) == set(raw)
    for q, w in raw.items():
        assert abs(e["resolved_weights"][q] - round(w / tot, 4)) < 1e-9

# date facts used in sa-07 and sa-04
assert datetime.date(2026, 5, 30) - datetime.timedelta(weeks=8) == datetime.date(2026, 4, 4)
assert 28 <= (datetime.date(2026, 5, 30) - datetime.date(2026, 4, 20)).days <= 55
assert 28 <= (datetime.date(2026, 5, 30) - datetime.date(2026, 4, 10)).days <= 55

lc = collections.Counter(l["label"] for l in labels)
kc = collections.Counter(l["kind"] for l in labels)
kl = collections.Counter((l["kind"], l["label"]) for l in labels)
vc = collections.Counter(e["expected_verdict"] for e in exp)
n = len(labels)
print("interactions", n, {k: f"{v} ({100*v/n:.1f}%)" for k, v in lc.items()})
print("kinds", dict(sorted(kc.items())))
print("kind x label", dict(sorted(kl.items())))
print("verdicts", dict(vc))
for e in exp:
    print(e["session_id"], e["weight_mode"], e["expected_score"], e["expected_verdict"])
print("ALL CHECKS PASSED")
