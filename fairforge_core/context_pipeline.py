"""Partition step of the Context metric (the ``context_metrics`` asset), on a :class:`DuckDBStore`.

Reads a partition's validated sessions from ``conversations``, judges every interaction, and replaces the
partition's rows of ``context_metrics`` (one per session) and ``context_interactions`` (one per interaction) in one
transaction. The judging runs with the database closed (:func:`load_partition_sessions`, :func:`judge_sessions`,
then :func:`write_context_partition`), so a slow judge does not hold the DuckDB file.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import date
from typing import Optional

from fairforge_core.llm.judge import ContextJudge
from fairforge_core.metrics.context import ContextEvaluator
from fairforge_core.schemas.common import Dataset
from fairforge_core.schemas.context import ContextMetric
from fairforge_core.statistical.base import StatisticalMode
from fairforge_core.store.duckdb_store import DuckDBStore, utcnow

CONTEXT_TABLES = ("context_metrics", "context_interactions")


@dataclass
class ContextReport:
    """What a partition run did. ``mean_context_awareness`` is the plain mean over scored sessions."""

    judge_id: str = ""
    statistical_mode: str = ""
    sessions: int = 0
    interactions: int = 0
    failed: int = 0
    unscored_sessions: int = 0
    judge_seconds: float = 0.0
    mean_context_awareness: Optional[float] = None
    lowest: list[dict] = field(default_factory=list)
    failures: list[dict] = field(default_factory=list)


def load_partition_sessions(store: DuckDBStore, assistant_id: str, partition_date: date) -> list[Dataset]:
    """The partition's sessions from ``conversations`` (input order)."""
    return list(store.iter_sessions(assistant_id, partition_date))


def judge_sessions(sessions: Sequence[Dataset], judge: ContextJudge, mode: StatisticalMode,
                   batch_interactions: int = 256) -> list[tuple[Dataset, ContextMetric]]:
    """Judge every interaction of ``sessions`` (unique session ids) and pair each session with its metric."""
    ids = [ds.session_id for ds in sessions]
    if len(set(ids)) != len(ids):
        raise ValueError("session ids must be unique within a partition")
    metrics = ContextEvaluator(judge, mode, batch_interactions).evaluate(sessions)
    return list(zip(sessions, metrics))


def write_context_partition(store: DuckDBStore, assistant_id: str, partition_date: date,
                            results: Sequence[tuple[Dataset, ContextMetric]], judge_id: str,
                            mode_id: str) -> ContextReport:
    """Replace the partition's ``context_metrics`` and ``context_interactions`` rows in one transaction."""
    now = utcnow()
    report = ContextReport(judge_id=judge_id, statistical_mode=mode_id)
    sessions: dict[str, list] = {}
    interactions: dict[str, list] = {}

    def add(cols: dict[str, list], **row):
        for k, v in row.items():
            cols.setdefault(k, []).append(v)

    scored = []
    for ds, m in results:
        report.sessions += 1
        report.interactions += m.n_interactions
        report.failed += m.n_failed
        if m.context_awareness is None:
            report.unscored_sessions += 1
        else:
            scored.append(m.context_awareness)
        add(sessions, assistant_id=assistant_id, partition_date=partition_date, session_id=m.session_id,
            n_interactions=m.n_interactions, n_failed=m.n_failed, context_awareness=m.context_awareness,
            context_awareness_ci_low=m.context_awareness_ci_low,
            context_awareness_ci_high=m.context_awareness_ci_high, statistical_mode=mode_id, judge_id=judge_id,
            evaluated_at=now)
        for pos, (b, it) in enumerate(zip(ds.conversation, m.interactions)):
            add(interactions, assistant_id=assistant_id, partition_date=partition_date, session_id=m.session_id,
                position=pos, qa_id=it.qa_id, context_awareness=it.context_awareness, insight=it.insight,
                reasoning=it.reasoning, error=it.error, attempts=it.attempts, weight=it.weight,
                weight_given=b.weight, prompt=it.prompt, judge_id=judge_id, evaluated_at=now)
    report.mean_context_awareness = sum(scored) / len(scored) if scored else None
    def body() -> None:
        for table in CONTEXT_TABLES:
            store.con.execute(f"DELETE FROM {table} WHERE assistant_id = ? AND partition_date = ?",
                              [assistant_id, partition_date])
        if sessions:
            store.insert_columns("context_metrics", sessions)
        if interactions:
            store.insert_columns("context_interactions", interactions)

    store.atomic(body)
    report.lowest = store.query_dicts(
        "SELECT session_id, context_awareness, context_awareness_ci_low, context_awareness_ci_high, "
        "n_interactions, n_failed FROM context_metrics WHERE assistant_id = ? AND partition_date = ? "
        "AND context_awareness IS NOT NULL ORDER BY context_awareness, session_id LIMIT 10",
        [assistant_id, partition_date])
    report.failures = store.query_dicts(
        "SELECT session_id, qa_id, attempts, error FROM context_interactions WHERE assistant_id = ? AND "
        "partition_date = ? AND context_awareness IS NULL ORDER BY session_id, position LIMIT 10",
        [assistant_id, partition_date])
    return report


def evaluate_context_partition(store: DuckDBStore, assistant_id: str, partition_date: date, judge: ContextJudge,
                               mode: StatisticalMode, batch_interactions: int = 256) -> ContextReport:
    """Load, judge and write one partition with an open store (convenience for notebooks and tests)."""
    sessions = load_partition_sessions(store, assistant_id, partition_date)
    t0 = time.perf_counter()
    results = judge_sessions(sessions, judge, mode, batch_interactions)
    seconds = time.perf_counter() - t0
    report = write_context_partition(store, assistant_id, partition_date, results, judge.judge_id, mode.mode_id)
    report.judge_seconds = seconds
    return report
