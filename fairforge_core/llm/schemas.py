"""Structured-output schema of the Context judge (``fair_forge.llm.schemas`` -> ``fairforge_core.llm.schemas``)."""

from __future__ import annotations

from typing import Literal, Optional

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


class RuleVerdictOutput(BaseModel):
    """The regulatory LLM judge's verdict on one rule of the prompt (``id`` as sent: ``R1``, ``R2``, ...)."""

    id: str = Field(description="The rule id as given in the prompt, e.g. R1")
    verdict: Literal["SUPPORTS", "CONTRADICTS", "NEUTRAL"] = Field(
        description="SUPPORTS / CONTRADICTS: the rule governs what the answer says and the answer agrees with / "
        "breaks it; NEUTRAL: the rule does not govern what the answer says")
    rule_sentence: Optional[str] = Field(None, description="The rule sentence the decision rests on, verbatim")
    answer_span: Optional[str] = Field(None, description="The part of the answer it concerns, verbatim")
    reason: Optional[str] = Field(None, description="A short reason")


class ComplianceJudgeOutput(BaseModel):
    """What the regulatory LLM judge returns: one entry per rule (structured-output mode)."""

    rules: list[RuleVerdictOutput]
