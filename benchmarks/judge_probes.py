"""The configured decision backend (by default the offline learned judge) on short, hand-written policy/answer pairs
(``benchmarks/data/judge-probes``).

Each probe is one to three small markdown policies, a question, an answer and the expected aggregate outcome:
CONTRADICTS if any chunk contradicts, else SUPPORTS if any chunk supports, else NEUTRAL. The pairs are ordinary
English as companies and assistants write it; each probes one phenomenon (a negation, a pronoun, a condition, a time
window, a restricted action) and, as often, a compliant answer that shares many words with a prohibition. Sets
``review`` to ``review40`` were written while reviewing the rules of the previous default, the clause judge (most
aimed at its newest rules, some by reviewers attacking them; ``review34`` to ``review37`` blind, on what may not be
said, on where a refund goes, on quantities of several documents and on amounts named by other nouns, ``review38``
an attack on the first two, ``review39`` blind on disclosures, limits, rights said to end, eligibility and partly
covered lists, ``review40`` an attack on the rules that came from it), sets ``fresh`` to ``fresh10`` by people who
had not read that judge's code, and ``only41`` blind on rules that allow an act only under a condition. Their errors
were read while that judge was written, so they are a studied set, not a blind one.

Prints, per set and overall: accuracy on CONTRADICTS vs not, CONTRADICTS precision and recall, the number of false
alarms, and with ``--errors`` each wrong probe with the judge's reason.

    python benchmarks/judge_probes.py [--errors] [--set NAME] [--probes FILE]
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("HF_HUB_DISABLE_PROGRESS_BARS", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from fairforge_core.chunking import chunk_text  # noqa: E402
from fairforge_core.verdicts import JudgeRequest, chunk_verdict  # noqa: E402

PROBES = Path(__file__).resolve().parent / "data" / "judge-probes" / "probes.jsonl"


def load_probes(path: Path = PROBES, only_set: str | None = None) -> list[dict]:
    """The probes of ``path`` (JSON lines: ``id``, ``set``, ``rule`` (markdown, or a list of two documents),
    ``query``, ``answer``, ``expect``), optionally only those of one set."""
    probes = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    return [p for p in probes if only_set is None or p["set"] == only_set]


def judge_probe(judge, probe: dict, contradiction_threshold: float = 0.6) -> tuple[str, list]:
    """The aggregate outcome of one probe and the per-chunk judgements."""
    rules = probe["rule"] if isinstance(probe["rule"], list) else [probe["rule"]]
    chunks = [c for i, text in enumerate(rules) for c in chunk_text(text, f"policy{i}.md", 2000, 100)]
    judgements = judge.judge([JudgeRequest(probe["query"], probe["answer"], c, 0.5) for c in chunks])
    verdicts = [chunk_verdict(j.addressed, j.score, contradiction_threshold) for j in judgements]
    outcome = "CONTRADICTS" if "CONTRADICTS" in verdicts else "SUPPORTS" if "SUPPORTS" in verdicts else "NEUTRAL"
    return outcome, judgements


def score(rows: list[tuple[dict, str]]) -> dict:
    """Accuracy of CONTRADICTS vs not, CONTRADICTS precision and recall, false alarms and misses."""
    tp = sum(1 for p, got in rows if got == "CONTRADICTS" and p["expect"] == "CONTRADICTS")
    fa = sum(1 for p, got in rows if got == "CONTRADICTS" and p["expect"] != "CONTRADICTS")
    miss = sum(1 for p, got in rows if got != "CONTRADICTS" and p["expect"] == "CONTRADICTS")
    n = len(rows)
    return {"n": n, "accuracy": (n - fa - miss) / n if n else 0.0,
            "precision": tp / (tp + fa) if tp + fa else 0.0, "recall": tp / (tp + miss) if tp + miss else 0.0,
            "false_alarms": fa, "misses": miss}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--errors", action="store_true", help="print each wrong probe")
    ap.add_argument("--set", help="only one set (review, fresh, ...)")
    ap.add_argument("--probes", type=Path, default=PROBES, help="a probes file of the same layout")
    args = ap.parse_args(argv)
    from fairforge_core.config import EvaluationSettings
    from fairforge_core.factory import build_embedder, build_judge

    settings = EvaluationSettings()  # the default decision backend (decision: offline) and embedder
    judge = build_judge(settings, build_embedder(settings))
    rows, wrong = [], []
    for probe in load_probes(args.probes, only_set=args.set):
        got, judgements = judge_probe(judge, probe)
        rows.append((probe, got))
        if (got == "CONTRADICTS") != (probe["expect"] == "CONTRADICTS"):
            wrong.append((probe, got, judgements))
    print(f"judge: {judge.judge_id}")
    print(f"{'set':<8} {'probes':>6} {'accuracy':>8} {'C prec':>7} {'C rec':>6} {'false alarms':>12} {'misses':>6}")
    for name in sorted({p["set"] for p, _ in rows}) + ["all"]:
        m = score([(p, g) for p, g in rows if name in ("all", p["set"])])
        print(f"{name:<8} {m['n']:>6} {m['accuracy']:>8.3f} {m['precision']:>7.3f} {m['recall']:>6.3f} "
              f"{m['false_alarms']:>12} {m['misses']:>6}")
    if args.errors:
        for probe, got, judgements in wrong:
            print(f"\n{probe['id']} expected {probe['expect']}, got {got}\n  answer: {probe['answer']}")
            for j in judgements:
                if j.rule_sentence:
                    print(f"  {j.score:.2f} {j.reason or 'supports'} | rule: {j.rule_sentence}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
