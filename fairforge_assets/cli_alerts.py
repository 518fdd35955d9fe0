"""``fairforge alerts`` and the alert steps of ``fairforge evaluate --rules FILE``.

``evaluate --rules`` materializes ``metric_alerts`` with each partition and then ``alert_deliveries`` once: the same
assets, and so the same delivery code and outbox, as the Dagster sensor. Running it again sends nothing new.
"""

from __future__ import annotations

import argparse
import json
import sys
from datetime import datetime, timezone

from fairforge_assets.cli import CliError, _first_failure, _run_config_quiet, _settings_from_args, require_database
from fairforge_core.text import shorten


def alert_resources(settings) -> dict:
    """Resources needed by the alert assets (SMTP credentials from ``FAIRFORGE_SMTP_*`` via ``dg.EnvVar``)."""
    from fairforge_assets.alerts import alert_notifier_from_env

    return {"alert_notifier": alert_notifier_from_env()}


def check_rules(settings):
    """Load and validate ``settings.rules_file``; ``None`` when unset. Raises :class:`CliError` naming the rule and
    field of every problem."""
    if not settings.rules_file:
        return None
    from fairforge_core.rules import RulesFileError, load_rules

    try:
        return load_rules(settings.rules_file)
    except RulesFileError as exc:
        raise CliError(str(exc)) from exc


def deliver_after_evaluate(settings, resources: dict, instance, partitions) -> list[str]:
    """Materialize ``alert_deliveries`` once and print the partitions' alerts and the delivery outcomes.

    Returns failure messages of the delivery run (empty on success; failed notifications are not run failures:
    they are recorded and retried).
    """
    import dagster as dg

    from fairforge_assets.definitions import ALL_ASSETS, ALL_CHECKS
    from fairforge_core.store import DuckDBStore

    res = dg.materialize([*ALL_ASSETS, *ALL_CHECKS], selection=["alert_deliveries"], resources=resources,
                         instance=instance, run_config=_run_config_quiet(), raise_on_error=False)
    failures = [] if res.success else [f"alert_deliveries: {_first_failure(res)}"]
    with DuckDBStore(settings.database) as store:
        print_partition_alerts(store, partitions)
    if res.success:
        md = res.asset_materializations_for_node("alert_deliveries")[-1].metadata
        counts = {k: md[k].value for k in ("delivered", "retrying", "failed", "suppressed", "cancelled", "pending")}
        print("notifications: " + ", ".join(f"{v} {k}" for k, v in counts.items()))
        if md["next_attempt_at"].value:
            print(f"  next retry due at {md['next_attempt_at'].value} (run `fairforge evaluate` or "
                  "`fairforge alerts --deliver` again, or let alert_delivery_sensor do it)")
    return failures


def print_partition_alerts(store, partitions) -> None:
    from fairforge_core.rules import list_alerts

    rows = []
    for assistant_id, day in partitions:
        rows += [a for a in list_alerts(store, assistant_id=assistant_id, limit=10_000)
                 if a["partition_date"] == day]
    trig = [a for a in rows if a["status"] == "triggered"]
    nev = [a for a in rows if a["status"] == "not_evaluable"]
    print(f"\nalerts: {len(trig)} triggered, {len(nev)} not evaluable (table alerts)")
    for a in trig[:15]:
        print("  " + _alert_line(a))


def _fmt_metrics(m: dict) -> str:
    return ", ".join(f"{k}={'null' if v is None else f'{v:.4g}'}" for k, v in (m or {}).items())


def _delivery_text(d: dict) -> str:
    s = f"{d['channel']}:{d['status']}"
    if d["status"] in ("retrying", "failed") or d["attempts"] > 1:
        s += f"({d['attempts']})"
    if d["status"] == "retrying" and d.get("next_attempt_at"):
        s += f" next {d['next_attempt_at'].astimezone(timezone.utc):%Y-%m-%d %H:%M:%S}Z"
    return s


def _alert_line(a: dict) -> str:
    where = f"{a['assistant_id']} {a['partition_date']}" + (f" {a['session_id']}" if a["session_id"] else "")
    deliveries = " ".join(_delivery_text(d) for d in a["deliveries"]) or "no notification"
    return f"{a['rule']:<20} {where:<40} {_fmt_metrics(a['metrics'])}  [{deliveries}]"


def _jsonable(v):
    if isinstance(v, datetime):
        return v.astimezone(timezone.utc).isoformat()
    return v.isoformat() if hasattr(v, "isoformat") else v


def cmd_alerts(args: argparse.Namespace) -> int:
    """List alerts with their delivery status (``--deliver``: first run a delivery pass)."""
    settings = _settings_from_args(args)
    require_database(settings.database)  # a mistyped --db is an error, not an empty database created here
    from fairforge_core.rules.alerts import check_delivery_state
    from fairforge_core.store import DuckDBStore

    try:  # before any delivery pass: a typo sends nothing
        check_delivery_state(args.delivery)
    except ValueError as exc:
        raise CliError(f"invalid --delivery: {exc}") from exc

    if args.deliver:
        ruleset = check_rules(settings)
        if ruleset is None:
            raise CliError("--deliver needs the rules file (--rules FILE or rules_file in --config)")
        import dagster as dg

        from fairforge_assets.cli import _instance
        from fairforge_assets.definitions import ALL_ASSETS, ALL_CHECKS, run_resources
        from fairforge_assets.resources import FairforgeResource

        res = dg.materialize([*ALL_ASSETS, *ALL_CHECKS], selection=["alert_deliveries"],
                             resources=run_resources(FairforgeResource(**settings.model_dump()),
                                                     **alert_resources(settings)),
                             instance=_instance(), run_config=_run_config_quiet(), raise_on_error=False)
        if not res.success:
            print(f"fairforge: delivery failed: {_first_failure(res)}", file=sys.stderr)
            return 1
        md = res.asset_materializations_for_node("alert_deliveries")[-1].metadata
        print("delivery pass: " + ", ".join(f"{md[k].value} {k}" for k in ("delivered", "retrying", "failed",
                                                                           "suppressed", "cancelled", "pending")))
    from fairforge_core.rules import list_alerts

    with DuckDBStore(settings.database) as store:
        rows = list_alerts(store, assistant_id=args.assistant, status=args.status, rule=args.rule,
                           delivery=args.delivery, limit=args.limit)
    if args.json:
        for r in rows:
            print(json.dumps({k: _jsonable(v) for k, v in r.items()} | {
                "deliveries": [{k: _jsonable(v) for k, v in d.items()} for d in r["deliveries"]]},
                ensure_ascii=False, default=str))
        return 0
    if not rows:
        filters = [f"{name} {value!r}" for name, value in (("assistant", args.assistant), ("status", args.status),
                                                           ("rule", args.rule), ("delivery", args.delivery)) if value]
        print(f"no alerts match {', '.join(filters)} in {settings.database}" if filters
              else f"no alerts in {settings.database}")
        return 0
    print(f"{'created (UTC)':<20} {'status':<14} {'rule':<20} {'where':<40} metrics  [deliveries]")
    for r in rows:
        created = r["created_at"].astimezone(timezone.utc).strftime("%Y-%m-%d %H:%M:%S")
        print(f"{created:<20} {r['status']:<14} {_alert_line(r)}")
        if r["status"] == "triggered" and r.get("insight"):
            print(f"{'':<36}evidence: {shorten(r['insight'], 200)}")
        for d in r["deliveries"]:
            if d.get("last_error") and d["status"] != "delivered":
                print(f"{'':<36}{d['channel']} {d['status']}: {shorten(d['last_error'], 200)}")
    return 0


def add_alerts_parser(sub) -> None:
    """Register ``fairforge alerts`` on the subcommand parser."""
    al = sub.add_parser("alerts", help="list alerts and their notification delivery status")
    al.add_argument("--db", help="DuckDB file (default data/fairforge.duckdb)")
    al.add_argument("--config", help="YAML settings file")
    al.add_argument("--rules", help="rules YAML file (needed by --deliver)")
    al.add_argument("--status", choices=["triggered", "not_evaluable"], help="only alerts with this status")
    al.add_argument("--delivery", metavar="STATE",
                    help="only alerts with a notification in this delivery state: pending, sending, retrying, "
                         "delivered, failed, suppressed or cancelled")
    al.add_argument("--assistant", help="only this assistant id")
    al.add_argument("--rule", help="only this rule")
    al.add_argument("--limit", type=int, default=100, help="at most this many alerts (newest first; default 100)")
    al.add_argument("--json", action="store_true", help="one JSON object per line")
    al.add_argument("--deliver", action="store_true", help="first send due notifications (a delivery pass)")
    al.set_defaults(func=cmd_alerts)
