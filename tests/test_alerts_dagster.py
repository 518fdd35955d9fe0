"""Alerts through Dagster's real machinery: session metrics made by the real pipeline (HashingEmbedder), the
``metric_alerts`` and ``alert_deliveries`` assets, ``alert_delivery_sensor`` ticks on a real ``instance_for_test``,
Declarative Automation, and the ``fairforge evaluate --rules`` / ``fairforge alerts`` CLI, all against a real HTTP
server on 127.0.0.1."""

import shutil
import time
from datetime import date

import dagster as dg
import pytest

from fairforge_assets.alerts import AlertNotifierResource, alert_delivery_job, alert_delivery_sensor, metric_alerts
from fairforge_assets.assets import CORPUS_SELECTION
from fairforge_assets.definitions import ALL_ASSETS, ALL_CHECKS, run_resources
from fairforge_assets.partitions import assistant_partitions, partition_key
from fairforge_assets.resources import FairforgeResource
from fairforge_core.partition_keys import assistant_to_key
from fairforge_core.store import DuckDBStore
from tests.alert_servers import http_receiver

EMBEDDER = "tests.fakes:HashingEmbedder"
# the two-way embedding reranker keeps the sample's compliance scores low enough to trigger the rule
FAST = {"embedder": EMBEDDER, "decision": "reranker"}
PARTS = [("collections bot", date(2026, 3, 2)), ("card-helper", date(2026, 3, 3))]
QUIET = {"loggers": {"console": {"config": {"log_level": "ERROR"}}}}


def rules_yaml(url: str, backoff: float = 60) -> str:
    return f"""
rules:
  - name: low-compliance
    description: a session's compliance score is under 0.5
    conditions:
      - metric: compliance_score
        threshold: 0.5
    combine_type: all
    notification:
      channels: [webhook]
      webhook_url: {url}/hook
delivery:
  backoff_seconds: {backoff}
"""


@pytest.fixture(scope="module")
def evaluated_db(tmp_path_factory):
    """A DuckDB file with the bundled sample evaluated by the real pipeline (two partitions)."""
    path = tmp_path_factory.mktemp("pipeline") / "fairforge.duckdb"
    resources = {**run_resources(FairforgeResource(database=str(path), **FAST)),
                 "alert_notifier": AlertNotifierResource()}
    instance = dg.DagsterInstance.ephemeral()
    instance.add_dynamic_partitions(assistant_partitions.name, [assistant_to_key(a) for a, _ in PARTS])
    assets = [*ALL_ASSETS, *ALL_CHECKS]
    assert dg.materialize(assets, selection=CORPUS_SELECTION,
                          resources=resources, instance=instance, run_config=QUIET).success
    for a, d in PARTS:
        assert dg.materialize(assets, selection=["conversations", "interaction_verdicts", "session_metrics"],
                              partition_key=str(partition_key(a, d)), resources=resources, instance=instance,
                              run_config=QUIET).success
    return path


@pytest.fixture
def db(evaluated_db, tmp_path):
    path = tmp_path / "fairforge.duckdb"
    shutil.copy(evaluated_db, path)
    return path


def expected_low_sessions(path) -> set[tuple[str, str]]:
    with DuckDBStore(path) as store:
        return {(a, s) for a, s in store.query(
            "SELECT assistant_id, session_id FROM session_metrics WHERE compliance_score < 0.5 AND "
            "(assistant_id, partition_date) IN (('collections bot', DATE '2026-03-02'), "
            "('card-helper', DATE '2026-03-03'))")}


def _resources(db, rules_file):
    return {**run_resources(FairforgeResource(database=str(db), **FAST, rules_file=str(rules_file))),
            "alert_notifier": AlertNotifierResource()}


def _materialize_alerts(instance, resources, part):
    res = dg.materialize([*ALL_ASSETS, *ALL_CHECKS], selection=["metric_alerts"],
                         partition_key=str(partition_key(*part)), resources=resources, instance=instance,
                         run_config=QUIET)
    assert res.success
    return res.asset_materializations_for_node("metric_alerts")[-1].metadata


def _tick(instance, cursor):
    ctx = dg.build_sensor_context(instance=instance, cursor=cursor)
    result = alert_delivery_sensor(ctx)
    return result, result.cursor


def _run(instance, resources, request):
    """Execute a sensor's run request as the daemon would (the job with the request's run_key tag)."""
    job = dg.Definitions(assets=ALL_ASSETS, jobs=[alert_delivery_job], resources=resources,
                         executor=dg.in_process_executor).resolve_job_def("alert_delivery_job")
    res = job.execute_in_process(instance=instance, tags={"dagster/run_key": request.run_key}, run_config=QUIET)
    assert res.success
    return res.asset_materializations_for_node("alert_deliveries")[-1].metadata


def test_sensor_delivers_exactly_once_across_ticks_restarts_and_rematerializations(db, tmp_path):
    expected = expected_low_sessions(db)
    assert len(expected) >= 3
    with http_receiver() as hook, dg.instance_for_test() as instance:
        rules = tmp_path / "rules.yaml"
        rules.write_text(rules_yaml(hook.url))
        resources = _resources(db, rules)
        instance.add_dynamic_partitions(assistant_partitions.name, [assistant_to_key(a) for a, _ in PARTS])

        md = {p: _materialize_alerts(instance, resources, p) for p in PARTS}
        assert sum(m["triggered"].value for m in md.values()) == len(expected)
        assert sum(m["deliveries_queued"].value for m in md.values()) == len(expected)
        assert md[PARTS[0]]["rules_evaluated"].value == 1
        first = md[PARTS[0]]["triggered_alerts"].value[0]
        assert first["rule"] == "low-compliance" and "NON-COMPLIANT" in first["insight"]
        assert "| low-compliance |" in md[PARTS[0]]["alerts"].value  # markdown table shown in the UI

        # tick 1: one delivery run requested; running it sends every alert once
        result, cursor = _tick(instance, None)
        [req] = result.run_requests
        assert req.run_key.startswith("alert-delivery:")
        out = _run(instance, resources, req)
        assert out["delivered"].value == len(expected) and out["pending"].value == 0
        assert {(b["assistant_id"], b["session_id"]) for b in hook.bodies()} == expected

        # tick 2: nothing new
        result, cursor = _tick(instance, cursor)
        assert result.run_requests == [] and "no alert notifications waiting" in result.skip_reason.skip_message
        # "daemon restart" with a lost cursor: the event log says nothing is waiting
        result, _ = _tick(instance, None)
        assert result.run_requests == []
        # re-materialize a partition with the same outcome: nothing queued, no run, nothing sent
        again = _materialize_alerts(instance, resources, PARTS[0])
        assert again["deliveries_queued"].value == 0 and again["new_alerts"].value == 0
        result, cursor = _tick(instance, cursor)
        assert result.run_requests == []
        # even a forced extra delivery run (e.g. a duplicate launch) sends nothing
        assert _run(instance, resources, req)["delivered"].value == 0
        assert len(hook.requests) == len(expected)


BACKOFF = 5.0


def test_sensor_retries_failed_delivery_after_backoff(db, tmp_path):
    with http_receiver() as hook, dg.instance_for_test() as instance:
        rules = tmp_path / "rules.yaml"
        # 5 s: the tick right after the failed delivery must come before the retry is due, also on a loaded machine
        rules.write_text(rules_yaml(hook.url, backoff=BACKOFF))
        resources = _resources(db, rules)
        instance.add_dynamic_partitions(assistant_partitions.name, [assistant_to_key(a) for a, _ in PARTS])
        md = _materialize_alerts(instance, resources, PARTS[0])
        n = md["deliveries_queued"].value
        assert n >= 2
        hook.fail_next = 1  # the first request fails, the others go through
        result, cursor = _tick(instance, None)
        [req] = result.run_requests
        out = _run(instance, resources, req)
        assert out["delivered"].value == n - 1 and out["retrying"].value == 1
        assert "HTTP 500" in out["outcomes"].value
        # before the backoff has passed: skipped with the due time
        result, cursor = _tick(instance, cursor)
        assert result.run_requests == [] and "retry due at" in result.skip_reason.skip_message
        time.sleep(BACKOFF + 0.1)
        result, cursor = _tick(instance, cursor)
        [retry] = result.run_requests
        assert retry.run_key != req.run_key
        out = _run(instance, resources, retry)
        assert out["delivered"].value == 1 and out["pending"].value == 0
        result, cursor = _tick(instance, cursor)
        assert result.run_requests == []
        assert len(hook.requests) == n


def test_metric_alerts_is_requested_by_automation_after_session_metrics(db, tmp_path):
    rules = tmp_path / "rules.yaml"
    rules.write_text(rules_yaml("http://127.0.0.1:9"))
    with dg.instance_for_test() as instance:
        instance.add_dynamic_partitions(assistant_partitions.name, [assistant_to_key(a) for a, _ in PARTS])
        defs = dg.Definitions(assets=ALL_ASSETS, resources=_resources(db, rules))
        sel = dg.AssetSelection.assets(metric_alerts)
        first = dg.evaluate_automation_conditions(defs=defs, instance=instance, asset_selection=sel)
        assert first.total_requested == 0  # session_metrics never materialized in this instance
        assert dg.materialize([*ALL_ASSETS, *ALL_CHECKS], selection=["session_metrics"],
                              partition_key=str(partition_key(*PARTS[1])), resources=_resources(db, rules),
                              instance=instance, run_config=QUIET).success
        second = dg.evaluate_automation_conditions(defs=defs, instance=instance, asset_selection=sel,
                                                   cursor=first.cursor)
        assert second.get_requested_partitions(metric_alerts.key) == {str(partition_key(*PARTS[1]))}


def test_invalid_rules_file_fails_the_asset_with_rule_and_field(db, tmp_path):
    rules = tmp_path / "rules.yaml"
    rules.write_text(rules_yaml("http://127.0.0.1:9").replace("metric: compliance_score", "metric: compliance"))
    with dg.instance_for_test() as instance:
        instance.add_dynamic_partitions(assistant_partitions.name, [assistant_to_key(a) for a, _ in PARTS])
        res = dg.materialize([*ALL_ASSETS, *ALL_CHECKS], selection=["metric_alerts"],
                             partition_key=str(partition_key(*PARTS[0])), resources=_resources(db, rules),
                             instance=instance, run_config=QUIET, raise_on_error=False)
    assert not res.success
    failure = [e for e in res.all_events if e.is_step_failure][0]
    assert "rule 'low-compliance' (rules[0]): conditions[0].metric: unknown session metric 'compliance'" in \
        failure.event_specific_data.error.message


def test_notifier_resource_keeps_secrets_out_of_repr(monkeypatch):
    from fairforge_assets.alerts import alert_notifier_from_env

    r = AlertNotifierResource(smtp_username="alerts", smtp_password="pa55-word")
    assert "pa55-word" not in repr(r) and "alerts" not in repr(r)
    assert r.credentials().password == "pa55-word"
    monkeypatch.delenv("FAIRFORGE_SMTP_PASSWORD", raising=False)
    assert alert_notifier_from_env().smtp_password is None
    monkeypatch.setenv("FAIRFORGE_SMTP_PASSWORD", "from-env")
    res = alert_notifier_from_env()
    assert isinstance(res.smtp_password, dg.EnvVar) and res.smtp_password.env_var_name == "FAIRFORGE_SMTP_PASSWORD"


def test_cli_evaluate_with_rules_sends_once_and_alerts_lists_status(tmp_path, monkeypatch, capsys):
    from fairforge_assets.cli import main

    monkeypatch.delenv("DAGSTER_HOME", raising=False)
    with http_receiver() as hook:
        cfg = tmp_path / "settings.yaml"
        cfg.write_text(f"embedder: '{EMBEDDER}'\ndecision: reranker\n")
        rules = tmp_path / "rules.yaml"
        rules.write_text(rules_yaml(hook.url))
        db = tmp_path / "cli.duckdb"
        args = ["evaluate", "--config", str(cfg), "--db", str(db), "--rules", str(rules)]
        assert main(args) == 0
        out = capsys.readouterr().out
        with DuckDBStore(db) as store:
            n_low = store.query("SELECT count(*) FROM session_metrics WHERE compliance_score < 0.5")[0][0]
        assert n_low >= 3 and len(hook.requests) == n_low
        assert f"alerts: {n_low} triggered" in out and f"notifications: {n_low} delivered" in out
        assert main(args) == 0  # a second run sends nothing new
        assert "notifications: 0 delivered" in capsys.readouterr().out
        assert len(hook.requests) == n_low

        assert main(["alerts", "--db", str(db)]) == 0
        listing = capsys.readouterr().out
        assert listing.count("webhook:delivered") == n_low and "evidence: " in listing
        with DuckDBStore(db) as store:
            insights = {r[0] for r in store.query("SELECT insight FROM alerts")}
        shown = [ln.split("evidence: ", 1)[1] for ln in listing.splitlines() if "evidence: " in ln]
        assert len(shown) == n_low  # each whole, or cut at a word with an ellipsis
        assert all(e in insights or (len(e) <= 200 and e.endswith("…") and any(i.startswith(e[:-1]) for i in insights))
                   for e in shown)
        assert main(["alerts", "--db", str(db), "--delivery", "delivered"]) == 0
        assert capsys.readouterr().out.count("webhook:delivered") == n_low
        assert main(["alerts", "--db", str(db), "--delivery", "failed"]) == 0
        assert capsys.readouterr().out.strip() == f"no alerts match delivery 'failed' in {db}"
        assert main(["alerts", "--db", str(db), "--delivery", "lost"]) == 2
        assert capsys.readouterr().err.strip() == ("fairforge: invalid --delivery: unknown delivery state 'lost': one "
                                                   "of pending, sending, retrying, delivered, failed, suppressed, "
                                                   "cancelled")
        assert main(["alerts", "--db", str(db), "--deliver", "--rules", str(rules)]) == 0
        assert "delivery pass: 0 delivered" in capsys.readouterr().out
        assert main(["alerts", "--db", str(db), "--rule", "nope", "--status", "triggered"]) == 0
        assert capsys.readouterr().out.strip() == f"no alerts match status 'triggered', rule 'nope' in {db}"

        bad = tmp_path / "bad.yaml"
        bad.write_text(rules_yaml(hook.url).replace("threshold: 0.5", "threshold: 5"))
        assert main(["evaluate", "--config", str(cfg), "--db", str(db), "--rules", str(bad)]) == 2
        err = capsys.readouterr().err
        assert "rule 'low-compliance' (rules[0]): conditions[0].threshold: 5 is outside the range [0, 1]" in err
    assert len(hook.requests) == n_low


def test_without_rules_file_alerts_and_queued_notifications_are_kept(db, tmp_path):
    with http_receiver() as hook, dg.instance_for_test() as instance:
        rules = tmp_path / "rules.yaml"
        rules.write_text(rules_yaml(hook.url, backoff=3600))
        resources = _resources(db, rules)
        instance.add_dynamic_partitions(assistant_partitions.name, [assistant_to_key(a) for a, _ in PARTS])
        n = _materialize_alerts(instance, resources, PARTS[0])["deliveries_queued"].value
        hook.fail_next = 100
        result, cursor = _tick(instance, None)
        assert _run(instance, resources, result.run_requests[0])["retrying"].value == n
        result, cursor = _tick(instance, cursor)
        due_message = result.skip_reason.skip_message
        assert "retry due at" in due_message

        # a deployment that lost its rules_file: both assets run but change nothing
        unconfigured = {**resources, "fairforge": FairforgeResource(database=str(db), **FAST)}
        assert _materialize_alerts(instance, unconfigured, PARTS[0])["rules_file"].value == "(none)"
        assert _run(instance, unconfigured, dg.RunRequest(run_key="manual"))["rules_file"].value == "(none)"
        with DuckDBStore(db) as store:
            assert store.query("SELECT count(*) FROM alerts WHERE status = 'triggered'")[0][0] == n
            assert store.query("SELECT status, count(*) FROM alert_deliveries GROUP BY 1") == [("retrying", n)]
        result, cursor = _tick(instance, cursor)
        assert result.run_requests == [] and result.skip_reason.skip_message == due_message
    assert hook.requests == []


def test_core_rules_package_does_not_import_dagster():
    import subprocess
    import sys

    code = "import sys, fairforge_core.rules; print('dagster' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.strip()
    assert out == "False"
