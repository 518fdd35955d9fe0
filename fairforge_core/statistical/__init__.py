"""Statistical modes (``fair_forge.statistical``): frequentist point estimates and bootstrap credible intervals.

The session aggregate used by the Regulatory and Context metrics is :meth:`StatisticalMode.aggregate_session`:
a weighted mean of per-interaction scores; :class:`BayesianMode` adds a bootstrap credible interval.
Weights are resolved by :func:`resolve_weights` (fair-forge's ``_resolve_weights`` table).
"""

from fairforge_core.statistical.base import AggregateResult, StatisticalMode, resolve_weights
from fairforge_core.statistical.bayesian import BayesianMode
from fairforge_core.statistical.frequentist import FrequentistMode

__all__ = ["AggregateResult", "BayesianMode", "FrequentistMode", "StatisticalMode", "resolve_weights"]
