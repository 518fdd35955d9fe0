"""Alert rules in Dagster: the ``metric_alerts`` asset, the ``alert_deliveries`` asset, and the sensor that launches
deliveries.

Design (DuckDB allows one writer process; sensors run in the long-lived daemon/code-server process):

* ``metric_alerts`` [assistant x date] (``pool="duckdb"``) evaluates the rules on the partition's metrics and
  records ``alerts`` plus one queued ``alert_deliveries`` row per triggered alert and channel. It is materialized by
  Declarative Automation after ``session_metrics`` (``eager`` without the latest-time-window filter, so backfilled
  days count too), by ``fairforge evaluate --rules``, or by hand.
* ``alert_deliveries`` (unpartitioned, ``pool="duckdb"``) is one delivery pass over the outbox
  (:func:`fairforge_core.rules.deliver_pending`): due notifications are sent once and their state recorded in the
  same table that is checked. The database is opened only for the short claim and record steps.
* ``alert_delivery_sensor`` never opens DuckDB. It reads the Dagster event log (new ``metric_alerts`` and
  ``alert_deliveries`` materializations and their ``next_attempt_at`` metadata) and requests an
  ``alert_delivery_job`` run with a ``run_key`` when something is due. The exactly-once guarantee is the outbox's
  (delivered rows are never sent again); the cursor and run keys only avoid useless runs.
"""


import json
import os
from datetime import datetime, timezone
from typing import Optional

import dagster as dg
from pydantic import Field

from fairforge_assets.assets import DUCKDB_POOL, _md_table, session_metrics
from fairforge_assets.partitions import compliance_partitions, split_partition_key
from fairforge_assets.resources import FairforgeResource
from fairforge_core.rules import (
    Notifier,
    RuleSet,
    RulesFileError,
    SmtpCredentials,
    deliver_pending,
    evaluate_partition_alerts,
    load_rules,
)
from fairforge_core.rules.notify import SMTP_PASSWORD_ENV, SMTP_USERNAME_ENV
from fairforge_core.text import shorten

#: A due delivery whose run produced no new event after this many seconds is requested again (new run key).
STUCK_RETRY_SECONDS = 300
ALERT_DELIVERY_JOB = "alert_delivery_job"


class AlertNotifierResource(dg.ConfigurableResource):
    """Secrets of the notification channels. Set them with ``dg.EnvVar`` (the UI then shows the variable's name,
    never its value); :func:`alert_notifier_from_env` does so for ``FAIRFORGE_SMTP_USERNAME`` and
    ``FAIRFORGE_SMTP_PASSWORD`` when they are set. Webhook/Slack URLs named by ``*_url_env`` in the rules file are
    read from the run's environment."""

    smtp_username: Optional[str] = Field(default=None, repr=False)
    smtp_password: Optional[str] = Field(default=None, repr=False)

    def credentials(self) -> SmtpCredentials:
        """The configured credentials; when neither field is set, ``FAIRFORGE_SMTP_*`` of the run's environment."""
        if self.smtp_username or self.smtp_password:
            return SmtpCredentials(self.smtp_username or None, self.smtp_password or None)
        return SmtpCredentials.from_env()

    def __repr__(self) -> str:
        return (f"AlertNotifierResource(smtp_username={'***' if self.smtp_username else None}, "
                f"smtp_password={'***' if self.smtp_password else None})")


def alert_notifier_from_env() -> AlertNotifierResource:
    """The resource with ``dg.EnvVar`` for each SMTP credential variable that is set (unset ones stay empty, so
    deployments without e-mail need no variables)."""
    kwargs = {}
    for field_name, var in (("smtp_username", SMTP_USERNAME_ENV), ("smtp_password", SMTP_PASSWORD_ENV)):
        if os.environ.get(var):
            kwargs[field_name] = dg.EnvVar(var)
    return AlertNotifierResource(**kwargs)


def load_ruleset(fairforge: FairforgeResource) -> RuleSet:
    """The configured rules (empty when ``rules_file`` is not set). Raises ``dg.Failure`` on an invalid file."""
    if not fairforge.rules_file:
        return RuleSet()
    try:
        return load_rules(fairforge.rules_file)
    except RulesFileError as exc:
        raise dg.Failure(description=str(exc)) from None


def _iso(v: Optional[datetime]) -> str:
    return v.astimezone(timezone.utc).isoformat() if v else ""


def _fmt_metrics(m: dict) -> str:
    return ", ".join(f"{k}={'null' if v is None else f'{v:.4g}'}" for k, v in m.items())


@dg.asset(
    group_name="alerts",
    kinds={"duckdb"},
    pool=DUCKDB_POOL,
    partitions_def=compliance_partitions,
    deps=[session_metrics],
    automation_condition=dg.AutomationCondition.eager().without(dg.AutomationCondition.in_latest_time_window()),
    description="Alert rules (rules_file) evaluated on the partition's session and partition metrics: triggered "
    "and not-evaluable outcomes in the alerts table, and one queued notification per triggered alert and channel "
    "in alert_deliveries (queued once: re-runs with the same outcome queue nothing).",
)
def metric_alerts(context: dg.AssetExecutionContext, fairforge: FairforgeResource) -> dg.MaterializeResult:
    assistant_id, day = split_partition_key(context.partition_key)
    if not fairforge.rules_file:
        # leave recorded alerts as they are: a deployment that lost its configuration must not erase them
        context.log.info("no rules_file configured: no alert rules evaluated, alerts table unchanged")
        return dg.MaterializeResult(metadata={"rules_file": "(none)", "rules_evaluated": 0, "triggered": 0,
                                              "deliveries_queued": 0})
    ruleset = load_ruleset(fairforge)
    with fairforge.open_store() as store:
        report = evaluate_partition_alerts(store, ruleset, assistant_id, day)
    for a in report.triggered:
        context.log.warning(f"ALERT {a['rule']} triggered for {assistant_id} {day}"
                            + (f" session {a['session_id']}" if a["session_id"] else "")
                            + f": {_fmt_metrics(a['metrics'])} | {a['insight']}")
    rows = [{"rule": a["rule"], "session_id": a["session_id"] or "(partition)", "status": a["status"],
             "metrics": _fmt_metrics(a["metrics"]), "insight": shorten(a["insight"] or "", 200)} for a in report.alerts]
    return dg.MaterializeResult(metadata={
        "dagster/row_count": len(report.alerts),
        "rules_file": fairforge.rules_file or "(none)",
        "rules_evaluated": report.rules_evaluated,
        "triggered": report.outcomes["triggered"],
        "not_evaluable": report.outcomes["not_evaluable"],
        "not_triggered": report.outcomes["not_triggered"],
        "new_alerts": report.new_alerts,
        "deliveries_queued": report.deliveries_queued,
        "next_attempt_at": _iso(report.next_attempt_at),
        "alerts": dg.MetadataValue.md(_md_table(rows, ["rule", "session_id", "status", "metrics", "insight"],
                                                limit=50)),
        "triggered_alerts": dg.MetadataValue.json([
            {"alert_id": a["alert_id"], "rule": a["rule"], "session_id": a["session_id"],
             "metrics": a["metrics"], "insight": shorten(a["insight"] or "", 300)} for a in report.triggered[:50]]),
    })


@dg.asset(
    group_name="alerts",
    kinds={"duckdb"},
    pool=DUCKDB_POOL,
    deps=[metric_alerts],
    description="One delivery pass over the alert_deliveries outbox: every due notification is sent once "
    "(webhook, slack, email, log) and its state recorded there; failures are retried with backoff by later passes.",
)
def alert_deliveries(context: dg.AssetExecutionContext, fairforge: FairforgeResource,
                     alert_notifier: AlertNotifierResource) -> dg.MaterializeResult:
    if not fairforge.rules_file:
        # without the rules the targets are unknown; queued notifications wait (they are not cancelled)
        context.log.warning("no rules_file configured: delivery pass skipped, queued notifications kept")
        return dg.MaterializeResult(metadata={"rules_file": "(none)", "delivered": 0})
    ruleset = load_ruleset(fairforge)
    notifier = Notifier(ruleset.smtp, alert_notifier.credentials(), timeout=ruleset.delivery.timeout_seconds,
                        logger=context.log)
    report = deliver_pending(fairforge.open_store, ruleset, notifier, logger=context.log)
    counts = report.counts
    rows = [{"alert": o["alert_id"][:12], "rule": o["rule"], "assistant": o["assistant_id"],
             "session": o["session_id"] or "(partition)", "channel": o["channel"], "status": o["status"],
             "attempts": o["attempts"], "error": shorten(o["error"] or "", 160)} for o in report.outcomes]
    return dg.MaterializeResult(metadata={
        "delivered": counts.get("delivered", 0),
        "retrying": counts.get("retrying", 0),
        "failed": counts.get("failed", 0),
        "suppressed": counts.get("suppressed", 0),
        "cancelled": counts.get("cancelled", 0),
        "pending": report.pending,
        "next_attempt_at": _iso(report.next_attempt_at),
        "outcomes": dg.MetadataValue.md(_md_table(rows, ["alert", "rule", "assistant", "session", "channel",
                                                         "status", "attempts", "error"], limit=50)),
    })


alert_delivery_job = dg.define_asset_job(
    ALERT_DELIVERY_JOB,
    selection=dg.AssetSelection.assets(alert_deliveries),
    description="Send due alert notifications once (launched by alert_delivery_sensor).",
)

_ACTIVE = [dg.DagsterRunStatus.QUEUED, dg.DagsterRunStatus.NOT_STARTED, dg.DagsterRunStatus.STARTING,
           dg.DagsterRunStatus.STARTED]


def _records(instance: dg.DagsterInstance, key: dg.AssetKey, after: int) -> list:
    return list(instance.fetch_materializations(
        dg.AssetRecordsFilter(asset_key=key, after_storage_id=after or None), limit=1000, ascending=True).records)


def _md_value(rec, name: str):
    md = rec.asset_materialization.metadata if rec.asset_materialization else {}
    v = md.get(name)
    return None if v is None else v.value


@dg.sensor(
    job=alert_delivery_job,
    minimum_interval_seconds=30,
    default_status=dg.DefaultSensorStatus.STOPPED,
    description="Watches metric_alerts and alert_deliveries materializations (Dagster event log only, never "
    "DuckDB) and launches alert_delivery_job when notifications are due: new triggered alerts, or retries whose "
    "backoff has passed. Each notification is sent once (the outbox in DuckDB records delivery).",
)
def alert_delivery_sensor(context: dg.SensorEvaluationContext):
    cur = json.loads(context.cursor) if context.cursor else {}
    after_a, after_d = int(cur.get("alerts_after", 0)), int(cur.get("deliveries_after", 0))
    due: Optional[str] = cur.get("due") or None
    last = int(cur.get("last_event", 0))
    new_a = _records(context.instance, metric_alerts.key, after_a)
    new_d = _records(context.instance, alert_deliveries.key, after_d)
    for rec in new_a:
        assistant_id, day = split_partition_key(rec.partition_key)
        triggered = _md_value(rec, "triggered_alerts") or []
        context.log.info(f"metric_alerts {assistant_id} {day}: {_md_value(rec, 'triggered') or 0} triggered, "
                         f"{_md_value(rec, 'deliveries_queued') or 0} notification(s) queued")
        for a in triggered:
            context.log.info(f"  alert {a['alert_id'][:12]} {a['rule']}"
                             + (f" session {a['session_id']}" if a.get("session_id") else "")
                             + f": {_fmt_metrics(a.get('metrics') or {})} | {a.get('insight', '')}")
    for rec in new_d:
        context.log.info("alert_deliveries: " + ", ".join(
            f"{k} {_md_value(rec, k) or 0}" for k in ("delivered", "retrying", "failed", "suppressed", "pending")))
    events = sorted([*new_a, *new_d], key=lambda r: r.storage_id)
    if events:
        last = events[-1].storage_id
        for rec in events:  # the latest event that knows the outbox state (skipped passes do not)
            md = rec.asset_materialization.metadata if rec.asset_materialization else {}
            if "next_attempt_at" in md:
                due = md["next_attempt_at"].value or None
        # defensive (runs finishing out of order): notifications queued after the latest delivery pass are due
        last_pass = new_d[-1].storage_id if new_d else after_d
        if not due and any((_md_value(r, "deliveries_queued") or 0) > 0 and r.storage_id > last_pass for r in new_a):
            due = datetime.now(timezone.utc).isoformat()
    cursor = json.dumps({
        "alerts_after": new_a[-1].storage_id if new_a else after_a,
        "deliveries_after": new_d[-1].storage_id if new_d else after_d,
        "due": due, "last_event": last,
    })
    if not due:
        return dg.SensorResult(skip_reason=dg.SkipReason("no alert notifications waiting"), cursor=cursor)
    now = datetime.now(timezone.utc)
    due_at = datetime.fromisoformat(due)
    if due_at > now:
        return dg.SensorResult(skip_reason=dg.SkipReason(f"next notification retry due at {due}"), cursor=cursor)
    active = context.instance.get_runs(filters=dg.RunsFilter(job_name=ALERT_DELIVERY_JOB, statuses=_ACTIVE), limit=1)
    if active:
        return dg.SensorResult(skip_reason=dg.SkipReason(f"delivery run {active[0].run_id} is still in progress"),
                               cursor=cursor)
    bucket = int((now - due_at).total_seconds() // STUCK_RETRY_SECONDS)
    run_key = f"alert-delivery:{last}:{bucket}"
    context.log.info(f"notifications due since {due}: requesting {ALERT_DELIVERY_JOB} (run_key {run_key})")
    return dg.SensorResult(run_requests=[dg.RunRequest(run_key=run_key)], cursor=cursor)


alert_assets = [metric_alerts, alert_deliveries]
