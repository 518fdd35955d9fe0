"""The Regulatory evaluation engine: batched retrieval, per-chunk decisions, interaction verdicts, session metrics.

Both entry points use it: the seed-compatible :class:`fairforge_core.metrics.regulatory.Regulatory` and the
Dagster assets. Interactions are processed in batches that span sessions (``batch_interactions``), so every model
call (query/answer embedding, per-chunk decisions) is batched across interactions while memory stays bounded by the
batch, not by the partition.
"""

from __future__ import annotations

import time
from collections import defaultdict
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Optional

import numpy as np

from fairforge_core.chunking import Chunk
from fairforge_core.connectors.base import strip_invisible
from fairforge_core.core.embedder import Embedder
from fairforge_core.evidence import rule_heading
from fairforge_core.languages import unsupported_language
from fairforge_core.models import model_load_seconds
from fairforge_core.query_vectors import cached_rows
from fairforge_core.retrieval import Candidate, ChunkIndex, merge_candidates, select
from fairforge_core.schemas.common import Batch, Dataset
from fairforge_core.schemas.regulatory import RegulatoryChunk, RegulatoryInteraction, RegulatoryMetric
from fairforge_core.statistical.base import StatisticalMode, resolve_weights
from fairforge_core.verdicts import (
    NOT_SENT_REASON,
    SCORE_DECIMALS,
    ChunkJudge,
    ChunkJudgement,
    JudgeRequest,
    chunk_verdict,
    compute_verdict,
    conflict_search_extras,
    resolve_verdict_rule,
)

IRRELEVANT_INSIGHT = "No relevant regulatory chunks were retrieved for this interaction."
#: the support score, verdict and reason stored for a candidate a ``selection_only`` backend was not asked about
NOT_SENT = ChunkJudgement(addressed=False, score=1.0, reason=NOT_SENT_REASON)
#: earlier turns of its session a decision backend receives with each interaction (``JudgeRequest.history``)
HISTORY_TURNS = 5


@dataclass
class CorpusIndex:
    """The chunks of one corpus snapshot and their embeddings (row ``i`` embeds ``chunks[i]``)."""

    chunks: list[Chunk]
    embeddings: np.ndarray
    snapshot_id: str = ""

    def __post_init__(self):
        self.embeddings = np.asarray(self.embeddings, dtype=np.float32)
        if self.embeddings.shape[0] != len(self.chunks):
            raise ValueError(f"{len(self.chunks)} chunks but {self.embeddings.shape[0]} embeddings")
        if len(self.chunks) == 0 and self.embeddings.ndim != 2:
            self.embeddings = self.embeddings.reshape(0, 0)
        self.index = ChunkIndex(self.embeddings) if len(self.chunks) else None


@dataclass(frozen=True)
class RetrievalSettings:
    """Retrieval knobs. Candidates (stored for policy re-scoring) are at least as wide as the selection.

    Attributes:
        top_k: chunks kept per side (query, answer), >= 1.
        similarity_threshold: minimum cosine similarity, in [0, 1].
        candidate_top_k: chunks kept per side as candidates (default ``top_k``).
        candidate_similarity_threshold: minimum similarity of a candidate (default ``similarity_threshold``).
    """

    top_k: int = 10
    similarity_threshold: float = 0.3
    candidate_top_k: Optional[int] = None
    candidate_similarity_threshold: Optional[float] = None

    def __post_init__(self):
        if isinstance(self.top_k, bool) or int(self.top_k) != self.top_k or self.top_k < 1:
            raise ValueError(f"top_k must be an integer >= 1, got {self.top_k!r}")
        if not 0.0 <= self.similarity_threshold <= 1.0:
            raise ValueError(f"similarity_threshold must be in [0, 1], got {self.similarity_threshold!r}")
        if self.candidate_top_k is not None and self.candidate_top_k < self.top_k:
            raise ValueError(f"candidate_top_k ({self.candidate_top_k}) must be >= top_k ({self.top_k})")
        cst = self.candidate_similarity_threshold
        if cst is not None and not 0.0 <= cst <= self.similarity_threshold:
            raise ValueError(
                f"candidate_similarity_threshold ({cst}) must be in "
                f"[0, similarity_threshold={self.similarity_threshold}]"
            )

    @property
    def k_candidates(self) -> int:
        return self.candidate_top_k or self.top_k

    @property
    def min_candidate_score(self) -> float:
        c = self.candidate_similarity_threshold
        return self.similarity_threshold if c is None else c


@dataclass
class CandidateEvidence:
    """A retrieval candidate of one interaction with its decision; ``selected`` = counts towards the verdict: inside
    ``(top_k, threshold)``, or a contradicting candidate that conflict search adds (ranked after the others);
    ``rule_heading`` = heading path of the section holding ``judgement.rule_sentence``
    (:func:`fairforge_core.evidence.rule_heading`; ``None`` without a rule sentence)."""

    candidate: Candidate
    chunk: Chunk
    judgement: ChunkJudgement
    verdict: str
    selected: bool
    similarity: float
    rank: Optional[int]
    rule_heading: Optional[str] = None


@dataclass
class InteractionResult:
    """An evaluated interaction: the seed-shaped :class:`RegulatoryInteraction` plus every candidate's evidence."""

    session_id: str
    batch: Batch
    interaction: RegulatoryInteraction
    candidates: list[CandidateEvidence]


@dataclass
class SessionResult:
    """A session's metric and its interaction results (in conversation order)."""

    dataset: Dataset
    metric: RegulatoryMetric
    interactions: list[InteractionResult]
    #: the session's language when the embedder declares its languages and this one is not among them, else ""
    unsupported_language: str = ""


def _encodes_queries_as_documents(embedder: Embedder) -> bool:
    """``True`` when ``encode_query`` is the base class's (= ``encode``), so query vectors are document vectors."""
    return type(embedder).encode_query is Embedder.encode_query


def embed_unique(embedder: Embedder, texts: Sequence[str], cache=None,
                 counts: Optional[dict] = None) -> np.ndarray:
    """``embedder.encode_query(texts)`` as float32 ``(len(texts), dim)``, encoding each distinct text once
    (repeated turns such as "OK, thanks." are common in real traffic).

    Args:
        cache: optional object with ``get_many(texts, embedder_id) -> dict[text, vector]`` and
            ``put_many(embedder_id, dict[text, vector])`` (e.g. :class:`fairforge_core.query_vectors.QueryVectorCache`);
            texts it knows are not encoded, new vectors are added to it.
        counts: optional dict whose ``"embedded"`` / ``"cached"`` entries are incremented by the number of distinct
            texts encoded now / taken from the cache.
    """
    unique = list(dict.fromkeys(texts))
    known, embedded = cached_rows(cache, embedder.embedder_id, unique, embedder.encode_query)
    if counts is not None:
        counts["embedded"] = counts.get("embedded", 0) + embedded
        counts["cached"] = counts.get("cached", 0) + len(unique) - embedded
    if not texts:
        return np.zeros((0, 0), dtype=np.float32)
    return np.stack([known[t] for t in texts]).astype(np.float32, copy=False)


def _chunk_label(ev: CandidateEvidence) -> str:
    """``"source (heading path)"`` of the section holding the evidence's rule sentence (the chunk's own heading when
    the rule could not be placed), or ``source`` when there is no heading."""
    heading = ev.rule_heading or ev.chunk.heading
    return f"{ev.chunk.source} ({heading})" if heading else ev.chunk.source


def language_note(language: str, embedder: Embedder) -> str:
    """The sentence added to the insight of every interaction of a session in a language the embedder was not
    trained for (see :mod:`fairforge_core.languages`)."""
    known = ", ".join(sorted(embedder.languages or ()))
    return (f"Unreliable: the session is in {language}, and the embedder {embedder.embedder_id} was trained on "
            f"{known} only, so relevant rules may not be retrieved; configure a multilingual embedder.")


def flag_unsupported_language(results: Sequence[InteractionResult], language: Optional[str],
                              embedder: Embedder) -> str:
    """When ``language`` (a session's) is not among the languages ``embedder`` declares, add
    :func:`language_note` to the insight of each of ``results`` (in place) and return the canonical language;
    otherwise change nothing and return ``""``."""
    lang = unsupported_language(language, embedder.languages)
    if lang:
        note = language_note(lang, embedder)
        for r in results:
            r.interaction = r.interaction.model_copy(update={"insight": f"{r.interaction.insight} {note}"})
    return lang


def _quote(sentence: str) -> str:
    """``sentence`` in double quotes, without its final full stop: the insight's own sentence ends after the quote
    (``the rule says "Refunds take 30 days" but ...``, not ``"Refunds take 30 days." but``)."""
    return f'"{sentence.strip().rstrip(".").rstrip()}"'


def build_insight(verdict: str, supporting: list[CandidateEvidence], contradicting: list[CandidateEvidence],
                  neutral: int) -> str:
    """A readable explanation of an interaction verdict.

    Starts with fair-forge's sentence ("Response is COMPLIANT. 2 of 3 relevant chunk(s) support the response.")
    and, when the decision backend recorded evidence (rule sentences), names the document and the heading of the
    section holding the rule sentence (``CandidateEvidence.rule_heading``: a chunk can span several sections), the
    rule sentence and the answer span of the most certain contradicting chunk (lowest support score, the first
    retrieved among equals; for compliant answers, the first supporting chunk). Without recorded evidence (the
    two-way parity mode) the text is exactly fair-forge's.
    """
    s, c = len(supporting), len(contradicting)
    t = s + c
    if verdict == "IRRELEVANT":
        if neutral:
            return (f"Response is IRRELEVANT. None of the {neutral} retrieved chunk(s) addresses what the response "
                    "says.")
        return IRRELEVANT_INSIGHT
    if verdict == "NON_COMPLIANT":
        text = f"Response is NON-COMPLIANT. {c} of {t} relevant chunk(s) contradict the response."
        # the most certain conflict (lowest support score; the first retrieved among equals)
        ev = min(contradicting, key=lambda e: e.judgement.score) if contradicting else None
        if ev is not None and ev.judgement.rule_sentence:
            text += f" Conflict with {_chunk_label(ev)}: the rule says {_quote(ev.judgement.rule_sentence)}"
            if ev.judgement.answer_span:
                text += f" but the response says {_quote(ev.judgement.answer_span)}"
            if ev.judgement.reason:
                text += f" ({ev.judgement.reason})"
            text += "."
    else:
        text = f"Response is COMPLIANT. {s} of {t} relevant chunk(s) support the response."
        ev = supporting[0] if supporting else None
        if ev is not None and ev.judgement.rule_sentence:
            text += f" Supported by {_chunk_label(ev)}: {_quote(ev.judgement.rule_sentence)}."
        bad = min(contradicting, key=lambda e: e.judgement.score) if contradicting else None
        if bad is not None and bad.judgement.rule_sentence:
            text += (f" {c} chunk(s) disagree, first in {_chunk_label(bad)}: "
                     f"{_quote(bad.judgement.rule_sentence)}.")
    if neutral:
        text += f" {neutral} retrieved chunk(s) did not address the response."
    return text


#: default bound on the characters of a query or answer that are judged (``max_text_chars``)
MAX_TEXT_CHARS = 20_000
#: ``interaction_verdicts.error`` of an interaction whose answer is empty or whitespace only
EMPTY_ANSWER = "empty answer: nothing to judge"


def _bounded(b: Batch, limit: int) -> tuple[Batch, str]:
    """``(b with query and answer cut to limit characters, note)``; ``(b, "")`` when both fit."""
    long = [(name, len(text)) for name, text in (("query", b.query), ("answer", b.assistant)) if len(text) > limit]
    if not long:
        return b, ""
    note = " ".join(f"Judged on the first {limit:,} of the {n:,} characters of the {name} (max_text_chars)."
                    for name, n in long)
    return b.model_copy(update={"query": b.query[:limit], "assistant": b.assistant[:limit]}), note


class RegulatoryEvaluator:
    """Evaluates interactions against one corpus index.

    Args:
        corpus: chunks and embeddings of the corpus snapshot.
        embedder: encodes user queries and answers (``encode_query``, as fair-forge does for both).
        judge: the per-chunk decision backend.
        retrieval: :class:`RetrievalSettings`.
        contradiction_threshold: in [0, 1]; an addressed chunk with support score below it CONTRADICTS.
        verdict_rule: ``"auto"``, ``"ratio"`` or ``"any_contradiction"`` (see
            :func:`fairforge_core.verdicts.compute_verdict`).
        compliance_threshold: in [0, 1]; interaction and session COMPLIANT cut-off, and the score of IRRELEVANT.
        batch_interactions: interactions per batch of model calls (>= 1).
        max_text_chars: characters of a query, an answer or an earlier turn that retrieval and the judge read
            (>= 1, default :data:`MAX_TEXT_CHARS`). A longer text is judged on its first ``max_text_chars``
            characters, and its insight says so; the stored text stays whole. This bounds the cost of one
            interaction, whatever its length.

    An interaction whose answer is empty, or whitespace and invisible characters only, is not retrieved for nor
    judged: it is UNJUDGED (never COMPLIANT, left out of the session score) with ``error`` :data:`EMPTY_ANSWER`.

    ``timings`` accumulates seconds spent in ``query_embedding``, ``retrieval`` and ``decisions``, and in
    ``model_loading`` when a model is first loaded during one of them (so a lazy load is not billed as work). Set
    ``query_cache`` (e.g. a :class:`fairforge_core.query_vectors.QueryVectorCache`) to reuse stored query vectors;
    ``query_vectors`` counts distinct texts embedded and reused.
    """

    def __init__(
        self,
        corpus: CorpusIndex,
        embedder: Embedder,
        judge: ChunkJudge,
        retrieval: RetrievalSettings = RetrievalSettings(),
        compliance_threshold: float = 0.5,
        batch_interactions: int = 256,
        contradiction_threshold: float = 0.6,
        verdict_rule: str = "auto",
        conflict_search: bool = True,
        max_text_chars: int = MAX_TEXT_CHARS,
    ):
        if max_text_chars < 1:
            raise ValueError(f"max_text_chars must be >= 1, got {max_text_chars}")
        self.max_text_chars = int(max_text_chars)
        if not 0.0 <= contradiction_threshold <= 1.0:
            raise ValueError(f"contradiction_threshold must be in [0, 1], got {contradiction_threshold!r}")
        if not 0.0 <= compliance_threshold <= 1.0:
            raise ValueError(f"compliance_threshold must be in [0, 1], got {compliance_threshold!r}")
        if batch_interactions < 1:
            raise ValueError(f"batch_interactions must be >= 1, got {batch_interactions}")
        self.corpus = corpus
        self.embedder = embedder
        self.judge = judge
        self.retrieval = retrieval
        self.compliance_threshold = float(compliance_threshold)
        self.contradiction_threshold = float(contradiction_threshold)
        self.verdict_rule = resolve_verdict_rule(verdict_rule, judge)
        #: whether :func:`fairforge_core.verdicts.conflict_search_extras` applies (three-way backends only)
        self.conflict_search = bool(conflict_search) and judge.three_way
        self.batch_interactions = int(batch_interactions)
        self.timings: dict[str, float] = defaultdict(float)
        if corpus.index is not None:  # a backend that embeds chunks with the same embedder can reuse these
            judge.offer_vectors([c.text for c in corpus.chunks], corpus.embeddings, embedder.embedder_id, corpus=True)
        self._answers_are_queries = _encodes_queries_as_documents(embedder)
        #: optional store of query vectors (see :func:`embed_unique`); the pipeline sets a QueryVectorCache
        self._query_cache = None
        #: distinct query/answer texts encoded now (``embedded``) or taken from ``query_cache`` (``cached``)
        self.query_vectors: dict[str, int] = {"embedded": 0, "cached": 0}

    @property
    def query_cache(self):
        """Optional store of query vectors (see :func:`embed_unique`), also offered to the decision backend
        (:meth:`ChunkJudge.use_vector_cache`); the pipeline sets a QueryVectorCache."""
        return self._query_cache

    @query_cache.setter
    def query_cache(self, cache) -> None:
        self._query_cache = cache
        self.judge.use_vector_cache(cache)

    # -- one batch ---------------------------------------------------------------------------------------------
    def evaluate_batch(self, items: Sequence[tuple[str, Batch]],
                       histories: Optional[Sequence[tuple[tuple[str, str], ...]]] = None) -> list[InteractionResult]:
        """Evaluate ``(session_id, batch)`` items in one round of model calls; results are in input order.

        ``histories[i]``, when given, holds the earlier turns of item ``i``'s session as ``(query, answer)`` pairs,
        oldest first (:attr:`fairforge_core.verdicts.JudgeRequest.history`); :meth:`evaluate_sessions` passes the
        last :data:`HISTORY_TURNS`. Raises ``ValueError`` when its length is not that of ``items``.
        """
        if not items:
            return []
        if histories is not None and len(histories) != len(items):
            raise ValueError(f"{len(histories)} histories for {len(items)} items")
        empty = {i for i, (_, b) in enumerate(items) if not strip_invisible(b.assistant).strip()}
        if empty:  # nothing to judge: never retrieved for, never sent to the judge
            keep = [i for i in range(len(items)) if i not in empty]
            judged = iter(self.evaluate_batch([items[i] for i in keep],
                                              [histories[i] for i in keep] if histories is not None else None))
            return [self._empty_answer(*items[i]) if i in empty else next(judged) for i in range(len(items))]
        limit = self.max_text_chars
        originals = [b for _, b in items]
        bounded = [_bounded(b, limit) for b in originals]
        items = [(sid, short) for (sid, _), (short, _) in zip(items, bounded)]
        if histories is not None:
            histories = [tuple((q[:limit], a[:limit]) for q, a in h) for h in histories]
        chunks = self.corpus.chunks
        per_item: list[list[Candidate]] = [[] for _ in items]
        if self.corpus.index is not None:
            t0, l0 = time.perf_counter(), model_load_seconds()
            texts = [b.query for _, b in items] + [b.assistant for _, b in items]
            vecs = embed_unique(self.embedder, texts, self.query_cache, self.query_vectors)
            if self._answers_are_queries:  # these vectors = what encode() gives: offer them to the judge
                self.judge.offer_vectors(texts, vecs, self.embedder.embedder_id)
            t1 = time.perf_counter()
            hits = self.corpus.index.search(vecs, self.retrieval.k_candidates, self.retrieval.min_candidate_score)
            n = len(items)
            per_item = [merge_candidates(hits[i], hits[n + i]) for i in range(n)]
            t2 = time.perf_counter()
            loaded = model_load_seconds() - l0
            self.timings["model_loading"] += loaded
            self.timings["query_embedding"] += max(0.0, t1 - t0 - loaded)  # (a load in another thread: >= 0)
            self.timings["retrieval"] += t2 - t1

        t0, l0 = time.perf_counter(), model_load_seconds()
        requests: list[JudgeRequest] = []
        owners: list[tuple[int, int]] = []
        by_item: list[dict[int, ChunkJudgement]] = [{} for _ in items]
        for i, ((_, b), cands) in enumerate(zip(items, per_item)):
            for j in self._to_judge(cands, by_item[i]):
                c = cands[j]
                sim = max(s for s in (c.query_score, c.answer_score) if s is not None)
                requests.append(JudgeRequest(b.query, b.assistant, chunks[c.chunk_pos], sim,
                                             histories[i] if histories is not None else (), group=i))
                owners.append((i, j))
        judgements = self.judge.judge(requests) if requests else []
        if len(judgements) != len(requests):
            raise ValueError(f"{self.judge.judge_id} returned {len(judgements)} judgements for {len(requests)} pairs")
        for (i, j), jd in zip(owners, judgements):
            by_item[i][j] = jd
        loaded = model_load_seconds() - l0
        self.timings["model_loading"] += loaded
        self.timings["decisions"] += max(0.0, time.perf_counter() - t0 - loaded)

        out = []
        for i, ((session_id, _), cands) in enumerate(zip(items, per_item)):
            res = self._finish(session_id, originals[i], cands, by_item[i])
            if bounded[i][1]:
                res.interaction.insight = f"{res.interaction.insight} {bounded[i][1]}"
            out.append(res)
        return out

    @staticmethod
    def _unjudged(session_id: str, b: Batch, candidates: list, insight: str, error: str) -> InteractionResult:
        """An interaction without a judgement: UNJUDGED, no score, no counted chunks, ``error`` says why."""
        return InteractionResult(session_id=session_id, batch=b, candidates=candidates, interaction=(
            RegulatoryInteraction(
                qa_id=b.qa_id, query=b.query, assistant=b.assistant, compliance_score=None, verdict="UNJUDGED",
                supporting_chunks=0, contradicting_chunks=0, retrieved_chunks=[], neutral_chunks=0,
                insight=insight, error=error)))

    def _empty_answer(self, session_id: str, b: Batch) -> InteractionResult:
        return self._unjudged(session_id, b, [], "Response is UNJUDGED: the answer is empty, so there is nothing to "
                              "judge; it is left out of the session score.", EMPTY_ANSWER)

    def _to_judge(self, cands: list[Candidate], not_sent: dict[int, ChunkJudgement]) -> list[int]:
        """Positions in ``cands`` to send to the judge, in the order its rules are numbered: every candidate; or,
        for a ``selection_only`` backend, the selection by rank, then (with conflict search) the other candidates
        of the selected documents in candidate order. The others get :data:`NOT_SENT` in ``not_sent``."""
        if not self.judge.selection_only:
            return list(range(len(cands)))
        selected = select(cands, self.retrieval.top_k, self.retrieval.similarity_threshold)
        pos = {c.chunk_pos: j for j, c in enumerate(cands)}
        order = [pos[s.candidate.chunk_pos] for s in selected]
        if self.conflict_search:
            documents = {self.corpus.chunks[cands[j].chunk_pos].source for j in order}
            chosen = set(order)
            order += [j for j, c in enumerate(cands)
                      if j not in chosen and self.corpus.chunks[c.chunk_pos].source in documents]
        sent = set(order)
        for j in range(len(cands)):
            if j not in sent:
                not_sent[j] = NOT_SENT
        return order

    def _finish(self, session_id: str, b: Batch, cands: list[Candidate],
                judgements: dict[int, ChunkJudgement]) -> InteractionResult:
        chunks = self.corpus.chunks
        selected = select(cands, self.retrieval.top_k, self.retrieval.similarity_threshold)
        sel_rank = {s.candidate.chunk_pos: (r, s.similarity) for r, s in enumerate(selected)}
        evidence: list[CandidateEvidence] = []
        for j, c in enumerate(cands):
            rank, sim = sel_rank.get(c.chunk_pos, (None, None))
            if sim is None:
                sim = round(max(s for s in (c.query_score, c.answer_score) if s is not None), SCORE_DECIMALS)
            jd = judgements[j]
            verdict = chunk_verdict(jd.addressed, jd.score, self.contradiction_threshold)
            chunk = chunks[c.chunk_pos]
            evidence.append(CandidateEvidence(c, chunk, jd, verdict, rank is not None, sim, rank,
                                              rule_heading(chunk, jd.rule_sentence)))
        errors = [e.judgement.error for e in evidence if e.judgement.error]
        if errors:  # no judgement for this interaction: recorded with the reason, never COMPLIANT
            for e in evidence:
                e.verdict = "NEUTRAL"
            return self._unjudged(session_id, b, evidence,
                                  f"Response is UNJUDGED: the judge gave no judgement ({errors[0]}).", errors[0])
        chosen = sorted((e for e in evidence if e.selected), key=lambda e: e.rank)
        if self.conflict_search:  # contradicting candidates in documents the selection addresses also count
            extras = conflict_search_extras(chosen, [e for e in evidence if not e.selected],
                                            lambda e: e.chunk.source, lambda e: e.verdict)
            for r, e in enumerate(extras, start=len(chosen)):
                e.selected, e.rank = True, r
            chosen += extras
        supporting = [e for e in chosen if e.verdict == "SUPPORTS"]
        contradicting = [e for e in chosen if e.verdict == "CONTRADICTS"]
        neutral = len(chosen) - len(supporting) - len(contradicting)
        if not chosen:
            verdict, score = "IRRELEVANT", self.compliance_threshold
        else:
            verdict, score = compute_verdict(len(supporting), len(contradicting), self.compliance_threshold,
                                             self.verdict_rule)
        retrieved = [
            RegulatoryChunk(
                text=e.chunk.text,
                source=e.chunk.source,
                chunk_index=e.chunk.chunk_index,
                similarity=e.similarity,
                reranker_score=round(e.judgement.score, SCORE_DECIMALS),
                verdict=e.verdict,
                chunk_hash=e.chunk.chunk_hash,
                heading=e.chunk.heading,
                rule_heading=e.rule_heading,
                rule_sentence=e.judgement.rule_sentence,
                answer_span=e.judgement.answer_span,
                reason=e.judgement.reason,
            )
            for e in chosen
        ]
        interaction = RegulatoryInteraction(
            qa_id=b.qa_id,
            query=b.query,
            assistant=b.assistant,
            compliance_score=score,
            verdict=verdict,
            supporting_chunks=len(supporting),
            contradicting_chunks=len(contradicting),
            retrieved_chunks=retrieved,
            insight=build_insight(verdict, supporting, contradicting, neutral),
            neutral_chunks=neutral,
        )
        return InteractionResult(session_id=session_id, batch=b, interaction=interaction, candidates=evidence)

    # -- sessions ----------------------------------------------------------------------------------------------
    def evaluate_sessions(self, sessions: Iterable[Dataset], mode: StatisticalMode) -> Iterator[SessionResult]:
        """Evaluate sessions in batches of interactions across sessions; yields each session once it is complete.

        Memory holds at most one batch of pending sessions (plus the session being filled), whatever the number of
        sessions. Session ids must be unique in ``sessions`` (the input loaders enforce it).
        """
        pending: list[Dataset] = []
        n_pending = 0
        for ds in sessions:
            pending.append(ds)
            n_pending += len(ds.conversation)
            if n_pending >= self.batch_interactions:
                yield from self._flush(pending, mode)
                pending, n_pending = [], 0
        if pending:
            yield from self._flush(pending, mode)

    def _flush(self, sessions: list[Dataset], mode: StatisticalMode) -> Iterator[SessionResult]:
        items = [(ds.session_id, b) for ds in sessions for b in ds.conversation]
        histories = [tuple((p.query, p.assistant) for p in ds.conversation[max(0, i - HISTORY_TURNS) : i])
                     for ds in sessions for i in range(len(ds.conversation))]
        results: list[InteractionResult] = []
        for start in range(0, len(items), self.batch_interactions):
            end = start + self.batch_interactions
            results.extend(self.evaluate_batch(items[start:end], histories[start:end]))
        pos = 0
        for ds in sessions:
            n = len(ds.conversation)
            mine = results[pos : pos + n]
            pos += n
            lang = flag_unsupported_language(mine, ds.language, self.embedder)
            metric = aggregate_session(ds.session_id, ds.assistant_id, mine, mode, self.compliance_threshold)
            yield SessionResult(dataset=ds, metric=metric, interactions=mine, unsupported_language=lang)


@dataclass(frozen=True)
class SessionSummary:
    """Session-level numbers: score and interval rounded to 4 decimals and clipped to [0, 1]. ``score`` is ``None``
    for an UNJUDGED session (no interaction was judged: there is no score, not a score of 0)."""

    score: Optional[float]
    ci_low: Optional[float]
    ci_high: Optional[float]
    verdict: str
    #: why there is no interval, or how an unusual one was computed (:class:`~fairforge_core.statistical.BayesianMode`)
    ci_note: Optional[str] = None


def summarise_session(scores: Sequence[Optional[float]], weights: Sequence[float], verdicts: Sequence[str],
                      mode: StatisticalMode, compliance_threshold: float, key: str = "") -> SessionSummary:
    """Aggregate one session (fair-forge ``Regulatory.on_process_complete``).

    Args:
        scores: rounded interaction scores (IRRELEVANT interactions carry ``compliance_threshold``; UNJUDGED ones
            ``None``, or any placeholder: they are not read).
        weights: resolved weights, same length.
        verdicts: interaction verdicts, same length.
        mode: statistical mode; ``key`` (the session id) seeds its sampling.

    The aggregate includes IRRELEVANT interactions at the threshold value (they pull the score toward the threshold
    but cannot flip a frequentist verdict). The session is IRRELEVANT when every interaction is (an empty session
    included, with score 0.0); otherwise COMPLIANT when the rounded score is ``>= compliance_threshold`` (fair-forge
    compared the unrounded mean, so a mean of 0.49996 showed as 0.5 and was labelled NON_COMPLIANT).

    UNJUDGED interactions (no judgement) are left out: the others' weights are used as they are (the weighted mean
    renormalises them). A session with interactions but none judged is UNJUDGED with no score (``None``).
    """
    judged = [i for i, v in enumerate(verdicts) if v != "UNJUDGED"]
    if verdicts and not judged:
        note = mode.aggregate_session([], [], key=key).ci_note  # a mode with intervals says why there is none
        return SessionSummary(score=None, ci_low=None, ci_high=None, verdict="UNJUDGED", ci_note=note)
    if len(judged) < len(verdicts):
        scores = [scores[i] for i in judged]
        weights = [weights[i] for i in judged]
        verdicts = [verdicts[i] for i in judged]
    agg = mode.aggregate_session(list(scores), list(weights), key=key)

    def clip(x: Optional[float]) -> Optional[float]:
        return None if x is None else min(1.0, max(0.0, round(x, SCORE_DECIMALS)))

    score = clip(agg.mean)
    if all(v == "IRRELEVANT" for v in verdicts):
        verdict = "IRRELEVANT"
    else:
        verdict = "COMPLIANT" if score >= compliance_threshold else "NON_COMPLIANT"
    return SessionSummary(score=score, ci_low=clip(agg.ci_low), ci_high=clip(agg.ci_high), verdict=verdict,
                          ci_note=agg.ci_note)


def aggregate_session(
    session_id: str,
    assistant_id: str,
    results: Sequence[InteractionResult],
    mode: StatisticalMode,
    compliance_threshold: float,
) -> RegulatoryMetric:
    """Session metric from interaction results: weights resolved positionally
    (:func:`~fairforge_core.statistical.resolve_weights`, written to ``interaction.weight``), then
    :func:`summarise_session`."""
    weights = resolve_weights([r.batch.weight for r in results], session_id)
    for r, w in zip(results, weights):
        r.interaction.weight = w
    summary = summarise_session(
        [r.interaction.compliance_score for r in results], weights, [r.interaction.verdict for r in results],
        mode, compliance_threshold, key=session_id,
    )
    return RegulatoryMetric(
        session_id=session_id,
        assistant_id=assistant_id,
        n_interactions=len(results),
        compliance_score=summary.score,
        compliance_score_ci_low=summary.ci_low,
        compliance_score_ci_high=summary.ci_high,
        compliance_score_ci_note=summary.ci_note,
        verdict=summary.verdict,
        total_supporting_chunks=sum(r.interaction.supporting_chunks for r in results),
        total_contradicting_chunks=sum(r.interaction.contradicting_chunks for r in results),
        interactions=[r.interaction for r in results],
        n_unjudged=sum(r.interaction.verdict == "UNJUDGED" for r in results),
    )


@dataclass
class EmbeddingStats:
    """How many chunk embeddings were computed vs taken from the cache."""

    embedded: int = 0
    reused: int = 0
    seconds: float = 0.0
    extra: dict = field(default_factory=dict)


def embed_chunks(chunks: Sequence[Chunk], embedder: Embedder, cache=None) -> tuple[np.ndarray, EmbeddingStats]:
    """Embeddings for ``chunks``, computing only hashes the cache does not have for this embedder.

    Args:
        chunks: chunks to embed (duplicates by ``chunk_hash`` are embedded once).
        embedder: the embedder (its ``embedder_id`` keys the cache).
        cache: optional object with ``get_many(hashes, embedder_id) -> dict[hash, np.ndarray]`` and
            ``put_many(embedder_id, dict[hash, np.ndarray])`` (e.g. :class:`fairforge_core.store.DuckDBStore`).

    Returns:
        ``(matrix (len(chunks), dim) float32, EmbeddingStats)``.
    """
    stats = EmbeddingStats()
    hashes = [c.chunk_hash for c in chunks]
    unique = list(dict.fromkeys(hashes))
    known = cache.get_many(unique, embedder.embedder_id) if cache is not None else {}
    missing = [h for h in unique if h not in known]
    text_of = {c.chunk_hash: c.text for c in chunks}
    t0 = time.perf_counter()
    if missing:
        vecs = np.asarray(embedder.encode([text_of[h] for h in missing]), dtype=np.float32)
        new = {h: vecs[i] for i, h in enumerate(missing)}
        if cache is not None:
            cache.put_many(embedder.embedder_id, new)
        known = {**known, **new}
    stats.seconds = time.perf_counter() - t0
    stats.embedded = len(missing)
    stats.reused = len(unique) - len(missing)
    if not chunks:
        return np.zeros((0, 0), dtype=np.float32), stats
    return np.stack([known[h] for h in hashes]).astype(np.float32), stats
