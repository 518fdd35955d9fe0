"""Partition-level steps of the main job, on a :class:`~fairforge_core.store.DuckDBStore`.

The Dagster assets are thin wrappers around these functions (one per asset), so the same code runs from Dagster,
the CLI and a notebook. Every partition write replaces that partition in one transaction.
"""

from __future__ import annotations

import time
from collections import Counter
from dataclasses import dataclass, field
from datetime import date
from typing import Optional

from fairforge_core.chunking import attach_context, chunk_documents
from fairforge_core.config import EvaluationSettings
from fairforge_core.core.embedder import Embedder
from fairforge_core.engine import (
    EMPTY_ANSWER,
    CorpusIndex,
    EmbeddingStats,
    RegulatoryEvaluator,
    RetrievalSettings,
    embed_chunks,
    summarise_session,
)
from fairforge_core.inputs import LoadedSession, Rejection, scan_conversations
from fairforge_core.llm.cache import LLMReplyCache
from fairforge_core.query_vectors import QueryVectorCache
from fairforge_core.statistical.base import StatisticalMode
from fairforge_core.store.duckdb_store import DuckDBStore, utcnow
from fairforge_core.store.evaluation_configs import record_evaluation_config
from fairforge_core.verdicts import ChunkJudge


class CorpusNotReadyError(RuntimeError):
    """No corpus snapshot has been recorded yet for the configured corpus."""


# -- corpus ----------------------------------------------------------------------------------------------------
def current_snapshot_id(store: DuckDBStore, settings: EvaluationSettings, location: Optional[str] = None) -> str:
    """The snapshot the next evaluation uses: the one last recorded for the configured corpus location
    (:func:`fairforge_core.corpus_versions.current_version`).

    Raises:
        CorpusNotReadyError: nothing has been recorded for that corpus yet (materialize ``corpus_snapshot``).
    """
    from fairforge_core.corpus_versions import current_version

    sid = current_version(store, location or settings.corpus_location())
    if sid is None:
        raise CorpusNotReadyError(
            f"no corpus snapshot recorded for {location or settings.corpus_location()!r}; "
            "materialize corpus_snapshot first")
    return sid


def ensure_chunks(store: DuckDBStore, settings: EvaluationSettings, snapshot_id: str) -> tuple[int, bool]:
    """Chunk a recorded snapshot with the configured settings and chunking mode
    (:attr:`~fairforge_core.config.EvaluationSettings.chunking_mode`) if not done yet. Returns
    ``(n_chunks, created)``."""
    key = (snapshot_id, settings.chunk_size, settings.chunk_overlap, settings.chunking_mode)
    n = store.count_chunks(*key)
    if n:
        return n, False
    chunks = chunk_documents(store.snapshot_documents(snapshot_id), settings.chunk_size, settings.chunk_overlap,
                             settings.chunking_mode)
    store.write_chunks(snapshot_id, settings.chunk_size, settings.chunk_overlap, chunks, settings.chunking_mode)
    return len(chunks), True


def embed_snapshot(store: DuckDBStore, settings: EvaluationSettings, snapshot_id: str,
                   embedder: Embedder) -> tuple[CorpusIndex, EmbeddingStats]:
    """Embed the snapshot's chunks that the cache lacks for this embedder; return the index and the counts."""
    ensure_chunks(store, settings, snapshot_id)
    chunks = attach_context(store.load_chunks(snapshot_id, settings.chunk_size, settings.chunk_overlap,
                                              settings.chunking_mode),
                            store.snapshot_documents(snapshot_id))
    matrix, stats = embed_chunks(chunks, embedder, cache=store)
    return CorpusIndex(chunks=chunks, embeddings=matrix, snapshot_id=snapshot_id), stats


# -- conversations ---------------------------------------------------------------------------------------------
@dataclass
class IngestReport:
    sessions: int
    interactions: int
    rejections: list[Rejection]
    duplicates: int
    #: sessions the partition held from an earlier evaluation that are not in this input: the write removed them
    #: (a partition holds the sessions of its latest evaluation only); see :func:`replaced_sessions_warning`
    replaced_sessions: list[str] = field(default_factory=list)


def replaced_sessions_warning(assistant_id: str, partition_date: date, replaced: list[str],
                              shown: int = 5) -> Optional[str]:
    """The one-line warning for sessions a partition write removed (``None`` when nothing was removed).

    Re-ingesting a partition replaces its sessions (atomically, never duplicated): sessions of the same assistant
    and date evaluated earlier from another input file are dropped with their verdicts. That is by design, but it
    must not be silent.
    """
    if not replaced:
        return None
    ids = ", ".join(replaced[:shown]) + (f", ... ({len(replaced) - shown} more)" if len(replaced) > shown else "")
    return (f"partition {assistant_id!r} {partition_date}: {len(replaced)} session(s) of its previous evaluation are "
            f"not in this input and were replaced: {ids}. A partition holds the sessions of the latest evaluation of "
            "that assistant and date: evaluate all of a day's sessions of an assistant together")


def ingest_partition(store: DuckDBStore, settings: EvaluationSettings, assistant_id: str,
                     partition_date: date) -> IngestReport:
    """Validate the input and store this partition's sessions; record rejections that belong to it.

    Rejections that belong to no partition of the input (malformed JSON, a missing or blank assistant id, an
    assistant and date with no valid session, which is therefore never evaluated) are recorded by every
    partition's run (idempotently, keyed by file and line), so they are never lost. The partition's earlier
    sessions are replaced: those not in this input are listed in ``replaced_sessions`` (callers warn with
    :func:`replaced_sessions_warning`).
    """
    mine: list[LoadedSession] = []
    rejected: list[Rejection] = []
    valid_partitions: set[tuple[str, date]] = set()
    for item in scan_conversations(settings.conversations_path(), settings.date_default()):
        if isinstance(item, LoadedSession):
            valid_partitions.add((item.assistant_id, item.partition_date))
            if item.assistant_id == assistant_id and item.partition_date == partition_date:
                mine.append(item)
        else:
            rejected.append(item)
    rejections = [r for r in rejected if (r.assistant_id, r.partition_date) == (assistant_id, partition_date)
                  or (r.assistant_id, r.partition_date) not in valid_partitions]
    _, _, replaced = store.write_conversations(assistant_id, partition_date, mine, rejections)
    return IngestReport(
        sessions=len(mine),
        interactions=sum(len(s.dataset.conversation) for s in mine),
        rejections=rejections,
        duplicates=sum(1 for r in rejections if r.reason.startswith("duplicate session_id")),
        replaced_sessions=replaced,
    )


# -- verdicts --------------------------------------------------------------------------------------------------
@dataclass
class VerdictReport:
    sessions: int = 0
    interactions: int = 0
    verdicts: Counter = field(default_factory=Counter)
    chunk_verdicts: Counter = field(default_factory=Counter)
    corpus_version: str = ""
    embedder_id: str = ""
    reranker_id: str = ""
    timings: dict = field(default_factory=dict)
    query_vectors: dict = field(default_factory=dict)  # distinct texts embedded now / taken from query_embeddings
    # the decision backend: texts embedded now / from the cache, and (learned judge) pairs its model scored
    judge_vectors: dict = field(default_factory=dict)
    # sessions per language the embedder was not trained for (see fairforge_core.languages)
    unsupported_languages: Counter = field(default_factory=Counter)
    #: the LLM judge's calls and tokens for this partition (``LLMComplianceJudge.usage`` counters); {} otherwise
    llm_usage: dict = field(default_factory=dict)
    #: why the LLM judge stopped calling (a cost cap), else ``None``
    llm_cap_reached: Optional[str] = None
    #: interactions whose answer is empty (UNJUDGED with error EMPTY_ANSWER; re-running does not change them)
    empty_answers: int = 0


class _RowBuffer:
    """Column buffers flushed to a table every ``limit`` rows (bounded memory)."""

    def __init__(self, store: DuckDBStore, table: str, limit: int = 5000):
        self.store, self.table, self.limit = store, table, limit
        self.cols: dict[str, list] = {}
        self.n = 0

    def add(self, row: dict) -> None:
        for k, v in row.items():
            self.cols.setdefault(k, []).append(v)
        self.n += 1
        if self.n >= self.limit:
            self.flush()

    def flush(self) -> None:
        if self.n:
            self.store.insert_columns(self.table, self.cols)
        self.cols, self.n = {}, 0


def build_evaluator(settings: EvaluationSettings, index: CorpusIndex, embedder: Embedder,
                    judge: ChunkJudge) -> RegulatoryEvaluator:
    """The evaluator for ``settings`` (retrieval with the stored candidate range, thresholds, verdict rule)."""
    return RegulatoryEvaluator(
        index, embedder, judge,
        RetrievalSettings(settings.top_k, settings.similarity_threshold, settings.effective_candidate_top_k,
                          settings.effective_candidate_similarity_threshold),
        settings.compliance_threshold, settings.batch_interactions, settings.contradiction_threshold,
        settings.verdict_rule, settings.conflict_search, settings.max_text_chars,
    )


def evaluate_partition(
    store: DuckDBStore,
    settings: EvaluationSettings,
    assistant_id: str,
    partition_date: date,
    index: CorpusIndex,
    embedder: Embedder,
    judge: ChunkJudge,
    mode: StatisticalMode,
) -> VerdictReport:
    """Evaluate a partition's stored sessions and replace its ``interaction_verdicts`` and ``retrieved_chunks``.

    Sessions stream from the store in input order; interactions are evaluated in batches across sessions; rows are
    buffered into session-local stage tables and published (the partition's old rows deleted, the new ones
    inserted) in one transaction at the end, so a failure leaves the previous rows in place.
    """
    evaluator = build_evaluator(settings, index, embedder, judge)
    report = VerdictReport(corpus_version=index.snapshot_id, embedder_id=embedder.embedder_id,
                           reranker_id=judge.judge_id)
    now = utcnow()
    config_hash = settings.config_hash()
    # queries and answers (and the offline judge's rule units) of a re-evaluation are not re-embedded
    evaluator.query_cache = QueryVectorCache(store)
    judge_counts = (getattr(judge, "vectors_embedded", 0), getattr(judge, "vectors_cached", 0),
                    getattr(judge, "pairs_scored", 0), getattr(judge, "pairs_cached", 0))
    usage_before = dict(getattr(judge, "usage", None) or {})
    judge.use_reply_cache(LLMReplyCache(store))  # the LLM judge: replies keyed by (judge id, prompt hash)
    try:
        _evaluate_into(store, settings, evaluator, index, assistant_id, partition_date, mode, report, now,
                       config_hash)
        if usage_before:
            report.llm_usage = {k: v - usage_before.get(k, 0) for k, v in judge.usage.items()}
            report.llm_cap_reached = judge.cap_reached
            usage = {"assistant_id": [assistant_id], "partition_date": [partition_date],
                     "judge_id": [judge.judge_id], "evaluated_at": [now],
                     **{k: [v] for k, v in report.llm_usage.items()}}  # the judge's USAGE_KEYS

            def write_usage() -> None:
                store.delete_partition("llm_usage", assistant_id, partition_date)
                store.insert_columns("llm_usage", usage)

            store.atomic(write_usage)
    finally:
        evaluator.query_cache = None  # the judge outlives this store: never leave it a cache on a closed database
        judge.use_reply_cache(None)
    report.query_vectors = dict(evaluator.query_vectors)
    if hasattr(judge, "vectors_embedded"):
        report.judge_vectors = {"embedded": judge.vectors_embedded - judge_counts[0],
                                "cached": judge.vectors_cached - judge_counts[1]}
        if hasattr(judge, "pairs_scored"):  # the learned judge: (rule unit, interaction) pairs given to its model,
            report.judge_vectors["model_pairs"] = judge.pairs_scored - judge_counts[2]  # and those it had scored
            report.judge_vectors["model_pairs_cached"] = judge.pairs_cached - judge_counts[3]  # in an earlier run
    return report


def _evaluate_into(store: DuckDBStore, settings, evaluator, index, assistant_id: str, partition_date, mode,
                   report: VerdictReport, now, config_hash: str) -> None:
    t_write = 0.0
    # rows are computed into session-local stage tables, then published in one short transaction: a failure (or a
    # killed worker) before the commit leaves the partition's previous rows; the write lock is held only to publish
    try:
        verdict_rows = _RowBuffer(store, store.stage("interaction_verdicts"))
        chunk_rows = _RowBuffer(store, store.stage("retrieved_chunks"))
        for sres in evaluator.evaluate_sessions(store.iter_sessions(assistant_id, partition_date), mode):
            t0 = time.perf_counter()
            report.sessions += 1
            if sres.unsupported_language:
                report.unsupported_languages[sres.unsupported_language] += 1
            for pos, ires in enumerate(sres.interactions):
                it = ires.interaction
                report.interactions += 1
                report.verdicts[it.verdict] += 1
                report.empty_answers += it.error == EMPTY_ANSWER
                verdict_rows.add({
                    "assistant_id": assistant_id, "partition_date": partition_date,
                    "session_id": sres.dataset.session_id, "qa_id": it.qa_id, "position": pos,
                    "query": it.query, "assistant": it.assistant, "compliance_score": it.compliance_score,
                    "verdict": it.verdict, "supporting_chunks": it.supporting_chunks,
                    "contradicting_chunks": it.contradicting_chunks, "neutral_chunks": it.neutral_chunks,
                    "weight": it.weight, "weight_given": ires.batch.weight, "insight": it.insight,
                    "error": it.error,
                    "corpus_version": index.snapshot_id, "embedder_id": report.embedder_id,
                    "reranker_id": report.reranker_id, "config_hash": config_hash, "evaluated_at": now,
                })
                for ev in ires.candidates:
                    if ev.selected:
                        report.chunk_verdicts[ev.verdict] += 1
                    c = ev.candidate
                    chunk_rows.add({
                        "assistant_id": assistant_id, "partition_date": partition_date,
                        "session_id": sres.dataset.session_id, "qa_id": it.qa_id, "rank": ev.rank,
                        "selected": ev.selected, "source": ev.chunk.source, "chunk_index": ev.chunk.chunk_index,
                        "chunk_hash": ev.chunk.chunk_hash, "heading": ev.chunk.heading,
                        "similarity": ev.similarity, "query_rank": c.query_rank, "query_similarity": c.query_score,
                        "answer_rank": c.answer_rank, "answer_similarity": c.answer_score,
                        # unrounded, so that policy re-scoring re-applies contradiction_threshold exactly
                        "reranker_score": ev.judgement.score, "verdict": ev.verdict,
                        "rule_heading": ev.rule_heading, "rule_sentence": ev.judgement.rule_sentence,
                        "answer_span": ev.judgement.answer_span,
                        "reason": ev.judgement.reason, "corpus_version": index.snapshot_id,
                    })
            t_write += time.perf_counter() - t0
        t0 = time.perf_counter()
        verdict_rows.flush()
        chunk_rows.flush()

        def publish() -> None:
            record_evaluation_config(store, settings, evaluator.verdict_rule, evaluator.conflict_search)
            store.publish_staged("interaction_verdicts", assistant_id, partition_date)
            store.publish_staged("retrieved_chunks", assistant_id, partition_date)

        store.atomic(publish)
        t_write += time.perf_counter() - t0
    finally:
        store.drop_stages()
    report.timings = {**dict(evaluator.timings), "duckdb_writes": t_write}


# -- session metrics -------------------------------------------------------------------------------------------
@dataclass
class MetricsReport:
    """What :func:`compute_session_metrics` wrote for one partition."""

    sessions: int = 0
    verdicts: Counter = field(default_factory=Counter)  # sessions per verdict (UNJUDGED: none of it judged)
    worst: list[dict] = field(default_factory=list)     # lowest-scoring COMPLIANT / NON_COMPLIANT sessions
    unjudged_interactions: int = 0                       # UNJUDGED interactions, left out of the session scores
    partly_judged_sessions: int = 0                      # sessions scored on their judged interactions only


def compute_session_metrics(store: DuckDBStore, settings: EvaluationSettings, assistant_id: str,
                            partition_date: date, mode: StatisticalMode, worst_n: int = 10) -> MetricsReport:
    """Aggregate the partition's ``interaction_verdicts`` into ``session_metrics`` (replacing the partition)."""
    rows = store.query(
        "SELECT session_id, compliance_score, weight, verdict, supporting_chunks, contradicting_chunks, "
        "corpus_version FROM interaction_verdicts WHERE assistant_id = ? AND partition_date = ? "
        "ORDER BY session_id, position",
        [assistant_id, partition_date],
    )
    sessions: dict[str, list[tuple]] = {}
    for r in rows:
        sessions.setdefault(r[0], []).append(r)
    # sessions whose conversation is empty have no interaction rows but still get a metric row
    for (sid,) in store.query(
        "SELECT session_id FROM conversations WHERE assistant_id = ? AND partition_date = ? AND n_interactions = 0",
        [assistant_id, partition_date],
    ):
        sessions.setdefault(sid, [])
    now = utcnow()
    report = MetricsReport()
    cols: dict[str, list] = {}

    def add(**row):
        for k, v in row.items():
            cols.setdefault(k, []).append(v)

    corpus_version = rows[0][6] if rows else ""
    for sid, rs in sessions.items():
        summary = summarise_session(
            scores=[r[1] for r in rs], weights=[r[2] for r in rs], verdicts=[r[3] for r in rs],
            mode=mode, compliance_threshold=settings.compliance_threshold, key=sid,
        )
        verdict_counts = Counter(r[3] for r in rs)
        report.sessions += 1
        report.verdicts[summary.verdict] += 1
        add(assistant_id=assistant_id, partition_date=partition_date, session_id=sid, n_interactions=len(rs),
            compliance_score=summary.score, compliance_score_ci_low=summary.ci_low,
            compliance_score_ci_high=summary.ci_high, ci_note=summary.ci_note, verdict=summary.verdict,
            total_supporting_chunks=sum(r[4] for r in rs), total_contradicting_chunks=sum(r[5] for r in rs),
            n_compliant=verdict_counts["COMPLIANT"], n_non_compliant=verdict_counts["NON_COMPLIANT"],
            n_irrelevant=verdict_counts["IRRELEVANT"], n_unjudged=verdict_counts["UNJUDGED"],
            compliance_threshold=settings.compliance_threshold,
            statistical_mode=mode.mode_id, corpus_version=rs[0][6] if rs else corpus_version, evaluated_at=now)
    def body() -> None:
        store.delete_partition("session_metrics", assistant_id, partition_date)
        if cols:
            store.insert_columns("session_metrics", cols)

    store.atomic(body)
    report.worst = store.query_dicts(  # sessions with a score: IRRELEVANT and UNJUDGED ones have no verdict on it
        "SELECT session_id, verdict, compliance_score, compliance_score_ci_low, compliance_score_ci_high, "
        "n_interactions, n_non_compliant, n_unjudged FROM session_metrics WHERE assistant_id = ? AND "
        "partition_date = ? AND verdict IN ('COMPLIANT', 'NON_COMPLIANT') ORDER BY compliance_score, session_id "
        "LIMIT ?",
        [assistant_id, partition_date, worst_n],
    )
    report.unjudged_interactions = sum(cols.get("n_unjudged", ()))
    report.partly_judged_sessions = sum(1 for v, n in zip(cols.get("verdict", ()), cols.get("n_unjudged", ()))
                                        if n and v != "UNJUDGED")
    return report


def verdict_disagreements(store: DuckDBStore, assistant_id: str, partition_date: date) -> list[dict]:
    """Sessions whose verdict does not follow from their score (should always be empty).

    Rule, over the judged interactions (UNJUDGED ones left out): UNJUDGED, with no score (NULL), exactly when there
    are interactions but none was judged; IRRELEVANT exactly when every judged interaction is IRRELEVANT; otherwise
    COMPLIANT exactly when ``compliance_score >= compliance_threshold``. A COMPLIANT or NON_COMPLIANT session without
    a score disagrees.
    """
    judged = "(n_interactions - coalesce(n_unjudged, 0))"
    return store.query_dicts(
        "SELECT session_id, verdict, compliance_score, compliance_threshold, n_interactions, n_irrelevant, "
        "n_unjudged FROM session_metrics WHERE assistant_id = ? AND partition_date = ? AND NOT coalesce("
        f"  (verdict = 'UNJUDGED' AND n_interactions > 0 AND {judged} = 0 AND compliance_score IS NULL) OR "
        f"  (verdict = 'IRRELEVANT' AND n_irrelevant = {judged} AND NOT (n_interactions > 0 AND {judged} = 0)) OR "
        f"  (n_irrelevant < {judged} AND verdict = 'COMPLIANT' AND compliance_score >= compliance_threshold) OR "
        f"  (n_irrelevant < {judged} AND verdict = 'NON_COMPLIANT' AND compliance_score < compliance_threshold), "
        "false)",
        [assistant_id, partition_date],
    )
