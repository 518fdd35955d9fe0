"""Frequentist mode: plain point estimates (``fair_forge.statistical.frequentist``)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import numpy as np

from fairforge_core.statistical.base import AggregateResult, StatisticalMode, weighted_mean


class FrequentistMode(StatisticalMode):
    """Point estimates; credible-interval fields stay ``None``.

    Primitives (fair-forge semantics): :meth:`rate_estimation`, :meth:`distribution_divergence` (total variation),
    :meth:`aggregate_metrics` (weighted mean), :meth:`dispersion_metric` (mean absolute deviation).
    """

    def get_result_type(self) -> str:
        return "point_estimate"

    def aggregate_session(self, scores: Sequence[float], weights: Sequence[float], key: str = "") -> AggregateResult:
        if len(scores) != len(weights):
            raise ValueError(f"{len(scores)} scores but {len(weights)} weights")
        if not scores:
            return AggregateResult(mean=0.0)
        return AggregateResult(mean=weighted_mean(scores, weights))

    def rate_estimation(self, successes: int, trials: int) -> float:
        """successes / trials, or 0.0 when ``trials <= 0``."""
        return successes / trials if trials > 0 else 0.0

    def distribution_divergence(
        self, observed: Mapping[str, float], reference: Mapping[str, float], divergence_type: str = "total_variation"
    ) -> float:
        """Total variation distance 0.5·Σ|p − q| over the union of keys (missing keys count as 0).

        Raises:
            NotImplementedError: ``divergence_type`` other than ``"total_variation"``.
        """
        if divergence_type != "total_variation":
            raise NotImplementedError(f"divergence type {divergence_type!r} is not implemented")
        keys = set(observed) | set(reference)
        return 0.5 * sum(abs(observed.get(k, 0.0) - reference.get(k, 0.0)) for k in keys)

    def aggregate_metrics(self, metrics: Mapping[str, float], weights: Mapping[str, float]) -> float:
        """Σ metric·weight / Σ weight over the keys of ``metrics``; 0.0 when the total weight is 0.

        Raises:
            KeyError: a metric key has no weight.
        """
        keys = list(metrics)
        return weighted_mean([metrics[k] for k in keys], [weights[k] for k in keys])

    def dispersion_metric(self, values: Sequence[float], center: str = "mean") -> float:
        """Mean absolute deviation from the mean or the median; 0.0 for empty input.

        Raises:
            ValueError: ``center`` is neither ``"mean"`` nor ``"median"`` ("Unknown center type").
        """
        if center not in ("mean", "median"):
            raise ValueError(f"Unknown center type: {center!r}")
        if len(values) == 0:
            return 0.0
        arr = np.asarray(values, dtype=float)
        c = arr.mean() if center == "mean" else np.median(arr)
        return float(np.abs(arr - c).mean())
