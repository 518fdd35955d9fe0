"""Output schemas of the Context metric (``fair_forge.schemas.context`` -> ``fairforge_core.schemas.context``).

Field names follow fair-forge 3.0.0. Documented fairforge differences (seed code that reads the seed fields keeps
working for every interaction the judge scored):

* ``ContextInteraction.context_awareness`` is ``None`` when the judge failed on that interaction (after its
  retries); ``error`` then says why and ``attempts`` how many calls were made. fair-forge aborted the whole run
  instead.
* ``ContextMetric.n_failed`` counts those interactions. They are left out of the session aggregate, and
  ``context_awareness`` is ``None`` when no interaction of the session was scored (an empty session included;
  fair-forge reported 0.0 for an empty session).
* Scores are range-checked: every ``context_awareness`` is in [0, 1].
* ``ContextInteraction`` also carries the resolved ``weight`` and which prompt variant was used.
"""

from __future__ import annotations

from typing import Literal, Optional

from pydantic import BaseModel, Field

from fairforge_core.schemas.common import BaseMetric

PromptVariant = Literal["base", "observation"]


class ContextInteraction(BaseModel):
    """The judge's result for one interaction.

    Attributes:
        qa_id: the interaction id.
        context_awareness: how closely the answer follows the session context, in [0, 1] (1 = fully); ``None``
            when the judge failed.
        insight: the judge's short explanation (``None`` on failure).
        reasoning: the model's separate reasoning text when the provider returns one
            (``additional_kwargs["reasoning_content"]``), else ``None``.
        error: why the interaction has no score (last failure reason, secrets masked), else ``None``.
        attempts: judge calls made for this interaction (1 + retries used).
        weight: resolved weight of the interaction in the session aggregate (before failed interactions are
            left out); see :func:`fairforge_core.statistical.resolve_weights`.
        prompt: ``"observation"`` when the interaction's ``observation`` was given to the judge, else ``"base"``.
    """

    qa_id: str
    context_awareness: Optional[float] = Field(default=None, ge=0, le=1)
    insight: Optional[str] = None
    reasoning: Optional[str] = None
    error: Optional[str] = None
    attempts: int = Field(default=0, ge=0)
    weight: Optional[float] = None
    prompt: PromptVariant = "base"

    @property
    def scored(self) -> bool:
        """``True`` when the judge produced a valid score."""
        return self.context_awareness is not None


class ContextMetric(BaseMetric):
    """One session's context-awareness result.

    Attributes:
        n_interactions: interactions in the session (scored and failed).
        context_awareness: weighted mean of the scored interactions' scores, in [0, 1]; ``None`` when none was
            scored. The weights are resolved over the whole session, then the failed interactions are dropped
            and the remaining weights renormalised.
        context_awareness_ci_low, context_awareness_ci_high: bootstrap credible interval (Bayesian mode only).
        interactions: per-interaction results, in conversation order.
        n_failed: interactions the judge failed on (no score); they are not in the aggregate.
    """

    n_interactions: int = Field(ge=0)
    context_awareness: Optional[float] = Field(default=None, ge=0, le=1)
    context_awareness_ci_low: Optional[float] = None
    context_awareness_ci_high: Optional[float] = None
    interactions: list[ContextInteraction]
    n_failed: int = Field(default=0, ge=0)
