"""Metrics that rule conditions can name, and how their values are read from DuckDB.

A :class:`MetricRegistry` holds :class:`MetricSource` objects; each source declares its metrics
(:class:`MetricSpec`: name, level, range) and loads their values for one partition (assistant, day). The default
registry (:func:`default_registry`) has:

* **session level**, from ``session_metrics``: every numeric column (``compliance_score`` and its credible-interval
  bounds ``compliance_score_ci_low`` / ``compliance_score_ci_high``, the interaction and chunk counts,
  ``n_unjudged``, ``compliance_threshold``). The interval bounds are null in frequentist mode, so a condition on them
  is not evaluable there. An UNJUDGED session (no interaction judged) has no score: a condition on
  ``compliance_score`` is not evaluable for it (never a score of 0); ``n_unjudged >= 1`` catches such sessions and
  partly judged ones. A condition ``compliance_score_ci_high >= 0.5`` with ``trigger_on: fail`` alerts only when the
  whole credible interval lies under 0.5.
* **session level**, from ``context_metrics`` when that table exists (the Context metric): ``context_awareness``
  and its interval bounds; absent table or column = missing values (not evaluable), never an error.
* **partition level** (one value per assistant and day): ``n_sessions``, ``n_non_compliant_sessions``,
  ``non_compliant_session_share`` (NON_COMPLIANT sessions / sessions with a COMPLIANT or NON_COMPLIANT verdict;
  IRRELEVANT and UNJUDGED sessions have no verdict on compliance and are left out; null when there are none),
  ``n_non_compliant_interactions`` (from ``interaction_verdicts``), ``non_compliant_interaction_share``
  (NON_COMPLIANT / COMPLIANT + NON_COMPLIANT interactions), ``mean_compliance_score`` and ``min_compliance_score``
  (over COMPLIANT and NON_COMPLIANT sessions), ``n_unjudged_sessions``, ``n_unjudged_interactions`` and
  ``unjudged_interaction_share`` (UNJUDGED / all interactions: what the decision backend could not judge), and
  ``mean_context_awareness`` when ``context_metrics`` exists.

Add metrics by registering another source (for example ``TableMetricSource`` over a new table); the rules loader
validates names against the registry it is given.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import date
from typing import Literal, Optional, Protocol

Level = Literal["session", "partition"]
Values = dict[str, Optional[float]]


@dataclass(frozen=True)
class MetricSpec:
    """A metric usable in conditions.

    Attributes:
        name: the name used in ``Condition.metric``.
        level: ``"session"`` or ``"partition"``.
        description: meaning and unit.
        minimum / maximum: the metric's range (``None`` = unbounded); thresholds outside it are rejected on load.
        source: the table it is read from.
    """

    name: str
    level: Level
    description: str
    minimum: Optional[float] = None
    maximum: Optional[float] = None
    source: str = ""

    def range_text(self) -> str:
        lo = "-inf" if self.minimum is None else f"{self.minimum:g}"
        hi = "inf" if self.maximum is None else f"{self.maximum:g}"
        return f"[{lo}, {hi}]"


class MetricSource(Protocol):
    """Reads some metrics for one partition.

    ``load`` returns ``(per_session, partition)``: ``{session_id: {metric: value}}`` and ``{metric: value}``;
    metrics it cannot read (missing table, column or row) are simply absent or ``None``.
    """

    specs: Sequence[MetricSpec]

    def load(self, con, assistant_id: str, partition_date: date) -> tuple[dict[str, Values], Values]: ...


def table_columns(con, table: str) -> set[str]:
    """Column names of ``table`` in the main schema (empty set when the table does not exist)."""
    rows = con.execute(
        "SELECT column_name FROM information_schema.columns WHERE table_schema = 'main' AND table_name = ?",
        [table]).fetchall()
    return {r[0] for r in rows}


def _num(v) -> Optional[float]:
    return None if v is None else float(v)


class TableMetricSource:
    """Session-level metrics that are columns of a table keyed by ``(assistant_id, partition_date, session_id)``.

    Several rows of one session (e.g. one per interaction) are averaged. A missing table or column yields no
    values (the metric is then not evaluable). Table and column names come from code, never from users.
    """

    def __init__(self, table: str, specs: Sequence[MetricSpec]):
        self.table = table
        self.specs = list(specs)

    def load(self, con, assistant_id: str, partition_date: date) -> tuple[dict[str, Values], Values]:
        cols = table_columns(con, self.table)
        if not {"assistant_id", "partition_date", "session_id"} <= cols:
            return {}, {}
        present = [s.name for s in self.specs if s.name in cols]
        if not present:
            return {}, {}
        select = ", ".join(f"avg({c}) AS {c}" for c in present)
        rows = con.execute(
            f"SELECT session_id, {select} FROM {self.table} WHERE assistant_id = ? AND partition_date = ? "
            "GROUP BY session_id", [assistant_id, partition_date]).fetchall()
        return {r[0]: {c: _num(v) for c, v in zip(present, r[1:])} for r in rows}, {}


_SESSION_METRICS: list[MetricSpec] = [
    MetricSpec("compliance_score", "session", "weighted session compliance score", 0.0, 1.0, "session_metrics"),
    MetricSpec("compliance_score_ci_low", "session", "lower bound of the credible interval (bayesian mode only)",
               0.0, 1.0, "session_metrics"),
    MetricSpec("compliance_score_ci_high", "session", "upper bound of the credible interval (bayesian mode only)",
               0.0, 1.0, "session_metrics"),
    MetricSpec("n_interactions", "session", "interactions in the session", 0.0, None, "session_metrics"),
    MetricSpec("total_supporting_chunks", "session", "chunks that support the answers", 0.0, None, "session_metrics"),
    MetricSpec("total_contradicting_chunks", "session", "chunks that contradict the answers", 0.0, None,
               "session_metrics"),
    MetricSpec("n_compliant", "session", "COMPLIANT interactions", 0.0, None, "session_metrics"),
    MetricSpec("n_non_compliant", "session", "NON_COMPLIANT interactions", 0.0, None, "session_metrics"),
    MetricSpec("n_irrelevant", "session", "IRRELEVANT interactions", 0.0, None, "session_metrics"),
    MetricSpec("n_unjudged", "session", "UNJUDGED interactions (no judgement; left out of compliance_score)", 0.0,
               None, "session_metrics"),
    MetricSpec("compliance_threshold", "session", "threshold used for the session verdict", 0.0, 1.0,
               "session_metrics"),
]

_CONTEXT_METRICS: list[MetricSpec] = [
    MetricSpec("context_awareness", "session", "LLM-judged context awareness (Context metric)", 0.0, 1.0,
               "context_metrics"),
    MetricSpec("context_awareness_ci_low", "session", "lower credible bound of context_awareness", 0.0, 1.0,
               "context_metrics"),
    MetricSpec("context_awareness_ci_high", "session", "upper credible bound of context_awareness", 0.0, 1.0,
               "context_metrics"),
]

#: Numeric columns of ``session_metrics`` (a test keeps this in step with the schema).
SESSION_METRIC_COLUMNS = tuple(s.name for s in _SESSION_METRICS)


class PartitionAggregateSource:
    """Partition-level aggregates of ``session_metrics``, ``interaction_verdicts`` and ``context_metrics``."""

    specs = [
        MetricSpec("n_sessions", "partition", "sessions in the partition", 0.0, None, "session_metrics"),
        MetricSpec("n_non_compliant_sessions", "partition", "NON_COMPLIANT sessions", 0.0, None, "session_metrics"),
        MetricSpec("non_compliant_session_share", "partition",
                   "NON_COMPLIANT / (COMPLIANT + NON_COMPLIANT) sessions", 0.0, 1.0, "session_metrics"),
        MetricSpec("mean_compliance_score", "partition",
                   "mean compliance_score of COMPLIANT and NON_COMPLIANT sessions", 0.0, 1.0, "session_metrics"),
        MetricSpec("min_compliance_score", "partition",
                   "lowest compliance_score of COMPLIANT and NON_COMPLIANT sessions", 0.0, 1.0, "session_metrics"),
        MetricSpec("n_unjudged_sessions", "partition", "UNJUDGED sessions (none of their interactions judged)", 0.0,
                   None, "session_metrics"),
        MetricSpec("n_non_compliant_interactions", "partition", "NON_COMPLIANT interactions", 0.0, None,
                   "interaction_verdicts"),
        MetricSpec("non_compliant_interaction_share", "partition",
                   "NON_COMPLIANT / (COMPLIANT + NON_COMPLIANT) interactions", 0.0, 1.0, "interaction_verdicts"),
        MetricSpec("n_unjudged_interactions", "partition", "UNJUDGED interactions (no judgement)", 0.0, None,
                   "interaction_verdicts"),
        MetricSpec("unjudged_interaction_share", "partition", "UNJUDGED / all interactions", 0.0, 1.0,
                   "interaction_verdicts"),
        MetricSpec("mean_context_awareness", "partition", "mean session context_awareness", 0.0, 1.0,
                   "context_metrics"),
    ]

    def load(self, con, assistant_id: str, partition_date: date) -> tuple[dict[str, Values], Values]:
        p = [assistant_id, partition_date]
        out: Values = {}
        row = con.execute(
            "SELECT count(*), count(*) FILTER (verdict = 'NON_COMPLIANT'), "
            "count(*) FILTER (verdict IN ('COMPLIANT', 'NON_COMPLIANT')), "
            "avg(compliance_score) FILTER (verdict IN ('COMPLIANT', 'NON_COMPLIANT')), "
            "min(compliance_score) FILTER (verdict IN ('COMPLIANT', 'NON_COMPLIANT')), "
            "count(*) FILTER (verdict = 'UNJUDGED') "
            "FROM session_metrics WHERE assistant_id = ? AND partition_date = ?", p).fetchone()
        n, n_nc, n_decided, mean, lo, n_unjudged = row
        out.update(n_sessions=float(n), n_non_compliant_sessions=float(n_nc),
                   non_compliant_session_share=(n_nc / n_decided) if n_decided else None,
                   mean_compliance_score=_num(mean), min_compliance_score=_num(lo),
                   n_unjudged_sessions=float(n_unjudged))
        row = con.execute(
            "SELECT count(*) FILTER (verdict = 'NON_COMPLIANT'), "
            "count(*) FILTER (verdict IN ('COMPLIANT', 'NON_COMPLIANT')), "
            "count(*) FILTER (verdict = 'UNJUDGED'), count(*) "
            "FROM interaction_verdicts WHERE assistant_id = ? AND partition_date = ?", p).fetchone()
        out.update(n_non_compliant_interactions=float(row[0]),
                   non_compliant_interaction_share=(row[0] / row[1]) if row[1] else None,
                   n_unjudged_interactions=float(row[2]),
                   unjudged_interaction_share=(row[2] / row[3]) if row[3] else None)
        if {"assistant_id", "partition_date", "context_awareness"} <= table_columns(con, "context_metrics"):
            v = con.execute("SELECT avg(context_awareness) FROM context_metrics WHERE assistant_id = ? AND "
                            "partition_date = ?", p).fetchone()[0]
            out["mean_context_awareness"] = _num(v)
        return {}, out


class MetricRegistry:
    """The metrics rules may use, by level, and their loaders."""

    def __init__(self, sources: Iterable[MetricSource] = ()):
        self.sources: list[MetricSource] = []
        self._specs: dict[tuple[str, str], MetricSpec] = {}
        for s in sources:
            self.register(s)

    def register(self, source: MetricSource) -> None:
        """Add a source. Raises ``ValueError`` if one of its metric names is already registered at that level."""
        for spec in source.specs:
            key = (spec.level, spec.name)
            if key in self._specs:
                raise ValueError(f"metric {spec.name!r} ({spec.level}) is already registered")
        for spec in source.specs:
            self._specs[(spec.level, spec.name)] = spec
        self.sources.append(source)

    def spec(self, name: str, level: str) -> Optional[MetricSpec]:
        return self._specs.get((level, name))

    def names(self, level: str) -> list[str]:
        return sorted(n for (lv, n) in self._specs if lv == level)

    def load(self, con, assistant_id: str, partition_date: date) -> tuple[dict[str, Values], Values]:
        """All metric values of one partition: ``({session_id: {metric: value}}, {metric: value})``.

        A session appears when any source has a row for it; its metrics that no source provides are absent.
        """
        sessions: dict[str, Values] = {}
        partition: Values = {}
        for src in self.sources:
            per_session, part = src.load(con, assistant_id, partition_date)
            for sid, vals in per_session.items():
                sessions.setdefault(sid, {}).update(vals)
            partition.update(part)
        return sessions, partition


def default_registry() -> MetricRegistry:
    """A new registry with fairforge's built-in metrics (see the module docstring)."""
    return MetricRegistry([
        TableMetricSource("session_metrics", _SESSION_METRICS),
        TableMetricSource("context_metrics", _CONTEXT_METRICS),
        PartitionAggregateSource(),
    ])
