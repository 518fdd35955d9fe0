"""The policy harness against director-ai's test checklist (reference section A, rows 1-15) and its edge cases."""

import math

import pytest

from fairforge_core.evaluation import policy as P
from fairforge_core.evaluation.policy import (
    LabelledPolicySample,
    PolicyEvaluationReport,
    PolicyVariant,
    compare_policy_variants,
    evaluate_policy_variants,
)


def s4(**extra):
    rows = [("q1", True, 0.91), ("q2", True, 0.58), ("q3", False, 0.42), ("q4", False, 0.12)]
    return [LabelledPolicySample(prompt=q, response=f"answer {q}", label=lab, score=sc, dataset="regression",
                                 benchmark_evidence=True, **extra) for q, lab, sc in rows]


# -- checklist rows --------------------------------------------------------------------------------------------
def test_1_two_variants_on_s4():
    report = evaluate_policy_variants(s4(), variants=[PolicyVariant("balanced", 0.5), PolicyVariant("strict", 0.7)])
    assert report.sample_count == 4
    assert report.public_benchmark_eligible is True
    assert report.datasets == ("regression",)
    balanced, strict = report.results
    assert balanced.balanced_accuracy == 1.0
    assert (balanced.tp, balanced.fp, balanced.tn, balanced.fn) == (2, 0, 2, 0)
    assert strict.false_negative_rate == 0.5
    assert strict.balanced_accuracy == 0.75
    assert (strict.tp, strict.fp, strict.tn, strict.fn) == (1, 0, 2, 1)
    assert strict.recall == 0.5 and strict.precision == 1.0 and strict.false_positive_rate == 0.0
    assert [r.sample_count for r in report.results] == [4, 4]


def test_2_compare_candidate_wins():
    cmp = compare_policy_variants(s4(), baseline=PolicyVariant("current", 0.7),
                                  candidate=PolicyVariant("candidate", 0.5))
    assert cmp.baseline.name == "current" and cmp.candidate.name == "candidate"
    assert cmp.delta_balanced_accuracy == 0.25
    assert cmp.winner == "candidate"
    assert cmp.delta_false_negative_rate == -0.5 and cmp.delta_false_positive_rate == 0.0
    assert [r.name for r in cmp.evaluation.results] == ["current", "candidate"]


def test_3_synthetic_row_blocks_public_claim():
    samples = s4() + [LabelledPolicySample("q5", "synthetic answer", False, 0.2, synthetic=True,
                                           benchmark_evidence=False)]
    report = evaluate_policy_variants(samples, variants=[PolicyVariant("balanced", 0.5)])
    assert report.public_benchmark_eligible is False
    assert report.provenance_counts == {"benchmark": 4, "internal": 0, "synthetic": 1}
    assert "synthetic" in report.public_claim_reason


def test_4_score_fn_called_once_per_uncached_sample_in_order():
    samples = [LabelledPolicySample("q1", "r1", True, dataset="internal"),
               LabelledPolicySample("q2", "r2", False, dataset="internal")]
    calls = []

    def score_fn(sample, variant):
        calls.append((sample.prompt, variant.name))
        return 0.9 if sample.label else 0.1

    report = evaluate_policy_variants(samples, variants=[PolicyVariant("profile-fast", 0.5, profile="fast")],
                                      score_fn=score_fn)
    assert calls == [("q1", "profile-fast"), ("q2", "profile-fast")]
    assert report.results[0].balanced_accuracy == 1.0
    assert report.results[0].profile == "fast"


def test_5_duplicate_variant_names():
    with pytest.raises(ValueError, match="duplicate"):
        evaluate_policy_variants(s4(), variants=[PolicyVariant("same", 0.5), PolicyVariant("same", 0.7)])


def test_6_uncached_sample_without_score_fn():
    with pytest.raises(ValueError, match="score_fn"):
        evaluate_policy_variants([LabelledPolicySample("q", "r", True)], variants=[PolicyVariant("v", 0.5)])


def test_7_public_exports():
    import fairforge_core
    import fairforge_core.evaluation as ev

    assert fairforge_core.PolicyVariant is P.PolicyVariant
    assert fairforge_core.compare_policy_variants is P.compare_policy_variants
    assert ev.PolicyVariant is P.PolicyVariant and ev.compare_policy_variants is P.compare_policy_variants
    assert ev.PolicyEvaluationReport is PolicyEvaluationReport
    with pytest.raises(AttributeError):
        fairforge_core.no_such_name  # noqa: B018


def test_8_sample_validation():
    with pytest.raises(ValueError, match="prompt is required"):
        LabelledPolicySample("", "r", True)
    with pytest.raises(ValueError, match="response is required"):
        LabelledPolicySample("q", " ", True)
    with pytest.raises(ValueError, match="score must be in"):
        LabelledPolicySample("q", "r", True, score=1.1)
    assert LabelledPolicySample("q", "r", True, metadata={"numeric": 7}).metadata == {"numeric": "7"}


def test_9_variant_validation():
    with pytest.raises(ValueError, match="variant name"):
        PolicyVariant(" ", 0.5)
    with pytest.raises(ValueError, match="threshold"):
        PolicyVariant("v", 1.1)
    with pytest.raises(ValueError, match="w_logic"):
        PolicyVariant("v", 0.5, w_logic=-0.1, w_fact=1.1)
    with pytest.raises(ValueError, match="w_fact"):
        PolicyVariant("v", 0.5, w_logic=0.6, w_fact=1.1)
    with pytest.raises(ValueError, match="must equal 1.0"):
        PolicyVariant("v", 0.5, w_logic=0.2, w_fact=0.2)
    assert PolicyVariant("v", 0.5, metadata={"k": 1, 2: True}).metadata == {"k": "1", "2": "True"}


def test_10_report_export():
    report = evaluate_policy_variants(s4(), variants=[PolicyVariant("balanced", 0.5), PolicyVariant("strict", 0.7)])
    d = report.to_dict()
    assert d["results"][0]["name"] == "balanced" and d["results"][0]["tp"] == 2
    assert set(d["results"][0]) == {"name", "threshold", "profile", "sample_count", "balanced_accuracy",
                                    "precision", "recall", "false_positive_rate", "false_negative_rate",
                                    "tp", "fp", "tn", "fn"}
    assert d["sample_count"] == 4 and d["datasets"] == ["regression"]
    assert d["provenance_counts"] == {"benchmark": 4, "internal": 0, "synthetic": 0}
    assert d["public_benchmark_eligible"] is True and "one dataset" in d["public_claim_reason"]
    assert report.variant("strict").tp == 1
    with pytest.raises(KeyError):
        report.variant("missing")


def test_11_empty_inputs():
    with pytest.raises(ValueError, match="samples must be non-empty"):
        evaluate_policy_variants([], variants=[PolicyVariant("v", 0.5)])
    with pytest.raises(ValueError, match="variants must be non-empty"):
        evaluate_policy_variants(s4(), variants=[])


def test_12_baseline_wins_and_tie():
    cmp = compare_policy_variants(s4(), baseline=PolicyVariant("base", 0.5), candidate=PolicyVariant("cand", 0.7))
    assert cmp.winner == "base" and cmp.delta_balanced_accuracy == -0.25
    tie = compare_policy_variants(s4(), baseline=PolicyVariant("a", 0.5), candidate=PolicyVariant("b", 0.5))
    assert tie.winner == "tie" and tie.delta_balanced_accuracy == 0.0


def test_13_false_positive_zero_precision_and_bad_score_fn():
    rows = [LabelledPolicySample("q1", "r1", True, 0.2), LabelledPolicySample("q2", "r2", False, 0.9)]
    r = evaluate_policy_variants(rows, variants=[PolicyVariant("v", 0.5)]).results[0]
    assert r.fp == 1 and r.fn == 1 and r.precision == 0.0 and r.balanced_accuracy == 0.0
    with pytest.raises(ValueError, match="scores in"):
        evaluate_policy_variants([LabelledPolicySample("q", "r", True)], variants=[PolicyVariant("v", 0.5)],
                                 score_fn=lambda s, v: 2.0)


def test_14_two_benchmark_datasets_not_eligible():
    samples = [LabelledPolicySample("q1", "r", True, 0.9, dataset="benchmark-a", benchmark_evidence=True),
               LabelledPolicySample("q2", "r", False, 0.1, dataset="benchmark-b", benchmark_evidence=True)]
    report = evaluate_policy_variants(samples, variants=[PolicyVariant("v", 0.5)])
    assert report.public_benchmark_eligible is False
    assert "exactly one named dataset" in report.public_claim_reason
    assert report.datasets == ("benchmark-a", "benchmark-b")


def test_15_provenance_counts_plain_sum():
    # upstream exercised its plain-sum path by switching its Rust kernel off; fairforge only has the plain sum
    report = evaluate_policy_variants(s4(), variants=[PolicyVariant("v", 0.5)])
    assert report.provenance_counts == {"benchmark": 4, "internal": 0, "synthetic": 0}
    assert P.provenance_counts(s4()) == {"benchmark": 4, "internal": 0, "synthetic": 0}


# -- further edge cases from the spec ----------------------------------------------------------------------------
def test_score_equal_to_threshold_is_approved():
    rows = [LabelledPolicySample("q1", "r", True, 0.5), LabelledPolicySample("q2", "r", False, 0.5)]
    r = evaluate_policy_variants(rows, variants=[PolicyVariant("v", 0.5)]).results[0]
    assert (r.tp, r.fp, r.tn, r.fn) == (1, 1, 0, 0)


def test_nan_scores_rejected():
    with pytest.raises(ValueError, match="score must be in"):
        LabelledPolicySample("q", "r", True, score=math.nan)
    with pytest.raises(ValueError, match="scores in"):
        evaluate_policy_variants([LabelledPolicySample("q", "r", True)], variants=[PolicyVariant("v", 0.5)],
                                 score_fn=lambda s, v: math.nan)
    with pytest.raises(ValueError, match="threshold"):
        PolicyVariant("v", math.nan)


def test_generators_accepted_and_cached_scores_skip_score_fn():
    calls = []
    cached = LabelledPolicySample("cached", "r", True, 0.8)
    fresh = LabelledPolicySample("fresh", "r", False)

    def score_fn(sample, variant):
        calls.append((sample.prompt, variant.name))
        return 0.3

    report = evaluate_policy_variants((s for s in [cached, fresh]),
                                      variants=(v for v in [PolicyVariant("a", 0.5), PolicyVariant("b", 0.2)]),
                                      score_fn=score_fn)
    assert calls == [("fresh", "a"), ("fresh", "b")]  # variant-major, cached sample never scored
    a, b = report.results
    assert (a.tp, a.tn) == (1, 1) and (b.tp, b.fp) == (1, 1)


def test_missing_score_fn_checked_lazily():
    cached = [LabelledPolicySample("q1", "r", True, 0.9), LabelledPolicySample("q2", "r", False, 0.1)]
    assert evaluate_policy_variants(cached, variants=[PolicyVariant("v", 0.5)]).results[0].balanced_accuracy == 1.0
    with pytest.raises(ValueError, match="score_fn is required"):
        evaluate_policy_variants(cached + [LabelledPolicySample("q3", "r", False)], variants=[PolicyVariant("v", 0.5)])


def test_single_class_caps_balanced_accuracy_and_no_nan():
    rows = [LabelledPolicySample("q1", "r", False, 0.1), LabelledPolicySample("q2", "r", False, 0.2)]
    r = evaluate_policy_variants(rows, variants=[PolicyVariant("v", 0.5)]).results[0]
    assert r.balanced_accuracy == 0.5 and r.false_negative_rate == 0.0 and r.recall == 0.0
    assert r.precision == 0.0  # nothing approved
    assert not any(math.isnan(x) for x in (r.balanced_accuracy, r.precision, r.recall, r.false_positive_rate,
                                           r.false_negative_rate))


def test_public_claim_rules_order_and_unnamed_datasets():
    def mk(dataset, bench=True, synth=False):
        return LabelledPolicySample("q", "r", True, 0.9, dataset=dataset, benchmark_evidence=bench, synthetic=synth)

    def status(rows):
        rep = evaluate_policy_variants(rows, variants=[PolicyVariant("v", 0.5)])
        return rep.public_benchmark_eligible, rep.public_claim_reason, rep.provenance_counts

    ok, reason, _ = status([mk("A"), mk("")])  # the unnamed benchmark row is ignored by the dataset rule
    assert ok is True and "(A)" in reason
    ok, reason, _ = status([mk(""), mk("")])
    assert ok is False and "exactly one named dataset" in reason
    ok, reason, counts = status([mk("A"), mk("A", bench=False)])
    assert ok is False and "internal" in reason and counts == {"benchmark": 1, "internal": 1, "synthetic": 0}
    # synthetic wins over internal, and a synthetic row with benchmark_evidence is still synthetic
    ok, reason, counts = status([mk("A", bench=False), mk("A", bench=True, synth=True)])
    assert ok is False and "synthetic" in reason and counts == {"benchmark": 0, "internal": 1, "synthetic": 1}


def test_label_truthiness_and_exact_name_match():
    rows = [LabelledPolicySample("q1", "r", 1, 0.9), LabelledPolicySample("q2", "r", "", 0.9)]
    r = evaluate_policy_variants(rows, variants=[PolicyVariant("v", 0.5), PolicyVariant("V", 0.5)]).results[0]
    assert (r.tp, r.fp) == (1, 1)


def test_delta_rounding_stops_float_noise():
    # 0.1 + 0.2 style noise: BA 0.7 vs 0.7000000000000001 must be a tie
    base = P.PolicyVariantResult("a", 0.5, "", 4, 0.7, 0, 0, 0, 0, 0, 0, 0, 0)
    cand = P.PolicyVariantResult("b", 0.5, "", 4, 0.1 + 0.6000000000000001, 0, 0, 0, 0, 0, 0, 0, 0)
    assert cand.balanced_accuracy != base.balanced_accuracy
    report = PolicyEvaluationReport((base, cand), 4, (), {"benchmark": 0, "internal": 4, "synthetic": 0}, False, "x")
    cmp = P.comparison_from_report(report, "a", "b")
    assert cmp.delta_balanced_accuracy == 0.0 and cmp.winner == "tie"


def test_same_name_arms_raise_duplicate():
    with pytest.raises(ValueError, match="duplicate"):
        compare_policy_variants(s4(), baseline=PolicyVariant("x", 0.5), candidate=PolicyVariant("x", 0.7))


def test_fairforge_knobs_validated():
    v = PolicyVariant("v", 0.6, contradiction_threshold=0.4, similarity_threshold=0.25, top_k=5.0)
    assert v.top_k == 5 and isinstance(v.top_k, int) and v.effective_compliance_threshold == 0.6
    assert PolicyVariant("v", 0.6, compliance_threshold=0.6).effective_compliance_threshold == 0.6
    for kwargs, match in (({"contradiction_threshold": 1.5}, "contradiction_threshold"),
                          ({"similarity_threshold": math.nan}, "similarity_threshold"),
                          ({"top_k": 0}, "top_k"), ({"top_k": 2.5}, "top_k"), ({"top_k": True}, "top_k"),
                          ({"compliance_threshold": 0.7}, "must equal threshold")):
        with pytest.raises(ValueError, match=match):
            PolicyVariant("v", 0.6, **kwargs)
