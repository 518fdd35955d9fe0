"""Structured-output schema of the Context judge (``fair_forge.llm.schemas`` -> ``fairforge_core.llm.schemas``)."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field


class ContextJudgeOutput(BaseModel):
    """What the judge returns: ``score`` in [0, 1] and a short ``insight``.

    The schema sent to the provider carries no ``minimum``/``maximum`` keywords (several providers reject them in
    strict JSON-schema mode); fairforge range-checks the score itself and records an out-of-range score as a judge
    failure (:func:`fairforge_core.llm.parsing.validate_judgement`).
    """

    model_config = ConfigDict(extra="forbid")

    score: float = Field(description="Context alignment score from 0.0 (ignores or contradicts the context) to 1.0 "
                         "(follows it fully)")
    insight: str = Field(description="One or two sentences explaining the score")
