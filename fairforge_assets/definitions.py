"""The one Definitions object of the fairforge code location (``workspace.yaml`` points here)."""

from __future__ import annotations

import dagster as dg

from fairforge_assets.alerts import alert_assets, alert_delivery_job, alert_delivery_sensor, alert_notifier_from_env
from fairforge_assets.assets import (
    compliance_assets,
    corpus_assets,
    interactions_judged,
    session_verdict_matches_score,
)
from fairforge_assets.context_assets import context_assets, context_checks, daily_context_job, daily_context_schedule
from fairforge_assets.corpus_watch import lakefs_corpus_sensor, verdicts_trace_to_corpus_version
from fairforge_assets.jobs import corpus_job, corpus_schedule, daily_compliance_job, daily_compliance_schedule
from fairforge_assets.lakefs import LakeFSResource, lakefs_resource_from_env
from fairforge_assets.partitions import partitions_start, with_date_start
from fairforge_assets.policy_assets import policy_assets
from fairforge_assets.report_asset import report_assets
from fairforge_assets.resources import FairforgeResource
from fairforge_assets.sensors import assistant_partitions_sensor

ALL_ASSETS = [*corpus_assets, *compliance_assets, *context_assets, *alert_assets, *policy_assets, *report_assets]
ALL_CHECKS = [session_verdict_matches_score, interactions_judged, verdicts_trace_to_corpus_version, *context_checks]


def run_resources(fairforge: FairforgeResource, **overrides) -> dict:
    """Every resource the definitions need, for ``dagster.materialize`` from Python or tests: ``fairforge`` as
    given, the others at their defaults (no lakeFS server, no SMTP credentials) unless overridden."""
    from fairforge_assets.alerts import AlertNotifierResource

    return {"fairforge": fairforge, "lakefs": LakeFSResource(), "alert_notifier": AlertNotifierResource(),
            **overrides}


def settings_values_from_env() -> dict:
    """The settings ``dagster dev`` uses: those of the YAML file named by ``FAIRFORGE_CONFIG`` if set, else none
    (every setting at its default)."""
    import os

    from fairforge_core.config import load_settings_file

    path = os.environ.get("FAIRFORGE_CONFIG")
    return load_settings_file(path) if path else {}


def default_resources(values: dict | None = None) -> dict:
    """Resources used by ``dagster dev``: settings ``values`` (default: :func:`settings_values_from_env`), the lakeFS
    and alert resources from their environment variables."""
    values = settings_values_from_env() if values is None else values
    return run_resources(FairforgeResource(**values), lakefs=lakefs_resource_from_env(),
                         alert_notifier=alert_notifier_from_env())


EXECUTORS = ("in_process", "multiprocess", "celery")


def executor_from_env():
    """The executor of the definitions, from ``FAIRFORGE_EXECUTOR``: ``in_process`` (default: every step of a run in
    one process, what a DuckDB file needs), ``multiprocess`` (Dagster's multiprocess executor: each step in its own
    process) or ``celery`` (``dagster-celery``'s executor: steps on Celery workers; ``pip install
    fairforge[distributed]``). The last two are for the DuckLake backend (docs/scaling.md).

    Raises:
        ValueError: another value (one line, naming the valid ones).
    """
    import os

    kind = os.environ.get("FAIRFORGE_EXECUTOR", "in_process") or "in_process"
    if kind == "in_process":
        return dg.in_process_executor
    if kind == "multiprocess":
        return dg.multiprocess_executor
    if kind == "celery":
        from dagster_celery import celery_executor

        return celery_executor
    raise ValueError(f"FAIRFORGE_EXECUTOR={kind!r}: use one of {', '.join(EXECUTORS)}")


def build_definitions(values: dict | None = None) -> dg.Definitions:
    """The fairforge definitions for settings ``values`` (default: :func:`settings_values_from_env`).

    The ``date`` partition dimension starts at :func:`fairforge_assets.partitions.partitions_start` of the settings
    (``partitions_start_date``, else the conversations input's earliest session date), so that the UI lists the
    days that hold data rather than every day since 2020. The start and its reason are in the metadata of each
    partitioned asset (``partitions_start``, ``partitions_start_source``).

    Raises:
        ValueError: the settings are invalid (pydantic's ``ValidationError``) or the settings file is unreadable.
    """
    values = settings_values_from_env() if values is None else values
    resources = default_resources(values)
    start, source = partitions_start(resources["fairforge"].settings())
    return dg.Definitions(
        assets=with_date_start(ALL_ASSETS, start, source),
        asset_checks=ALL_CHECKS,
        jobs=[corpus_job, daily_compliance_job, daily_context_job, alert_delivery_job],
        schedules=[corpus_schedule, daily_compliance_schedule, daily_context_schedule],
        sensors=[assistant_partitions_sensor, alert_delivery_sensor, lakefs_corpus_sensor],
        resources=resources,
        executor=executor_from_env(),
    )


defs = build_definitions()
