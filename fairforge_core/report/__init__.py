"""The static HTML report of a fairforge DuckDB file: ``index.html`` plus PNG plots in one folder.

Nothing is fetched when the page is viewed (no scripts, fonts or styles from the network): it can be opened from
disk, attached to a ticket or served by any static web server. The page is rendered from the Jinja2 template
``report.html.j2`` next to this module (the page's words and layout are data); the plot is drawn by matplotlib.

Compliance per assistant per day is the estimated rate of COMPLIANT sessions among the sessions the rules applied to
(COMPLIANT or NON_COMPLIANT; IRRELEVANT and UNJUDGED sessions are counted but left out): the mean of a
Beta(1 + compliant, 1 + non-compliant) posterior (uniform prior), with its 95 % equal-tailed credible interval; the
page also shows the counts (2 compliant of 2 reads 75 %).
"""

from __future__ import annotations

import io
import time
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Optional

from fairforge_core.store import DuckDBStore

TEMPLATE = "report.html.j2"
PLOT_FILE = "compliance.png"
INTERVAL_MASS = 0.95


@dataclass
class ReportResult:
    """What :func:`write_report` wrote.

    Attributes:
        index: path of ``index.html``.
        images: paths of the image files (empty when there is nothing to plot).
        days: rows of the per-assistant, per-day table (dicts: ``assistant_id``, ``partition_date``, ``sessions``,
            ``compliant``, ``applicable``, ``rate`` (None when no session applied), ``ci_low``, ``ci_high`` (in
            [0, 1]), ``corpus_versions``).
        verdict_counts: ``{"sessions" | "interactions": {verdict: count}}``.
        worst_sessions: number of sessions listed as worst.
        alerts: number of triggered alerts listed.
        seconds: generation time.
    """

    index: Path
    images: list[Path]
    days: list[dict]
    verdict_counts: dict[str, dict[str, int]]
    worst_sessions: int
    alerts: int
    seconds: float
    plot_png: Optional[bytes] = field(default=None, repr=False)


def compliance_interval(compliant: int, applicable: int, mass: float = INTERVAL_MASS) -> tuple[float, float, float]:
    """Posterior mean and equal-tailed credible interval of a compliance rate.

    Args:
        compliant: COMPLIANT sessions (0 <= compliant <= applicable).
        applicable: COMPLIANT plus NON_COMPLIANT sessions (>= 0).
        mass: probability mass of the interval, in (0, 1).

    Returns:
        ``(mean, low, high)`` of Beta(1 + compliant, 1 + applicable - compliant), all in [0, 1].

    Raises:
        ValueError: counts out of range.
    """
    if not 0 <= compliant <= applicable:
        raise ValueError(f"need 0 <= compliant <= applicable, got {compliant} of {applicable}")
    from scipy.stats import beta

    a, b = 1 + compliant, 1 + applicable - compliant
    tail = (1 - mass) / 2
    return a / (a + b), float(beta.ppf(tail, a, b)), float(beta.ppf(1 - tail, a, b))


def _days(store: DuckDBStore) -> list[dict]:
    rows = store.query_dicts(
        "SELECT assistant_id, partition_date, count(*) AS sessions, "
        "count(*) FILTER (verdict = 'COMPLIANT') AS compliant, "
        "count(*) FILTER (verdict IN ('COMPLIANT', 'NON_COMPLIANT')) AS applicable, "
        "string_agg(DISTINCT corpus_version, ', ' ORDER BY corpus_version) AS corpus_versions "
        "FROM session_metrics GROUP BY 1, 2 ORDER BY 1, 2")
    for r in rows:
        if r["applicable"]:
            r["rate"], r["ci_low"], r["ci_high"] = compliance_interval(r["compliant"], r["applicable"])
        else:
            r["rate"] = r["ci_low"] = r["ci_high"] = None
    return rows


def _day_axis(ax) -> None:
    """Date ticks on whole days (partitions are days): never the hours between two days."""
    from matplotlib.dates import AutoDateLocator, DateFormatter

    locator = AutoDateLocator(minticks=2, maxticks=10)
    locator.intervald[3] = [1, 2, 7, 14]  # DAILY
    locator.intervald[4] = [24]  # HOURLY: a day at most
    ax.xaxis.set_major_locator(locator)
    ax.xaxis.set_major_formatter(DateFormatter("%Y-%m-%d"))


def _plot(days: list[dict], path: Path) -> Optional[bytes]:
    """Compliance per assistant per day with its credible interval, as a PNG at ``path``; None if nothing to
    plot."""
    fig = _figure(days)
    if fig is None:
        return None
    buffer = io.BytesIO()
    fig.savefig(buffer, format="png")
    png = buffer.getvalue()
    path.write_bytes(png)
    return png


def _figure(days: list[dict]):
    """The figure of :func:`_plot` (a matplotlib ``Figure``), or None if no day has a rate. The legend sits right of
    the axes, so it never hides a point or an interval."""
    points = [d for d in days if d["rate"] is not None]
    if not points:
        return None
    from matplotlib.figure import Figure  # no pyplot: the caller's matplotlib backend is left as it is

    fig = Figure(figsize=(9, 4.2), dpi=110)
    ax = fig.add_subplot()
    assistants = sorted({d["assistant_id"] for d in points})
    for i, a in enumerate(assistants):
        mine = [d for d in points if d["assistant_id"] == a]
        x = [d["partition_date"] for d in mine]
        y = [d["rate"] for d in mine]
        err = [[d["rate"] - d["ci_low"] for d in mine], [d["ci_high"] - d["rate"] for d in mine]]
        ax.errorbar(x, y, yerr=err, marker="o", capsize=4, label=a, color=f"C{i % 10}")
    _day_axis(ax)
    ax.set_ylim(-0.02, 1.02)
    ax.set_ylabel("compliant share of sessions")
    ax.set_title(f"Compliance per assistant and day ({INTERVAL_MASS:.0%} credible interval)")
    ax.grid(alpha=0.3)
    ax.legend(loc="upper left", bbox_to_anchor=(1.01, 1.0), borderaxespad=0.0, fontsize="small")
    fig.autofmt_xdate()
    fig.tight_layout()
    return fig


def _worst(store: DuckDBStore, limit: int) -> list[dict]:
    """The ``limit`` lowest-scoring NON_COMPLIANT sessions, each with its NON_COMPLIANT interactions and their
    CONTRADICTS evidence: three queries, whatever ``limit`` is."""
    worst = ("SELECT assistant_id, partition_date, session_id, compliance_score, compliance_score_ci_low, "
             "compliance_score_ci_high, n_non_compliant, n_interactions, corpus_version FROM session_metrics "
             "WHERE verdict = 'NON_COMPLIANT' ORDER BY compliance_score, n_non_compliant DESC, session_id LIMIT ?")
    sessions = store.query_dicts(worst, [limit])
    if not sessions:
        return sessions
    by_key = {(s["assistant_id"], s["partition_date"], s["session_id"]): s for s in sessions}
    for s in sessions:
        s["interactions"] = []
    keys = f"SELECT assistant_id, partition_date, session_id FROM ({worst})"
    interactions = {}
    for i in store.query_dicts(
            f"SELECT assistant_id, partition_date, session_id, qa_id, insight FROM interaction_verdicts "
            f"WHERE (assistant_id, partition_date, session_id) IN ({keys}) AND verdict = 'NON_COMPLIANT' "
            f"ORDER BY position", [limit]):
        key = (i.pop("assistant_id"), i.pop("partition_date"), i.pop("session_id"))
        i["evidence"] = []
        by_key[key]["interactions"].append(i)
        interactions[(*key, i["qa_id"])] = i
    for e in store.query_dicts(
            f"SELECT assistant_id, partition_date, session_id, qa_id, source, "
            f"coalesce(rule_heading, heading) AS heading, rule_sentence, answer_span FROM retrieved_chunks "
            f"WHERE (assistant_id, partition_date, session_id) IN ({keys}) AND selected AND verdict = 'CONTRADICTS' "
            f"ORDER BY rank", [limit]):
        key = (e.pop("assistant_id"), e.pop("partition_date"), e.pop("session_id"), e.pop("qa_id"))
        if key in interactions:
            interactions[key]["evidence"].append(e)
    return sessions


def write_report(database: str | Path, out_dir: str | Path, worst: int = 10) -> ReportResult:
    """Write the report of ``database`` into ``out_dir`` (created if missing; files of an earlier report there are
    replaced).

    Args:
        database: an existing fairforge DuckDB file (opened read-only).
        out_dir: folder for ``index.html`` and ``compliance.png``.
        worst: how many NON_COMPLIANT sessions to list with their evidence (>= 0).

    Returns:
        :class:`ReportResult`.

    Raises:
        FileNotFoundError: ``database`` does not exist.
        duckdb.Error: it is not a DuckDB file, or not one fairforge wrote.
    """
    t0 = time.perf_counter()
    from fairforge_core.store.duckdb_store import is_ducklake

    if not is_ducklake(str(database)) and not Path(database).is_file():
        raise FileNotFoundError(f"database not found: {database}")
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    with DuckDBStore(database, read_only=True) as store:
        days = _days(store)
        counts = {
            table: dict(store.query(f"SELECT verdict, count(*) FROM {src} GROUP BY 1 ORDER BY 2 DESC"))
            for table, src in (("sessions", "session_metrics"), ("interactions", "interaction_verdicts"))
        }
        per_assistant = store.query_dicts(
            "SELECT assistant_id, count(*) AS sessions, count(*) FILTER (verdict = 'COMPLIANT') AS compliant, "
            "count(*) FILTER (verdict = 'NON_COMPLIANT') AS non_compliant, "
            "count(*) FILTER (verdict = 'IRRELEVANT') AS irrelevant, count(*) FILTER (verdict = 'UNJUDGED') "
            "AS unjudged FROM session_metrics GROUP BY 1 ORDER BY 1")
        worst_sessions = _worst(store, worst)
        alerts = store.query_dicts(
            "SELECT rule, level, assistant_id, partition_date, session_id, insight, evaluated_at FROM alerts "
            "WHERE status = 'triggered' ORDER BY partition_date DESC, assistant_id, rule, session_id LIMIT 200")
        versions = store.query_dicts(
            "SELECT snapshot_id, source_kind, location, n_documents, commit_message, first_seen_at "
            "FROM corpus_snapshots WHERE snapshot_id IN (SELECT DISTINCT corpus_version FROM session_metrics) "
            "ORDER BY first_seen_at")
    plot = out / PLOT_FILE
    png = _plot(days, plot)
    if png is None and plot.exists():
        plot.unlink()  # a plot of an earlier report would show data this one does not have
    import jinja2

    env = jinja2.Environment(loader=jinja2.PackageLoader("fairforge_core", "report"),
                             autoescape=jinja2.select_autoescape(default=True), undefined=jinja2.StrictUndefined)
    html = env.get_template(TEMPLATE).render(
        database=str(database), generated_at=datetime.now(timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
        days=days, counts=counts, per_assistant=per_assistant, worst=worst_sessions, alerts=alerts,
        versions=versions, plot=PLOT_FILE if png is not None else None, mass=INTERVAL_MASS)
    index = out / "index.html"
    index.write_text(html, encoding="utf-8")
    return ReportResult(index=index, images=[plot] if png is not None else [], days=days, verdict_counts=counts,
                        worst_sessions=len(worst_sessions), alerts=len(alerts), seconds=time.perf_counter() - t0,
                        plot_png=png)
