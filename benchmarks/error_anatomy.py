"""Where the default's end-to-end errors come from, on studied (development) sets.

For every wrong interaction whose label names a clause (``file.md#Heading``), it tells apart:

- **clause not retrieved**: no retrieved chunk holds the clause's section;
- **clause retrieved, not decided on**: a retrieved chunk holds it, but no decision rests on a unit of that section
  (the unit was not among the ``max_units`` judged, or was judged NEUTRAL, or another chunk decided);
- **decided on the clause: V**: the decision of a chunk rests on a unit of the clause's section, with verdict V.

    python benchmarks/error_anatomy.py                     # the studied sets: development set, holdout, holdout2
    python benchmarks/error_anatomy.py --set PATH --set-option 'judge_kwargs={"model_path": "/tmp/exp"}'

It prints counts only, never a case, so it may also be run on selection sets (counts by where the error arises,
like the per-kind accuracy that ``verdict_quality.py`` prints). Reading the cases behind the counts is studying a set
(docs/verdicts.md, "Measurement policy"); never run it on a blind set before its first measurement.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import verdict_quality as vq  # noqa: E402

from fairforge_core.config import EvaluationSettings  # noqa: E402
from fairforge_core.factory import build_embedder  # noqa: E402

HERE = Path(__file__).resolve().parent
STUDIED = [vq.DEV_SET, HERE / "data" / "regulatory-holdout", HERE / "data" / "regulatory-holdout2"]


def where_decided(interaction, clause: str) -> str:
    """Which of the module docstring's cases a wrong interaction is, for its labelled ``clause``."""
    source, _, heading = clause.partition("#")
    h = heading.strip().lower()
    section = re.compile(r"^#+\s*" + re.escape(h) + r"\s*$", re.M)
    holding = [c for c in interaction.retrieved_chunks if c.source == source
               and (h in (c.heading or "").lower() or section.search(c.text.lower()))]
    on_clause = [c for c in holding if c.rule_heading and h in c.rule_heading.lower()]
    if not holding:
        return "clause not retrieved"
    if not on_clause:
        return "clause retrieved, not decided on"
    return "decided on the clause: " + ",".join(sorted({c.verdict for c in on_clause}))


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--set", type=Path, action="append", default=None, help="a studied set folder; repeatable")
    ap.add_argument("--set-option", action="append", default=[], metavar="KEY=VALUE",
                    help="override a setting (JSON value)")
    args = ap.parse_args()
    extra = {k: json.loads(v) for k, _, v in (o.partition("=") for o in args.set_option)}
    sets = args.set or [s for s in STUDIED if s.is_dir()]
    embedder = build_embedder(EvaluationSettings())
    errors: Counter = Counter()
    total = 0
    for set_dir in sets:
        run = vq.run_mode(set_dir, {**vq.MODES["offline"], **extra}, embedder)
        for lab, ires, _ in vq.labelled_results(set_dir, run):
            total += 1
            pred = vq.labelled_verdict(ires.interaction)
            if pred != lab["label"]:
                clause = lab["clause"]
                where = where_decided(ires.interaction, clause) if clause else "no clause (IRRELEVANT)"
                errors[(lab["label"], pred, where)] += 1
    print(f"{total} interactions in {len(sets)} set(s), {sum(errors.values())} wrong:")
    print("| wrong | gold | predicted | where |\n|---|---|---|---|")
    for (gold, pred, where), n in sorted(errors.items(), key=lambda kv: (-kv[1], kv[0])):
        print(f"| {n} | {gold} | {pred} | {where} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
