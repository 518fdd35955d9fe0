"""Output schemas of the Regulatory metric.

Field names, types and bounds follow fair-forge 3.0.0 (``fair_forge.schemas.regulatory``). Documented fairforge
extensions (all optional, so seed code that reads the seed fields keeps working):

* ``RegulatoryChunk.verdict`` may also be ``"NEUTRAL"``: the chunk does not address what the answer says. NEUTRAL
  chunks count neither as supporting nor as contradicting evidence. The seed-parity two-way mode never emits it.
* ``RegulatoryChunk.source`` is the path relative to the corpus root (``procedures/do_not_call.md``), not the bare
  file name, because bare names collide.
* ``RegulatoryChunk`` carries ``chunk_hash``, ``heading``, ``rule_heading``, ``rule_sentence``, ``answer_span`` and
  ``reason`` (the evidence), and
  ``RegulatoryInteraction`` carries ``weight`` (the resolved weight) and ``neutral_chunks``.
"""

from __future__ import annotations

from typing import Literal, Optional

from pydantic import BaseModel, Field

from fairforge_core.schemas.common import BaseMetric

ChunkVerdict = Literal["SUPPORTS", "CONTRADICTS", "NEUTRAL"]
#: ``UNJUDGED`` (fairforge extension): the decision backend gave no judgement (an LLM judge that failed or hit a
#: cost cap); never COMPLIANT, left out of the session aggregate; a session none of whose interactions was judged is
#: UNJUDGED too
InteractionVerdict = Literal["COMPLIANT", "NON_COMPLIANT", "IRRELEVANT", "UNJUDGED"]


class RegulatoryChunk(BaseModel):
    """One retrieved corpus chunk and the per-chunk decision about the answer.

    Attributes:
        text: chunk text.
        source: document path relative to the corpus root.
        chunk_index: window ordinal inside the document (0-based; may have gaps, as in fair-forge).
        similarity: cosine similarity from retrieval, rounded to 4 decimals, in [0, 1].
        reranker_score: the decision backend's support score in [0, 1] (higher = supports), rounded to 4 decimals.
        verdict: SUPPORTS, CONTRADICTS, or NEUTRAL (fairforge extension).
        chunk_hash: sha256 of the normalised chunk text.
        heading: heading path in effect at the chunk's start (``"Policy > Refunds"``; ``None`` before any heading).
        rule_heading: heading path of the section that holds ``rule_sentence``; a chunk often spans several
            sections, so this can differ from ``heading``. ``None`` when there is no rule sentence (or the rule
            sits before any heading). See :func:`fairforge_core.evidence.rule_heading`.
        rule_sentence: the corpus sentence the decision rests on (``None`` if the backend cannot tell); the offline
            judge renders a table row as ``"cell; Header: cell; ..."``.
        answer_span: the part of the answer it was matched with.
        reason: a short plain-words explanation, e.g. ``"30 days vs 60 days"``.
    """

    text: str
    source: str
    chunk_index: int
    similarity: float = Field(ge=0, le=1)
    reranker_score: float = Field(ge=0, le=1)
    verdict: ChunkVerdict
    chunk_hash: Optional[str] = None
    heading: Optional[str] = None
    rule_heading: Optional[str] = None
    rule_sentence: Optional[str] = None
    answer_span: Optional[str] = None
    reason: Optional[str] = None


class RegulatoryInteraction(BaseModel):
    """The verdict for one interaction, with its evidence.

    ``compliance_score`` = supporting / (supporting + contradicting), rounded to 4 decimals; an IRRELEVANT
    interaction carries ``compliance_threshold`` as its score (fair-forge behaviour). An UNJUDGED interaction (the
    decision backend gave no judgement) has no score: ``None``, never 0.0.
    """

    qa_id: str
    query: str
    assistant: str
    compliance_score: Optional[float] = Field(ge=0, le=1)
    verdict: InteractionVerdict
    supporting_chunks: int = Field(ge=0)
    contradicting_chunks: int = Field(ge=0)
    retrieved_chunks: list[RegulatoryChunk]
    insight: str
    neutral_chunks: int = Field(default=0, ge=0)
    weight: Optional[float] = None
    #: why an UNJUDGED interaction has no judgement (secrets masked); ``None`` otherwise
    error: Optional[str] = None


class RegulatoryMetric(BaseMetric):
    """One session's compliance result.

    ``compliance_score`` is the weighted mean of the interaction scores (4 decimals); the CI bounds are set in
    Bayesian mode only. ``verdict`` is IRRELEVANT when every interaction is IRRELEVANT (or the session is empty),
    otherwise COMPLIANT when ``compliance_score >= compliance_threshold``. UNJUDGED interactions are left out of the
    score and counted in ``n_unjudged``; a session none of whose interactions was judged is UNJUDGED with
    ``compliance_score`` ``None``.
    """

    n_interactions: int
    compliance_score: Optional[float] = Field(ge=0, le=1)
    compliance_score_ci_low: Optional[float] = None
    compliance_score_ci_high: Optional[float] = None
    #: Bayesian mode: why there is no interval (fewer than 2 scored interactions), or how an unusual one was
    #: computed (all scores equal: Jeffreys interval); see :class:`fairforge_core.statistical.BayesianMode`
    compliance_score_ci_note: Optional[str] = None
    verdict: InteractionVerdict
    total_supporting_chunks: int
    total_contradicting_chunks: int
    interactions: list[RegulatoryInteraction]
    #: interactions without a judgement (verdict UNJUDGED), left out of ``compliance_score``
    n_unjudged: int = 0
