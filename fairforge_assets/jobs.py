"""Jobs and schedules: the corpus refresh and the daily compliance job (yesterday's partitions)."""

from __future__ import annotations

import dagster as dg

from fairforge_assets.assets import compliance_assets, corpus_assets
from fairforge_assets.partitions import compliance_partitions

corpus_job = dg.define_asset_job(
    "corpus_job",
    selection=dg.AssetSelection.assets(*(a.key for a in corpus_assets)),  # keys: corpus_snapshot is a source asset
    description="Observe the corpus version, record its documents, chunk and embed them (only new chunks are "
    "embedded).",
)

daily_compliance_job = dg.define_asset_job(
    "daily_compliance_job",
    selection=dg.AssetSelection.assets(*compliance_assets),
    partitions_def=compliance_partitions,
    description="Load, evaluate and aggregate one (assistant, date) partition.",
)

corpus_schedule = dg.ScheduleDefinition(
    name="daily_corpus_schedule",
    job=corpus_job,
    cron_schedule="0 1 * * *",
    execution_timezone="UTC",
    default_status=dg.DefaultScheduleStatus.STOPPED,
    description="01:00 UTC: refresh the corpus snapshot and embeddings before the compliance run.",
)

daily_compliance_schedule = dg.build_schedule_from_partitioned_job(
    daily_compliance_job,
    hour_of_day=2,
    name="daily_compliance_schedule",
    default_status=dg.DefaultScheduleStatus.STOPPED,
    description="02:00 UTC: evaluate yesterday's partition of every registered assistant.",
)
