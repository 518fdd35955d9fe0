"""Policy evaluation: compare threshold policies on labelled interactions before changing production.

:mod:`fairforge_core.evaluation.policy` is the harness (director-ai semantics); :mod:`.labels` reads labels JSONL;
:mod:`.stored` re-scores stored interactions under variants with no model call; :mod:`.report` stores and renders
results; :mod:`.plot` draws the threshold sweep.
"""

from fairforge_core.evaluation.policy import (
    LabelledPolicySample,
    PolicyComparisonReport,
    PolicyEvaluationReport,
    PolicyVariant,
    PolicyVariantResult,
    ScoreFunction,
    compare_policy_variants,
    evaluate_policy_variants,
)

__all__ = [
    "LabelledPolicySample",
    "PolicyComparisonReport",
    "PolicyEvaluationReport",
    "PolicyVariant",
    "PolicyVariantResult",
    "ScoreFunction",
    "compare_policy_variants",
    "evaluate_policy_variants",
]
