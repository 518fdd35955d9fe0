"""How the learned judge's unit decisions make a verdict: record them once per labelled set, then score other
verdict rules and unit budgets on them without running the model again.

    python benchmarks/verdict_rules.py                              # every selection set of sets.json
    python benchmarks/verdict_rules.py --save /tmp/units.json       # keep the recorded decisions ...
    python benchmarks/verdict_rules.py --load /tmp/units.json       # ... and score them again, without the model
    python benchmarks/verdict_rules.py --set-option 'judge_kwargs={"model_path": "/tmp/exp"}'   # another model

Per interaction it records each rule unit the judge scored (:class:`fairforge_core.judges.learned.UnitDecision`):
its rank and similarity (step 2 of the judge), its three probabilities after the table-row step, and whether its
chunk counts towards the verdict. It first checks that the judge's own rule, recomputed from these records,
reproduces every verdict of the run, then prints:

- each rule family (:data:`FAMILIES`) at its best parameters on all the sets, and its **held-out gain**: over
  ``--halvings`` random halvings of the sets (each half in turn), parameters chosen on one half by mean macro-F1
  and scored on the other, against the judge's rule on the same half;
- smaller unit budgets (``max_units``, ``min_relevance``), scored by leaving the units they would not judge out.

A rule chosen on these sets looks better on them than it is: the held-out gain is the figure to go by. Never give
it a blind set (a blind set measures a shipped default once). Results of 2026-12-06: ``training/next/README.md``.
"""

from __future__ import annotations

import argparse
import inspect
import json
import random
import sys
from collections.abc import Callable
from pathlib import Path

import verdict_quality as vq  # sets up sys.path and the offline environment

from fairforge_core.config import EvaluationSettings  # noqa: E402
from fairforge_core.factory import build_embedder, build_judge  # noqa: E402
from fairforge_core.judges.learned import LearnedJudge  # noqa: E402
from fairforge_core.verdicts import compute_verdict  # noqa: E402

#: a recorded unit: rank (0 = most similar), similarity, P(SUPPORTS), P(CONTRADICTS), P(NEUTRAL), counts (its
#: chunk is among those that make the verdict)
Unit = list
#: decides whether a unit contradicts (or, as a support rule, supports), given the unit and every counting unit of
#: its interaction
Rule = Callable[[Unit, list], bool]


def _ramp(c: float, s: float) -> Rule:
    return lambda u, us: u[3] >= min(0.999, c + s * u[0])


def _first_others(c: float, c2: float) -> Rule:
    return lambda u, us: u[3] >= (c if u[0] == 0 else c2)


def _margin(c: float, m: float) -> Rule:
    return lambda u, us: u[3] >= c and u[3] - u[2] >= m


def _similarity_gap(c: float, a: float) -> Rule:
    return lambda u, us: u[3] >= min(0.999, c + a * (max(v[1] for v in us) - u[1]))


def _support_cut(c: float, s: float) -> tuple[Rule, Rule]:
    return (lambda u, us: u[3] >= c), (lambda u, us: u[2] >= s)


def _addressed_below_neutral(c: float, n: float) -> tuple[Rule, Rule]:
    """Over the cut c a unit contradicts, as today; a unit under both cuts whose P(NEUTRAL) is below n is addressed
    anyway, and contradicts or supports by the larger of P(CONTRADICTS) and P(SUPPORTS)."""
    def contradicts(u, us):
        return u[3] >= c or (u[4] < n and u[2] < 0.5 and u[3] > u[2])

    def supports(u, us):
        return u[2] >= 0.5 or (u[4] < n and u[3] < c and u[2] >= u[3])

    return contradicts, supports


_CUTS = (0.3, 0.4, 0.5, 0.6)
#: name -> (rule maker, grid of its two parameters); a contradiction cut c is always the first parameter
FAMILIES: dict[str, tuple[Callable[..., Rule | tuple[Rule, Rule]], list[tuple[float, float]]]] = {
    "cut c + s * rank": (_ramp, [(c, s) for c in _CUTS for s in (0, 0.05, 0.1, 0.15, 0.2, 0.25, 0.3)]),
    "cut c for the first unit, c2 for the others": (
        _first_others, [(c, c2) for c in _CUTS for c2 in (0.5, 0.6, 0.7, 0.8, 0.9, 0.95)]),
    "P(C) >= c and P(C) - P(S) >= m": (_margin, [(c, m) for c in _CUTS for m in (-1, 0.0, 0.2, 0.4, 0.6)]),
    "cut c + a * (best similarity - similarity)": (
        _similarity_gap, [(c, a) for c in _CUTS for a in (0, 0.5, 1, 2, 3, 5)]),
    # added 2026-12-06 (R2): when an interaction is IRRELEVANT; these makers return (contradicts, supports)
    "cut c, support cut s": (_support_cut, [(c, t) for c in _CUTS for t in (0.2, 0.3, 0.4, 0.5, 0.6)]),
    "cut c; P(N) < n: the larger of P(C) and P(S)": (
        _addressed_below_neutral, [(c, n) for c in _CUTS for n in (0.3, 0.4, 0.5, 0.6, 0.7)]),
}

#: the judge's default cut-offs, read from :class:`LearnedJudge` itself: (contradiction_cut, support_cut,
#: first_unit_cut); 0.5, 0.5 and 0.3 since 2026-12-06 (F1)
_JUDGE_PARAMETERS = inspect.signature(LearnedJudge).parameters
DEFAULT_CUTS: tuple[float, float, float] = tuple(
    _JUDGE_PARAMETERS[k].default for k in ("contradiction_cut", "support_cut", "first_unit_cut"))

#: the judge's own rule at its default cut-offs: a unit contradicts at P(CONTRADICTS) >= ``first_unit_cut`` when it
#: is the most similar of its interaction, else at ``contradiction_cut``
JUDGES_RULE: Rule = _first_others(DEFAULT_CUTS[2], DEFAULT_CUTS[0])


def _judges_support(u: Unit, us: list) -> bool:
    return u[2] >= 0.5


def rules_of(made: Rule | tuple[Rule, Rule]) -> tuple[Rule, Rule]:
    """``(contradicts, supports)`` of a family's rule: a lone contradiction rule keeps the judge's support rule
    (P(SUPPORTS) >= 0.5)."""
    return made if isinstance(made, tuple) else (made, _judges_support)


def verdict(units: list[Unit], contradicts: Rule | tuple[Rule, Rule]) -> str:
    """The interaction verdict from its counting units, by the evaluator's ``any_contradiction`` table
    (:func:`fairforge_core.verdicts.compute_verdict`): NON_COMPLIANT when the contradiction rule holds for one, else
    COMPLIANT when the support rule (default: P(SUPPORTS) >= 0.5) holds for one, else IRRELEVANT."""
    contradicts, supports = rules_of(contradicts)
    counting = [u for u in units if u[5]]
    contradicting = sum(contradicts(u, counting) for u in counting)
    supporting = sum(supports(u, counting) for u in counting)
    return compute_verdict(supporting, contradicting, 0.5, "any_contradiction")[0]  # the evaluator's own table


def figures(interactions: list[dict], contradicts: Rule | tuple[Rule, Rule]) -> tuple[float, float, float]:
    """``(macro-F1, NON_COMPLIANT precision, NON_COMPLIANT recall)`` of one set under a rule. An interaction the
    judge did not judge (``units`` is ``None``: an empty answer) keeps its recorded verdict."""
    gold = [x["gold"] for x in interactions]
    pred = [x["verdict"] if x["units"] is None else verdict(x["units"], contradicts) for x in interactions]
    macro, _, p, r = vq.summary(gold, pred)
    return macro, p, r


def mean_figures(per_set: dict[str, tuple], sets: list[str]) -> tuple[float, ...]:
    """Unweighted means over ``sets`` of each figure of :func:`figures`."""
    return tuple(sum(per_set[s][i] for s in sets) / len(sets) for i in range(3))


def held_out_gain(per_point: dict, current: dict[str, tuple], names: list[str], halvings: int,
                  seed: int = 0) -> tuple[float, float, float]:
    """Mean gain (macro-F1, NC precision, NC recall) over held-out halves: for each of ``halvings`` random halvings
    of ``names``, and each half in turn, the grid point best on the other half (mean macro-F1), scored against
    ``current`` on this one. ``per_point``: grid point -> set -> figures. Needs at least 2 sets."""
    rng = random.Random(seed)
    gains = []
    for _ in range(halvings):
        shuffled = names[:]
        rng.shuffle(shuffled)
        half = len(shuffled) // 2
        for train, test in ((shuffled[:half], shuffled[half:]), (shuffled[half:], shuffled[:half])):
            best = max(per_point, key=lambda g: mean_figures(per_point[g], train)[0])
            got, base = mean_figures(per_point[best], test), mean_figures(current, test)
            gains.append([a - b for a, b in zip(got, base)])
    return tuple(sum(g[i] for g in gains) / len(gains) for i in range(3))


def within_budget(interactions: list[dict], max_units: int, min_relevance: float) -> list[dict]:
    """The interactions as a smaller unit budget would judge them: units ranked at or past ``max_units`` or less
    similar than ``min_relevance`` left out (the judge ranks by similarity, so no other unit takes their place)."""
    return [x if x["units"] is None else
            {**x, "units": [u for u in x["units"] if u[0] < max_units and u[1] >= min_relevance]}
            for x in interactions]


def _chunk_key(chunk) -> str:
    return chunk.chunk_hash or chunk.text


def record(set_dir: Path, overrides: dict, embedder) -> list[dict]:
    """Run the learned judge on a labelled set and return, per interaction, ``{"key", "gold", "verdict",
    "units"}``; raises ``SystemExit`` when the recomputed rule misses a verdict of the run (a mapping fault)."""
    settings = EvaluationSettings(**{**vq.MODES["offline"], **overrides})
    judge = build_judge(settings, embedder)
    if (judge.contradiction_cut, judge.support_cut, judge.first_unit_cut) != DEFAULT_CUTS:
        raise SystemExit(f"verdict_rules.py compares rules with the judge's default cut-offs {DEFAULT_CUTS} "
                         "(contradiction_cut, support_cut, first_unit_cut): leave them at their defaults")
    judge.decision_log = []
    run = vq.run_mode(set_dir, {**vq.MODES["offline"], **overrides}, embedder, judge=judge)
    by_text: dict[tuple[str, str], list] = {}
    for request, decisions in judge.decision_log:
        entry = by_text.setdefault((request.query, request.answer), [])
        entry.extend((_chunk_key(request.chunk), d) for d in decisions)
    out = []
    for lab, ires, _ in vq.labelled_results(set_dir, run):
        it = ires.interaction
        counting = {_chunk_key(c.chunk) for c in ires.candidates if c.selected}
        judged = by_text.get((it.query, it.assistant))
        units = None if not it.assistant.strip() or judged is None else [
            [d.rank, round(d.similarity, 6), *(round(float(p), 6) for p in d.probs), chunk in counting]
            for chunk, d in judged]
        x = {"key": f"{lab['session_id']}/{lab['qa_id']}", "gold": lab["label"],
             "verdict": vq.labelled_verdict(it), "units": units}
        out.append(x)
    wrong = [x["key"] for x in out if x["units"] is not None and verdict(x["units"], JUDGES_RULE) != x["verdict"]]
    if wrong:
        raise SystemExit(f"{set_dir.name}: the recorded decisions do not reproduce {len(wrong)} verdicts: {wrong[:5]}")
    return out


def report(data: dict[str, list[dict]], halvings: int) -> str:
    """The markdown tables described in the module docstring."""
    names = sorted(data)
    current = {s: figures(data[s], JUDGES_RULE) for s in names}
    base = mean_figures(current, names)
    lines = [f"{len(names)} sets, {sum(len(v) for v in data.values())} interactions; the judge's rule (cut "
             f"{DEFAULT_CUTS[2]} for the first unit, {DEFAULT_CUTS[0]} for the others): "
             f"mean macro-F1 {base[0]:.3f}, NC P / R {base[1]:.3f} / {base[2]:.3f}", "",
             "| family | held-out gain (macro-F1; NC P / R) | best on all sets | its mean (NC P / R) | sets above |",
             "|---|---|---|---|---|"]
    for name, (make, grid) in FAMILIES.items():
        per_point = {g: {s: figures(data[s], make(*g)) for s in names} for g in grid}
        gain = held_out_gain(per_point, current, names, halvings)
        best = max(grid, key=lambda g: mean_figures(per_point[g], names)[0])
        m = mean_figures(per_point[best], names)
        above = sum(per_point[best][s][0] > current[s][0] for s in names)
        lines.append(f"| {name} | {gain[0]:+.3f}; {gain[1]:+.3f} / {gain[2]:+.3f} | {best} | {m[0]:.3f} "
                     f"({m[1]:.3f} / {m[2]:.3f}) | {above} of {len(names)} |")
    lines += ["", "| unit budget | units judged (share) | mean macro-F1 | NC P / R |", "|---|---|---|---|"]
    total = sum(len(x["units"] or []) for v in data.values() for x in v)
    for max_units, min_relevance in ((4, 0.2), (3, 0.2), (4, 0.3), (4, 0.35), (4, 0.4), (4, 0.5)):
        cut = {s: within_budget(data[s], max_units, min_relevance) for s in names}
        n = sum(len(x["units"] or []) for v in cut.values() for x in v)
        m = mean_figures({s: figures(cut[s], JUDGES_RULE) for s in names}, names)
        lines.append(f"| max_units {max_units}, min_relevance {min_relevance} | {n:,} ({n / max(total, 1):.2f}) | "
                     f"{m[0]:.3f} | {m[1]:.3f} / {m[2]:.3f} |")
    return "\n".join(lines)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--set", type=Path, action="append", default=None,
                    help="labelled set folder (repeatable; default: every selection set of sets.json)")
    ap.add_argument("--set-option", action="append", default=[], metavar="KEY=VALUE",
                    help="override a setting (JSON value), e.g. judge_kwargs with another model_path")
    ap.add_argument("--save", type=Path, help="write the recorded decisions to this JSON file")
    ap.add_argument("--load", type=Path, help="score decisions recorded earlier instead of running the judge")
    ap.add_argument("--halvings", type=int, default=20, help="random halvings of the sets for the held-out gain")
    args = ap.parse_args()
    if args.load:
        data = json.loads(args.load.read_text(encoding="utf-8"))
    else:
        overrides = {k: json.loads(v) for k, _, v in (o.partition("=") for o in args.set_option)}
        embedder = build_embedder(EvaluationSettings())
        data = {}
        for set_dir in args.set or vq.sets_with_status("selection"):
            data[set_dir.name] = record(set_dir, overrides, embedder)
            print(f"{set_dir.name}: {len(data[set_dir.name])} interactions recorded", file=sys.stderr)
        if args.save:
            args.save.write_text(json.dumps(data) + "\n", encoding="utf-8")
    if len(data) < 2:
        print("need at least 2 sets for the held-out gain", file=sys.stderr)
        return 2
    print(report(data, args.halvings))
    return 0


if __name__ == "__main__":
    sys.exit(main())
