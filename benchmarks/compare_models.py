"""Choose between compliance models end to end: each model's verdicts on the same labelled sets, and a paired test
of whether a candidate differs from the reference beyond chance.

    python benchmarks/compare_models.py --model /tmp/exp-a --model /tmp/exp-b     # against the packaged model
    python benchmarks/compare_models.py --model /tmp/exp-a --save /tmp/a.json     # keep the verdicts ...
    python benchmarks/compare_models.py --load /tmp/a.json --model /tmp/exp-b     # ... and add a model later

A model trained with another seed can differ from the shipped one by 0.03 in mean macro-F1 on the 208 studied
interactions while its pair-level validation figures are identical (``training/next/README.md``), so a retrained
model is chosen here, end to end, never on the validation split alone. Default sets: every ``studied`` and
``selection`` set of ``benchmarks/data/sets.json`` that has interactions (and the development set when present).
Never give it a ``blind`` set: a blind set measures a shipped default once, at its first measurement.

Printed per model: macro-F1 per set, the unweighted mean over sets, and macro-F1 and NON_COMPLIANT precision and
recall pooled over all interactions. Then each candidate against the reference (the first model: the packaged one
unless ``--no-packaged``): how many interactions only the candidate gets right and only the reference gets right,
and the two-sided exact sign-test (McNemar) p-value of that split. A p-value above 0.05 means the sets cannot tell
the two apart.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from pathlib import Path

import verdict_quality as vq  # sets up sys.path and the offline environment

from fairforge_core.config import EvaluationSettings  # noqa: E402
from fairforge_core.factory import build_embedder  # noqa: E402

PACKAGED = "packaged"


def sign_test_p(wins: int, losses: int) -> float:
    """Two-sided exact binomial p-value of ``wins`` against ``losses`` discordant pairs under p = 1/2 (McNemar's
    exact test); 1.0 when there are none. Range (0, 1]."""
    n = wins + losses
    if n == 0:
        return 1.0
    tail = sum(math.comb(n, i) for i in range(min(wins, losses) + 1)) / 2 ** n
    return min(1.0, 2 * tail)


def default_sets() -> list[Path]:
    bundled = vq.sets_with_status("studied", "selection")
    return [p for p in (vq.DEV_SET, *bundled) if (p / "labels.jsonl").is_file()]


def verdicts(set_dir: Path, model: str, extra: dict, embedder) -> dict[str, list[str]]:
    """``{"gold": [...], "predicted": [...], "keys": ["session/qa", ...]}`` of one model on one labelled set."""
    judge_kwargs = dict(extra.get("judge_kwargs", {}))
    if model != PACKAGED:
        judge_kwargs["model_path"] = model
    run = vq.run_mode(set_dir, {**extra, **vq.MODES["offline"], "judge_kwargs": judge_kwargs}, embedder)
    out: dict[str, list[str]] = {"gold": [], "predicted": [], "keys": []}
    for lab, ires, sres in vq.labelled_results(set_dir, run):
        out["gold"].append(lab["label"])
        out["predicted"].append(vq.labelled_verdict(ires.interaction))
        out["keys"].append(f"{sres.dataset.session_id}/{ires.interaction.qa_id}")
    return out


def table(runs: dict[str, dict[str, dict]], sets: list[str]) -> str:
    """The markdown comparison: one row per model, then the paired test of each against the first."""
    names = list(runs)
    head = "| model | " + " | ".join(sets) + " | mean | pooled macro-F1 | pooled NON_COMPLIANT P / R |"
    rows = [head, "|" + "---|" * (len(sets) + 4)]
    for name in names:
        per_set = [vq.summary(runs[name][s]["gold"], runs[name][s]["predicted"])[0] for s in sets]
        gold = [g for s in sets for g in runs[name][s]["gold"]]
        pred = [p for s in sets for p in runs[name][s]["predicted"]]
        macro, _, nc_p, nc_r = vq.summary(gold, pred)
        rows.append(f"| {name} | " + " | ".join(f"{f:.3f}" for f in per_set)
                    + f" | {sum(per_set) / len(per_set):.3f} | {macro:.3f} | {nc_p:.3f} / {nc_r:.3f} |")
    ref = names[0]
    lines = ["\n".join(rows), "", f"paired against {ref} (interactions right only with the candidate / only with "
                                   f"{ref}; two-sided exact sign test):"]
    for name in names[1:]:
        wins = losses = 0
        for s in sets:
            a, b = runs[ref][s], runs[name][s]
            if a.get("keys") != b.get("keys"):
                raise ValueError(f"{ref} and {name} were run on different interactions of {s}")
            for g, pa, pb in zip(a["gold"], a["predicted"], b["predicted"]):
                wins += pb == g != pa
                losses += pa == g != pb
        lines.append(f"- {name}: {wins} / {losses}, p = {sign_test_p(wins, losses):.3f}")
    return "\n".join(lines)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--model", action="append", default=[], help="a model folder (repeatable)")
    ap.add_argument("--no-packaged", action="store_true", help="leave the packaged model out")
    ap.add_argument("--set", type=Path, action="append", default=None, help="a labelled set (repeatable)")
    ap.add_argument("--set-option", action="append", default=[], metavar="KEY=VALUE",
                    help="a setting for every model (JSON value), e.g. 'judge_kwargs={\"max_units\": 6}'")
    ap.add_argument("--save", type=Path, help="write every model's verdicts to this JSON file")
    ap.add_argument("--load", type=Path, action="append", default=[],
                    help="verdicts of an earlier --save (repeatable); its models are not run again")
    args = ap.parse_args()
    extra = {k: json.loads(v) for k, _, v in (o.partition("=") for o in args.set_option)}
    sets = args.set or default_sets()
    runs: dict[str, dict[str, dict]] = {}
    for path in args.load:
        loaded = json.loads(path.read_text(encoding="utf-8"))
        if loaded["settings"] != extra:
            ap.error(f"{path} was run with the settings {loaded['settings']}, not {extra}")
        runs.update(loaded["runs"])
    models = ([] if args.no_packaged else [PACKAGED]) + args.model
    embedder = None
    for model in models:
        if model in runs and all(s.name in runs[model] for s in sets):
            continue
        if embedder is None:
            embedder = build_embedder(EvaluationSettings())
        runs[model] = {**runs.get(model, {}), **{s.name: verdicts(s, model, extra, embedder) for s in sets}}
        print(f"evaluated {model}", file=sys.stderr)
    if args.save:
        args.save.write_text(json.dumps({"settings": extra, "runs": runs}) + "\n", encoding="utf-8")
    names = [s.name for s in sets]
    order = [m for m in models if m in runs] + [m for m in runs if m not in models]
    print(table({m: runs[m] for m in order if all(n in runs[m] for n in names)}, names))
    return 0


if __name__ == "__main__":
    sys.exit(main())
