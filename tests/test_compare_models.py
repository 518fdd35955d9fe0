"""``benchmarks/compare_models.py``: the paired sign test and the comparison table."""

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "benchmarks"))

import compare_models as cm  # noqa: E402


@pytest.mark.parametrize("wins, losses, p", [(0, 0, 1.0), (3, 3, 1.0), (5, 0, 0.0625), (0, 10, 2 / 1024),
                                             (9, 3, 0.146)])
def test_sign_test_is_the_exact_two_sided_binomial(wins, losses, p):
    assert cm.sign_test_p(wins, losses) == pytest.approx(p, abs=5e-4)


def test_the_table_pools_sets_and_counts_interactions_only_one_model_gets_right():
    gold = ["COMPLIANT", "NON_COMPLIANT", "IRRELEVANT", "NON_COMPLIANT"]
    ref = {"s1": {"gold": gold, "predicted": ["COMPLIANT", "COMPLIANT", "IRRELEVANT", "COMPLIANT"]}}
    cand = {"s1": {"gold": gold, "predicted": ["COMPLIANT", "NON_COMPLIANT", "IRRELEVANT", "NON_COMPLIANT"]}}
    out = cm.table({"packaged": ref, "/tmp/exp": cand}, ["s1"])
    rows = out.splitlines()
    assert rows[2].startswith("| packaged | 0.500 | 0.500 | 0.500 | 0.000 / 0.000 |")
    assert rows[3].startswith("| /tmp/exp | 1.000 | 1.000 | 1.000 | 1.000 / 1.000 |")
    assert rows[-1] == "- /tmp/exp: 2 / 0, p = 0.500"


def test_verdicts_of_different_interactions_are_not_compared():
    ref = {"s1": {"gold": ["COMPLIANT"], "predicted": ["COMPLIANT"], "keys": ["a/q1"]}}
    cand = {"s1": {"gold": ["COMPLIANT"], "predicted": ["COMPLIANT"], "keys": ["a/q2"]}}
    with pytest.raises(ValueError, match="different interactions of s1"):
        cm.table({"packaged": ref, "/tmp/exp": cand}, ["s1"])
