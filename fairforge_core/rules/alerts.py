"""Evaluate rules on a partition and record the outcome in DuckDB (``alerts``, ``alert_deliveries``).

:func:`evaluate_partition_alerts` replaces the partition's rows of ``alerts`` (the current outcome of the rules;
``not_triggered`` outcomes are counted, not stored) and queues one ``alert_deliveries`` row per triggered alert and
channel, in one transaction. Alert ids are deterministic (:func:`alert_id`), and a queued delivery is never queued
again (an existing ``(alert_id, channel)`` row is left as it is), so re-evaluating a partition with the same outcome
sends nothing new, whoever re-evaluates it (Dagster asset, CLI, notebook).
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from datetime import date, datetime
from typing import Any, Optional

from fairforge_core.rules.metrics import MetricRegistry, default_registry
from fairforge_core.rules.models import AlertStatus, Rule, RuleOutcome, RuleSet
from fairforge_core.rules.notify import build_payload
from fairforge_core.store.duckdb_store import DuckDBStore, json_dumps, utcnow

TEXT_LIMIT = 1000


def alert_id(rule: str, level: str, assistant_id: str, partition_date: date, session_id: Optional[str],
             status: str) -> str:
    """Deterministic alert id: the first 32 hex digits of sha256 over the JSON list
    ``[rule, level, assistant_id, partition_date (ISO), session_id or "", status]``."""
    key = json.dumps([rule, level, assistant_id, partition_date.isoformat(), session_id or "", status],
                     ensure_ascii=False)
    return hashlib.sha256(key.encode("utf-8")).hexdigest()[:32]


@dataclass
class AlertsReport:
    """What :func:`evaluate_partition_alerts` did for one partition."""

    assistant_id: str
    partition_date: date
    rules_evaluated: int = 0
    outcomes: dict[str, int] = field(default_factory=lambda: {s.value: 0 for s in AlertStatus})
    alerts: list[dict] = field(default_factory=list)        # stored rows (triggered and not_evaluable)
    new_alerts: int = 0                                     # alert ids not stored before
    deliveries_queued: int = 0                              # new alert_deliveries rows
    next_attempt_at: Optional[datetime] = None              # earliest due delivery in the whole database

    @property
    def triggered(self) -> list[dict]:
        return [a for a in self.alerts if a["status"] == AlertStatus.TRIGGERED.value]


def _clip(text: Optional[str]) -> Optional[str]:
    if text is None:
        return None
    return text if len(text) <= TEXT_LIMIT else text[: TEXT_LIMIT - 1] + "…"


def session_evidence(store: DuckDBStore, assistant_id: str, partition_date: date) -> dict[str, dict]:
    """Per session, its worst interaction (NON_COMPLIANT first, then COMPLIANT, UNJUDGED, IRRELEVANT; then lowest
    score, then position) with the most
    contradicting selected chunk of that interaction (lowest support score): its source, ``heading`` (where the chunk
    starts), ``rule_heading`` (the section holding the rule sentence; NULL in rows stored before that column),
    rule sentence, answer span, reason and support score."""
    p = [assistant_id, partition_date]
    rows = store.query_dicts(
        "SELECT session_id, qa_id, position, query, assistant, verdict, compliance_score, insight FROM ("
        "  SELECT *, row_number() OVER (PARTITION BY session_id ORDER BY CASE verdict WHEN 'NON_COMPLIANT' THEN 0 "
        "  WHEN 'COMPLIANT' THEN 1 WHEN 'UNJUDGED' THEN 2 ELSE 3 END, compliance_score, position) AS rn "
        "  FROM interaction_verdicts WHERE assistant_id = ? AND partition_date = ?) WHERE rn = 1", p)
    chunks = {}
    for c in store.query_dicts(
            "SELECT session_id, qa_id, source, heading, rule_heading, rule_sentence, answer_span, reason, "
            "reranker_score FROM ("
            "  SELECT *, row_number() OVER (PARTITION BY session_id, qa_id ORDER BY reranker_score, rank) AS rn "
            "  FROM retrieved_chunks WHERE assistant_id = ? AND partition_date = ? AND selected "
            "  AND verdict = 'CONTRADICTS') WHERE rn = 1", p):
        chunks[(c["session_id"], c["qa_id"])] = {
            "source": c["source"], "heading": c["heading"], "rule_heading": c["rule_heading"],
            "rule_sentence": _clip(c["rule_sentence"]),
            "answer_span": _clip(c["answer_span"]), "reason": _clip(c["reason"]),
            "support_score": c["reranker_score"]}
    out = {}
    for r in rows:
        out[r["session_id"]] = {
            "qa_id": r["qa_id"], "position": r["position"], "verdict": r["verdict"],
            "compliance_score": r["compliance_score"], "query": _clip(r["query"]), "answer": _clip(r["assistant"]),
            "insight": _clip(r["insight"]), "contradicting_chunk": chunks.get((r["session_id"], r["qa_id"])),
        }
    return out


def _session_insight(sid: str, ev: Optional[dict]) -> str:
    if not ev:
        return f"session {sid}: no interaction verdicts recorded"
    return f"{ev['qa_id']}: {ev['insight']}"


def _partition_evidence(store: DuckDBStore, assistant_id: str, partition_date: date,
                        evidence: dict[str, dict]) -> tuple[str, dict]:
    counts = dict(store.query("SELECT verdict, count(*) FROM session_metrics WHERE assistant_id = ? AND "
                              "partition_date = ? GROUP BY verdict", [assistant_id, partition_date]))
    worst = store.query_dicts(
        "SELECT session_id, compliance_score, verdict FROM session_metrics WHERE assistant_id = ? AND "
        "partition_date = ? AND verdict IN ('COMPLIANT', 'NON_COMPLIANT') ORDER BY compliance_score, session_id "
        "LIMIT 1", [assistant_id, partition_date])
    n_nc = counts.get("NON_COMPLIANT", 0)
    decided = n_nc + counts.get("COMPLIANT", 0)
    text = f"{n_nc} of {decided} session(s) NON_COMPLIANT ({sum(counts.values())} in the partition)"
    unjudged = store.query("SELECT count(*) FROM interaction_verdicts WHERE assistant_id = ? AND partition_date = ? "
                           "AND verdict = 'UNJUDGED'", [assistant_id, partition_date])[0][0]
    if unjudged:  # what the decision backend could not judge: not in the figures above, never COMPLIANT
        text += (f"; {unjudged} interaction(s) UNJUDGED (no judgement, left out of the scores), "
                 f"{counts.get('UNJUDGED', 0)} session(s) with none judged")
    ev: dict[str, Any] = {"session_verdicts": counts, "unjudged_interactions": unjudged}
    if worst:
        w = worst[0]
        sev = evidence.get(w["session_id"])
        text += f"; worst session {w['session_id']} (score {w['compliance_score']:.2f}): " + \
            _session_insight(w["session_id"], sev)
        # the session's own score and verdict; its worst interaction (with its own score and verdict) beside them
        ev["worst_session"] = {"session_id": w["session_id"], "compliance_score": w["compliance_score"],
                               "verdict": w["verdict"], "worst_interaction": sev}
    return _clip(text), ev


def _row(rule: Rule, outcome: RuleOutcome, assistant_id: str, day: date, session_id: Optional[str],
         insight: Optional[str], evidence: Optional[dict], now: datetime) -> dict:
    return {
        "alert_id": alert_id(rule.name, rule.level, assistant_id, day, session_id, outcome.status.value),
        "rule": rule.name, "level": rule.level, "assistant_id": assistant_id, "partition_date": day,
        "session_id": session_id, "status": outcome.status.value, "combine_type": rule.combine_type,
        "trigger_on": rule.trigger_on, "metrics": outcome.metric_values(),
        "conditions": [c.as_dict() for c in outcome.conditions], "insight": insight, "evidence": evidence,
        "created_at": now, "evaluated_at": now,
    }


def next_due(store: DuckDBStore) -> Optional[datetime]:
    """When the next delivery is due: the earliest ``next_attempt_at`` of pending/retrying deliveries, or the
    earliest expired-claim time of ``sending`` ones; ``None`` when nothing is waiting."""
    row = store.query(
        "SELECT min(CASE WHEN status = 'sending' THEN lease_until ELSE next_attempt_at END) FROM alert_deliveries "
        "WHERE status IN ('pending', 'retrying', 'sending')")
    return row[0][0] if row else None


def evaluate_partition_alerts(store: DuckDBStore, ruleset: RuleSet, assistant_id: str, partition_date: date,
                              registry: Optional[MetricRegistry] = None,
                              now: Optional[datetime] = None) -> AlertsReport:
    """Evaluate the rules that apply to ``assistant_id`` on one partition and record the outcome.

    Session-level rules are evaluated on every session that has metrics in the partition; partition-level rules
    once, on the partition aggregates. In one transaction: the partition's ``alerts`` rows are replaced
    (``created_at`` of alerts seen before is kept), and each triggered alert gets one ``pending`` delivery per
    channel of its rule unless that ``(alert_id, channel)`` was queued before (then nothing changes: delivered stays
    delivered).

    Args:
        store: an open, writable store (schema migrated).
        ruleset: validated rules (:func:`~fairforge_core.rules.loader.load_rules`).
        registry: metric sources (default :func:`~fairforge_core.rules.metrics.default_registry`).
        now: timestamp for ``created_at``/``evaluated_at`` and the deliveries' first due time (default: now, UTC).
    """
    registry = registry or default_registry()
    now = now or utcnow()
    report = AlertsReport(assistant_id, partition_date)
    rules = [r for r in ruleset.rules if r.applies_to(assistant_id)]
    report.rules_evaluated = len(rules)
    sessions, partition = registry.load(store.con, assistant_id, partition_date) if rules else ({}, {})
    evidence: Optional[dict[str, dict]] = None
    rows: list[dict] = []
    for rule in rules:
        subjects = [(sid, sessions[sid]) for sid in sorted(sessions)] if rule.level == "session" \
            else [(None, partition)]
        for sid, values in subjects:
            outcome = rule.evaluate(values)
            report.outcomes[outcome.status.value] += 1
            if outcome.status is AlertStatus.NOT_TRIGGERED:
                continue
            insight, ev = None, None
            if outcome.status is AlertStatus.TRIGGERED:
                if evidence is None:
                    evidence = session_evidence(store, assistant_id, partition_date)
                if sid is not None:
                    ev = evidence.get(sid)
                    insight = _session_insight(sid, ev)
                else:
                    insight, ev = _partition_evidence(store, assistant_id, partition_date, evidence)
            else:
                insight = "not evaluable: missing " + ", ".join(outcome.missing_metrics)
            rows.append(_row(rule, outcome, assistant_id, partition_date, sid, insight, ev, now))
    by_rule = {r.name: r for r in rules}
    with store.transaction():
        known = dict(store.query("SELECT alert_id, created_at FROM alerts WHERE assistant_id = ? AND "
                                 "partition_date = ?", [assistant_id, partition_date]))
        store.con.execute("DELETE FROM alerts WHERE assistant_id = ? AND partition_date = ?",
                          [assistant_id, partition_date])
        for r in rows:
            if r["alert_id"] in known:
                r["created_at"] = known[r["alert_id"]]
            else:
                report.new_alerts += 1
        if rows:
            store.insert_columns("alerts", {
                k: [json_dumps(r[k]) if k in ("metrics", "conditions", "evidence") and r[k] is not None else r[k]
                    for r in rows]
                for k in rows[0]})
        queued = set(store.query("SELECT alert_id, channel FROM alert_deliveries WHERE assistant_id = ? AND "
                                 "partition_date = ?", [assistant_id, partition_date]))
        new = []
        for r in rows:
            if r["status"] != AlertStatus.TRIGGERED.value:
                continue
            rule = by_rule[r["rule"]]
            channels = [ch for ch in rule.channels() if (r["alert_id"], ch) not in queued]
            if channels:
                payload = json_dumps(build_payload(r, rule))
                new += [(r, ch, payload) for ch in channels]
        n = len(new)
        store.insert_columns("alert_deliveries", {
            "alert_id": [r["alert_id"] for r, _, _ in new], "channel": [ch for _, ch, _ in new],
            "rule": [r["rule"] for r, _, _ in new], "assistant_id": [assistant_id] * n,
            "partition_date": [partition_date] * n, "session_id": [r["session_id"] for r, _, _ in new],
            "status": ["pending"] * n, "attempts": [0] * n, "next_attempt_at": [now] * n, "created_at": [now] * n,
            "payload": [p for _, _, p in new],
        })
        report.deliveries_queued = n
        report.next_attempt_at = next_due(store)
    report.alerts = rows
    return report


#: the states of an ``alert_deliveries`` row (docs/alerts.md, "Tables")
DELIVERY_STATUSES = ("pending", "sending", "retrying", "delivered", "failed", "suppressed", "cancelled")


def check_delivery_state(delivery: Optional[str]) -> None:
    """Raises ValueError, naming the valid states, unless ``delivery`` is None or one of :data:`DELIVERY_STATUSES`."""
    if delivery is not None and delivery not in DELIVERY_STATUSES:
        raise ValueError(f"unknown delivery state {delivery!r}: one of {', '.join(DELIVERY_STATUSES)}")


def list_alerts(store: DuckDBStore, *, assistant_id: Optional[str] = None, status: Optional[str] = None,
                rule: Optional[str] = None, delivery: Optional[str] = None, limit: int = 100) -> list[dict]:
    """Current alerts (newest first) with their deliveries: each dict has the ``alerts`` columns (JSON decoded)
    and ``deliveries``: ``[{channel, status, attempts, last_error, next_attempt_at, delivered_at}]``.
    ``delivery`` (one of :data:`DELIVERY_STATUSES`): only alerts with a delivery in that state, e.g. "failed".

    Raises:
        ValueError: ``delivery`` is not a delivery state (:func:`check_delivery_state`)."""
    check_delivery_state(delivery)
    where, params = [], []
    for col, val in (("assistant_id", assistant_id), ("status", status), ("rule", rule)):
        if val is not None:
            where.append(f"{col} = ?")
            params.append(val)
    if delivery is not None:
        where.append("alert_id IN (SELECT alert_id FROM alert_deliveries WHERE status = ?)")
        params.append(delivery)
    sql = "SELECT * FROM alerts" + (" WHERE " + " AND ".join(where) if where else "") + \
        " ORDER BY created_at DESC, partition_date DESC, rule, assistant_id, session_id LIMIT ?"
    rows = store.query_dicts(sql, [*params, limit])
    ids = [r["alert_id"] for r in rows]
    deliveries: dict[str, list[dict]] = {}
    if ids:
        marks = ", ".join("?" * len(ids))
        for d in store.query_dicts(
                "SELECT alert_id, channel, status, attempts, last_error, next_attempt_at, delivered_at FROM "
                f"alert_deliveries WHERE alert_id IN ({marks}) ORDER BY channel", ids):
            deliveries.setdefault(d.pop("alert_id"), []).append(d)
    for r in rows:
        for k in ("metrics", "conditions", "evidence"):
            if r.get(k) is not None:
                r[k] = json.loads(r[k])
        r["deliveries"] = deliveries.get(r["alert_id"], [])
    return rows


def delivery_counts(store: DuckDBStore) -> dict[str, int]:
    """Number of ``alert_deliveries`` rows per status."""
    return dict(store.query("SELECT status, count(*) FROM alert_deliveries GROUP BY status ORDER BY status"))
