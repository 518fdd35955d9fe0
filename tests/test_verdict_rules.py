"""``benchmarks/verdict_rules.py``: verdicts recomputed from recorded unit decisions, unit budgets and the held-out
gain of a rule family."""

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "benchmarks"))

import verdict_rules as vr  # noqa: E402

# rank, similarity, P(S), P(C), P(N), counts
TOP_SUPPORTS = [0, 0.80, 0.90, 0.05, 0.05, True]
LOW_CONTRADICTS = [3, 0.40, 0.20, 0.60, 0.20, True]
UNCOUNTED_CONTRADICTS = [1, 0.70, 0.00, 0.99, 0.01, False]


def test_the_judges_rule_is_any_counting_unit_over_the_cut_then_any_support():
    rule = vr.FAMILIES["cut c + s * rank"][0](0.5, 0.0)
    assert vr.verdict([TOP_SUPPORTS, LOW_CONTRADICTS], rule) == "NON_COMPLIANT"
    assert vr.verdict([TOP_SUPPORTS, UNCOUNTED_CONTRADICTS], rule) == "COMPLIANT"  # its chunk does not count
    assert vr.verdict([[0, 0.5, 0.3, 0.3, 0.4, True]], rule) == "IRRELEVANT"
    assert vr.verdict([], rule) == "IRRELEVANT"
    # a cut rising 0.1 per rank needs 0.8 at rank 3: the low-ranked contradiction no longer counts
    assert vr.verdict([TOP_SUPPORTS, LOW_CONTRADICTS], vr.FAMILIES["cut c + s * rank"][0](0.5, 0.1)) == "COMPLIANT"
    # a similarity gap of 0.4 at a = 1 lifts the cut to 0.9
    gap = vr.FAMILIES["cut c + a * (best similarity - similarity)"][0](0.5, 1.0)
    assert vr.verdict([TOP_SUPPORTS, LOW_CONTRADICTS], gap) == "COMPLIANT"


def test_a_smaller_budget_leaves_out_low_ranked_and_dissimilar_units():
    x = {"key": "s/q1", "gold": "COMPLIANT", "verdict": "NON_COMPLIANT", "units": [TOP_SUPPORTS, LOW_CONTRADICTS]}
    empty = {"key": "s/q2", "gold": "IRRELEVANT", "verdict": "IRRELEVANT", "units": None}
    assert vr.within_budget([x, empty], 3, 0.2)[0]["units"] == [TOP_SUPPORTS]
    assert vr.within_budget([x], 4, 0.5)[0]["units"] == [TOP_SUPPORTS]
    assert vr.within_budget([x], 4, 0.2)[0]["units"] == [TOP_SUPPORTS, LOW_CONTRADICTS]
    assert vr.within_budget([x, empty], 1, 0.2)[1] is empty
    rule = vr.FAMILIES["cut c + s * rank"][0](0.5, 0.0)
    assert vr.figures([x], rule)[0] == 0.0  # the false alarm: no label right
    assert vr.figures(vr.within_budget([x], 3, 0.2), rule)[0] == pytest.approx(1 / 3)  # COMPLIANT right


def test_the_held_out_gain_scores_each_half_with_parameters_chosen_on_the_other():
    names = ["s1", "s2", "s3", "s4"]
    current = {s: (0.5, 0.5, 0.5) for s in names}
    # point A wins on s1, s2 and loses more on s3, s4; point B is the current rule
    per_point = {"A": {"s1": (0.9, 0.5, 0.5), "s2": (0.9, 0.5, 0.5), "s3": (0.0, 0.5, 0.5), "s4": (0.0, 0.5, 0.5)},
                 "B": dict(current)}
    gain = vr.held_out_gain(per_point, current, names, halvings=50)
    assert gain[0] < 0  # wherever A is chosen on one half, it is scored on the other; in-sample it looks better
    assert vr.mean_figures(per_point["A"], names)[0] == pytest.approx(0.45)
    assert gain[1:] == (0.0, 0.0)
    # a point better on every set is chosen on every half and gains its margin held out too
    steady = {"B": dict(current), "C": {s: (0.6, 0.5, 0.5) for s in names}}
    assert vr.held_out_gain(steady, current, names, halvings=10)[0] == pytest.approx(0.1)


def test_the_irrelevant_families_address_units_that_the_cuts_leave_unaddressed():
    split = [0, 0.5, 0.30, 0.30, 0.40, True]  # under both cuts: IRRELEVANT by the judge's rule
    leaning = [0, 0.5, 0.25, 0.40, 0.35, True]
    assert vr.verdict([split], vr.FAMILIES["cut c + s * rank"][0](0.5, 0.0)) == "IRRELEVANT"
    support_cut = vr.FAMILIES["cut c, support cut s"][0]
    assert vr.verdict([split], support_cut(0.5, 0.3)) == "COMPLIANT"
    assert vr.verdict([split], support_cut(0.5, 0.4)) == "IRRELEVANT"
    assert vr.verdict([TOP_SUPPORTS, LOW_CONTRADICTS], support_cut(0.5, 0.2)) == "NON_COMPLIANT"
    neutral = vr.FAMILIES["cut c; P(N) < n: the larger of P(C) and P(S)"][0]
    assert vr.verdict([split], neutral(0.5, 0.5)) == "COMPLIANT"  # a tie goes to SUPPORTS
    assert vr.verdict([leaning], neutral(0.5, 0.5)) == "NON_COMPLIANT"
    assert vr.verdict([leaning], neutral(0.5, 0.3)) == "IRRELEVANT"  # P(NEUTRAL) 0.35 is not below 0.3
    assert vr.verdict([TOP_SUPPORTS], neutral(0.5, 0.7)) == "COMPLIANT"
