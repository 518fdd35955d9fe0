"""fairforge_core: the pure library behind fairforge (no Dagster import).

Import paths mirror fair-forge 3.0.0 with ``fair_forge`` replaced by ``fairforge_core``, for example
``fairforge_core.metrics.regulatory.Regulatory`` or ``fairforge_core.connectors.LocalCorpusConnector``.
"""

__version__ = "0.1.0"

_POLICY_EXPORTS = {
    "LabelledPolicySample", "PolicyComparisonReport", "PolicyEvaluationReport", "PolicyVariant",
    "PolicyVariantResult", "compare_policy_variants", "evaluate_policy_variants",
}


def __getattr__(name: str):
    """Lazy top-level re-exports of the policy evaluation API (``fairforge_core.PolicyVariant``, ...)."""
    if name in _POLICY_EXPORTS:
        from fairforge_core.evaluation import policy

        return getattr(policy, name)
    raise AttributeError(f"module 'fairforge_core' has no attribute {name!r}")
