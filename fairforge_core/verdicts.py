"""Per-chunk decisions (SUPPORTS / CONTRADICTS / NEUTRAL) and the interaction verdict table.

A :class:`ChunkJudge` decides, for each (answer, retrieved chunk) pair, whether the chunk supports the answer,
contradicts it, or does not address it. :class:`RerankerJudge` is fair-forge's two-way rule (a relevance reranker's
score against ``contradiction_threshold``); the offline default and model backends live in
:mod:`fairforge_core.judges`.
"""

from __future__ import annotations

import math
from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Optional, TypeVar

import numpy as np

from fairforge_core.chunking import Chunk
from fairforge_core.core.reranker import Reranker

SCORE_DECIMALS = 4


@dataclass(frozen=True)
class JudgeRequest:
    """One pair to decide: the interaction's texts and one retrieved chunk.

    Attributes:
        query, answer: the user's question and the assistant's answer.
        chunk: the retrieved chunk; ``similarity``: its retrieval cosine similarity (the larger of the two sides).
        history: the session's earlier turns as ``(query, answer)`` pairs, oldest first, at most
            :data:`fairforge_core.engine.HISTORY_TURNS` of them (empty for a first turn, and when the caller has no
            session). A rule can depend on them: "One retention offer may be made per cancellation request" is
            broken by a second offer only after a first one.
        group: the interaction the pair belongs to (its position in the evaluator's batch); pairs of one
            interaction share it. ``None`` when the caller does not say (a backend then groups by the texts).
    """

    query: str
    answer: str
    chunk: Chunk
    similarity: float
    history: tuple[tuple[str, str], ...] = ()
    group: Optional[int] = None


@dataclass(frozen=True)
class ChunkJudgement:
    """A backend's decision for one pair, before ``contradiction_threshold`` is applied.

    Attributes:
        addressed: ``False`` when the chunk does not address what the answer says (the chunk is NEUTRAL whatever
            its score). Two-way backends always answer ``True``.
        score: support score in [0, 1] (higher = supports); stored as ``reranker_score``. An addressed chunk
            SUPPORTS when ``score >= contradiction_threshold`` and CONTRADICTS otherwise (:func:`chunk_verdict`),
            so a threshold change can be re-applied to stored scores without a model call.
        rule_sentence: the corpus sentence the decision rests on (``None`` if the backend cannot tell).
        answer_span: the part of the answer it was matched with.
        reason: a short plain-words explanation (for insights), e.g. ``"30 days vs 60 days"``.
        error: set when the backend could not judge the pair (an LLM that gave no usable reply, a cost cap): the
            one-line reason. The evaluator then records the whole interaction as UNJUDGED (never COMPLIANT, left
            out of the session aggregate); ``addressed`` and ``score`` are placeholders.
    """

    addressed: bool
    score: float
    rule_sentence: Optional[str] = None
    answer_span: Optional[str] = None
    reason: Optional[str] = None
    error: Optional[str] = None


def chunk_verdict(addressed: bool, score: float, contradiction_threshold: float) -> str:
    """NEUTRAL when not addressed; else SUPPORTS if ``score >= contradiction_threshold`` (inclusive, unrounded
    score, as in fair-forge), else CONTRADICTS."""
    if not addressed:
        return "NEUTRAL"
    return "SUPPORTS" if score >= contradiction_threshold else "CONTRADICTS"


class ChunkJudge(ABC):
    """Decides, for batches of (answer, chunk) pairs, whether each chunk is addressed and how much it supports.

    Implementations receive every pair of a batch of interactions at once so that model calls can be batched.
    Scores must be finite and in [0, 1]; :func:`check_score` raises otherwise (a NaN is an error, never a
    contradiction).
    """

    #: ``True`` when the backend can say "not addressed" (NEUTRAL); the two-way parity mode cannot.
    three_way: bool = True
    #: ``True`` when the backend should receive only the chunks that can count: the selection and, with conflict
    #: search, the other candidates of the selected documents (the LLM judge: every rule sent costs tokens). The
    #: other candidates are stored NEUTRAL with :data:`NOT_SENT_REASON`. ``False``: every candidate is judged.
    selection_only: bool = False

    @abstractmethod
    def judge(self, requests: Sequence[JudgeRequest]) -> list[ChunkJudgement]:
        """Return one judgement per request, in order."""

    def offer_vectors(self, texts: Sequence[str], vectors: np.ndarray, embedder_id: str, *,
                      corpus: bool = False) -> None:
        """Embeddings the evaluator already holds, offered so that a backend which embeds the same texts with the
        same embedder can skip the model call. The default ignores them.

        Args:
            texts: the texts; ``vectors[i]`` is what ``encode([texts[i]])`` of the embedder ``embedder_id`` gives
                (up to batch-composition rounding, ~1e-6).
            vectors: float array ``(len(texts), dim)``; may be a view the caller keeps (do not modify it).
            embedder_id: the embedder that produced them; a backend must ignore vectors of another embedder.
            corpus: ``True`` for the chunk embeddings of the corpus index (they replace any earlier corpus offer);
                ``False`` for texts of the current batch (answers).
        """
        return None

    def use_reply_cache(self, cache) -> None:
        """A persistent reply store (``get(judge_id, prompt_hash)`` / ``put(...)``, e.g.
        :class:`fairforge_core.llm.cache.LLMReplyCache`) that a backend calling a paid model may use so that a
        re-evaluation with the same prompts makes no call. ``None`` removes it. The default ignores it."""
        return None

    def use_vector_cache(self, cache) -> None:
        """A persistent text-to-vector store (``get_many(texts, key)`` / ``put_many(key, vectors)``, e.g.
        :class:`fairforge_core.query_vectors.QueryVectorCache`) that a backend embedding texts with the evaluator's
        embedder may use so that re-evaluations embed nothing again. The default ignores it."""
        return None

    @property
    def judge_id(self) -> str:
        cls = type(self)
        return f"{cls.__module__}.{cls.__qualname__}"


_T = TypeVar("_T")

#: reason stored for a candidate a ``selection_only`` backend was not asked about
NOT_SENT_REASON = "not sent to the judge: outside the selection and the conflict-search documents"


def conflict_search_extras(selected: Sequence[_T], others: Sequence[_T], source: Callable[[_T], str],
                           verdict: Callable[[_T], str]) -> list[_T]:
    """The retrieval candidates outside the selection that count towards the verdict under *conflict search*.

    A candidate of ``others`` (not selected by ``(top_k, similarity_threshold)`` but inside the stored candidate
    range) counts when its verdict is CONTRADICTS and its document (``source``) is one the selection is about: a
    document of which a chunk of ``selected`` addresses the answer (SUPPORTS or CONTRADICTS), or the document of the
    best-ranked selected chunk, addressed or not. The selection decides which documents the answer is about;
    conflict search then looks for a violated rule in their other sections, where a rule that the answer breaks
    in other words often scores below the similarity threshold ("Objections to marketing do need a
    justification" has cosine 0.27 with "no reason is needed" in the section on objecting to direct marketing).
    It never adds support, and a document that no selected chunk addresses is never searched, so a rule of an
    unrelated document met by chance does not count. (Searching every selected document, addressed or not, caught
    one more held-out answer but added a false alarm on a blind set: a bank's closing-balance answer held against
    an energy supplier's refund rule ranked sixth. The best-ranked document alone caught the same answer, "no signed
    form from you is needed" against a privacy notice's authorization section at cosine 0.29, whose selected
    sections on breaches and amendments did not address it, without that false alarm.)

    ``selected`` must be best first: its first member names the document the retrieval ranks highest.

    Args:
        selected, others: the selected candidates and the rest, each in the caller's order (best first).
        source, verdict: a candidate's document path and chunk verdict (SUPPORTS / CONTRADICTS / NEUTRAL).

    Returns:
        the counted members of ``others``, in their order.
    """
    documents = {source(c) for c in selected if verdict(c) != "NEUTRAL"}
    if selected:
        documents.add(source(selected[0]))
    return [c for c in others if verdict(c) == "CONTRADICTS" and source(c) in documents]


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
    """fair-forge's two-way decision: every retrieved chunk is "addressed" and its score is
    ``reranker.score(answer, [chunk])``; with :func:`chunk_verdict` that gives SUPPORTS when the score is
    ``>= contradiction_threshold``, otherwise CONTRADICTS.

    This is the seed-parity mode. It cannot say NEUTRAL, so a chunk that merely talks about something else counts
    as a contradiction, exactly as in fair-forge. Identical (answer, chunk) pairs are scored once per batch.

    Args:
        reranker: any :class:`~fairforge_core.core.reranker.Reranker`.

    Raises:
        ValueError: (from :meth:`judge`) the reranker returned NaN, an out-of-range score, or the wrong count.
    """

    three_way = False

    def __init__(self, reranker: Reranker):
        self.reranker = reranker

    def offer_vectors(self, texts: Sequence[str], vectors: np.ndarray, embedder_id: str, *,
                      corpus: bool = False) -> None:
        """Passed on to rerankers that can use known embeddings (``remember``, e.g.
        :class:`~fairforge_core.rerankers.EmbeddingSimilarityReranker`)."""
        remember = getattr(self.reranker, "remember", None)
        if remember is not None:
            remember(texts, vectors, embedder_id, corpus=corpus)

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
        return [ChunkJudgement(addressed=True, score=scores[unique[(r.answer, r.chunk.text)]]) for r in requests]

    @property
    def judge_id(self) -> str:
        return f"two-way({self.reranker.reranker_id})"


VERDICT_RULES = ("ratio", "any_contradiction")


def resolve_verdict_rule(rule: str, judge: ChunkJudge) -> str:
    """``"auto"`` means ``"ratio"`` for two-way backends (fair-forge parity) and ``"any_contradiction"`` for
    three-way backends. Raises ``ValueError`` for an unknown rule."""
    if rule == "auto":
        return "any_contradiction" if judge.three_way else "ratio"
    if rule not in VERDICT_RULES:
        raise ValueError(f"verdict_rule must be 'auto', 'ratio' or 'any_contradiction', got {rule!r}")
    return rule


def compute_verdict(supporting: int, contradicting: int, compliance_threshold: float,
                    rule: str = "ratio") -> tuple[str, float]:
    """The interaction verdict table.

    ``rule="any_contradiction"`` (fairforge's default with a three-way backend, and the rule compliance teams use:
    one contradicted rule makes the answer non-compliant): any contradicting chunk gives NON_COMPLIANT with score
    0.0; otherwise a supporting chunk gives COMPLIANT with score 1.0; otherwise IRRELEVANT at
    ``compliance_threshold``. A session score is then the weighted share of compliant interactions.

    ``rule="ratio"`` is fair-forge's ``Regulatory._compute_verdict``:

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
    if rule == "any_contradiction":
        return ("NON_COMPLIANT", 0.0) if contradicting else ("COMPLIANT", 1.0)
    if rule != "ratio":
        raise ValueError(f"unknown verdict rule {rule!r}")
    if contradicting > 0 and supporting == 0:
        return "NON_COMPLIANT", 0.0
    score = round(supporting / total, SCORE_DECIMALS)
    return ("COMPLIANT" if score >= compliance_threshold else "NON_COMPLIANT"), score
