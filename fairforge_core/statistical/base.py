"""Weight resolution and the statistical-mode interface."""

from __future__ import annotations

import logging
import math
from abc import ABC, abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Optional

logger = logging.getLogger("fairforge.statistical")

WEIGHT_SUM_TOLERANCE = 1e-6


@dataclass(frozen=True)
class AggregateResult:
    """A session aggregate: ``mean`` in the scores' units; CI bounds are ``None`` for point estimates and where
    there is no interval; ``ci_note`` says why there is none, or how an unusual one was computed."""

    mean: float
    ci_low: Optional[float] = None
    ci_high: Optional[float] = None
    ci_note: Optional[str] = None


def resolve_weights(weights: Sequence[Optional[float]], session_id: str = "") -> list[float]:
    """Resolve per-interaction weights, position by position (fair-forge's ``_resolve_weights`` table).

    ==========================================  =====================================================
    case                                        result
    ==========================================  =====================================================
    no interactions                             ``[]``
    no weights given                            ``1/n`` each
    all given, ``|sum - 1| <= 1e-6``            used as given
    all given, sum differs from 1 (all zeros)   a warning, then ``1/n`` each
    some given, their sum ``< 1``               given kept; the remainder split equally over the rest
    some given, their sum ``>= 1``              a warning, then ``1/n`` each
    ==========================================  =====================================================

    Unlike fair-forge, weights are positional, so duplicate ``qa_id`` values never collapse, and the warning is
    logged (logger ``fairforge.statistical``) whether or not ``verbose`` is on.

    Args:
        weights: one entry per interaction, ``None`` for "not given"; given weights must be finite and >= 0.
        session_id: used in the warning text.

    Returns:
        One float per interaction.

    Raises:
        ValueError: a weight is negative or not finite.
    """
    n = len(weights)
    if n == 0:
        return []
    for w in weights:
        if w is not None and (not math.isfinite(w) or w < 0):
            raise ValueError(f"interaction weights must be finite and >= 0, got {w!r} (session {session_id!r})")
    given = [w for w in weights if w is not None]
    equal = [1.0 / n] * n
    where = f" in session {session_id!r}" if session_id else ""
    if not given:
        return equal
    total = math.fsum(given)
    if len(given) == n:
        if abs(total - 1.0) <= WEIGHT_SUM_TOLERANCE:
            return [float(w) for w in weights]
        logger.warning("weights%s sum to %s, not 1.0; using equal weights (1/%d each)", where, round(total, 6), n)
        return equal
    missing = n - len(given)
    if total < 1.0:
        share = (1.0 - total) / missing
        return [float(w) if w is not None else share for w in weights]
    logger.warning(
        "weights%s sum to %s >= 1.0 with %d unweighted interaction(s); using equal weights (1/%d each)",
        where, round(total, 6), missing, n,
    )
    return equal


def weighted_mean(scores: Sequence[float], weights: Sequence[float]) -> float:
    """Σ score·weight / Σ weight, or 0.0 when the total weight is 0 (fair-forge ``aggregate_metrics``)."""
    total = math.fsum(weights)
    if total <= 0:
        return 0.0
    return math.fsum(s * w for s, w in zip(scores, weights)) / total


class StatisticalMode(ABC):
    """How per-interaction scores become a session estimate."""

    @abstractmethod
    def get_result_type(self) -> str:
        """``"point_estimate"`` or ``"distribution"``."""

    @abstractmethod
    def aggregate_session(self, scores: Sequence[float], weights: Sequence[float], key: str = "") -> AggregateResult:
        """Aggregate one session's scores (each in [0, 1]) with resolved weights (same length).

        ``key`` identifies the session; modes that sample derive their random stream from it, so a session's
        result does not depend on which other sessions were evaluated or in what order.
        """

    @property
    def mode_id(self) -> str:
        return self.get_result_type()
