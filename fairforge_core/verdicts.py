"""Per-chunk decisions (SUPPORTS / CONTRADICTS / NEUTRAL) and the interaction verdict table.

A :class:`ChunkJudge` decides, for each (answer, retrieved chunk) pair, whether the chunk supports the answer,
contradicts it, or does not address it. :class:`RerankerJudge` is fair-forge's two-way rule (a relevance reranker's
score against ``contradiction_threshold``); the offline default and model backends live in
:mod:`fairforge_core.judges`.
"""

from __future__ import annotations

import math
from abc import ABC, abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Optional

from fairforge_core.chunking import Chunk
from fairforge_core.core.reranker import Reranker

SCORE_DECIMALS = 4


@dataclass(frozen=True)
class JudgeRequest:
    """One pair to decide: the interaction's texts and one retrieved chunk."""

    query: str
    answer: str
    chunk: Chunk
    similarity: float


@dataclass(frozen=True)
class ChunkJudgement:
    """The decision for one pair.

    Attributes:
        verdict: ``"SUPPORTS"``, ``"CONTRADICTS"`` or ``"NEUTRAL"``.
        score: support score in [0, 1] (higher = supports), stored as ``reranker_score``.
        rule_sentence: the corpus sentence the decision rests on (``None`` if the backend cannot tell).
        answer_span: the part of the answer it was matched with.
        reason: a short plain-words explanation (for insights), e.g. ``"30 days vs 60 days"``.
    """

    verdict: str
    score: float
    rule_sentence: Optional[str] = None
    answer_span: Optional[str] = None
    reason: Optional[str] = None


class ChunkJudge(ABC):
    """Decides SUPPORTS / CONTRADICTS / NEUTRAL for batches of pairs.

    Implementations receive every pair of a batch of interactions at once so that model calls can be batched.
    Scores must be finite and in [0, 1]; :func:`check_score` raises otherwise (a NaN is an error, never a
    contradiction).
    """

    #: ``True`` when the backend can emit NEUTRAL; the two-way parity mode cannot.
    three_way: bool = True

    @abstractmethod
    def judge(self, requests: Sequence[JudgeRequest]) -> list[ChunkJudgement]:
        """Return one judgement per request, in order."""

    @property
    def judge_id(self) -> str:
        cls = type(self)
        return f"{cls.__module__}.{cls.__qualname__}"


def check_score(value: float, who: str) -> float:
    """Return ``value`` as a float if it is finite and in [0, 1].

    Raises:
        ValueError: NaN, infinite, or outside [0, 1] (naming ``who``).
    """
    v = float(value)
    if math.isnan(v) or math.isinf(v) or v < 0.0 or v > 1.0:
        raise ValueError(f"{who} returned an invalid score {value!r}; scores must be finite and in [0, 1]")
    return v


class RerankerJudge(ChunkJudge):
    """fair-forge's two-way decision: SUPPORTS when ``reranker.score(answer, chunk) >= contradiction_threshold``,
    otherwise CONTRADICTS (the comparison uses the unrounded score; a score exactly at the threshold supports).

    This is the seed-parity mode. It cannot say NEUTRAL, so a chunk that merely talks about something else counts
    as a contradiction, exactly as in fair-forge.

    Args:
        reranker: any :class:`~fairforge_core.core.reranker.Reranker`.
        contradiction_threshold: in [0, 1].

    Raises:
        ValueError: (from :meth:`judge`) the reranker returned NaN, an out-of-range score, or the wrong count.
    """

    three_way = False

    def __init__(self, reranker: Reranker, contradiction_threshold: float = 0.6):
        if not 0.0 <= contradiction_threshold <= 1.0:
            raise ValueError(f"contradiction_threshold must be in [0, 1], got {contradiction_threshold}")
        self.reranker = reranker
        self.contradiction_threshold = float(contradiction_threshold)

    def judge(self, requests: Sequence[JudgeRequest]) -> list[ChunkJudgement]:
        if not requests:
            return []
        unique: dict[tuple[str, str], int] = {}
        for r in requests:
            unique.setdefault((r.answer, r.chunk.text), len(unique))
        pairs = list(unique)
        raw = self.reranker.score_pairs(pairs)
        if len(raw) != len(pairs):
            raise ValueError(f"{self.reranker.reranker_id} returned {len(raw)} scores for {len(pairs)} pairs")
        scores = [check_score(s, self.reranker.reranker_id) for s in raw]
        out = []
        for r in requests:
            s = scores[unique[(r.answer, r.chunk.text)]]
            verdict = "SUPPORTS" if s >= self.contradiction_threshold else "CONTRADICTS"
            out.append(ChunkJudgement(verdict=verdict, score=s))
        return out

    @property
    def judge_id(self) -> str:
        return f"two-way({self.reranker.reranker_id}, contradiction_threshold={self.contradiction_threshold})"


def compute_verdict(supporting: int, contradicting: int, compliance_threshold: float) -> tuple[str, float]:
    """The interaction verdict table (fair-forge ``Regulatory._compute_verdict``).

    ======================================  ==============  ===============================
    case                                    verdict         compliance_score
    ======================================  ==============  ===============================
    no supporting and no contradicting      IRRELEVANT      ``compliance_threshold``
    contradicting > 0 and supporting = 0    NON_COMPLIANT   0.0
    s / (s + c) >= threshold                COMPLIANT       round(s / (s + c), 4)
    otherwise                               NON_COMPLIANT   round(s / (s + c), 4)
    ======================================  ==============  ===============================

    The comparison uses the rounded score, so the verdict always agrees with the score that is shown (fair-forge
    compared the unrounded ratio; the two differ only for thresholds with more than 4 decimals).
    """
    total = supporting + contradicting
    if total == 0:
        return "IRRELEVANT", compliance_threshold
    if contradicting > 0 and supporting == 0:
        return "NON_COMPLIANT", 0.0
    score = round(supporting / total, SCORE_DECIMALS)
    return ("COMPLIANT" if score >= compliance_threshold else "NON_COMPLIANT"), score
